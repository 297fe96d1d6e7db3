"""``advise(scenario, constraints, catalog)``: the cheapest configurations that carry the workload.

Searches GPU types x deployable counts (one node, several nodes, pipeline stages) x number formats
(the checkpoint's and common quantizations) x serving modes (tensor parallel, data-parallel attention
with expert parallelism, speculative decoding where the model has a draft/MTP head) x rent or own.

Fast enough to follow a dragged slider: parameters, weights and KV sizes are computed once per
format; memory prunes counts per GPU with the same per-GPU terms ``fit.py`` uses; the step model runs
only for counts that fit (the smallest few per GPU, format and mode), once for all ownership and
speculative variants. The figures are the ones ``compute()`` gives for the applied option (a test
holds both to the same numbers); an option that does not fit is never kept (honesty rule).

With the buyer's own measurements (``core.anchor``), a replica option of their model, GPU type and
engine is re-anchored as ``compute`` would anchor it once applied, before the speed and first-token
limits and the ranking: its per-user speed and first token times ``r^w`` of the measurement of largest
weight (``anchor.anchors`` over all of a layout's counts at once; the model's figure at a measurement's
setup once per measurement). Production units are not anchored, as in ``compute``.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, replace
from typing import Literal

from k3desk.core.advisor.reasons import Dropped, Reach, blocking_constraint, track, why_dropped
from k3desk.core.advisor.space import (
    MODES,
    SPECULATIVE,
    SPECULATIVE_MAX_CONCURRENCY,
    Constraints,
    Formats,
    Mode,
    format_options,
    runs_on,
)
from k3desk.core.catalog import Catalog, load_catalog
from k3desk.core.model import fit as fitmod
from k3desk.core.model.fit import Needs, per_gpu
from k3desk.core.model.memory import activation_bytes_per_gpu, kv_layout, overhead_bytes_per_gpu, weight_bytes
from k3desk.core.model.params import ParamCounts, count_params
from k3desk.core.money.cost import own_per_month, rent_per_month, replicas_for
from k3desk.core.presets import hardware_for
from k3desk.core.scenario import Hardware, Scenario
from k3desk.core.sizing import replica_tokens_per_month
from k3desk.core.speed import calibration as cal
from k3desk.core.speed.anchor import Anchor, anchors
from k3desk.core.speed.estimate import decode_context, prefill_ratio
from k3desk.core.speed.latency import _rate_for as latency_rate
from k3desk.core.speed.latency import latency
from k3desk.core.speed.production import BATCHES, POOLS
from k3desk.core.speed.service import Load, Service, Targets, load_of, replica_service, targets_of
from k3desk.core.speed.throughput import first_token_time, step_inputs, step_time

#: Counts tried past the smallest one that fits, per GPU, format and mode (bigger is faster).
EXTRA_COUNTS = 6
#: Most pipeline stages proposed (one node each): each stage adds a hand-off to every token.
MAX_STAGES = 8
#: Largest replica the advisor proposes (GPUs); beyond it, more replicas carry the volume.
MAX_REPLICA_GPUS = 512


@dataclass(frozen=True)
class Option:
    """One configuration that fits and follows the deployment rules, with its cost and speed."""

    gpu: str
    gpu_name: str
    vendor: str
    gpu_count: int
    tensor_parallel: int
    pipeline_parallel: int
    nodes: int
    attention: str  # "tp" | "dp"
    mode: str  # "tp" | "tp-pp" | "dp-ep"
    speculative_factor: float  # 1 = off
    ownership: str  # "rent" | "own"
    formats: Formats
    per_gpu_used_bytes: float
    per_gpu_capacity_bytes: float
    usd_per_month_per_replica: float
    usd_per_month: float  # the planned volume, replicas included
    usd_per_mtok: float | None
    decode_per_sequence: float
    ttft_s: float
    replicas: int
    meets: dict[str, bool]
    pareto: bool = False
    prefill_gpus: int = 0  # production layouts (``core.production``): GPUs of each pool in one unit
    decode_gpus: int = 0
    batch_per_gpu: int = 0  # decode sequences per decode GPU
    replica_tokens: float = 0.0  # visible tokens a month one replica (unit) carries
    #: input and output tokens/s per GPU over all the replica's (unit's) GPUs, and per GPU of each role
    #: of a disaggregated unit (prompt tokens per prefill GPU, generated per decode GPU; None otherwise)
    rates: tuple = (None, None, None, None)
    #: the buyer's measurement the speed and first token are re-anchored to (a ``core.anchor.Anchor``)
    anchor: Anchor | None = None
    #: the first token and the time per output token at the latency targets' percentile under the load at
    #: the peak, on the fleet sized for it (docs/domain.md, "Latency under load"); None where no load or target asks
    ttft_p99_s: float | None = None
    tpot_p99_s: float | None = None

    @property
    def production(self) -> bool:
        return self.mode in ("disaggregated", "wide-ep")

    def to_json(self) -> dict:
        f = self.formats
        return {
            "gpu": self.gpu, "gpu_count": self.gpu_count, "ownership": self.ownership,
            "formats": {"experts": f.experts, "dense": f.dense, "kv_cache": f.kv,
                        "needs_quantized_checkpoint": f.quantized},
            "serving": {"mode": self.mode, "attention": self.attention,
                        "tensor_parallel": self.tensor_parallel, "pipeline_parallel": self.pipeline_parallel,
                        "expert_parallel": self.gpu_count if self.attention == "dp" else None,
                        "data_parallel": self.gpu_count if self.attention == "dp" else 1,
                        "nodes": self.nodes, "speculative_factor": self.speculative_factor,
                        **({"prefill_gpus": self.prefill_gpus, "decode_gpus": self.decode_gpus,
                            "decode_batch_per_gpu": self.batch_per_gpu, "units": self.replicas,
                            "production_scale": True} if self.production else {"production_scale": False})},
            "self_host_usd_per_month": self.usd_per_month,
            "self_host_usd_per_month_per_replica": self.usd_per_month_per_replica,
            "usd_per_million_tokens": self.usd_per_mtok,
            "decode_tokens_per_s_per_sequence": self.decode_per_sequence,
            "ttft_s": self.ttft_s, "replicas": self.replicas, "meets": dict(self.meets),
            "replica_tokens_per_month": self.replica_tokens or None,
            "throughput": dict(zip(("input_tokens_per_s_per_gpu", "output_tokens_per_s_per_gpu",
                                    "prefill_input_tokens_per_s_per_prefill_gpu",
                                    "decode_output_tokens_per_s_per_decode_gpu"), self.rates, strict=True)),
            "pareto": self.pareto,
            "anchor": None if self.anchor is None else {"id": self.anchor.measurement.id,
                                                        "date": self.anchor.measurement.date,
                                                        "weight": self.anchor.weight},
            "ttft_p99_s": self.ttft_p99_s, "tpot_p99_s": self.tpot_p99_s,
        }


@dataclass(frozen=True)
class Advice:
    options: tuple[Option, ...]  # cheapest first
    searched: int
    elapsed_s: float
    constraints: Constraints
    blocking: Dropped | None = None  # when nothing meets: the constraint nothing meets
    dropped: tuple[Dropped, ...] = ()

    @property
    def cheapest(self) -> Option | None:
        return self.options[0] if self.options else None

    @property
    def fastest(self) -> Option | None:
        return max(self.options, key=lambda o: (o.decode_per_sequence, -o.usd_per_month), default=None)


#: Hardware per (catalog, GPU id, the scenario's hardware): building it validates a pydantic model,
#: the slowest step of a search; a dragged slider changes the workload, not the hardware.
_HW_CACHE: dict[tuple, Hardware] = {}


def _hardware(s: Scenario, gid: str, cat: Catalog) -> Hardware:
    key = (id(cat), gid, s.hardware)
    hw = _HW_CACHE.get(key)
    if hw is None:
        if len(_HW_CACHE) > 512:
            _HW_CACHE.clear()
        hw = _HW_CACHE[key] = _build_hardware(s, gid, cat)
    return hw


def _build_hardware(s: Scenario, gid: str, cat: Catalog) -> Hardware:
    if gid == s.hardware.gpu.id:
        hw = s.hardware
    else:
        hw = hardware_for(cat, gid, base=s.hardware)
    purchase = hw.purchase_price_per_gpu or hw.gpu.purchase_price_usd  # None: unknown, never free
    return hw.model_copy(update={"purchase_price_per_gpu": purchase, "offload_experts": False,
                                 "multi_node": True, "gpu_count": None})


def _variant(s: Scenario, hw: Hardware, mode: Mode) -> Scenario:
    """A scenario the fit rules can read for one GPU and mode (not validated: internal only)."""
    return s.model_copy(update={
        "hardware": hw.model_copy(update={"pipeline_parallel": mode.pipeline}),
        "serving": s.serving.model_copy(update={"attention_parallel": mode.attention}),
    })


def _applied(sv: Scenario, af, sf: float) -> Scenario:
    """What an option of one GPU type, mode, format and speculative setting becomes once applied (its count
    aside), as far as its speed goes: the scenario the anchor reads the model's figure at a measurement from."""
    serving = sv.serving.model_copy(update={"speculative_factor": sf, "mode": "replica", "prefill_gpus": None,
                                            "decode_gpus": None, "decode_batch_per_gpu": None, "units": None})
    return sv.model_copy(update={"model": af, "serving": serving})


