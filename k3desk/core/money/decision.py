"""The decision: rent, buy or the API (or a hybrid) for the whole fleet, over the term, with ranges.

Specification: docs/domain.md §9, "The decision". For the planned volume and the
contract term every route the buyer has *for the scenario's GPU type* is costed:

- **layout**: the scenario's configuration when the user fixed the GPU count; when the count is
  Automatic, the cheapest layout of that GPU type for that route by the Advisor's rule
  (``advise_auto.automatic_choice``, with the route's ownership). Formats stay the scenario's.
- **fleet**: replicas for the planned volume (``replicas_for``); ``usd_per_month`` is the whole
  fleet in month 1, ``usd_per_month_per_replica`` one replica.
- **cash flows** for months 0..N: a purchase at month 0 (duties included), each month's running
  costs, rentals and API bills as they fall due, and the resale at the end of the term as a negative
  flow (the remaining book value after straight-line depreciation over ``amortization_years``
  unless ``hardware.resale_percent`` is set). ``term_usd`` is their sum, ``npv_usd`` their present
  value (the discount rate is 0 until finance adds one, so the two agree today).
- **money basis**: USD as the buyer pays it, with the taxes of ``taxes.jurisdiction`` (IOF on
  payments abroad for a Brazilian buyer); the display currency never changes an amount.
- **ranges**: the corners of the speed band (speed -> replica capacity -> replicas) and of the GPU
  type's sourced rental price range (catalog low-high). ``holds_across_band`` says whether one
  route wins at every corner; otherwise ``flips_at`` names the input and the value that flips it.
- **winner**: the available route with the lowest present value; runner-up and margins.
- **break-even**: the monthly volume, held over the term, at which the cheapest self-host route's
  present value equals the API's, replica steps included (``None``: out of reach).

Pure and Qt-free; every amount is USD.
"""

from __future__ import annotations

import functools
import math
import operator
from dataclasses import dataclass, field
from typing import TypeVar

from k3desk.core.catalog import Catalog, load_catalog
from k3desk.core.money.cashflow import active_share, billed_hours, committed_counts, expensed, owned_flows, shield_rate
from k3desk.core.money.cost import api_usd_per_token, own_per_month, replicas_for
from k3desk.core.money.search import first_crossing
from k3desk.core.money.taxes import service_factor, service_factors, taxes_applied
from k3desk.core.money.tco import api_price_at, grown_volume, replica_purchase_usd, replica_server_usd, volume_at
from k3desk.core.result import Result
from k3desk.core.scenario import Scenario

ROUTES = ("api", "rent", "own", "hybrid")
SELF_HOST = ("rent", "own")
#: Stable ids of why a route is unavailable (the figures layer words them).
NO_API_PRICE, NO_RENTAL_PRICE, NO_PURCHASE_PRICE = "api_price", "rental_price", "purchase_price"
DOES_NOT_FIT, NOT_MODELLED = "does_not_fit", "hybrid_not_modelled"
DATA_ABROAD = "data_abroad"           # constraints.data_in_brazil and the route processes data abroad
NO_PEAKS = "hybrid_no_peaks"          # no daily profile: a base fleet carries everything or nothing
NO_BETTER_SPLIT = "hybrid_no_better"  # no split beats both pure routes
#: The discount rate until finance adds one (effective annual).
DISCOUNT_RATE = 0.0
_VOLUMES = (1e3, 1e16)
_T = TypeVar("_T")


@dataclass(frozen=True)
class Layout:
    mode: str  # tp | tp-pp | dp-ep | wide-ep | disaggregated
    gpu_count: int  # one replica, or one unit of a production layout
    tensor_parallel: int
    pipeline_parallel: int
    expert_parallel: int
    data_parallel: int
    nodes: int
    prefill_gpus: int | None = None  # production layouts: the pools of one unit and the decode batch per GPU
    decode_gpus: int | None = None
    decode_batch_per_gpu: int | None = None

    @property
    def production(self) -> bool:
        return self.mode in ("wide-ep", "disaggregated")


@dataclass(frozen=True)
class Corner:
    """One corner of the ranges: the replica capacity and the rental price at that corner."""

    replica_tokens: float
    rent_price_factor: float = 1.0


@dataclass(frozen=True)
class Route:
    name: str
    available: bool
    reason: str = ""  # why not (a stable id), "" when available
    layout: Layout | None = None
    replicas: int | None = None
    replicas_band: tuple[int, int] | None = None
    usd_per_month_per_replica: float | None = None
    usd_per_month: float | None = None
    usd_per_month_band: tuple[float, float] | None = None
    cash_flows_usd: tuple[float, ...] = ()
    term_usd: float | None = None
    term_usd_band: tuple[float, float] | None = None
    npv_usd: float | None = None
    replica_tokens_per_month: float | None = None  # what one replica carries (the middle of the speed band)
    owned_replicas: int | None = None  # hybrid: the base fleet (bought or rented) before spares
    api_share: float | None = None     # hybrid: the share of the month's volume sent to the API
    base: str | None = None            # hybrid: the route of the base fleet (own | rent)


