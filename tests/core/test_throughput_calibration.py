"""The speed model against the published measurements (reference/measurements.json, restated in
core/speed/corpus.py), and the behaviours docs/domain.md §5 asks of it: pipeline stages, KV read growing with
context, a first-token floor, evidence from the nearest measured rows."""

import math
import statistics

import pytest

from k3desk.core import compute
from k3desk.core.catalog import load_catalog
from k3desk.core.edit import apply_sets
from k3desk.core.presets import build_scenario
from k3desk.core.speed import calibration as cal
from k3desk.core.speed import corpus
from k3desk.core.speed.evidence import estimate, evidence_for, row_inputs
from k3desk.core.speed.throughput import experts_touched

CAT = load_catalog()
#: Values as the sources state them (tok/s per user; 1000 / TPOT where a TPOT is given).
PUBLISHED = {"k3-vllm-tp8": 111, "k3-vllm-tp16": 118, "k3-trt-tep16-c4": 1000 / 18.12,
             "k3-trt-dep16-c64": 1000 / 34.06, "k3-trt-dep16-c256": 1000 / 62.24, "k3-llamacpp-offload": 3,
             "q235-h20-tp8-bf16": 74.5, "q235-h20-tp4-fp8": 71.65, "q235-h20-tp4-int4": 14.69,
             "q30-h20-bf16": 137.18, "q30-h20-fp8": 155.55, "q30-h20-int4": 31.29,
             "dsv3-mi300x-c100": 1000 / 152.0, "dsv3-mi300x-c100-ttft": 0.4768, "glm46-b200-c1": 1000 / 14.80,
             # rows 50-62 of measurements.json: 1000 / TPOT and the time to first token, as published
             "glm47-h100-trt-c4": 1000 / 19.8, "glm47-h100-trt-c4-ttft": 0.354,
             "glm47-h100-trt-c256": 1000 / 55.8, "glm47-h100-trt-c256-ttft": 0.888,
             "glm47-gb200-trt-c64": 1000 / 30.3, "glm47-gb200-trt-c64-ttft": 0.5718,
             "q235-b200-sgl-c16": 1000 / 16.12, "q235-b200-sgl-c16-ttft": 0.08882,
             "m2-mi300x-sgl-c1": 1000 / 22.24, "m2-mi300x-sgl-c1-ttft": 0.38523,
             "m2-mi300x-sgl-c100": 1000 / 57.84, "m2-mi300x-sgl-c100-ttft": 0.1839,
             "k25-h200-sgl-c16": 1000 / 57.93, "k25-h200-sgl-c16-ttft": 0.37551,
             "gptoss-mi300x-vllm-c64": 1000 / 31.4, "m25-h100-vllm-c4": 1000 / 13.34, "m25-h100-vllm-c4-ttft": 0.1298,
             "m27-mi300x-sgl-c1": 1000 / 14.94, "m27-mi300x-sgl-c1-ttft": 0.210,
             "m27-mi300x-sgl-c256": 1000 / 71.72, "m27-mi300x-sgl-c256-ttft": 0.337,
             "l405-mi355x-vllm-c64": 1000 / 76.05, "dsr1-mi355x-atom-c4": 1000 / 11.2, "dsr1-mi355x-atom-c4-ttft": 0.13253,
             "k3-trt-tep16-c4-ttft": 1.7692, "k3-trt-dep16-c64-ttft": 4.5123, "k3-trt-dep16-c256-ttft": 4.5867,
             # SGLang PR #18136: Kimi K2-Thinking INT4 on 8x B200, ITL at static batches of 1, 4, 8, 16
             "k2t-b200-sgl-b1": 1000 / 6.99, "k2t-b200-sgl-b4": 1000 / 8.04, "k2t-b200-sgl-b8": 1000 / 10.29,
             "k2t-b200-sgl-b16": 1000 / 13.93,
             # rows 94-112 (InferenceX, the SGLang cookbook): 1000 / TPOT and the TTFT, as published
             "k25-h200-vllm-tp8-c4": 1000 / 10.97, "k25-h200-vllm-tp8-c16": 1000 / 21.44,
             "k25-h200-vllm-tp8-c64": 1000 / 59.98, "k25-b200-vllm-tp8-c4": 1000 / 9.58,
             "k25-b200-vllm-tp8-c64": 1000 / 38.45, "k25-b200-vllm-tp4-nvfp4-c4": 1000 / 9.0,
             "k25-b200-vllm-tp4-nvfp4-c64": 1000 / 31.07, "dsr1-h200-trt-c256": 1000 / 106.1,
             "dsr1-h200-trt-c256-ttft": 8.4824, "dsv32-b200-sgl-dp-c100": 1000 / 106.69,
             "dsv32-b200-sgl-dp-c100-ttft": 0.444, "dsv31-mi300x-sgl-chat-c1": 1000 / 23.9,
             "dsv31-mi300x-sgl-chat-c16": 1000 / 35.99, "dsv31-mi300x-sgl-chat-c100": 1000 / 76.35,
             "dsv31-mi300x-sgl-summ-c1": 1000 / 25.05, "dsv31-mi300x-sgl-summ-c1-ttft": 0.48138,
             "k26-mi350x-sgl-c1": 1000 / 35.66, "k26-mi350x-sgl-c16": 1000 / 195.2,
             "k26-mi350x-sgl-c1-ttft": 0.59492, "k26-mi350x-sgl-c16-ttft": 0.88642,
             "dsr1-mi325x-sgl-8k-c64": 1000 / 74.8, "dsr1-mi300x-sgl-8k-c64": 1000 / 85.3,
             "dsr1-mi325x-sgl-1k-c64": 1000 / 44.7, "dsr1-mi300x-sgl-1k-c64": 1000 / 51.3,
             "dsr1-mi300x-sgl-1k-c64-ttft": 0.199,
             # not in measurements.json: SGLang cookbook (MiniMax-M2.5, Llama 4) and InferenceX (MiniMax-M2.5)
             "m25-b200-sgl-c1": 1000 / 9.89, "m25-h100-sgl-c100": 1000 / 30.09, "l4mav-mi300x-sgl-c1": 1000 / 5.96,
             "l4mav-mi300x-sgl-c100-ttft": 0.12896, "m25-b200-vllm-nvfp4-tp1-c4": 1000 / 7.62,
             "m25-b200-vllm-nvfp4-tp8-c4": 1000 / 5.55, "m25-h100-vllm-tp8-c64": 1000 / 30.31}


