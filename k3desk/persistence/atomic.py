"""Atomic file replacement: a crash or a full disk never leaves a half-written file.

The new content goes to a temporary file in the same folder (so the final rename stays on one file
system), is flushed and fsynced, then ``os.replace``-d over the target; the folder is fsynced too
where the platform allows it, so the rename itself survives a power cut. On any failure the temporary
file is removed and the previous file is left byte-identical.
"""

from __future__ import annotations

import json
import os
import secrets
import sys
import time
from pathlib import Path
from typing import Any


def atomic_write_bytes(path: Path | str, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically. Raises ``OSError`` (the target untouched) on failure."""
    path = Path(path)
    folder = path.parent
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    while True:
        tmp = folder / f".{path.name}.{secrets.token_hex(4)}.tmp"
        try:
            # 0o666 lets the process umask decide the final permissions, as a plain open() would.
            fd = os.open(tmp, flags, 0o666)
            break
        except FileExistsError:
            continue
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        _replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(folder)


def atomic_write_text(path: Path | str, text: str) -> None:
    """UTF-8 text, ``\\n`` line endings on every platform (files are shared between systems)."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_json(path: Path | str, obj: Any) -> None:
    """Pretty JSON (2-space indent, non-ASCII kept readable, NaN/Infinity refused), newline-terminated."""
    atomic_write_text(path, json.dumps(obj, indent=2, ensure_ascii=False, allow_nan=False) + "\n")


def _replace(tmp: Path, path: Path) -> None:
    # On Windows a reader (virus scanner, indexer) holding the target open makes the replace fail
    # with PermissionError for a moment; a few short retries ride that out.
    attempts = 5 if sys.platform == "win32" else 1
    for attempt in range(attempts):
        try:
            os.replace(tmp, path)
            return
        except PermissionError:
            if attempt == attempts - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


def _fsync_dir(folder: Path) -> None:
    """Persist the rename itself. Not possible on Windows (no directory handles); best effort elsewhere."""
    if sys.platform == "win32":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
