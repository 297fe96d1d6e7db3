"""What one replica (or production unit) does with requests, as the queueing model reads it
(docs/domain.md, "Latency under load"): the decode step at each batch size, the prefill of a prompt of each length, the
token budget a step carries and how many sequences the KV cache holds; and the load it serves.

Pure Python (no numpy: ``compute`` builds a :class:`Service` for every scenario and a replica's
``calc`` never loads numpy); the queueing itself is ``latency.py``.

- **decode step** ``t(b)``: ``throughput.step_time`` of ``b`` sequences with no prompt in the step (the
  prompts' share is added by the queueing model from the arrival rate), at the mean context in flight;
  a production unit's decode pool: ``production.decode_step``.
- **prefill** ``t_p(P)``: ``throughput.prefill_time`` of one prompt of ``P`` tokens alone, less the
  engine's fixed first-token cost (kept apart in ``fixed_s``: it is latency, not GPU time).
- **budget**: ``serving.prefill_chunk_tokens``, the tokens one step carries (decodes first, then prompt
  chunks: vLLM's ``max_num_batched_tokens``).
- **KV capacity**: sequences of the mean length in flight (prompt + half the answer) the memory holds
  next to the weights (``fit.max_sequences`` at that length).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from k3desk.core.scenario import Scenario
from k3desk.core.speed import calibration as cal

#: Points of the batch and prompt-length grids the queueing model interpolates on.
GRID = 28
#: The most sequences one replica is taken to decode at once, whatever its memory holds (vLLM's
#: ``max_num_seqs`` default on large GPUs is 1,024; SGLang's running requests are capped alike).
MAX_BATCH = 4096


@dataclass(frozen=True)
class Service:
    """One replica's (or unit's) continuous-batching server, from the speed model (seconds, tokens)."""

    batches: tuple[float, ...]  # decode batch sizes of the grid, 1 .. kv_sequences
    step_s: tuple[float, ...]  # the decode step at each (no prompt in it)
    prompts: tuple[float, ...]  # prompt lengths of the grid
    prefill_s: tuple[float, ...]  # one prompt's prefill alone at each, the engine's fixed cost left out
    #: the GPU time a prompt of each length takes inside a loaded server: its FLOPs (the step reads the
    #: weights for its decodes anyway), times ``load_scale``
    busy_s: tuple[float, ...]
    fixed_s: float  # the engine's fixed first-token cost (plus a disaggregated unit's KV hand-over)
    budget: int  # tokens one step carries
    kv_sequences: int  # sequences of the mean length in flight the KV cache holds (the largest batch)
    speculative: float = 1.0  # tokens each sequence keeps per step
    #: prompts run on their own GPUs (a disaggregated unit): they never share a decode step
    disaggregated: bool = False
    #: GPU time a prompt takes inside a loaded server over its FLOPs' time (``calibration.LOAD_PREFILL_SCALE``):
    #: what queues the prompts behind it and stretches the decode steps; its own first token is timed alone
    load_scale: float = cal.LOAD_PREFILL_SCALE

    def step_at(self, b: float) -> float:
        """The decode step at ``b`` sequences (linear between the grid's points)."""
        return _interp(b, self.batches, self.step_s)

    def prefill_at(self, prompt: float) -> float:
        return _interp(prompt, self.prompts, self.prefill_s)


@dataclass(frozen=True)
class Load:
    """What arrives at the peak: a rate (requests a second, at the whole fleet) or a number of users each
    sending the next request when the last answer ends (``users``, a closed loop as benchmark clients
    run), and the request lengths."""

    rate: float | None  # requests a second at the peak (None: the users' closed loop)
    users: int  # requests in flight of the closed loop (the scenario's concurrency)
    prompt: float  # mean prompt tokens
    output: float  # mean answer tokens (reasoning included)
    prompt_cv: float = 0.0
    output_cv: float = 0.0
    burstiness: float = 1.0  # gamma shape of the gaps between arrivals (1 = Poisson)
    source: str = "rate"  # "rate" (set) | "volume" (the monthly volume's peak) | "users"


@dataclass(frozen=True)
class Targets:
    """The latency targets at a percentile, as the buyer sets them (None: no target), and the margin each is
    met with (docs/domain.md, "Latency under load"): a fleet is sized so that the estimate stays under
    target ÷ (1 + margin), the margin that estimate's median leave-one-out error over the published runs
    (the first token under load: ``LOO_LATENCY_P50_ERROR``; the time per output token, the speed model's
    ``LOO_MEDIAN_ERROR``). Every consumer (the fleet's sizing, the Advisor, what "met" says) reads
    :meth:`sized` and :meth:`meets`."""

    ttft_s: float | None = None
    tpot_s: float | None = None
    percentile: float = 99.0
    ttft_margin: float = cal.LOO_LATENCY_P50_ERROR
    tpot_margin: float = cal.LOO_MEDIAN_ERROR

    @property
    def any(self) -> bool:
        return self.ttft_s is not None or self.tpot_s is not None

    def goal(self, which: str) -> float | None:
        """The buyer's target for ``which`` ("ttft" or "tpot")."""
        return self.ttft_s if which == "ttft" else self.tpot_s

    def margin(self, which: str) -> float:
        return self.ttft_margin if which == "ttft" else self.tpot_margin

    def sized(self, which: str) -> float | None:
        """What the estimate of ``which`` must stay under: the target ÷ (1 + its margin)."""
        goal = self.goal(which)
        return None if goal is None else goal / (1 + self.margin(which))

    def meets(self, which: str, value: float | None) -> bool:
        """The estimate ``value`` keeps its margin to the target (to the sizing's precision)."""
        top = self.sized(which)
        return top is None or (value is not None and value <= top * (1 + 1e-6))


def targets_of(s: Scenario) -> Targets:
    c = s.constraints
    return Targets(c.ttft_p99_s, c.tpot_p99_s, float(c.latency_percentile[1:]))


def output_tokens(s: Scenario) -> float:
    """Mean answer tokens per request from the workload's mix: prompt × output share ÷ input share
    (reasoning included), at least 1 and at most what the context leaves."""
    w = s.workload
    room = max(w.context_tokens - w.prompt_tokens, 1)
    if w.input_share <= 0:
        return float(room)
    out = w.prompt_tokens * (1 - w.input_share) * w.reasoning_multiplier / w.input_share
    return float(min(max(out, 1.0), room))


def peak_rate(s: Scenario) -> float:
    """Requests a second at the peak: ``workload.peak_requests_per_second`` when set, else the month's
    requests (visible tokens ÷ tokens per request) spread over its hours, times the daily profile's peak."""
    w = s.workload
    if w.peak_requests_per_second is not None:
        return w.peak_requests_per_second
    visible = w.prompt_tokens + output_tokens(s) / w.reasoning_multiplier
    peak = w.peak_to_average if w.peak_hours_per_day > 0 else 1.0
    return w.tokens_per_month / visible / (s.pricing.hours_per_month * 3600) * peak


def load_of(s: Scenario, users: bool = False) -> Load:
    """The scenario's load at the peak: the rate it states or its volume implies, or (``users``) its
    concurrency in a closed loop."""
    w = s.workload
    source = "users" if users else "rate" if w.peak_requests_per_second is not None else "volume"
    return Load(rate=None if users else peak_rate(s), users=w.concurrent_sequences, prompt=float(w.prompt_tokens),
                output=output_tokens(s), prompt_cv=w.prompt_tokens_spread, output_cv=w.output_tokens_spread,
                burstiness=w.arrival_burstiness, source=source)


def in_flight_context(s: Scenario) -> int:
    """Tokens a sequence holds on average while it decodes: the prompt and half the answer."""
    w = s.workload
    return max(1, min(int(w.prompt_tokens + output_tokens(s) / 2), w.context_tokens))


def _geometric(top: float, n: int = GRID) -> tuple[float, ...]:
    top = max(top, 1.0)
    if top <= 1.0:
        return (1.0,)
    pts = sorted({round(top ** (i / (n - 1)), 6) for i in range(n)} | {1.0, float(top)})
    return tuple(pts)


def replica_service(s: Scenario, x, needs, fit) -> Service:
    """A replica's server: ``x`` its step inputs, ``needs`` and ``fit`` its memory (``model.fit``)."""
    from k3desk.core.model.fit import max_sequences
    from k3desk.core.speed.throughput import prefill_parts, step_time

    ctx = in_flight_context(s)
    capacity = s.hardware.gpu.memory_bytes * s.serving.gpu_memory_utilization
    held = max_sequences(replace(needs, context=ctx), s, fit.gpu_count, capacity)
    kv = max(1, min(held, MAX_BATCH))
    batches = _geometric(kv)
    steps = tuple(step_time(x, max(1, round(b)), ctx, 0.0)[0] for b in batches)
    fixed = cal.TTFT_FIXED_S.get(x.engine, cal.TTFT_FIXED_S["vllm"])
    prompts = _geometric(max(s.workload.context_tokens, 2))
    parts = [prefill_parts(x, max(1, round(p))) for p in prompts]
    return Service(batches=batches, step_s=steps, prompts=prompts, prefill_s=tuple(max(f, r) + c for f, r, c, _ in parts),
                   busy_s=tuple(f + c for f, _, c, _ in parts), fixed_s=fixed,
                   budget=s.serving.prefill_chunk_tokens, kv_sequences=kv, speculative=s.serving.speculative_factor)


def unit_service(s: Scenario, x, unit, needs) -> Service:
    """A production unit's server: its decode pool's step at each batch (per GPU × decode GPUs), its
    prefill pool (disaggregated: apart from the decodes, plus the KV hand-over) or, wide-ep, prompts
    sharing the decode steps."""
    from k3desk.core.speed import production
    from k3desk.core.speed.throughput import prefill_parts

    ctx = in_flight_context(s)
    d = max(unit.decode_gpus, 1)
    capacity = s.hardware.gpu.memory_bytes * s.serving.gpu_memory_utilization
    dec = next((pl for pl in unit.pools if pl.role != "prefill"), unit.pools[-1])
    room = capacity - (dec.weights + dec.activations + dec.overhead)
    per_seq = needs.kv.per_sequence(ctx) + needs.kv.state_per_sequence
    per_gpu = 0 if room <= 0 else (MAX_BATCH if per_seq <= 0 else int(room / per_seq))
    kv = max(1, min(per_gpu * d, MAX_BATCH * d))
    batches = _geometric(kv)
    verify = production.verify_tokens(s.model.id, s.serving.speculative_factor)
    steps = tuple(float(production.decode_step(x, d, max(b / d, 1 / d), ctx, 0.0, s.serving.speculative_factor,
                                               verify)[0]) for b in batches)
    disagg = unit.mode == "disaggregated"
    n = unit.prefill_gpus if disagg else d
    xp = object.__new__(type(x))
    object.__setattr__(xp, "__dict__", {**x.__dict__, "gpus": n, "tp": 1, "pp": 1,
                                        "nodes": math.ceil(n / x.gpu.gpus_per_node)})
    fixed = cal.TTFT_FIXED_S.get(x.engine, cal.TTFT_FIXED_S["vllm"])
    prompts = _geometric(max(s.workload.context_tokens, 2))
    parts = [prefill_parts(xp, max(1, round(p))) for p in prompts]
    return Service(batches=batches, step_s=steps, prompts=prompts, prefill_s=tuple(max(f, r) + c for f, r, c, _ in parts),
                   busy_s=tuple(max(f, r) + c for f, r, c, _ in parts) if disagg else tuple(f + c for f, _, c, _ in parts),
                   fixed_s=fixed + unit.kv_transfer_s, budget=s.serving.prefill_chunk_tokens, kv_sequences=kv,
                   speculative=s.serving.speculative_factor, disaggregated=disagg)


def _interp(v: float, xs: tuple[float, ...], ys: tuple[float, ...]) -> float:
    if v <= xs[0]:
        return ys[0]
    for i in range(1, len(xs)):
        if v <= xs[i]:
            f = (v - xs[i - 1]) / (xs[i] - xs[i - 1])
            return ys[i - 1] + f * (ys[i] - ys[i - 1])
    # past the grid: the last segment's slope
    if len(xs) > 1:
        slope = (ys[-1] - ys[-2]) / (xs[-1] - xs[-2])
        return ys[-1] + slope * (v - xs[-1])
    return ys[-1]
