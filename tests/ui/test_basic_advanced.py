"""Basic and Advanced: a first start shows what a buyer decides with; the switch (View menu,
remembered) brings back the serving tab, number formats, architecture fields and the batch chart."""

from PySide6.QtCore import QSettings

from k3desk.ui.shell import settings as keys


def _advanced_visible(window) -> dict[str, bool]:
    m = window.model_panel
    return {"serving tab": window.tabs.isTabVisible(3),
            "formats": not any(c.isHidden() for c in m.formats.values()),
            "architecture": not m.arch_section.isHidden(),
            "batch chart": not window.charts.slot("batch").isHidden()}


def test_first_start_is_basic(window):
    assert not window.menu_actions["view.advanced"].isChecked()
    assert not any(_advanced_visible(window).values()), _advanced_visible(window)


def test_advanced_switch_shows_everything_and_draws_the_batch_chart(window, store, qtbot):
    store.set_field("hardware.gpu_count", 16)
    store.flush()
    window.menu_actions["view.advanced"].trigger()
    assert all(_advanced_visible(window).values()), _advanced_visible(window)
    qtbot.waitUntil(lambda: not getattr(window.charts["batch"], "_pending", None))
    assert window.charts["batch"]._result is store.result
    window.menu_actions["view.advanced"].trigger()
    assert not any(_advanced_visible(window).values())


def test_the_choice_is_remembered(qtbot, store, tmp_path):
    from k3desk.ui.views.main_window import MainWindow

    ini = QSettings(str(tmp_path / "ui.ini"), QSettings.Format.IniFormat)
    first = MainWindow(store, settings=ini)
    qtbot.addWidget(first)
    first.menu_actions["view.advanced"].setChecked(True)
    assert keys.read(ini, keys.ADVANCED) == "true"
    second = MainWindow(store, settings=ini)
    qtbot.addWidget(second)
    assert second.menu_actions["view.advanced"].isChecked() and second.tabs.isTabVisible(3)