def _gpu_order(s: Scenario, cat: Catalog) -> list[str]:
    return [s.hardware.gpu.id] + [g for g in cat.gpus if g != s.hardware.gpu.id]


@dataclass(frozen=True)
class _Search:
    """What every configuration of one search shares: the scenario, the limits and the catalog, the
    formats to weigh (each with its weights, KV layout and memory needs, computed once), and the
    workload's inputs to the step model."""

    s: Scenario
    c: Constraints
    cat: Catalog
    p: ParamCounts
    prepared: tuple  # (Formats, architecture in them, WeightBytes, KvLayout, Needs) per format
    modes: tuple[Mode, ...]
    specs: tuple[float, ...]  # speculative settings tried: off, and the model's draft where it has one
    measurements: tuple
    ctx: int
    ratio: float
    batch: int
    busy: float  # a replica's busy seconds a month
    in_share: float
    out_share: float
    lat: _Need | None = None  # the load and targets the fleet is sized to (None: the volume alone)


@dataclass(frozen=True)
class _Need:
    """What sizes a fleet by its latency (``core.speed.latency``): the targets (the Advisor's limits, else the
    scenario's), the load at the peak, the peak hour's volume and the share of the month a replica is active."""

    targets: Targets
    load: Load
    peak_volume: float
    share: float
    figures: bool = True  # each option's percentiles too (not for the decision's per-GPU table)


