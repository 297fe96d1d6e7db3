"""The one wrapper around platformdirs: where k3desk keeps user files.

``K3DESK_CONFIG_DIR`` overrides the location (tests point it at a temporary folder so no test
touches a real profile). Only functions here know the layout of the config folder.
"""

from __future__ import annotations

import os
import sys
from functools import lru_cache
from pathlib import Path

import platformdirs

APP = "k3desk"


def config_dir() -> Path:
    """``<user config dir>/k3desk`` (or ``$K3DESK_CONFIG_DIR``). Not created here."""
    override = os.environ.get("K3DESK_CONFIG_DIR")
    if override:
        return Path(override)
    return Path(platformdirs.user_config_dir(APP, appauthor=False, roaming=True))


#: The longest file or folder name (in bytes) the common file systems accept (ext4, APFS, NTFS).
NAME_MAX = 255


def long_name(path: Path) -> tuple[str, int] | None:
    """The first part of ``path`` whose name is over :data:`NAME_MAX` bytes, with its length; else None."""
    for part in path.parts:
        size = len(os.fsencode(part)) if "\x00" not in part else 0
        if size > NAME_MAX:
            return part, size
    return None


def config_problem() -> str | None:
    """Why the config folder cannot exist at all (one line), else None.

    Only a folder the system can never create counts (a name over 255 bytes): a config folder that
    is read-only, or a file, still lets every command run and only costs what would be kept there."""
    folder = config_dir()
    found = long_name(folder)
    if found is None:
        return None
    part, size = found
    shown = part if len(part) <= 40 else part[:20] + "…" + part[-12:]
    return (f"the config folder {shown!r} cannot be used: its name is {size} bytes long and file systems "
            f"allow at most {NAME_MAX} (set K3DESK_CONFIG_DIR to a shorter path)")


def scenarios_dir() -> Path:
    return config_dir() / "scenarios"


def autosave_dir() -> Path:
    return config_dir() / "autosave"


def user_catalog_dir() -> Path:
    return config_dir() / "catalog"


def measurements_file() -> Path:
    """The user's imported benchmark results (``persistence.measurements``)."""
    return config_dir() / "measurements.json"


def resources_dir() -> Path:
    """The shipped ``resources/`` folder: frozen bundle, source checkout or installed wheel alike.

    Found once per process (every catalog look-up asks, and the answer cannot change)."""
    return _resources_dir()


@lru_cache(maxsize=1)
def _resources_dir() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    checkout = Path(__file__).resolve().parent.parent / "resources"
    if (checkout / "catalog").is_dir():
        return checkout
    return Path(__file__).resolve().parent / "_resources"
