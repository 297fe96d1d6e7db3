"""Each route's money at many volumes, prices or discount rates at once (numpy): what the decision's
break-even and flips ask thousands of times, without rebuilding a fleet month by month each time.

Specification: the same cash flows as the decision (``decision._fleet_flows``,
``cashflow.owned_flows``, ``decision._api_flows`` and the hybrid), written as what they are, linear
maps of the fleet a route holds each month:

- **a rented fleet** pays each replica's month (the GPU-hour price × the billed hours × the taxes of
  that month abroad) for every replica billed: the fleet the volume needs, or under a commitment the
  replicas still committed (``cashflow.committed_counts``), plus what a commitment still owes after the
  term;
- **an owned fleet** only grows: each replica bought in month p carries one column of cash (its
  purchase, its replacements at the end of its useful life, its resale at the end of the term, the
  income-tax shield on its depreciation), and every replica held costs its running month (power,
  hosting, maintenance);
- both add the one-off implementation and the staff a month, and the income-tax shield on them;
- **the API** bills each month's tokens at that month's price and taxes: a per-token weight a month;
- **the hybrid** holds k base replicas all term and sends what the daily profile puts above them to the
  API; its present value is convex in k (a line in k plus the API's share of a convex overflow), so the
  best k is found by bisection on its step, not by trying every k.

The fleet for a monthly volume v is ``ceil(v × (1 + g)^(m - 1) × peak / capacity)`` plus the spares
(``fleet_counts``; a fixed number of units stays fixed): a step function, so between two steps every
self-hosted route's present value is constant and the API's is a line in v.

Amounts are USD as the buyer pays them. Pure, Qt-free.
"""

from __future__ import annotations

import functools
import math

import numpy as np

from k3desk.core.money.cashflow import (
    COMMITMENT_MONTHS,
    billed_hours,
    life_months,
    purchase_ratios,
    shield_rate,
    tax_life_months,
)
from k3desk.core.money.cost import api_usd_per_token, own_per_month
from k3desk.core.money.taxes import service_factors
from k3desk.core.money.tco import api_price_at, replica_purchase_usd, replica_server_usd
from k3desk.core.scenario import Scenario


# -- the pieces every route shares ------------------------------------------------------------------
@functools.lru_cache(maxsize=256)
def _discounts(rate: float, horizon: int) -> np.ndarray:
    out = (1 + rate) ** (-np.arange(horizon + 1) / 12) if rate else np.ones(horizon + 1)
    out.setflags(write=False)
    return out


def discounts(rate: float, horizon: int) -> np.ndarray:
    """Month 0..``horizon`` discount factors at an effective annual ``rate`` ((1 + rate)^(-m / 12))."""
    return _discounts(float(rate), int(horizon))


def growth(s: Scenario) -> np.ndarray:
    """Month 1..N volume over month 1's ((1 + g)^(m - 1), the scenario's monthly growth)."""
    return (1 + s.workload.volume_growth_per_month) ** np.arange(s.pricing.horizon_months, dtype=float)


def peak_factor(s: Scenario) -> float:
    """The replicas' load at the peak hour over the month's average (1 without a daily profile)."""
    w = s.workload
    return w.peak_to_average if w.peak_hours_per_day > 0 else 1.0


def local_usd(s: Scenario, amount: float) -> float:
    """An amount entered in the buyer's local currency (``finance.local_currency``), in USD."""
    return amount / s.pricing.brl_per_usd if s.finance.local_currency == "BRL" else amount


def staff_usd(s: Scenario) -> float:
    """The self-hosted routes' operations staff a month, USD (the API needs none)."""
    return local_usd(s, s.finance.staff_fte * s.finance.staff_cost_per_fte_year / 12)


def maintenance_usd(s: Scenario, gpus: int) -> float:
    """One owned replica's maintenance and support contract a month, USD (a share of its purchase a year)."""
    server = replica_server_usd(s, gpus)
    return 0.0 if server is None else server * s.finance.maintenance_percent_per_year / 100 / 12


