"""Why the advisor dropped a GPU type, and which constraint nothing meets: the best figure each GPU
type reached during a search, turned into a stable reason id with its value and limit (the report
layer words them: "needs 40 GB more per GPU", "12 tok/s, below 20").
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from k3desk.core.advisor.space import Constraints
from k3desk.core.speed.service import Targets


@dataclass(frozen=True)
class Dropped:
    """Why a GPU type gave no option: a stable reason id, the best value reached and the limit."""

    gpu: str
    reason: str  # not_allowed | no_price | memory | min_tok_s | max_ttft_s | max_ttft_p99_s | max_tpot_p99_s |
    # max_usd_month | max_gpus | together
    value: float | None = None  # memory: bytes more per GPU; speed: tok/s; ttft: s; budget: USD; GPUs
    limit: float | None = None
    at_gpus: int | None = None  # memory: at this (largest allowed) count
    #: a percentile latency limit: what the figure must stay under, the limit less the model's typical error
    #: (``service.Targets.sized``)
    within: float | None = None


@dataclass
class Reach:
    """What one GPU type reached at best, to say why it was dropped."""

    fitted: bool = False
    priced: bool = False
    short_bytes: float = math.inf
    short_at: int = 0
    speed: float = 0.0
    ttft: float = math.inf
    ttft_p99: float = math.inf  # the quickest first token at the target's percentile under the load
    tpot_p99: float = math.inf
    cost: float = math.inf
    gpus: int = 1 << 40
    kept: int = 0


def track(b: Reach, speed: float, ttft: float, total: float, gpus: int, meets: dict[str, bool],
          p99: tuple[float | None, float | None] = (None, None)) -> None:
    b.speed, b.ttft, b.cost, b.gpus = max(b.speed, speed), min(b.ttft, ttft), min(b.cost, total), min(b.gpus, gpus)
    if p99[0] is not None:
        b.ttft_p99 = min(b.ttft_p99, p99[0])
    if p99[1] is not None:
        b.tpot_p99 = min(b.tpot_p99, p99[1])


_ORDER = ("min_tok_s", "max_ttft_s", "max_ttft_p99_s", "max_tpot_p99_s", "max_usd_month", "max_gpus")


def limit_of(c: Constraints, key: str) -> float | None:
    return getattr(c, key)


#: The percentile latency limits and the figure each bounds: met with the model's typical error to spare.
_SIZED = {"max_ttft_p99_s": "ttft", "max_tpot_p99_s": "tpot"}


def within_of(c: Constraints, key: str) -> float | None:
    """What a figure must stay under to meet the limit ``key``: the limit itself, or for a percentile latency
    the limit ÷ (1 + the estimate's median leave-one-out error), as the fleets are sized (``Targets.sized``)."""
    lim = limit_of(c, key)
    if lim is None or key not in _SIZED:
        return lim
    return Targets(**{f"{_SIZED[key]}_s": lim}).sized(_SIZED[key])


def missed(b: Reach, c: Constraints) -> list[tuple[str, float]]:
    """Constraints even this GPU's best figure misses, with that figure."""
    got = {"min_tok_s": b.speed, "max_ttft_s": b.ttft, "max_usd_month": b.cost, "max_gpus": b.gpus,
           "max_ttft_p99_s": b.ttft_p99, "max_tpot_p99_s": b.tpot_p99}
    out = []
    for k in _ORDER:
        lim = within_of(c, k)
        if lim is None:
            continue
        ok = got[k] >= lim if k == "min_tok_s" else got[k] <= lim
        if not ok:
            out.append((k, got[k]))
    return out


def why_dropped(gid: str, b: Reach, c: Constraints) -> Dropped:
    if not b.fitted:
        return Dropped(gid, "memory", value=b.short_bytes if math.isfinite(b.short_bytes) else None,
                       at_gpus=b.short_at or None)
    misses = missed(b, c)
    if misses:
        k, v = misses[0]
        return _dropped(gid, k, v, c)
    return Dropped(gid, "together")


def _dropped(gid: str, k: str, v: float, c: Constraints) -> Dropped:
    return Dropped(gid, k, value=v, limit=limit_of(c, k), within=within_of(c, k) if k in _SIZED else None)


def blocking_constraint(best: dict[str, Reach], c: Constraints) -> Dropped:
    """The constraint no configuration meets, with the best figure any reached."""
    fitted = [b for b in best.values() if b.fitted]
    if not fitted:
        short = [b for b in best.values() if b.priced and math.isfinite(b.short_bytes)]
        if not best or not any(b.priced for b in best.values()):
            return Dropped("", "no_price" if best else "not_allowed")
        m = min(short, key=lambda b: b.short_bytes, default=None)
        return Dropped("", "memory", value=m.short_bytes if m else None, at_gpus=m.short_at if m else None)
    agg = Reach(speed=max(b.speed for b in fitted), ttft=min(b.ttft for b in fitted),
                cost=min(b.cost for b in fitted), gpus=min(b.gpus for b in fitted),
                ttft_p99=min(b.ttft_p99 for b in fitted), tpot_p99=min(b.tpot_p99 for b in fitted))
    misses = missed(agg, c)
    if misses:
        k, v = misses[0]
        return _dropped("", k, v, c)
    return Dropped("", "together")
