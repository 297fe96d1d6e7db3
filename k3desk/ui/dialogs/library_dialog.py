"""The scenario library: every scenario saved in the user's scenarios folder, in one table.

Columns: name, date saved, model, hardware (``8× NVIDIA B300``), verdict (computed with
``compute()``), monthly cost in the scenario's display currency. Buttons: Open, Rename, Duplicate,
Delete, Compare selected (2–4). Delete moves the file into k3desk's trash and the dialog offers
**Undo**.
A file that cannot be read stays listed with its reason, so nothing disappears silently.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QBrush, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from k3desk import paths
from k3desk.core import compute
from k3desk.persistence import (
    LibraryEntry,
    ScenarioFileError,
    TrashedFile,
    delete,
    duplicate,
    list_scenarios,
    read_scenario,
    rename,
    restore,
)
from k3desk.report import figures
from k3desk.ui.common import fmt
from k3desk.ui.common.formatter import Formatter
from k3desk.ui.common.widgets import plain_text_labels, plain_tip
from k3desk.ui.shell import theme
from k3desk.ui.views.compare_view import CompareView

COLUMNS = ("name", "saved", "model", "hardware", "verdict", "cost")


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # lupdate files _tr("...") under the empty context


class _Item(QTableWidgetItem):
    """A cell that sorts by ``sort_key`` when one is set (dates, GPU counts), else by its text."""

    sort_key = None

    def __lt__(self, other) -> bool:
        if self.sort_key is not None and getattr(other, "sort_key", None) is not None:
            return self.sort_key < other.sort_key
        return self.text().casefold() < other.text().casefold()


@dataclass(frozen=True)
class Row:
    """One table row: the listing entry plus the figures computed from the file."""

    entry: LibraryEntry
    gpu_count: int | None = None
    fits: bool | None = None
    cost: str = fmt.DASH
    verdict: object = None  # the figures layer's status sentence
    error: str | None = None


def load_rows(folder: Path | None = None) -> list[Row]:
    rows = []
    for entry in list_scenarios(folder):
        if entry.error:
            rows.append(Row(entry, error=entry.error))
            continue
        try:
            scenario = read_scenario(entry.path)
            result = compute(scenario)
        except (ScenarioFileError, ValueError, ArithmeticError) as exc:
            rows.append(Row(entry, error=getattr(exc, "reason", None) or str(exc)))
            continue
        verdict, cost = figures.library_row(scenario, result)   # the decision; no price for what does not run
        rows.append(Row(entry, result.fit.gpu_count, result.fit.usable,
                        Formatter.for_screen("USD").text(cost), verdict))
    return rows


def saved_text(entry: LibraryEntry) -> str:
    if entry.saved_at is None:
        return fmt.DASH
    stamp = QDateTime.fromSecsSinceEpoch(int(entry.saved_at.timestamp())).toLocalTime()
    return fmt.locale().toString(stamp, QLocale.FormatType.ShortFormat)


class LibraryDialog(QDialog):
    """Signals: ``open_requested(path)``; ``file_renamed(old, new)`` so an open file can follow."""

    open_requested = Signal(str)
    file_renamed = Signal(str, str)

    def __init__(self, parent: QWidget | None = None, store=None, folder: Path | None = None):
        super().__init__(parent)
        self.setObjectName("libraryDialog")
        self.store, self.folder = store, folder
        self.rows: list[Row] = []
        self.undo_batches: list[tuple[list[TrashedFile], list[str]]] = []
        self.resize(1000, 520)
        layout = QVBoxLayout(self)
        self.hint = QLabel(objectName="hint", wordWrap=True)
        layout.addWidget(self.hint)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setSortingEnabled(True)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.itemDoubleClicked.connect(lambda *_: self.open_selected())
        layout.addWidget(self.table, 1)
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
        self.retranslate()
        self.refresh()
        plain_text_labels(self)   # text from files shows literally

    # ---- text ------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(_tr("Scenario Library"))
        self.hint.setText(_tr("Scenarios saved in %1. Select two to four to compare them side by side.")
                          .replace("%1", str(self.folder or paths.scenarios_dir())))
        self.table.setHorizontalHeaderLabels([_tr("Name"), _tr("Saved"), _tr("Model"), _tr("Hardware"),
                                              _tr("Verdict"), _tr("Cost per month (US$)")])
        self.b_open.setText(_tr("&Open"))
        self.b_rename.setText(_tr("&Rename…"))
        self.b_duplicate.setText(_tr("D&uplicate"))
        self.b_delete.setText(_tr("&Delete"))
        self.b_compare.setText(_tr("&Compare Selected"))
        self.undo_button.setText(_tr("&Undo"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.refresh()
        super().changeEvent(event)

    # ---- table -----------------------------------------------------------------------------------
    def refresh(self, select: Path | None = None) -> None:
        self.rows = load_rows(self.folder)
        self.table.setSortingEnabled(False)
        self.table.setRowCount(len(self.rows))
        ok, bad = QBrush(theme.color("ok")), QBrush(theme.color("bad"))
        for i, row in enumerate(self.rows):
            e = row.entry
            if row.error:
                hardware, verdict = fmt.DASH, _tr("cannot read")
            else:
                count = row.gpu_count if row.gpu_count is not None else e.gpu_count
                hardware = f"{fmt.number(count)}\u00d7 {e.gpu_name}" if count else (e.gpu_name or fmt.DASH)
                verdict = Formatter.for_screen().text(row.verdict)
            values = (e.name, saved_text(e), e.model_name or fmt.DASH, hardware, verdict, row.cost)
            for col, text in enumerate(values):
                item = _Item(text)
                item.setData(Qt.ItemDataRole.UserRole, str(e.path))
                item.setToolTip(plain_tip(row.error or str(e.path)))
                if col == 1:   # sort by time, not by the formatted text
                    item.sort_key = e.saved_at.timestamp() if e.saved_at is not None else 0.0
                elif col == 3:
                    item.sort_key = (e.gpu_name or "", row.gpu_count or 0)
                if col == 5:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(i, col, item)
            verdict_item = self.table.item(i, 4)
            verdict_item.setForeground(bad if row.error or not row.fits else ok)
            if not row.error and not row.fits:
                f = verdict_item.font()
                f.setBold(True)
                verdict_item.setFont(f)
        self.table.setSortingEnabled(True)
        if select is not None:
            self.select_paths([select])
        self._update_buttons()

    def select_paths(self, wanted: list[Path]) -> None:
        keys = {str(Path(p)) for p in wanted}
        self.table.clearSelection()
        mode = self.table.selectionMode()
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
        for r in range(self.table.rowCount()):
            if self.table.item(r, 0).data(Qt.ItemDataRole.UserRole) in keys:
                self.table.selectRow(r)
        self.table.setSelectionMode(mode)

    def selected_paths(self) -> list[Path]:
        rows = sorted({i.row() for i in self.table.selectedIndexes()})
        return [Path(self.table.item(r, 0).data(Qt.ItemDataRole.UserRole)) for r in rows]

    def _row_for(self, path: Path) -> Row | None:
        return next((r for r in self.rows if r.entry.path == path), None)

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
        try:
            new_path = rename(row.entry.path, new_name)
        except (ScenarioFileError, OSError) as exc:
            self._fail(_tr("Cannot rename"), exc)
            return None
        self.file_renamed.emit(str(row.entry.path), str(new_path))
        self.refresh(select=new_path)
        return new_path

    def duplicate_selected(self) -> Path | None:
        paths_ = self.selected_paths()
        if len(paths_) != 1:
            return None
        try:
            new_path = duplicate(paths_[0])
        except (ScenarioFileError, OSError) as exc:
            self._fail(_tr("Cannot duplicate"), exc)
            return None
        self.refresh(select=new_path)
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
        paths_ = self.selected_paths()
        if not 2 <= len(paths_) <= 4:
            return None
        try:
            scenarios = [read_scenario(p) for p in paths_]
        except (ScenarioFileError, ValueError) as exc:
            self._fail(_tr("Cannot compare"), exc)
            return None
        view = CompareView(scenarios, self.parentWidget() or self, store=self.store)
        view.show()
        self.compare_view = view
        return view
