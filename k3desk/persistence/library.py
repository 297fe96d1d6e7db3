"""The scenario library: the ``*.k3desk.json`` files in the user's scenarios folder.

Listing never fails on a broken file (it is shown with its error). Rename rewrites the name inside
the file and the file name, and the recent list follows the file; delete moves the file into
``<config>/trash/``, where :func:`restore` can bring it back (the library's Undo).

A folder of thousands of scenarios is listed in two steps: :func:`scan` lists the files (name,
modification time and size: one directory read, milliseconds even for 10,000), and
:func:`read_entry` reads one file's header. The window shows the scan at once and reads the
headers on a worker thread; :func:`list_scenarios` does both at once for the command line and tests.
"""

from __future__ import annotations

import os
import re
import secrets
import shutil
import stat
import unicodedata
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from pydantic import ValidationError

from k3desk import paths
from k3desk.core.scenario import Scenario
from k3desk.persistence.atomic import atomic_write_json
from k3desk.persistence.reading import FileFormatError, read_json
from k3desk.persistence.recent import rename_recent
from k3desk.persistence.scenario_file import (
    SUFFIX,
    ScenarioFileError,
    describe_validation_error,
    parse_timestamp,
    read_document,
    utc_now_iso,
    write_scenario,
)

_ILLEGAL = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]')
_RESERVED = {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$",
             *(f"COM{i}" for i in "123456789¹²³"), *(f"LPT{i}" for i in "123456789¹²³")}
_MAX_STEM_BYTES = 180   # leaves room for " (NNN)" and the suffix under the common 255-byte limit
_ORIGIN = "origin.json"


@dataclass(frozen=True)
class LibraryEntry:
    path: Path
    name: str
    saved_at: datetime | None
    model_name: str | None = None
    gpu_name: str | None = None
    gpu_count: int | None = None     # None = automatic, or unknown when ``error`` is set
    error: str | None = None


@dataclass(frozen=True)
class FileStamp:
    """One scenario file as a directory listing sees it: enough to tell whether it changed."""

    path: Path
    mtime_ns: int
    size: int

    @property
    def stem(self) -> str:
        return self.path.name[: -len(SUFFIX)]

    @property
    def modified(self) -> datetime:
        return datetime.fromtimestamp(self.mtime_ns / 1e9, UTC)


@dataclass(frozen=True)
class TrashedFile:
    """A file moved to k3desk's own trash: ``path`` is where it sits now, ``original`` where it came from."""

    path: Path
    original: Path
    deleted_at: datetime | None


def list_scenarios(folder: Path | None = None) -> list[LibraryEntry]:
    """Every scenario file in the folder, sorted by name; unreadable files carry ``error``."""
    out = [read_entry(stamp.path) for stamp in scan(folder)]
    return sorted(out, key=lambda e: (e.name.casefold(), e.path.name))


def scan(folder: Path | None = None) -> list[FileStamp]:
    """The ``*.k3desk.json`` regular files in the folder (one directory read, no file opened), by name."""
    folder = folder or paths.scenarios_dir()
    out = []
    try:
        with os.scandir(folder) as it:
            for item in it:
                if not item.name.endswith(SUFFIX):
                    continue
                try:
                    if not item.is_file():
                        continue
                    info = item.stat()
                except OSError:
                    continue
                out.append(FileStamp(Path(item.path), info.st_mtime_ns, info.st_size))
    except (OSError, ValueError):   # no folder yet, a file in its place, a name the system refuses
        return []
    return sorted(out, key=lambda f: (f.path.name.casefold(), f.path.name))


def scan_one(path: Path) -> list[FileStamp]:
    """:func:`scan` for one file: ``[stamp]``, or ``[]`` when it is not a regular file now."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return []
    return [FileStamp(Path(path), info.st_mtime_ns, info.st_size)] if stat.S_ISREG(info.st_mode) else []


def read_entry(path: Path) -> LibraryEntry:
    """One file's listing: its scenario name, date saved, model and hardware; ``error`` if unreadable."""
    try:
        doc = read_document(path)
    except ScenarioFileError as exc:
        return LibraryEntry(path, path.name[: -len(SUFFIX)], _mtime(path), error=exc.reason)
    s = doc.scenario
    return LibraryEntry(path, s.name, doc.saved_at or _mtime(path), s.model.name, s.hardware.gpu.name,
                        s.hardware.gpu_count)


