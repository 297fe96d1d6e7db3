"""Availability (docs/domain.md §14): the share of the time a self-hosted fleet carries its peak load, from
sourced failure and repair rates, its spares and its maintenance, beside the API provider's SLA.

- **a replica** is down while any of its GPUs or servers is failed (a tensor- or expert-parallel replica
  stops with one GPU) or while it is drained for planned maintenance. Failures arrive at
  ``gpu_failures_per_year`` per GPU and ``node_failures_per_year`` per server (the catalog's defaults:
  Llama 3's interruptions on 16,384 H100s), each repaired in ``repair_hours``; steady state, a replica is
  up a share ``(1 - m) / (1 + λ × r)`` of the time, λ its failures an hour, r the repair hours, m the
  share of the month it is in maintenance.
- **the fleet** of ``load`` replicas for the peak plus ``spares`` carries the peak while no more than
  ``spares`` replicas are down at once: with independent replicas, the binomial probability
  ``P(down <= spares)`` over ``load + spares`` replicas.
- **the spares a required availability buys**: the fewest spares, at least the ones the buyer set, that
  bring the fleet to ``constraints.availability_percent``. The decision and the Advisor size every fleet
  with them, month by month, at every volume. A hybrid's base fleet keeps the buyer's spares: its failover
  is the API.

Pure: math and the scenario's fields only.
"""

from __future__ import annotations

import functools
import math

import numpy as np

from k3desk.core.scenario import Scenario

HOURS_A_YEAR = 8760.0
#: Exact binomial sums up to this many failures at once; beyond it (fleets of thousands of replicas) the
#: normal approximation with a continuity correction, whose error there is far below a replica.
EXACT_UP_TO = 5000


def replica_nodes(s: Scenario, gpus: int) -> int:
    """Servers one replica of ``gpus`` GPUs spans (a part of a server counts as one)."""
    return max(1, math.ceil(gpus / max(1, s.hardware.gpus_per_node)))


def replica_availability(s: Scenario, gpus: int) -> float:
    """The share of the time one replica of ``gpus`` GPUs serves (see the module's note)."""
    h = s.hardware
    per_hour = (gpus * h.gpu_failures_per_year + replica_nodes(s, gpus) * h.node_failures_per_year) / HOURS_A_YEAR
    drained = min(1.0, h.maintenance_hours_per_month / s.pricing.hours_per_month)
    return (1 - drained) / (1 + per_hour * h.repair_hours)


def fleet_availability(load: int, spares: int, up: float) -> float:
    """The share of the time at most ``spares`` of ``load + spares`` replicas, each up ``up`` of the time
    and failing independently, are down: the fleet carries its peak load."""
    return _at_most(int(spares), int(load) + int(spares), 1.0 - up)


def spares_needed(load: int, up: float, target: float, least: int = 0) -> int:
    """The fewest spares (at least ``least``) that bring ``load`` replicas to ``target`` (a share, 0.999);
    ``4 × load + 1000`` when none do (a replica down half the time or more)."""
    return _spares(int(load), round(up, 15), round(target, 15), int(least))


@functools.lru_cache(maxsize=4096)
def _spares(load: int, up: float, target: float, least: int) -> int:
    down = 1.0 - up
    cap = 4 * load + 1000   # more spares cover no load (only a replica down half the time would need them)

    def enough(k: int) -> bool:
        return _at_most(k, load + k, down) >= target

    if enough(least):
        return least
    # start near the normal approximation's answer, then bracket and halve
    z = math.sqrt(2) * _erfc_inv(2 * (1 - target))
    guess = int(load * down / (1 - down) + z * math.sqrt(max(load * down, 1.0))) + 1
    lo, hi = least, max(least + 1, min(cap, guess))
    while not enough(hi):
        if hi >= cap:
            return cap
        lo, hi = hi, min(cap, hi * 2)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (lo, mid) if enough(mid) else (mid, hi)
    return hi


def _erfc_inv(y: float) -> float:
    """x with erfc(x) = y (0 < y < 2), by bisection: only a starting guess needs it."""
    lo, hi = -6.0, 6.0
    for _ in range(60):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if math.erfc(mid) > y else (lo, mid)
    return (lo + hi) / 2


