"""Importers of the buyer's own benchmark results, one per tool, on files in each tool's own format
(``tests/fixtures/benchmarks``: keys as ``vllm/benchmarks/serve.py``, ``sglang/bench_serving.py``,
GuideLLM's ``GenerativeBenchmarksReport`` and AIPerf's ``JsonExportData`` write them), and every bad
file refused with one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from k3desk.core.catalog import load_catalog
from k3desk.core.reading import MAX_FILE_BYTES
from k3desk.core.speed.bench_import import (
    BenchmarkFileError,
    MissingSetup,
    catalog_model_for,
    measurements_from,
    read_benchmark_file,
)

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "benchmarks"


def _doc(name: str) -> dict:
    return json.loads((FIXTURES / name).read_text())


def test_vllm_bench_serve_save_result():
    doc = _doc("vllm_bench_serve.json")
    (run,) = read_benchmark_file(FIXTURES / "vllm_bench_serve.json")
    assert run.tool == "vllm"
    assert run.tpot_ms == doc["median_tpot_ms"] and run.ttft_ms == doc["median_ttft_ms"]
    assert run.concurrency == doc["max_concurrency"]
    assert run.prompt_tokens == doc["total_input_tokens"] / doc["completed"]
    assert run.output_tokens == doc["total_output_tokens"] / doc["completed"]
    assert run.served_model == doc["model_id"] and run.engine == "vllm"
    assert run.date == "2026-11-15"   # vLLM writes %Y%m%d-%H%M%S


def test_vllm_without_max_concurrency_uses_littles_law(tmp_path):
    doc = {**_doc("vllm_bench_serve.json"), "max_concurrency": None, "mean_e2el_ms": 10_000.0}
    path = tmp_path / "r.json"
    path.write_text(json.dumps(doc))
    (run,) = read_benchmark_file(path)
    assert run.concurrency == pytest.approx(doc["request_throughput"] * doc["mean_e2el_ms"] / 1000)


def test_sglang_bench_serving_output_file_json_lines():
    lines = [json.loads(line.replace("Infinity", "1e999")) for line in
             (FIXTURES / "sglang_bench_serving.jsonl").read_text().splitlines()]
    runs = read_benchmark_file(FIXTURES / "sglang_bench_serving.jsonl")
    assert [r.tool for r in runs] == ["sglang", "sglang"]   # one run per appended line, Infinity accepted
    for run, line in zip(runs, lines, strict=True):
        assert run.tpot_ms == line["median_tpot_ms"] and run.ttft_ms == line["median_ttft_ms"]
        assert run.concurrency == line["concurrency"]   # the measured average, under the max_concurrency cap
        assert run.prompt_tokens == line["total_input_tokens"] / line["completed"]
        assert run.engine == "sglang" and run.served_model == ""   # the line names no model: it is asked for


def test_guidellm_report():
    doc = _doc("guidellm_benchmarks.json")
    b = doc["benchmarks"][0]
    (run,) = read_benchmark_file(FIXTURES / "guidellm_benchmarks.json")
    assert run.tool == "guidellm"
    assert run.tpot_ms == b["metrics"]["time_per_output_token_ms"]["successful"]["median"]
    assert run.ttft_ms == b["metrics"]["time_to_first_token_ms"]["successful"]["median"]
    assert run.concurrency == b["config"]["strategy"]["streams"]
    assert run.prompt_tokens == b["metrics"]["prompt_token_count"]["successful"]["mean"]
    assert run.served_model == b["config"]["backend"]["model"]


def test_aiperf_profile_export():
    doc = _doc("aiperf_profile_export_aiperf.json")
    (run,) = read_benchmark_file(FIXTURES / "aiperf_profile_export_aiperf.json")
    assert run.tool == "aiperf"
    assert run.tpot_ms == doc["inter_token_latency"]["p50"]   # (latency − TTFT) / (OSL − 1): vLLM's TPOT
    assert run.ttft_ms == doc["time_to_first_token"]["p50"]
    assert run.concurrency == doc["input_config"]["loadgen"]["concurrency"]
    assert run.prompt_tokens == doc["input_sequence_length"]["avg"]
    assert run.served_model == doc["input_config"]["endpoint"]["model_names"][0]
    assert run.date == "2026-11-20"


def test_per_user_decode_is_1000_over_median_tpot():
    (run,) = read_benchmark_file(FIXTURES / "vllm_bench_serve.json")
    cat = load_catalog()
    (m,) = measurements_from([run], {"hardware.gpu": "h200", "hardware.gpu_count": 16}, cat, "f.json",
                             "2026-01-01", "now")
    assert m.model == "kimi-k2"   # moonshotai/Kimi-K2-Instruct is the catalog's kimi-k2
    assert m.decode_tokens_per_s == pytest.approx(1000 / _doc("vllm_bench_serve.json")["median_tpot_ms"])
    assert m.engine == "vllm" and m.gpus == 16 and m.concurrency == 16


def test_catalog_model_for_served_names():
    ids = load_catalog().models
    assert catalog_model_for("moonshotai/Kimi-K2-Instruct", ids) == "kimi-k2"
    assert catalog_model_for("moonshotai/Kimi-K2.5", ids) == "kimi-k2.5"
    assert catalog_model_for("deepseek-ai/DeepSeek-V3", ids) == "deepseek-v3"
    assert catalog_model_for("meta-llama/Llama-3.3-70B", ids) is None


def test_missing_setup_names_the_key():
    runs = read_benchmark_file(FIXTURES / "sglang_bench_serving.jsonl")
    with pytest.raises(MissingSetup) as exc:
        measurements_from(runs, {"hardware.gpu": "h200", "hardware.gpu_count": 8}, load_catalog(), "f", "2026-01-01", "")
    assert exc.value.key == "model"
    with pytest.raises(MissingSetup) as exc:
        measurements_from(runs, {"model": "kimi-k2", "hardware.gpu_count": 8}, load_catalog(), "f", "2026-01-01", "")
    assert exc.value.key == "hardware.gpu"
    with pytest.raises(MissingSetup) as exc:
        measurements_from(runs, {"model": "kimi-k2", "hardware.gpu": "h200"}, load_catalog(), "f", "2026-01-01", "")
    assert exc.value.key == "hardware.gpu_count"
    with pytest.raises(MissingSetup) as exc:
        measurements_from(runs, {"model": "kimi-k2", "hardware.gpu": "nope", "hardware.gpu_count": 8},
                          load_catalog(), "f", "2026-01-01", "")
    assert "unknown GPU" in str(exc.value)


def _vllm_text() -> str:
    return (FIXTURES / "vllm_bench_serve.json").read_text()


BAD = {
    "truncated JSON": (lambda: _vllm_text()[:200], "invalid JSON"),
    "empty": (lambda: "", "empty"),
    "a scenario file": (lambda: json.dumps({"format": "k3desk.scenario", "schema_version": 3, "scenario": {}}),
                        "not a result file"),
    "a JSON list": (lambda: "[1, 2, 3]", "not a benchmark result"),
    "missing TPOT": (lambda: json.dumps({k: v for k, v in json.loads(_vllm_text()).items() if "tpot" not in k}),
                     "median_tpot_ms"),
    "NaN TPOT (every request failed)": (lambda: _vllm_text().replace('"median_tpot_ms": 20.0', '"median_tpot_ms": NaN'),
                                        "not a positive time"),
    "no request completed": (lambda: _vllm_text().replace('"completed": 320', '"completed": 0'), "no request completed"),
    "GuideLLM without TPOT": (lambda: json.dumps({"metadata": {"version": 2}, "benchmarks": [{"metrics": {}}]}),
                              "time_per_output_token_ms"),
    "newer GuideLLM schema": (lambda: json.dumps({"metadata": {"version": 9}, "benchmarks": []}), "version 9"),
    "AIPerf without ITL": (lambda: json.dumps({"time_to_first_token": {"unit": "ms", "p50": 100.0}}),
                           "inter_token_latency"),
    "AIPerf in seconds": (lambda: json.dumps({"inter_token_latency": {"unit": "s", "p50": 0.02}}), "milliseconds"),
    "a broken JSON line": (lambda: (FIXTURES / "sglang_bench_serving.jsonl").read_text() + '{"median_tpot_ms": \n',
                           "line 3"),
    "binary": (lambda: "\x00\x01\x02", "binary"),
}


@pytest.mark.parametrize("case", list(BAD))
def test_bad_files_are_one_line(case, tmp_path):
    make, expected = BAD[case]
    path = tmp_path / "bad.json"
    path.write_text(make(), encoding="utf-8")
    with pytest.raises(BenchmarkFileError) as exc:
        read_benchmark_file(path)
    text = str(exc.value)
    assert len(text.splitlines()) == 1 and expected in text and str(path) in text


def test_huge_file_is_refused_before_reading(tmp_path):
    path = tmp_path / "huge.json"
    with path.open("wb") as f:
        f.truncate(MAX_FILE_BYTES + 1)
    with pytest.raises(BenchmarkFileError, match="too large"):
        read_benchmark_file(path)


def test_a_folder_is_not_a_file(tmp_path):
    with pytest.raises(BenchmarkFileError, match="folder"):
        read_benchmark_file(tmp_path)
