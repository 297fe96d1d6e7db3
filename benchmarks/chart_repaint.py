"""Median time of ``set_result`` + ``repaint()`` per chart, as during a slider drag.

Run: ``python benchmarks/chart_repaint.py [--n 200] [--size 1200x900]`` (offscreen by default).
Results are alternated between scenarios whose numbers differ (concurrency and GPU), so every call
really moves items. Prints medians in milliseconds; never a pass/fail test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=200)
    ap.add_argument("--size", default="1200x900")
    args = ap.parse_args()
    w, h = (int(v) for v in args.size.split("x"))

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from k3desk.core import compute
    from k3desk.core.presets import default_scenario
    from k3desk.core.scenario import Scenario
    from k3desk.ui.charts import BatchChart, CostChart, VramChart

    base = default_scenario().model_dump()
    inputs = []
    for conc in (1, 8, 64, 300):  # a dragged concurrency slider, plus a GPU too small to fit
        d = {**base, "workload": {**base["workload"], "concurrent_sequences": conc}}
        if conc == 300:
            d["hardware"] = {**d["hardware"], "gpu": {**d["hardware"]["gpu"], "memory_gb": 180.0}}
        s = Scenario.model_validate(d)
        inputs.append((s, compute(s)))

    print(f"{args.n} iterations, chart size {w}x{h // 2}, medians of set_result + repaint:")
    for cls in (VramChart, CostChart, BatchChart):
        chart = cls()
        chart.resize(w, h // 2)
        chart.show()
        app.processEvents()
        times, set_only, full = [], [], []
        for i in range(args.n):
            s, r = inputs[i % len(inputs)]
            t0 = time.perf_counter()
            chart.set_result(s, r)
            t1 = time.perf_counter()
            chart.repaint()
            t2 = time.perf_counter()
            set_only.append(t1 - t0)
            times.append(t2 - t0)
        for i in range(args.n):  # a live frame: the scene's queued updates, then Qt paints what changed
            s, r = inputs[i % len(inputs)]
            t0 = time.perf_counter()
            chart.set_result(s, r)
            app.processEvents()
            full.append(time.perf_counter() - t0)
        print(f"  {cls.__name__:<10} set_result + repaint {statistics.median(times) * 1e3:5.2f} ms"
              f" (set_result alone {statistics.median(set_only) * 1e3:4.2f}); with processEvents"
              f" (the painted frame) {statistics.median(full) * 1e3:5.2f} ms")
        chart.close()


if __name__ == "__main__":
    main()
