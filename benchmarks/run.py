"""Speed and size measurements, printed as medians (not pass/fail tests).

    python benchmarks/run.py --json        one JSON object, compute_ms first
    python benchmarks/run.py --only compute_ms,startup_s

Keys: compute_ms (one compute() of the default scenario, chart curves included), advise_ms (one
advisor search of the default scenario), latency_rate_ms / latency_target_ms / latency_bursty_ms /
latency_users_ms (one edit's evaluation with its latency at the peak and the chart's curve: a stated rate,
a percentile target sizing the fleet, bursty arrivals simulated, users beyond the memory; goal <= 50 ms),
evaluation_ms / evaluation_growth_trend_ms / evaluation_auto_ms /
evaluation_brazil_ms (one session evaluation of an edited scenario: compute, decision, headline; goal <= 5 ms
with growth and a price trend over 60 months), advisor_ranking_scale_ms (the Advisor's options priced and
ranked at production scale, off the GUI thread in the window), decision_ms (the decision with its ranges, default scenario;
goal <= 2 ms), decision_growth_ms / decision_growth_auto_ms (the decision alone at 60 months with volume growth
and an API price trend, fixed and Automatic GPU count; goal <= 5 ms; more paths in
benchmarks/decision_growth.py), edit_repaint_ms (a tokens-slider edit on the Workload tab
to the repainted window, 1366x768 offscreen), startup_s (process start to first painted window at
a first start, the introduction in the charts' place), startup_returning_s (the same with the
introduction dismissed: the VRAM and cost charts on the first paint), edit_repaint_floor_ms /
startup_floor_s (the same measured on the floor, benchmarks/floor.py: a bare window with three
pyqtgraph plots, run alternately with the real measurement) and the ratios edit_repaint_ratio /
startup_ratio / startup_returning_ratio (goals: <= 2.0 and <= 1.3); edit_repaint_advanced_ratio
(the batch chart shown too), edit_repaint_term_ratio (the contract-term tab in front) and
edit_repaint_presentation_ratio (the presentation page, as in a meeting) against the same floor;
pdf_export_s (default scenario report), export_ms (the default scenario's spreadsheet, median; goal
0.3 s), bundle_mb and frozen_startup_s (the frozen bundle in
dist/, when built); the scenario library at 1,000 and 10,000 files (benchmarks/library.py):
library_open_N_s (a cold library window to its first paint with every row listed; goal well under
1 s), library_loaded_N_s (until every header, verdict and cost is read on the worker thread),
library_stall_N_ms (the longest the window's event loop waited meanwhile), library_refresh_N_s and
library_rename_N_s. A key whose subject is missing prints null.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}


def median_of(fn, repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t)
    return statistics.median(samples)


def compute_ms() -> float:
    from k3desk.core import compute
    from k3desk.core.presets import default_scenario

    s = default_scenario()
    compute(s)  # warm the catalog cache
    return median_of(lambda: compute(s), 500) * 1e3


def advise_ms() -> float:
    """One advisor search of the default scenario (>= 1,000 configurations once GPUs carry prices)."""
    from k3desk.core.advisor.advise import advise
    from k3desk.core.catalog import load_catalog
    from k3desk.core.presets import default_scenario

    cat = load_catalog()
    s = default_scenario(cat)
    advise(s, catalog=cat)  # warm the catalog cache
    return median_of(lambda: advise(s, catalog=cat), 21) * 1e3


def advise_scale_ms() -> float:
    """One advisor search at production scale: DeepSeek-V3 at 1 trillion tokens a month, disaggregated and
    wide-ep layouts searched for every GPU type (goal <= 100 ms)."""
    from k3desk.core.advisor.advise import advise
    from k3desk.core.catalog import load_catalog
    from k3desk.core.edit import apply_sets
    from k3desk.core.presets import default_scenario

    cat = load_catalog()
    s = apply_sets(default_scenario(cat), ["model=deepseek-v3", "workload.tokens_per_month=1e12"], cat)
    advise(s, catalog=cat)
    return median_of(lambda: advise(s, catalog=cat), 21) * 1e3


#: The combinations the one evaluation must keep interactive: growth with an API price trend over 60
#: months, Automatic, and both with Brazil's taxes and a discount rate (edits within 5 ms, the decision
#: included).
EVALUATION_CASES = {
    "evaluation_ms": [],
    "evaluation_growth_trend_ms": ["workload.volume_growth_per_month=0.05", "pricing.api_price_change_per_year=-0.3",
                                   "pricing.horizon_months=60"],
    "evaluation_auto_ms": ["hardware.gpu_count=null", "workload.tokens_per_month=8e10"],
    "evaluation_brazil_ms": ["taxes.jurisdiction=BR", "finance.discount_rate_per_year=0.15",
                             "workload.volume_growth_per_month=0.05", "pricing.horizon_months=60"],
}


def evaluation_ms(key: str) -> float:
    """One evaluation of an edited scenario (compute, the decision, the headline), as the window makes
    on every edit: a fresh scenario object each time, so nothing is served from the context's memory."""
    from k3desk.core.catalog import load_catalog
    from k3desk.core.edit import apply_sets
    from k3desk.core.presets import default_scenario
    from k3desk.session import Context, evaluate

    cat = load_catalog()
    base = apply_sets(default_scenario(cat), EVALUATION_CASES[key], cat)
    volumes = [base.workload.tokens_per_month * (1 + i / 1000) for i in range(101)]
    edits = [base.model_copy(update={"workload": base.workload.model_copy(update={"tokens_per_month": v})})
             for v in volumes]
    ctx = Context()
    evaluate(edits[0], cat, context=ctx)
    it = iter(edits[1:] * 10)
    return median_of(lambda: evaluate(next(it), cat, context=ctx), 101) * 1e3


