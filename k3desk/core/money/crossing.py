"""Where the API's line meets the self-hosted steps, exactly: the first month-1 volume from which the
cheapest self-hosted route costs no more than the API (the break-even), and above it the last volume
at which the API is cheaper again (where the two alternate, a replica step after another).

The API's present value is a line through 0 in the volume (a × v). A self-hosted route on one layout
holds ⌈v × q_m / c⌉ replicas (plus the spares) in month m (q_m: the month's growth × the peak, c: what a
replica carries), so its present value is constant between two volumes k × c / q_m (its steps) and never
falls as the volume grows. Between two steps the question has an exact answer: the API is no dearer
from where its line reaches the step's value (value / a) to the step's end.

Under an Automatic GPU count each route takes, at each volume, the layout the Advisor's rule picks
(``Market.picks``: the lowest month-1 cost for the replicas the average volume needs, the first on a
tie), which is not always the layout of the lowest present value (the rule weighs neither the peak hour,
the spares nor the growth), so the cheapest self-hosted cost can fall as the volume grows. The rule
changes its pick only where a layout's replica count changes, at a multiple of what one of its replicas
carries: between two such volumes (a stretch) every route keeps one layout, and the answer is the steps'.

Volumes are walked in order (the last one: from the top down), stretch by stretch, and within a stretch
step by step, without a grid. Three bounds keep the walk short:

- a layout can be picked only up to a volume (:func:`_last_pick`: beyond it a layout of lower cost per
  token is cheaper by the rule at every replica count);
- every layout's fleet lies between a line in the volume (its fleet in fractions of a replica, the
  floor) and the same line a replica higher each month (the ceiling): where the API's line is below every
  floor, the API is cheaper; where it is above a ceiling, it is not (``Market.layout_values``);
- steps are only walked between the two.

Exact to rounding, with one convention: a stretch thinner than a billionth of its volume (:data:`_THIN`;
two layouts' replica counts changing a fraction of a token apart) is passed over, so the volumes stated
are ones a buyer can enter and see. The walk is bounded (:data:`_WINDOWS`, :data:`_STEPS`); in practice a
few windows, a few milliseconds.

Pure, Qt-free.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from k3desk.core.money.market import Market

#: The API at most this much (relative) cheaper than self-hosting counts as no cheaper (rounding).
_TOL = 1e-12
#: Volumes closer than this (relative) are one volume: a stretch thinner than a billionth of the volume
#: (two layouts' replica counts changing a fraction of a token apart) is no answer a buyer can use.
_THIN = 1e-9
#: Volumes where the rule can change its pick walked at once (the first window, the widest), and steps
#: priced at once.
_FIRST, _PIECES, _STEPS = 64, 1024, 1 << 15
#: Windows walked at most (a guard: the volumes end at 1e16; long before it in practice).
_WINDOWS = 2048


def _last_pick(usd: np.ndarray, cap: np.ndarray) -> np.ndarray:
    """For each row of a layout table, the highest volume at which the rule can pick it. The rule weighs
    usd × max(1, ⌈v / cap⌉), between usd × v / cap and usd × (v / cap + 1): once a row's cost per token
    ρ_i × v exceeds another's ρ_j × v + usd_j, that one is strictly cheaper, at every volume above."""
    with np.errstate(divide="ignore", invalid="ignore"):
        rho = usd / cap
        beyond = usd[None, :] / (rho[:, None] - rho[None, :])
    beyond = np.where(rho[None, :] < rho[:, None], beyond, np.inf).min(axis=1) * (1 + 1e-9)
    return np.where(np.isfinite(rho) & np.isfinite(usd), beyond, np.inf)


