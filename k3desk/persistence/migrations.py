"""Ordered, pure migrations of scenario documents from one schema version to the next.

``MIGRATIONS[n]`` turns a version-``n`` document (the whole parsed JSON) into a version ``n + 1``
document; :func:`migrate` applies them in order. Steps never touch files, the clock or the catalog,
so a file from any year migrates to the same result. A new schema version adds one step here and one
frozen golden file under ``tests/golden/``.

Schema 0 is the pre-release form: the bare scenario object, with no envelope, optionally carrying
``"version": 0``. Schema 1 wraps it in the envelope described in ``scenario_file``. Schema 2 adds
``taxes.jurisdiction`` and resale at book value (``hardware.resale_percent: null``). Schema 3 adds
the finance sections (``finance``, ``constraints``, the daily profile, spares, provider locations and
Brazil's tax answers), all defaulting to what schema 2 computed, except that a Brazilian buyer's
payments abroad now carry the import-service taxes it owes (IRRF, CIDE, PIS/COFINS-Importação, ISS
besides IOF); its servers keep their entered import duties (``taxes.hardware_route`` set to
``domestic_distributor``, so no landed-cost multiple is added to a file that had none). Schema 4
records which paths the user set (``user_set``: only those beat an organisation profile) and the
profile the scenario was computed with (``profile``), and adds the term's first month
(``finance.start_month``, the month a schema-3 file was saved), the income-tax shield (off), the
rental commitment (``on_demand``) and the billed hours a day (24), so a schema-3 file computes as it did.
Schema 5 adds the shifts a day the servers run (``finance.shifts_per_day``, 1: the Receita's 20% a year
for the income-tax depreciation of computers, unaccelerated) and the overrides of the imported servers'
rates (``taxes.rates.ii``, ``ipi``, ``icms``: unset, the dated rows). A schema-4 file's figures change only
where the law says they do: the income-tax shield depreciates at the tax rate rather than over the book
life, and servers imported from 2027 follow the reform (LC 214/2025).
Schema 6 adds what no tool priced before (issue 46): the failure and repair rates a replica's availability
comes from (the catalog's sourced defaults), the grid it draws from (``auto``), a required availability and
a facility's power limit (none), the share of the volume sent as batch jobs and of input written to the
prompt cache (none), and the API's batch discount, long-context tier, cache-write price and SLA (none), so
a schema-5 file computes as it did.
Schema 7 adds the load at the peak and the latency targets (``workload.peak_requests_per_second``, the
length spreads and the arrivals' burstiness, ``constraints.ttft_p99_s`` / ``tpot_p99_s`` and their
percentile): none set, so a schema-6 file computes as it did (its peak rate is its volume's).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

FORMAT = "k3desk.scenario"
SCHEMA_VERSION = 7

Document = dict[str, Any]


def _v0_to_v1(doc: Document) -> Document:
    scenario = {k: v for k, v in doc.items() if k != "version"}
    return {
        "format": FORMAT,
        "schema_version": 1,
        "app_version": "pre-release",
        "saved_at": None,
        "scenario": scenario,
    }


def _v1_to_v2(doc: Document) -> Document:
    """Schema 2: taxes follow the buyer's jurisdiction, not the display currency (a file saved in
    reais was a Brazilian buyer's: ``taxes.jurisdiction`` = ``BR``, so its figures stay), and resale
    at the end of the term defaults to the remaining book value (``null``): the old default 0 meant
    "not entered", a value set by the user is kept."""
    scenario = dict(doc.get("scenario") or {})
    if isinstance(scenario, dict):
        pricing, taxes = scenario.get("pricing"), scenario.get("taxes")
        if not isinstance(pricing, dict):
            pricing = {}
        if not isinstance(taxes, dict):
            taxes = {}
        if "jurisdiction" not in taxes:
            scenario["taxes"] = {**taxes, "jurisdiction": "BR" if pricing.get("currency") == "BRL" else "none"}
        hardware = scenario.get("hardware")
        if isinstance(hardware, dict) and hardware.get("resale_percent", 0) in (0, 0.0):
            scenario["hardware"] = {**hardware, "resale_percent": None}
    return {**doc, "schema_version": 2, "scenario": scenario}


def _v2_to_v3(doc: Document) -> Document:
    """Schema 3: a Brazilian buyer's servers keep the import duties the file entered (none added)."""
    scenario = dict(doc.get("scenario") or {})
    taxes = scenario.get("taxes")
    if isinstance(taxes, dict) and taxes.get("jurisdiction") == "BR" and "hardware_route" not in taxes:
        scenario["taxes"] = {**taxes, "hardware_route": "domestic_distributor"}
    return {**doc, "schema_version": 3, "scenario": scenario}


def _saved_month(doc: Document) -> str | None:
    """``YYYY-MM`` of the envelope's ``saved_at`` (``2026-12-02T02:48:00Z``), None when it has none."""
    saved = doc.get("saved_at")
    if isinstance(saved, str) and re.match(r"(20\d\d|2100)-(0[1-9]|1[0-2])-", saved):
        return saved[:7]
    return None


