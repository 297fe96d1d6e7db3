"""Latency under load through the command line: ``calc --json``'s latency block, a fleet sized to a
percentile target, ``advise --max-ttft-p99-s``, ``--trace FILE`` and bad input (a rate of 0 or beyond any
fleet, an empty trace, a trace too large to read): an answer or one clear line."""

from __future__ import annotations

import json
import random

import pytest

from k3desk.core.speed import calibration as cal

#: Each target is met with its estimate's median leave-one-out error to spare (docs/domain.md, "Latency
#: under load"): the figure must stay within target ÷ (1 + m).
M_TTFT, M_TPOT = cal.LOO_LATENCY_P50_ERROR, cal.LOO_MEDIAN_ERROR


def calc(cli, *sets):
    args = [a for s in sets for a in ("--set", s)]
    code, out, err = cli("calc", *args, "--json")
    assert code == 0, err
    return json.loads(out)


def test_the_latency_block_has_ordered_percentiles(cli):
    d = calc(cli, "workload.peak_requests_per_second=2")
    lat = d["latency"]
    assert lat["load"] == "rate" and lat["requests_per_second"] == pytest.approx(2.0)
    for key in ("ttft_s", "tpot_s", "queue_wait_s"):
        v = lat[key]
        assert v["p50"] <= v["p90"] <= v["p95"] <= v["p99"], key
    assert 0 < lat["utilization"] < 1 and lat["queued_sequences"] >= 0 and lat["stable"]


def test_without_a_rate_the_users_are_a_closed_loop(cli):
    lat = calc(cli)["latency"]
    assert lat["load"] == "users" and lat["users"] == 32 and lat["replicas"] == 1


def test_a_rate_of_zero_is_an_empty_server(cli):
    lat = calc(cli, "workload.peak_requests_per_second=0")["latency"]
    assert lat["utilization"] == 0 and lat["queued_sequences"] == 0 and lat["queue_wait_s"]["p99"] == 0


def test_a_rate_beyond_any_one_replica_buys_a_fleet(cli):
    """Ten million requests a second: the decision pays for the replicas that carry it (an answer), each
    below its saturation."""
    d = calc(cli, "workload.peak_requests_per_second=1e7")
    lat, own = d["latency"], d["decision"]["routes"]["own"]
    assert own["replicas"] == lat["replicas"] > 1_000_000 and lat["stable"] and lat["utilization"] <= 0.9 + 1e-9


def test_a_tighter_target_buys_more_replicas(cli):
    loose = calc(cli, "workload.peak_requests_per_second=4", "constraints.ttft_p99_s=30")
    # 1 s: below what the fleet sized for the volume gives (1.4 s at the speed fitted on issue 43's corpus)
    tight = calc(cli, "workload.peak_requests_per_second=4", "constraints.ttft_p99_s=1.0")
    assert tight["decision"]["routes"]["own"]["replicas"] > loose["decision"]["routes"]["own"]["replicas"]
    t = tight["latency"]["targets"]
    assert tight["latency"]["ttft_s"]["p99"] <= 1.0 / (1 + M_TTFT) * (1 + 1e-6) and t["meets"] == {"ttft": True}
    assert t["ttft_s"] == 1.0 and t["sized_ttft_s"] == pytest.approx(1.0 / (1 + M_TTFT))
    assert (t["margin_ttft"], t["margin_tpot"], t["tpot_s"], t["sized_tpot_s"]) == (M_TTFT, M_TPOT, None, None)


def test_the_issue_example_is_sized_with_the_margin(cli):
    """1.5 s at the 99th percentile, 4 requests a second: the fleet is sized for 1.5 ÷ (1 + m) and the
    estimate stays within it (one replica fewer does not: tests/core/test_latency_margin.py)."""
    d = calc(cli, "workload.peak_requests_per_second=4", "constraints.ttft_p99_s=1.5")
    lat = d["latency"]
    assert lat["targets"]["sized_ttft_s"] == pytest.approx(1.5 / (1 + M_TTFT))
    assert lat["ttft_s"]["p99"] <= lat["targets"]["sized_ttft_s"] * (1 + 1e-6) and lat["targets"]["meets"]["ttft"]


def test_a_target_no_fleet_meets_leaves_the_route_out_in_one_line(cli):
    d = calc(cli, "constraints.ttft_p99_s=0.01")
    assert d["decision"]["routes"]["own"]["reason"] == "latency_target"
    assert d["decision"]["winner"] == "api" and d["latency"]["targets"]["meets"] == {"ttft": False}
    code, out, _ = cli("calc", "--set", "constraints.ttft_p99_s=0.01")
    assert code == 0 and "no fleet of this layout meets the latency target" in out


