"""Parameter counts per component, from the architecture (docs/domain.md §2).

Each component keeps its own count so it can be stored in its own number format: routed experts
in ``expert_format``, everything else in ``dense_format``.
"""

from __future__ import annotations

from dataclasses import dataclass

from k3desk.core.model.architecture import Architecture


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
    active_excludes: str = "none"  # the owner's definition of "active" (Architecture.active_excludes)

    @property
    def total(self) -> float:
        return self.non_routed + self.routed_experts

    @property
    def non_routed(self) -> float:
        """Everything outside routed experts (stored in the dense format)."""
        return (self.embedding + self.lm_head + self.attention + self.linear_attention + self.dense_ffn
                + self.shared_experts + self.router + self.extra)

    @property
    def active_all(self) -> float:
        """Parameters used per token: all outside routed experts (less the vision encoder, which
        text tokens do not use) plus k/E of the routed experts, embedding and LM head included."""
        return self.non_routed - self.extra + self.active_routed

    @property
    def active(self) -> float:
        """Active parameters under the model owner's definition (``active_excludes``): everything a
        token touches (DeepSeek's 37B, Kimi's 32B, Meta's 17B), less the embedding table (OpenAI's
        gpt-oss-120b 5.13B counts the unembedding only), or less it and the LM head (MiniMax's ~10B)."""
        if self.active_excludes == "embedding":
            return self.active_all - self.embedding
        if self.active_excludes == "embedding_and_lm_head":
            return self.active_all - self.embedding - self.lm_head
        return self.active_all


def mla_layer_params(a: Architecture) -> float:
    m, d, h = a.mla, a.hidden_size, a.num_heads
    assert m is not None, "mla_layers > 0 needs an 'mla' block (Architecture validates it)"
    qk = m.qk_nope_head_dim + m.qk_rope_head_dim
    q = d * m.q_lora_rank + m.q_lora_rank * h * qk if m.q_lora_rank else d * h * qk
    kv = d * (m.kv_lora_rank + m.qk_rope_head_dim) + m.kv_lora_rank * h * (m.qk_nope_head_dim + m.v_head_dim)
    norms = m.q_lora_rank + m.kv_lora_rank
    gate = d * h * m.v_head_dim if m.output_gate else 0
    return q + kv + h * m.v_head_dim * d + norms + gate


def dsa_indexer_params(a: Architecture) -> float:
    """The DSA indexer of one layer: queries from the q latent (or the hidden state), one key head,
    its LayerNorm (weight and bias) and the per-head weights."""
    x, m = a.dsa, a.mla
    assert x is not None and m is not None, "a 'dsa' block needs mla_layers (Architecture validates it)"
    q_in = m.q_lora_rank or a.hidden_size
    return (q_in * x.index_heads * x.index_head_dim + a.hidden_size * x.index_head_dim
            + 2 * x.index_head_dim + a.hidden_size * x.index_heads)


def gqa_layer_params(a: Architecture) -> float:
    """A full-attention layer: q, k, v (none when K and V share one projection) and o."""
    d, h, kv, hd = a.hidden_size, a.num_heads, a.num_kv_heads, a.head_dim
    vd = a.v_head_dim or hd
    q = d * h * hd * (2 if a.output_gate else 1)
    return q + d * kv * hd + (0 if a.shared_kv else d * kv * vd) + h * vd * d


def swa_layer_params(a: Architecture) -> float:
    """A sliding-window (or chunked) layer, with its own heads when ``swa`` gives them."""
    s, d = a.swa_shape, a.hidden_size
    vd = s.v_head_dim or s.head_dim
    return d * s.num_heads * s.head_dim + d * s.num_kv_heads * (s.head_dim + vd) + s.num_heads * vd * d


def linear_layer_params(a: Architecture) -> float:
    """One linear-attention / SSM layer, by kind.

    kda: q, k, v, o projections, the forget gate (full rank or low rank), beta and short convolutions;
    gdn: the fused q/k/v/z projection, the b/a projection, convolution, A and dt, the gated norm, out;
    mamba2: in_proj (z, x, B, C, dt), convolution over x/B/C, A, D and dt, the gated norm, out_proj."""
    lin, d = a.linear, a.hidden_size
    assert lin is not None, "linear_layers > 0 needs a 'linear' block (Architecture validates it)"
    hk, hv = lin.k_heads * lin.head_k_dim, lin.num_heads * lin.head_v_dim
    conv = lin.conv_kernel * lin.conv_channels
    if lin.kind == "gdn":
        return d * (2 * hk + 2 * hv) + d * 2 * lin.num_heads + conv + 2 * lin.num_heads + lin.head_v_dim + hv * d
    if lin.kind == "mamba2":
        return d * (2 * hv + 2 * hk + lin.num_heads) + conv + 3 * lin.num_heads + hv + hv * d
    proj = d * hk * 2 + d * hv * 2  # q, k, v, o
    gate = d * hk if lin.full_rank_gate else 2 * d * lin.head_k_dim
    beta = d * lin.num_heads
    return proj + gate + beta + conv


