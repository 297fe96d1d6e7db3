"""A self-hosted route's fleet month by month and its deliveries (docs/domain.md §9 "Fleet" and §13):
the fleet is the volume of each month at its peak over what one replica carries, rounded up, plus the
spares; buying delivers what the owned cash flows pay for, in the month they pay it."""

from __future__ import annotations

import math

import pytest

from k3desk.core.edit import apply_sets
from k3desk.core.money.cashflow import owned_flows
from k3desk.core.money.fleet import GROWTH, INITIAL, REPLACEMENT, owned_deliveries, rented_deliveries
from k3desk.scenarios import load_builtin
from k3desk.session import evaluate

GROWING = ["workload.volume_growth_per_month=0.05", "workload.tokens_per_month=2e10"]


@pytest.fixture(scope="module")
def growing():
    return evaluate(apply_sets(load_builtin("k3-8x-b300"), [*GROWING, "hardware.spare_replicas=1"]))


@pytest.mark.parametrize("route", ["own", "rent"])
def test_the_fleet_is_each_months_volume_over_one_replica_plus_the_spares(growing, route):
    s, rt = growing.scenario, growing.decision.routes[route]
    fleet = growing.fleet_by_month(route)
    assert len(fleet) == s.pricing.horizon_months
    for m, n in enumerate(fleet, start=1):   # docs/domain.md §9: volume at the peak / one replica, up, + spares
        volume = 2e10 * 1.05 ** (m - 1)
        assert n == math.ceil(volume / rt.replica_tokens_per_month - 1e-9) + 1, m
    assert fleet[0] == rt.replicas and fleet[-1] == rt.replicas_final   # the decision's first and last months


def test_a_flat_volume_is_one_delivery_at_signing():
    ev = evaluate(load_builtin("k3-8x-b300"))
    (only,) = ev.deliveries("own")
    assert (only.month, only.needed_from, only.replicas, only.reason) == (0, 1, ev.decision.routes["own"].replicas,
                                                                          INITIAL)


def test_a_growing_volume_delivers_in_tranches_that_add_up_to_the_last_months_fleet(growing):
    for route in ("own", "rent"):
        ds = growing.deliveries(route)
        fleet = growing.fleet_by_month(route)
        assert ds[0].reason == INITIAL and ds[0].replicas == fleet[0]
        assert all(d.reason == GROWTH for d in ds[1:]) and len(ds) > 2
        assert sum(d.replicas for d in ds) == fleet[-1]
        for d in ds[1:]:   # each tranche arrives in the month the fleet first needs it
            assert fleet[d.month - 1] > fleet[d.month - 2]


def test_the_owned_deliveries_are_what_the_cash_flows_pay_for():
    """With a one-year useful life servers are bought again inside the term: every purchase the owned
    cash flows make (one replica at 1 US$, nothing else) is a delivery in the same month."""
    s = apply_sets(load_builtin("k3-8x-b300"), [*GROWING, "hardware.amortization_years=1"])
    counts = evaluate(s).fleet_by_month("own")
    flows = owned_flows(s, list(counts), buy=1.0, server=0.0, opex=0.0, staff=0.0, start=0.0)
    bought = [0.0] * (s.pricing.horizon_months + 1)
    ds = owned_deliveries(s, counts)
    for d in ds:
        bought[d.month] += d.replicas
    assert bought[:-1] == pytest.approx(list(flows[:-1]))   # the last month also credits the resale
    # each purchase is replaced one useful life (12 months) later while the term lasts
    replaced = sorted(d.month for d in ds if d.reason == REPLACEMENT)
    assert replaced and replaced == sorted(d.month + 12 for d in ds if d.month + 12 < s.pricing.horizon_months)


def test_a_committed_rental_keeps_its_replicas_and_delivers_only_growth():
    s = apply_sets(load_builtin("k3-8x-b300"), ["pricing.rental_commitment=1y"])
    ds = rented_deliveries(s, (3, 3, 2, 2, 4, 4) + (4,) * 30)
    assert [(d.month, d.replicas) for d in ds] == [(0, 3), (5, 1)]   # held at 3 through the dip, then one more
    on_demand = rented_deliveries(load_builtin("k3-8x-b300"), (3, 3, 2, 2, 4, 4) + (4,) * 30)
    assert [(d.month, d.replicas) for d in on_demand] == [(0, 3), (5, 2)]
