"""The sensitivity tornado on the decision's basis, the ``flip`` keys ``calc --json`` keeps for
scripts, and IOF only on payments abroad.

Factors are checked the way a user would: fed back through ``--set`` and decided again, the two
routes must then cost the same over the term. Figures from the sources: 8× B300 at US$ 7.375 per
GPU-hour (one replica US$ 43,070 a month), Kimi K3's API at US$ 5.40 per million tokens (30 B tokens:
US$ 162,000 a month), 36 months, no discount rate (present values are the term totals).
"""

import json

import pytest

from k3desk.cli import main
from k3desk.core import compute
from k3desk.core.edit import apply_sets as _apply_sets
from k3desk.core.money.decision import decide
from k3desk.core.money.sensitivity import SWING, legacy_json, sensitivity
from k3desk.core.presets import default_scenario

BASE = ["hardware.price_per_gpu_hour=7.375", "workload.input_share=0.8", "workload.cache_hit_rate=0",
        "hardware.gpu_count=8", "workload.tokens_per_month=30e9"]
OWNED = ["hardware.ownership=own", "hardware.purchase_price_per_gpu=53000", "hardware.hosting_per_gpu_month=500"]

#: Every shipped model now carries a sourced API price; a scenario whose three API prices are cleared
#: (a user's model, or prices set back to unknown) stands for one without.
UNPRICED = ("pricing.api_input_per_mtok=null", "pricing.api_cached_input_per_mtok=null",
            "pricing.api_output_per_mtok=null")


def apply_sets(s, sets):
    """``--set`` with later assignments of a path replacing earlier ones (each path is given once)."""
    return _apply_sets(s, [f"{k}={v}" for k, v in dict(a.split("=", 1) for a in sets).items()])


def run(*sets):
    s = apply_sets(default_scenario(), [*BASE, *sets])
    r = compute(s)
    return s, r, decide(s, r)


def prices_times(s, k):
    p = s.pricing
    return [f"pricing.api_input_per_mtok={p.api_input_per_mtok * k}",
            f"pricing.api_cached_input_per_mtok={p.api_cached_input_per_mtok * k}",
            f"pricing.api_output_per_mtok={p.api_output_per_mtok * k}"]


def npv(s, *sets):
    s2 = apply_sets(s, list(sets))
    d = decide(s2, compute(s2))
    return {k: rt.npv_usd for k, rt in d.routes.items() if rt.available}


def test_api_price_factor_equalizes_the_rented_route_when_fed_back():
    s, r, d = run()
    k = legacy_json(s, r, d)["flip"]["api_price_factor"]
    n = d.routes["rent"].replicas
    assert k == pytest.approx(36 * n * 43_070 / (36 * 162_000))          # by hand, no trends: the monthly ratio
    after = npv(s, *prices_times(s, k))
    assert after["api"] == pytest.approx(after["rent"], rel=1e-9)


def test_gpu_price_factor_equalizes_when_fed_back():
    s, r, d = run()
    k = legacy_json(s, r, d)["flip"]["gpu_price_factor"]
    after = npv(s, f"hardware.price_per_gpu_hour={7.375 * k}")
    assert after["rent"] == pytest.approx(after["api"], rel=1e-9)


def test_owned_purchase_price_factor_equalizes_the_term():
    s, r, d = run(*OWNED)
    k = legacy_json(s, r, d)["flip"]["gpu_price_factor"]
    assert k is not None
    after = npv(s, f"hardware.purchase_price_per_gpu={53_000 * k}")
    assert after["own"] == pytest.approx(after["api"], rel=1e-9)


def test_api_factor_over_the_term_with_falling_api_prices_and_growth():
    s, r, d = run("pricing.api_price_change_per_year=-0.3", "workload.volume_growth_per_month=0.03")
    k = legacy_json(s, r, d)["flip"]["api_price_factor"]
    after = npv(s, *prices_times(s, k))
    assert after["rent"] == pytest.approx(after["api"], rel=1e-9)


def test_the_flip_keys_volume_is_the_decisions_break_even():
    s, r, d = run()
    assert legacy_json(s, r, d)["flip"]["tokens_per_month"] == d.break_even_tokens_per_month


def test_sensitivity_has_its_rows_widest_first():
    s, r, d = run()
    rows = sensitivity(s, r, d).swings
    widths = [x.width for x in rows]
    assert widths == sorted(widths, reverse=True)
    assert {x.assumption for x in rows} >= {"api_price", "gpu_hour_price", "purchase_price", "power_price",
                                            "utilization", "cache_hit_rate", "tokens_per_month"}


