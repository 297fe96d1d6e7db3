"""Median seconds to export the default scenario's PDF report (``pdf_export_s``; goal < 1 s).

Measures what File > Export costs: build the report content, render it and write it atomically.
Run: ``python benchmarks/pdf_export.py [repeats]``. Prints the median alone on the last line (what
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


def measure(repeats: int = 7) -> float:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("K3DESK_CONFIG_DIR", tempfile.mkdtemp(prefix="k3desk-bench-"))
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(["k3desk-bench"])  # noqa: F841 - fonts need it
    from k3desk.core.presets import default_scenario
    from k3desk.ui.pdf.export import export_pdf

    scenario = default_scenario()
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "report.pdf"
        export_pdf(scenario, target, lang="en")  # warm-up: font database, catalog cache
        times = []
        for _ in range(repeats):
            start = time.perf_counter()
            export_pdf(scenario, target, lang="en")
            times.append(time.perf_counter() - start)
    return statistics.median(times)


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    print(f"{measure(n):.4f}")
