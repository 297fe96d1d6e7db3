"""Hostile input, class "text at its length limit" (issue 33, finding 5): a 200-character scenario
name, 120-character model and GPU names without a space, 2,000-character sources and long notes ran
off the PDF's pages and out of the window's cards. Now every text drawn on a page fits its box and
the page (a word wider than its room breaks anywhere; chart labels and the cover are shortened in the
middle), and the window's cards and verdict wrap or elide with the whole text in a tooltip.

The PDF check records every text the layout draws and measures it with the flags it is drawn with.
"""

from __future__ import annotations

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