def rent_month_usd(s: Scenario, gpus: int) -> float | None:
    """One rented replica's month before taxes: the GPU-hour price (on demand, or the committed price the
    provider quoted) times the billed hours (``cashflow.billed_hours``)."""
    price = s.hardware.price_per_gpu_hour
    return None if price is None else gpus * price * billed_hours(s)


def fleet_counts(s: Scenario, volumes: np.ndarray, capacity, gpus=1, floor=0, spares: bool = True) -> np.ndarray:
    """Replicas (units) each month for month-1 ``volumes`` (shape (V,)), as ``decision.fleet_for`` sizes
    them: ``cost.replicas_for`` of the peak hour's volume, plus the spares (``with_spares``). Shape (V, N),
    or (V, 1) when the fleet is the same every month (no growth, or a fixed number of units).
    ``capacity``: what one replica carries, one number or one per volume (shape (V,)); ``gpus``: a
    replica's GPUs (one number or one per volume), which its availability depends on; ``floor``: the fewest
    replicas (one number or one per volume); ``spares`` False: the replicas the peak needs, without their spares."""
    volumes = np.asarray(volumes, dtype=float)

    def held(load: np.ndarray) -> np.ndarray:
        return with_spares(s, load, gpus) if spares else load

    if s.serving.units is not None:
        return held(np.full((len(volumes), 1), float(s.serving.units)))
    cap = np.asarray(capacity, dtype=float)
    cap = cap[:, None] if cap.ndim else cap
    g = s.workload.volume_growth_per_month
    tokens = volumes[:, None] * (growth(s)[None, :] if g else 1.0) * peak_factor(s)
    least = np.maximum(np.asarray(floor, dtype=float), 1.0)   # a stated peak rate's replicas, whatever the volume
    least = least[:, None] if least.ndim else least
    if np.all(cap > 0) and np.all(cap < math.inf):
        counts = np.maximum(least, np.ceil(np.minimum(tokens / cap, 1e300)))
        return held(np.where(tokens < 1, least, counts))
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        counts = np.maximum(least, np.ceil(np.minimum(tokens / cap, 1e300)))
    dead = (tokens < 1) | ~(cap > 0) | (cap == math.inf) | np.isnan(counts)
    return held(np.where(dead, least, counts))


def with_spares(s: Scenario, load: np.ndarray, gpus=1) -> np.ndarray:
    """A fleet for ``load`` replicas at the peak, plus its spares: the buyer's, or where a required
    availability needs more, the fewest that meet it (``availability.fleet_spares``)."""
    if s.constraints.availability_percent is None:
        return load + s.hardware.spare_replicas
    from k3desk.core.operations.availability import fleet_spares

    return load + fleet_spares(s, load, gpus)


def committed(counts: np.ndarray, months: int) -> tuple[np.ndarray, np.ndarray]:
    """``cashflow.committed_counts`` for many fleets at once: the replicas billed each month and the
    replica-months still owed after the term, when each replica added is committed for ``months``."""
    if not months:
        return counts, np.zeros(len(counts))
    v, n = counts.shape
    started = np.zeros((v, n))
    billed = np.empty((v, n))
    for m in range(n):
        held = started[:, max(0, m - months + 1):m].sum(axis=1)
        started[:, m] = np.maximum(0.0, counts[:, m] - held)
        billed[:, m] = held + started[:, m]
    owed = started @ np.maximum(0, np.arange(n) + months - n)
    return billed, owed