@pytest.mark.parametrize("row_id", sorted(PUBLISHED))
def test_corpus_restates_the_published_values(row_id):
    assert corpus.by_id(row_id).value == pytest.approx(PUBLISHED[row_id], rel=0.005)


#: Trust A/B speed rows the fit leaves beyond 1.5x, each with its reason (still within 2x).
BEYOND = {
    # cookbook DeepSeek-V3_2.md 5.1.2: the prompts' own forwards under data-parallel attention (P95 ITL
    # 225.67 ms against a 41.73 ms median) and the first token (444 ms for ~302 tokens) both run about
    # twice the model's prefill of such a prompt on 8x B200: the first V3.2 release's sparse-attention
    # prefill under SGLang 0.5.6; one row cannot set a term of its own.
    "dsv32-b200-sgl-dp-c100": "DeepSeek-V3.2's prefill under SGLang 0.5.6",
}


def test_fit_is_within_the_issue_targets():
    """Speed: median error <= 15% over the rows fitted, no trust A/B speed row beyond 1.5x either way
    but those ``BEYOND`` names (within 2x) (Qwen's 2025 GPTQ-Int4 rows included: their release's slow
    path is a stated term; issue 43's engine paths: ROCm INT4 on MI350X, MiniMax under SGLang 0.5.8 on
    B200); first token: median error <= 30%. Leave-one-out summaries cover every fitted row."""
    speed = [r for r in corpus.FITTED_ROWS if r.metric != "ttft"]
    first = [r for r in corpus.FITTED_ROWS if r.metric == "ttft"]
    errors = {r.id: estimate(r, CAT) / r.value for r in corpus.FITTED_ROWS}
    assert statistics.median(abs(errors[r.id] - 1) for r in speed) <= 0.15
    assert statistics.median(abs(errors[r.id] - 1) for r in first) <= 0.30
    for r in speed:
        if r.trust in "AB":
            limit = 2.0 if r.id in BEYOND else 1.5
            assert 1 / limit <= errors[r.id] <= limit, (r.id, errors[r.id])
    assert cal.LOO_ROWS + cal.LOO_TTFT_ROWS == len(corpus.FITTED_ROWS)
    assert cal.LOO_MEDIAN_ERROR <= 0.25 and cal.LOO_TTFT_MEDIAN_ERROR <= 0.35


def test_bands_come_from_the_fit_per_slice():
    assert "all" in cal.BANDS and {"vendor:nvidia", "vendor:amd", "batch:1", "batch:n"} <= set(cal.BANDS)
    assert all(0.1 <= b <= 2.5 for b in cal.BANDS.values())
    known = cal.terms("h200", "NVIDIA", "fp8", "vllm")
    unknown = cal.terms("my-own-gpu", "NVIDIA", "fp8", "vllm")  # a GPU the corpus never measured
    assert cal.efficiency(unknown) == pytest.approx(math.exp(cal.EFF["format:fp8"] + cal.EFF["engine:vllm"]))
    assert cal.band_width(unknown, 8, False) > cal.band_width(known, 8, False)


