"""Hostile input, round 4, classes "an absurd run imports" and "a number crashes a formatter"
(issue "Nothing lost, round 4").

A measured per-user speed more than ten times the model's estimate at the run's own setup, or under a
tenth of it, is refused on the command line with one line naming the likely unit mistake (a TPOT in
seconds or microseconds under a ``_ms`` key); the library stays byte-identical. A concurrency that is
not a whole number from 1 (``abc``, ``nan``, ``1e400``, ``-1``, ``0``), or that Little's law makes
overflow, is one line, never silently 1. And every number the app words is bounded: a run already in
the library at 1e-300 ms, prices of 1e-300 and 5e-324, a monthly volume of 5e-324 tokens, give an
answer in every verb, never a traceback.
"""

from __future__ import annotations

import hashlib
import json
import math
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from k3desk import paths
from k3desk.core.catalog import load_catalog
from k3desk.core.presets import default_scenario
from k3desk.core.speed.anchor import Measurement
from k3desk.core.speed.bench_import import (
    PLAUSIBLE_FACTOR,
    TPOT_BOUNDS_MS,
    TPOT_KEYS,
    MissingSetup,
    Run,
    implausible,
    measurements_from,
)
from k3desk.persistence.measurements import add_measurements
from k3desk.report import units
from tests.runs import k2_run

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "benchmarks"
WHERE = ["--set", "model=kimi-k2", "--set", "hardware.gpu=h200", "--set", "hardware.gpu_count=8"]


def _file(tmp_path: Path, name: str = "vllm_bench_serve.json", **changes) -> Path:
    doc = json.loads((FIXTURES / name).read_text(encoding="utf-8"))
    for key, value in changes.items():
        if value is None:
            doc.pop(key, None)
        else:
            doc[key] = value
    path = tmp_path / f"r-{len(list(tmp_path.iterdir()))}.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _state(config: Path) -> dict[str, str]:
    """Every file in the config folder (the library, the catalog...) by content."""
    return {
        str(p.relative_to(config)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(config.rglob("*"))
        if p.is_file() and not p.name.endswith(".lock")
    }


def _refused(cli, config, argv) -> str:
    before = _state(config)
    code, out, err = cli(*argv)
    assert code == 2 and out == "", (code, out, err)
    assert err.startswith("k3desk: ") and err.count("\n") == 1 and "Traceback" not in err, err
    assert _state(config) == before
    return err


# ---- concurrency: a whole number from 1, never silently 1 --------------------------------------------


@pytest.mark.parametrize("value", ["abc", "nan", "1e400", "-1", "0", "2.5", "inf", "1000001"])
def test_a_concurrency_that_is_no_whole_number_from_1_is_refused(cli, config, tmp_path, value):
    err = _refused(
        cli,
        config,
        ["measurement", "import", str(_file(tmp_path)), *WHERE, "--set", f"workload.concurrent_sequences={value}"],
    )
    assert "concurrency" in err and "nothing was imported" in err


def test_a_whole_concurrency_is_taken_as_given(cli, config, tmp_path):
    code, out, err = cli(
        "measurement", "import", str(_file(tmp_path)), *WHERE, "--set", "workload.concurrent_sequences=7"
    )
    assert code == 0, err
    assert "at concurrency 7," in out


@pytest.mark.parametrize("rate,latency", [(1e300, 1e300), (1e200, 1e200), (1e6, 1e9)])
def test_littles_law_overflowing_is_named(cli, config, tmp_path, rate, latency):
    path = _file(tmp_path, max_concurrency=None, request_throughput=rate, mean_e2el_ms=latency)
    err = _refused(cli, config, ["measurement", "import", str(path), *WHERE])
    assert "Little's law" in err


# ---- plausibility ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "tpot,unit",
    [(1e-300, "seconds"), (0.02, "seconds"), (0.0005, "seconds"), (20_000.0, "microseconds"), (1e7, "microseconds")],
)
def test_a_run_far_from_the_estimate_is_refused_naming_the_unit(cli, config, tmp_path, tpot, unit):
    err = _refused(cli, config, ["measurement", "import", str(_file(tmp_path, median_tpot_ms=tpot)), *WHERE])
    assert "median_tpot_ms" in err and unit in err and "estimate" in err
    assert not paths.measurements_file().exists()


def test_after_a_refused_run_every_verb_answers(cli, config, tmp_path):
    _refused(cli, config, ["measurement", "import", str(_file(tmp_path, median_tpot_ms=1e-300)), *WHERE])
    assert cli("calc")[0] == 0
    assert cli("export", "-o", str(tmp_path / "a.xlsx"))[0] == 0


@pytest.mark.parametrize(
    "name,key",
    [
        ("guidellm_benchmarks.json", "time_per_output_token_ms"),
        ("aiperf_profile_export_aiperf.json", "inter_token_latency"),
    ],
)
def test_every_tool_names_its_own_key(cli, config, tmp_path, name, key):
    doc = json.loads((FIXTURES / name).read_text(encoding="utf-8"))
    if name.startswith("guidellm"):
        for bench in doc["benchmarks"]:
            bench["metrics"]["time_per_output_token_ms"]["successful"]["median"] /= 1000  # seconds
    else:
        doc["inter_token_latency"]["p50"] /= 1000
    path = tmp_path / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    err = _refused(cli, config, ["measurement", "import", str(path), *WHERE, "--set", "serving.engine=vllm"])
    assert key in err and "seconds" in err


