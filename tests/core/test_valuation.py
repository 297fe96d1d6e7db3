"""The decision's fast money (core/money/valuation.py, market.py) against its definition: the cash flows
``decide`` builds month by month (``_self_host_flows``, ``cashflow.owned_flows``, ``_api_flows``), the
hybrid's search over every base fleet from one replica up, and a decision taken again at the other
volume through ``--set``. Drawn over the options that shape the flows: growth, price trend, discount
rate, term, peaks, spares, rental commitment, Brazil's taxes and the income-tax shield, resale."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from k3desk.core import compute
from k3desk.core.catalog import load_catalog
from k3desk.core.edit import apply_sets
from k3desk.core.money.cashflow import expensed
from k3desk.core.money.cost import api_usd_per_token
from k3desk.core.money.decision import (
    Corner,
    _api_flows,
    _fleet_flows,
    _npv,
    _overflow,
    _plan,
    _self_host_flows,
    decide,
)
from k3desk.core.money.taxes import service_factors
from k3desk.core.money.tco import api_price_at, volume_at
from k3desk.core.money.valuation import Fleet, api_weights, discounts, hybrid_best
from k3desk.core.presets import default_scenario

CAT = load_catalog()

options = st.fixed_dictionaries({
    "workload.volume_growth_per_month": st.sampled_from([0, 0.02, 0.05, -0.03]),
    "pricing.api_price_change_per_year": st.sampled_from([0, -0.3, 0.2]),
    "finance.discount_rate_per_year": st.sampled_from([0, 0.15]),
    "pricing.horizon_months": st.sampled_from([12, 36, 60]),
    "hardware.spare_replicas": st.sampled_from([0, 1]),
    "pricing.rental_commitment": st.sampled_from(["on_demand", "1y", "3y"]),
    "hardware.resale_percent": st.sampled_from(["null", "30"]),
    "hardware.amortization_years": st.sampled_from([4, 2.5]),
    "finance.maintenance_percent_per_year": st.sampled_from([0, 8]),
    "finance.staff_fte": st.sampled_from([0, 2]),
    "finance.staff_cost_per_fte_year": st.just(150_000),
    "finance.implementation_cost": st.sampled_from([0, 50_000]),
    "taxes.jurisdiction": st.sampled_from(["none", "BR"]),
    "taxes.regime": st.sampled_from(["lucro_presumido", "lucro_real"]),
    "finance.income_tax_shield": st.sampled_from(["false", "true"]),
    "finance.shifts_per_day": st.sampled_from([1, 3]),
    # imported servers bought before and after the reform: a later purchase at its own month's rates
    "finance.start_month": st.sampled_from(["2026-06", "2027-06"]),
    "taxes.hardware_route": st.sampled_from(["direct_import", "domestic_distributor"]),
    "workload.tokens_per_month": st.sampled_from([3e9, 2e10, 1.5e11]),
})
peaks = st.sampled_from([(), ("workload.peak_to_average=3", "workload.peak_hours_per_day=4"),
                         ("workload.peak_to_average=1.5", "workload.peak_hours_per_day=10")])


def scenario(opts: dict, *extra: str):
    return apply_sets(default_scenario(CAT), [f"{k}={v}" for k, v in opts.items()] + list(extra), CAT)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(opts=options, scale=st.sampled_from([0.01, 0.3, 1.0, 2.7, 40.0]))
def test_a_fleets_value_is_its_cash_flows_discounted(opts, scale):
    s = scenario(opts)
    r = compute(s, CAT)
    disc = discounts(s.finance.discount_rate_per_year, s.pricing.horizon_months)
    volume = s.workload.tokens_per_month * scale
    for name in ("rent", "own"):
        plan = _plan(name, s, r, CAT)
        fleet = Fleet(plan.s, name, plan.gpus, plan.replica_tokens)
        for cap in (plan.replica_tokens, plan.band[0]):
            flows = _self_host_flows(plan, volume, Corner(cap))
            counts = fleet.counts(np.array([volume]), cap)
            assert fleet.value(counts, disc)[0] == pytest.approx(_npv(flows, s.finance.discount_rate_per_year),
                                                                 rel=1e-9, abs=1e-6)
            full = np.broadcast_to(counts[0], (s.pricing.horizon_months,)) if counts.shape[1] == 1 else counts[0]
            assert fleet.flows(full) == pytest.approx(flows, rel=1e-9, abs=1e-6)


def _hybrid_by_search(s, plan, volume, rate):
    """The hybrid's definition: every base fleet from one replica to one short of the pure route's, the
    first with the lowest present value."""
    h = s.pricing.horizon_months
    price = api_usd_per_token(s)
    w = service_factors(s, s.pricing.api_provider_location)
    months = [volume_at(s, m) for m in range(1, h + 1)]
    pure = math.ceil(volume * s.workload.peak_to_average / plan.replica_tokens)   # the pure route's base
    best = None
    for k in range(1, pure):
        over = [_overflow(s, v, k * plan.replica_tokens) for v in months]
        api = expensed(s, (0.0, *(o * price * w[m] * api_price_at(s, m) for m, o in enumerate(over, start=1))))
        own = _fleet_flows(plan, [k + s.hardware.spare_replicas] * h)
        npv = _npv(tuple(a + b for a, b in zip(api, own, strict=True)), rate)
        if best is None or npv < best[0]:
            best = (npv, k)
    return best


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(opts=options, profile=peaks)
def test_the_hybrids_best_base_is_the_searched_one(opts, profile):
    s = scenario(opts, *profile)
    if not profile:
        return
    r = compute(s, CAT)
    rate, h = s.finance.discount_rate_per_year, s.pricing.horizon_months
    disc = discounts(rate, h)

    for name in ("rent", "own"):
        plan = _plan(name, s, r, CAT)
        fleet = Fleet(plan.s, name, plan.gpus, plan.replica_tokens)
        want = _hybrid_by_search(s, plan, s.workload.tokens_per_month, rate)
        none = fleet.value(np.zeros((1, 1)), disc)
        unit = fleet.value(np.ones((1, 1)), disc) - none
        top = fleet.counts(np.array([s.workload.tokens_per_month]))[0, 0] - s.hardware.spare_replicas - 1
        value, k = hybrid_best(s, np.array([s.workload.tokens_per_month]), np.array([plan.replica_tokens]),
                               none, unit, api_usd_per_token(s) * api_weights(s) * disc[1:], np.array([top]),
                               plan.gpus)   # the base's spares: the buyer's (no availability required here)
        if want is None:
            assert not np.isfinite(value[0])
        else:
            assert value[0] == pytest.approx(want[0], rel=1e-9) and int(k[0]) == want[1]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(opts=options, profile=peaks, scale=st.sampled_from([0.2, 0.9, 3.0]),
       automatic=st.booleans())
def test_the_market_values_a_volume_as_deciding_it_again_does(opts, profile, scale, automatic):
    s = scenario(opts, *profile, *(("hardware.gpu_count=auto",) if automatic else ()))
    d = decide(s, compute(s, CAT), CAT)
    volume = s.workload.tokens_per_month * scale
    got = d.market.values(1, volumes=np.array([volume]))[0]
    s2 = apply_sets(s, [f"workload.tokens_per_month={volume!r}"], CAT)
    d2 = decide(s2, compute(s2, CAT), CAT)
    for i, k in enumerate(("api", "rent", "own")):
        rt = d2.routes[k]
        want = rt.npv_usd if rt.available else np.inf
        assert got[i] == pytest.approx(want, rel=1e-9), k
    if d2.routes["hybrid"].available:
        assert got[3] == pytest.approx(d2.routes["hybrid"].npv_usd, rel=1e-9)
    else:
        assert not np.isfinite(got[3])
    assert ("api", "rent", "own", "hybrid")[int(d.market.winners(got[None, :])[0])] == d2.winner


def test_the_api_is_a_line_through_zero_in_the_volume():
    s = scenario({"workload.volume_growth_per_month": 0.05, "pricing.api_price_change_per_year": -0.3,
                  "finance.discount_rate_per_year": 0.15, "pricing.horizon_months": 60})
    d = decide(s, compute(s, CAT), CAT)
    values = d.market.values(2, volumes=np.array([1e9, 3e9]))[:, 0]
    flows = _api_flows(s, 1e9)
    assert values[0] == pytest.approx(_npv(flows, 0.15), rel=1e-12) and values[1] == pytest.approx(3 * values[0])
