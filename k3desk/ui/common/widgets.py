"""Reusable field widgets: locale-aware number entry with inline errors, sliders that merge a drag
into one undo step, the tokens-per-month log slider with exact entry, and a collapsible section.

Widgets never touch the scenario: they emit ``committed(value, merge)`` and the panel forwards it
to the store; the store's verdict comes back through :meth:`set_error`.
"""

from __future__ import annotations

import math
import re

import shiboken6
from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from k3desk.ui.common import fmt
from k3desk.ui.common.field_error import _ErrorMixin


def plain_tip(text: str) -> str:
    """Text from a file or the user, made safe for a tooltip or message box: Qt guesses rich text
    there, so it is escaped into HTML that shows exactly the characters given ("<b>" stays "<b>")."""
    if not text or not QtGui.Qt.mightBeRichText(text):
        return text or ""   # Qt shows it as plain text anyway
    return QtGui.Qt.convertFromPlainText(text)


def plain_text_labels(root) -> None:
    """Show every label under ``root`` that Qt would otherwise guess about as plain text.

    A scenario's names, sources and notes end up in labels; with Qt's default (AutoText) a name
    like ``<img src=...>`` would be rendered as HTML. Labels that set a format on purpose keep it.
    """
    for label in root.findChildren(QLabel):
        if label.textFormat() == Qt.TextFormat.AutoText:
            label.setTextFormat(Qt.TextFormat.PlainText)


def behind_another_page(widget: QWidget) -> bool:
    """True while ``widget``'s window is shown but the widget is not (another tab, the presentation
    page, the Advisor): an edit then need not redraw it; it catches up when shown."""
    window = widget.window()
    return window is not widget and window.isVisible() and not widget.isVisible()


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # lupdate files _tr("...") under the empty context


class NumberField(_ErrorMixin, QWidget):
    """A number typed in the UI locale (pt-BR ``1.234,5`` is 1234.5), with an optional unit.

    Emits ``committed(value, False)`` on Enter or focus-out when the text parses; a text that is
    not a number shows the inline error locally and emits nothing.
    """

    committed = Signal(object, bool)

    def __init__(self, unit: str = "", integer: bool = False, decimals: int | None = None,
                 parent: QWidget | None = None, optional: bool = False):
        super().__init__(parent)
        self.integer, self.decimals = integer, decimals
        #: an empty field commits None (a limit or a requirement the buyer does not state)
        self.optional = optional
        self._value: float | None = None
        self.edit = QLineEdit(self)
        self.edit.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.edit.setMinimumWidth(56)  # room for the unit label in longer languages (panels are 440 px)
        self.unit = QLabel(unit, self)
        self.unit.setVisible(bool(unit))
        self.error_label = self._make_error_label()
        self._lay_out((self.edit, 1), (self.unit, 0))
        self.setFocusProxy(self.edit)
        self.edit.editingFinished.connect(self._finish)

    def set_unit(self, unit: str) -> None:
        self.unit.setText(unit)
        self.unit.setVisible(bool(unit))

    def value(self) -> float | None:
        return self._value

    def set_value(self, value: float | None) -> None:
        """Show a value from the model (no signal)."""
        self._value = value
        if value is None:
            self.edit.setText("")
        elif self.decimals is not None:
            self.edit.setText(fmt.number(value, self.decimals))
        else:
            self.edit.setText(fmt.smart(value))

    def _finish(self) -> None:
        if not shiboken6.isValid(self.edit):  # focus-out while the window is being destroyed
            return
        if self.optional and not self.edit.text().strip():
            self._accepted()
            self.committed.emit(None, False)
            return
        value = fmt.parse(self.edit.text())
        if value is None:
            self.set_error(_tr("Enter a number, e.g. %1").replace("%1", fmt.smart(1234.5 if not self.integer else 1234)))
            return
        if self.integer:
            if not float(value).is_integer():
                self.set_error(_tr("Enter a whole number"))
                return
            value = int(value)
        self._accepted()
        self.committed.emit(value, False)


class OptionalNumberField(NumberField):
    """A :class:`NumberField` whose empty text means "not set": it commits None (an optional field such as
    the peak rate or a latency target)."""

    def _finish(self) -> None:
        if shiboken6.isValid(self.edit) and not self.edit.text().strip():
            self._accepted()
            self.committed.emit(None, False)
            return
        super()._finish()


