"""Import a model from its Hugging Face ``config.json`` (and quantization config) as an Architecture.

``architecture_from_hf_config`` is pure: a dict in, a validated :class:`Architecture` out. It knows
a fixed set of architecture families; anything else, or a known family with fields missing, raises
:class:`UnsupportedConfigError` naming exactly what is unknown or missing. It never guesses a
number it cannot read, because a silently wrong parameter count would size a deployment wrongly.

The family is chosen from ``architectures`` (or ``model_type``; for a multimodal wrapper, from its
``text_config``, which then holds the language model's fields). Each family's keys are read by a
pydantic model in :mod:`k3desk.core.model.hf_families` (one per family, on a base holding the keys every
family shares): strict types, so ``"4096"``, ``true`` or ``1e3`` where an integer belongs and
``"false"`` where a flag belongs are malformed, and validators for the rules between fields. Pydantic
collects every problem at once; they are reported in one line, missing fields first, then malformed
ones, each with its path (``text_config.`` in front when the fields come from ``text_config``).

``read_hf_config`` is the only function here that touches the file system: it reads ``config.json``
and attaches a sibling quantization config when the main file has none (``hf_quant_config.json``'s
ModelOpt recipe, with its ``kv_cache_quant_algo``). These are the model owner's files, so the JSON
literals ``NaN`` / ``Infinity`` that Python writes are accepted (Nemotron-H's ``time_step_limit``);
the family models ignore the keys that hold them, and a non-finite value where a figure is read is
malformed. k3desk's own files still refuse them.

:func:`quantization_formats` maps every common recipe (FP8 and 128x128 FP8 blocks, MXFP4, NVFP4,
ModelOpt, compressed-tensors, GPTQ, AWQ) to the formats of the routed experts, the other weights and
the KV cache. A failure anywhere names the family and the key in one line.

What is not counted, and said so in ``extra_params_note``: vision encoders (their size is not in
the text config) and multi-token-prediction layers (engines load them only for speculative
decoding; published totals such as DeepSeek-V3's 671B exclude them).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from k3desk.core.model.architecture import IMPORTED_DATE, Architecture
from k3desk.core.model.hf_families import FAMILY_MODELS, clip
from k3desk.core.reading import FileFormatError, read_json


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
    "DeepseekV32ForCausalLM": "deepseek_v32",
    "GlmMoeDsaForCausalLM": "deepseek_v32",
    "DeepseekV4ForCausalLM": "deepseek_v4",
    "MixtralForCausalLM": "mixtral",
    "Qwen3NextForCausalLM": "qwen3_next",
    "Qwen3_5MoeForCausalLM": "qwen3_next",
    "Qwen3_5ForCausalLM": "qwen3_next",
    "Qwen3_5MoeForConditionalGeneration": "qwen3_next",
    "Qwen3_5ForConditionalGeneration": "qwen3_next",
    "Llama4ForCausalLM": "llama4",
    "Llama4ForConditionalGeneration": "llama4",
    "MiMoV2FlashForCausalLM": "mimo_v2_flash",
    "Gemma4ForCausalLM": "gemma4",
    "Gemma4ForConditionalGeneration": "gemma4",
    "NemotronHForCausalLM": "nemotron_h",
}
# model_type values accepted when ``architectures`` is absent (or names a multimodal wrapper).
_MODEL_TYPES: dict[str, str] = {
    "llama": "dense", "mistral": "dense", "qwen2": "dense", "qwen3": "dense",
    "qwen3_moe": "qwen3_moe", "glm4_moe": "glm4_moe", "minimax_m2": "minimax_m2", "gpt_oss": "gpt_oss",
    "deepseek_v3": "deepseek_v3", "kimi_k2": "deepseek_v3", "kimi_linear": "kimi_linear",
    "deepseek_v32": "deepseek_v32", "glm_moe_dsa": "deepseek_v32", "deepseek_v4": "deepseek_v4",
    "mixtral": "mixtral", "qwen3_next": "qwen3_next", "qwen3_5_moe": "qwen3_next", "qwen3_5_moe_text": "qwen3_next",
    "qwen3_5": "qwen3_next", "qwen3_5_text": "qwen3_next", "llama4": "llama4", "llama4_text": "llama4",
    "mimo_v2_flash": "mimo_v2_flash", "gemma4": "gemma4", "gemma4_text": "gemma4", "nemotron_h": "nemotron_h",
}
#: Multimodal wrappers: the language model's fields are in ``text_config``.
_WRAPPERS = frozenset({
    "Qwen3_5MoeForConditionalGeneration", "Qwen3_5ForConditionalGeneration", "Llama4ForConditionalGeneration",
    "Gemma4ForConditionalGeneration",
})

_DTYPES = {"bfloat16": "bf16", "float16": "fp16", "float32": "fp32", "fp8": "fp8"}

#: Config keys that change a model's parameters or its cache, and what they describe. A family that
#: does not read one refuses a config setting it (to anything but null, 0, false or empty), in one line
#: naming the key: an import never sizes a model while ignoring what makes it bigger or smaller.
SIZE_KEYS: dict[str, str] = {
    "moe_latent_size": "latent MoE: experts in a narrower width",
    "routed_expert_hidden_size": "latent MoE: experts in a narrower width",
    "compress_ratios": "compressed attention",
    "kv_lora_rank": "multi-head latent attention",
    "q_lora_rank": "low-rank query projection",
    "o_lora_rank": "low-rank output projection",
    "o_groups": "grouped output projection",
    "hc_mult": "hyper-connections",
    "index_n_heads": "sparse-attention indexer",
    "index_head_dim": "sparse-attention indexer",
    "indexer_types": "layers sharing an indexer",
    "mlp_layer_types": "dense and sparse layers",
    "attn_type_list": "per-layer attention kinds",
    "layers_block_type": "per-layer block kinds",
    "hybrid_override_pattern": "per-layer block kinds",
    "linear_attn_config": "linear-attention layers",
    "layer_types": "per-layer attention kinds",
    "n_shared_experts": "shared experts",
    "num_shared_experts": "shared experts",
    "shared_expert_intermediate_size": "shared experts",
    "moe_shared_expert_intermediate_size": "shared experts",
    "first_k_dense_replace": "dense layers before the MoE layers",
    "mlp_only_layers": "dense layers among the MoE layers",
    "decoder_sparse_step": "MoE layers every few layers",
    "interleave_moe_layer_step": "MoE layers every few layers",
    "moe_layer_freq": "MoE layers every few layers",
    "hidden_size_per_layer_input": "per-layer input embeddings",
    "num_kv_shared_layers": "layers sharing another layer's cache",
    "attention_chunk_size": "chunked attention",
    "mla_use_output_gate": "a gate on the attention output",
    "attn_output_gate": "a gate on the attention output",
}
#: neutral values: the key is present but changes nothing
_NEUTRAL: tuple[object, ...] = (None, 0, False, "", [], {})


def supported_architectures() -> list[str]:
    return sorted(_FAMILIES)


def _family(config: dict) -> tuple[str, dict, bool]:
    """The family, the dict holding the text model's fields, and whether a vision config exists."""
    text = config.get("text_config")
    has_vision = isinstance(config.get("vision_config"), dict)
    archs = _names(config.get("architectures"))
    for arch in archs:
        if arch in _FAMILIES:
            if arch in _WRAPPERS and isinstance(text, dict):   # a multimodal checkpoint, vision_config or not
                return _FAMILIES[arch], text, True
            return _FAMILIES[arch], config, has_vision
    if isinstance(text, dict):  # multimodal wrapper (Kimi K2.5 / K3): the language model is inside
        for arch in _names(text.get("architectures")):
            if arch in _FAMILIES:
                return _FAMILIES[arch], text, has_vision
        if _name(text.get("model_type")) in _MODEL_TYPES:
            return _MODEL_TYPES[text["model_type"]], text, has_vision
    if _name(config.get("model_type")) in _MODEL_TYPES:
        return _MODEL_TYPES[config["model_type"]], config, has_vision
    named = ", ".join(clip(a) for a in archs[:5]) if archs else "none"
    model_type = _name(config.get("model_type")) or "none"
    raise UnsupportedConfigError(
        f"unknown architecture (architectures: {named}; model_type: {clip(model_type)}); "
        f"supported: {', '.join(supported_architectures())}"
    )


