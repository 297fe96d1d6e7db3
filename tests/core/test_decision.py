"""What would flip the verdict, the sensitivity tornado, and IOF only on payments abroad.

Flip factors are checked the way a user would: fed back through ``--set`` and recomputed, both
options must then cost the same (monthly, as ``calc`` prints, and over the term).
"""

import json

import pytest

from k3desk.cli import main
from k3desk.core import compute
from k3desk.core.edit import apply_sets as _apply_sets
from k3desk.core.money.sensitivity import SWING, decide, decision_json
from k3desk.core.presets import default_scenario

BASE = ["hardware.price_per_gpu_hour=7.375", "workload.input_share=0.8", "workload.cache_hit_rate=0",
        "hardware.gpu_count=8", "workload.tokens_per_month=30e9"]
OWNED = ["hardware.ownership=own", "hardware.purchase_price_per_gpu=53000", "hardware.hosting_per_gpu_month=500"]


def apply_sets(s, sets):
    """``--set`` with later assignments of a path replacing earlier ones (each path is given once)."""
    return _apply_sets(s, [f"{k}={v}" for k, v in dict(a.split("=", 1) for a in sets).items()])


def run(*sets):
    s = apply_sets(default_scenario(), [*BASE, *sets])
    return s, compute(s)


def prices_times(s, k):
    p = s.pricing
    return [f"pricing.api_input_per_mtok={p.api_input_per_mtok * k}",
            f"pricing.api_cached_input_per_mtok={p.api_cached_input_per_mtok * k}",
            f"pricing.api_output_per_mtok={p.api_output_per_mtok * k}"]


def test_api_price_factor_equalizes_when_fed_back():
    s, r = run()
    k = decide(s, r).flip.api_price_factor
    # By hand: the factor is self-hosting / API, both monthly (no trends).
    assert k == pytest.approx(r.cost.self_host_total_usd_per_month / r.cost.api_usd_per_month)
    r2 = compute(apply_sets(s, prices_times(s, k)))
    assert r2.cost.api_usd_per_month == pytest.approx(r2.cost.self_host_usd_per_month * r2.cost.replicas, rel=1e-9)


def test_gpu_price_factor_equalizes_when_fed_back():
    s, r = run()
    k = decide(s, r).flip.gpu_price_factor
    r2 = compute(apply_sets(s, [f"hardware.price_per_gpu_hour={7.375 * k}"]))
    assert r2.cost.self_host_total_usd_per_month == pytest.approx(r2.cost.api_usd_per_month, rel=1e-9)


def test_flip_volume_equalizes_one_replica_with_the_api():
    s, r = run()
    v = decide(s, r).flip.tokens_per_month
    # With no trends the flip volume is the break-even: 43,070 / 5.40 per million = 7.98 B (seed 004: ~8 B).
    assert v == pytest.approx(43_070 / 5.40e-6, rel=1e-6)
    r2 = compute(apply_sets(s, [f"workload.tokens_per_month={v}"]))
    assert r2.cost.api_usd_per_month == pytest.approx(r2.cost.self_host_total_usd_per_month, rel=1e-6)


def test_owned_purchase_price_factor_equalizes_the_term():
    s, r = run(*OWNED, "pricing.horizon_months=36")
    k = decide(s, r).flip.gpu_price_factor
    assert k is not None
    r2 = compute(apply_sets(s, [f"hardware.purchase_price_per_gpu={53_000 * k}"]))
    assert r2.term.own[-1] == pytest.approx(r2.term.api[-1], rel=1e-9)


def test_api_factor_over_the_term_with_falling_api_prices():
    s, r = run("pricing.api_price_change_per_year=-0.3", "workload.volume_growth_per_month=0.03")
    k = decide(s, r).flip.api_price_factor
    r2 = compute(apply_sets(s, prices_times(s, k)))
    assert r2.term.rent[-1] == pytest.approx(r2.term.api[-1], rel=1e-9)


def test_no_flip_volume_when_one_replica_costs_more_than_the_api_for_what_it_carries():
    s, r = run("hardware.price_per_gpu_hour=500")
    assert not r.cost.break_even_reachable
    assert decide(s, r).flip.tokens_per_month is None


def test_sensitivity_has_five_rows_widest_first():
    s, r = run()
    rows = decide(s, r).sensitivity
    assert len(rows) >= 5
    widths = [abs(x.high_usd - x.low_usd) for x in rows]
    assert widths == sorted(widths, reverse=True)
    assert {x.assumption for x in rows} >= {"api_price", "gpu_hour_price", "utilization", "cache_hit_rate",
                                            "tokens_per_month"}


