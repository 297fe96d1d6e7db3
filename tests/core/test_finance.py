"""Finance in the decision (docs/domain.md §10): Brazil's taxes on services paid abroad, hardware landed
costs, the discount rate, spares, staff, maintenance, implementation, the daily profile, data
residency and the hybrid route. Expected figures come from the tax reference's worked example
(US$ 100,000 of net API usage from São Paulo, §4 and its variants) and from sums done by hand on the
default scenario's sourced prices (B300 at US$ 7.375 per GPU-hour, US$ 53,000 per GPU + 25% server;
Kimi K3's API at US$ 5.40 per million tokens; 10 B tokens a month; 36 months)."""

from __future__ import annotations

import math

import pytest

from k3desk.core import compute
from k3desk.core.edit import EditError, apply_sets
from k3desk.core.money.decision import DATA_ABROAD, decide
from k3desk.core.money.taxes import service_factor
from k3desk.core.presets import default_scenario

API_MONTH = 10e9 * 5.40 / 1e6          # US$ 54,000
RENT_MONTH = 8 * 7.375 * 730           # one rented replica, US$ 43,070
BUY = 8 * 53_000 * 1.25                # one bought replica, US$ 530,000


def run(*sets):
    s = apply_sets(default_scenario(), list(sets))
    r = compute(s)
    return s, decide(s, r)


@pytest.mark.parametrize("sets, factor", [
    ([], 1.4866),                                                         # lucro presumido: 148,662.86
    (["taxes.regime=lucro_real", "taxes.service_is_input=true"], 1.3632),  # with the PIS/COFINS credit
    (["pricing.iof_percent=0.38"], 1.4554),
    (["taxes.service_kind=other"], 1.5468),                               # IRRF 25%, no CIDE
    (["taxes.supplier_in_tax_haven=true"], 1.6802),
    (["taxes.supplier_price_is_net=false"], 1.2636),                       # the supplier absorbs the IRRF
])
def test_the_import_service_taxes_reproduce_the_worked_example(sets, factor):
    s = apply_sets(default_scenario(), ["taxes.jurisdiction=BR", "finance.start_month=2026-01", *sets])
    assert service_factor(s, "abroad") == pytest.approx(factor, abs=5e-5)
    assert service_factor(s, "domestic") == 1.0                            # taxes inside a domestic price
    assert service_factor(apply_sets(s, ["taxes.jurisdiction=none"]), "abroad") == 1.0


def test_the_api_and_a_foreign_rental_carry_them_a_domestic_provider_does_not():
    _, d = run("taxes.jurisdiction=BR", "pricing.rental_provider_location=domestic", "finance.start_month=2026-01")
    assert d.routes["api"].usd_per_month == pytest.approx(API_MONTH * 1.4866286, rel=1e-5)
    n = d.routes["rent"].replicas   # the replicas the speed model sizes for the default's 10 B tokens
    assert d.routes["rent"].usd_per_month == pytest.approx(n * RENT_MONTH)   # billed in Brazil, taxes inside
    assert {t["tax"] for t in d.taxes_applied} >= {"irrf", "cide", "iss", "pis", "cofins", "iof"}


def test_servers_imported_into_brazil_land_at_the_stated_multiple():
    _, base = run()
    _, br = run("taxes.jurisdiction=BR", "finance.start_month=2026-06")   # direct import, no benefit, 2026 rules
    # reference notes §6.2: II 16%, IPI 9.75% of (1 + II), PIS/COFINS 11.75%, ICMS 18% "por dentro" -> 1.696
    landed = (1 + 0.16 + 0.0975 * 1.16 + 0.1175) / (1 - 0.18)
    assert round(landed, 3) == 1.696
    n = base.routes["own"].replicas   # the replicas the speed model sizes for the default's 10 B tokens
    assert br.routes["own"].cash_flows_usd[0] == pytest.approx(n * BUY * landed)
    _, typed = run("taxes.jurisdiction=BR", "hardware.import_duty_percent=48")   # the user's own total wins
    assert typed.routes["own"].cash_flows_usd[0] == pytest.approx(n * BUY * 1.48)
    assert base.routes["own"].cash_flows_usd[0] == pytest.approx(n * BUY)


def test_present_value_discounts_each_month():
    _, d = run("finance.discount_rate_per_year=0.15")
    for rt in (d.routes["api"], d.routes["own"], d.routes["rent"]):
        want = sum(c / 1.15 ** (m / 12) for m, c in enumerate(rt.cash_flows_usd))
        assert rt.npv_usd == pytest.approx(want)
    # paying later is worth less today; a resale at the end is worth less too (so owning gains less)
    assert d.routes["api"].npv_usd < d.routes["api"].term_usd and d.routes["rent"].npv_usd < d.routes["rent"].term_usd
    _, zero = run()
    assert zero.routes["own"].npv_usd == pytest.approx(zero.routes["own"].term_usd)


def test_a_spare_replica_adds_exactly_one_replica():
    _, a = run()
    _, b = run("hardware.spare_replicas=1")
    assert b.routes["rent"].replicas == a.routes["rent"].replicas + 1
    assert b.routes["rent"].usd_per_month == pytest.approx(a.routes["rent"].usd_per_month + RENT_MONTH)


