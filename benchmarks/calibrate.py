"""Fit the throughput constants once on the whole measurement corpus, and report leave-one-out errors.

The fit minimises the trust-weighted sum of robust (soft-L1) log errors over every usable row of
``k3desk/core/corpus.py`` (restated from ``reference/measurements.json``), with a weak pull toward
the previous values so that constants no row informs stay put. Each row's leave-one-out error is the
error of a fit made without that row. The uncertainty band of each regime (batch 1 / batched /
offload, native / dequantized) is the 80th percentile of its leave-one-out |log error| (at least
0.15); a regime with fewer than three rows takes the band of all rows pooled.

    python benchmarks/calibrate.py            # fit, print the table
    python benchmarks/calibrate.py --write    # also write the constants into core/calibration.py
"""

from __future__ import annotations

import argparse
import math
import re
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from k3desk.core import calibration as cal  # noqa: E402
from k3desk.core import corpus  # noqa: E402
from k3desk.core.catalog import load_catalog  # noqa: E402
from k3desk.core.evidence import estimate_from, row_inputs  # noqa: E402

#: Fitted constants with their bounds (a physical share stays within 0..1).
BOUNDS = {"ETA_MEMORY": (0.3, 0.95), "ETA_COMPUTE": (0.05, 0.9), "ETA_PREFILL": (0.05, 0.9),
          "DEQUANT_LAYER_S": (1e-6, 5e-3), "ETA_HOST": (0.05, 1.0), "LATENCY_BASE_S": (2e-6, 100e-6),
          "LATENCY_PER_DOUBLING_S": (0.5e-6, 50e-6), "TTFT_FIXED_S": (0.005, 2.0),
          "STEP_VLLM": (0.1e-3, 10e-3), "STEP_SGLANG": (0.1e-3, 20e-3), "STEP_TRTLLM": (0.1e-3, 20e-3)}
#: Where the fit starts and what the weak prior pulls toward: engineering values set before any
#: fit, fixed here so that running the fit again reproduces the constants in calibration.py.
START = {"ETA_MEMORY": 0.80, "ETA_COMPUTE": 0.25, "ETA_PREFILL": 0.40, "DEQUANT_LAYER_S": 0.3e-3, "ETA_HOST": 0.33,
         "LATENCY_BASE_S": 14e-6, "LATENCY_PER_DOUBLING_S": 6e-6, "TTFT_FIXED_S": 0.05,
         "STEP_VLLM": 0.5e-3, "STEP_SGLANG": 5e-3, "STEP_TRTLLM": 7e-3}
#: Pull toward the starting values (per squared log unit); small, so data decides where it can.
PRIOR = 0.02
#: Log error (about ±30%) beyond which a row's pull on the fit grows linearly, not quadratically.
ROBUST_SCALE = 0.3
BAND_QUANTILE, BAND_FLOOR = 0.8, 0.15
#: A regime with fewer rows takes the band of all rows pooled.
MIN_REGIME_ROWS = 3
#: A request with this many prompt tokens per output token is mostly prefill (informs the TTFT band).
PREFILL_DOMINATED = 16
RESULTS = Path(__file__).resolve().parent / "results"


def put(v: dict[str, float]) -> None:
    for k, x in v.items():
        if hasattr(cal, k):
            setattr(cal, k, x)
    cal.FIXED_STEP_S.update({"vllm": v["STEP_VLLM"], "sglang": v["STEP_SGLANG"], "llama.cpp": v["STEP_VLLM"],
                             "trtllm": v["STEP_TRTLLM"]})


def log_errors(rows, inputs) -> dict[str, float]:
    return {r.id: math.log(estimate_from(r, inputs[r.id]) / r.value) for r in rows}


def robust(e: float) -> float:
    """Soft-L1 loss on a log error: quadratic within ±ROBUST_SCALE, linear beyond, so one row far
    off (a different kernel generation, a queue-bound run) cannot pull every other estimate."""
    return 2 * ROBUST_SCALE ** 2 * (math.sqrt(1 + (e / ROBUST_SCALE) ** 2) - 1)


def objective(v, start, rows, inputs) -> float:
    put(v)
    err = log_errors(rows, inputs)
    data = sum(r.weight * robust(err[r.id]) for r in rows)
    return data + PRIOR * sum(math.log(v[k] / start[k]) ** 2 for k in v)


def fit(rows, inputs, start: dict[str, float]) -> dict[str, float]:
    """Coordinate search in log space with shrinking steps, inside the bounds."""
    v = dict(start)
    best = objective(v, start, rows, inputs)
    step = math.log(2.0)
    while step > 0.01:
        improved = False
        for k in v:
            for sign in (1, -1):
                lo, hi = BOUNDS[k]
                trial = dict(v, **{k: min(max(v[k] * math.exp(sign * step), lo), hi)})
                f = objective(trial, start, rows, inputs)
                if f < best - 1e-12:
                    v, best, improved = trial, f, True
        if not improved:
            step /= 2
    put(v)
    return v


