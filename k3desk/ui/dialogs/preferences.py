"""Preferences: who the report is from (organization, author), its paper size, and the organisation
profile (the company's assumptions and negotiated prices, a file typically on a shared folder).

Stored in the window's QSettings (``<config dir>/ui.ini``, keys in ``ui/shell/settings.py``), where the
PDF export reads them.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from k3desk.ui.shell import settings as keys

MAX_LEN = 120
MAX_PATH_LEN = 4096


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

        self.profile = QLineEdit(keys.read(settings, keys.PROFILE_PATH))
        self.profile.setMaxLength(MAX_PATH_LEN)
        self.profile.setPlaceholderText(self.tr("none: the catalog's values"))
        self.profile.setClearButtonEnabled(True)
        self.browse = QPushButton(self.tr("&Browse…"))
        self.browse.clicked.connect(self.choose_profile)
        profile_row = QHBoxLayout()
        profile_row.setContentsMargins(0, 0, 0, 0)
        profile_row.addWidget(self.profile, 1)
        profile_row.addWidget(self.browse)

        form = QFormLayout()
        form.addRow(self.tr("&Organization:"), self.organization)
        form.addRow(self.tr("&Author:"), self.author)
        form.addRow(self.tr("&Paper size:"), self.page)
        note = QLabel(self.tr("Shown on the cover of every PDF report."))
        note.setObjectName("hint")
        form.addRow("", note)
        profile_label = QLabel(self.tr("Organisation pro&file:"))
        profile_label.setBuddy(self.profile)
        form.addRow(profile_label, profile_row)
        profile_note = QLabel(self.tr("Your company's exchange rate, taxes, discount rate, staff and power costs and "
                                      "negotiated prices, in one file everyone shares. Values you set in a scenario "
                                      "win over it; every other value follows it."))
        profile_note.setObjectName("hint")
        profile_note.setWordWrap(True)
        profile_note.setMinimumWidth(420)
        form.addRow("", profile_note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.setSizeConstraint(QVBoxLayout.SizeConstraint.SetMinimumSize)   # the wrapped note is never cut
        box.addLayout(form)
        box.addWidget(buttons)

    def choose_profile(self) -> None:
        """Pick the profile file (its folder, or the home folder, to start with)."""
        from pathlib import Path

        current = self.profile.text().strip()
        start = str(Path(current).parent) if current else str(Path.home())
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Organisation profile"), start,
                                              self.tr("k3desk profiles (*.json)"))
        if path:
            self.profile.setText(path)

    def accept(self) -> None:
        keys.write(self.settings, keys.REPORT_ORGANIZATION, self.organization.text().strip())
        keys.write(self.settings, keys.REPORT_AUTHOR, self.author.text().strip())
        keys.write(self.settings, keys.REPORT_PAGE, self.page.currentData())
        keys.write(self.settings, keys.PROFILE_PATH, self.profile.text().strip())
        self.settings.sync()
        super().accept()
