"""Latency under load (docs/domain.md, "Latency under load"): percentile first-token and per-token times of a
continuous-batching server from a request rate (or a closed loop of users), and the largest rate at
which a replica still meets a percentile target with the model's typical error to spare (``Targets.sized``).

The server (``service.Service``): each step decodes one token of every running sequence and fills the
rest of its token budget with prompt chunks; a sequence holds its KV cache from admission to its last
token, so at most ``kv_sequences`` run at once and the rest queue.

**Operating point** at λ requests a second (closed forms):

- a prompt of P tokens costs the GPUs ``t_p(P)`` of prefill compute; the share of time they spend on
  prompts is ``ρ_p = λ E[t_p]``, so a decode step, stretched by the chunks that share it, averages
  ``t̄ = t(b) / (1 − ρ_p)`` (disaggregated: ``t(b)``, the prompts run on their own GPUs);
- the decoding batch b follows from Little's law, ``b = λ · E[O] / s · t̄``: the rate at each batch of
  the grid is ``λ(b) = b / (E[O]/s · t(b) + b E[t_p])`` (increasing in b), read backwards;
- saturation ``λ_max``: the batch reaches the KV capacity c, or the prompt lane's load reaches 1;
  ``utilization = λ / λ_max``.

**Waits**, each an atom at 0 plus an exponential tail with the queue's exact mean:

- the prompt lane (M/G/1, first come first served): service ``S = t_p(P) + P / (B − b) · t(b)`` (its
  chunks ride along with the decodes in a budget of B tokens); ``ρ = λ E[S]`` waits, with mean
  ``ρ/(1 − ρ) · E[S] · (c_a² + c_s²)/2`` (Pollaczek–Khinchine for Poisson arrivals, Kingman's for
  burstier ones, c_a² = 1 / burstiness);
- a place in the batch (M/G/c, c = the KV capacity): the wait probability is Erlang C(c, b) and its
  mean ``C / (c − b) · E[H] · (c_a² + c_h²)/2`` (Allen–Cunneen; exact for M/M/c).

The exponential tail is exact for M/M/1 and M/M/c waits. **First token** = the engine's fixed cost + the
rest of the step running when it arrives (uniform over a decode step, or, for the share of time the prompt
lane is busy, over a step that carries a chunk) + its own prompt (``t_p(P)`` plus one step per chunk) + the two
waits; **time per output token** = (decode steps + the prompts' compute that lands in them, a compound
Poisson amount, gamma by its mean and variance) ÷ the answer's tokens. Percentiles are solved from
those distributions (the lengths spread over a lognormal of the stated mean and spread).

**Where the closed forms stop holding** (arrivals that are not Poisson, ``arrival_burstiness`` ≠ 1), a
seeded, bounded discrete-event simulation (:func:`simulate`: gamma gaps, FCFS prompt lane, c places,
the same service times) gives the percentiles instead.

A closed loop of N users (no rate stated) runs at the rate λ where N = λ × (first token + decode), the
mean of each from the formulas above; its waits are an open queue's at that rate (an upper bound: a
closed loop's arrivals are smoother).
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field

import numpy as np

from k3desk.core.speed.service import Load, Service, Targets

#: The percentiles reported.
PERCENTILES = (50.0, 90.0, 95.0, 99.0)
#: Without a target, a fleet is sized so that no replica runs above this share of its saturation rate.
MAX_UTILIZATION = 0.9
#: Percentiles are bracketed on a grid of this many points, then halved this many times.
SOLVE_GRID = 24
SOLVE_ROUNDS = 14
#: Points of each kind of running step (a decode step, a step with a prompt chunk) a request waits out.
RESIDUAL_POINTS = 4
#: The discrete-event simulation: requests per run (the first tenth warms up), and its seed.
SIM_REQUESTS = 3000
SIM_SEED = 20261203


@dataclass(frozen=True)
class Latency:
    """One replica's latency at its share of the load (seconds; None where the queue never settles)."""

    rate: float  # requests a second at this replica
    max_rate: float  # the rate at which it saturates
    utilization: float  # rate / max_rate
    stable: bool
    ttft: dict[float, float | None]  # percentile -> seconds
    tpot: dict[float, float | None]
    wait: dict[float, float | None]  # the time spent queued (both waits), by percentile
    wait_mean: float | None
    queued: float | None  # requests waiting on average (Little's law)
    batch: float  # sequences decoding at once on average
    kv_sequences: int
    method: str  # "closed_form" | "simulation"
    load: str  # "rate" | "volume" | "users"
    users: int | None = None
    replicas: int = 1
    extra: dict = field(default_factory=dict)

    def at(self, which: str, percentile: float) -> float | None:
        return (self.ttft if which == "ttft" else self.tpot).get(percentile)