def _need(s: Scenario, c: Constraints, figures: bool = True) -> _Need | None:
    from k3desk.core.money.cashflow import active_share
    from k3desk.core.money.valuation import peak_factor

    own = targets_of(s)
    targets = Targets(c.max_ttft_p99_s if c.max_ttft_p99_s is not None else own.ttft_s,
                      c.max_tpot_p99_s if c.max_tpot_p99_s is not None else own.tpot_s, own.percentile)
    if not targets.any and s.workload.peak_requests_per_second is None:
        return None
    return _Need(targets, load_of(s), s.workload.tokens_per_month * peak_factor(s), active_share(s), figures)


def _prepare(s: Scenario, c: Constraints, cat: Catalog, measurements: tuple, every: bool = False) -> _Search:
    """Stage 1: the formats to weigh and what the step model reads of the workload."""
    a, wl = s.model, s.workload
    p = count_params(a)
    act, over = activation_bytes_per_gpu(s), overhead_bytes_per_gpu(s)
    batch = wl.concurrent_sequences
    spec = SPECULATIVE.get(a.id)
    prepared = []
    for f in format_options(a, cat, c.quantized):
        af = a.model_copy(update={"expert_format": f.experts, "dense_format": f.dense, "kv_format": f.kv})
        w, kv = weight_bytes(p, af, cat), kv_layout(af, cat)
        needs = Needs(weights=w, kv=kv, context=decode_context(s), max_context=wl.context_tokens,
                      sequences=batch, act_per_gpu=act,
                      overhead_per_gpu=over, kv_heads=a.num_kv_heads,
                      linear_heads=a.linear.num_heads if a.linear else 1)
        prepared.append((f, af, w, kv, needs))
    return _Search(
        s=s, c=c, cat=cat, p=p, prepared=tuple(prepared), modes=tuple(m for m in MODES if m.attention == "tp" or a.moe),
        specs=(1.0,) + ((spec.factor,) if spec and batch <= SPECULATIVE_MAX_CONCURRENCY else ()),
        measurements=measurements, ctx=decode_context(s), ratio=prefill_ratio(s), batch=batch,
        busy=s.pricing.hours_per_month * 3600 * wl.utilization,
        in_share=wl.input_share, out_share=(1 - wl.input_share) * wl.reasoning_multiplier,
        lat=_need(s, c, figures=not every))


