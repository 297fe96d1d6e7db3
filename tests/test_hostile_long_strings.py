"""Hostile input, class "text at its length limit" (issue 33, finding 5): a 200-character scenario
name, 120-character model and GPU names without a space, 2,000-character sources and long notes ran
off the PDF's pages and out of the window's cards. Now every text drawn on a page fits its box and
the page (a word wider than its room breaks anywhere; chart labels and the cover are shortened in the
middle), and the window's cards and verdict wrap or elide with the whole text in a tooltip.

The PDF check records every text the layout draws and measures it with the flags it is drawn with.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QLabel

from k3desk.core.presets import default_scenario
from k3desk.core.scenario import Scenario


def at_limits(spaces: bool = False) -> Scenario:
    d = default_scenario().model_dump()
    word = (lambda c, n: " ".join([c * 9] * (n // 10))) if spaces else (lambda c, n: c * n)
    d["name"] = word("N", 200)
    d["notes"] = " ".join(["W" * 300] * 20)
    d["model"]["name"] = word("M", 120)
    d["model"]["vendor"] = "V" * 80
    d["model"]["source"] = "S" * 2000
    d["hardware"]["gpu"]["name"] = word("G", 120)
    d["hardware"]["gpu"]["source"] = "Q" * 2000
    return Scenario.model_validate(d)


@pytest.fixture
def drawn(monkeypatch, qapp):
    """Every text the PDF layout and its charts draw, with what went past its box or the page."""
    from k3desk.ui.pdf import canvas, layout

    problems: list[str] = []
    real_draw, real_text = layout.Layout.draw_text, canvas.Canvas.text

    def draw_text(self, p, rect, text, font, color=layout.COLORS["text"], align=layout.LEFT):
        fm = QFontMetricsF(font, self.dev)
        box = fm.boundingRect(QRectF(rect.x(), rect.y(), rect.width(), 1e9),
                              self._flags(text, font, rect.width()) | align | layout.TOP, text)
        if box.width() > rect.width() + 2 or box.right() > self.page_w - self.margin + 2:
            problems.append(f"{text[:40]!r}: {box.width():.0f} wide in {rect.width():.0f}")
        if rect.bottom() > self.page_h - self.pt(40) and rect.top() < self.bottom - 2:   # into the footer
            problems.append(f"{text[:40]!r}: runs into the footer")
        return real_draw(self, p, rect, text, font, color, align)

    def text(self, x, y, s, align="c", font=None, color=layout.COLORS["text"], valign="c"):
        w = real_text(self, x, y, s, align, font, color, valign)
        left = {"l": x, "c": x - w / 2, "r": x - w}[align]
        if left < self.outer.left() - 2 or left + w > self.outer.right() + 2:
            problems.append(f"chart label {s[:40]!r} leaves its chart")
        return w

    monkeypatch.setattr(layout.Layout, "draw_text", draw_text)
    monkeypatch.setattr(canvas.Canvas, "text", text)
    return problems


@pytest.mark.parametrize("spaces", [False, True], ids=["one-word names", "names with spaces"])
@pytest.mark.parametrize("kind", ["report", "comparison"])
def test_pdf_pages_hold_text_at_its_limits(kind, spaces, drawn, config):
    from k3desk.ui.pdf.export import build, render_pdf_bytes

    s = at_limits(spaces)
    data = render_pdf_bytes(build(s if kind == "report" else [s, default_scenario()]), "en")
    assert data.startswith(b"%PDF") and not drawn, "\n".join(sorted(set(drawn))[:20])


def test_pdf_text_is_unchanged_for_ordinary_names(drawn, config):
    """Ordinary words still wrap at spaces: only a word wider than its room breaks anywhere."""
    from k3desk.ui.pdf.export import build, render_pdf_bytes

    render_pdf_bytes(build(default_scenario()), "en")
    assert not drawn


def _overflowing(root) -> list[str]:
    from k3desk.ui.common.text import words

    out = []
    labels = [root] if isinstance(root, QLabel) else root.findChildren(QLabel)
    for label in labels:
        if not label.isVisible() or not label.text():
            continue
        text, inner, fm = QLabel.text(label), label.contentsRect().width(), label.fontMetrics()
        if label.wordWrap():
            longest = max((fm.horizontalAdvance(w) for w in words(text)), default=0)
            if longest > inner + 1:
                out.append(f"{label.objectName()} {text[:40]!r}: a word of {longest} px in {inner}")
        elif (not label.fits()) if hasattr(label, "fits") else fm.horizontalAdvance(text) > inner + 1:
            out.append(f"{label.objectName()} {text[:40]!r}: cut")
    return out


@pytest.mark.parametrize("width", [1366, 1920])
def test_window_cards_and_verdict_hold_names_at_their_limits(width, qtbot, config):
    from PySide6.QtCore import QLocale

    from k3desk.ui.shell.store import ScenarioStore
    from k3desk.ui.views.main_window import MainWindow

    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    store = ScenarioStore(at_limits())
    window = MainWindow(store, settings=None)
    qtbot.addWidget(window)
    window.resize(width, 768)
    window.show()
    qtbot.waitExposed(window)
    store.flush()
    window.verdict.flush()
    qtbot.wait(10)
    problems = _overflowing(window.cards) + _overflowing(window.verdict)
    assert not problems, "\n".join(problems)
    value = window.cards.cards["gpus"].value
    assert "\u2026" in value.text() and value.toolTip().startswith("8")   # shortened, whole in the tooltip
    assert window.verdict.toolTip().count("G" * 120) >= 1


@pytest.fixture
def broken_words(monkeypatch, qapp):
    """Words the PDF layout would have to break mid-word (wider than their box): a table header cut to
    "ultaneidade" in pt-BR is such a word (the board review)."""
    from k3desk.ui.pdf import layout

    found: list[str] = []
    real_draw = layout.Layout.draw_text

    def draw_text(self, p, rect, text, font, color=layout.COLORS["text"], align=layout.LEFT):
        fm = QFontMetricsF(font, self.dev)
        found.extend(f"{w!r} {fm.horizontalAdvance(w):.0f} wide in {rect.width():.0f}"
                     for w in text.split() if fm.horizontalAdvance(w) > rect.width() + 1
                     and not re.search(r"[/.]\w", w))   # a URL or a file name may break: never localised or cut

        return real_draw(self, p, rect, text, font, color, align)

    from k3desk.ui.pdf import canvas

    real_text = canvas.Canvas.text

    def text(self, x, y, s, align="c", font=None, color=layout.COLORS["text"], valign="c"):
        m = QFontMetricsF(font or self.small, self.p.device())
        room = {"l": self.outer.right() - x, "r": x - self.outer.left(),
                "c": 2 * min(x - self.outer.left(), self.outer.right() - x)}[align]
        if m.horizontalAdvance(s) > room:
            found.append(f"chart label {s!r} shortened to fit its chart")
        return real_text(self, x, y, s, align, font, color, valign)

    monkeypatch.setattr(layout.Layout, "draw_text", draw_text)
    monkeypatch.setattr(canvas.Canvas, "text", text)
    return found


@pytest.mark.parametrize("lang", ["pt_BR", "en"])
def test_no_word_of_an_ordinary_report_is_cut_in_its_box(lang, broken_words, config):
    """Every header, cell and sentence of the shipped examples' reports, in both languages, wraps at
    spaces: no word is cut in its column ("ultaneidade", "…com esta janel…")."""
    from k3desk.scenarios import load_builtin
    from k3desk.ui.pdf.export import build, render_pdf_bytes
    from k3desk.ui.shell import i18n

    i18n.install_language(lang)
    try:
        for sid in ("k3-8x-b300", "k3-32x-h100", "k2.5-int4-8x-h200", "k3-1m-context"):
            render_pdf_bytes(build(load_builtin(sid)), lang)
        render_pdf_bytes(build([load_builtin("k3-8x-b300"), load_builtin("k3-16x-h200"), load_builtin("k3-32x-h100")]),
                         lang)
    finally:
        i18n.install_language("en")
    assert not broken_words, "\n".join(sorted(set(broken_words))[:20])