# -- one self-hosted layout of a route ----------------------------------------------------------------
class Fleet:
    """The cash of one route (``rent`` or ``own``) on one layout (``gpus`` per replica, ``capacity``
    tokens a month per replica) as a linear function of the replicas it holds each month.

    ``factor`` scales the route's own price (the GPU-hour price when rented; the purchase, and with it
    the maintenance, when bought) so a flip can ask what a price change does without a new scenario."""

    def __init__(self, s: Scenario, name: str, gpus: int, capacity: float, floor: int = 0):
        self.s, self.name, self.gpus, self.capacity = s, name, gpus, capacity
        self.least = float(max(floor, 1))   # the fewest replicas whatever the volume (a stated peak rate's)
        self.horizon = s.pricing.horizon_months
        self.keep = 1 - shield_rate(s)
        self.start, self.staff = local_usd(s, s.finance.implementation_cost), staff_usd(s)
        self._k: dict[tuple[float, float], np.ndarray] = {}
        self._peak: np.ndarray | None = None
        if name == "rent":
            month = rent_month_usd(s, gpus)
            self.priced = month is not None
            w = np.asarray(service_factors(s, s.pricing.rental_provider_location))
            self.per_month = (month or 0.0) * w[1:] * self.keep      # one billed replica, month 1..N
            self.owed = (month or 0.0) * w[-1] * self.keep             # one replica-month owed after the term
            self.commitment = COMMITMENT_MONTHS[s.pricing.rental_commitment]
        else:
            buy, server = replica_purchase_usd(s, gpus), replica_server_usd(s, gpus)
            self.priced = buy is not None
            _, _, power = own_per_month(s, gpus)
            self.running = (power + gpus * s.hardware.hosting_per_gpu_month) * self.keep   # not the price's
            self.upkeep = maintenance_usd(s, gpus) * self.keep                              # the price's share
            self.cohorts = _cohort_matrix(s, buy or 0.0, server or 0.0)

    # the pieces
    def fixed(self, disc: np.ndarray):
        """Present value (at ``disc``: month 0..N factors, or one row per variant) of what the route pays
        whatever its fleet: implementation, staff."""
        return (self.start * disc[..., 0] + self.staff * disc[..., 1:].sum(axis=-1)) * self.keep

    def _bought(self, disc: np.ndarray) -> np.ndarray:
        """Present value of one replica first needed in month 1 (bought at signing), 2, …, N: its
        column of cash at a purchase factor of 1 (a column scales with the price)."""
        if disc.ndim > 1:
            col = disc @ self.cohorts
            return np.concatenate((col[:, :1], col[:, 2:]), axis=1)
        key = (float(disc[-1]), len(disc))
        hit = self._k.get(key)
        if hit is None:
            if len(self._k) > 64:
                self._k.clear()
            col = disc @ self.cohorts
            hit = self._k[key] = np.concatenate((col[:1], col[2:]))
        return hit

    def counts(self, volumes: np.ndarray, capacity=None, gpus=None, spares: bool = True, floor=None) -> np.ndarray:
        """The fleet each month for month-1 ``volumes`` (shape (V, N), or (V, 1) the same every month);
        ``gpus``: a replica's GPUs when not the fleet's (one number or one per volume: Automatic's layouts),
        ``floor`` its fewest replicas when not the fleet's (one per volume: each layout's own);
        ``spares`` False: the replicas the peak needs, without their spares."""
        cap = self.capacity if capacity is None else capacity
        g = self.gpus if gpus is None else gpus
        if floor is not None or not isinstance(cap, float) or not 0 < cap < math.inf or self.s.serving.units is not None:
            return fleet_counts(self.s, volumes, cap, g, self.least if floor is None else floor, spares)
        if self._peak is None:   # a plain capacity: the common case, without the checks
            grow = self.s.workload.volume_growth_per_month
            self._peak = (growth(self.s) if grow else np.ones(1)) * peak_factor(self.s)
        tokens = np.asarray(volumes, dtype=float)[:, None] * self._peak[None, :]
        counts = np.where(tokens < 1, self.least, np.maximum(self.least, np.ceil(np.minimum(tokens / cap, 1e300))))
        return with_spares(self.s, counts, g) if spares else counts

    def floor(self, volumes: np.ndarray, capacity: float) -> np.ndarray:
        """The fleet each month in fractions of a replica (what :meth:`counts` rounds up), (V, N): a line
        in the volume whose value is never above the real fleet's (every cost rises with the fleet, and
        a replica bought later costs no more than one bought earlier; a stated peak rate's fewest
        replicas only raise the real fleet)."""
        s = self.s
        if s.serving.units is not None:
            return np.full((len(volumes), 1), float(s.serving.units + s.hardware.spare_replicas))
        g = s.workload.volume_growth_per_month
        shape = (growth(s) if g else np.ones(1)) * peak_factor(s)
        line = np.asarray(volumes, dtype=float)[:, None] * shape[None, :] / capacity
        return line + s.hardware.spare_replicas

    def value(self, counts: np.ndarray, disc: np.ndarray, factor=1.0) -> np.ndarray:
        """Present value of holding ``counts`` replicas each month (shape (V, N), or (V, 1): the same
        every month), (V,): at ``disc`` (month 0..N factors, or one row per variant) and the route's price
        × ``factor`` (a number or (V,))."""
        base, cut = self.fixed(disc), disc[..., 1:]
        f = np.asarray(factor, dtype=float)
        col = f[..., None] if f.ndim else f
        if counts.shape[-1] == 1 and self.horizon > 1:   # one fleet all term: a line in its size
            return base + counts[:, 0] * self._steady(disc, f, col)
        if self.name == "rent":
            billed, owed = committed(counts, self.commitment)
            if disc.ndim == 1:
                return base + f * (billed @ (self.per_month * cut) + owed * self.owed * disc[-1])
            return base + f * ((billed * (self.per_month * cut)).sum(axis=-1) + owed * self.owed * disc[..., -1])
        held = np.maximum.accumulate(counts, axis=1)                # the owned fleet only grows
        bought = np.diff(held, axis=1, prepend=0.0)
        if disc.ndim == 1 and not f.ndim:
            return base + f * (bought @ self._bought(disc)) + held @ ((self.running + f * self.upkeep) * cut)
        return base + f * (bought * self._bought(disc)).sum(axis=-1) + \
            (held * ((self.running + col * self.upkeep) * cut)).sum(axis=-1)

    def _steady(self, disc: np.ndarray, f: np.ndarray, col: np.ndarray):
        """Present value of one replica held the whole term (its commitments and replacements included)."""
        cut = disc[..., 1:]
        if self.name == "rent":
            if self.commitment:
                billed, owed = committed(np.ones((1, self.horizon)), self.commitment)
                return f * ((billed[0] * self.per_month * cut).sum(axis=-1) + owed[0] * self.owed * disc[..., -1])
            return f * (self.per_month * cut).sum(axis=-1)
        first = self._bought(disc)[..., 0]
        return f * first + ((self.running + col * self.upkeep) * cut).sum(axis=-1)

    def flows(self, counts: np.ndarray, factor: float = 1.0) -> np.ndarray:
        """Nominal cash flows of month 0..N for one fleet (shape (N,)): what ``value`` discounts."""
        n = self.horizon
        out = np.full(n + 1, self.staff * self.keep)
        out[0] = self.start * self.keep
        c = np.broadcast_to(np.asarray(counts, dtype=float), (n,))[None, :]
        if self.name == "rent":
            billed, owed = committed(c, self.commitment)
            out[1:] += factor * billed[0] * self.per_month
            out[-1] += factor * owed[0] * self.owed
            return out
        held = np.maximum.accumulate(c, axis=1)[0]
        bought = np.diff(held, prepend=0.0)
        months = np.concatenate(([0], np.arange(2, n + 1)))          # the month each cohort is bought
        cols = self.cohorts[:, months]
        out += factor * (cols @ bought)
        out[1:] += held * (self.running + factor * self.upkeep)
        return out

    def final(self, counts: np.ndarray) -> np.ndarray:
        """The fleet in the term's last month: the replicas billed (rented) or held (owned), (V,)."""
        if counts.shape[-1] == 1:
            return counts[:, 0]
        if self.name == "rent":
            return committed(counts, self.commitment)[0][:, -1]
        return counts.max(axis=1)