def _name(value: Any) -> str | None:
    """A config's name field, only when it is a string (a list or object there is not a name)."""
    return value if isinstance(value, str) else None


def _names(value: Any) -> list[str]:
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []


def _short(value: Any) -> str:
    """A value as an error message quotes it: one line, at most a few dozen characters."""
    return clip(repr(value).replace("\n", " "))


def _problem(err: ErrorDetails) -> str:
    """What is wrong with one malformed field, as the error line says it."""
    kind, value = err["type"], err.get("input")
    if kind == "int_type":
        return f"expected an integer, got {_short(value)}"
    if kind == "bool_type":
        return f"expected true or false, got {_short(value)}"
    if kind == "list_type":
        return f"expected a list, got {type(value).__name__}"
    if kind in ("model_type", "model_attributes_type", "dict_type"):
        return f"expected an object, got {type(value).__name__}"
    return str(err["msg"]).removeprefix("Value error, ")   # a broken rule (hf_families.malformed) says it itself


def _config_error(exc: ValidationError, family: str, model_id: str, prefix: str) -> UnsupportedConfigError:
    """Every missing and malformed field of one family model's ValidationError, in one line."""
    missing, bad, unsupported = [], [], []
    for err in exc.errors(include_url=False):
        where = prefix + ".".join(str(p) for p in err["loc"])
        if err["type"] == "missing":
            missing.append(where)
        elif err["type"] == "unsupported":
            unsupported.append(f"{where} ({err['msg']})")
        else:
            bad.append(f"{where} ({_problem(err)})")
    parts = []
    if unsupported:
        parts.append("unsupported keys: " + "; ".join(dict.fromkeys(unsupported)))
    if missing:
        parts.append("missing fields: " + ", ".join(dict.fromkeys(missing)))
    if bad:
        parts.append("malformed fields: " + "; ".join(dict.fromkeys(bad)))
    return UnsupportedConfigError(f"{family} config for '{model_id}': " + "; ".join(parts))


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
    """(expert_format, dense_format) for a quantization config (see :func:`quantization_formats`)."""
    expert, dense, _kv = quantization_formats(quant, dtype)
    return expert, dense


