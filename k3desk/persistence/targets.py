"""The one rule for where a writer may write (reports, screenshots, scenarios, autosaves, catalogs).

Every writer asks :func:`output_target` before it does any work:

- never a file the same command is reading (``report mine.k3desk.json -o mine.k3desk.json``);
- never a k3desk scenario or autosave file unless the writer writes scenarios (a PDF, a PNG or a
  catalog never replaces one), judged by its name (``*.k3desk.json``) or by its content;
- a writer of scenarios replaces only a k3desk scenario file, never another kind of file
  (a recovered autosave whose recorded path names ``thesis.docx`` cannot overwrite it);
- never a folder, a pipe, a device or a looping link (:func:`~k3desk.persistence.atomic.write_target`);
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

Writes = Literal["scenario", "autosave", "pdf", "png", "catalog", "spreadsheet", "text"]

SCENARIO_SUFFIX = ".k3desk.json"
AUTOSAVE_SUFFIX = ".autosave.json"
_SNIFF_BYTES = 4096
_K3DESK_FORMAT = re.compile(rb'"format"\s*:\s*"k3desk\.(scenario|autosave)"')


class TargetRefused(OSError):
    """A write target the rule refuses; ``str()`` is one line, the file was not touched."""

    def __init__(self, path: Path | str, reason: str):
        super().__init__(errno.EPERM, reason, str(path))
        self.path, self.reason = Path(path), reason

    def __str__(self) -> str:
        return f"{self.path}: {self.reason}"


def k3desk_file_kind(path: Path | str) -> str | None:
    """``"scenario"`` or ``"autosave"`` when ``path`` is (named or written as) a k3desk file, else None."""
    named = _named_kind(Path(path))
    if named is not None:
        return named
    try:
        with open(path, "rb") as fh:
            head = fh.read(_SNIFF_BYTES)
    except OSError:
        return None
    head = head.removeprefix(b"\xef\xbb\xbf").lstrip()
    if not head.startswith(b"{"):
        return None
    found = _K3DESK_FORMAT.search(head)
    return found.group(1).decode() if found else None


def same_file(a: Path | str, b: Path | str) -> bool:
    """True when ``a`` and ``b`` name one file (through links, relative paths and case-folding file systems)."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.normcase(os.path.realpath(a)) == os.path.normcase(os.path.realpath(b))


def output_target(path: Path | str, writes: Writes, reads: Iterable[Path | str | None] = ()) -> Path:
    """Where writing ``path`` lands (a link's target), or :class:`TargetRefused` with the reason.

    ``writes`` says what the writer produces; ``reads`` lists the files the same command reads.
    """
    path = Path(path)
    too_long = paths.long_name(path)
    if too_long is not None:
        which = "file" if too_long[0] == path.name else "folder"
        raise TargetRefused(path, f"the {which} name is {too_long[1]} bytes long; file systems allow at most "
                                  f"{paths.NAME_MAX} (nothing was written)")
    for source in reads:
        if source is not None and same_file(path, source):
            raise TargetRefused(path, "is the file being read; choose another output name "
                                      "(nothing was written)")
    target = write_target(path)   # folders, pipes, devices and looping links are refused here
    kind = k3desk_file_kind(target) if os.path.lexists(target) else _named_kind(path)
    if writes == "scenario":
        if os.path.lexists(target) and kind != "scenario":
            raise TargetRefused(path, "exists and is not a k3desk scenario file; it was not replaced")
    elif writes == "autosave":
        if os.path.lexists(target) and kind != "autosave":
            raise TargetRefused(path, "exists and is not a k3desk autosave; it was not replaced")
    elif kind is not None:
        what = "a k3desk scenario file" if kind == "scenario" else "a k3desk autosave"
        verb = "is" if os.path.lexists(target) else "is named like"
        raise TargetRefused(path, f"{verb} {what}; a {_NOUN[writes]} never replaces one "
                                  "(choose another output name)")
    return target


def _named_kind(path: Path) -> str | None:
    name = path.name.lower()
    return "autosave" if name.endswith(AUTOSAVE_SUFFIX) else "scenario" if name.endswith(SCENARIO_SUFFIX) else None


_NOUN = {"pdf": "PDF report", "png": "screenshot", "catalog": "catalog", "spreadsheet": "spreadsheet",
         "text": "text export"}