def _multiples(lo: np.ndarray, hi: np.ndarray, unit: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Every k × unit_i strictly between lo_i and hi_i, and its i."""
    first = np.floor(lo / unit) + 1
    count = np.maximum(0, np.floor(hi / unit) - first + 1).astype(np.int64)
    owner = np.repeat(np.arange(len(lo)), count)
    k = first[owner] + (np.arange(int(count.sum())) - np.repeat(np.cumsum(count) - count, count))
    v = k * unit[owner]
    keep = (v > lo[owner]) & (v < hi[owner])
    return v[keep], owner[keep]


def _first(d0: np.ndarray, d1: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """For a line d over [lo, hi] (d0 at lo, d1 at hi): the first volume where d <= 0 (inf: none)."""
    down = (d0 > 0) & (d1 <= 0)
    at = lo + np.divide(d0, d0 - d1, out=np.zeros_like(d0), where=down) * (hi - lo)
    return np.where(d0 <= 0, lo, np.where(down, at, np.inf))


def _settled(d0: np.ndarray, d1: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """For a line d over [lo, hi]: the first volume from which d <= 0 up to hi (inf: not at hi)."""
    down = (d0 > 0) & (d1 <= 0)
    at = lo + np.divide(d0, d0 - d1, out=np.zeros_like(d0), where=down) * (hi - lo)
    return np.where(d1 > 0, np.inf, np.where(down, at, lo))


@dataclass(frozen=True)
class _Route:
    name: str
    auto: bool           # on the layout the rule picks at each volume (else on its own: row 0)
    last: np.ndarray     # the highest volume each row can be picked at
    caps: np.ndarray     # what one replica carries on each row (× the speed)
    rule: np.ndarray     # what the rule divides each row's volume by (auto)
    lines: np.ndarray    # each row's floor and ceiling as lines in the volume: (floor|ceiling, at 0|slope, row)
    cap: np.ndarray      # the highest volume each row's fleet fits the facility at (inf: no limit); out above


def _lines(m: Market, name: str, rows: np.ndarray | None, speed: float | dict[str, float]) -> np.ndarray:
    """Each row's floor and ceiling (``Market.layout_values``), lines in the volume: read at two volumes."""
    n = 1 if rows is None else len(rows)
    v = np.repeat([1.0, 1e12], n)
    at = m.layout_values(name, v, None if rows is None else np.tile(rows, 2), speed, "both").reshape(2, 2, n)
    slope = (at[:, 1] - at[:, 0]) / (v[-1] - v[0])
    return np.stack((at[:, 0] - slope * v[0], slope), axis=1)


class _Hosted:
    """The self-hosted routes the decision left in, against the API's a × v."""

    def __init__(self, m: Market, a: float, speed: float | dict[str, float]):
        self.m, self.a, self.speed = m, a, speed
        self.q = m.steps()
        self.routes: list[_Route] = []
        for name in m.fleets:
            rule = m.rule(name)
            if rule is None:
                caps = m.layout_capacity(name, None, speed)
                self.routes.append(_Route(name, False, np.array([np.inf]), caps, np.ones(1), _lines(m, name, None, speed),
                                          m.facility_caps(name, np.array([m.fleets[name].gpus]), caps)))
            else:
                rows = np.arange(len(rule[1]))
                caps = m.layout_capacity(name, rows, speed)
                self.routes.append(_Route(name, True, _last_pick(*rule), caps, rule[1], _lines(m, name, rows, speed),
                                          m.facility_caps(name, m._per_gpu(name)[1], caps)))
        self.auto = any(r.auto for r in self.routes)
        self.pair_route = np.concatenate([np.full(len(r.last), i) for i, r in enumerate(self.routes)])
        self.pair_last = np.concatenate([r.last for r in self.routes])
        self.pair_cap = np.concatenate([r.cap for r in self.routes])
        self.pair_coef = np.concatenate([r.lines for r in self.routes], axis=2)
        #: the volumes where a route's fleet outgrows the facility: stretches are cut there
        self.cuts = np.unique(self.pair_cap[np.isfinite(self.pair_cap) & (self.pair_cap > 0)])

    # -- prices -----------------------------------------------------------------------------------
    def value(self, i: int, rows: np.ndarray, v: np.ndarray, bound: str | None = None) -> np.ndarray:
        r = self.routes[i]
        out = self.m.layout_values(r.name, v, rows if r.auto else None, self.speed, bound)
        if bound is None and np.isfinite(r.cap).any():   # out above the volume its fleet fits the facility at
            out = np.where(np.asarray(v) > r.cap[rows if r.auto else np.zeros(len(v), dtype=int)], np.inf, out)
        return out

    def picks(self, v: np.ndarray) -> np.ndarray:
        """The row each route takes at each volume, (routes, V)."""
        return np.array([self.m.picks(r.name, v) if r.auto else np.zeros(len(v), dtype=int) for r in self.routes])

    def host(self, picks: np.ndarray, v: np.ndarray) -> np.ndarray:
        """The cheaper route's value at each volume on the rows given, (V,)."""
        return np.min([self.value(i, picks[i], v) for i in range(len(self.routes))], axis=0)

    def dearer(self, host: np.ndarray, v: np.ndarray) -> np.ndarray:
        """The API is cheaper (beyond rounding)."""
        return self.a * v < host * (1 - _TOL)

    def lines(self, picks: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Over each [lo, hi] on the rows given: the first volume where the API is no cheaper than the
        cheaper route's floor (before it the API is cheaper), and the first from which it is no cheaper
        than a ceiling to hi (from it on self-hosting is no dearer); inf: none."""
        first, settled = np.full(len(lo), np.inf), np.full(len(lo), np.inf)
        for i in range(len(self.routes)):
            f, s = self._one_route_lines(i, picks[i], lo, hi)
            np.minimum(first, f, out=first)
            np.minimum(settled, s, out=settled)
        return first, settled

    # -- the (route, row) pairs the rule can still pick -------------------------------------------
    def pairs(self, at: float) -> np.ndarray:
        """Every (route, row) the rule can pick at or above ``at``: indices into :attr:`pair_route`,
        :attr:`pair_last` and the pairs' lines."""
        return np.flatnonzero(self.pair_last >= at)

    def pair_lines(self, p: np.ndarray, lo: float, hi: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """:meth:`lines` of each pair ``p`` alone over [lo, hi_p]."""
        hi = np.maximum(hi, lo)
        lo_ = np.full(len(p), lo)
        return self._meets(self.pair_coef[:, :, p], lo_, hi)

    def _one_route_lines(self, i: int, rows: np.ndarray, lo: np.ndarray, hi: np.ndarray
                         ) -> tuple[np.ndarray, np.ndarray]:
        first, settled = self._meets(self.routes[i].lines[:, :, rows], lo, hi)
        out = lo >= self.routes[i].cap[rows]   # a stretch above the route's facility limit: the route is out
        return np.where(out, np.inf, first), np.where(out, np.inf, settled)

    def _meets(self, c: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Where floors ``c[0]`` and ceilings ``c[1]`` (at 0, slope; each (V,)) meet the API's line over
        [lo, hi]: the floor's first meeting, the ceiling's settling."""
        d0 = (c[:, 0] + c[:, 1] * lo) * (1 - _TOL) - self.a * lo   # each line over the API's at lo, at hi
        d1 = (c[:, 0] + c[:, 1] * hi) * (1 - _TOL) - self.a * hi
        return _first(d0[0], d1[0], lo, hi), _settled(d0[1], d1[1], lo, hi)

    def density(self, at: float) -> float:
        """Volumes per token where the rule can change its pick, at or above ``at``."""
        return float(sum((1 / r.rule[r.last >= at]).sum() for r in self.routes if r.auto))

    def step_density(self, picks: np.ndarray) -> np.ndarray:
        """Steps per token of the routes' fleets on the rows given, (V,)."""
        if self.q is None:
            return np.zeros(picks.shape[1])
        return sum(self.q.sum() / self.routes[i].caps[picks[i]] for i in range(len(self.routes)))

    # -- a window of volumes -----------------------------------------------------------------------
    def stretches(self, x: float, y: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """[x, y] cut where the rule can change its pick, in order: stretches (lo, hi] (the first from x
        itself), each with the rows picked on it (volumes closer than :data:`_THIN` are one)."""
        points = np.array([x, y])
        inside = self.cuts[(self.cuts > x) & (self.cuts < y)]
        if len(inside):   # a route's fleet outgrows the facility: a stretch ends there
            points = np.unique(np.concatenate((points, inside)))
        if self.auto:
            cuts = np.unique(np.concatenate([r.rule[r.last >= x] for r in self.routes if r.auto]))
            b, _ = _multiples(np.full(len(cuts), x), np.full(len(cuts), y), cuts)
            points = np.unique(np.concatenate((points, b)))
            apart = np.diff(points) > points[1:] * _THIN
            points = np.concatenate((points[:1], points[1:-1][apart[:-1]], points[-1:]))
        lo, hi = points[:-1], points[1:]
        return lo, hi, self.picks((lo + hi) / 2)   # a stretch's rows: the rule asked in its middle

    def walk(self, x: float, y: float, up: bool) -> tuple[float | None, float]:
        """Over [x, y]: upward, the first volume where self-hosting is no dearer; downward, the last where
        the API is cheaper (None: none); and where the walk stopped (y upward, x downward, or short of it
        when the window had more steps than are priced at once: the rest is the next window's)."""
        for _ in range(64):
            lo, hi, picks = self.stretches(x, y)
            found, cut = self._walk(lo, hi, picks, up)
            if cut is None:
                break
            x, y = (x, cut) if up else (cut, y)
        return found, (y if up else x)

    def _walk(self, lo: np.ndarray, hi: np.ndarray, picks: np.ndarray, up: bool) -> tuple[float | None, float | None]:
        """:meth:`walk` over its stretches; (None, a volume) when there are too many steps: walk up to it."""
        # before the floors meet the API's line the API is cheaper, from where the ceilings meet it on
        # self-hosting is not dearer; between, step by step
        first, settled = self.lines(picks, lo, hi)
        end = np.minimum(settled, hi)
        if up:   # no step between: from the floors' meeting on (the first stretch includes its start)
            start = np.maximum(first, np.where(np.arange(len(lo)) == 0, lo, lo * (1 + _THIN)))
            out = np.where(np.isfinite(first) & (settled <= first) & (hi - start >= hi * _THIN), start, np.nan)
        else:    # below the floors' meeting (all the stretch when they never meet)
            below = np.minimum(first, hi)
            out = np.where(below - lo >= below * _THIN, below, np.nan)
        wide = np.isfinite(first) & (end > first)
        w, a_, b_ = np.flatnonzero(wide), first[wide], end[wide]
        need = np.ceil((b_ - a_) * self.step_density(picks[:, w])) + 2
        if need.sum() > _STEPS:   # too many steps: only up to where the budget ends
            order = np.arange(len(w)) if up else np.arange(len(w))[::-1]
            total = np.cumsum(need[order])
            j = int(np.searchsorted(total, _STEPS))
            k = order[j]
            span = max(_STEPS - (total[j - 1] if j else 0.0), 2.0) / need[k] * (b_[k] - a_[k])
            return None, float(a_[k] + span) if up else float(b_[k] - span)
        if len(w):
            found = self._steps(w, a_, b_, picks, up)
            if up:       # the first volume no dearer of the stretch
                out[w] = found
            else:        # the last where the API is cheaper: the steps' when later than below the floors
                out[w] = np.fmax(out[w], found)
        hit = np.flatnonzero(~np.isnan(out))
        if not len(hit):
            return None, None
        return float(out[hit[0]] if up else out[hit[-1]]), None

    def _steps(self, w: np.ndarray, a_: np.ndarray, b_: np.ndarray, picks: np.ndarray, up: bool) -> np.ndarray:
        """Within each stretch w over [a_, b_]: the first volume no dearer (up) or the last where the API is
        cheaper (down), walking the steps of the rows picked there (NaN: none)."""
        vals, owner = [a_, b_], [np.arange(len(w)), np.arange(len(w))]
        if self.q is not None:
            for i, r in enumerate(self.routes):
                caps = r.caps[picks[i, w]]
                unit = (caps[:, None] / self.q[None, :]).ravel()
                v, o = _multiples(np.repeat(a_, len(self.q)), np.repeat(b_, len(self.q)), unit)
                vals.append(v)
                owner.append(o // len(self.q))
        v, o = np.concatenate(vals), np.concatenate(owner)
        order = np.lexsort((v, o))
        v, o = v[order], o[order]
        same = o[1:] == o[:-1]
        start, end, who = v[:-1][same], v[1:][same], o[:-1][same]
        keep = end - start >= end * _THIN
        start, end, who = start[keep], end[keep], who[keep]
        host = self.host(picks[:, w[who]], (start + end) / 2)
        reach = host / self.a                       # the API is no cheaper from here, within the step
        loose = reach * (1 - _TOL)                  # (beyond rounding)
        if up:   # the first step of each stretch where the API's line reaches it (just above its start)
            at = np.clip(reach, start * (1 + _THIN), end)
            ok = (loose <= end) & (end - at >= end * _THIN)
            out = np.full(len(w), np.inf)
            np.minimum.at(out, who[ok], at[ok])
        else:    # the last step of each stretch still above the API's line
            at = np.clip(reach, start, end)
            bad = (loose > start) & (at - start >= at * _THIN)
            out = np.full(len(w), -np.inf)
            np.maximum.at(out, who[bad], at[bad])
        return np.where(np.isfinite(out), out, np.nan)


# -- the break-even and where the two alternate ------------------------------------------------------
def _hosted(m: Market, a: float, speed: float | dict[str, float]) -> _Hosted:
    """The routes against the API, kept on the market for its next question at the same speed (the
    break-even and then where the two alternate)."""
    key = ("crossing", a, tuple(sorted(speed.items())) if isinstance(speed, dict) else speed)
    hit = m.memo.get(key)
    if not isinstance(hit, _Hosted):
        hit = m.memo[key] = _Hosted(m, a, speed)
    return hit


def first_no_dearer(m: Market, a: float, lo: float, hi: float, speed: float | dict[str, float] = 1.0) -> float | None:
    """The first volume of [lo, hi] where the cheaper self-hosted route costs no more than the API's
    ``a`` × volume (None: nowhere)."""
    hosted = _hosted(m, a, speed)
    x, width = lo, _FIRST
    for _ in range(_WINDOWS):
        y = hi
        if hosted.auto:
            # below the first volume where a (route, row) the rule can still pick has its floor meet the
            # API's line, the API is cheaper
            p = hosted.pairs(x)
            p = p[hosted.pair_cap[p] >= x]   # a (route, row) over the facility above here is out
            if not len(p):
                return None
            first, _ = hosted.pair_lines(p, x, np.minimum(np.minimum(hosted.pair_last[p], hosted.pair_cap[p]), hi))
            x = max(x, float(first.min()))
            if not x <= hi:
                return None
            y = min(hi, x + width / hosted.density(x))
            width = min(2 * width, _PIECES)
        found, went = hosted.walk(x, y, up=True)
        if found is not None:
            return found
        if went >= hi:
            return None
        x = float(np.nextafter(went, np.inf))
    return x   # the guard: the API is cheaper below here, and the two cost within rounding long after


def last_dearer(m: Market, a: float, above: float, hi: float, speed: float | dict[str, float] = 1.0) -> float | None:
    """The last volume of (above, hi] where the API's ``a`` × volume is cheaper than the cheaper
    self-hosted route (None: nowhere, self-hosting stays no dearer)."""
    hosted = _hosted(m, a, speed)
    z, width = hi, _PIECES // 4   # down from a bound usually well above the answer, often to the end
    for _ in range(_WINDOWS):
        y = above
        if hosted.auto:
            # the API is cheaper than a route only where it is cheaper than the row picked there: below
            # where the row's ceiling meets the API's line, and where the rule can pick it
            p = hosted.pairs(above)
            top = np.minimum(hosted.pair_last[p], z)
            _, settled = hosted.pair_lines(p, above, top)
            # above a row's facility limit the route is out there: the API can be cheaper up to the top
            reach = np.where(hosted.pair_cap[p] < top, top, np.minimum(top, settled))
            route = hosted.pair_route[p]
            z = min(float(reach[route == i].max(initial=-np.inf)) for i in range(len(hosted.routes)))
            if not z > above:
                return None
            y = max(above, z - width / hosted.density(above))
            width = min(2 * width, _PIECES)
        found, went = hosted.walk(y, z, up=False)
        if found is not None:
            return found
        if went <= above:
            return None
        z = float(np.nextafter(went, -np.inf))
    return z   # the guard: self-hosting is no dearer above here
