"""Write the README's measured numbers from a run, never by hand.

    python3 tools/readme_numbers.py tests    the quick loop's and the whole suite's test counts and times
    python3 tools/readme_numbers.py bench    the measurement table (benchmarks/run.py --json medians)
    python3 tools/readme_numbers.py calibration   the speed model's leave-one-out table by slice, before
                                                  issue 43 -> after (benchmarks/calibrate.py --markdown)
    python3 tools/readme_numbers.py verdict  the example verdict: what ``k3desk calc`` prints for the
                                             default scenario (tests/test_readme.py checks it)

Each rewrites the text between its markers in README.md (``<!-- numbers:tests -->`` …
``<!-- /numbers:tests -->``, ``<!-- numbers:bench -->`` … ``<!-- /numbers:bench -->``) and prints it.
Run it with the venv's Python (``.venv/bin/python``) after ``python3 dev.py test`` has set the venv up.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import platform
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"

#: key -> (what it measures, unit, goal); the order of the table
BENCH = {
    "compute_ms": ("one `compute()` of the default scenario, chart curves included", "ms", "< 2 ms"),
    "decision_ms": ("the decision with its ranges (every route, corners, break-even, payback), default scenario",
                    "ms", "≤ 2 ms"),
    "decision_growth_ms": ("the same at 60 months, 5% monthly growth, API prices falling 30% a year "
                           "(`benchmarks/decision_growth.py`)", "ms", "≤ 5 ms"),
    "decision_growth_auto_ms": ("the same under an Automatic GPU count", "ms", "≤ 5 ms"),
    "evaluation_ms": ("one evaluation of an edited scenario (compute, the decision, the headline), default", "ms",
                      "≤ 5 ms"),
    "evaluation_growth_trend_ms": ("the same at 60 months, 5% monthly growth, API prices falling 30% a year", "ms",
                                   "≤ 5 ms"),
    "evaluation_auto_ms": ("the same under an Automatic GPU count at 80 B tokens a month", "ms", ""),
    "evaluation_brazil_ms": ("Brazil's taxes, a 15% discount rate, growth, 60 months", "ms", "≤ 5 ms"),
    "advise_ms": ("one advisor search of the default scenario", "ms", "≤ 50 ms"),
    "advisor_ranking_scale_ms": ("the Advisor's options priced and ranked at production scale (off the GUI thread)",
                                 "ms", ""),
    "edit_repaint_ms": ("a tokens-slider edit on the Workload tab to the repainted window, 1366x768", "ms", "< 16 ms"),
    "edit_repaint_floor_ms": ("the same on the floor: a bare window, three pyqtgraph plots (`benchmarks/floor.py`)",
                              "ms", ""),
    "edit_repaint_ratio": ("measured alternately with its floor in one run", "×", "≤ 2.0×"),
    "edit_repaint_advanced_ratio": ("Advanced view: the batch chart shown too", "×", "≤ 2.0×"),
    "edit_repaint_term_ratio": ("the contract-term tab in front of the monthly cost", "×", "≤ 2.0×"),
    "edit_repaint_presentation_ratio": ("the presentation page, large type and high contrast", "×", "≤ 2.0×"),
    "startup_s": ("process start to first painted window, first start", "s", "< 1.5 s"),
    "startup_floor_s": ("the floor's first painted window", "s", ""),
    "startup_ratio": ("", "×", "≤ 1.3×"),
    "startup_returning_s": ("introduction dismissed: the VRAM and cost charts on the first paint", "s", ""),
    "startup_returning_ratio": ("", "×", "≤ 1.3×"),
    "pdf_export_s": ("default scenario report", "s", "< 1 s"),
    "bundle_mb": ("Linux one-folder bundle, when built", "MB", "≤ 150 MB"),
    "frozen_startup_s": ("the Linux bundle, first start, when built", "s", "≤ 1.5 s"),
}


def machine() -> str:
    return f"{os.cpu_count()}-core {platform.system()} machine, Python {platform.python_version()}"


def replace(marker: str, text: str) -> None:
    src = README.read_text(encoding="utf-8")
    pattern = re.compile(rf"(<!-- numbers:{marker} -->\n).*?(\n<!-- /numbers:{marker} -->)", re.S)
    if not pattern.search(src):
        raise SystemExit(f"README.md has no <!-- numbers:{marker} --> block")
    README.write_text(pattern.sub(lambda m: m.group(1) + text + m.group(2), src), encoding="utf-8")
    print(text)


def _pytest(*args: str) -> tuple[int, float]:
    """Tests passed (and skipped) and the wall time of one pytest run."""
    start = time.perf_counter()
    p = subprocess.run([sys.executable, str(ROOT / "dev.py"), "test", "-q", *args], cwd=ROOT,
                       capture_output=True, text=True)
    took = time.perf_counter() - start
    tail = p.stdout.strip().splitlines()[-1] if p.stdout.strip() else ""
    counts = [int(n) for n in re.findall(r"(\d+) (?:passed|skipped)", tail)]
    if p.returncode != 0 or not counts:
        raise SystemExit(f"the test run failed: {tail or p.stderr[-500:]}")
    return sum(counts), took


def _duration(seconds: float) -> str:
    return f"{seconds:.0f} s" if seconds < 90 else f"{int(seconds // 60)} min {seconds % 60:02.0f} s"


def tests() -> None:
    quick_n, quick_s = _pytest("-m", "not slow")
    full_n, full_s = _pytest()
    replace("tests", f"On a {machine()} ({dt.date.today():%d %B %Y}) the quick loop ran {quick_n:,} tests in "
                     f"**{_duration(quick_s)}** (wall time, the venv already set up); the whole suite, which CI runs "
                     f"serially, {full_n:,} tests in {_duration(full_s)}. Written by `tools/readme_numbers.py tests`.")


def bench() -> None:
    p = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "run.py"), "--json"], cwd=ROOT,
                       capture_output=True, text=True, check=True)
    got = json.loads(p.stdout)
    rows = [f"Medians on a {machine()}, offscreen, {dt.date.today():%d %B %Y} "
            "(`tools/readme_numbers.py bench`):", "", "| key | median | goal |", "|---|---|---|"]
    for key, (what, unit, goal) in BENCH.items():
        value = got.get(key)
        if value is None:
            continue
        shown = f"{value:.2f}×" if unit == "×" else f"{value:.3g} {unit}"
        rows.append(f"| `{key}`{f' ({what})' if what else ''} | {shown} | {goal} |")
    replace("bench", "\n".join(rows))


def calibration() -> None:
    """The speed model's table by slice, as ``benchmarks/calibrate.py --markdown`` prints it, the
    production layouts' cluster rows a slice of it, each figure before issue 43 (the stored record of
    ``benchmarks/calibrate_before.py``) → after (this run), called in-process: the scripts' other
    reports are not part of this block."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("calibrate", ROOT / "benchmarks" / "calibrate.py")
    assert spec is not None and spec.loader is not None
    calibrate = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(calibrate)
    res = calibrate.run()
    spec = importlib.util.spec_from_file_location("calibrate_cluster", ROOT / "benchmarks" / "calibrate_cluster.py")
    assert spec is not None and spec.loader is not None
    cluster = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(cluster)
    replace("calibration", calibrate.markdown(res, cluster.run(), calibrate.load_before()))


def calc_verdict(*args: str) -> str:
    """The verdict line of ``k3desk calc ARGS`` (its label dropped), run in English in a fresh config
    folder so no profile or user catalog of this machine changes it."""
    import tempfile

    with tempfile.TemporaryDirectory() as config:
        env = {**os.environ, "K3DESK_CONFIG_DIR": config, "LANG": "C.UTF-8", "QT_QPA_PLATFORM": "offscreen"}
        env.pop("K3DESK_LANG", None)
        p = subprocess.run([sys.executable, "-m", "k3desk", "calc", *args], cwd=ROOT, env=env,
                           capture_output=True, text=True, check=True)
    line = next(line for line in p.stdout.splitlines() if line.startswith("Verdict"))
    return line.removeprefix("Verdict").strip()


def verdict() -> None:
    replace("verdict", "> " + calc_verdict())


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else ""
    jobs = {"tests": tests, "bench": bench, "calibration": calibration, "verdict": verdict}
    if what not in jobs:
        raise SystemExit(__doc__)
    jobs[what]()