def _cohort_matrix(s: Scenario, buy: float, server: float) -> np.ndarray:
    """Column p: the nominal cash of months 0..N of one replica bought in month p (``cashflow.owned_flows``
    for one replica): its purchase (at that month's import taxes), its replacement when its useful life
    ends within the term (the old one leaves at 0 or at the set resale share), its resale at the end (the
    remaining book value, or the set share), and the income-tax shield on its depreciation at the tax
    rate, on the tax value left when it leaves and on resale gains."""
    h, n, life = s.hardware, s.pricing.horizon_months, life_months(s)
    span, tax = h.amortization_years * 12, tax_life_months(s)
    at = np.asarray(purchase_ratios(s))
    t, pct = shield_rate(s), h.resale_percent
    m = np.zeros((n + 1, n + 1))
    cols = np.arange(n + 1)
    share = [(min(i, tax) - min(i - 1, tax)) / tax for i in range(1, min(life, n) + 1)]

    def purchase(q: np.ndarray, c: np.ndarray) -> None:
        cost = buy * at[q]
        m[q, c] += cost
        if t:   # depreciation, deducted month by month over the useful life
            for i, part in enumerate(share, start=1):
                ok = q + i <= n
                m[q[ok] + i, c[ok]] -= t * cost[ok] * part

    q, alive = cols.copy(), np.ones(n + 1, dtype=bool)
    purchase(q, cols)
    back = 0.0 if pct is None else server * pct / 100
    while True:
        nxt = q + life
        again = alive & (nxt < n)
        if not again.any():
            break
        left = buy * at[q[again]] * max(0.0, 1 - life / tax)   # the tax value not yet written off
        m[nxt[again], cols[again]] -= back * (1 - t) + t * left   # the old replica leaves (book value 0 by now)
        purchase(nxt[again], cols[again])
        q, alive = np.where(again, nxt, q), again
    cost = buy * at[q]
    book = cost * np.maximum(0.0, 1 - (n - q) / span)
    end = book if pct is None else np.full(n + 1, server * pct / 100)
    m[n, cols] += -end + t * (end - cost * np.maximum(0.0, 1 - (n - q) / tax))
    return m


