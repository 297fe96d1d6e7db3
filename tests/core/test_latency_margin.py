"""A latency target is met with the model's typical error to spare (docs/domain.md, "Latency under load"): the
fleet is sized so that each estimate stays within target ÷ (1 + m), m that estimate's median leave-one-out
error (``calibration.LOO_LATENCY_P50_ERROR`` for the first token under load, ``LOO_MEDIAN_ERROR`` for the time
per output token), and every reader keeps that one rule: the decision's fleet, what "met" says in the
evaluation and the report, the Advisor's filter and its reasons."""

from __future__ import annotations

import pytest

from k3desk.core import compute
from k3desk.core.advisor.advise import advise
from k3desk.core.advisor.space import Constraints
from k3desk.core.catalog import load_catalog
from k3desk.core.edit import apply_sets
from k3desk.core.money.decision import decide
from k3desk.core.presets import default_scenario
from k3desk.core.speed import calibration as cal
from k3desk.core.speed import latency as lat
from k3desk.core.speed.service import Targets, load_of, targets_of
from k3desk.session import evaluate
from k3desk.session.evaluation import latency_json

#: The margins, read from the calibration (what ``tools/latency_calibration.py`` and ``calibrate.py`` wrote).
MARGIN = {"ttft": cal.LOO_LATENCY_P50_ERROR, "tpot": cal.LOO_MEDIAN_ERROR}
EDIT = {"ttft": "constraints.ttft_p99_s", "tpot": "constraints.tpot_p99_s"}


@pytest.fixture(scope="module")
def cat():
    return load_catalog()


def sized(which: str, goal: float) -> float:
    return goal / (1 + MARGIN[which])


def test_the_margins_are_the_estimates_leave_one_out_errors(cat):
    s = apply_sets(default_scenario(cat), ["constraints.ttft_p99_s=1.5", "constraints.tpot_p99_s=0.05"])
    t = targets_of(s)
    assert (t.ttft_s, t.tpot_s) == (1.5, 0.05)   # the buyer's targets are kept as set
    assert (t.ttft_margin, t.tpot_margin) == (MARGIN["ttft"], MARGIN["tpot"])
    assert t.sized("ttft") == pytest.approx(sized("ttft", 1.5)) and t.sized("tpot") == pytest.approx(sized("tpot", 0.05))
    # an estimate under the target but within its margin does not meet it; one at the sized value does
    assert t.meets("ttft", sized("ttft", 1.5)) and not t.meets("ttft", 1.5 / (1 + MARGIN["ttft"] / 2))
    assert t.meets("tpot", sized("tpot", 0.05)) and not t.meets("tpot", 0.05 / (1 + MARGIN["tpot"] / 2))
    assert not t.meets("ttft", None) and Targets().sized("ttft") is None


@pytest.mark.parametrize("which, goal", [("ttft", 1.5), ("tpot", 0.065)])
def test_the_fleet_is_the_smallest_whose_estimate_keeps_the_margin(cat, which, goal):
    """At 4 requests a second on the default Kimi K3 setup, the fleet a stated rate needs is the one whose
    estimate at the target's percentile is within target ÷ (1 + m), and one replica fewer exceeds it; that
    fewer replica met the bare target (the margin is what buys the last replica); the decision pays for it."""
    s = apply_sets(default_scenario(cat), ["workload.peak_requests_per_second=4", f"{EDIT[which]}={goal}"])
    r = compute(s, cat)
    n = lat.replica_floor(s, r.service)
    assert n == lat.replicas_for_rate(s, r.service) and n >= 2
    load, top = load_of(s), sized(which, goal)
    enough, fewer = lat.latency(r.service, load, n), lat.latency(r.service, load, n - 1)
    assert enough.at(which, 99.0) <= top * (1 + 1e-6)
    assert not fewer.stable or fewer.at(which, 99.0) > top
    assert fewer.stable and fewer.at(which, 99.0) <= goal
    d = decide(s, r, cat, detail=False)
    assert d.routes["own"].replicas - s.hardware.spare_replicas >= n


@pytest.mark.parametrize("goal", [30.0, 1.5, 1.0])
def test_meets_agrees_with_the_sizing(cat, goal):
    """The evaluation's "meets" reads the same rule the fleet is sized by: the fleet the decision prices for a
    reachable target meets it with the margin, and the JSON says target, sized-for value and margin."""
    ev = evaluate(apply_sets(default_scenario(cat), ["workload.peak_requests_per_second=4",
                                                      f"constraints.ttft_p99_s={goal}"]))
    p99 = ev.latency().ttft[99.0]
    assert p99 <= sized("ttft", goal) * (1 + 1e-6) and ev.latency_meets() == {"ttft": True}
    t = latency_json(ev)["targets"]
    assert t["ttft_s"] == goal and t["sized_ttft_s"] == pytest.approx(sized("ttft", goal)) and t["tpot_s"] is None
    assert (t["margin_ttft"], t["margin_tpot"], t["sized_tpot_s"]) == (MARGIN["ttft"], MARGIN["tpot"], None)
    assert t["meets"] == {"ttft": True}


def test_an_estimate_within_the_margin_is_not_met(cat):
    """Users in a closed loop on one replica (no stated rate): the figure does not move with the target, so a
    target just above it (less than the margin) is missed and one above it by more than the margin is met."""
    base = default_scenario(cat)
    v = evaluate(base).latency().ttft[99.0]
    close = evaluate(apply_sets(base, [f"constraints.ttft_p99_s={v * (1 + MARGIN['ttft'] / 2)}"]))
    assert close.latency().ttft[99.0] == pytest.approx(v) and close.latency_meets() == {"ttft": False}
    far = evaluate(apply_sets(base, [f"constraints.ttft_p99_s={v * (1 + MARGIN['ttft']) * 1.02}"]))
    assert far.latency().ttft[99.0] == pytest.approx(v) and far.latency_meets() == {"ttft": True}


def test_the_advisor_keeps_the_margin(cat):
    """The Advisor's filter and its reasons keep the rule: a limit whose bare value the quickest B300 option
    reaches, but not with the margin, is met by nothing (the reason says what the figure must stay within);
    under a limit that is met, every option's figure keeps the margin."""
    s = apply_sets(default_scenario(cat), ["workload.peak_requests_per_second=3"])
    quickest = advise(s, Constraints(max_ttft_p99_s=1e-3, gpus=("b300",)), cat).blocking
    assert quickest.reason == "max_ttft_p99_s" and quickest.within == pytest.approx(sized("ttft", 1e-3))
    between = quickest.value * (1 + MARGIN["ttft"] / 2)
    adv = advise(s, Constraints(max_ttft_p99_s=between, gpus=("b300",)), cat)
    assert not adv.options and adv.blocking.reason == "max_ttft_p99_s"
    assert adv.blocking.limit == between and adv.blocking.within == pytest.approx(sized("ttft", between))
    adv = advise(s, Constraints(max_ttft_p99_s=2.0, gpus=("b300",)), cat)
    assert adv.options
    assert all(o.ttft_p99_s <= sized("ttft", 2.0) * (1 + 1e-6) and o.meets["max_ttft_p99_s"] for o in adv.options)