def advise(s: Scenario, constraints: Constraints | None = None, catalog: Catalog | None = None,
           every_layout: bool = False, measurements: tuple = ()) -> Advice:
    """Every configuration that holds the workload and meets the constraints, cheapest first.
    ``every_layout``: every production pool size and batch, not only the cheapest at the volume (the
    decision's per-GPU table, ``advise_auto.layout_table``); ``measurements``: the buyer's own runs
    (``core.anchor.Measurement``), which re-anchor the options near them.

    The stages: prepare the formats (:func:`_prepare`); per GPU type, the ways to pay for it
    (:func:`_ways_to_pay`), its replica layouts (:func:`_replicas`: per mode and format the deployable
    counts, :func:`_priced` per count) and its production layouts (:func:`_production`); then rank the
    options and say why each GPU type left out was (:func:`_advice`)."""
    t0 = time.perf_counter()
    c = constraints or Constraints()
    cat = catalog or load_catalog()
    c.check_against(cat)
    run = _prepare(s, c, cat, measurements, every_layout)
    options: list[Option] = []
    best: dict[str, Reach] = {}
    dropped: list[Dropped] = []
    searched = 0
    count_cache: dict[tuple, tuple[list[int], int]] = {}
    for gid in _gpu_order(s, cat):
        gpu = cat.gpus[gid] if gid != s.hardware.gpu.id else s.hardware.gpu
        if not c.allows_gpu(gpu):
            dropped.append(Dropped(gid, "not_allowed"))
            continue
        hw, owns = _ways_to_pay(run, gid)
        b = best.setdefault(gid, Reach(priced=bool(owns)))
        if not owns:
            dropped.append(Dropped(gid, "no_price"))
            continue
        cap = min(c.max_gpus or MAX_REPLICA_GPUS, hw.gpus_per_node if c.one_node else MAX_REPLICA_GPUS)
        capacity = gpu.memory_bytes * s.serving.gpu_memory_utilization
        searched += _replicas(run, gid, gpu, hw, owns, cap, capacity, b, options, count_cache)
        searched += _production(s, c, cat, gid, gpu, hw, owns, run.prepared, run.p, cap, capacity, b, options,
                                every_layout)
    return _advice(options, best, dropped, c, searched, t0)


def _ways_to_pay(run: _Search, gid: str) -> tuple[Hardware, list[str]]:
    """The hardware of one GPU type and the ways to pay for it the limits allow and a price is known for
    (renting needs a price per GPU-hour, owning a purchase price: never free)."""
    hw = _hardware(run.s, gid, run.cat)
    owns = [o for o in ("rent", "own") if run.c.ownership in ("any", o)
            and ((hw.price_per_gpu_hour or 0) > 0 if o == "rent" else (hw.purchase_price_per_gpu or 0) > 0)]
    return hw, owns


