"""The ``k3desk calc`` table under a production layout: every setup row (hardware, per-GPU fill, speed,
pools, what one replica carries) describes the one unit the decision costs, as the window's cards do.

Checked against the JSON of the same command line (``calc --json``) and against the pools' arithmetic:
a unit's GPUs are its prefill plus decode GPUs, a fleet is units of them, a unit carries its decode
pool's sequences (batch per GPU times decode GPUs)."""

import json
import re

import pytest

#: DeepSeek-V3 on H200, GPU count Automatic, bought, at a trillion tokens a month: the cheaper
#: self-hosted route takes a disaggregated unit (tests/report/test_production_report.py, the cards)
AUTO = ["deepseek-v3-8x-h200", "--set", "hardware.gpu_count=auto", "--set", "workload.tokens_per_month=1e12",
        "--set", "hardware.ownership=own"]


def _rows(table: str) -> dict[str, str]:
    """Label -> value of the plain-text table (the label column is padded with two spaces or more)."""
    out = {}
    for line in table.splitlines():
        parts = re.split(r"\s{2,}", line.strip(), maxsplit=1)
        if len(parts) == 2:
            out.setdefault(parts[0], parts[1])
    return out


def _num(text: str) -> float:
    """The first number of a cell ("119.4 GB of ..." -> 119.4)."""
    return float(re.search(r"-?[\d,]+(?:\.\d+)?", text).group().replace(",", ""))


def _run(cli, *argv):
    code, out, err = cli("calc", *argv)
    assert code == 0, err
    return out


def _assert_rows_are_the_unit(rows: dict[str, str], unit: dict) -> None:
    """Hardware, fill, concurrency and speed rows against one unit's ``calc --json`` figures."""
    f, t = unit["fit"], unit["throughput"]
    assert _num(rows["Hardware"]) == f["gpu_count"]
    assert _num(rows["GPUs: minimum deployable"]) == f["gpu_count"]
    used, capacity = (float(v) for v in re.findall(r"([\d,.]+) GB", rows["Per-GPU fill"]))
    assert used == pytest.approx(f["per_gpu_used_bytes"] / 1e9, abs=0.05)
    assert capacity == pytest.approx(f["per_gpu_capacity_bytes"] / 1e9, abs=0.05)
    assert _num(rows["Max concurrent sequences"]) == f["max_concurrent_sequences"]
    assert _num(rows["Decode per sequence"]) == pytest.approx(t["decode_tokens_per_s_per_sequence"], rel=5e-3)
    assert _num(rows["Decode total"]) == pytest.approx(t["decode_tokens_per_s_total"], rel=5e-3)


def _pool_gb(rows: dict[str, str], role: str) -> tuple[int, float]:
    """(GPUs, GB per GPU) of a pool row: "32 GPUs, 8 sequences per GPU, 119 GB per GPU, ..."."""
    cell = rows[role]
    return int(_num(cell)), float(re.search(r"([\d,.]+) GB per GPU", cell).group(1).replace(",", ""))


def test_under_automatic_every_setup_row_is_the_unit_the_decision_costs(cli, config):
    data = json.loads(_run(cli, *AUTO, "--json"))
    routes = data["decision"]["routes"]
    best = min((routes[k] for k in ("rent", "own") if routes[k]["available"]), key=lambda rt: rt["npv_usd"])
    lay = best["layout"]
    assert lay["production_scale"] and lay["mode"] == "disaggregated"
    assert lay["gpu_count"] == lay["prefill_gpus"] + lay["decode_gpus"]   # a unit is its two pools
    assert lay["gpu_count"] != data["fit"]["gpu_count"]   # the scenario alone would fit a smaller replica
    rows = _rows(_run(cli, *AUTO))
    # the unit the decision names, set by hand: its JSON figures are what every setup row states
    unit = json.loads(_run(cli, *AUTO, "--set", "serving.mode=disaggregated", "--set", f"serving.prefill_gpus={lay['prefill_gpus']}",
                           "--set", f"serving.decode_gpus={lay['decode_gpus']}",
                           "--set", f"serving.decode_batch_per_gpu={lay['decode_batch_per_gpu']}",
                           "--set", "serving.attention_parallel=dp", "--set", "hardware.multi_node=true", "--json"))
    assert unit["fit"]["gpu_count"] == lay["gpu_count"]
    _assert_rows_are_the_unit(rows, unit)
    assert _num(rows["Per-GPU fill"]) != pytest.approx(data["fit"]["per_gpu_used_bytes"] / 1e9, abs=0.05)
    prefill, decode = _pool_gb(rows, "Prefill pool"), _pool_gb(rows, "Decode pool")
    assert (prefill[0], decode[0]) == (lay["prefill_gpus"], lay["decode_gpus"])
    assert round(_num(rows["Per-GPU fill"])) == max(prefill[1], decode[1])   # the busier role's memory per GPU
    assert f"{lay['gpu_count']}x" in rows["Verdict"]
    assert f"of {lay['gpu_count']}x" in rows["Buying, whole fleet"]
    in_flight = lay["decode_batch_per_gpu"] * lay["decode_gpus"]
    assert f"at {in_flight:,} sequences" in rows["Break-even"]
    assert f"{best['replicas']} replicas" in rows["As entered, bought"]   # bought, as entered: the unit's fleet
    assert _num(rows["GPUs: raw minimum"]) == data["fit"]["raw_min_gpus"]   # what the memory needs, as the card


@pytest.mark.parametrize("layout", [
    ["serving.mode=disaggregated", "serving.prefill_gpus=16", "serving.decode_gpus=32", "serving.units=2",
     "serving.decode_batch_per_gpu=8"],
    ["serving.mode=wide-ep", "serving.decode_gpus=16", "serving.units=3"],
], ids=["disaggregated", "wide-ep"])
def test_a_production_layout_set_by_hand_is_one_unit_in_every_row(cli, config, layout):
    sets = [a for v in layout for a in ("--set", v)]
    given = dict(v.removeprefix("serving.").split("=") for v in layout)
    p, d, units = int(given.get("prefill_gpus", 0)), int(given["decode_gpus"]), int(given["units"])
    data = json.loads(_run(cli, *sets, "--json"))
    rows = _rows(_run(cli, *sets))
    production = data["throughput"]["production"]
    assert data["fit"]["gpu_count"] == p + d
    assert production["gpus"] == (p + d) * units   # the fleet is the units set, each of its two pools
    _assert_rows_are_the_unit(rows, data)
    assert f"{units} replicas of {p + d}x" in rows["Renting, whole fleet"]
    assert _pool_gb(rows, "Decode pool")[0] == d
    in_flight = production["decode_batch_per_gpu"] * d
    assert f"at {in_flight:,} sequences" in rows["Break-even"]
