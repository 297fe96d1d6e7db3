"""The Advisor's options on the decision's money basis, ranked: one ranking per evaluation and limits.

Moved here from the figures layer so the Advisor's table, presentation mode's "cheapest" key and
``k3desk advise`` rank the same options the same way (with the buyer's measurements, taxes and the
term), and no presenter prices an option itself.

Each option is priced as the decision prices the route it becomes once applied (``Use this``, then
``evaluate``): the same fleet rule (``valuation.fleet_counts``: the volume at the daily peak, its growth,
plus the spare replicas), the same month 1 (``decision.replica_month_usd`` and ``fleet_month_usd``: the
rental with its taxes abroad, or the owned replica amortised with power, hosting and maintenance, plus the
staff, after the income-tax shield) and the same cash flows over the term (``valuation.Fleet``: the
purchase and its replacements, running costs, rentals and commitments, the resale), nominal and at the
discount rate. Options of one GPU type, ownership and GPU count share one :class:`~k3desk.core.money.
valuation.Fleet` and are valued together (hundreds of options at production scale).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import numpy as np

from k3desk.core.advisor.advise import Advice, Option
from k3desk.core.advisor.reasons import Dropped
from k3desk.core.scenario import Scenario
from k3desk.core.sizing import replica_tokens_per_month

if TYPE_CHECKING:
    from k3desk.core.advisor.space import Constraints
    from k3desk.core.catalog import Catalog

#: What the Advisor ranks by, named as in ``advise --json``'s ``ranked_by`` and the decision's routes: the
#: fleet's first month, its total over the term, its present value at the discount rate (the decision's
#: basis when one is entered; the term total when it is 0).
RANKINGS = ("usd_per_month", "term_usd", "npv_usd")


@dataclass(frozen=True)
class Priced:
    """An option on the decision's money basis: USD as the buyer pays, for the whole fleet the decision
    would size for it (``replicas``: the peak hour's volume plus the spares, in month 1). A rental abroad
    carries the buyer's service taxes (``taxes.jurisdiction``), owned hardware does not (its import carries
    ``hardware.import_duty_percent``), so after "Use this" the window's cost card and the decision show the
    same amounts. None: the option could not be priced as a route (it does not make a valid scenario)."""

    option: Option
    usd_per_month: float | None  # month 1, every replica, staff included (the decision's ``usd_per_month``)
    term_usd: float | None  # the contract term: purchase, running costs and rentals, less the resale
    usd_per_mtok: float | None
    npv_usd: float | None = None   # the term's present value at the discount rate (= term_usd at 0)
    replicas: int | None = None    # the fleet in month 1: the peak hour's volume, plus the spares
    replicas_final: int | None = None   # the fleet in the term's last month (growth: more than month 1)
    pareto: bool = False   # no other option is both cheaper (on the ranking's basis) and faster per user

    @property
    def gpus(self) -> int | None:
        """Every GPU of the month-1 fleet, spares included (what ``--max-gpus`` limits)."""
        return None if self.replicas is None else self.replicas * self.option.gpu_count

    def cost(self, by: str) -> float:
        value = getattr(self, by) if by in RANKINGS else None
        return math.inf if value is None else value


@dataclass(frozen=True)
class Ranking:
    """The search (``advice``: what was searched and dropped, without the options the buyer's rules leave
    out) and its options priced, cheapest first. ``left_out``: the ownerships those rules leave out (renting
    abroad when data must stay in Brazil) and ``left_out_options`` how many options they took away."""

    advice: Advice | None
    rows: tuple[Priced, ...]
    by: str
    left_out: frozenset[str] = frozenset()
    left_out_options: int = 0

    @property
    def cheapest(self) -> Priced | None:
        return self.rows[0] if self.rows else None


def _carried(o: Option, s: Scenario) -> float:
    """Visible tokens a month one replica (unit) of the option carries, as ``compute`` gives it applied."""
    return o.replica_tokens or replica_tokens_per_month(s, o.decode_per_sequence, s.workload.concurrent_sequences,
                                                        o.ttft_s)


def _applied(options: tuple[Option, ...], s: Scenario, cat: Catalog) -> dict[str, Scenario | None]:
    """Per GPU type, the scenario one of its options becomes once applied (``core.edit.apply_option``): its
    prices, power, hosting, taxes and fleet rules are the same for every option of the type. An owned option's
    when there is one (it carries the purchase price; a rental reads only the GPU-hour price). None: no option
    of the type makes a valid scenario."""
    from k3desk.core.edit import apply_option

    out: dict[str, Scenario | None] = {}
    firsts: dict[str, list[Option]] = {}
    for o in options:
        tried = firsts.setdefault(o.gpu, [])
        if len(tried) < 2 and all(t.ownership != o.ownership for t in tried):
            tried.append(o)
    for gpu, tried in firsts.items():
        out[gpu] = None
        for o in sorted(tried, key=lambda o: o.ownership != "own"):
            try:
                out[gpu] = apply_option(s, o, cat)
                break
            except ValueError:   # the option would not make a valid scenario: no figure, never a guess
                continue
    return out


def priced(adv: Advice | None, s: Scenario, cat: Catalog) -> tuple[Priced, ...]:
    """Every option on the decision's money basis, in the search's order (see :func:`ranked`): each group
    of options of one GPU type, ownership and GPU count valued at once by the decision's own functions."""
    from k3desk.core.money.cashflow import active_share
    from k3desk.core.money.decision import fleet_month_usd, replica_month_usd
    from k3desk.core.money.valuation import Fleet, discounts

    options = adv.options if adv else ()
    if not options:
        return ()
    scenarios = _applied(options, s, cat)
    tokens = s.workload.tokens_per_month
    groups: dict[tuple[str, str, int], list[int]] = {}
    for i, o in enumerate(options):
        groups.setdefault((o.gpu, o.ownership, o.gpu_count), []).append(i)
    figures: list[tuple] = [(None, None, None, None, None)] * len(options)
    for (gpu, route, gpus), idx in groups.items():
        sg = scenarios[gpu]
        one = None if sg is None else replica_month_usd(sg, route, gpus)
        if sg is None or one is None:
            continue
        caps = np.array([_carried(options[i], sg) for i in idx]) * active_share(sg)  # carried in the active window
        fleet = Fleet(sg, route, gpus, float(caps[0]))
        counts = fleet.counts(np.full(len(idx), sg.workload.tokens_per_month), caps)
        horizon, rate = sg.pricing.horizon_months, sg.finance.discount_rate_per_year
        term = fleet.value(counts, discounts(0.0, horizon))
        npv = fleet.value(counts, discounts(rate, horizon)) if rate else term
        month = fleet_month_usd(sg, counts[:, 0], one)
        final = fleet.final(counts)
        for j, i in enumerate(idx):
            figures[i] = (float(month[j]), float(term[j]), float(npv[j]), int(counts[j, 0]), int(final[j]))
    out = []
    for o, (month, term, npv, n, last) in zip(options, figures, strict=True):
        out.append(Priced(option=o, usd_per_month=month, term_usd=term, npv_usd=npv, replicas=n, replicas_final=last,
                          usd_per_mtok=month / tokens * 1e6 if month is not None and tokens >= 1 else None))
    return tuple(out)


