"""The Advisor's options priced as the decision prices the route each becomes (issue 41): one test per
thing the decision counts that the Advisor once left out — the daily peak, the spare replicas, the
maintenance contract — and the residency rule that leaves renting abroad out of both.

Expected figures come from the specification (docs/domain.md §9: the fleet is sized for the peak hour's
volume, plus the spares; an owned replica's month carries its maintenance, a share of its purchase a
year) and the catalog's prices, not from the ranking's own output; the last test holds every row to the
decision of the scenario it becomes once applied.
"""

from __future__ import annotations

import math

import pytest

from k3desk.cli.verbs import load_scenario_arg
from k3desk.core.advisor.advise import option_edits
from k3desk.core.catalog import load_catalog
from k3desk.core.edit import apply_edits
from k3desk.session import evaluate
from k3desk.session.ranking import RANKINGS

CAT = load_catalog()
VOLUME = 5e10


def _ranking(*sets: str, by: str | None = None, volume: float = VOLUME):
    ev = evaluate(load_scenario_arg("default", [f"workload.tokens_per_month={volume!r}", *sets]), CAT)
    return ev, ev.ranking(None, by)


def _key(o) -> tuple:
    """An option's identity across two searches of scenarios that differ only in money."""
    return (o.gpu, o.gpu_count, o.mode, o.attention, o.formats, o.speculative_factor, o.ownership,
            o.pipeline_parallel, o.prefill_gpus, o.decode_gpus, o.batch_per_gpu)


def test_the_fleet_is_sized_for_the_daily_peak():
    """Three times the average rate four hours a day: each option needs the replicas that carry the
    peak hour (its average-load replicas, as the search sized them, are too few), and its month is
    that fleet at the option's price per replica (no taxes in the default scenario)."""
    _, flat = _ranking()
    _, peaked = _ranking("workload.peak_to_average=3", "workload.peak_hours_per_day=4")
    assert peaked.rows
    more = 0
    for p in peaked.rows:
        o = p.option
        assert p.replicas == max(1, math.ceil(VOLUME * 3 / o.replica_tokens))
        assert p.usd_per_month == pytest.approx(p.replicas * o.usd_per_month_per_replica, rel=1e-9)
        more += p.replicas > o.replicas
    assert more > len(peaked.rows) // 2   # the peak costs replicas on most options
    # the same options, dearer: none priced below its flat-day figure
    flat_month = {_key(p.option): p.usd_per_month for p in flat.rows}
    assert all(p.usd_per_month >= flat_month[_key(p.option)] for p in peaked.rows)


def test_the_spare_replicas_are_paid_for():
    """Two spares: every option's fleet is the replicas its volume needs plus two, in month 1 and over
    the term (a rental pays every spare's month; an owned spare is bought, run and resold)."""
    _, plain = _ranking()
    _, spared = _ranking("hardware.spare_replicas=2")
    before = {_key(p.option): p for p in plain.rows}
    for p in spared.rows:
        o, was = p.option, before[_key(p.option)]
        assert p.replicas == o.replicas + 2 == was.replicas + 2
        assert p.usd_per_month == pytest.approx((o.replicas + 2) * o.usd_per_month_per_replica, rel=1e-9)
        assert p.term_usd == pytest.approx(was.term_usd * (o.replicas + 2) / o.replicas, rel=1e-9)


def test_an_owned_option_carries_its_maintenance_contract():
    """8% of the purchase a year (GPUs and the rest of the server, before import duties) is a twelfth of
    that a month per replica, on owned options only; a rental's month is unchanged."""
    _, plain = _ranking()
    _, kept_up = _ranking("finance.maintenance_percent_per_year=8")
    before = {_key(p.option): p for p in plain.rows}
    owned = 0
    for p in kept_up.rows:
        o, was = p.option, before[_key(p.option)]
        if o.ownership == "rent":
            assert p.usd_per_month == was.usd_per_month and p.term_usd == was.term_usd
            continue
        owned += 1
        g = CAT.gpus[o.gpu]
        server = o.gpu_count * g.purchase_price_usd * (1 + g.server_share)
        month = p.replicas * server * 0.08 / 12
        assert p.usd_per_month - was.usd_per_month == pytest.approx(month, rel=1e-9)
        assert p.term_usd - was.term_usd == pytest.approx(month * 36, rel=1e-9)   # a 36-month term
    assert owned


def test_renting_abroad_is_never_ranked_when_data_must_stay_in_brazil():
    """At 300 M tokens a month a small rented machine is the cheapest option; with the data kept in
    Brazil and the rental provider abroad, renting is left out of the decision and of the ranking, and
    the first row, applied, is a route the decision weighs."""
    sets = ("taxes.jurisdiction=BR", "pricing.rental_provider_location=abroad")
    _, free = _ranking(*sets, volume=3e8)
    assert free.rows[0].option.ownership == "rent" and not free.left_out
    ev, kept = _ranking(*sets, "constraints.data_in_brazil=true", volume=3e8)
    assert ev.full_decision.routes["rent"].reason == "data_abroad"
    assert kept.left_out == {"rent"} and kept.left_out_options == sum(p.option.ownership == "rent" for p in free.rows)
    assert kept.rows and all(p.option.ownership == "own" for p in kept.rows)
    assert all(o.ownership == "own" for o in kept.advice.options)   # nor drawn on the chart
    best = kept.cheapest
    applied = evaluate(apply_edits(ev.scenario, option_edits(ev.scenario, best.option, CAT), CAT), CAT)
    rt = applied.full_decision.routes["own"]
    assert rt.available and rt.usd_per_month == pytest.approx(best.usd_per_month, rel=1e-9)


