"""Atomic file replacement: a crash or a full disk never leaves a half-written file.

The new content goes to a temporary file in the same folder (so the final rename stays on one file
system), is flushed and fsynced, then ``os.replace``-d over the target; the folder is fsynced too
where the platform allows it, so the rename itself survives a power cut. On any failure the temporary
file is removed and the previous file is left byte-identical.

What is at the path is respected: a symbolic link is written through (its target gets the new
content, the link stays a link); an existing file keeps its permissions; a folder, FIFO, device or
socket is refused (:class:`NotAFileError`), never replaced. ``exclusive=True`` creates a new file and
fails with ``FileExistsError`` when the name is taken, even by a save running at the same moment.

Temporary files are named ``.<name>.<pid>-<random>.tmp``; :func:`remove_stale_temporaries` deletes
the ones a killed process left behind.
"""

from __future__ import annotations

import errno
import json
import os
import re
import secrets
import stat
import sys
import time
from pathlib import Path
from typing import Any

#: A temporary file not touched for this long is stale even when its pid looks alive (pid reuse).
STALE_TEMP_S = 3600.0
_TEMP = re.compile(r"^\..+\.(\d+)-[0-9a-f]{8}\.tmp$")


class NotAFileError(OSError):
    """The path exists but is not a regular file (a folder, FIFO, device, socket or link loop)."""


def write_target(path: Path | str) -> Path:
    """Where writing ``path`` lands: the file a symbolic link points to, else ``path`` itself.

    Raises :class:`NotAFileError` when that is something other than a regular file or nothing.
    """
    path = Path(path)
    real = Path(os.path.realpath(path)) if os.path.islink(path) else path
    if os.path.islink(real):
        raise NotAFileError(errno.ELOOP, "is a symbolic link that loops", str(path))
    try:
        mode = os.stat(real).st_mode
    except FileNotFoundError:
        return real
    except OSError:
        return real   # the write itself reports what is wrong (permissions, name too long)
    if not stat.S_ISREG(mode):
        kind = ("a folder" if stat.S_ISDIR(mode) else "a pipe (FIFO)" if stat.S_ISFIFO(mode)
                else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else "not a regular file")
        raise NotAFileError(errno.EINVAL, f"is {kind}, not a regular file; it was not replaced", str(path))
    return real


def atomic_write_bytes(path: Path | str, data: bytes, *, exclusive: bool = False) -> Path:
    """Replace ``path`` with ``data`` atomically; returns the file written (a link's target).

    Raises ``OSError`` (the target untouched) on failure; ``FileExistsError`` when ``exclusive``
    and the name is taken.
    """
    target = write_target(path)
    folder = target.parent
    try:
        old_mode = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        old_mode = None
    if exclusive and old_mode is not None:
        raise FileExistsError(errno.EEXIST, "a file with this name exists", str(path))
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    while True:
        tmp = folder / f".{target.name[:150]}.{os.getpid()}-{secrets.token_hex(4)}.tmp"
        try:
            # 0o666 lets the process umask decide a new file's permissions, as a plain open() would.
            fd = os.open(tmp, flags, 0o666)
            break
        except FileExistsError:
            continue
    try:
        with os.fdopen(fd, "wb") as f:
            if old_mode is not None and hasattr(os, "fchmod"):
                os.fchmod(fd, old_mode)   # an existing file keeps its permissions (0600 stays 0600)
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if old_mode is not None and not hasattr(os, "fchmod"):
            os.chmod(tmp, old_mode)
        if exclusive:
            _link_exclusive(tmp, target)
        else:
            _replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(folder)
    return target


def remove_stale_temporaries(folder: Path | str) -> int:
    """Delete our temporary files in ``folder`` whose writer is gone (or that are over an hour old)."""
    removed = 0
    try:
        names = os.listdir(folder)
    except OSError:
        return 0
    for name in names:
        m = _TEMP.match(name)
        if not m:
            continue
        path = Path(folder) / name
        try:
            info = os.lstat(path)
            if not stat.S_ISREG(info.st_mode):
                continue
            pid = int(m.group(1))
            if pid != os.getpid() and (not _pid_alive(pid) or time.time() - info.st_mtime > STALE_TEMP_S):
                os.unlink(path)
                removed += 1
        except (OSError, ValueError, OverflowError):
            continue
    return removed


def _pid_alive(pid: int) -> bool:
    if sys.platform == "win32":
        return True   # no safe liveness check; the age rule decides
    try:
        os.kill(pid, 0)
    except PermissionError:
        return True
    except (OSError, OverflowError, ValueError):
        return False
    return True


def _link_exclusive(tmp: Path, target: Path) -> None:
    """Give the finished temporary file the target's name only if that name is free (atomic)."""
    try:
        os.link(tmp, target)
    except FileExistsError:
        raise
    except OSError:
        # No hard links here (FAT, some network shares): claim the name with O_EXCL, then replace.
        fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        os.close(fd)
        _replace(tmp, target)
        return
    os.unlink(tmp)


def atomic_write_text(path: Path | str, text: str, *, exclusive: bool = False) -> Path:
    """UTF-8 text, ``\\n`` line endings on every platform (files are shared between systems)."""
    return atomic_write_bytes(path, text.encode("utf-8"), exclusive=exclusive)


def atomic_write_json(path: Path | str, obj: Any) -> Path:
    """Pretty JSON (2-space indent, non-ASCII kept readable, NaN/Infinity refused), newline-terminated."""
    return atomic_write_text(path, json.dumps(obj, indent=2, ensure_ascii=False, allow_nan=False) + "\n")


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