# -- small numerical pieces ---------------------------------------------------------------------------
def _ndtri(p: np.ndarray) -> np.ndarray:
    """The standard normal quantile (Acklam's rational approximation, |error| < 1.2e-9)."""
    a = (-3.969683028665376e01, 2.209460984245205e02, -2.759285104469687e02, 1.383577518672690e02,
         -3.066479806614716e01, 2.506628277459239e00)
    b = (-5.447609879822406e01, 1.615858368580409e02, -1.556989798598866e02, 6.680131188771972e01,
         -1.328068155288572e01)
    c = (-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e00, -2.549732539343734e00,
         4.374664141464968e00, 2.938163982698783e00)
    d = (7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e00, 3.754408661907416e00)
    p = np.asarray(p, dtype=float)
    out = np.empty_like(p)
    lo, hi = p < 0.02425, p > 1 - 0.02425
    mid = ~(lo | hi)
    q = p[mid] - 0.5
    r = q * q
    out[mid] = ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
                (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1))
    for mask, sign, base in ((lo, 1.0, p), (hi, -1.0, 1 - p)):
        qq = np.sqrt(-2 * np.log(base[mask]))
        out[mask] = sign * ((((((c[0] * qq + c[1]) * qq + c[2]) * qq + c[3]) * qq + c[4]) * qq + c[5]) /
                            ((((d[0] * qq + d[1]) * qq + d[2]) * qq + d[3]) * qq + 1))
    return out


def _norm_sf(z: np.ndarray) -> np.ndarray:
    """P(Z > z) for a standard normal Z (Abramowitz & Stegun 7.1.26 on erfc, |error| < 1.5e-7)."""
    z = np.asarray(z, dtype=float)
    x = np.abs(z) / math.sqrt(2)
    t = 1 / (1 + 0.3275911 * x)
    erfc = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) \
        * np.exp(-x * x)
    return np.where(z >= 0, 0.5 * erfc, 1 - 0.5 * erfc)


def lengths(mean: float, cv: float, top: float) -> tuple[np.ndarray, np.ndarray]:
    """Quantile points of a lognormal of ``mean`` and coefficient of variation ``cv`` with their weights
    (finer in the upper tail, where the 99th percentile of a first token lives), each kept within
    [1, ``top``]; the whole distribution at its mean when cv is 0: (values, weights)."""
    if cv <= 0 or mean <= 1:
        return np.array([min(max(mean, 1.0), top)]), np.ones(1)
    s2 = math.log1p(cv * cv)
    mu = math.log(mean) - s2 / 2
    u = (_EDGES[:-1] + _EDGES[1:]) / 2
    return np.clip(np.exp(mu + math.sqrt(s2) * _ndtri(u)), 1.0, top), np.diff(_EDGES)


#: Bin edges (in probability) of the length quadrature: even to 0.9, then ever finer toward the top.
_EDGES = np.concatenate((np.linspace(0.0, 0.9, 13), [0.94, 0.97, 0.985, 0.992, 0.996, 0.998, 0.9993, 1.0]))


@functools.lru_cache(maxsize=32)
def _log_factorials(c: int) -> np.ndarray:
    out = np.concatenate(([0.0], np.cumsum(np.log(np.arange(1, c + 1, dtype=float)))))
    out.setflags(write=False)
    return out


def erlang_c(c: int, a) -> np.ndarray:
    """Erlang C: the probability that an arrival waits at an M/M/c queue of offered load ``a`` (< c),
    from Erlang B by its Poisson form (B = P(N = c) / P(N ≤ c), N ~ Poisson(a)), summed in logs so that c
    may be in the thousands; 1 where a ≥ c, 0 where a ≤ 0."""
    a = np.atleast_1d(np.asarray(a, dtype=float))
    out = np.where(a >= c, 1.0, 0.0)
    live = (a > 0) & (a < c)
    if not live.any():
        return out
    al = a[live]
    lf = _log_factorials(c)
    spread = int(12 * math.sqrt(float(al.max())) + 12)
    k0 = max(0, int(float(al.min())) - spread)
    k = np.arange(k0, c + 1, dtype=float)
    logp = k[None, :] * np.log(al)[:, None] - lf[k0:][None, :]
    top = logp.max(axis=1, keepdims=True)
    b = np.exp(logp[:, -1] - top[:, 0]) / np.exp(logp - top).sum(axis=1)
    out[live] = b / (1 - al / c * (1 - b))
    return out


def _wait_sf(w: np.ndarray, p1, t1, p2, t2) -> np.ndarray:
    """P(W1 + W2 > w) for independent waits W_i = 0 with probability 1 − p_i, else exponential of rate t_i
    (``w`` may carry extra leading axes; the parameters broadcast against it)."""
    w = np.maximum(w, 0.0)
    e1, e2 = np.exp(-t1 * w), np.exp(-t2 * w)
    close = np.abs(t2 - t1) <= 1e-9 * np.maximum(t1, t2)
    with np.errstate(divide="ignore", invalid="ignore"):
        hypo = np.where(close, (1 + t1 * w) * e1, (t2 * e1 - t1 * e2) / np.where(close, 1.0, t2 - t1))
    return p1 * (1 - p2) * e1 + p2 * (1 - p1) * e2 + p1 * p2 * hypo


