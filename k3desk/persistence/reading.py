"""Defensive reading of small JSON files the user (or another program) may have mangled.

Every check turns a hostile or broken file into one :class:`FileFormatError` line naming the
problem: too large (checked before reading), binary or non-UTF-8 bytes, invalid JSON with line and
column, duplicate keys, NaN/Infinity, and nesting deep enough to exhaust the parser's recursion.
"""

from __future__ import annotations

import codecs
import json
import re
from pathlib import Path
from typing import Any

MAX_FILE_BYTES = 10 * 1024 * 1024
MAX_DEPTH = 64

_BOMS = (
    (codecs.BOM_UTF32_LE, "UTF-32"), (codecs.BOM_UTF32_BE, "UTF-32"),
    (codecs.BOM_UTF16_LE, "UTF-16"), (codecs.BOM_UTF16_BE, "UTF-16"),
)
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


class FileFormatError(ValueError):
    """A file could not be read as what it claims to be. ``str()`` is one line: ``<path>: <reason>``."""

    def __init__(self, reason: str, path: Path | str | None = None):
        self.reason = reason
        self.path = Path(path) if path is not None else None
        super().__init__(f"{path}: {reason}" if path is not None else reason)


def read_bytes_capped(path: Path | str, cap: int = MAX_FILE_BYTES) -> bytes:
    """The file's bytes, refusing files over ``cap`` before reading them into memory."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > cap:
            raise FileFormatError(f"file is too large ({_mb(size)}; the limit is {_mb(cap)})", path)
        with open(path, "rb") as f:
            data = f.read(cap + 1)  # the file may have grown since stat(), or be a special file
    except FileNotFoundError:
        raise FileFormatError("file not found", path) from None
    except IsADirectoryError:
        raise FileFormatError("is a folder, not a file", path) from None
    except OSError as exc:
        raise FileFormatError(f"cannot read file ({exc.strerror or exc})", path) from None
    if len(data) > cap:
        raise FileFormatError(f"file is too large (over {_mb(cap)})", path)
    return data


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


def parse_json(text: str, max_depth: int = MAX_DEPTH) -> Any:
    """``json.loads`` with the guards above; errors name line and column."""
    if not text.strip():
        raise FileFormatError("file is empty")
    _check_depth(text, max_depth)
    try:
        return _check_strings(json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constants))
    except json.JSONDecodeError as exc:
        raise FileFormatError(f"invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    except _Rejected as exc:
        raise FileFormatError(f"invalid JSON: {exc}") from None
    except RecursionError:
        raise FileFormatError(f"JSON is nested too deeply (more than {max_depth} levels)") from None


def read_json(path: Path | str, cap: int = MAX_FILE_BYTES) -> Any:
    """Read, decode and parse a JSON file; every failure is a :class:`FileFormatError` naming ``path``."""
    try:
        return parse_json(decode_utf8(read_bytes_capped(path, cap)))
    except FileFormatError as exc:
        raise FileFormatError(exc.reason, path) from None


class _Rejected(ValueError):
    pass


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _Rejected(f"duplicate key '{key}'")
        out[key] = value
    return out


def _no_constants(name: str) -> Any:
    raise _Rejected(f"{name} is not a valid number in a k3desk file")


def _check_strings(obj: Any) -> Any:
    """Refuse unpaired surrogates (``"\\ud800"``): valid JSON, but not text that can be saved as UTF-8."""
    stack = [obj]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                raise _Rejected("a string contains an unpaired UTF-16 surrogate escape") from None
    return obj


def _check_depth(text: str, max_depth: int) -> None:
    """Count bracket nesting outside strings, so a 100 000-level file is refused without recursing."""
    if text.count("[") + text.count("{") <= max_depth:
        return
    depth = 0
    for m in _BRACKET.finditer(_STRING.sub('""', text)):
        if m.group() in "[{":
            depth += 1
            if depth > max_depth:
                raise FileFormatError(f"JSON is nested too deeply (more than {max_depth} levels)")
        else:
            depth -= 1


def _mb(n: int) -> str:
    return f"{n / 1024 / 1024:.1f} MB"
