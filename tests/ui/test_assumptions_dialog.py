"""The Assumptions dialog lists the core's constants from data, also where no .py file ships."""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from k3desk.core.constants import CONSTANTS
from k3desk.core.speed import calibration as cal

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
from PySide6.QtWidgets import QApplication
app = QApplication([])
import k3desk
from k3desk.core import compute
from k3desk.core.catalog import load_catalog
from k3desk.core.presets import default_scenario
from k3desk.ui.dialogs.assumptions import AssumptionsDialog
assert not k3desk.__file__.endswith(".py"), k3desk.__file__
s = default_scenario()
text = AssumptionsDialog(s, compute(s), load_catalog()).as_text()
rows = text.split("# Model constants")[1].splitlines()[1:]
print(sum(1 for r in rows if r and not r.startswith("#")))
"""


def test_dialog_lists_every_constant_with_its_value(window):
    from k3desk.ui.dialogs.assumptions import AssumptionsDialog

    dialog = AssumptionsDialog(window.store.scenario, window.store.result, window.store.catalog, window)
    text = dialog.as_text()
    for c in CONSTANTS:  # plain labels, not code names; the code name stays in the tooltip
        assert c.label and c.label in text, c.name
        assert c.name not in text
    shown = re.search(r"GPU-to-GPU exchange latency\t(\d+(?:\.\d+)?) µs", text)   # in µs, not "0.0000" s
    assert shown and float(shown.group(1)) == pytest.approx(cal.LATENCY_BASE_S * 1e6, rel=0.01)
    group = next(dialog.tree.topLevelItem(i) for i in range(dialog.tree.topLevelItemCount())
                 if dialog.tree.topLevelItem(i).text(0).startswith("Model constants"))
    assert "calibration.ETA_MEMORY" in group.child(0).toolTip(0)
    dialog.close()


def test_constants_listed_without_source_files(tmp_path):
    """Like the frozen bundle: only compiled modules, no .py, and still all constants."""
    pkg = tmp_path / "k3desk"
    shutil.copytree(ROOT / "k3desk", pkg, ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "resources").symlink_to(ROOT / "resources")
    subprocess.run([sys.executable, "-m", "compileall", "-b", "-q", str(pkg)], check=True)
    for py in pkg.rglob("*.py"):
        py.unlink()
    env = {**os.environ, "PYTHONPATH": str(tmp_path), "QT_QPA_PLATFORM": "offscreen", "PYTHONDONTWRITEBYTECODE": "1"}
    proc = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert int(proc.stdout.strip().splitlines()[-1]) == len(CONSTANTS) >= 22


def test_settings_read_as_words_not_field_paths(window):
    """The scenario's settings: labels, yes/no, "automatic"; never a field path, True/False or None."""
    import re

    from k3desk.ui.dialogs.assumptions import AssumptionsDialog

    window.store.set_field("hardware.gpu_count", None)
    window.store.flush()
    dialog = AssumptionsDialog(window.store.scenario, window.store.result, window.store.catalog, window)
    section = dialog.as_text().split("# Settings of this scenario")[1].split("\n# ")[0]
    assert not re.search(r"\b(True|False|None)\b", section), section
    assert not re.search(r"\b(workload|serving|pricing|hardware)\.\w+", section), section
    assert "automatic" in section
    dialog.close()
