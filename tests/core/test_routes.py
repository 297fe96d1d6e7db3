"""The decision (core.routes): every route for the scenario's GPU type, for the whole fleet, over the
term, with ranges. Figures from the sources: Kimi K3's API list price (3.00 / 0.30 / 15.00 US$ per
million tokens, 80% input, no cache: US$ 5.40 per million), 10 B tokens a month; B300 rented at
US$ 7.375 per GPU-hour (catalog typical) or bought at US$ 53,000 plus 25% for the rest of the
server, written off over 4 years; 36 months."""

from __future__ import annotations

import pytest

from k3desk.core import compute
from k3desk.core.catalog import builtin_catalog
from k3desk.core.edit import apply_sets
from k3desk.core.money.decision import DOES_NOT_FIT, NO_API_PRICE, NO_PEAKS, decide, decision_json, flips_at
from k3desk.core.presets import default_scenario
from k3desk.scenarios import load_builtin

API_MONTH = 10e9 * 5.40 / 1e6          # US$ 54,000
B300_RENT_MONTH = 8 * 7.375 * 730      # one replica, US$ 43,070
B300_BUY = 8 * 53_000 * 1.25           # one replica, US$ 530,000

#: Every shipped model now carries a sourced API price; a scenario whose three API prices are cleared
#: (a user's model, or prices set back to unknown) stands for one without.
UNPRICED = ("pricing.api_input_per_mtok=null", "pricing.api_cached_input_per_mtok=null",
            "pricing.api_output_per_mtok=null")


def run(*sets, base=None):
    s = apply_sets(base or default_scenario(), list(sets))
    r = compute(s)
    return s, r, decide(s, r)


def test_default_every_route_for_the_fleet_over_the_term():
    s, r, d = run()
    api, rent, own = d.routes["api"], d.routes["rent"], d.routes["own"]
    assert d.horizon_months == 36 and len(api.cash_flows_usd) == 37
    assert api.usd_per_month == pytest.approx(API_MONTH) and api.term_usd == pytest.approx(36 * API_MONTH)
    n = rent.replicas   # what the speed model sizes for the default's 10 B tokens a month
    assert n >= 1 and own.replicas == n and rent.usd_per_month_per_replica == pytest.approx(B300_RENT_MONTH)
    assert rent.usd_per_month == pytest.approx(n * B300_RENT_MONTH)          # the fleet, not one replica
    assert rent.term_usd == pytest.approx(36 * n * B300_RENT_MONTH)
    assert own.cash_flows_usd[0] == pytest.approx(n * B300_BUY)               # bought at month 0
    power = own.cash_flows_usd[1]
    resale = n * B300_BUY * (1 - 36 / 48)                                    # book value after 3 of 4 years
    assert own.cash_flows_usd[-1] == pytest.approx(power - resale)
    assert own.term_usd == pytest.approx(n * B300_BUY + 36 * power - resale)
    assert d.winner == "own"                                                 # bought beats API and rental
    assert d.runner_up == min(("api", "rent"), key=lambda k: d.routes[k].term_usd)
    assert d.margin_term_usd == pytest.approx(d.routes[d.runner_up].term_usd - own.term_usd)
    # no daily profile: a base fleet would carry all or nothing, so no hybrid is offered
    assert d.routes["hybrid"].available is False and d.routes["hybrid"].reason == NO_PEAKS


def test_cash_flows_add_up_and_the_winner_is_the_cheapest():
    for sets in ((), ("workload.tokens_per_month=2e9",), ("hardware.ownership=own",), ("pricing.horizon_months=60",)):
        _s, _r, d = run(*sets)
        live = {k: v for k, v in d.routes.items() if v.available}
        for rt in live.values():
            assert sum(rt.cash_flows_usd) == pytest.approx(rt.term_usd)
            assert rt.npv_usd == pytest.approx(rt.term_usd)                   # no discount rate yet
        assert d.winner == min(live, key=lambda k: live[k].npv_usd)


def test_at_two_billion_tokens_the_api_wins_over_the_term():
    # 2 B tokens: the API costs 36 x 10,800; one bought replica costs more than that over 36 months
    _s, _r, d = run("workload.tokens_per_month=2e9")
    assert d.winner == "api" and d.routes["api"].term_usd == pytest.approx(36 * 2e9 * 5.40 / 1e6)


