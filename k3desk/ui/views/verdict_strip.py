"""The verdict above the cards: the decision for the whole fleet, in a fixed two-line space.

It renders ``report.figures.verdict_forms``: the long form when it fits in two lines at the current
width, else the short one (the long form is then the tooltip), so the layout never jumps at any
window size or language. The decision is worded a moment after edits stop, so dragging a slider
stays as fast as before.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy

from k3desk.report import figures
from k3desk.report.finance import not_entered_note
from k3desk.ui.common.formatter import Formatter
from k3desk.ui.common.text import ZWSP, breakable
from k3desk.ui.common.widgets import SettleTimer, behind_another_page, plain_tip


def two_lines(text: str, fm, width: int) -> str:
    """``text`` as it can show in two lines of ``width`` when it holds a name at its length limit:
    such names get places to break, and what still needs a third line is shortened in the middle
    (the whole verdict is the tooltip). Text without such a name is left as it is."""
    broken = breakable(text)
    if broken == text:
        return text
    text = broken
    if fm.boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, text).height() <= 2 * fm.lineSpacing():
        return text
    return breakable(fm.elidedText(text.replace(ZWSP, ""), Qt.TextElideMode.ElideMiddle, int(width * 1.8)))


class VerdictStrip(QLabel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("verdictStrip")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._forms: tuple[str, str] = ("", "")
        self._note = ""
        self._last = None   # the evaluation to word
        self._stale = False
        self._timer = SettleTimer(self, self._word)
        self._fix_height()

    def _fix_height(self) -> None:
        m = self.contentsMargins()
        self.setFixedHeight(2 * self.fontMetrics().lineSpacing() + m.top() + m.bottom() + 2)

    def set_result(self, ev) -> None:
        """Word the verdict of the evaluation ``ev`` once edits settle."""
        self._last, self._stale = ev, True
        self._timer.start()

    def flush(self) -> None:
        """Word a pending verdict now (tests, screenshots)."""
        self._timer.flush()

    def _word(self) -> None:
        if not self._stale or self._last is None or behind_another_page(self):
            return   # nothing new, or the window shows another page (presentation, Advisor): worded when shown
        ev = self._last
        scenario, result = ev.scenario, ev.result
        self._stale = False
        f = Formatter.for_screen(scenario.pricing.currency)
        short, long = figures.verdict_forms(ev)
        self._forms = (f.text(short), f.text(long))
        note = not_entered_note(scenario) if result.fit.usable else None   # never silently 0
        self._note = f.text(note) if note is not None else ""
        self._show()

    def forms(self) -> tuple[str, str]:
        return self._forms

    def _show(self) -> None:
        short, long = self._forms
        width = max(1, self.contentsRect().width())
        fits = self.fontMetrics().boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap,
                                               long).height() <= 2 * self.fontMetrics().lineSpacing()
        if fits and self.width() > 0:   # and as the label itself wraps it (a few pixels narrower at times)
            self.setText(long)
            fits = self.heightForWidth(self.width()) <= self.height()
        self.setText(long if fits else two_lines(short, self.fontMetrics(), width))
        self.setToolTip(plain_tip(long + (f"\n\n{self._note}" if self._note else "")))

    def showEvent(self, event) -> None:  # noqa: N802 - Qt API name
        self._word()
        super().showEvent(event)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt API name
        super().resizeEvent(event)
        self._show()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt API name
        super().changeEvent(event)
        if event.type() in (event.Type.FontChange, event.Type.StyleChange):
            self._fix_height()
        elif event.type() == event.Type.LanguageChange:
            self._stale = True   # the same verdict in the new language
            self._word()
