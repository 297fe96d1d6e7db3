"""Help ▸ Glossary: the terms the window and the report use, one plain sentence each
(worded in ``k3desk.report.glossary``; this dialog only renders them)."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from k3desk.report import glossary
from k3desk.ui.common.formatter import Formatter


def glossary_html(f: Formatter) -> str:
    rows = "".join(f"<p><b>{escape(f.text(term))}</b><br>{escape(f.text(meaning))}</p>"
                   for term, meaning in glossary.entries())
    return rows


class GlossaryDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Glossary"))
        self.resize(560, 520)
        self.browser = QTextBrowser(self)
        self.browser.setHtml(glossary_html(Formatter.for_screen()))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.browser)
        box.addWidget(buttons)
