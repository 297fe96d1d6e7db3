"""Slow evaluation work on a worker thread (the Advisor's search and pricing at production scale):
``done(value)`` or ``failed(message)`` arrives on the GUI thread, one of them, once.

``start(fn, on_done, on_failed)`` runs ``fn()`` on Qt's global thread pool and keeps the job alive
until it reports. ``fn`` must be pure Python that touches no widget (the session's evaluations are).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class Job(QObject, QRunnable):
    done = Signal(object)
    failed = Signal(str)

    def __init__(self, fn: Callable[[], Any]):
        QObject.__init__(self)
        QRunnable.__init__(self)
        self.setAutoDelete(False)
        self.fn = fn

    def run(self) -> None:
        try:
            value = self.fn()
        except Exception as exc:  # noqa: BLE001 - a worker must report, never die silently
            self.failed.emit(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
        else:
            self.done.emit(value)


_RUNNING: set[Job] = set()   # Python owns the jobs until they report


def start(fn: Callable[[], Any], on_done: Callable[[Any], None], on_failed: Callable[[str], None],
          owner: QObject | None = None) -> Job:
    """``owner``: the widget the answer is for; an answer arriving after it was deleted (the window
    closed meanwhile) is dropped."""
    job = Job(fn)
    _RUNNING.add(job)

    def finish(handler: Callable, value: Any) -> None:
        _RUNNING.discard(job)
        if owner is None or shiboken6.isValid(owner):
            handler(value)

    job.done.connect(lambda value: finish(on_done, value))
    job.failed.connect(lambda message: finish(on_failed, message))
    QThreadPool.globalInstance().start(job)
    return job
