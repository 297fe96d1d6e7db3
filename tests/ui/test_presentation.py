"""Presentation mode: F5 enters a full-screen page bound to the same store, Esc leaves, the
stepper changes the GPU count, and the banner tells the verdict compute() gives."""

from __future__ import annotations

from PySide6.QtCore import Qt

from k3desk.core import compute
from k3desk.report import figures
from k3desk.ui.common.formatter import Formatter


def _enter(window, qtbot):
    window.activateWindow()
    window.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: window.is_presentation())
    return window.presentation_page


def test_f5_enters_full_screen_and_esc_leaves(window, qtbot):
    page = _enter(window, qtbot)
    assert window.stack.currentWidget() is page and page.isVisible()
    assert window.windowState() & Qt.WindowState.WindowFullScreen
    assert not window.menuBar().isVisible()
    assert window.menu_actions["view.presentation"].isChecked()
    qtbot.keyClick(page.stepper, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.is_presentation())
    assert window.stack.currentWidget() is window.normal_page
    assert not window.windowState() & Qt.WindowState.WindowFullScreen
    assert window.menuBar().isVisible()
    assert not window.menu_actions["view.presentation"].isChecked()


def test_stepper_buttons_and_keys_change_gpu_count(window, qtbot):
    store = window.store
    store.set_field("hardware.gpu_count", 8)
    store.flush()
    page = _enter(window, qtbot)
    qtbot.mouseClick(page.stepper.plus, Qt.MouseButton.LeftButton)
    store.flush()
    assert store.scenario.hardware.gpu_count == 16  # next whole node, not 9
    qtbot.mouseClick(page.stepper.minus, Qt.MouseButton.LeftButton)
    store.flush()
    assert store.scenario.hardware.gpu_count == 8
    qtbot.keyClick(page.stepper, Qt.Key.Key_Minus)
    store.flush()
    assert store.scenario.hardware.gpu_count == 4
    qtbot.keyClick(page.stepper, Qt.Key.Key_Plus)
    store.flush()
    assert store.scenario.hardware.gpu_count == 8
    assert page.stepper.value.text() == "8"


def test_banner_follows_compute(window, qtbot):
    """The banner states the decision for the whole fleet (the figures layer's short form), good news
    when self-hosting wins; what does not fit says so and what would."""
    from k3desk.core.money.decision import SELF_HOST, decide

    store = window.store
    page = _enter(window, qtbot)
    for gpu, count in (("b300", 8), ("h200", 8), ("h200", 16)):
        store.set_gpu(gpu)
        store.set_field("hardware.gpu_count", count)
        store.flush()
        s = store.scenario
        r = compute(s)
        text = page.banner_text()
        if r.fit.fits and r.fit.deployable:
            d = decide(s, r)
            route = Formatter.for_screen().text(figures.route_phrase(d.winner, d, s))
            assert text.startswith("Over 36 months, ") and route in text.replace("\u00a0", " "), text
            assert page.banner.property("state") == ("ok" if d.winner in SELF_HOST else "bad")
        else:
            assert text.startswith("Does not fit"), text
            assert page.banner.property("state") == "bad"
            if r.fit.min_deployable_gpus:
                assert f"needs {r.fit.min_deployable_gpus}×" in text


def test_banner_waits_for_a_drag_to_settle(window, qtbot):
    store = window.store
    page = _enter(window, qtbot)
    page.flush_banner()
    before = page.banner.text()
    store.set_field("workload.tokens_per_month", 2e9, merge=True)
    store.flush()
    assert page.banner.text() == before                        # mid-drag: nothing re-worded yet
    qtbot.waitUntil(lambda: page.banner.text() != before, timeout=3000)
    assert "the API is cheapest" in page.banner.text()


def test_slider_arrow_keys_change_monthly_tokens(window, qtbot):
    store = window.store
    page = _enter(window, qtbot)
    before = store.scenario.workload.tokens_per_month
    page.tokens.slider.setFocus()
    qtbot.keyClick(page.tokens.slider, Qt.Key.Key_Right)
    store.flush()
    assert store.scenario.workload.tokens_per_month > before
    assert page.tokens.edit.text() == "20\u00a0B"   # 10 B → 20 B: the next 1–2–5 step


def test_tab_order_reaches_every_control(window, qtbot):
    page = _enter(window, qtbot)
    page.scenario.setFocus()
    seen = []
    for _ in range(6):
        seen.append(window.focusWidget())
        window.focusNextChild()
    for widget in (page.scenario, page.gpu, page.stepper, page.tokens.edit, page.tokens.slider, page.context.combo):
        assert widget in seen


def test_high_contrast_toggle_restyles_charts(window, qtbot):
    page = _enter(window, qtbot)
    assert page._mode == "contrast"  # default on in presentation
    window.menu_actions["view.high_contrast"].trigger()
    assert page._mode in ("light", "dark")
    window.menu_actions["view.high_contrast"].trigger()
    assert page._mode == "contrast"


def test_scenario_switcher_loads_an_example_through_the_file_controller(window, qtbot):
    page = _enter(window, qtbot)
    examples = [i for i in range(page.scenario.count()) if (page.scenario.itemData(i) or ("",))[0] == "example"]
    assert examples
    index = examples[0]
    _kind, sid = page.scenario.itemData(index)
    page.scenario.setCurrentIndex(index)
    page.scenario.activated.emit(index)
    window.store.flush()
    from k3desk.scenarios import load_builtin

    assert window.store.scenario.name == load_builtin(sid).name
    assert page.scenario.itemText(0).endswith(load_builtin(sid).name)


def test_theme_choice_applies_and_is_remembered(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from k3desk.ui.shell.store import ScenarioStore
    from k3desk.ui.views.main_window import MainWindow

    settings = QSettings(str(tmp_path / "ui.ini"), QSettings.Format.IniFormat)
    win = MainWindow(ScenarioStore(), settings=settings)
    qtbot.addWidget(win)
    win.menu_actions["view.theme.dark"].trigger()
    assert win.view.mode(False) == "dark"
    assert win.charts["cost"]._theme.background == "#1E1E1E"
    assert settings.value("view/theme") == "dark"
    win.menu_actions["view.theme.light"].trigger()
    assert win.charts["cost"]._theme.background == "#FFFFFF"
    again = MainWindow(ScenarioStore(), settings=settings)
    qtbot.addWidget(again)
    assert again.menu_actions["view.theme.light"].isChecked()


def test_the_windows_cards_catch_up_after_presenting(window, qtbot):
    """While the presentation page is shown the window's own cards are not re-worded on every
    edit; back on the window they show the figures of the scenario as it is now."""
    window.show()
    qtbot.waitExposed(window)
    window.set_presentation(True, fullscreen=False)
    before = window.cards.texts()["break_even"]
    window.store.set_field("workload.tokens_per_month", 3e9)
    window.store.flush()
    assert window.cards.texts()["break_even"] == before          # not re-worded while hidden
    assert "3" in window.presentation_page.cards.texts()["break_even"]
    window.set_presentation(False, fullscreen=False)
    assert window.cards.texts()["break_even"] == window.presentation_page.cards.texts()["break_even"]
    assert window.cards.texts()["break_even"] != before