def _solve(sf, lo: np.ndarray, hi: np.ndarray, q: np.ndarray) -> np.ndarray:
    """The value t where ``sf(t)`` (decreasing) falls to 1 − q, elementwise: ``sf`` on a grid of
    :data:`SOLVE_GRID` points between ``lo`` and ``hi`` at once brackets it, a few halvings close in."""
    target = 1 - q
    f = np.linspace(0.0, 1.0, SOLVE_GRID)
    grid = lo[..., None] + (hi - lo)[..., None] * f
    vals = sf(np.moveaxis(grid, -1, 0))                       # (grid, ...)
    above = np.moveaxis(vals, 0, -1) > target[..., None]
    k = np.clip(above.sum(axis=-1), 1, SOLVE_GRID - 1)        # sf is above the target before index k
    a = np.take_along_axis(grid, (k - 1)[..., None], axis=-1)[..., 0]
    b = np.take_along_axis(grid, k[..., None], axis=-1)[..., 0]
    for _ in range(SOLVE_ROUNDS):
        mid = (a + b) / 2
        up = sf(mid) > target
        a, b = np.where(up, mid, a), np.where(up, b, mid)
    return np.where(above[..., 0], (a + b) / 2, lo)   # already below the target at ``lo``: lo itself


# -- the operating point --------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Shape:
    """What the closed forms read of a service and a load, once."""

    b: np.ndarray  # batch grid (0 first)
    t: np.ndarray  # decode step at each
    lam: np.ndarray  # the rate at each batch
    rho_q: np.ndarray  # the prompt lane's load at each
    lam_max: float
    P: np.ndarray  # prompt lengths and their weights
    wP: np.ndarray
    tp: np.ndarray  # prefill compute of each prompt length, alone
    busy: np.ndarray  # the GPU time each takes in a loaded server
    Out: np.ndarray  # answer lengths and their weights
    wO: np.ndarray
    Etp: float
    Etp2: float
    steps: float  # decode steps of the mean answer
    ca2: float  # arrivals' squared coefficient of variation


def shape(svc: Service, load: Load, top: float = 1e9) -> _Shape:
    P, wP = lengths(load.prompt, load.prompt_cv, top)
    Out, wO = lengths(load.output, load.output_cv, top)
    tp = _at(P, svc.prompts, svc.prefill_s)
    busy = _at(P, svc.prompts, svc.busy_s) * svc.load_scale   # the GPU time a prompt takes in a loaded server
    Etp, Etp2 = float(wP @ busy), float(wP @ busy ** 2)
    steps = float(wO @ Out) / svc.speculative
    b = np.concatenate(([0.0], np.asarray(svc.batches, dtype=float)))
    t = np.concatenate(([svc.step_s[0]], np.asarray(svc.step_s, dtype=float)))
    share = 0.0 if svc.disaggregated else Etp
    lam = b / (steps * t + b * share)
    budget = np.maximum(svc.budget - b, svc.budget / 8)
    lane = busy[None, :] if svc.disaggregated else busy[None, :] + P[None, :] / budget[:, None] * t[:, None]
    rho_q = lam * (lane @ wP)
    lam_max = float(lam[-1])
    over = np.flatnonzero(rho_q >= 1)
    if over.size:   # the prompt lane saturates first: where its load crosses 1
        k = int(over[0])
        if k == 0:
            lam_max = 0.0
        else:
            f = (1 - rho_q[k - 1]) / (rho_q[k] - rho_q[k - 1])
            lam_max = float(lam[k - 1] + f * (lam[k] - lam[k - 1]))
    return _Shape(b, t, lam, rho_q, lam_max, P, wP, tp, busy, Out, wO, Etp, Etp2, steps, 1.0 / load.burstiness)


def _at(v: np.ndarray, xs, ys) -> np.ndarray:
    """``ys`` at ``v`` on the grid ``xs`` (linear; past its end, its last slope)."""
    x, y = np.asarray(xs, dtype=float), np.asarray(ys, dtype=float)
    out = np.interp(v, x, y)
    beyond = v > x[-1]
    if beyond.any() and len(x) > 1:
        out = np.where(beyond, y[-1] + (y[-1] - y[-2]) / (x[-1] - x[-2]) * (v - x[-1]), out)
    return out


def max_rate(svc: Service, load: Load) -> float:
    """Requests a second at which one replica saturates (its KV places or its prompt lane)."""
    return shape(svc, load).lam_max


@dataclass(frozen=True)
class _Point:
    lam: np.ndarray
    batch: np.ndarray
    t_dec: np.ndarray
    t_step: np.ndarray  # the mean step, prompt chunks included
    p1: np.ndarray  # prompt lane: wait probability and tail rate
    th1: np.ndarray
    p2: np.ndarray  # a place in the batch
    th2: np.ndarray
    D: np.ndarray  # first token without the waits: per rate, one point per prompt length and running step
    wD: np.ndarray  # the weight of each point (rates x points)
    stable: np.ndarray
    running: tuple  # (share of time in steps that carry a prompt chunk, such a step's length) per rate


