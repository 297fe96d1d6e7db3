"""The one rule for where a writer may write (reports, screenshots, spreadsheets, scenarios,
autosaves, the catalog, the measurement library, the recent list).

Every writer asks :func:`output_target` before it does any work. The target is judged where the
write would land, every symbolic link resolved first (a link named ``l.xlsx`` pointing at a profile
is the profile):

- never a file the same command is reading (``report mine.k3desk.json -o mine.k3desk.json``), nor
  one of the files it reads by name (``--profile``, a benchmark result, a ``config.json``);
- never a file k3desk owns unless it is the writer's own kind, recognised three ways:
  by *content* (any JSON file whose ``format`` is ``k3desk.*``: scenario, autosave, measurement
  library, organisation profile...), by *name* (``*.k3desk.json``, ``*.autosave.json``) and by
  *location* (the app's files in the config folder: ``measurements.json``, ``recent.json``,
  ``ui.ini``, ``catalog/``, ``autosave/``, ``scenarios/``, ``temporaries/``);
- a writer of something other than JSON (a PDF, PNG, spreadsheet or CSV) never writes into the
  config folder and never writes a ``.json`` target (every file the app reads or keeps is JSON);
- the organisation profile's writer (the window's profile editor) replaces only a profile or a
  file that is no k3desk file, never a scenario, an autosave or a file the app keeps;
- a writer of scenarios replaces only a k3desk scenario file, never another kind of file
  (a recovered autosave whose recorded path names ``thesis.docx`` cannot overwrite it);
- never a folder, a pipe, a device or a looping link (:func:`~k3desk.persistence.atomic.write_target`),
  nor a name that ends with a folder separator (``-o x.xlsx/``);
- never a name the file system cannot hold (over 255 bytes), refused before any work is done.

A refusal is a :class:`TargetRefused` whose ``str()`` is one line naming the path and why; the file
is untouched.
"""

from __future__ import annotations

import errno
import os
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Literal

from k3desk import paths
from k3desk.persistence.atomic import write_target

Writes = Literal["scenario", "autosave", "pdf", "png", "catalog", "spreadsheet", "text", "csv",
                 "measurements", "recent", "profile"]

SCENARIO_SUFFIX = ".k3desk.json"
AUTOSAVE_SUFFIX = ".autosave.json"
_SNIFF_BYTES = 4096
#: ``"format": "k3desk.<kind>"`` near the top of a JSON object: a file of k3desk's own.
_K3DESK_FORMAT = re.compile(rb'"format"\s*:\s*"k3desk\.([A-Za-z0-9_.-]{1,40})"')

#: The writers of JSON files the app keeps, and the one kind (``format``) each may replace.
_JSON_WRITERS: dict[str, str | None] = {"scenario": "scenario", "autosave": "autosave", "catalog": None,
                                        "measurements": "measurements", "recent": None, "profile": "profile"}
#: The app's files in the config folder (relative path, or a folder ending in "/"), and who writes each.
_APP_PLACES: dict[str, str | None] = {
    "measurements.json": "measurements", "recent.json": "recent", "ui.ini": None, "catalog/": "catalog",
    "autosave/": "autosave", "scenarios/": "scenario", "temporaries/": None, "trash/": None,
}
#: How a refusal names each kind of k3desk file.
_KIND_NOUN = {"scenario": "a k3desk scenario file", "autosave": "a k3desk autosave",
              "measurements": "the k3desk measurement library", "profile": "a k3desk organisation profile",
              "catalog": "a k3desk catalog file", "recent": "the k3desk recent-files list",
              "settings": "the k3desk window settings"}
_NOUN = {"pdf": "PDF report", "png": "screenshot", "catalog": "catalog", "spreadsheet": "spreadsheet",
         "text": "text export", "csv": "CSV file", "scenario": "scenario", "autosave": "autosave",
         "measurements": "measurement library", "recent": "recent-files list", "profile": "organisation profile"}


class TargetRefused(OSError):
    """A write target the rule refuses; ``str()`` is one line, the file was not touched.

    ``code`` says which rule refused it, for a window that words the refusal in its own language:
    ``"folder-name"``, ``"long-name"``, ``"reading"``, ``"owned"`` (``kind``: the k3desk file it is),
    ``"other-kind"`` (a scenario or autosave writer over another kind of file), ``"app-folder"``, ``"json"``."""

    def __init__(self, path: Path | str, reason: str, code: str = "", kind: str | None = None):
        super().__init__(errno.EPERM, reason, str(path))
        self.path, self.reason, self.code, self.kind = Path(path), reason, code, kind

    def __str__(self) -> str:
        return f"{self.path}: {self.reason}"


