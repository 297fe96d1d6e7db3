"""`k3desk advise` through the command line: JSON keys, the table, "nothing meets" and bad limits."""

import json

import pytest

OPTION_KEYS = {"gpu", "gpu_count", "ownership", "formats", "serving", "self_host_usd_per_month",
               "usd_per_million_tokens", "decode_tokens_per_s_per_sequence", "ttft_s", "replicas", "meets"}



def test_json_has_the_contract_keys(cli):
    code, out, _ = cli("advise", "--json")
    assert code == 0
    data = json.loads(out)
    assert {"options", "cheapest", "fastest", "searched", "elapsed_s"} <= set(data)
    assert data["options"] and OPTION_KEYS <= set(data["options"][0])
    assert data["cheapest"] == data["options"][0]
    costs = [o["self_host_usd_per_month"] for o in data["options"]]
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
])
def test_bad_limits_exit_2_with_one_line(cli, argv, needle):
    code, out, err = cli("advise", *argv)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and needle in err
