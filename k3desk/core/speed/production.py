"""Production-scale layouts (docs/domain.md §11): prefill/decode disaggregation and wide expert parallelism.

A production **unit** is the smallest group of GPUs that serves the model on its own; the fleet is N
units. Two layouts:

- ``disaggregated``: ``P`` prefill GPUs and ``D`` decode GPUs. Both pools run attention data-parallel
  and the routed experts spread over the pool (expert parallelism); the prompt's KV cache is handed
  from the prefill pool to the decode pool over NVLink inside one scale-up domain (GB200/GB300 NVL72)
  or over RDMA (InfiniBand / RoCE) between 8-GPU nodes.
- ``wide-ep``: one pool of ``D`` GPUs, data-parallel attention and experts over all of them, prefill
  interleaved with decode on the same GPUs (continuous batching), no KV hand-over.

Per decode step of ``b`` sequences on each of ``n`` GPUs (``t_step = max(t_memory, t_compute, t_a2a) +
fixed``: the all-to-all overlaps the GEMMs, two micro-batches in flight as the engines run it):

    t_memory  = (non-expert weights + experts the n·b tokens touch / n + b x KV) / (HBM x eta_memory)
    t_compute = dense FLOPs / (peak x eta(b)) + expert FLOPs x imbalance / (peak x eta(m))
    eta(m)    = eta_compute + (eta_prefill - eta_compute) x m / (m + M_HALF): a GEMM of m rows runs at
                the decode efficiency when m is small and approaches the prefill efficiency as it grows;
                m = tokens per expert per step (n·b·k / E for the experts, b for the dense layers)
    t_a2a     = MoE layers x (2 latencies + tokens x k x hidden x 3 bytes x [remote share / (RDMA x eta_a2a)
                + local share / (NVLink x eta_a2a)])        (FP8 dispatch, BF16 combine)

Prefill, per GPU of the prefill pool: ``1 / max(FLOPs per token / (peak x eta_prefill x PREFILL_SCALE),
all-to-all bytes per token / link, KV bytes per token / link)``.

The unit carries ``min(D x decode rate / output share, P x prefill rate / fresh input share)``
visible tokens per second. The step-model constants (``eta_memory``, ``eta_compute``, ``eta_prefill``,
latencies) are the single-replica calibration's (``calibration.py``); the cluster constants below are
fitted on the cluster rows of ``corpus_cluster.py`` by ``benchmarks/calibrate.py`` (leave-one-out).
Every function takes the per-GPU batch as a float or a numpy array (the Advisor evaluates many at once).
numpy is imported inside the functions that use it: the command line's ``calc`` of a replica never
loads it (the window's charts load it anyway, with pyqtgraph).
"""

from __future__ import annotations

import math
from dataclasses import replace

from k3desk.core.result import Fit, GpuFill, Pool, Production
from k3desk.core.scenario import Scenario
from k3desk.core.speed import calibration as cal
from k3desk.core.speed.throughput import StepInputs, attention_flops_per_token, path_shares, prefill_time

# ---- fitted by benchmarks/calibrate.py on the cluster rows (corpus_cluster.py) ----------------------
#: Tokens per expert per step at which a grouped GEMM is half-way from the decode to the prefill efficiency.
M_HALF = 6400
#: Share of the link bandwidth the dispatch/combine (and KV hand-over) kernels achieve.
ETA_A2A = 0.6
#: Prefill at scale (large batched chunks, expert parallel) over the single-replica prefill efficiency.
PREFILL_SCALE = 1.25
#: Leave-one-out summary of that fit (median |log error| as a fraction, rows used).
CLUSTER_LOO_MEDIAN_ERROR = 0.228
CLUSTER_LOO_ROWS = 17
#: Band half-width (log units) of a production layout's speed, from the cluster rows' leave-one-out
#: residuals; widened by ``EXTRAPOLATION_BAND`` per doubling beyond the largest measured pool.
CLUSTER_BAND = 0.26
EXTRAPOLATION_BAND = 0.15
#: Largest decode pool the cluster rows measured (GPUs): beyond it the band widens (see above).
LARGEST_MEASURED_POOL = 96

