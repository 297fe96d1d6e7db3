"""A model described by its architecture (the fields of a Hugging Face ``config.json``).

Parameters are counted per component from these fields (see ``params.py``) so that each component
can be stored in its own number format. Published totals are kept only to check the count.
"""

from __future__ import annotations

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


class LinearAttention(Section):
    """Linear / KDA / SSM-style attention: a fixed recurrent state per sequence."""

    model_config = Strict
    num_heads: int = Field(gt=0, le=BIG)
    head_k_dim: int = Field(gt=0, le=BIG)
    head_v_dim: int = Field(gt=0, le=BIG)
    conv_kernel: int = Field(default=4, ge=0, le=BIG)
    full_rank_gate: bool = Field(default=True, description="forget gate d -> heads*hd at full rank")


class MoE(Section):
    """Mixture-of-experts feed-forward layers."""

    model_config = Strict
    routed_experts: int = Field(gt=0, le=BIG)
    shared_experts: int = Field(ge=0, le=BIG)
    experts_per_token: int = Field(gt=0, le=BIG)
    expert_ffn: int = Field(gt=0, le=BIG, description="moe_intermediate_size")
    latent_dim: int | None = Field(default=None, gt=0, le=BIG, description="experts run at this width (LatentMoE)")

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

    gqa_layers: int = Field(default=0, ge=0, le=10_000)
    swa_layers: int = Field(default=0, ge=0, le=10_000)
    mla_layers: int = Field(default=0, ge=0, le=10_000)
    linear_layers: int = Field(default=0, ge=0, le=10_000)
    sliding_window: int | None = Field(default=None, gt=0, le=100_000_000)
    mla: MLA | None = None
    linear: LinearAttention | None = None

    dense_layers: int = Field(default=0, ge=0, le=10_000, description="layers with a dense FFN; the rest are MoE")
    dense_ffn: int = Field(default=0, ge=0, le=BIG)
    moe: MoE | None = None
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
        kinds = self.gqa_layers + self.swa_layers + self.mla_layers + self.linear_layers
        if kinds != self.num_layers:
            raise ValueError(
                f"attention layers (gqa {self.gqa_layers} + swa {self.swa_layers} + mla {self.mla_layers}"
                f" + linear {self.linear_layers} = {kinds}) must add up to num_layers ({self.num_layers})"
            )
        if self.mla_layers and self.mla is None:
            raise ValueError("mla_layers > 0 needs an 'mla' block (kv_lora_rank, q_lora_rank, ...)")
        if self.linear_layers and self.linear is None:
            raise ValueError("linear_layers > 0 needs a 'linear' block (num_heads, head_k_dim, head_v_dim)")
        if self.swa_layers and self.sliding_window is None:
            raise ValueError("swa_layers > 0 needs 'sliding_window'")
        if self.dense_layers > self.num_layers:
            raise ValueError("dense_layers cannot exceed num_layers")
        if self.dense_layers < self.num_layers and self.moe is None:
            raise ValueError("layers without a dense FFN need a 'moe' block")
        if self.dense_layers and not self.dense_ffn:
            raise ValueError("dense_layers > 0 needs dense_ffn")
        if self.num_heads % self.num_kv_heads:
            raise ValueError("num_heads must be a multiple of num_kv_heads")
        return self

    @property
    def moe_layers(self) -> int:
        return self.num_layers - self.dense_layers if self.moe else 0
