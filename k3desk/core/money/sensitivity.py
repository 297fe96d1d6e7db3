"""How sure is the verdict over the term: what would flip it, and which assumption moves it most.

Both compare the scenario's own choice (rented or owned, ``hardware.ownership``) with the API over
the whole contract term (``tco.py``); with no trends that is the term times the monthly figures, so
the flip factors also equalize the monthly costs ``k3desk calc`` prints.

- **Flip**: the factor on the API prices, the factor on the GPU price (per GPU-hour when rented,
  the purchase price when owned) and the monthly volume at which both options cost the same. Each
  cost is linear in its own price, so the two factors are exact ratios; the volume is searched
  (self-hosting rises in steps as replicas are added). None where no such value exists (the API
  still wins with free GPUs, or at any volume this hardware can carry).
- **Sensitivity**: the term difference (self-hosting minus API, USD) with one assumption 20% lower
  and 20% higher, every other input unchanged; rows widest first (a tornado). Assumptions that
  change the replica's capacity (utilization, cache hits) recompute the scenario.

Not part of ``compute()``: the presenters that show them (the command line, the PDF) ask for them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from k3desk.core.money.search import first_crossing
from k3desk.core.money.tco import ONE, Scales, purchase_per_gpu_usd, self_hosted, term_cost
from k3desk.core.result import Result
from k3desk.core.scenario import Scenario
from k3desk.core.sizing import compute

#: The swing of every assumption in the sensitivity table: -20% and +20%.
SWING = 0.2
#: The cache-hit rate swings by 20 points (a relative swing of a 0% rate would show nothing).
CACHE_SWING = 0.2
_VOLUME_RANGE = (1e3, 1e16)
_TINY = 1e-9


@dataclass(frozen=True)
class Flip:
    api_price_factor: float | None  # API prices x this: both options cost the same over the term
    gpu_price_factor: float | None  # GPU price (hourly or purchase) x this: the same
    tokens_per_month: float | None  # today's monthly volume at which they cost the same
    self_host_wins: bool  # today's verdict: self-hosting costs less over the term


@dataclass(frozen=True)
class Swing:
    assumption: str  # stable id: api_price, gpu_hour_price, purchase_price, utilization, ...
    low_usd: float  # term difference (self-hosting - API) with the assumption 20% lower
    high_usd: float  # ... 20% higher
    low_value: float  # the assumption's value at each end (fraction, USD, tokens)
    high_value: float

    @property
    def width(self) -> float:
        return abs(self.high_usd - self.low_usd)


@dataclass(frozen=True)
class Decision:
    horizon: int
    base_usd: float  # term difference today: self-hosting - API (negative: self-hosting is cheaper)
    flip: Flip
    sensitivity: tuple[Swing, ...]  # widest first


def _difference(s: Scenario, r: Result, scales: Scales = ONE) -> float | None:
    t = term_cost(s, r.fit.gpu_count, r.cost.replica_tokens_per_month, scales)
    own = self_hosted(s, t)
    return None if own is None or t.api is None else own[-1] - t.api[-1]


def _flip(s: Scenario, r: Result, base: Scales) -> Flip:
    t = term_cost(s, r.fit.gpu_count, r.cost.replica_tokens_per_month, base) if base.book_value else r.term
    hosted = None if t is None else self_hosted(s, t)
    # decide() flips only a costed term; the same prices cost the term under any scales
    assert t is not None and hosted is not None and t.api is not None, "a costed term"
    host, api = hosted[-1], t.api[-1]
    api_factor = host / api if api > 0 and host > 0 else None
    if s.hardware.ownership == "rent":
        gpu_factor = api / host if host > 0 and api > 0 else None
    else:  # owned: purchase (net of resale) scales, power and hosting do not
        free_own = term_cost(s, r.fit.gpu_count, r.cost.replica_tokens_per_month, replace(base, gpu=0.0)).own
        assert free_own is not None, "the owned curve is costed (above), and a free GPU still has a price"
        free = free_own[-1]
        capex = host - free
        # A purchase resold at its full price costs nothing net: no price of it would flip anything.
        meaningful = capex > _TINY * max(host, api, 1.0)
        gpu_factor = (api - free) / capex if meaningful and api > free else None
    return Flip(api_price_factor=api_factor, gpu_price_factor=gpu_factor,
                tokens_per_month=_flip_volume(s, r, base), self_host_wins=host < api)


def _flip_volume(s: Scenario, r: Result, base: Scales) -> float | None:
    """The smallest monthly volume from which the API costs at least as much as self-hosting."""
    volume = s.workload.tokens_per_month
    if volume <= 0:
        return None

    def gap(v: float) -> float:
        return -(_difference(s, r, replace(base, volume=v / volume)) or 0.0)

    return first_crossing(gap, *_VOLUME_RANGE)


def _variant(s: Scenario, section: str, **fields) -> Scenario:
    data = s.model_dump()
    data[section] = {**data[section], **fields}
    return Scenario.model_validate(data)


def _swings(s: Scenario, r: Result, base: Scales) -> list[Swing]:
    lo, hi = 1 - SWING, 1 + SWING
    rows = []

    def scaled(name: str, value: float, low: Scales, high: Scales) -> None:
        a, b = _difference(s, r, low), _difference(s, r, high)
        if a is not None and b is not None:
            rows.append(Swing(name, a, b, value * lo, value * hi))

    def recomputed(name: str, section: str, field: str, low: float, high: float) -> None:
        out = []
        for v in (low, high):
            v2 = _variant(s, section, **{field: v})
            r2 = compute(v2)
            out.append(_difference(v2, r2, base) if r2.term is not None else None)
        low_usd, high_usd = out
        if low_usd is not None and high_usd is not None:
            rows.append(Swing(name, low_usd, high_usd, low, high))

    blended = r.cost.api_usd_per_mtok
    assert blended is not None, "decide() judges only a term with an API price"
    scaled("api_price", blended, replace(base, api=lo), replace(base, api=hi))
    if s.hardware.ownership == "rent":
        hourly = s.hardware.price_per_gpu_hour
        assert hourly is not None, "decide() judges only a rented term with a rental price"
        scaled("gpu_hour_price", hourly, replace(base, gpu=lo), replace(base, gpu=hi))
    else:
        scaled("purchase_price", purchase_per_gpu_usd(s) or 0.0, replace(base, gpu=lo), replace(base, gpu=hi))
        p = s.hardware.power_price_per_kwh
        recomputed("power_price", "hardware", "power_price_per_kwh", p * lo, p * hi)
    scaled("tokens_per_month", s.workload.tokens_per_month, replace(base, volume=lo), replace(base, volume=hi))
    u = s.workload.utilization
    recomputed("utilization", "workload", "utilization", u * lo, min(u * hi, 1.0))
    c = s.workload.cache_hit_rate
    recomputed("cache_hit_rate", "workload", "cache_hit_rate", max(c - CACHE_SWING, 0.0), min(c + CACHE_SWING, 1.0))
    rows.sort(key=lambda x: x.width, reverse=True)
    return rows


def decide(s: Scenario, r: Result, book_value: bool = False) -> Decision | None:
    """Flip and sensitivity for a costed scenario; None where there is no term cost to judge.
    ``book_value``: an unset resale is the remaining book value, as in the decision (``routes``);
    by default the legacy rule (nothing back unless a percentage is set) of the ``flip`` keys."""
    if r.term is None or self_hosted(s, r.term) is None or r.term.api is None:
        return None
    base = Scales(book_value=book_value)
    difference = _difference(s, r, base)
    assert difference is not None, "the term is costed (above); scales change no price into None"
    return Decision(horizon=s.pricing.horizon_months, base_usd=difference, flip=_flip(s, r, base),
                    sensitivity=tuple(_swings(s, r, base)))


def decision_json(s: Scenario, r: Result) -> dict:
    """The ``flip`` and ``sensitivity`` keys of ``calc --json`` (USD; nulls and [] where not costed)."""
    d = decide(s, r)
    if d is None:
        return {"flip": {"api_price_factor": None, "gpu_price_factor": None, "tokens_per_month": None},
                "sensitivity": []}
    f = d.flip
    return {
        "flip": {"api_price_factor": f.api_price_factor, "gpu_price_factor": f.gpu_price_factor,
                 "tokens_per_month": f.tokens_per_month, "self_host_wins": f.self_host_wins,
                 "horizon_months": d.horizon, "difference_usd": d.base_usd},
        "sensitivity": [{"assumption": w.assumption, "low_usd": w.low_usd, "high_usd": w.high_usd,
                         "low_value": w.low_value, "high_value": w.high_value} for w in d.sensitivity],
    }