def test_ranges_contain_their_values():
    for sets in ((), ("hardware.ownership=own",)):
        _s, _r, d = run(*sets)
        for k in ("rent", "own"):
            rt = d.routes[k]
            for value, band in ((rt.usd_per_month, rt.usd_per_month_band), (rt.term_usd, rt.term_usd_band),
                                (rt.replicas, rt.replicas_band)):
                assert band[0] <= value <= band[1]
            assert rt.usd_per_month_band[1] > rt.usd_per_month_band[0]          # a range, not a point
        assert d.holds_across_band or flips_at(d) is not None


def test_the_display_currency_changes_no_usd_amount():
    _s, _r, usd = run("hardware.ownership=own")
    _s, _r, brl = run("hardware.ownership=own", "pricing.currency=BRL")
    for k in ("api", "rent", "own"):
        assert brl.routes[k].term_usd == pytest.approx(usd.routes[k].term_usd)
    assert brl.winner == usd.winner


def test_a_brazilian_buyer_pays_the_import_service_taxes_on_payments_abroad_only():
    """Lucro presumido, net prices, remittance from São Paulo: 1.4866× in 2026 (the tax reference's worked
    example, §4); from 2027 the CBS replaces PIS/COFINS-Importação and is credited, leaving the example's
    other lines, 1.3632× (100,000 + 17,647.06 + 11,764.71 + 3,411.76 + 3,500); a 36-month term from
    January 2026 has 12 months of the first and 24 of the second. Servers bought from a Brazilian
    distributor carry their taxes inside the price."""
    _s, _r, none = run()
    _s, _r, br = run("taxes.jurisdiction=BR", "pricing.iof_percent=3.5", "taxes.hardware_route=domestic_distributor",
                     "finance.start_month=2026-01")
    dated = (12 * 1.4866286 + 24 * 1.3632353) / 36
    assert br.routes["api"].term_usd == pytest.approx(none.routes["api"].term_usd * dated, rel=1e-5)
    assert br.routes["rent"].term_usd == pytest.approx(none.routes["rent"].term_usd * dated, rel=1e-5)
    assert br.routes["own"].term_usd == pytest.approx(none.routes["own"].term_usd)


def test_a_resale_percentage_replaces_the_book_value():
    _s, _r, d = run("hardware.resale_percent=20")
    own = d.routes["own"]
    power = own.cash_flows_usd[1]
    assert own.cash_flows_usd[-1] == pytest.approx(power - own.replicas * 8 * 53_000 * 1.25 * 0.20)


def test_automatic_count_uses_the_advisors_layout_of_that_gpu_type():
    """Kimi K3 on H200 under Automatic: two 8-GPU stages (TP 8 x PP 2), 3 replicas for 10 B tokens,
    16 x 730 x 3 GPU-hours a month rented at H200's typical rental (the median of its cited on-demand
    quotes), not the 5 replicas of the 16-way split."""
    _s, _r, d = run("hardware.gpu_count=auto", base=load_builtin("k3-16x-h200"))
    rent = d.routes["rent"]
    assert (rent.layout.mode, rent.layout.tensor_parallel, rent.layout.pipeline_parallel) == ("tp-pp", 8, 2)
    typical = builtin_catalog().gpu_prices["h200"].typical
    assert rent.replicas == 3 and rent.usd_per_month == pytest.approx(16 * typical * 730 * 3)


def test_break_even_is_where_the_cheapest_self_host_route_meets_the_api():
    s, _r, d = run()
    v = d.break_even_tokens_per_month
    assert d.break_even_reachable and d.break_even_band[0] <= v <= d.break_even_band[1]
    below = run(f"workload.tokens_per_month={v * 0.98}")[2]
    above = run(f"workload.tokens_per_month={v * 1.02}")[2]
    assert below.winner == "api" and above.winner in ("own", "rent")


def test_routes_without_a_price_or_a_fit_say_why():
    _s, _r, d = run("model=kimi-linear-48b-a3b", *UNPRICED)  # no API price is known
    assert not d.routes["api"].available and d.routes["api"].reason == NO_API_PRICE
    assert d.winner in ("rent", "own") and d.break_even_tokens_per_month is None
    _s, _r, d = run("hardware.gpu_count=2")                  # Kimi K3 does not fit on 2 B300
    assert d.routes["rent"].reason == DOES_NOT_FIT and d.routes["own"].reason == DOES_NOT_FIT
    assert d.winner == "api"


def test_json_names_and_nulls():
    _s, _r, d = run("hardware.gpu_count=2")
    j = decision_json(d)
    assert set(j["routes"]) == {"api", "rent", "own", "hybrid"}
    assert j["routes"]["rent"]["usd_per_month"] is None and j["routes"]["rent"]["cash_flows_usd"] is None
    assert j["winner"] == "api" and isinstance(j["holds_across_band"], bool)
