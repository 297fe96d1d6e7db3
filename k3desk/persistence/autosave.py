"""Autosave and crash recovery, in plain Python (the UI's timer calls :meth:`Autosave.save`).

Each running session writes ``<autosave dir>/<session>.autosave.json`` atomically::

    {"format": "k3desk.autosave", "autosave_version": 1, "session_id": ..., "pid": 1234,
     "source_path": "/path/to/file.k3desk.json" | null, "saved_at": ..., "document": {scenario envelope}}

A clean exit, or saving the scenario to its file, calls :meth:`Autosave.clear`. At start-up
:func:`find_recoverable` lists autosaves whose writer is gone, i.e. sessions that crashed.

Liveness: on POSIX ``os.kill(pid, 0)`` tells whether the writer still runs (a reused pid makes a
dead session look alive; the cost is a missed offer, never a stolen live session). On Windows
``os.kill`` would terminate the process, so instead a session is dead when its file has not been
touched for :data:`STALE_AFTER_S` seconds; a live session touches it on every timer tick.
"""

from __future__ import annotations

import os
import re
import secrets
import sys
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from k3desk import paths
from k3desk.core.scenario import Scenario
from k3desk.persistence.atomic import atomic_write_json
from k3desk.persistence.reading import FileFormatError, read_json
from k3desk.persistence.scenario_file import ScenarioFileError, envelope, parse_document, utc_now_iso
from k3desk.persistence.targets import AUTOSAVE_SUFFIX, SCENARIO_SUFFIX, k3desk_file_kind, output_target

AUTOSAVE_FORMAT = "k3desk.autosave"
STALE_AFTER_S = 60.0
MAX_AUTOSAVES = 200


class Autosave:
    """One session's autosave file. Cheap to call often: an unchanged scenario only touches the file."""

    def __init__(self, session_id: str | None = None):
        raw = session_id or f"{os.getpid()}-{secrets.token_hex(4)}"
        self.session_id = re.sub(r"[^A-Za-z0-9_-]", "_", raw)[:80]
        self._last: tuple[Scenario, Path | None] | None = None

    @property
    def path(self) -> Path:
        return paths.autosave_dir() / f"{self.session_id}{AUTOSAVE_SUFFIX}"

    def save(self, scenario: Scenario, source_path: Path | None, dirty: bool) -> None:
        """Record the current scenario. A clean scenario (equal to its file) needs no autosave: clear it."""
        if not dirty:
            self.clear()
            return
        source = Path(source_path).resolve() if source_path is not None else None
        if self._last == (scenario, source) and self.path.exists():
            os.utime(self.path)  # the Windows liveness heartbeat
            return
        doc = {
            "format": AUTOSAVE_FORMAT, "autosave_version": 1, "session_id": self.session_id,
            "pid": os.getpid(), "source_path": str(source) if source else None,
            "saved_at": utc_now_iso(), "document": envelope(scenario),
        }
        self.path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_json(output_target(self.path, "autosave"), doc)
        self._last = (scenario, source)

    def clear(self) -> None:
        """Remove this session's autosave (clean exit, or the scenario was saved to its file)."""
        self._last = None
        try:
            self.path.unlink()
        except OSError:   # none, or a config folder we cannot write: nothing to remove
            pass


@dataclass(frozen=True)
class Recoverable:
    """An autosave left by a session that is no longer running."""

    path: Path
    session_id: str
    pid: int | None
    source_path: Path | None
    saved_at: datetime | None
    scenario_name: str | None
    error: str | None = None   # set when the autosave itself is unreadable; recover() then raises

    @property
    def suggested_path(self) -> Path | None:
        """Where Save may suggest keeping the recovered work: the recorded original file, but only
        when it is a scenario file the user could have saved (an absolute ``*.k3desk.json`` path in
        an existing folder that is either gone or still a k3desk scenario). Recovery never saves
        there by itself: the save dialog shows it and the user confirms."""
        return recovery_suggestion(self.source_path)

    def recover(self) -> Scenario:
        """The autosaved scenario. The autosave stays until :meth:`discard` (call it once it is safe)."""
        return parse_document(_read_autosave(self.path)["document"]).scenario

    def discard(self) -> None:
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass


def recovery_suggestion(path: Path | None) -> Path | None:
    """``path`` if a recovered autosave may suggest it as the place to save (see ``suggested_path``)."""
    if path is None or not path.is_absolute() or not path.name.lower().endswith(SCENARIO_SUFFIX):
        return None
    try:
        if not path.parent.is_dir() or paths.autosave_dir().resolve() in path.resolve().parents:
            return None
        if os.path.lexists(path) and (not path.is_file() or k3desk_file_kind(path) != "scenario"):
            return None
    except OSError:
        return None
    return path


def find_recoverable() -> list[Recoverable]:
    """Autosaves of sessions that died, newest first. Live sessions' (and our own) files are skipped."""
    folder = paths.autosave_dir()
    if not folder.is_dir():
        return []
    out = []
    try:
        found = sorted(folder.glob(f"*{AUTOSAVE_SUFFIX}"))[:MAX_AUTOSAVES]
    except OSError:
        return []
    for path in found:
        try:   # one bad autosave never hides another
            item = _recoverable(path)
        except (OSError, ValueError, OverflowError) as exc:
            item = Recoverable(path, path.name[: -len(AUTOSAVE_SUFFIX)], None, None, None, None,
                               error=str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
        if item is not None:
            out.append(item)
    return sorted(out, key=lambda r: _mtime(r.path), reverse=True)


def _recoverable(path: Path) -> Recoverable | None:
    session = path.name[: -len(AUTOSAVE_SUFFIX)]
    try:
        doc = _read_autosave(path)
    except ScenarioFileError as exc:
        if _is_stale(path):
            return Recoverable(path, session, None, None, None, None, error=exc.reason)
        return None
    raw_pid = doc.get("pid")
    pid = raw_pid if isinstance(raw_pid, int) and not isinstance(raw_pid, bool) and 0 < raw_pid < 2**31 else None
    if pid == os.getpid() or (pid is not None and _is_alive(pid, path)):
        return None
    source = doc.get("source_path")
    source_path = Path(source) if isinstance(source, str) and 0 < len(source) <= 4096 and "\x00" not in source else None
    try:
        doc_info = parse_document(doc["document"])
        name, saved_at, error = doc_info.scenario.name, doc_info.saved_at, None
    except ScenarioFileError as exc:
        name, saved_at, error = None, None, exc.reason
    return Recoverable(path, session, pid, source_path, saved_at, name, error)


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _read_autosave(path: Path) -> dict[str, Any]:
    try:
        doc = read_json(path)
    except FileFormatError as exc:
        raise ScenarioFileError(exc.reason, path) from None
    if not isinstance(doc, dict) or doc.get("format") != AUTOSAVE_FORMAT or "document" not in doc:
        raise ScenarioFileError("not a k3desk autosave file", path)
    return doc


def _is_alive(pid: int, path: Path) -> bool:
    if sys.platform == "win32":
        return not _is_stale(path)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True   # exists, owned by someone else
    except (OSError, OverflowError, ValueError):   # a pid no process can have
        return False
    return True


def _is_stale(path: Path) -> bool:
    try:
        return time.time() - path.stat().st_mtime > STALE_AFTER_S
    except OSError:
        return True