# -- the API --------------------------------------------------------------------------------------
def api_weights(s: Scenario) -> np.ndarray:
    """What one token a month (of month 1's volume) costs in month 1..N per US$ of blended price per token:
    the volume's growth, the price's trend, the taxes abroad of that month, after the shield (shape (N,))."""
    n = s.pricing.horizon_months
    w = np.asarray(service_factors(s, s.pricing.api_provider_location))[1:]
    trend = np.array([api_price_at(s, m) for m in range(1, n + 1)])
    return w * trend * (1 - shield_rate(s))


def api_value(s: Scenario, volumes: np.ndarray, disc: np.ndarray, price: float | None = None) -> np.ndarray:
    """The API's present value for month-1 ``volumes`` at a blended ``price`` per token (the scenario's)."""
    p = api_usd_per_token(s) if price is None else price
    return np.asarray(volumes, dtype=float) * ((p or 0.0) * float((growth(s) * api_weights(s)) @ disc[1:]))


# -- the hybrid -----------------------------------------------------------------------------------
def overflow(s: Scenario, month_volumes: np.ndarray, capacity: np.ndarray) -> np.ndarray:
    """``decision._overflow`` elementwise: the tokens above a base fleet's ``capacity`` under the daily profile."""
    w = s.workload
    h, p = w.peak_hours_per_day, w.peak_to_average
    if h <= 0:
        return np.maximum(0.0, month_volumes - capacity)
    low = (24 - p * h) / (24 - h) * month_volumes
    return h / 24 * np.maximum(0.0, p * month_volumes - capacity) + (24 - h) / 24 * np.maximum(0.0, low - capacity)


