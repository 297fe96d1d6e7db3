"""The library's table as a model: rows listed at once, headers read off the GUI thread.

Why a model and a worker: a folder of 1,000 scenarios took minutes to refresh and a rename froze the
window for 23 s, because every refresh read, validated and computed every file on the GUI thread and
the table resized every column to the contents of every cell. Now:

- :func:`k3desk.persistence.scan` lists the folder (names, dates, sizes) and the table shows those
  rows at once, a file name and a date each, "reading…" in the other columns;
- a :class:`HeaderReader` thread reads each file's header (name, model, hardware) and computes its
  verdict and cost, posting them in batches; the dialog shows how far it got;
- headers are kept per file in :data:`CACHE`, keyed by modification time and size, so a refresh or a
  rename rereads only the files that changed;
- the view asks :class:`LibraryModel` only for the rows on screen, and texts are formatted when
  first shown (and again after a language switch), never for 10,000 rows ahead of time.
"""

from __future__ import annotations

import math
import threading
import time
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QDateTime,
    QLocale,
    QModelIndex,
    Qt,
    QThread,
    Signal,
)
from PySide6.QtGui import QBrush, QFont

from k3desk.persistence import FileStamp, LibraryEntry, ScenarioFileError, read_document
from k3desk.report import figures
from k3desk.session import evaluate
from k3desk.ui.common import fmt
from k3desk.ui.common.formatter import Formatter
from k3desk.ui.common.widgets import plain_tip
from k3desk.ui.shell import theme

COLUMNS = ("name", "saved", "model", "hardware", "verdict", "cost")
#: Batches the reader posts: at least this often (seconds), so progress moves and the GUI stays free.
BATCH_S = 0.05


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # lupdate files _tr("...") under the empty context


@dataclass(frozen=True)
class Row:
    """One table row: the listing entry plus the figures computed from the file (no display text
    but ``cost``, kept for callers of :func:`load_rows`). ``loaded`` is False while only the file's
    name and date are known."""

    entry: LibraryEntry
    gpu_count: int | None = None
    fits: bool | None = None
    cost: str = fmt.DASH
    verdict: object = None      # the figures layer's status sentence
    error: str | None = None
    cost_cell: object = None    # the figures layer's cost (a Q in US$)
    loaded: bool = True

    @property
    def key(self) -> str:
        return str(self.entry.path)


def placeholder(stamp: FileStamp) -> Row:
    """The row shown before its header is read: the file name and its modification date."""
    return Row(LibraryEntry(stamp.path, stamp.stem, stamp.modified), loaded=False)


def compute_row(path: Path, formatted: bool = True, measurements: tuple | None = None) -> Row:
    """Read one file and evaluate its verdict and cost as the window would (the user's own runs,
    ``measurements``, read from the library when not given), pure Python: runs on the reader thread."""
    try:
        doc = read_document(path)
        scenario = doc.scenario
        ev = evaluate(scenario, measurements=my_runs() if measurements is None else measurements)
        result = ev.result
    except (ScenarioFileError, ValueError, ArithmeticError, OSError) as exc:
        reason = getattr(exc, "reason", None) or (str(exc).splitlines() or [type(exc).__name__])[0]
        return Row(LibraryEntry(path, path.name.removesuffix(".k3desk.json"), _mtime(path), error=reason),
                   error=reason)
    s = scenario
    entry = LibraryEntry(path, s.name, doc.saved_at or _mtime(path), s.model.name, s.hardware.gpu.name,
                         s.hardware.gpu_count)
    verdict, cost = figures.library_row(ev)   # the decision; no price for what does not run
    text = Formatter.for_screen("USD").text(cost) if formatted else fmt.DASH
    return Row(entry, result.fit.gpu_count, result.fit.usable, text, verdict, cost_cell=cost)


def my_runs() -> tuple:
    """The user's measurement library (empty when it cannot be read), as the window anchors with it."""
    from k3desk.persistence.measurements import load_quietly

    return tuple(load_quietly()[0])


def _mtime(path: Path) -> datetime | None:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except OSError:
        return None


class HeaderCache:
    """Rows already computed, per file, valid while the file's modification time and size stay."""

    def __init__(self) -> None:
        self._rows: dict[str, tuple[int, int, Row]] = {}
        self._lock = threading.Lock()

    def get(self, stamp: FileStamp) -> Row | None:
        with self._lock:
            hit = self._rows.get(str(stamp.path))
        return hit[2] if hit is not None and hit[:2] == (stamp.mtime_ns, stamp.size) else None

    def put(self, stamp: FileStamp, row: Row) -> None:
        with self._lock:
            self._rows[str(stamp.path)] = (stamp.mtime_ns, stamp.size, row)

    def forget(self, path: Path | str) -> None:
        with self._lock:
            self._rows.pop(str(path), None)

    def clear(self) -> None:
        with self._lock:
            self._rows.clear()


