"""The user's own measurement anchors the estimate near it (core.anchor): at its own setup the estimate
is the measurement, its pull fades with distance in log concurrency and lengths, and it is shown as the
first evidence row, marked as the user's."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from k3desk.core import compute
from k3desk.core.catalog import load_catalog
from k3desk.core.edit import apply_sets
from k3desk.core.presets import default_scenario
from k3desk.core.speed.anchor import SIGMA, anchor_for, weight
from k3desk.core.speed.bench_import import measurements_from, read_benchmark_file

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "benchmarks"
SETUP = {"model": "kimi-k2", "hardware.gpu": "h200", "hardware.gpu_count": 16, "serving.engine": "vllm"}


@pytest.fixture(scope="module")
def measurement():
    runs = read_benchmark_file(FIXTURES / "vllm_bench_serve.json")   # 1000 in / 500 out, concurrency 16
    (m,) = measurements_from(runs, SETUP, load_catalog(), "vllm_bench_serve.json", "2026-01-01", "now")
    return m


def scenario(concurrency: int = 16, prompt: int = 1000, context: int = 1500, **more):
    sets = [f"{k}={v}" for k, v in {**SETUP, **more}.items()]
    return apply_sets(default_scenario(), sets + [f"workload.concurrent_sequences={concurrency}",
                                                  f"workload.prompt_tokens={prompt}", f"workload.context_tokens={context}"])


def test_at_its_own_setup_the_estimate_is_the_measurement(measurement):
    r = compute(scenario(), measurements=(measurement,))
    assert r.throughput.decode_per_sequence.value == pytest.approx(measurement.decode_tokens_per_s, rel=0.10)
    assert r.throughput.ttft_s.value == pytest.approx(measurement.ttft_ms / 1000, rel=0.10)
    assert r.to_json()["throughput"]["anchor"] == measurement.id


def test_the_pull_fades_with_concurrency(measurement):
    pulls = []
    for c in (16, 32, 64, 128):
        s = scenario(c)
        pulls.append(abs(math.log(compute(s, measurements=(measurement,)).throughput.decode_per_sequence.value
                                  / compute(s).throughput.decode_per_sequence.value)))
    assert pulls == sorted(pulls, reverse=True) and pulls[-1] < pulls[0]


def test_the_weight_is_the_stated_gaussian_in_log_ratios():
    assert weight(0) == 1
    assert weight(math.log(4)) == pytest.approx(math.exp(-0.5))   # σ = ln 4: a factor of 4 in one ratio
    assert weight(math.log(8)) == pytest.approx(math.exp(-(math.log(8) / SIGMA) ** 2 / 2))


def test_no_anchor_on_another_gpu_or_engine(measurement):
    for other in ({"hardware.gpu": "b200"}, {"serving.engine": "sglang"}, {"model": "kimi-k3"}):
        r = compute(scenario(**other), measurements=(measurement,))
        assert r.throughput.own_anchor is None and r.to_json()["throughput"]["anchor"] is None


def test_no_measurements_changes_nothing(measurement):
    s = scenario()
    assert compute(s).to_json() == compute(s, measurements=()).to_json()
    assert compute(s).to_json()["throughput"]["anchor"] is None


def test_the_measurement_is_the_first_evidence_row_marked_as_yours(measurement):
    j = compute(scenario(), measurements=(measurement,)).to_json()["throughput"]["evidence"]
    assert j[0]["yours"] is True and j[0]["id"] == measurement.id and j[0]["date"] == measurement.date
    assert j[0]["measured"] == pytest.approx(1000 / 20.0)   # the file's median TPOT is 20.0 ms
    assert all(e["yours"] is False for e in j[1:]) and len(j) > 1


def test_same_family_on_another_gpu_is_shown_but_does_not_anchor(measurement):
    r = compute(scenario(**{"hardware.gpu": "b200"}), measurements=(measurement,))
    assert r.evidence[0].yours and r.throughput.own_anchor is None


def test_far_away_it_no_longer_anchors(measurement):
    s = scenario(1024, prompt=60_000, context=65_536)
    assert anchor_for(s, 16, (measurement,), load_catalog()) is None


def test_the_batch_chart_is_anchored_at_the_measurement(measurement):
    r = compute(scenario(), measurements=(measurement,))
    at16 = r.curves.decode_per_sequence[r.curves.batch.index(16)]
    assert at16 == pytest.approx(measurement.decode_tokens_per_s, rel=0.10)
