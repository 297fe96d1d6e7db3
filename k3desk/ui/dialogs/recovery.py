"""The start-up dialog that offers unsaved work from sessions that ended without saving.

Each autosave is one row: scenario name, when it was autosaved (QLocale), and the file it belonged
to (or "never saved"; a recorded path that is not a scenario file the user could have saved is shown
as ignored). **Recover** loads the selected one, always as an unsaved scenario whose Save asks where; **Discard** deletes it after a
confirmation (it is the only copy of those edits); **Later** keeps all of them for the next start.
The dialog decides nothing about the store: the caller reads :attr:`RecoveryDialog.chosen`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDateTime, QEvent, QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
)

from k3desk.persistence import Recoverable
from k3desk.ui.common import fmt
from k3desk.ui.common.widgets import plain_text_labels, plain_tip


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # lupdate files _tr("...") under the empty context


def when_text(item: Recoverable) -> str:
    if item.saved_at is None:
        return fmt.DASH
    stamp = QDateTime.fromSecsSinceEpoch(int(item.saved_at.timestamp())).toLocalTime()
    return fmt.locale().toString(stamp, QLocale.FormatType.ShortFormat)


class RecoveryDialog(QDialog):
    """Lists recoverable autosaves; ``chosen`` is the one to recover after ``exec()`` (or None)."""

    def __init__(self, items: list[Recoverable], parent=None):
        super().__init__(parent)
        self.items = list(items)
        self.chosen: Recoverable | None = None
        self.setObjectName("recoveryDialog")
        self.setMinimumWidth(640)
        layout = QVBoxLayout(self)
        self.intro = QLabel(wordWrap=True)
        layout.addWidget(self.intro)
        self.list = QTreeWidget()
        self.list.setRootIsDecorated(False)
        self.list.setAlternatingRowColors(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.list.header().setStretchLastSection(True)
        self.list.itemSelectionChanged.connect(self._update_buttons)
        self.list.itemDoubleClicked.connect(lambda *_: self.recover_selected())
        layout.addWidget(self.list)
        self.buttons = QDialogButtonBox()
        self.recover_button = QPushButton()
        self.discard_button = QPushButton()
        self.later_button = QPushButton()
        self.buttons.addButton(self.recover_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.discard_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.buttons.addButton(self.later_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.recover_button.setDefault(True)
        # Buttons are wired by hand: AcceptRole would close the dialog before a row is checked.
        self.recover_button.clicked.connect(self.recover_selected)
        self.discard_button.clicked.connect(self.discard_selected)
        self.later_button.clicked.connect(self.reject)
        layout.addWidget(self.buttons)
        self.retranslate()
        self._fill()
        plain_text_labels(self)   # text from files shows literally

    def retranslate(self) -> None:
        self.setWindowTitle(_tr("Recover unsaved work"))
        self.intro.setText(_tr("k3desk closed before these scenarios were saved. Recover one to continue "
                               "where you left off; the others stay here until you discard them. Recovered "
                               "work opens unsaved: Save asks where to keep it."))
        self.list.setHeaderLabels([_tr("Scenario"), _tr("Autosaved"), _tr("Original file")])
        self.recover_button.setText(_tr("&Recover"))
        self.discard_button.setText(_tr("&Discard…"))
        self.later_button.setText(_tr("&Later"))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt API name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._fill()
        super().changeEvent(event)

    def _fill(self) -> None:
        self.list.clear()
        for item in self.items:
            name = item.scenario_name or _tr("(unreadable autosave)")
            source = (str(item.suggested_path) if item.suggested_path else
                      _tr("not a scenario file (ignored)") if item.source_path else _tr("never saved"))
            row = QTreeWidgetItem([name, when_text(item), source])
            row.setData(0, Qt.ItemDataRole.UserRole, item)
            if item.error:
                row.setToolTip(0, plain_tip(item.error))
                row.setForeground(0, self.palette().placeholderText())
            else:
                row.setToolTip(2, plain_tip(source))
            self.list.addTopLevelItem(row)
        first = self.list.topLevelItem(0)   # None when the list is empty
        if first is not None:
            self.list.setCurrentItem(first)
        self._update_buttons()

    def selected(self) -> Recoverable | None:
        row = self.list.currentItem()
        return row.data(0, Qt.ItemDataRole.UserRole) if row is not None else None

    def _update_buttons(self) -> None:
        item = self.selected()
        self.recover_button.setEnabled(item is not None and item.error is None)
        self.discard_button.setEnabled(item is not None)

    def recover_selected(self) -> None:
        item = self.selected()
        if item is None or item.error is not None:
            return
        self.chosen = item
        self.accept()

    def discard_selected(self) -> None:
        item = self.selected()
        if item is None:
            return
        name = item.scenario_name or _tr("this autosave")
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self, _tr("Discard unsaved work"),
            _tr("Discard the unsaved changes to \u201c%1\u201d? This cannot be undone.").replace("%1", name),
            buttons.Discard | buttons.Cancel, buttons.Cancel)
        if answer != buttons.Discard:
            return
        item.discard()
        self.items.remove(item)
        self._fill()
        if not self.items:
            self.reject()