def _replicas(run: _Search, gid: str, gpu, hw: Hardware, owns: list[str], cap: int, capacity: float, b: Reach,
              options: list[Option], count_cache: dict) -> int:
    """Replica layouts of one GPU type: per serving mode and format, the deployable counts that hold the
    model (the smallest few), priced; returns how many configurations it weighed."""
    s, node, searched = run.s, hw.gpus_per_node, 0
    variants = len(owns) * len(run.specs)
    for mode in run.modes:
        sv = _variant(s, hw, mode)
        key = (node, mode, cap)  # the rules read heads, experts and node size only
        if key not in count_cache:
            count_cache[key] = _counts(sv, node, cap, mode.pipeline)
        counts, broken = count_cache[key]
        for f, af, w, kv, needs in run.prepared:
            if not runs_on(f, s.model, gpu, run.cat):
                continue
            searched += broken * variants  # counts the deployment rules refuse
            if not counts:
                continue
            searched += _counts_of_one_format(run, gid, gpu, sv, mode, owns, counts, (f, af, w, kv, needs),
                                              capacity, b, options)
    return searched


def _counts_of_one_format(run: _Search, gid: str, gpu, sv: Scenario, mode: Mode, owns: list[str], counts: list[int],
                          prepared: tuple, capacity: float, b: Reach, options: list[Option]) -> int:
    """The counts of one GPU type, mode and format, smallest first: those that hold the model, until
    :data:`EXTRA_COUNTS` past the first or until more GPUs are no faster (:data:`MIN_GAIN`)."""
    f, af, w, kv, needs = prepared
    dp, node = mode.attention == "dp", sv.hardware.gpus_per_node
    variants = len(owns) * len(run.specs)
    x0 = step_inputs(af, run.p, w, kv, gpu, 1, 1, 1, dp, run.s.serving.engine, run.cat)  # per GPU and format
    raw = fitmod.raw_minimum(needs, capacity)
    searched, tried, short = 0, 0, None
    prev: tuple[float, float] | Literal["saturated"] | None = None  # (step, first token) times
    # the anchor at every count, per speculative setting (the scenario each option becomes)
    pulls = {sf: anchors(_applied(sv, af, sf), counts, run.measurements, run.cat) for sf in run.specs} \
        if run.measurements else None
    for i, n in enumerate(counts):
        if tried > EXTRA_COUNTS:
            break
        searched += variants
        if prev == "saturated":  # bounded out: more GPUs, no faster (see MIN_GAIN)
            tried += 1
            continue
        if n < raw and n != counts[-1]:  # raw is a lower bound for every mode
            continue
        lay = fitmod.layout_for(sv, n)
        used = sum(per_gpu(needs, lay, dp).values())
        if used > capacity:
            short = (used - capacity, n)
            continue
        tried += 1
        b.fitted = True
        nodes = math.ceil(n / node)
        x = _with_layout(x0, n, lay.tp, nodes, lay.pp)
        t_step = step_time(x, run.batch, run.ctx, run.ratio)[0]
        ttft = first_token_time(x, run.s.workload.prompt_tokens, cal.OUTPUT_TOKENS_PER_REQUEST, run.batch, t_step)
        if prev is not None and _saturated(prev, (t_step, ttft), run.c):
            prev = "saturated"  # keep this count, try no bigger one
        else:
            prev = (t_step, ttft)
        layout = {"gpu": gid, "gpu_name": gpu.name, "vendor": gpu.vendor, "gpu_count": n,
                  "tensor_parallel": lay.tp, "pipeline_parallel": lay.pp, "nodes": nodes,
                  "attention": mode.attention, "mode": mode.id, "formats": f, "per_gpu_used_bytes": used,
                  "per_gpu_capacity_bytes": capacity}
        svc = replica_service(sv, x, needs, _Count(n)) if run.lat is not None else None
        for sf in run.specs:
            _priced(run, sv, layout, owns, sf, t_step, ttft, pulls[sf][i] if pulls else None, b, options, svc)
    if not tried and short and short[0] < b.short_bytes:
        b.short_bytes, b.short_at = short
    return searched


@dataclass(frozen=True)
class _Count:
    """The one figure of a fit ``service.replica_service`` reads: the replica's GPU count."""

    gpu_count: int


