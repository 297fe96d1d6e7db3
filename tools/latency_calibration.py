"""Calibrate the latency-under-load model on the published rows and report its leave-one-out errors.

    .venv/bin/python tools/latency_calibration.py            # the table, the fit and the LOO errors
    .venv/bin/python tools/latency_calibration.py --write    # also write the constants to calibration.py

The model (``k3desk/core/speed/latency.py``) takes its speeds from the step model (already calibrated by
``benchmarks/calibrate.py``); one constant is fitted here: ``LOAD_PREFILL_SCALE``, how much longer a
prompt's prefill takes inside a loaded server than alone (chunks sharing steps with decodes, scheduling),
by trust-weighted least absolute log error of the median first token of every row
(``latency_corpus.ROWS``). The 99th percentiles are never fitted: they are predicted and reported.

Leave-one-out: each row is predicted with the constant fitted on the other rows; the median |error| is
reported for the median (p50) rows and for the 99th-percentile rows apart. The band of the latency figures
(``BAND_LATENCY``, log units) is the 80th percentile of the p50 rows' |leave-one-out log error|.
"""

from __future__ import annotations

import argparse
import math
import re
import statistics
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from k3desk.core.catalog import load_catalog  # noqa: E402
from k3desk.core.speed import latency as lat  # noqa: E402
from k3desk.core.speed import latency_corpus as lc  # noqa: E402
from k3desk.core.speed.service import load_of  # noqa: E402

#: The scales tried (log-spaced, fine enough that the flat bottom of the loss holds many points).
GRID = np.exp(np.linspace(math.log(0.4), math.log(4.0), 121))
#: The loss is flat near its least: scales within this share of it are ones the rows cannot tell apart.
FLAT = 0.005


def predictions(rows, cat) -> tuple[np.ndarray, np.ndarray]:
    """The model's p50 and p99 first token of every row at every scale of the grid, (rows, grid)."""
    p50, p99 = np.full((len(rows), len(GRID)), np.nan), np.full((len(rows), len(GRID)), np.nan)
    for i, r in enumerate(rows):
        s, svc = lc.service_for(r, cat)
        load = load_of(s, users=r.load == "users")
        for j, k in enumerate(GRID):
            one = replace(svc, load_scale=float(k))
            if r.load == "burst":
                b = lat.burst(one, load, r.requests or 1, (50.0, 99.0))["ttft"][0]
                p50[i, j], p99[i, j] = b
                continue
            out = lat.latency(one, load)
            p50[i, j] = out.ttft[50.0] if out.ttft[50.0] is not None else np.inf
            p99[i, j] = out.ttft[99.0] if out.ttft[99.0] is not None else np.inf
    return p50, p99


def fit(err: np.ndarray, w: np.ndarray, keep: np.ndarray) -> int:
    """The grid index of the fitted scale over the rows kept: the weighted sum of absolute log errors (robust
    to the outliers) is flat near its least, so the scale is the geometric middle of the grid points within
    :data:`FLAT` of the least (a finer grid or a row more does not jump it from one end of the flat to the
    other)."""
    e = np.where(np.isfinite(err), err, 10.0)
    cost = (w[keep, None] * np.abs(e[keep])).sum(axis=0)
    near = np.flatnonzero(cost <= cost.min() * (1 + FLAT))
    middle = math.exp((math.log(GRID[near[0]]) + math.log(GRID[near[-1]])) / 2)
    return int(np.argmin(np.abs(np.log(GRID) - math.log(middle))))


def run() -> dict:
    cat = load_catalog()
    rows = lc.ROWS
    p50, p99 = predictions(rows, cat)
    meas50 = np.array([r.ttft_p50 for r in rows])
    err50 = np.log(p50 / meas50[:, None])
    w = np.array([r.row.weight for r in rows])
    everyone = np.ones(len(rows), dtype=bool)
    best = fit(err50, w, everyone)
    loo50, loo99 = [], []
    for i, r in enumerate(rows):
        keep = everyone.copy()
        keep[i] = False
        j = fit(err50, w, keep)
        loo50.append(float(err50[i, j]))
        if r.ttft_p99 is not None:
            loo99.append((r.id, float(np.log(p99[i, j] / r.ttft_p99)), float(p99[i, j]), r.ttft_p99))
    return {"rows": rows, "scale": float(GRID[best]), "p50": p50[:, best], "p99": p99[:, best], "loo50": loo50,
            "loo99": loo99, "meas50": meas50, "fitted_err": err50[:, best]}


