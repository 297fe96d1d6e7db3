"""``compute(scenario) -> Result``: the one entry point the UI, the report and the CLI share.

Pure: reads the (cached) catalog for number formats, writes nothing, imports no Qt.
"""

from __future__ import annotations

import math
from dataclasses import replace

from k3desk.core.catalog import Catalog, load_catalog
from k3desk.core.explain import explanations
from k3desk.core.memo import remembered
from k3desk.core.model.memory import naive_weight_bytes
from k3desk.core.money.cost import CURVE_TOKENS, compute_cost, cost_curves
from k3desk.core.money.tco import term_cost
from k3desk.core.result import Band, Curves, Memory, Params, Result, Storage, Throughput
from k3desk.core.scenario import Scenario
from k3desk.core.speed import anchor as own
from k3desk.core.speed import calibration as cal
from k3desk.core.speed import production
from k3desk.core.speed.estimate import Estimate, estimate
from k3desk.core.speed.evidence import evidence_for
from k3desk.core.speed.service import Service, replica_service, unit_service
from k3desk.core.speed.throughput import experts_touched, step_time

#: Batch sizes of the batch-effect chart.
CURVE_BATCH = (1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024)
#: Plan fast NVMe of this multiple of the checkpoint (seed 004: ~4 TB for 1.56 TB).
NVME_FACTOR = 2.5


#: links the report also times the checkpoint download over: a data-centre uplink and a slow office line
OTHER_LINKS_GBPS = (100.0, 0.1)


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
    """``measurements``: the user's own runs (``speed.anchor.Measurement``), shown first among the evidence;
    the nearest of the same model, GPU and engine re-anchors the speed estimate (see ``speed.anchor``).

    The stages, in order: the model's own estimate (``speed.estimate``: memory, fit, step, decode, TTFT),
    the evidence and the buyer's anchor, the speed bands, the cost per month and over the term, the
    storage, the charts' curves, and the explanations."""
    cat = catalog or load_catalog()
    wl = s.workload
    e = estimate(s, cat)
    evidence = evidence_for(s, cat)
    published = evidence[0]
    runs = measurements if e.unit is None else ()  # the user's runs anchor a replica's estimate
    per_seq, ttft, evidence, mine = own.apply(s, e.fit.gpu_count, e.per_seq, e.ttft_s, evidence, runs, cat)
    throughput = _throughput(s, e, per_seq, ttft, published, mine)
    n = e.fit.gpu_count
    if e.unit is not None:
        replica_tokens = e.unit_visible * s.pricing.hours_per_month * 3600 * wl.utilization
    else:
        replica_tokens = replica_tokens_per_month(s, per_seq, e.batch, ttft)
    cost = compute_cost(s, n, replica_tokens)
    if e.unit is not None and e.unit.units is not None:  # a fixed fleet of units, whatever the volume
        cost = production.fixed_units(cost, e.unit.units, wl.tokens_per_month)
    curves = own.anchored_curves(_curves(s, e, cost.self_host_usd_per_month, replica_tokens, cat), mine, s, n)
    p = e.params
    params = Params(total=p.total, active=p.active, routed=p.routed_experts, non_routed=p.non_routed,
                    by_component={k: v for k, v in p.__dict__.items() if k not in ("active_routed", "active_excludes")},
                    active_excludes=p.active_excludes)
    # Honesty rule: a configuration that does not fit or cannot be deployed gets no cost over the term.
    # An unknown API, rental or purchase price is never taken as 0: its curve is None (tco.py).
    term = term_cost(s, n, replica_tokens) if e.fit.fits and e.fit.deployable else None
    service = _service(s, e, mine, cat)
    result = Result(params=params, memory=_memory(s, e, cat), fit=e.fit, throughput=throughput, cost=cost,
                    storage=_storage(s, e), curves=curves, explain={}, term=term, evidence=evidence,
                    production=e.unit, input_fraction=wl.input_share, output_fraction=production.shares(s)[0],
                    busy_seconds=s.pricing.hours_per_month * 3600 * wl.utilization, service=service)
    return replace(result, explain={**explanations(s, result, cat), **own.explain(mine)})


#: What the speed gives whatever the monthly volume (a replica's server, the batch chart's steps), by what it
#: is made of (the scenario but its monthly volume, the catalog its step inputs read, the GPU count): a
#: dragged volume slider asks for the same at every step.
_SPEED: dict[tuple, object] = {}


def _same_speed(what: str, s: Scenario, cat: Catalog, gpus: int, make):
    key = (what, s.model, s.hardware, s.serving, s.workload.model_copy(update={"tokens_per_month": 0.0}), id(cat), gpus)
    return remembered(_SPEED, key, make, 128)