@dataclass(frozen=True)
class Decision:
    horizon_months: int
    tokens_per_month: float
    routes: dict[str, Route]
    winner: str | None
    runner_up: str | None
    margin_npv_usd: float | None
    margin_term_usd: float | None
    holds_across_band: bool
    flips_at: dict | None  # {"input": "rental_price_per_gpu_hour" | "speed", "value": float}
    break_even_tokens_per_month: float | None
    break_even_band: tuple[float, float] | None
    monthly_winner: str | None  # the cheapest route by month-1 cost (an owned route amortised)
    payback_month: int | None  # from this month to the end buying has cost no more than the cheaper other route
    corners: dict[str, str] = field(default_factory=dict)  # corner name -> winner there
    payback_vs: dict[str, int | None] = field(default_factory=dict)  # "api" | "rent" -> buying's payback month
    taxes_applied: tuple[dict, ...] = ()   # each tax row used on payments abroad, with its rate and source
    discount_rate_per_year: float = 0.0
    #: each self-host route's scenario (its layout under Automatic): what its legacy term figures are asked on
    scenarios: dict[str, Scenario] = field(default_factory=dict, repr=False, compare=False)
    #: under Automatic: each self-host route's fleet a month (before staff) at every volume of the cost
    #: chart (``cost.CURVE_TOKENS``), the cheapest layout of the GPU type at each volume
    best_curves: dict[str, tuple[float, ...]] = field(default_factory=dict, repr=False, compare=False)
    #: under Automatic, per self-host route: from which monthly volume a production layout of the GPU type
    #: costs less per token than the API (monthly view): {"route", "tokens_per_month", "usd_per_mtok",
    #: "api_usd_per_mtok", "layout"}; a route without such a volume in the chart's range is absent
    production_from: dict[str, dict] = field(default_factory=dict, compare=False)

    @property
    def break_even_reachable(self) -> bool:
        return self.break_even_tokens_per_month is not None


# -- one route's money ----------------------------------------------------------------------------
@dataclass(frozen=True)
class _Plan:
    """What a self-host route needs to be costed at any volume: its scenario, result and prices."""

    name: str
    s: Scenario
    r: Result
    replica_tokens: float
    band: tuple[float, float]  # replica capacity at the speed band's low and high

    @property
    def gpus(self) -> int:
        return self.r.fit.gpu_count


def priced(value: _T | None) -> _T:
    """A figure known once a route is priced: ``decide`` makes a route available only with its figures,
    and every corner of a priced route is priced (corners move capacity and the rental factor, not prices)."""
    assert value is not None, "a priced route carries its figures"
    return value


def _discount(month: int, rate: float = DISCOUNT_RATE) -> float:
    return (1 + rate) ** (-month / 12)


@functools.lru_cache(maxsize=64)
def _discounts(rate: float, months: int) -> tuple[float, ...]:
    return tuple(_discount(m, rate) for m in range(months))


def _npv(flows, rate: float = DISCOUNT_RATE) -> float:
    """Present value at an effective annual ``rate``: month m discounted by (1 + rate)^(m / 12)
    (the factors computed once per rate and term; with no rate, the plain sum)."""
    flows = tuple(flows)
    if rate == 0:
        return sum(flows)
    return sum(map(operator.mul, flows, _discounts(rate, len(flows))))


def _api_flows(s: Scenario, volume: float) -> tuple[float, ...] | None:
    price = api_usd_per_token(s)
    if price is None:
        return None
    w = service_factors(s, s.pricing.api_provider_location)   # the buyer's taxes abroad, month by month (dated)
    return expensed(s, (0.0, *(grown_volume(s, m, volume) * price * api_price_at(s, m) * w[m]
                               for m in range(1, s.pricing.horizon_months + 1))))


def _monthly(plan: _Plan, rent_factor: float = 1.0) -> float | None:
    """One replica's month-1 cost: the rental (with taxes abroad) or the owned cost amortised."""
    s, h = plan.s, plan.s.hardware
    if plan.name == "rent":
        month = _rent_month(s, plan.gpus)
        return None if month is None else month * rent_factor * service_factor(s, s.pricing.rental_provider_location)
    buy = replica_purchase_usd(s, plan.gpus)   # the scenario's price, else the catalog's: as the cash flows
    if buy is None:
        return None
    _, _, power = own_per_month(s, plan.gpus)
    return buy / (h.amortization_years * 12) + power + plan.gpus * h.hosting_per_gpu_month + _maintenance(s, plan.gpus)