def filename_for(name: str, folder: Path | None = None, keep: Path | None = None, suffix: str = SUFFIX) -> str:
    """A safe, unique ``*.k3desk.json`` file name for a scenario name (``suffix``: another kind of
    file named after it, ``.pdf``, unique among the files of that kind in ``folder``).

    Unicode letters are kept (NFC-normalised); path separators, characters Windows forbids and
    control characters become ``_``; reserved Windows device names get a ``_`` prefix; uniqueness is
    checked case-insensitively (Windows and macOS folders are). ``keep`` is a file that may keep its
    own name (renaming a file to the name it already has).
    """
    stem = unicodedata.normalize("NFC", name)
    stem = re.sub(r"\s+", " ", stem)
    stem = _ILLEGAL.sub("_", stem).strip(" .")
    while len(stem.encode("utf-8")) > _MAX_STEM_BYTES:
        stem = stem[:-1]
    stem = stem.rstrip(" .") or "scenario"
    if stem.split(".")[0].strip().upper() in _RESERVED:
        stem = f"_{stem}"
    folder = folder or paths.scenarios_dir()
    taken = {p.name.casefold() for p in folder.iterdir()} if folder.is_dir() else set()
    if keep is not None:
        taken.discard(keep.name.casefold())
    candidate, n = f"{stem}{suffix}", 2
    while candidate.casefold() in taken:
        candidate, n = f"{stem} ({n}){suffix}", n + 1
    return candidate


def save_new(scenario: Scenario, folder: Path | None = None) -> Path:
    """Save a scenario into the library under a fresh file name derived from its name."""
    folder = folder or paths.scenarios_dir()
    return _write_new(folder, scenario.name, scenario)


def _write_new(folder: Path, name: str, scenario: Scenario, extra: dict | None = None) -> Path:
    """Create a new file for ``name`` exclusively: a name another save takes meanwhile is skipped."""
    for _ in range(1000):
        path = folder / filename_for(name, folder)
        try:
            write_scenario(path, scenario, exclusive=True, extra=extra)
            return path
        except FileExistsError:
            continue
    raise ScenarioFileError("cannot save: no free file name", folder)


def rename(path: Path, new_name: str) -> Path:
    """Set the scenario's name inside the file and rename the file to match. Returns the new path.

    The renamed copy is written first and the old file removed after, so a crash in between leaves
    two files, never none.
    """
    path = Path(path)
    doc = read_document(path)
    scenario = _retitled(doc.scenario, new_name)
    new_path = path.parent / filename_for(new_name, path.parent, keep=path)
    write_scenario(new_path, scenario, extra=doc.extra)   # keys beside the scenario go with it
    if new_path != path:
        path.unlink()
        rename_recent(path, new_path)   # Open Recent, and the next start, follow the file
    return new_path


def duplicate(path: Path, names: set[str] | None = None) -> Path:
    """A copy named "<name> (copy)" next to the original. Returns the new file's path.

    ``names``: the scenario names already in the folder, case-folded, when the caller knows them
    (the library window does); otherwise every file is read to find them."""
    path = Path(path)
    doc = read_document(path)
    scenario = doc.scenario
    if names is None:
        names = {e.name.casefold() for e in list_scenarios(path.parent)}
    base = f"{scenario.name[:190]} (copy)"
    name, n = base, 2
    while name.casefold() in names:
        name, n = f"{base} {n}", n + 1
    return _write_new(path.parent, name, _retitled(scenario, name), doc.extra)


def delete(path: Path) -> TrashedFile:
    """Move a scenario file into k3desk's trash folder; the :class:`TrashedFile` goes to :func:`restore`."""
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(path)
    slot = trash_dir() / f"{datetime.now().strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(3)}"
    slot.mkdir(parents=True)
    atomic_write_json(slot / _ORIGIN, {"original": str(path.resolve()), "deleted_at": utc_now_iso()})
    target = slot / path.name
    shutil.move(str(path), str(target))
    return TrashedFile(target, path.resolve(), datetime.now(UTC))


def trash_dir() -> Path:
    return paths.config_dir() / "trash"


def list_trash() -> list[TrashedFile]:
    """Files in k3desk's trash, newest first."""
    out = []
    folder = trash_dir()
    for slot in sorted(folder.iterdir(), reverse=True) if folder.is_dir() else []:
        try:
            origin = read_json(slot / _ORIGIN)
            files = [p for p in slot.iterdir() if p.name != _ORIGIN]
        except (FileFormatError, OSError):
            continue
        if isinstance(origin, dict) and isinstance(origin.get("original"), str) and files:
            out.append(TrashedFile(files[0], Path(origin["original"]), parse_timestamp(origin.get("deleted_at"))))
    return out


def restore(item: TrashedFile) -> Path:
    """Put a trashed file back where it was (under a fresh name if that name is taken now)."""
    folder = item.original.parent
    folder.mkdir(parents=True, exist_ok=True)
    target = item.original if not item.original.exists() else folder / _unique_like(item.original)
    shutil.move(str(item.path), str(target))
    shutil.rmtree(item.path.parent, ignore_errors=True)
    return target


def _unique_like(original: Path) -> str:
    stem = original.name[: -len(SUFFIX)] if original.name.endswith(SUFFIX) else original.stem
    return filename_for(stem, original.parent)


def _retitled(scenario: Scenario, name: str) -> Scenario:
    try:
        return Scenario.model_validate({**scenario.model_dump(), "name": name})
    except ValidationError as exc:
        raise ScenarioFileError(describe_validation_error(exc)) from None


def _mtime(path: Path) -> datetime | None:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except OSError:
        return None

