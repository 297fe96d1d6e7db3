"""Memory terms (domain.md §3): weights per component, KV cache per attention kind, linear-attention
state, activations and runtime overhead. All in bytes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from k3desk.core.architecture import Architecture
from k3desk.core.catalog import Catalog
from k3desk.core.params import ParamCounts
from k3desk.core.scenario import GB, Scenario

#: Copies of the hidden state a forward pass over one prefill chunk keeps alive at its peak
#: (residual, norm output, attention and MoE intermediates, communication buffers). An engineering
#: assumption sized so K3's activations land near seed 000's 30 GB budget for 8 GPUs.
ACTIVATION_COPIES = 16
#: Conv state of linear-attention layers is kept in BF16 by the engines.
CONV_STATE_BYTES = 2


@dataclass(frozen=True)
class KvLayout:
    """Per-token and per-sequence cache sizes, split by how they shard across GPUs."""

    mla_per_token: float  # replicated on every tensor-parallel rank
    gqa_per_token: float  # full-context GQA layers, split over KV heads
    swa_per_token: float  # sliding-window layers, capped at the window
    window: int
    state_per_sequence: float  # linear-attention recurrent + conv state (split over heads)

    @property
    def per_token(self) -> float:
        return self.mla_per_token + self.gqa_per_token + self.swa_per_token

    def per_sequence(self, context: int) -> float:
        """Cache bytes of one sequence at ``context`` tokens (one logical copy)."""
        swa_tokens = min(context, self.window) if self.window else 0
        return (self.mla_per_token + self.gqa_per_token) * context + self.swa_per_token * swa_tokens


def bytes_of(catalog: Catalog, fmt: str) -> float:
    return catalog.format(fmt).bits_per_weight / 8


def kv_layout(a: Architecture, catalog: Catalog) -> KvLayout:
    kvb = bytes_of(catalog, a.kv_format)
    mla = 0.0
    if a.mla_layers:
        m = a.mla
        assert m is not None, "mla_layers > 0 needs an 'mla' block (Architecture validates it)"
        mla = a.mla_layers * (m.kv_lora_rank + m.qk_rope_head_dim) * kvb
    per_gqa_layer = 2 * a.num_kv_heads * a.head_dim * kvb
    state = 0.0
    if a.linear_layers:
        lin = a.linear
        assert lin is not None, "linear_layers > 0 needs a 'linear' block (Architecture validates it)"
        recurrent = lin.num_heads * lin.head_k_dim * lin.head_v_dim * bytes_of(catalog, a.state_format)
        conv = max(lin.conv_kernel - 1, 0) * lin.num_heads * (2 * lin.head_k_dim + lin.head_v_dim) * CONV_STATE_BYTES
        state = a.linear_layers * (recurrent + conv)
    return KvLayout(
        mla_per_token=mla, gqa_per_token=a.gqa_layers * per_gqa_layer,
        swa_per_token=a.swa_layers * per_gqa_layer, window=a.sliding_window or 0,
        state_per_sequence=state,
    )


@dataclass(frozen=True)
class WeightBytes:
    routed: float
    non_routed: float
    by_component: dict[str, float]

    @property
    def total(self) -> float:
        return self.routed + self.non_routed


def weight_bytes(p: ParamCounts, a: Architecture, catalog: Catalog) -> WeightBytes:
    """Routed experts in ``expert_format``, everything else in ``dense_format``."""
    eb, db = bytes_of(catalog, a.expert_format), bytes_of(catalog, a.dense_format)
    comps = {
        "embedding": p.embedding, "lm_head": p.lm_head, "attention": p.attention,
        "linear_attention": p.linear_attention, "dense_ffn": p.dense_ffn,
        "shared_experts": p.shared_experts, "router": p.router, "extra": p.extra,
    }
    by = {k: v * db for k, v in comps.items() if v}
    if p.routed_experts:
        by["routed_experts"] = p.routed_experts * eb
    return WeightBytes(routed=p.routed_experts * eb, non_routed=p.non_routed * db, by_component=by)


def naive_weight_bytes(p: ParamCounts, a: Architecture, catalog: Catalog) -> float:
    """'Total params x nominal bits' (seed 000's 2.8T x 4 bits = 1.4 TB): no scales, no BF16 parts."""
    nominal = math.floor(catalog.format(a.expert_format if a.moe else a.dense_format).bits_per_weight)
    return p.total * nominal / 8


def activation_bytes_per_gpu(s: Scenario) -> float:
    """Peak activations of one prefill chunk plus FP32 logits for the running sequences."""
    a = s.model
    chunk = min(s.serving.prefill_chunk_tokens, s.workload.context_tokens)
    hidden = chunk * a.hidden_size * 2 * ACTIVATION_COPIES
    logits = min(s.workload.concurrent_sequences, 1024) * a.vocab_size * 4
    return hidden + logits


def overhead_bytes_per_gpu(s: Scenario) -> float:
    return s.serving.overhead_per_gpu_gb * GB