def _rent_month(s: Scenario, gpus: int) -> float | None:
    """One rented replica's month before taxes: the GPU-hour price (on demand, or the committed price the
    provider quoted) times the billed hours (``cashflow.billed_hours``)."""
    price = s.hardware.price_per_gpu_hour
    return None if price is None else gpus * price * billed_hours(s)


def _local_usd(s: Scenario, amount: float) -> float:
    """An amount entered in the buyer's local currency (``finance.local_currency``), in USD."""
    return amount / s.pricing.brl_per_usd if s.finance.local_currency == "BRL" else amount


def _staff(s: Scenario) -> float:
    """The self-hosted routes' operations staff a month, USD (the API needs none)."""
    return _local_usd(s, s.finance.staff_fte * s.finance.staff_cost_per_fte_year / 12)


def _maintenance(s: Scenario, gpus: int) -> float:
    """One owned replica's maintenance and support contract a month, USD (a share of its purchase a year)."""
    server = replica_server_usd(s, gpus)
    return 0.0 if server is None else server * s.finance.maintenance_percent_per_year / 100 / 12


def peak_factor(s: Scenario) -> float:
    """The replicas' load at the peak hour over the month's average (1 without a daily profile)."""
    w = s.workload
    return w.peak_to_average if w.peak_hours_per_day > 0 else 1.0


def fleet_for(s: Scenario, volume: float, replica_tokens: float) -> int:
    """Replicas (units of a production layout) for a monthly volume: sized for the peak hour, plus the
    spares; a fixed number of units (``serving.units``) stays fixed."""
    if s.serving.units is not None:
        return s.serving.units + s.hardware.spare_replicas
    return replicas_for(volume * peak_factor(s), replica_tokens) + s.hardware.spare_replicas


def _self_host_flows(plan: _Plan, volume: float, corner: Corner) -> tuple[float, ...] | None:
    s, horizon = plan.s, plan.s.pricing.horizon_months
    if s.workload.volume_growth_per_month == 0:   # a flat volume: one fleet every month (computed once)
        counts = [fleet_for(s, grown_volume(s, 1, volume), corner.replica_tokens)] * horizon
    else:
        counts = [fleet_for(s, grown_volume(s, m, volume), corner.replica_tokens) for m in range(1, horizon + 1)]
    return _fleet_flows(plan, counts, corner.rent_price_factor)


def _fleet_flows(plan: _Plan, counts: list[int], rent_factor: float = 1.0) -> tuple[float, ...] | None:
    """Cash flows of a self-hosted fleet of ``counts[m - 1]`` replicas in month m (None: a price is missing)."""
    s = plan.s
    staff, start = _staff(s), _local_usd(s, s.finance.implementation_cost)
    if plan.name == "rent":
        month = _rent_month(s, plan.gpus)
        if month is None:
            return None
        w = service_factors(s, s.pricing.rental_provider_location)   # dated taxes abroad, month by month
        billed, owed = committed_counts(s, counts)   # a commitment holds its replicas to its end
        flows = [start, *(n * month * rent_factor * w[m] + staff for m, n in enumerate(billed, start=1))]
        flows[-1] += owed * month * rent_factor * w[-1]   # what a commitment still owes after the term
        return expensed(s, tuple(flows))
    h, buy = s.hardware, replica_purchase_usd(s, plan.gpus)
    if buy is None:
        return None
    _, _, power = own_per_month(s, plan.gpus)
    opex = power + plan.gpus * h.hosting_per_gpu_month + _maintenance(s, plan.gpus)
    # the fleet only grows, replaced at the end of the useful life, resold at the end (``cashflow``)
    return owned_flows(s, counts, buy, priced(replica_server_usd(s, plan.gpus)), opex, staff, start)


# -- plans: the layout each self-host route uses ----------------------------------------------------
def _layout(s: Scenario, r: Result) -> Layout:
    f, dp = r.fit, s.serving.attention_parallel == "dp"
    moe = s.model.moe is not None
    u = r.production
    if u is not None:
        return Layout(mode=u.mode, gpu_count=f.gpu_count, tensor_parallel=1, pipeline_parallel=1,
                      expert_parallel=u.decode_gpus if moe else 1, data_parallel=u.decode_gpus, nodes=f.nodes,
                      prefill_gpus=u.prefill_gpus, decode_gpus=u.decode_gpus, decode_batch_per_gpu=u.batch_per_gpu)
    mode = "dp-ep" if dp else ("tp-pp" if f.pipeline_parallel > 1 else "tp")
    return Layout(mode=mode, gpu_count=f.gpu_count, tensor_parallel=1 if dp else f.tensor_parallel,
                  pipeline_parallel=f.pipeline_parallel, expert_parallel=f.gpu_count if dp and moe else 1,
                  data_parallel=f.gpu_count if dp else 1, nodes=f.nodes)


