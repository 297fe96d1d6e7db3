"""The current flagships added to the catalog compute end to end on the command line (calc, the
Advisor, the PDF), compressed attention imports, and a config key the core cannot size fails in one line
with exit 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
REFERENCE = ROOT / "tests" / "fixtures" / "hf-configs"   # the owners' files, vendored with their manifest
FLAGSHIPS = ["deepseek-v3.2", "glm-5", "qwen3.5-397b-a17b", "llama-4-maverick", "minimax-m2.5"]


@pytest.mark.parametrize("model", FLAGSHIPS)
def test_flagship_calc_and_advise(cli, model):
    code, out, err = cli("calc", "--set", f"model={model}", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["params"]["total"] > 0 and data["params"]["active_excludes"] in ("none", "embedding_and_lm_head")
    code, out, err = cli("advise", "--set", f"model={model}", "--json")
    assert code == 0, err
    assert json.loads(out)["options"]


def test_chunked_kv_is_split_in_the_json(cli):
    code, out, err = cli("calc", "--set", "model=llama-4-maverick", "--json")
    assert code == 0, err
    m = json.loads(out)["memory"]
    # 12 global layers keep every token, 36 chunked layers at most 8192 (K, V x 8 heads x 128 x BF16 each)
    assert (m["kv_bytes_per_token_full"], m["kv_bytes_per_token_windowed"], m["kv_window_tokens"]) == (
        12 * 4096, 36 * 4096, 8192)


def test_flagship_pdf(cli, tmp_path):
    pdf = tmp_path / "maverick.pdf"
    code, out, err = cli("report", "-o", str(pdf), "--set", "model=llama-4-maverick")
    assert code == 0, err
    assert pdf.read_bytes()[:5] == b"%PDF-"


@pytest.mark.skipif(not REFERENCE.is_dir(), reason="tests/fixtures/hf-configs is absent")
def test_importing_compressed_attention_sizes_it(cli, config):
    code, out, err = cli("catalog", "import", str(REFERENCE / "deepseek-ai--DeepSeek-V4-Flash_config.json"),
                         "--id", "v4")
    assert code == 0, err
    code, out, err = cli("calc", "--set", "model=v4", "--json")
    assert code == 0, err
    m = json.loads(out)["memory"]
    assert m["kv_window_tokens"] == 128 and m["kv_bytes_per_token_full"] > 0   # sized in tests/core/test_compressed_attention.py


@pytest.mark.skipif(not REFERENCE.is_dir(), reason="tests/fixtures/hf-configs is absent")
@pytest.mark.parametrize("key,value,family", [
    ("moe_latent_size", 1024, "deepseek_v3"),          # latent MoE is read for nemotron_h configs only
    ("compress_ratios", None, "deepseek_v4"),          # a ratio without a sizing model
])
def test_a_size_changing_key_the_importer_does_not_model_fails_in_one_line_and_adds_nothing(
        cli, config, tmp_path, key, value, family):
    src = {"deepseek_v3": "deepseek-ai--DeepSeek-R1_config.json",
           "deepseek_v4": "deepseek-ai--DeepSeek-V4-Flash_config.json"}[family]
    data = json.loads((REFERENCE / src).read_text())
    data[key] = value if value is not None else [8] * len(data[key])
    path = tmp_path / "config.json"
    path.write_text(json.dumps(data))
    before = cli("catalog", "models", "--json")[1]
    code, out, err = cli("catalog", "import", str(path), "--id", "odd")
    assert code == 2
    line = err.strip()
    assert "\n" not in line and family in line and key in line
    assert cli("catalog", "models", "--json")[1] == before


@pytest.mark.skipif(not REFERENCE.is_dir(), reason="tests/fixtures/hf-configs is absent")
def test_importing_an_nvfp4_folder_counts_fp8_kv(cli, config):
    code, out, err = cli("catalog", "import", str(REFERENCE / "nvidia--MiniMax-M2.5-NVFP4"), "--id", "m25-nvfp4")
    assert code == 0, err
    code, out, err = cli("calc", "--set", "model=m25-nvfp4", "--json")
    assert code == 0, err
    m = json.loads(out)["memory"]
    assert m["kv_bytes_per_token_full"] == 62 * 2 * 8 * 128 * 1      # FP8 KV: one byte per value
