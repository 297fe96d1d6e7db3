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
  route wins at every corner.
- **winner**: the available route with the lowest present value; runner-up and margins. A route left
  out (``reason``: data kept in Brazil, no price, no layout that fits) is never ranked, never in a
  corner, a flip or the break-even; with one route left it is the winner, with no runner-up.
- **break-even**: the first monthly volume, held over the term with its growth, from which the cheapest
  self-host route's present value is no more than the API's, replica steps included (``None``: out of
  reach, or the API is out) — ``flips.break_even``. Where the two cost within a few percent of each
  other above it, the API can be cheaper again a replica step later: ``break_even_alternates_until``
  is then the last volume where it is (``flips.alternates_until``).
- **flips**: for each input a buyer can set, the value at which the winner changes and the winner
  after, on the same basis (``flips.flips``).
- **growth**: each self-hosted route's fleet in month 1 (``replicas``) and in the term's last month
  (``replicas_final``).
- **layout**: whether a route uses the scenario's own layout (``scenario_layout``); with a fixed GPU
  count, ``cheaper_layout`` names the cheapest layout of the GPU type when the scenario's own costs at
  least 1.5× it (``CHEAPER_LAYOUT``).

Pure and Qt-free; every amount is USD.
"""

from __future__ import annotations

import functools
import operator
from dataclasses import dataclass, field
from typing import TypeVar

import numpy as np

from k3desk.core.catalog import Catalog, load_catalog
from k3desk.core.memo import remembered
from k3desk.core.money import flips as flipping
from k3desk.core.money.cashflow import active_share, committed_counts, expensed, owned_flows, shield_rate
from k3desk.core.money.cost import api_usd_per_token, own_per_month, replicas_for
from k3desk.core.money.market import Market
from k3desk.core.money.taxes import service_factor, service_factors, taxes_applied
from k3desk.core.money.tco import api_price_at, grown_volume, replica_purchase_usd, replica_server_usd, volume_at
from k3desk.core.money.valuation import (
    Fleet,
    api_weights,
    discounts,
    hybrid_best,
    local_usd,
    maintenance_usd,
    peak_factor,
    rent_month_usd,
    staff_usd,
    with_spares,
)
from k3desk.core.operations.energy import fleet_kw, over_facility, racks
from k3desk.core.result import Result
from k3desk.core.scenario import Scenario
from k3desk.core.speed.latency import capacity_for, replica_floor

ROUTES = ("api", "rent", "own", "hybrid")
SELF_HOST = ("rent", "own")
#: Stable ids of why a route is unavailable (the figures layer words them).
NO_API_PRICE, NO_RENTAL_PRICE, NO_PURCHASE_PRICE = "api_price", "rental_price", "purchase_price"
DOES_NOT_FIT, NOT_MODELLED = "does_not_fit", "hybrid_not_modelled"
DATA_ABROAD = "data_abroad"           # constraints.data_in_brazil and the route processes data abroad
FACILITY_POWER = "facility_power"     # an owned fleet draws more than constraints.facility_kw (or a rack holds)
LATENCY_TARGET = "latency_target"     # no replica of the layout meets the first-token or per-token target
NO_PEAKS = "hybrid_no_peaks"          # no daily profile: a base fleet carries everything or nothing
NO_BETTER_SPLIT = "hybrid_no_better"  # no split beats both pure routes
#: The discount rate until finance adds one (effective annual).
DISCOUNT_RATE = 0.0
#: The scenario's own layout is named costly from this many times the cheapest layout of its GPU type.
CHEAPER_LAYOUT = 1.5
_T = TypeVar("_T")
Flip = flipping.Flip


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
    replicas_final: int | None = None  # self-hosted: the fleet in the term's last month (growth: more than month 1)
    scenario_layout: bool | None = None  # self-hosted: the scenario's own layout (False: Automatic chose it)
    #: self-hosted: the spares in month 1 (the buyer's, or more for a required availability), the share of the
    #: time the month-1 fleet carries its peak (``availability``), its rated draw in month 1 and at its
    #: largest (kW, before PUE: ``energy``) and the racks it takes under a per-rack limit
    spares: int | None = None
    availability_percent: float | None = None
    fleet_kw: float | None = None
    fleet_kw_final: float | None = None
    racks: int | None = None
    replica_floor: int = 0  # self-hosted: the fewest replicas a stated peak rate needs, whatever the volume


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
    break_even_tokens_per_month: float | None
    break_even_band: tuple[float, float] | None
    monthly_winner: str | None  # the cheapest route by month-1 cost (an owned route amortised)
    payback_month: int | None  # from this month to the end buying has cost no more than the cheaper other route
    corners: dict[str, str] = field(default_factory=dict)  # corner name -> winner there
    payback_vs: dict[str, int | None] = field(default_factory=dict)  # "api" | "rent" -> buying's payback month
    taxes_applied: tuple[dict, ...] = ()   # each tax row used on payments abroad, with its rate and source
    discount_rate_per_year: float = 0.0
    #: above the break-even, the last volume at which the API is cheaper again (the two alternate with the
    #: replica steps between the break-even and it); None: from the break-even on self-hosting stays no dearer
    break_even_alternates_until: float | None = None
    #: each self-host route's scenario (its layout under Automatic): what its legacy term figures are asked on
    scenarios: dict[str, Scenario] = field(default_factory=dict, repr=False, compare=False)
    #: each self-host route's result where its scenario (``scenarios``) is the one it was computed on
    results: dict[str, Result] = field(default_factory=dict, repr=False, compare=False)
    #: under Automatic: each self-host route's fleet a month (before staff) at every volume of the cost
    #: chart (``cost.CURVE_TOKENS``), the cheapest layout of the GPU type at each volume
    best_curves: dict[str, tuple[float, ...]] = field(default_factory=dict, repr=False, compare=False)
    #: under Automatic, per self-host route: from which monthly volume a production layout of the GPU type
    #: costs less per token than the API (monthly view): {"route", "tokens_per_month", "usd_per_mtok",
    #: "api_usd_per_mtok", "layout"}; a route without such a volume in the chart's range is absent
    production_from: dict[str, dict] = field(default_factory=dict, compare=False)
    #: with a fixed GPU count: the cheapest layout of the GPU type for the cheaper self-hosted route when the
    #: scenario's own costs at least ``CHEAPER_LAYOUT`` times it: {"route", "layout" (an Advisor option),
    #: "usd" (its present value over the term), "ratio"}; None otherwise
    cheaper_layout: dict | None = field(default=None, compare=False)
    #: the routes re-valued at other volumes (the cost chart's term curves, ``term_curves``)
    market: Market | None = field(default=None, repr=False, compare=False)
    #: the scenario the flips are searched from (None: a decision without detail states no flip)
    flips_from: Scenario | None = field(default=None, repr=False, compare=False)

    @functools.cached_property
    def flips(self) -> tuple[Flip, ...]:
        """What would change the winner, nearest first (``flips.flips``), on the winner's basis. Searched
        when first read, not on every edit: the window reads it only where the answer does not hold
        across the ranges, the reports and the workbook always."""
        if self.flips_from is None or self.market is None:
            return ()
        return flipping.flips(self.market, self.flips_from, self.winner)

    @property
    def break_even_reachable(self) -> bool:
        """A threshold the buyer can reach and stay past: a break-even above which self-hosting is no dearer
        at every volume (False when there is none, or when the API is cheaper again above it: then the two
        alternate up to ``break_even_alternates_until`` and the break-even is a first crossing, not a line)."""
        return self.break_even_tokens_per_month is not None and not self.break_even_alternates

    @property
    def break_even_alternates(self) -> bool:
        """Above the break-even the API is cheaper again somewhere: no clean threshold."""
        return self.break_even_alternates_until is not None


# -- one route's money ----------------------------------------------------------------------------
@dataclass(frozen=True)
class _Plan:
    """What a self-host route needs to be costed at any volume: its scenario, result and prices."""

    name: str
    s: Scenario
    r: Result
    replica_tokens: float
    band: tuple[float, float]  # replica capacity at the speed band's low and high
    floor: int = 0  # the fewest replicas a stated peak rate needs (-1: no replica meets a latency target)

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


def replica_month_usd(s: Scenario, route: str, gpus: int, rent_factor: float = 1.0) -> float | None:
    """One replica of ``gpus`` GPUs in month 1 on a self-hosted ``route``: the rental (with the taxes abroad)
    or the owned replica amortised with its power, hosting and maintenance; None when its price is unknown.
    Before staff and the income-tax shield (:func:`fleet_month_usd`)."""
    h = s.hardware
    if route == "rent":
        month = _rent_month(s, gpus)
        return None if month is None else month * rent_factor * service_factor(s, s.pricing.rental_provider_location)
    buy = replica_purchase_usd(s, gpus)   # the scenario's price, else the catalog's: as the cash flows
    if buy is None:
        return None
    _, _, power = own_per_month(s, gpus)
    return buy / (h.amortization_years * 12) + power + gpus * h.hosting_per_gpu_month + _maintenance(s, gpus)


def fleet_month_usd(s: Scenario, replicas, replica_month: float):
    """A self-hosted route's ``usd_per_month``: ``replicas`` (a number or an array) at ``replica_month``
    each (:func:`replica_month_usd`), plus the staff, after the income-tax shield when it applies."""
    return (replicas * replica_month + _staff(s)) * (1 - shield_rate(s))


def _monthly(plan: _Plan, rent_factor: float = 1.0) -> float | None:
    """One replica's month-1 cost on the plan's route (:func:`replica_month_usd`)."""
    return replica_month_usd(plan.s, plan.name, plan.gpus, rent_factor)


_rent_month, _local_usd, _staff, _maintenance = rent_month_usd, local_usd, staff_usd, maintenance_usd


def fleet_for(s: Scenario, volume: float, replica_tokens: float, gpus: int | None = None, floor: int = 0) -> int:
    """Replicas (units of a production layout) for a monthly volume: sized for the peak hour, never fewer than
    ``floor`` (what a stated peak rate needs, ``latency.replica_floor``), plus the spares
    (``valuation.with_spares``: the buyer's, or what a required availability needs for a replica of ``gpus``
    GPUs, the route's by default); a fixed number of units (``serving.units``) stays fixed."""
    load = s.serving.units if s.serving.units is not None else \
        max(replicas_for(volume * peak_factor(s), replica_tokens), floor)
    if s.constraints.availability_percent is None:
        return load + s.hardware.spare_replicas
    return int(with_spares(s, np.array([float(load)]), replica_gpus(s) if gpus is None else gpus)[0])


def replica_gpus(s: Scenario) -> int:
    """GPUs of one replica (one unit of a production layout) of the scenario as it is laid out."""
    if s.hardware.gpu_count is not None:
        return s.hardware.gpu_count
    return max(1, (s.serving.prefill_gpus or 0) + (s.serving.decode_gpus or 0))


def _self_host_flows(plan: _Plan, volume: float, corner: Corner) -> tuple[float, ...] | None:
    s, horizon = plan.s, plan.s.pricing.horizon_months
    if s.workload.volume_growth_per_month == 0:   # a flat volume: one fleet every month (computed once)
        counts = [fleet_for(s, grown_volume(s, 1, volume), corner.replica_tokens, plan.gpus, plan.floor)] * horizon
    else:
        counts = [fleet_for(s, grown_volume(s, m, volume), corner.replica_tokens, plan.gpus, plan.floor)
                  for m in range(1, horizon + 1)]
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
#: Under Automatic with a stated peak rate, each table layout's fewest replicas, by the scenario but its volume.
_FLOORS: dict[tuple, int] = {}


def _applied(routed: Scenario, option, catalog: Catalog, measurements: tuple = ()) -> tuple[Scenario, Result]:
    """A layout of the per-GPU table applied to the route's scenario, and its result (remembered)."""
    from k3desk.core.edit import apply_option
    from k3desk.core.sizing import compute

    key = (id(catalog), measurements, routed, option.mode, option.gpu_count, option.prefill_gpus, option.decode_gpus,
           option.batch_per_gpu, option.attention, option.pipeline_parallel, option.formats)

    def make() -> tuple[Scenario, Result]:
        applied = apply_option(routed, option, catalog)
        return applied, compute(applied, catalog, measurements=measurements)

    return remembered(_APPLIED, key, make, 32)


def _plan(name: str, s: Scenario, r: Result, catalog: Catalog, measurements: tuple = ()) -> _Plan | None:
    """The route's scenario and result: the user's layout, or under Automatic the Advisor's choice (its
    speed anchored on the buyer's ``measurements`` as the scenario's own is)."""
    if s.hardware.gpu_count is None and s.serving.mode == "replica":   # a production layout is the user's own
        from k3desk.core.advisor.auto import automatic_choice  # deferred: the advisor, only for Automatic

        routed = _routed(s, name)
        option = automatic_choice(routed, catalog, production=True, measurements=measurements)
        if option is not None:
            s, r = _applied(routed, option, catalog, measurements)
    if not (r.fit.fits and r.fit.deployable):
        return None
    tokens = r.cost.replica_tokens_per_month * active_share(s)   # the volume is carried in the active window
    t = r.throughput.decode_total
    lo, hi = (tokens * t.low / t.value, tokens * t.high / t.value) if t.value > 0 else (tokens, tokens)
    # the peak rate within the latency targets (docs/domain.md, "Latency under load"): a replica may be counted for less
    capped = capacity_for(s, r.service, tokens)
    if capped < tokens:
        f = capped / tokens
        tokens, lo, hi = capped, lo * f, hi * f
    floor = replica_floor(s, r.service)
    return _Plan(name, s, r, tokens if floor >= 0 else 0.0, (lo, hi), max(floor, 0))


def _rent_range(s: Scenario, catalog: Catalog) -> tuple[float, float]:
    """The rental price's low and high as factors on the scenario's price (the catalog's sourced range)."""
    price, p = s.hardware.price_per_gpu_hour, catalog.gpu_prices.get(s.hardware.gpu.id)
    if price is None or p is None or price <= 0:
        return 1.0, 1.0
    return min(1.0, p.low / price), max(1.0, p.high / price)


# -- the decision ---------------------------------------------------------------------------------
def _automatic(s: Scenario) -> bool:
    """The GPU count is Automatic: each self-host route takes the Advisor's layout of the GPU type."""
    return s.hardware.gpu_count is None and s.serving.mode == "replica"


def _routed(s: Scenario, name: str) -> Scenario:
    return s.model_copy(update={"hardware": s.hardware.model_copy(update={"ownership": name})})


def decide(s: Scenario, r: Result, catalog: Catalog | None = None, detail: bool = True,
           measurements: tuple = ()) -> Decision:
    """The decision for the scenario. ``detail`` False: the routes, the winner and the corners only (no
    break-even, flips, payback against each route or layout hint), for a caller that re-decides many
    variants (the sensitivity). ``measurements``: the buyer's runs ``r`` was computed with, so a layout
    Automatic chooses is anchored like the scenario's own."""
    cat = catalog or load_catalog()
    volume, horizon = s.workload.tokens_per_month, s.pricing.horizon_months
    rate = s.finance.discount_rate_per_year
    disc, flat = discounts(rate, horizon), discounts(0.0, horizon)
    abroad = _abroad(s)
    plans = {name: None if name in abroad else _plan(name, s, r, cat, measurements) for name in SELF_HOST}
    rent_lo, rent_hi = _rent_range(s, cat)
    corners = {"mid": (None, 1.0), "slow": ("lo", 1.0), "fast": ("hi", 1.0),
               "cheap rental": (None, rent_lo), "dear rental": (None, rent_hi),
               "slow, cheap rental": ("lo", rent_lo), "fast, dear rental": ("hi", rent_hi),
               "slow, dear rental": ("lo", rent_hi), "fast, cheap rental": ("hi", rent_lo)}

    def corner(plan: _Plan, key) -> Corner:
        speed, rent = key
        tokens = plan.replica_tokens if speed is None else plan.band[0 if speed == "lo" else 1]
        return Corner(tokens, rent)

    api_flows = None if "api" in abroad else _api_flows(s, volume)
    npvs: dict[str, dict[str, float]] = {c: {} for c in corners}
    routes: dict[str, Route] = {}
    fleets: dict[str, Fleet] = {}
    if "api" in abroad:
        routes["api"] = Route("api", False, DATA_ABROAD)
    elif api_flows is None:
        routes["api"] = Route("api", False, NO_API_PRICE)
    else:
        npv = _npv(api_flows, rate)
        routes["api"] = Route("api", True, usd_per_month=api_flows[1], usd_per_month_band=(api_flows[1],) * 2,
                              cash_flows_usd=api_flows, term_usd=sum(api_flows),
                              term_usd_band=(sum(api_flows),) * 2, npv_usd=npv)
        for c in corners:
            npvs[c]["api"] = npv
    names = list(corners)
    for name, plan in plans.items():
        missing = NO_RENTAL_PRICE if name == "rent" else NO_PURCHASE_PRICE
        if name in abroad:
            routes[name] = Route(name, False, DATA_ABROAD)
            continue
        if plan is None:
            routes[name] = Route(name, False, DOES_NOT_FIT)
            continue
        if plan.replica_tokens <= 0:   # no replica of this layout meets the latency target, whatever the fleet
            routes[name] = Route(name, False, LATENCY_TARGET, layout=_layout(plan.s, plan.r))
            plans[name] = None
            continue
        flows = _self_host_flows(plan, volume, Corner(plan.replica_tokens))
        if flows is None:
            routes[name] = Route(name, False, missing, layout=_layout(plan.s, plan.r))
            plans[name] = None
            continue
        fleet = Fleet(plan.s, name, plan.gpus, plan.replica_tokens, plan.floor)
        # every corner at once: the replica capacity and (renting) the rental price move, nothing else
        keys = [corners[c] if name == "rent" else (corners[c][0], 1.0) for c in names]
        caps = np.array([corner(plan, k).replica_tokens for k in keys])
        factors = np.array([k[1] for k in keys])
        counts = fleet.counts(np.full(len(names), volume), caps)
        largest = int(fleet.final(counts[:1])[0]) if name == "rent" else int(counts[0].max())
        if name == "own" and over_facility(plan.s, plan.gpus, largest):
            routes[name] = Route(name, False, FACILITY_POWER, layout=_layout(plan.s, plan.r), replicas=int(counts[0, 0]),
                                 replicas_final=largest, **_operations(plan, int(counts[0, 0]), largest, counts[:1]))
            plans[name] = None
            if not over_facility(plan.s, plan.gpus, 0):   # at a smaller volume it may fit: the market knows where
                fleets[name] = fleet
            continue
        fleets[name] = fleet
        values, terms = fleet.value(counts, disc, factors), fleet.value(counts, flat, factors)
        first = {c: int(n) for c, n in zip(names, counts[:, 0], strict=True)}
        per = priced(_monthly(plan)) * (1 - shield_rate(s))   # after the income-tax shield when it applies
        monthly = {c: fleet_month_usd(s, first[c], priced(_monthly(plan, corners[c][1] if name == "rent" else 1.0)))
                   for c in names}
        npv, term = _npv(flows, rate), sum(flows)
        for c, v in zip(names, values, strict=True):
            npvs[c][name] = float(v)
        npvs["mid"][name] = npv
        band_terms = [*map(float, terms), term]
        routes[name] = Route(
            name, True, layout=_layout(plan.s, plan.r), replicas=first["mid"],
            replicas_band=(min(first.values()), max(first.values())), usd_per_month_per_replica=per,
            usd_per_month=monthly["mid"], usd_per_month_band=(min(monthly.values()), max(monthly.values())),
            cash_flows_usd=flows, term_usd=term, term_usd_band=(min(band_terms), max(band_terms)),
            npv_usd=npv, replica_tokens_per_month=plan.replica_tokens,
            replicas_final=int(fleet.final(counts[:1])[0]), scenario_layout=not _automatic(s),
            replica_floor=plan.floor, **_operations(plan, first["mid"], largest, counts[:1]))
    routes["hybrid"] = _hybrid(s, plans, routes, fleets)
    if routes["hybrid"].available:   # costed at the middle of the ranges (its split is searched there)
        for c in corners:
            npvs[c]["hybrid"] = priced(routes["hybrid"].npv_usd)

    ranked = sorted((rt for rt in routes.values() if rt.available), key=lambda rt: priced(rt.npv_usd))
    winner = ranked[0].name if ranked else None
    runner = ranked[1].name if len(ranked) > 1 else None
    at = {c: min(v, key=v.__getitem__) for c, v in npvs.items() if v}
    by_month = [rt for rt in ranked if rt.usd_per_month is not None]
    tables = {}
    if _automatic(s):
        from k3desk.core.advisor.auto import layout_table  # deferred: the advisor, only for Automatic

        tables = {k: layout_table(_routed(s, k), cat, measurements) for k in fleets}
    floors = None
    if tables and s.workload.peak_requests_per_second is not None:
        no_volume = s.model_copy(update={"workload": s.workload.model_copy(update={"tokens_per_month": 0.0})})

        def floors(name: str, row: int) -> int:   # a stated rate's replicas on another layout of the table
            def make() -> int:
                applied, res = _applied(_routed(s, name), tables[name][row], cat, measurements)
                return replica_floor(applied, res.service) if res.fit.fits and res.fit.deployable else -1
            # the rate and the layout's server do not move with the volume: remembered apart from it
            return remembered(_FLOORS, (no_volume, name, row, id(cat), measurements), make)
    market = Market(s, fleets, tables, api=routes["api"].available, floors=floors)
    be = be_band = until = None
    if detail:
        be, be_band, until = _crossings(s, market, plans, cat, measurements)
    return Decision(
        horizon_months=horizon, tokens_per_month=volume, routes=routes, winner=winner, runner_up=runner,
        margin_npv_usd=priced(ranked[1].npv_usd) - priced(ranked[0].npv_usd) if runner else None,
        margin_term_usd=priced(ranked[1].term_usd) - priced(ranked[0].term_usd) if runner else None,
        holds_across_band=len(set(at.values())) <= 1,
        break_even_tokens_per_month=be, break_even_band=be_band, break_even_alternates_until=until,
        monthly_winner=min(by_month, key=lambda rt: priced(rt.usd_per_month)).name if by_month else None,
        payback_month=_payback(routes),
        corners=at, payback_vs={k: _payback(routes, (k,)) for k in ("api", "rent")} if detail else {},
        taxes_applied=tuple(taxes_applied(s)) if detail else (), discount_rate_per_year=rate,
        scenarios={k: p.s if p.s.hardware.ownership == k else _routed(p.s, k) for k, p in plans.items() if p is not None},
        results={k: p.r for k, p in plans.items() if p is not None and p.s.hardware.ownership == k},
        cheaper_layout=_cheaper_layout(s, plans, routes, fleets, cat, measurements) if detail else None, market=market,
        flips_from=s if detail else None,
        **(_at_scale(s, plans, routes, cat, measurements) if detail else {}))


#: The break-even, its band and the alternation's end on one layout per route, by the scenario but its monthly
#: volume (they are volumes themselves: the scenario's own does not move them): a dragged volume slider
#: asks for the same three at every step.
_CROSSINGS: dict[tuple, tuple] = {}


def _crossings(s: Scenario, market: Market, plans: dict, cat: Catalog, measurements: tuple
               ) -> tuple[float | None, tuple[float, float] | None, float | None]:
    """The break-even volume, its band over the speed's range and the end of the alternation above it
    (``flips.break_even``, ``flips.alternates_until``); remembered when each route keeps its layout (under
    Automatic the layouts the market starts from follow the volume)."""
    def find() -> tuple:
        be = flipping.break_even(market)
        if be is None:
            return None, None, None
        ends = [flipping.break_even(market, speed=_speeds(plans, side)) for side in (0, 1)]
        band = (min(x for x in (*ends, be) if x is not None), max(x for x in (*ends, be) if x is not None))
        return be, band, flipping.alternates_until(market, be)

    if _automatic(s):
        return find()
    fleets = tuple(sorted((k, f.gpus, f.capacity, f.least) for k, f in market.fleets.items()))
    key = (s.model_copy(update={"workload": s.workload.model_copy(update={"tokens_per_month": 0.0})}), id(cat),
           measurements, fleets, market.api, tuple(tuple(sorted(_speeds(plans, side).items())) for side in (0, 1)))
    return remembered(_CROSSINGS, key, find, 64)


def _operations(plan: _Plan, replicas: int, largest: int, counts: np.ndarray) -> dict:
    """A self-hosted route's spares, availability and draw in month 1 (``counts``: its fleet month by month at
    the middle of the ranges), its draw and racks at its largest (``availability``, ``energy``)."""
    from k3desk.core.operations.availability import fleet_of

    s, gpus = plan.s, plan.gpus
    load = s.serving.units if s.serving.units is not None else \
        replicas_for(s.workload.tokens_per_month * peak_factor(s), plan.replica_tokens)
    spares = max(0, int(counts[0, 0]) - load)
    return {"spares": spares, "availability_percent": 100 * fleet_of(s, replicas, spares, gpus),
            "fleet_kw": fleet_kw(s, gpus, replicas), "fleet_kw_final": fleet_kw(s, gpus, largest),
            "racks": racks(s, gpus, largest)}


def _speeds(plans: dict, side: int) -> dict[str, float]:
    """Each self-host route's replica capacity at one end of its speed band, over the middle's."""
    return {k: p.band[side] / p.replica_tokens for k, p in plans.items() if p is not None and p.replica_tokens > 0}


def _cheaper_layout(s: Scenario, plans: dict, routes: dict[str, Route], fleets: dict[str, Fleet],
                    cat: Catalog, measurements: tuple = ()) -> dict | None:
    """With a fixed layout: the cheapest layout of the GPU type for the cheaper self-hosted route at the
    planned volume (the Advisor's rule: the fewest GPUs for the fleet the volume needs at the peak hour),
    priced like the route, when the scenario's own layout costs at least ``CHEAPER_LAYOUT`` times it."""
    live = [routes[k] for k in SELF_HOST if routes[k].available and k in fleets]
    if _automatic(s) or not live or s.workload.peak_requests_per_second is not None:
        return None   # (a stated peak rate's replicas are not weighed on the other layouts of the table)
    best = min(live, key=lambda rt: priced(rt.npv_usd))
    from k3desk.core.advisor.auto import layout_table  # deferred: the advisor, only for this hint

    # the layouts and what each carries do not depend on prices: one table however the prices are edited
    h = s.hardware.model_copy(update={"ownership": "own", "price_per_gpu_hour": 1.0, "purchase_price_per_gpu": 1.0})
    p = s.pricing.model_copy(update={"api_input_per_mtok": None, "api_cached_input_per_mtok": None,
                                     "api_output_per_mtok": None})
    table = layout_table(s.model_copy(update={"hardware": h, "pricing": p}), cat, measurements)
    if not table:
        return None
    share, volume = active_share(plans[best.name].s), s.workload.tokens_per_month
    need = [o.gpu_count * replicas_for(volume * peak_factor(s), o.replica_tokens * share) for o in table]
    o = table[int(np.argmin(need))]
    fleet = Fleet(fleets[best.name].s, best.name, o.gpu_count, o.replica_tokens * share)
    disc = discounts(s.finance.discount_rate_per_year, s.pricing.horizon_months)
    usd = float(fleet.value(fleet.counts(np.array([volume])), disc)[0])
    ratio = priced(best.npv_usd) / usd if usd > 0 else 0.0
    if ratio < CHEAPER_LAYOUT:
        return None
    return {"route": best.name, "layout": o, "usd": usd, "ratio": ratio}


def term_curves(d: Decision, volumes) -> tuple[list[float] | None, list[float] | None]:
    """The API and the cheaper self-hosted route at each month-1 volume of ``volumes``, on the decision's
    basis spread over the term (present value ÷ months: where the two cross is the break-even); a route
    left out is None."""
    m = d.market
    if m is None:
        return None, None
    v = np.asarray(volumes, dtype=float)
    vals = m.values(len(v), volumes=v)
    months = d.horizon_months
    api = list(vals[:, 0] / months) if m.api else None
    host = m.self_hosted(vals)
    return api, list(host / months) if np.isfinite(host).all() else None


def _at_scale(s: Scenario, plans: dict, routes: dict[str, Route], cat: Catalog, measurements: tuple = ()) -> dict:
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
        table = layout_table(routed, cat, measurements)
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
        # each layout's spares: the buyer's, or what a required availability needs for that fleet
        spares = with_spares(s, need, gpus[None, :]) - need
        best = list((fleet[rows, pick] + spares[rows, pick] * gpus[pick]) * factor)
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
                    replica = float((fleet[i, k] + spares[i, k] * gpus[k]) * factor / v * 1e6)
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


def _hybrid(s: Scenario, plans: dict, routes: dict[str, Route], fleets: dict[str, Fleet]) -> Route:
    """A base fleet (the cheaper self-hosted route's layout) for the base load and the API for what the
    daily profile puts above it: the number of base replicas with the lowest present value (the first
    such number from 1 up; ``valuation.hybrid_best``); offered only when a real split (at least one
    replica, an API share strictly between 0 and 1) beats both pure routes. Left out for the reason the
    API or the self-hosted routes are."""
    api = routes["api"]
    live = [routes[k] for k in SELF_HOST if routes[k].available]
    if not api.available:
        return Route("hybrid", False, api.reason)
    if not live:
        return Route("hybrid", False, next((routes[k].reason for k in SELF_HOST if routes[k].reason), NOT_MODELLED))
    if s.workload.peak_hours_per_day <= 0 or s.workload.peak_to_average <= 1:
        return Route("hybrid", False, NO_PEAKS)
    rate, horizon = s.finance.discount_rate_per_year, s.pricing.horizon_months
    disc = discounts(rate, horizon)
    price = priced(api_usd_per_token(s))
    weights = price * api_weights(s) * disc[1:]
    best_pure = min(priced(rt.npv_usd) for rt in (api, *live))
    volume = s.workload.tokens_per_month
    pick: tuple[float, Route, int] | None = None
    for base in live:
        fleet = fleets[base.name]
        none = fleet.value(np.zeros((1, horizon)), disc)
        unit = fleet.value(np.ones((1, horizon)), disc) - none
        top = fleet.counts(np.array([volume]), spares=False, floor=0)[:, 0] - 1   # a replica fewer than the volume's peak needs
        value, ks = hybrid_best(s, np.array([volume]), np.array([fleet.capacity]), none, unit, weights, top,
                                fleet.gpus)
        if np.isfinite(value[0]) and (pick is None or value[0] < pick[0]):
            pick = (float(value[0]), base, int(ks[0]))
    if pick is None:
        return Route("hybrid", False, NO_BETTER_SPLIT)
    _, base, k = pick
    plan = plans[base.name]
    cap = plan.replica_tokens
    w = service_factors(s, s.pricing.api_provider_location)   # dated taxes abroad, month by month
    months = [volume_at(s, m) for m in range(1, horizon + 1)]
    over = [_overflow(s, v, k * cap) for v in months]
    api_part = expensed(s, (0.0, *(o * price * w[m] * api_price_at(s, m) for m, o in enumerate(over, start=1))))
    held = int(with_spares(s, np.array([float(k)]), fleet.gpus)[0])   # the base and its spares, held all term
    own = priced(_fleet_flows(plan, [held] * horizon))
    flows = tuple(a + b for a, b in zip(api_part, own, strict=True))
    npv = _npv(flows, rate)
    share = over[0] / months[0] if months[0] > 0 else 0.0
    if not (0 < share < 1 and npv < best_pure):
        return Route("hybrid", False, NO_BETTER_SPLIT)
    return Route("hybrid", True, layout=base.layout, replicas=held, replicas_band=(held, held),
                 usd_per_month_per_replica=base.usd_per_month_per_replica, usd_per_month=flows[1],
                 usd_per_month_band=(flows[1], flows[1]), cash_flows_usd=flows, term_usd=sum(flows),
                 term_usd_band=(sum(flows), sum(flows)), npv_usd=npv, replica_tokens_per_month=cap,
                 owned_replicas=k, api_share=share, base=base.name, replicas_final=held,
                 scenario_layout=base.scenario_layout)


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
            "replica_tokens_per_month": rt.replica_tokens_per_month, "replicas_final": rt.replicas_final,
            "scenario_layout": rt.scenario_layout, "spares": rt.spares,
            "availability_percent": rt.availability_percent, "fleet_kw": rt.fleet_kw,
            "fleet_kw_final": rt.fleet_kw_final, "racks": rt.racks,
            **({"owned_replicas": rt.owned_replicas, "api_share": rt.api_share, "base": rt.base}
               if rt.name == "hybrid" else {})}