def _layout_of(o) -> Layout:
    """An Advisor option's layout (the per-GPU table's rows)."""
    prod = o.production
    return Layout(mode=o.mode, gpu_count=o.gpu_count, tensor_parallel=o.tensor_parallel,
                  pipeline_parallel=o.pipeline_parallel, expert_parallel=o.decode_gpus if prod else
                  (o.gpu_count if o.attention == "dp" else 1),
                  data_parallel=o.decode_gpus if prod else (o.gpu_count if o.attention == "dp" else 1), nodes=o.nodes,
                  prefill_gpus=o.prefill_gpus if prod else None, decode_gpus=o.decode_gpus if prod else None,
                  decode_batch_per_gpu=o.batch_per_gpu if prod else None)


#: Under Automatic, each route's applied layout and its result, by scenario and layout: a redraw of the same
#: scenario (the window repaints, the PDF words it page after page) reuses them.
_APPLIED: dict[tuple, tuple[Scenario, Result]] = {}


def _plan(name: str, s: Scenario, r: Result, catalog: Catalog) -> _Plan | None:
    """The route's scenario and result: the user's layout, or under Automatic the Advisor's choice."""
    from k3desk.core.sizing import compute

    if s.hardware.gpu_count is None and s.serving.mode == "replica":   # a production layout is the user's own
        from k3desk.core.advisor.auto import automatic_choice  # deferred: the advisor, only for Automatic
        from k3desk.core.edit import apply_option

        routed = s.model_copy(update={"hardware": s.hardware.model_copy(update={"ownership": name})})
        option = automatic_choice(routed, catalog, production=True)
        if option is not None:
            key = (id(catalog), routed, option.mode, option.gpu_count, option.prefill_gpus, option.decode_gpus,
                   option.batch_per_gpu, option.attention, option.pipeline_parallel, option.formats)
            hit = _APPLIED.get(key)
            if hit is None:
                if len(_APPLIED) > 32:
                    _APPLIED.clear()
                applied = apply_option(routed, option, catalog)
                hit = _APPLIED[key] = (applied, compute(applied))
            s, r = hit
    if not (r.fit.fits and r.fit.deployable):
        return None
    tokens = r.cost.replica_tokens_per_month * active_share(s)   # the volume is carried in the active window
    t = r.throughput.decode_total
    lo, hi = (tokens * t.low / t.value, tokens * t.high / t.value) if t.value > 0 else (tokens, tokens)
    return _Plan(name, s, r, tokens, (lo, hi))


def _rent_range(s: Scenario, catalog: Catalog) -> tuple[float, float]:
    """The rental price's low and high as factors on the scenario's price (the catalog's sourced range)."""
    price, p = s.hardware.price_per_gpu_hour, catalog.gpu_prices.get(s.hardware.gpu.id)
    if price is None or p is None or price <= 0:
        return 1.0, 1.0
    return min(1.0, p.low / price), max(1.0, p.high / price)