def regime_of(r, x) -> str:
    """The band regime a row informs; prefill-dominated requests inform the first-token band."""
    if r.metric == "ttft" or r.prompt >= PREFILL_DOMINATED * r.output:
        return "ttft"
    return cal.regime(r.concurrency, x.dense_native and x.expert_native, r.offload)


def quantile(errs: list[float]) -> float:
    """The BAND_QUANTILE of absolute log errors, at least BAND_FLOOR."""
    errs = sorted(errs)
    return max(errs[min(len(errs) - 1, math.ceil(BAND_QUANTILE * len(errs)) - 1)], BAND_FLOOR)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write", action="store_true", help="write the fitted constants into core/calibration.py")
    args = ap.parse_args()
    cat = load_catalog()
    rows = list(corpus.ROWS)
    inputs = {r.id: row_inputs(r, cat) for r in rows}
    start = dict(START)
    full = fit(rows, inputs, start)
    in_sample = log_errors(rows, inputs)
    loo = {}
    for r in rows:
        rest = [x for x in rows if x is not r]
        fit(rest, inputs, start)
        loo[r.id] = log_errors([r], inputs)[r.id]
    put(full)

    regimes = {}
    for r in rows:
        regimes.setdefault(regime_of(r, inputs[r.id]), []).append(abs(loo[r.id]))
    pooled = quantile([e for errs in regimes.values() for e in errs])
    keys = [f"{k}/{n}" for k in ("batch1", "batched", "offload") for n in ("native", "dequantized")]
    band_out = {k: round(quantile(regimes[k]) if len(regimes.get(k, ())) >= MIN_REGIME_ROWS else pooled, 2)
                for k in keys}
    band_ttft = round(quantile(regimes["ttft"]) if len(regimes.get("ttft", ())) >= MIN_REGIME_ROWS else pooled, 2)

    lines = ["| row | model, GPU x n, engine, concurrency | trust | measured | estimate | LOO error |",
             "|---|---|---|---|---|---|"]
    for r in rows:
        est = r.value * math.exp(in_sample[r.id])
        unit = "s" if r.metric == "ttft" else "tok/s"
        lines.append(f"| {r.id} | {r.model}, {r.gpu} x {r.gpus}, {r.engine}, c{r.concurrency} | {r.trust} | "
                     f"{r.value:,.2f} {unit} | {est:,.2f} | {math.exp(loo[r.id]) - 1:+.0%} |")
    errs = [abs(math.exp(loo[r.id]) - 1) for r in rows]
    median = statistics.median(errs)
    ab = [r for r in rows if r.trust in "AB" and r.concurrency <= 64]
    worst_ab = max(math.exp(abs(loo[r.id])) for r in ab)
    print("\n".join(lines))
    print(f"\nrows used: {len(rows)}; leave-one-out median |error|: {median:.0%}; "
          f"worst trust A/B row at concurrency <= 64: {worst_ab:.2f}x")
    print("fitted:", {k: float(f"{v:.4g}") for k, v in full.items()})
    print("bands (log units):", band_out, "ttft:", band_ttft)
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "calibration.md").write_text("\n".join(lines) + f"\n\nLOO median |error| {median:.0%} over "
                                            f"{len(rows)} rows; worst A/B row (c <= 64) {worst_ab:.2f}x\n",
                                            encoding="utf-8")
    if args.write:
        write(full, band_out, band_ttft, median, len(rows))


def write(v: dict[str, float], bands: dict[str, float], band_ttft: float, median: float, n: int) -> None:
    path = Path(cal.__file__)
    text = path.read_text(encoding="utf-8")

    def sub(name: str, value: str) -> None:
        nonlocal text
        text, k = re.subn(rf"^{name} = .*$", f"{name} = {value}", text, count=1, flags=re.M)
        assert k == 1, name

    for k, x in v.items():
        if hasattr(cal, k) and not k.startswith("STEP_"):
            sub(k, f"{x:.4g}")
    sub("FIXED_STEP_S", f'{{"vllm": {v["STEP_VLLM"]:.4g}, "sglang": {v["STEP_SGLANG"]:.4g}, '
                        f'"trtllm": {v["STEP_TRTLLM"]:.4g}, "llama.cpp": {v["STEP_VLLM"]:.4g}}}')
    sub("BANDS", "{" + ", ".join(f'"{k}": {b}' for k, b in bands.items()) + "}")
    sub("BAND_TTFT", f"{band_ttft}")
    sub("LOO_MEDIAN_ERROR", f"{median:.3f}")
    sub("LOO_ROWS", f"{n}")
    path.write_text(text, encoding="utf-8")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
