"""Preferences: organization, author and paper size reach the PDF report."""

from PySide6.QtCore import QSettings

from k3desk import paths
from k3desk.ui.dialogs.preferences import PreferencesDialog


def test_ok_saves_and_the_report_uses_them(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("K3DESK_CONFIG_DIR", str(tmp_path))
    settings = QSettings(str(paths.config_dir() / "ui.ini"), QSettings.Format.IniFormat)
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.organization, "Compras Brasil Ltda.")
    qtbot.keyClicks(dialog.author, "Ana Souza")
    dialog.page.setCurrentIndex(1)
    dialog.accept()
    from k3desk.ui.pdf.export import report_meta

    assert report_meta() == {"organization": "Compras Brasil Ltda.", "author": "Ana Souza"}
    assert settings.value("report/page") == "Letter"


def test_cancel_changes_nothing(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("K3DESK_CONFIG_DIR", str(tmp_path))
    settings = QSettings(str(paths.config_dir() / "ui.ini"), QSettings.Format.IniFormat)
    settings.setValue("report/author", "Before")
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.author.setText("After")
    dialog.reject()
    assert settings.value("report/author") == "Before"


def test_preferences_action_in_edit_menu(window):
    assert window.menu_actions["edit.preferences"] in window.menus["edit"].actions()
    assert not window.menu_actions["edit.preferences"].shortcut().isEmpty()