#: One cache per process: reopening the library, refreshing or renaming rereads only what changed.
CACHE = HeaderCache()


class HeaderReader(QThread):
    """Reads the headers of ``stamps`` in order and posts them: ``batch(list[Row])`` at least every
    :data:`BATCH_S` seconds, ``progress(done, total)`` with each batch. Stops early when interrupted."""

    batch = Signal(list)
    progress = Signal(int, int)

    def __init__(self, stamps: list[FileStamp], cache: HeaderCache = CACHE, parent=None):
        super().__init__(parent)
        self.stamps, self.cache = stamps, cache

    def run(self) -> None:
        out: list[Row] = []
        last = time.perf_counter()
        total = len(self.stamps)
        mine = my_runs()   # read once for the whole folder
        for done, stamp in enumerate(self.stamps, 1):
            if self.isInterruptionRequested():
                return
            row = compute_row(stamp.path, formatted=False, measurements=mine)
            self.cache.put(stamp, row)
            out.append(row)
            time.sleep(0)   # lets the GUI thread take the interpreter after every file, not every 5 ms
            now = time.perf_counter()
            if now - last >= BATCH_S or done == total:
                self.batch.emit(out)
                self.progress.emit(done, total)
                out, last = [], now
                self.msleep(1)   # hands the interpreter to the GUI thread between batches


def saved_text(entry: LibraryEntry) -> str:
    if entry.saved_at is None:
        return fmt.DASH
    stamp = QDateTime.fromSecsSinceEpoch(int(entry.saved_at.timestamp())).toLocalTime()
    return fmt.locale().toString(stamp, QLocale.FormatType.ShortFormat)


