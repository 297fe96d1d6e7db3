"""Presentation mode stays steady in a meeting: the page never jumps when the banner changes length,
no line breaks inside an amount, the volume is typed or stepped 1–2–5 per decade, a refused volume
says so without moving anything, and more GPUs that lower the speed per user come with a reason."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication

from k3desk.report import figures
from k3desk.ui.common.formatter import Formatter, keep_amounts_whole
from k3desk.ui.views.presentation_controls import VOLUME_STEPS, step_volume

#: an amount as a reader sees one: symbol, digits, a scale word, "/month"; a range of two
AMOUNT = re.compile(r"(?:US\$|R\$)\s?[\d.,]+(?:\s(?:k|M|B|T|mil|mi|bi|tri))?(?:/\u2060?\w+)?"
                    r"(?:–\u2060?(?:US\$|R\$)\s?[\d.,]+(?:\s(?:k|M|B|T|mil|mi|bi|tri))?)?"
                    r"|\d[\d.,]*\s(?:billion|million|trillion|bilhões|bilhão|milhões|milhão)")


@pytest.fixture
def page(window, qtbot):
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


def _set(window, gpu: str, count: int, tokens: float = 10e9) -> None:
    store = window.store
    store.set_gpu(gpu)
    store.apply({"hardware.gpu_count": count, "workload.tokens_per_month": tokens})
    _settle(window)


def _geometry(page) -> dict:
    return {"banner": page.banner.geometry(), "note": page.note.geometry(), "controls": page.controls.geometry(),
            "cards": page.cards.geometry(), **{k: c.geometry() for k, c in page.charts.items() if c.isVisible()}}


def _lines_at_styled_size(label) -> int:
    fm = label.fontMetrics()
    rect = fm.boundingRect(QRect(0, 0, label.contentsRect().width(), 10_000), int(Qt.TextFlag.TextWordWrap),
                           label.text())
    return round(rect.height() / fm.lineSpacing())


def _laid_out_lines(label) -> list[tuple[int, int]]:
    """(start, length) of each line as the label draws its text (its fitted font, its width)."""
    layout = QTextLayout(label.text(), label.fitted_font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(label.contentsRect().width())
        lines.append((line.textStart(), line.textLength()))
    layout.endLayout()
    return lines


def test_the_page_does_not_jump_when_the_banner_changes_length(window, page):
    """One-line and two-line verdicts: the banner keeps its height and nothing under it moves."""
    before = _geometry(page)
    lines = set()
    for gpu, count, tokens in (("b300", 8, 10e9), ("h200", 8, 10e9), ("b300", 8, 1e6), ("b300", 16, 10e9),
                               ("rtx-pro-6000", 8, 10e9), ("m3-ultra-512", 8, 10e9), ("b300", 8, 10e9)):
        _set(window, gpu, count, tokens)
        lines.add(_lines_at_styled_size(page.banner))
        assert _geometry(page) == before, (gpu, count, page.banner_text())
        assert page.banner.fits(), page.banner_text()
    assert {1, 2} <= lines   # both lengths were shown (a longer one is set smaller, in the same height)


@pytest.mark.parametrize("width", [w if w in (1024, 1344, 1920) else pytest.param(w, marks=pytest.mark.slow)
                                   for w in range(1024, 1921, 64)])   # the quick loop: laptop, 1366-ish, full HD
def test_no_line_breaks_inside_an_amount(window, page, width):
    window.resize(width, 768)
    cases = []
    for gpu, count in (("b300", 8), ("b300", 16), ("mi325x", 8), ("h200", 8)):
        _set(window, gpu, count)
        cases.append(page.banner.text())
        s, r = window.store.scenario, window.store.result
        if r.fit.usable:   # the hardware form too: "self-hosting US$ 86,140/month vs API US$ 54,000"
            cases.append(keep_amounts_whole(Formatter.for_screen().text(figures.banner(s, r))))
    for text in cases:
        page.banner.setText(text)
        starts = [start for start, _n in _laid_out_lines(page.banner)][1:]
        for m in AMOUNT.finditer(text):
            assert not any(m.start() < b < m.end() for b in starts), (width, m.group(0), text)


def test_amounts_stay_whole_in_the_formatter():
    text = keep_amounts_whole("Fits on 8× B300 — self-hosting US$ 86,140/month vs API US$ 54,000; 8.0 billion tokens")
    assert "US$\u00a086,140/\u2060month" in text and "8.0\u00a0billion" in text and "8×\u00a0B300" in text
    assert keep_amounts_whole("em 27/07/2026") == "em 27/07/2026"   # dates are left alone


def test_volume_steps_one_two_five_per_decade():
    assert VOLUME_STEPS[:4] == (1e6, 2e6, 5e6, 1e7) and VOLUME_STEPS[-1] == 1e12
    down, v = [], 10e9
    for _ in range(3):
        v = step_volume(v, up=False)
        down.append(v)
    assert down == [5e9, 2e9, 1e9]   # 10 B → 2 B in two presses (it took some 70)
    assert step_volume(3e9, True) == 5e9 and step_volume(3e9, False) == 2e9   # from a typed volume
    assert step_volume(1e12, True) == 1e12 and step_volume(1e6, False) == 1e6   # the ends hold


def test_a_presenter_types_and_steps_the_volume(window, page, qtbot):
    store, volume = window.store, page.tokens
    volume.edit.setFocus()
    for _ in range(2):
        qtbot.keyClick(volume.edit, Qt.Key.Key_Down)
    store.flush()
    assert store.scenario.workload.tokens_per_month == 2e9
    volume.edit.selectAll()
    qtbot.keyClicks(volume.edit, "3 B")
    qtbot.keyClick(volume.edit, Qt.Key.Key_Return)
    store.flush()
    assert store.scenario.workload.tokens_per_month == 3e9
    qtbot.keyClick(volume.edit, Qt.Key.Key_Up)
    store.flush()
    assert store.scenario.workload.tokens_per_month == 5e9 and volume.edit.text() == "5\u00a0B"
    qtbot.mouseClick(volume.plus, Qt.MouseButton.LeftButton)
    store.flush()
    assert store.scenario.workload.tokens_per_month == 10e9
    volume.slider.setFocus()
    qtbot.keyClick(volume.slider, Qt.Key.Key_Left)
    store.flush()
    assert store.scenario.workload.tokens_per_month == 5e9
    qtbot.mouseClick(volume.minus, Qt.MouseButton.LeftButton)
    store.flush()
    assert store.scenario.workload.tokens_per_month == 2e9
    assert store.undo_stack.count() >= 6   # every press is one undo step, as any edit


def test_a_volume_typed_in_portuguese(window, page, qtbot):
    window.menu_actions["view.language.pt_BR"].trigger()
    qtbot.waitUntil(lambda: page.labels["tokens"].text() == "&Tokens por mês")
    volume = page.tokens
    volume.edit.setFocus()
    volume.edit.selectAll()
    qtbot.keyClicks(volume.edit, "2,5 bi")
    qtbot.keyClick(volume.edit, Qt.Key.Key_Return)
    window.store.flush()
    assert window.store.scenario.workload.tokens_per_month == 2.5e9
    assert volume.edit.text() == "2,5\u00a0bi"
    window.menu_actions["view.language.en"].trigger()


def test_a_refused_volume_says_so_without_moving_anything(window, page, qtbot):
    store, volume = window.store, page.tokens
    before, geometry = store.scenario, _geometry(page)
    volume.edit.setFocus()
    volume.edit.selectAll()
    qtbot.keyClicks(volume.edit, "lots")
    qtbot.keyClick(volume.edit, Qt.Key.Key_Return)
    assert volume.error() and volume.error_label.isVisible() and store.scenario == before
    assert volume.error_label.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    QApplication.processEvents()
    assert _geometry(page) == geometry and page.context.geometry().top() > volume.geometry().top()
    assert volume.error_label.parentWidget() is page   # floats on the page, in the page's type
    volume.edit.selectAll()
    qtbot.keyClicks(volume.edit, "10 B")   # the value already in use: the store has nothing to change
    qtbot.keyClick(volume.edit, Qt.Key.Key_Return)
    assert not volume.error() and not volume.error_label.isVisible()
    volume.edit.selectAll()
    qtbot.keyClicks(volume.edit, "lots")
    qtbot.keyClick(volume.edit, Qt.Key.Key_Return)
    assert volume.error()
    qtbot.keyClick(page.stepper, Qt.Key.Key_Plus)   # another edit: the field shows the value in use again
    store.flush()
    assert not volume.error() and volume.edit.text() == "10\u00a0B"


def test_more_gpus_that_lower_the_speed_per_user_say_why(window, page, qtbot):
    store = window.store
    _set(window, "b300", 8)
    empty, geometry = page.note_text(), _geometry(page)
    assert empty == ""
    page.stepper.setFocus()
    qtbot.keyClick(page.stepper, Qt.Key.Key_Plus)
    _settle(window)
    assert store.scenario.hardware.gpu_count == 16
    note = page.note_text()
    speed = page.cards.texts()["speed"]
    shown = f"{store.result.throughput.decode_per_sequence.value:.1f}"
    assert note.startswith(f"{shown}\u00a0tok/s per user, down from ") and "on 8\u00a0GPUs" in note and "network" in note
    assert speed.startswith(shown)   # the card the reason speaks of
    assert page.note.fits() and _geometry(page) == geometry   # the line was there, empty, all along
    qtbot.keyClick(page.stepper, Qt.Key.Key_Plus)   # 32 is faster than 16: nothing to explain
    _settle(window)
    assert store.scenario.hardware.gpu_count == 32 and page.note_text() == ""
    qtbot.keyClick(page.stepper, Qt.Key.Key_Minus)
    _settle(window)
    window.menu_actions["view.language.pt_BR"].trigger()
    qtbot.waitUntil(lambda: "por usuário" in page.note_text())
    assert "rede" in page.note_text() and page.note.fits()
    window.menu_actions["view.language.en"].trigger()


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_pickers_show_whole_names(window, page, size):
    """The closed GPU and scenario pickers show a whole name (a shorter form when the long one does
    not fit: "NVIDIA B300", "B300"), never "NVIDIA B300 (HGX Blackwell Ul…"."""
    window.resize(*size)
    for gid in ("b300", "mi325x", "rtx-pro-6000", "m3-ultra-512"):
        _set(window, gid, 8)
        for combo in (page.gpu, page.scenario):
            shown = combo.shown_text()
            assert "…" not in shown and shown in combo.forms(), (gid, shown)
            assert QFontMetrics(combo.shown_font()).horizontalAdvance(shown) <= combo.field_width()
        assert page.gpu.currentData() == gid
