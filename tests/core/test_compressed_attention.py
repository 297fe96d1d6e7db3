"""DeepSeek-V4's compressed attention and NVIDIA's latent MoE, each against its source.

Compressed attention (``compress_ratios`` in the config, one ratio per layer): every layer keeps the
last 128 tokens uncompressed (the sliding window); a ratio-4 layer adds one cached entry per 4 tokens
plus one sparse-indexer key per entry, a ratio-128 layer one entry per 128 tokens, a ratio-0 layer
only the window. The bytes are SGLang's DeepSeek-V4 memory pool (sgl-project/sglang, commit
007bddd4, ``python/sglang/srt/mem_cache/deepseek_v4_memory_pool.py``: an FP8 entry is
``448 + 64 x 2 + 8 = 584`` bytes, an indexer key ``index_head_dim + index_head_dim // 128 x 4``) and its
configurator (``python/sglang/srt/model_executor/pool_configurator.py``, ``DSV4PoolConfigurator.
_get_bytes_per_full_token``: ``kv/4`` per ratio-4 layer, ``kv/128`` per ratio-128 layer, ``indexer/4`` per
ratio-4 layer, a 16-bit cache ``head_dim x 2``), whose CPU test (``TestDSV4PoolConfigurator``) sizes the
pools from those rows. The layer counts are read from the owners' config files here, not from the code.

Latent MoE (``moe_latent_size``, Nemotron 3 Super and Ultra): the routed experts work in the latent
width, so each is ``2 x latent x moe_intermediate_size`` (up and down, ReLU squared), not the hidden width.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from k3desk.core.catalog import builtin_catalog
from k3desk.core.model.hf_import import UnsupportedConfigError, architecture_from_hf_config, read_hf_config
from k3desk.core.model.memory import csa_entry_bytes, indexer_key_bytes, kv_layout
from k3desk.core.model.params import count_params

REFERENCE = Path(__file__).resolve().parents[1] / "fixtures" / "hf-configs"
CAT = builtin_catalog()
FLASH = "deepseek-ai--DeepSeek-V4-Flash_config.json"
PRO = "deepseek-ai--DeepSeek-V4-Pro_config.json"

ENTRY_FP8 = 448 + 64 * 2 + 7 + 1        # SGLang: nope FP8, rope BF16, one scale per 64 nope values, a pad
INDEXER = 128 + 128 // 128 * 4          # get_dsv4_indexer_bytes_per_token(128, fp4=False)
WINDOW = 128                            # config "sliding_window"; SGLang's swa page size


def _config(name: str) -> dict:
    return json.loads((REFERENCE / name).read_text())


def _import(name: str):
    return architecture_from_hf_config(read_hf_config(REFERENCE / name), name)


def _ratio_counts(cfg: dict) -> dict[int, int]:
    ratios = cfg["compress_ratios"][: cfg["num_hidden_layers"]]   # the extra entry is the MTP layer's
    return {r: ratios.count(r) for r in (0, 4, 128)}


def test_sglangs_entry_and_indexer_bytes():
    a = _import(FLASH)
    assert a.kv_format == "fp8"
    assert csa_entry_bytes(a, CAT) == ENTRY_FP8 == 584
    assert indexer_key_bytes(128) == INDEXER == 132
    bf16 = a.model_copy(update={"kv_format": "bf16"})
    assert csa_entry_bytes(bf16, CAT) == 512 * 2                 # unified-KV: head_dim x 2 bytes


@pytest.mark.parametrize("name,counts", [(FLASH, {0: 2, 4: 21, 128: 20}), (PRO, {0: 0, 4: 30, 128: 31})])
def test_cache_per_token_and_window_from_the_layer_ratios(name, counts):
    cfg = _config(name)
    assert _ratio_counts(cfg) == counts
    kv = kv_layout(_import(name), CAT)
    # every token: one entry per 4 tokens (and its indexer key) per ratio-4 layer, one per 128 per ratio-128
    assert kv.full_per_token == pytest.approx(counts[4] * (ENTRY_FP8 + INDEXER) / 4 + counts[128] * ENTRY_FP8 / 128)
    # the window: every layer keeps the last 128 tokens uncompressed
    assert kv.window == WINDOW == cfg["sliding_window"]
    assert kv.windowed_cap == pytest.approx(cfg["num_hidden_layers"] * WINDOW * ENTRY_FP8)


def test_v4_pro_holds_a_million_token_sequence_in_under_six_gb():
    cfg = _config(PRO)
    n = _ratio_counts(cfg)
    tokens = 1_048_576
    expected = (n[4] * (ENTRY_FP8 + INDEXER) / 4 + n[128] * ENTRY_FP8 / 128) * tokens \
        + cfg["num_hidden_layers"] * WINDOW * ENTRY_FP8
    assert kv_layout(_import(PRO), CAT).per_sequence(tokens) == pytest.approx(expected)
    assert 5.5e9 < expected < 6e9


@pytest.mark.parametrize("name,total,active", [(FLASH, 284e9, 13e9), (PRO, 1.6e12, 49e9)])
def test_v4_sizes_are_deepseeks(name, total, active):
    # DeepSeek's V4 announcement: Flash 284B / 13B activated, Pro 1.6T / 49B
    p = count_params(_import(name))
    assert p.total == pytest.approx(total, rel=0.02)
    assert p.active == pytest.approx(active, rel=0.05)


def test_v4_experts_are_fp4_and_the_rest_fp8():
    a = _import(FLASH)
    assert _config(FLASH)["expert_dtype"] == "fp4"
    assert a.expert_format == "mxfp4" and a.dense_format == "fp8-block128"


def test_a_ratio_without_a_sizing_model_is_refused_in_one_line():
    cfg = _config(FLASH)
    cfg["compress_ratios"] = [8] * len(cfg["compress_ratios"])
    with pytest.raises(UnsupportedConfigError) as exc:
        architecture_from_hf_config(cfg, "x")
    line = str(exc.value)
    assert "\n" not in line and line.startswith("deepseek_v4 config for 'x'") and "compress_ratios" in line


# ---- latent MoE ----------------------------------------------------------------------------------------

SUPER = "nvidia--NVIDIA-Nemotron-3-Super-120B-A12B-FP8_config.json"


def test_latent_moe_experts_work_in_the_latent_width():
    cfg = _config(SUPER)
    moe_layers = cfg["hybrid_override_pattern"].count("E")
    per_expert = 2 * cfg["moe_latent_size"] * cfg["moe_intermediate_size"]        # up, down (relu2)
    p = count_params(_import(SUPER))
    assert p.routed_experts == moe_layers * cfg["n_routed_experts"] * per_expert
    # each MoE layer projects into the latent and back, besides its router
    assert p.router == moe_layers * (cfg["hidden_size"] * cfg["n_routed_experts"]
                                     + 2 * cfg["hidden_size"] * cfg["moe_latent_size"])
    assert p.total == pytest.approx(120e9, rel=0.02)        # NVIDIA: 120B total (in the hidden width: ~458B)


def test_latent_moe_outside_the_families_that_read_it_is_refused_in_one_line():
    cfg = _config("deepseek-ai--DeepSeek-R1_config.json") | {"moe_latent_size": 1024}
    with pytest.raises(UnsupportedConfigError) as exc:
        architecture_from_hf_config(cfg, "x")
    line = str(exc.value)
    assert "\n" not in line
    assert line.startswith("deepseek_v3 config for 'x': unsupported keys: moe_latent_size (latent MoE")


def test_a_neutral_value_of_a_size_key_is_not_refused():
    cfg = _config("deepseek-ai--DeepSeek-R1_config.json") | {"moe_latent_size": None}
    assert count_params(architecture_from_hf_config(cfg, "x")).total == pytest.approx(671e9, rel=0.02)


# ---- every shipped model is its owner's config ----------------------------------------------------------

MANIFEST = json.loads((REFERENCE / "manifest.json").read_text())
CONFIGS = Path(__file__).resolve().parents[1] / "fixtures" / "configs"   # written from the owners' files
SHIPPED_FROM_CONFIG = [(e["catalog_id"], REFERENCE / e["file"]) for e in MANIFEST if e.get("catalog_id")] + [
    (p.stem, p) for p in sorted(CONFIGS.glob("*.json")) if p.stem in CAT.models]


def test_at_least_forty_shipped_models():
    assert len(CAT.models) >= 40
    assert len(SHIPPED_FROM_CONFIG) >= 30


@pytest.mark.parametrize("model_id,path", SHIPPED_FROM_CONFIG, ids=[m for m, _ in SHIPPED_FROM_CONFIG])
def test_a_shipped_model_counts_what_its_config_counts(model_id, path):
    shipped = CAT.models[model_id]
    imported = architecture_from_hf_config(read_hf_config(path), model_id)
    s, i = count_params(shipped), count_params(imported)
    # a vision encoder is the model card's figure, noted (not counted) by the importer
    assert s.total - s.extra == pytest.approx(i.total - i.extra, rel=1e-9)
    assert s.active == pytest.approx(i.active, rel=1e-9)
    # the cache's shape is the config's; its number format is the shipped release's (NVIDIA's NVFP4
    # repacks, vendored for Kimi K2.6 and Gemma 4 31B, declare an FP8 cache the owners' releases do not;
    # the Kimi K3 entry keeps the FP8 cache it shipped with)
    assert kv_layout(shipped, CAT) == kv_layout(imported.model_copy(update={"kv_format": shipped.kv_format}), CAT)
    assert shipped.source and shipped.source_date