def flips_at(d: Decision) -> dict | None:
    """The nearest flip as ``{"input", "value"}`` when the winner changes within the speed band or the
    rental prices (``holds_across_band`` False), else None: ``decision.flips``' first entry, kept for
    scripts that read the older key."""
    if d.holds_across_band or not d.flips:
        return None
    return {"input": d.flips[0].input, "value": d.flips[0].value}


def decision_json(d: Decision) -> dict:
    """The ``decision`` object of ``calc --json`` (USD; ``null`` where a route or a figure does not apply)."""
    cheaper = d.cheaper_layout
    return {"horizon_months": d.horizon_months, "tokens_per_month": d.tokens_per_month,
            "routes": {k: route_json(v) for k, v in d.routes.items()}, "winner": d.winner,
            "runner_up": d.runner_up, "margin_npv_usd": d.margin_npv_usd, "margin_term_usd": d.margin_term_usd,
            "holds_across_band": d.holds_across_band, "flips": [f.to_json() for f in d.flips],
            "flips_at": flips_at(d), "break_even_tokens_per_month": d.break_even_tokens_per_month,
            "break_even_band": _band(d.break_even_band), "break_even_reachable": d.break_even_reachable,
            "break_even_alternates": d.break_even_alternates,
            "break_even_alternation": [d.break_even_tokens_per_month, d.break_even_alternates_until]
            if d.break_even_alternates else None,
            "monthly_winner": d.monthly_winner, "payback_month": d.payback_month,
            "taxes_applied": list(d.taxes_applied), "discount_rate_per_year": d.discount_rate_per_year,
            "cheaper_layout": None if cheaper is None else {
                "route": cheaper["route"], "usd": cheaper["usd"], "ratio": cheaper["ratio"],
                "layout": cheaper["layout"].to_json()["serving"], "gpu_count": cheaper["layout"].gpu_count},
            "production_from": {route: {**{k: v for k, v in at.items() if k != "layout"},
                                        "layout": at["layout"].to_json()["serving"], "gpu_count": at["layout"].gpu_count}
                                for route, at in d.production_from.items()}}