# ---- engineering assumptions, not fitted ------------------------------------------------------------
#: Redundant experts per routed expert the expert-placement balancer keeps (LMSYS: 32 for DeepSeek's
#: 256; Kimi K2 on 128 H200: 96 for 384): extra memory on every GPU of an expert-parallel pool.
REDUNDANT_EXPERTS = 0.125
#: Pools of at most this many GPUs keep no redundant experts: the balancer is off unless set (SGLang's
#: ``--ep-num-redundant-experts`` and vLLM's EPLB default to none), and the published runs that set it
#: are pools of 32 GPUs or more (LMSYS: 32-GPU prefill, 72-GPU decode; Kimi K2 on 128 H200).
REDUNDANT_FROM_GPUS = 9


def redundancy(n, moe: bool):
    """The routed experts' memory factor on each GPU of an ``n``-GPU expert-parallel pool (n a number or
    an array): 1 + ``REDUNDANT_EXPERTS`` in pools of ``REDUNDANT_FROM_GPUS`` GPUs or more, else 1."""
    import numpy as np

    factor = np.where(np.asarray(n) >= REDUNDANT_FROM_GPUS, 1 + REDUNDANT_EXPERTS, 1.0) if moe else np.ones_like(
        np.asarray(n, dtype=float))
    return float(factor) if np.ndim(factor) == 0 else factor
#: Load on the busiest GPU over the mean with redundant experts placed by the balancer (EPLB).
IMBALANCE = 1.15
#: Bytes per token per expert moved by the all-to-all: FP8 dispatch (1 byte) + BF16 combine (2 bytes).
A2A_BYTES_PER_HIDDEN = 3.0
#: Prompt tokens a prefill GPU holds in flight (LMSYS: 16,384 tokens per device).
PREFILL_TOKENS_PER_GPU = 16_384
#: The per-GPU decode batches the Advisor tries.
BATCHES = (8, 16, 32, 64, 128, 256, 512, 1024)
#: Decode pool sizes the Advisor tries (GPUs); an NVL72 domain also tries 72 and 64.
POOLS = (8, 16, 32, 64, 72, 96, 128)
#: The slowest per-user speed the Advisor proposes a production layout at when the buyer sets none,
#: tokens/s: the published costs at scale are quoted at 20-125 tok/s per user (cost-at-scale.json).
DEFAULT_MIN_TOK_S = 20.0

MODES = ("disaggregated", "wide-ep")
#: Draft tokens a speculative step proposes per sequence, by model: DeepSeek-V3's MTP head proposes one
#: (technical report sec. 5.4.3; SGLang NEXTN with 2 draft tokens = target + 1); Kimi K3's DSpark draft
#: model seven (vLLM blog 2026-07-27). Another model: the fewest drafts that can reach its factor.
DRAFT_TOKENS = {"deepseek-v3": 1, "kimi-k3": 7}


def verify_tokens(model_id: str, spec: float) -> float:
    """Tokens each sequence runs through the model per speculative step (1 without speculation)."""
    if spec <= 1:
        return 1.0
    return 1.0 + DRAFT_TOKENS.get(model_id, max(1, math.ceil(spec) - 1))
LINK_NVLINK, LINK_RDMA = "nvlink", "rdma"


def is_production(s: Scenario) -> bool:
    return s.serving.mode in MODES


def eta(m):
    """GEMM efficiency for m rows per weight matrix (float or array)."""
    return cal.ETA_COMPUTE + (cal.ETA_PREFILL - cal.ETA_COMPUTE) * m / (m + M_HALF)


def _touched(x: StepInputs, tokens):
    a = x.arch
    if not a.moe:
        return 0.0 * tokens
    e, k = a.moe.routed_experts, a.moe.experts_per_token
    return e * (1 - (1 - k / e) ** tokens)


def _link_time_per_byte(x: StepInputs, n):
    """Seconds per byte of an n-GPU pool's all-to-all (the remote share over RDMA, the rest over NVLink),
    and the share of the pool outside one scale-up domain (n a number or an array)."""
    import numpy as np

    n = np.asarray(n, dtype=float)
    local = np.minimum(x.gpu.nvlink_domain, n)
    remote_share = 1 - local / n
    rdma = 1 / (cal.SCALE_OUT_BYTES_PER_S * ETA_A2A)
    nvlink = 1 / (x.gpu.scale_up_gbps * 1e9 / 2 * ETA_A2A)
    return remote_share * rdma + (1 - remote_share) * nvlink, remote_share