class LibraryModel(QAbstractTableModel):
    """The rows of the library. Texts are formatted on first display and kept until the language
    changes (:meth:`retranslate`); sorting is by value (dates by time, costs by amount)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[Row] = []
        self._where: dict[str, int] = {}
        self._texts: dict[tuple[str, int], str] = {}
        self._headers = [""] * len(COLUMNS)
        self._sort: tuple[int, Qt.SortOrder] = (0, Qt.SortOrder.AscendingOrder)
        self._ok, self._bad = QBrush(theme.color("ok")), QBrush(theme.color("bad"))
        self._bold = QFont()
        self._bold.setBold(True)
        self.retranslate()

    # ---- Qt model API ---------------------------------------------------------------------------
    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008, N802 - Qt API
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: B008, N802 - Qt API
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802 - Qt API
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self._headers[section]
        return None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row, col = self._rows[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(index.row(), col)
        if role == Qt.ItemDataRole.UserRole:
            return row.key
        if role == Qt.ItemDataRole.ToolTipRole:
            return plain_tip(row.error or str(row.entry.path))
        if role == Qt.ItemDataRole.TextAlignmentRole and col == 5:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if col == 4 and row.loaded:
            if role == Qt.ItemDataRole.ForegroundRole:
                return self._bad if row.error or not row.fits else self._ok
            if role == Qt.ItemDataRole.FontRole and not row.error and not row.fits:
                return self._bold
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._sort = (column, order)
        self.layoutAboutToBeChanged.emit()
        persistent = self.persistentIndexList()
        kept = [(self._rows[i.row()].key, i.column()) if i.isValid() else None for i in persistent]
        self._rows.sort(key=lambda r: self._sort_key(r, column), reverse=order == Qt.SortOrder.DescendingOrder)
        self._reindex()
        self.changePersistentIndexList(persistent, [
            self.index(self._where[k[0]], k[1]) if k is not None and k[0] in self._where else QModelIndex()
            for k in kept])
        self.layoutChanged.emit()

    def resort(self) -> None:
        """Sort again by the current column (names and verdicts arrived since the last sort)."""
        self.sort(*self._sort)

    # ---- rows -----------------------------------------------------------------------------------
    def rows(self) -> list[Row]:
        return list(self._rows)

    def row(self, i: int) -> Row:
        return self._rows[i]

    def row_for(self, path: Path | str) -> Row | None:
        i = self._where.get(str(path))
        return self._rows[i] if i is not None else None

    def row_of(self, path: Path | str) -> int | None:
        return self._where.get(str(path))

    def set_rows(self, rows: list[Row]) -> None:
        """Replace every row (a refresh), kept in the current sort order."""
        self.beginResetModel()
        column, order = self._sort
        self._rows = sorted(rows, key=lambda r: self._sort_key(r, column), reverse=order == Qt.SortOrder.DescendingOrder)
        self._reindex()
        self._texts.clear()
        self.endResetModel()

    def update_rows(self, rows: list[Row]) -> None:
        """Fill in rows whose header arrived; their place stays until the next sort (no jumping)."""
        changed = []
        for row in rows:
            i = self._where.get(row.key)
            if i is None:
                continue
            self._rows[i] = row
            for c in range(len(COLUMNS)):
                self._texts.pop((row.key, c), None)
            changed.append(i)
        if changed:
            last = len(COLUMNS) - 1
            self.dataChanged.emit(self.index(min(changed), 0), self.index(max(changed), last))

    def replace_row(self, old: Path | str, row: Row) -> None:
        """Put ``row`` where the row of ``old`` was (a rename), then keep the sort order."""
        i = self._where.pop(str(old), None)
        for c in range(len(COLUMNS)):
            self._texts.pop((str(old), c), None)
        if i is None:
            self.set_rows([*self._rows, row])
            return
        self._rows[i] = row
        self._where[row.key] = i
        self.dataChanged.emit(self.index(i, 0), self.index(i, len(COLUMNS) - 1))
        self.resort()

    def pending(self) -> int:
        return sum(1 for r in self._rows if not r.loaded)

    def names(self) -> set[str]:
        """Every scenario name listed, case-folded (file names for rows not read yet)."""
        return {r.entry.name.casefold() for r in self._rows}

    def retranslate(self) -> None:
        self._headers = [_tr("Name"), _tr("Saved"), _tr("Model"), _tr("Hardware"), _tr("Verdict"),
                         _tr("Cheapest route over the term (US$)")]
        self._texts.clear()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, len(COLUMNS) - 1))

    # ---- texts and sort keys --------------------------------------------------------------------
    def text(self, i: int, col: int) -> str:
        row = self._rows[i]
        key = (row.key, col)
        hit = self._texts.get(key)
        if hit is None:
            hit = self._texts[key] = self._format(row, col)
        return hit

    def _format(self, row: Row, col: int) -> str:
        e = row.entry
        if col == 0:
            return e.name
        if col == 1:
            return saved_text(e)
        if not row.loaded:
            return _tr("reading\u2026") if col == 4 else ""
        if row.error:
            return {2: fmt.DASH, 3: fmt.DASH, 4: _tr("cannot read"), 5: fmt.DASH}[col]
        if col == 2:
            return e.model_name or fmt.DASH
        if col == 3:
            count = row.gpu_count if row.gpu_count is not None else e.gpu_count
            return f"{fmt.number(count)}\u00d7 {e.gpu_name}" if count else (e.gpu_name or fmt.DASH)
        if col == 4:
            return Formatter.for_screen().text(row.verdict)
        return Formatter.for_screen("USD").text(row.cost_cell) if row.cost_cell is not None else row.cost

    def _sort_key(self, row: Row, col: int):
        e = row.entry
        name = (e.name.casefold(), e.path.name)
        if col == 1:
            return (e.saved_at.timestamp() if e.saved_at is not None else 0.0, name)
        if col == 2:
            return ((e.model_name or "").casefold(), name)
        if col == 3:
            return ((e.gpu_name or "").casefold(), row.gpu_count or 0, name)
        if col == 4:
            return (not row.loaded, bool(row.error), not row.fits, name)
        if col == 5:
            value = getattr(row.cost_cell, "value", None)
            return (not isinstance(value, (int, float)) or not math.isfinite(value), value or 0.0, name)
        return name

    def _reindex(self) -> None:
        self._where = {r.key: i for i, r in enumerate(self._rows)}


def load_rows(folder: Path | None = None) -> list[Row]:
    """Every row of the folder, read and computed now (the command line's and tests' view)."""
    from k3desk.persistence import scan

    mine = my_runs()
    return [replace(compute_row(stamp.path, measurements=mine), loaded=True) for stamp in scan(folder)]


__all__ = ["CACHE", "COLUMNS", "HeaderCache", "HeaderReader", "LibraryModel", "Row", "compute_row", "load_rows",
           "placeholder", "saved_text"]