def test_efficiency_terms_say_how_many_rows_inform_them():
    assert set(cal.TERM_ROWS) == set(cal.EFF)
    used = [r for r in corpus.FITTED_ROWS if r.metric != "ttft" and not r.offload]
    assert max(cal.TERM_ROWS.values()) <= len(used) and min(cal.TERM_ROWS.values()) >= 1


def test_no_amd_estimate_above_the_amd_rows_by_more_than_their_band():
    """Issue 27: the model gave AMD the efficiency of NVIDIA stacks (1.4-3.9x optimistic)."""
    for r in corpus.FITTED_ROWS:
        x = row_inputs(r, CAT)
        if r.metric == "ttft" or "stack:rocm" not in x.terms:
            continue
        assert estimate(r, CAT) / r.value <= math.exp(cal.band_width(x.terms, r.concurrency, r.offload)), r.id


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
    assert ratio == pytest.approx(math.exp(h.band))


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
    """docs/domain.md §5: batch-1 TTFTs for short prompts are tens to hundreds of ms, never single ms."""
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


def test_the_k25_int4_example_sits_within_the_k25_rows_band_at_one_user():
    """Issue 27: "Kimi K2.5 INT4 · 8x H200" read 22-25 tok/s at one user (a fixed INT4 time per layer),
    where published SGLang runs are several times faster. Every fitted K2.5-architecture row, carried
    to the example's setup by the model's own ratio (the example over the row's setup), lies within the
    example's one-user band; and the speed is no longer capped near 29 tok/s."""
    from k3desk.scenarios import load_builtin

    example = compute(apply_sets(load_builtin("k2.5-int4-8x-h200"), ["workload.concurrent_sequences=1"]))
    one = example.throughput.decode_per_sequence
    rows = [r for r in corpus.FITTED_ROWS if r.model == "kimi-k2.5" and r.metric == "decode" and r.concurrency == 1]
    assert rows and rows[0].value == pytest.approx(1000 / 6.99)   # SGLang PR #18136, batch 1
    for r in rows:
        carried = r.value * one.value / estimate(r, CAT)
        assert one.low <= carried <= one.high, (r.id, carried, one.low, one.high)
    assert one.value > 40


def test_rows_kept_out_of_the_fit_say_why_and_still_show():
    """A row is left out of the fit only with its reason stated; it still counts as evidence."""
    out = [r for r in corpus.ROWS if r.not_fitted]
    assert {r.id for r in out} >= {"k25-h200-sgl-c16", "k26-mi300x-c8"}
    assert all(len(r.not_fitted) > 30 for r in out)
    s = apply_sets(build_scenario("kimi-k2.5", "h200", 8), ["workload.concurrent_sequences=16"])
    assert "k25-h200-sgl-c16" in {e.id for e in evidence_for(s, CAT)}


def test_an_old_release_term_never_reaches_an_estimate():
    """The slow path of SGLang 0.4's GPTQ-Int4 experts is read by its own measured rows only."""
    import dataclasses
    import inspect

    from k3desk.core.speed.evidence import estimate_from
    from k3desk.core.speed.throughput import step_inputs

    q = corpus.by_id("q30-h20-int4")
    x = row_inputs(q, CAT)
    assert q.release in corpus.RELEASES and x.release == q.release
    assert "release" not in inspect.signature(step_inputs).parameters   # what compute() builds carries none
    # Qwen measured GPTQ-Int4 at 31 tok/s against 137 for BF16 on the same H20: the current release's
    # INT4 (the same row without the term) is faster than BF16, as its bytes are fewer
    assert estimate_from(q, dataclasses.replace(x, release="")) > corpus.by_id("q30-h20-bf16").value


def test_every_non_cluster_row_the_catalog_computes_is_restated():
    """Rows 50-62 of measurements.json (the ones added with the AMD, INT4 and load findings) and 94-112
    (the engine-path findings of issue 43) are all in; 113 and 114 are not restatable (an agentic
    trace with prefix reuse; speculative decoding), and the corpus says why."""
    refs = {r.ref for r in corpus.ROWS}
    assert set(range(50, 63)) <= refs and set(range(94, 113)) <= refs
    assert not {113, 114} & refs and "113:" in corpus.__doc__ and "114:" in corpus.__doc__
    assert len({r.ref for r in corpus.ROWS if r.metric == "ttft"}) >= 14
