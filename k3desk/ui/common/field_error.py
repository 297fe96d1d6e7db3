"""A field's error message that never moves the form.

A refused value shows its message next to its field ("Enter a value of at least 0"). Laid out
under the field, the message would push every row below it down as it appears, and pull them up
as it goes, so the next click lands on the wrong field. Here it floats over the space below the
field instead, on the nearest page, passes clicks through to what is under it, takes one line where
the page has the width for it, and clears as soon as a valid value is entered, also when that value
is the one already in use (the store then has nothing to change and says nothing).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QHideEvent, QMoveEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QWidget

# The mixin goes before QWidget in a field's bases (``class NumberField(_ErrorMixin, QWidget)``);
# the type checker reads it as the QWidget it is mixed into, Python as a plain class.
if TYPE_CHECKING:
    _FieldBase = QWidget
else:
    _FieldBase = object


class _ErrorMixin(_FieldBase):
    """An error message under the field; the line edit turns red while an error is shown.

    The message floats over the space below the field instead of taking a row of the layout: a
    message appearing or clearing never moves the form, so the next click lands where the user
    aimed. It is drawn on the nearest page (the panel in its scroll area, the presentation page),
    passes mouse clicks through to what is under it, and clears as soon as a valid value is entered,
    also when that value is the one already in use (the store then has nothing to change).

    A field sets ``edit`` and ``error_label`` (from :meth:`_make_error_label`) in its ``__init__``."""

    edit: QLineEdit
    error_label: QLabel

    def _make_error_label(self) -> QLabel:
        label = QLabel(self)
        label.setObjectName("fieldError")
        label.setWordWrap(True)
        label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        label.hide()
        return label

    def _lay_out(self, *row: tuple[QWidget, int]) -> None:
        """One row of (widget, stretch); the error label is not part of it."""
        line = QHBoxLayout(self)
        line.setContentsMargins(0, 0, 0, 0)
        for widget, stretch in row:
            line.addWidget(widget, stretch)

    def _error_host(self) -> QWidget:
        """The page the message is drawn on (and styled by): a widget marked ``errorHost`` (the
        presentation page), the widget inside a scroll area (a panel), else the window."""
        host: QWidget = self
        while (parent := host.parentWidget()) is not None and not host.isWindow() and not host.property("errorHost"):
            if parent.objectName() == "qt_scrollarea_viewport":
                break
            host = parent
        return host

    def _place_error(self) -> None:
        label = self.error_label
        if not label.text() or not shiboken6.isValid(label):
            return
        host = self._error_host()
        if label.parentWidget() is not host:
            label.setParent(host)
        top_left = self.edit.mapTo(host, QPoint(0, self.edit.height() + 1))
        right = self.mapTo(host, QPoint(self.width(), 0)).x()
        label.ensurePolished()
        # as wide as its field, or wider (to the left, over the labels) so that it takes one line
        # where it can: a message covers as little of the next row as possible
        room = max(host.width() - 8, 120)
        label.setFixedWidth(room)
        frame = room - label.contentsRect().width()
        need = label.fontMetrics().horizontalAdvance(label.text()) + frame + 8
        label.setWordWrap(need > room)
        width = min(max(right - top_left.x(), need), room)
        x = max(4, min(top_left.x(), host.width() - 4 - width))
        label.setFixedWidth(width)
        label.setFixedHeight(label.heightForWidth(width) if need > room else label.sizeHint().height())
        label.move(x, top_left.y())
        label.raise_()

    def set_error(self, message: str) -> None:
        if message == self.error_label.text() and bool(message) == bool(self.edit.property("invalid")):
            return  # every edit re-syncs every field: a restyle here would repaint the panel
        self.error_label.setText(message)
        if message:
            self._place_error()
        self.error_label.setVisible(bool(message) and self.isVisible())
        self.edit.setProperty("invalid", bool(message))
        self.edit.style().unpolish(self.edit)
        self.edit.style().polish(self.edit)

    def error(self) -> str:
        return self.error_label.text()

    def _accepted(self) -> None:
        """A valid value was entered: the message goes now (the store may have nothing to change)."""
        self.set_error("")

    # the floating message follows its field
    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API name
        super().resizeEvent(event)
        self._place_error()

    def moveEvent(self, event: QMoveEvent) -> None:  # noqa: N802 - Qt API name
        super().moveEvent(event)
        self._place_error()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API name
        super().showEvent(event)
        if self.error_label.text():
            self._place_error()
            self.error_label.show()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt API name
        super().hideEvent(event)
        if shiboken6.isValid(self.error_label):
            self.error_label.hide()
