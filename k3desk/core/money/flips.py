"""Where the answer changes: the break-even volume and the flips of the decision.

Both are asked of a :class:`~k3desk.core.money.market.Market` (the decision's routes re-valued at
other inputs, many at once), on the decision's basis: present values at the scenario's discount rate
(the term total when it is 0).

- **Break-even** (``break_even``): the smallest month-1 volume, held over the term with the scenario's
  growth, from which the cheapest self-hosted route the decision left in costs no more than the API,
  exactly (``crossing``: between two replica steps every self-hosted route's present value is constant
  and the API's is a line through 0, so it is where the API's line reaches a step). Just below it the
  API is cheaper, at it self-hosting is. Above it the two can alternate, step after step, while they
  cost within a few percent of each other (``alternates_until``: the last volume where the API is
  cheaper again).
- **Flips** (``flips``): for each input a buyer can set (the dotted ``--set`` path), the value above or
  below today's at which the winner changes, and the winner after. A flip is stated where the new winner
  holds from that value to 3% beyond it (the winner of a growing volume can change back and forth within
  a few replica steps; such a crossing is passed over for the first one that holds), within the values
  the scenario accepts. Searched on a grid, then narrowed to 2e-7 of the value (the prices' lines
  exactly).

Inputs: the month-1 volume (``workload.tokens_per_month``), the rental price
(``hardware.price_per_gpu_hour``), the purchase price (``hardware.purchase_price_per_gpu``), the API's
input and output prices (``pricing.api_input_per_mtok``, ``pricing.api_output_per_mtok``) and the
discount rate (``finance.discount_rate_per_year``). Pure, Qt-free.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from k3desk.core.money.cost import api_price_weights
from k3desk.core.money.crossing import first_no_dearer, last_dearer
from k3desk.core.money.market import ORDER, Market
from k3desk.core.money.tco import purchase_per_gpu_usd
from k3desk.core.scenario import Scenario

#: Volumes the break-even is searched over, tokens a month (the scenario's own bounds).
VOLUMES = (1e3, 1e16)
#: How far beyond its value a flip's new winner must hold (the check a reader can make with --set).
BEYOND = 0.03
_GRID, _SUB, _TOL = 49, 129, 2e-7

VOLUME = "workload.tokens_per_month"
RENTAL_PRICE = "hardware.price_per_gpu_hour"
PURCHASE_PRICE = "hardware.purchase_price_per_gpu"
API_INPUT = "pricing.api_input_per_mtok"
API_OUTPUT = "pricing.api_output_per_mtok"
DISCOUNT_RATE = "finance.discount_rate_per_year"


@dataclass(frozen=True)
class Flip:
    """The winner changes when ``input`` goes ``direction`` (``above`` | ``below``) ``value``; then
    ``winner_after`` wins. ``current``: the input's value in the scenario."""

    input: str
    value: float
    direction: str
    winner_after: str
    current: float

    def to_json(self) -> dict:
        return {"input": self.input, "value": self.value, "direction": self.direction,
                "winner_after": self.winner_after, "current": self.current}


# -- the break-even -------------------------------------------------------------------------------
def break_even(m: Market, speed: float | dict[str, float] = 1.0) -> float | None:
    """The first month-1 volume from which the cheapest self-hosted route costs no more than the API
    (None: the API is out, no self-hosted route is in, or it is already so at the lowest volume, or
    never within the scenario's volumes), exactly (``crossing.first_no_dearer``). ``speed``: every
    replica's capacity × this (the band's corners)."""
    per_token = _api_line(m)
    if per_token is None:
        return None
    lo, hi = VOLUMES
    host = m.self_hosted(m.values(1, volumes=np.array([lo]), speed=speed, hybrid=False))[0]
    if per_token * lo - host >= 0:
        return None   # already at the lowest volume: no threshold
    return first_no_dearer(m, per_token, lo, hi, speed)


def alternates_until(m: Market, at: float | None) -> float | None:
    """Above the break-even ``at``, the last volume at which the API is cheaper again (None: nowhere
    within the scenario's volumes: from the break-even on, self-hosting stays no dearer). Self-hosting
    adds a whole replica at each step, so when the two cost within a few percent of each other the
    cheaper one can change at every step for a while (``crossing.last_dearer``)."""
    per_token = _api_line(m)
    if at is None or per_token is None:
        return None
    return last_dearer(m, per_token, at, VOLUMES[1])