def test_sensitivity_api_row_by_hand():
    # the cheaper self-hosted route minus the API at 0.8 and 1.2 of its prices: the API's 36 x 162,000
    # moves, the route does not. Buying made far dearer, so renting is the cheaper self-hosted route.
    s, r, d = run("hardware.purchase_price_per_gpu=5000000")
    sens = sensitivity(s, r, d)
    row = next(x for x in sens.swings if x.assumption == "api_price")
    host = 36 * d.routes["rent"].replicas * 43_070
    assert sens.route == "rent" and sens.base_usd == pytest.approx(host - 36 * 162_000)
    assert row.low_usd == pytest.approx(host - 36 * 162_000 * (1 - SWING))
    assert row.high_usd == pytest.approx(host - 36 * 162_000 * (1 + SWING))
    assert row.low_value == pytest.approx(5.40 * (1 - SWING))


def test_sensitivity_rows_are_what_a_re_decided_variant_gives():
    """Each row, moved through ``--set`` and decided again: the cheaper self-hosted route minus the API."""
    s, r, d = run(*OWNED)
    rows = {x.assumption: x for x in sensitivity(s, r, d).swings}
    for name, path, values in (("purchase_price", "hardware.purchase_price_per_gpu", (42_400, 63_600)),
                               ("power_price", "hardware.power_price_per_kwh", (0.12, 0.18)),
                               ("tokens_per_month", "workload.tokens_per_month", (24e9, 36e9)),
                               ("utilization", "workload.utilization", (0.48, 0.72))):
        for value, got in zip(values, (rows[name].low_usd, rows[name].high_usd), strict=True):
            after = npv(s, f"{path}={value}")
            assert got == pytest.approx(min(after["rent"], after["own"]) - after["api"], rel=1e-9), name


def test_no_sensitivity_without_the_api():
    s, r, d = run("constraints.data_in_brazil=true")
    assert sensitivity(s, r, d) is None
    assert legacy_json(s, r, d) == {"flip": {"api_price_factor": None, "gpu_price_factor": None,
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
    assert all({"input", "value", "direction", "winner_after"} <= set(f) for f in data["decision"]["flips"])


# IOF-câmbio falls on payments abroad (the API, a foreign cloud rental), never on power or colocation
# paid in reais, nor on owned hardware (whose import carries its own duties).

def test_owned_brl_scenario_charges_iof_on_no_domestic_amount():
    s, r, _ = run(*OWNED, "pricing.currency=BRL", "taxes.jurisdiction=BR", "pricing.brl_per_usd=5",
                  "pricing.iof_percent=3.5")
    assert r.cost.self_host_currency_factor == pytest.approx(5.0)  # power, hosting, purchase: no IOF
    assert r.cost.domestic_currency_factor == pytest.approx(5.0)
    assert r.cost.currency_factor == pytest.approx(5 * 1.035)  # the API still carries it


def test_rented_brl_scenario_carries_iof_on_the_foreign_rental():
    s, r, _ = run("pricing.currency=BRL", "taxes.jurisdiction=BR", "pricing.brl_per_usd=5", "pricing.iof_percent=3.5")
    assert r.cost.self_host_currency_factor == pytest.approx(5 * 1.035)


def test_owned_brl_term_adds_iof_to_the_api_only():
    usd = run(*OWNED, "pricing.horizon_months=12")[1].term
    s, r, _ = run(*OWNED, "pricing.horizon_months=12", "pricing.currency=BRL", "taxes.jurisdiction=BR",
                  "pricing.iof_percent=3.5", "taxes.hardware_route=domestic_distributor")   # taxes in the price
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
    # A scenario without API prices: the API is never priced with another model's.
    s, r, d = run("model=kimi-linear-48b-a3b", *UNPRICED)
    assert r.fit.fits and r.term is not None
    assert r.term.api is None and r.term.rent is not None and r.term.payback_own_vs_api is None
    assert r.to_json()["tco"]["cumulative_usd"]["api"] is None
    assert legacy_json(s, r, d)["flip"]["api_price_factor"] is None and legacy_json(s, r, d)["sensitivity"] == []
    assert d.winner in ("rent", "own") and all(f.winner_after != "api" for f in d.flips)


def test_no_flip_factor_where_nothing_can_flip():
    # No tokens: the API costs nothing, so no API or GPU price makes both equal.
    f = legacy_json(*run("workload.tokens_per_month=0"))["flip"]
    assert f["api_price_factor"] is None and f["gpu_price_factor"] is None
    # Bought and resold at the full price (no duties, no maintenance): the purchase costs nothing net, its
    # price flips nothing.
    f = legacy_json(*run(*OWNED, "hardware.resale_percent=100"))["flip"]
    assert f["gpu_price_factor"] is None
