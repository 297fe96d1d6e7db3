"""One search for "from which volume does it pay": the smallest value on a log scale at which a
gap turns non-negative (costs rise in steps as replicas are added, so the gap is searched on a grid,
then narrowed by bisection)."""

from __future__ import annotations

import math
from collections.abc import Callable


def first_crossing(gap: Callable[[float], float], lo: float, hi: float, points: int = 261,
                   rel_tol: float = 1e-9, rounds: int = 60) -> float | None:
    """The smallest ``v`` in ``[lo, hi]`` (log grid of ``points``) from which ``gap(v) >= 0``; None when
    it never is, or already is at ``lo`` (no meaningful threshold)."""
    prev = None
    for i in range(points):
        v = lo * (hi / lo) ** (i / (points - 1))
        if gap(v) >= 0:
            if prev is None:
                return None
            a, b = prev, v
            for _ in range(rounds):
                mid = math.sqrt(a * b)
                a, b = (a, mid) if gap(mid) >= 0 else (mid, b)
                if b / a < 1 + rel_tol:
                    break
            return b
        prev = v
    return None