def _api_line(m: Market) -> float | None:
    """The API's present value per token of month-1 volume, when the API and a self-hosted route are in."""
    if not m.api or not m.fleets:
        return None
    per_token = m.api_per_token()
    return per_token if per_token > 0 else None


# -- the flips ------------------------------------------------------------------------------------
def _grid(a: float, b: float, n: int, log: bool) -> np.ndarray:
    """n points from a (excluded) to b (included)."""
    t = np.arange(1, n + 1) / n
    return a * (b / a) ** t if log else a + (b - a) * t


def _first_change(winner: Callable[[np.ndarray], np.ndarray], a: float, b: float, cur: int,
                  log: bool, near: bool = False) -> tuple[float, int] | None:
    """The first point from ``a`` toward ``b`` where the winner is no longer ``cur``: (value, new winner).
    ``near``: a change is expected close by (the answer was just seen moving): the next 10% first."""
    if near:
        close = a * (1.1 if b > a else 0.9) if log else a + (b - a) * 0.1
        if (b - close) * (b - a) > 0:
            found = _first_change(winner, a, close, cur, log)
            return found if found is not None else _first_change(winner, close, b, cur, log)
    xs = _grid(a, b, _GRID, log)
    w = winner(xs)
    idx = np.flatnonzero(w != cur)
    if not len(idx):
        return None
    i = int(idx[0])
    lo, hi, new = (a if i == 0 else xs[i - 1]), xs[i], int(w[i])
    while abs(hi - lo) > _TOL * max(abs(hi), abs(lo), 1e-12):
        sub = _grid(lo, hi, _SUB, log)
        ws = winner(sub)
        j = int(np.flatnonzero(ws != cur)[0]) if (ws != cur).any() else len(sub) - 1
        lo, hi, new = (lo if j == 0 else sub[j - 1]), sub[j], int(ws[j])
    return float(hi), new


def _flip(winner: Callable[[np.ndarray], np.ndarray], x0: float, end: float, w0: int,
          up: bool, log: bool) -> tuple[float, int] | None:
    """The first value from ``x0`` toward ``end`` where the winner changes from ``w0`` and the new winner
    holds to :data:`BEYOND` past it; None when there is none within ``end``."""
    start, cur, near = x0, w0, False
    for _ in range(12):
        if (end - start) * (1 if up else -1) <= 0:
            return None
        found = _first_change(winner, start, end, cur, log, near)
        if found is None:
            return None
        x1, w1 = found
        far = x1 * (1 + BEYOND) if up else x1 * (1 - BEYOND)
        span = _grid(x1, far, 32, log and x1 > 0)
        ws = winner(span)
        if (ws == w1).all():
            if w1 != w0:
                return x1, w1
            start, cur = x1, w1           # back to today's winner: look further
            continue
        j = int(np.flatnonzero(ws != w1)[-1])   # the answer moves again within 3%: go on from its last change
        start, cur, near = float(span[j]), int(ws[j]), True
    return None


def _lines_flip(a: np.ndarray, b: np.ndarray, labels: np.ndarray, x0: float, end: float, w0: int,
                up: bool) -> tuple[float, int] | None:
    """:func:`_flip` where every candidate is a line in the input (a + b·x) and wins for its route
    (``labels``): the crossings in closed form, the same rule (the first change of route whose new winner
    holds to :data:`BEYOND` past it)."""
    live = np.isfinite(a)
    sign = 1 if up else -1

    def winner_at(x: float, after: bool) -> int:
        vals = np.where(live, a + b * x, np.inf)
        low = vals.min()
        tied = np.flatnonzero(vals <= low + 1e-12 * max(abs(low), 1.0))
        if after and len(tied) > 1:   # just beyond x the one falling fastest (rising slowest) is lowest
            slope = b[tied] * sign
            tied = tied[slope <= slope.min()]
        return int(tied[0])

    def next_change(x: float, cur: int) -> float | None:
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):   # parallel lines never cross
            t = (a - a[cur]) / (b[cur] - b)
        ok = live & (sign * (b - b[cur]) < 0) & (sign * (t - x) > 0)
        if not ok.any():
            return None
        return float(t[ok].min() if up else t[ok].max())

    x, cur = x0, winner_at(x0, after=True)
    for _ in range(64):
        x1 = next_change(x, cur)
        if x1 is None or sign * (x1 - end) > 0:
            return None
        new = winner_at(x1, after=True)
        if labels[new] != labels[cur]:
            # the new route must hold to 3% beyond: no change of route before then
            y: float | None = x1
            line, holds = new, True
            far = x1 * (1 + BEYOND) if up else x1 * (1 - BEYOND)
            for _ in range(64):
                y = next_change(y, line) if y is not None else None
                if y is None or sign * (y - far) > 0:
                    break
                line = winner_at(y, after=True)
                if labels[line] != labels[new]:
                    holds = False
                    break
            if holds and labels[new] != w0:
                return x1, int(labels[new])
        x, cur = x1, new
    return None


