"""The speed model applied to one scenario: what it needs in memory, the deployment that holds it, the
decode step and the model's own per-user decode and time to first token, before the buyer's
measurements re-anchor them (``anchor``).

``sizing.compute`` builds the Result on it; ``anchor.model_at`` asks it for the figure at a
measurement's own setup (the unanchored figure: an anchor never anchors itself). Both read it here,
so neither imports the other.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from k3desk.core.catalog import Catalog
from k3desk.core.model.fit import Needs, compute_fit
from k3desk.core.model.memory import (
    KvLayout,
    WeightBytes,
    activation_bytes_per_gpu,
    kv_layout,
    overhead_bytes_per_gpu,
    weight_bytes,
)
from k3desk.core.model.params import ParamCounts, count_params
from k3desk.core.result import Fit, Production
from k3desk.core.scenario import Scenario
from k3desk.core.speed import calibration as cal
from k3desk.core.speed import production
from k3desk.core.speed.throughput import StepInputs, first_token_time, offload_step_time, step_inputs, step_time

#: Largest prefill-per-decode ratio the step model accepts (all-input workloads).
MAX_PREFILL_RATIO = 64.0


def prefill_ratio(s: Scenario) -> float:
    """Fresh prompt tokens prefilled per output token decoded (cache hits are not prefilled again)."""
    w = s.workload
    out = (1 - w.input_share) * w.reasoning_multiplier
    inp = w.input_share * (1 - w.cache_hit_rate)
    return MAX_PREFILL_RATIO if out <= 0 else min(inp / out, MAX_PREFILL_RATIO)


def decode_context(s: Scenario) -> int:
    """Tokens in the cache of a sequence in flight, on average over its life: the prompt plus half the
    answer (its cache grows from the prompt to prompt + answer one token a step); the answer is the
    typical one (``OUTPUT_TOKENS_PER_REQUEST``), at most what the maximum context leaves after the
    prompt. The decode step reads this much, and the cache is sized for it (docs/domain.md §3.2)."""
    wl = s.workload
    answer = min(cal.OUTPUT_TOKENS_PER_REQUEST, wl.context_tokens - wl.prompt_tokens)
    return wl.prompt_tokens + answer // 2


@dataclass(frozen=True)
class Estimate:
    """The model's own speed of a scenario and the sizes it rests on."""

    params: ParamCounts
    weights: WeightBytes
    kv: KvLayout
    needs: Needs
    replica_gpus: int  # the memory fit's count (a production unit's pools are sized apart)
    fit: Fit  # the deployment: the replica's, or the production unit's
    offload: bool  # routed experts in host RAM
    x: StepInputs
    unit: Production | None  # a production unit, None for a replica
    unit_visible: float  # visible tokens per second one unit carries (0 for a replica)
    step_s: float
    bound: str
    batch: int  # sequences decoded together
    per_seq: float  # per-user decode, tokens per second
    ttft_s: float
    regime: str  # the calibration's regime of this step
    band: float  # the band's width (log units)
    native: bool  # False where the GPU dequantizes (Hopper + 4-bit)
    ctx: int  # decode context
    ratio: float  # prefill per decode


def needs_of(s: Scenario, cat: Catalog) -> tuple[ParamCounts, WeightBytes, KvLayout, Needs, bool]:
    """The model stage: parameters, weights, KV layout, the sizes that do not depend on the GPU count,
    and whether the routed experts are offloaded (then they live in host RAM, not on the GPUs)."""
    a, hw, wl = s.model, s.hardware, s.workload
    p = count_params(a)
    w = weight_bytes(p, a, cat)
    kv = kv_layout(a, cat)
    offload = hw.offload_experts and a.moe is not None
    needs = Needs(weights=replace(w, routed=0.0) if offload else w, kv=kv, context=decode_context(s),
                  max_context=wl.context_tokens, sequences=wl.concurrent_sequences, act_per_gpu=activation_bytes_per_gpu(s),
                  overhead_per_gpu=overhead_bytes_per_gpu(s), kv_heads=a.num_kv_heads,
                  linear_heads=a.linear.num_heads if a.linear else 1)
    return p, w, kv, needs, offload


def estimate(s: Scenario, cat: Catalog) -> Estimate:
    """Memory fit, step inputs, step time, per-user decode and TTFT of ``s`` (no measurement applied)."""
    a, hw, wl = s.model, s.hardware, s.workload
    p, w, kv, needs, offload = needs_of(s, cat)
    fit = compute_fit(needs, s)
    if offload and w.routed > hw.gpu.host_memory_gb * 1e9:
        fit = replace(fit, fits=False, why_not="memory")
    replica_gpus = n = fit.gpu_count
    dp = s.serving.attention_parallel == "dp"
    ratio, ctx, batch = prefill_ratio(s), decode_context(s), wl.concurrent_sequences
    if fit.queued_sequences:   # the batch the memory holds decodes; the rest queue (latency.py)
        batch = fit.max_concurrent_sequences
    unit, unit_visible = None, 0.0
    if production.is_production(s):  # a unit of prefill + decode pools, or one wide expert-parallel pool
        x = step_inputs(a, p, w, kv, hw.gpu, s.serving.decode_gpus or 1, 1, 1, True, s.serving.engine, cat)
        fit, unit, unit_visible = production.compute_unit(s, x, needs, ctx, ratio)
    else:
        x = step_inputs(a, p, w, kv, hw.gpu, n, fit.tensor_parallel, fit.nodes, dp, s.serving.engine, cat,
                        pp=fit.pipeline_parallel)
    native = x.dense_native and x.expert_native
    if unit is not None:
        t_step, bound, batch = unit.step_s, unit.bound, unit.batch_per_gpu * unit.decode_gpus
    elif offload:
        t_step, bound, batch = offload_step_time(x), "offload", 1
    else:
        t_step, bound = step_time(x, batch, ctx, ratio)
    ttft = (first_token_time(x, wl.prompt_tokens, cal.OUTPUT_TOKENS_PER_REQUEST, batch, t_step)
            if unit is None else unit.ttft_s)
    return Estimate(params=p, weights=w, kv=kv, needs=needs, replica_gpus=replica_gpus, fit=fit, offload=offload,
                    x=x, unit=unit, unit_visible=unit_visible, step_s=t_step, bound=bound, batch=batch,
                    per_seq=s.serving.speculative_factor / t_step, ttft_s=ttft,
                    regime=cal.regime(batch, native, offload), band=cal.band_width(x.terms, batch, offload),
                    native=native, ctx=ctx, ratio=ratio)
