"""The recent-files list (File ▸ Open Recent, and the scenario ``k3desk`` opens with).

Stored as ``{"recent": ["/abs/path", ...]}`` in ``<config>/recent.json``, newest first, at most
:data:`MAX_RECENT` entries, de-duplicated, and pruned of files that no longer exist. A corrupt or
missing ``recent.json`` reads as an empty list: losing the list must never stop the app starting.
Every change holds the list's lock and reads the list again inside it (:mod:`k3desk.persistence.locking`),
so two windows opening files at once both keep theirs; a lock another k3desk holds for long costs the
change of the list, never the file being opened or saved.
"""

from __future__ import annotations

import os
from pathlib import Path

from k3desk import paths
from k3desk.persistence.atomic import atomic_write_json
from k3desk.persistence.locking import changing
from k3desk.persistence.reading import FileFormatError, read_json
from k3desk.persistence.targets import output_target

MAX_RECENT = 10
MAX_FILE_BYTES = 1024 * 1024
MAX_PATH_CHARS = 4096
#: How long a change of the list waits for another k3desk's (the list is a convenience).
WAIT_S = 5.0


def recent_file() -> Path:
    return paths.config_dir() / "recent.json"


def load_recent() -> list[Path]:
    """Existing recent files, newest first (missing files and junk entries are dropped)."""
    return _clean(_stored())


def _stored() -> list[Path]:
    """The list as stored, files that no longer exist included (a rename looks for its old name)."""
    try:
        data = read_json(recent_file(), cap=MAX_FILE_BYTES)
    except FileFormatError:
        return []
    items = data.get("recent") if isinstance(data, dict) else None
    if not isinstance(items, list):
        return []
    return [Path(p) for p in items[:1000] if isinstance(p, str) and 0 < len(p) <= MAX_PATH_CHARS and "\x00" not in p]


def add_recent(path: Path | str) -> list[Path]:
    """Put ``path`` first in the list and save it; returns the new list."""
    return _change(lambda stored: [Path(path), *_clean(stored)])


def rename_recent(old: Path | str, new: Path | str) -> list[Path]:
    """``old`` was renamed to ``new`` (the library's Rename): ``new`` takes its place in the list, so
    Open Recent keeps it and the next start reopens it. The list is unchanged when ``old`` is not in it."""
    before, after = _key(Path(old)), Path(new)

    def renamed(items: list[Path]) -> list[Path] | None:
        if not any(_key(p) == before for p in items):
            return None
        return [after if _key(p) == before else p for p in items]
    return _change(renamed)


def remove_recent(path: Path | str) -> list[Path]:
    key = _key(Path(path))
    return _change(lambda stored: [p for p in _clean(stored) if _key(p) != key])


def clear_recent() -> None:
    _change(lambda stored: [])


def last_scenario() -> Path | None:
    """The most recently used file that still exists, for start-up."""
    items = load_recent()
    return items[0] if items else None


def _change(change) -> list[Path]:
    """Apply ``change`` (the stored list -> the new one, or None: unchanged) under the list's lock,
    the list read again inside it; returns the list as it now is."""
    try:
        with changing(recent_file(), wait=WAIT_S):
            new = change(_stored())
            return load_recent() if new is None else _store(new)
    except OSError:   # another k3desk held the list too long: this change of the list is skipped
        return load_recent()


def _store(items: list[Path]) -> list[Path]:
    items = _clean(items)
    target = recent_file()
    if not _ours(target):
        return items   # a link to a file that is no recent list (a user's own JSON): never written over
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_json(output_target(target, "recent"), {"recent": [str(p) for p in items]})
    except OSError:
        pass  # a read-only or full config folder (or a link to a file not ours) costs the recent list only
    return items


def _ours(path: Path) -> bool:
    """Whether writing ``path`` replaces only a recent list: our own file (whatever it holds now), or a
    link to a file that is missing or holds ``{"recent": [...]}``, never a link to another JSON file."""
    if not os.path.islink(path) or not os.path.exists(path):
        return True
    try:
        data = read_json(path, cap=MAX_FILE_BYTES)
    except FileFormatError:
        return False
    return isinstance(data, dict) and isinstance(data.get("recent"), list)


def _clean(items) -> list[Path]:
    out, seen = [], set()
    for p in items:
        try:
            p = Path(os.path.abspath(p))
            k = _key(p)
            if k in seen or not p.is_file():
                continue
        except (OSError, ValueError):   # a name too long for the system, a NUL: not a file we can open
            continue
        seen.add(k)
        out.append(p)
        if len(out) == MAX_RECENT:
            break
    return out


def _key(path: Path) -> str:
    """Identity for de-duplication: normalised absolute path (case-folded where the OS ignores case)."""
    return os.path.normcase(os.path.realpath(path))
