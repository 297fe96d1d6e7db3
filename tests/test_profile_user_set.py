"""A scenario records the paths the user set (``user_set``, schema 4) and the organisation profile it was
computed with (``profile``): ``--set`` records its paths; a saved file's user-set values beat the
profile while every other value follows it; a model or GPU switch gives back what it replaced; the
PDF's inputs and the workbook's Inputs sheet name the profile."""

from __future__ import annotations

import json

import pytest

from k3desk.core.profile import Profile, apply_profile, profile_changes
from k3desk.core.user_set import recorded_user_set
from k3desk.persistence import read_scenario, write_scenario

ACME = {"format": "k3desk.profile", "schema_version": 1, "name": "ACME", "version": "2026-12",
        "values": {"pricing.brl_per_usd": 6.0, "hardware.power_price_per_kwh": 0.09},
        "gpus": {"b300": {"price_per_gpu_hour": 5.0}}}


@pytest.fixture
def acme(tmp_path):
    path = tmp_path / "acme.json"
    path.write_text(json.dumps(ACME), encoding="utf-8")
    return path


def _load(arg, sets, profile_path=None):
    from k3desk.cli.verbs import load_scenario_arg
    from k3desk.persistence.profile_file import read_profile

    return load_scenario_arg(arg, sets, read_profile(profile_path) if profile_path else None)


def test_set_records_its_paths_and_the_profile_is_stamped(acme):
    s = _load("k3-8x-b300", ["hardware.price_per_gpu_hour=7", "workload.tokens_per_month=2e10"], acme)
    assert s.user_set == ("hardware.price_per_gpu_hour", "workload.tokens_per_month")
    p = Profile.model_validate(ACME)
    assert (s.profile.name, s.profile.version, s.profile.hash) == ("ACME", "2026-12", p.content_hash)
    assert s.hardware.price_per_gpu_hour == 7 and s.pricing.brl_per_usd == 6.0   # --set > profile
    assert _load("k3-8x-b300", []).user_set == () and _load("k3-8x-b300", []).profile is None


def test_a_saved_files_user_set_values_beat_the_profile_and_the_rest_follows(tmp_path, acme, cli):
    saved = _load("k3-8x-b300", ["hardware.price_per_gpu_hour=7", "hardware.power_price_per_kwh=0.2"])
    path = tmp_path / "mine.k3desk.json"
    write_scenario(path, saved)
    assert read_scenario(path).user_set == ("hardware.power_price_per_kwh", "hardware.price_per_gpu_hour")
    s = _load(str(path), [], acme)
    assert s.hardware.price_per_gpu_hour == 7 and s.hardware.power_price_per_kwh == 0.2   # the user's
    assert s.pricing.brl_per_usd == 6.0                                                 # the profile's
    # the same through calc --json: as if the profile's rate and the user's prices were all --set
    code, out, err = cli("calc", str(path), "--profile", str(acme), "--json")
    ref = json.loads(cli("calc", str(path), "--set", "pricing.brl_per_usd=6.0", "--json")[1])
    assert code == 0, err
    assert json.loads(out)["decision"]["routes"]["rent"]["usd_per_month"] == pytest.approx(
        ref["decision"]["routes"]["rent"]["usd_per_month"])


def test_a_gpu_switch_gives_back_the_price_the_user_had_set():
    before = ("hardware.price_per_gpu_hour", "workload.tokens_per_month")
    assert recorded_user_set(before, {"hardware.gpu": "h200"}) == ("workload.tokens_per_month",)
    assert recorded_user_set(before, {"hardware.gpu": "h200", "hardware.price_per_gpu_hour": 3}) == before
    assert recorded_user_set(("pricing.api_output_per_mtok",), {"model": "kimi-k2"}) == ()
    # a name, the GPU chosen or a whole section is not what a profile sets
    assert recorded_user_set((), {"name": "x", "hardware.gpu": "h200", "hardware.gpu_count": 8}) == ()
    assert recorded_user_set((), {"user_set": ["a.b"], "profile": None}) == ()


def test_profile_changes_list_what_differs_but_not_what_the_user_set():
    from k3desk.scenarios import load_builtin

    p = Profile.model_validate(ACME)
    s = load_builtin("k3-8x-b300").model_copy(update={"user_set": ("pricing.brl_per_usd",)})
    changed = {path for path, _a, _b in profile_changes(s, p)}
    assert changed == {"hardware.power_price_per_kwh", "hardware.price_per_gpu_hour"}
    assert profile_changes(apply_profile(s, p), p) == []


def test_the_pdf_inputs_and_the_workbook_name_the_profile(acme, tmp_path, cli):
    from k3desk.core import compute
    from k3desk.report.model import KeyValues, Panels
    from k3desk.report.scenario_report import inputs_section

    def labels(s):
        panels = next(b for b in inputs_section(s, compute(s)).blocks if isinstance(b, Panels))
        return {k.source: v for kv in panels.panels if isinstance(kv, KeyValues) for k, v in kv.rows
                if hasattr(k, "source")}

    line = labels(_load("k3-8x-b300", [], acme))["Organisation profile"]
    assert line.args["name"] == "ACME" and line.args["version"] == "2026-12" and "version" in line.source
    assert "Organisation profile" not in labels(_load("k3-8x-b300", []))
    openpyxl = pytest.importorskip("openpyxl")
    out = tmp_path / "w.xlsx"
    code, _out, err = cli("export", "k3-8x-b300", "--profile", str(acme), "-o", str(out))
    assert code == 0, err
    cells = [c for row in openpyxl.load_workbook(out, data_only=True)["Inputs"].iter_rows(values_only=True)
             for c in row if isinstance(c, str)]
    assert any(c.startswith("ACME, version 2026-12") for c in cells)
