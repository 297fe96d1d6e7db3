"""Each persistence test gets its own empty config folder, so library listings and autosave scans
only ever see what the test itself wrote."""

from __future__ import annotations

import pytest

from k3desk.core.presets import default_scenario


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    folder = tmp_path / "config"
    monkeypatch.setenv("K3DESK_CONFIG_DIR", str(folder))
    return folder


@pytest.fixture(scope="session")
def scenario():
    return default_scenario()
