"""The files k3desk keeps for itself, checked once at start: a broken one never stops the app.

The recent list, the window settings (``ui.ini``) and the user catalog are read at start by the
window and by every command. :func:`check_app_files` reads each one with the same reader and rules
the app uses; one that cannot be used is *set aside* (renamed to ``<name>.broken``, so nothing the
user wrote is lost and the next start is clean) and reported once, as a :class:`SetAside`. It also
removes the temporary files killed saves of ours recorded, in any folder (see :mod:`k3desk.persistence.atomic`).

Autosaves are not set aside here: a broken autosave of a crashed session is listed by
:func:`k3desk.persistence.autosave.find_recoverable` with its error, where the user can discard it.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from k3desk import paths
from k3desk.core.catalog import CatalogError, check_catalog_file
from k3desk.persistence.atomic import remove_stale_temporaries
from k3desk.persistence.reading import FileFormatError, kind_of_path, read_bytes_capped, read_json
from k3desk.persistence.recent import MAX_FILE_BYTES

BROKEN_SUFFIX = ".broken"
CATALOG_FILES = ("models", "gpus", "formats", "prices", "operations")
SETTINGS_CAP = 1024 * 1024


@dataclass(frozen=True)
class SetAside:
    """One app file that could not be used: where it was, where it is now (None: could not be moved)."""

    path: Path
    moved_to: Path | None
    reason: str

    def line(self) -> str:
        """One English line (the command line's note; the window words it through Qt translation)."""
        where = _relative(self.path)
        if self.moved_to is None:
            return f"{where} cannot be used ({self.reason}) and could not be set aside; it is ignored"
        return f"{where} cannot be used ({self.reason}); it was set aside as {self.moved_to.name}"


def check_app_files() -> list[SetAside]:
    """Clean up stale temporaries, then set aside every app file that cannot be used. Never raises."""
    out: list[SetAside] = []
    try:
        _remove_temporaries()
        for path, check in _checks():
            if not os.path.lexists(path):
                continue
            try:
                check(path)
            except (FileFormatError, ValueError) as exc:
                reason = exc.reason if isinstance(exc, FileFormatError) else str(exc).splitlines()[0]
                out.append(SetAside(path, set_aside(path), _clip(reason)))
    except OSError:
        pass  # an unreadable config folder: every reader below copes with missing files
    return out


def notes_line(items: list[SetAside]) -> str | None:
    """All set-aside files in one line for the command line's stderr, or None."""
    return "; ".join(i.line() for i in items) or None


def set_aside(path: Path) -> Path | None:
    """Rename ``path`` to a free ``<name>.broken[-N]`` beside it; None when it cannot be moved."""
    for n in range(1, 100):
        target = path.with_name(path.name + BROKEN_SUFFIX + (f"-{n}" if n > 1 else ""))
        if os.path.lexists(target):
            continue
        try:
            os.rename(path, target)   # the same folder: the content is kept byte for byte
        except OSError:
            return None
        return target
    return None


def _checks() -> list[tuple[Path, Callable[[Path], None]]]:
    config = paths.config_dir()
    catalog = paths.user_catalog_dir()
    return [(config / "recent.json", _check_recent), (config / "ui.ini", _check_settings),
            *((catalog / f"{name}.json", _check_catalog) for name in CATALOG_FILES)]


def _check_recent(path: Path) -> None:
    data = read_json(path, cap=MAX_FILE_BYTES)
    if not isinstance(data, dict) or not isinstance(data.get("recent"), list):
        raise ValueError('expected {"recent": [...]}')


def _check_settings(path: Path) -> None:
    """Qt reads ``ui.ini`` itself; it must at least be a small regular text file (a FIFO would block)."""
    kind = kind_of_path(path)
    if kind is not None:
        raise FileFormatError(f"is {kind}, not a file", path)
    data = read_bytes_capped(path, SETTINGS_CAP)
    if b"\x00" in data:
        raise FileFormatError("file contains binary data (NUL bytes)", path)


def _check_catalog(path: Path) -> None:
    try:
        check_catalog_file(path)
    except CatalogError as exc:
        raise ValueError(str(exc).removeprefix(f"{path}: ")) from None


def _remove_temporaries() -> None:
    """The temporaries interrupted saves recorded, wherever they were written (never by name alone)."""
    remove_stale_temporaries()


def _relative(path: Path) -> str:
    try:
        return str(path.relative_to(paths.config_dir()))
    except ValueError:
        return str(path)


def _clip(text: str, limit: int = 160) -> str:
    return text if len(text) <= limit else text[:limit] + "…"
