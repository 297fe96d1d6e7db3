"""Import a model from its Hugging Face ``config.json`` (and quantization config) as an Architecture.

``architecture_from_hf_config`` is pure: a dict in, a validated :class:`Architecture` out. It knows
a fixed set of architecture families; anything else, or a known family with fields missing, raises
:class:`UnsupportedConfigError` naming exactly what is unknown or missing. It never guesses a
number it cannot read, because a silently wrong parameter count would size a deployment wrongly.

``read_hf_config`` is the only function here that touches the file system: it reads ``config.json``
and attaches a sibling quantization config when the main file has none.

What is not counted, and said so in ``extra_params_note``: vision encoders (their size is not in
the text config) and multi-token-prediction layers (engines load them only for speculative
decoding; published totals such as DeepSeek-V3's 671B exclude them).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from k3desk.core.architecture import Architecture
from k3desk.core.reading import FileFormatError, read_json
from pydantic import ValidationError


class UnsupportedConfigError(ValueError):
    """The config's architecture is unknown or required fields are missing / malformed."""


_DENSE_GQA = ("LlamaForCausalLM", "MistralForCausalLM", "Qwen2ForCausalLM", "Qwen3ForCausalLM")
_FAMILIES: dict[str, str] = {
    **{a: "dense" for a in _DENSE_GQA},
    "Qwen3MoeForCausalLM": "qwen3_moe",
    "Glm4MoeForCausalLM": "glm4_moe",
    "MiniMaxM2ForCausalLM": "minimax_m2",
    "GptOssForCausalLM": "gpt_oss",
    "DeepseekV3ForCausalLM": "deepseek_v3",
    "KimiLinearForCausalLM": "kimi_linear",
}
# model_type values accepted when ``architectures`` is absent (or names a multimodal wrapper).
_MODEL_TYPES: dict[str, str] = {
    "llama": "dense", "mistral": "dense", "qwen2": "dense", "qwen3": "dense",
    "qwen3_moe": "qwen3_moe", "glm4_moe": "glm4_moe", "minimax_m2": "minimax_m2", "gpt_oss": "gpt_oss",
    "deepseek_v3": "deepseek_v3", "kimi_k2": "deepseek_v3", "kimi_linear": "kimi_linear",
}

_DTYPES = {"bfloat16": "bf16", "float16": "fp16", "float32": "fp32", "fp8": "fp8"}


def supported_architectures() -> list[str]:
    return sorted(_FAMILIES)


class _Reader:
    """Reads typed fields from a config dict and records every missing or malformed one."""

    def __init__(self, cfg: dict, prefix: str = "") -> None:
        self.cfg, self.prefix, self.missing, self.bad = cfg, prefix, [], []

    def int(self, key: str, default: Any = ..., *, allow_null: bool = False) -> Any:
        if key not in self.cfg or (self.cfg[key] is None and not allow_null):
            if default is ...:
                self.missing.append(self.prefix + key)
                return 1  # placeholder so reading can go on and collect every missing field
            return default
        value = self.cfg[key]
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            self.bad.append(f"{self.prefix}{key} (expected an integer, got {_short(value)})")
            return 1
        return value

    def bool(self, key: str, default: bool = False) -> bool:
        """A JSON true/false; the string "false" is malformed, never read as true."""
        value = self.cfg.get(key)
        if value is None:
            return default
        if not isinstance(value, bool):
            self.bad.append(f"{self.prefix}{key} (expected true or false, got {_short(value)})")
            return default
        return value

    def list(self, key: str, default: Any = ...) -> Any:
        value = self.cfg.get(key)
        if value is None:
            if default is ...:
                self.missing.append(self.prefix + key)
                return []
            return default
        if not isinstance(value, list):
            self.bad.append(f"{self.prefix}{key} (expected a list, got {type(value).__name__})")
            return []
        return value

    def sub(self, key: str) -> "_Reader":
        value = self.cfg.get(key)
        if not isinstance(value, dict):
            self.missing.append(self.prefix + key)
            value = {}
        child = _Reader(value, f"{self.prefix}{key}.")
        child.missing, child.bad = self.missing, self.bad  # share the error lists
        return child


