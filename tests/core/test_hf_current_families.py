"""Current open-weight families: the owners' real config.json files import with their published sizes.

The ten files and their published totals are the project's reference set
(``tests/fixtures/hf-configs/manifest.json``, copied from the project's reference folder: the owners'
config.json as vendored by public projects, each with its source). KV bytes per token are written out here from each attention kind's
formula (the architecture's fields times bytes per value), never taken from the code's output.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from k3desk.core.catalog import builtin_catalog
from k3desk.core.model.hf_import import (
    UnsupportedConfigError,
    architecture_from_hf_config,
    quantization_formats,
    read_hf_config,
)
from k3desk.core.model.memory import decode_attention_flops, kv_layout
from k3desk.core.model.params import count_params, linear_layer_params
from k3desk.core.reading import FileFormatError, parse_json

REFERENCE = Path(__file__).resolve().parents[1] / "fixtures" / "hf-configs"   # vendored with their manifest
MANIFEST = json.loads((REFERENCE / "manifest.json").read_text()) if (REFERENCE / "manifest.json").is_file() else []
needs_reference = pytest.mark.skipif(not MANIFEST, reason="tests/fixtures/hf-configs is absent")

#: Where the owner's own figure differs from the manifest's (which is the model name's rounding).
OWNER_FIGURES = {
    # Google's card, as quoted by featherless.ai / llmradar.eu / vast.ai: 25.2B total, 3.8B active
    "google/gemma-4-26B-A4B": (25.2e9, 3.8e9),
}
#: The owner publishes only the name's rounded figure; Qwen's "A3B" names floor (Qwen3-30B-A3B's card
#: says 3.3B activated), and Qwen's activated counts include the embeddings (Qwen3.5-397B-A17B: 17B,
#: checked in the catalog test below). Here the active count is checked against the name's range.
#: NVIDIA's "A12B" likewise: 12B active without the 1.07B embedding table, which this count includes.
NAME_ROUNDED_ACTIVE = {
    "Qwen/Qwen3-Next-80B-A3B-Thinking": (3e9, 4e9),
    "Qwen/Qwen3.5-35B-A3B": (3e9, 4e9),
    "nvidia/NVIDIA-Nemotron-3-Super-120B-A12B-FP8": (12e9, 13e9),
}


def _load(entry: dict) -> dict:
    return read_hf_config(REFERENCE / entry["file"])


@needs_reference
@pytest.mark.parametrize("entry", MANIFEST, ids=[e["model"] for e in MANIFEST])
def test_reference_config_imports_with_published_sizes(entry):
    model = entry["model"]
    a = architecture_from_hf_config(_load(entry), model)
    p = count_params(a)
    total, active = OWNER_FIGURES.get(model, (entry["published_total_params"], entry["published_active_params"]))
    assert p.total == pytest.approx(total, rel=0.02)
    if model in NAME_ROUNDED_ACTIVE:
        low, high = NAME_ROUNDED_ACTIVE[model]
        assert low <= p.active <= high
    else:
        assert p.active == pytest.approx(active, rel=0.05)


@needs_reference
def test_every_reference_file_is_checked():
    files = {str(p.relative_to(REFERENCE)) for p in REFERENCE.rglob("*config.json") if p.name != "hf_quant_config.json"}
    assert files == {e["file"] for e in MANIFEST}


def _ref(model: str) -> dict:
    return _load(next(e for e in MANIFEST if e["model"] == model))


# ---- the owner's definition of "active" ---------------------------------------------------------------

@needs_reference
def test_active_follows_each_owners_definition():
    oss = count_params(architecture_from_hf_config(_ref("openai/gpt-oss-20b"), "x"))
    # OpenAI: without the input embedding table, with the unembedding (gpt-oss-20b 3.61B)
    assert oss.active_excludes == "embedding"
    assert oss.active == pytest.approx(oss.active_all - 201088 * 2880)
    mm = count_params(architecture_from_hf_config(_ref("MiniMaxAI/MiniMax-M2.5"), "x"))
    assert mm.active_excludes == "embedding_and_lm_head"
    assert mm.active == pytest.approx(9.8e9, rel=0.02)           # emergentmind: 9.8B
    ds = count_params(architecture_from_hf_config(_ref("deepseek-ai/DeepSeek-V3.2"), "x"))
    assert ds.active_excludes == "none" and ds.active == ds.active_all


def test_catalog_gpt_oss_120b_shows_openais_5_13b():
    p = count_params(builtin_catalog().models["gpt-oss-120b"])
    assert p.active == pytest.approx(5.13e9, rel=0.01)          # openai/gpt-oss model card


NEW_FLAGSHIPS = {  # id: (published total, published active) with the sources in each catalog entry
    "deepseek-v3.2": (671e9, 37e9), "glm-5": (744e9, 40e9), "qwen3.5-397b-a17b": (397e9, 17e9),
    "llama-4-maverick": (400e9, 17e9), "minimax-m2.5": (230e9, 10e9),
}


@pytest.mark.parametrize("model", sorted(NEW_FLAGSHIPS))
def test_new_catalog_flagships_match_their_published_sizes(model):
    a = builtin_catalog().models[model]
    p = count_params(a)
    total, active = NEW_FLAGSHIPS[model]
    assert (a.published_total_params, a.published_active_params) == (total, active)
    assert p.total == pytest.approx(total, rel=0.02)
    assert p.active == pytest.approx(active, rel=0.05)
    assert a.source and a.source_date


# ---- hand-checked KV bytes per token, one model per attention kind -------------------------------------

def test_kv_mla_deepseek_v3():
    # 61 MLA layers x (kv_lora_rank 512 + qk_rope_head_dim 64) x 2 bytes (BF16)
    kv = kv_layout(builtin_catalog().models["deepseek-v3"], builtin_catalog())
    assert kv.per_token == 61 * (512 + 64) * 2 == 70_272


@needs_reference
def test_kv_dsa_deepseek_v32_adds_the_indexer_key_and_reads_top_k():
    cat = builtin_catalog()
    a = architecture_from_hf_config(_ref("deepseek-ai/DeepSeek-V3.2"), "x")
    kv = kv_layout(a, cat)
    latent = 61 * (512 + 64) * 2            # MLA latent, BF16
    indexer = 61 * (128 * 1 + 4)            # index_head_dim 128 in FP8 + one FP32 scale per 128 values
    assert kv.per_token == latent + indexer == 78_324
    ctx = 100_000                            # a step reads every indexer key, but only index_topk latents
    assert kv.read_per_sequence(ctx) == indexer * ctx + latent * 2048
    assert kv.per_sequence(ctx) == (latent + indexer) * ctx
    # attention FLOPs: MLA over 2048 tokens + the indexer's 64 heads x 128 over all of them
    assert decode_attention_flops(a, ctx) == 61 * 2 * 128 * 2048 * (2 * 512 + 64) + 61 * 2 * 64 * 128 * ctx


@needs_reference
def test_kv_gqa_with_sliding_windows_gpt_oss():
    a = architecture_from_hf_config(_ref("openai/gpt-oss-20b"), "x")
    kv = kv_layout(a, builtin_catalog())
    per_layer = 2 * 8 * 64 * 2              # K and V, 8 KV heads x head_dim 64, BF16
    assert (kv.full_per_token, kv.swa_per_token, kv.window) == (12 * per_layer, 12 * per_layer, 128)
    assert kv.per_sequence(65_536) == 12 * per_layer * 65_536 + 12 * per_layer * 128


@needs_reference
def test_kv_sliding_layers_with_their_own_heads_mimo():
    a = architecture_from_hf_config(_ref("XiaomiMiMo/MiMo-V2-Flash"), "x")
    kv = kv_layout(a, builtin_catalog())
    # 9 full layers: 4 KV heads x (K 192 + V 128); 39 sliding layers: 8 KV heads x (192 + 128); BF16
    assert kv.full_per_token == 9 * 4 * (192 + 128) * 2
    assert kv.swa_per_token == 39 * 8 * (192 + 128) * 2 and kv.window == 128


@needs_reference
def test_kv_linear_hybrid_qwen3_next():
    a = architecture_from_hf_config(_ref("Qwen/Qwen3-Next-80B-A3B-Thinking"), "x")
    kv = kv_layout(a, builtin_catalog())
    assert (a.gqa_layers, a.linear_layers) == (12, 36)        # full_attention_interval 4
    assert kv.per_token == 12 * 2 * 2 * 256 * 2                # 12 layers x K,V x 2 KV heads x 256 x BF16
    # per sequence, constant: 36 DeltaNet layers x (32 value heads x 128 x 128 FP32 state
    # + (kernel 4 - 1) x (2 x 16 x 128 + 32 x 128) BF16 conv state)
    assert kv.state_per_sequence == 36 * (32 * 128 * 128 * 4 + 3 * (2 * 16 * 128 + 32 * 128) * 2)


@needs_reference
def test_kv_chunked_llama4_scout():
    a = architecture_from_hf_config(_ref("meta-llama/Llama-4-Scout-17B-16E-Instruct"), "x")
    kv = kv_layout(a, builtin_catalog())
    per_layer = 2 * 8 * 128 * 2                                 # K, V x 8 KV heads x 128 x BF16
    assert (a.gqa_layers, a.swa_layers, a.window_kind) == (12, 36, "chunked")  # every 4th layer is global
    assert (kv.full_per_token, kv.swa_per_token, kv.window) == (12 * per_layer, 36 * per_layer, 8192)
    assert kv.per_sequence(1_000_000) == 12 * per_layer * 1_000_000 + 36 * per_layer * 8192


# ---- families without a reference file -----------------------------------------------------------------

#: nvidia/Nemotron-H-4B geometry (as quoted by a public engine's test of that checkpoint's metadata)
NEMOTRON_H_4B = {
    "architectures": ["NemotronHForCausalLM"], "model_type": "nemotron_h",
    "hidden_size": 3136, "intermediate_size": 12544, "vocab_size": 131072, "num_hidden_layers": 42,
    "hybrid_override_pattern": "M-M-M-MM-M-M*-M-M*-M-M-M*-M-M-MM*-MMM-M-M-",
    "mamba_num_heads": 96, "mamba_head_dim": 80, "n_groups": 8, "ssm_state_size": 128, "conv_kernel": 4,
    "num_attention_heads": 40, "num_key_value_heads": 8, "attention_head_dim": 128,
    "max_position_embeddings": 262144, "mlp_hidden_act": "relu2",
}


def test_nemotron_h_reads_vendor_infinity_and_sizes_mamba_layers(tmp_path):
    text = json.dumps(NEMOTRON_H_4B)[:-1] + ', "time_step_limit": [0.0, Infinity]}'
    (tmp_path / "config.json").write_text(text)
    a = architecture_from_hf_config(read_hf_config(tmp_path), "nemotron-h-4b")
    assert (a.linear_layers, a.gqa_layers, a.dense_layers, a.no_ffn_layers) == (21, 4, 17, 25)
    # one Mamba-2 layer: in_proj d x (2 x 96x80 + 2 x 8x128 + 96), conv 4 x (96x80 + 2 x 8x128),
    # A, D, dt (3 x 96), gated norm 96x80, out_proj 96x80 x d
    d, inner, bc = 3136, 96 * 80, 2 * 8 * 128
    assert linear_layer_params(a) == d * (2 * inner + bc + 96) + 4 * (inner + bc) + 3 * 96 + inner + inner * d
    kv = kv_layout(a, builtin_catalog())
    assert kv.per_token == 4 * 2 * 8 * 128 * 2                     # only the 4 attention layers cache tokens
    assert kv.state_per_sequence == 21 * (96 * 128 * 80 * 4 + 3 * (inner + bc) * 2)
    p = count_params(a)
    assert p.dense_ffn == 17 * 2 * d * 12544                       # ReLU² MLP: up and down only
    assert p.total == pytest.approx(4e9, rel=0.05)                 # "4B" (model name)


def test_k3desk_files_still_refuse_infinity():
    with pytest.raises(FileFormatError, match="Infinity is not a valid number in a k3desk file"):
        parse_json('{"x": Infinity}')


def test_a_non_finite_value_where_a_figure_is_read_is_named(tmp_path):
    (tmp_path / "config.json").write_text(json.dumps(NEMOTRON_H_4B).replace('"hidden_size": 3136', '"hidden_size": NaN'))
    with pytest.raises(UnsupportedConfigError, match=r"^nemotron_h config for 'x': malformed fields: hidden_size "
                                                    r"\(expected an integer, got nan\)$"):
        architecture_from_hf_config(read_hf_config(tmp_path), "x")


def test_llama4_interleaved_moe_needs_the_dense_width():
    cfg = {"architectures": ["Llama4ForCausalLM"], "hidden_size": 5120, "num_hidden_layers": 48,
           "vocab_size": 202048, "num_attention_heads": 40, "num_key_value_heads": 8, "head_dim": 128,
           "max_position_embeddings": 1048576, "num_local_experts": 128, "num_experts_per_tok": 1,
           "intermediate_size": 8192, "interleave_moe_layer_step": 2}
    with pytest.raises(UnsupportedConfigError, match=r"^llama4 config for 'x': intermediate_size_mlp is required"):
        architecture_from_hf_config(cfg, "x")
    a = architecture_from_hf_config({**cfg, "intermediate_size_mlp": 16384}, "x")
    assert (a.dense_layers, a.moe_layers, a.gqa_layers) == (24, 24, 48)   # no attention_chunk_size: all global


def test_gemma4_kv_sharing_is_refused_with_its_key(tmp_path):
    if not MANIFEST:
        pytest.skip("the reference set is absent")
    cfg = _ref("google/gemma-4-26B-A4B")
    cfg["text_config"]["num_kv_shared_layers"] = 10
    with pytest.raises(UnsupportedConfigError,
                       match=r"^gemma4 config for 'x': unsupported keys: text_config\.num_kv_shared_layers \("):
        architecture_from_hf_config(cfg, "x")


@pytest.mark.parametrize("arch, family", [("DeepseekV32ForCausalLM", "deepseek_v32"),
                                          ("GlmMoeDsaForCausalLM", "deepseek_v32")])
def test_dsa_needs_its_indexer_keys(arch, family):
    cfg = json.loads((Path(__file__).parent.parent / "fixtures" / "configs" / "deepseek-v3.json").read_text())
    cfg["architectures"] = [arch]
    with pytest.raises(UnsupportedConfigError, match=rf"^{family} config for 'x': missing fields: index_n_heads, "
                                                     r"index_head_dim, index_topk$"):
        architecture_from_hf_config(cfg, "x")


def test_mixtral_with_a_sliding_window_caps_every_layer():
    cfg = {"architectures": ["MixtralForCausalLM"], "hidden_size": 4096, "num_hidden_layers": 32,
           "vocab_size": 32000, "num_attention_heads": 32, "num_key_value_heads": 8,
           "max_position_embeddings": 32768, "num_local_experts": 8, "num_experts_per_tok": 2,
           "intermediate_size": 14336, "sliding_window": 4096}
    a = architecture_from_hf_config(cfg, "x")
    assert (a.swa_layers, a.sliding_window, a.moe.routed_experts) == (32, 4096, 8)


# ---- quantization: config.json and hf_quant_config.json -------------------------------------------------

@needs_reference
def test_nvfp4_inside_config_json_reads_fp8_kv():
    a = architecture_from_hf_config(_ref("nvidia/MiniMax-M2.5-NVFP4"), "x")
    assert (a.expert_format, a.dense_format, a.kv_format) == ("nvfp4", "bf16", "fp8")


@needs_reference
def test_nvfp4_from_a_sibling_hf_quant_config_reads_fp8_kv(tmp_path):
    src = REFERENCE / "nvidia--MiniMax-M2.5-NVFP4"
    cfg = json.loads((src / "config.json").read_text())
    del cfg["quantization_config"]
    (tmp_path / "config.json").write_text(json.dumps(cfg))
    shutil.copy(src / "hf_quant_config.json", tmp_path / "hf_quant_config.json")
    a = architecture_from_hf_config(read_hf_config(tmp_path), "x")
    # exclude_modules names the self_attn layers: attention stays BF16; kv_cache_quant_algo FP8
    assert (a.expert_format, a.dense_format, a.kv_format) == ("nvfp4", "bf16", "fp8")
    kv = kv_layout(a, builtin_catalog())
    assert kv.per_token == 62 * 2 * 8 * 128 * 1                  # FP8: one byte per value, half of BF16


@pytest.mark.parametrize("quant, expected", [
    ({"quant_method": "modelopt", "quant_algo": "FP8", "kv_cache_quant_algo": "FP8"}, ("fp8", "fp8", "fp8")),
    ({"quant_algo": "NVFP4", "kv_cache_quant_algo": "NVFP4"}, ("nvfp4", "bf16", "nvfp4")),
    ({"quant_method": "modelopt", "quant_algo": "NVFP4", "exclude_modules": ["lm_head"]}, ("nvfp4", "nvfp4", "bf16")),
    ({"quant_method": "fp8", "weight_block_size": [128, 128]}, ("fp8-block128", "fp8-block128", "bf16")),
    ({"quant_method": "mxfp4"}, ("mxfp4", "bf16", "bf16")),
    ({"quant_method": "gptq", "bits": 4, "group_size": 128, "sym": True}, ("int4-g128", "int4-g128", "bf16")),
    ({"quant_method": "gptq", "bits": 4, "group_size": 32}, ("int4-g32", "int4-g32", "bf16")),
    ({"quant_method": "awq", "bits": 4, "group_size": 128, "zero_point": True},
     ("int4-g128-zp", "int4-g128-zp", "bf16")),
    ({"quant_method": "compressed-tensors", "format": "pack-quantized",
      "config_groups": {"g": {"weights": {"num_bits": 4, "type": "int", "group_size": 32}}},
      "kv_cache_scheme": {"num_bits": 8, "type": "float"}}, ("int4-g32", "bf16", "fp8")),
])
def test_quantization_forms(quant, expected):
    assert quantization_formats(quant) == expected


@pytest.mark.parametrize("quant, message", [
    ({"quant_method": "modelopt", "quant_algo": "MIXED_PRECISION"}, "unsupported ModelOpt quant_algo 'mixed_precision'"),
    ({"quant_algo": "NVFP4", "kv_cache_quant_algo": "INT4"}, "unsupported kv_cache_quant_algo 'INT4'"),
    ({"quant_method": "gptq", "bits": 3, "group_size": 128}, "unsupported gptq bits 3 / group_size 128"),
    ({"quant_method": "bitsandbytes"}, "unsupported quant_method 'bitsandbytes'"),
])
def test_unsupported_quantization_is_named_with_the_family(quant, message):
    cfg = json.loads((Path(__file__).parent.parent / "fixtures" / "configs" / "minimax-m2.json").read_text())
    cfg["quantization_config"] = quant
    with pytest.raises(UnsupportedConfigError) as exc:
        architecture_from_hf_config(cfg, "x")
    line = str(exc.value)
    assert line.startswith("minimax_m2 config for 'x': quantization_config: ") and message in line and "\n" not in line


# ---- each new family is chosen by its architectures or by its model_type ---------------------------------

MODEL_TYPE_CASES = [  # (reference model, the model_type that names the same family)
    ("deepseek-ai/DeepSeek-V3.2", "deepseek_v32"),
    ("Qwen/Qwen3-Next-80B-A3B-Thinking", "qwen3_next"),
    ("mistralai/Mixtral-8x22B-v0.1", "mixtral"),
    ("XiaomiMiMo/MiMo-V2-Flash", "mimo_v2_flash"),
]


@needs_reference
@pytest.mark.parametrize("model, model_type", MODEL_TYPE_CASES)
def test_new_family_chosen_by_model_type(model, model_type):
    cfg = _ref(model)
    by_type = {k: v for k, v in cfg.items() if k not in ("architectures", "model_type")} | {"model_type": model_type}
    assert architecture_from_hf_config(by_type, "x") == architecture_from_hf_config(cfg, "x")


@needs_reference
@pytest.mark.parametrize("model", ["meta-llama/Llama-4-Scout-17B-16E-Instruct", "google/gemma-4-26B-A4B"])
def test_wrapper_reads_its_text_config_and_notes_the_vision_encoder(model):
    cfg = _ref(model)
    a = architecture_from_hf_config(cfg, "x")
    assert "vision encoder" in a.extra_params_note
    del cfg["text_config"]["hidden_size"]
    with pytest.raises(UnsupportedConfigError, match=r"missing fields: text_config\.hidden_size$"):
        architecture_from_hf_config(cfg, "x")


def test_qwen35_without_experts_is_a_dense_hybrid():
    cfg = {"architectures": ["Qwen3_5ForCausalLM"], "hidden_size": 4096, "num_hidden_layers": 8,
           "vocab_size": 248320, "num_attention_heads": 32, "num_key_value_heads": 2, "head_dim": 256,
           "max_position_embeddings": 262144, "full_attention_interval": 4, "linear_num_key_heads": 16,
           "linear_num_value_heads": 64, "linear_key_head_dim": 128, "linear_value_head_dim": 128}
    with pytest.raises(UnsupportedConfigError, match=r"^qwen3_next config for 'x': missing fields: intermediate_size$"):
        architecture_from_hf_config(cfg, "x")
    a = architecture_from_hf_config({**cfg, "intermediate_size": 17408}, "x")
    assert (a.gqa_layers, a.linear_layers, a.dense_layers, a.moe) == (2, 6, 8, None)
    assert count_params(a).dense_ffn == 8 * 3 * 4096 * 17408


def test_nemotron_h_moe_layers_use_two_matrix_experts():
    cfg = {"architectures": ["NemotronHForCausalLM"], "hidden_size": 2688, "num_hidden_layers": 6,
           "vocab_size": 131072, "num_attention_heads": 32, "num_key_value_heads": 2, "head_dim": 128,
           "max_position_embeddings": 262144, "hybrid_override_pattern": "MEM*EM", "mamba_num_heads": 64,
           "mamba_head_dim": 64, "ssm_state_size": 128, "n_groups": 8, "n_routed_experts": 128,
           "num_experts_per_tok": 6, "moe_intermediate_size": 1856, "moe_shared_expert_intermediate_size": 3712,
           "n_shared_experts": 1}
    a = architecture_from_hf_config(cfg, "x")
    p = count_params(a)
    assert (a.moe_layers, a.linear_layers, a.gqa_layers) == (2, 3, 1)
    assert p.routed_experts == 2 * 128 * 2 * 2688 * 1856          # up and down per expert
    assert p.shared_experts == 2 * 2 * 2688 * 3712
    del cfg["moe_intermediate_size"]
    with pytest.raises(UnsupportedConfigError, match=r"^nemotron_h config for 'x': .*moe_intermediate_size"):
        architecture_from_hf_config(cfg, "x")
