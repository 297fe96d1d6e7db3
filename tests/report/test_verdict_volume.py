"""The verdict compares at the planned volume, not per replica (seed 004: one 8× B300 node breaks
even at ~8 B tokens a month; above what one replica carries, a second node is bought)."""

from __future__ import annotations

import pytest

from k3desk.core import compute
from k3desk.core.edit import apply_sets
from k3desk.core.money.cost import replicas_for
from k3desk.core.presets import default_scenario
from k3desk.report import figures
from k3desk.session import evaluate


def _pair(tokens: float):
    s = apply_sets(default_scenario(), [f"workload.tokens_per_month={tokens}"])
    return s, compute(s)


@pytest.mark.parametrize("tokens", [3e9, 8.5e9, 10e9, 20e9])
def test_good_news_only_when_all_replicas_cost_less_than_the_api(tokens):
    s, r = _pair(tokens)
    c = r.cost
    assert r.fit.usable and c.break_even_reachable
    cheaper = c.self_host_usd_per_month * c.replicas <= c.api_usd_per_month
    assert figures.good_news(r) is cheaper
    from k3desk.core.money.decision import decide

    d = decide(s, r)
    head = figures.verdict(evaluate(s)).args["0"].args["0"]
    assert head.args["route"] == figures.route_phrase(d.winner, d, s)   # the verdict names the winner
    w = d.routes[d.winner]
    amount = head.args["amount"]
    amount = amount.args["amount"] if hasattr(amount, "args") else amount
    assert amount.value == pytest.approx(w.term_usd)          # for the whole fleet, over the term
    if w.replicas:
        assert w.replicas == replicas_for(tokens, c.replica_tokens_per_month)


def test_break_even_sits_between_one_replica_below_and_above():
    # seed 004: ~8 billion tokens a month without cache for one 8x B300 node
    s, r = _pair(10e9)
    assert 7.5e9 <= r.cost.break_even_tokens_per_month <= 8.5e9