def _service(s: Scenario, e: Estimate, mine, cat: Catalog) -> Service | None:
    """The replica's (unit's) server for the latency under load, with the buyer's anchor applied (its
    decode factor shortens the steps, its first-token factor scales the prefill)."""
    if not e.fit.usable or e.offload:
        return None
    if e.unit is None:
        svc = _same_speed("service", s, cat, e.fit.gpu_count, lambda: replica_service(s, e.x, e.needs, e.fit))
    else:
        svc = unit_service(s, e.x, e.unit, e.needs)
    if mine is None:
        return svc
    return replace(svc, step_s=tuple(t / mine.factor for t in svc.step_s),
                   prefill_s=tuple(t * mine.ttft_factor for t in svc.prefill_s))


def _memory(s: Scenario, e: Estimate, cat: Catalog) -> Memory:
    """What the weights, caches and working memory take, at the memory fit's GPU count."""
    a, w, kv, needs, n = s.model, e.weights, e.kv, e.needs, e.replica_gpus
    if e.fit.queued_sequences:   # the caches of the batch the memory holds (the rest queue)
        needs = replace(needs, sequences=needs.sequences - e.fit.queued_sequences)
    return Memory(
        weights_bytes=w.total, weights_naive_bytes=naive_weight_bytes(e.params, a, cat),
        kv_cache_bytes=needs.kv_logical, kv_bytes_per_token=kv.per_token, state_bytes=needs.state_logical,
        state_bytes_per_sequence=kv.state_per_sequence, activations_bytes=needs.act_per_gpu * n,
        overhead_bytes=needs.overhead_per_gpu * n,
        total_bytes=w.total + needs.kv_logical + needs.state_logical + (needs.act_per_gpu + needs.overhead_per_gpu) * n,
        weights_by_component=w.by_component,
        kv_full_bytes_per_token=kv.full_per_token, kv_windowed_bytes_per_token=kv.swa_per_token,
        kv_window_tokens=kv.window if kv.swa_per_token else 0, kv_window_kind=a.window_kind,
        kv_tokens_in_flight=needs.context,
    )


def _throughput(s: Scenario, e: Estimate, per_seq: float, ttft: float, published, mine) -> Throughput:
    """The (anchored) speed with its bands; ``published`` the evidence row that anchors the calibration."""
    hw = s.hardware
    per_seq_band = _band(per_seq, e.band)
    if e.unit is not None:
        low, high, _ = production.band(per_seq, e.unit.decode_gpus)
        per_seq_band = Band(per_seq, low, high)
    batch = e.batch
    return Throughput(
        decode_per_sequence=per_seq_band,
        decode_total=Band(per_seq * batch, per_seq_band.low * batch, per_seq_band.high * batch),
        ttft_s=Band(ttft, ttft * math.exp(-cal.BAND_TTFT), ttft * math.exp(cal.BAND_TTFT)),
        step_s=e.step_s, bound=e.bound, anchor=published.id, anchor_value=published.measured,
        anchor_estimate=published.estimate,
        native_fp4=bool(hw.gpu.fp4_tflops) and "mxfp4" in hw.gpu.native_formats, dequantizes=not e.native,
        offload=e.offload, regime=e.regime, band=e.band, measurement=published, own_anchor=mine,
    )


def _storage(s: Scenario, e: Estimate) -> Storage:
    """The checkpoint's download (what it holds, e.g. DeepSeek's MTP module) and the fast disk to plan."""
    hw = s.hardware
    ckpt = e.weights.total + s.model.checkpoint_extra_bytes
    return Storage(checkpoint_bytes=ckpt, download_seconds=ckpt * 8 / (hw.download_gbps * 1e9),
                   nvme_bytes=math.ceil(ckpt * NVME_FACTOR / 1e12) * 1e12,
                   download_seconds_by_gbps={g: ckpt * 8 / (g * 1e9) for g in (hw.download_gbps, *OTHER_LINKS_GBPS)})


def _curves(s: Scenario, e: Estimate, usd_per_month: float | None, replica_tokens: float, cat: Catalog) -> Curves:
    """The cost chart's curves and the batch chart's (unanchored) decode at each batch size."""
    a, spec = s.model, s.serving.speculative_factor
    api_curve, host_curve = cost_curves(s, usd_per_month, replica_tokens)
    if e.unit is not None:  # the per-GPU batch of the decode pool
        steps = [float(t) for t in production.curve_steps(e.x, e.unit, CURVE_BATCH, e.ctx, e.ratio, spec)]
    elif e.offload:
        steps = [e.step_s] * len(CURVE_BATCH)
    else:
        steps = _same_speed("steps", s, cat, e.fit.gpu_count,
                            lambda: [step_time(e.x, b, e.ctx, e.ratio)[0] for b in CURVE_BATCH])
    return Curves(
        tokens_per_month=CURVE_TOKENS, api_cost=api_curve, self_host_cost=host_curve, batch=CURVE_BATCH,
        experts_touched=tuple(experts_touched(a, b) for b in CURVE_BATCH),
        decode_per_sequence=tuple(spec / t for t in steps),
        decode_total=tuple(spec * b / t for b, t in zip(CURVE_BATCH, steps, strict=False)),
    )
