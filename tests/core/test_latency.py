"""Latency under load (docs/domain.md, "Latency under load"): the queueing pieces against their textbook
values, the server model's properties over the options, and bad input.

Textbook values are computed here by hand from the formulas (Erlang C from its sum of Poisson terms, the
M/M/1 and M/M/c waiting-time tails), never taken from the code's output.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from k3desk.core.catalog import load_catalog
from k3desk.core.edit import apply_edits
from k3desk.core.presets import default_scenario
from k3desk.core.sizing import compute
from k3desk.core.speed import latency as lat
from k3desk.core.speed.service import Load, Targets, load_of, output_tokens, peak_rate


def erlang_c_by_hand(c: int, a: float) -> float:
    """P(wait) at an M/M/c queue: (a^c / c! · c / (c − a)) / (Σ_{k<c} a^k / k! + a^c / c! · c / (c − a))."""
    top = a ** c / math.factorial(c) * c / (c - a)
    return top / (sum(a ** k / math.factorial(k) for k in range(c)) + top)


@pytest.fixture(scope="module")
def cat():
    return load_catalog()


@pytest.fixture(scope="module")
def default(cat):
    s = default_scenario(cat)
    return s, compute(s, cat).service


def at_rate(s, cat, **edits):
    return apply_edits(s, {f"workload.{k}": v for k, v in edits.items()}, cat)


# -- the queueing pieces ----------------------------------------------------------------------------------
@pytest.mark.parametrize("c, a", [(1, 0.5), (2, 1.0), (4, 3.0), (10, 7.0), (40, 35.0)])
def test_erlang_c_matches_its_formula(c, a):
    assert lat.erlang_c(c, a)[0] == pytest.approx(erlang_c_by_hand(c, a), rel=1e-9)


def test_erlang_c_of_two_servers_at_load_one_is_a_third():
    # c = 2, a = 1: (1/2 · 2) / (1 + 1 + 1) = 1/3
    assert lat.erlang_c(2, 1.0)[0] == pytest.approx(1 / 3, rel=1e-12)


def test_erlang_c_is_one_at_saturation_and_zero_without_load():
    assert list(lat.erlang_c(8, np.array([0.0, 8.0, 9.0]))) == [0.0, 1.0, 1.0]


def test_erlang_c_holds_for_thousands_of_places():
    """The log-space sum stays finite where a^c / c! overflows: Erlang C(2000, 1900) by the recursion
    B(k) = a B(k−1) / (k + a B(k−1)), C = B / (1 − ρ (1 − B))."""
    b = 1.0
    for k in range(1, 2001):
        b = 1900 * b / (k + 1900 * b)
    expected = b / (1 - 0.95 * (1 - b))
    assert lat.erlang_c(2000, 1900.0)[0] == pytest.approx(expected, rel=1e-9)


def test_the_simulation_reproduces_the_mm_c_wait_tail():
    """M/M/4 at λ = 3, μ = 1: P(W > t) = C e^{−(cμ − λ) t}, so the 99th percentile of the wait is
    ln(C / 0.01) / (cμ − λ) (C by hand: 0.5094)."""
    rng = np.random.default_rng(7)
    n, lam, mu, c = 120_000, 3.0, 1.0, 4
    arrivals = np.cumsum(rng.exponential(1 / lam, n))
    wait, lane = lat.simulate(arrivals, np.zeros(n), rng.exponential(1 / mu, n), c)
    assert not lane.any()
    p_wait = erlang_c_by_hand(c, lam / mu)
    assert p_wait == pytest.approx(0.5094, abs=1e-4)
    t99 = math.log(p_wait / 0.01) / (c * mu - lam)
    w = wait[n // 10:]
    assert np.quantile(w, 0.99) == pytest.approx(t99, rel=0.06)
    assert (w > 0).mean() == pytest.approx(p_wait, abs=0.02)


def test_the_simulation_reproduces_the_mm1_wait_tail():
    """M/M/1 at ρ = 0.7 through the prompt lane (the vectorised Lindley recursion): P(W > t) = ρ e^{−(μ − λ) t},
    the 99th percentile ln(ρ / 0.01) / (μ − λ)."""
    rng = np.random.default_rng(11)
    n, lam, mu = 200_000, 0.7, 1.0
    arrivals = np.cumsum(rng.exponential(1 / lam, n))
    place, wait = lat.simulate(arrivals, rng.exponential(1 / mu, n), np.zeros(n), 10**9)
    assert not place.any()
    assert np.quantile(wait[n // 10:], 0.99) == pytest.approx(math.log(0.7 / 0.01) / (mu - lam), rel=0.05)


def test_the_closed_form_tail_of_one_wait_is_the_mm1_one():
    """With one queue the mixture's tail is ρ e^{−θ t}: its 99th percentile is ln(ρ / 0.01) / θ."""
    rho, theta = 0.6, 2.5
    lo, hi = np.zeros(1), np.full(1, 50.0)
    got = lat._solve(lambda t: lat._wait_sf(t, rho, theta, 0.0, 1.0), lo, hi, np.array([0.99]))
    assert got[0] == pytest.approx(math.log(rho / 0.01) / theta, rel=1e-3)


