"""Headline cards: the six answers a meeting asks for, in type readable from across the room.

Cards render what the figures layer says (``k3desk.report.figures.cards``) through the one
formatter; they word nothing themselves. Every figure has a tooltip with its formula, inputs and
source from ``result.explain``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QRect, QSize, Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from k3desk.report import evidence, figures, glossary
from k3desk.ui.common.fit import FitLabel
from k3desk.ui.common.formatter import Formatter, explanation
from k3desk.ui.common.text import breakable
from k3desk.ui.common.widgets import behind_another_page, plain_tip
from k3desk.ui.shell.theme import COLORS


class TwoLineLabel(FitLabel):
    """A card's detail: wraps, always holds at least the height of two lines (a card does not grow
    or shrink while a slider moves between a short and a two-line detail) and never widens its card.
    In the window it takes a third line when its card has the room, and is set smaller when it has
    not; ``fixed_lines`` (presentation mode: three) holds exactly that many, whatever it says, so the
    cards and the charts under them never move while the presenter steps."""

    def __init__(self, parent: QWidget | None = None, fixed_lines: int | None = None):
        super().__init__("", parent, lines=fixed_lines or 2, min_scale=0.7, fixed=fixed_lines is not None)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        if fixed_lines is None:
            self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt API name
        if self._fixed:
            return super().heightForWidth(width)
        m = self.contentsMargins()
        inner = max(1, width - m.left() - m.right())
        fm = self.fontMetrics()
        used = fm.boundingRect(QRect(0, 0, inner, 100_000), int(Qt.TextFlag.TextWordWrap), self.text()).height()
        return max(used, 2 * fm.lineSpacing()) + m.top() + m.bottom() + 2

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API name
        if self._fixed:
            return super().sizeHint()
        return QSize(super().sizeHint().width(), self.heightForWidth(max(self.width(), 100)))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt API name
        if self._fixed:
            return super().minimumSizeHint()
        m = self.contentsMargins()
        return QSize(0, 2 * self.fontMetrics().lineSpacing() + m.top() + m.bottom() + 2)

    def set_full_text(self, text: str) -> None:
        self.setText(text)

    def full_text(self) -> str:
        return self.text()

#: A card value longer than this is shortened in the middle (no value of k3desk's own comes close).
MAX_VALUE_CHARS = 40

def _middle(text: str, keep: int) -> str:
    return f"{text[:(keep + 1) // 2]}\u2026{text[len(text) - keep // 2:]}"


#: result.explain keys behind each card's tooltip
EXPLAIN = {"fit": ("fit.per_gpu_used_bytes",), "gpus": ("fit.raw_min_gpus", "fit.min_deployable_gpus",
                                                            "operations.availability"),
           "fill": ("fit.per_gpu_used_bytes",), "speed": ("throughput.decode_tokens_per_s_per_sequence",),
           "cost": ("decision.usd_per_month", "cost.self_host_usd_per_month", "cost.api_usd_per_month",
                    "decision.range", "operations.energy"),
           "break_even": ("decision.break_even_tokens_per_month", "cost.break_even_tokens_per_month")}


class Card(QFrame):
    """Title, one large value, and a detail line; ``state`` colours the left edge. A click emits
    ``clicked`` (the speed card opens the measured evidence behind its estimate)."""

    clicked = Signal()

    def __init__(self, parent: QWidget | None = None, detail_lines: int | None = None):
        super().__init__(parent)
        self.setObjectName("card")
        self._fixed_lines = detail_lines is not None
        self._tip: Any = None   # tooltip text, or a function wording it when first asked for
        self._value = ""
        # the big value is set smaller rather than cut when a long GPU name meets a narrow card
        # ("8× Instinct MI325X" in presentation type); its line keeps its height
        self.title, self.value, self.detail = QLabel(self), FitLabel("", self, min_scale=0.45), \
            TwoLineLabel(self, detail_lines)
        # every card the same width, whatever it says: the cards never jump while a slider moves
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(150)
        for label in (self.title, self.value, self.detail):
            label.setTextFormat(Qt.TextFormat.PlainText)   # GPU and model names come from files
        self.title.setObjectName("cardTitle")
        self.title.setWordWrap(True)   # a long title takes a second line rather than widening its card
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.value.setObjectName("cardValue")
        self.detail.setObjectName("cardDetail")
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(14, 7, 10, 6)
        self.box.setSpacing(2)
        self.box.addWidget(self.title)
        self.box.addWidget(self.value)
        self.box.addWidget(self.detail)
        self.box.addStretch(1)
        self.set_state("neutral")

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt API name
        """In the window a card asks for its wrapped height at the width it has (its size hint) and
        may be given less, down to its minimum; presentation mode's cards hold fixed lines."""
        return self._fixed_lines and super().hasHeightForWidth()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API name
        hint = super().sizeHint()
        if self._fixed_lines or self.width() < 100 or not self.box.hasHeightForWidth():
            return hint
        return QSize(hint.width(), self.box.heightForWidth(self.width()))

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt API name
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit()
        super().mouseReleaseEvent(event)

    def set_state(self, state: str) -> None:
        if self.property("state") != state:
            self.setProperty("state", state)
            self.style().unpolish(self)
            self.style().polish(self)

    def show_figure(self, value: str, detail: str, tip) -> None:
        """``tip`` is the tooltip text, or a function giving it: worded when first asked for (a
        hover, a test), not on every edit of a dragged slider. A value at a name's length limit
        ("8×" and a 120-character GPU name) keeps both ends, whole in its tooltip; a detail's long
        name gets places to wrap (``ui.common.text``)."""
        self._value = value
        self._fit_value()
        self.detail.set_full_text(breakable(detail))
        self._tip = tip

    def _fit_value(self) -> None:
        """Show the value whole, or (only past :data:`MAX_VALUE_CHARS`, a name at its length limit)
        shortened in the middle to what the value label can show at its smallest size."""
        full, label = self._value, self.value
        label.setText(full)
        fits = getattr(label, "fits", None)
        if len(full) <= MAX_VALUE_CHARS or fits is None or fits():
            label.setToolTip("")
            return
        lo, hi = 2, len(full) - 1   # characters kept, found by halving
        while lo < hi:
            mid = (lo + hi + 1) // 2
            label.setText(_middle(full, mid))
            lo, hi = (mid, hi) if fits() else (lo, mid - 1)
        label.setText(_middle(full, lo))
        label.setToolTip(plain_tip(full))

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt API name
        super().resizeEvent(event)
        if not self._fixed_lines and event.size().width() != event.oldSize().width():
            self.updateGeometry()   # its details wrap differently at the new width: a new size hint
        if len(self._value) > MAX_VALUE_CHARS:
            self._fit_value()   # the room changed: as much of the long name as fits now

    def toolTip(self) -> str:  # noqa: N802 - Qt API name; the formula, inputs and source
        if self._tip is not None:
            tip, self._tip = self._tip, None
            self.setToolTip(plain_tip(tip() if callable(tip) else tip))
        return super().toolTip()

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            self.toolTip()  # word the pending tooltip before Qt shows it
        return super().event(event)