def _priced(m: Market, ppt: float, x0: float, per: float) -> Callable[[np.ndarray], tuple[np.ndarray, np.ndarray]]:
    """The candidates' values with one API price at x (``per``: its share of the blended price per token, ×1e6)."""
    return lambda x: m.lines(len(x), prices=ppt + (x - x0) * per / 1e6)


def flips(m: Market, s: Scenario, winner: str | None) -> tuple[Flip, ...]:
    """Every input's flip above and below today's value, nearest first (by how far the input moves)."""
    if winner is None or len(m.routes) + (1 if m.hybrid else 0) < 2:
        return ()
    w0 = ORDER.index(winner)
    out: list[Flip] = []

    def add(path: str, x0: float, lo: float, hi: float, fn: Callable[[np.ndarray], np.ndarray],
            log: bool = True, lines: Callable[[np.ndarray], tuple[np.ndarray, np.ndarray]] | None = None) -> None:
        if lines is not None:   # every candidate a line in this input: its crossings in closed form
            two, labels = lines(np.array([x0, 2 * x0]))
            a, b = 2 * two[0] - two[1], (two[1] - two[0]) / x0
        for up, end in ((True, hi / (1 + BEYOND)), (False, lo / (1 - BEYOND))):
            if (end - x0) * (1 if up else -1) <= 0:
                continue
            if lines is not None:
                found = _lines_flip(a, b, labels, x0, end, w0, up)
            else:
                found = _flip(fn, x0, end, w0, up, log)
            if found is not None:
                out.append(Flip(path, found[0], "above" if up else "below", ORDER[found[1]], x0))

    v0 = s.workload.tokens_per_month
    if v0 > 0:
        add(VOLUME, v0, VOLUMES[0], VOLUMES[1], lambda x: m.winners(m.values(len(x), volumes=x)))
    price = s.hardware.price_per_gpu_hour
    if "rent" in m.fleets and price:
        add(RENTAL_PRICE, price, price * 1e-6, 10_000, m.winners,
            lines=lambda x: m.lines(len(x), factors={"rent": x / price}))
    buy = purchase_per_gpu_usd(s)
    if "own" in m.fleets and buy:
        add(PURCHASE_PRICE, buy, buy * 1e-6, 10_000_000, m.winners,
            lines=lambda x: m.lines(len(x), factors={"own": x / buy}))
    p = s.pricing
    if m.api and m.price is not None:
        ppt, k = m.price, api_price_weights(s)   # each price's weight in the blend (cache, tier and batch included)
        for path, x0, per in ((API_INPUT, p.api_input_per_mtok, k["input"]),
                              (API_OUTPUT, p.api_output_per_mtok, k["output"])):
            if x0 and per > 0:
                add(path, x0, x0 * 1e-6, 10_000, m.winners, lines=_priced(m, ppt, x0, per))
    rate = s.finance.discount_rate_per_year
    add(DISCOUNT_RATE, rate, 0.0, 1.0, lambda x: m.at(len(x), rates=x), log=False)
    out.sort(key=lambda f: abs(f.value - f.current) / max(abs(f.current), 1e-2) if f.input == DISCOUNT_RATE
             else abs(math.log(f.value / f.current)))
    return tuple(out)
