"""Switching the interface language at run time, without a restart, and typing pt-BR numbers."""

from __future__ import annotations

from PySide6.QtCore import Qt


def _menu_titles(win):
    return [win.menus[k].title() for k in ("file", "edit", "view", "help")]


def _card_titles(cards):
    return [c.title.text() for c in cards.cards.values()]


def test_language_switch_en_pt_en_updates_menus_cards_and_title(window, qtbot):
    assert _menu_titles(window) == ["&File", "&Edit", "&View", "&Help"]
    assert _card_titles(window.cards)[0] == "DOES IT FIT?"
    english_tab = window.tabs.tabText(2)

    window.actions["view.language.pt_BR"].trigger()
    qtbot.waitUntil(lambda: window.menus["file"].title() == "&Arquivo")
    assert _menu_titles(window) == ["&Arquivo", "&Editar", "E&xibir", "Aj&uda"]
    assert _card_titles(window.cards)[:2] == ["CABE?", "GPUS NECESSÁRIAS"]
    assert window.actions["file.save_as"].text() == "Salvar &como…"
    assert window.menus["view/language"].title() == "&Idioma"
    assert window.tabs.tabText(2) != english_tab
    assert "," in window.cards.texts()["speed"]  # 43,7 tok/s: numbers follow the new locale too
    assert "salv" in window.file_label.text()  # the file and whether it is saved, in Portuguese

    window.actions["view.language.en"].trigger()
    qtbot.waitUntil(lambda: window.menus["file"].title() == "&File")
    assert _menu_titles(window) == ["&File", "&Edit", "&View", "&Help"]
    assert _card_titles(window.cards)[0] == "DOES IT FIT?"
    assert window.tabs.tabText(2) == english_tab


def test_language_choice_is_remembered(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from k3desk.ui.shell.store import ScenarioStore
    from k3desk.ui.shell.view_settings import stored_language
    from k3desk.ui.views.main_window import MainWindow

    settings = QSettings(str(tmp_path / "ui.ini"), QSettings.Format.IniFormat)
    win = MainWindow(ScenarioStore(), settings=settings)
    qtbot.addWidget(win)
    win.actions["view.language.pt_BR"].trigger()
    assert stored_language(settings) == "pt_BR"
    win.actions["view.language.system"].trigger()
    assert stored_language(settings) is None


def test_pt_br_decimal_comma_typed_into_a_number_field(window, qtbot):
    """"1.234,5" typed in pt-BR is 1234.5 in the scenario (thousands dot, decimal comma)."""
    window.actions["view.language.pt_BR"].trigger()
    window.tabs.setCurrentIndex(1)  # hardware
    field = window.hardware_panel.price
    # rented GPUs: the hourly price is editable
    assert field.isEnabled()
    field.edit.setFocus()
    field.edit.selectAll()
    qtbot.keyClicks(field.edit, "1.234,5")
    qtbot.keyClick(field.edit, Qt.Key.Key_Return)
    window.store.flush()
    assert window.store.scenario.hardware.price_per_gpu_hour == 1234.5
    assert field.edit.text() == "1.234,5"
