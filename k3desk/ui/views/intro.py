"""The first-start card: what the six headline figures mean, shown once above the cards until the
user dismisses it (remembered in ``view/intro_seen``). Words come from ``k3desk.report.glossary``."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from k3desk.report import glossary
from k3desk.ui.common.formatter import Formatter


class IntroCard(QFrame):
    """Dismissable explanation; ``dismissed`` when "Got it" is clicked, ``glossary_requested`` for more."""

    dismissed = Signal()
    glossary_requested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("card")
        self.text = QLabel(self)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.more = QPushButton(self)
        self.more.clicked.connect(self.glossary_requested)
        self.ok = QPushButton(self)
        self.ok.clicked.connect(self._dismiss)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.more)
        buttons.addWidget(self.ok)
        box = QVBoxLayout(self)
        box.setContentsMargins(14, 8, 10, 8)
        box.addWidget(self.text)
        box.addStretch(1)
        box.addLayout(buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        from html import escape

        f = Formatter.for_screen()
        items = "".join(f"<p><b>{escape(f.text(t))}</b> — {escape(f.text(m))}</p>" for t, m in glossary.headlines())
        self.text.setText(f"<p>{escape(f.text(glossary.intro()))}</p>{items}")
        self.more.setText(self.tr("Glossary…"))
        self.ok.setText(self.tr("Got it"))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt API name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _dismiss(self) -> None:
        self.hide()
        self.dismissed.emit()
