"""`k3desk advise` through the command line: JSON keys, the table, "nothing meets" and bad limits, and
the rows the window shows (the one evaluation's ranking, each option at the decision's cost)."""

import csv
import io
import json

import pytest

from k3desk.cli.verbs import load_scenario_arg
from k3desk.core.catalog import load_catalog
from k3desk.session import RANKINGS, evaluate

PEAKS = ("--set", "workload.peak_to_average=3", "--set", "workload.peak_hours_per_day=4",
         "--set", "hardware.spare_replicas=1", "--set", "workload.tokens_per_month=5e10")
RESIDENCY = ("--set", "taxes.jurisdiction=BR", "--set", "pricing.rental_provider_location=abroad",
             "--set", "constraints.data_in_brazil=true", "--set", "workload.tokens_per_month=3e8")

OPTION_KEYS = {"gpu", "gpu_count", "ownership", "formats", "serving", "self_host_usd_per_month",
               "usd_per_million_tokens", "decode_tokens_per_s_per_sequence", "ttft_s", "replicas", "meets"}



def test_json_has_the_contract_keys(cli):
    code, out, _ = cli("advise", "--json")
    assert code == 0
    data = json.loads(out)
    assert {"options", "cheapest", "fastest", "searched", "elapsed_s"} <= set(data)
    assert data["options"] and OPTION_KEYS <= set(data["options"][0])
    assert data["cheapest"] == data["options"][0]
    costs = [o[data["ranked_by"]] for o in data["options"]]   # cheapest first by the cost it ranks by
    assert costs == sorted(costs)


def test_json_carries_the_apis_cost_for_the_same_volume(cli):
    """The Advisor's reference row: what the API costs for the planned volume (10 B tokens of the
    default at Kimi K3's list prices: US$ 54,000 a month, 36 of them over the term)."""
    data = json.loads(cli("advise", "--json")[1])
    assert data["api"]["usd_per_month"] == pytest.approx(54_000) and data["api"]["term_usd"] == pytest.approx(36 * 54_000)
    assert data["ranked_by"] == "usd_per_month"
    assert all(o["self_host_fleet_usd_per_month"] == o["self_host_usd_per_month"] for o in data["options"])


def test_table_lists_options_and_the_search(cli):
    code, out, _ = cli("advise", "--top", "3", "--min-tok-s", "20")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split()[:2] == ["#", "GPUs"] and lines[1].strip().startswith("1")
    assert "searched" in lines[-1] and "configurations" in lines[-1]


def test_impossible_budget_answers_with_no_options(cli):
    code, out, _ = cli("advise", "--max-usd-month", "10", "--json")
    data = json.loads(out)
    assert code == 0 and data["options"] == [] and data["cheapest"] is None
    assert "budget" in data["nothing_meets"]
    code, out, _ = cli("advise", "--max-usd-month", "10")
    assert code == 0 and out.splitlines()[0].startswith("Nothing fits a budget of US$ 10 a month")


def test_why_names_the_shortfall(cli):
    code, out, _ = cli("advise", "--gpu", "h100-sxm", "--one-node", "--why")
    assert code == 0
    assert "GB more per GPU at 8 GPUs" in out
    code, out, _ = cli("advise", "--gpu", "b300", "--min-tok-s", "500", "--why")
    assert "below 500 tokens/s" in out


@pytest.mark.parametrize("argv, needle", [
    (["--min-tok-s", "-5"], "--min-tok-s"),
    (["--max-ttft-s", "nan"], "--max-ttft-s"),
    (["--max-usd-month", "lots"], "--max-usd-month"),
    (["--max-gpus", "0"], "--max-gpus"),
    (["--gpu", "h900"], "--gpu"),
    (["--vendor", "acme"], "--vendor"),
    (["--rent-only", "--own-only"], "--own-only"),
    (["--top", "0"], "--top"),
    (["--rank-by", "cheapest"], "--rank-by"),
])
def test_bad_limits_exit_2_with_one_line(cli, argv, needle):
    code, out, err = cli("advise", *argv)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and needle in err


def _window_rows(argv, by="usd_per_month"):
    """The rows the Advisor page shows for the same scenario and no limits (``Evaluation.ranking``)."""
    sets = [v for flag, v in zip(argv[::2], argv[1::2], strict=True) if flag == "--set"]
    return evaluate(load_scenario_arg("default", sets), load_catalog()).ranking(None, by).rows


@pytest.mark.parametrize("by", RANKINGS)
def test_json_lists_the_windows_rows_at_the_decisions_cost(cli, by):
    """With daily peaks and a spare replica, the rows, their order and their amounts are the window's:
    the whole fleet (the peak hour's replicas plus the spare) in month 1, over the term, in today's money."""
    data = json.loads(cli("advise", *PEAKS, "--rank-by", by, "--json")[1])
    rows = _window_rows(PEAKS, by)
    assert data["ranked_by"] == by and len(data["options"]) == len(rows)
    for o, p in zip(data["options"], rows, strict=True):
        assert (o["gpu"], o["gpu_count"], o["ownership"]) == (p.option.gpu, p.option.gpu_count, p.option.ownership)
        assert (o["usd_per_month"], o["term_usd"], o["npv_usd"], o["fleet_replicas"]) == (
            p.usd_per_month, p.term_usd, p.npv_usd, p.replicas)
    first = data["options"][0]
    # the peak hour needs three times the average load's replicas, plus the spare
    assert first["fleet_replicas"] > first["replicas"]
    assert first["usd_per_month"] == pytest.approx(first["fleet_replicas"] * first["self_host_usd_per_month_per_replica"])


def test_the_table_and_the_csv_list_the_same_rows(cli):
    rows = _window_rows(PEAKS)
    out = cli("advise", *PEAKS, "--top", "3")[1].splitlines()
    assert "US$/term" in out[0] and "cheapest first by month 1" in out[4]
    for line, p in zip(out[1:4], rows[:3], strict=True):
        cells = line.split()
        assert f"{p.usd_per_month:,.0f}" in cells and f"{p.term_usd:,.0f}" in cells and cells[-1] == str(p.replicas)
    csv_rows = list(csv.reader(io.StringIO(cli("advise", *PEAKS, "--format", "csv")[1])))
    col = csv_rows[0].index("usd_per_month")
    assert [float(r[col]) for r in csv_rows[1:]] == pytest.approx([p.usd_per_month for p in rows], abs=0.01)


def test_data_kept_in_brazil_leaves_rentals_abroad_and_the_api_out(cli):
    """No rented option is offered when renting is left out of the decision, and the API is no reference:
    it is left out, and why."""
    data = json.loads(cli("advise", *RESIDENCY, "--json")[1])
    assert data["options"] and all(o["ownership"] == "own" for o in data["options"])
    assert data["api"] is None and data["api_left_out"] == "data_abroad"
    assert data["left_out"]["ownership"] == ["rent"] and data["left_out"]["options"] > 0
    assert data["left_out"]["text"].startswith("Renting abroad is left out: data must stay in Brazil")
    out = cli("advise", *RESIDENCY, "--rent-only")[1].splitlines()
    # every option a rental abroad: the one line is the rule, not an empty table
    assert out[0].startswith("Renting abroad is left out: data must stay in Brazil") and "searched" in out[1]


def test_the_parsers_bases_are_the_rankings():
    from k3desk.cli.advise import RANK_BY

    assert RANK_BY == RANKINGS