_MODELOPT_WEIGHTS = {"nvfp4": "nvfp4", "fp8": "fp8", "fp8_pb_wo": "fp8-block128", "fp8_per_channel_per_token": "fp8",
                     "w4a16_awq": "int4-g128", "w4a8_awq": "int4-g128", "int4_awq": "int4-g128", "int8_sq": "int8",
                     "w8a8_sq_per_channel": "int8", "mxfp4": "mxfp4", "mxfp8": "mxfp8"}
_KV_ALGOS = {"fp8": "fp8", "nvfp4": "nvfp4", "int8": "int8"}
_SUPPORTED_METHODS = ("fp8 (incl. 128x128 blocks), fbgemm_fp8, mxfp4, nvfp4, modelopt (NVFP4, FP8, INT4 AWQ, INT8), "
                      "compressed-tensors, gptq, awq")


def _kv_from_scheme(scheme: Any) -> str | None:
    """The KV cache format of a ``kv_cache_scheme`` (compressed-tensors / ModelOpt in config.json)."""
    if not isinstance(scheme, dict):
        return None
    bits, kind = scheme.get("num_bits"), scheme.get("type")
    if bits == 8:
        return "fp8" if kind == "float" else "int8"
    if bits == 4 and kind == "float":
        return "nvfp4"
    raise UnsupportedConfigError(f"quantization_config: unsupported kv_cache_scheme {_short(scheme)}; "
                                 "supported: 8-bit float or integer, 4-bit float")


def _attention_in_bf16(quant: dict) -> bool:
    """Whether a 4-bit ModelOpt recipe keeps attention in BF16: its exclusions name the attention
    layers, or it lists none (the NVFP4 MoE checkpoints quantize the experts only)."""
    names = quant.get("exclude_modules") or quant.get("ignore")
    if not isinstance(names, list) or not names:
        return True
    return any(isinstance(n, str) and "attn" in n for n in names)


