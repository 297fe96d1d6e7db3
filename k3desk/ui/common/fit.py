"""Text that fits its place without being cut: a label that shrinks its type to fit its width (or a
fixed number of wrapped lines), and a combo box that shows the longest form of its item that fits.

Presentation mode sets large type in fixed places (a two-line banner, a card's big value, pickers in
a fixed-width column); a long GPU name or a Portuguese sentence must still be read whole there. Each
widget first tries the text as it is at the styled size, then shorter forms (a combo's alternatives),
then a smaller size down to ``min_scale``; only past that does a combo elide, with the whole text as
its tooltip. ``fitted_font()`` / ``shown_text()`` say what is drawn, so a test can measure it.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QSizePolicy,
    QStyle,
    QStyleOption,
    QStyleOptionComboBox,
    QStylePainter,
)

#: alternative, shorter forms of a combo item, longest first (the item text is the first form)
FORMS_ROLE = Qt.ItemDataRole.UserRole + 40
_STEPS = 12


def _scaled(font: QFont, factor: float) -> QFont:
    f = QFont(font)
    if font.pointSizeF() > 0:
        f.setPointSizeF(font.pointSizeF() * factor)
    else:
        f.setPixelSize(max(1, round(font.pixelSize() * factor)))
    return f


def _factors(min_scale: float):
    return [1.0 - (1.0 - min_scale) * i / _STEPS for i in range(_STEPS + 1)]


def fits_in_lines(fm: QFontMetrics, text: str, width: int, lines: int) -> bool:
    """True when ``text`` wraps into at most ``lines`` lines of ``width`` with no word wider than it."""
    if width <= 0:
        return False
    if lines <= 1:
        return fm.horizontalAdvance(text) <= width
    words = text.split()
    if any(fm.horizontalAdvance(w) > width for w in words):
        return False
    used = fm.boundingRect(QRect(0, 0, width, 100_000), int(Qt.TextFlag.TextWordWrap), text).height()
    return used <= lines * fm.lineSpacing() + 1


class FitLabel(QLabel):
    """A label drawn at the styled font, or smaller (down to ``min_scale``) when its text would not fit
    in ``lines`` lines of its width. Its height stays that of ``lines`` lines at the styled size, so a
    longer text never moves what is below it (``fixed`` makes that height fixed)."""

    def __init__(self, text: str = "", parent=None, lines: int = 1, min_scale: float = 0.6, fixed: bool = False):
        super().__init__(text, parent)
        self._lines, self._min_scale, self._fixed = lines, min_scale, fixed
        self._cache: tuple | None = None
        self._sized: tuple | None = None   # (font key, smallest font, [(font, metrics)] per size)
        self.setWordWrap(lines > 1)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed if fixed else QSizePolicy.Policy.Preferred)
        self._fix_height()

    def lines(self) -> int:
        return self._lines

    def _fix_height(self) -> None:
        if self._fixed:
            m = self.contentsMargins()
            extra = max(self.height() - self.contentsRect().height(), m.top() + m.bottom())
            self.setFixedHeight(self._lines * self.fontMetrics().lineSpacing() + extra + 2)

    def fitted_font(self) -> QFont:
        """The font the text is drawn in at the current size."""
        return self._fit()[0]

    def fitted_lines(self) -> int:
        """How many lines the text may take at that size (its height's worth)."""
        return self._fit()[1]

    def _fit(self) -> tuple[QFont, int]:
        """(font, lines): the largest size at which the text fits its width in the lines its height
        holds at that size (a big value too long for one line takes two smaller ones in the same
        height rather than being cut)."""
        rect = self.contentsRect()
        height = max(rect.height(), self._lines * self.fontMetrics().lineSpacing())
        font_key = self.font().key()
        key = (self.text(), rect.width(), height, font_key)
        if self._cache and self._cache[0] == key:
            return self._cache[1]
        smallest, sizes = self._sizes(font_key)
        chosen = (smallest, self._lines)
        for font, fm in sizes:
            lines = max(self._lines, height // max(1, fm.lineSpacing()))
            if fits_in_lines(fm, self.text(), rect.width(), lines):
                chosen = (font, lines)
                break
        self._cache = (key, chosen)
        return chosen

    def _sizes(self, font_key: str) -> tuple[QFont, list[tuple[QFont, QFontMetrics]]]:
        """The smallest font and each size tried, largest first, with its metrics: they depend on the
        styled font only, so a text that changes on every edit (a card's amount while a slider moves)
        measures itself without making them again."""
        if self._sized is None or self._sized[0] != font_key:
            sizes = [(font, QFontMetrics(font)) for font in (_scaled(self.font(), f) for f in _factors(self._min_scale))]
            self._sized = (font_key, _scaled(self.font(), self._min_scale), sizes)
        return self._sized[1], self._sized[2]

    def fits(self) -> bool:
        """False when even the smallest size would cut the text."""
        font, lines = self._fit()
        return fits_in_lines(QFontMetrics(font), self.text(), self.contentsRect().width(), lines)

    # ---- geometry: what the text needs at the smallest size, so a checker measures what is drawn ----
    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt API name
        hint = super().minimumSizeHint()
        if self._lines > 1:
            return QSize(0, hint.height())
        m = self.contentsMargins()
        need = QFontMetrics(_scaled(self.font(), self._min_scale)).horizontalAdvance(self.text())
        return QSize(need + m.left() + m.right(), hint.height())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API name
        hint = super().sizeHint()
        m = self.contentsMargins()
        return QSize(hint.width(), self._lines * self.fontMetrics().lineSpacing() + m.top() + m.bottom())

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt API name
        return self.sizeHint().height() if self._lines > 1 else super().heightForWidth(width)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt API name
        return self._lines > 1

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt API name
        super().changeEvent(event)
        if event.type() in (event.Type.FontChange, event.Type.StyleChange):
            self._cache = self._sized = None
            self._fix_height()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt API name
        painter = QPainter(self)
        opt = QStyleOption()
        opt.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_Widget, opt, painter, self)  # style-sheet box
        font, lines = self._fit()
        painter.setFont(font)
        painter.setPen(self.palette().color(self.foregroundRole()))
        flags = int(self.alignment()) | (int(Qt.TextFlag.TextWordWrap) if lines > 1 else 0)
        painter.drawText(self.contentsRect(), flags, self.text())
        painter.end()


class OwnFontCombo(QComboBox):
    """A combo box whose list opens in its own type: its popup list and its completer's list are set
    in the combo's font (a style sheet's large presentation type, a platform's menu font) rather than
    the application's default, which can be much smaller."""

    def showPopup(self) -> None:  # noqa: N802 - Qt API name
        self.view().setFont(self.font())
        super().showPopup()

    def setCompleter(self, completer) -> None:  # noqa: N802 - Qt API name
        super().setCompleter(completer)
        if completer is not None:
            completer.popup().setFont(self.font())

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt API name
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:
            self.view().setFont(self.font())
            completer = self.completer()
            popup = completer.popup() if completer is not None else None
            if popup is not None:
                popup.setFont(self.font())


class FitCombo(OwnFontCombo):
    """A combo box whose closed face shows the current item's longest form that fits (the item text,
    then the forms under ``FORMS_ROLE``), at a smaller size when needed; past ``min_scale`` the last
    form is elided and the whole item text becomes the tooltip. Its popup is as wide as its longest
    item, so the list never cuts a name either."""

    def __init__(self, parent=None, chars: int = 10, min_scale: float = 0.8):
        super().__init__(parent)
        self._min_scale = min_scale
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(chars)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setProperty("elides", True)   # as a last resort, with the full text as the tooltip
        self._shown: tuple[str, QFont] | None = None

    def forms(self, index: int | None = None) -> list[str]:
        i = self.currentIndex() if index is None else index
        if i < 0:
            return [""]
        extra = self.itemData(i, FORMS_ROLE) or []
        return [self.itemText(i), *[f for f in extra if f]]

    def _field(self) -> QRect:
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        return self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                           QStyle.SubControl.SC_ComboBoxEditField, self)

    def _choose(self) -> tuple[str, QFont]:
        width = self._field().width() - 4
        forms = self.forms()
        for factor in _factors(self._min_scale):
            font = _scaled(self.font(), factor)
            fm = QFontMetrics(font)
            for form in forms:
                if fm.horizontalAdvance(form) <= width:
                    return form, font
        font = _scaled(self.font(), self._min_scale)
        return QFontMetrics(font).elidedText(forms[-1], Qt.TextElideMode.ElideRight, max(width, 1)), font

    def shown_text(self) -> str:
        return self._choose()[0]

    def shown_font(self) -> QFont:
        return self._choose()[1]

    def full_text(self) -> str:
        return self.currentText()

    def field_width(self) -> int:
        return self._field().width() - 4

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt API name
        text, font = self._choose()
        tip = self.full_text() if text != self.full_text() else ""
        if self.toolTip() != tip:
            self.setToolTip(tip)
        painter = QStylePainter(self)
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, opt)
        opt.currentText = text
        painter.setFont(font)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, opt)

    def showPopup(self) -> None:  # noqa: N802 - Qt API name
        self.view().setFont(self.font())   # measured in the type it opens in
        self.fit_popup()
        super().showPopup()

    def fit_popup(self) -> None:
        """The list as wide as its longest item (within the screen)."""
        view = self.view()
        need = view.sizeHintForColumn(0) + 2 * view.frameWidth() + view.verticalScrollBar().sizeHint().width() + 8
        screen = self.screen().availableGeometry().width() if self.screen() else need
        view.setMinimumWidth(min(max(need, self.width()), screen))
