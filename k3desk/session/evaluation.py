"""The one evaluation of a scenario: its result, the decision, the headline and what was left out.

Every surface reads these fields and words them through ``k3desk/report``; none computes, ranks
or words a figure of its own. An evaluation is frozen: an edit makes a new scenario and so a new
evaluation (the window's :class:`~k3desk.session.context.Context` keeps the last few).
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from k3desk.core.catalog import Catalog, load_catalog
from k3desk.core.result import Result
from k3desk.core.scenario import Scenario
from k3desk.core.sizing import compute
from k3desk.core.speed.service import Targets, load_of, targets_of
from k3desk.session.context import Context
from k3desk.session.operations import Operations, availability_json, energy_json, operations

if TYPE_CHECKING:
    from k3desk.core.advisor.advise import Advice
    from k3desk.core.advisor.space import Constraints
    from k3desk.core.money.decision import Decision
    from k3desk.core.speed.latency import Latency
    from k3desk.session.ranking import Ranking

#: The bases a winner is ranked on: its present value ("in today's money") when a discount rate is
#: entered, else its total over the term.
PRESENT_VALUE, TERM_TOTAL = "present_value", "term_total"


@dataclass(frozen=True)
class Headline:
    """The one amount every surface leads with: the winner's, on the basis it won on, with the other
    basis beside it (``other_usd``) and whether the two differ surprisingly (a present value above the
    total: the resale credit comes at the end and is discounted more than the costs before it)."""

    route: str
    basis: str   # PRESENT_VALUE | TERM_TOTAL
    amount_usd: float
    other_usd: float | None
    present_value_above_total: bool = False


@dataclass(frozen=True)
class Exclusion:
    """A route the decision left out, with the reason's stable id (``data_in_brazil``, ``no_api_price`` …)."""

    route: str
    reason: str


class _Same:
    """A key part compared by identity, holding its object so the identity cannot be reused."""

    __slots__ = ("obj",)

    def __init__(self, obj: object) -> None:
        self.obj = obj

    def __hash__(self) -> int:
        return id(self.obj)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Same) and other.obj is self.obj


