"""Organisation profiles: a profile's per-GPU price equals the same ``--set``, ``--set`` beats the
profile, the Advisor prices every GPU it searches at the profile's rates, values map to --set paths,
and a missing, broken or newer profile is refused in one line (exit 2)."""

import json

import pytest

from k3desk.core.profile import Profile, profile_edits

SETS = ("--set", "hardware.gpu=b300", "--set", "hardware.gpu_count=8")


def _profile(tmp_path, **extra):
    data = {"format": "k3desk.profile", "schema_version": 1, "name": "ACME", "version": "2026-12",
            "values": {}, "gpus": {"b300": {"price_per_gpu_hour": 5.0}}, **extra}
    path = tmp_path / "acme.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _rent(cli, *args):
    code, out, err = cli("calc", *args, "--json")
    assert code == 0, err
    return json.loads(out)["decision"]["routes"]["rent"]["usd_per_month"]


def test_profile_price_equals_the_same_set(tmp_path, cli):
    f = _profile(tmp_path)
    assert _rent(cli, "--profile", str(f), *SETS) == pytest.approx(
        _rent(cli, *SETS, "--set", "hardware.price_per_gpu_hour=5.0"), rel=1e-12)


def test_set_beats_the_profile(tmp_path, cli):
    f = _profile(tmp_path)
    six = _rent(cli, *SETS, "--set", "hardware.price_per_gpu_hour=6.0")
    assert _rent(cli, "--profile", str(f), *SETS, "--set", "hardware.price_per_gpu_hour=6.0") == pytest.approx(six)
    assert _rent(cli, "--profile", str(f), *SETS) != pytest.approx(six)


def test_profile_values_are_set_paths(tmp_path, cli):
    f = _profile(tmp_path, values={"pricing.currency": "BRL", "pricing.brl_per_usd": 6.0, "taxes.jurisdiction": "BR"})
    code, out, _ = cli("calc", "--profile", str(f), "--json")
    ref = json.loads(cli("calc", "--set", "pricing.currency=BRL", "--set", "pricing.brl_per_usd=6.0",
                         "--set", "taxes.jurisdiction=BR", "--json")[1])
    assert code == 0
    assert json.loads(out)["decision"]["routes"]["api"]["usd_per_month"] == pytest.approx(
        ref["decision"]["routes"]["api"]["usd_per_month"])
    # a value the user sets on the command line wins over the profile's
    code, out, _ = cli("calc", "--profile", str(f), "--set", "taxes.jurisdiction=none", "--json")
    plain = json.loads(cli("calc", "--set", "taxes.jurisdiction=none", "--json")[1])
    assert json.loads(out)["decision"]["routes"]["api"]["usd_per_month"] == pytest.approx(
        plain["decision"]["routes"]["api"]["usd_per_month"])


def test_model_prices_per_model(tmp_path, cli):
    f = _profile(tmp_path, models={"kimi-k3": {"api_output_per_mtok": 10.0}})
    a = json.loads(cli("calc", "--profile", str(f), "--json")[1])["decision"]["routes"]["api"]["usd_per_month"]
    b = json.loads(cli("calc", "--set", "pricing.api_output_per_mtok=10", "--json")[1])["decision"]["routes"]["api"]
    assert a == pytest.approx(b["usd_per_month"])


def test_the_advisor_prices_every_gpu_at_the_profiles_rates(tmp_path, cli):
    f = _profile(tmp_path, gpus={"h200": {"price_per_gpu_hour": 1.0}})
    ask = ("advise", "--gpu", "h200", "--rent-only", "--json")
    with_profile = json.loads(cli(*ask, "--profile", str(f))[1])["options"][0]
    by_hand = json.loads(cli(*ask, "--set", "hardware.gpu=h200", "--set", "hardware.price_per_gpu_hour=1.0")[1])
    assert with_profile["self_host_fleet_usd_per_month"] == pytest.approx(
        by_hand["options"][0]["self_host_fleet_usd_per_month"])


def test_user_set_paths_are_left_alone():
    from k3desk.scenarios import load_builtin

    p = Profile.model_validate({"format": "k3desk.profile", "schema_version": 1, "name": "A", "version": "1",
                                "values": {"pricing.brl_per_usd": 6.0},
                                "gpus": {"b300": {"price_per_gpu_hour": 5.0}}})
    s = load_builtin("k3-8x-b300")
    assert profile_edits(p, s)["hardware.price_per_gpu_hour"] == 5.0
    kept = profile_edits(p, s, {"hardware.price_per_gpu_hour", "pricing.brl_per_usd"})
    assert "hardware.price_per_gpu_hour" not in kept and "pricing.brl_per_usd" not in kept


@pytest.mark.parametrize("content, needle", [
    (None, "profile not found"),
    ("{not json", "profile"),
    (json.dumps({"format": "k3desk.scenario"}), "not a k3desk profile"),
    (json.dumps({"format": "k3desk.profile", "schema_version": 99, "name": "A", "version": "1"}), "newer k3desk"),
    (json.dumps({"format": "k3desk.profile", "schema_version": 1, "name": "A", "version": "1",
                 "gpus": {"b300": {"price_per_gpu_hour": -1}}}), "gpus.b300.price_per_gpu_hour"),
    (json.dumps({"format": "k3desk.profile", "schema_version": 1, "name": "A", "version": "1",
                 "values": {"hardware.gpu": "h100"}}), "cannot be set by a profile"),
    (json.dumps({"format": "k3desk.profile", "schema_version": 1, "name": "A", "version": "1",
                 "values": {"workload.tokens_per_month": -5}}), "workload.tokens_per_month"),
])
@pytest.mark.parametrize("verb", ["calc", "advise", "export"])
def test_bad_profile_is_one_line_exit_2(tmp_path, cli, content, needle, verb):
    f = tmp_path / "p.json"
    if content is not None:
        f.write_text(content, encoding="utf-8")
    out = tmp_path / "x.xlsx"
    args = (verb, "--profile", str(f)) + (("-o", str(out)) if verb == "export" else ())
    code, stdout, err = cli(*args)
    assert code == 2 and stdout == ""
    assert len(err.strip().splitlines()) == 1 and needle in err
    assert not out.exists()


def test_profile_hash_changes_with_its_content():
    base = {"format": "k3desk.profile", "schema_version": 1, "name": "A", "version": "1"}
    a = Profile.model_validate({**base, "gpus": {"b300": {"price_per_gpu_hour": 5.0}}})
    b = Profile.model_validate({**base, "gpus": {"b300": {"price_per_gpu_hour": 5.5}}})
    assert a.content_hash != b.content_hash and a.stamp()["name"] == "A"
