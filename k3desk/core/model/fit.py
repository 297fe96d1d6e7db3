"""From memory to a deployment (docs/domain.md §4): raw minimum GPUs, minimum deployable count under
the engine rules, and what each GPU holds at the chosen count.

Rules: tensor/expert-parallel groups are powers of two that divide the attention heads (tensor-
parallel attention) and the routed experts; GPUs come in nodes; past one node needs a scale-out
network (``multi_node``); pipeline parallelism across nodes allows any multiple of the node size.
Under tensor parallelism the MLA latent cache is replicated on every rank; data-parallel attention
splits sequences instead but replicates the non-expert weights.

The cache is sized for the sequences as they run (docs/domain.md §3.2): each sequence in flight at the
average context it holds (``Needs.context``: its prompt plus half its answer), and the longest request
(``Needs.max_context``, the workload's maximum context) checked on its own: one request must fit.
The cache a GPU reserves is the larger of the two.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from k3desk.core.model.memory import KvLayout, WeightBytes
from k3desk.core.result import Fit, GpuFill
from k3desk.core.scenario import Scenario

MAX_GPUS = 4096

# Stable rule ids (the UI and report translate them).
RULE_SINGLE = "single_gpu"
RULE_POW2 = "power_of_two_tp"
RULE_PP = "node_multiple_pp"
RULE_NO_MULTI_NODE = "no_multi_node"
RULE_TOO_LARGE = "too_large"


@dataclass(frozen=True)
class Layout:
    tp: int
    pp: int

    @property
    def n(self) -> int:
        return self.tp * self.pp


@dataclass(frozen=True)
class Needs:
    """Sizes that do not depend on the GPU count."""

    weights: WeightBytes
    kv: KvLayout
    context: int  # tokens a sequence in flight holds on average (prompt + half the answer)
    sequences: int
    act_per_gpu: float
    overhead_per_gpu: float
    kv_heads: int  # GQA KV heads (split limit)
    linear_heads: int
    max_context: int = 0  # the longest request, checked alone (0: the in-flight context)

    @property
    def longest(self) -> int:
        """Tokens of the longest request: one of them must fit."""
        return max(self.max_context, self.context)

    @property
    def kv_logical(self) -> float:
        """Cache bytes of one logical copy: the sequences in flight, or the longest request alone when
        it holds more."""
        return max(self.kv.per_sequence(self.context) * self.sequences,
                   self.kv.per_sequence(self.longest) if self.sequences else 0.0)

    @property
    def state_logical(self) -> float:
        return self.kv.state_per_sequence * self.sequences


def per_gpu(needs: Needs, lay: Layout, attention_dp: bool, sequences: int | None = None) -> dict[str, float]:
    """Bytes on the busiest GPU for a layout, by term (``sequences`` overrides the workload's)."""
    seqs = needs.sequences if sequences is None else sequences
    kv, ctx, w = needs.kv, needs.context, needs.weights
    if attention_dp:
        local = math.ceil(seqs / lay.n)
        weights = w.non_routed / lay.pp + w.routed / lay.n
        # a sequence lives on one rank: the busiest holds ``local`` in flight, or the longest request
        kv_b = max(kv.per_sequence(ctx) * local, kv.per_sequence(needs.longest) if local else 0.0) / lay.pp
        state = kv.state_per_sequence * local / lay.pp
    else:
        gqa_split = min(lay.tp, needs.kv_heads)

        def per_rank(tokens: int) -> float:
            swa_tokens = min(tokens, kv.window) if kv.window else 0
            return kv.mla_per_token * tokens + (kv.gqa_per_token * tokens + kv.swa_per_token * swa_tokens) / gqa_split

        weights = w.total / lay.n
        kv_b = max(per_rank(ctx) * seqs, per_rank(needs.longest) if seqs else 0.0) / lay.pp
        state = kv.state_per_sequence * seqs / min(lay.tp, max(needs.linear_heads, 1)) / lay.pp
    return {"weights": weights, "kv_cache": kv_b, "state": state,
            "activations": needs.act_per_gpu, "overhead": needs.overhead_per_gpu}


def layout_for(s: Scenario, n: int) -> Layout:
    node = s.hardware.gpus_per_node
    if s.hardware.pipeline_parallel and n > node and n % node == 0:
        return Layout(tp=node, pp=n // node)
    return Layout(tp=n, pp=1)


def _divides(s: Scenario, tp: int) -> bool:
    a = s.model
    if s.serving.attention_parallel == "tp" and a.num_heads % tp and tp % a.num_heads:
        return False
    if a.moe and a.moe.routed_experts % tp:
        return False
    return True


def _is_pow2(n: int) -> bool:
    return n > 0 and not n & (n - 1)


def follows_rules(s: Scenario, n: int) -> bool:
    lay = layout_for(s, n)
    return _is_pow2(lay.tp) and _divides(s, lay.tp)


def candidates(s: Scenario):
    """Deployable GPU counts in increasing order: powers of two, plus node multiples with PP."""
    node = s.hardware.gpus_per_node
    out = {1 << i for i in range(13)}
    if s.hardware.pipeline_parallel:
        out |= {node * k for k in range(1, MAX_GPUS // node + 1)}
    return sorted(c for c in out if c <= MAX_GPUS and follows_rules(s, c))


def fits_memory(needs: Needs, s: Scenario, n: int, capacity: float) -> bool:
    return sum(per_gpu(needs, layout_for(s, n), s.serving.attention_parallel == "dp").values()) <= capacity


def raw_minimum(needs: Needs, capacity: float) -> int:
    """ceil(weights + KV + state) / (usable memory per GPU − fixed per-GPU terms)."""
    room = capacity - needs.act_per_gpu - needs.overhead_per_gpu
    if room <= 0:
        return MAX_GPUS
    return max(1, math.ceil((needs.weights.total + needs.kv_logical + needs.state_logical) / room))


def min_deployable(needs: Needs, s: Scenario, capacity: float, raw: int) -> tuple[int | None, str]:
    node = s.hardware.gpus_per_node
    blocked_by_node = False
    for n in candidates(s):
        if n < raw or not fits_memory(needs, s, n, capacity):
            continue
        if n > node and not s.hardware.multi_node:
            blocked_by_node = True
            break
        if n == 1:
            return 1, RULE_SINGLE
        return n, RULE_PP if layout_for(s, n).pp > 1 else RULE_POW2
    return None, RULE_NO_MULTI_NODE if blocked_by_node else RULE_TOO_LARGE


def max_sequences(needs: Needs, s: Scenario, n: int, capacity: float) -> int:
    """How many sequences in flight (at their average context) fit next to the weights on every GPU;
    0 when not even the longest request fits alone."""
    dp = s.serving.attention_parallel == "dp"
    lay = layout_for(s, n)
    base = sum(per_gpu(needs, lay, dp, sequences=0).values())
    if sum(per_gpu(needs, lay, dp, sequences=1).values()) > capacity:   # the longest request alone
        return 0
    running = replace(needs, max_context=0)
    one = per_gpu(running, lay, dp, sequences=lay.n if dp else 1)
    per_seq = (one["kv_cache"] + one["state"]) / (lay.n if dp else 1)
    if base > capacity:
        return 0
    if per_seq <= 0:
        return 1_000_000
    return min(int((capacity - base) / per_seq), 1_000_000)


def compute_fit(needs: Needs, s: Scenario) -> Fit:
    gpu = s.hardware.gpu
    capacity = gpu.memory_bytes * s.serving.gpu_memory_utilization
    raw = raw_minimum(needs, capacity)
    deploy, rule = min_deployable(needs, s, capacity, raw)
    n = s.hardware.gpu_count or deploy or min(raw, MAX_GPUS)
    lay = layout_for(s, n)
    # more sequences than the memory holds run in the batch it allows, the rest queued (docs/domain.md, "Latency under load"):
    # "does not fit" only when not even one sequence fits next to the weights
    most = max_sequences(needs, s, n, capacity)
    held = needs.sequences if most >= needs.sequences or most < 1 else most
    terms = per_gpu(needs, lay, s.serving.attention_parallel == "dp", sequences=held)
    used = sum(terms.values())
    node = s.hardware.gpus_per_node
    memory_ok = used <= capacity
    node_ok = n <= node or s.hardware.multi_node
    deployable = follows_rules(s, n) or n == 1
    why = "" if memory_ok and node_ok and deployable else (
        "memory" if not memory_ok else "multi_node" if not node_ok else "rules")
    fill = GpuFill(free=capacity - used, capacity=capacity, physical=gpu.memory_bytes, **terms)
    return Fit(
        gpu_count=n, raw_min_gpus=raw, min_deployable_gpus=deploy, rule=rule,
        fits=memory_ok and node_ok, deployable=deployable, why_not=why,
        tensor_parallel=lay.tp, pipeline_parallel=lay.pp, nodes=math.ceil(n / node),
        per_gpu_used_bytes=used, per_gpu_capacity_bytes=capacity,
        max_concurrent_sequences=most, fill=fill, queued_sequences=needs.sequences - held,
    )
