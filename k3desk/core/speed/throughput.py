"""Throughput (docs/domain.md §5): a per-step decode model and prefill time to first token.

bytes/step  = non-expert weights + experts touched(B) x bytes per expert + KV read + state r/w
experts touched per MoE layer(B) = E x (1 - (1 - k/E)^B)            (uniform routing)
t_memory    = bytes on the busiest GPU / (HBM bandwidth x eta_memory)
t_compute   = decode FLOPs / (peak x eta_compute)
t_prefill   = interleaved prefill of other requests' prompts / (peak x eta_prefill): it shares the
              step with the decodes and does not hide behind their memory reads (the decode slowdown
              chunked prefill causes)
t_comm      = layers x collectives x (latency(group) + bytes / link bandwidth)
t_step      = (max(t_memory, t_compute) + t_prefill + t_comm) / efficiency + fixed engine cost
              (a measured row of an old release: that release's fixed costs, ``corpus.RELEASES``)
efficiency  = exp(architecture x format cell + architecture + format family + software stack + engine):
              how far the kernels a setup runs fall short of the physics (quantized kernels, ROCm vs
              CUDA, the engine), a fitted factor, never a fixed time per layer (``calibration.py``)
path        = exp(engine-path terms): the share of the physics the kernel path of the quantised weights
              reaches (ROCm's INT4 and MXFP4 expert kernels; an old release's MoE fallback): it divides
              the bytes and FLOPs of those weights only (the routed experts of a MoE model), not the
              step, so its cost grows with the experts a batch touches and with every prefill chunk
lockstep    : an engine whose data-parallel attention ranks run in lockstep (``DP_LOCKSTEP_ENGINES``)
              does not chunk prompts into the decode steps: each arrival's prefill is a forward of its
              own that holds every rank, so a step that meets one lasts as long as that forward
pipeline    : one token passes the pp stages in turn: pp x t_stage(batch / pp) + hand-offs
TTFT alone  = max(prompt FLOPs / (peak x eta_prefill), resident weights read per chunk) / efficiency
              (the quantised weights' share over ``path``)
              + collectives + the engine's fixed first-token cost
TTFT loaded = TTFT alone + waiting for the running step + the steps its chunks share with the decodes
              in flight + queueing behind other prompts (``first_token_time``)
The constants live in ``calibration.py``, fitted on the corpus in ``corpus.py``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from k3desk.core.catalog import Catalog
from k3desk.core.model.architecture import Architecture
from k3desk.core.model.memory import KvLayout, WeightBytes, decode_attention_flops, prefill_attention_flops
from k3desk.core.model.params import ParamCounts, bytes_per_routed_expert
from k3desk.core.scenario import GPU
from k3desk.core.speed import calibration as cal


def experts_touched(a: Architecture, batch: float) -> float:
    """Expected distinct routed experts per MoE layer for ``batch`` tokens (uniform routing)."""
    if not a.moe:
        return 0.0
    e, k = a.moe.routed_experts, a.moe.experts_per_token
    return e * (1 - (1 - k / e) ** batch)


def flops_rate(gpu: GPU, fmt_compute: str, fmt_id: str) -> tuple[float, bool]:
    """Peak FLOP/s for weights stored in a format, and whether the GPU runs it natively.

    A GPU without native support dequantizes (Hopper with MXFP4: stores 4 bits, computes BF16)."""
    native = fmt_id in gpu.native_formats or fmt_compute in ("bf16",)
    if fmt_compute == "fp4" and native and gpu.fp4_tflops:
        return gpu.fp4_tflops * 1e12, True
    if fmt_compute in ("fp4", "fp8", "int8", "int4") and gpu.fp8_tflops and (native or fmt_compute == "fp8"):
        return gpu.fp8_tflops * 1e12, native
    return gpu.bf16_tflops * 1e12, native or fmt_compute == "bf16"


@dataclass(frozen=True)
class StepInputs:
    """Everything the step model needs, resolved once per compute()."""

    arch: Architecture
    params: ParamCounts
    weights: WeightBytes
    kv: KvLayout
    gpu: GPU
    gpus: int
    tp: int
    nodes: int
    attention_dp: bool
    engine: str
    expert_bytes: float  # one routed expert in one layer
    dense_rate: float
    expert_rate: float
    read_non_routed: float  # non-expert bytes a step reads (embedding table and vision excluded)
    non_routed_active: float  # non-routed params a token multiplies (no embedding, no vision)
    pp: int = 1  # pipeline stages: each holds layers / pp and runs tensor parallelism over tp GPUs
    dense_native: bool = True  # the GPU computes the dense format natively (else it dequantizes)
    expert_native: bool = True
    #: a measured row's engine release no estimate runs (``corpus.RELEASES``); estimates: ""
    release: str = ""
    #: kernel efficiency of this GPU architecture, format, software stack and engine (calibration.efficiency)
    eff: float = 1.0
    #: the efficiency terms this setup reads, e.g. ("cell:hopper/int4", "format:int4", "stack:cuda", "engine:vllm")
    terms: tuple[str, ...] = ()
    #: the kernel path of the quantised weights (the routed experts of a MoE model, else the dense
    #: weights): the share of the physics it reaches, exp(the ``path:`` terms; calibration.path_efficiency)
    path_eff: float = 1.0


def step_inputs(a: Architecture, p: ParamCounts, w: WeightBytes, kv: KvLayout, gpu: GPU, gpus: int,
                tp: int, nodes: int, attention_dp: bool, engine: str, catalog: Catalog,
                pp: int = 1) -> StepInputs:
    ef, df = catalog.format(a.expert_format), catalog.format(a.dense_format)
    dense_rate, dense_native = flops_rate(gpu, df.compute, df.id)
    expert_rate, expert_native = flops_rate(gpu, ef.compute, ef.id)
    dbytes = df.bits_per_weight / 8
    terms = cal.terms(gpu.id, gpu.vendor, (ef if a.moe else df).compute, engine)
    return StepInputs(
        arch=a, params=p, weights=w, kv=kv, gpu=gpu, gpus=gpus, tp=tp, nodes=nodes,
        attention_dp=attention_dp, engine=engine,
        expert_bytes=bytes_per_routed_expert(a, ef.bits_per_weight),
        dense_rate=dense_rate, expert_rate=expert_rate,
        read_non_routed=w.non_routed - (p.embedding + p.extra) * dbytes,
        non_routed_active=p.non_routed - p.embedding - p.extra,
        pp=max(pp, 1), dense_native=dense_native, expert_native=expert_native or not a.moe,
        eff=cal.efficiency(terms), terms=terms, path_eff=cal.path_efficiency(terms),
    )


def with_terms(x: StepInputs, terms: tuple[str, ...], release: str = "") -> StepInputs:
    """The same setup reading other efficiency terms (a measured row of an engine release: its term)."""
    return replace(x, release=release or x.release, terms=terms, eff=cal.efficiency(terms),
                   path_eff=cal.path_efficiency(terms))


def path_shares(x: StepInputs) -> tuple[float, float]:
    """(dense, expert) divisors of the engine path: the routed experts of a MoE model take it, a
    dense model's weights take it where the model has no experts."""
    return (1.0, x.path_eff) if x.arch.moe else (x.path_eff, 1.0)


