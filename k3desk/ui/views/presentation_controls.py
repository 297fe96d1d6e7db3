"""The presenter's two steppers: the GPU count and the monthly volume.

Both are big numbers between − and + buttons that +/-, arrow keys and Page Up/Down step. The GPU
count steps through deployable counts (the page asks the core which); the volume steps through
1, 2, 5, 10, 20, 50 … per decade from 1 M to 1 T, so 10 B → 2 B is two presses, and a presenter can
also type any volume into it ("3 B", "2,5 bi", "750M") and drag its slider, which snaps to the same
steps. Like every view they emit what the presenter asked for and compute nothing.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QSizePolicy, QSlider, QVBoxLayout, QWidget

from k3desk.ui.common import fmt
from k3desk.ui.common.widgets import TOKENS_MAX, TOKENS_MIN, _ErrorMixin, parse_tokens, read_tokens

#: the volumes the stepper and the slider land on: 1–2–5 in every decade, 1 M .. 1 T
VOLUME_STEPS = tuple(float(m * 10 ** e) for e in range(6, 13) for m in (1, 2, 5) if TOKENS_MIN <= m * 10 ** e <= TOKENS_MAX)

_UP = (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Up, Qt.Key.Key_PageUp)
_DOWN = (Qt.Key.Key_Minus, Qt.Key.Key_Underscore, Qt.Key.Key_Down, Qt.Key.Key_PageDown)


def step_volume(value: float, up: bool) -> float:
    """The next 1–2–5 volume above (or below) ``value``; a typed 3 B goes to 5 B or 2 B."""
    if up:
        return next((v for v in VOLUME_STEPS if v > value * (1 + 1e-9)), VOLUME_STEPS[-1])
    return next((v for v in reversed(VOLUME_STEPS) if v < value * (1 - 1e-9)), VOLUME_STEPS[0])


def nearest_step(value: float) -> int:
    """The slider position of the 1–2–5 volume nearest ``value`` on the log scale."""
    v = min(max(value, TOKENS_MIN), TOKENS_MAX)
    return min(range(len(VOLUME_STEPS)), key=lambda i: abs(math.log10(VOLUME_STEPS[i]) - math.log10(v)))


def _step_button(text: str, parent: QWidget) -> QPushButton:
    button = QPushButton(text, parent)
    button.setObjectName("stepButton")
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the stepper itself takes focus and keys
    button.setAutoRepeat(True)
    return button


class GpuStepper(QWidget):
    """A big number between − and + buttons; +/-, arrow keys and Page Up/Down step it."""

    stepped = Signal(bool)  # True: up

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setObjectName("gpuStepper")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # draws the focus border
        self.minus, self.plus = _step_button("\u2212", self), _step_button("+", self)
        self.value = QLabel("", self)
        self.value.setObjectName("bigValue")
        self.value.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.value.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        for button, up in ((self.minus, False), (self.plus, True)):
            button.clicked.connect(lambda _c=False, u=up: self.stepped.emit(u))
        row = QHBoxLayout(self)
        row.setContentsMargins(4, 4, 4, 4)
        row.addWidget(self.minus)
        row.addWidget(self.value, 1)
        row.addWidget(self.plus)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt API name
        k = Qt.Key
        if event.key() in (*_UP, k.Key_Right):
            self.stepped.emit(True)
        elif event.key() in (*_DOWN, k.Key_Left):
            self.stepped.emit(False)
        else:
            super().keyPressEvent(event)


class VolumeField(_ErrorMixin, QWidget):
    """Tokens per month for a presenter: type it, step it 1–2–5 per decade, or drag the slider.

    Emits ``committed(value, merge)`` (merge while the slider is dragged) and ``drag_finished``."""

    committed = Signal(object, bool)
    drag_finished = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("volumeField")
        self._value = VOLUME_STEPS[0]
        self.minus, self.plus = _step_button("\u2212", self), _step_button("+", self)
        self.edit = QLineEdit(self)
        self.edit.setObjectName("bigEdit")
        self.edit.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.edit.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.edit.setMinimumWidth(60)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, len(VOLUME_STEPS) - 1)
        self.slider.setPageStep(1)
        self.slider.setTickPosition(QSlider.TickPosition.NoTicks)
        self.error_label = self._make_error_label()
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.minus)
        row.addWidget(self.edit, 1)
        row.addWidget(self.plus)
        box = QVBoxLayout(self)
        box.setContentsMargins(4, 0, 4, 0)
        box.setSpacing(6)
        box.addLayout(row)
        box.addWidget(self.slider)
        self.setFocusProxy(self.edit)
        self.minus.clicked.connect(lambda: self.step(False))
        self.plus.clicked.connect(lambda: self.step(True))
        self.edit.editingFinished.connect(self._finish)
        self.slider.valueChanged.connect(self._slid)
        self.slider.sliderReleased.connect(self.drag_finished)
        self._keys = _StepKeys(self)
        for w in (self.edit, self.slider):
            w.installEventFilter(self._keys)

    def value(self) -> float:
        return self._value

    def set_value(self, value: float) -> None:
        """Show a value from the model (no signal)."""
        self._value = float(value)
        self.edit.setText(fmt.tokens(value))
        self.slider.blockSignals(True)
        self.slider.setValue(nearest_step(value))
        self.slider.blockSignals(False)

    def step(self, up: bool) -> None:
        """One press of − or +: the next 1–2–5 volume (from what is typed, if it reads as one)."""
        typed = parse_tokens(self.edit.text()) if self.edit.isModified() else None
        self.edit.setModified(False)
        self._emit(step_volume(typed if typed is not None else self._value, up), False)

    def _emit(self, value: float, merge: bool) -> None:
        self._accepted()
        self._value = value
        self.edit.setText(fmt.tokens(value))
        self.slider.blockSignals(True)
        self.slider.setValue(nearest_step(value))
        self.slider.blockSignals(False)
        self.committed.emit(value, merge)

    def _slid(self, pos: int) -> None:
        self._emit(VOLUME_STEPS[pos], self.slider.isSliderDown())

    def _finish(self) -> None:
        value = read_tokens(self)
        if value is None:
            return
        if value != self._value or self.error():
            self._emit(value, False)


class _StepKeys(QObject):
    """Up/Down and Page Up/Down step the volume in its entry; every arrow and +/- on its slider."""

    def __init__(self, field: VolumeField):
        super().__init__(field)
        self.field = field

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API name
        if event.type() != QEvent.Type.KeyPress:
            return False
        key = event.key()
        up: tuple[Qt.Key, ...]
        down: tuple[Qt.Key, ...]
        if obj is self.field.slider:
            up, down = (*_UP, Qt.Key.Key_Right), (*_DOWN, Qt.Key.Key_Left)
        else:   # in the entry +, - and the left/right arrows are typing
            up, down = (Qt.Key.Key_Up, Qt.Key.Key_PageUp), (Qt.Key.Key_Down, Qt.Key.Key_PageDown)
        if key in up or key in down:
            self.field.step(key in up)
            return True
        return False