def test_two_waits_add_as_a_hypoexponential():
    """Both queues always wait (p = 1): P(W1 + W2 > t) = (θ2 e^{−θ1 t} − θ1 e^{−θ2 t}) / (θ2 − θ1)."""
    t, a, b = 0.8, 1.5, 4.0
    by_hand = (b * math.exp(-a * t) - a * math.exp(-b * t)) / (b - a)
    assert lat._wait_sf(np.array(t), 1.0, a, 1.0, b) == pytest.approx(by_hand, rel=1e-12)


def test_lengths_keep_their_mean_and_spread():
    values, weights = lat.lengths(2048, 1.0, 1e9)
    mean = float(values @ weights)
    sd = math.sqrt(float(((values - mean) ** 2) @ weights))
    assert weights.sum() == pytest.approx(1.0)
    assert mean == pytest.approx(2048, rel=0.03) and sd / mean == pytest.approx(1.0, rel=0.15)
    assert lat.lengths(2048, 0.0, 1e9)[0].tolist() == [2048.0]


# -- the load -------------------------------------------------------------------------------------------
def test_the_volume_gives_its_peak_rate(cat):
    """10 B tokens a month at 80 % input and 8,192-token prompts: 10e9 × 0.8 / 8,192 requests over 730 h,
    times the peak (3 at 4 hours a day)."""
    s = at_rate(default_scenario(cat), cat, peak_to_average=3, peak_hours_per_day=4)
    assert output_tokens(s) == pytest.approx(8192 * 0.2 / 0.8)
    assert peak_rate(s) == pytest.approx(10e9 * 0.8 / 8192 / (730 * 3600) * 3, rel=1e-9)
    assert peak_rate(at_rate(s, cat, peak_requests_per_second=2.5)) == 2.5


# -- the server -----------------------------------------------------------------------------------------
def test_a_lone_request_waits_for_nothing(default, cat):
    s, svc = default
    out = lat.latency(svc, load_of(at_rate(s, cat, peak_requests_per_second=0)))
    assert out.stable and out.utilization == 0 and out.queued == 0 and out.wait[99.0] == 0
    assert out.ttft[50.0] <= out.ttft[99.0] < 1.0


def test_a_rate_beyond_a_replica_has_no_percentile_but_says_how_far(default, cat):
    s, svc = default
    load = load_of(at_rate(s, cat, peak_requests_per_second=1e6))
    out = lat.latency(svc, load)
    assert not out.stable and out.ttft[99.0] is None and out.utilization > 1
    split = lat.latency(svc, load, replicas=math.ceil(1e6 / (0.5 * out.max_rate)))
    assert split.stable and split.utilization <= 0.5 + 1e-9


def test_the_queue_grows_with_the_rate_faster_at_the_tail(default, cat):
    s, svc = default
    slow = lat.latency(svc, load_of(at_rate(s, cat, peak_requests_per_second=0.2 * 1.7)))
    busy = lat.latency(svc, load_of(at_rate(s, cat, peak_requests_per_second=0.85 * slow.max_rate)))
    assert busy.utilization > slow.utilization
    assert busy.ttft[99.0] - slow.ttft[99.0] > busy.ttft[50.0] - slow.ttft[50.0] > 0


def test_users_beyond_the_memory_queue(cat):
    """Kimi K2.5 NVFP4 on 4× B200, 256 users at 9K: the memory holds a batch of a few dozen and the rest
    wait (the closed loop: users − batch are queued), instead of 'does not fit'."""
    s = apply_edits(default_scenario(cat), {"model": "kimi-k2.5", "hardware.gpu": "b200", "hardware.gpu_count": 4,
                                            "model.expert_format": "nvfp4", "workload.concurrent_sequences": 256,
                                            "workload.context_tokens": 9216, "workload.prompt_tokens": 8192}, cat)
    r = compute(s, cat)
    assert r.fit.fits and r.fit.usable and 0 < r.fit.max_concurrent_sequences < 256
    assert r.fit.queued_sequences == 256 - r.fit.max_concurrent_sequences
    out = lat.latency(r.service, load_of(s, users=True))
    assert out.queued == pytest.approx(256 - out.batch, rel=0.05)


