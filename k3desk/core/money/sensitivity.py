"""Which assumption moves the answer most: the sensitivity (tornado) of the decision.

The difference set against the API is the decision's own: the cheaper self-hosted route the decision
left in minus the API, on the decision's basis (present values at the scenario's discount rate, the
term totals when it is 0; ``decision.Market``). Each row moves one assumption 20% lower and 20%
higher, every other input as entered, and re-values every route:

- the API's prices (all three together), the GPU-hour price, the purchase price, the monthly volume:
  the decision's routes re-valued at the moved price or volume (no layout changes);
- the power price: the owned route re-costed with it;
- the replicas' utilisation: what a replica carries moves with it (``sizing.replica_tokens_per_month``
  is proportional to the busy share), so the fleets are re-sized;
- the cache-hit rate (20 points, not 20%): the API's blended price, and what a replica carries where
  prefill limits it.

Rows widest first. None when the API or every self-hosted route is left out: there is nothing to set
against. What would change the winner itself is ``decision.flips``; this module states no flip.

``legacy_json`` keeps the ``flip`` and ``sensitivity`` keys of ``k3desk calc --json`` for scripts,
derived from the decision.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from k3desk.core.money.cost import api_usd_per_token
from k3desk.core.money.market import Market
from k3desk.core.money.tco import purchase_per_gpu_usd
from k3desk.core.money.valuation import Fleet
from k3desk.core.result import Result
from k3desk.core.scenario import Scenario

#: The swing of every assumption in the sensitivity table: -20% and +20%.
SWING = 0.2
#: The cache-hit rate swings by 20 points (a relative swing of a 0% rate would show nothing).
CACHE_SWING = 0.2


@dataclass(frozen=True)
class Swing:
    assumption: str  # stable id: api_price, gpu_hour_price, purchase_price, utilization, ...
    low_usd: float  # the difference (self-hosting - API, the decision's basis) with the assumption lower
    high_usd: float  # ... higher
    low_value: float  # the assumption's value at each end (fraction, USD, tokens)
    high_value: float
    #: what every replica carries at each end over what it carries as entered (the utilisation and the
    #: cache-hit rate move it; 1 for the others): the workbook re-sizes the fleet with it
    speed: tuple[float, float] = (1.0, 1.0)

    @property
    def width(self) -> float:
        return abs(self.high_usd - self.low_usd)


@dataclass(frozen=True)
class Sensitivity:
    route: str        # the cheaper self-hosted route with every input as entered
    base_usd: float   # its value minus the API's (negative: self-hosting is cheaper)
    swings: tuple[Swing, ...]  # widest first


def _gap(values: np.ndarray) -> np.ndarray:
    """The cheaper self-hosted route minus the API, per row of ``Market.values``."""
    return values[:, 1:3].min(axis=1) - values[:, 0]


def _capacity_ratio(s: Scenario, r: Result, **workload) -> float:
    """What one replica carries with ``workload`` fields changed, over what it carries now (a replica's
    decode and prefill limits, ``sizing.replica_tokens_per_month``; 1 for a production unit)."""
    from k3desk.core.sizing import replica_tokens_per_month

    if r.production is not None or not r.fit.usable:
        return 1.0
    t = r.throughput
    batch = 1 if t.offload else s.workload.concurrent_sequences
    now = replica_tokens_per_month(s, t.decode_per_sequence.value, batch, t.ttft_s.value)
    moved = s.model_copy(update={"workload": s.workload.model_copy(update=workload)})
    then = replica_tokens_per_month(moved, t.decode_per_sequence.value, batch, t.ttft_s.value)
    return then / now if now > 0 else 1.0


def sensitivity(s: Scenario, r: Result, d) -> Sensitivity | None:
    """The tornado of decision ``d`` (``decision.decide(s, r)``); None when there is nothing to set
    against the API."""
    m: Market | None = d.market
    if m is None or not m.api or not m.fleets:
        return None
    base = m.values(1)
    if not np.isfinite(base[0, 1:3]).any():   # no self-hosted route at this volume (an owned fleet over the facility)
        return None
    route = "rent" if base[0, 1] <= base[0, 2] else "own"
    lo, hi = 1 - SWING, 1 + SWING
    ends = np.array([lo, hi])
    rows: list[Swing] = []

    def add(name: str, values: np.ndarray, low: float, high: float, speed: tuple[float, float] = (1.0, 1.0)) -> None:
        gap = _gap(values)
        rows.append(Swing(name, float(gap[0]), float(gap[1]), low, high, speed))

    ppt = m.price or 0.0
    if r.cost.api_usd_per_mtok is not None:
        blended = r.cost.api_usd_per_mtok
        add("api_price", m.values(2, prices=ppt * ends), blended * lo, blended * hi)
    if "rent" in m.fleets and s.hardware.price_per_gpu_hour is not None:
        hourly = s.hardware.price_per_gpu_hour
        add("gpu_hour_price", m.values(2, factors={"rent": ends}), hourly * lo, hourly * hi)
    if "own" in m.fleets:
        buy = purchase_per_gpu_usd(s) or 0.0
        add("purchase_price", m.values(2, factors={"own": ends}), buy * lo, buy * hi)
        kwh = s.hardware.power_price_per_kwh
        out = []
        for k in ends:   # the owned route re-costed at the moved power price
            own = m.fleets["own"]
            moved = own.s.model_copy(update={"hardware": own.s.hardware.model_copy(
                update={"power_price_per_kwh": kwh * k})})
            out.append(Market(m.s, {**m.fleets, "own": Fleet(moved, "own", own.gpus, own.capacity, int(own.least))}, m.tables,
                              api=m.api).values(1)[0])
        add("power_price", np.array(out), kwh * lo, kwh * hi)
    v = s.workload.tokens_per_month
    add("tokens_per_month", m.values(2, volumes=v * ends), v * lo, v * hi)
    u = s.workload.utilization
    us = np.array([u * lo, min(u * hi, 1.0)])
    add("utilization", np.array([m.values(1, speed=x / u)[0] for x in us]), float(us[0]), float(us[1]),
        (float(us[0] / u), float(us[1] / u)))
    c = s.workload.cache_hit_rate
    cs = (max(c - CACHE_SWING, 0.0), min(c + CACHE_SWING, 1.0))
    out, speeds = [], []
    for x in cs:   # the API's blended price and what a prefill-limited replica carries
        moved = s.model_copy(update={"workload": s.workload.model_copy(update={"cache_hit_rate": x})})
        speeds.append(_capacity_ratio(s, r, cache_hit_rate=x))
        out.append(m.values(1, prices=np.array([api_usd_per_token(moved) or 0.0]), speed=speeds[-1])[0])
    add("cache_hit_rate", np.array(out), cs[0], cs[1], (speeds[0], speeds[1]))
    rows.sort(key=lambda x: x.width, reverse=True)
    return Sensitivity(route=route, base_usd=float(_gap(base)[0]), swings=tuple(rows))


def legacy_json(s: Scenario, r: Result, d) -> dict:
    """The ``flip`` and ``sensitivity`` keys of ``calc --json`` (USD; nulls and [] where not costed):
    the scenario's own route (``hardware.ownership``) against the API on the decision's basis —
    ``api_price_factor`` (all API prices × it: both cost the same), ``gpu_price_factor`` (its GPU-hour
    or purchase price × it: the same), ``tokens_per_month`` (the decision's break-even) — and the rows
    of :func:`sensitivity`."""
    empty = {"flip": {"api_price_factor": None, "gpu_price_factor": None, "tokens_per_month": None},
             "sensitivity": []}
    m: Market | None = d.market if d is not None else None
    name = s.hardware.ownership
    if m is None or not m.api or name not in m.fleets:
        return empty
    col = 1 if name == "rent" else 2
    now, free = m.values(1)[0], m.values(1, factors={name: np.array([0.0])})[0]
    host, api = float(now[col]), float(now[0])
    priced = host - float(free[col])
    if priced <= 1e-9 * max(abs(host), abs(api), 1.0):   # e.g. resold at its full price: its price moves nothing
        priced = 0.0
    sens = sensitivity(s, r, d)
    return {
        "flip": {"api_price_factor": host / api if api > 0 and host > 0 else None,
                 "gpu_price_factor": (api - float(free[col])) / priced if priced > 0 and api > free[col] else None,
                 "tokens_per_month": d.break_even_tokens_per_month, "self_host_wins": host < api,
                 "horizon_months": d.horizon_months, "difference_usd": host - api},
        "sensitivity": [] if sens is None else [
            {"assumption": w.assumption, "low_usd": w.low_usd, "high_usd": w.high_usd, "low_value": w.low_value,
             "high_value": w.high_value} for w in sens.swings],
    }


def decision_json(s: Scenario, r: Result, d=None) -> dict:
    """:func:`legacy_json` for a scenario decided here when no decision is given."""
    if d is None:
        from k3desk.core.money.decision import decide  # deferred: the decision imports nothing of this module

        d = decide(s, r)
    return legacy_json(s, r, d)