def _under_load(run: _Search, svc: Service | None, sf: float, pull: Anchor | None,
                carried: float) -> tuple[float, float | None, float | None, dict[str, bool]]:
    """A replica's capacity once the peak rate must stay within the targets (``latency.capacity_for``'s
    rule, in the units the ranking multiplies by the active share), its percentile first token and time per
    output token on the fleet that carries the peak, and whether they meet the targets."""
    need = run.lat
    if need is None or svc is None:
        return carried, None, None, {}
    if sf != 1.0 or pull is not None:
        f, g = (pull.factor, pull.ttft_factor) if pull is not None else (1.0, 1.0)
        svc = replace(svc, speculative=sf, step_s=tuple(v / f for v in svc.step_s),
                      prefill_s=tuple(v * g for v in svc.prefill_s), busy_s=tuple(v * g for v in svc.busy_s))
    t = need.targets
    rate = need.load.rate or 0.0
    ok = latency_rate(svc, need.load, t)
    if ok <= 0:   # not even a lone request meets a target: report the lone figures
        lone = latency(svc, replace(need.load, rate=0.0))
        p1, p2 = lone.at("ttft", t.percentile), lone.at("tpot", t.percentile)
        return carried, p1, p2, _latency_meets(run.c, t, p1, p2)
    if rate > 0 and need.peak_volume >= 1:
        carried = min(carried, ok * need.peak_volume / rate / max(need.share, 1e-9))
    if not need.figures:   # the decision's per-GPU table needs the capacity only
        return carried, None, None, {}
    fleet = replicas_for(need.peak_volume, carried * need.share) if rate > 0 else 1
    out = latency(svc, need.load, max(fleet, math.ceil(rate / ok - 1e-9) if rate > 0 else 1))
    p1, p2 = out.at("ttft", t.percentile), out.at("tpot", t.percentile)
    return carried, p1, p2, _latency_meets(run.c, t, p1, p2)


def _latency_meets(c: Constraints, t: Targets, ttft: float | None, tpot: float | None) -> dict[str, bool]:
    """Each target set met with its margin to spare (``Targets.meets``, the rule the fleet is sized by)."""
    out = {}
    if t.ttft_s is not None:
        out["max_ttft_p99_s"] = t.meets("ttft", ttft)
    if t.tpot_s is not None:
        out["max_tpot_p99_s"] = t.meets("tpot", tpot)
    return out


def _priced(run: _Search, sv: Scenario, layout: dict, owns: list[str], sf: float, t_step: float, ttft: float,
            pull: Anchor | None, b: Reach, options: list[Option], svc: Service | None = None) -> None:
    """One layout at one speculative setting, re-anchored where the buyer's measurement pulls it, sized in
    replicas for the volume (and the peak rate within the latency targets) and priced each way to pay; kept
    when it meets every limit."""
    wl, n = run.s.workload, layout["gpu_count"]
    per_seq = sf / t_step * (pull.factor if pull else 1.0)
    first = ttft * pull.ttft_factor if pull else ttft
    carried = replica_tokens_per_month(sv, per_seq, run.batch, first)
    carried, ttft_p, tpot_p, lat_meets = _under_load(run, svc, sf, pull, carried)
    replicas = replicas_for(wl.tokens_per_month, carried)
    for own in owns:
        one = rent_per_month(sv, n) if own == "rent" else own_per_month(sv, n)[0]
        assert one is not None, "owns holds only the priced ways to pay (_ways_to_pay)"
        total = one * replicas
        meets = {**_meets(run.c, per_seq, first, total, n * replicas), **lat_meets}
        track(b, per_seq, first, total, n * replicas, meets, (ttft_p, tpot_p))
        if not all(meets.values()):
            continue
        options.append(_option(
            **layout, speculative_factor=sf, ownership=own, usd_per_month_per_replica=one, usd_per_month=total,
            usd_per_mtok=total / wl.tokens_per_month * 1e6 if wl.tokens_per_month >= 1 else None,
            decode_per_sequence=per_seq, ttft_s=first, replicas=replicas, meets=meets,
            pareto=False, replica_tokens=carried,
            rates=(carried * run.in_share / run.busy / n, carried * run.out_share / run.busy / n, None, None),
            anchor=pull, ttft_p99_s=ttft_p, tpot_p99_s=tpot_p))
        b.kept += 1