def decode_step(x: StepInputs, n, b, ctx: float, prefill_per_decode: float = 0.0, spec=1.0,
                verify=1.0):
    """Seconds per decode step with ``b`` sequences on each of ``n`` GPUs (data-parallel attention,
    experts over the n GPUs); ``prefill_per_decode`` prompt tokens interleaved per generated token
    (wide-ep; 0 in a disaggregated decode pool). With speculative / MTP decoding each sequence verifies
    ``verify`` tokens a step (the target and its drafts: compute and all-to-all grow, the KV cache is read
    once) and keeps ``spec`` of them. ``n`` and ``b`` may be arrays of one shape.
    Returns (step seconds, t_memory, t_compute, t_a2a)."""
    import numpy as np

    a = x.arch
    b = np.asarray(b, dtype=float)
    n = np.asarray(n, dtype=float)
    tokens = b * (verify + spec * prefill_per_decode)
    k = a.moe.experts_per_token if a.moe else 0
    e = a.moe.routed_experts if a.moe else 1
    path_dense, path_expert = path_shares(x)  # the engine path of the quantised weights (ROCm INT4, ...)
    touched = _touched(x, tokens * n) * a.moe_layers * x.expert_bytes / n / path_expert
    kv = x.kv.per_sequence(int(ctx)) + 2 * x.kv.state_per_sequence
    t_mem = (x.read_non_routed / path_dense + touched + b * kv) / (x.gpu.bandwidth_bytes_per_s * cal.ETA_MEMORY)
    dense = ((2 * x.non_routed_active * tokens + attention_flops_per_token(a, ctx) * b)
             / (x.dense_rate * eta(tokens) * path_dense))
    per_expert = tokens * n * k / e if a.moe else tokens
    imbalance = np.where(n > 1, IMBALANCE, 1.0)
    expert = 2 * x.params.active_routed * tokens * imbalance / (x.expert_rate * eta(per_expert) * path_expert)
    # the kernel efficiency terms no cluster row informs (ROCm, AMD architectures, INT4: calibration.EFF)
    eff = cal.production_efficiency(x.terms)
    t_mem, t_cmp = t_mem / eff, (dense + expert) / eff
    t_a2a = 0.0 * b * n
    if a.moe:
        per_byte, remote = _link_time_per_byte(x, n)
        lat = cal.LATENCY_BASE_S + cal.LATENCY_PER_DOUBLING_S * np.log2(np.maximum(n, 1))
        lat = lat * np.where(remote > 0, cal.CROSS_NODE_LATENCY_FACTOR, 1.0)
        t_a2a = np.where(n > 1, a.moe_layers * (2 * lat + tokens * k * a.hidden_size * A2A_BYTES_PER_HIDDEN * per_byte),
                         0.0)
    fixed = cal.FIXED_STEP_S.get(x.engine, cal.FIXED_STEP_S["vllm"])
    return np.maximum(np.maximum(t_mem, t_cmp), t_a2a) + fixed, t_mem, t_cmp, t_a2a


def prefill_flops_per_token(x: StepInputs, prompt: int) -> tuple[float, float]:
    """(dense, expert) FLOPs per prompt token, the quadratic attention averaged over the prompt."""
    a = x.arch
    quad = 0.0
    if a.mla_layers and a.mla is not None:
        m = a.mla
        quad += a.mla_layers * a.num_heads * prompt * (m.qk_nope_head_dim + m.qk_rope_head_dim + m.v_head_dim)
    quad += a.gqa_layers * 2 * a.num_heads * a.head_dim * prompt
    if a.swa_layers and a.sliding_window:
        quad += a.swa_layers * 4 * a.num_heads * a.head_dim * min(prompt, a.sliding_window)
    return 2 * x.non_routed_active + quad, 2 * x.params.active_routed


