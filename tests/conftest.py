"""Test-wide setup: Qt renders offscreen, and k3desk's config folder is a throwaway temp folder.

Both are set at import time, before any test module imports k3desk or Qt, so no test can read or
write the real user profile. Keep this file minimal; layer-specific fixtures live next to their tests.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"

_CONFIG = tempfile.mkdtemp(prefix="k3desk-test-config-")
os.environ["K3DESK_CONFIG_DIR"] = _CONFIG
atexit.register(shutil.rmtree, _CONFIG, ignore_errors=True)


import pytest  # noqa: E402

#: Tests measured at 0.3 s or more (tools/slow_tests.py keeps the list): the quick loop leaves
#: them out with the ones marked ``slow`` in their files; CI runs everything.
_SLOW = frozenset((Path(__file__).parent / "slow_by_timing.txt").read_text(encoding="utf-8").split("\n")[1:])


def pytest_collection_modifyitems(items):
    for item in items:
        if item.nodeid in _SLOW:
            item.add_marker(pytest.mark.slow)


@pytest.fixture
def cli(capsys):
    """``cli("calc", "--json")`` runs the command line in-process: (exit code, stdout, stderr)."""
    from k3desk.cli import main

    def run(*argv):
        code = main(list(argv))
        out = capsys.readouterr()
        return code, out.out, out.err
    return run


@pytest.fixture
def config(tmp_path, monkeypatch):
    """A fresh, empty config folder for this test: ``K3DESK_CONFIG_DIR`` points at it."""
    folder = tmp_path / "config"
    folder.mkdir()
    monkeypatch.setenv("K3DESK_CONFIG_DIR", str(folder))
    return folder
