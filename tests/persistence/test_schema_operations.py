"""Scenario schema 6 (issue 46): the failure and repair rates of a replica, the grid it draws from, a required
availability and a facility's power limit, the batch share and cache writes of the workload, and the API's
batch discount, long-context tier, cache-write price and SLA.

Defaults compute what schema 4 did: no requirement, no limit, nothing sent as batch, no tier, cache writes
billed as input (docs/domain.md §6, §14, §15); a schema-5 file keeps every value it stored."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from k3desk.core.edit import apply_sets, get_path
from k3desk.persistence import dumps_scenario, loads_document, read_document
from k3desk.persistence.migrations import MIGRATIONS

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
V5 = GOLDEN / "scenario_v5_shifts_import.k3desk.json"
V6 = GOLDEN / "scenario_v6_operations.k3desk.json"
STEP = 5   # the step from schema 5


def test_golden_v6_loads_as_saved():
    doc = read_document(V6)
    s = doc.scenario
    assert doc.schema_version == 6 and doc.defaulted == ()
    assert (s.workload.batch_share, s.workload.cache_write_share, s.pricing.api_batch_discount) == (0.3, 0.2, 0.5)
    assert (s.pricing.api_long_context_threshold_tokens, s.pricing.api_long_context_input_multiplier,
            s.pricing.api_long_context_output_multiplier) == (128_000, 2.0, 1.5)
    assert (s.pricing.api_cache_write_per_mtok, s.pricing.api_sla_percent) == (3.75, 99.5)
    assert (s.constraints.availability_percent, s.constraints.facility_kw, s.constraints.rack_kw) == (99.95, 400, 40)
    assert (s.hardware.repair_hours, s.hardware.maintenance_hours_per_month, s.hardware.grid) == (72, 2, "BR")
    assert loads_document(dumps_scenario(s)).scenario == s


def test_v5_to_v6_step_is_pure_and_adds_only_the_neutral_defaults():
    doc = json.loads(V5.read_text(encoding="utf-8"))
    before = json.dumps(doc, sort_keys=True)
    out = MIGRATIONS[STEP](doc)
    assert json.dumps(doc, sort_keys=True) == before          # the input is not modified
    assert out == MIGRATIONS[STEP](json.loads(before))         # and the step is deterministic
    body = out["scenario"]
    assert out["schema_version"] == 6
    for section in ("hardware", "workload", "pricing", "constraints"):   # what the schema-5 file set stays
        if section in doc["scenario"]:
            assert {k: body[section][k] for k in doc["scenario"][section]} == doc["scenario"][section]
    w, p = body["workload"], body["pricing"]
    assert w["batch_share"] == 0 and w["cache_write_share"] == 0 and p["api_batch_discount"] == 0
    assert p["api_long_context_threshold_tokens"] is None and p["api_cache_write_per_mtok"] is None
    s = read_document(V5).scenario
    assert s.constraints.availability_percent is None and s.constraints.facility_kw is None
    assert s.hardware.grid == "auto" and s.pricing.api_sla_percent is None


@pytest.mark.parametrize("path, value, needle", [
    ("workload.batch_share", "1.5", "less than or equal to 1"),
    ("workload.cache_write_share", "-0.1", "greater than or equal to 0"),
    ("pricing.api_batch_discount", "1", "less than 1"),
    ("pricing.api_long_context_threshold_tokens", "0", "greater than or equal to 1"),
    ("pricing.api_long_context_input_multiplier", "0.5", "greater than or equal to 1"),
    ("pricing.api_cache_write_per_mtok", "cheap", "number"),
    ("pricing.api_sla_percent", "101", "less than or equal to 100"),
    ("constraints.availability_percent", "100", "less than 100"),
    ("constraints.availability_percent", "40", "greater than or equal to 50"),
    ("constraints.facility_kw", "0", "greater than 0"),
    ("constraints.rack_kw", "-5", "greater than 0"),
    ("hardware.gpu_failures_per_year", "-1", "greater than or equal to 0"),
    ("hardware.repair_hours", "0", "greater than 0"),
    ("hardware.maintenance_hours_per_month", "800", "less than or equal to 720"),
    ("hardware.grid", "mars", "'auto', 'BR', 'US' or 'world'"),
])
def test_bad_new_values_are_refused_naming_the_field(cli, path, value, needle):
    code, out, err = cli("calc", "--set", f"{path}={value}", "--json")
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and path in err and needle in err


def test_cache_reads_and_writes_cannot_exceed_the_input(cli):
    code, out, err = cli("calc", "--set", "workload.cache_hit_rate=0.7", "--set", "workload.cache_write_share=0.4")
    assert code == 2 and out == "" and "cache_hit_rate + cache_write_share cannot exceed 1" in err


@pytest.mark.parametrize("path, value, expected", [
    ("workload.batch_share", "0.5", 0.5),
    ("pricing.api_long_context_threshold_tokens", "null", None),
    ("constraints.facility_kw", "1500", 1500),
    ("constraints.availability_percent", "null", None),
    ("hardware.grid", "US", "US"),
])
def test_new_paths_are_settable(path, value, expected):
    from k3desk.scenarios import load_builtin

    assert get_path(apply_sets(load_builtin("k3-8x-b300-brl"), [f"{path}={value}"]), path) == expected
