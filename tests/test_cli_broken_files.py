"""The broken-file corpus on the command line: exit 2, one line naming the problem, file unchanged."""

import pytest

from k3desk.cli import main
from k3desk.core.presets import default_scenario
from k3desk.persistence import dumps_scenario
from tests.persistence.test_broken_files import BYTES, CASES


def _bytes(case: str) -> bytes:
    s = default_scenario()
    if case in CASES:
        return CASES[case][0](s).encode("utf-8")
    data = BYTES[case][0]
    text = dumps_scenario(s.model_copy(update={"name": "Cenário é"}))
    return {"utf-16": lambda: text.encode("utf-16"), "utf-16 without BOM": lambda: text.encode("utf-16-le"),
            "latin-1": lambda: text.encode("latin-1")}.get(case, lambda: data)()


@pytest.mark.parametrize("case", list(CASES) + list(BYTES))
def test_calc_refuses_broken_file(case, tmp_path, capsys):
    path = tmp_path / "broken.k3desk.json"
    data = _bytes(case)
    path.write_bytes(data)
    assert main(["calc", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and err.startswith("k3desk: ") and "Traceback" not in err
    expected = (CASES.get(case) or BYTES[case])[1]
    assert all(e in err for e in expected), err
    assert path.read_bytes() == data


# ---- bad numbers on the command line: bounded by validation, never an OverflowError ----------------

@pytest.mark.parametrize("assignment", [
    "pricing.hours_per_month=5e-324", "workload.utilization=5e-324", "hardware.download_gbps=5e-324",
    "hardware.gpu.bf16_tflops=inf", "hardware.gpu.fp8_tflops=inf", "hardware.gpu.fp4_tflops=1e400",
    "hardware.gpu.scale_up_gbps=inf", "hardware.gpu.host_memory_gb=1e300", "hardware.gpu.host_bandwidth_gbps=1e300",
    "model.moe.shared_experts=" + "9" * 300, "model.moe.expert_ffn=1" + "0" * 300, "model.hidden_size=nan",
])
def test_set_refuses_values_that_would_overflow(assignment, capsys):
    assert main(["calc", "--set", assignment, "--json"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("k3desk: --set ") and err.count("\n") == 1 and "Overflow" not in err


def test_negative_zero_prints_as_zero(capsys):
    assert main(["calc", "--set", "hardware.price_per_gpu_hour=-0"]) == 0
    import re

    out = capsys.readouterr().out
    assert not re.search(r"(?<![\w-])-0(?![\d.,])", out), out   # "US$ -0"; dates like 2026-07-18 are fine


def test_replicas_are_not_capped(capsys):
    """1e16 tokens a month at one sequence needs millions of replicas; their cost is then above the
    API's, consistent with 'not reachable' (a cap at 1,000,000 showed self-hosting as cheaper)."""
    import json

    assert main(["calc", "--set", "workload.tokens_per_month=1e16", "--set", "workload.concurrent_sequences=1",
                 "--json"]) == 0
    cost = json.loads(capsys.readouterr().out)["cost"]
    assert cost["replicas"] > 1_000_000
    if cost["self_host_usd_per_month"] is not None and cost["api_usd_per_month"] is not None:
        assert cost["self_host_usd_per_month"] * cost["replicas"] > cost["api_usd_per_month"]


def test_slow_link_json_is_strict(capsys):
    import json

    assert main(["calc", "--set", "hardware.download_gbps=0.001", "--json"]) == 0
    out = capsys.readouterr().out
    json.loads(out, parse_constant=lambda name: pytest.fail(f"{name} in --json"))