def csa_layer_params(a: Architecture, ratio: int) -> float:
    """One DeepSeek-V4 compressed-attention layer (the reference inference code's modules): the
    low-rank queries, the one shared key-value head, the grouped low-rank output, the per-head
    attention sink; a compressing layer adds its compressor (key-value and gate projections, twice
    as wide with the overlapping windows of ratio 4, and a learned position term per slot), and a
    ratio-4 layer its sparse indexer (queries from the query latent, per-head weights and a compressor
    of its own); the hyper-connections mix ``hc_mult`` residual streams before the attention and the
    feed-forward."""
    c, d, h = a.csa, a.hidden_size, a.num_heads
    assert c is not None, "csa_layers > 0 needs a 'csa' block (Architecture validates it)"
    hd = c.head_dim
    q = d * c.q_lora_rank + c.q_lora_rank + c.q_lora_rank * h * hd
    kv = d * hd + hd
    o = h * hd * c.o_lora_rank + c.o_groups * c.o_lora_rank * d
    out = q + kv + o + h
    if ratio:
        wide = 2 if ratio == 4 else 1
        out += 2 * d * wide * hd + ratio * wide * hd + hd
    if ratio == 4:
        ihd = c.index_head_dim
        out += c.q_lora_rank * c.index_heads * ihd + d * c.index_heads + 2 * d * 2 * ihd + 4 * 2 * ihd + ihd
    m = c.hc_mult
    if m > 1:
        mix = (2 + m) * m
        out += 2 * (mix * m * d + mix + 3)
    return out


def count_params(a: Architecture) -> ParamCounts:
    d = a.hidden_size
    embedding = a.vocab_size * d
    lm_head = 0 if a.tie_word_embeddings else a.vocab_size * d
    attention = a.gqa_layers * gqa_layer_params(a) + (a.swa_layers * swa_layer_params(a) if a.swa_layers else 0)
    if a.mla_layers:
        attention += a.mla_layers * mla_layer_params(a)
        if a.dsa:
            attention += (a.dsa.layers or a.mla_layers) * dsa_indexer_params(a)
    if a.csa_layers and a.csa is not None:
        attention += sum(csa_layer_params(a, r) for r in a.csa.ratios)
    attention += a.num_layers * 2 * d  # two RMSNorms per layer
    linear = a.linear_layers * linear_layer_params(a) if a.linear_layers else 0
    mats = 3 if a.ffn_gated else 2  # gate, up, down (SwiGLU) or up, down
    dense = a.dense_layers * mats * d * a.dense_ffn
    shared = routed = router = active_routed = 0.0
    if a.moe and a.moe_layers:
        m, n = a.moe, a.moe_layers
        width = m.latent_dim or d
        per_expert = mats * width * m.expert_ffn
        routed = n * m.routed_experts * per_expert
        active_routed = n * m.experts_per_token * per_expert
        shared = n * m.shared_experts * mats * d * (m.shared_ffn or m.expert_ffn)
        router = n * (d * m.routed_experts + (2 * d * m.latent_dim if m.latent_dim else 0))
    return ParamCounts(
        embedding=embedding, lm_head=lm_head, attention=attention, linear_attention=linear,
        dense_ffn=dense, shared_experts=shared, routed_experts=routed, router=router,
        extra=a.extra_params, active_routed=active_routed, active_excludes=a.active_excludes,
    )


def bytes_per_routed_expert(a: Architecture, bits_per_weight: float) -> float:
    """Bytes of one routed expert in one layer (what a token's routing pulls from memory)."""
    if not a.moe:
        return 0.0
    mats = 3 if a.ffn_gated else 2
    return mats * (a.moe.latent_dim or a.hidden_size) * a.moe.expert_ffn * bits_per_weight / 8
