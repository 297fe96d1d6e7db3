"""One change at a time: the files several k3desk processes change (the measurement library, the user
catalog, the recent list) are read, changed and written under a lock, so no update is lost.

Without it two ``k3desk measurement import`` started together both read the library, each adds its run
and writes the whole file back, and the second write drops the first run. Under :func:`changing` the
second waits, then reads the file the first one wrote (every writer re-reads *inside* the lock) and
writes it atomically (:mod:`k3desk.persistence.atomic`).

The lock is ``filelock``'s (an OS lock, ``flock`` or ``LockFileEx``, on a small ``.<name>.lock`` file
beside the file it guards): the OS releases it when its process dies, so a killed import never leaves
the library locked. A lock that cannot be made at all (a read-only or missing config folder) does not
stop the change: the write itself then says what is wrong, as it did before.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

#: How long a change waits for another process's change of the same file (an import takes well
#: under a second; a minute covers a slow disk and many importers started at once).
WAIT_S = 60.0


class LockBusy(OSError):
    """Another k3desk kept the file locked for longer than the wait; ``str()`` is one line."""

    def __init__(self, path: Path, waited: float):
        self.path = path
        self.reason = (
            f"another k3desk has been changing this file for over {waited:g} s; try again when it "
            "is done (nothing was changed)"
        )
        super().__init__(f"{path}: {self.reason}")


def lock_path(path: Path | str) -> Path:
    """The lock file that guards ``path``: ``.<name>.lock`` in the same folder."""
    path = Path(os.path.abspath(path))
    return path.with_name(f".{path.name}.lock")


@contextmanager
def changing(path: Path | str, wait: float | None = None) -> Iterator[bool]:
    """Hold the lock of ``path`` while the caller reads, changes and writes it; yields whether a lock
    is held (False when none could be made; see the module docstring). Raises :class:`LockBusy`
    after ``wait`` seconds (default :data:`WAIT_S`)."""
    # deferred: filelock loads a few dozen modules (tens of ms), paid at the first change, not at start-up
    from filelock import FileLock, Timeout

    wait = WAIT_S if wait is None else wait
    lock = FileLock(lock_path(path), timeout=wait)
    try:
        lock.acquire()
    except Timeout:
        raise LockBusy(Path(path), wait) from None
    except (OSError, ValueError):
        yield False
        return
    try:
        yield True
    finally:
        lock.release()
