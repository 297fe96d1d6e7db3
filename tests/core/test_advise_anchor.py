"""The Advisor's options re-anchored to the buyer's own measurement (core.anchor through core.advise): at the
measurement's setup an option is the measurement, its pull fades with concurrency as the stated weight
says, another GPU type is untouched, the speed floor reads the anchored figure, and each anchored option
is what ``compute`` gives once it is applied."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from k3desk.core import compute
from k3desk.core.advisor.advise import advise
from k3desk.core.advisor.space import Constraints
from k3desk.core.catalog import load_catalog
from k3desk.core.edit import apply_option, apply_sets
from k3desk.core.presets import default_scenario
from k3desk.core.speed.anchor import SIGMA, Measurement, anchors, distance, weight
from k3desk.core.speed.bench_import import measurements_from, read_benchmark_file

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "benchmarks"
SETUP = {"model": "kimi-k2", "hardware.gpu": "h200", "hardware.gpu_count": 16, "serving.engine": "vllm"}
GPUS = Constraints(gpus=("h200", "b200"))   # the measured GPU type and another one


@pytest.fixture(scope="module")
def cat():
    return load_catalog()


@pytest.fixture(scope="module")
def measurement(cat):
    runs = read_benchmark_file(FIXTURES / "vllm_bench_serve.json")   # 1000 in / 500 out, concurrency 16
    (m,) = measurements_from(runs, SETUP, cat, "vllm_bench_serve.json", "2026-11-15", "now")
    return m


def scenario(concurrency: int = 16):
    sets = [f"{k}={v}" for k, v in SETUP.items()]
    return apply_sets(default_scenario(), sets + [f"workload.concurrent_sequences={concurrency}",
                                                  "workload.prompt_tokens=1000", "workload.context_tokens=1500"])


def _key(o):
    return (o.gpu, o.gpu_count, o.mode, o.formats, o.speculative_factor, o.ownership, o.prefill_gpus, o.decode_gpus,
            o.batch_per_gpu)


def _at_setup(adv, m):
    """The options on the measurement's GPUs and attention layout (its setup, as ``core.anchor`` reads it)."""
    return [o for o in adv.options if o.gpu == m.gpu and o.gpu_count == m.gpus and o.attention == m.attention
            and not o.production]


def test_at_the_measurements_setup_the_option_is_the_measurement(cat, measurement):
    adv = advise(scenario(), GPUS, cat, measurements=(measurement,))
    mine = _at_setup(adv, measurement)
    assert mine
    for o in mine:
        assert o.anchor is not None and o.anchor.measurement.id == measurement.id and o.anchor.weight == 1.0
        assert o.decode_per_sequence == pytest.approx(1000 / 20.0, rel=0.01)   # the file's median TPOT, 20.0 ms
        assert o.ttft_s == pytest.approx(0.395, rel=0.01)                        # its median TTFT, 395 ms
        assert o.to_json()["anchor"] == {"id": measurement.id, "date": "2026-11-15", "weight": 1.0}


def test_at_sixteen_times_the_concurrency_the_pull_fades(cat, measurement):
    s = scenario(16 * 16)
    anchored = advise(s, GPUS, cat, measurements=(measurement,))
    plain = {_key(o): o for o in advise(s, GPUS, cat).options}
    mine = _at_setup(anchored, measurement)
    assert mine and any(_key(o) in plain for o in mine)
    for o in mine:
        w = math.exp(-math.log(16) ** 2 / (2 * math.log(4) ** 2))   # Δ = ln 16, σ = ln 4: w = e^-2
        assert o.anchor.weight == pytest.approx(w) and o.anchor.weight < 0.15
        # the model's own figure at the measurement's setup, from compute of the applied option there
        there = compute(apply_option(scenario(), o, cat), cat).throughput.decode_per_sequence.value
        ratio = 50.0 / there
        assert o.anchor.ratio == pytest.approx(ratio, rel=1e-9)
        if _key(o) in plain:
            assert o.decode_per_sequence == pytest.approx(plain[_key(o)].decode_per_sequence * ratio ** w, rel=1e-9)