class SliderField(QWidget):
    """A horizontal slider over ``steps`` positions mapped to values, with a value label.

    ``to_value(pos)`` and ``to_pos(value)`` define the scale (linear percent, log tokens...).
    A drag emits ``committed(value, True)`` (mergeable); ``drag_finished`` closes the undo step.
    """

    committed = Signal(object, bool)
    drag_finished = Signal()

    def __init__(self, steps: int, to_value, to_pos, label=None, parent: QWidget | None = None):
        super().__init__(parent)
        self._to_value, self._to_pos, self._label = to_value, to_pos, label
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, steps)
        self.slider.setPageStep(max(1, steps // 10))
        self.value_label = QLabel(self)
        self.value_label.setMinimumWidth(56)
        self.value_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.value_label.setVisible(label is not None)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.slider, 1)
        row.addWidget(self.value_label)
        self.setFocusProxy(self.slider)
        self.slider.valueChanged.connect(self._moved)
        self.slider.sliderReleased.connect(self.drag_finished)

    def set_value(self, value: float) -> None:
        """Show a value from the model (no signal)."""
        self.slider.blockSignals(True)
        self.slider.setValue(int(round(self._to_pos(value))))
        self.slider.blockSignals(False)
        if self._label:
            self.value_label.setText(self._label(value))

    def _moved(self, pos: int) -> None:
        value = self._to_value(pos)
        if self._label:
            self.value_label.setText(self._label(value))
        self.committed.emit(value, self.slider.isSliderDown())


def percent_slider(parent: QWidget | None = None) -> SliderField:
    """0-100 % in 1 % steps, emitting fractions 0..1."""
    return SliderField(100, lambda p: p / 100, lambda v: v * 100, lambda v: fmt.percent(v), parent)


TOKENS_MIN, TOKENS_MAX = 1e6, 1e12
_LOG_STEPS = 600  # 100 steps per decade


def _round3(v: float) -> float:
    """Three significant digits: a slider lands on 2.51 B, not 2,511,886,431."""
    return float(f"{v:.3g}")


def tokens_slider(label=None, parent: QWidget | None = None) -> SliderField:
    """Tokens per month on a log scale, 1 M .. 1 T in 600 steps (arrow keys move 1/100 decade,
    Page Up/Down a tenth of the range); values rounded to three significant digits."""
    lo, hi = math.log10(TOKENS_MIN), math.log10(TOKENS_MAX)
    return SliderField(
        _LOG_STEPS, lambda p: _round3(10 ** (lo + (hi - lo) * p / _LOG_STEPS)),
        lambda v: (math.log10(min(max(v, TOKENS_MIN), TOKENS_MAX)) - lo) / (hi - lo) * _LOG_STEPS,
        label, parent)


_SUFFIX = {"k": 1e3, "mil": 1e3, "m": 1e6, "mi": 1e6, "b": 1e9, "bi": 1e9, "g": 1e9,
           "t": 1e12, "tri": 1e12}


def parse_tokens(text: str, loc: QLocale | None = None) -> float | None:
    """``10 B``, ``2,5 bi``, ``500M``, ``1e9`` or a plain number; None if unreadable."""
    t = text.strip().lower().replace(fmt.NBSP, " ")
    m = re.fullmatch(r"(.*?)\s*([a-z]+)", t)
    if m and m.group(2) in _SUFFIX:
        base = fmt.parse(m.group(1), loc)
        return None if base is None else base * _SUFFIX[m.group(2)]
    value = fmt.parse(t, loc)
    if value is None:
        try:
            value = float(t)
        except ValueError:
            return None
    return value if math.isfinite(value) else None


def read_tokens(field) -> float | None:
    """The token count typed in ``field.edit`` ("10 B", "2,5 bi"), or None after showing why not
    (also when the field is gone: an edit finished as its window closed)."""
    if not shiboken6.isValid(field.edit):
        return None
    value = parse_tokens(field.edit.text())
    if value is None:
        field.set_error(_tr("Enter tokens, e.g. %1 or %2").replace("%1", fmt.tokens(10e9))
                        .replace("%2", fmt.number(2.5e9)))
    return value


class TokensField(_ErrorMixin, QWidget):
    """Tokens per month: a log slider from 1 M to 1 T plus an exact entry accepting suffixes."""

    committed = Signal(object, bool)
    drag_finished = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.slider_field = tokens_slider(None, self)
        self.slider = self.slider_field.slider
        self.edit = QLineEdit(self)
        self.edit.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.edit.setFixedWidth(96)
        self.error_label = self._make_error_label()
        self._lay_out((self.slider_field, 1), (self.edit, 0))
        self.setFocusProxy(self.slider)
        self.slider_field.committed.connect(self._from_slider)
        self.slider_field.drag_finished.connect(self.drag_finished)
        self.edit.editingFinished.connect(self._finish)

    def set_value(self, value: float) -> None:
        self.slider_field.set_value(value)
        self.edit.setText(fmt.tokens(value))
        self.edit.setToolTip(fmt.number(value))

    def _from_slider(self, value: float, merge: bool) -> None:
        self.edit.setText(fmt.tokens(value))
        self.committed.emit(value, merge)

    def _finish(self) -> None:
        value = read_tokens(self)
        if value is None:
            return
        self._accepted()
        self.committed.emit(value, False)


class CollapsibleSection(QWidget):
    """A titled section behind an arrow button; collapsed by default, keyboard operable."""

    def __init__(self, title: str, content: QWidget, parent: QWidget | None = None):
        super().__init__(parent)
        self.button = QToolButton(self)
        self.button.setText(title)
        self.button.setCheckable(True)
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.button.setArrowType(Qt.ArrowType.RightArrow)
        self.button.setAutoRaise(True)
        self.button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.content = content
        content.setParent(self)
        content.hide()
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(2)
        box.addWidget(self.button)
        box.addWidget(content)
        self.button.toggled.connect(self.set_expanded)

    def set_title(self, title: str) -> None:
        self.button.setText(title)

    def set_expanded(self, expanded: bool) -> None:
        self.button.setChecked(expanded)
        self.button.setArrowType(Qt.ArrowType.DownArrow if expanded else Qt.ArrowType.RightArrow)
        self.content.setVisible(expanded)


def hint_label(text: str = "", parent: QWidget | None = None) -> ElidedLabel:
    """A small grey explanatory line; shortens with "…" rather than widening its panel."""
    return ElidedLabel(text, parent)


class ElidedLabel(QLabel):
    """One line that shortens itself with "…" to the space it gets; the full text is the tooltip.

    Used for long source citations, which must be visible but must not widen the panel.
    """

    def __init__(self, text: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("hint")
        self.setProperty("elides", True)  # shortens on purpose; the full text is the tooltip
        self._full = ""
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(40)
        self.set_full_text(text)

    def set_full_text(self, text: str) -> None:
        if text == self._full and self._full:
            return  # same text, same width: already shortened (a resize re-elides)
        self._full = text
        self._elide()

    def setText(self, text: str) -> None:  # noqa: N802 - keeps QLabel's API for callers
        self.set_full_text(text)

    def text(self) -> str:  # noqa: D102 - the full text, not the elided rendering
        return self._full

    def full_text(self) -> str:
        return self._full

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt API name
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        width = max(self.width(), 40)
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, width)
        QLabel.setText(self, shown)
        # the full text as tooltip only when cut, so a parent's tooltip (a formula) shows otherwise
        self.setToolTip(plain_tip(self._full) if shown != self._full else "")


def compact_combo(combo, chars: int = 14):
    """Let a combo box shrink to ``chars`` characters: long catalog names must not widen the panel."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(chars)
    combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    return combo


class SettleTimer(QTimer):
    """Work done once edits settle (a dragged slider waits for it): ``start()`` after each edit,
    ``flush()`` to do a pending one now (tests, screenshots, entering a view)."""

    #: How long after the last edit the work is done (ms).
    SETTLE_MS = 150

    def __init__(self, parent, work):
        super().__init__(parent)
        self.setSingleShot(True)
        self.setInterval(self.SETTLE_MS)
        self._work = work
        self.timeout.connect(work)

    def flush(self) -> None:
        if self.isActive():
            self.stop()
            self._work()


class WidthKeepingScroll(QScrollArea):
    """A scroll area that scrolls up and down only, and asks for the width its content needs: the
    content is never cut at the side (a Portuguese form, a long check box).

    ``least_height``: the content fills the height it is given but never less than its least height
    (its minimum size hint); a window shorter than that scrolls rather than squashing what it shows
    (the window's cards and charts). Otherwise the content keeps its own preferred height (a form)."""

    def __init__(self, parent: QWidget | None = None, least_height: bool = False):
        super().__init__(parent)
        self._least_height = least_height
        self._least_width = 0
        self.setWidgetResizable(not least_height)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def setWidget(self, widget: QWidget) -> None:  # noqa: N802 - Qt API name
        super().setWidget(widget)
        widget.installEventFilter(self)
        self._fit()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API name
        if obj is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self._fit()
            least = self.minimumSizeHint().width()
            if least != self._least_width:   # a new text, a language: the splitter gives it that width
                self._least_width = least
                self.updateGeometry()
        return super().eventFilter(obj, event)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt API name
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        content = self.widget()
        if not self._least_height or content is None:
            return
        need = content.minimumSizeHint().height()
        bar = self.verticalScrollBar().sizeHint().width()
        width = self.width() - 2 * self.frameWidth() - (bar if need > self.height() - 2 * self.frameWidth() else 0)
        size = QSize(max(width, 0), max(self.height() - 2 * self.frameWidth(), need))
        if content.size() != size:
            content.resize(size)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt API name
        hint = super().minimumSizeHint()
        content = self.widget()
        if content is None:
            return hint
        need = content.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()
        return QSize(max(hint.width(), need), hint.height())