def _v3_to_v4(doc: Document) -> Document:
    """Schema 4: nothing recorded as set by the user (every value may follow an organisation profile),
    no profile, the term starting in the month the file was saved, and the defaults of schema 3's
    figures (no income-tax shield, on-demand rentals billed 24 hours a day)."""
    scenario = dict(doc.get("scenario") or {})
    scenario.setdefault("user_set", [])
    scenario.setdefault("profile", None)
    finance, pricing = scenario.get("finance", {}), scenario.get("pricing")
    if isinstance(finance, dict):
        scenario["finance"] = {"start_month": _saved_month(doc), "income_tax_shield": False, **finance}
    if isinstance(pricing, dict):
        scenario["pricing"] = {"rental_commitment": "on_demand", "billing_hours_per_day": 24, **pricing}
    return {**doc, "schema_version": 4, "scenario": scenario}


def _v4_to_v5(doc: Document) -> Document:
    """Schema 5: servers run one shift a day for the income-tax depreciation (the Receita's 20% a year),
    and the imported servers' rates follow their dated rows (no override)."""
    scenario = dict(doc.get("scenario") or {})
    finance, taxes = scenario.get("finance"), scenario.get("taxes")
    if isinstance(finance, dict):
        scenario["finance"] = {"shifts_per_day": 1, **finance}
    if isinstance(taxes, dict) and isinstance(taxes.get("rates"), dict):
        scenario["taxes"] = {**taxes, "rates": {"ii": None, "ipi": None, "icms": None, **taxes["rates"]}}
    return {**doc, "schema_version": 5, "scenario": scenario}


#: Schema 6's new fields, section by section, at the values that compute what schema 5 did.
_OPERATIONS: dict[str, dict[str, Any]] = {
    "hardware": {"gpu_failures_per_year": 0.1106, "node_failures_per_year": 0.1749, "repair_hours": 24.0,
                 "maintenance_hours_per_month": 0.0, "grid": "auto"},
    "workload": {"batch_share": 0.0, "cache_write_share": 0.0},
    "pricing": {"api_batch_discount": 0.0, "api_long_context_threshold_tokens": None,
                "api_long_context_input_multiplier": 1.0, "api_long_context_output_multiplier": 1.0,
                "api_cache_write_per_mtok": None, "api_sla_percent": None, "api_sla_source": ""},
    "constraints": {"availability_percent": None, "facility_kw": None, "rack_kw": None},
}


def _v5_to_v6(doc: Document) -> Document:
    """Schema 6: availability, energy, a facility's limit and the API as priced, each at what schema 5
    computed (no requirement, no limit, no batch, no tier, no cache-write price)."""
    scenario = dict(doc.get("scenario") or {})
    for section, fields in _OPERATIONS.items():
        body = scenario.get(section)
        if isinstance(body, dict):
            scenario[section] = {**fields, **body}
    return {**doc, "schema_version": 6, "scenario": scenario}


def _v6_to_v7(doc: Document) -> Document:
    """Schema 7: no peak rate (the volume's), lengths at their typical value, Poisson arrivals, no latency
    target: the defaults, written out so the file says what it computed with."""
    scenario = dict(doc.get("scenario") or {})
    workload, constraints = scenario.get("workload"), scenario.get("constraints")
    if isinstance(workload, dict):
        scenario["workload"] = {"peak_requests_per_second": None, "prompt_tokens_spread": 0.0,
                                "output_tokens_spread": 0.0, "arrival_burstiness": 1.0, **workload}
    if isinstance(constraints, dict):
        scenario["constraints"] = {"ttft_p99_s": None, "tpot_p99_s": None, "latency_percentile": "p99",
                                   **constraints}
    return {**doc, "schema_version": 7, "scenario": scenario}


MIGRATIONS: dict[int, Callable[[Document], Document]] = {
    0: _v0_to_v1,
    1: _v1_to_v2,
    2: _v2_to_v3,
    3: _v3_to_v4,
    4: _v4_to_v5,
    5: _v5_to_v6,
    6: _v6_to_v7,
}


def detect_version(doc: Document) -> int | None:
    """The schema version of a parsed document, or ``None`` when it is not a k3desk scenario at all.

    Raises ``ValueError`` for a document that claims a version but states it unusably.
    """
    if "format" in doc or "schema_version" in doc:
        if "schema_version" not in doc:
            raise ValueError("missing key 'schema_version'")
        version = doc["schema_version"]
        if isinstance(version, bool) or not isinstance(version, int) or version < 0:
            raise ValueError(f"'schema_version' must be a non-negative whole number, not {version!r}")
        return version
    if "model" in doc and "hardware" in doc:
        version = doc.get("version", 0)
        if version != 0 or isinstance(version, bool):
            raise ValueError(f"unknown pre-release file version {version!r} (only 0 existed)")
        return 0
    return None


def migrate(doc: Document, version: int) -> Document:
    """Bring a version-``version`` document up to :data:`SCHEMA_VERSION` (the input is not modified)."""
    if version > SCHEMA_VERSION:
        raise ValueError(f"no migration from schema {version}")
    for step in range(version, SCHEMA_VERSION):
        doc = MIGRATIONS[step](doc)
    return doc
