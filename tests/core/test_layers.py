"""The import rule: core, persistence and report never import Qt (checked in a subprocess)."""

import subprocess
import sys

import pytest


@pytest.mark.parametrize("module", ["k3desk.core", "k3desk.core.sizing", "k3desk.cli", "k3desk.persistence",
                                    "k3desk.report"])
def test_module_imports_no_qt(module):
    code = (f"import importlib, sys; importlib.import_module('{module}');"
            "import k3desk.core as c; from k3desk.core.presets import default_scenario;"
            "c.compute(default_scenario());"
            "bad=[m for m in sys.modules if m.split('.')[0] in ('PySide6','shiboken6','pyqtgraph')];"
            "print(','.join(bad)); sys.exit(1 if bad else 0)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.returncode == 0, f"{module} pulled in Qt: {proc.stdout} {proc.stderr}"
