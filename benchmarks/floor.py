"""The floor k3desk's window is measured against: the same libraries doing the least possible.

A bare QMainWindow with three pyqtgraph plots of items like k3desk's (bars, two log-log curves,
two curves with symbols), antialiasing off, fixed ranges and six labels, at 1366x768 offscreen.

    python benchmarks/floor.py start  T0   seconds from T0 (time.time() before the process started)
                                           to the first painted window
    python benchmarks/floor.py repaint     median milliseconds of 200 setData -> repaint samples

The last stdout line is the number (``benchmarks/run.py`` reads it and alternates it with the real
measurement, so the ratio holds on a busy machine).
"""

from __future__ import annotations

import os
import statistics
import sys
import time


def main() -> int:
    mode = sys.argv[1] if len(sys.argv) > 1 else "repaint"
    t0 = float(sys.argv[2]) if len(sys.argv) > 2 else time.time()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import numpy as np
    import pyqtgraph as pg
    from PySide6.QtWidgets import QApplication, QGridLayout, QLabel, QMainWindow, QWidget

    pg.setConfigOptions(antialias=False)
    app = QApplication([])
    w = QMainWindow()
    c = QWidget()
    g = QGridLayout(c)
    w.setCentralWidget(c)
    plots = [pg.PlotWidget() for _ in range(3)]
    for i, p in enumerate(plots):
        g.addWidget(p, 1 + i // 2, i % 2, 1, 2 if i == 0 else 1)
    for j in range(6):
        g.addWidget(QLabel(f"Card {j}\n43,070"), 0, j % 2)
    bars = pg.BarGraphItem(x0=[0] * 6, y=range(6), height=0.6, width=[30] * 6)
    plots[0].addItem(bars)
    x = np.logspace(6, 12, 60)
    curves = [plots[1].plot(x, x * 1e-4), plots[1].plot(x, x * 2e-4)]
    bx = np.arange(11)
    c3 = [plots[2].plot(bx, bx ** 2, symbol="o"), plots[2].plot(bx, 100 - bx, symbol="t")]
    for p in plots:
        p.enableAutoRange(False)
    plots[0].setRange(xRange=(0, 60), yRange=(0, 6))
    plots[1].setLogMode(True, True)
    plots[1].setRange(xRange=(6, 12), yRange=(2, 9))
    plots[2].setRange(xRange=(0, 10), yRange=(0, 250))
    w.resize(1366, 768)
    w.show()
    for _ in range(5):
        app.processEvents()
    if mode == "start":
        print(time.time() - t0)
        return 0
    samples = []
    for i in range(200):
        t = time.perf_counter()
        k = 1 + (i % 40) / 40
        bars.setOpts(width=[30 * k] * 6)
        curves[0].setData(x, x * 1e-4 * k)
        curves[1].setData(x, x * 2e-4 / k)
        c3[0].setData(bx, bx ** 2 * k)
        c3[1].setData(bx, (100 - bx) * k)
        app.processEvents()
        samples.append(time.perf_counter() - t)
    print(f"{statistics.median(samples) * 1e3:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
