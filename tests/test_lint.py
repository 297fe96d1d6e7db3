"""The checks CI enforces beside the tests: ruff on k3desk/ and tests/ (the rule families in
pyproject.toml: E4, E7, E9, F, B, I, UP) and mypy on the whole package (core, persistence, report,
ui, cli, ...; PySide6's own stubs) with unused ignores reported; no blanket escape in the
configuration and few narrow ``type: ignore``."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TYPED = ("k3desk",)


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_ruff_is_clean_on_the_package_and_the_tests():
    p = _run("ruff", "check", "--extend-select", "E4,E7,E9,F,B,I,UP", "k3desk", "tests")
    assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-1000:]


@pytest.mark.slow
def test_mypy_is_clean_on_the_whole_package():
    p = _run("mypy", "--warn-unused-ignores", *TYPED)
    assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-1000:]


def test_no_blanket_escape_from_the_type_checks():
    config = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert "ignore_errors" not in config
    ignores = sum(len(re.findall(r"type:\s*ignore", f.read_text(encoding="utf-8")))
                  for d in TYPED for f in (ROOT / d).rglob("*.py"))
    assert ignores <= 20, ignores


def test_the_workflows_pass_zizmor():
    """The GitHub workflows: pinned actions, no persisted credentials, no template injection."""
    exe = shutil.which("zizmor", path=str(Path(sys.executable).parent)) or shutil.which("zizmor")
    assert exe, "zizmor is in the test extras"
    p = subprocess.run([exe, "--offline", ".github/workflows"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert p.returncode == 0 and "No findings" in p.stdout + p.stderr, p.stdout[-3000:] + p.stderr[-1000:]
