"""The scenario library at 1,000 and 10,000 files: open, refresh and rename (medians, seconds).

Generates N scenario files in a temporary folder (variants of the built-in scenarios under distinct
names), then measures on the offscreen platform:

- ``open``: a cold library window (no header cached) to its first paint with all N rows listed;
- ``loaded``: the same window until every file's header, verdict and cost have been read (on the
  worker thread), and ``stall_ms``: the longest the window's event loop waited meanwhile (a 10 ms
  timer; what a user scrolling or clicking would feel);
- ``refresh``: Refresh with the headers cached (nothing changed on disk) to the repainted table;
- ``rename``: renaming one scenario among N to the repainted table, its row and the recent list updated.

Run: ``python benchmarks/library.py [N ...]`` (default 1000 10000). Prints one JSON object on the last
line, keys ``library_<measure>_<N>_s`` (``library_stall_<N>_ms``), which ``benchmarks/run.py`` reads.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

REPEATS = {1000: 5, 10000: 3}


def generate(folder: Path, n: int) -> None:
    """N files: the built-in scenarios in turn, each under its own name (written directly: fast)."""
    from k3desk.persistence.scenario_file import dumps_scenario
    from k3desk.scenarios import builtin_ids, load_builtin

    variants = [load_builtin(i) for i in builtin_ids()]
    for i in range(n):
        s = variants[i % len(variants)]
        text = dumps_scenario(s.model_copy(update={"name": f"Proposal {i:05d} {s.name}"}))
        (folder / f"proposal-{i:05d}.k3desk.json").write_text(text, encoding="utf-8")


def _settle(app, dialog) -> None:
    dialog.table.viewport().repaint()
    app.processEvents()


class Stall:
    """The longest gap between ticks of a 10 ms timer: how long the event loop was kept waiting."""

    def __init__(self):
        from PySide6.QtCore import QTimer

        self.worst, self.last = 0.0, time.perf_counter()
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.worst = max(self.worst, now - self.last - 0.010)
        self.last = now

    def stop(self) -> float:
        self.timer.stop()
        return max(self.worst, 0.0)


def measure(n: int, app) -> dict[str, float]:
    from PySide6.QtCore import QEventLoop, QTimer

    from k3desk.ui.dialogs.library_dialog import LibraryDialog
    from k3desk.ui.dialogs.library_model import CACHE

    out: dict[str, list[float]] = {"open": [], "loaded": [], "stall": [], "refresh": [], "rename": []}
    with tempfile.TemporaryDirectory(prefix="k3desk-bench-library-") as tmp:
        folder = Path(tmp)
        generate(folder, n)
        repeats = REPEATS.get(n, 3)
        for run in range(repeats):
            CACHE.clear()
            start = time.perf_counter()
            dialog = LibraryDialog(folder=folder)
            dialog.show()
            _settle(app, dialog)
            assert dialog.model.rowCount() == n
            out["open"].append(time.perf_counter() - start)
            if run == 0 or n <= 1000:   # the full read of 10,000 headers is measured once
                stall = Stall()
                loop = QEventLoop()
                dialog.loaded.connect(loop.quit)
                QTimer.singleShot(600_000, loop.quit)
                if dialog.is_loading():
                    loop.exec()
                out["loaded"].append(time.perf_counter() - start)
                out["stall"].append(stall.stop())
                # refresh with every header cached
                t = time.perf_counter()
                dialog.refresh()
                _settle(app, dialog)
                assert not dialog.is_loading()
                out["refresh"].append(time.perf_counter() - t)
                # rename one file in the middle of the folder
                dialog.select_paths([dialog.model.rows()[n // 2].entry.path])
                t = time.perf_counter()
                new = dialog.rename_selected(f"Renamed {run} {time.time_ns()}")
                _settle(app, dialog)
                out["rename"].append(time.perf_counter() - t)
                assert new is not None and dialog.selected_paths() == [new]
            dialog.stop_reading()
            dialog.close()
            dialog.deleteLater()
            app.processEvents()
    med = {k: statistics.median(v) for k, v in out.items() if v}
    return {f"library_{k}_{n}_s" if k != "stall" else f"library_stall_{n}_ms": round(v * (1e3 if k == "stall" else 1), 4)
            for k, v in med.items()}


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["K3DESK_CONFIG_DIR"] = tempfile.mkdtemp(prefix="k3desk-bench-config-")
    from PySide6.QtWidgets import QApplication

    from k3desk.ui.shell.qt_env import install_message_filter

    install_message_filter(locale_line=False)   # the offscreen platform's noise
    app = QApplication.instance() or QApplication(["k3desk-bench"])
    results: dict[str, float] = {}
    for n in [int(a) for a in argv] or [1000, 10000]:
        results.update(measure(n, app))
    print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
