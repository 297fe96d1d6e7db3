"""A model described by its architecture (the fields of a Hugging Face ``config.json``).

Parameters are counted per component from these fields (see ``params.py``) so that each component
can be stored in its own number format. Published totals are kept only to check the count.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

Strict = ConfigDict(extra="forbid", frozen=True, allow_inf_nan=False, str_max_length=2000)
#: ``source_date`` of a model imported from a config.json (``core.hf_import``).
IMPORTED_DATE = "not dated (imported)"
#: Upper bound of a width, head count or expert count: far above any model, far below an overflow.
BIG = 10_000_000


class Section(BaseModel):
    """Shared by every scenario section: ``-0`` is stored as 0, so no figure ever prints as "-0"."""

    @field_validator("*", mode="after")
    @classmethod
    def _no_negative_zero(cls, value):
        return 0.0 if isinstance(value, float) and value == 0 else value


class MLA(Section):
    """Multi-head latent attention (DeepSeek / Kimi): the cache holds one latent per token."""

    model_config = Strict
    kv_lora_rank: int = Field(gt=0, le=BIG)
    q_lora_rank: int = Field(ge=0, le=BIG, description="0 = queries projected at full rank")
    qk_rope_head_dim: int = Field(ge=0, le=BIG)
    qk_nope_head_dim: int = Field(ge=0, le=BIG)
    v_head_dim: int = Field(gt=0, le=BIG)
    output_gate: bool = Field(default=False, description="a gate on the attention output (hidden -> heads x v)")


class SparseIndexer(Section):
    """DeepSeek Sparse Attention (DeepSeek-V3.2, GLM-5): a small indexer picks, for each query, the
    ``index_topk`` cached tokens the MLA attention reads. The indexer caches one key of
    ``index_head_dim`` per token and layer (FP8 with one FP32 scale per 128 values) and scores every
    cached token each step."""

    model_config = Strict
    index_heads: int = Field(gt=0, le=BIG)
    index_head_dim: int = Field(gt=0, le=BIG)
    index_topk: int = Field(gt=0, le=100_000_000)
    layers: int | None = Field(default=None, gt=0, le=10_000, description="layers with their own indexer "
                                                                           "(GLM-5.2 shares one among several); "
                                                                           "None = every MLA layer")


class AttentionShape(Section):
    """Heads of the sliding-window layers when they differ from the full-attention ones (MiMo-V2-Flash,
    Gemma 4)."""

    model_config = Strict
    num_heads: int = Field(gt=0, le=BIG)
    num_kv_heads: int = Field(gt=0, le=BIG)
    head_dim: int = Field(gt=0, le=BIG)
    v_head_dim: int | None = Field(default=None, gt=0, le=BIG, description="value head size; None = head_dim")


class LinearAttention(Section):
    """Linear / KDA / SSM-style attention: a fixed recurrent state per sequence.

    ``kind`` says which projections the layer has: ``kda`` (Kimi Delta Attention, MiniMax lightning:
    q, k, v, o and a forget gate), ``gdn`` (Gated DeltaNet of Qwen3-Next / Qwen3.5: ``num_k_heads``
    query/key heads, ``num_heads`` value heads) or ``mamba2`` (Mamba-2: ``num_heads`` SSM heads of
    ``head_v_dim`` channels, ``num_k_heads`` groups of state size ``head_k_dim``). The recurrent state
    is ``num_heads x head_k_dim x head_v_dim`` values in every kind."""

    model_config = Strict
    kind: Literal["kda", "gdn", "mamba2"] = "kda"
    num_heads: int = Field(gt=0, le=BIG)
    head_k_dim: int = Field(gt=0, le=BIG)
    head_v_dim: int = Field(gt=0, le=BIG)
    num_k_heads: int | None = Field(default=None, gt=0, le=BIG, description="key heads (gdn) / groups (mamba2)")
    conv_kernel: int = Field(default=4, ge=0, le=BIG)
    full_rank_gate: bool = Field(default=True, description="forget gate d -> heads*hd at full rank")

    @property
    def k_heads(self) -> int:
        return self.num_k_heads or self.num_heads

    @property
    def conv_channels(self) -> int:
        """Channels of the short convolution (queries and keys, then values)."""
        return 2 * self.k_heads * self.head_k_dim + self.num_heads * self.head_v_dim


class CompressedAttention(Section):
    """DeepSeek-V4's compressed attention: one shared key-value head of ``head_dim`` (its last
    ``rope_dim`` values rotary) per layer; every layer attends to the last ``window`` tokens, and
    ``ratios`` gives each layer's compression of the older ones: 0 = the window only, 4 = one cached
    entry per 4 tokens (CSA) of which a sparse indexer picks ``index_topk`` to attend to, 128 = one
    entry per 128 tokens (HCA), all read. Queries come from a low-rank projection, the output goes
    through ``o_groups`` grouped low-rank projections, and the residual stream is ``hc_mult`` wide
    (hyper-connections)."""

    model_config = Strict
    ratios: tuple[int, ...] = Field(min_length=1, max_length=10_000)
    window: int = Field(gt=0, le=100_000_000)
    head_dim: int = Field(gt=0, le=BIG)
    rope_dim: int = Field(ge=0, le=BIG)
    q_lora_rank: int = Field(gt=0, le=BIG)
    o_groups: int = Field(gt=0, le=BIG)
    o_lora_rank: int = Field(gt=0, le=BIG)
    index_heads: int = Field(gt=0, le=BIG)
    index_head_dim: int = Field(gt=0, le=BIG)
    index_topk: int = Field(gt=0, le=100_000_000)
    hc_mult: int = Field(default=1, gt=0, le=64)

    @field_validator("ratios")
    @classmethod
    def _known_ratios(cls, value: tuple[int, ...]) -> tuple[int, ...]:
        unknown = sorted(set(value) - {0, 4, 128})
        if unknown:
            raise ValueError(f"compression ratios must be 0, 4 or 128, not {unknown[0]}")
        return value

    @model_validator(mode="after")
    def _rope_inside(self) -> CompressedAttention:
        if self.rope_dim >= self.head_dim:
            raise ValueError("rope_dim must be smaller than head_dim")
        return self

    def layers(self, ratio: int) -> int:
        return sum(1 for r in self.ratios if r == ratio)


class MoE(Section):
    """Mixture-of-experts feed-forward layers."""

    model_config = Strict
    routed_experts: int = Field(gt=0, le=BIG)
    shared_experts: int = Field(ge=0, le=BIG)
    experts_per_token: int = Field(gt=0, le=BIG)
    expert_ffn: int = Field(gt=0, le=BIG, description="moe_intermediate_size")
    latent_dim: int | None = Field(default=None, gt=0, le=BIG, description="experts run at this width (LatentMoE)")
    shared_ffn: int | None = Field(default=None, gt=0, le=BIG, description="shared experts' FFN; None = expert_ffn")

    @model_validator(mode="after")
    def _k_le_e(self) -> MoE:
        if self.experts_per_token > self.routed_experts:
            raise ValueError("experts_per_token cannot exceed routed_experts")
        return self


class Architecture(Section):
    """One model: architecture, published formats, and catalog metadata with source and date."""

    model_config = Strict

    id: str = Field(min_length=1, max_length=80, pattern=r"^[A-Za-z0-9._-]+$")
    name: str = Field(min_length=1, max_length=120)
    vendor: str = Field(default="", max_length=80)
    license: str = Field(default="", max_length=200)
    release_date: str = Field(default="", max_length=40)
    source: str = Field(min_length=1)
    source_date: str = Field(min_length=1, max_length=40)

    published_total_params: float | None = Field(default=None, gt=0, le=1e16)
    published_active_params: float | None = Field(default=None, gt=0, le=1e16)

    hidden_size: int = Field(gt=0, le=1_000_000)
    num_layers: int = Field(gt=0, le=10_000)
    vocab_size: int = Field(gt=0, le=10_000_000)
    tie_word_embeddings: bool = False
    max_context: int = Field(gt=0, le=100_000_000)

    num_heads: int = Field(gt=0, le=BIG)
    num_kv_heads: int = Field(gt=0, le=BIG)
    head_dim: int = Field(gt=0, le=BIG)
    v_head_dim: int | None = Field(default=None, gt=0, le=BIG, description="GQA value head size; None = head_dim")
    shared_kv: bool = Field(default=False, description="full-attention layers use one projection for K and V")
    output_gate: bool = Field(default=False, description="full-attention layers gate their output (q_proj x 2)")

    gqa_layers: int = Field(default=0, ge=0, le=10_000)
    swa_layers: int = Field(default=0, ge=0, le=10_000)
    mla_layers: int = Field(default=0, ge=0, le=10_000)
    linear_layers: int = Field(default=0, ge=0, le=10_000)
    no_mixer_layers: int = Field(default=0, ge=0, le=10_000, description="layers with a feed-forward only")
    csa_layers: int = Field(default=0, ge=0, le=10_000, description="compressed-attention layers (DeepSeek-V4)")
    sliding_window: int | None = Field(default=None, gt=0, le=100_000_000)
    window_kind: Literal["sliding", "chunked"] = Field(
        default="sliding", description="swa_layers see the last window tokens (sliding) or their chunk (chunked)")
    swa: AttentionShape | None = None
    mla: MLA | None = None
    dsa: SparseIndexer | None = None
    linear: LinearAttention | None = None
    csa: CompressedAttention | None = None

    dense_layers: int = Field(default=0, ge=0, le=10_000, description="layers with a dense FFN; the rest are MoE")
    dense_ffn: int = Field(default=0, ge=0, le=BIG)
    no_ffn_layers: int = Field(default=0, ge=0, le=10_000, description="layers with attention / SSM only")
    ffn_gated: bool = Field(default=True, description="FFNs and experts have gate, up and down projections "
                                                      "(SwiGLU); false: up and down only (Nemotron's ReLU²)")
    moe: MoE | None = None
    active_excludes: Literal["none", "embedding", "embedding_and_lm_head"] = Field(
        default="none", description="what the owner's active-parameter figure leaves out: nothing (DeepSeek, "
                                    "Kimi, Meta), the embedding table (OpenAI) or it and the LM head (MiniMax)")
    extra_params: int = Field(default=0, ge=0, le=10**16, description="vision encoder, MTP modules and other extras")
    checkpoint_extra_bytes: float = Field(
        default=0, ge=0, le=1e15,
        description="bytes the published checkpoint holds beyond the served weights (an MTP module, "
                    "higher-precision copies): counted for download and disk, not for GPU memory")
    extra_params_note: str = ""

    expert_format: str = Field(default="bf16", max_length=40, description="routed experts")
    dense_format: str = Field(default="bf16", max_length=40, description="everything outside routed experts")
    kv_format: str = Field(default="bf16", max_length=40, description="KV cache")
    state_format: str = Field(default="fp32", max_length=40, description="linear-attention recurrent state")

    @model_validator(mode="after")
    def _consistent(self) -> Architecture:
        kinds = (self.gqa_layers + self.swa_layers + self.mla_layers + self.linear_layers + self.no_mixer_layers
                 + self.csa_layers)
        if kinds != self.num_layers:
            extra = f" + no mixer {self.no_mixer_layers}" if self.no_mixer_layers else ""
            extra += f" + compressed {self.csa_layers}" if self.csa_layers else ""
            raise ValueError(
                f"attention layers (gqa {self.gqa_layers} + swa {self.swa_layers} + mla {self.mla_layers}"
                f" + linear {self.linear_layers}{extra} = {kinds}) must add up to num_layers ({self.num_layers})"
            )
        if self.dsa and not self.mla_layers:
            raise ValueError("a 'dsa' indexer needs mla_layers > 0")
        if self.mla_layers and self.mla is None:
            raise ValueError("mla_layers > 0 needs an 'mla' block (kv_lora_rank, q_lora_rank, ...)")
        if self.linear_layers and self.linear is None:
            raise ValueError("linear_layers > 0 needs a 'linear' block (num_heads, head_k_dim, head_v_dim)")
        if self.csa_layers and (self.csa is None or len(self.csa.ratios) != self.csa_layers):
            raise ValueError("csa_layers > 0 needs a 'csa' block with one compression ratio per layer")
        if self.csa_layers and self.swa_layers:
            raise ValueError("compressed-attention layers keep their own window: no sliding-window layers beside them")
        if self.swa_layers and self.sliding_window is None:
            raise ValueError("swa_layers > 0 needs 'sliding_window'")
        if self.dense_layers + self.no_ffn_layers > self.num_layers:
            raise ValueError("dense_layers + no_ffn_layers cannot exceed num_layers")
        if self.dense_layers + self.no_ffn_layers < self.num_layers and self.moe is None:
            raise ValueError("layers without a dense FFN need a 'moe' block")
        if self.dense_layers and not self.dense_ffn:
            raise ValueError("dense_layers > 0 needs dense_ffn")
        if self.num_heads % self.num_kv_heads:
            raise ValueError("num_heads must be a multiple of num_kv_heads")
        if self.swa and self.swa.num_heads % self.swa.num_kv_heads:
            raise ValueError("swa.num_heads must be a multiple of swa.num_kv_heads")
        return self

    @property
    def moe_layers(self) -> int:
        return self.num_layers - self.dense_layers - self.no_ffn_layers if self.moe else 0

    @property
    def swa_shape(self) -> AttentionShape:
        """Heads of the sliding-window layers (the model's own heads unless ``swa`` says otherwise)."""
        return self.swa or AttentionShape(num_heads=self.num_heads, num_kv_heads=self.num_kv_heads,
                                          head_dim=self.head_dim, v_head_dim=self.v_head_dim)