def k3desk_format(path: Path | str) -> str | None:
    """The ``k3desk.<kind>`` a file's content declares (``"scenario"``, ``"profile"``...), else None."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(_SNIFF_BYTES)
    except (OSError, ValueError):
        return None
    head = head.removeprefix(b"\xef\xbb\xbf").lstrip()
    if not head.startswith(b"{"):
        return None
    found = _K3DESK_FORMAT.search(head)
    return found.group(1).decode("ascii") if found else None


def k3desk_file_kind(path: Path | str) -> str | None:
    """``"scenario"`` or ``"autosave"`` when ``path`` is (named or written as) one, else the other
    ``k3desk.*`` format its content declares, else None."""
    named = _named_kind(Path(path))
    return named if named is not None else k3desk_format(path)


def same_file(a: Path | str, b: Path | str) -> bool:
    """True when ``a`` and ``b`` name one file (through links, relative paths and case-folding file systems)."""
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):
        return os.path.normcase(os.path.realpath(a)) == os.path.normcase(os.path.realpath(b))


def folder_name_problem(text: str) -> str | None:
    """Why an output name typed as ``text`` cannot be a file (it ends with a folder separator), else None."""
    seps = ("/", "\\") if os.sep == "\\" else ("/",)
    if text.endswith(seps) and text.strip("/\\"):
        return f"ends with '{text[-1]}', so it names a folder, not a file (nothing was written)"
    return None


def app_place(path: Path | str) -> str | None:
    """Which of the app's places in the config folder ``path`` (resolved) is in, as an
    :data:`_APP_PLACES` key; ``"config"`` for anywhere else in the config folder; None outside it."""
    real = Path(os.path.realpath(path))
    try:
        config = Path(os.path.realpath(paths.config_dir()))
    except (OSError, ValueError):
        return None
    try:
        rel = real.relative_to(config)
    except ValueError:
        return None
    parts = rel.parts
    if not parts:
        return "config"
    key = "/".join(os.path.normcase(p) for p in parts)
    if key in _APP_PLACES:
        return key
    if len(parts) > 1 and os.path.normcase(parts[0]) + "/" in _APP_PLACES:
        return os.path.normcase(parts[0]) + "/"
    return "config"


def output_target(path: Path | str, writes: Writes, reads: Iterable[Path | str | None] = ()) -> Path:
    """Where writing ``path`` lands (a link's target), or :class:`TargetRefused` with the reason.

    ``writes`` says what the writer produces; ``reads`` lists the files the same command reads.
    """
    text = os.fspath(path)
    path = Path(path)
    trailing = folder_name_problem(text)
    if trailing is not None:
        raise TargetRefused(text, trailing, "folder-name")
    too_long = paths.long_name(path)
    if too_long is not None:
        which = "file" if too_long[0] == path.name else "folder"
        raise TargetRefused(path, f"the {which} name is {too_long[1]} bytes long; file systems allow at most "
                                  f"{paths.NAME_MAX} (nothing was written)", "long-name")
    for source in reads:
        if source is not None and same_file(path, source):
            raise TargetRefused(path, "is the file being read; choose another output name "
                                      "(nothing was written)", "reading")
    target = write_target(path)   # folders, pipes, devices and looping links are refused here
    real = Path(os.path.realpath(target))
    exists = os.path.lexists(real)
    content = k3desk_format(real) if exists else None
    named = _named_kind(path) or _named_kind(real)
    place = app_place(real)
    noun = _NOUN[writes]
    own = _JSON_WRITERS.get(writes, "")   # "" for a writer of something other than JSON
    if writes in ("scenario", "autosave"):
        kind = content if content is not None else named
        if exists and kind != own:
            what = f"is {_KIND_NOUN.get(content, 'a k3desk file')}, not" if content is not None else "exists and is not"
            raise TargetRefused(path, f"{what} {_KIND_NOUN[writes]}; it was not replaced", "other-kind", content)
        _refuse_place(path, place, writes, exists)
        return target
    if content is not None and content != own:
        raise TargetRefused(path, f"is {_KIND_NOUN.get(content, 'a k3desk file')}; a {noun} never replaces "
                                  "it (choose another output name)", "owned", content)
    if named is not None:
        verb = "is" if exists else "is named like"
        raise TargetRefused(path, f"{verb} {_KIND_NOUN[named]}; a {noun} never replaces one "
                                  "(choose another output name)", "owned", named)
    _refuse_place(path, place, writes, exists)
    if own == "" and ".json" in (real.suffix.lower(), path.suffix.lower()):
        raise TargetRefused(path, f"is a .json file, the kind k3desk reads and keeps; a {noun} is never "
                                  "written as one (choose another output name)", "json")
    return target


def _refuse_place(path: Path, place: str | None, writes: str, exists: bool) -> None:
    """A target in the config folder: only the writer of that very place may write there; elsewhere
    in the config folder no file that exists is replaced by a writer of something other than JSON."""
    if place is None or _APP_PLACES.get(place, "") == writes:
        return
    if place == "config" and (writes in _JSON_WRITERS or not exists):
        return
    what = {"measurements.json": "measurements", "recent.json": "recent", "ui.ini": "settings",
            "catalog/": "catalog", "autosave/": "autosave"}.get(place)
    if what is not None:
        reason = f"is {_KIND_NOUN[what]}" if not place.endswith("/") else f"is in k3desk's {place[:-1]} folder"
    else:
        reason = "is in k3desk's own config folder"
    raise TargetRefused(path, f"{reason} ({paths.config_dir()}); a {_NOUN[writes]} never writes there "
                              "(choose another output name)", "app-folder", what)


def _named_kind(path: Path) -> str | None:
    name = path.name.lower()
    return "autosave" if name.endswith(AUTOSAVE_SUFFIX) else "scenario" if name.endswith(SCENARIO_SUFFIX) else None