def _family(config: dict) -> tuple[str, dict, bool]:
    """The family, the dict holding the text model's fields, and whether a vision config exists."""
    text = config.get("text_config")
    has_vision = isinstance(config.get("vision_config"), dict)
    archs = _names(config.get("architectures"))
    for arch in archs:
        if arch in _FAMILIES:
            return _FAMILIES[arch], config, has_vision
    if isinstance(text, dict):  # multimodal wrapper (Kimi K2.5 / K3): the language model is inside
        for arch in _names(text.get("architectures")):
            if arch in _FAMILIES:
                return _FAMILIES[arch], text, has_vision
        if _name(text.get("model_type")) in _MODEL_TYPES:
            return _MODEL_TYPES[text["model_type"]], text, has_vision
    if _name(config.get("model_type")) in _MODEL_TYPES:
        return _MODEL_TYPES[config["model_type"]], config, has_vision
    named = ", ".join(_clip(a) for a in archs[:5]) if archs else "none"
    model_type = _name(config.get("model_type")) or "none"
    raise UnsupportedConfigError(
        f"unknown architecture (architectures: {named}; model_type: {_clip(model_type)}); "
        f"supported: {', '.join(supported_architectures())}"
    )


def _name(value: Any) -> str | None:
    """A config's name field, only when it is a string (a list or object there is not a name)."""
    return value if isinstance(value, str) else None


def _names(value: Any) -> list[str]:
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []


