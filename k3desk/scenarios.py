"""Scenario sources shared by the command line and the window: built-in ids and files.

Built-in ids are ``default`` (Kimi K3 on 8x B300, built from the catalog) and the example
scenarios shipped in ``resources/scenarios/<id>.k3desk.json``.
"""

from __future__ import annotations

from pathlib import Path

from k3desk import paths
from k3desk.core.catalog import load_catalog
from k3desk.core.edit import check_references
from k3desk.core.presets import default_scenario
from k3desk.core.scenario import Scenario
from k3desk.persistence.scenario_file import read_scenario

SUFFIX = ".k3desk.json"


def examples_dir() -> Path:
    return paths.resources_dir() / "scenarios"


def builtin_ids() -> list[str]:
    found = sorted(p.name[: -len(SUFFIX)] for p in examples_dir().glob(f"*{SUFFIX}"))
    return ["default"] + [i for i in found if i != "default"]


def examples() -> list[tuple[str, str]]:
    """(id, name) of the shipped example scenarios; a broken example is left out, never fatal."""
    out = []
    for sid in builtin_ids():
        if sid == "default":
            continue
        try:
            out.append((sid, load_builtin(sid).name))
        except (KeyError, ValueError):
            continue  # a packaging bug; the menus still work
    return out


def load_builtin(scenario_id: str) -> Scenario:
    if scenario_id == "default":
        return default_scenario()
    path = examples_dir() / f"{scenario_id}{SUFFIX}"
    if not path.is_file():
        raise KeyError(f"unknown built-in scenario '{scenario_id}' (known: {', '.join(builtin_ids())})")
    return read_scenario_file(path)


def read_scenario_file(path: Path) -> Scenario:
    """Read a scenario file (versioned envelope, migrations) and check its format ids."""
    scenario = read_scenario(path)
    check_references(scenario, load_catalog())
    return scenario
