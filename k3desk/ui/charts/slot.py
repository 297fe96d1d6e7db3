"""A place in the window for one chart, built the first time it is shown or asked for.

At a first start the introduction stands where the charts will be, the batch chart waits for the
Advanced view and the contract term for its tab: building them, and importing what they draw from,
would only delay the first window. A slot takes the results and the theme meanwhile and hands the
latest to its chart when the chart is built.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QVBoxLayout, QWidget

from k3desk.ui.common.widgets import plain_text_labels

if TYPE_CHECKING:   # the charts (and pyqtgraph) load when a chart is first built
    from k3desk.ui.charts.common import ChartBase


class ChartSlot(QWidget):
    """One chart's place: ``chart()`` builds it (on first show, or when asked), ``built`` is None until then."""

    def __init__(self, factory: Callable[[], ChartBase], parent: QWidget | None = None):
        super().__init__(parent)
        self._factory = factory
        self._chart: ChartBase | None = None
        self._latest = None      # the evaluation not yet handed over
        self._dark: bool | None = None
        self._box = QVBoxLayout(self)
        self._box.setContentsMargins(0, 0, 0, 0)

    @property
    def built(self) -> ChartBase | None:
        """The chart, or None while it has never been needed."""
        return self._chart

    def chart(self) -> ChartBase:
        """The chart, built now if needed, with the latest theme and result."""
        if self._chart is None:
            self._chart = self._factory()
            plain_text_labels(self._chart)   # like the rest of the window: file texts shown literally
            self._box.addWidget(self._chart)
            if self.isVisible():
                self._chart.show()   # shown now, not on the next event loop turn
            if self._dark is not None:
                self._chart.apply_theme(self._dark)
            if self._latest is not None:
                self._chart.show_result(self._latest)
                self._latest = None
        return self._chart

    def show_result(self, ev) -> None:
        if self._chart is not None:
            self._chart.show_result(ev)
        else:
            self._latest = ev

    def apply_theme(self, dark: bool) -> None:
        self._dark = dark
        if self._chart is not None:
            self._chart.apply_theme(dark)

    def showEvent(self, event):  # noqa: N802 - Qt API
        self.chart()
        super().showEvent(event)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt API
        """A chart fills the height it is given: its wrapped title and legend ask a line or two, never
        a height that grows as it narrows (which would let the window's layout squash its plot)."""
        return False


class ChartSlots:
    """The window's charts by key: ``charts["cost"]`` is the chart (built if needed), ``slot(key)`` its
    place in the layout, and iterating gives only the charts built so far."""

    def __init__(self):
        self._slots: dict[str, ChartSlot] = {}

    def add(self, key: str, factory: Callable[[], ChartBase]) -> ChartSlot:
        self._slots[key] = ChartSlot(factory)
        return self._slots[key]

    def slot(self, key: str) -> ChartSlot:
        return self._slots[key]

    def __getitem__(self, key: str) -> ChartBase:
        return self._slots[key].chart()

    def values(self) -> list[ChartBase]:
        return [s.built for s in self._slots.values() if s.built is not None]

    def show_result(self, ev) -> None:
        for slot in self._slots.values():
            slot.show_result(ev)

    def apply_theme(self, dark: bool) -> None:
        for slot in self._slots.values():
            slot.apply_theme(dark)