def prefill_rate(x: StepInputs, p, prompt: int, kv_remote):
    """Prompt tokens per second per GPU of a P-GPU prefill pool (P a number or an array), and what bounds
    it (``compute`` | ``all_to_all`` | ``kv_transfer``, for the first P)."""
    import numpy as np

    a = x.arch
    p = np.asarray(p, dtype=float)
    dense, expert = prefill_flops_per_token(x, prompt)
    eta_p = cal.ETA_PREFILL * PREFILL_SCALE
    path_dense, path_expert = path_shares(x)
    t_cmp = ((dense / (x.dense_rate * eta_p * path_dense)
              + expert * np.where(p > 1, IMBALANCE, 1.0) / (x.expert_rate * eta_p * path_expert))
             / cal.production_efficiency(x.terms))
    t_a2a = 0.0 * p
    rdma = 1 / (cal.SCALE_OUT_BYTES_PER_S * ETA_A2A)
    nvlink = 1 / (x.gpu.scale_up_gbps * 1e9 / 2 * ETA_A2A)
    if a.moe:
        # prefill kernels send a token once per remote domain and fan it out over NVLink there
        k = a.moe.experts_per_token
        local = np.minimum(x.gpu.nvlink_domain, p)
        remote = np.minimum(k * (1 - local / p), np.ceil(p / local) - 1)
        t_a2a = np.where(p > 1, a.moe_layers * a.hidden_size * A2A_BYTES_PER_HIDDEN * (remote * rdma + k * nvlink), 0.0)
    t_kv = x.kv.per_token * np.where(kv_remote, rdma, nvlink)
    worst = np.maximum(np.maximum(t_cmp, t_a2a), t_kv)
    first = (float(np.ravel(t_cmp)[0]), float(np.ravel(t_a2a)[0]), float(np.ravel(t_kv)[0]))
    bound = ("compute", "all_to_all", "kv_transfer")[first.index(max(first))]
    return 1 / worst, bound


def _kv_remote(x: StepInputs, p, d):
    """The KV cache crosses RDMA unless both pools sit in one scale-up domain (arrays welcome)."""
    import numpy as np

    return np.asarray(p) + d > x.gpu.nvlink_domain


def pool_bytes(w_non_routed: float, w_routed: float, kv_per_seq: float, state_per_seq: float, n: int, seqs,
               moe: bool) -> tuple[float, float, float]:
    """(weights, KV, state) bytes per GPU of an n-GPU data-parallel/expert-parallel pool."""
    routed = w_routed / n * redundancy(n, moe)
    return w_non_routed + routed, kv_per_seq * seqs, state_per_seq * seqs


def unit_rates(out_share: float, in_share: float, d_rate, d, p_rate, p):
    """Visible tokens/s one unit carries: decode- or prefill-limited (wide-ep: decode carries both)."""
    import numpy as np

    decode_limited = d * d_rate / out_share if out_share > 0 else math.inf
    if p_rate is None:
        return decode_limited
    prefill_limited = p * p_rate / in_share if in_share > 0 else math.inf
    return np.minimum(decode_limited, prefill_limited)


def shares(s: Scenario) -> tuple[float, float]:
    """(generated share, fresh prompt share) of the visible tokens."""
    w = s.workload
    return (1 - w.input_share) * w.reasoning_multiplier, max(w.input_share * (1 - w.cache_hit_rate), 1e-3)


def band(value: float, decode_gpus: int) -> tuple[float, float, bool]:
    """(low, high, extrapolated): the cluster band, wider per doubling beyond the largest measured pool."""
    over = max(0.0, math.log2(decode_gpus / LARGEST_MEASURED_POOL))
    b = CLUSTER_BAND + EXTRAPOLATION_BAND * over
    return value * math.exp(-b), value * math.exp(b), over > 0


def batch_per_gpu(s: Scenario) -> int:
    """Decode sequences per decode GPU: ``serving.decode_batch_per_gpu``, else the unit's concurrency
    (``workload.concurrent_sequences``, requests in flight per unit) over its decode GPUs."""
    sv = s.serving
    if sv.decode_batch_per_gpu is not None:
        return sv.decode_batch_per_gpu
    return max(1, math.ceil(s.workload.concurrent_sequences / max(sv.decode_gpus or 1, 1)))


