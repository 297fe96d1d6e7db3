"""Scenario schema 4: the paths the user set and the organisation profile a scenario records, and the
term's first month, the income-tax shield, the rental commitment and the billed hours a day.

Defaults come from the issue and docs/domain.md (a term starting at ``finance.start_month``, on-demand
rentals billed around the clock, no income-tax shield unless chosen); a schema-3 file keeps what it
computed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from k3desk.core.edit import EditError, apply_sets
from k3desk.persistence import SCHEMA_VERSION, ScenarioFileError, dumps_scenario, loads_document, read_document
from k3desk.persistence.migrations import MIGRATIONS, migrate

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
V3 = GOLDEN / "scenario_v3_brl_finance.k3desk.json"
V4 = GOLDEN / "scenario_v4_profile.k3desk.json"


def test_schema_4_has_its_step():
    assert SCHEMA_VERSION >= 4 and sorted(MIGRATIONS)[:4] == [0, 1, 2, 3]


def test_golden_v4_loads_as_saved():
    doc = read_document(V4)
    s = doc.scenario
    assert doc.schema_version == 4 and doc.defaulted == ()
    assert s.user_set == ("hardware.price_per_gpu_hour", "pricing.billing_hours_per_day", "pricing.rental_commitment")
    assert (s.profile.name, s.profile.version, s.profile.hash) == ("ACME Ltda.", "2026-12", "0123456789abcdef")
    assert s.finance.start_month == "2027-03" and s.finance.income_tax_shield is True
    assert s.pricing.rental_commitment == "1y" and s.pricing.billing_hours_per_day == 12


def test_v3_to_v4_step_is_pure_and_pins_the_saved_month():
    doc = json.loads(V3.read_text(encoding="utf-8"))
    before = json.dumps(doc, sort_keys=True)
    out = MIGRATIONS[3](doc)
    assert json.dumps(doc, sort_keys=True) == before          # the input is not modified
    assert out == MIGRATIONS[3](json.loads(before))            # and the step is deterministic
    body = out["scenario"]
    assert out["schema_version"] == 4
    assert body["user_set"] == [] and body["profile"] is None
    assert body["finance"]["start_month"] == doc["saved_at"][:7] == "2026-12"
    assert body["finance"]["income_tax_shield"] is False
    assert body["pricing"]["rental_commitment"] == "on_demand" and body["pricing"]["billing_hours_per_day"] == 24
    # what the schema-3 file set is kept as it was
    for section in ("finance", "pricing"):
        assert {k: body[section][k] for k in doc["scenario"][section]} == doc["scenario"][section]


def test_v3_without_a_date_leaves_the_month_unstated():
    doc = json.loads(V3.read_text(encoding="utf-8"))
    doc["saved_at"] = None
    assert migrate(doc, 3)["scenario"]["finance"]["start_month"] is None


def test_every_older_golden_file_still_loads():
    for path in sorted(GOLDEN.glob("scenario_v*")):
        doc = read_document(path)
        # files before schema 4 recorded no paths set by the user; schema 4 and later may
        assert doc.schema_version <= SCHEMA_VERSION and (doc.scenario.user_set == () or doc.schema_version >= 4)


def test_newer_file_refused_and_unchanged(tmp_path):
    from k3desk.persistence import write_scenario

    newer = SCHEMA_VERSION + 1
    text = V4.read_text(encoding="utf-8").replace('"schema_version": 4', f'"schema_version": {newer}')
    path = tmp_path / "newer.k3desk.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioFileError, match=rf"schema {newer}\); this version reads up to {SCHEMA_VERSION}"):
        read_document(path)
    with pytest.raises(ScenarioFileError, match="will not overwrite"):
        write_scenario(path, read_document(V4).scenario)
    assert path.read_text(encoding="utf-8") == text


def test_round_trip_keeps_what_is_recorded():
    s = read_document(V4).scenario
    assert loads_document(dumps_scenario(s)).scenario == s


@pytest.mark.parametrize("path, value, needle", [
    ("finance.start_month", "2027-13", "YYYY-MM"),
    ("finance.start_month", "27-01", "YYYY-MM"),
    ("finance.start_month", "1999-12", "2000-01"),
    ("finance.start_month", "January", "YYYY-MM"),
    ("pricing.billing_hours_per_day", "0", "greater than 0"),
    ("pricing.billing_hours_per_day", "25", "less than or equal to 24"),
    ("pricing.rental_commitment", "2y", "'on_demand', '1y' or '3y'"),
    ("finance.income_tax_shield", "maybe", "true or false"),
])
def test_bad_new_values_are_refused_naming_the_field(cli, path, value, needle):
    code, out, err = cli("calc", "--set", f"{path}={value}", "--json")
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and path in err and needle in err


@pytest.mark.parametrize("path, value, expected", [
    ("finance.start_month", "2027-01", "2027-01"),
    ("finance.start_month", "null", None),
    ("finance.income_tax_shield", "true", True),
    ("pricing.rental_commitment", "3y", "3y"),
    ("pricing.billing_hours_per_day", "10", 10),
])
def test_new_paths_are_settable(path, value, expected):
    from k3desk.core.edit import get_path
    from k3desk.scenarios import load_builtin

    assert get_path(apply_sets(load_builtin("k3-8x-b300"), [f"{path}={value}"]), path) == expected


def test_the_examples_pin_their_first_month():
    from k3desk.scenarios import examples, load_builtin

    assert {load_builtin(i).finance.start_month for i, _name in examples()} == {"2027-01"}


@pytest.mark.parametrize("assignment", ["user_set=hardware.pue", "profile=x", "profile.hash=0123456789abcdef"])
def test_recorded_fields_are_not_set_by_a_path(cli, assignment):
    code, out, err = cli("calc", "--set", assignment)
    assert code == 2 and out == "" and "recorded by k3desk" in err and len(err.strip().splitlines()) == 1
    with pytest.raises(EditError):
        from k3desk.scenarios import load_builtin

        apply_sets(load_builtin("k3-8x-b300"), [assignment])


@pytest.mark.parametrize("change, needle", [
    (lambda s: s["scenario"].update(user_set=["Pricing brl"]), "user_set"),
    (lambda s: s["scenario"].update(user_set="pricing.brl_per_usd"), "user_set"),
    (lambda s: s["scenario"].update(profile={"name": "A", "version": "1", "hash": "xyz"}), "profile.hash"),
    (lambda s: s["scenario"]["finance"].update(start_month="2027-1"), "finance.start_month"),
])
def test_a_file_with_bad_recorded_values_is_one_line(tmp_path, change, needle):
    doc = json.loads(V4.read_text(encoding="utf-8"))
    change(doc)
    path = tmp_path / "bad.k3desk.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(ScenarioFileError) as err:
        read_document(path)
    assert needle in str(err.value) and "\n" not in str(err.value)
    assert path.read_bytes() == before