def ranked(rows: tuple[Priced, ...], by: str = "usd_per_month") -> tuple[Priced, ...]:
    """Cheapest first by the decision's cost per month, over the term or its present value (then faster,
    then fewer GPUs), the Pareto front of that cost against the speed per user marked."""
    if by not in RANKINGS:
        raise ValueError(f"rank by one of {', '.join(RANKINGS)}, not {by!r}")
    out, fastest = [], -1.0
    for p in sorted(rows, key=lambda p: (p.cost(by), -p.option.decode_per_sequence, p.option.gpu_count)):
        front = math.isfinite(p.cost(by)) and p.option.decode_per_sequence > fastest
        fastest = max(fastest, p.option.decode_per_sequence) if front else fastest
        out.append(replace(p, pareto=front))
    return tuple(out)


#: The limits on the whole fleet's money and size: the search does not apply them (it sizes a fleet for the
#: average hour, before taxes); the ranking applies them to the fleet the decision would buy or rent.
FLEET_LIMITS = ("max_usd_month", "max_gpus")


def search_limits(c: Constraints | None) -> Constraints | None:
    """The limits the search applies: all but :data:`FLEET_LIMITS`."""
    if c is None or all(getattr(c, k) is None for k in FLEET_LIMITS):
        return c
    return replace(c, max_usd_month=None, max_gpus=None)