def test_staff_and_implementation_land_on_the_self_hosted_routes_only():
    _, a = run()
    _, b = run("finance.staff_fte=2", "finance.staff_cost_per_fte_year=120000", "finance.implementation_cost=50000")
    for k in ("rent", "own"):
        assert b.routes[k].usd_per_month - a.routes[k].usd_per_month == pytest.approx(20_000)   # 2 x 120k / 12
        assert b.routes[k].cash_flows_usd[0] - a.routes[k].cash_flows_usd[0] == pytest.approx(50_000)
    assert b.routes["api"].term_usd == pytest.approx(a.routes["api"].term_usd)
    # entered in reais: converted at the scenario's rate (5.40)
    _, c = run("finance.local_currency=BRL", "finance.staff_fte=1", "finance.staff_cost_per_fte_year=540000")
    assert c.routes["own"].usd_per_month - a.routes["own"].usd_per_month == pytest.approx(540_000 / 5.40 / 12)


def test_maintenance_is_a_share_of_the_purchase_a_year():
    _, a = run()
    _, b = run("finance.maintenance_percent_per_year=10")
    own_a, own_b = a.routes["own"], b.routes["own"]
    n = own_a.replicas
    assert own_b.usd_per_month - own_a.usd_per_month == pytest.approx(n * BUY * 0.10 / 12)
    assert own_b.term_usd - own_a.term_usd == pytest.approx(36 * n * BUY * 0.10 / 12)
    assert b.routes["rent"].term_usd == pytest.approx(a.routes["rent"].term_usd)


def test_replicas_are_sized_for_the_peak_hour():
    _, base = run()
    _, d = run("workload.peak_to_average=2", "workload.peak_hours_per_day=6")
    # 10 B average, 20 B at the peak: ceil(20 B / what one replica carries), more than for the average
    cap = base.routes["rent"].replica_tokens_per_month
    assert d.routes["rent"].replicas == math.ceil(20e9 / cap) > base.routes["rent"].replicas


def test_data_residency_removes_the_routes_that_process_data_abroad():
    _, d = run("constraints.data_in_brazil=true", "pricing.rental_provider_location=abroad")
    assert (d.routes["api"].available, d.routes["rent"].available, d.routes["own"].available) == (False, False, True)
    assert d.routes["api"].reason == DATA_ABROAD == d.routes["rent"].reason and d.winner == "own"
    _, local = run("constraints.data_in_brazil=true", "pricing.rental_provider_location=domestic")
    assert local.routes["rent"].available


def test_the_hybrid_route_owns_the_base_and_sends_the_peaks_to_the_api():
    """20 B tokens a month, 3x the average for 4 hours a day: the rest of the day runs at
    (24 - 12) / 20 = 0.6 of the average (12 B). The bought replicas carry the base (as many as the
    speed model's replica capacity makes cheapest: two when a replica carried 9.3 B a month, one at
    the 11.6 B of the fit on issue 43's corpus); the API takes 4/24 x (60 B - what they carry) in the
    peak hours and 20/24 x (12 B - what they carry) in the others where they carry less."""
    _, d = run("workload.tokens_per_month=2e10", "workload.peak_to_average=3", "workload.peak_hours_per_day=4")
    h = d.routes["hybrid"]
    k = h.owned_replicas
    carried = k * h.replica_tokens_per_month
    assert h.available and h.base == "own" and k >= 1 and carried < 60e9
    over = 4 / 24 * (60e9 - carried) + 20 / 24 * max(12e9 - carried, 0.0)
    assert h.api_share == pytest.approx(over / 20e9)
    assert h.npv_usd < min(d.routes[k].npv_usd for k in ("api", "rent", "own"))
    assert d.winner == "hybrid"


@pytest.mark.parametrize("bad", ["finance.discount_rate_per_year=1.5", "finance.staff_fte=-1",
                                 "hardware.spare_replicas=2.5", "workload.peak_to_average=0.5",
                                 "taxes.municipality_iss_percent=9", "pricing.api_provider_location=mars"])
def test_bad_finance_inputs_are_refused_with_their_path(bad):
    with pytest.raises(EditError) as e:
        apply_sets(default_scenario(), [bad])
    assert bad.split("=")[0] in str(e.value)


def test_a_peak_that_would_carry_more_than_the_day_is_refused():
    with pytest.raises(EditError) as e:
        apply_sets(default_scenario(), ["workload.peak_to_average=6", "workload.peak_hours_per_day=5"])
    assert "24" in str(e.value)


def test_break_even_with_peaks_spares_and_staff_is_where_owning_first_costs_no_more():
    """Bought, 2x the average for 6 hours, one spare, one person at US$ 200,000 a year: the fleet is
    ceil(2 v / 9.32 B) + 1 replicas; at the break-even the API's 36 months equal the fleet's, and just
    below it the API is cheaper (checked on the cash flows themselves, not on the formula)."""
    from k3desk.core.money.decision import Corner, _api_flows, _npv, _self_host_flows

    sets = ["hardware.ownership=own", "workload.peak_to_average=2", "workload.peak_hours_per_day=6",
            "hardware.spare_replicas=1", "finance.staff_fte=1", "finance.staff_cost_per_fte_year=200000"]
    s, d = run(*sets)
    be = d.break_even_tokens_per_month
    r = compute(s)
    own = d.routes["own"]
    plan_cap = own.replica_tokens_per_month

    def gap(v):   # API minus buying over the term, at volume v
        from k3desk.core.catalog import load_catalog
        from k3desk.core.money.decision import _plan

        p = _plan("own", s, r, load_catalog())
        return _npv(_api_flows(s, v)) - _npv(_self_host_flows(p, v, Corner(plan_cap)))

    assert gap(be * 1.001) >= 0 > gap(be * 0.999)


def test_no_break_even_against_an_api_data_residency_rules_out():
    _, d = run("constraints.data_in_brazil=true")
    assert not d.routes["api"].available and d.break_even_tokens_per_month is None