def _int_weights(bits: Any, group: Any, symmetric: bool) -> str | None:
    if bits == 8:
        return "int8"
    if bits != 4:
        return None
    if group == 32:
        return "int4-g32"
    if group in (128, -1):   # -1: one scale per channel, smaller than per-128 groups
        return "int4-g128" if symmetric else "int4-g128-zp"
    return None


def quantization_formats(quant: dict | None, dtype: str | None = None) -> tuple[str, str, str]:
    """(expert_format, dense_format, kv_format) for a quantization config.

    8-bit recipes (DeepSeek FP8 blocks, per-tensor FP8) quantize experts and dense layers alike;
    4-bit recipes in these checkpoints quantize the routed experts and keep attention, shared
    experts and the LM head in BF16 (Kimi K2.5 INT4, Kimi K3 and gpt-oss MXFP4; a ModelOpt recipe
    whose exclusions name the attention layers). GPTQ and AWQ quantize every linear layer. The KV
    cache takes the recipe's ``kv_cache_quant_algo`` / ``kv_cache_scheme`` (ModelOpt NVFP4
    checkpoints ship FP8 KV), else BF16.
    """
    base = _DTYPES.get((_name(dtype) or "bfloat16").lower(), "bf16")
    if not quant:
        return base, base, "bf16"
    if not isinstance(quant, dict):
        raise UnsupportedConfigError(f"quantization_config must be a JSON object, not {_short(quant)}")
    kv = _kv_from_scheme(quant.get("kv_cache_scheme")) or "bf16"
    kv_algo = _name(quant.get("kv_cache_quant_algo"))
    if kv_algo:
        if kv_algo.lower() not in _KV_ALGOS:
            raise UnsupportedConfigError(f"quantization_config: unsupported kv_cache_quant_algo {_short(kv_algo)}; "
                                         "supported: FP8, NVFP4, INT8")
        kv = _KV_ALGOS[kv_algo.lower()]
    method = str(_name(quant.get("quant_method")) or "").lower()
    algo = str(_name(quant.get("quant_algo")) or "").lower()
    if not method and algo:   # hf_quant_config.json names only the algorithm (ModelOpt)
        method = "modelopt"
    if method in ("fp8", "fbgemm_fp8"):
        block = quant.get("weight_block_size")
        fmt = "fp8-block128" if block in ([128, 128], (128, 128)) else "fp8"
        return fmt, fmt, kv
    if method in ("mxfp4", "nvfp4"):
        return method, "bf16", kv
    if method == "modelopt":
        opt = _MODELOPT_WEIGHTS.get(algo)
        if opt is None:
            raise UnsupportedConfigError(
                f"quantization_config: unsupported ModelOpt quant_algo {_short(algo or 'none')}; "
                f"supported: {', '.join(a.upper() for a in _MODELOPT_WEIGHTS)}")
        four_bit = opt in ("nvfp4", "mxfp4", "int4-g128")
        return opt, ("bf16" if four_bit and _attention_in_bf16(quant) else opt), kv
    if method == "compressed-tensors":
        scheme = _compressed_tensors_format(quant)
        if scheme is None:
            raise UnsupportedConfigError(
                "quantization_config: unsupported compressed-tensors scheme "
                f"(format {_short(quant.get('format'))}); supported: int4 group 32/128, mxfp4, nvfp4, fp8, int8")
        return (scheme, scheme, kv) if scheme in ("fp8", "int8") else (scheme, "bf16", kv)
    if method in ("gptq", "awq"):
        bits = quant.get("bits", quant.get("w_bit"))
        group = quant.get("group_size", quant.get("q_group_size"))
        symmetric = bool(quant.get("sym", True)) if method == "gptq" else not quant.get("zero_point", True)
        ints = _int_weights(bits, group, symmetric)
        if ints is None:
            raise UnsupportedConfigError(
                f"quantization_config: unsupported {method} bits {_short(bits)} / group_size {_short(group)}; "
                "supported: 4 bits in groups of 32 or 128 (or per channel), 8 bits")
        return ints, ints, kv
    raise UnsupportedConfigError(
        f"quantization_config: unsupported quant_method {_short(method or 'none')}; supported: {_SUPPORTED_METHODS}")


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
    try:
        read = FAMILY_MODELS[family].model_validate(text)
    except ValidationError as exc:
        raise _config_error(exc, family, model_id, "text_config." if text is not config else "") from None
    _refuse_unread_size_keys(text, family, model_id, "text_config." if text is not config else "")
    try:
        fields = read.architecture_fields(vision_encoder=has_vision)
    except ValueError as exc:   # a rule between fields that only the whole reading can check
        raise UnsupportedConfigError(f"{family} config for '{model_id}': {exc}") from None
    quant = quant_config if quant_config is not None else (
        config.get("quantization_config") or read.quantization_config)
    dtype = config.get("torch_dtype") or config.get("dtype") or read.torch_dtype or read.dtype
    try:
        expert_format, dense_format, kv_format = quantization_formats(quant, dtype)
    except UnsupportedConfigError as exc:
        raise UnsupportedConfigError(f"{family} config for '{model_id}': {exc}") from None
    own = getattr(read, "expert_format", None)
    if callable(own) and own() and not (quant_config is not None and expert_format != dense_format):
        expert_format = own()   # DeepSeek-V4's FP4 experts beside FP8 blocks (a quantizer's own recipe wins)
    kv_own = getattr(read, "kv_format", None)
    if callable(kv_own) and kv_format == "bf16":
        kv_format = kv_own()     # a family whose cache layout is fixed by the model (DeepSeek-V4: FP8)
    try:
        return Architecture(
            id=_model_id(model_id), name=name or model_id,
            source=f"Hugging Face config.json of {model_id} (imported)", source_date=IMPORTED_DATE,
            expert_format=expert_format, dense_format=dense_format, kv_format=kv_format, **fields,
        )
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "config"
        raise UnsupportedConfigError(f"{family} config for '{model_id}': {where}: {err['msg']}") from None