def _advice(options: list[Option], best: dict[str, Reach], dropped: list[Dropped], c: Constraints, searched: int,
            t0: float) -> Advice:
    """The last stage: rank the options, say why each priced GPU type kept none, and, when nothing is
    left, the limit nothing met."""
    options = _rank(options)
    for gid, b in best.items():
        if not b.kept and b.priced:
            dropped.append(why_dropped(gid, b, c))
    blocking = None if options else blocking_constraint(best, c)
    return Advice(options=tuple(options), searched=searched, elapsed_s=time.perf_counter() - t0,
                  constraints=c, blocking=blocking, dropped=tuple(dropped))


def _production(s: Scenario, c: Constraints, cat: Catalog, gid: str, gpu, hw: Hardware, owns: list[str], prepared,
                p, cap: int, capacity: float, b: Reach, options: list, every: bool = False) -> int:
    """Production-scale layouts of one GPU type (``advise_production``): disaggregated prefill/decode and
    wide expert parallelism, for the checkpoint's formats and the quantizations the GPU runs; returns
    how many configurations it weighed."""
    from k3desk.core.advisor import production as ap  # deferred: numpy, only for production layouts

    if c.one_node:
        return 0
    if _need(s, c) is not None:   # a production unit's queueing is not sized to a load or a target here
        return 0
    sv = _variant(s, hw, MODES[2])
    sv = sv.model_copy(update={"serving": sv.serving.model_copy(update={"speculative_factor": 1.0})})
    wl, searched = s.workload, 0
    draft = SPECULATIVE.get(s.model.id)   # MTP / draft decoding at scale: its verification cost is modelled
    specs = (1.0,) + ((draft.factor,) if draft else ())
    for f, af, w, kv, needs in prepared:
        if not runs_on(f, s.model, gpu, cat):
            continue
        x0 = step_inputs(af, p, w, kv, gpu, 1, 1, 1, True, s.serving.engine, cat)
        searched += len(POOLS) * len(BATCHES) * 2 * len(owns) * len(specs)
        fastest: list[float] = []
        found = ap.search(s, sv, x0, needs, capacity, owns, cap, c.min_tok_s, c.max_ttft_s, every, specs, fastest)
        if fastest:   # the fastest layout that fits, kept or not, for "the fastest reaches ..."
            track(b, max(fastest), math.inf, math.inf, 1 << 40, {})
        for o in found:
            gpus = o["gpu_count"] * o["replicas"]
            meets = _meets(c, o["per_seq"], o["ttft"], o["total"], gpus)
            track(b, o["per_seq"], o["ttft"], o["total"], gpus, meets)
            if not all(meets.values()):
                continue
            b.fitted = True
            options.append(_option(
                gpu=gid, gpu_name=gpu.name, vendor=gpu.vendor, gpu_count=o["gpu_count"], tensor_parallel=1,
                pipeline_parallel=1, nodes=o["nodes"], attention="dp", mode=o["mode"], speculative_factor=o["spec"],
                ownership=o["ownership"], formats=f, per_gpu_used_bytes=o["used"], per_gpu_capacity_bytes=capacity,
                usd_per_month_per_replica=o["one"], usd_per_month=o["total"],
                usd_per_mtok=o["total"] / wl.tokens_per_month * 1e6 if wl.tokens_per_month >= 1 else None,
                decode_per_sequence=o["per_seq"], ttft_s=o["ttft"], replicas=o["replicas"], meets=meets,
                pareto=False, prefill_gpus=o["prefill_gpus"], decode_gpus=o["decode_gpus"],
                batch_per_gpu=o["batch_per_gpu"], replica_tokens=o["carried"], rates=o["rates"], anchor=None,
                ttft_p99_s=None, tpot_p99_s=None))
            b.kept += 1
    return searched


#: A bigger count that speeds decode (and, under a first-token limit, prefill) up by less than this
#: only adds GPUs: its cost grows with the count while replicas stay, so the search stops there.
MIN_GAIN = 1.05


