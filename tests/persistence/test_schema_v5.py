"""Scenario schema 5: the shifts a day the servers run (the income-tax depreciation of computers, RIR/2018
art. 323) and the overrides of the imported servers' II, IPI and ICMS rates.

Defaults come from the law and the issue: one shift is the Receita's plain 20% a year (IN RFB 1.700/2017,
Annex III); unset rates follow the dated rows. A schema-4 file keeps every value it stored."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from k3desk.core.edit import apply_sets
from k3desk.persistence import SCHEMA_VERSION, dumps_scenario, loads_document, read_document
from k3desk.persistence.migrations import MIGRATIONS

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
V4 = GOLDEN / "scenario_v4_profile.k3desk.json"
V5 = GOLDEN / "scenario_v5_shifts_import.k3desk.json"


def test_schema_5_has_its_step():
    assert SCHEMA_VERSION >= 5 and sorted(MIGRATIONS)[:5] == [0, 1, 2, 3, 4]


def test_golden_v5_loads_as_saved():
    doc = read_document(V5)
    s = doc.scenario
    assert doc.schema_version == 5 and doc.defaulted == ()
    assert s.finance.shifts_per_day == 3 and s.finance.income_tax_shield and s.taxes.regime == "lucro_real"
    assert (s.taxes.rates.icms, s.taxes.rates.ipi, s.taxes.rates.ii) == (0.12, 0.0975, None)
    assert loads_document(dumps_scenario(s)).scenario == s


def test_v4_to_v5_step_is_pure_and_adds_only_the_defaults():
    doc = json.loads(V4.read_text(encoding="utf-8"))
    before = json.dumps(doc, sort_keys=True)
    out = MIGRATIONS[4](doc)
    assert json.dumps(doc, sort_keys=True) == before          # the input is not modified
    assert out == MIGRATIONS[4](json.loads(before))            # and the step is deterministic
    body = out["scenario"]
    assert out["schema_version"] == 5 and body["finance"]["shifts_per_day"] == 1
    for section in ("finance", "pricing", "hardware", "workload"):   # what the schema-4 file set stays
        assert {k: body[section][k] for k in doc["scenario"][section]} == doc["scenario"][section]
    s = read_document(V4).scenario
    assert s.finance.shifts_per_day == 1 and (s.taxes.rates.ii, s.taxes.rates.ipi, s.taxes.rates.icms) == (None,) * 3


def test_a_rates_section_gets_the_new_overrides_unset():
    doc = json.loads(V4.read_text(encoding="utf-8"))
    doc["scenario"]["taxes"]["rates"] = {"irrf": 0.25}
    rates = MIGRATIONS[4](doc)["scenario"]["taxes"]["rates"]
    assert rates == {"ii": None, "ipi": None, "icms": None, "irrf": 0.25}


@pytest.mark.parametrize("path, value, needle", [
    ("finance.shifts_per_day", "4", "less than or equal to 3"),
    ("finance.shifts_per_day", "0", "greater than or equal to 1"),
    ("finance.shifts_per_day", "2.5", "integer"),
    ("finance.shifts_per_day", "two", "integer"),
    ("taxes.rates.icms", "18", "less than 1"),
    ("taxes.rates.ii", "-0.1", "greater than or equal to 0"),
    ("taxes.rates.ipi", "many", "number"),
])
def test_bad_new_values_are_refused_naming_the_field(cli, path, value, needle):
    code, out, err = cli("calc", "--set", f"{path}={value}", "--json")
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and path in err and needle in err


@pytest.mark.parametrize("path, value, expected", [
    ("finance.shifts_per_day", "2", 2),
    ("taxes.rates.icms", "0.12", 0.12),
    ("taxes.rates.ipi", "null", None),
])
def test_new_paths_are_settable(path, value, expected):
    from k3desk.core.edit import get_path
    from k3desk.scenarios import load_builtin

    assert get_path(apply_sets(load_builtin("k3-8x-b300-brl"), [f"{path}={value}"]), path) == expected
