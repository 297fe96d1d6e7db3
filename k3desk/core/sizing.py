"""``compute(scenario) -> Result``: the one entry point the UI, the report and the CLI share.

Pure: reads the (cached) catalog for number formats, writes nothing, imports no Qt.
"""

from __future__ import annotations

import math
from dataclasses import replace

from k3desk.core.catalog import Catalog, load_catalog
from k3desk.core.explain import explanations
from k3desk.core.model.fit import Needs, compute_fit
from k3desk.core.model.memory import (
    activation_bytes_per_gpu,
    kv_layout,
    naive_weight_bytes,
    overhead_bytes_per_gpu,
    weight_bytes,
)
from k3desk.core.model.params import count_params
from k3desk.core.money.cost import CURVE_TOKENS, compute_cost, cost_curves
from k3desk.core.money.tco import term_cost
from k3desk.core.result import Band, Curves, Memory, Params, Result, Storage, Throughput
from k3desk.core.scenario import Scenario
from k3desk.core.speed import anchor as own
from k3desk.core.speed import calibration as cal
from k3desk.core.speed import production
from k3desk.core.speed.evidence import evidence_for
from k3desk.core.speed.throughput import experts_touched, first_token_time, offload_step_time, step_inputs, step_time

#: Batch sizes of the batch-effect chart.
CURVE_BATCH = (1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024)
#: Plan fast NVMe of this multiple of the checkpoint (seed 004: ~4 TB for 1.56 TB).
NVME_FACTOR = 2.5
#: Largest prefill-per-decode ratio the step model accepts (all-input workloads).
MAX_PREFILL_RATIO = 64.0


#: links the report also times the checkpoint download over: a data-centre uplink and a slow office line
OTHER_LINKS_GBPS = (100.0, 0.1)


def prefill_ratio(s: Scenario) -> float:
    w = s.workload
    out = (1 - w.input_share) * w.reasoning_multiplier
    inp = w.input_share * (1 - w.cache_hit_rate)
    return MAX_PREFILL_RATIO if out <= 0 else min(inp / out, MAX_PREFILL_RATIO)