def _at_most(k: int, n: int, p: float) -> float:
    """P(X <= k) for X ~ Binomial(n, p)."""
    if k >= n or p <= 0.0:
        return 1.0
    if k < 0 or p >= 1.0:
        return 0.0
    if k > EXACT_UP_TO:
        sd = math.sqrt(n * p * (1 - p))
        return 0.5 * math.erfc(-(k + 0.5 - n * p) / sd / math.sqrt(2))
    # each term's logarithm from the last (no underflow for thousands of replicas), summed from the largest
    i = np.arange(k, dtype=float)
    logs = n * math.log1p(-p) + np.concatenate(([0.0], np.cumsum(np.log(n - i) - np.log(i + 1)
                                                                  + math.log(p) - math.log1p(-p))))
    top = float(logs.max())
    return min(1.0, math.exp(top) * float(np.exp(logs - top).sum()))


def spare_line(s: Scenario, gpus: int) -> tuple[float, float, float]:
    """Lines around a fleet under a required availability, for the break-even's bounds (``Market``): with
    ``u`` the share of the time a replica of ``gpus`` GPUs is down, the fleet for a peak load of L replicas
    (a fraction) is at least ``(L - 1) / (1 - u)`` (the spares are at least the median of the replicas down,
    for a requirement of 50% or more) and at most ``(L + 1) × (1 + b) + c``. Returns (u, b, c)."""
    target = required(s)
    assert target is not None, "a line only under a required availability"
    up = replica_availability(s, gpus)
    return _line(round(up, 15), round(target, 15), s.hardware.spare_replicas)


@functools.lru_cache(maxsize=256)
def _line(up: float, target: float, least: int) -> tuple[float, float, float]:
    down = 1.0 - up
    if down >= 0.5:   # no number of spares covers it: they stop at 4 × load + 1000
        return down, 4.0, 1000.0 + 4.0
    b = 2 * down / (1 - down)
    # S(n) - b n is largest at small n (its slope tends to -down / (1 - down)); S is nondecreasing, so between
    # grid points n_i < n_j it is at most S(n_j) - b n_i
    grid = sorted({*range(1, 257), *(int(round(256 * 1.25 ** k)) for k in range(1, 130))})
    grid = [n for n in grid if n <= 10**14]
    spares = [spares_needed(n, up, target, least) for n in grid]
    c = max(spares[0], max(spares[j] - b * grid[j - 1] for j in range(1, len(grid))))
    return down, b, float(c)


def spare_steps(s: Scenario, gpus: int, upto: int) -> list[int]:
    """Under a required availability: each fleet size k (1 <= k < ``upto`` replicas of ``gpus`` GPUs) whose
    next replica needs one spare more (the spares of k + 1 exceed those of k), ascending. The spares never
    fall as the fleet grows, so each level's last size is found by halving."""
    target = required(s)
    assert target is not None, "steps only under a required availability"
    up, least = replica_availability(s, gpus), s.hardware.spare_replicas

    def spares(n: int) -> int:
        return spares_needed(n, up, target, least)

    out: list[int] = []
    k, last = 1, spares(max(upto, 1))
    while k < upto and spares(k) < last:
        lo, hi, level = k, upto, spares(k)   # spares(lo) == level < spares(hi)
        while hi - lo > 1:
            mid = (lo + hi) // 2
            lo, hi = (mid, hi) if spares(mid) == level else (lo, mid)
        out.append(lo)
        k = lo + 1
    return out


def required(s: Scenario) -> float | None:
    """The required availability as a share (0.999), None when the buyer states none."""
    pct = s.constraints.availability_percent
    return None if pct is None else pct / 100


def fleet_spares(s: Scenario, load: np.ndarray, gpus) -> np.ndarray:
    """The spares each fleet of ``load`` replicas (an array; ``gpus`` each: one number, one per row, or an
    array of the load's shape) holds: the buyer's, or more where the required availability needs them."""
    least = s.hardware.spare_replicas
    target = required(s)
    load = np.asarray(load, dtype=float)
    if target is None:
        return np.full(load.shape, float(least))
    g = np.asarray(gpus, dtype=float)
    if 0 < g.ndim < load.ndim:   # one per row of fleets (one per volume)
        g = g.reshape(-1, *([1] * (load.ndim - 1)))
    g = np.broadcast_to(g, load.shape)
    pairs, back = np.unique(np.stack((load.ravel(), g.ravel())), axis=1, return_inverse=True)
    ups = {gg: replica_availability(s, int(gg)) for gg in set(pairs[1].tolist())}
    out = np.array([spares_needed(int(n), ups[gg], target, least) for n, gg in pairs.T.tolist()], dtype=float)
    return out[np.ravel(back)].reshape(load.shape)


def fleet_of(s: Scenario, replicas: int, spares: int, gpus: int) -> float:
    """The availability of a fleet of ``replicas`` (spares included, ``spares`` of them) of ``gpus`` GPUs."""
    return fleet_availability(max(0, replicas - spares), spares, replica_availability(s, gpus))
