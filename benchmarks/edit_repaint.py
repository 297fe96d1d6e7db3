"""Median milliseconds from an edit to repainted charts, main window at 1366x768 offscreen.

One sample: ``store.set_field`` (as a dragged tokens-per-month slider does, on the Workload tab),
the coalesced recompute, and the event loop painting everything the edit invalidated (the panel,
the cards and the charts shown).
Prints the median of 200 samples as its last line (``benchmarks/run.py`` reads it).

    --advanced   the Advanced view: the batch chart beside the cost chart (three charts, like the floor)
    --term       the contract-term tab shown in place of the monthly cost
    --presentation  the presentation page (large type, high contrast), as in a meeting
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("K3DESK_CONFIG_DIR", tempfile.mkdtemp(prefix="k3desk-bench-"))


def main() -> int:
    from PySide6.QtWidgets import QApplication

    from k3desk.ui.shell.app import create_app
    from k3desk.ui.shell.store import ScenarioStore
    from k3desk.ui.views.main_window import MainWindow

    app = create_app()
    window = MainWindow(ScenarioStore(), settings=None)
    window.resize(1366, 768)
    window.tabs.setCurrentIndex(2)   # the Workload tab, where the tokens slider is dragged
    if "--advanced" in sys.argv:
        window.menu_actions["view.advanced"].setChecked(True)
    if "--term" in sys.argv:
        window.cost_tabs.setCurrentIndex(1)
    window.show()
    if "--presentation" in sys.argv:
        window.set_presentation(True, fullscreen=False)
    for _ in range(5):
        app.processEvents()
    values = [10 ** (6 + i * 6 / 40) for i in range(41)]  # a drag across the log slider
    samples = []
    for i in range(200):
        t = time.perf_counter()
        window.store.set_field("workload.tokens_per_month", values[i % len(values)], merge=True)
        window.store.flush()
        QApplication.processEvents()
        samples.append(time.perf_counter() - t)
    print(f"{statistics.median(samples) * 1e3:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