@dataclass(frozen=True, eq=False)
class Evaluation:
    """Everything one scenario evaluates to. ``decision`` is None where no decision can be stated
    (the configuration does not run, or no self-hosted price is known); ``headline`` then too."""

    scenario: Scenario
    result: Result
    catalog: Catalog
    measurements: tuple = ()
    profile: Any = None
    decision: Decision | None = None
    #: the decision as ``calc --json`` states it, also where none is worded (``decision`` is None)
    full_decision: Decision | None = None
    headline: Headline | None = None
    exclusions: tuple[Exclusion, ...] = ()
    #: the production unit the decision costs when the GPU count is Automatic and the cheaper
    #: self-hosted route takes a layout the scenario itself does not use: (its scenario, its result),
    #: so the cards describe what the verdict and the cost card price; else None
    unit: tuple[Scenario, Result] | None = None
    #: availability against the API's SLA, energy and emissions, the facility (``session.operations``)
    operations: Operations | None = None
    context: Context = field(default_factory=Context, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @property
    def winner(self) -> str | None:
        return self.decision.winner if self.decision is not None else None

    def excluded(self, route: str) -> str | None:
        """The reason ``route`` was left out, or None when it was weighed."""
        return next((e.reason for e in self.exclusions if e.route == route), None)

    def advice(self, constraints: Constraints | None = None) -> Advice:
        """The Advisor's search for this scenario under ``constraints`` (the buyer's runs anchor the
        options near them), unpriced: ``k3desk advise`` and the Advisor's "why dropped" read it."""
        from k3desk.core.advisor.advise import advise  # deferred: the Advisor's search only when asked

        with self._lock:
            return self.context.remember(("advice", _Same(self), constraints),
                                         lambda: advise(self.scenario, constraints, self.catalog,
                                                        measurements=self.measurements))

    def ranking(self, constraints: Constraints | None = None, by: str | None = None) -> Ranking:
        """The Advisor's options for this scenario, priced on the decision's money basis and ranked
        (cheapest first): the Advisor's table and presentation mode's "cheapest" key both read it. The
        budget and the GPU limit apply to the fleet the decision would pay for (taxes, staff, peak hour and
        spares included), not to the search's sizing.
        Slow at production scale (a few hundred ms): the window asks for it off the GUI thread."""
        from k3desk.session.ranking import rank, search_limits  # deferred: the Advisor's search only when asked

        by = by or self.ranked_by
        adv = self.advice(search_limits(constraints))
        with self._lock:   # one pricing per (limits, basis), whichever thread asks first
            return self.context.remember(("ranking", _Same(self), constraints, by),
                                         lambda: rank(self.scenario, self.catalog, adv, by, self.left_out_by_rule,
                                                      constraints))

    def route_unit(self, route: str) -> tuple[Scenario, Result]:
        """The scenario a route of the decision costs (its layout, its GPU count) and its result: the
        evaluation's own when the route takes the scenario as it is. For the bill of materials, the RFQ
        and the production page, so none of them computes."""
        s = self.decision.scenarios.get(route, self.scenario) if self.decision is not None else self.scenario
        if s is self.scenario:
            return s, self.result
        if self.unit is not None and self.unit[0] is s:
            return self.unit
        if self.decision is not None and self.decision.results.get(route) is not None:
            return s, self.decision.results[route]
        return s, self.context.remember(("route_unit", _Same(s), _Same(self.catalog)), lambda: compute(s, self.catalog))

    def sensitivity(self):
        """The tornado: the cheaper self-hosted route minus the API on the decision's basis with each
        assumption 20% lower and higher (``core.money.sensitivity``); None without a decision. The term page
        and the workbook's sensitivity sheet read it."""
        if self.decision is None:
            return None
        from k3desk.core.money.sensitivity import sensitivity

        d = self.decision
        return self.context.remember(("sensitivity", _Same(self)), lambda: sensitivity(self.scenario, self.result, d))

    def term_curves(self) -> tuple[list[float] | None, list[float] | None]:
        """The cost chart's curves: the API and the cheaper self-hosted route at each volume of the
        result's chart, on the decision's basis spread over the term (``decision.term_curves``: where they
        cross is the break-even the decision states); (None, None) without a decision."""
        d = self.decision
        if d is None:
            return None, None
        from k3desk.core.money.decision import term_curves

        return self.context.remember(("term_curves", _Same(self)),
                                     lambda: term_curves(d, self.result.curves.tokens_per_month))

    def latency(self) -> Latency | None:
        """The latency under the scenario's load at the peak (docs/domain.md, "Latency under load"): a stated peak rate split over
        the fleet the decision pays for (the cheaper self-hosted route's replicas, spares aside), else the
        scenario's concurrency as users of one replica; None where nothing runs."""
        return self.context.remember(("latency", _Same(self)), lambda: _latency(self))

    def latency_curve(self) -> dict | None:
        """Latency against load on one replica of the same layout, for the chart (``latency.curve``)."""
        lat = self.latency()
        if lat is None:
            return None
        from k3desk.core.speed.latency import curve

        s, r = self._latency_unit()
        return self.context.remember(("latency_curve", _Same(self)),
                                     lambda: curve(r.service, load_of(s), qs=(50.0, self.percentile)))

    @property
    def percentile(self) -> float:
        """The percentile the latency targets are set at (99 unless chosen)."""
        return targets_of(self.scenario).percentile

    @property
    def latency_targets(self) -> Targets:
        """The scenario's latency targets with the margin each is met with (``Targets.sized``)."""
        return targets_of(self.scenario)

    def latency_meets(self) -> dict[str, bool]:
        """Whether the latency at the peak meets each target set ("ttft", "tpot") with its margin to spare,
        the rule the fleet is sized by (``Targets.meets``); empty without a target or a latency."""
        lat, t = self.latency(), self.latency_targets
        if lat is None:
            return {}
        return {k: t.meets(k, lat.at(k, t.percentile)) for k in ("ttft", "tpot") if t.goal(k) is not None}

    def _latency_unit(self) -> tuple[Scenario, Result]:
        """The scenario and result whose replica the latency describes: the cheaper self-hosted route's."""
        route = best_self_host(self.decision) if self.decision is not None else None
        return self.route_unit(route) if route else (self.scenario, self.result)

    def next_smaller(self) -> Result | None:
        """The result at the next smaller deployable GPU count (the one presentation mode's "−" lands on),
        None when there is none or the scenario does not run: what "slower with more GPUs" compares with."""
        if not self.result.fit.usable:
            return None
        from k3desk.core.advisor.auto import next_deployable
        from k3desk.core.edit import EditError, apply_edits

        count = self.result.fit.gpu_count
        fewer = next_deployable(self.scenario, count, up=False)
        if fewer >= count:
            return None

        def smaller() -> Result | None:
            try:
                return compute(apply_edits(self.scenario, {"hardware.gpu_count": fewer}, self.catalog), self.catalog,
                               measurements=self.measurements)
            except (EditError, ValueError):
                return None

        return self.context.remember(("next_smaller", _Same(self)), smaller)

    def fleet_by_month(self, route: str) -> tuple[int, ...]:
        """Replicas a self-hosted route of the decision holds in months 1..N (spares included), as its
        cash flows cost them (``core.money.fleet``); empty for a route that is not weighed."""
        d = self.decision
        rt = d.routes.get(route) if d is not None else None
        if d is None or rt is None or not rt.available or route not in ("own", "rent") \
                or rt.replica_tokens_per_month is None:
            return ()
        from k3desk.core.money.fleet import monthly_fleet

        return monthly_fleet(d.scenarios.get(route, self.scenario), rt.replica_tokens_per_month,
                             rt.layout.gpu_count if rt.layout is not None else None, rt.replica_floor)

    def deliveries(self, route: str) -> tuple:
        """The deliveries in tranches a self-hosted route takes over the term (``core.money.fleet.Delivery``):
        the first month's fleet, then each month the volume makes it grow, then replacements; the
        bill of materials and the request for quotation schedule them."""
        counts = self.fleet_by_month(route)
        if not counts:
            return ()
        from k3desk.core.money.fleet import owned_deliveries, rented_deliveries

        assert self.decision is not None, "a fleet comes from a decision"
        s = self.decision.scenarios.get(route, self.scenario)
        return owned_deliveries(s, counts) if route == "own" else rented_deliveries(s, counts)

    def ranking_ready(self, constraints: Constraints | None = None, by: str | None = None) -> Ranking | None:
        """The ranking if it was already made (no search now): the window shows it at once, else asks
        for it off the GUI thread."""
        with self._lock:
            return self.context.peek(("ranking", _Same(self), constraints, by or self.ranked_by))

    @property
    def left_out_by_rule(self) -> frozenset[str]:
        """The routes the buyer's rules leave out of the decision (data kept in Brazil: the API and renting
        from a provider abroad), also where no decision is worded: the Advisor offers no option of theirs."""
        from k3desk.core.money.decision import DATA_ABROAD

        d = self.full_decision
        return frozenset() if d is None else frozenset(
            k for k, rt in d.routes.items() if not rt.available and rt.reason == DATA_ABROAD)

    #: the money the Advisor ranks by unless the buyer picks the term: the first month of the whole
    #: fleet as the buyer pays it (taxes included, the decision's ``usd_per_month``)
    ranked_by = "usd_per_month"


def _latency(ev: Evaluation) -> Latency | None:
    from k3desk.core.speed.latency import latency, replicas_for_rate

    s, r = ev._latency_unit()
    if r.service is None:
        return None
    users = s.workload.peak_requests_per_second is None
    load = load_of(s, users=users)
    replicas = 1
    if not users:
        d = ev.decision
        route = best_self_host(d) if d is not None else None
        rt = d.routes[route] if d is not None and route else None
        fleet = (rt.replicas or 1) - s.hardware.spare_replicas if rt is not None else r.cost.replicas
        replicas = max(fleet, replicas_for_rate(s, r.service), 1)
    return latency(r.service, load, replicas)


def latency_json(ev: Evaluation) -> dict | None:
    """The ``latency`` object of ``calc --json`` (seconds; null where the queue never settles)."""
    lat = ev.latency()
    if lat is None:
        return None
    t = ev.latency_targets

    def pcts(d: dict) -> dict:
        return {f"p{int(q)}": v for q, v in d.items()}
    at = t.percentile
    return {"load": lat.load, "users": lat.users, "requests_per_second": lat.rate * lat.replicas,
            "replicas": lat.replicas, "requests_per_second_per_replica": lat.rate,
            "max_requests_per_second_per_replica": lat.max_rate, "utilization": lat.utilization, "stable": lat.stable,
            "ttft_s": pcts(lat.ttft), "tpot_s": pcts(lat.tpot),
            "queue_wait_s": {**pcts(lat.wait), "mean": lat.wait_mean}, "queued_sequences": lat.queued,
            "batch_sequences": lat.batch, "kv_sequences": lat.kv_sequences, "method": lat.method,
            "targets": {"percentile": f"p{int(at)}", "ttft_s": t.ttft_s, "tpot_s": t.tpot_s,
                        "sized_ttft_s": t.sized("ttft"), "sized_tpot_s": t.sized("tpot"),
                        "margin_ttft": t.ttft_margin, "margin_tpot": t.tpot_margin, "meets": ev.latency_meets()}}


def decidable(r: Result) -> bool:
    """A decision can be stated: the configuration runs and a self-hosted price is known (without an
    API price, or with the API left out, the decision is between buying and renting)."""
    return r.fit.usable and r.cost.self_host_usd_per_month is not None


def best_self_host(d: Decision) -> str | None:
    """The cheaper self-hosted route over the term (the one set against the API), None when neither is priced."""
    live = [d.routes[k] for k in ("rent", "own") if d.routes[k].available]
    return min(live, key=lambda rt: math.inf if rt.npv_usd is None else rt.npv_usd).name if live else None


def _unit(s: Scenario, r: Result, d: Decision | None, cat: Catalog) -> tuple[Scenario, Result] | None:
    name = best_self_host(d) if d is not None and s.hardware.gpu_count is None else None
    if d is None or name is None:
        return None
    rt, us = d.routes[name], d.scenarios.get(name)
    if rt.layout is None or not rt.layout.production or r.production is not None or us is None:
        return None
    ur = d.results.get(name) or compute(us, cat)
    return (us, ur) if ur.fit.usable else None


def headline_of(d: Decision) -> Headline | None:
    """The winner's amount on the basis it was ranked on (see :class:`Headline`)."""
    if d.winner is None:
        return None
    w = d.routes[d.winner]
    if d.discount_rate_per_year > 0 and w.npv_usd is not None:
        above = w.term_usd is not None and w.npv_usd > w.term_usd
        return Headline(d.winner, PRESENT_VALUE, w.npv_usd, w.term_usd, above)
    if w.term_usd is None:
        return None
    return Headline(d.winner, TERM_TOTAL, w.term_usd, w.npv_usd if d.discount_rate_per_year > 0 else None)


def exclusions_of(d: Decision | None) -> tuple[Exclusion, ...]:
    if d is None:
        return ()
    return tuple(Exclusion(name, rt.reason or "unavailable") for name, rt in d.routes.items() if not rt.available)


def evaluate(scenario: Scenario, catalog: Catalog | None = None, measurements: tuple = (), profile: Any = None,
             context: Context | None = None) -> Evaluation:
    """The evaluation of ``scenario`` (remembered in ``context`` for the same inputs)."""
    ctx = context if context is not None else Context()
    cat = catalog if catalog is not None else load_catalog()
    ms = tuple(measurements)
    key = ("evaluation", _Same(scenario), _Same(cat), ms, _Same(profile))
    return ctx.remember(key, lambda: _evaluate(scenario, cat, ms, profile, ctx))


def _evaluate(s: Scenario, cat: Catalog, ms: tuple, profile: Any, ctx: Context) -> Evaluation:
    from k3desk.core.money.decision import decide  # deferred: the term's money only when evaluated

    r = compute(s, cat, measurements=ms)
    full = decide(s, r, cat, measurements=ms)
    d = full if decidable(r) else None
    return Evaluation(scenario=s, result=r, catalog=cat, measurements=ms, profile=profile, decision=d,
                      full_decision=full,
                      headline=headline_of(d) if d is not None else None, exclusions=exclusions_of(d),
                      unit=_unit(s, r, d, cat), operations=operations(s, r, full, cat, best_self_host(full)),
                      context=ctx)


def evaluation_json(ev: Evaluation) -> dict:
    """``k3desk calc --json``: the result's figures, the term's sensitivity and the decision."""
    from k3desk.core.money.decision import decision_json
    from k3desk.core.money.sensitivity import legacy_json

    assert ev.full_decision is not None, "evaluate() decides every scenario"
    assert ev.operations is not None, "evaluate() states every scenario's operations"
    return {**ev.result.to_json(), **legacy_json(ev.scenario, ev.result, ev.full_decision),
            "decision": decision_json(ev.full_decision), "availability": availability_json(ev.operations),
            "energy": energy_json(ev.operations), "latency": latency_json(ev)}
