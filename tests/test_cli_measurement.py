"""``k3desk measurement import|list|remove`` and ``calc`` with the library: a bad file or an open setup
exits 2 with one line and leaves the library byte-identical."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from k3desk import paths
from k3desk.core.reading import MAX_FILE_BYTES

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "benchmarks"
SETUP = ["--set", "model=kimi-k2", "--set", "hardware.gpu=h200", "--set", "hardware.gpu_count=16",
         "--set", "serving.engine=vllm"]
AT = ["--set", "workload.concurrent_sequences=16", "--set", "workload.prompt_tokens=1000",
      "--set", "workload.context_tokens=1500"]


@pytest.fixture(autouse=True)
def _own_config(config):
    return config


def _library() -> bytes | None:
    path = paths.measurements_file()
    return path.read_bytes() if path.exists() else None


def test_import_list_calc_remove(cli):
    code, out, err = cli("measurement", "import", str(FIXTURES / "vllm_bench_serve.json"), *SETUP)
    assert code == 0, err
    assert "50.0 tok/s per user" in out   # 1000 / the file's median TPOT of 20.0 ms
    code, out, _ = cli("measurement", "list")
    assert code == 0 and "kimi-k2-h200x16-vllm-c16-20261115" in out and "2026-11-15" in out
    code, out, _ = cli("measurement", "list", "--json")
    assert json.loads(out)[0]["tpot_ms"] == 20.0
    code, out, _ = cli("calc", *SETUP, *AT, "--json")
    t = json.loads(out)["throughput"]
    assert t["anchor"] == "kimi-k2-h200x16-vllm-c16-20261115" and t["evidence"][0]["yours"] is True
    assert t["decode_tokens_per_s_per_sequence"] == pytest.approx(50.0, rel=0.10)
    code, out, _ = cli("calc", *SETUP, *AT)
    assert code == 0 and "Your measurement of" in out
    code, out, _ = cli("measurement", "remove", "kimi-k2-h200x16-vllm-c16-20261115")
    assert code == 0 and "removed" in out
    assert json.loads(cli("calc", *SETUP, *AT, "--json")[1])["throughput"]["anchor"] is None


def test_sglang_lines_import_as_one_measurement_each(cli):
    code, out, err = cli("measurement", "import", str(FIXTURES / "sglang_bench_serving.jsonl"), "--set", "model=kimi-k2",
                         "--set", "hardware.gpu=b200", "--set", "hardware.gpu_count=8")
    assert code == 0, err
    assert len(out.strip().splitlines()) == 2 and "sglang" in out


def _vllm() -> str:
    return (FIXTURES / "vllm_bench_serve.json").read_text()


BAD = {
    "truncated JSON": lambda p: p.write_text(_vllm()[:200]),
    "another tool's format": lambda p: p.write_text(json.dumps({"format": "k3desk.scenario", "scenario": {}})),
    "missing TPOT": lambda p: p.write_text(json.dumps({k: v for k, v in json.loads(_vllm()).items() if "tpot" not in k})),
    "huge file": lambda p: p.open("wb").truncate(MAX_FILE_BYTES + 1),
    "a folder": lambda p: p.mkdir(),
}


@pytest.mark.parametrize("case", list(BAD))
def test_bad_files_exit_2_one_line_library_unchanged(case, cli, tmp_path):
    assert cli("measurement", "import", str(FIXTURES / "vllm_bench_serve.json"), *SETUP)[0] == 0
    before = _library()
    bad = tmp_path / "bad.json"
    BAD[case](bad)
    code, out, err = cli("measurement", "import", str(bad), *SETUP)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and err.startswith("k3desk: ") and "Traceback" not in err
    assert _library() == before


def test_a_newer_library_is_refused_and_unchanged(cli):
    path = paths.measurements_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "k3desk.measurements", "schema_version": 99, "measurements": []}))
    before = _library()
    code, _, err = cli("measurement", "import", str(FIXTURES / "vllm_bench_serve.json"), *SETUP)
    assert code == 2 and "schema 99" in err and len(err.strip().splitlines()) == 1
    assert _library() == before
    code, _, err = cli("measurement", "list")
    assert code == 2 and "update k3desk" in err
    code, out, err = cli("calc", *SETUP, "--json")   # the calculation still runs, unanchored, and says why
    assert code == 0 and json.loads(out)["throughput"]["anchor"] is None and "not anchored" in err


@pytest.mark.parametrize("sets, says", [
    (["--set", "model=kimi-k2", "--set", "hardware.gpu_count=16"], "--set hardware.gpu="),
    (["--set", "model=kimi-k2", "--set", "hardware.gpu=h200"], "--set hardware.gpu_count="),
    (["--set", "hardware.gpu=nope", "--set", "hardware.gpu_count=8"], "unknown GPU 'nope'"),
    (["--set", "workload.utilization=0.5"], "not part of a measurement's setup"),
])
def test_an_open_setup_is_one_line_and_imports_nothing(sets, says, cli):
    code, _, err = cli("measurement", "import", str(FIXTURES / "vllm_bench_serve.json"), *sets)
    assert code == 2 and says in err and len(err.strip().splitlines()) == 1
    assert _library() is None


def test_sglang_without_a_model_asks_for_it(cli):
    code, _, err = cli("measurement", "import", str(FIXTURES / "sglang_bench_serving.jsonl"),
                       "--set", "hardware.gpu=h200", "--set", "hardware.gpu_count=8")
    assert code == 2 and "--set model=" in err


def test_remove_an_unknown_id(cli):
    code, _, err = cli("measurement", "remove", "nope")
    assert code == 2 and "no measurement 'nope'" in err


def test_list_when_empty(cli):
    code, out, _ = cli("measurement", "list")
    assert code == 0 and "no measurements" in out
