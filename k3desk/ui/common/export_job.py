"""An export written on a worker thread (the PDF report, the spreadsheet): ``finished(path)`` or
``failed(message)``, one line either way.

Usage from the window: ``job = PdfExportJob(...)``; connect the two signals;
``QThreadPool.globalInstance().start(job)``. Keep a reference until a signal arrives
(``setAutoDelete(False)`` is set so Python owns the object).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, Signal


class ExportJob(QObject, QRunnable):
    """Subclasses say what they write (``noun``), which error carries a message for the user
    (``error``), and write the file in :meth:`write`, returning its path."""

    finished = Signal(str)
    failed = Signal(str)
    noun = "the file"
    error: type[Exception] = OSError

    def __init__(self, path: Path | str):
        QObject.__init__(self)
        QRunnable.__init__(self)
        self.setAutoDelete(False)
        self.path = Path(path)

    def write(self) -> Path:
        raise NotImplementedError

    def run(self) -> None:
        try:
            written = self.write()
        except self.error as exc:
            self.failed.emit(str(exc))
        except Exception as exc:  # noqa: BLE001 - a worker must report, never die silently
            self.failed.emit(f"cannot export {self.noun}: {type(exc).__name__}: {exc}".splitlines()[0])
        else:
            self.finished.emit(str(written))