def test_sensitivity_api_row_by_hand():
    # 36 months: self-hosting 3 replicas x 43,070; the API 30 B x 5.40 per million = 162,000, x 0.8 / x 1.2.
    s, r = run("pricing.horizon_months=36")
    row = next(x for x in decide(s, r).sensitivity if x.assumption == "api_price")
    host = 36 * r.cost.replicas * 43_070
    assert row.low_usd == pytest.approx(host - 36 * 162_000 * (1 - SWING))
    assert row.high_usd == pytest.approx(host - 36 * 162_000 * (1 + SWING))


def test_owned_sensitivity_swings_the_purchase_not_the_hourly_price():
    s, r = run(*OWNED)
    names = [x.assumption for x in decide(s, r).sensitivity]
    assert "purchase_price" in names and "gpu_hour_price" not in names and len(names) >= 5


def test_not_costed_gives_null_flip_and_empty_sensitivity():
    s, r = run("hardware.gpu=h100-sxm")
    assert decision_json(s, r) == {"flip": {"api_price_factor": None, "gpu_price_factor": None,
                                            "tokens_per_month": None}, "sensitivity": []}


def test_calc_json_contract_keys(capsys):
    assert main(["calc", "--set", "pricing.horizon_months=24", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    t = data["tco"]
    assert t["months"] == list(range(25))
    assert all(len(t["cumulative_usd"][k]) == 25 for k in ("rent", "api"))
    assert "payback_month_own_vs_api" in t
    assert {"api_price_factor", "gpu_price_factor", "tokens_per_month"} <= set(data["flip"])
    assert all({"assumption", "low_usd", "high_usd"} <= set(x) for x in data["sensitivity"])


# IOF-câmbio falls on payments abroad (the API, a foreign cloud rental), never on power or colocation
# paid in reais, nor on owned hardware (whose import carries its own duties).

def test_owned_brl_scenario_charges_iof_on_no_domestic_amount():
    s, r = run(*OWNED, "pricing.currency=BRL", "taxes.jurisdiction=BR", "pricing.brl_per_usd=5", "pricing.iof_percent=3.5")
    assert r.cost.self_host_currency_factor == pytest.approx(5.0)  # power, hosting, purchase: no IOF
    assert r.cost.domestic_currency_factor == pytest.approx(5.0)
    assert r.cost.currency_factor == pytest.approx(5 * 1.035)  # the API still carries it


def test_rented_brl_scenario_carries_iof_on_the_foreign_rental():
    s, r = run("pricing.currency=BRL", "taxes.jurisdiction=BR", "pricing.brl_per_usd=5", "pricing.iof_percent=3.5")
    assert r.cost.self_host_currency_factor == pytest.approx(5 * 1.035)


def test_owned_brl_term_adds_iof_to_the_api_only():
    usd = run(*OWNED, "pricing.horizon_months=12")[1].term
    s, r = run(*OWNED, "pricing.horizon_months=12", "pricing.currency=BRL", "taxes.jurisdiction=BR", "pricing.iof_percent=3.5",
               "taxes.hardware_route=domestic_distributor")   # servers bought in Brazil: their taxes in the price
    brl = r.term
    assert brl.own == pytest.approx(usd.own)  # purchase, power and hosting: no IOF
    assert brl.api == pytest.approx([v * 1.035 for v in usd.api])
    assert brl.rent == pytest.approx([v * 1.035 for v in usd.rent])  # a foreign cloud rental


def test_owned_brl_break_even_compares_amounts_as_paid():
    usd = run(*OWNED)[1].cost
    brl = run(*OWNED, "pricing.currency=BRL", "taxes.jurisdiction=BR", "pricing.iof_percent=3.5",
              "taxes.hardware_route=domestic_distributor")[1].cost
    assert brl.break_even_tokens_per_month == pytest.approx(usd.break_even_tokens_per_month / 1.035)


def test_a_model_without_an_api_price_gets_no_api_curve_and_no_flip():
    # The catalog lists no API price for Kimi Linear (no provider lists one; Llama 3.1 405B now has
    # Together AI's): the API is never priced with another model's.
    s, r = run("model=kimi-linear-48b-a3b")
    assert r.fit.fits and r.term is not None
    assert r.term.api is None and r.term.rent is not None and r.term.payback_own_vs_api is None
    assert r.to_json()["tco"]["cumulative_usd"]["api"] is None
    assert decision_json(s, r)["flip"]["api_price_factor"] is None and decision_json(s, r)["sensitivity"] == []


def test_no_flip_factor_where_nothing_can_flip():
    # No tokens: the API costs nothing, so no API or GPU price makes both equal.
    f = decide(*run("workload.tokens_per_month=0")).flip
    assert f.api_price_factor is None and f.gpu_price_factor is None and f.tokens_per_month is None
    # Bought and resold at the full price (no duties): the purchase costs nothing net, its price flips nothing.
    f = decide(*run(*OWNED, "hardware.resale_percent=100")).flip
    assert f.gpu_price_factor is None