# -- the decision ---------------------------------------------------------------------------------
def decide(s: Scenario, r: Result, catalog: Catalog | None = None) -> Decision:
    cat = catalog or load_catalog()
    volume, horizon = s.workload.tokens_per_month, s.pricing.horizon_months
    plans = {name: _plan(name, s, r, cat) for name in SELF_HOST}
    rent_lo, rent_hi = _rent_range(s, cat)
    corners = {"mid": (None, 1.0), "slow": ("lo", 1.0), "fast": ("hi", 1.0),
               "cheap rental": (None, rent_lo), "dear rental": (None, rent_hi),
               "slow, cheap rental": ("lo", rent_lo), "fast, dear rental": ("hi", rent_hi),
               "slow, dear rental": ("lo", rent_hi), "fast, cheap rental": ("hi", rent_lo)}

    def corner(plan: _Plan, key) -> Corner:
        speed, rent = key
        tokens = plan.replica_tokens if speed is None else plan.band[0 if speed == "lo" else 1]
        return Corner(tokens, rent)

    abroad = _abroad(s)
    api_flows = None if "api" in abroad else _api_flows(s, volume)
    npvs: dict[str, dict[str, float]] = {c: {} for c in corners}
    routes: dict[str, Route] = {}
    if "api" in abroad:
        routes["api"] = Route("api", False, DATA_ABROAD)
    elif api_flows is None:
        routes["api"] = Route("api", False, NO_API_PRICE)
    else:
        routes["api"] = Route("api", True, usd_per_month=api_flows[1], usd_per_month_band=(api_flows[1],) * 2,
                              cash_flows_usd=api_flows, term_usd=sum(api_flows),
                              term_usd_band=(sum(api_flows),) * 2, npv_usd=_npv(api_flows, s.finance.discount_rate_per_year))
        for c in corners:
            npvs[c]["api"] = _npv(api_flows, s.finance.discount_rate_per_year)
    for name, plan in plans.items():
        missing = NO_RENTAL_PRICE if name == "rent" else NO_PURCHASE_PRICE
        if name in abroad:
            routes[name] = Route(name, False, DATA_ABROAD)
            plans[name] = None   # nor does it count for the break-even
            continue
        if plan is None:
            routes[name] = Route(name, False, DOES_NOT_FIT)
            continue
        # an owned route does not depend on the rental price: its corners repeat, each is costed once
        points = {c: corner(plan, k if name == "rent" else (k[0], 1.0)) for c, k in corners.items()}
        costed = {p: _self_host_flows(plan, volume, p) for p in set(points.values())}
        flows = {c: costed[p] for c, p in points.items()}
        if flows["mid"] is None:
            routes[name] = Route(name, False, missing, layout=_layout(plan.s, plan.r))
            continue
        kept = 1 - shield_rate(s)   # the monthly view after the income-tax shield when it applies
        per = priced(_monthly(plan)) * kept
        counts = {c: fleet_for(s, volume, corner(plan, k).replica_tokens) for c, k in corners.items()}
        # every corner has the mid corner's prices (only the replica capacity and rental factor move)
        monthly = {c: (counts[c] * priced(_monthly(plan, corners[c][1])) + _staff(s)) * kept for c in corners}
        terms = {c: sum(priced(f)) for c, f in flows.items()}
        for c in corners:
            npvs[c][name] = _npv(flows[c], s.finance.discount_rate_per_year)
        routes[name] = Route(
            name, True, layout=_layout(plan.s, plan.r), replicas=counts["mid"],
            replicas_band=(min(counts.values()), max(counts.values())), usd_per_month_per_replica=per,
            usd_per_month=monthly["mid"], usd_per_month_band=(min(monthly.values()), max(monthly.values())),
            cash_flows_usd=flows["mid"], term_usd=terms["mid"], term_usd_band=(min(terms.values()), max(terms.values())),
            npv_usd=npvs["mid"][name], replica_tokens_per_month=plan.replica_tokens)
    routes["hybrid"] = _hybrid(s, plans, routes)
    if routes["hybrid"].available:   # costed at the middle of the ranges (its split is searched there)
        for c in corners:
            npvs[c]["hybrid"] = priced(routes["hybrid"].npv_usd)

    ranked = sorted((rt for rt in routes.values() if rt.available), key=lambda rt: priced(rt.npv_usd))
    winner = ranked[0].name if ranked else None
    runner = ranked[1].name if len(ranked) > 1 else None
    at = {c: min(v, key=v.__getitem__) for c, v in npvs.items() if v}
    holds = len(set(at.values())) <= 1
    by_month = [rt for rt in ranked if rt.usd_per_month is not None]
    be = _break_even(s, plans, corner_key=(None, 1.0), corner=corner)
    be_band = [x for x in (_break_even(s, plans, ("hi", 1.0), corner), be, _break_even(s, plans, ("lo", 1.0), corner))
               if x is not None]
    return Decision(
        horizon_months=horizon, tokens_per_month=volume, routes=routes, winner=winner, runner_up=runner,
        margin_npv_usd=priced(ranked[1].npv_usd) - priced(ranked[0].npv_usd) if runner else None,
        margin_term_usd=priced(ranked[1].term_usd) - priced(ranked[0].term_usd) if runner else None,
        holds_across_band=holds,
        flips_at=None if holds or winner is None else _flips_at(s, plans, routes, winner, at),
        break_even_tokens_per_month=be,
        break_even_band=(min(be_band), max(be_band)) if be is not None and be_band else None,
        monthly_winner=min(by_month, key=lambda rt: priced(rt.usd_per_month)).name if by_month else None,
        payback_month=_payback(routes),
        corners=at, payback_vs={k: _payback(routes, (k,)) for k in ("api", "rent")},
        taxes_applied=tuple(taxes_applied(s)), discount_rate_per_year=s.finance.discount_rate_per_year,
        scenarios={k: p.s if p.s.hardware.ownership == k else
                   p.s.model_copy(update={"hardware": p.s.hardware.model_copy(update={"ownership": k})})
                   for k, p in plans.items() if p is not None},
        **_at_scale(s, plans, routes, cat))


