"""The edit-to-repaint shortcuts (charts redraw only what changed, hidden charts draw when shown,
fields left alone when unchanged) must not change what is drawn: a window dragged through many
values and back shows the same pixels as a window opened on that value."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from k3desk.ui.shell.store import ScenarioStore
from k3desk.ui.views.main_window import MainWindow

TOKENS = "workload.tokens_per_month"


def _settle(win) -> None:
    win.store.flush()
    win.verdict.flush()   # the verdict is worded once edits settle
    for _ in range(5):
        QApplication.processEvents()


def _image(win):
    _settle(win)
    return win.grab().toImage()


def _window(qtbot, store):
    win = MainWindow(store, settings=None)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_dragged_window_draws_what_a_fresh_one_draws(qtbot, en_locale):
    dragged = _window(qtbot, ScenarioStore())
    target = 3e9
    for i in range(41):  # a drag across the log slider, with a GPU change and the term tab shown
        dragged.store.set_field(TOKENS, 10 ** (6 + i * 6 / 40), merge=True)
        _settle(dragged)
        if i == 10:
            dragged.store.set_gpu("h200")
        if i == 20:
            dragged.cost_tabs.setCurrentIndex(1)
        if i == 25:
            dragged.cost_tabs.setCurrentIndex(0)
    dragged.store.set_field(TOKENS, target, merge=True)
    dragged.store.end_merge()

    fresh_store = ScenarioStore()
    fresh_store.set_gpu("h200")
    fresh_store.set_field(TOKENS, target)
    fresh = _window(qtbot, fresh_store)
    fresh.store.end_merge()
    assert dragged.store.scenario == fresh.store.scenario
    assert _image(dragged) == _image(fresh)


def test_chart_on_hidden_tab_is_drawn_when_shown(qtbot, en_locale):
    win = _window(qtbot, ScenarioStore())
    win.cost_tabs.setCurrentIndex(1)  # the monthly cost chart is hidden
    _settle(win)
    win.store.set_field(TOKENS, 5e10)
    _settle(win)
    cost = win.charts["cost"]
    assert cost.pending_result()  # not drawn while hidden
    win.cost_tabs.setCurrentIndex(0)
    _settle(win)
    assert not cost.pending_result()
    assert cost.series()["workload"] == [5e10]


def test_a_panel_behind_another_tab_catches_up_when_shown(qtbot):
    """While the Model tab is shown, edits skip the Workload panel; showing it brings every field
    and hint up to date (what it shows is the same as if it had followed every edit)."""
    from k3desk.ui.shell.store import ScenarioStore
    from k3desk.ui.views.main_window import MainWindow

    win = MainWindow(ScenarioStore(), settings=None)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    panel = win.workload_panel
    assert not panel.isVisible()
    win.store.set_field("workload.tokens_per_month", 42e9)
    win.store.flush()
    assert not panel.tokens.edit.text().startswith("42")   # not followed while hidden
    win.tabs.setCurrentIndex(2)
    assert panel.isVisible() and panel.tokens.edit.text().startswith("42")


def test_cards_left_alone_when_unchanged_read_as_fresh_ones(qtbot, en_locale):
    """Cards skip the figures a dragged volume leaves as they were: every card's text, state and
    tooltip after a drag equal those of a window opened on the last value."""
    dragged = _window(qtbot, ScenarioStore())
    for i in range(0, 41, 4):
        dragged.store.set_field(TOKENS, 10 ** (6 + i * 6 / 40), merge=True)
        _settle(dragged)
    dragged.store.set_field(TOKENS, 2e9, merge=True)
    _settle(dragged)
    fresh_store = ScenarioStore()
    fresh_store.set_field(TOKENS, 2e9)
    fresh = _window(qtbot, fresh_store)
    _settle(fresh)
    assert dragged.cards.texts() == fresh.cards.texts()
    for key, card in dragged.cards.cards.items():
        other = fresh.cards.cards[key]
        assert card.title.text() == other.title.text()
        assert card.property("state") == other.property("state")
        assert card.toolTip() == other.toolTip()
