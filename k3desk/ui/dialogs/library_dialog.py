"""The scenario library: every scenario saved in the user's scenarios folder, in one table.

Columns: name, date saved, model, hardware (``8× NVIDIA B300``), verdict (computed with
``compute()``), monthly cost in US$. Buttons: Open, Rename, Duplicate, Delete, Compare selected
(2–4; the library then closes, leaving the comparison in front). Delete moves the file into
k3desk's trash and the dialog offers **Undo**.
A file that cannot be read stays listed with its reason, so nothing disappears silently.

It opens at once on any number of files: the folder is listed first and each file's header is read
on a worker thread with a progress line (``library_model``), so 10,000 scenarios open, scroll and
sort while their verdicts arrive; a refresh or a rename rereads only the files that changed.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QItemSelection, QItemSelectionModel, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from k3desk import paths
from k3desk.persistence import (
    ScenarioFileError,
    TrashedFile,
    delete,
    duplicate,
    read_scenario,
    rename,
    restore,
    scan,
)
from k3desk.persistence.library import scan_one
from k3desk.ui.common.widgets import plain_text_labels
from k3desk.ui.dialogs.library_model import (
    CACHE,
    COLUMNS,
    HeaderReader,
    LibraryModel,
    Row,
    compute_row,
    load_rows,
    placeholder,
    saved_text,
)

__all__ = ["COLUMNS", "LibraryDialog", "Row", "load_rows", "saved_text"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # lupdate files _tr("...") under the empty context


class LibraryDialog(QDialog):
    """Signals: ``open_requested(path)``; ``file_renamed(old, new)`` so an open file can follow;
    ``loaded()`` when every header has been read. ``compare_factory(scenarios)``, when set (the file
    controller's), opens the comparison; otherwise the dialog opens one itself."""

    open_requested = Signal(str)
    file_renamed = Signal(str, str)
    loaded = Signal()

    def __init__(self, parent: QWidget | None = None, store=None, folder: Path | None = None):
        super().__init__(parent)
        self.setObjectName("libraryDialog")
        self.store, self.folder = store, folder
        self.compare_factory = None
        self.compare_view = None
        self._reader: HeaderReader | None = None
        self.undo_batches: list[tuple[list[TrashedFile], list[str]]] = []
        self.resize(1000, 520)
        layout = QVBoxLayout(self)
        self.hint = QLabel(wordWrap=True)
        self.hint.setObjectName("hint")
        layout.addWidget(self.hint)
        self.model = LibraryModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideMiddle)   # a 200-character name keeps both ends
        rows = self.table.verticalHeader()
        rows.setVisible(False)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)   # no row is measured: 10,000 cost nothing
        rows.setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)   # widths from the font, not the cells
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        char = self.fontMetrics().averageCharWidth()
        for col, chars in ((1, 18), (2, 18), (3, 26), (4, 34), (5, 16)):
            self.table.setColumnWidth(col, chars * char)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._update_buttons())
        self.table.doubleClicked.connect(lambda *_: self.open_selected())
        layout.addWidget(self.table, 1)
        # Reading the headers of a big folder: how far it got (hidden when done).
        self.progress_bar = QWidget()
        progress_layout = QHBoxLayout(self.progress_bar)
        progress_layout.setContentsMargins(0, 0, 0, 0)
        self.progress_label = QLabel()
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.progress.setMaximumWidth(240)
        progress_layout.addWidget(self.progress_label, 1)
        progress_layout.addWidget(self.progress)
        self.progress_bar.hide()
        layout.addWidget(self.progress_bar)
        # The undo strip appears only after a delete that went to k3desk's own trash.
        self.undo_bar = QWidget()
        undo_layout = QHBoxLayout(self.undo_bar)
        undo_layout.setContentsMargins(0, 0, 0, 0)
        self.undo_label = QLabel()
        self.undo_button = QPushButton()
        self.undo_button.clicked.connect(lambda: self.undo_delete())
        undo_layout.addWidget(self.undo_label, 1)
        undo_layout.addWidget(self.undo_button)
        self.undo_bar.hide()
        layout.addWidget(self.undo_bar)
        self.buttons = QDialogButtonBox()
        self.b_open, self.b_rename, self.b_duplicate, self.b_delete, self.b_compare = (
            QPushButton() for _ in range(5))
        for b in (self.b_open, self.b_rename, self.b_duplicate, self.b_delete, self.b_compare):
            self.buttons.addButton(b, QDialogButtonBox.ButtonRole.ActionRole)
        self.b_close = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.b_open.setDefault(True)
        self.b_open.clicked.connect(lambda: self.open_selected())
        self.b_rename.clicked.connect(lambda: self.rename_selected())
        self.b_duplicate.clicked.connect(lambda: self.duplicate_selected())
        self.b_delete.clicked.connect(lambda: self.delete_selected())
        self.b_compare.clicked.connect(lambda: self.compare_selected())
        self.buttons.rejected.connect(self.reject)
        self.b_delete.setShortcut(QKeySequence(QKeySequence.StandardKey.Delete))
        layout.addWidget(self.buttons)
        self.finished.connect(lambda _r: self.stop_reading())
        self.retranslate()
        self.refresh()
        plain_text_labels(self)   # text from files shows literally

    # ---- text ------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(_tr("Scenario Library"))
        self.hint.setText(_tr("Scenarios saved in %1. Select two to four to compare them side by side.")
                          .replace("%1", str(self.folder or paths.scenarios_dir())))
        self.model.retranslate()
        self.b_open.setText(_tr("&Open"))
        self.b_rename.setText(_tr("&Rename…"))
        self.b_duplicate.setText(_tr("D&uplicate"))
        self.b_delete.setText(_tr("&Delete"))
        self.b_compare.setText(_tr("&Compare Selected"))
        self.undo_button.setText(_tr("&Undo"))
        self._show_progress()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()   # texts are formatted again when shown; nothing is reread
        super().changeEvent(event)

    # ---- table -----------------------------------------------------------------------------------
    @property
    def rows(self) -> list[Row]:
        return self.model.rows()

    def refresh(self, select: Path | None = None) -> None:
        """List the folder again: known files at once (from the header cache), the rest read on the
        worker thread. Selection follows the files, or ``select``."""
        keep = [select] if select is not None else self.selected_paths()
        self.stop_reading()
        stamps = scan(self.folder)
        rows, todo = [], []
        for stamp in stamps:
            row = CACHE.get(stamp)
            if row is None:
                rows.append(placeholder(stamp))
                todo.append(stamp)
            else:
                rows.append(row)
        self.model.set_rows(rows)
        if keep:
            self.select_paths(keep)
        if todo:
            self._reader = HeaderReader(todo, CACHE, self)
            self._reader.batch.connect(self.model.update_rows)
            self._reader.progress.connect(self._on_progress)
            self._reader.finished.connect(self._read_done)
            self.progress.setRange(0, len(todo))
            self.progress.setValue(0)
            # started once the listing is painted: the first paint does not share the interpreter
            QTimer.singleShot(0, self._start_reading)
        self._show_progress()
        self._update_buttons()
        if not todo:
            self.loaded.emit()

    def _start_reading(self) -> None:
        reader = self._reader
        if reader is not None and not reader.isRunning() and not reader.isFinished():
            reader.start()

    def is_loading(self) -> bool:
        return self._reader is not None

    def wait_until_loaded(self, timeout_ms: int = 60_000) -> bool:
        """Block until every header is read (tests, benchmarks); True when done."""
        reader = self._reader
        if reader is None:
            return True
        self._start_reading()
        if not reader.wait(timeout_ms):
            return False
        QCoreApplication.sendPostedEvents()   # the last batches and ``finished``
        QCoreApplication.processEvents()
        if self._reader is reader:
            self._read_done(reader)
        return True

    def stop_reading(self) -> None:
        reader, self._reader = self._reader, None
        if reader is not None:
            reader.requestInterruption()
            reader.wait()
            reader.deleteLater()

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setValue(done)
        self._show_progress()

    def _read_done(self, reader: HeaderReader | None = None) -> None:
        finished = reader if isinstance(reader, HeaderReader) else self.sender()
        reader = self._reader
        if reader is None or finished is not reader:
            return
        self._reader = None
        QCoreApplication.sendPostedEvents(reader)
        self.model.resort()   # names arrived: the rows take their sorted places once
        reader.deleteLater()
        self._show_progress()
        self._update_buttons()
        self.loaded.emit()

    def _show_progress(self) -> None:
        if self._reader is None:
            self.progress_bar.hide()
            return
        self.progress_label.setText(_tr("Reading scenarios: %1 of %2…")
                                    .replace("%1", f"{self.progress.value():,}").replace("%2", f"{self.progress.maximum():,}"))
        self.progress_bar.show()

    def select_paths(self, wanted: list[Path]) -> None:
        selection = QItemSelection()
        last = self.model.columnCount() - 1
        for p in wanted:
            i = self.model.row_of(Path(p))
            if i is not None:
                selection.select(self.model.index(i, 0), self.model.index(i, last))
        flags = QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
        self.table.selectionModel().select(selection, flags)
        if not selection.isEmpty():
            self.table.scrollTo(selection.indexes()[0])
        self._update_buttons()

    def selected_paths(self) -> list[Path]:
        rows = sorted(i.row() for i in self.table.selectionModel().selectedRows())
        return [self.model.row(r).entry.path for r in rows]

    def _row_for(self, path: Path) -> Row | None:
        return self.model.row_for(path)

    def _update_buttons(self) -> None:
        paths_ = self.selected_paths()
        one = len(paths_) == 1
        readable = one and (row := self._row_for(paths_[0])) is not None and row.error is None
        self.b_open.setEnabled(bool(readable))
        self.b_rename.setEnabled(bool(readable))
        self.b_duplicate.setEnabled(bool(readable))
        self.b_delete.setEnabled(bool(paths_))
        readable_all = all((r := self._row_for(p)) is not None and r.error is None for p in paths_)
        self.b_compare.setEnabled(2 <= len(paths_) <= 4 and readable_all)
        self.b_compare.setToolTip("" if 2 <= len(paths_) <= 4 else _tr("Select two to four scenarios"))

    # ---- actions ---------------------------------------------------------------------------------
    def _fail(self, title: str, exc: Exception) -> None:
        QMessageBox.warning(self, title, getattr(exc, "reason", None) or str(exc))

    def open_selected(self) -> None:
        paths_ = self.selected_paths()
        if len(paths_) == 1:
            self.open_requested.emit(str(paths_[0]))
            self.accept()

    def rename_selected(self, new_name: str | None = None) -> Path | None:
        paths_ = self.selected_paths()
        row = self._row_for(paths_[0]) if len(paths_) == 1 else None
        if row is None:
            return None
        if new_name is None:
            new_name, ok = QInputDialog.getText(self, _tr("Rename Scenario"), _tr("New name:"), text=row.entry.name)
            if not ok:
                return None
        new_name = new_name.strip()
        if not new_name or new_name == row.entry.name:
            return None
        old = row.entry.path
        try:
            new_path = rename(old, new_name)   # the recent list follows the file (persistence.library)
        except (ScenarioFileError, OSError) as exc:
            self._fail(_tr("Cannot rename"), exc)
            return None
        CACHE.forget(old)
        self._put_row(new_path, old)
        self.select_paths([new_path])
        self.file_renamed.emit(str(old), str(new_path))
        return new_path

    def _put_row(self, path: Path, old: Path | None = None) -> None:
        """Read one file now (a few milliseconds) and show it in place of ``old``, or as a new row."""
        stamp = next((st for st in scan_one(path)), None)
        row = compute_row(path, formatted=False)
        if stamp is not None:
            CACHE.put(stamp, row)
        self.model.replace_row(old if old is not None else path, row)

    def duplicate_selected(self) -> Path | None:
        paths_ = self.selected_paths()
        if len(paths_) != 1:
            return None
        try:
            new_path = duplicate(paths_[0], names=self.model.names())   # no file is reread for its name
        except (ScenarioFileError, OSError) as exc:
            self._fail(_tr("Cannot duplicate"), exc)
            return None
        self._put_row(new_path)
        self.select_paths([new_path])
        return new_path

    def delete_selected(self) -> list[TrashedFile]:
        """Delete the selected files (to the trash). Deletes into k3desk's own trash are undone
        one batch at a time, newest first, for as long as the dialog is open."""
        out, names = [], []
        for path in self.selected_paths():
            row = self._row_for(path)
            try:
                out.append(delete(path))
                names.append(row.entry.name if row else path.name)
            except OSError as exc:
                self._fail(_tr("Cannot delete"), exc)
        if out:
            self.undo_batches.append((out, names))
        self._show_undo()
        self.refresh()
        return out

    @property
    def last_trashed(self) -> TrashedFile | None:
        return self.undo_batches[-1][0][-1] if self.undo_batches else None

    def _show_undo(self) -> None:
        if self.undo_batches:
            names = self.undo_batches[-1][1]
            self.undo_label.setText(_tr("Deleted \u201c%1\u201d.").replace("%1", "\u201d, \u201c".join(names)))
        self.undo_button.setVisible(bool(self.undo_batches))
        self.undo_bar.setVisible(bool(self.undo_batches))

    def undo_delete(self) -> list[Path]:
        """Bring back the most recent batch of deleted files."""
        if not self.undo_batches:
            return []
        restored = []
        for item in self.undo_batches.pop()[0]:
            try:
                restored.append(restore(item))
            except OSError as exc:
                self._fail(_tr("Cannot restore"), exc)
        self._show_undo()
        self.refresh()
        if restored:
            self.select_paths(restored)
        return restored

    def compare_selected(self):
        """Open the comparison of the selected scenarios and close the library, so the comparison
        is the window in front (the library would otherwise stay over it)."""
        paths_ = self.selected_paths()
        if not 2 <= len(paths_) <= 4:
            return None
        try:
            scenarios = [read_scenario(p) for p in paths_]
        except (ScenarioFileError, ValueError) as exc:
            self._fail(_tr("Cannot compare"), exc)
            return None
        if self.compare_factory is not None:
            view = self.compare_factory(scenarios)
        else:
            from k3desk.ui.views.compare_view import CompareView

            view = CompareView(scenarios, self.parentWidget(), store=self.store)
            view.show()
        self.compare_view = view
        self.accept()
        view.raise_()
        view.activateWindow()
        return view