class CostCard(Card):
    """Self-hosted and API cost per month, each with its chart colour, its name above its amount.

    In the window the two routes stand side by side, in two columns: the card is then no taller than
    the others (one name line and one amount line where the others have their big value), so a short
    window never squeezes it below what it shows; a long name or amount is set smaller in its own
    column rather than running into the other. Presentation mode's larger cards, fixed in height,
    stack the two (a long name such as "GPUs em locação (nuvem)" keeps the card's whole width)."""

    def __init__(self, parent: QWidget | None = None, detail_lines: int | None = None):
        super().__init__(parent, detail_lines)
        self.value.hide()
        self.rows = {}
        side_by_side = detail_lines is None
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(0)
        for i, key in enumerate(("selfhost", "api")):
            swatch = QLabel("■", self)
            swatch.setStyleSheet(f"color: {COLORS[key]}; font-size: 11pt;")
            swatch.setFixedWidth(swatch.fontMetrics().horizontalAdvance("■") + 4)
            # one line each, set smaller rather than cut or squeezed when the card is short of room
            name, amount = FitLabel("", self, min_scale=0.6), FitLabel("", self, min_scale=0.6)
            name.setObjectName("cardDetail")
            amount.setObjectName("cardAmount")
            line = QHBoxLayout()
            line.setSpacing(3)
            line.addWidget(swatch, 0, Qt.AlignmentFlag.AlignVCenter)
            line.addWidget(name, 1)
            row, col = (0, i) if side_by_side else (2 * i, 0)
            grid.addLayout(line, row, col)
            grid.addWidget(amount, row + 1, col)
            grid.setColumnStretch(col, 1)
            self.rows[key] = (name, amount)
        self.box.insertLayout(self.box.count() - 2, grid)


