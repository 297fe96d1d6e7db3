"""UI fixtures: a store on the default scenario and a main window without persisted settings.

``tests/conftest.py`` already sets QT_QPA_PLATFORM=offscreen and a throwaway K3DESK_CONFIG_DIR.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale


@pytest.fixture
def en_locale():
    old = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    yield
    QLocale.setDefault(old)


@pytest.fixture
def store(qtbot, en_locale):
    from k3desk.ui.shell.store import ScenarioStore

    return ScenarioStore()


@pytest.fixture
def window(qtbot, store):
    from k3desk.ui.views.main_window import MainWindow

    win = MainWindow(store, settings=None)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture(autouse=True)
def no_modal_message_boxes(monkeypatch):
    """A modal QMessageBox would block an offscreen test forever: answer it instead and record it.

    Questions answer Discard (closing a window with unsaved edits in a test must not hang);
    tests that care about an answer patch QMessageBox themselves.
    """
    from PySide6.QtWidgets import QMessageBox

    shown: list[tuple[str, str]] = []

    def answer(kind, result):
        def box(_parent, title, text, *args, **kwargs):
            shown.append((kind, str(text)))
            return result
        return staticmethod(box)

    monkeypatch.setattr(QMessageBox, "question", answer("question", QMessageBox.StandardButton.Discard))
    for kind in ("warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, kind, answer(kind, QMessageBox.StandardButton.Ok))
    return shown