def advisor_ranking_scale_ms() -> float:
    """The Advisor's options priced and ranked at production scale (DeepSeek-V3, a trillion tokens a
    month): what the Advisor page and presentation mode's cheapest key wait for, off the GUI thread."""
    from k3desk.core.catalog import load_catalog
    from k3desk.core.edit import apply_sets
    from k3desk.core.presets import default_scenario
    from k3desk.session import evaluate

    cat = load_catalog()
    s = apply_sets(default_scenario(cat), ["model=deepseek-v3", "workload.tokens_per_month=1e12"], cat)
    evaluate(s, cat).ranking()
    return median_of(lambda: evaluate(s, cat).ranking(), 5) * 1e3


def decision_auto_ms() -> float:
    """The decision with its ranges under an Automatic GPU count at 1 trillion tokens a month (DeepSeek-V3
    on H200): the routes read the per-GPU layout table computed once (goal <= 2 ms)."""
    from k3desk.core import compute
    from k3desk.core.catalog import load_catalog
    from k3desk.core.edit import apply_sets
    from k3desk.core.money.decision import decide
    from k3desk.core.presets import build_scenario

    cat = load_catalog()
    s = apply_sets(build_scenario("deepseek-v3", "h200", catalog=cat),
                   ["hardware.gpu_count=auto", "workload.tokens_per_month=1e12"], cat)
    r = compute(s, cat)
    decide(s, r, cat)
    return median_of(lambda: decide(s, r, cat), 51) * 1e3


def decision_growth_ms() -> float:
    """The decision of one edit at 60 months with 5% monthly growth and API prices falling 30% a year, the
    default scenario (``benchmarks/decision_growth.py`` times more paths; goal <= 5 ms)."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from decision_growth import PATHS, measure

    return measure(PATHS["growth_trend"], 51)


def decision_growth_auto_ms() -> float:
    """The same under an Automatic GPU count (goal <= 5 ms)."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from decision_growth import PATHS, measure

    return measure(PATHS["automatic_growth_trend"], 51)


