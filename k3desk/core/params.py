"""Parameter counts per component, from the architecture (domain.md §2).

Each component keeps its own count so it can be stored in its own number format: routed experts
in ``expert_format``, everything else in ``dense_format``.
"""

from __future__ import annotations

from dataclasses import dataclass

from k3desk.core.architecture import Architecture


@dataclass(frozen=True)
class ParamCounts:
    """Parameters by component (counts, not bytes)."""

    embedding: float
    lm_head: float
    attention: float  # softmax attention layers (GQA, SWA, MLA) incl. norms
    linear_attention: float  # KDA / linear layers
    dense_ffn: float
    shared_experts: float
    routed_experts: float  # all routed experts of all MoE layers
    router: float  # router plus latent projections of LatentMoE
    extra: float  # vision encoder, MTP modules
    active_routed: float  # routed parameters one token touches (k/E of routed)

    @property
    def total(self) -> float:
        return self.non_routed + self.routed_experts

    @property
    def non_routed(self) -> float:
        """Everything outside routed experts (stored in the dense format)."""
        return (self.embedding + self.lm_head + self.attention + self.linear_attention + self.dense_ffn
                + self.shared_experts + self.router + self.extra)

    @property
    def active(self) -> float:
        """Parameters used per token: all outside routed experts (less the vision encoder, which
        text tokens do not use) plus k/E of the routed experts. Embeddings count, as published
        active figures count them."""
        return self.non_routed - self.extra + self.active_routed


def mla_layer_params(a: Architecture) -> float:
    m, d, h = a.mla, a.hidden_size, a.num_heads
    assert m is not None, "mla_layers > 0 needs an 'mla' block (Architecture validates it)"
    qk = m.qk_nope_head_dim + m.qk_rope_head_dim
    q = d * m.q_lora_rank + m.q_lora_rank * h * qk if m.q_lora_rank else d * h * qk
    kv = d * (m.kv_lora_rank + m.qk_rope_head_dim) + m.kv_lora_rank * h * (m.qk_nope_head_dim + m.v_head_dim)
    norms = m.q_lora_rank + m.kv_lora_rank
    return q + kv + h * m.v_head_dim * d + norms


def gqa_layer_params(a: Architecture) -> float:
    d, h, kv, hd = a.hidden_size, a.num_heads, a.num_kv_heads, a.head_dim
    return d * h * hd + 2 * d * kv * hd + h * hd * d


def linear_layer_params(a: Architecture) -> float:
    """q, k, v, o projections, the forget gate (full rank or low rank), beta and short convolutions."""
    lin, d = a.linear, a.hidden_size
    assert lin is not None, "linear_layers > 0 needs a 'linear' block (Architecture validates it)"
    hk, hv = lin.num_heads * lin.head_k_dim, lin.num_heads * lin.head_v_dim
    proj = d * hk * 2 + d * hv * 2  # q, k, v, o
    gate = d * hk if lin.full_rank_gate else 2 * d * lin.head_k_dim
    beta = d * lin.num_heads
    conv = lin.conv_kernel * (2 * hk + hv)
    return proj + gate + beta + conv


def count_params(a: Architecture) -> ParamCounts:
    d = a.hidden_size
    embedding = a.vocab_size * d
    lm_head = 0 if a.tie_word_embeddings else a.vocab_size * d
    attention = (a.gqa_layers + a.swa_layers) * gqa_layer_params(a)
    if a.mla_layers:
        attention += a.mla_layers * mla_layer_params(a)
    attention += a.num_layers * 2 * d  # two RMSNorms per layer
    linear = a.linear_layers * linear_layer_params(a) if a.linear_layers else 0
    dense = a.dense_layers * 3 * d * a.dense_ffn
    shared = routed = router = active_routed = 0.0
    if a.moe and a.moe_layers:
        m, n = a.moe, a.moe_layers
        width = m.latent_dim or d
        per_expert = 3 * width * m.expert_ffn
        routed = n * m.routed_experts * per_expert
        active_routed = n * m.experts_per_token * per_expert
        shared = n * m.shared_experts * 3 * d * m.expert_ffn
        router = n * (d * m.routed_experts + (2 * d * m.latent_dim if m.latent_dim else 0))
    return ParamCounts(
        embedding=embedding, lm_head=lm_head, attention=attention, linear_attention=linear,
        dense_ffn=dense, shared_experts=shared, routed_experts=routed, router=router,
        extra=a.extra_params, active_routed=active_routed,
    )


def bytes_per_routed_expert(a: Architecture, bits_per_weight: float) -> float:
    """Bytes of one routed expert in one layer (what a token's routing pulls from memory)."""
    if not a.moe:
        return 0.0
    return 3 * (a.moe.latent_dim or a.hidden_size) * a.moe.expert_ffn * bits_per_weight / 8