def figures(x: StepInputs, mode: str, p: int, d: int, b, ctx: float, prompt: int, ratio: float, spec: float,
            out_share: float, in_share: float) -> dict:
    """Speeds of one unit for per-GPU batches ``b`` (float or array): the one formula ``compute`` and the
    Advisor share. Visible tokens/s of the unit, per role and per user."""
    import numpy as np

    wide = mode == "wide-ep"
    t_step, t_mem, t_cmp, t_a2a = decode_step(x, d, b, ctx, min(ratio, 64.0) if wide else 0.0, spec,
                                              verify_tokens(x.arch.id, spec))
    per_seq = spec / t_step
    d_rate = np.asarray(b, dtype=float) * per_seq  # generated tokens/s per decode GPU
    if wide:
        p_rate, p_bound = None, ""
    else:
        p_rate, p_bound = prefill_rate(x, p, prompt, _kv_remote(x, p, d))
        p_rate = p_rate if np.ndim(p_rate) else float(p_rate)
    visible = unit_rates(out_share, in_share, d_rate, d, p_rate, p)
    return {"step": t_step, "t_mem": t_mem, "t_cmp": t_cmp, "t_a2a": t_a2a, "per_seq": per_seq, "d_rate": d_rate,
            "p_rate": p_rate, "p_bound": p_bound, "visible": visible}


def ttft(x: StepInputs, mode: str, p: int, d: int, prompt: int) -> tuple[float, float]:
    """(time to first token, of which the KV hand-over) for one prompt on the prefill pool (wide-ep: the pool)."""
    n = d if mode == "wide-ep" else p
    xp = object.__new__(type(x))
    object.__setattr__(xp, "__dict__", {**x.__dict__, "gpus": n, "tp": 1, "pp": 1,
                                        "nodes": math.ceil(n / x.gpu.gpus_per_node)})
    first = prefill_time(xp, prompt)
    if mode == "wide-ep":
        return first, 0.0
    link = cal.SCALE_OUT_BYTES_PER_S if _kv_remote(x, p, d) else x.gpu.scale_up_gbps * 1e9 / 2
    hand = x.kv.per_sequence(prompt) / (link * ETA_A2A)
    return first + hand, hand


def unit_fit(s: Scenario, x: StepInputs, needs, mode: str, p: int, d: int, b: int):
    """The pools' memory per GPU and the unit's ``Fit`` (the busiest pool's fill)."""
    w, kv, a = needs.weights, needs.kv, s.model
    capacity = s.hardware.gpu.memory_bytes * s.serving.gpu_memory_utilization
    moe = a.moe is not None
    pools = []
    dw, dk, ds = pool_bytes(w.non_routed, w.routed, kv.per_sequence(needs.context), kv.state_per_sequence, d, b, moe)
    dk = max(dk, kv.per_sequence(needs.longest))   # the longest request must fit on one GPU alone
    role = "both" if mode == "wide-ep" else "decode"
    dec = Pool(role, d, dw, dk, ds, needs.act_per_gpu, needs.overhead_per_gpu, capacity, False)
    pools.append(replace_fits(dec))
    if mode == "disaggregated":
        pw, pk, _ = pool_bytes(w.non_routed, w.routed, kv.per_token, 0.0, p, PREFILL_TOKENS_PER_GPU, moe)
        pk = max(pk, kv.per_sequence(needs.longest))
        pools.insert(0, replace_fits(Pool("prefill", p, pw, pk, 0.0, needs.act_per_gpu, needs.overhead_per_gpu,
                                          capacity, False)))
    fits = all(pl.fits for pl in pools)
    busiest = max(pools, key=lambda pl: pl.used / pl.capacity)
    fill = GpuFill(weights=busiest.weights, kv_cache=busiest.kv_cache, state=busiest.state,
                   activations=busiest.activations, overhead=busiest.overhead, free=capacity - busiest.used,
                   capacity=capacity, physical=s.hardware.gpu.memory_bytes)
    room = capacity - (dw + needs.act_per_gpu + needs.overhead_per_gpu)
    per_seq = kv.per_sequence(needs.context) + kv.state_per_sequence
    longest = kv.per_sequence(needs.longest) + kv.state_per_sequence
    max_b = 0 if room < longest or room <= 0 else (
        1_000_000 if per_seq <= 0 else min(int(room / per_seq), 1_000_000))
    n = p + d
    node = s.hardware.gpus_per_node
    f = Fit(gpu_count=n, raw_min_gpus=n, min_deployable_gpus=n, rule="production", fits=fits, deployable=True,
            why_not="" if fits else "memory", tensor_parallel=1, pipeline_parallel=1,
            nodes=math.ceil(p / node) + math.ceil(d / node), per_gpu_used_bytes=busiest.used,
            per_gpu_capacity_bytes=capacity, max_concurrent_sequences=max_b * d, fill=fill)
    return f, tuple(pools)


