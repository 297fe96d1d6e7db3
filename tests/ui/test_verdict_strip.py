"""The window states the decision above the cards, in a fixed two-line space: the same words as the
command line's verdict (one figures layer), the whole fleet, and a layout that never jumps."""

from __future__ import annotations

from k3desk.core.money.decision import decide
from k3desk.report import figures
from k3desk.ui.common.formatter import Formatter


def _settled(window, qtbot):
    window.store.flush()
    window.verdict.flush()
    return window.verdict


def test_the_window_states_the_decision_of_the_figures_layer(window, qtbot):
    strip = _settled(window, qtbot)
    s, r = window.store.scenario, window.store.result
    d = decide(s, r)
    f = Formatter.for_screen(s.pricing.currency)
    short, long = strip.forms()
    assert long == f.text(figures.decision_sentence(s, r, d))
    assert short == f.text(figures.decision_short(s, r, d))
    assert strip.text() in (short, long) and strip.toolTip()
    assert f.text(figures.route_phrase(d.winner, d, s)) in strip.text()


def test_the_strip_follows_edits_and_keeps_its_height(window, qtbot):
    strip = _settled(window, qtbot)
    height = strip.height()
    window.store.set_field("workload.tokens_per_month", 2e9)    # the API wins at 2 B tokens
    strip = _settled(window, qtbot)
    assert "the API" in strip.forms()[1] and strip.height() == height
    window.store.set_field("hardware.gpu_count", 2)              # does not fit: the banner's words
    strip = _settled(window, qtbot)
    assert "not fit" in strip.text() and strip.height() == height


def test_short_form_when_the_window_is_narrow(window, qtbot):
    strip = _settled(window, qtbot)
    strip.resize(260, strip.height())
    assert strip.text() == strip.forms()[0]


def test_the_strip_follows_the_language(window, qtbot):
    from k3desk.ui.shell import i18n

    strip = _settled(window, qtbot)
    i18n.install_language("pt_BR")
    try:
        qtbot.waitUntil(lambda: strip.text().startswith("Em 36 meses"), timeout=3000)
    finally:
        i18n.install_language("en")
    qtbot.waitUntil(lambda: strip.text().startswith("Over 36 months"), timeout=3000)
