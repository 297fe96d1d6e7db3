"""The speed card opens the measured evidence behind its estimate (issue: a click opens it)."""

from __future__ import annotations

from PySide6.QtCore import Qt


def test_clicking_the_speed_card_opens_the_evidence(window, qtbot, monkeypatch):
    from k3desk.ui.dialogs.assumptions import AssumptionsDialog

    shown = {}

    def fake_exec(self):
        shown["text"] = self.as_text()
        shown["current"] = self.tree.currentItem().text(0)
        return 0

    monkeypatch.setattr(AssumptionsDialog, "exec", fake_exec)
    qtbot.mouseClick(window.cards.cards["speed"], Qt.MouseButton.LeftButton)
    assert shown["current"] == "Evidence: nearest published measurements"
    assert "For this setup we estimate" in shown["text"] and "measured" in shown["text"]
    e = window.store.result.evidence[0]
    assert e.source in shown["text"].replace("“", "").replace("”", "")


def test_speed_card_tooltip_names_the_nearest_measurement(window):
    tip = window.cards.cards["speed"].toolTip()
    assert "For this setup we estimate" in tip and "Click for the nearest published measurements." in tip
