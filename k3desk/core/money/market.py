"""The decision's routes re-ranked at another volume, price or discount rate, many at once: what the
break-even and the flips ask (``flips.py``).

A :class:`Market` holds what the decision priced — the routes it left in, each self-hosted route's
layout (under an Automatic GPU count, the per-GPU layout table the decision chooses from at each
volume), the API's price — and returns the present value of every route for a batch of inputs
(``values``), on the decision's basis: the present value at the scenario's discount rate (the term
total when it is 0). Only the routes the decision left in are ever valued; a route it left out
(data kept in Brazil, no price, no fit) is ``inf``, never a winner.

Ranking rule (``decision.decide``): the lowest present value wins, ties to the earlier of api, rent,
own; the hybrid counts only where it costs strictly less than every pure route.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from k3desk.core.money.cashflow import active_share
from k3desk.core.money.cost import api_usd_per_token
from k3desk.core.money.valuation import (
    Fleet,
    api_weights,
    discounts,
    growth,
    hybrid_best,
    overflow,
    peak_factor,
    with_spares,
)
from k3desk.core.scenario import Scenario

#: Two layouts whose month-1 costs differ by less than this (relative) cost the same: every cost of a
#: replica but staff is per GPU, so equal GPU totals tie, and rounding must not pick between them (it would
#: at one price and not at the next). On a tie the fewest GPUs a replica wins (smaller spares, finer
#: steps), then the table's first.
TIE = 1e-9

ORDER = ("api", "rent", "own", "hybrid")


class Market:
    """The routes of one decision, to be valued at other inputs.

    ``fleets``: each self-hosted route the decision left in -> its Fleet (the scenario's layout, or the
    one the Automatic count chose at the scenario's volume); ``tables``: under Automatic, each route ->
    the layout table it chooses from by volume (``advisor.auto.layout_table``); ``api``: the API is in;
    ``hybrid``: the hybrid may be offered (the API and a self-hosted route are in, the day has peaks);
    ``floors``: under Automatic with a stated peak rate, (route, table row) -> the fewest replicas of that
    layout the rate needs (``latency.replica_floor``; -1: none meets a latency target), asked only of the
    rows a volume takes."""

    def __init__(self, s: Scenario, fleets: dict[str, Fleet], tables: dict[str, tuple] | None = None,
                 api: bool = True, floors: Callable[[str, int], int] | None = None):
        self.s, self.fleets, self.tables, self.floors = s, fleets, tables or {}, floors
        self._floors: dict[tuple[str, int], int] = {}
        self.horizon = s.pricing.horizon_months
        self.volume = s.workload.tokens_per_month
        self.price = api_usd_per_token(s) if api else None
        self.api = self.price is not None
        w = s.workload
        self.hybrid = self.api and bool(fleets) and w.peak_hours_per_day > 0 and w.peak_to_average > 1
        self.rate = s.finance.discount_rate_per_year
        self._table_fleets: dict[str, tuple[Fleet, np.ndarray, np.ndarray]] = {}
        self._table_arrays: dict[str, tuple[np.ndarray, np.ndarray]] = {}
        self._api_weights: tuple[np.ndarray, np.ndarray] | None = None
        self._candidates: tuple[np.ndarray, np.ndarray] | None = None
        #: what the break-even's walk keeps between its questions (``crossing``), by what it was asked
        self.memo: dict[tuple, object] = {}

    @property
    def routes(self) -> list[str]:
        """The pure routes in, in ranking order."""
        return [k for k in ORDER[:3] if (k == "api" and self.api) or k in self.fleets]

    # -- which layout carries each volume (Automatic) ------------------------------------------------
    def picks(self, name: str, volumes: np.ndarray) -> np.ndarray | None:
        """Under Automatic, the table row each volume takes (``advisor.auto.cheapest_layout``'s rule: the
        lowest cost a month for the replicas ``cost.replicas_for`` sizes; on a tie within rounding the fewest
        GPUs a replica, then the first: :data:`TIE`)."""
        arrays = self.rule(name)
        if arrays is None:
            return None
        usd, cap = arrays
        t = np.asarray(volumes, dtype=float)[:, None]
        n = np.maximum(1.0, np.ceil(np.minimum(t / cap[None, :], 1e300)))
        n = np.where((t < 1) | ~(cap[None, :] > 0), 1.0, n)
        total = usd[None, :] * n
        tied = total <= total.min(axis=1, keepdims=True) * (1 + TIE)
        gpus = self._per_gpu(name)[1]
        return np.argmin(np.where(tied, gpus[None, :], np.inf), axis=1)

    def rule(self, name: str) -> tuple[np.ndarray, np.ndarray] | None:
        """Under Automatic, what the rule weighs for each table row: one replica's cost a month and what it
        carries (None: the route keeps one layout)."""
        table = self.tables.get(name)
        if not table:
            return None
        arrays = self._table_arrays.get(name)
        if arrays is None:
            arrays = self._table_arrays[name] = (np.array([o.usd_per_month_per_replica for o in table]),
                                                 np.array([o.replica_tokens for o in table]))
        return arrays

    def row_floors(self, name: str, rows: np.ndarray) -> np.ndarray:
        """Each table row's fewest replicas (``floors``; 0 without a stated rate; -1: the layout meets no
        latency target), one per entry of ``rows``."""
        if self.floors is None:
            return np.zeros(len(rows))
        asked = np.asarray(rows).tolist()
        for row in set(asked):
            if (name, row) not in self._floors:
                self._floors[name, row] = self.floors(name, row)
        return np.array([self._floors[name, row] for row in asked], dtype=float)

    def _per_gpu(self, name: str) -> tuple[Fleet, np.ndarray, np.ndarray]:
        """Under Automatic: the route's money for a one-GPU replica, and each table row's GPUs and capacity.
        Every cost of a replica but the staff and the implementation is per GPU (the GPU-hour, the
        purchase and its server share, power, hosting, maintenance), so a layout of g GPUs costs g times
        the one-GPU replica's fleet above those, for the same replica counts."""
        hit = self._table_fleets.get(name)
        if hit is None:
            base, table = self.fleets[name], self.tables[name]
            hit = self._table_fleets[name] = (
                Fleet(base.s, name, 1, base.capacity), np.array([float(o.gpu_count) for o in table]),
                np.array([o.replica_tokens for o in table]) * active_share(base.s))
        return hit

    # -- values -----------------------------------------------------------------------------------
    def values(self, n: int, volumes: np.ndarray | None = None, rates: np.ndarray | None = None,
               factors: dict[str, np.ndarray] | None = None, prices: np.ndarray | None = None,
               speed: float | dict[str, float] = 1.0, hybrid: bool = True) -> np.ndarray:
        """Present values, shape (n, 4) in :data:`ORDER`, for ``n`` variants of the scenario: month-1
        ``volumes``, discount ``rates``, the self-hosted routes' own price ``factors`` ({"rent": ...,
        "own": ...}), the API's blended ``prices`` per token (each (n,); None: the scenario's), every
        replica's capacity × ``speed`` (one number, or one per route). A route left out, or a hybrid that
        beats no pure route (or ``hybrid`` False: not asked), is inf."""
        s, h = self.s, self.horizon
        same = volumes is None   # one volume for every row: each fleet is sized once
        vol = np.full(n, float(self.volume)) if same else np.asarray(volumes, dtype=float)
        if rates is None:
            disc = discounts(self.rate, h)
        else:
            disc = (1 + np.asarray(rates, dtype=float))[:, None] ** (-np.arange(h + 1)[None, :] / 12)
        cut = disc[..., 1:]
        ppt = np.full(n, self.price or 0.0) if prices is None else np.asarray(prices, dtype=float)
        out = np.full((n, 4), np.inf)
        weights, steady = self._weights()
        if self.api:
            out[:, 0] = vol * ppt * (cut * steady).sum(axis=-1)
        split = np.full(n, np.inf)
        hybrid = hybrid and self.hybrid
        zero, one = np.zeros((1, 1)), np.ones((1, 1))
        for col, name in ((1, "rent"), (2, "own")):
            if name not in self.fleets:
                continue
            f = (factors or {}).get(name)
            k = 1.0 if f is None else f
            scale = speed.get(name, 1.0) if isinstance(speed, dict) else speed
            choice = None if same else self.picks(name, vol)
            if choice is None:   # one layout for every row
                fleet = self.fleets[name]
                caps = np.full(n, fleet.capacity * scale)
                counts = fleet.counts(vol[:1] if same else vol, fleet.capacity * scale)
                load = fleet.counts(vol[:1] if same else vol, fleet.capacity * scale, spares=False, floor=0) if hybrid else None
                out[:, col] = fleet.value(counts, disc, k)
                none = fleet.value(zero, disc, k)
                unit = fleet.value(one, disc, k) - none
                g = fleet.gpus
            else:                # each volume's layout: its GPUs × the one-GPU replica's money
                fleet, gpus, table_caps = self._per_gpu(name)
                g, caps = gpus[choice], table_caps[choice] * scale
                least = self.row_floors(name, choice)
                counts = fleet.counts(vol, caps, g, floor=np.maximum(least, 0))
                load = fleet.counts(vol, caps, g, spares=False, floor=0) if hybrid else None
                none = fleet.value(zero, disc, k)
                out[:, col] = np.where(least < 0, np.inf, none + g * (fleet.value(counts, disc, k) - none))
                unit = g * (fleet.value(one, disc, k) - none)
            over = self.over_facility(name, counts, g)   # a fleet the facility cannot hold is out there
            out[:, col] = np.where(over, np.inf, out[:, col])
            if load is not None:   # the base's top: a replica fewer than the volume's peak needs (the API takes the rest)
                pure = np.broadcast_to(load[:, 0], (n,))
                wts = ppt[:, None] * weights[None, :] * cut
                value, _ = hybrid_best(s, vol, caps, none, unit, wts, pure - 1, g)
                split = np.minimum(split, np.where(over, np.inf, value))
        pure_best = out[:, :3].min(axis=1)
        out[:, 3] = np.where(split < pure_best, split, np.inf)
        return out

    def _weights(self) -> tuple[np.ndarray, np.ndarray]:
        """The API's weight a token in month 1..N (trend, taxes, shield), and the same × the growth."""
        if self._api_weights is None:
            w = api_weights(self.s)
            self._api_weights = (w, w * growth(self.s))
        return self._api_weights

    # -- at the scenario's volume: every candidate as cash flows ----------------------------------
    def candidates(self) -> tuple[np.ndarray, np.ndarray]:
        """Every way the decision can go at the scenario's volume, as nominal cash flows split by what
        scales them: shape (C, 4, N + 1) — the part no price moves, the part the GPU-hour price scales,
        the part the purchase price scales, the part the API's blended price per token scales — and each
        candidate's route index in :data:`ORDER` (C,). The candidates: the API, renting, buying, and the
        hybrid with each number of base replicas that can be its best at some price or rate (the whole
        numbers on either side of each level of the daily profile, and the ends: ``hybrid_best``)."""
        if self._candidates is not None:
            return self._candidates
        h, s = self.horizon, self.s
        rows, labels = [], []
        one = np.array([float(self.volume)])
        weights, steady = self._weights()
        if self.api:
            api = np.zeros((4, h + 1))
            api[3, 1:] = self.volume * steady
            rows.append(api)
            labels.append(0)
        bases = []
        for col, name in ((1, "rent"), (2, "own")):
            if name not in self.fleets:
                continue
            fleet = self.fleets[name]
            counts = fleet.counts(one)[0]
            if self.over_facility(name, counts[None, :], fleet.gpus)[0]:   # out at the scenario's volume
                continue
            rows.append(self._split(fleet, col, counts))
            labels.append(col)
            bases.append((col, fleet, counts))
        if self.hybrid and self.volume > 0:
            from k3desk.core.operations.availability import spare_steps

            w = s.workload
            g, p, hrs = growth(s), w.peak_to_average, w.peak_hours_per_day
            months = self.volume * g
            for col, fleet, _ in bases:
                top = int(fleet.counts(one, spares=False, floor=0)[0, 0]) - 1
                if top < 1:
                    continue
                levels = np.concatenate((p * months, (24 - p * hrs) / (24 - hrs) * months))
                steps = spare_steps(s, fleet.gpus, top) if s.constraints.availability_percent is not None else []
                ks = np.unique(np.clip(np.concatenate((np.floor(levels / fleet.capacity),
                                                       np.ceil(levels / fleet.capacity), [1, top], steps)), 1, top))
                held = with_spares(s, ks, fleet.gpus)   # each base with its spares (``hybrid_best``)
                over = overflow(s, months[None, :], (ks * fleet.capacity)[:, None])
                for n_held, o in zip(held, over, strict=True):
                    cand = self._split(fleet, col, np.full(h, float(n_held)))
                    cand[3, 1:] += o * weights
                    rows.append(cand)
                    labels.append(3)
        self._candidates = (np.array(rows).reshape(len(rows), 4, h + 1), np.array(labels, dtype=int))
        return self._candidates

    @staticmethod
    def _split(fleet: Fleet, col: int, counts: np.ndarray) -> np.ndarray:
        """One fleet's cash flows split into the part its price does not move and the part it scales."""
        out = np.zeros((4, fleet.horizon + 1))
        none, full = fleet.flows(counts, 0.0), fleet.flows(counts, 1.0)
        out[0], out[col] = none, full - none
        return out

    def at(self, n: int, rates: np.ndarray | None = None, factors: dict[str, np.ndarray] | None = None,
           prices: np.ndarray | None = None) -> np.ndarray:
        """The winner's index in :data:`ORDER` for ``n`` variants at the scenario's volume (discount
        ``rates``, price ``factors`` {"rent", "own"}, the API's blended ``prices``; each (n,) or None)."""
        values, labels = self.lines(n, rates, factors, prices)
        return labels[np.argmin(values, axis=1)]   # ties to the earlier candidate: api, rent, own, hybrid

    def lines(self, n: int, rates: np.ndarray | None = None, factors: dict[str, np.ndarray] | None = None,
              prices: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
        """Every candidate's present value (n, C) for ``n`` variants at the scenario's volume, and each
        candidate's route index (:meth:`candidates`)."""
        flows, labels = self.candidates()
        h = self.horizon
        if rates is None:
            disc = np.broadcast_to(discounts(self.rate, h), (n, h + 1))
        else:
            disc = (1 + np.asarray(rates, dtype=float))[:, None] ** (-np.arange(h + 1)[None, :] / 12)
        parts = np.einsum("vm,cpm->vcp", disc, flows)   # (n, C, 4) present values of each part
        scale = np.ones((n, 4))
        for col, name in ((1, "rent"), (2, "own")):
            if factors and name in factors:
                scale[:, col] = factors[name]
        scale[:, 3] = (self.price or 0.0) if prices is None else prices
        return (parts * scale[:, None, :]).sum(axis=2), labels

    def layout_capacity(self, name: str, rows: np.ndarray | None = None,
                        speed: float | dict[str, float] = 1.0) -> np.ndarray:
        """What one replica carries a month on each table row ``rows`` (None: the route's own layout, one
        value), × ``speed``: the fleet of a month adds a replica at each multiple of it over that month's
        share of month 1's volume (:meth:`steps`)."""
        scale = speed.get(name, 1.0) if isinstance(speed, dict) else speed
        if rows is None:
            return np.array([self.fleets[name].capacity * scale])
        return self._per_gpu(name)[2][rows] * scale

    def steps(self) -> np.ndarray | None:
        """Each month's volume at the peak hour over month 1's average (the growth × the peak): month m's
        fleet is ⌈v × this / capacity⌉ plus the spares, so it changes at each volume k × capacity / this;
        None when the fleet is a fixed number of units (it never changes)."""
        if self.s.serving.units is not None:
            return None
        g = self.s.workload.volume_growth_per_month
        return (growth(self.s) if g else np.ones(1)) * peak_factor(self.s)

    def layout_values(self, name: str, volumes: np.ndarray, rows: np.ndarray | None = None,
                      speed: float | dict[str, float] = 1.0, bound: str | None = None) -> np.ndarray:
        """The route's present value at each of ``volumes`` on the row ``rows`` of its layout table (under
        Automatic; None: on its own layout), every replica's capacity × ``speed``, as :meth:`values` prices
        it. ``bound`` "floor": its fleet counted in fractions of a replica (``Fleet.floor``), a line in the
        volume never above the real cost; "ceiling": a replica more each month (and a stated peak rate's
        fewest replicas on top: the fleet is the larger of the two), a line never below it; "both": the
        two, shape (2, V)."""
        v = np.asarray(volumes, dtype=float)
        scale = speed.get(name, 1.0) if isinstance(speed, dict) else speed
        disc = discounts(self.rate, self.horizon)
        fleet, gpus, caps = (self.fleets[name], None, None) if rows is None else self._per_gpu(name)
        cap = fleet.capacity * scale if caps is None else caps[rows] * scale
        g = fleet.gpus if gpus is None else gpus[rows]
        least = None if rows is None else self.row_floors(name, rows)   # each layout's own fewest replicas
        most = None if least is None else np.maximum(least, 0)
        if bound is None:
            counts = fleet.counts(v, cap, g, floor=most)
        else:
            floor = fleet.floor(v, cap if caps is None else cap[:, None])  # type: ignore[arg-type, index]  # a column of capacities per layout row
            fewest = np.asarray(fleet.least if most is None else most, dtype=float)
            rate = np.where(fewest > 1, fewest, 0.0)   # max(line, fewest) <= line + fewest: still a line above
            rate = rate[:, None] if rate.ndim else rate
            up = floor + (1.0 + rate if self.s.serving.units is None else 0.0)
            if fleet.s.constraints.availability_percent is not None:   # the spares grow with the fleet
                floor, up = _spare_bounds(fleet, v, cap, g, floor, rate)
            chosen = {"floor": floor, "ceiling": up}.get(bound)
            if chosen is not None:
                counts = chosen
            else:
                counts, rows = np.concatenate((floor, up)), None if rows is None else np.concatenate((rows, rows))
        if gpus is None:
            out = fleet.value(counts, disc)
        else:
            none = fleet.value(np.zeros((1, 1)), disc)
            out = none + gpus[rows] * (fleet.value(counts, disc) - none)
        if least is not None:   # a layout that meets no latency target carries nothing
            out = np.where(np.tile(least < 0, len(out) // len(least)), np.inf, out)
        return out.reshape(2, -1) if bound == "both" else out

    # -- a facility's power limit (``energy``): an owned fleet over it is out ------------------------------
    def over_facility(self, name: str, counts: np.ndarray, gpus) -> np.ndarray:
        """For each row of fleets ``counts`` (replicas each month) of ``gpus`` GPUs a replica: the route is
        owned and its fleet, at its largest (an owned fleet only grows), draws more than the facility allows
        at the meter (``constraints.facility_kw``)."""
        fleet = self.fleets[name]
        limit = fleet.s.constraints.facility_kw
        if name != "own" or limit is None:
            return np.zeros(len(counts), dtype=bool)
        h = fleet.s.hardware
        kw = counts.max(axis=1) * np.asarray(gpus, dtype=float) * h.gpu.power_per_gpu_w / 1000 * h.pue
        return kw > limit * (1 + 1e-12)

    def facility_caps(self, name: str, gpus: np.ndarray, capacity: np.ndarray) -> np.ndarray:
        """For each layout (``gpus`` a replica, ``capacity`` tokens a month each): the highest month-1 volume
        at which the owned fleet still fits the facility (inf: no limit, or not owned; 0: not even one
        replica, or a fixed number of units over it). Its fleet grows with the volume, so above it the
        route is out."""
        fleet = self.fleets[name]
        s = fleet.s
        limit = s.constraints.facility_kw
        gpus, capacity = np.asarray(gpus, dtype=float), np.asarray(capacity, dtype=float)
        if name != "own" or limit is None:
            return np.full(len(gpus), np.inf)
        h = s.hardware
        most = np.floor(limit * (1 + 1e-12) / (gpus * h.gpu.power_per_gpu_w / 1000 * h.pue))   # replicas it holds
        shape = self.steps()   # each month's volume at its peak over month 1's: the fleet is largest at its top
        top = float(shape.max()) if shape is not None else 1.0
        out = np.empty(len(gpus))
        for i, (g, m) in enumerate(zip(gpus, most, strict=True)):
            if s.serving.units is not None:
                fits = with_spares(s, np.array([[float(s.serving.units)]]), g)[0, 0] <= m
                out[i] = np.inf if fits else 0.0
                continue
            lo, hi = 0, int(m)   # the largest peak load whose fleet, spares included, fits: the spares grow with it
            while lo < hi:
                mid = (lo + hi + 1) // 2
                lo, hi = (mid, hi) if with_spares(s, np.array([[float(mid)]]), g)[0, 0] <= m else (lo, mid - 1)
            out[i] = lo * capacity[i] / top if lo >= 1 else 0.0
        return out

    def api_per_token(self) -> float:
        """The API's present value per token of month-1 volume (its line through 0)."""
        if not self.api:
            return 0.0
        return float((self.price or 0.0) * (discounts(self.rate, self.horizon)[1:] * self._weights()[1]).sum())

    def winners(self, values: np.ndarray) -> np.ndarray:
        """The winning route's index in :data:`ORDER` for each row (-1 where every route is out)."""
        best = np.argmin(values, axis=1)
        return np.where(np.isfinite(values[np.arange(len(values)), best]), best, -1)

    def self_hosted(self, values: np.ndarray) -> np.ndarray:
        """The cheaper self-hosted route's value for each row (inf where neither is in)."""
        return values[:, 1:3].min(axis=1)



def _spare_bounds(fleet: Fleet, v: np.ndarray, cap, gpus, floor: np.ndarray, rate=0.0) -> tuple[np.ndarray, np.ndarray]:
    """Under a required availability the spares grow with the fleet (``availability.spare_line``): the fleet
    for a peak load of L replicas lies between the lines (L - 1) / (1 - u) and (L + rate + 1)(1 + b) + c
    (``rate``: a stated peak rate's fewest replicas, the load never above L + rate + 1); a fixed number
    of units is its exact fleet."""
    from k3desk.core.operations.availability import spare_line

    s = fleet.s
    if s.serving.units is not None:
        exact = fleet.counts(v, cap, gpus)
        return exact, exact
    g = np.broadcast_to(np.asarray(gpus, dtype=float), (len(v),))
    lines = {gg: spare_line(s, int(gg)) for gg in set(g.tolist())}
    u, b, c = (np.array([lines[gg][i] for gg in g.tolist()])[:, None] for i in range(3))
    load = floor - s.hardware.spare_replicas
    return (load - 1) / (1 - u), (load + rate + 1) * (1 + b) + c
