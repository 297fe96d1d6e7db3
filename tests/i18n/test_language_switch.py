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

    window.menu_actions["view.language.pt_BR"].trigger()
    qtbot.waitUntil(lambda: window.menus["file"].title() == "&Arquivo")
    assert _menu_titles(window) == ["&Arquivo", "&Editar", "E&xibir", "Aj&uda"]
    assert _card_titles(window.cards)[:2] == ["CABE?", "GPUS NECESSÁRIAS"]
    assert window.menu_actions["file.save_as"].text() == "Salvar &como…"
    assert window.menus["view/language"].title() == "&Idioma"
    assert window.tabs.tabText(2) != english_tab
    assert "," in window.cards.texts()["speed"]  # 43,7 tok/s: numbers follow the new locale too
    assert "salv" in window.file_label.text()  # the file and whether it is saved, in Portuguese

    window.menu_actions["view.language.en"].trigger()
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
    win.menu_actions["view.language.pt_BR"].trigger()
    assert stored_language(settings) == "pt_BR"
    win.menu_actions["view.language.system"].trigger()
    assert stored_language(settings) is None


def test_pt_br_decimal_comma_typed_into_a_number_field(window, qtbot):
    """"1.234,5" typed in pt-BR is 1234.5 in the scenario (thousands dot, decimal comma)."""
    window.menu_actions["view.language.pt_BR"].trigger()
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


def _chart_texts(win) -> dict[str, list[str]]:
    """Every word a chart shows: title, legend, labels inside the plot, axis titles and tick labels."""
    import pyqtgraph as pg
    from PySide6.QtWidgets import QApplication

    out = {}
    for key in ("vram", "cost", "term", "batch"):
        chart = win.charts[key]
        if key == "term":
            win.cost_tabs.setCurrentIndex(1)
        elif key == "cost":
            win.cost_tabs.setCurrentIndex(0)
        QApplication.processEvents()
        items = [i.toPlainText() for i in chart.plot_widget.scene().items()
                 if isinstance(i, pg.TextItem) and i.isVisible() and i.toPlainText()]
        axes = []
        for name in ("bottom", "left", "right"):
            axis = chart.plot_item.getAxis(name) if name in chart.plot_item.axes else None
            if axis is not None and axis.isVisible():
                (lo, hi) = axis.range
                values = [v for _spacing, vs in axis.tickValues(lo, hi, axis.width() or axis.height()) for v in vs]
                axes += [axis.labelText, *axis.tickStrings(values, 1.0, 1.0)]
        out[key] = sorted([chart.title_label.text(), chart.legend_label.text(), *items, *axes])
    win.cost_tabs.setCurrentIndex(0)
    return out


def test_chart_labels_follow_a_live_language_switch(window, qtbot):
    """Right after switching, with no edit, every chart says what a window started in Portuguese says:
    "utilizável 270 GB de 300 GB", "Pesos 195 GB", "payback: mês 22", ticks in "mi" and "bi"."""
    from k3desk.ui.shell.store import ScenarioStore
    from k3desk.ui.views.main_window import MainWindow

    window.menu_actions["view.advanced"].setChecked(True)   # the batch chart too
    english = _chart_texts(window)
    window.menu_actions["view.language.pt_BR"].trigger()
    qtbot.waitUntil(lambda: window.menus["file"].title() == "&Arquivo")
    switched = _chart_texts(window)

    fresh = MainWindow(ScenarioStore(), settings=None)
    qtbot.addWidget(fresh)
    fresh.resize(window.size())
    fresh.menu_actions["view.advanced"].setChecked(True)
    fresh.show()
    qtbot.waitExposed(fresh)
    assert switched == _chart_texts(fresh)
    for key in english:
        assert switched[key] != english[key], key
