"""Before an organisation profile changes the scenario on screen: each value it would change, as it is
now and as the profile has it, with Apply (one step Undo takes back) or Keep (the scenario stays as it
is; the notice bar keeps offering to recompute). The rows come worded from the profile controller."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)


class ProfileReviewDialog(QDialog):
    """``rows``: (setting, now, with the profile), worded. ``exec()`` is Accepted for Apply."""

    def __init__(self, profile_label: str, scenario_name: str, rows: list[tuple[str, str, str]],
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Apply the organisation profile?"))
        intro = QLabel(self.tr("The organisation profile %1 changes these values of \u201c%2\u201d:")
                       .replace("%1", profile_label).replace("%2", scenario_name))
        intro.setWordWrap(True)
        intro.setTextFormat(Qt.TextFormat.PlainText)
        self.table = QTableWidget(len(rows), 3, self)
        self.table.setHorizontalHeaderLabels([self.tr("Setting"), self.tr("Now"), self.tr("With the profile")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                self.table.setItem(r, c, QTableWidgetItem(text))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for c in (1, 2):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        shown = min(len(rows), 12)
        self.table.setMinimumHeight(header.sizeHint().height() + shown * self.table.verticalHeader().defaultSectionSize()
                                    + 2 * self.table.frameWidth())
        self.table.setMinimumWidth(560)
        note = QLabel(self.tr("Values you set yourself in this scenario are kept. Apply is one step that Undo "
                              "takes back; Keep leaves the scenario as it is, and the notice above the cards "
                              "offers to recompute later."))
        note.setObjectName("hint")
        note.setWordWrap(True)
        buttons = QDialogButtonBox(self)
        self.apply_button = buttons.addButton(self.tr("&Apply"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.keep_button = buttons.addButton(self.tr("&Keep as It Is"), QDialogButtonBox.ButtonRole.RejectRole)
        self.apply_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(intro)
        box.addWidget(self.table, 1)
        box.addWidget(note)
        box.addWidget(buttons)

    def rows(self) -> list[tuple[str, str, str]]:
        """What the table lists (tests, accessibility)."""
        def cell(r: int, c: int) -> str:
            item = self.table.item(r, c)
            return item.text() if item is not None else ""

        return [(cell(r, 0), cell(r, 1), cell(r, 2)) for r in range(self.table.rowCount())]
