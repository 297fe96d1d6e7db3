"""One pydantic model per Hugging Face ``config.json`` family that :mod:`k3desk.core.hf_import` knows.

Each model reads the keys its family's config holds, and nothing else (``extra="ignore"``). Types
are strict: an integer must be a JSON integer (not a bool, a float or a string), a flag a JSON
``true``/``false`` (the string ``"false"`` is malformed, never read as true). ``null`` counts as absent.

Field names are the :class:`~k3desk.core.architecture.Architecture` names, with an alias naming the
config key where the two differ (``num_layers`` is read from ``num_hidden_layers``). Two kinds of
field keep the config key as their name: a value read from one of two keys (``max_position_embeddings``,
else ``model_max_length``), and a field with a default that a rule may still require (pydantic
reports such a field under its Python name, and the error must name the config key).

Rules between fields (``layer_types`` has one entry per layer, ``sliding_window`` is required once
a layer uses it, ...) are field validators that read the fields declared before them
(``info.data``), so they are reported together with every other bad or missing field. They raise
:func:`missing` or :func:`malformed`; ``hf_import`` turns the collected errors into one line.

``architecture_fields()`` returns the keyword fields for ``Architecture(...)``: what every family
shares (:meth:`FamilyConfig.common_fields`), what the family adds (``family_fields``) and the
``extra_params_note`` for what is in the checkpoint but not counted (MTP layers, a vision encoder).
"""

from __future__ import annotations

from typing import Any

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

VISION_NOTE = "vision encoder present in the checkpoint, not counted (its size is not in config.json)"
_LAYER_KINDS = ("sliding_attention", "full_attention")


