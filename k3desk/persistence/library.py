"""The scenario library: the ``*.k3desk.json`` files in the user's scenarios folder.

Listing never fails on a broken file (it is shown with its error). Rename rewrites the name inside
the file and the file name; delete moves the file into ``<config>/trash/``, where :func:`restore`
can bring it back (the library's Undo).
"""

from __future__ import annotations

import re
import secrets
import shutil
import unicodedata
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from pydantic import ValidationError

from k3desk import paths
from k3desk.core.scenario import Scenario
from k3desk.persistence.atomic import atomic_write_json
from k3desk.persistence.reading import FileFormatError, read_json
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
class TrashedFile:
    """A file moved to k3desk's own trash: ``path`` is where it sits now, ``original`` where it came from."""

    path: Path
    original: Path
    deleted_at: datetime | None


def list_scenarios(folder: Path | None = None) -> list[LibraryEntry]:
    """Every scenario file in the folder, sorted by name; unreadable files carry ``error``."""
    folder = folder or paths.scenarios_dir()
    if not folder.is_dir():
        return []
    out = []
    for path in folder.glob(f"*{SUFFIX}"):
        if not path.is_file():
            continue
        try:
            doc = read_document(path)
        except ScenarioFileError as exc:
            out.append(LibraryEntry(path, path.name[: -len(SUFFIX)], _mtime(path), error=exc.reason))
            continue
        s = doc.scenario
        out.append(LibraryEntry(path, s.name, doc.saved_at or _mtime(path), s.model.name,
                                s.hardware.gpu.name, s.hardware.gpu_count))
    return sorted(out, key=lambda e: (e.name.casefold(), e.path.name))


def filename_for(name: str, folder: Path | None = None, keep: Path | None = None) -> str:
    """A safe, unique ``*.k3desk.json`` file name for a scenario name.

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
    candidate, n = f"{stem}{SUFFIX}", 2
    while candidate.casefold() in taken:
        candidate, n = f"{stem} ({n}){SUFFIX}", n + 1
    return candidate


def save_new(scenario: Scenario, folder: Path | None = None) -> Path:
    """Save a scenario into the library under a fresh file name derived from its name."""
    folder = folder or paths.scenarios_dir()
    return _write_new(folder, scenario.name, scenario)


def _write_new(folder: Path, name: str, scenario: Scenario) -> Path:
    """Create a new file for ``name`` exclusively: a name another save takes meanwhile is skipped."""
    for _ in range(1000):
        path = folder / filename_for(name, folder)
        try:
            write_scenario(path, scenario, exclusive=True)
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
    scenario = _retitled(read_document(path).scenario, new_name)
    new_path = path.parent / filename_for(new_name, path.parent, keep=path)
    write_scenario(new_path, scenario)
    if new_path != path:
        path.unlink()
    return new_path


def duplicate(path: Path) -> Path:
    """A copy named "<name> (copy)" next to the original. Returns the new file's path."""
    path = Path(path)
    scenario = read_document(path).scenario
    names = {e.name.casefold() for e in list_scenarios(path.parent)}
    base = f"{scenario.name[:190]} (copy)"
    name, n = base, 2
    while name.casefold() in names:
        name, n = f"{base} {n}", n + 1
    return _write_new(path.parent, name, _retitled(scenario, name))


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