def test_a_model_that_cannot_be_loaded_still_does_not_fit(cat):
    s = apply_edits(default_scenario(cat), {"hardware.gpu_count": 2}, cat)
    r = compute(s, cat)
    assert not r.fit.fits and r.fit.why_not == "memory" and r.service is None


def test_a_target_nothing_meets_gives_no_rate(default):
    s, svc = default
    assert lat.rate_for(svc, load_of(s), Targets(ttft_s=1e-3)) == 0.0


def test_bursty_arrivals_are_simulated_and_wait_longer(default, cat):
    s, svc = default
    rate = 0.6 * lat.max_rate(svc, load_of(s))
    poisson = lat.latency(svc, load_of(at_rate(s, cat, peak_requests_per_second=rate)))
    bursty = lat.latency(svc, load_of(at_rate(s, cat, peak_requests_per_second=rate, arrival_burstiness=0.25)))
    assert poisson.method == "closed_form" and bursty.method == "simulation"
    assert bursty.ttft[99.0] > poisson.ttft[99.0]
    again = lat.latency(svc, load_of(at_rate(s, cat, peak_requests_per_second=rate, arrival_burstiness=0.25)))
    assert again.ttft == bursty.ttft   # seeded: the same inputs give the same figures


def test_the_closed_forms_agree_with_the_simulation_at_moderate_load(default, cat):
    s, svc = default
    load = load_of(at_rate(s, cat, peak_requests_per_second=1.0, prompt_tokens_spread=1.0, output_tokens_spread=1.0))
    closed = lat.percentiles_at(svc, load, [1.0])
    sim = lat.simulated(svc, load, 1.0, requests=20_000)
    for k in ("ttft", "tpot"):
        assert np.allclose(closed[k][0][:2], sim[k][0][:2], rtol=0.15), k
    assert closed["ttft"][0][3] == pytest.approx(sim["ttft"][0][3], rel=0.35)


# -- properties over the options -------------------------------------------------------------------------
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(share=st.floats(0.02, 0.97), prompt_cv=st.sampled_from([0.0, 0.5, 1.5]),
       output_cv=st.sampled_from([0.0, 1.0]), spec=st.sampled_from([1.0, 2.0]),
       budget=st.sampled_from([2048, 8192, 32768]))
def test_percentiles_are_ordered_and_grow_with_the_load(default, share, prompt_cv, output_cv, spec, budget):
    from dataclasses import replace

    s, svc = default
    svc = replace(svc, speculative=spec, budget=budget)
    load = Load(rate=None, users=1, prompt=8192.0, output=2048.0, prompt_cv=prompt_cv, output_cv=output_cv)
    top = lat.max_rate(svc, load)
    rates = np.array([share * top, min(share * 1.02, 0.98) * top])
    out = lat.percentiles_at(svc, load, rates)
    for key in ("ttft", "tpot", "wait"):   # p50 <= p90 <= p95 <= p99 (to the solver's precision, 0.1 ms)
        assert np.all(np.diff(out[key], axis=1) >= -1e-4), key
    assert np.all(out["ttft"][1] >= out["ttft"][0] - 1e-4)    # more load, no quicker (to the same 0.1 ms)
    assert np.all(out["ttft"] > 0) and np.all(out["tpot"] > 0)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(loose=st.floats(0.5, 30.0), factor=st.floats(0.2, 0.95), pct=st.sampled_from([90.0, 95.0, 99.0]))
def test_a_tighter_target_never_lets_a_replica_take_more(default, loose, factor, pct):
    s, svc = default
    load = load_of(s)
    assert lat.rate_for(svc, load, Targets(loose * factor, None, pct)) <= lat.rate_for(svc, load,
                                                                                        Targets(loose, None, pct)) + 1e-12
    assert lat.rate_for(svc, load, Targets(loose, None, 99.0)) <= lat.rate_for(svc, load, Targets(loose, None, 90.0)) \
        + 1e-12


def test_a_tighter_target_buys_more_replicas_in_the_decision(cat):
    from k3desk.core.money.decision import decide

    base = apply_edits(default_scenario(cat), {"workload.peak_requests_per_second": 4}, cat)
    counts = []
    for target in (60.0, 1.0, 0.6):   # the fleet sized for the volume gives 1.4 s (speed fitted for issue 43)
        s = apply_edits(base, {"constraints.ttft_p99_s": target}, cat)
        counts.append(decide(s, compute(s, cat), cat, detail=False).routes["own"].replicas)
    assert counts[0] < counts[1] < counts[2], counts