def _read_keys(family: str) -> set[str]:
    """The config keys a family's model reads (its fields' aliases, or names)."""
    model = FAMILY_MODELS[family]
    return {f.alias or name for name, f in model.model_fields.items()} | set(getattr(model, "READS", ()))


def _refuse_unread_size_keys(text: dict, family: str, model_id: str, prefix: str) -> None:
    """A size-changing key the family does not model, set to something other than a neutral value,
    is refused in one line naming it (``SIZE_KEYS``)."""
    read = _read_keys(family)
    bad = [k for k in SIZE_KEYS if k in text and k not in read and not any(text[k] == n for n in _NEUTRAL)]
    if bad:
        named = "; ".join(f"{prefix}{k} ({SIZE_KEYS[k]}: not modelled for {family} configs)" for k in bad)
        raise UnsupportedConfigError(f"{family} config for '{model_id}': unsupported keys: {named}")


_QUANT_FILES = ("quantization_config.json", "hf_quant_config.json")


def read_hf_config(path: str | Path) -> dict:
    """Read ``config.json`` (a file or a folder holding one). When the config has no
    ``quantization_config``, a sibling quantization config file is attached under that key."""
    p = Path(path)
    file = p / "config.json" if p.is_dir() else p
    try:
        config = read_json(file, constants=True)
    except FileFormatError as exc:
        raise UnsupportedConfigError(str(exc)) from None
    if not isinstance(config, dict):
        raise UnsupportedConfigError(f"{file}: config must be a JSON object")
    if "quantization_config" not in config:
        for name in _QUANT_FILES:
            sibling = file.parent / name
            if sibling.is_file():
                try:
                    quant = read_json(sibling, constants=True)
                except FileFormatError as exc:
                    raise UnsupportedConfigError(str(exc)) from None
                # hf_quant_config.json (ModelOpt) nests the recipe under "quantization"
                if isinstance(quant, dict) and isinstance(quant.get("quantization"), dict):
                    quant = {"quant_method": "modelopt", **quant["quantization"]}
                config["quantization_config"] = quant
                break
    return config
