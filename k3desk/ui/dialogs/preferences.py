"""Preferences: who the report is from (organization, author) and its paper size.

Stored in the window's QSettings (``<config dir>/ui.ini``, keys in ``ui/shell/settings.py``), where the
PDF export reads them.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from k3desk.ui.shell import settings as keys

MAX_LEN = 120


class PreferencesDialog(QDialog):
    """Edit the report preferences; OK writes them, Cancel leaves them as they were."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Preferences"))
        self.organization = QLineEdit(keys.read(settings, keys.REPORT_ORGANIZATION))
        self.author = QLineEdit(keys.read(settings, keys.REPORT_AUTHOR))
        for field in (self.organization, self.author):
            field.setMaxLength(MAX_LEN)
            field.setMinimumWidth(320)
        self.page = QComboBox()
        self.page.addItem(self.tr("A4 (210 × 297 mm)"), "A4")
        self.page.addItem(self.tr("US Letter (8.5 × 11 in)"), "Letter")
        self.page.setCurrentIndex(max(0, self.page.findData(keys.read(settings, keys.REPORT_PAGE))))

        form = QFormLayout()
        form.addRow(self.tr("&Organization:"), self.organization)
        form.addRow(self.tr("&Author:"), self.author)
        form.addRow(self.tr("&Paper size:"), self.page)
        note = QLabel(self.tr("Shown on the cover of every PDF report."))
        note.setObjectName("hint")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(note)
        box.addWidget(buttons)

    def accept(self) -> None:
        keys.write(self.settings, keys.REPORT_ORGANIZATION, self.organization.text().strip())
        keys.write(self.settings, keys.REPORT_AUTHOR, self.author.text().strip())
        keys.write(self.settings, keys.REPORT_PAGE, self.page.currentData())
        self.settings.sync()
        super().accept()