def _at_scale(s: Scenario, plans: dict, routes: dict[str, Route], cat: Catalog) -> dict:
    """Under Automatic, from the per-GPU layout table (``advise_auto.layout_table``): each self-host
    route's cheapest fleet at every volume of the cost chart, and the first volume from which a production
    layout (disaggregated, wide-ep) costs less per token than the API, in the monthly view."""
    if s.hardware.gpu_count is not None or s.serving.mode != "replica":
        return {}
    import numpy as np  # deferred: only the Automatic count needs it (the core's import stays light)

    from k3desk.core.advisor.auto import layout_table
    from k3desk.core.money.cost import CURVE_TOKENS

    price = api_usd_per_token(s)
    api = routes["api"].available and price is not None
    curves: dict[str, tuple[float, ...]] = {}
    first: dict[str, dict] = {}
    for name, plan in plans.items():
        rt = routes.get(name)
        if plan is None or rt is None or not rt.available or rt.usd_per_month_per_replica is None:
            continue
        routed = s.model_copy(update={"hardware": s.hardware.model_copy(update={"ownership": name})})
        table = layout_table(routed, cat)
        if not table:
            continue
        # the route's taxes and running costs scale with the GPUs: the same factor on every layout of the type
        factor = rt.usd_per_month_per_replica / plan.gpus
        gpus = np.array([o.gpu_count for o in table], dtype=float)
        cap = np.array([o.replica_tokens for o in table], dtype=float)
        need = np.maximum(1.0, np.ceil(np.asarray(CURVE_TOKENS)[:, None] * peak_factor(s) / cap[None, :]))
        fleet = gpus[None, :] * need   # GPUs each layout needs at each volume (the Advisor's rule: ceil)
        pick = np.argmin(fleet, axis=1)
        rows = np.arange(len(CURVE_TOKENS))
        best = list((fleet[rows, pick] + s.hardware.spare_replicas * gpus[pick]) * factor)
        layouts = [table[i] for i in pick]
        curves[name] = tuple(float(b) for b in best)
        if not api:
            continue
        landed = priced(price) * service_factor(s, s.pricing.api_provider_location) * (1 - shield_rate(s))
        small = np.array([not o.production for o in table])
        for i, (v, cost, o) in enumerate(zip(CURVE_TOKENS, best, layouts, strict=True)):
            if o.production and cost / v < landed:
                # the layout's share of the gap: the cheapest single replica of the same GPU type at that volume
                replica = None
                if small.any():
                    k = int(np.argmin(np.where(small, fleet[i], np.inf)))
                    replica = float((fleet[i, k] + s.hardware.spare_replicas * gpus[k]) * factor / v * 1e6)
                first[name] = {"route": name, "replica_usd_per_mtok": replica, "tokens_per_month": v, "usd_per_mtok": cost / v * 1e6,
                         "api_usd_per_mtok": landed * 1e6, "layout": o}
                break
    return {"best_curves": curves, "production_from": first}


def _abroad(s: Scenario) -> set[str]:
    """The routes data residency removes: the API and a rental whose provider processes data abroad."""
    if not s.constraints.data_in_brazil:
        return set()
    return {k for k, where in (("api", s.pricing.api_provider_location), ("rent", s.pricing.rental_provider_location))
            if where == "abroad"}


def _overflow(s: Scenario, volume: float, capacity: float) -> float:
    """The month's tokens above a base fleet's ``capacity`` under the daily profile (the integral of
    the profile above that line): the peak hours at ``peak_to_average`` × the average, the rest of the
    day at the level that keeps the monthly average."""
    w = s.workload
    h, p = w.peak_hours_per_day, w.peak_to_average
    if h <= 0:
        return max(0.0, volume - capacity)
    low = (24 - p * h) / (24 - h) * volume
    return h / 24 * max(0.0, p * volume - capacity) + (24 - h) / 24 * max(0.0, low - capacity)


