"""Memory terms (docs/domain.md §3): weights per component, KV cache per attention kind, linear-attention
state, activations and runtime overhead. All in bytes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from k3desk.core.catalog import Catalog
from k3desk.core.model.architecture import Architecture
from k3desk.core.model.params import ParamCounts
from k3desk.core.scenario import GB, Scenario

#: Copies of the hidden state a forward pass over one prefill chunk keeps alive at its peak
#: (residual, norm output, attention and MoE intermediates, communication buffers). An engineering
#: assumption sized so K3's activations land near seed 000's 30 GB budget for 8 GPUs.
ACTIVATION_COPIES = 16
#: Conv state of linear-attention layers is kept in BF16 by the engines.
CONV_STATE_BYTES = 2
#: A DSA indexer key is cached in FP8 with one FP32 scale per 128 values (DeepSeek-V3.2's inference
#: code and vLLM's indexer cache: 128 + 4 bytes per token and layer for a 128-wide key).
INDEXER_KEY_BYTES = 1
INDEXER_SCALE_BYTES_PER_128 = 4


@dataclass(frozen=True)
class KvLayout:
    """Per-token and per-sequence cache sizes, split by how they shard across GPUs."""

    mla_per_token: float  # replicated on every tensor-parallel rank (MLA latents + DSA indexer keys)
    gqa_per_token: float  # full-context GQA layers, split over KV heads
    swa_per_token: float  # sliding-window (or chunked) layers, capped at the window
    window: int
    state_per_sequence: float  # linear-attention / SSM recurrent + conv state (split over heads)
    indexer_per_token: float = 0.0  # the DSA indexer's part of mla_per_token: scored in full every step
    sparse_topk: int = 0  # DSA: the attention reads the latents of at most this many tokens
    #: compressed attention (DeepSeek-V4): the part of mla_per_token its sparse indexer picks from, read
    #: for at most ``capped_tokens`` tokens a step (the top-k entries, ratio tokens each)
    capped_per_token: float = 0.0
    capped_tokens: int = 0

    @property
    def per_token(self) -> float:
        """Bytes every cached token adds at any context (sliding layers only until the window is full)."""
        return self.mla_per_token + self.gqa_per_token + self.swa_per_token

    @property
    def full_per_token(self) -> float:
        """Bytes per token of the layers that keep the whole context (no window)."""
        return self.mla_per_token + self.gqa_per_token

    @property
    def windowed_cap(self) -> float:
        """Bytes per sequence at which the sliding / chunked layers stop growing."""
        return self.swa_per_token * self.window

    def per_sequence(self, context: int) -> float:
        """Cache bytes of one sequence at ``context`` tokens (one logical copy)."""
        swa_tokens = min(context, self.window) if self.window else 0
        return (self.mla_per_token + self.gqa_per_token) * context + self.swa_per_token * swa_tokens

    def mla_read(self, context: float) -> float:
        """MLA bytes one decode step reads for one sequence: every latent, or with DSA every indexer
        key plus the latents of the ``sparse_topk`` tokens it picks; compressed attention reads the
        entries its indexer picks (``capped_tokens``) and every other compressed entry."""
        capped = self.capped_per_token * min(context, self.capped_tokens) if self.capped_per_token else 0.0
        latents = self.mla_per_token - self.indexer_per_token - self.capped_per_token
        seen = min(context, self.sparse_topk) if self.sparse_topk else context
        return self.indexer_per_token * context + latents * seen + capped

    def read_per_sequence(self, context: float) -> float:
        """Cache bytes one decode step reads for one sequence at ``context`` tokens."""
        swa_tokens = min(context, self.window) if self.window else 0
        return self.mla_read(context) + self.gqa_per_token * context + self.swa_per_token * swa_tokens


def bytes_of(catalog: Catalog, fmt: str) -> float:
    return catalog.format(fmt).bits_per_weight / 8


#: A compressed-attention (DeepSeek-V4) cache entry in an 8-bit cache: the non-rotary values in FP8 with
#: one scale byte per 64 of them and a pad byte, the rotary ones in BF16 (SGLang's DeepSeek-V4 pool:
#: 448 + 64 x 2 + 7 + 1 = 584 bytes for a 512-wide head); a 16-bit cache keeps every value in 2 bytes.
CSA_FP8_BLOCK = 64


def csa_entry_bytes(a: Architecture, catalog: Catalog) -> float:
    """Bytes of one cached compressed-attention entry (one token of the window or one compressed slot)."""
    c = a.csa
    assert c is not None, "csa_layers > 0 needs a 'csa' block (Architecture validates it)"
    kvb = bytes_of(catalog, a.kv_format)
    if kvb >= 2:
        return c.head_dim * kvb
    nope = c.head_dim - c.rope_dim
    return nope * kvb + c.rope_dim * 2 + math.ceil(nope / CSA_FP8_BLOCK) + 1


def indexer_key_bytes(dim: int) -> float:
    """One sparse-indexer key: FP8 with one FP32 scale per 128 values."""
    return dim * INDEXER_KEY_BYTES + math.ceil(dim / 128) * INDEXER_SCALE_BYTES_PER_128


def kv_layout(a: Architecture, catalog: Catalog) -> KvLayout:
    """Per-token cache of each attention kind:

    MLA: ``kv_lora_rank + qk_rope_head_dim`` values per layer (+ the DSA indexer key, FP8 + scale);
    GQA: K and V heads, ``kv_heads x (head_dim + v_head_dim)`` per layer (sliding / chunked layers
    with their own heads, capped at the window); linear attention / SSM: a constant state per sequence.
    """
    kvb = bytes_of(catalog, a.kv_format)
    mla = indexer = 0.0
    if a.mla_layers:
        m = a.mla
        assert m is not None, "mla_layers > 0 needs an 'mla' block (Architecture validates it)"
        mla = a.mla_layers * (m.kv_lora_rank + m.qk_rope_head_dim) * kvb
        if a.dsa:
            indexer = (a.dsa.layers or a.mla_layers) * indexer_key_bytes(a.dsa.index_head_dim)
    per_gqa_layer = a.num_kv_heads * (a.head_dim + (a.v_head_dim or a.head_dim)) * kvb
    sw = a.swa_shape
    per_swa_layer = sw.num_kv_heads * (sw.head_dim + (sw.v_head_dim or sw.head_dim)) * kvb
    state = 0.0
    if a.linear_layers:
        lin = a.linear
        assert lin is not None, "linear_layers > 0 needs a 'linear' block (Architecture validates it)"
        recurrent = lin.num_heads * lin.head_k_dim * lin.head_v_dim * bytes_of(catalog, a.state_format)
        conv = max(lin.conv_kernel - 1, 0) * lin.conv_channels * CONV_STATE_BYTES
        state = a.linear_layers * (recurrent + conv)
    swa, window, capped, capped_tokens = a.swa_layers * per_swa_layer, a.sliding_window or 0, 0.0, 0
    if a.csa_layers and a.csa is not None:
        # every layer keeps its window; a compressing layer one entry per `ratio` tokens, a ratio-4 layer
        # also its indexer's key per entry (SGLang's DeepSeek-V4 memory pool and its pool configurator)
        c, entry = a.csa, csa_entry_bytes(a, catalog)
        swa, window = a.csa_layers * entry, c.window
        c4 = c.layers(4)
        capped = c4 * entry / 4
        capped_tokens = 4 * c.index_topk
        indexer += c4 * indexer_key_bytes(c.index_head_dim) / 4
        mla += capped + c.layers(128) * entry / 128
    return KvLayout(
        mla_per_token=mla + indexer, gqa_per_token=a.gqa_layers * per_gqa_layer,
        swa_per_token=swa, window=window,
        state_per_sequence=state, indexer_per_token=indexer, sparse_topk=a.dsa.index_topk if a.dsa else 0,
        capped_per_token=capped, capped_tokens=capped_tokens,
    )


def decode_attention_flops(a: Architecture, ctx: float) -> float:
    """Decode attention FLOPs of one token over ``ctx`` cached tokens (MLA absorbed form; DSA scores
    every cached token in its indexer, then attends to ``index_topk``; sliding / chunked layers see
    at most the window; linear and SSM layers update a constant state)."""
    f = 0.0
    if a.mla_layers:
        m = a.mla
        assert m is not None, "mla_layers > 0 needs an 'mla' block (Architecture validates it)"
        seen = min(ctx, a.dsa.index_topk) if a.dsa else ctx
        f += a.mla_layers * 2 * a.num_heads * seen * (2 * m.kv_lora_rank + m.qk_rope_head_dim)
        if a.dsa:
            f += (a.dsa.layers or a.mla_layers) * 2 * a.dsa.index_heads * a.dsa.index_head_dim * ctx
    f += a.gqa_layers * 2 * a.num_heads * (a.head_dim + (a.v_head_dim or a.head_dim)) * ctx
    if a.swa_layers:
        window = a.sliding_window
        assert window is not None, "swa_layers > 0 needs 'sliding_window' (Architecture validates it)"
        sw = a.swa_shape
        f += a.swa_layers * 2 * sw.num_heads * (sw.head_dim + (sw.v_head_dim or sw.head_dim)) * min(ctx, window)
    if a.linear_layers:
        lin = a.linear
        assert lin is not None, "linear_layers > 0 needs a 'linear' block (Architecture validates it)"
        f += a.linear_layers * 4 * lin.num_heads * lin.head_k_dim * lin.head_v_dim
    if a.csa_layers and a.csa is not None:
        c = a.csa
        for r in c.ratios:
            seen = min(ctx, c.window) + (min(ctx / 4, c.index_topk) if r == 4 else ctx / r if r else 0)
            f += 2 * a.num_heads * 2 * c.head_dim * seen
            if r == 4:
                f += 2 * c.index_heads * c.index_head_dim * ctx / 4
    return f


def prefill_attention_flops(a: Architecture, prompt: int) -> float:
    """The quadratic part of a prompt's attention FLOPs (causal: half the full square)."""
    quad = 0.0
    if a.mla_layers:
        m = a.mla
        assert m is not None, "mla_layers > 0 needs an 'mla' block (Architecture validates it)"
        qk_v = m.qk_nope_head_dim + m.qk_rope_head_dim + m.v_head_dim
        if a.dsa:  # each query attends to at most index_topk tokens; the indexer scores all of them
            quad += a.mla_layers * 2 * a.num_heads * prompt * min(prompt, a.dsa.index_topk) * qk_v
            quad += (a.dsa.layers or a.mla_layers) * a.dsa.index_heads * a.dsa.index_head_dim * prompt ** 2
        else:
            quad += a.mla_layers * a.num_heads * prompt ** 2 * qk_v
    quad += a.gqa_layers * a.num_heads * (a.head_dim + (a.v_head_dim or a.head_dim)) * prompt ** 2
    if a.swa_layers:
        window = a.sliding_window
        assert window is not None, "swa_layers > 0 needs 'sliding_window' (Architecture validates it)"
        sw = a.swa_shape
        quad += a.swa_layers * 2 * sw.num_heads * (sw.head_dim + (sw.v_head_dim or sw.head_dim)) * prompt * min(
            prompt, window)
    if a.csa_layers and a.csa is not None:   # causal: each query sees half the compressed entries on average
        c = a.csa
        for r in c.ratios:
            seen = min(prompt, c.window) + (min(prompt / 8, c.index_topk) if r == 4 else prompt / (2 * r) if r else 0)
            quad += 2 * a.num_heads * 2 * c.head_dim * prompt * seen
            if r == 4:
                quad += c.index_heads * c.index_head_dim * prompt ** 2 / 4
    return quad


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