def _clip(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[:limit] + "…"


def _short(value: Any) -> str:
    """A value as an error message quotes it: one line, at most a few dozen characters."""
    return _clip(repr(value).replace("\n", " "))


def _layer_kinds(r: _Reader, layers: int) -> dict:
    """gqa / swa layer counts from ``layer_types`` (sliding_attention / full_attention) if present."""
    types = r.list("layer_types", None)
    if not types:
        return {"gqa_layers": layers}
    if len(types) != layers:
        r.bad.append(f"layer_types (has {len(types)} entries, num_hidden_layers is {layers})")
        return {"gqa_layers": layers}
    unknown = sorted({_clip(t) if isinstance(t, str) else type(t).__name__
                      for t in types if t not in ("sliding_attention", "full_attention")})
    if unknown:
        r.bad.append(f"layer_types (unsupported layer kinds: {', '.join(unknown[:5])})")
    swa = sum(t == "sliding_attention" for t in types)
    out = {"gqa_layers": layers - swa, "swa_layers": swa}
    if swa:
        out["sliding_window"] = r.int("sliding_window")
    return out


def _common(r: _Reader) -> dict:
    d, heads = r.int("hidden_size"), r.int("num_attention_heads")
    ctx = r.int("max_position_embeddings", None) or r.cfg.get("model_max_length")
    if not isinstance(ctx, int) or isinstance(ctx, bool):
        r.missing.append(r.prefix + "max_position_embeddings")
        ctx = 1
    return dict(
        hidden_size=d, num_layers=r.int("num_hidden_layers"), vocab_size=r.int("vocab_size"),
        tie_word_embeddings=r.bool("tie_word_embeddings"), max_context=ctx,
        num_heads=heads, num_kv_heads=r.int("num_key_value_heads", heads),
        head_dim=r.int("head_dim", None) or max(1, d // max(1, heads)),
    )


def _mla(r: _Reader) -> dict:
    return dict(
        kv_lora_rank=r.int("kv_lora_rank"), q_lora_rank=r.int("q_lora_rank", None, allow_null=True) or 0,
        qk_rope_head_dim=r.int("qk_rope_head_dim"), qk_nope_head_dim=r.int("qk_nope_head_dim"),
        v_head_dim=r.int("v_head_dim"),
    )


def _mtp_note(r: _Reader, key: str) -> str:
    n = r.int(key, 0, allow_null=True) or 0
    return f"{n} multi-token-prediction layer(s) in the checkpoint, not counted" if n else ""


def _fields(family: str, r: _Reader) -> dict:
    f = _common(r)
    layers, notes = f["num_layers"], []
    if family == "dense":
        f.update(_layer_kinds(r, layers), dense_layers=layers, dense_ffn=r.int("intermediate_size"))
    elif family == "qwen3_moe":
        dense = r.list("mlp_only_layers", [])
        if r.int("decoder_sparse_step", 1) != 1:
            r.bad.append("decoder_sparse_step (only 1 is supported: every non-mlp_only layer is MoE)")
        f.update(_layer_kinds(r, layers), dense_layers=len(dense),
                 moe=dict(routed_experts=r.int("num_experts"), shared_experts=0,
                          experts_per_token=r.int("num_experts_per_tok"), expert_ffn=r.int("moe_intermediate_size")))
        if dense:
            f["dense_ffn"] = r.int("intermediate_size")
    elif family == "glm4_moe":
        f.update(gqa_layers=layers, dense_layers=r.int("first_k_dense_replace", 0),
                 dense_ffn=r.int("intermediate_size"),
                 moe=dict(routed_experts=r.int("n_routed_experts"), shared_experts=r.int("n_shared_experts", 0),
                          experts_per_token=r.int("num_experts_per_tok"), expert_ffn=r.int("moe_intermediate_size")))
        notes.append(_mtp_note(r, "num_nextn_predict_layers"))
    elif family == "minimax_m2":
        if r.cfg.get("shared_intermediate_size"):
            r.bad.append("shared_intermediate_size (shared experts are not supported for MiniMax-M2)")
        f.update(_layer_kinds(r, layers),
                 moe=dict(routed_experts=r.int("num_local_experts"), shared_experts=0,
                          experts_per_token=r.int("num_experts_per_tok"), expert_ffn=r.int("intermediate_size")))
        modules = r.int("num_mtp_modules", 0, allow_null=True)
        if r.bool("use_mtp") and modules:
            notes.append(f"{modules} multi-token-prediction module(s), not counted")
    elif family == "gpt_oss":
        k = r.int("num_experts_per_tok", None) or r.int("experts_per_token")
        if r.list("layer_types", None) is None:
            r.missing.append(r.prefix + "layer_types")
        f.update(_layer_kinds(r, layers),
                 moe=dict(routed_experts=r.int("num_local_experts"), shared_experts=0,
                          experts_per_token=k, expert_ffn=r.int("intermediate_size")))
    elif family == "deepseek_v3":
        if r.int("moe_layer_freq", 1) != 1:
            r.bad.append("moe_layer_freq (only 1 is supported)")
        f.update(mla_layers=layers, mla=_mla(r), dense_layers=r.int("first_k_dense_replace", 0),
                 dense_ffn=r.int("intermediate_size"),
                 moe=dict(routed_experts=r.int("n_routed_experts"), shared_experts=r.int("n_shared_experts", 0),
                          experts_per_token=r.int("num_experts_per_tok"), expert_ffn=r.int("moe_intermediate_size")))
        notes.append(_mtp_note(r, "num_nextn_predict_layers"))
    elif family == "kimi_linear":
        lin = r.sub("linear_attn_config")
        kda, full = lin.list("kda_layers"), lin.list("full_attn_layers")
        if (kda or full) and len(kda) + len(full) != layers:
            r.bad.append(f"linear_attn_config (kda_layers {len(kda)} + full_attn_layers {len(full)} "
                         f"!= num_hidden_layers {layers})")
        hd = lin.int("head_dim")
        f.update(mla_layers=len(full), linear_layers=len(kda), mla=_mla(r),
                 linear=dict(num_heads=lin.int("num_heads"), head_k_dim=hd, head_v_dim=hd,
                             conv_kernel=lin.int("short_conv_kernel_size", 4),
                             full_rank_gate=lin.bool("use_full_rank_gate")),
                 dense_layers=r.int("first_k_dense_replace", 0), dense_ffn=r.int("intermediate_size"),
                 moe=dict(routed_experts=r.int("num_experts"), shared_experts=r.int("num_shared_experts", 0),
                          experts_per_token=r.int("num_experts_per_token", None) or r.int("num_experts_per_tok"),
                          expert_ffn=r.int("moe_intermediate_size"),
                          latent_dim=r.int("routed_expert_hidden_size", None)))
        notes.append(_mtp_note(r, "num_nextn_predict_layers"))
    f["extra_params_note"] = "; ".join(n for n in notes if n)
    return f


def _compressed_tensors_format(q: dict) -> str | None:
    """The weight format of a compressed-tensors config, or None if it is not one we know."""
    fmt = str(_name(q.get("format")) or "").lower()
    groups = q.get("config_groups") or {}
    if not isinstance(groups, dict):
        return None
    weights = next((g.get("weights") for g in groups.values() if isinstance(g, dict) and g.get("weights")), None)
    if "mxfp4" in fmt:
        return "mxfp4"
    if "nvfp4" in fmt:
        return "nvfp4"
    if not isinstance(weights, dict):
        return None
    bits, kind, group = weights.get("num_bits"), weights.get("type"), weights.get("group_size")
    if bits == 4 and kind == "int":
        if group == 32:
            return "int4-g32"
        if group == 128:
            return "int4-g128" if weights.get("symmetric", True) else "int4-g128-zp"
    if bits == 4 and kind == "float":
        return "nvfp4" if group == 16 else "mxfp4" if group == 32 else None
    if bits == 8 and kind == "float":
        return "fp8"
    if bits == 8 and kind == "int":
        return "int8"
    return None


def formats_from_quantization(quant: dict | None, dtype: str | None = None) -> tuple[str, str]:
    """(expert_format, dense_format) for a quantization config.

    8-bit recipes (DeepSeek FP8 blocks, per-tensor FP8) quantize experts and dense layers alike;
    4-bit recipes in these checkpoints quantize the routed experts and keep attention, shared
    experts and the LM head in BF16 (Kimi K2.5 INT4, Kimi K3 and gpt-oss MXFP4).
    """
    base = _DTYPES.get((_name(dtype) or "bfloat16").lower(), "bf16")
    if not quant:
        return base, base
    if not isinstance(quant, dict):
        raise UnsupportedConfigError(f"quantization_config must be a JSON object, not {_short(quant)}")
    method = str(_name(quant.get("quant_method")) or _name(quant.get("quant_algo")) or "").lower()
    if method == "fp8":
        block = quant.get("weight_block_size")
        fmt = "fp8-block128" if block in ([128, 128], (128, 128)) else "fp8"
        return fmt, fmt
    if method == "mxfp4":
        return "mxfp4", "bf16"
    if method == "nvfp4":
        return "nvfp4", "bf16"
    if method == "compressed-tensors":
        fmt = _compressed_tensors_format(quant)
        if fmt is None:
            raise UnsupportedConfigError(
                "quantization_config: unsupported compressed-tensors scheme "
                f"(format {_short(quant.get('format'))}); supported: int4 group 32/128, mxfp4, nvfp4, fp8, int8")
        return (fmt, fmt) if fmt in ("fp8", "int8") else (fmt, "bf16")
    raise UnsupportedConfigError(
        f"quantization_config: unsupported quant_method {_short(method or 'none')}; "
        "supported: fp8 (incl. 128x128 blocks), mxfp4, nvfp4, compressed-tensors")


def _model_id(model_id: str) -> str:
    ident = re.sub(r"[^A-Za-z0-9._-]+", "-", model_id.strip()).strip("-")[:80]
    if not ident:
        raise UnsupportedConfigError(f"model id {_short(model_id)} has no usable characters")
    return ident


def architecture_from_hf_config(config: dict, model_id: str, quant_config: dict | None = None,
                                name: str | None = None) -> Architecture:
    """Map a Hugging Face ``config.json`` dict onto an :class:`Architecture`.

    ``quant_config`` overrides the config's own ``quantization_config`` (as found in a sibling
    ``quantization_config.json`` / ``hf_quant_config.json``). Raises UnsupportedConfigError listing
    every missing or malformed field, or naming the unknown architecture.
    """
    if not isinstance(config, dict):
        raise UnsupportedConfigError("config must be a JSON object")
    family, text, has_vision = _family(config)
    r = _Reader(text, "text_config." if text is not config else "")
    fields = _fields(family, r)
    if r.missing or r.bad:
        parts = []
        if r.missing:
            parts.append("missing fields: " + ", ".join(dict.fromkeys(r.missing)))
        if r.bad:
            parts.append("malformed fields: " + "; ".join(dict.fromkeys(r.bad)))
        raise UnsupportedConfigError(f"{family} config for '{model_id}': " + "; ".join(parts))
    quant = quant_config if quant_config is not None else (
        config.get("quantization_config") or text.get("quantization_config"))
    dtype = config.get("torch_dtype") or config.get("dtype") or text.get("torch_dtype") or text.get("dtype")
    expert_format, dense_format = formats_from_quantization(quant, dtype)
    if has_vision:
        note = "vision encoder present in the checkpoint, not counted (its size is not in config.json)"
        fields["extra_params_note"] = "; ".join(n for n in (fields["extra_params_note"], note) if n)
    if "moe" in fields and fields.get("dense_layers", 0) >= fields["num_layers"]:
        fields.pop("moe")
    try:
        return Architecture(
            id=_model_id(model_id), name=name or model_id,
            source=f"Hugging Face config.json of {model_id} (imported)", source_date="not dated (imported)",
            expert_format=expert_format, dense_format=dense_format, **fields,
        )
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "config"
        raise UnsupportedConfigError(f"{family} config for '{model_id}': {where}: {err['msg']}") from None


_QUANT_FILES = ("quantization_config.json", "hf_quant_config.json")


def read_hf_config(path: str | Path) -> dict:
    """Read ``config.json`` (a file or a folder holding one). When the config has no
    ``quantization_config``, a sibling quantization config file is attached under that key."""
    p = Path(path)
    file = p / "config.json" if p.is_dir() else p
    try:
        config = read_json(file)
    except FileFormatError as exc:
        raise UnsupportedConfigError(str(exc)) from None
    if not isinstance(config, dict):
        raise UnsupportedConfigError(f"{file}: config must be a JSON object")
    if "quantization_config" not in config:
        for name in _QUANT_FILES:
            sibling = file.parent / name
            if sibling.is_file():
                try:
                    quant = read_json(sibling)
                except FileFormatError as exc:
                    raise UnsupportedConfigError(str(exc)) from None
                # hf_quant_config.json (ModelOpt) nests the recipe under "quantization"
                config["quantization_config"] = quant.get("quantization", quant) if isinstance(quant, dict) else quant
                break
    return config