def _point(svc: Service, sh: _Shape, load: Load, rates: np.ndarray) -> _Point:
    lam = np.asarray(rates, dtype=float)
    stable = lam < sh.lam_max * (1 - 1e-9)
    x = np.minimum(lam, sh.lam_max * (1 - 1e-9))
    batch = np.interp(x, sh.lam, sh.b)
    t_dec = np.interp(x, sh.lam, sh.t)
    rho_p = 0.0 if svc.disaggregated else np.minimum(x * sh.Etp, 0.999)
    t_step = t_dec / (1 - rho_p)
    budget = np.maximum(svc.budget - batch, svc.budget / 8)
    P, wP, tp, busy = sh.P, sh.wP, sh.tp, sh.busy
    if svc.disaggregated:
        lane = np.broadcast_to(busy[None, :], (len(x), len(P)))
        own = np.broadcast_to(tp[None, :], (len(x), len(P))) + 0.0
    else:
        lane = busy[None, :] + P[None, :] / budget[:, None] * t_dec[:, None]
        own = tp[None, :] + np.ceil(P[None, :] / budget[:, None]) * t_dec[:, None]
    es, es2 = lane @ wP, (lane ** 2) @ wP
    rho1 = np.minimum(x * es, 0.999999)
    cs2 = np.where(es > 0, es2 / np.maximum(es, 1e-30) ** 2 - 1, 0.0)
    v1 = (sh.ca2 + cs2) / 2   # the waits' variability factor (1 for M/M/1)
    rho1 = np.where(v1 > 0, rho1, 0.0)
    th1 = np.where(v1 * es > 0, (1 - rho1) / np.maximum(v1 * es, 1e-300), 1.0)
    c = svc.kv_sequences
    a = np.minimum(batch, c * (1 - 1e-9))
    p2 = erlang_c(c, a) if x.size else np.zeros(0)
    hold = np.where(x > 0, batch / np.maximum(x, 1e-30), sh.steps * t_step)
    ch2 = float(sh.wO @ (sh.Out / (sh.wO @ sh.Out) - 1) ** 2)
    v2 = (sh.ca2 + ch2) / 2
    p2 = np.where(v2 > 0, p2, 0.0)
    th2 = np.where(v2 * hold > 0, np.maximum(c - a, 1e-9) / np.maximum(v2 * hold, 1e-300), 1.0)
    # a request arrives during a running step and waits for its end: a uniform share of a decode step, or
    # (the share of time the lane is busy) of a step carrying a prompt chunk
    pi = 0.0 * x if svc.disaggregated else np.minimum(x * es, 1.0)
    mean_p = float(wP @ P)
    chunk = t_dec + np.minimum(budget, mean_p) * (sh.Etp / max(mean_p, 1.0))
    u = (np.arange(RESIDUAL_POINTS) + 0.5) / RESIDUAL_POINTS
    if svc.disaggregated:
        r, wr = np.zeros((len(x), 1)), np.ones((len(x), 1))
    else:
        r = np.concatenate((t_dec[:, None] * u[None, :], chunk[:, None] * u[None, :]), axis=1)
        wr = np.concatenate((np.repeat(((1 - pi) / RESIDUAL_POINTS)[:, None], RESIDUAL_POINTS, axis=1),
                             np.repeat((pi / RESIDUAL_POINTS)[:, None], RESIDUAL_POINTS, axis=1)), axis=1)
    D = (svc.fixed_s + own[:, :, None] + r[:, None, :]).reshape(len(x), -1)
    wD = (wP[None, :, None] * wr[:, None, :]).reshape(len(x), -1)
    return _Point(x, batch, t_dec, t_step, rho1, th1, p2, th2, D, wD, stable, (pi, chunk))


def _ttft_sf(pt: _Point, sh: _Shape, i: np.ndarray):
    """P(first token > t) at rates ``i`` (indices), as a function of t shaped like the indices."""
    D, w = pt.D[i], pt.wD[i]
    p1, t1, p2, t2 = pt.p1[i], pt.th1[i], pt.p2[i], pt.th2[i]

    def sf(t):
        rest = t[..., None] - D
        g = np.where(rest < 0, 1.0, _wait_sf(rest, p1[..., None], t1[..., None], p2[..., None], t2[..., None]))
        return (g * w).sum(axis=-1)
    return sf


def _tpot_sf(pt: _Point, sh: _Shape, svc: Service, i: np.ndarray):
    """P(time per output token > τ): the decode steps plus the prompts' compute landing in them."""
    Out, w = sh.Out, sh.wO
    n = Out / svc.speculative
    lam, t_dec, t_step = pt.lam[i][..., None], pt.t_dec[i][..., None], pt.t_step[i][..., None]
    base = n * t_dec
    life = n * t_step
    m = 0.0 if svc.disaggregated else lam * sh.Etp * life
    v = 0.0 if svc.disaggregated else lam * sh.Etp2 * life
    m, v = np.broadcast_to(m, base.shape), np.broadcast_to(v, base.shape)

    def sf(tau):
        x = tau[..., None] * Out - base
        with np.errstate(divide="ignore", invalid="ignore"):
            k = np.where(v > 0, m * m / np.maximum(v, 1e-300), np.inf)
            ratio = np.where(m > 0, np.maximum(x, 0.0) / np.maximum(m, 1e-300), 0.0)
            z = (np.cbrt(ratio) - (1 - 1 / (9 * k))) * 3 * np.sqrt(k)
        g = np.where(m > 0, _norm_sf(z), 0.0)
        g = np.where(x < 0, 1.0, np.where(m > 0, g, 0.0))
        return g @ w
    return sf


