"""Panel base: binds widgets to scenario paths, syncs them from the store, routes field errors.

Model -> widget updates happen under ``QSignalBlocker`` so a sync never echoes back as an edit;
widget -> model goes through ``store.set_field`` only. Subclasses build their widgets, call
:meth:`bind`, and implement ``retranslate_ui()`` (called on construction and on LanguageChange)
and optionally ``sync_extra(scenario)`` / ``on_result(result)``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from PySide6.QtCore import QEvent, QLocale, QSignalBlocker, SignalInstance
from PySide6.QtWidgets import QFormLayout, QLabel, QVBoxLayout, QWidget

from k3desk.core.edit import get_path
from k3desk.report import glossary
from k3desk.ui.common import fmt
from k3desk.ui.common.widgets import behind_another_page
from k3desk.ui.shell.store import ScenarioStore


def field_tip(meaning: str, details: str = "") -> str:
    """A field's tooltip, worded like the cards': one plain sentence on what the field means for a
    buyer, then behind "Details" any formula, engine default or source (data text kept plain)."""
    from k3desk.ui.common.formatter import Formatter
    from k3desk.ui.common.widgets import plain_tip
    if not details:
        return plain_tip(meaning)
    return plain_tip(meaning + "\n\n" + Formatter.for_screen().text(glossary.details()) + ":\n" + details)


class Field(Protocol):
    """What :meth:`Panel.bind` wires (NumberField, TokensField, SliderField, ContextField): a widget
    that emits ``committed(value, merge)`` and shows ``set_value``; one that can refuse a value
    also has ``set_error`` and ``error``, one that is dragged ``drag_finished``."""

    @property
    def committed(self) -> SignalInstance: ...

    def set_value(self, value: Any, /) -> None: ...


F = TypeVar("F", bound=Field)


class Panel(QWidget):
    def __init__(self, store: ScenarioStore, parent: QWidget | None = None):
        super().__init__(parent)
        self.store = store
        # path -> (widget, from_model); the widget is a Field and a QWidget, which typing cannot say: Any
        self._bindings: dict[str, tuple[Any, Callable | None]] = {}
        self._shown: dict[str, tuple] = {}  # path -> (value shown, unit and locale) at the last sync
        self._result_words: tuple | None = None  # what on_result last worded its hints from (see result_unchanged)
        self._stale = False  # an edit arrived while this panel's tab was not shown
        store.scenario_changed.connect(self._sync)
        store.field_error.connect(self._on_field_error)
        store.result_changed.connect(self._on_result)

    def finish(self, layout) -> None:
        """Lay the panel out (form on top, slack below), then fill texts and values."""
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 12, 12, 12)
        box.addLayout(layout)
        box.addStretch(1)
        self.retranslate_ui()
        self.refresh()

    def bind(self, path: str, widget: F, to_model: Callable | None = None,
             from_model: Callable | None = None) -> F:
        """Wire a field widget (``committed(value, merge)`` / ``set_value`` / ``set_error``) to a path."""
        self._bindings[path] = (widget, from_model)

        def commit(value, merge, path=path):
            self._shown.pop(path, None)  # the widget now shows what was typed: the next sync rewrites it
            self.store.set_field(path, to_model(value) if to_model else value, merge=merge)

        widget.committed.connect(commit)
        if hasattr(widget, "drag_finished"):
            widget.drag_finished.connect(self.store.end_merge)
        return widget

    def field(self, path: str) -> QWidget:
        return self._bindings[path][0]

    def _sync(self, scenario, force: bool = False) -> None:
        """Show the scenario's values; a field whose value, unit and language are unchanged and
        that shows no error is left alone (every edit syncs every panel while a slider moves)."""
        if not force and self._behind_another_tab():
            return
        context = (fmt.memory_unit(), QLocale().name())
        for path, (widget, from_model) in self._bindings.items():
            value = get_path(scenario, path)
            value = from_model(value) if from_model else value
            has_error = bool(widget.error()) if hasattr(widget, "error") else False
            if not force and not has_error and self._shown.get(path) == (value, context):
                continue
            with QSignalBlocker(widget):
                widget.set_value(value)
            if hasattr(widget, "set_error"):
                widget.set_error("")
            self._shown[path] = (value, context)
        self.sync_extra(scenario)

    def _behind_another_tab(self) -> bool:
        """True (and remembered) while the window is shown but this panel is not: a slider dragged
        on another tab then costs this panel nothing, and it catches up when shown (showEvent)."""
        hidden = behind_another_page(self)
        self._stale = self._stale or hidden
        return hidden

    def _on_result(self, result) -> None:
        if not self._behind_another_tab():
            self.on_result(result)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt API name
        if self._stale:
            self._stale = False
            self._sync(self.store.scenario)
            if self.store.result is not None:
                self.on_result(self.store.result)
        super().showEvent(event)

    def _on_field_error(self, path: str, message: str) -> None:
        entry = self._bindings.get(path)
        if entry and hasattr(entry[0], "set_error"):
            widget, from_model = entry
            self._shown.pop(path, None)
            if not message:
                # The refused text is gone (an accepted value, maybe equal to the one in use, e.g.
                # "Typical" after a refused price): show the value in use, never the stale text.
                value = get_path(self.store.scenario, path)
                with QSignalBlocker(widget):
                    widget.set_value(from_model(value) if from_model else value)
            widget.set_error(message)
        else:
            self.on_other_error(path, message)

    def on_other_error(self, path: str, message: str) -> None:
        """Errors for paths not bound through :meth:`bind` (pickers, spin boxes)."""

    def sync_extra(self, scenario) -> None:
        """Update widgets that are not simple bindings."""

    def on_result(self, result) -> None:
        """Update read-only figures that come from the result."""

    def result_unchanged(self, *words) -> bool:
        """True when ``on_result`` already showed hints worded from ``words`` (the inputs it reads,
        plus language and memory unit): a dragged slider elsewhere then costs this panel nothing."""
        words = (*words, QLocale().name(), fmt.memory_unit())
        if words == self._result_words:
            return True
        self._result_words = words
        return False

    def retranslate_ui(self) -> None:
        """Set every user-visible string; called at construction and on LanguageChange."""

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self._result_words = None
            self._sync(self.store.scenario, force=True)
            if self.store.result is not None:  # hints worded from the result ("Up to 13 fit…") too
                self.on_result(self.store.result)
        super().changeEvent(event)

    def refresh(self) -> None:
        """Full update from the store (first show)."""
        self._sync(self.store.scenario, force=True)
        if self.store.result is not None:
            self.on_result(self.store.result)


def add_rows(layout: QFormLayout, labels: dict, rows) -> None:
    """Rows of (key, widget): a buddy label named by ``key``, or an unlabelled row for ``""``."""
    for key, widget in rows:
        if key:
            layout.addRow(buddy(labels, key, widget), widget)
        else:
            layout.addRow("", widget)


def form() -> QFormLayout:
    """A form layout with labels right-aligned and fields growing, the same in every panel."""
    layout = QFormLayout()
    layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
    # a row too wide for the panel (a long Portuguese label beside a long check box) puts its field
    # under its label rather than widening the panel past its tab
    layout.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
    layout.setHorizontalSpacing(10)
    layout.setVerticalSpacing(7)
    return layout


def buddy(text_holder: dict, key: str, widget: QWidget) -> QLabel:
    """A form label with a buddy (so its mnemonic focuses the field); text set in retranslate."""
    label = QLabel()
    label.setBuddy(widget.focusProxy() or widget)
    text_holder[key] = label
    return label
