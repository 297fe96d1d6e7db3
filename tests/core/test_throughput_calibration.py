"""The speed model against the published measurements (reference/measurements.json, restated in
core/corpus.py), and the behaviours domain.md §5 asks of it: pipeline stages, KV read growing with
context, a first-token floor, evidence from the nearest measured rows."""

import math
import statistics

import pytest

from k3desk.core import calibration as cal
from k3desk.core import compute, corpus
from k3desk.core.catalog import load_catalog
from k3desk.core.edit import apply_sets
from k3desk.core.evidence import estimate, evidence_for
from k3desk.core.presets import build_scenario
from k3desk.core.throughput import experts_touched

CAT = load_catalog()
#: Values as the sources state them (tok/s per user; 1000 / TPOT where a TPOT is given).
PUBLISHED = {"k3-vllm-tp8": 111, "k3-vllm-tp16": 118, "k3-trt-tep16-c4": 1000 / 18.12,
             "k3-trt-dep16-c64": 1000 / 34.06, "k3-trt-dep16-c256": 1000 / 62.24, "k3-llamacpp-offload": 3,
             "q235-h20-tp8-bf16": 74.5, "q235-h20-tp4-fp8": 71.65, "q235-h20-tp4-int4": 14.69,
             "q30-h20-bf16": 137.18, "q30-h20-fp8": 155.55, "q30-h20-int4": 31.29,
             "dsv3-mi300x-c100": 1000 / 152.0, "glm46-b200-c1": 1000 / 14.80}


@pytest.mark.parametrize("row_id", sorted(PUBLISHED))
def test_corpus_restates_the_published_values(row_id):
    assert corpus.by_id(row_id).value == pytest.approx(PUBLISHED[row_id], rel=0.005)


def test_fit_is_within_the_issue_targets():
    """Median error <= 25% over the rows used; no trust A/B row at concurrency <= 64 beyond 2x."""
    errors = {r.id: estimate(r, CAT) / r.value for r in corpus.ROWS}
    assert statistics.median(abs(e - 1) for e in errors.values()) <= 0.25
    for r in corpus.ROWS:
        if r.trust in "AB" and r.concurrency <= 64:
            assert 0.5 <= errors[r.id] <= 2.0, (r.id, errors[r.id])
    assert cal.LOO_MEDIAN_ERROR <= 0.25 and cal.LOO_ROWS == len(corpus.ROWS)


def test_bands_come_from_the_fit_per_regime():
    assert set(cal.BANDS) == {f"{k}/{n}" for k in ("batch1", "batched", "offload") for n in ("native", "dequantized")}
    assert all(0.1 <= b <= 2.5 for b in cal.BANDS.values())


def test_expert_union_approaches_all_experts():
    k3 = CAT.model("kimi-k3")
    assert experts_touched(k3, 1) == pytest.approx(16)
    assert experts_touched(k3, 256) > 0.98 * 896
    assert experts_touched(k3, 4) < experts_touched(k3, 64) < experts_touched(k3, 256)


def test_anchor_is_the_nearest_measured_row():
    s = apply_sets(build_scenario("kimi-k3", "gb300", 8), ["workload.concurrent_sequences=1"])
    t = compute(s).throughput
    assert t.decode_per_sequence.low < t.decode_per_sequence.value < t.decode_per_sequence.high
    assert t.anchor == "k3-vllm-tp8" and t.anchor_value == 111
    q = apply_sets(build_scenario("qwen3-235b-a22b", "h20", 8), ["serving.engine=sglang",
                                                                   "workload.concurrent_sequences=1",
                                                                   "workload.context_tokens=32768"])
    assert compute(q).throughput.anchor == "q235-h20-tp8-bf16"  # not a Kimi K3 point


def test_evidence_names_source_date_and_the_estimate_for_the_measured_setup():
    ev = evidence_for(build_scenario("deepseek-v3", "mi300x", 8))
    assert len(ev) == 3 and ev[0].model == "deepseek-v3" and ev[0].gpu == "mi300x"
    for e in ev:
        assert e.source and e.date and e.conditions and e.measured > 0
        assert e.estimate == pytest.approx(estimate(corpus.by_id(e.id)))
    assert [e.distance for e in ev] == sorted(e.distance for e in ev)