def _quantiles(sf_of, lo: np.ndarray, hi: np.ndarray, qs) -> np.ndarray:
    """Percentiles (rates x qs) of a survival function built per rate by ``sf_of(index array)``."""
    r = len(lo)
    q = np.array(qs, dtype=float)[None, :] / 100
    idx = np.broadcast_to(np.arange(r)[:, None], (r, q.shape[1]))
    sf = sf_of(idx)
    return _solve(sf, np.broadcast_to(lo[:, None], idx.shape).astype(float),
                  np.broadcast_to(hi[:, None], idx.shape).astype(float), np.broadcast_to(q, idx.shape))


def percentiles_at(svc: Service, load: Load, rates, qs=PERCENTILES, sh: _Shape | None = None,
                   which: tuple[str, ...] = ("ttft", "tpot", "wait")) -> dict:
    """First token, time per output token and the queue wait at each rate (closed forms): arrays of shape
    (rates, percentiles); unstable rates carry inf. ``which``: the figures wanted (the others are NaN)."""
    sh = sh or shape(svc, load)
    rates = np.atleast_1d(np.asarray(rates, dtype=float))
    pt = _point(svc, sh, load, rates)
    tail = (np.log(1e5) + 1) * (np.where(pt.p1 > 1e-9, 1 / pt.th1, 0.0) + np.where(pt.p2 > 1e-9, 1 / pt.th2, 0.0))
    skipped = np.full((len(rates), len(qs)), np.nan)
    ttft = tpot = wait = skipped
    if "ttft" in which:
        lo, hi = pt.D.min(axis=1), pt.D.max(axis=1) + tail + 1e-9
        ttft = _quantiles(lambda i: _ttft_sf(pt, sh, i), lo, hi, qs)
    if "tpot" in which:
        n = sh.Out / svc.speculative
        t_lo = (n * pt.t_dec[:, None] / sh.Out).min(axis=1)
        m_hi = pt.lam * sh.Etp * pt.t_step if not svc.disaggregated else 0.0 * pt.lam
        t_hi = pt.t_step + 12 * (m_hi + np.sqrt(np.maximum(pt.lam * sh.Etp2 * pt.t_step, 0.0))) + t_lo + 1e-9
        tpot = _quantiles(lambda i: _tpot_sf(pt, sh, svc, i), t_lo * 0.999, t_hi, qs)
    if "wait" in which:
        zero = np.zeros(len(rates))
        wait = _quantiles(lambda i: (lambda t: _wait_sf(t, pt.p1[i], pt.th1[i], pt.p2[i], pt.th2[i])),
                          zero, tail + 1e-9, qs)
    wait_mean = np.where(pt.p1 > 0, pt.p1 / pt.th1, 0.0) + np.where(pt.p2 > 0, pt.p2 / pt.th2, 0.0)
    bad = ~pt.stable[:, None]
    inf = np.inf
    return {"ttft": np.where(bad, inf, ttft), "tpot": np.where(bad, inf, tpot), "wait": np.where(bad, inf, wait),
            "wait_mean": np.where(pt.stable, wait_mean, inf), "queued": np.where(pt.stable, pt.lam * wait_mean, inf),
            "batch": pt.batch, "stable": pt.stable, "lam_max": sh.lam_max,
            "first_mean": (pt.D * pt.wD).sum(axis=1) + wait_mean, "decode_mean": sh.steps * pt.t_step}


# -- the closed loop of users ----------------------------------------------------------------------------
def users_rate(svc: Service, load: Load, sh: _Shape | None = None) -> float:
    """The rate N users in a closed loop run at: λ with λ × (mean first token + mean decode) = N, found on a
    grid of rates at once (the left side grows with λ), then refined between the two points around it."""
    sh = sh or shape(svc, load)
    if sh.lam_max <= 0:
        return 0.0

    def excess(rates: np.ndarray) -> np.ndarray:
        pt = _point(svc, sh, load, rates)
        wait = np.where(pt.p1 > 0, pt.p1 / pt.th1, 0.0) + np.where(pt.p2 > 0, pt.p2 / pt.th2, 0.0)
        cycle = (pt.D * pt.wD).sum(axis=1) + wait + sh.steps * pt.t_step
        return rates * cycle - load.users

    lo, hi = 0.0, sh.lam_max * (1 - 1e-6)
    for _ in range(4):   # each round narrows the bracket 32-fold
        grid = np.linspace(lo, hi, 33)
        e = excess(grid)
        k = int(np.argmax(e >= 0)) if (e >= 0).any() else len(grid) - 1
        if k == 0:
            return float(grid[0])
        lo, hi = float(grid[k - 1]), float(grid[k])
    return (lo + hi) / 2


