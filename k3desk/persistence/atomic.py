"""Atomic file replacement: a crash or a full disk never leaves a half-written file.

The new content goes to a temporary file in the same folder (so the final rename stays on one file
system), is flushed and fsynced, then ``os.replace``-d over the target; the folder is fsynced too
where the platform allows it, so the rename itself survives a power cut. On any failure the temporary
file is removed and the previous file is left byte-identical.

What is at the path is respected: a symbolic link is written through (its target gets the new
content, the link stays a link); an existing file keeps its permissions; a folder, FIFO, device or
socket is refused (:class:`NotAFileError`), never replaced. ``exclusive=True`` creates a new file and
fails with ``FileExistsError`` when the name is taken, even by a save running at the same moment.

Temporary files are named ``.<name>.k3desk-<pid>-<token>.tmp`` and each one is *recorded* while it
exists: a small file ``<config>/temporaries/<pid>-<token>.json`` naming it is made before the
temporary and removed after it is gone. A save killed halfway (``kill -9``, a power cut) leaves its
record, wherever the save went (the library, a folder of the user's, a USB stick), and
:func:`remove_stale_temporaries` at the next start deletes exactly the recorded files whose writer is
gone. A file is never deleted for its name alone: a user's ``.notes.123-deadbeef.tmp`` stays.
Recording is best effort: a config folder that cannot be written costs the clean-up, never the save.
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

from k3desk import paths

#: A temporary file not touched for this long is stale even when its pid looks alive (pid reuse).
STALE_TEMP_S = 3600.0
#: Our temporaries: ``.<name>.k3desk-<pid>-<16 hex>.tmp`` (the token is also the record's name).
_TEMP = re.compile(r"^\..*\.k3desk-(\d+)-([0-9a-f]{16})\.tmp$")
_RECORD = re.compile(r"^(\d+)-([0-9a-f]{16})\.json$")
_RECORD_CAP = 64 * 1024


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
        token = secrets.token_hex(8)
        tmp = folder / f".{target.name[:120]}.k3desk-{os.getpid()}-{token}.tmp"
        record = _record(tmp, token)   # before the temporary exists: a kill from here on is cleaned
        try:
            # 0o666 lets the process umask decide a new file's permissions, as a plain open() would.
            fd = os.open(tmp, flags, 0o666)
            break
        except FileExistsError:
            _forget(record)
            continue
        except BaseException:
            _forget(record)
            raise
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
        _forget(record)
        raise
    _forget(record)
    _fsync_dir(folder)
    return target


def records_dir() -> Path:
    """Where in-flight temporaries are recorded (see the module docstring)."""
    return paths.config_dir() / "temporaries"


def _record(tmp: Path, token: str) -> Path | None:
    """Record ``tmp`` before it is created; None when the config folder cannot take the record.

    Written with plain ``os.open``/``os.write`` (no temporary of its own): a record cut short by a
    kill is unreadable, and an unreadable record is simply removed (its temporary never existed)."""
    folder = records_dir()
    record = folder / f"{os.getpid()}-{token}.json"
    data = json.dumps({"path": os.path.abspath(tmp), "pid": os.getpid()}, ensure_ascii=True).encode("ascii")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(record, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600)
    except (OSError, ValueError):
        return None
    try:
        os.write(fd, data)
    except OSError:
        pass   # an empty record still names its temporary by its token
    finally:
        os.close(fd)
    return record


def _forget(record: Path | None) -> None:
    if record is not None:
        try:
            os.unlink(record)
        except OSError:
            pass


def remove_stale_temporaries() -> int:
    """Delete the recorded temporaries whose writer is gone (or whose record is over an hour old),
    wherever they are, and their records. Returns how many temporaries were deleted. Never raises.

    A recorded path is deleted only when its name carries the record's own token and it is a regular
    file, so a record that was tampered with cannot aim the clean-up at anything else."""
    removed = 0
    folder = records_dir()
    try:
        names = os.listdir(folder)
    except OSError:
        return 0
    for name in names:
        m = _RECORD.match(name)
        record = folder / name
        if not m:
            continue
        try:
            pid, token = int(m.group(1)), m.group(2)
            age = time.time() - os.lstat(record).st_mtime
            if pid == os.getpid() or (_pid_alive(pid) and age <= STALE_TEMP_S):
                continue
            tmp = _recorded_path(record)
            if tmp is not None and _is_ours(tmp, pid, token):
                os.unlink(tmp)
                removed += 1
            os.unlink(record)
        except (OSError, ValueError, OverflowError):
            continue
    return removed


def _recorded_path(record: Path) -> Path | None:
    try:
        with open(record, "rb") as fh:
            data = json.loads(fh.read(_RECORD_CAP).decode("ascii"))
    except (OSError, ValueError):
        return None
    path = data.get("path") if isinstance(data, dict) else None
    return Path(path) if isinstance(path, str) and os.path.isabs(path) and "\x00" not in path else None


def _is_ours(path: Path, pid: int, token: str) -> bool:
    m = _TEMP.match(path.name)
    if m is None or int(m.group(1)) != pid or m.group(2) != token:
        return False
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


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