def test_hopper_dequantizes_mxfp4_and_the_band_follows_the_regime():
    # Seed 000: Hopper loads 4-bit weights but dequantizes at run time: no FP4 speed-up.
    h = compute(build_scenario("kimi-k3", "h200", 16)).throughput
    b = compute(build_scenario("kimi-k3", "b300", 8)).throughput
    assert not h.native_fp4 and b.native_fp4
    assert h.dequantizes and not b.dequantizes
    assert h.regime.endswith("/dequantized") and b.regime.endswith("/native")
    ratio = h.decode_per_sequence.high / h.decode_per_sequence.value
    assert ratio == pytest.approx(math.exp(cal.BANDS[h.regime]))


def test_pipeline_stages_are_not_one_big_tensor_parallel_group():
    """K3 on 16x H200: two pipeline stages of TP8 inside each node; one token passes both stages."""
    base = apply_sets(build_scenario("kimi-k3", "h200", 16), ["workload.concurrent_sequences=1"])
    pp = compute(apply_sets(base, ["hardware.pipeline_parallel=true"]))
    tp = compute(base)
    assert (pp.fit.tensor_parallel, pp.fit.pipeline_parallel) == (8, 2)
    assert (tp.fit.tensor_parallel, tp.fit.pipeline_parallel) == (16, 1)
    a, b = pp.throughput.decode_per_sequence.value, tp.throughput.decode_per_sequence.value
    assert abs(a / b - 1) > 0.05  # was 19.5 vs 19.7 tok/s when PP was modelled as one TP16 group


def test_kv_read_grows_with_context():
    s = apply_sets(build_scenario("kimi-k3", "b300", 8), ["workload.concurrent_sequences=1",
                                                          "workload.context_tokens=1048576"])
    short = compute(apply_sets(s, ["workload.prompt_tokens=8192"])).throughput.decode_per_sequence.value
    long = compute(apply_sets(s, ["workload.prompt_tokens=1000000"])).throughput.decode_per_sequence.value
    assert long < short * 0.95


def test_first_token_has_a_floor():
    """domain.md §5: batch-1 TTFTs for short prompts are tens to hundreds of ms, never single ms."""
    s = apply_sets(build_scenario("kimi-k3", "b300", 8), ["workload.prompt_tokens=128",
                                                          "workload.concurrent_sequences=1"])
    r = compute(s)
    assert r.throughput.ttft_s.value >= 0.03
    per_gpu_read = r.memory.weights_bytes / 8 / (s.hardware.gpu.bandwidth_bytes_per_s)
    assert r.throughput.ttft_s.value > per_gpu_read


def test_single_user_expert_offload_near_llamacpp_measurement():
    # llama.cpp PR #26185: ~3 tok/s with experts in 1.5 TB DDR4 on 2x Xeon 6248 + 2x RTX 6000 Ada.
    s = apply_sets(build_scenario("kimi-k3", "rtx-6000-ada-offload", 2),
                   ["hardware.offload_experts=true", "workload.concurrent_sequences=1",
                    "workload.context_tokens=16384", "workload.prompt_tokens=1024", "model.dense_format=q8_0"])
    t = compute(s).throughput
    assert t.offload and t.anchor == "k3-llamacpp-offload"
    assert t.anchor_estimate == pytest.approx(3.0, rel=0.5)
    assert t.decode_per_sequence.value == pytest.approx(3.0, rel=0.5)


def test_speculative_factor_scales_decode():
    s = build_scenario("kimi-k3", "gb300", 8)
    base = compute(s).throughput.decode_per_sequence.value
    fast = compute(apply_sets(s, ["serving.speculative_factor=2.98"])).throughput.decode_per_sequence.value
    assert fast == pytest.approx(base * 2.98)