def replace_fits(pl: Pool) -> Pool:
    return replace(pl, fits=pl.used <= pl.capacity)


def compute_unit(s: Scenario, x: StepInputs, needs, ctx: float, ratio: float):
    """(Fit, Production) of the scenario's production layout."""
    sv, wl = s.serving, s.workload
    mode = sv.mode
    d = sv.decode_gpus or 1
    p = (sv.prefill_gpus or 0) if mode == "disaggregated" else 0
    b = batch_per_gpu(s)
    fit, pools = unit_fit(s, x, needs, mode, p, d, b)
    held = fit.max_concurrent_sequences // d
    if not fit.fits and sv.decode_batch_per_gpu is None and 1 <= held < b:
        # more requests in flight than the decode pool's memory holds: it decodes the batch the memory
        # allows and the rest queue, as a replica's do (docs/domain.md, "Latency under load"); a batch the
        # buyer set (serving.decode_batch_per_gpu) is a layout, checked as set
        short, short_pools = unit_fit(s, x, needs, mode, p, d, held)
        if short.fits:
            b, pools = held, short_pools
            fit = replace(short, queued_sequences=max(0, wl.concurrent_sequences - held * d))
    out_share, in_share = shares(s)
    f = figures(x, mode, p, d, float(b), ctx, wl.prompt_tokens, ratio, sv.speculative_factor, out_share, in_share)
    visible = float(f["visible"])
    first, hand = ttft(x, mode, p, d, wl.prompt_tokens)
    t_mem, t_cmp, t_a2a = float(f["t_mem"]), float(f["t_cmp"]), float(f["t_a2a"])
    bound = "all_to_all" if t_a2a > max(t_mem, t_cmp) else "memory" if t_mem >= t_cmp else "compute"
    node = x.gpu.nvlink_domain
    domains = math.ceil(p / node) + math.ceil(d / node) if p + d > node else 1
    need = None
    if mode == "disaggregated" and f["p_rate"]:
        dec_need = out_share / float(f["d_rate"]) if float(f["d_rate"]) > 0 else math.inf
        pre_need = in_share / f["p_rate"]
        need = pre_need / (pre_need + dec_need)
    prod = Production(
        mode=mode, prefill_gpus=p, decode_gpus=d, batch_per_gpu=b, units=sv.units, pools=pools,
        step_s=float(f["step"]), bound=bound, decode_per_sequence=float(f["per_seq"]),
        decode_output_per_decode_gpu=float(f["d_rate"]),
        prefill_input_per_prefill_gpu=None if f["p_rate"] is None else float(f["p_rate"]),
        prefill_bound=f["p_bound"], input_per_s=visible * wl.input_share, output_per_s=visible * out_share,
        ttft_s=first, kv_transfer_s=hand, link=LINK_RDMA if p + d > node else LINK_NVLINK, domains=domains,
        prefill_share_needed=need, extrapolated=d > LARGEST_MEASURED_POOL)
    return fit, prod, visible


def curve_steps(x: StepInputs, unit: Production, batches, ctx: float, ratio: float, spec: float = 1.0):
    """Decode step seconds at each per-GPU batch of the decode pool (the batch chart)."""
    import numpy as np

    wide = unit.mode == "wide-ep"
    return decode_step(x, unit.decode_gpus, np.asarray(batches, dtype=float), ctx, min(ratio, 64.0) if wide else 0.0,
                       spec, verify_tokens(x.arch.id, spec))[0]


def fixed_units(cost, units: int, tokens: float):
    """The cost of a fleet of ``units`` units set by the user, whatever the volume."""
    from dataclasses import replace

    per = cost.self_host_usd_per_month
    total = None if per is None else per * units
    return replace(cost, replicas=units, self_host_total_usd_per_month=total,
                   self_host_usd_per_mtok=total / tokens * 1e6 if total is not None and tokens >= 1 else None)