def _hybrid(s: Scenario, plans: dict, routes: dict[str, Route]) -> Route:
    """A base fleet (the cheaper self-hosted route's layout) for the base load and the API for what the
    daily profile puts above it: the number of base replicas with the lowest present value; offered only
    when a real split (at least one replica, an API share strictly between 0 and 1) beats both pure routes."""
    api = routes["api"]
    live = [routes[k] for k in SELF_HOST if routes[k].available]
    if not api.available or not live:
        return Route("hybrid", False, NOT_MODELLED)
    if s.workload.peak_hours_per_day <= 0 or s.workload.peak_to_average <= 1:
        return Route("hybrid", False, NO_PEAKS)
    rate, horizon = s.finance.discount_rate_per_year, s.pricing.horizon_months
    price = priced(api_usd_per_token(s))
    w = service_factors(s, s.pricing.api_provider_location)   # dated taxes abroad, month by month
    best_pure = min(priced(rt.npv_usd) for rt in (api, *live))
    best: Route | None = None
    months = [volume_at(s, m) for m in range(1, horizon + 1)]
    for base in live:
        plan = plans[base.name]
        cap = plan.replica_tokens
        pure = priced(base.replicas) - s.hardware.spare_replicas
        for k in range(1, max(1, pure)):
            over = [_overflow(s, v, k * cap) for v in months]
            api_part = expensed(s, (0.0, *(o * price * w[m] * api_price_at(s, m) for m, o in enumerate(over, start=1))))
            own = _fleet_flows(plan, [k + s.hardware.spare_replicas] * horizon)   # the base is held all term
            if own is None:
                break
            flows = tuple(a + b for a, b in zip(api_part, own, strict=True))
            npv = _npv(flows, rate)
            share = over[0] / months[0] if months[0] > 0 else 0.0
            if 0 < share < 1 and npv < best_pure and (best is None or npv < priced(best.npv_usd)):
                best = Route("hybrid", True, layout=base.layout, replicas=k + s.hardware.spare_replicas,
                             replicas_band=(k + s.hardware.spare_replicas,) * 2,
                             usd_per_month_per_replica=base.usd_per_month_per_replica, usd_per_month=flows[1],
                             usd_per_month_band=(flows[1], flows[1]), cash_flows_usd=flows, term_usd=sum(flows),
                             term_usd_band=(sum(flows), sum(flows)), npv_usd=npv,
                             replica_tokens_per_month=cap, owned_replicas=k, api_share=share, base=base.name)
    return best or Route("hybrid", False, NO_BETTER_SPLIT)


def _payback(routes: dict[str, Route], against: tuple[str, ...] = ("api", "rent")) -> int | None:
    """The month from which buying has cost no more in total than the cheaper of ``against`` (renting
    and the API), through the end of the term (a later purchase can lift it above again: that is no payback)."""
    own = routes["own"]
    others = [routes[k] for k in against if routes[k].available]
    if not own.available or not others:
        return None
    def cumulative(flows):
        out, total = [], 0.0
        for f in flows:
            total += f
            out.append(total)
        return out
    mine, rival = cumulative(own.cash_flows_usd), [min(v) for v in zip(*(cumulative(o.cash_flows_usd) for o in others), strict=False)]
    month = None
    for m in range(len(mine) - 1, -1, -1):
        if mine[m] > rival[m] + 1e-6:
            break
        month = m
    return month


def _flips_at(s: Scenario, plans: dict, routes: dict[str, Route], winner: str, at: dict[str, str]) -> dict:
    """The input and value at which the winner changes: the rental price (exact, the rent route is
    linear in it) when a rental corner flips it, else the speed (bisected within the band)."""
    rent = routes.get("rent")
    flipped = {c for c, w in at.items() if w != winner}
    if rent is not None and rent.available and any("rental" in c for c in flipped):
        price = s.hardware.price_per_gpu_hour
        assert price is not None, "an available rent route has a rental price"
        other = min(priced(routes[k].npv_usd) for k in ("api", "own") if routes[k].available) if winner == "rent" \
            else priced(routes[winner].npv_usd)
        return {"input": "rental_price_per_gpu_hour", "value": price * other / priced(rent.npv_usd)}
    # the speed: the replica capacity at which the winner changes, as decode tokens/s per replica
    side = "lo" if any(c.startswith("slow") for c in flipped) else "hi"
    plan = next(p for p in plans.values() if p is not None)
    a, b = plan.replica_tokens, plan.band[0 if side == "lo" else 1]

    def winner_at(tokens: float) -> str:
        values = {k: priced(routes[k].npv_usd) for k in routes if k == "api" and routes[k].available}
        for name, p in plans.items():
            if p is not None and routes[name].available:
                f = _self_host_flows(p, s.workload.tokens_per_month, Corner(tokens * p.replica_tokens / plan.replica_tokens))
                values[name] = _npv(f, s.finance.discount_rate_per_year)
        return min(values, key=values.__getitem__)

    for _ in range(40):
        mid = math.sqrt(a * b)
        a, b = (mid, b) if winner_at(mid) == winner else (a, mid)
    speed = plan.r.throughput.decode_total.value * b / plan.replica_tokens
    return {"input": "decode_tokens_per_s_per_replica", "value": speed}


