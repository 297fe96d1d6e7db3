"""The one JSON reader for every file kind: scenarios, autosaves, catalogs, recent list, config.json.

Every check turns a hostile or broken file into one :class:`FileFormatError` line naming the
problem, and every check is linear in the file's size, so no file can make k3desk hang:

- size, checked before reading (and again on the bytes read: a FIFO or ``/dev/zero`` has no size);
- only regular files are read: a folder, FIFO, device or socket is named as what it is;
- binary or non-UTF-8 bytes, invalid JSON with line and column, duplicate keys;
- NaN / Infinity (except in another party's file read with ``constants=True``: Python's ``json``
  writes them, as in Nemotron-H's ``"time_step_limit": [0.0, Infinity]``) and numbers too long (more than :data:`MAX_NUMBER_CHARS` characters) or too large
  for a float (``1e400``), refused as the parser meets them;
- strings longer than :data:`MAX_STRING_CHARS` characters and unpaired UTF-16 surrogates;
- nesting deeper than :data:`MAX_DEPTH`, counted without recursion (brackets inside strings are
  masked first by a pattern that never backtracks, then innermost pairs are peeled off level by level);
- more than :data:`MAX_VALUES` values, so a 10 MB file cannot become gigabytes of Python objects.

It lives in the core (pure: bytes in, data out) because the catalog loader reads files too;
``k3desk.persistence.reading`` re-exports it.
"""

from __future__ import annotations

import codecs
import json
import math
import os
import re
import stat
from pathlib import Path
from typing import Any

MAX_FILE_BYTES = 10 * 1024 * 1024
MAX_DEPTH = 64
MAX_NUMBER_CHARS = 40          # 1.7976931348623157e+308 is 23; anything longer is not a figure
MAX_STRING_CHARS = 100_000     # the longest field (scenario notes) holds 20 000
MAX_VALUES = 500_000           # commas and colons: a scenario has about 200, the catalogs a few thousand