def test_advise_ranks_only_options_within_the_target(cli):
    code, out, err = cli("advise", "--max-ttft-p99-s", "2", "--set", "workload.peak_requests_per_second=3",
                         "--gpu", "b300,gb300", "--json")
    assert code == 0, err
    rows = json.loads(out)["options"]
    assert rows and all(r["ttft_p99_s"] is not None and r["ttft_p99_s"] <= 2 / (1 + M_TTFT) * (1 + 1e-6) for r in rows)
    assert all(r["tpot_p99_s"] is not None for r in rows)


def test_advise_names_a_target_nothing_meets(cli):
    code, out, _ = cli("advise", "--max-ttft-p99-s", "0.001", "--gpu", "b300", "--json")
    data = json.loads(out)
    assert code == 0 and data["options"] == []
    assert "first token within" in data["nothing_meets"] and "less the model's typical error" in data["nothing_meets"]


def test_a_bad_target_is_one_line(cli):
    code, _, err = cli("advise", "--max-ttft-p99-s", "-1")
    assert code == 2 and err.count("\n") == 1 and "--max-ttft-p99-s" in err


def _trace(path, n: int, rate=4.0, burstiness=0.5):
    rng = random.Random(3)
    ins = [max(1, int(rng.lognormvariate(6.5, 0.8))) for _ in range(n)]
    outs = [max(1, int(rng.lognormvariate(5.5, 0.7))) for _ in range(n)]
    path.write_text(json.dumps({"backend": "vllm", "model_id": "x", "request_rate": rate, "burstiness": burstiness,
                                "completed": n, "total_input_tokens": sum(ins), "total_output_tokens": sum(outs),
                                "median_tpot_ms": 20.0, "input_lens": ins, "output_lens": outs}), encoding="utf-8")
    return ins, outs


def test_a_trace_sets_the_load_under_set(cli, tmp_path):
    ins, _ = _trace(tmp_path / "run.json", 500)
    code, out, err = cli("calc", "--trace", str(tmp_path / "run.json"), "--json")
    assert code == 0, err
    lat = json.loads(out)["latency"]
    assert lat["load"] == "rate" and lat["requests_per_second"] == pytest.approx(4.0)
    assert lat["method"] == "simulation"   # bursty arrivals: the simulation, not the closed forms
    code, out, _ = cli("calc", "--trace", str(tmp_path / "run.json"), "--set", "workload.peak_requests_per_second=1",
                       "--json")
    assert json.loads(out)["latency"]["requests_per_second"] == pytest.approx(1.0)   # --set wins


def test_the_trace_reads_its_lengths_spread_and_arrivals(tmp_path):
    from k3desk.core.speed.bench_import import read_trace

    ins, outs = _trace(tmp_path / "run.json", 400, rate=2.5, burstiness=0.4)
    t = read_trace(tmp_path / "run.json")
    mean = sum(ins) / len(ins)
    sd = (sum((v - mean) ** 2 for v in ins) / (len(ins) - 1)) ** 0.5
    assert t.requests == 400 and t.prompt_mean == pytest.approx(mean) and t.prompt_cv == pytest.approx(sd / mean)
    assert t.output_mean == pytest.approx(sum(outs) / len(outs)) and (t.rate, t.burstiness) == (2.5, 0.4)
    e = t.edits()
    assert e["workload.prompt_tokens"] == round(mean) and e["workload.peak_requests_per_second"] == 2.5


def test_an_empty_trace_is_one_line(cli, tmp_path):
    _trace(tmp_path / "empty.json", 0)
    code, _, err = cli("calc", "--trace", str(tmp_path / "empty.json"))
    assert code == 2 and err.count("\n") == 1 and "holds no request" in err


def test_a_trace_too_large_to_read_is_one_line(cli, tmp_path):
    """A trace of millions of requests is beyond the bounded reader: refused in one line that says what to do
    (here 600,000 lengths, over the reader's 500,000 values; ten million fail the same way)."""
    path = tmp_path / "huge.json"
    path.write_text(json.dumps({"request_rate": 4.0, "completed": 600_000, "input_lens": [100] * 600_000,
                                "output_lens": [10] * 600_000}), encoding="utf-8")
    code, _, err = cli("calc", "--trace", str(path))
    assert code == 2 and err.count("\n") == 1 and "fewer requests" in err