# -- the simulation where the closed forms do not hold ---------------------------------------------------
def simulate(arrivals: np.ndarray, lane: np.ndarray, hold: np.ndarray, slots: int) -> tuple[np.ndarray, np.ndarray]:
    """A first-come-first-served server of ``slots`` places and one prompt lane: request i arrives at
    ``arrivals[i]`` (sorted), waits for a place, then for the lane, uses the lane ``lane[i]`` seconds and
    keeps its place ``hold[i]`` seconds after that. Returns (the wait for a place, the wait for the lane).

    Where the places never fill (fewer requests in flight than places at every arrival) the lane is a
    Lindley recursion, vectorised (W_n = X_n − min over k ≤ n of X_k, X the running sum of service minus
    gap); otherwise one pass over the requests with a heap of the places' release times."""
    import heapq

    n = len(arrivals)
    if n == 0:
        return np.zeros(0), np.zeros(0)
    gaps = np.diff(arrivals, prepend=arrivals[0])
    x = np.cumsum(np.concatenate(([0.0], lane[:-1] - gaps[1:])))
    lane_wait = np.maximum(x - np.minimum.accumulate(x), 0.0)
    start = arrivals + lane_wait
    ends = start + lane + hold
    # places in use at each arrival: requests started before it and not yet ended
    order = np.sort(ends)
    in_use = np.arange(n) - np.searchsorted(order, arrivals, side="right")
    if int(in_use.max(initial=0)) < slots:
        return np.zeros(n), lane_wait
    place_wait, lane_w = np.zeros(n), np.zeros(n)
    free: list[float] = []
    lane_free = -math.inf
    for i in range(n):
        t = float(arrivals[i])
        if len(free) >= slots:
            t = max(t, heapq.heappop(free))
        place_wait[i] = t - arrivals[i]
        s = max(t, lane_free)
        lane_w[i] = s - t
        lane_free = s + lane[i]
        heapq.heappush(free, lane_free + hold[i])
    return place_wait, lane_w


