"""Engine paths as terms of the speed model (issue 43, docs/domain.md §5): ROCm's quantised-expert
kernels, an old release's MoE fallback, and data-parallel attention in a lockstep engine, each against
the published rows that show it (reference/measurements.json rows 102, 107, 108; the SGLang
cookbook's MiniMax-M2.5 pages, restated in core/speed/corpus.py)."""

import dataclasses
import math

import pytest

from k3desk.core.catalog import load_catalog
from k3desk.core.speed import calibration as cal
from k3desk.core.speed import corpus
from k3desk.core.speed.evidence import estimate, estimate_from, row_inputs
from k3desk.core.speed.throughput import prefill_time, step_time

CAT = load_catalog()


def _step(row, **change) -> float:
    x = dataclasses.replace(row_inputs(row, CAT), **change)
    return 1 / estimate_from(row, x)


def test_rocm_int4_slows_the_experts_a_batch_touches_not_the_step():
    """Kimi K2.6 INT4 on 4x MI350X, SGLang 0.5.9 (cookbook Kimi-K2.6.md 5.3.1): TPOT 35.66 ms at one
    user, 195.2 ms at 16, a rise of 5.5x as the experts touched grow. The path divides the experts'
    bytes, so the model rises as measured; a factor on the whole step could not (it keeps the ratio
    of the path-free physics)."""
    one, sixteen = corpus.by_id("k26-mi350x-sgl-c1"), corpus.by_id("k26-mi350x-sgl-c16")
    measured = 195.2 / 35.66
    assert "path:rocm/int4" in row_inputs(one, CAT).terms
    modelled = (1 / estimate(sixteen, CAT)) / (1 / estimate(one, CAT))
    assert measured / 1.5 <= modelled <= measured * 1.5
    without = _step(sixteen, path_eff=1.0) / _step(one, path_eff=1.0)
    assert without < measured / 1.5
    # every prefill chunk reads the experts through the same path: 594.92 ms to the first token
    first = prefill_time(row_inputs(one, CAT), one.prompt)
    assert 0.59492 / math.exp(cal.BAND_TTFT) <= first <= 0.59492 * math.exp(cal.BAND_TTFT)


def test_paths_reach_the_setups_they_name_and_old_releases_only_their_rows():
    assert "path:rocm/int4" in cal.terms("mi350x", "AMD", "int4", "sglang")
    assert not [k for k in cal.terms("b200", "NVIDIA", "int4", "vllm") if k.startswith("path:")]
    assert not [k for k in cal.terms("mi300x", "AMD", "fp8", "sglang") if k.startswith("path:")]
    estimates = {k for g in CAT.gpus.values() for f in ("bf16", "fp8", "int4", "fp4", "int8")
                 for e in ("vllm", "sglang", "trtllm") for k in cal.terms(g.id, g.vendor, f, e)}
    assert not {f"path:{r}" for r in corpus.RELEASE_PATHS} & estimates
    assert cal.path_efficiency(("path:rocm/int4", "stack:rocm")) == pytest.approx(math.exp(cal.EFF["path:rocm/int4"]))
    assert cal.efficiency(("path:rocm/int4",)) == 1.0   # a path never divides the whole step


def test_minimax_under_sglang_0_5_8_on_b200_no_faster_than_h100_as_published():
    """SGLang cookbook MiniMax-M2.5.md: 8x B200 under 0.5.8 ran 9.89 / 16.06 / 34.29 ms per token at
    1 / 16 / 100 users, 8x H100 under 0.5.9 8.08 / 14.98 / 30.09: the Triton MoE fallback of that
    release on Blackwell (flashinfer #2736, sglang PR #20394). The model orders them as measured with
    the release's path, and without it (today's kernels, what an estimate reads) B200 is faster."""
    published = {1: (9.89, 8.08), 16: (16.06, 14.98), 100: (34.29, 30.09)}
    for c, (b200, h100) in published.items():
        rb, rh = corpus.by_id(f"m25-b200-sgl-c{c}"), corpus.by_id(f"m25-h100-sgl-c{c}")
        assert rb.value == pytest.approx(1000 / b200) and rh.value == pytest.approx(1000 / h100)
        assert rb.release in corpus.RELEASE_PATHS and f"path:{rb.release}" in row_inputs(rb, CAT).terms
        assert estimate(rb, CAT) < estimate(rh, CAT) * 1.1   # no faster than H100, as measured
        today = _step(rb, path_eff=1.0)
        assert today < 1 / estimate(rh, CAT)


def test_lockstep_data_parallel_attention_holds_the_decode_for_each_prompt():
    """DeepSeek-V3.2 on 8x B200, SGLang 0.5.6 with DP attention, 100 users, ~302 in / ~188 out
    (cookbook DeepSeek-V3_2.md 5.1.2): median ITL 41.73 ms (steps without a prompt), P95 225.67 ms,
    TPOT 106.69 ms: the prompts' forwards more than double the mean step. The model's mean step over
    its step without prompts lies within 1.5x of that 2.56, and an engine that chunks prompts into the
    steps (vLLM) pays far less for the same prompts."""
    row = corpus.by_id("dsv32-b200-sgl-dp-c100")
    x = row_inputs(row, CAT)
    ctx, ratio = row.prompt + row.output // 2, row.prompt / row.output
    with_prompts = step_time(x, row.concurrency, ctx, ratio, row.output)[0]
    without = step_time(x, row.concurrency, ctx, 0.0, row.output)[0]
    measured = 106.69 / 41.73
    assert measured / 1.5 <= with_prompts / without <= measured * 1.5
    vllm = dataclasses.replace(x, engine="vllm")
    chunked = step_time(vllm, row.concurrency, ctx, ratio, row.output)[0] / step_time(vllm, row.concurrency, ctx, 0.0,
                                                                                      row.output)[0]
    assert chunked < 1.2 < with_prompts / without
    # shorter answers bring the next prompts sooner: more interruptions per step
    assert step_time(x, row.concurrency, ctx, ratio * 4, row.output // 4)[0] > with_prompts