def attention_flops_per_token(a: Architecture, ctx: float) -> float:
    """Decode attention FLOPs of one token over ``ctx`` cached tokens (``memory.decode_attention_flops``)."""
    return decode_attention_flops(a, ctx)


def _latency(x: StepInputs, group: int) -> float:
    lat = cal.LATENCY_BASE_S + cal.LATENCY_PER_DOUBLING_S * math.log2(max(group, 1))
    return lat * (cal.CROSS_NODE_LATENCY_FACTOR if group > x.gpu.nvlink_domain else 1.0)


def _link(x: StepInputs, group: int) -> float:
    return cal.SCALE_OUT_BYTES_PER_S if group > x.gpu.nvlink_domain else x.gpu.scale_up_gbps * 1e9 / 2


def step_time(x: StepInputs, batch: int, ctx: float, prefill_per_decode: float,
              output: int = cal.OUTPUT_TOKENS_PER_REQUEST) -> tuple[float, str]:
    """Seconds per decode step for ``batch`` sequences at ``ctx`` tokens, and what bounds it.

    ``prefill_per_decode`` is prompt tokens processed per generated token by other requests
    (continuous batching interleaves their prefill with this step). With pipeline parallelism the
    batch is split over the stages; one token passes every stage in turn, so its step is the sum of
    the stages (each reading layers / pp over its tp GPUs) plus the hand-offs between nodes.

    Data-parallel attention in a lockstep engine (``DP_LOCKSTEP_ENGINES``) does not interleave the
    prompts: in a closed loop (batch - 1) / ``output`` others arrive per step, each prefilled by a
    forward of its own (``prefill_per_decode`` x ``output`` tokens) that holds every rank, so a
    step that meets one lasts as long as that prefill does alone (``prefill_time``: the forward and the
    engine's fixed cost of a request's prefill; arrivals of one step are prefilled together)."""
    pp = x.pp
    lockstep = x.attention_dp and x.engine in cal.DP_LOCKSTEP_ENGINES
    stage, bound = _stage_time(x, math.ceil(batch / pp), ctx, 0.0 if lockstep else prefill_per_decode,
                               prefill_per_decode * max(output, 1))
    handoff = (pp - 1) * (_latency(x, x.gpu.nvlink_domain + 1)
                          + math.ceil(batch / pp) * x.arch.hidden_size * 2 / cal.SCALE_OUT_BYTES_PER_S)
    fixed = cal.FIXED_STEP_S.get(x.engine, cal.FIXED_STEP_S["vllm"])
    if x.release == cal.FIXED_COST_RELEASE:  # a measured row of an old release: its own fixed costs
        fixed = cal.RELEASE_STEP_S
        if "format:int4" in x.terms:
            fixed += x.arch.moe_layers * cal.RELEASE_LAYER_S
    t = pp * stage + handoff + fixed
    if lockstep and batch > 1 and prefill_per_decode > 0:
        arrivals = (batch - 1) / max(output, 1)
        share = min(arrivals, 1.0)  # steps that meet a prompt's forward
        forward = (_prefill_forward(x, prefill_per_decode * max(output, 1), arrivals / share)
                   + cal.TTFT_FIXED_S.get(x.engine, cal.TTFT_FIXED_S["vllm"]))
        t += share * max(forward - t, 0.0)
    return t, bound


