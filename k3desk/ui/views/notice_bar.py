"""A strip above the verdict for what the user must know about the scenario on screen, and did not
ask for: the last scenario could not be opened (and which file), a file lacked whole sections (which
defaults it got), the model is the user's replacement of a shipped one.

Notes are keyed, so the same fact is said once and a new scenario replaces what no longer applies;
the strip is hidden while it has nothing to say and the × dismisses what it shows. A note may offer
one action (a button beside the text: "Recompute" for a scenario computed with an older organisation
profile). It words nothing: callers hand it translated text (the file controller's messages, the
figures layer's notices).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QToolButton, QWidget

from k3desk.ui.common.text import breakable


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # lupdate files _tr("...") under the empty context


class NoticeBar(QFrame):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("noticeBar")
        self._notes: dict[str, str] = {}
        self._actions: dict[str, tuple[str, Callable[[], object]]] = {}
        self.label = QLabel(self)
        self.label.setObjectName("noticeText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)   # file names and model names come from files
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.close_button = QToolButton(self)
        self.close_button.setText("\u00d7")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.dismiss)
        self.action_button = QPushButton(self)   # the action of the last note that offers one
        self.action_button.clicked.connect(self._run_action)
        self.action_button.hide()
        box = QHBoxLayout(self)
        box.setContentsMargins(10, 4, 4, 4)
        box.addWidget(self.label, 1)
        box.addWidget(self.action_button, 0, Qt.AlignmentFlag.AlignTop)
        box.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.close_button.setToolTip(_tr("Dismiss"))
        self.close_button.setAccessibleName(_tr("Dismiss"))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt API name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_note(self, key: str, text: str | None, action: tuple[str, Callable[[], object]] | None = None) -> None:
        """Show ``text`` under ``key`` (replacing that key's earlier note); None or "" removes it.
        ``action``: (button text, what it does) offered with the note; the note goes once it is done."""
        self._actions.pop(key, None)
        if text:
            self._notes[key] = text
            if action is not None:
                self._actions[key] = action
        else:
            self._notes.pop(key, None)
        self._show()

    def _run_action(self) -> None:
        if not self._actions:
            return
        key = list(self._actions)[-1]
        _label, run = self._actions[key]
        self.set_note(key, None)
        run()

    def notes(self) -> dict[str, str]:
        return dict(self._notes)

    def text(self) -> str:
        return "\n".join(self._notes.values())

    def dismiss(self) -> None:
        self._notes.clear()
        self._actions.clear()
        self._show()

    def _show(self) -> None:
        # long file and model names have no spaces to wrap at: they break anywhere instead
        self.label.setText("\n".join(breakable(t) for t in self._notes.values()))
        if self._actions:
            self.action_button.setText(list(self._actions.values())[-1][0])
        self.action_button.setVisible(bool(self._actions))
        self.setVisible(bool(self._notes))