class Cards(QWidget):
    """The card grid; ``set_result(evaluation)`` refreshes every card. ``detail_lines`` fixes
    the height of every detail (presentation mode: the cards never change height)."""

    KEYS = ("fit", "gpus", "fill", "speed", "cost", "break_even")

    def __init__(self, parent: QWidget | None = None, detail_lines: int | None = None):
        super().__init__(parent)
        # The grid lives in a body this widget places itself: a card's changed text re-lays the
        # grid, and the window only when the grid's size hints changed (not on every edit).
        self._body = QWidget(self)
        self._fixed = detail_lines is not None
        self._hints: tuple | None = None
        self.cards = {k: (CostCard if k == "cost" else Card)(self._body, detail_lines) for k in self.KEYS}
        grid = self._grid = QGridLayout(self._body)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(10)
        for i, key in enumerate(self.KEYS):
            grid.addWidget(self.cards[key], i // 3, i % 3)
        for col in range(3):
            grid.setColumnStretch(col, 1)
        self.cards["speed"].setCursor(Qt.CursorShape.PointingHandCursor)
        self.evidence_requested = self.cards["speed"].clicked  # the window opens the evidence
        self._last: tuple | None = None
        self._stale = False
        self._worded: dict = {}   # per card: the words (currency, memory unit, locale) and figures it shows

    # ---- geometry: the body's, passed on only when it changed ----------------------------------
    # In the window the grid asks for the height its details take at its width (a third line where
    # they wrap) but may be given less, down to two lines each, set smaller: a short window (a
    # 1366×768 laptop) then keeps the charts readable. With ``detail_lines`` (presentation mode)
    # every card holds a fixed height and the grid is laid out by height for width as before.
    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API name
        hint = self._body.sizeHint()
        if not self._fixed and self._body.hasHeightForWidth() and self.width() > 0:
            return QSize(hint.width(), self._body.heightForWidth(self.width()))
        return hint

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt API name
        return self._body.minimumSizeHint()

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt API name
        return self._fixed and self._body.hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt API name
        return self._body.heightForWidth(width)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt API name
        self._body.setGeometry(self.rect())
        super().resizeEvent(event)
        if not self._fixed and event.size().width() != event.oldSize().width():
            self._hints_changed()   # the details wrap differently at the new width

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # posted by the body after a card changed
            self._hints_changed()
            return True
        return super().event(event)

    def _hints_changed(self) -> None:
        if not self._fixed:   # given less than its hint, a row still keeps what its tallest card must show
            for row in range(2):
                need = max(self.cards[k].minimumSizeHint().height() for k in self.KEYS[3 * row:3 * row + 3])
                if self._grid.rowMinimumHeight(row) != need:
                    self._grid.setRowMinimumHeight(row, need)
        hints = (self.sizeHint(), self.minimumSizeHint(), self.heightForWidth(self.width()))
        if hints != self._hints:
            self._hints = hints
            self.updateGeometry()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt API name
        if self._stale and self._last:
            self.set_result(self._last)
        super().showEvent(event)

    def retranslate_ui(self) -> None:
        self._worded.clear()   # the same figures, worded anew in the new language
        if self._last:
            self.set_result(self._last)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def set_result(self, ev) -> None:
        self._last = ev
        s = ev.scenario
        if behind_another_page(self):
            self._stale = True  # the window shows another page (presentation, Advisor): worded when shown
            return
        self._stale = False
        f = Formatter.for_screen(s.pricing.currency)
        words = (f.currency, f.memory_unit, f.loc.name())
        for spec in figures.cards(ev).cards:
            card = self.cards[spec.key]
            if self._worded.get(spec.key) == (words, spec):
                # the same figures in the same words (a dragged volume leaves most cards alone):
                # nothing to format or set again, only the tooltip follows the new evaluation
                card._tip = lambda key=spec.key: _tip(key, ev, f)
                continue
            self._worded[spec.key] = (words, spec)
            card.title.setText(f.text(spec.label).upper())
            card.set_state(spec.state)
            for (label, value), (name, amount) in zip(spec.rows, getattr(card, "rows", {}).values(), strict=False):
                name.setText(f.text(label))
                amount.setText(f.text(value))
            card.show_figure("" if spec.rows else f.text(spec.value), f.text(spec.detail),
                             lambda key=spec.key: _tip(key, ev, f))

    def texts(self) -> dict[str, str]:
        """Visible text per card (value and detail), for tests and accessibility checks."""
        out = {}
        for key, card in self.cards.items():
            extra = " ".join(a.text() for _n, a in getattr(card, "rows", {}).values())
            out[key] = " ".join(x for x in (card.value.text(), extra, card.detail.full_text()) if x)
        return out


def _tip(key: str, ev, f: Formatter) -> str:
    """A card's tooltip: one plain sentence for the buyer, then behind "Details" the formula, inputs
    and source of each figure behind it (the decision's where there is one)."""
    r = ev.result
    known = figures.explanations(ev)
    tip = (f.text(glossary.meaning(key)) + "\n\n" + f.text(glossary.details()) + ":\n"
           + "\n\n".join(explanation(known[k]) for k in EXPLAIN[key] if k in known))
    if key == "speed" and r.evidence:  # the nearest measured row, and where the rest are
        e = r.evidence[0]
        tip += ("\n\n" + f.text(evidence.setup(e)) + ": " + f.text(evidence.sentence(e)) + "\n"
                + f.text(evidence.click_hint()))
    mine = evidence.anchor_sentence(r) if key == "speed" else None
    if mine is not None:  # re-anchored to the user's own run: the formula, stated
        tip += "\n\n" + f.text(mine)
    return tip