def test_options_of_another_gpu_type_are_unchanged(cat, measurement):
    s = scenario()
    anchored = [o for o in advise(s, GPUS, cat, measurements=(measurement,)).options if o.gpu == "b200"]
    plain = [o for o in advise(s, GPUS, cat).options if o.gpu == "b200"]
    assert plain and [(_key(o), o.decode_per_sequence, o.ttft_s, o.usd_per_month) for o in anchored] == \
        [(_key(o), o.decode_per_sequence, o.ttft_s, o.usd_per_month) for o in plain]
    assert all(o.anchor is None for o in anchored)


def test_production_units_are_not_anchored_as_in_compute(cat, measurement):
    adv = advise(scenario(), GPUS, cat, measurements=(measurement,))
    assert all(o.anchor is None for o in adv.options if o.production)


def test_the_speed_floor_reads_the_anchored_figure(cat):
    """A setup the model puts above the floor and the buyer measured below it is dropped."""
    s = scenario()
    plain = [o for o in advise(s, Constraints(gpus=("h200",)), cat).options if o.gpu_count == 16 and not o.production]
    model = max(o.decode_per_sequence for o in plain)
    slow = Measurement(id="slow", tool="vllm", date="2026-11-20", model="kimi-k2", gpu="h200", gpus=16, engine="vllm",
                       concurrency=16, prompt_tokens=1000, output_tokens=500, tpot_ms=1000 / (model / 2))
    floor = Constraints(gpus=("h200",), min_tok_s=model * 0.75)
    kept = [o for o in advise(s, floor, cat).options if o.gpu_count == 16 and not o.production]
    assert kept   # the model alone keeps it
    anchored = advise(s, floor, cat, measurements=(slow,))
    assert not [o for o in anchored.options if o.gpu_count == 16 and not o.production]
    assert all(o.decode_per_sequence >= floor.min_tok_s for o in anchored.options)


def test_every_anchored_option_is_what_compute_gives_once_applied(cat, measurement):
    s = scenario()
    adv = advise(s, GPUS, cat, measurements=(measurement,))
    sample = [o for o in adv.options if o.anchor is not None][:8]
    assert sample
    for o in sample:
        r = compute(apply_option(s, o, cat), cat, measurements=(measurement,))
        assert r.throughput.own_anchor.measurement.id == o.anchor.measurement.id
        assert r.throughput.decode_per_sequence.value == pytest.approx(o.decode_per_sequence, rel=1e-9)
        assert r.throughput.ttft_s.value == pytest.approx(o.ttft_s, rel=1e-9)
        assert r.cost.self_host_total_usd_per_month == pytest.approx(o.usd_per_month, rel=1e-9)


def test_the_weights_over_many_counts_are_the_scalar_formula(measurement):
    s = scenario()
    counts = [1, 2, 4, 8, 16, 32, 64]
    many = weight(distance(s, np.asarray(counts), measurement))
    for n, w in zip(counts, many, strict=True):
        assert w == pytest.approx(math.exp(-math.log(n / 16) ** 2 / (2 * SIGMA ** 2)))


def test_the_latest_of_two_equal_measurements_anchors(cat, measurement):
    later = measurement.model_copy(update={"id": "later", "date": "2026-12-01", "tpot_ms": 25.0})
    got = anchors(scenario(), [8, 16], (measurement, later), cat)
    assert [a.measurement.id for a in got] == ["later", "later"]
    assert got[1].weight == 1.0 and got[1].ratio * got[1].estimate_there == pytest.approx(1000 / 25.0)


def test_no_measurements_change_nothing(cat):
    s = scenario()
    assert [o.to_json() for o in advise(s, GPUS, cat).options] == \
        [o.to_json() for o in advise(s, GPUS, cat, measurements=()).options]