def decode_context(s: Scenario) -> int:
    """Tokens in the cache of a typical decoding sequence: the prompt plus half the answer."""
    return min(s.workload.prompt_tokens + cal.OUTPUT_TOKENS_PER_REQUEST // 2, s.workload.context_tokens)


def replica_tokens_per_month(s: Scenario, per_seq: float, batch: int, ttft: float) -> float:
    """Visible tokens one replica carries in a month: decode-limited (output already pays for
    interleaved prefill in the step model), and never above what prefill alone could take in."""
    wl = s.workload
    out_share = (1 - wl.input_share) * wl.reasoning_multiplier
    seconds = s.pricing.hours_per_month * 3600 * wl.utilization
    decode_limited = per_seq * batch / out_share if out_share > 0 else math.inf
    prefill_limited = wl.prompt_tokens / ttft / max(wl.input_share * (1 - wl.cache_hit_rate), 1e-3)
    return min(decode_limited, prefill_limited) * seconds


def _band(v: float, width: float) -> Band:
    low, high = cal.band(v, width)
    return Band(value=v, low=low, high=high)


def compute(s: Scenario, catalog: Catalog | None = None, measurements: tuple = ()) -> Result:
    """``measurements``: the user's own runs (``core.anchor.Measurement``), shown first among the evidence;
    the nearest of the same model, GPU and engine re-anchors the speed estimate (see ``core.anchor``)."""
    cat = catalog or load_catalog()
    a, hw, wl = s.model, s.hardware, s.workload
    p = count_params(a)
    w = weight_bytes(p, a, cat)
    kv = kv_layout(a, cat)
    offload = hw.offload_experts and a.moe is not None
    needs_w = replace(w, routed=0.0) if offload else w  # offloaded experts live in host RAM
    needs = Needs(weights=needs_w, kv=kv, context=wl.context_tokens, sequences=wl.concurrent_sequences,
                  act_per_gpu=activation_bytes_per_gpu(s), overhead_per_gpu=overhead_bytes_per_gpu(s),
                  kv_heads=a.num_kv_heads, linear_heads=a.linear.num_heads if a.linear else 1)
    fit = compute_fit(needs, s)
    if offload and w.routed > hw.gpu.host_memory_gb * 1e9:
        fit = replace(fit, fits=False, why_not="memory")
    n = fit.gpu_count
    memory = Memory(
        weights_bytes=w.total, weights_naive_bytes=naive_weight_bytes(p, a, cat),
        kv_cache_bytes=needs.kv_logical, kv_bytes_per_token=kv.per_token, state_bytes=needs.state_logical,
        state_bytes_per_sequence=kv.state_per_sequence, activations_bytes=needs.act_per_gpu * n,
        overhead_bytes=needs.overhead_per_gpu * n,
        total_bytes=w.total + needs.kv_logical + needs.state_logical + (needs.act_per_gpu + needs.overhead_per_gpu) * n,
        weights_by_component=w.by_component,
        kv_full_bytes_per_token=kv.full_per_token, kv_windowed_bytes_per_token=kv.swa_per_token,
        kv_window_tokens=kv.window if kv.swa_per_token else 0, kv_window_kind=a.window_kind,
    )

    dp = s.serving.attention_parallel == "dp"
    ratio = prefill_ratio(s)
    ctx = decode_context(s)
    batch = wl.concurrent_sequences
    spec = s.serving.speculative_factor
    unit = None
    if production.is_production(s):  # a unit of prefill + decode pools, or one wide expert-parallel pool
        x = step_inputs(a, p, w, kv, hw.gpu, s.serving.decode_gpus or 1, 1, 1, True, s.serving.engine, cat)
        fit, unit, unit_visible = production.compute_unit(s, x, needs, ctx, ratio)
        n = fit.gpu_count
    else:
        x = step_inputs(a, p, w, kv, hw.gpu, n, fit.tensor_parallel, fit.nodes, dp, s.serving.engine, cat,
                        pp=fit.pipeline_parallel)
    native = x.dense_native and x.expert_native  # False where the GPU dequantizes (Hopper + 4-bit)
    if unit is not None:
        t_step, bound, batch = unit.step_s, unit.bound, unit.batch_per_gpu * unit.decode_gpus
    elif offload:
        t_step, bound, batch = offload_step_time(x), "offload", 1
    else:
        t_step, bound = step_time(x, batch, ctx, ratio)
    per_seq = spec / t_step
    key = cal.regime(batch, native, offload)
    width = cal.band_width(x.terms, batch, offload)
    ttft = (first_token_time(x, wl.prompt_tokens, cal.OUTPUT_TOKENS_PER_REQUEST, batch, t_step)
            if unit is None else unit.ttft_s)
    evidence = evidence_for(s, cat)
    anchor = evidence[0]
    runs = measurements if unit is None else ()  # the user's runs anchor a replica's estimate
    per_seq, ttft, evidence, mine = own.apply(s, n, per_seq, ttft, evidence, runs, cat)
    per_seq_band = _band(per_seq, width)
    if unit is not None:
        low, high, _ = production.band(per_seq, unit.decode_gpus)
        per_seq_band = Band(per_seq, low, high)
    throughput = Throughput(
        decode_per_sequence=per_seq_band,
        decode_total=Band(per_seq * batch, per_seq_band.low * batch, per_seq_band.high * batch),
        ttft_s=Band(ttft, ttft * math.exp(-cal.BAND_TTFT), ttft * math.exp(cal.BAND_TTFT)),
        step_s=t_step, bound=bound, anchor=anchor.id, anchor_value=anchor.measured,
        anchor_estimate=anchor.estimate,
        native_fp4=bool(hw.gpu.fp4_tflops) and "mxfp4" in hw.gpu.native_formats, dequantizes=not native,
        offload=offload, regime=key, band=width, measurement=anchor, own_anchor=mine,
    )

    if unit is not None:
        replica_tokens = unit_visible * s.pricing.hours_per_month * 3600 * wl.utilization
    else:
        replica_tokens = replica_tokens_per_month(s, per_seq, batch, ttft)
    cost = compute_cost(s, n, replica_tokens)
    if unit is not None and unit.units is not None:  # a fixed fleet of units, whatever the volume
        cost = production.fixed_units(cost, unit.units, wl.tokens_per_month)

    ckpt = w.total + a.checkpoint_extra_bytes  # what the download holds (e.g. DeepSeek's MTP module)
    storage = Storage(checkpoint_bytes=ckpt, download_seconds=ckpt * 8 / (hw.download_gbps * 1e9),
                      nvme_bytes=math.ceil(ckpt * NVME_FACTOR / 1e12) * 1e12,
                      download_seconds_by_gbps={g: ckpt * 8 / (g * 1e9) for g in (hw.download_gbps, *OTHER_LINKS_GBPS)})

    api_curve, host_curve = cost_curves(s, cost.self_host_usd_per_month, replica_tokens)
    if unit is not None:  # the per-GPU batch of the decode pool
        steps = [float(t) for t in production.curve_steps(x, unit, CURVE_BATCH, ctx, ratio, spec)]
    elif offload:
        steps = [t_step] * len(CURVE_BATCH)
    else:
        steps = [step_time(x, b, ctx, ratio)[0] for b in CURVE_BATCH]
    curves = Curves(
        tokens_per_month=CURVE_TOKENS, api_cost=api_curve, self_host_cost=host_curve, batch=CURVE_BATCH,
        experts_touched=tuple(experts_touched(a, b) for b in CURVE_BATCH),
        decode_per_sequence=tuple(spec / t for t in steps),
        decode_total=tuple(spec * b / t for b, t in zip(CURVE_BATCH, steps, strict=False)),
    )
    curves = own.anchored_curves(curves, mine, s, n)  # the correction fades along the batch chart too
    params = Params(total=p.total, active=p.active, routed=p.routed_experts, non_routed=p.non_routed,
                    by_component={k: v for k, v in p.__dict__.items() if k not in ("active_routed", "active_excludes")},
                    active_excludes=p.active_excludes)
    # Honesty rule: a configuration that does not fit or cannot be deployed gets no cost over the term.
    # An unknown API, rental or purchase price is never taken as 0: its curve is None (tco.py).
    term = term_cost(s, n, replica_tokens) if fit.fits and fit.deployable else None
    result = Result(params=params, memory=memory, fit=fit, throughput=throughput, cost=cost,
                    storage=storage, curves=curves, explain={}, term=term, evidence=evidence, production=unit,
                    input_fraction=wl.input_share, output_fraction=production.shares(s)[0],
                    busy_seconds=s.pricing.hours_per_month * 3600 * wl.utilization)
    return replace(result, explain={**explanations(s, result, cat), **own.explain(mine)})