def decision_ms() -> float:
    """The decision with its ranges for the default scenario (every route, corners, break-even, payback)."""
    from k3desk.core import compute
    from k3desk.core.catalog import load_catalog
    from k3desk.core.money.decision import decide
    from k3desk.core.presets import default_scenario

    s, cat = default_scenario(), load_catalog()
    r = compute(s)
    decide(s, r, cat)
    return median_of(lambda: decide(s, r, cat), 300) * 1e3


#: The latency under load's cases (benchmarks/run.py latency_*): a stated peak rate, a percentile target
#: (the decision sizes the fleet to it), bursty arrivals (the simulation), a closed loop of users beyond memory.
LATENCY_CASES = {
    "latency_rate_ms": ["workload.peak_requests_per_second=2"],
    "latency_target_ms": ["workload.peak_requests_per_second=4", "constraints.ttft_p99_s=1.5",
                          "workload.prompt_tokens_spread=1", "workload.output_tokens_spread=1"],
    "latency_bursty_ms": ["workload.peak_requests_per_second=2", "workload.arrival_burstiness=0.3"],
    "latency_users_ms": ["workload.concurrent_sequences=256"],
}


def latency_ms(key: str) -> float:
    """One edit's latency as the window asks for it: the evaluation (the decision sizing the fleet to the
    load and targets), the latency at the peak and the chart's curve, on a fresh scenario each time (the
    volume moved a little: nothing is served from memory). Goal: within 50 ms, else off the GUI thread."""
    from k3desk.core.catalog import load_catalog
    from k3desk.core.edit import apply_sets
    from k3desk.core.presets import default_scenario
    from k3desk.session import Context, evaluate

    cat = load_catalog()
    base = apply_sets(default_scenario(cat), LATENCY_CASES[key], cat)
    edits = [base.model_copy(update={"workload": base.workload.model_copy(
        update={"tokens_per_month": base.workload.tokens_per_month * (1 + i / 1000)})}) for i in range(60)]
    ctx = Context()
    it = iter(edits)

    def one() -> None:
        ev = evaluate(next(it), cat, context=ctx)
        ev.latency()
        ev.latency_curve()
    one()
    return median_of(one, 41) * 1e3


def _script(name: str, *args: str, timeout: int = 300) -> float | None:
    path = ROOT / "benchmarks" / name
    if not path.exists():
        return None
    out = subprocess.run([sys.executable, str(path), *args], capture_output=True, text=True,
                         env=ENV, timeout=timeout)
    if out.returncode != 0:
        print(f"{name} failed: {out.stderr.strip().splitlines()[-1:]}", file=sys.stderr)
        return None
    return float(out.stdout.strip().splitlines()[-1])


def _floor(mode: str) -> float | None:
    """One floor sample (benchmarks/floor.py); ``start`` counts from just before the process starts."""
    return _script("floor.py", mode, str(time.time())) if mode == "start" else _script("floor.py", mode)


def _side_by_side(real, mode: str, rounds: int) -> tuple[float | None, float | None]:
    """Medians of the real measurement and the floor, taken alternately (same machine load)."""
    ours, floor = [], []
    for _ in range(rounds):
        ours.append(real())
        floor.append(_floor(mode))
    ours, floor = [v for v in ours if v is not None], [v for v in floor if v is not None]
    return (statistics.median(ours) if ours else None, statistics.median(floor) if floor else None)


_PAIRS: dict[str, tuple[float | None, float | None]] = {}
#: measurement -> (script and options, floor mode, rounds)
PAIRS = {"repaint": (("edit_repaint.py",), "repaint", 3),
         "repaint_advanced": (("edit_repaint.py", "--advanced"), "repaint", 3),
         "repaint_term": (("edit_repaint.py", "--term"), "repaint", 3),
         "repaint_presentation": (("edit_repaint.py", "--presentation"), "repaint", 3),
         "start": (("startup.py",), "start", 5),
         "returning": (("startup.py", "--returning"), "start", 5)}


def _pair(key: str) -> tuple[float | None, float | None]:
    if key not in _PAIRS:
        script, mode, rounds = PAIRS[key]
        _PAIRS[key] = _side_by_side(lambda: _script(*script), mode, rounds)
    return _PAIRS[key]


