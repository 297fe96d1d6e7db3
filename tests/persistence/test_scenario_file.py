"""Scenario files: envelope, round trip, migrations, golden files, refusing newer schemas."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import k3desk
from k3desk import paths
from k3desk.core.scenario import Scenario
from k3desk.persistence import (
    MIGRATIONS,
    SCHEMA_VERSION,
    ScenarioFileError,
    dumps_scenario,
    loads_document,
    loads_scenario,
    read_document,
    read_scenario,
    write_scenario,
)

GOLDEN = Path(__file__).resolve().parent.parent / "golden"


def test_config_dir_is_a_temp_folder(config_dir):
    assert paths.config_dir() == config_dir
    assert Path(tempfile.gettempdir()).resolve() in paths.config_dir().resolve().parents


def test_envelope_fields(scenario):
    doc = json.loads(dumps_scenario(scenario))
    assert doc["format"] == "k3desk.scenario"
    assert doc["schema_version"] == SCHEMA_VERSION == 7
    assert doc["app_version"] == k3desk.__version__
    assert doc["saved_at"].endswith("Z")
    assert doc["scenario"] == scenario.model_dump(mode="json")


def test_round_trip_keeps_every_field(scenario, tmp_path):
    path = tmp_path / "a.k3desk.json"
    write_scenario(path, scenario)
    back = read_scenario(path)
    assert back == scenario
    assert back.model_dump() == scenario.model_dump()
    assert path.read_bytes().decode("utf-8").endswith("}\n")


def test_non_ascii_text_survives(scenario, tmp_path):
    s = scenario.model_copy(update={"name": "Cenário de teste — 8× B300 ✓", "notes": "linha 1\nlinha 2 \u00e7\u00e3o"})
    path = tmp_path / "u.k3desk.json"
    write_scenario(path, s)
    assert read_scenario(path) == s
    assert "Cenário" in path.read_text(encoding="utf-8")


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    name=st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=200),
    context=st.integers(min_value=8192, max_value=100_000_000),
    share=st.floats(min_value=0, max_value=1, allow_nan=False),
    price=st.floats(min_value=0, max_value=10_000, allow_nan=False),
    count=st.one_of(st.none(), st.integers(min_value=1, max_value=4096)),
    currency=st.sampled_from(["USD", "BRL"]),
)
def test_round_trip_varied(scenario, name, context, share, price, count, currency):
    data = scenario.model_dump()
    data["name"] = name
    data["workload"] |= {"context_tokens": context, "input_share": share}
    data["hardware"] |= {"price_per_gpu_hour": price, "gpu_count": count}
    data["pricing"] |= {"currency": currency}
    s = Scenario.model_validate(data)
    assert loads_scenario(dumps_scenario(s)) == s


def test_migrations_are_complete_and_ordered():
    assert sorted(MIGRATIONS) == list(range(SCHEMA_VERSION))


def test_golden_v1_keeps_loading():
    doc = read_document(GOLDEN / "scenario_v1_default.k3desk.json")
    s = doc.scenario
    assert doc.schema_version == 1 and doc.migrated
    assert doc.saved_at is not None and doc.saved_at.tzinfo is not None
    assert s.name == "Kimi K3 on 8x B300"
    assert s.model.id == "kimi-k3"
    assert s.model.hidden_size == 7168 and s.model.num_layers == 93
    assert s.hardware.gpu.id == "b300" and s.hardware.gpu_count == 8
    assert s.hardware.gpu.memory_gb == 288.0
    assert s.workload.context_tokens == 131_072 and s.workload.concurrent_sequences == 8


def test_golden_v1_migrates_to_v2_keeping_its_figures():
    """Schema 2: a file saved in US$ is a buyer without taxes; resale 0 (the old default) is the book value."""
    doc = read_document(GOLDEN / "scenario_v1_default.k3desk.json")
    assert doc.scenario.taxes.jurisdiction == "none" and doc.scenario.hardware.resale_percent is None
    v2 = read_document(GOLDEN / "scenario_v2_brl_owned.k3desk.json")
    assert v2.schema_version == 2 and v2.migrated   # to schema 3
    assert v2.scenario.taxes.jurisdiction == "BR" and v2.scenario.hardware.resale_percent == 20


@pytest.mark.parametrize("currency,resale,jurisdiction,resale_after", [
    ("BRL", 0, "BR", None),       # saved in reais: a Brazilian buyer, IOF stays on payments abroad
    ("USD", 0, "none", None),
    ("BRL", 15, "BR", 15),        # a resale the user set is kept
])
def test_v1_to_v2(currency, resale, jurisdiction, resale_after):
    doc = json.loads((GOLDEN / "scenario_v1_default.k3desk.json").read_text(encoding="utf-8"))
    doc["scenario"]["pricing"]["currency"] = currency
    doc["scenario"]["hardware"]["resale_percent"] = resale
    before = json.dumps(doc)
    s = loads_document(json.dumps(doc)).scenario
    assert json.dumps(doc) == before   # the step is pure
    assert s.taxes.jurisdiction == jurisdiction and s.hardware.resale_percent == resale_after


def test_golden_v0_migrates():
    doc = read_document(GOLDEN / "scenario_v0.json")
    s = doc.scenario
    assert doc.schema_version == 0 and doc.migrated
    assert doc.saved_at is None
    assert s.name == "Kimi K3 on 8x B300 (pre-release file)"
    assert s.model.id == "kimi-k3"
    assert s.hardware.gpu.id == "b300" and s.hardware.gpu_count == 8
    v1 = read_scenario(GOLDEN / "scenario_v1_default.k3desk.json")
    # the same scenario, but a pre-release file has no date, so its term's first month is not pinned
    assert s.finance.start_month is None and v1.finance.start_month == "2026-11"
    assert s.model_copy(update={"name": v1.name, "finance": v1.finance}) == v1


def test_v0_without_version_key_is_recognised(scenario):
    assert loads_document(json.dumps(scenario.model_dump(mode="json"))).schema_version == 0


def test_newer_schema_refused_and_never_rewritten(scenario, tmp_path):
    doc = json.loads(dumps_scenario(scenario))
    doc["schema_version"] = SCHEMA_VERSION + 1
    doc["app_version"] = "9.0.0"
    path = tmp_path / "future.k3desk.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(ScenarioFileError) as err:
        read_scenario(path)
    msg = str(err.value)
    assert f"k3desk 9.0.0 (schema {SCHEMA_VERSION + 1})" in msg and f"reads up to {SCHEMA_VERSION}" in msg and "update k3desk" in msg
    with pytest.raises(ScenarioFileError, match="will not overwrite"):
        write_scenario(path, scenario)
    assert path.read_bytes() == before


def test_read_error_names_the_file(tmp_path):
    path = tmp_path / "x.k3desk.json"
    path.write_text("{", encoding="utf-8")
    with pytest.raises(ScenarioFileError) as err:
        read_scenario(path)
    assert str(err.value).startswith(str(path) + ": ")
    assert err.value.path == path and "line 1" in err.value.reason


def test_missing_file(tmp_path):
    with pytest.raises(ScenarioFileError, match="file not found"):
        read_scenario(tmp_path / "nope.k3desk.json")


def test_utf8_bom_is_accepted(scenario, tmp_path):
    path = tmp_path / "bom.k3desk.json"
    path.write_bytes(b"\xef\xbb\xbf" + dumps_scenario(scenario).encode("utf-8"))
    assert read_scenario(path) == scenario


def test_migrations_are_pure(scenario):
    from k3desk.persistence.migrations import migrate

    v0 = {"version": 0, **scenario.model_dump(mode="json")}
    snapshot = json.dumps(v0, sort_keys=True)
    out = migrate(v0, 0)
    assert json.dumps(v0, sort_keys=True) == snapshot
    assert out["schema_version"] == SCHEMA_VERSION and out["scenario"] == scenario.model_dump(mode="json")
    assert migrate(v0, 0) == out


def test_unsaveable_text_is_refused_cleanly(scenario, tmp_path):
    path = tmp_path / "s.k3desk.json"
    with pytest.raises(ScenarioFileError, match="unpaired surrogate"):
        write_scenario(path, scenario.model_copy(update={"notes": "\ud800"}))
    assert not path.exists()


def test_persistence_does_not_import_qt():
    import subprocess
    import sys

    code = ("import sys, k3desk.persistence; "
            "bad = [m for m in sys.modules if m.startswith(('PySide6', 'pyqtgraph', 'shiboken'))]; "
            "assert not bad, bad")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(__file__).resolve().parents[2])


def test_golden_v2_migrates_to_v3_keeping_its_servers_duties():
    """Schema 3: a Brazilian buyer's file keeps the import duties it entered (none added), and gets the
    finance defaults, which change nothing else it computed."""
    doc = read_document(GOLDEN / "scenario_v2_brl_owned.k3desk.json")
    s = doc.scenario
    assert doc.schema_version == 2 and doc.migrated
    assert s.taxes.jurisdiction == "BR" and s.taxes.hardware_route == "domestic_distributor"
    assert s.finance.discount_rate_per_year == 0 and s.hardware.spare_replicas == 0
    assert s.workload.peak_to_average == 1 and not s.constraints.data_in_brazil


def test_golden_v3_loads_its_finance_as_saved():
    doc = read_document(GOLDEN / "scenario_v3_brl_finance.k3desk.json")
    s = doc.scenario
    assert doc.schema_version == 3 and doc.migrated   # to schema 4
    assert s.finance.discount_rate_per_year == 0.15 and s.finance.local_currency == "BRL"
    assert s.finance.staff_fte == 2 and s.hardware.spare_replicas == 1
    assert (s.workload.peak_to_average, s.workload.peak_hours_per_day) == (2, 6)
    assert (s.taxes.regime, s.taxes.service_is_input, s.taxes.hardware_route) == ("lucro_real", True, "direct_import")
