"""Median milliseconds to export the default scenario's spreadsheet (``export_ms``; goal 0.3 s).

Measures what File > Export Spreadsheet… costs: compute, build the workbook's content (every sheet,
the bill of materials), write it with XlsxWriter and replace the file atomically. Run:
``python benchmarks/sheet_export.py [repeats]``; prints the median alone on the last line (what
``benchmarks/run.py`` reads). The config folder is a throwaway one, so no real profile is read.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def measure(repeats: int = 11) -> float:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("K3DESK_CONFIG_DIR", tempfile.mkdtemp(prefix="k3desk-bench-"))
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance() or QCoreApplication(["k3desk-bench"])  # noqa: F841 - the translator's home
    from k3desk.core.presets import default_scenario
    from k3desk.ui.export.sheet import build, write_workbook

    scenario = default_scenario()
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "k3.xlsx"
        write_workbook(build(scenario), target, "en")  # warm-up: imports, catalog cache
        times = []
        for _ in range(repeats):
            start = time.perf_counter()
            write_workbook(build(scenario), target, "en")
            times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e3


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 11
    print(f"{measure(n):.1f}")
