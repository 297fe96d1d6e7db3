"""Fit the throughput calibration constants to the published Kimi K3 measurements.

Prints the best constants on a coarse grid (least squares on log error) and each point's estimate.
The chosen values are written by hand into ``k3desk/core/calibration.py`` with this run's output.
Run: ``python benchmarks/calibrate.py``
"""

from __future__ import annotations

import itertools
import math

from k3desk.core import calibration as cal
from k3desk.core import sizing as comp

GRID = {
    "ETA_MEMORY": [0.7, 0.8, 0.9],
    "ETA_COMPUTE": [0.15, 0.2, 0.25, 0.35],
    "LATENCY_BASE_S": [10e-6, 14e-6, 18e-6, 22e-6],
    "LATENCY_PER_DOUBLING_S": [2e-6, 4e-6, 6e-6, 8e-6],
    "vllm": [0.5e-3, 1e-3, 2e-3],
    "trtllm": [3e-3, 5e-3, 7e-3, 9e-3],
}


def error(values: dict) -> tuple[float, dict]:
    for k in ("ETA_MEMORY", "ETA_COMPUTE", "LATENCY_BASE_S", "LATENCY_PER_DOUBLING_S"):
        setattr(cal, k, values[k])
    cal.FIXED_STEP_S.update({"vllm": values["vllm"], "sglang": values["vllm"], "trtllm": values["trtllm"]})
    est = comp.estimate_measurements()
    measured = {m.id: m.tokens_per_s_per_user for m in cal.MEASUREMENTS}
    return sum(math.log(est[k] / measured[k]) ** 2 for k in est), est


def main() -> None:
    best = None
    for combo in itertools.product(*GRID.values()):
        values = dict(zip(GRID, combo))
        e, est = error(values)
        if best is None or e < best[0]:
            best = (e, values, est)
    e, values, est = best
    print("best constants:", values)
    for m in cal.MEASUREMENTS:
        print(f"  {m.id:16s} measured {m.tokens_per_s_per_user:7.2f}  estimate {est[m.id]:7.2f}"
              f"  ({est[m.id] / m.tokens_per_s_per_user - 1:+.0%})")


if __name__ == "__main__":
    main()
