"""Presentation mode answers the CFO's questions from the keyboard (issue "A meeting and a procurement
pack", item 1): "and at 50 billion tokens?", "with H200 instead?", "and if the dollar goes to 6.20?",
"over 24 months?", the discount rate, the residency rule and the providers, each reached and changed
with keys only, the layout's geometry unmoved, and every change undone with one key (Ctrl+Z), even from
a field that holds the focus."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from k3desk.scenarios import load_builtin

ALT, CTRL = Qt.KeyboardModifier.AltModifier, Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def page(window, qtbot):
    window.store.set_scenario(load_builtin("k3-8x-b300-brl"))   # amounts in reais: the rate counts
    window.resize(1366, 768)
    window.set_presentation(True, fullscreen=False)
    page = window.presentation_page
    qtbot.waitUntil(page.isVisible)
    _settle(window)
    return page


def _settle(window) -> None:
    window.store.flush()
    window.presentation_page.flush_banner()
    QApplication.sendPostedEvents()
    QApplication.processEvents()


def _geometry(page) -> dict:
    """Where everything on the page is, in page coordinates."""
    widgets = {"banner": page.banner, "note": page.note, "money": page.money, "controls": page.controls,
               "cards": page.cards, "rate": page.money.rate, "term": page.money.term,
               "discount": page.money.discount, "residency": page.money.residency,
               "providers": page.money.providers, "tokens": page.tokens, "gpu": page.gpu,
               **{f"chart.{k}": c for k, c in page.charts.items() if c.isVisible()}}
    return {k: (w.mapTo(page, w.rect().topLeft()), w.size()) for k, w in widgets.items()}


def _type(qtbot, widget, text: str) -> None:
    qtbot.keyClick(widget, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(widget, text)
    qtbot.keyClick(widget, Qt.Key.Key_Return)


def _focused():
    return QApplication.focusWidget()


def test_the_cfos_questions_with_keys_only_and_nothing_moves(window, page, qtbot):
    store = window.store
    start = store.scenario
    before = _geometry(page)
    page.focus_first()
    steps = []

    def asked(check) -> None:
        _settle(window)
        assert check(store.scenario), store.scenario
        assert _geometry(page) == before
        steps.append(store.scenario)

    # "and at 50 billion tokens?": Alt+T to the volume, type it
    qtbot.keyClick(_focused(), Qt.Key.Key_T, ALT)
    assert _focused() is page.tokens.edit
    _type(qtbot, page.tokens.edit, "50B")
    asked(lambda s: s.workload.tokens_per_month == 50e9)

    # "with H200 instead?": Alt+G to the GPU type, the arrows walk the list (each GPU shown is a step)
    qtbot.keyClick(_focused(), Qt.Key.Key_G, ALT)
    assert _focused() is page.gpu
    up = page.gpu.findData("h200") < page.gpu.currentIndex()
    for _ in range(page.gpu.count()):
        qtbot.keyClick(page.gpu, Qt.Key.Key_Up if up else Qt.Key.Key_Down)
        asked(lambda s: True)
        if store.scenario.hardware.gpu.id == "h200":
            break
    assert store.scenario.hardware.gpu.id == "h200"
    # eight do not hold the model: Alt+C to the count, + until they do
    qtbot.keyClick(_focused(), Qt.Key.Key_C, ALT)
    assert _focused() is page.stepper
    for _ in range(4):
        if window.store.result.fit.usable:
            break
        qtbot.keyClick(page.stepper, Qt.Key.Key_Plus)
        asked(lambda s: True)
    assert window.store.result.fit.usable

    # "and if the dollar goes to 6.20?": Alt+R to the rate, typed
    qtbot.keyClick(_focused(), Qt.Key.Key_R, ALT)
    assert _focused() is page.money.rate.edit
    _type(qtbot, page.money.rate.edit, "6.20")
    asked(lambda s: s.pricing.brl_per_usd == pytest.approx(6.20))

    # "over 24 months?": Alt+M to the term, one Down arrow (a step of 12 months)
    qtbot.keyClick(_focused(), Qt.Key.Key_M, ALT)
    assert _focused() is page.money.term.edit
    qtbot.keyClick(page.money.term.edit, Qt.Key.Key_Down)
    asked(lambda s: s.pricing.horizon_months == 24)
    assert "24" in page.banner_text()   # the banner states the new term

    # the discount rate: Alt+D, Up arrow a point at a time
    qtbot.keyClick(_focused(), Qt.Key.Key_D, ALT)
    assert _focused() is page.money.discount.edit
    was = store.scenario.finance.discount_rate_per_year
    qtbot.keyClick(page.money.discount.edit, Qt.Key.Key_Up)
    asked(lambda s: s.finance.discount_rate_per_year == pytest.approx(was + 0.01))

    # the residency rule: Alt+B ticks it; the banner says what it leaves out
    qtbot.keyClick(_focused(), Qt.Key.Key_B, ALT)
    qtbot.waitUntil(page.money.residency.isChecked)   # a mnemonic clicks a check box after its press shows
    asked(lambda s: s.constraints.data_in_brazil)
    assert page.money.residency.isChecked()

    # the providers: Alt+P, Down to the next pair
    qtbot.keyClick(_focused(), Qt.Key.Key_P, ALT)
    assert _focused() is page.money.providers
    pair = (store.scenario.pricing.rental_provider_location, store.scenario.pricing.api_provider_location)
    qtbot.keyClick(page.money.providers, Qt.Key.Key_Down)
    asked(lambda s: (s.pricing.rental_provider_location, s.pricing.api_provider_location) != pair)

    # every change is one Ctrl+Z, from whatever has the focus (a line edit too), back to the start
    for expected in reversed([start, *steps[:-1]]):
        qtbot.keyClick(_focused(), Qt.Key.Key_Z, CTRL)
        _settle(window)
        assert store.scenario == expected
        assert _geometry(page) == before
    page.money.rate.edit.setFocus()
    qtbot.keyClick(page.money.rate.edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)   # redo, from a line edit
    _settle(window)
    assert store.scenario == steps[0]


def test_every_question_is_reached_with_tab(window, page, qtbot):
    page.focus_first()
    seen = set()
    for _ in range(20):
        qtbot.keyClick(_focused(), Qt.Key.Key_Tab)
        seen.add(_focused())
    m = page.money
    assert {m.rate.edit, m.term.edit, m.discount.edit, m.residency, m.providers} <= seen


def test_the_fields_show_the_scenarios_values(window, page):
    s = window.store.scenario
    m = page.money
    assert m.rate.edit.text() == "5.40" and m.rate.isEnabled()   # the example is in reais
    assert m.term.edit.text() == str(s.pricing.horizon_months)
    assert float(m.discount.edit.text()) == pytest.approx(s.finance.discount_rate_per_year * 100)
    assert m.residency.isChecked() == s.constraints.data_in_brazil


def test_a_refused_value_says_so_under_its_field_without_moving_anything(window, page, qtbot):
    before = _geometry(page)
    start = window.store.scenario
    page.money.term.edit.setFocus()
    _type(qtbot, page.money.term.edit, "100")   # the term runs 12 to 60 months
    _settle(window)
    assert window.store.scenario == start
    assert "60" in page.money.term.error()
    assert _geometry(page) == before
    qtbot.keyClick(page.money.term.edit, Qt.Key.Key_Down)
    _settle(window)
    assert not page.money.term.error()


def test_the_steps_stay_in_range(window, page, qtbot):
    page.money.term.edit.setFocus()
    for _ in range(6):
        qtbot.keyClick(page.money.term.edit, Qt.Key.Key_Up)
    _settle(window)
    assert window.store.scenario.pricing.horizon_months == 60
    page.money.discount.edit.setFocus()
    window.store.set_field("finance.discount_rate_per_year", 0.005)
    _settle(window)
    qtbot.keyClick(page.money.discount.edit, Qt.Key.Key_Down)
    qtbot.keyClick(page.money.discount.edit, Qt.Key.Key_Down)
    _settle(window)
    assert window.store.scenario.finance.discount_rate_per_year == 0.0


def test_the_rate_is_off_when_nothing_is_in_reais(window, qtbot):
    window.resize(1366, 768)
    window.set_presentation(True, fullscreen=False)
    page = window.presentation_page
    assert window.store.scenario.pricing.currency == "USD" and window.store.scenario.finance.local_currency == "USD"
    assert not page.money.rate.isEnabled()


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080), (1280, 720)])
def test_the_page_fits_the_screen_it_is_shown_on(window, qtbot, size):
    """The questions' line never makes the window larger than the screen it presents on."""
    window.resize(*size)
    window.set_presentation(True, fullscreen=False)
    _settle(window)
    assert (window.width(), window.height()) == size