def _within(rows: tuple[Priced, ...], adv: Advice, c: Constraints | None) -> tuple[tuple[Priced, ...], Advice]:
    """The rows whose fleet meets the budget a month (the decision's month 1, taxes and staff included) and
    the GPU limit (spares included), and the search with the options that do not taken away: a GPU type
    with none left is dropped for the first limit its cheapest (or smallest) fleet misses, and when none is
    left at all that limit is what nothing meets."""
    if c is None or all(getattr(c, k) is None for k in FLEET_LIMITS):
        return rows, replace(adv, constraints=c) if c is not None else adv

    def misses(p: Priced) -> str | None:
        if c.max_usd_month is not None and not p.cost("usd_per_month") <= c.max_usd_month:
            return "max_usd_month"
        if c.max_gpus is not None and not (p.gpus is not None and p.gpus <= c.max_gpus):
            return "max_gpus"
        return None

    kept = tuple(p for p in rows if misses(p) is None)
    kept_ids = {id(p.option) for p in kept}
    dropped = list(adv.dropped)
    mine_dropped: list[Dropped] = []
    for gpu in dict.fromkeys(p.option.gpu for p in rows):
        mine = [p for p in rows if p.option.gpu == gpu]
        if any(id(p.option) in kept_ids for p in mine):
            continue
        cheapest, smallest = min(p.cost("usd_per_month") for p in mine), min(p.gpus or math.inf for p in mine)
        over = c.max_usd_month is not None and not cheapest <= c.max_usd_month
        why = Dropped(gpu, "max_usd_month", cheapest, c.max_usd_month) if over else \
            Dropped(gpu, "max_gpus", smallest, c.max_gpus)
        mine_dropped.append(why)
    # nothing left: the budget when a fleet misses it (the cheapest such fleet), else the GPU limit
    worst = min(mine_dropped, key=lambda d: (d.reason != "max_usd_month", d.value), default=None)
    blocking = adv.blocking if kept or worst is None else replace(worst, gpu="")
    dropped += mine_dropped
    return kept, replace(adv, options=tuple(o for o in adv.options if id(o) in kept_ids), dropped=tuple(dropped),
                         blocking=blocking, constraints=c)


def _in_facility(rows: tuple[Priced, ...], adv: Advice, s: Scenario, cat: Catalog) -> tuple[tuple[Priced, ...], Advice]:
    """The rows without the owned fleets the facility cannot hold (``constraints.facility_kw`` at the meter at
    their largest, or a server over ``constraints.rack_kw``), as the decision leaves such a fleet out
    (``facility_power``); a GPU type left with no option is dropped for it, with its smallest owned draw."""
    c = s.constraints
    if c.facility_kw is None and c.rack_kw is None:
        return rows, adv
    from k3desk.core.operations.energy import fleet_kw, meter_kw, over_facility

    typed: dict[str, Scenario] = {}

    def on(gpu: str) -> Scenario:
        if gpu not in typed:
            g = cat.gpus.get(gpu, s.hardware.gpu)
            typed[gpu] = s.model_copy(update={"hardware": s.hardware.model_copy(
                update={"gpu": g, "gpus_per_node": g.gpus_per_node})})
        return typed[gpu]

    def over(p: Priced) -> bool:
        last = p.replicas_final if p.replicas_final is not None else p.replicas
        return p.option.ownership == "own" and last is not None and over_facility(on(p.option.gpu), p.option.gpu_count,
                                                                                   last)

    out = [p for p in rows if over(p)]
    if not out:
        return rows, adv
    kept = tuple(p for p in rows if not over(p))
    ids = {id(p.option) for p in kept} | {id(o) for o in adv.options if all(o is not p.option for p in rows)}
    left = {p.option.gpu for p in kept}
    dropped = list(adv.dropped)
    for gpu in dict.fromkeys(p.option.gpu for p in out):
        if gpu not in left:
            least = min(meter_kw(on(gpu), fleet_kw(on(gpu), p.option.gpu_count, p.replicas_final or p.replicas or 1))
                        for p in out if p.option.gpu == gpu)
            dropped.append(Dropped(gpu, "facility_power", least, c.facility_kw if c.facility_kw is not None else c.rack_kw))
    mine = [d for d in dropped[len(adv.dropped):]]
    blocking = adv.blocking if kept or not mine else replace(min(mine, key=lambda d: d.value or 0.0), gpu="")
    return kept, replace(adv, options=tuple(o for o in adv.options if id(o) in ids), dropped=tuple(dropped),
                         blocking=blocking)


def rank(s: Scenario, cat: Catalog, adv: Advice, by: str, left_out: frozenset[str] = frozenset(),
         limits: Constraints | None = None) -> Ranking:
    """Price and rank the Advisor's options for an evaluation's scenario and catalog (``Evaluation.ranking``;
    this module does not import the evaluation, which imports it). ``adv``: the search under
    :func:`search_limits` of ``limits``, whose fleet limits (:data:`FLEET_LIMITS`) are applied here to the
    priced fleets. ``left_out``: the routes the buyer's rules leave out of the decision (the API, renting
    abroad when data must stay in Brazil): no option of theirs is offered, ranked or drawn, as no route of
    theirs is weighed."""
    if by not in RANKINGS:
        raise ValueError(f"rank by one of {', '.join(RANKINGS)}, not {by!r}")
    gone = [o for o in adv.options if o.ownership in left_out]
    kept = replace(adv, options=tuple(o for o in adv.options if o.ownership not in left_out)) if gone else adv
    rows, kept = _in_facility(priced(kept, s, cat), kept, s, cat)
    rows, kept = _within(rows, kept, limits)
    return Ranking(advice=kept, rows=ranked(rows, by), by=by,
                   left_out=frozenset(k for k in left_out if k in ("rent", "own")), left_out_options=len(gone))