def pct(e: float) -> str:
    return f"{math.expm1(e):+.0%}" if math.isfinite(e) else "n/a"


def report(res: dict) -> str:
    lines = ["| row | load | measured p50 s | model p50 s | LOO error | measured p99 s | model p99 s |",
             "|---|---|---:|---:|---:|---:|---:|"]
    for i, r in enumerate(res["rows"]):
        load = (f"{r.row.concurrency} users" if r.load == "users" else f"{r.rate:g} req/s" if r.load == "rate"
                else f"{r.requests} at once")
        m99 = f"{r.ttft_p99:.3g}" if r.ttft_p99 is not None else ""
        e99 = f"{res['p99'][i]:.3g}" if r.ttft_p99 is not None else ""
        lines.append(f"| {r.id} | {load} | {r.ttft_p50:.3g} | {res['p50'][i]:.3g} | {pct(res['loo50'][i])} | "
                     f"{m99} | {e99} |")
    abs50 = [abs(math.expm1(e)) for e in res["loo50"] if math.isfinite(e)]
    abs99 = [abs(math.expm1(e)) for _, e, _, _ in res["loo99"]]
    twice = sum(1 for e in res["loo50"] if abs(e) > math.log(2))
    lines += ["", f"fitted LOAD_PREFILL_SCALE = {res['scale']:.4g}",
              f"p50 first token, leave-one-out: median |error| {statistics.median(abs50):.0%} over {len(abs50)} rows, "
              f"{twice} off by more than 2x",
              f"p99 first token, leave-one-out: median |error| {statistics.median(abs99):.0%} over {len(abs99)} rows"
              if abs99 else "p99 first token: no row", f"band (80th percentile of |p50 LOO log error|): "
              f"{band(res):.3g} (x{math.exp(band(res)):.2f})"]
    for rid, e, model, meas in res["loo99"]:
        lines.append(f"  p99 {rid}: model {model:.3g} s, measured {meas:.3g} s ({pct(e)})")
    return "\n".join(lines)


def band(res: dict) -> float:
    e = sorted(abs(v) for v in res["loo50"] if math.isfinite(v))
    return float(np.quantile(e, 0.8)) if e else 0.0


def write(res: dict) -> None:
    path = ROOT / "k3desk" / "core" / "speed" / "calibration.py"
    text = path.read_text(encoding="utf-8")
    abs50 = [abs(math.expm1(e)) for e in res["loo50"] if math.isfinite(e)]
    abs99 = [abs(math.expm1(e)) for _, e, _, _ in res["loo99"]]
    values = {"LOAD_PREFILL_SCALE": f"{res['scale']:.4g}", "BAND_LATENCY": f"{band(res):.3g}",
              "LOO_LATENCY_P50_ERROR": f"{statistics.median(abs50):.3g}", "LOO_LATENCY_P50_ROWS": str(len(abs50)),
              "LOO_LATENCY_P99_ERROR": f"{statistics.median(abs99):.3g}" if abs99 else "None",
              "LOO_LATENCY_P99_ROWS": str(len(abs99))}
    for name, v in values.items():
        text, n = re.subn(rf"^{name} = .*$", f"{name} = {v}", text, flags=re.M)
        if n != 1:
            raise SystemExit(f"{name} not found once in calibration.py")
    path.write_text(text, encoding="utf-8")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write", action="store_true", help="write the fitted constants to calibration.py")
    args = ap.parse_args()
    res = run()
    print(report(res))
    if args.write:
        write(res)
        print("written to k3desk/core/speed/calibration.py")


if __name__ == "__main__":
    main()
