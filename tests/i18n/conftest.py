"""Fixtures for translation tests: the interface language is reset to English after each test, so a
test that switches to pt-BR (or installs a pseudo translator) never leaks into the next one."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    from k3desk.ui.shell import i18n

    i18n.install_language("en")
    yield
    i18n.install_language("en")


@pytest.fixture(autouse=True)
def no_modal_message_boxes(monkeypatch):
    """A modal QMessageBox would block an offscreen test: answer it instead."""
    from PySide6.QtWidgets import QMessageBox

    def box(*_args, **_kwargs):
        return QMessageBox.StandardButton.Discard

    for kind in ("question", "warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, kind, staticmethod(box))


@pytest.fixture
def window(qtbot):
    from k3desk.ui.shell.store import ScenarioStore
    from k3desk.ui.views.main_window import MainWindow

    win = MainWindow(ScenarioStore(), settings=None)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    return win