def _ratio(key: str) -> float | None:
    ours, floor = _pair(key)
    return ours / floor if ours is not None and floor else None


def pdf_export_s() -> float | None:
    return _script("pdf_export.py")


def export_ms() -> float | None:
    return _script("sheet_export.py")


_LIBRARY: dict[str, float] = {}
LIBRARY_SIZES = (1000, 10000)
LIBRARY_KEYS = [f"library_{m}_{n}_{'ms' if m == 'stall' else 's'}" for n in LIBRARY_SIZES
                for m in ("open", "loaded", "stall", "refresh", "rename")]


def _library(key: str) -> float | None:
    """One run of benchmarks/library.py gives every library key (it prints them as one JSON object)."""
    if not _LIBRARY:
        out = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "library.py"), *map(str, LIBRARY_SIZES)],
                             capture_output=True, text=True, env=ENV, timeout=1800)
        if out.returncode != 0:
            print(f"library.py failed: {out.stderr.strip().splitlines()[-1:]}", file=sys.stderr)
            return None
        _LIBRARY.update(json.loads(out.stdout.strip().splitlines()[-1]))
    return _LIBRARY.get(key)


def _bundle() -> Path | None:
    for p in (ROOT / "dist" / "k3desk" / "k3desk", ROOT / "dist" / "k3desk" / "k3desk.exe"):
        if p.exists():
            return p
    return None


def bundle_mb() -> float | None:
    exe = _bundle()
    if exe is None:
        return None
    # Symlinks inside the bundle point at libraries already counted.
    return sum(f.stat().st_size for f in exe.parent.rglob("*") if f.is_file() and not f.is_symlink()) / 1e6


def frozen_startup_s() -> float | None:
    exe = _bundle()
    if exe is None:
        return None
    samples = [_script("startup.py", "--exe", str(exe)) for _ in range(5)]
    samples = [s for s in samples if s is not None]
    return statistics.median(samples) if samples else None


MEASURES = {"compute_ms": compute_ms, "advise_ms": advise_ms, "advise_scale_ms": advise_scale_ms,
            "decision_ms": decision_ms, "decision_auto_ms": decision_auto_ms,
            **{key: (lambda key=key: evaluation_ms(key)) for key in EVALUATION_CASES},
            "advisor_ranking_scale_ms": advisor_ranking_scale_ms,
            **{key: (lambda key=key: latency_ms(key)) for key in LATENCY_CASES},
            "decision_growth_ms": decision_growth_ms, "decision_growth_auto_ms": decision_growth_auto_ms,
            "edit_repaint_ms": lambda: _pair("repaint")[0], "edit_repaint_floor_ms": lambda: _pair("repaint")[1],
            "edit_repaint_ratio": lambda: _ratio("repaint"),
            "edit_repaint_advanced_ratio": lambda: _ratio("repaint_advanced"),
            "edit_repaint_term_ratio": lambda: _ratio("repaint_term"),
            "edit_repaint_presentation_ratio": lambda: _ratio("repaint_presentation"),
            "startup_s": lambda: _pair("start")[0], "startup_floor_s": lambda: _pair("start")[1],
            "startup_ratio": lambda: _ratio("start"),
            "startup_returning_s": lambda: _pair("returning")[0], "startup_returning_ratio": lambda: _ratio("returning"),
            "pdf_export_s": pdf_export_s, "export_ms": export_ms, "bundle_mb": bundle_mb, "frozen_startup_s": frozen_startup_s,
            **{key: (lambda key=key: _library(key)) for key in LIBRARY_KEYS}}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--only", default="", help="comma-separated keys")
    args = ap.parse_args()
    keys = [k for k in MEASURES if not args.only or k in args.only.split(",")]
    results = {}
    for k in keys:
        v = MEASURES[k]()
        results[k] = None if v is None else round(v, 4)
    if args.json:
        print(json.dumps(results))
    else:
        for k, v in results.items():
            print(f"{k:18s} {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