def _stage_time(x: StepInputs, batch: int, ctx: float, prefill_per_decode: float,
                prompt: float = 0.0) -> tuple[float, str]:
    """One pipeline stage: layers / pp on its tp GPUs (all GPUs when pp = 1). The prompts interleaved
    in the step (``prompt`` tokens each) carry their quadratic attention, averaged over the prompt."""
    a, pp = x.arch, x.pp
    n = max(x.gpus // pp, 1)
    path_dense, path_expert = path_shares(x)
    touched = experts_touched(a, batch) * a.moe_layers * x.expert_bytes / pp / path_expert
    non_routed = x.read_non_routed / pp / path_dense
    per_seq_kv = x.kv.read_per_sequence(int(ctx)) / pp
    state_rw = 2 * x.kv.state_per_sequence / pp
    if x.attention_dp:
        local = math.ceil(batch / n)
        mem = non_routed + touched / n + local * (per_seq_kv + state_rw)
    else:
        gqa_split = min(n, a.num_kv_heads)
        mla = x.kv.mla_read(ctx) / pp
        kv_rank = mla + (per_seq_kv - mla) / gqa_split
        lin_split = min(n, a.linear.num_heads) if a.linear else 1
        mem = (non_routed + touched) / n + batch * (kv_rank + state_rw / lin_split)
    t_mem = mem / (x.gpu.bandwidth_bytes_per_s * cal.ETA_MEMORY)

    prefill_tokens = max(batch - 1, 0) * prefill_per_decode  # other requests' prompts in this step
    tokens = batch + prefill_tokens
    flops_dense = (2 * x.non_routed_active * batch + attention_flops_per_token(a, ctx) * batch) / pp
    flops_expert = 2 * x.params.active_routed * batch / pp
    t_cmp = (flops_dense / (x.dense_rate * path_dense)
             + flops_expert / (x.expert_rate * path_expert)) / (n * cal.ETA_COMPUTE)
    # the other requests' prompts interleaved in the step (chunked prefill); a lockstep engine's
    # data-parallel attention prefills them in forwards of their own instead (``step_time``)
    quad = prefill_attention_flops(a, int(prompt)) / prompt if prefill_tokens and prompt >= 1 else 0.0
    t_pre = (prefill_tokens / pp * ((2 * x.non_routed_active + quad) / (x.dense_rate * path_dense)
                                    + 2 * x.params.active_routed / (x.expert_rate * path_expert))
             / (n * cal.ETA_PREFILL))

    t_comm = 0.0
    if n > 1:
        d_bytes = a.hidden_size * 2
        if x.attention_dp:  # all-to-all dispatch + combine per MoE layer
            k = a.moe.experts_per_token if a.moe else 1
            payload = math.ceil(tokens / n) * k * d_bytes * 1.5
            t_comm = a.moe_layers / pp * 2 * (_latency(x, n) + payload / _link(x, n))
        else:  # two all-reduces per layer
            payload = 2 * (n - 1) / n * tokens * d_bytes
            t_comm = a.num_layers / pp * 2 * (_latency(x, n) + payload / _link(x, n))
    bound = "memory" if t_mem >= t_cmp + t_pre else "compute"
    return (max(t_mem, t_cmp) + t_pre + t_comm) / x.eff, bound


def prefill_time(x: StepInputs, prompt: int) -> float:
    """Time to first token of one request alone: its prefill forwards (``_prefill_forward``) and the
    engine's scheduling and launch cost for the request."""
    flops, read, comm, fixed = prefill_parts(x, prompt)
    return max(flops, read) + comm + fixed


def _prefill_forward(x: StepInputs, prompt: float, prompts: float = 1.0) -> float:
    """The forward passes that prefill ``prompts`` prompts of ``prompt`` tokens together: their FLOPs
    or every resident weight read once per chunk where that is longer, plus the collectives."""
    flops, read, comm, _ = prefill_parts(x, prompt, prompts)
    return max(flops, read) + comm


def prefill_parts(x: StepInputs, prompt: float, prompts: float = 1.0) -> tuple[float, float, float, float]:
    """The pieces of :func:`prefill_time`: (the prompt's FLOPs, the resident weights read once per
    chunk, the collectives, the engine's fixed first-token cost), seconds, for ``prompts`` prompts of
    ``prompt`` tokens prefilled together. Prompt FLOPs are linear + quadratic attention over the whole
    group; with data-parallel attention one request's attention and dense layers run on its own rank
    (one GPU), only the routed experts spread over the group. The quantised weights take the engine
    path (``path_shares``). In a loaded server the weights are read by the step anyway (its decodes
    read them): a prompt's own cost there is its FLOPs."""
    a = x.arch
    quad = prefill_attention_flops(a, int(prompt))
    dense = (2 * x.non_routed_active * prompt + quad) * prompts
    expert = 2 * x.params.active_routed * prompt * prompts
    dense_gpus = 1 if x.attention_dp else x.gpus
    path_dense, path_expert = path_shares(x)
    t = (dense / (x.dense_rate * dense_gpus * path_dense)
         + expert / (x.expert_rate * x.gpus * path_expert)) / cal.ETA_PREFILL
    # The floor: every prefill chunk reads all resident weights (every expert is touched by a long
    # chunk) once.
    chunks = max(1, math.ceil(prompt * prompts / cal.PREFILL_CHUNK_TOKENS))
    resident = x.weights.non_routed / path_dense + x.weights.routed / path_expert
    read = chunks * resident / x.gpus / (x.gpu.bandwidth_bytes_per_s * cal.ETA_MEMORY)
    tp = max(x.gpus // x.pp, 1)
    comm = chunks * a.num_layers * 2 * _latency(x, tp) if tp > 1 else 0.0
    return t / x.eff, read / x.eff, comm, cal.TTFT_FIXED_S.get(x.engine, cal.TTFT_FIXED_S["vllm"])


def first_token_time(x: StepInputs, prompt: int, output: int, concurrency: int, t_step: float,
                     alone: float | None = None) -> float:
    """Time to first token with ``concurrency`` requests in flight (continuous batching, chunked prefill).

    A request arriving while others decode waits for the running step (half a step on average),
    then its prompt goes through in chunks of what a step leaves after the decodes in flight, one
    step each, and it queues behind the prompts that arrived before it (M/D/1 wait at the prefill
    load ``rho``). Benchmark clients start together and equal answer lengths keep them in step, so a
    share of the others (``ARRIVAL_BURST``, fitted) arrive with it and are prefilled first. In a
    closed loop each user sends its next request when the answer ends: arrivals per second =
    concurrency / (first token + output x t_step). One user: the prefill alone."""
    alone = prefill_time(x, prompt) if alone is None else alone
    if concurrency <= 1:
        return alone
    t_p = alone - cal.TTFT_FIXED_S.get(x.engine, cal.TTFT_FIXED_S["vllm"])  # the prompt's own prefill work
    budget = max(cal.PREFILL_CHUNK_TOKENS - concurrency, cal.PREFILL_CHUNK_TOKENS / 8)
    chunks = math.ceil(prompt / budget)
    arrivals = concurrency / (alone + max(output, 1) * t_step)
    rho = min(arrivals * t_p, cal.MAX_PREFILL_LOAD)
    queue = rho / (2 * (1 - rho)) * t_p
    burst = cal.ARRIVAL_BURST * (concurrency - 1) * t_p
    return alone + (0.5 + chunks) * t_step + queue + burst


def offload_step_time(x: StepInputs) -> float:
    """Single-user decode with routed experts in host RAM: the CPU reads k experts per layer."""
    host_bw = max(x.gpu.host_bandwidth_gbps, 1e-3) * 1e9 * cal.ETA_HOST
    host = x.arch.moe_layers * (x.arch.moe.experts_per_token if x.arch.moe else 0) * x.expert_bytes / host_bw
    dev = x.read_non_routed / (x.gpus * x.gpu.bandwidth_bytes_per_s * cal.ETA_MEMORY)
    return host + dev + cal.FIXED_STEP_S["vllm"]  # host-bound: the GPU kernels' efficiency does not apply