def simulated(svc: Service, load: Load, rate: float, qs=PERCENTILES, requests: int = SIM_REQUESTS,
              seed: int = SIM_SEED) -> dict:
    """Percentiles at ``rate`` from the simulation: gamma gaps of shape ``load.burstiness``, lengths drawn
    from the same lognormals, service times from the same operating point (the batch and step of the
    closed forms); seeded, so the same inputs give the same figures."""
    sh = shape(svc, load)
    pt = _point(svc, sh, load, np.array([rate]))
    rng = np.random.default_rng(seed)
    n = requests
    gaps = rng.gamma(load.burstiness, 1 / (max(rate, 1e-12) * load.burstiness), n)
    arrivals = np.cumsum(gaps)
    P = _draw(rng, load.prompt, load.prompt_cv, n)
    Out = _draw(rng, load.output, load.output_cv, n)
    tp = _at(P, svc.prompts, svc.prefill_s)
    busy = _at(P, svc.prompts, svc.busy_s) * svc.load_scale
    t_dec, t_step = float(pt.t_dec[0]), float(pt.t_step[0])
    budget = max(svc.budget - float(pt.batch[0]), svc.budget / 8)
    running: float | np.ndarray = 0.0
    if svc.disaggregated:
        lane, own = busy, tp
    else:
        lane, own = busy + P / budget * t_dec, tp + np.ceil(P / budget) * t_dec
        pi, chunk = float(pt.running[0][0]), float(pt.running[1][0])
        running = rng.uniform(0, 1, n) * np.where(rng.uniform(0, 1, n) < pi, chunk, t_dec)
    steps = Out / svc.speculative
    hold = steps * t_step
    w_place, w_lane = simulate(arrivals, lane, hold, svc.kv_sequences)
    ttft = svc.fixed_s + running + own + w_place + w_lane
    # the prompts landing in a request's decode: what arrived while it decoded, at their compute
    if svc.disaggregated or rate <= 0:
        tpot = steps * t_dec / Out
    else:
        mean = rate * sh.Etp * hold
        var = rate * sh.Etp2 * hold
        k = np.where(var > 0, mean * mean / np.maximum(var, 1e-300), 1.0)
        extra = np.where(mean > 0, rng.gamma(np.maximum(k, 1e-9), np.where(mean > 0, var / np.maximum(mean, 1e-300), 0)), 0)
        tpot = (steps * t_dec + extra) / Out
    keep = slice(n // 10, None)
    q = np.array(qs) / 100
    wait = (w_place + w_lane)[keep]
    span = arrivals[-1] - arrivals[n // 10]
    return {"ttft": np.quantile(ttft[keep], q)[None, :], "tpot": np.quantile(tpot[keep], q)[None, :],
            "wait": np.quantile(wait, q)[None, :], "wait_mean": np.array([wait.mean()]),
            "queued": np.array([wait.sum() / span if span > 0 else 0.0]), "batch": pt.batch,
            "stable": pt.stable, "lam_max": sh.lam_max}


def _draw(rng, mean: float, cv: float, n: int) -> np.ndarray:
    if cv <= 0:
        return np.full(n, max(mean, 1.0))
    s2 = math.log1p(cv * cv)
    return np.maximum(rng.lognormal(math.log(mean) - s2 / 2, math.sqrt(s2), n), 1.0)


# -- what the evaluation asks --------------------------------------------------------------------------
def latency(svc: Service, load: Load, replicas: int = 1, qs=PERCENTILES) -> Latency:
    """One replica's latency under the load: a rate split evenly over ``replicas``, or the closed loop
    of ``load.users`` (per replica)."""
    sh = shape(svc, load)
    users = load.rate is None
    rate = users_rate(svc, load, sh) if load.rate is None else load.rate / max(replicas, 1)
    poisson = abs(load.burstiness - 1) < 1e-9
    stable = rate < sh.lam_max
    if stable and not poisson and rate > 0:
        out, method = simulated(svc, load, rate, qs), "simulation"
    else:
        out, method = percentiles_at(svc, load, [rate], qs, sh), "closed_form"

    def row(key):
        return {q: (float(v) if math.isfinite(v) else None) for q, v in zip(qs, out[key][0], strict=True)}
    wm, qd = float(out["wait_mean"][0]), float(out["queued"][0])
    return Latency(rate=rate, max_rate=sh.lam_max, utilization=rate / sh.lam_max if sh.lam_max > 0 else math.inf,
                   stable=bool(stable), ttft=row("ttft"), tpot=row("tpot"), wait=row("wait"),
                   wait_mean=wm if math.isfinite(wm) else None, queued=qd if math.isfinite(qd) else None,
                   batch=float(out["batch"][0]), kv_sequences=svc.kv_sequences, method=method, load=load.source,
                   users=load.users if users else None, replicas=1 if users else max(replicas, 1))


def rate_for(svc: Service, load: Load, targets: Targets, ceiling: float = MAX_UTILIZATION) -> float:
    """The largest rate one replica takes while it meets the targets at their percentile, each with its
    margin to spare (``Targets.sized``: the target ÷ (1 + the estimate's median leave-one-out error)), and
    runs at no more than ``ceiling`` of its saturation rate; 0 when even a lone request misses a target. (The
    load's own rate plays no part: this is a property of one replica under the load's request shape.)"""
    sh = shape(svc, load)
    top = sh.lam_max * ceiling
    if top <= 0:
        return 0.0
    if not targets.any:
        return top
    poisson = abs(load.burstiness - 1) < 1e-9
    goals = {k: targets.sized(k) for k in ("ttft", "tpot")}
    which = tuple(k for k, goal in goals.items() if goal is not None)

    def slack(rates: np.ndarray) -> np.ndarray:
        """The smallest of sized target / figure − 1 at each rate (>= 0: met with the margin to spare)."""
        if poisson:
            out = percentiles_at(svc, load, rates, (targets.percentile,), sh, which)
        else:
            parts = [simulated(svc, load, float(r), (targets.percentile,), requests=1500) for r in rates]
            out = {k: np.concatenate([p[k] for p in parts]) for k in ("ttft", "tpot")}
        gap = np.full(len(rates), np.inf)
        for key in which:
            gap = np.minimum(gap, goals[key] / np.maximum(out[key][:, 0], 1e-12) - 1)
        return gap

    grid = top * (np.linspace(0, 1, 13 if poisson else 7) ** 1.5)
    grid[0] = top * 1e-6
    gap = slack(grid)
    if gap[0] < 0:
        return 0.0
    if gap.min() >= 0:
        return top
    k = int(np.argmax(gap < 0))   # the first rate that misses
    lo, hi = float(grid[k - 1]), float(grid[k])
    for _ in range(3 if poisson else 2):   # close in on the crossing: a secant step, then a check
        g_lo, g_hi = slack(np.array([lo, hi]))
        mid = lo + (hi - lo) * g_lo / max(g_lo - g_hi, 1e-12)
        mid = min(max(mid, lo + (hi - lo) * 0.05), hi - (hi - lo) * 0.05)
        if slack(np.array([mid]))[0] >= 0:
            lo = mid
        else:
            hi = mid
    return lo


def curve(svc: Service, load: Load, points: int = 20, qs=(50.0, 99.0)) -> dict:
    """Latency against load for the chart: rates from near 0 to just under saturation, each percentile
    of the first token and the time per output token (closed forms)."""
    sh = shape(svc, load)
    if sh.lam_max <= 0:
        return {"rates": [], "ttft": {}, "tpot": {}, "max_rate": 0.0}
    rates = sh.lam_max * np.linspace(0.02, 0.97, points)
    out = percentiles_at(svc, load, rates, qs, sh, which=("ttft", "tpot"))
    return {"rates": [float(r) for r in rates], "max_rate": sh.lam_max,
            "ttft": {q: [float(v) for v in out["ttft"][:, j]] for j, q in enumerate(qs)},
            "tpot": {q: [float(v) for v in out["tpot"][:, j]] for j, q in enumerate(qs)}}


# -- sizing a fleet to the load ---------------------------------------------------------------------------
def _rate_for(svc: Service, load: Load, targets: Targets) -> float:
    """:func:`rate_for`, remembered by what it reads (the load's shape, not its rate): every edit of the
    volume or of prices, and every variant the decision's sensitivity weighs, asks it again."""
    from dataclasses import replace

    return _remembered_rate(svc, replace(load, rate=None, users=1, source="rate"), targets)


@functools.lru_cache(maxsize=1024)
def _remembered_rate(svc: Service, load: Load, targets: Targets) -> float:
    return rate_for(svc, load, targets)


def sizes_fleet(s) -> bool:
    """The latency sizes the fleet: a percentile target is set, or the peak rate is stated (a volume's own
    peak is carried by the volume's sizing, ``cost.replicas_for``)."""
    from k3desk.core.speed.service import targets_of

    return targets_of(s).any or s.workload.peak_requests_per_second is not None


def capacity_for(s, service: Service | None, replica_tokens: float) -> float:
    """What one replica may be counted to carry a month (visible tokens) so that the fleet
    ``cost.replicas_for(volume × peak, capacity)`` carries the peak rate the volume implies within the
    targets: ``min(replica_tokens, λ_ok × volume × peak / λ)``, λ_ok the largest rate a replica takes within
    them (:func:`rate_for`); λ grows with the volume, so the cap does not depend on it. ``replica_tokens``
    itself without a target, or when the rate is stated (then :func:`replica_floor` holds it); 0 when no
    replica meets a target even alone."""
    from k3desk.core.money.valuation import peak_factor
    from k3desk.core.speed.service import load_of, targets_of

    t = targets_of(s)
    if service is None or not t.any or s.workload.peak_requests_per_second is not None:
        return replica_tokens
    load = load_of(s)
    peak_volume = s.workload.tokens_per_month * peak_factor(s)
    if not load.rate or load.rate <= 0 or peak_volume < 1:
        return replica_tokens
    ok = _rate_for(service, load, t)
    if ok <= 0:
        return 0.0
    return min(replica_tokens, ok * peak_volume / load.rate)


def replica_floor(s, service: Service | None) -> int:
    """The replicas a stated peak rate needs whatever the volume (``workload.peak_requests_per_second``): the
    rate over what one replica takes within the targets (or below saturation without one); 0 without a stated
    rate; -1 when no replica meets a target even alone."""
    from k3desk.core.speed.service import load_of, targets_of

    rate = s.workload.peak_requests_per_second
    if service is None or rate is None or rate <= 0:
        return 0
    ok = _rate_for(service, load_of(s), targets_of(s))
    return -1 if ok <= 0 else max(1, math.ceil(rate / ok - 1e-9))


def replicas_for_rate(s, service: Service | None) -> int:
    """Replicas the peak rate alone needs within the targets (0 when unreachable; 1 without a rate)."""
    from k3desk.core.speed.service import load_of, targets_of

    if service is None:
        return 1
    load = load_of(s)
    if not load.rate or load.rate <= 0:
        return 1
    ok = _rate_for(service, load, targets_of(s))
    return 0 if ok <= 0 else max(1, math.ceil(load.rate / ok - 1e-9))


def burst(svc: Service, load: Load, requests: int, qs=PERCENTILES, seed: int = SIM_SEED) -> dict:
    """Percentiles when ``requests`` arrive at once (a benchmark run at an unlimited rate): the simulation
    with every arrival at 0, the server saturated (the batch the KV places allow, the steps it takes)."""
    sh = shape(svc, load)
    rng = np.random.default_rng(seed)
    n = max(int(requests), 1)
    P = _draw(rng, load.prompt, load.prompt_cv, n)
    Out = _draw(rng, load.output, load.output_cv, n)
    tp = _at(P, svc.prompts, svc.prefill_s)
    b = float(min(n, svc.kv_sequences))
    t_dec = svc.step_at(b)
    budget = max(svc.budget - b, svc.budget / 8)
    share = 0.0 if svc.disaggregated else min(sh.lam_max * sh.Etp, 0.95)
    t_step = t_dec / (1 - share)
    busy = _at(P, svc.prompts, svc.busy_s) * svc.load_scale
    lane = busy if svc.disaggregated else busy + P / budget * t_dec
    own = tp if svc.disaggregated else tp + np.ceil(P / budget) * t_dec
    hold = Out / svc.speculative * t_step
    w_place, w_lane = simulate(np.zeros(n), lane, hold, svc.kv_sequences)
    ttft = svc.fixed_s + own + w_place + w_lane
    tpot = (Out / svc.speculative * t_step) / Out
    q = np.array(qs) / 100
    return {"ttft": np.quantile(ttft, q)[None, :], "tpot": np.quantile(tpot, q)[None, :]}
