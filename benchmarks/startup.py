"""Process start to first painted window, in seconds (one sample; run.py takes the median).

Starts ``python -m k3desk`` (or a frozen bundle with ``--exe PATH``) with K3DESK_BENCH_FIRST_PAINT=1:
the app prints the wall-clock time of its first paint and quits. The config folder is new, so this
is a first start: the introduction card stands where the charts will be. ``--returning`` starts with
the introduction already dismissed, so the first paint includes the VRAM and cost charts.
"""

from __future__ import annotations

import compileall
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def main() -> int:
    exe = sys.argv[sys.argv.index("--exe") + 1] if "--exe" in sys.argv else None
    cmd = [exe] if exe else [sys.executable, "-m", "k3desk"]
    if not exe:
        # An installed k3desk has its bytecode compiled (pip and the bundle do it); a checkout run
        # with PYTHONDONTWRITEBYTECODE would otherwise recompile every module at each start.
        compileall.compile_dir(str(Path(__file__).resolve().parent.parent / "k3desk"), quiet=2)
    with tempfile.TemporaryDirectory() as cfg:
        if "--returning" in sys.argv:
            Path(cfg, "ui.ini").write_text("[view]\nintro_seen=true\n", encoding="utf-8")
        env = {**os.environ, "K3DESK_BENCH_FIRST_PAINT": "1", "K3DESK_CONFIG_DIR": cfg,
               "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
        t0 = time.time()
        out = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=120)
    painted = [line for line in out.stdout.splitlines() if line.startswith("first-paint ")]
    if not painted:
        print(out.stderr[-2000:], file=sys.stderr)
        return 1
    print(float(painted[-1].split()[1]) - t0)
    return 0


if __name__ == "__main__":
    sys.exit(main())