_BOMS = (
    (codecs.BOM_UTF32_LE, "UTF-32"), (codecs.BOM_UTF32_BE, "UTF-32"),
    (codecs.BOM_UTF16_LE, "UTF-16"), (codecs.BOM_UTF16_BE, "UTF-16"),
)
# A string, possibly unclosed: the optional closing quote means a match never fails and retries
# from the next quote, which is what made the former pattern quadratic on an unclosed string.
# Possessive quantifiers (``*+``) keep no backtracking state, so memory stays flat on a long string.
_STRING = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+(?:"|\\?\Z)', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_PAIRS = str.maketrans("[{]}", "(())")


class FileFormatError(ValueError):
    """A file could not be read as what it claims to be. ``str()`` is one line: ``<path>: <reason>``."""

    def __init__(self, reason: str, path: Path | str | None = None):
        self.reason = reason
        self.path = Path(path) if path is not None else None
        super().__init__(f"{shown_path(path)}: {reason}" if path is not None else reason)


def read_bytes_capped(path: Path | str, cap: int = MAX_FILE_BYTES) -> bytes:
    """The file's bytes, refusing anything but a regular file, and files over ``cap`` before reading."""
    path = Path(path)
    try:
        info = os.stat(path)
        kind = _kind_of(info.st_mode)
        if kind:
            raise FileFormatError(f"is {kind}, not a file", path)
        if info.st_size > cap:
            raise FileFormatError(f"file is too large ({_mb(info.st_size)}; the limit is {_mb(cap)})", path)
        # O_NONBLOCK: a FIFO swapped in after stat() must not block the open.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0))
        try:
            if _kind_of(os.fstat(fd).st_mode):
                raise FileFormatError("is not a regular file", path)
            data = _read_fd(fd, cap + 1)  # the file may have grown since stat()
        finally:
            os.close(fd)
    except FileNotFoundError:
        raise FileFormatError("file not found", path) from None
    except NotADirectoryError:
        raise FileFormatError("file not found (a part of the path is not a folder)", path) from None
    except IsADirectoryError:
        raise FileFormatError("is a folder, not a file", path) from None
    except PermissionError:
        raise FileFormatError("cannot read file (permission denied)", path) from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the path
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise FileFormatError(f"cannot read file ({reason})", path) from None
    if len(data) > cap:
        raise FileFormatError(f"file is too large (over {_mb(cap)})", path)
    return data


def _read_fd(fd: int, limit: int) -> bytes:
    chunks, size = [], 0
    while size < limit:
        chunk = os.read(fd, min(1 << 20, limit - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def decode_utf8(data: bytes) -> str:
    """UTF-8 text (a UTF-8 byte-order mark, as some Windows editors write, is accepted)."""
    for bom, name in _BOMS:
        if data.startswith(bom):
            raise FileFormatError(f"file is {name} encoded; k3desk files must be UTF-8 text")
    if b"\x00" in data:
        raise FileFormatError("file contains binary data (NUL bytes), not UTF-8 JSON text")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        bad = data[exc.start]
        raise FileFormatError(
            f"file is not UTF-8 text (byte 0x{bad:02x} at offset {exc.start}); "
            "it may be in another encoding such as Latin-1 or UTF-16, or not a text file"
        ) from None


def parse_json(text: str, max_depth: int = MAX_DEPTH, constants: bool = False) -> Any:
    """``json.loads`` with the guards above; errors name line and column.

    ``constants=True`` reads ``Infinity`` / ``NaN`` as floats: other tools' result files hold them
    (Python's ``json.dumps`` writes an unlimited request rate as ``Infinity``)."""
    if not text.strip():
        raise FileFormatError("file is empty")
    if text.count(",") + text.count(":") > MAX_VALUES:
        raise FileFormatError(f"file holds too many values (more than {MAX_VALUES:,})")
    _check_depth(text, max_depth)
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=float if constants else _no_constants,
                          parse_int=_int, parse_float=_float)
    except json.JSONDecodeError as exc:
        end = len(text.rstrip())
        if exc.pos >= end or exc.msg.startswith("Unterminated string"):   # the text stops mid-document
            line, column = text.count("\n", 0, end) + 1, end - text.rfind("\n", 0, end)
            open_string = (f" (Unterminated string starting at line {exc.lineno}, column {exc.colno})"
                           if exc.pos < end else "")
            raise FileFormatError(f"invalid JSON at line {line}, column {column}: the file ends before the "
                                  f"JSON does (cut short?){open_string}") from None
        raise FileFormatError(f"invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    except _Rejected as exc:
        raise FileFormatError(f"invalid JSON: {exc}") from None
    except RecursionError:
        raise FileFormatError(f"JSON is nested too deeply (more than {max_depth} levels)") from None
    try:
        return _check_strings(data)
    except _Rejected as exc:
        raise FileFormatError(f"invalid JSON: {exc}") from None


def read_json(path: Path | str, cap: int = MAX_FILE_BYTES, constants: bool = False) -> Any:
    """Read, decode and parse a JSON file; every failure is a :class:`FileFormatError` naming ``path``.
    ``constants=True`` only for another party's file, never a k3desk one (see :func:`parse_json`)."""
    try:
        return parse_json(decode_utf8(read_bytes_capped(path, cap)), constants=constants)
    except FileFormatError as exc:
        raise FileFormatError(exc.reason, path) from None


class _Rejected(ValueError):
    pass


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _Rejected(f"duplicate key '{_clip(key)}'")
        out[key] = value
    return out


def _no_constants(name: str) -> Any:
    raise _Rejected(f"{name} is not a valid number in a k3desk file")


def _int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise _Rejected(f"a number has {len(text):,} digits (at most {MAX_NUMBER_CHARS} are accepted)")
    return int(text)


def _float(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise _Rejected(f"a number has {len(text):,} characters (at most {MAX_NUMBER_CHARS} are accepted)")
    value = float(text)
    if not math.isfinite(value):
        raise _Rejected(f"the number {text} is too large")
    return value


def _check_strings(obj: Any) -> Any:
    """Refuse over-long strings and unpaired surrogates (``"\\ud800"``: valid JSON, not savable UTF-8)."""
    stack = [obj]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, str):
            if len(item) > MAX_STRING_CHARS:
                raise _Rejected(f"a text value has {len(item):,} characters (at most {MAX_STRING_CHARS:,})")
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                raise _Rejected("a string contains an unpaired UTF-16 surrogate escape") from None
    return obj


def _check_depth(text: str, max_depth: int) -> None:
    """Refuse nesting deeper than ``max_depth`` in linear time, without recursing.

    Strings are removed (one left-to-right pass that never backtracks), everything but brackets is
    dropped, and each round removes every innermost ``()`` pair, which lowers the depth by exactly
    one: if pairs are left after ``max_depth`` rounds, the file is deeper than that.
    """
    if text.count("[") + text.count("{") <= max_depth:
        return
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text)).translate(_PAIRS)
    for _ in range(max_depth):
        shorter = brackets.replace("()", "")
        if len(shorter) == len(brackets):
            return
        brackets = shorter
    if "()" in brackets:
        raise FileFormatError(f"JSON is nested too deeply (more than {max_depth} levels)")


def _kind_of(mode: int) -> str | None:
    """What a non-regular path is, in words; ``None`` for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def kind_of_path(path: Path | str) -> str | None:
    """``"a folder"``, ``"a device"``, ... for an existing non-regular path; ``None`` otherwise."""
    try:
        return _kind_of(os.stat(path).st_mode)
    except (OSError, ValueError):
        return None


def _clip(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[:limit] + "…"


def shown_path(path: Path | str) -> str:
    """A path as an error line shows it: one line, and not thousands of characters."""
    text = str(path).replace("\n", "\\n").replace("\r", "\\r").replace("\x00", "\\0")
    return text if len(text) <= 300 else text[:150] + "…" + text[-100:]


def _mb(n: int) -> str:
    return f"{n / 1024 / 1024:.1f} MB"