def _measurement(tpot_ms: float) -> Measurement:
    return k2_run(id="m", file="", tpot_ms=tpot_ms, ttft_ms=None)


@settings(max_examples=30, deadline=None)
@given(log_factor=st.floats(min_value=-4, max_value=4))
def test_refused_exactly_outside_ten_times_the_estimate(log_factor):
    """The rule, stated: the measured per-user decode over the estimate at the run's setup, outside
    [1/10, 10], is implausible; inside it is not. The estimate is the model's own (``anchor.model_at``)."""
    from k3desk.core.speed.anchor import model_at

    s, cat = default_scenario(), load_catalog()
    estimate, _ = model_at(s, _measurement(20.0), cat)
    ratio = 10**log_factor
    if abs(abs(log_factor) - 1) < 1e-6:
        return  # the edge itself, where rounding decides
    m = _measurement(1000 / (estimate * ratio))
    odd = implausible([m], s, cat)
    assert (odd is not None) == (not 1 / PLAUSIBLE_FACTOR <= ratio <= PLAUSIBLE_FACTOR)
    if odd is not None:
        assert odd.too_fast == (ratio > 1) and "\n" not in odd.reason()
        assert TPOT_KEYS["vllm"] in odd.reason()


def test_without_an_estimate_the_absolute_bounds_hold(monkeypatch):
    import k3desk.core.speed.anchor as anchor

    monkeypatch.setattr(anchor, "model_at", lambda s, m, cat: (math.nan, math.nan))
    s, cat = default_scenario(), load_catalog()
    low, high = TPOT_BOUNDS_MS
    assert implausible([_measurement(low / 2)], s, cat).too_fast
    assert not implausible([_measurement(high * 2)], s, cat).too_fast
    assert implausible([_measurement(20.0)], s, cat) is None


def test_the_concurrency_of_a_run_is_bounded_in_the_core():
    run = Run(
        tool="vllm",
        tpot_ms=20.0,
        ttft_ms=None,
        concurrency=math.inf,
        prompt_tokens=1000.0,
        output_tokens=500.0,
        requests=10,
        served_model="",
        engine="vllm",
        date="2026-11-15",
        concurrency_from="little",
    )
    setup = {"model": "kimi-k2", "hardware.gpu": "h200", "hardware.gpu_count": 8}
    with pytest.raises(MissingSetup, match="Little's law"):
        measurements_from([run], setup, load_catalog(), "r.json", "2026-11-15", "")
    for bad in ("abc", "nan", "1e400", -1, 0, 2.5, float("nan"), float("inf")):
        with pytest.raises(MissingSetup, match="concurrency"):
            measurements_from(
                [run], {**setup, "workload.concurrent_sequences": bad}, load_catalog(), "r.json", "2026-11-15", ""
            )


# ---- every number the app words: no formatter crashes --------------------------------------------------

VERBS = [["calc"], ["calc", "--json"], ["calc", "--format", "csv"], ["advise", "--top", "3"]]


@pytest.mark.parametrize("tpot", [1e-300, 1e-9, 1e7])
def test_an_absurd_run_already_in_the_library_never_crashes(cli, config, tmp_path, tpot):
    """A library written before the bounds (or by hand) may hold one: every verb still answers."""
    add_measurements(
        [
            k2_run(id="m", file="", model="kimi-k3", gpu="b300", concurrency=32, tpot_ms=tpot, ttft_ms=None)
        ]
    )
    for argv in VERBS + [
        ["export", "-o", str(tmp_path / "a.xlsx")],
        ["export", "--lang", "pt_BR", "--advise", "-o", str(tmp_path / "b.xlsx")],
        ["report", "-o", str(tmp_path / "a.pdf")],
    ]:
        code, _out, err = cli(*argv)
        assert code == 0 and "Traceback" not in err, (argv, err)


@pytest.mark.parametrize(
    "assignment",
    [
        "workload.tokens_per_month=5e-324",
        "workload.tokens_per_month=1e-300",
        "hardware.price_per_gpu_hour=1e-300",
        "hardware.price_per_gpu_hour=5e-324",
        "hardware.purchase_price_per_gpu=1e-300",
        "pricing.api_output_per_mtok=1e-300",
        "pricing.api_input_per_mtok=5e-324",
    ],
)
def test_tiny_numbers_give_an_answer_or_one_line(cli, config, tmp_path, assignment):
    for argv in VERBS + [["export", "-o", str(tmp_path / "a.xlsx")]]:
        code, _out, err = cli(*argv, "--set", assignment)
        assert code in (0, 2) and "Traceback" not in err, (argv, err)
        assert code == 0 or err.count("\n") == 1


@settings(max_examples=200, deadline=None)
@given(value=st.floats(allow_nan=False, allow_infinity=False), decimals=st.integers(0, 6))
def test_rounding_any_finite_number_never_raises(value, decimals):
    out = units.rounded(value, decimals)
    assert math.isfinite(out) or not math.isfinite(value)
    if abs(value) < 1e15:
        assert abs(out - value) <= 0.5 * 10**-decimals + 1e-9 * max(1.0, abs(value))


@pytest.mark.usefixtures("qapp")
@settings(max_examples=200, deadline=None)
@given(value=st.floats(allow_nan=True, allow_infinity=True), decimals=st.integers(0, 6))
def test_the_window_formatter_words_any_number(value, decimals):
    from k3desk.ui.common import fmt

    text = fmt.number(value, decimals)
    assert isinstance(text, str) and text and "\n" not in text and len(text) < 60