def hybrid_best(s: Scenario, volumes: np.ndarray, capacity: np.ndarray, none: np.ndarray, unit: np.ndarray,
                weights: np.ndarray, top: np.ndarray, gpus=1) -> tuple[np.ndarray, np.ndarray]:
    """The best hybrid for each row: k base replicas (1 <= k <= ``top``) held all term with their spares
    (``with_spares``: the buyer's, or what a required availability needs for k replicas of ``gpus`` GPUs)
    cost ``none`` + (k + spares) × ``unit`` (present values), and the API carries the overflow above
    k × ``capacity`` at ``weights`` a token (month 1..N, discounted, price included; shape (N,) or (V, N)).
    Returns (present value, k); the value is inf where no k is allowed (``top`` < 1, no volume). The
    first best k, as a search from k = 1 upward would keep it.

    The cost is convex in the base's capacity K = k × capacity: a line (the base) plus the API's price of
    the overflow, whose slope in K is minus the weights of the months and parts of the day still above K.
    So the best K is the highest of those levels (each month's peak and off-peak rate) below which the
    overflow saves more than a replica costs, and the best k is the whole number on either side of it.
    Under a required availability the spares step up with k: below that best k the cost falls with k
    between two steps, so the last k before each step is a candidate too (``availability.spare_steps``)."""
    w = s.workload
    h, p = w.peak_hours_per_day, w.peak_to_average
    v = np.asarray(volumes, dtype=float)
    months = v[:, None] * growth(s)[None, :]
    cap = np.asarray(capacity, dtype=float)
    wts = np.broadcast_to(weights, months.shape)
    none, unit = np.broadcast_to(none, v.shape), np.broadcast_to(unit, v.shape)
    layout = np.broadcast_to(np.asarray(gpus, dtype=float), v.shape)   # a replica's GPUs, per row

    def cost(k: np.ndarray) -> np.ndarray:
        return none + with_spares(s, k, layout) * unit + (wts * overflow(s, months, (k * cap)[:, None])).sum(axis=1)

    top = np.asarray(top, dtype=float)
    ok = (top >= 1) & (v > 0) & (cap > 0)
    # the levels scale with each row's volume, so one order serves every row
    g = growth(s)
    shape = np.concatenate((p * g, (24 - p * h) / (24 - h) * g)) if h > 0 else g
    order = np.argsort(-shape, kind="stable")
    levels = v[:, None] * shape[order][None, :]
    parts = (np.concatenate((wts * h / 24, wts * (24 - h) / 24), axis=1) if h > 0 else wts)[:, order]
    saved = np.cumsum(parts, axis=1)   # what one more token of base saves just below each level
    with np.errstate(divide="ignore", invalid="ignore"):
        per = unit / cap               # what one more token of base costs
    above = saved > per[:, None]
    first = np.argmax(above, axis=1)
    best = np.where(above.any(axis=1), levels[np.arange(len(v)), first], 0.0)
    with np.errstate(divide="ignore", invalid="ignore"):
        k = np.where(ok, best / cap, 1.0)
    lo = np.clip(np.floor(k), 1.0, np.maximum(top, 1.0))
    hi = np.clip(np.ceil(k), 1.0, np.maximum(top, 1.0))
    a, b = cost(lo), cost(hi)
    pick, value = np.where(b < a, hi, lo), np.minimum(a, b)
    if s.constraints.availability_percent is not None and ok.any():
        from k3desk.core.operations.availability import spare_steps

        for gg in np.unique(layout[ok]):
            rows = ok & (layout == gg)
            for e in reversed(spare_steps(s, int(gg), int(lo[rows].max()))):   # ties to the smaller k
                k = np.full(v.shape, float(e))
                c = cost(k)
                better = rows & (k < lo) & (c <= value)
                value, pick = np.where(better, c, value), np.where(better, k, pick)
    return np.where(ok, value, np.inf), pick