@pytest.mark.parametrize("sets", [
    pytest.param(("finance.discount_rate_per_year=0.15", "workload.volume_growth_per_month=0.03",
                  "workload.peak_to_average=2", "workload.peak_hours_per_day=6"), id="present-value-growth-peaks"),
    pytest.param(("taxes.jurisdiction=BR", "taxes.regime=lucro_real", "finance.income_tax_shield=true",
                  "finance.staff_fte=2", "finance.staff_cost_per_fte_year=300000", "pricing.rental_commitment=1y",
                  "hardware.spare_replicas=1"), id="shield-staff-commitment-spares"),
])
def test_the_first_row_by_each_basis_costs_what_the_decision_says_once_applied(sets):
    """Ranked by the month, the term or the present value, the first row applied is the decision's route
    at the same month, term, present value and fleet (month 1 and the last month)."""
    for by in RANKINGS:
        ev, ranking = _ranking(*sets, by=by)
        best = ranking.cheapest
        assert best is not None and ranking.by == by
        costs = [p.cost(by) for p in ranking.rows]
        assert costs == sorted(costs)
        applied = evaluate(apply_edits(ev.scenario, option_edits(ev.scenario, best.option, CAT), CAT), CAT)
        rt = applied.full_decision.routes[best.option.ownership]
        assert rt.available, rt.reason
        assert (rt.usd_per_month, rt.term_usd, rt.npv_usd) == (pytest.approx(best.usd_per_month, rel=1e-9),
                                                               pytest.approx(best.term_usd, rel=1e-9),
                                                               pytest.approx(best.npv_usd, rel=1e-9))
        assert (rt.replicas, rt.replicas_final) == (best.replicas, best.replicas_final)


def test_an_unknown_basis_is_refused_with_one_line():
    ev, _ = _ranking()
    with pytest.raises(ValueError, match="rank by one of usd_per_month, term_usd, npv_usd"):
        ev.ranking(None, "cheapest")


# -- the budget and the GPU limit apply to the fleet the decision would pay for ----------------------------
def _limited(*sets: str, **limits):
    from k3desk.core.advisor.space import Constraints

    ev = evaluate(load_scenario_arg("default", [f"workload.tokens_per_month={VOLUME!r}", *sets]), CAT)
    return ev, ev.ranking(Constraints(**limits))


def test_the_budget_is_the_decisions_month_one_not_the_searchs():
    """A Brazilian buyer renting abroad pays the service taxes on every GPU-hour (docs/domain.md §9, money
    basis), and the fleet is sized for the peak hour plus spares: a budget just above the search's figure
    for the cheapest rental (one replica at the average hour, before taxes) is below what the decision
    would pay for that fleet, so that option is not offered under it."""
    sets = ("taxes.jurisdiction=BR", "pricing.rental_provider_location=abroad", "hardware.ownership=rent")
    ev, free = _ranking(*sets)
    rent = [p for p in free.rows if p.option.ownership == "rent" and p.usd_per_month is not None]
    first = min(rent, key=lambda p: p.option.usd_per_month)
    assert first.usd_per_month > first.option.usd_per_month * 1.05   # the taxes alone add more than 5%
    budget = first.option.usd_per_month * 1.01
    _, limited = _limited(*sets, max_usd_month=budget)
    assert all(p.usd_per_month <= budget for p in limited.rows)
    assert _key(first.option) not in {_key(p.option) for p in limited.rows}
    assert {_key(o) for o in limited.advice.options} == {_key(p.option) for p in limited.rows}


def test_nothing_within_the_budget_names_the_cheapest_fleet_as_the_decision_prices_it():
    from k3desk.report.advice import english, nothing_meets

    ev, free = _ranking()
    cheapest = min(p.usd_per_month for p in free.rows if p.usd_per_month is not None)
    _, limited = _limited(max_usd_month=cheapest * 0.5)
    assert limited.rows == ()
    b = limited.advice.blocking
    assert b is not None and b.reason == "max_usd_month" and b.value == pytest.approx(cheapest)
    line = english(nothing_meets(limited.advice))
    assert "budget" in line, line


def test_the_gpu_limit_counts_the_spares():
    """``--max-gpus`` limits every GPU of the fleet (the Advisor's help: "replicas included"); the spare
    replicas are GPUs the buyer pays for, so they count."""
    ev, limited = _limited("hardware.spare_replicas=2", max_gpus=64)
    assert limited.rows
    assert all(p.replicas is not None and p.replicas * p.option.gpu_count <= 64 for p in limited.rows)


def test_the_pareto_front_is_on_the_ranking_basis():
    """An option is on the front when no cheaper option (on the ranking's basis) is as fast per user."""
    _, r = _ranking()
    rows = [p for p in r.rows if p.usd_per_month is not None]
    for p in rows:
        beaten = any(q.usd_per_month < p.usd_per_month and q.option.decode_per_sequence >= p.option.decode_per_sequence
                     for q in rows)
        if p.pareto:
            assert not beaten