def _saturated(prev: tuple[float, float], now: tuple[float, float], c: Constraints) -> bool:
    decode_gain = prev[0] / now[0]
    prefill_gain = prev[1] / now[1] if c.max_ttft_s is not None else 1.0
    return decode_gain < MIN_GAIN and prefill_gain < MIN_GAIN


def _with_layout(x0, gpus: int, tp: int, nodes: int, pp: int = 1):
    """The step inputs for another GPU count. A search makes thousands: filling the frozen
    instance's dict directly costs a microsecond, ``dataclasses.replace`` tens."""
    x = object.__new__(type(x0))
    object.__setattr__(x, "__dict__", {**x0.__dict__, "gpus": gpus, "tp": tp, "nodes": nodes, "pp": pp})
    return x


def _option(**fields) -> Option:
    """An Option from every one of its fields, without the frozen __init__ (same reason as above)."""
    o = object.__new__(Option)
    object.__setattr__(o, "__dict__", fields)
    return o


def _counts(sv: Scenario, node: int, cap: int, pipeline: bool) -> tuple[list[int], int]:
    """Deployable counts up to ``cap`` (powers of two, or with pipeline stages node multiples past
    one node) under the rules ``fit.py`` applies, and how many counts those rules refused."""
    steps = range(2 * node, min(cap, node * MAX_STAGES) + 1, node) if pipeline else range(cap.bit_length())
    pool = [n for n in steps if n <= cap] if pipeline else [1 << i for i in steps]
    if sv.serving.attention_parallel == "dp":  # one GPU: data-parallel attention is tensor parallel 1
        pool = [n for n in pool if n > 1]
    ok = [n for n in pool if fitmod.follows_rules(sv, n)]
    return ok, len(pool) - len(ok)


def _meets(c: Constraints, speed: float, ttft: float, total: float, gpus: int) -> dict[str, bool]:
    out = {}
    if c.min_tok_s is not None:
        out["min_tok_s"] = speed >= c.min_tok_s
    if c.max_ttft_s is not None:
        out["max_ttft_s"] = ttft <= c.max_ttft_s
    if c.max_usd_month is not None:
        out["max_usd_month"] = total <= c.max_usd_month
    if c.max_gpus is not None:
        out["max_gpus"] = gpus <= c.max_gpus
    return out


def _rank(options: list[Option]) -> list[Option]:
    """Cheapest first (then faster, then fewer GPUs); mark the Pareto front of cost against speed."""
    options.sort(key=lambda o: (o.usd_per_month, -o.decode_per_sequence, o.gpu_count))
    out, fastest = [], -1.0
    for o in options:
        front = o.decode_per_sequence > fastest
        fastest = max(fastest, o.decode_per_sequence)
        out.append(replace(o, pareto=front) if front else o)
    return out


def option_edits(s: Scenario, o: Option, catalog: Catalog | None = None) -> dict:
    """The dotted-path edits that turn the scenario into an option (one undoable step in the window)."""
    cat = catalog or load_catalog()
    edits: dict = {} if o.gpu == s.hardware.gpu.id else {"hardware.gpu": o.gpu}
    edits.update({
        "hardware.gpu_count": o.gpu_count, "hardware.pipeline_parallel": o.pipeline_parallel > 1,
        "hardware.multi_node": o.nodes > 1 or s.hardware.multi_node, "hardware.ownership": o.ownership,
        "hardware.offload_experts": False,
        "model.expert_format": o.formats.experts, "model.dense_format": o.formats.dense,
        "model.kv_format": o.formats.kv,
        "serving.attention_parallel": o.attention, "serving.speculative_factor": o.speculative_factor,
        "serving.mode": o.mode if o.production else "replica",
        "serving.prefill_gpus": (o.prefill_gpus or None) if o.production else None,
        "serving.decode_gpus": o.decode_gpus if o.production else None,
        "serving.decode_batch_per_gpu": o.batch_per_gpu if o.production else None, "serving.units": None,
    })
    if o.production:  # the count is derived from the pools
        edits["hardware.gpu_count"] = None
    if o.ownership == "own":
        edits["hardware.purchase_price_per_gpu"] = _hardware(s, o.gpu, cat).purchase_price_per_gpu
    return edits
