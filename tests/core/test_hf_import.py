"""Hugging Face config import: every supported family lands on its published parameter count.

The fixtures in tests/fixtures/configs/ are config.json files written from the published
architectures (docs/figures.md §2a); the totals below are the published figures, not this
code's output.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest

from k3desk.core.model.architecture import Architecture
from k3desk.core.model.hf_families import (
    FAMILY_MODELS,
    DeepseekV3Config,
    DenseConfig,
    Glm4MoeConfig,
    GptOssConfig,
    KimiLinearConfig,
    MiniMaxM2Config,
    Qwen3MoeConfig,
)
from k3desk.core.model.hf_import import (
    UnsupportedConfigError,
    architecture_from_hf_config,
    formats_from_quantization,
    read_hf_config,
)
from k3desk.core.model.params import count_params

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "configs"

# Published totals (source in docs/figures.md §2a unless noted).
PUBLISHED_TOTAL = {
    "llama-3.1-405b": 405.9e9,       # Meta, 405B (405.9B)
    "qwen3-235b-a22b": 235e9,        # QwenLM/Qwen3 README
    "glm-4.6": 355e9,                # zai-org/GLM-4.5 README
    "minimax-m2": 230e9,             # MiniMax-AI/MiniMax-M2 README
    "gpt-oss-120b": 117e9,           # openai/gpt-oss README
    "deepseek-v3": 671e9,            # DeepSeek-V3 README: main model, MTP excluded
    "kimi-k2": 1026.5e9,             # HF safetensors count (README rounds to 1T)
    "kimi-linear-48b-a3b": 49.12e9,  # llama-bench count, llama.cpp PR #17592 ("48B" is the model name)
    "kimi-k3": 2.7799e12,            # NVIDIA NeMo AutoModel docs / HF (2.78T); vision encoder 0.4B not in config
}


def load(name: str) -> dict:
    return read_hf_config(FIXTURES / f"{name}.json")


def test_every_fixture_is_checked():
    assert {p.stem for p in FIXTURES.glob("*.json")} == set(PUBLISHED_TOTAL)


@pytest.mark.parametrize("name", sorted(PUBLISHED_TOTAL))
def test_import_matches_published_total(name):
    arch = architecture_from_hf_config(load(name), name)
    total = count_params(arch).total
    assert total == pytest.approx(PUBLISHED_TOTAL[name], rel=0.02)
    assert arch.id == name


def test_kimi_k3_import_is_hybrid_latent_moe_in_mxfp4():
    a = architecture_from_hf_config(load("kimi-k3"), "moonshotai/Kimi-K3", name="Kimi K3")
    assert (a.linear_layers, a.mla_layers, a.num_layers) == (69, 24, 93)
    assert a.moe.latent_dim == 3584 and a.moe.routed_experts == 896 and a.moe.shared_experts == 2
    assert a.linear.full_rank_gate and a.linear.num_heads == 96
    assert (a.expert_format, a.dense_format) == ("mxfp4", "bf16")
    assert a.id == "moonshotai-Kimi-K3" and a.name == "Kimi K3"
    assert "vision encoder" in a.extra_params_note
    assert count_params(a).active == pytest.approx(104e9, rel=0.05)


def test_kimi_linear_uses_model_max_length_and_low_rank_gate():
    a = architecture_from_hf_config(load("kimi-linear-48b-a3b"), "kimi-linear")
    assert (a.linear_layers, a.mla_layers) == (20, 7)
    assert a.mla.q_lora_rank == 0 and not a.linear.full_rank_gate
    assert a.max_context == 1_048_576


def test_gpt_oss_alternates_sliding_and_full_attention():
    a = architecture_from_hf_config(load("gpt-oss-120b"), "gpt-oss-120b")
    assert (a.swa_layers, a.gqa_layers, a.sliding_window, a.head_dim) == (18, 18, 128, 64)
    assert (a.expert_format, a.dense_format) == ("mxfp4", "bf16")


@pytest.mark.parametrize("name", ["deepseek-v3", "kimi-k2", "minimax-m2"])
def test_fp8_block_checkpoints(name):
    a = architecture_from_hf_config(load(name), name)
    assert (a.expert_format, a.dense_format) == ("fp8-block128", "fp8-block128")


def test_mtp_layers_are_noted_not_counted():
    a = architecture_from_hf_config(load("deepseek-v3"), "deepseek-v3")
    assert a.extra_params == 0 and "multi-token-prediction" in a.extra_params_note


def test_dense_llama_has_no_moe_block():
    a = architecture_from_hf_config(load("llama-3.1-405b"), "llama")
    assert a.moe is None and a.dense_layers == a.num_layers == 126 and a.gqa_layers == 126


def test_compressed_tensors_int4_group32_is_kimi_k25_format():
    quant = {"quant_method": "compressed-tensors", "format": "pack-quantized",
             "config_groups": {"group_0": {"weights": {"num_bits": 4, "type": "int", "group_size": 32,
                                                       "symmetric": True}}}}
    a = architecture_from_hf_config(load("kimi-k2"), "kimi-k2.5", quant_config=quant)
    assert (a.expert_format, a.dense_format) == ("int4-g32", "bf16")


@pytest.mark.parametrize("quant, expected", [
    (None, ("bf16", "bf16")),
    ({"quant_method": "fp8"}, ("fp8", "fp8")),
    ({"quant_method": "fp8", "weight_block_size": [128, 128]}, ("fp8-block128", "fp8-block128")),
    ({"quant_method": "mxfp4"}, ("mxfp4", "bf16")),
    ({"quant_algo": "NVFP4"}, ("nvfp4", "bf16")),
])
def test_quantization_mapping(quant, expected):
    assert formats_from_quantization(quant) == expected


def test_unsupported_quant_method_is_named():
    with pytest.raises(UnsupportedConfigError, match="gptq"):
        formats_from_quantization({"quant_method": "gptq"})


def test_unknown_architecture_is_named():
    cfg = {"architectures": ["FalconMambaForCausalLM"], "model_type": "falcon_mamba", "hidden_size": 4096}
    with pytest.raises(UnsupportedConfigError) as exc:
        architecture_from_hf_config(cfg, "tiiuae/falcon-mamba")
    msg = str(exc.value)
    assert "FalconMambaForCausalLM" in msg and "supported" in msg and "DeepseekV3ForCausalLM" in msg
    assert isinstance(exc.value, ValueError)


def test_missing_fields_are_all_listed():
    cfg = load("qwen3-235b-a22b")
    for key in ("hidden_size", "moe_intermediate_size", "num_experts"):
        del cfg[key]
    with pytest.raises(UnsupportedConfigError) as exc:
        architecture_from_hf_config(cfg, "qwen3")
    msg = str(exc.value)
    for key in ("hidden_size", "moe_intermediate_size", "num_experts"):
        assert key in msg
    assert "missing fields" in msg


def test_missing_nested_field_is_named_with_its_path():
    cfg = load("kimi-k3")
    del cfg["text_config"]["linear_attn_config"]["num_heads"]
    with pytest.raises(UnsupportedConfigError, match=r"text_config\.linear_attn_config\.num_heads"):
        architecture_from_hf_config(cfg, "k3")


def test_malformed_field_is_named():
    cfg = load("glm-4.6")
    cfg["num_hidden_layers"] = "ninety-two"
    with pytest.raises(UnsupportedConfigError, match="num_hidden_layers"):
        architecture_from_hf_config(cfg, "glm")


def test_layer_types_length_must_match_layers():
    cfg = load("gpt-oss-120b")
    cfg["layer_types"] = cfg["layer_types"][:-2]
    with pytest.raises(UnsupportedConfigError, match="layer_types"):
        architecture_from_hf_config(cfg, "gpt-oss")


def test_import_is_pure():
    cfg = load("kimi-k3")
    before = copy.deepcopy(cfg)
    architecture_from_hf_config(cfg, "k3")
    assert cfg == before


def test_read_hf_config_attaches_sibling_quantization_file(tmp_path):
    cfg = load("deepseek-v3")
    quant = cfg.pop("quantization_config")
    (tmp_path / "config.json").write_text(json.dumps(cfg), encoding="utf-8")
    (tmp_path / "quantization_config.json").write_text(json.dumps(quant), encoding="utf-8")
    read = read_hf_config(tmp_path)  # a folder works as well as a file
    assert read["quantization_config"] == quant
    assert architecture_from_hf_config(read, "dsv3").expert_format == "fp8-block128"


def test_read_hf_config_reports_unreadable_file(tmp_path):
    bad = tmp_path / "config.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(UnsupportedConfigError, match="config.json"):
        read_hf_config(bad)


# ---- malformed configs: one clear error each, never a traceback, never a wrong guess ----------------

def _broken(name: str, **changes) -> dict:
    cfg = copy.deepcopy(load(name))
    cfg.update(changes)
    return cfg


@pytest.mark.parametrize("value", ["false", "true", 0, 1, [], None])
def test_tie_word_embeddings_must_be_a_json_boolean(value):
    cfg = _broken("llama-3.1-405b", tie_word_embeddings=value)
    if value is None:
        assert architecture_from_hf_config(cfg, "x").tie_word_embeddings is False
        return
    with pytest.raises(UnsupportedConfigError, match="tie_word_embeddings .expected true or false"):
        architecture_from_hf_config(cfg, "x")


@pytest.mark.parametrize("changes, message", [
    ({"quantization_config": "fp8"}, "quantization_config must be a JSON object"),
    ({"quantization_config": ["fp8"]}, "quantization_config must be a JSON object"),
    ({"quantization_config": {"quant_method": ["fp8"]}}, "unsupported quant_method"),
    ({"quantization_config": {"quant_method": "compressed-tensors", "config_groups": []}}, "compressed-tensors"),
    ({"architectures": [{"a": 1}], "model_type": ["llama"]}, "unknown architecture"),
    ({"architectures": "LlamaForCausalLM", "model_type": {"x": 1}}, "unknown architecture"),
    ({"hidden_size": 10**39}, "hidden_size"),
    ({"hidden_size": 1e300}, "hidden_size .expected an integer"),
    ({"vocab_size": "128256"}, "vocab_size .expected an integer"),
])
def test_malformed_fields_are_named(changes, message):
    with pytest.raises(UnsupportedConfigError, match=message):
        architecture_from_hf_config(_broken("llama-3.1-405b", **changes), "x")


def test_layer_types_holding_objects_are_named():
    cfg = _broken("gpt-oss-120b")
    cfg["layer_types"] = [{"kind": "sliding"}] * len(cfg["layer_types"])
    with pytest.raises(UnsupportedConfigError, match="unsupported layer kinds: dict"):
        architecture_from_hf_config(cfg, "x")


@pytest.mark.parametrize("kind", ["folder", "fifo"])
def test_reading_a_special_path_says_what_it_is(kind, tmp_path):
    import os

    path = tmp_path / "config.json"
    if kind == "folder":   # a folder whose config.json is a folder too
        path.mkdir()
        (path / "config.json").mkdir()
    else:
        if not hasattr(os, "mkfifo"):
            pytest.skip("no FIFOs")
        os.mkfifo(path)
    with pytest.raises(UnsupportedConfigError, match="a folder|a pipe"):
        read_hf_config(path)


# ---- the family models: chosen by architectures or model_type, every problem reported at once -------

# (fixture, one of the family's ``architectures``, one of its ``model_type`` values, family, model)
FAMILY_CASES = [
    ("llama-3.1-405b", "LlamaForCausalLM", "llama", "dense", DenseConfig),
    ("llama-3.1-405b", "MistralForCausalLM", "mistral", "dense", DenseConfig),
    ("llama-3.1-405b", "Qwen2ForCausalLM", "qwen2", "dense", DenseConfig),
    ("llama-3.1-405b", "Qwen3ForCausalLM", "qwen3", "dense", DenseConfig),
    ("qwen3-235b-a22b", "Qwen3MoeForCausalLM", "qwen3_moe", "qwen3_moe", Qwen3MoeConfig),
    ("glm-4.6", "Glm4MoeForCausalLM", "glm4_moe", "glm4_moe", Glm4MoeConfig),
    ("minimax-m2", "MiniMaxM2ForCausalLM", "minimax_m2", "minimax_m2", MiniMaxM2Config),
    ("gpt-oss-120b", "GptOssForCausalLM", "gpt_oss", "gpt_oss", GptOssConfig),
    ("deepseek-v3", "DeepseekV3ForCausalLM", "deepseek_v3", "deepseek_v3", DeepseekV3Config),
    ("kimi-k2", "DeepseekV3ForCausalLM", "kimi_k2", "deepseek_v3", DeepseekV3Config),
    ("kimi-linear-48b-a3b", "KimiLinearForCausalLM", "kimi_linear", "kimi_linear", KimiLinearConfig),
]


@pytest.mark.parametrize("name, arch, model_type, family, model", FAMILY_CASES)
@pytest.mark.parametrize("by", ["architectures", "model_type"])
def test_each_family_model_is_chosen(name, arch, model_type, family, model, by):
    cfg = load(name)
    cfg.pop("architectures"), cfg.pop("model_type")
    cfg.update({"architectures": [arch]} if by == "architectures" else {"model_type": model_type})
    assert FAMILY_MODELS[family] is model
    arch = architecture_from_hf_config(cfg, "x")
    assert arch == architecture_from_hf_config(load(name), "x")
    fields = model.model_validate(cfg).architecture_fields()   # the import is this model's reading
    assert arch == Architecture(**{**arch.model_dump(), **fields})
    del cfg["hidden_size"]
    with pytest.raises(UnsupportedConfigError, match=rf"^{family} config for 'x': missing fields: hidden_size$"):
        architecture_from_hf_config(cfg, "x")


@pytest.mark.parametrize("where", ["architectures", "model_type"])
def test_multimodal_wrapper_reads_the_text_config(where):
    cfg = load("kimi-k3")
    text = cfg["text_config"]
    if where == "architectures":
        text.pop("model_type")
        text["architectures"] = ["KimiLinearForCausalLM"]
    a = architecture_from_hf_config(cfg, "k3")
    assert (a.linear_layers, a.mla_layers) == (69, 24) and "vision encoder" in a.extra_params_note
    del text["hidden_size"]
    with pytest.raises(UnsupportedConfigError, match=r"^kimi_linear config .*missing fields: text_config\.hidden_size$"):
        architecture_from_hf_config(cfg, "k3")


def test_all_problems_are_reported_at_once():
    cfg = load("deepseek-v3")
    del cfg["kv_lora_rank"], cfg["n_routed_experts"]
    cfg["vocab_size"] = "129280"
    with pytest.raises(UnsupportedConfigError) as exc:
        architecture_from_hf_config(cfg, "dsv3")
    assert str(exc.value) == ("deepseek_v3 config for 'dsv3': missing fields: kv_lora_rank, n_routed_experts; "
                              "malformed fields: vocab_size (expected an integer, got '129280')")


def test_problems_in_text_config_are_all_reported_with_their_path():
    cfg = load("kimi-k3")
    text = cfg["text_config"]
    del text["num_experts"], text["linear_attn_config"]["head_dim"]
    text["tie_word_embeddings"] = "false"
    with pytest.raises(UnsupportedConfigError) as exc:
        architecture_from_hf_config(cfg, "k3")
    assert str(exc.value) == (
        "kimi_linear config for 'k3': missing fields: text_config.linear_attn_config.head_dim, "
        "text_config.num_experts; malformed fields: text_config.tie_word_embeddings "
        "(expected true or false, got 'false')")


def test_a_broken_rule_is_reported_with_the_other_problems():
    cfg = load("gpt-oss-120b")
    cfg["layer_types"] = cfg["layer_types"][:-1]
    del cfg["vocab_size"]
    with pytest.raises(UnsupportedConfigError) as exc:
        architecture_from_hf_config(cfg, "gpt-oss")
    assert str(exc.value) == ("gpt_oss config for 'gpt-oss': missing fields: vocab_size; "
                              "malformed fields: layer_types (has 35 entries, num_hidden_layers is 36)")


@pytest.mark.parametrize("name, path", [
    ("llama-3.1-405b", ("hidden_size",)),
    ("qwen3-235b-a22b", ("num_experts",)),
    ("glm-4.6", ("first_k_dense_replace",)),
    ("minimax-m2", ("num_mtp_modules",)),
    ("gpt-oss-120b", ("sliding_window",)),
    ("deepseek-v3", ("q_lora_rank",)),
    ("kimi-k3", ("text_config", "linear_attn_config", "num_heads")),
])
@pytest.mark.parametrize("value", [True, False, "4096", 4096.0, [4096], {"value": 4096}])
def test_only_a_json_integer_is_an_integer(name, path, value):
    cfg = load(name)
    holder = cfg
    for key in path[:-1]:
        holder = holder[key]
    holder[path[-1]] = value
    with pytest.raises(UnsupportedConfigError) as exc:
        architecture_from_hf_config(cfg, "x")
    assert f"malformed fields: {'.'.join(path)} (expected an integer, got {value!r})" in str(exc.value)
    assert "\n" not in str(exc.value)


@pytest.mark.parametrize("changes, message", [
    ({"decoder_sparse_step": 2}, "decoder_sparse_step (only 1 is supported"),
    ({"mlp_only_layers": [0, 1], "intermediate_size": None}, "missing fields: intermediate_size"),
])
def test_qwen3_moe_rules(changes, message):
    with pytest.raises(UnsupportedConfigError, match=re.escape(message)):
        architecture_from_hf_config(_broken("qwen3-235b-a22b", **changes), "x")


@pytest.mark.parametrize("name, changes, message", [
    ("minimax-m2", {"shared_intermediate_size": 1536}, "shared_intermediate_size (shared experts are not supported"),
    ("deepseek-v3", {"moe_layer_freq": 2}, "moe_layer_freq (only 1 is supported)"),
    ("gpt-oss-120b", {"layer_types": None}, "missing fields: layer_types"),
    ("gpt-oss-120b", {"sliding_window": None}, "missing fields: sliding_window"),
    ("gpt-oss-120b", {"num_experts_per_tok": None, "experts_per_token": None}, "missing fields: experts_per_token"),
    ("kimi-linear-48b-a3b", {"num_experts_per_token": None}, "missing fields: num_experts_per_tok"),
    ("llama-3.1-405b", {"max_position_embeddings": None}, "missing fields: max_position_embeddings"),
])
def test_rules_between_fields(name, changes, message):
    with pytest.raises(UnsupportedConfigError, match=re.escape(message)):
        architecture_from_hf_config(_broken(name, **changes), "x")


def test_kda_and_full_attention_layers_must_add_up():
    cfg = load("kimi-linear-48b-a3b")
    cfg["linear_attn_config"]["kda_layers"] = cfg["linear_attn_config"]["kda_layers"][:-1]
    with pytest.raises(UnsupportedConfigError,
                       match=re.escape("linear_attn_config (kda_layers 19 + full_attn_layers 7 != num_hidden_layers 27)")):
        architecture_from_hf_config(cfg, "x")


def test_null_counts_as_absent_and_unknown_keys_are_ignored():
    cfg = _broken("deepseek-v3", q_lora_rank=None, num_nextn_predict_layers=None, some_future_key={"a": [1]})
    a = architecture_from_hf_config(cfg, "x")
    assert a.mla.q_lora_rank == 0 and a.extra_params_note == ""
