"""The command-line contract (docs/design.md): verbs, --set paths, --json keys, exit 2 on bad input."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from k3desk.core.edit import CONTRACT_PATHS

ROOT = Path(__file__).resolve().parent.parent
JSON_KEYS = {
    "params": {"total", "active"},
    "memory": {"weights_bytes", "kv_cache_bytes", "state_bytes", "activations_bytes", "overhead_bytes", "total_bytes"},
    "fit": {"gpu_count", "raw_min_gpus", "min_deployable_gpus", "rule", "fits", "deployable", "suggestion",
            "per_gpu_used_bytes", "per_gpu_capacity_bytes", "max_concurrent_sequences"},
    "throughput": {"decode_tokens_per_s_per_sequence", "decode_tokens_per_s_total", "ttft_s"},
    "cost": {"self_host_usd_per_month", "api_usd_per_month", "break_even_tokens_per_month", "break_even_reachable",
             "replicas"},
    "storage": {"checkpoint_bytes", "download_seconds"},
}
MODEL_IDS = ["kimi-k3", "kimi-k2", "kimi-k2.5", "kimi-linear-48b-a3b", "deepseek-v3", "qwen3-235b-a22b",
             "qwen3-30b-a3b", "glm-4.6", "gpt-oss-120b", "llama-3.1-405b", "minimax-m2"]
GPU_IDS = ["a100-80gb", "h100-sxm", "h200", "b200", "b300", "gb300", "mi300x", "mi325x", "mi355x",
           "rtx-pro-6000", "l40s", "m3-ultra-512"]



def test_calc_json_has_every_contract_key(cli):
    code, out, _ = cli("calc", "--json")
    assert code == 0
    data = json.loads(out)
    assert set(JSON_KEYS) <= set(data)
    for section, keys in JSON_KEYS.items():  # the contract keys are all there; additions are allowed
        assert keys <= set(data[section]), section


def test_calc_table_has_units(cli):
    code, out, _ = cli("calc")
    assert code == 0
    for unit in ("GB", "tokens/s", "US$", "tokens per month"):
        assert unit in out


@pytest.mark.parametrize("model", MODEL_IDS)
def test_every_model_id_computes(cli, model):
    code, out, err = cli("calc", "--set", f"model={model}", "--set", "hardware.gpu_count=auto", "--json")
    assert code == 0, err
    assert json.loads(out)["params"]["total"] > 0


@pytest.mark.parametrize("gpu", GPU_IDS)
def test_every_gpu_id_computes(cli, gpu):
    code, _, err = cli("calc", "--set", f"hardware.gpu={gpu}", "--json")
    assert code == 0, err


VALUES = {"model": "kimi-k2", "model.expert_format": "nvfp4", "model.dense_format": "fp8",
          "model.kv_format": "bf16", "hardware.gpu": "h200", "hardware.gpu_count": "16",
          "hardware.gpus_per_node": "4", "hardware.multi_node": "false", "hardware.price_per_gpu_hour": "3.5",
          "hardware.download_gbps": "25", "workload.context_tokens": "32768",
          "workload.concurrent_sequences": "4", "workload.tokens_per_month": "2e9",
          "workload.input_share": "0.7", "workload.cache_hit_rate": "0.5", "pricing.api_input_per_mtok": "1",
          "pricing.api_cached_input_per_mtok": "0.1", "pricing.api_output_per_mtok": "4",
          "pricing.hours_per_month": "720", "pricing.horizon_months": "48",
          "pricing.api_price_change_per_year": "-0.3", "workload.volume_growth_per_month": "0.02",
          "hardware.import_duty_percent": "60", "hardware.resale_percent": "20",
          "finance.start_month": "2027-01", "finance.income_tax_shield": "true", "pricing.rental_commitment": "1y",
          "pricing.billing_hours_per_day": "12",
          "finance.shifts_per_day": "3", "hardware.power_price_per_kwh_local": "0.81",
          **{f"taxes.rates.{tax}": "0.1" for tax in ("irrf", "cide", "pis", "cofins", "cbs", "ibs", "iss", "iof", "ii",
                                                      "ipi", "icms")},
          # issue 46: the API as priced, availability, the facility and the grid
          "workload.batch_share": "0.4", "workload.cache_write_share": "0.1", "pricing.api_batch_discount": "0.5",
          "pricing.api_long_context_threshold_tokens": "128000", "pricing.api_long_context_input_multiplier": "2",
          "pricing.api_long_context_output_multiplier": "1.5", "pricing.api_cache_write_per_mtok": "3.75",
          "pricing.api_sla_percent": "99.5", "constraints.availability_percent": "99.9", "constraints.facility_kw": "500",
          "constraints.rack_kw": "40", "hardware.gpu_failures_per_year": "0.2", "hardware.node_failures_per_year": "0.3",
          "hardware.repair_hours": "48", "hardware.maintenance_hours_per_month": "4", "hardware.grid": "BR"}


@pytest.mark.parametrize("path", CONTRACT_PATHS)
def test_every_contract_set_path_is_accepted(cli, path):
    code, _, err = cli("calc", "--set", f"{path}={VALUES[path]}", "--json")
    assert code == 0, err


def test_set_changes_the_result(cli):
    _, a, _ = cli("calc", "--json")
    _, b, _ = cli("calc", "--json", "--set", "workload.context_tokens=1048576")
    assert json.loads(b)["memory"]["kv_cache_bytes"] > json.loads(a)["memory"]["kv_cache_bytes"]


@pytest.mark.parametrize("argv,needle", [
    (["calc", "--set", "model=no-such-model"], "unknown model id 'no-such-model'"),
    (["calc", "--set", "hardware.gpu=tpu-v9"], "unknown GPU id 'tpu-v9'"),
    (["calc", "missing-file.k3desk.json"], "not found"),
    (["calc", "no-such-builtin"], "unknown scenario 'no-such-builtin'"),
    (["calc", "--set", "workload.context_tokens=lots"], "workload.context_tokens"),
    (["calc", "--set", "workload.context_tokens=-1"], "workload.context_tokens"),
    (["calc", "--set", "workload.input_share=3"], "workload.input_share"),
    # Qwen3-235B-A22B's maximum context is 40,960 tokens (docs/figures.md): named in the refusal
    (["calc", "--set", "model=qwen3-235b-a22b", "--set", "workload.context_tokens=65536"], "maximum context of 40,960"),
    (["calc", "--set", "hardware.multi_node=perhaps"], "hardware.multi_node"),
    (["calc", "--set", "model.kv_format=fp7"], "unknown format id 'fp7'"),
    (["calc", "--set", "nonsense"], "PATH=VALUE"),
    (["calc", "--set", "no.such.path=1"], "unknown path"),
    (["screenshot", "-o", "x.png", "--size", "huge"], "--size"),
    (["frobnicate", "x"], "unknown command"),
    (["catalog", "import"], "usage"),
])
def test_bad_input_exits_2_with_one_clear_line(cli, argv, needle):
    code, _, err = cli(*argv)
    assert code == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0], err
    assert "Traceback" not in err


def test_malformed_file_exits_2_and_is_unchanged(tmp_path, cli):
    bad = tmp_path / "broken.k3desk.json"
    bad.write_bytes(b'{"format": "k3desk.scenario", "schema_version": 1, "scen')
    before = bad.read_bytes()
    code, _, err = cli("calc", str(bad))
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert bad.read_bytes() == before


def test_catalog_lists_and_json(cli):
    for what in ("models", "gpus", "formats", "prices"):
        code, out, _ = cli("catalog", what)
        assert code == 0 and out
        code, out, _ = cli("catalog", what, "--json")
        rows = json.loads(out)
        assert rows and all(r.get("source") for r in rows)


def test_catalog_import_adds_a_user_model(cli):
    config = ROOT / "tests" / "fixtures" / "configs" / "kimi-k2.json"
    code, out, err = cli("catalog", "import", str(config), "--id", "my-k2")
    assert code == 0, err
    code, out, err = cli("calc", "--set", "model=my-k2", "--set", "hardware.gpu_count=auto", "--json")
    assert code == 0, err
    assert json.loads(out)["params"]["total"] == pytest.approx(1.03e12, rel=0.02)


def test_version_and_module_entry_point():
    proc = subprocess.run([sys.executable, "-m", "k3desk", "--version"], capture_output=True, text=True,
                          cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.returncode == 0 and proc.stdout.startswith("k3desk ")


def test_bad_input_in_a_real_process_has_no_traceback():
    proc = subprocess.run([sys.executable, "-m", "k3desk", "calc", "--set", "hardware.gpu_count=0"],
                          capture_output=True, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines() == [proc.stderr.strip()] and "hardware.gpu_count" in proc.stderr


def test_auto_gpu_count_is_the_windows_automatic(cli):
    """``gpu_count=auto`` picks the serving mode the window's Automatic picks: Qwen3-235B with 32K-token
    prompts (in its maximum context, 40,960 tokens) on A100s takes pipeline stages of a whole node each,
    where splitting alone needs far more GPUs. Seed 004's minimum counts for Kimi K3 (H200 16, B300 8)
    stay as they are."""
    from k3desk.core import compute
    from k3desk.core.advisor.auto import automatic_edits
    from k3desk.core.edit import apply_edits
    from k3desk.core.presets import default_scenario

    long = ("--set", "workload.prompt_tokens=32768")
    code, out, err = cli("calc", "--set", "model=qwen3-235b-a22b", "--set", "hardware.gpu=a100-80gb",
                         "--set", "hardware.gpu_count=auto", *long, "--json")
    fit = json.loads(out)["fit"]
    s = apply_edits(default_scenario(), {"model": "qwen3-235b-a22b", "hardware.gpu": "a100-80gb",
                                         "workload.prompt_tokens": 32768})
    window = compute(apply_edits(s, automatic_edits(s)))
    assert code == 0 and fit["fits"] and fit["deployable"], err
    assert fit["gpu_count"] == window.fit.gpu_count
    for gpu, seed in (("h200", 16), ("b300", 8)):
        _, out, _ = cli("calc", "--set", f"hardware.gpu={gpu}", "--set", "hardware.gpu_count=auto", "--json")
        assert json.loads(out)["fit"]["gpu_count"] == seed
    assert fit["rule"] == "node_multiple_pp"
    # a serving choice given alongside is kept: without pipeline stages only splitting is left
    _, out, _ = cli("calc", "--set", "model=qwen3-235b-a22b", "--set", "hardware.gpu=a100-80gb",
                    "--set", "hardware.gpu_count=auto", "--set", "hardware.pipeline_parallel=false", *long, "--json")
    alone = json.loads(out)["fit"]
    assert alone["rule"] != "node_multiple_pp" and alone["gpu_count"] > fit["gpu_count"]


def test_a_file_holding_a_context_over_the_maximum_computes_with_a_note(tmp_path, cli):
    """A file saved before the rule: computed as saved, and the table says the context is too long."""
    from k3desk.core.edit import apply_sets
    from k3desk.core.presets import default_scenario
    from k3desk.persistence.scenario_file import dumps_scenario

    doc = json.loads(dumps_scenario(apply_sets(default_scenario(), ["model=qwen3-235b-a22b"])))
    doc["scenario"]["workload"]["context_tokens"] = 65_536
    path = tmp_path / "old.k3desk.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    code, out, err = cli("calc", str(path))
    assert code == 0, err
    assert "longer than" in out and "40,960" in out
    code, out, _ = cli("calc", str(path), "--json")
    assert code == 0 and json.loads(out)   # --json stays the figures alone


def test_a_unit_that_does_not_fit_names_the_whole_unit(cli):
    """A disaggregated unit short of memory names its pools (never "needs 8×" on 8 GPUs, nor the decode
    pool alone as if it were the deployment), and ``--json`` suggests no other count: a unit needs other
    pools. Kimi K2.5 NVFP4 on 4 + 4 GB200 with a decode batch of 128 set: 128 a decode GPU x 8,704 tokens x
    70,272 B = 78 GB of cache next to 167 GB of weights, over the 180 GB usable."""
    sets = ["model=kimi-k2.5", "model.expert_format=nvfp4", "hardware.gpu=gb200", "serving.mode=disaggregated",
            "serving.prefill_gpus=4", "serving.decode_gpus=4", "serving.decode_batch_per_gpu=128",
            "workload.concurrent_sequences=512", "workload.context_tokens=9216", "workload.prompt_tokens=8192"]
    argv = [a for kv in sets for a in ("--set", kv)]
    code, out, _ = cli("calc", *argv)
    verdict = next(line for line in out.splitlines() if line.startswith("Verdict"))
    assert code == 0 and "4 prefill + 4 decode" in verdict and "each decode GPU would need" in verdict
    assert "needs 8" not in verdict
    code, out, _ = cli("calc", *argv, "--json")
    fit = json.loads(out)["fit"]
    assert not fit["fits"] and fit["suggestion"] is None and fit["gpu_count"] == 8


def test_a_unit_queues_the_requests_its_decode_pool_cannot_hold(cli):
    """The same unit at 512 users and no batch set: the decode pool decodes the batch its memory holds
    (a whole number a decode GPU), the rest queue, as a replica's do; the cache is that batch's:
    held x 8,704 tokens x 70,272 B (61 MLA layers x 576 values x 2 bytes)."""
    sets = ["model=kimi-k2.5", "model.expert_format=nvfp4", "hardware.gpu=gb200", "serving.mode=disaggregated",
            "serving.prefill_gpus=4", "serving.decode_gpus=4", "workload.concurrent_sequences=512",
            "workload.context_tokens=9216", "workload.prompt_tokens=8192"]
    code, out, _ = cli("calc", *[a for kv in sets for a in ("--set", kv)], "--json")
    assert code == 0
    data = json.loads(out)
    fit, memory, prod = data["fit"], data["memory"], data["throughput"]["production"]
    held = fit["max_concurrent_sequences"]
    assert fit["fits"] and 4 <= held < 512 and held % 4 == 0
    assert fit["queued_sequences"] == 512 - held and prod["decode_batch_per_gpu"] == held // 4
    assert memory["kv_cache_bytes"] == pytest.approx(held * (8192 + 1024 // 2) * 61 * 576 * 2)