def clip(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[:limit] + "…"


def missing() -> PydanticCustomError:
    """A field that a rule between fields requires (reported under "missing fields")."""
    return PydanticCustomError("missing", "Field required")


def malformed(detail: str) -> PydanticCustomError:
    """A field that breaks a rule (reported under "malformed fields" as ``key (detail)``)."""
    return PydanticCustomError("malformed", "{detail}", {"detail": detail})


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class _ConfigModel(BaseModel):
    """A part of a config.json: unknown keys ignored, read-only, ``null`` the same as absent."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    @model_validator(mode="before")
    @classmethod
    def _null_is_absent(cls, data: Any) -> Any:
        return {k: v for k, v in data.items() if v is not None} if isinstance(data, dict) else data


class FamilyConfig(_ConfigModel):
    """The keys every family shares."""

    hidden_size: StrictInt
    num_layers: StrictInt = Field(alias="num_hidden_layers")
    vocab_size: StrictInt
    num_heads: StrictInt = Field(alias="num_attention_heads")
    num_kv_heads: StrictInt | None = Field(None, alias="num_key_value_heads")  # absent: num_heads
    head_dim: StrictInt | None = None                                          # absent or 0: hidden_size / heads
    model_max_length: Any = None  # read only when max_position_embeddings is absent or 0
    max_position_embeddings: StrictInt | None = Field(None, validate_default=True)
    tie_word_embeddings: StrictBool = False
    # Read as they are: formats_from_quantization names a bad one.
    torch_dtype: Any = None
    dtype: Any = None
    quantization_config: Any = None

    @field_validator("max_position_embeddings")
    @classmethod
    def _context_known(cls, value: int | None, info: ValidationInfo) -> int | None:
        if not value and not _is_int(info.data.get("model_max_length")):
            raise missing()
        return value

    def common_fields(self) -> dict:
        return dict(
            hidden_size=self.hidden_size, num_layers=self.num_layers, vocab_size=self.vocab_size,
            tie_word_embeddings=self.tie_word_embeddings,
            max_context=self.max_position_embeddings or self.model_max_length,
            num_heads=self.num_heads, num_kv_heads=self.num_heads if self.num_kv_heads is None else self.num_kv_heads,
            head_dim=self.head_dim or max(1, self.hidden_size // max(1, self.num_heads)),
        )

    def family_fields(self) -> dict:
        raise NotImplementedError

    def notes(self) -> list[str]:
        """What the checkpoint holds that is not counted."""
        return []

    def architecture_fields(self, vision_encoder: bool = False) -> dict:
        """The keyword fields for ``Architecture(...)`` (without id, name, source and formats)."""
        fields = {**self.common_fields(), **self.family_fields()}
        notes = [*self.notes(), VISION_NOTE if vision_encoder else ""]
        fields["extra_params_note"] = "; ".join(n for n in notes if n)
        if "moe" in fields and fields.get("dense_layers", 0) >= fields["num_layers"]:
            fields.pop("moe")  # every layer is dense: no MoE block
        return fields


# ---- families with GQA layers, sliding-window on some when ``layer_types`` says so --------------------

class _LayerTypesConfig(FamilyConfig):
    """GQA attention; the layers ``layer_types`` marks ``sliding_attention`` use a window."""

    layer_types: list[Any] | None = Field(None, strict=True)   # sliding_attention / full_attention
    sliding_window: StrictInt | None = Field(None, validate_default=True)

    @field_validator("layer_types")
    @classmethod
    def _known_layers(cls, types: list | None, info: ValidationInfo) -> list | None:
        layers = info.data.get("num_layers")
        if not types or layers is None:
            return types
        if len(types) != layers:
            raise malformed(f"has {len(types)} entries, num_hidden_layers is {layers}")
        unknown = sorted({clip(t) if isinstance(t, str) else type(t).__name__ for t in types if t not in _LAYER_KINDS})
        if unknown:
            raise malformed(f"unsupported layer kinds: {', '.join(unknown[:5])}")
        return types

    @field_validator("sliding_window")
    @classmethod
    def _window_when_sliding(cls, value: int | None, info: ValidationInfo) -> int | None:
        if value is None and "sliding_attention" in (info.data.get("layer_types") or []):
            raise missing()
        return value

    def attention_fields(self) -> dict:
        if not self.layer_types:
            return {"gqa_layers": self.num_layers}
        swa = sum(t == "sliding_attention" for t in self.layer_types)
        out = {"gqa_layers": self.num_layers - swa, "swa_layers": swa}
        if swa:
            out["sliding_window"] = self.sliding_window
        return out


class DenseConfig(_LayerTypesConfig):
    """Dense GQA: Llama, Mistral, Qwen2, Qwen3."""

    dense_ffn: StrictInt = Field(alias="intermediate_size")

    def family_fields(self) -> dict:
        return {**self.attention_fields(), "dense_layers": self.num_layers, "dense_ffn": self.dense_ffn}


class Qwen3MoeConfig(_LayerTypesConfig):
    """Qwen3-MoE: every layer MoE except the ``mlp_only_layers``."""

    routed_experts: StrictInt = Field(alias="num_experts")
    experts_per_token: StrictInt = Field(alias="num_experts_per_tok")
    expert_ffn: StrictInt = Field(alias="moe_intermediate_size")
    decoder_sparse_step: StrictInt = 1
    mlp_only_layers: list[Any] = Field([], strict=True)
    intermediate_size: StrictInt | None = Field(None, validate_default=True)   # the mlp_only layers' FFN

    @field_validator("decoder_sparse_step")
    @classmethod
    def _every_layer_moe(cls, value: int) -> int:
        if value != 1:
            raise malformed("only 1 is supported: every non-mlp_only layer is MoE")
        return value

    @field_validator("intermediate_size")
    @classmethod
    def _ffn_when_dense(cls, value: int | None, info: ValidationInfo) -> int | None:
        if value is None and info.data.get("mlp_only_layers"):
            raise missing()
        return value

    def family_fields(self) -> dict:
        out = {**self.attention_fields(), "dense_layers": len(self.mlp_only_layers),
               "moe": dict(routed_experts=self.routed_experts, shared_experts=0,
                           experts_per_token=self.experts_per_token, expert_ffn=self.expert_ffn)}
        if self.mlp_only_layers:
            out["dense_ffn"] = self.intermediate_size
        return out


class MiniMaxM2Config(_LayerTypesConfig):
    """MiniMax-M2: every layer MoE, no shared experts, MTP modules noted."""

    routed_experts: StrictInt = Field(alias="num_local_experts")
    experts_per_token: StrictInt = Field(alias="num_experts_per_tok")
    expert_ffn: StrictInt = Field(alias="intermediate_size")
    shared_intermediate_size: Any = None
    use_mtp: StrictBool = False
    num_mtp_modules: StrictInt = 0

    @field_validator("shared_intermediate_size")
    @classmethod
    def _no_shared_experts(cls, value: Any) -> Any:
        if value:
            raise malformed("shared experts are not supported for MiniMax-M2")
        return value

    def family_fields(self) -> dict:
        return {**self.attention_fields(),
                "moe": dict(routed_experts=self.routed_experts, shared_experts=0,
                            experts_per_token=self.experts_per_token, expert_ffn=self.expert_ffn)}

    def notes(self) -> list[str]:
        if self.use_mtp and self.num_mtp_modules:
            return [f"{self.num_mtp_modules} multi-token-prediction module(s), not counted"]
        return []


class GptOssConfig(_LayerTypesConfig):
    """gpt-oss: MoE on every layer, sliding and full attention alternating."""

    layer_types: list[Any] = Field(strict=True)   # required: gpt-oss alternates sliding and full layers
    routed_experts: StrictInt = Field(alias="num_local_experts")
    expert_ffn: StrictInt = Field(alias="intermediate_size")
    num_experts_per_tok: StrictInt | None = None
    experts_per_token: StrictInt | None = Field(None, validate_default=True)   # the older key

    @field_validator("experts_per_token")
    @classmethod
    def _experts_known(cls, value: int | None, info: ValidationInfo) -> int | None:
        if value is None and "num_experts_per_tok" in info.data and not info.data["num_experts_per_tok"]:
            raise missing()  # neither num_experts_per_tok nor experts_per_token
        return value

    def family_fields(self) -> dict:
        return {**self.attention_fields(),
                "moe": dict(routed_experts=self.routed_experts, shared_experts=0,
                            experts_per_token=self.num_experts_per_tok or self.experts_per_token,
                            expert_ffn=self.expert_ffn)}


# ---- DeepSeek-style MoE: the first k layers dense, MTP layers noted ----------------------------------

class _DeepseekStyleConfig(FamilyConfig):
    """The keys of DeepSeek-style MoE shared by GLM-4 MoE, DeepSeek-V3 and Kimi Linear."""

    dense_layers: StrictInt = Field(0, alias="first_k_dense_replace")
    dense_ffn: StrictInt = Field(alias="intermediate_size")
    expert_ffn: StrictInt = Field(alias="moe_intermediate_size")
    mtp_layers: StrictInt = Field(0, alias="num_nextn_predict_layers")

    def notes(self) -> list[str]:
        n = self.mtp_layers
        return [f"{n} multi-token-prediction layer(s) in the checkpoint, not counted"] if n else []


class Glm4MoeConfig(_DeepseekStyleConfig):
    """GLM-4.5 / 4.6 MoE: GQA attention, DeepSeek-style MoE."""

    routed_experts: StrictInt = Field(alias="n_routed_experts")
    shared_experts: StrictInt = Field(0, alias="n_shared_experts")
    experts_per_token: StrictInt = Field(alias="num_experts_per_tok")

    def family_fields(self) -> dict:
        return dict(gqa_layers=self.num_layers, dense_layers=self.dense_layers, dense_ffn=self.dense_ffn,
                    moe=dict(routed_experts=self.routed_experts, shared_experts=self.shared_experts,
                             experts_per_token=self.experts_per_token, expert_ffn=self.expert_ffn))


class _MlaConfig(_DeepseekStyleConfig):
    """Multi-head latent attention keys (DeepSeek-V3, Kimi Linear)."""

    kv_lora_rank: StrictInt
    q_lora_rank: StrictInt = 0   # absent or null: queries projected at full rank
    qk_rope_head_dim: StrictInt
    qk_nope_head_dim: StrictInt
    v_head_dim: StrictInt

    def mla_fields(self) -> dict:
        return dict(kv_lora_rank=self.kv_lora_rank, q_lora_rank=self.q_lora_rank,
                    qk_rope_head_dim=self.qk_rope_head_dim, qk_nope_head_dim=self.qk_nope_head_dim,
                    v_head_dim=self.v_head_dim)


class DeepseekV3Config(_MlaConfig):
    """DeepSeek-V3 and Kimi K2 (MLA attention, DeepSeek MoE)."""

    routed_experts: StrictInt = Field(alias="n_routed_experts")
    shared_experts: StrictInt = Field(0, alias="n_shared_experts")
    experts_per_token: StrictInt = Field(alias="num_experts_per_tok")
    moe_layer_freq: StrictInt = 1

    @field_validator("moe_layer_freq")
    @classmethod
    def _every_layer_moe(cls, value: int) -> int:
        if value != 1:
            raise malformed("only 1 is supported")
        return value

    def family_fields(self) -> dict:
        return dict(mla_layers=self.num_layers, mla=self.mla_fields(), dense_layers=self.dense_layers,
                    dense_ffn=self.dense_ffn,
                    moe=dict(routed_experts=self.routed_experts, shared_experts=self.shared_experts,
                             experts_per_token=self.experts_per_token, expert_ffn=self.expert_ffn))


class KdaConfig(_ConfigModel):
    """Kimi Linear's ``linear_attn_config``: which layers are KDA and which full (MLA) attention."""

    kda_layers: list[Any] = Field(strict=True)
    full_attn_layers: list[Any] = Field(strict=True)
    num_heads: StrictInt
    head_dim: StrictInt
    conv_kernel: StrictInt = Field(4, alias="short_conv_kernel_size")
    full_rank_gate: StrictBool = Field(False, alias="use_full_rank_gate")


class KimiLinearConfig(_MlaConfig):
    """Kimi Linear and Kimi K3: KDA linear-attention layers mixed with MLA layers."""

    linear_attn_config: KdaConfig
    routed_experts: StrictInt = Field(alias="num_experts")
    shared_experts: StrictInt = Field(0, alias="num_shared_experts")
    latent_dim: StrictInt | None = Field(None, alias="routed_expert_hidden_size")
    num_experts_per_token: StrictInt | None = None
    num_experts_per_tok: StrictInt | None = Field(None, validate_default=True)   # when the first is absent

    @field_validator("linear_attn_config")
    @classmethod
    def _layers_add_up(cls, lin: KdaConfig, info: ValidationInfo) -> KdaConfig:
        kda, full, layers = len(lin.kda_layers), len(lin.full_attn_layers), info.data.get("num_layers")
        if (kda or full) and layers is not None and kda + full != layers:
            raise malformed(f"kda_layers {kda} + full_attn_layers {full} != num_hidden_layers {layers}")
        return lin

    @field_validator("num_experts_per_tok")
    @classmethod
    def _experts_known(cls, value: int | None, info: ValidationInfo) -> int | None:
        if value is None and "num_experts_per_token" in info.data and not info.data["num_experts_per_token"]:
            raise missing()  # neither num_experts_per_token nor num_experts_per_tok
        return value

    def family_fields(self) -> dict:
        lin = self.linear_attn_config
        return dict(
            mla_layers=len(lin.full_attn_layers), linear_layers=len(lin.kda_layers), mla=self.mla_fields(),
            linear=dict(num_heads=lin.num_heads, head_k_dim=lin.head_dim, head_v_dim=lin.head_dim,
                        conv_kernel=lin.conv_kernel, full_rank_gate=lin.full_rank_gate),
            dense_layers=self.dense_layers, dense_ffn=self.dense_ffn,
            moe=dict(routed_experts=self.routed_experts, shared_experts=self.shared_experts,
                     experts_per_token=self.num_experts_per_token or self.num_experts_per_tok,
                     expert_ffn=self.expert_ffn, latent_dim=self.latent_dim),
        )


#: family -> the model that reads its config.
FAMILY_MODELS: dict[str, type[FamilyConfig]] = {
    "dense": DenseConfig,
    "qwen3_moe": Qwen3MoeConfig,
    "glm4_moe": Glm4MoeConfig,
    "minimax_m2": MiniMaxM2Config,
    "gpt_oss": GptOssConfig,
    "deepseek_v3": DeepseekV3Config,
    "kimi_linear": KimiLinearConfig,
}
