"""One pydantic model per Hugging Face ``config.json`` family that :mod:`k3desk.core.model.hf_import` knows.

Each model reads the keys its family's config holds, and nothing else (``extra="ignore"``). Types
are strict: an integer must be a JSON integer (not a bool, a float or a string), a flag a JSON
``true``/``false`` (the string ``"false"`` is malformed, never read as true). ``null`` counts as absent.

Field names are the :class:`~k3desk.core.model.architecture.Architecture` names, with an alias naming the
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

from typing import Any, ClassVar

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


def unsupported(detail: str) -> PydanticCustomError:
    """A well-formed key whose meaning k3desk cannot size yet (reported under "unsupported keys")."""
    return PydanticCustomError("unsupported", "{detail}", {"detail": detail})


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
    attn_type_list: list[Any] | None = Field(None, strict=True)   # 1 = softmax attention in every layer

    @field_validator("attn_type_list")
    @classmethod
    def _softmax_everywhere(cls, value: list | None, info: ValidationInfo) -> list | None:
        if value is None:
            return value
        layers = info.data.get("num_layers")
        if layers is not None and len(value) != layers:
            raise malformed(f"has {len(value)} entries, num_hidden_layers is {layers}")
        if any(v != 1 for v in value):
            raise unsupported("layers of lightning (linear) attention in a MiniMax-M2 config have no sizing model")
        return value

    @field_validator("shared_intermediate_size")
    @classmethod
    def _no_shared_experts(cls, value: Any) -> Any:
        if value:
            raise malformed("shared experts are not supported for MiniMax-M2")
        return value

    def family_fields(self) -> dict:
        # MiniMax publishes active parameters without the embedding and LM head ("10B activated")
        return {**self.attention_fields(), "active_excludes": "embedding_and_lm_head",
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
        # OpenAI's model card counts active parameters without the embedding table (the unembedding counts)
        return {**self.attention_fields(), "active_excludes": "embedding",
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
    output_gate: StrictBool = Field(False, alias="mla_use_output_gate")   # Kimi K3: MLA output gated
    moe_layer_freq: StrictInt = 1

    @field_validator("moe_layer_freq")
    @classmethod
    def _every_layer_moe(cls, value: int) -> int:
        if value != 1:
            raise unsupported("MoE layers every few layers have no sizing model (only 1)")
        return value
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
            mla_layers=len(lin.full_attn_layers), linear_layers=len(lin.kda_layers),
            mla={**self.mla_fields(), "output_gate": self.output_gate},
            linear=dict(num_heads=lin.num_heads, head_k_dim=lin.head_dim, head_v_dim=lin.head_dim,
                        conv_kernel=lin.conv_kernel, full_rank_gate=lin.full_rank_gate),
            dense_layers=self.dense_layers, dense_ffn=self.dense_ffn,
            moe=dict(routed_experts=self.routed_experts, shared_experts=self.shared_experts,
                     experts_per_token=self.num_experts_per_token or self.num_experts_per_tok,
                     expert_ffn=self.expert_ffn, latent_dim=self.latent_dim),
        )


class DsaConfig(DeepseekV3Config):
    """DeepSeek-V3.2 and GLM-5: DeepSeek-V3's keys plus the DeepSeek Sparse Attention indexer.

    GLM-5.1/5.2 also list each layer's kinds: ``mlp_layer_types`` (``dense`` / ``sparse``, which must
    agree with ``first_k_dense_replace``), ``layer_types`` (every layer ``deepseek_sparse_attention``)
    and ``indexer_types`` (``full``: the layer keeps its own indexer; ``shared``: it reuses another
    layer's picks, with no indexer weights nor keys of its own)."""

    index_heads: StrictInt = Field(alias="index_n_heads")
    index_head_dim: StrictInt
    index_topk: StrictInt
    mlp_layer_types: list[Any] | None = Field(None, strict=True)
    layer_types: list[Any] | None = Field(None, strict=True)
    indexer_types: list[Any] | None = Field(None, strict=True)

    @field_validator("mlp_layer_types")
    @classmethod
    def _dense_layers_agree(cls, value: list | None, info: ValidationInfo) -> list | None:
        if value is None:
            return value
        unknown = sorted({str(v) for v in value} - {"dense", "sparse"})
        if unknown:
            raise unsupported(f"layer kind {clip(unknown[0])} has no sizing model (known: dense, sparse)")
        dense, layers = info.data.get("dense_layers"), info.data.get("num_layers")
        if layers is not None and len(value) != layers:
            raise malformed(f"has {len(value)} entries, num_hidden_layers is {layers}")
        if dense is not None and value != ["dense"] * dense + ["sparse"] * (len(value) - dense):
            raise unsupported("dense layers other than the first first_k_dense_replace have no sizing model")
        return value

    @field_validator("layer_types")
    @classmethod
    def _sparse_attention_only(cls, value: list | None) -> list | None:
        if value is not None and {str(v) for v in value} - {"deepseek_sparse_attention"}:
            raise unsupported("attention kinds other than deepseek_sparse_attention have no sizing model")
        return value

    @field_validator("indexer_types")
    @classmethod
    def _indexer_kinds(cls, value: list | None, info: ValidationInfo) -> list | None:
        if value is None:
            return value
        unknown = sorted({str(v) for v in value} - {"full", "shared"})
        if unknown:
            raise unsupported(f"indexer kind {clip(unknown[0])} has no sizing model (known: full, shared)")
        layers = info.data.get("num_layers")
        if layers is not None and len(value) != layers:
            raise malformed(f"has {len(value)} entries, num_hidden_layers is {layers}")
        if "full" not in value:
            raise malformed("no layer keeps an indexer of its own")
        return value

    def family_fields(self) -> dict:
        own = sum(1 for v in self.indexer_types if v == "full") if self.indexer_types else None
        return {**super().family_fields(),
                "dsa": dict(index_heads=self.index_heads, index_head_dim=self.index_head_dim,
                            index_topk=self.index_topk, layers=own if own != self.num_layers else None)}


class DeepseekV4Config(FamilyConfig):
    """DeepSeek-V4 (Pro, Flash): compressed attention per layer (``compress_ratios``: 0 = the
    ``sliding_window`` only, 4 = CSA with the sparse indexer, 128 = HCA; the list also covers the
    multi-token-prediction layers after the model's own), one shared key-value head of ``head_dim``,
    low-rank queries, grouped low-rank outputs (``o_groups``, ``o_lora_rank``), hyper-connections
    (``hc_mult``) and a DeepSeek MoE in every layer (the first ``num_hash_layers`` route by a hash
    of the token, with the same experts). ``expert_dtype: fp4`` marks the routed experts stored in
    FP4 (MXFP4: E2M1 values with one power-of-two scale per 32), the rest in the config's FP8 blocks.
    The cache per layer follows SGLang's DeepSeek-V4 memory pool (``memory.kv_layout``)."""

    head_dim: StrictInt
    rope_dim: StrictInt = Field(alias="qk_rope_head_dim")
    q_lora_rank: StrictInt
    o_groups: StrictInt
    o_lora_rank: StrictInt
    window: StrictInt = Field(alias="sliding_window")
    compress_ratios: list[Any] = Field(strict=True)
    index_heads: StrictInt = Field(alias="index_n_heads")
    index_head_dim: StrictInt
    index_topk: StrictInt
    hc_mult: StrictInt = 1
    routed_experts: StrictInt = Field(alias="n_routed_experts")
    shared_experts: StrictInt = Field(0, alias="n_shared_experts")
    experts_per_token: StrictInt = Field(alias="num_experts_per_tok")
    expert_ffn: StrictInt = Field(alias="moe_intermediate_size")
    mtp_layers: StrictInt = Field(0, alias="num_nextn_predict_layers")
    expert_dtype: Any = None

    @field_validator("compress_ratios")
    @classmethod
    def _one_ratio_per_layer(cls, value: list, info: ValidationInfo) -> list:
        layers = info.data.get("num_layers")
        if not all(_is_int(v) for v in value):
            raise malformed("expected a list of integers")
        if layers is not None and len(value) < layers:
            raise malformed(f"has {len(value)} entries, num_hidden_layers is {layers}")
        unknown = sorted({v for v in value[:layers]} - {0, 4, 128})
        if unknown:
            raise unsupported(f"compression ratio {unknown[0]} has no sizing model (known: 0, 4, 128)")
        return value

    @field_validator("expert_dtype")
    @classmethod
    def _known_expert_dtype(cls, value: Any) -> Any:
        if value is not None and value not in ("fp4", "fp8", "bf16"):
            raise unsupported(f"expert_dtype {clip(repr(value))} (known: fp4, fp8, bf16)")
        return value

    def family_fields(self) -> dict:
        ratios = tuple(self.compress_ratios[: self.num_layers])
        # DeepSeek's activated figures for V4 (Pro 49B, Flash 13B) are the count without the input
        # embedding table (49.8B and 13.8B with it): inferred from the two published pairs
        return dict(
            csa_layers=self.num_layers, num_kv_heads=1, head_dim=self.head_dim, active_excludes="embedding",
            csa=dict(ratios=ratios, window=self.window, head_dim=self.head_dim, rope_dim=self.rope_dim,
                     q_lora_rank=self.q_lora_rank, o_groups=self.o_groups, o_lora_rank=self.o_lora_rank,
                     index_heads=self.index_heads, index_head_dim=self.index_head_dim,
                     index_topk=self.index_topk, hc_mult=self.hc_mult),
            moe=dict(routed_experts=self.routed_experts, shared_experts=self.shared_experts,
                     experts_per_token=self.experts_per_token, expert_ffn=self.expert_ffn))

    def notes(self) -> list[str]:
        n = self.mtp_layers
        return [f"{n} multi-token-prediction layer(s) in the checkpoint, not counted"] if n else []

    def kv_format(self) -> str:
        """DeepSeek-V4 caches its entries in FP8 (the rotary part in BF16): the layout of SGLang's
        DeepSeek-V4 pool (584 bytes a 512-wide entry) and of DeepSeek's own inference code."""
        return "fp8"

    def expert_format(self) -> str | None:
        """The routed experts' storage format when the config names it apart from the rest."""
        return {"fp4": "mxfp4", "fp8": None, "bf16": None}.get(self.expert_dtype) if self.expert_dtype else None


class MixtralConfig(FamilyConfig):
    """Mixtral: GQA attention (sliding on every layer when ``sliding_window`` is set), every layer MoE."""

    routed_experts: StrictInt = Field(alias="num_local_experts")
    experts_per_token: StrictInt = Field(alias="num_experts_per_tok")
    expert_ffn: StrictInt = Field(alias="intermediate_size")
    sliding_window: StrictInt | None = None

    def family_fields(self) -> dict:
        attn = ({"swa_layers": self.num_layers, "sliding_window": self.sliding_window} if self.sliding_window
                else {"gqa_layers": self.num_layers})
        return {**attn, "moe": dict(routed_experts=self.routed_experts, shared_experts=0,
                                    experts_per_token=self.experts_per_token, expert_ffn=self.expert_ffn)}


_QWEN_NEXT_KINDS = ("linear_attention", "full_attention")


class QwenNextConfig(FamilyConfig):
    """Qwen3-Next and Qwen3.5: Gated DeltaNet linear-attention layers and gated full-attention layers
    (every ``full_attention_interval``-th, or as ``layer_types`` says); MoE with one shared expert
    (or a dense FFN when the config has no experts)."""

    layer_types: list[Any] | None = Field(None, strict=True)
    full_attention_interval: StrictInt | None = Field(None, validate_default=True)
    lin_k_heads: StrictInt = Field(alias="linear_num_key_heads")
    lin_v_heads: StrictInt = Field(alias="linear_num_value_heads")
    lin_k_dim: StrictInt = Field(alias="linear_key_head_dim")
    lin_v_dim: StrictInt = Field(alias="linear_value_head_dim")
    lin_conv: StrictInt = Field(4, alias="linear_conv_kernel_dim")
    attn_output_gate: StrictBool = True
    routed_experts: StrictInt | None = Field(None, alias="num_experts")
    experts_per_token: StrictInt | None = Field(None, alias="num_experts_per_tok")
    expert_ffn: StrictInt | None = Field(None, alias="moe_intermediate_size")
    shared_ffn: StrictInt | None = Field(None, alias="shared_expert_intermediate_size")
    intermediate_size: StrictInt | None = Field(None, validate_default=True)   # dense layers' FFN
    decoder_sparse_step: StrictInt = 1
    mlp_only_layers: list[Any] = Field([], strict=True)
    mtp_layers: StrictInt = Field(0, alias="mtp_num_hidden_layers")

    @field_validator("layer_types")
    @classmethod
    def _known_layers(cls, types: list | None, info: ValidationInfo) -> list | None:
        layers = info.data.get("num_layers")
        if not types or layers is None:
            return types
        if len(types) != layers:
            raise malformed(f"has {len(types)} entries, num_hidden_layers is {layers}")
        unknown = sorted({clip(t) if isinstance(t, str) else type(t).__name__
                          for t in types if t not in _QWEN_NEXT_KINDS})
        if unknown:
            raise malformed(f"unsupported layer kinds: {', '.join(unknown[:5])}")
        return types

    @field_validator("full_attention_interval")
    @classmethod
    def _pattern_known(cls, value: int | None, info: ValidationInfo) -> int | None:
        if value is None and not info.data.get("layer_types"):
            raise missing()
        if value is not None and value <= 0:
            raise malformed("must be a positive integer")
        return value

    @field_validator("decoder_sparse_step")
    @classmethod
    def _every_layer_moe(cls, value: int) -> int:
        if value != 1:
            raise malformed("only 1 is supported: every non-mlp_only layer is MoE")
        return value

    @field_validator("intermediate_size")
    @classmethod
    def _ffn_when_dense(cls, value: int | None, info: ValidationInfo) -> int | None:
        if value is None and "routed_experts" in info.data and info.data["routed_experts"] is None:
            raise missing()  # neither experts nor a dense FFN
        return value

    @field_validator("mlp_only_layers")
    @classmethod
    def _dense_width_known(cls, value: list, info: ValidationInfo) -> list:
        if value and info.data.get("intermediate_size") is None:
            raise malformed("needs intermediate_size, the width of those dense layers")
        return value

    def _full_layers(self) -> int:
        if self.layer_types:
            return sum(t == "full_attention" for t in self.layer_types)
        interval = self.full_attention_interval or 1
        return sum((i + 1) % interval == 0 for i in range(self.num_layers))

    def family_fields(self) -> dict:
        full = self._full_layers()
        out: dict = dict(
            gqa_layers=full, linear_layers=self.num_layers - full, output_gate=self.attn_output_gate,
            linear=dict(kind="gdn", num_heads=self.lin_v_heads, num_k_heads=self.lin_k_heads,
                        head_k_dim=self.lin_k_dim, head_v_dim=self.lin_v_dim, conv_kernel=self.lin_conv),
        )
        if self.routed_experts is None:
            return {**out, "dense_layers": self.num_layers, "dense_ffn": self.intermediate_size}
        if self.experts_per_token is None or self.expert_ffn is None:
            raise ValueError("num_experts_per_tok and moe_intermediate_size are required with num_experts")
        out["moe"] = dict(routed_experts=self.routed_experts, shared_experts=1 if self.shared_ffn else 0,
                          experts_per_token=self.experts_per_token, expert_ffn=self.expert_ffn,
                          shared_ffn=self.shared_ffn or None)
        if self.mlp_only_layers:
            out.update(dense_layers=len(self.mlp_only_layers), dense_ffn=self.intermediate_size)
        return out

    def notes(self) -> list[str]:
        n = self.mtp_layers
        return [f"{n} multi-token-prediction layer(s) in the checkpoint, not counted"] if n else []


class Llama4Config(FamilyConfig):
    """Llama 4 Scout / Maverick: MoE every ``interleave_moe_layer_step``-th layer (one routed expert of
    ``intermediate_size`` plus a shared one), dense layers of ``intermediate_size_mlp``; the RoPE layers
    use chunked attention (``attention_chunk_size``), every ``no_rope_layer_interval``-th is global."""

    routed_experts: StrictInt = Field(alias="num_local_experts")
    experts_per_token: StrictInt = Field(alias="num_experts_per_tok")
    expert_ffn: StrictInt = Field(alias="intermediate_size")
    dense_ffn: StrictInt | None = Field(None, alias="intermediate_size_mlp")
    interleave_moe_layer_step: StrictInt = 1
    moe_layers: list[Any] | None = Field(None, strict=True)
    attention_chunk_size: StrictInt | None = None
    no_rope_layers: list[Any] | None = Field(None, strict=True)
    no_rope_layer_interval: StrictInt = 4

    @field_validator("interleave_moe_layer_step", "no_rope_layer_interval")
    @classmethod
    def _positive(cls, value: int) -> int:
        if value <= 0:
            raise malformed("must be a positive integer")
        return value

    @field_validator("no_rope_layers")
    @classmethod
    def _one_per_layer(cls, value: list | None, info: ValidationInfo) -> list | None:
        layers = info.data.get("num_layers")
        if value and layers is not None and len(value) != layers:
            raise malformed(f"has {len(value)} entries, num_hidden_layers is {layers}")
        return value

    def family_fields(self) -> dict:
        n, step = self.num_layers, self.interleave_moe_layer_step
        moe = self.moe_layers if self.moe_layers is not None else list(range(step - 1, n, step))
        dense = n - len(set(moe))
        if dense and not self.dense_ffn:
            raise ValueError("intermediate_size_mlp is required when some layers are dense")
        rope = self.no_rope_layers or [int((i + 1) % self.no_rope_layer_interval != 0) for i in range(n)]
        chunked = sum(bool(r) for r in rope) if self.attention_chunk_size else 0
        out: dict = dict(gqa_layers=n - chunked, swa_layers=chunked, dense_layers=dense,
                         moe=dict(routed_experts=self.routed_experts, shared_experts=1,
                                  experts_per_token=self.experts_per_token, expert_ffn=self.expert_ffn))
        if chunked:
            out.update(sliding_window=self.attention_chunk_size, window_kind="chunked")
        if dense:
            out["dense_ffn"] = self.dense_ffn
        return out


class MiMoV2Config(FamilyConfig):
    """MiMo-V2-Flash: ``hybrid_layer_pattern`` (1 = sliding-window layer with its own head counts),
    key and value heads of different sizes, ``moe_layer_freq`` (1 = MoE layer, 0 = dense)."""

    v_head_dim: StrictInt
    hybrid_layer_pattern: list[Any] = Field(strict=True)
    moe_layer_freq: list[Any] = Field(strict=True)
    sliding_window: StrictInt | None = Field(None, validate_default=True)
    swa_num_attention_heads: StrictInt | None = None
    swa_num_key_value_heads: StrictInt | None = None
    swa_head_dim: StrictInt | None = None
    swa_v_head_dim: StrictInt | None = None
    attention_chunk_size: StrictInt | None = None   # MiMo-V2-Flash repeats its window here
    dense_ffn: StrictInt = Field(alias="intermediate_size")
    routed_experts: StrictInt = Field(alias="n_routed_experts")
    shared_experts: StrictInt = Field(0, alias="n_shared_experts")
    experts_per_token: StrictInt = Field(alias="num_experts_per_tok")
    expert_ffn: StrictInt = Field(alias="moe_intermediate_size")
    mtp_layers: StrictInt = Field(0, alias="num_nextn_predict_layers")

    @field_validator("hybrid_layer_pattern", "moe_layer_freq")
    @classmethod
    def _zero_one_per_layer(cls, value: list, info: ValidationInfo) -> list:
        layers = info.data.get("num_layers")
        if layers is not None and len(value) != layers:
            raise malformed(f"has {len(value)} entries, num_hidden_layers is {layers}")
        if any(v not in (0, 1) or isinstance(v, bool) for v in value):
            raise malformed("entries must be 0 or 1")
        return value

    @field_validator("sliding_window")
    @classmethod
    def _window_when_sliding(cls, value: int | None, info: ValidationInfo) -> int | None:
        if value is None and 1 in (info.data.get("hybrid_layer_pattern") or []):
            raise missing()
        return value

    @field_validator("attention_chunk_size")
    @classmethod
    def _chunk_is_the_window(cls, value: int | None, info: ValidationInfo) -> int | None:
        if value is not None and value != info.data.get("sliding_window"):
            raise unsupported("chunked attention apart from the sliding window has no sizing model")
        return value

    def family_fields(self) -> dict:
        swa = sum(self.hybrid_layer_pattern)
        out: dict = dict(
            gqa_layers=self.num_layers - swa, swa_layers=swa, v_head_dim=self.v_head_dim,
            dense_layers=self.num_layers - sum(self.moe_layer_freq), dense_ffn=self.dense_ffn,
            moe=dict(routed_experts=self.routed_experts, shared_experts=self.shared_experts,
                     experts_per_token=self.experts_per_token, expert_ffn=self.expert_ffn),
        )
        if swa:
            hd = self.head_dim or self.hidden_size // self.num_heads
            out.update(sliding_window=self.sliding_window, swa=dict(
                num_heads=self.swa_num_attention_heads or self.num_heads,
                num_kv_heads=self.swa_num_key_value_heads or self.num_kv_heads or self.num_heads,
                head_dim=self.swa_head_dim or hd, v_head_dim=self.swa_v_head_dim or self.v_head_dim))
        return out

    def notes(self) -> list[str]:
        n = self.mtp_layers
        return [f"{n} multi-token-prediction layer(s) in the checkpoint, not counted"] if n else []


class Gemma4Config(_LayerTypesConfig):
    """Gemma 4: sliding layers (``head_dim``, ``num_key_value_heads``) and full layers with their own
    sizes (``global_head_dim``, ``num_global_key_value_heads``, K = V when ``attention_k_eq_v``); in
    the MoE variant every layer runs a dense MLP next to the routed experts (counted as one shared
    expert of ``intermediate_size``). K = V saves the V projection's weights; the KV cache is still
    counted with both, as the engines' attention kernels allocate them."""

    global_head_dim: StrictInt | None = None
    num_global_key_value_heads: StrictInt | None = None
    attention_k_eq_v: StrictBool = False
    dense_ffn: StrictInt = Field(alias="intermediate_size")
    enable_moe_block: StrictBool = False
    routed_experts: StrictInt | None = Field(None, alias="num_experts")
    experts_per_token: StrictInt | None = Field(None, alias="top_k_experts")
    expert_ffn: StrictInt | None = Field(None, alias="moe_intermediate_size", validate_default=True)
    num_kv_shared_layers: StrictInt = 0
    hidden_size_per_layer_input: StrictInt = 0
    use_double_wide_mlp: StrictBool = False

    @field_validator("expert_ffn")
    @classmethod
    def _experts_when_moe(cls, value: int | None, info: ValidationInfo) -> int | None:
        if info.data.get("enable_moe_block") and (value is None or not info.data.get("routed_experts")
                                                   or not info.data.get("experts_per_token")):
            raise missing()
        return value

    @field_validator("num_kv_shared_layers", "hidden_size_per_layer_input")
    @classmethod
    def _not_used(cls, value: int) -> int:
        if value:
            raise unsupported("layers sharing another layer's KV cache and per-layer input embeddings "
                              "(Gemma 3n style) are not sized")
        return value

    @field_validator("use_double_wide_mlp")
    @classmethod
    def _single_mlp(cls, value: bool) -> bool:
        if value:
            raise unsupported("double-wide MLP layers are not sized")
        return value

    def common_fields(self) -> dict:
        out = super().common_fields()
        if self.layer_types and "full_attention" in self.layer_types:  # top-level heads: the full layers
            out.update(num_kv_heads=self.num_global_key_value_heads or out["num_kv_heads"],
                       head_dim=self.global_head_dim or out["head_dim"])
        return out

    def family_fields(self) -> dict:
        out = self.attention_fields()
        if out.get("swa_layers"):
            out["swa"] = dict(num_heads=self.num_heads, num_kv_heads=self.num_kv_heads or self.num_heads,
                              head_dim=self.head_dim or self.hidden_size // self.num_heads)
        out["shared_kv"] = self.attention_k_eq_v
        if not self.enable_moe_block:
            return {**out, "dense_layers": self.num_layers, "dense_ffn": self.dense_ffn}
        return {**out, "moe": dict(routed_experts=self.routed_experts, shared_experts=1,
                                   experts_per_token=self.experts_per_token, expert_ffn=self.expert_ffn,
                                   shared_ffn=self.dense_ffn)}


_NEMOTRON_KINDS = {"M": "Mamba-2", "*": "attention", "-": "MLP", "E": "MoE"}
#: ``layers_block_type`` (the newer Nemotron 3 configs) names each layer; the pattern's character for it
_NEMOTRON_BLOCKS = {"mamba": "M", "attention": "*", "mlp": "-", "moe": "E"}


class NemotronHConfig(FamilyConfig):
    """Nemotron-H: ``hybrid_override_pattern`` gives one character per layer: ``M`` a Mamba-2 layer,
    ``*`` an attention layer, ``-`` an MLP layer, ``E`` a MoE layer (Nemotron 3); no layer has both a
    mixer and a feed-forward. Newer configs name the layers in ``layers_block_type`` instead (``mamba``,
    ``attention``, ``mlp``, ``moe``), which then also gives the layer count.

    ``moe_latent_size`` (Nemotron 3 Super and Ultra, "LatentMoE"): the routed experts work in a latent
    space of that width. Each MoE layer projects the hidden state down to it and back up (two
    ``hidden x latent`` matrices), and every routed expert is ``latent -> moe_intermediate_size ->
    latent``; the shared expert keeps the full hidden width."""

    READS: ClassVar[tuple[str, ...]] = ("layers_block_type",)   # read by _from_block_types
    hybrid_override_pattern: str = Field(strict=True)
    mamba_num_heads: StrictInt
    mamba_head_dim: StrictInt
    ssm_state_size: StrictInt
    n_groups: StrictInt = 1
    conv_kernel: StrictInt = 4
    attention_head_dim: StrictInt | None = None
    intermediate_size: StrictInt | None = None
    routed_experts: StrictInt | None = Field(None, alias="n_routed_experts")
    experts_per_token: StrictInt | None = Field(None, alias="num_experts_per_tok")
    expert_ffn: StrictInt | None = Field(None, alias="moe_intermediate_size")
    shared_ffn: StrictInt | None = Field(None, alias="moe_shared_expert_intermediate_size")
    shared_experts: StrictInt = Field(0, alias="n_shared_experts")
    latent_dim: StrictInt | None = Field(None, alias="moe_latent_size")

    @model_validator(mode="before")
    @classmethod
    def _from_block_types(cls, data: Any) -> Any:
        """A ``layers_block_type`` list stands for the pattern (and the layer count) when they are absent."""
        if not isinstance(data, dict) or data.get("hybrid_override_pattern") is not None:
            return data
        blocks = data.get("layers_block_type")
        if not isinstance(blocks, list) or not blocks:
            return data
        chars = [_NEMOTRON_BLOCKS.get(b, b if isinstance(b, str) else "?") for b in blocks]
        out = {**data, "hybrid_override_pattern": "".join(c if len(c) == 1 else "?" for c in chars)}
        if data.get("num_hidden_layers") is None:
            out["num_hidden_layers"] = len(blocks)
        return out

    @field_validator("latent_dim")
    @classmethod
    def _latent_positive(cls, value: int | None) -> int | None:
        if value is not None and value <= 0:
            raise malformed("must be a positive integer")
        return value

    @field_validator("hybrid_override_pattern")
    @classmethod
    def _pattern(cls, value: str, info: ValidationInfo) -> str:
        layers = info.data.get("num_layers")
        if layers is not None and len(value) != layers:
            raise malformed(f"has {len(value)} characters, num_hidden_layers is {layers}")
        unknown = sorted(set(value) - set(_NEMOTRON_KINDS))
        if unknown:
            raise malformed(f"unsupported layer kinds: {', '.join(clip(u) for u in unknown[:5])}")
        return value

    def family_fields(self) -> dict:
        p = self.hybrid_override_pattern
        mamba, attn, mlp, moe = (p.count(c) for c in "M*-E")
        if mlp and not self.intermediate_size:
            raise ValueError("intermediate_size is required for '-' (MLP) layers")
        if moe and not (self.routed_experts and self.experts_per_token and self.expert_ffn):
            raise ValueError("n_routed_experts, num_experts_per_tok and moe_intermediate_size are required "
                             "for 'E' (MoE) layers")
        out: dict = dict(
            gqa_layers=attn, linear_layers=mamba, no_mixer_layers=mlp + moe, no_ffn_layers=mamba + attn,
            ffn_gated=False,   # Nemotron-H's MLPs and experts are up / down projections with ReLU²
            dense_layers=mlp, dense_ffn=self.intermediate_size or 0,
            linear=dict(kind="mamba2", num_heads=self.mamba_num_heads, head_v_dim=self.mamba_head_dim,
                        head_k_dim=self.ssm_state_size, num_k_heads=self.n_groups, conv_kernel=self.conv_kernel),
        )
        if self.attention_head_dim:
            out["head_dim"] = self.attention_head_dim
        if moe:
            out["moe"] = dict(routed_experts=self.routed_experts, experts_per_token=self.experts_per_token,
                              expert_ffn=self.expert_ffn, shared_experts=self.shared_experts if self.shared_ffn else 0,
                              shared_ffn=self.shared_ffn or None, latent_dim=self.latent_dim)
        return out


#: family -> the model that reads its config.
FAMILY_MODELS: dict[str, type[FamilyConfig]] = {
    "dense": DenseConfig,
    "qwen3_moe": Qwen3MoeConfig,
    "glm4_moe": Glm4MoeConfig,
    "minimax_m2": MiniMaxM2Config,
    "gpt_oss": GptOssConfig,
    "deepseek_v3": DeepseekV3Config,
    "kimi_linear": KimiLinearConfig,
    "deepseek_v32": DsaConfig,
    "deepseek_v4": DeepseekV4Config,
    "mixtral": MixtralConfig,
    "qwen3_next": QwenNextConfig,
    "llama4": Llama4Config,
    "mimo_v2_flash": MiMoV2Config,
    "gemma4": Gemma4Config,
    "nemotron_h": NemotronHConfig,
}