def _break_even(s: Scenario, plans, corner_key, corner) -> float | None:
    """The smallest monthly volume from which the cheapest self-host route costs no more than the API
    over the term (present values), replica steps included; None when out of reach."""
    live = [p for p in plans.values() if p is not None]
    if not live or api_usd_per_token(s) is None or "api" in _abroad(s):
        return None
    rate = s.finance.discount_rate_per_year
    if s.workload.volume_growth_per_month == 0 and s.pricing.api_price_change_per_year == 0:
        # Steady months: a fleet of k replicas costs F + k·U in present value (F: staff and the one-off
        # implementation; U: one replica), the API a·v for v tokens a month, and v needs
        # n(v) = ceil(v / c) + spares replicas (c: what one replica carries at the peak hour). Within the
        # step of k replicas the API catches up at v_k = (F + k·U) / a, which counts when that step
        # carries it (v_k <= (k - spares)·c); the first such k is the break-even, found in closed form.
        a = _npv(_api_flows(s, 1.0), rate)
        spares, found = s.hardware.spare_replicas, []
        for p in live:
            point = corner(p, corner_key)
            none, one = _fleet_flows(p, [0] * s.pricing.horizon_months, point.rent_price_factor), \
                _fleet_flows(p, [1] * s.pricing.horizon_months, point.rent_price_factor)
            if none is None or one is None or a <= 0:
                continue
            fixed, unit, cap = _npv(none, rate), _npv(one, rate) - _npv(none, rate), point.replica_tokens / peak_factor(s)
            k = spares + 1
            if unit < a * cap:   # each replica saves more than it costs: the gap closes step by step
                k = max(k, math.ceil((fixed + spares * cap * a) / (cap * a - unit) - 1e-9))
            v = (fixed + k * unit) / a
            if v <= (k - spares) * cap * (1 + 1e-12):
                found.append(v)
        return min(found) if found else None

    def gap(v: float) -> float:   # API minus the cheapest self-host route
        best = [_npv(f, s.finance.discount_rate_per_year) for p in live if (f := _self_host_flows(p, v, corner(p, corner_key))) is not None]
        return _npv(_api_flows(s, v), s.finance.discount_rate_per_year) - min(best) if best else -math.inf

    return first_crossing(gap, *_VOLUMES, points=131, rel_tol=1e-7, rounds=50)


def api_reference(s: Scenario) -> tuple[float, float] | None:
    """The API's landed cost for the scenario's volume: (month 1, the whole term), USD; None unpriced."""
    flows = _api_flows(s, s.workload.tokens_per_month)
    return None if flows is None else (flows[1], sum(flows))


# -- the --json shape -------------------------------------------------------------------------------
def _band(b) -> list | None:
    return None if b is None else [b[0], b[1]]


def route_json(rt: Route) -> dict:
    layout = None if rt.layout is None else {
        "mode": rt.layout.mode, "gpu_count": rt.layout.gpu_count, "tensor_parallel": rt.layout.tensor_parallel,
        "pipeline_parallel": rt.layout.pipeline_parallel, "expert_parallel": rt.layout.expert_parallel,
        "data_parallel": rt.layout.data_parallel, "nodes": rt.layout.nodes,
        "prefill_gpus": rt.layout.prefill_gpus, "decode_gpus": rt.layout.decode_gpus,
        "decode_batch_per_gpu": rt.layout.decode_batch_per_gpu, "production_scale": rt.layout.production}
    return {"available": rt.available, "reason": rt.reason or None, "layout": layout, "replicas": rt.replicas,
            "replicas_band": _band(rt.replicas_band), "usd_per_month_per_replica": rt.usd_per_month_per_replica,
            "usd_per_month": rt.usd_per_month, "usd_per_month_band": _band(rt.usd_per_month_band),
            "cash_flows_usd": list(rt.cash_flows_usd) if rt.available else None, "term_usd": rt.term_usd,
            "term_usd_band": _band(rt.term_usd_band), "npv_usd": rt.npv_usd,
            "replica_tokens_per_month": rt.replica_tokens_per_month,
            **({"owned_replicas": rt.owned_replicas, "api_share": rt.api_share, "base": rt.base}
               if rt.name == "hybrid" else {})}


def decision_json(d: Decision) -> dict:
    """The ``decision`` object of ``calc --json`` (USD; ``null`` where a route or a figure does not apply)."""
    flip = None if d.flips_at is None else {"winner": d.winner, "runner_up": d.runner_up, **d.flips_at}
    return {"horizon_months": d.horizon_months, "tokens_per_month": d.tokens_per_month,
            "routes": {k: route_json(v) for k, v in d.routes.items()}, "winner": d.winner,
            "runner_up": d.runner_up, "margin_npv_usd": d.margin_npv_usd, "margin_term_usd": d.margin_term_usd,
            "holds_across_band": d.holds_across_band, "flips_at": d.flips_at,
            "break_even_tokens_per_month": d.break_even_tokens_per_month,
            "break_even_band": _band(d.break_even_band), "break_even_reachable": d.break_even_reachable,
            "monthly_winner": d.monthly_winner, "payback_month": d.payback_month, "flip": flip,
            "taxes_applied": list(d.taxes_applied), "discount_rate_per_year": d.discount_rate_per_year,
            "production_from": {route: {**{k: v for k, v in at.items() if k != "layout"},
                                        "layout": at["layout"].to_json()["serving"], "gpu_count": at["layout"].gpu_count}
                                for route, at in d.production_from.items()}}
