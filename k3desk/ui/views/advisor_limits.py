"""The Advisor's limits belong to the model they were set for.

A minimum speed, a maximum time to first token, a budget or a GPU cap are set with one model in
mind: 40 tok/s per user is easy for a 30 B model and out of reach for a 2.8 T one. Kept silently
after a switch to another model they would change the answer without anyone noticing (and the
presentation page's C key uses them too). So the page says which model the limits were set for,
and when the scenario's model changes the limits go back to "no limit" and the page says so.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSignalBlocker, Qt
from PySide6.QtWidgets import QWidget

from k3desk.ui.common.fit import FitLabel


def model_key(scenario) -> tuple[str, str]:
    return scenario.model.id, scenario.model.name


class AdvisorLimits(QObject):
    """Watches the limit spin boxes and the store's model; ``note`` says whose limits they are."""

    def __init__(self, store, spins, on_reset, parent: QWidget):
        super().__init__(parent)
        self.store, self.spins, self._on_reset = store, tuple(spins), on_reset
        self.note = FitLabel("", parent, lines=2, min_scale=0.8, fixed=True)   # appears and clears in place
        self.note.setObjectName("hint")
        self.note.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._for: tuple[str, str] | None = None   # the model the limits in force were set for
        self._cleared: tuple[str, str] | None = None   # (old model, new model) after a reset
        for spin in self.spins:
            spin.valueChanged.connect(self._edited)
        store.scenario_changed.connect(self._scenario_changed)

    def any_set(self) -> bool:
        return any(spin.value() for spin in self.spins)

    def set_for(self) -> str | None:
        """The name of the model the limits in force were set for; None when none is set."""
        return self._for[1] if self._for and self.any_set() else None

    def _edited(self, *_args) -> None:
        self._for = model_key(self.store.scenario) if self.any_set() else None
        self._cleared = None
        self.retranslate()

    def _scenario_changed(self, scenario) -> None:
        if self._for is None or model_key(scenario) == self._for or not self.any_set():
            return
        self._cleared = (self._for[1], scenario.model.name)
        self._for = None
        for spin in self.spins:
            with QSignalBlocker(spin):
                spin.setValue(0)
        self.retranslate()
        self._on_reset()

    def retranslate(self) -> None:
        if (name := self.set_for()) is not None:
            text = self.tr("Limits set for %1").replace("%1", name)
        elif self._cleared is not None:
            text = self.tr("Limits for %1 cleared: the model is now %2").replace(
                "%1", self._cleared[0]).replace("%2", self._cleared[1])
        else:
            text = ""
        self.note.setText(text)
