"""No elided or clipped text anywhere a buyer looks, at 1366×768, in English, pt-BR and the
pseudo-locale (every string 40% longer): the main window (Basic and Advanced), presentation mode
(also at 1920×1080, on every catalog GPU, its pickers included), the comparison and the Advisor. Widgets that shorten on purpose (source citations) carry the
``elides`` property and show their full text as a tooltip; everything else must fit."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.i18n.test_pseudo_locale import PseudoTranslator, _clipped

LANGS = ("en", "pt_BR", "pseudo")


@pytest.fixture(params=LANGS)
def lang(request, window, qapp, qtbot):
    tr = None
    if request.param == "pt_BR":
        window.menu_actions["view.language.pt_BR"].trigger()
        qtbot.waitUntil(lambda: window.menus["file"].title() == "&Arquivo")
    elif request.param == "pseudo":
        tr = PseudoTranslator(qapp)
        qapp.installTranslator(tr)
        qtbot.waitUntil(lambda: window.menus["file"].title().endswith("~"))
    yield request.param
    if tr is not None:
        qapp.removeTranslator(tr)
    if request.param == "pt_BR":
        window.menu_actions["view.language.en"].trigger()


def _settle(window):
    window.resize(1366, 768)
    for _ in range(3):
        QApplication.processEvents()


def test_main_window(window, lang):
    problems = []
    for advanced in (False, True):
        window.menu_actions["view.advanced"].setChecked(advanced)
        for tab in range(window.tabs.count()):
            if window.tabs.isTabVisible(tab):
                window.tabs.setCurrentIndex(tab)
                _settle(window)
                problems += _clipped(window)
    assert not problems, "\n".join(sorted(set(problems)))


@pytest.mark.parametrize("size", [(1366, 768), pytest.param((1920, 1080), marks=pytest.mark.slow)])
def test_presentation(window, lang, qtbot, size):
    """Presentation mode on every catalog GPU (the longest names: "AMD Instinct MI325X", "NVIDIA B300
    (HGX Blackwell Ultra)", "Apple Mac Studio M3 Ultra (512 GB)") at both sizes: the banner,
    the cards' big values and the pickers, closed and open."""
    window.set_presentation(True, fullscreen=False)
    page, store = window.presentation_page, window.store
    window.resize(*size)
    problems = []
    for i, gid in enumerate(store.catalog.gpus):
        store.set_gpu(gid)
        store.flush()
        page.flush_banner()
        QApplication.processEvents()
        problems += [f"{gid}: {p}" for p in _clipped(page, combos=True, popups=i == 0)]
    window.set_presentation(False, fullscreen=False)
    assert not problems, "\n".join(sorted(set(problems)))


def test_compare_view(window, lang, qtbot):
    store = window.store
    first = store.scenario
    store.set_field("hardware.gpu_count", 16)
    view = window.files.show_compare([first, store.scenario])
    qtbot.addWidget(view)
    view.resize(1366, 768)
    view.show()
    QApplication.processEvents()
    problems = _clipped(view)
    assert not problems, "\n".join(sorted(set(problems)))


def test_advisor(window, lang, qtbot):
    window.set_advisor(True)
    qtbot.waitUntil(lambda: window.advisor_page is not None and window.advisor_page.isVisible())
    window.advisor_page.wait_ready()   # the ranking is made off the GUI thread
    _settle(window)
    problems = _clipped(window.advisor_page)
    window.set_advisor(False)
    assert not problems, "\n".join(sorted(set(problems)))
