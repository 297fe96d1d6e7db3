"""Pseudo-localization: every string ~40% longer must not clip any label at 1366×768.

Portuguese runs 20–35% longer than English; a translator that pads every source to 1.4× its length
(keeping %1, {name} and & markers) shows where a layout would cut text before a real translation
does. Widgets that shorten on purpose carry the property ``elides`` and show the full text as a
tooltip when they do; word-wrapped labels grow in height instead.
"""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtGui import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QGroupBox, QLabel, QTabBar


class PseudoTranslator(QTranslator):
    """Returns every source padded with "~" to 1.4× its length (markup and placeholders intact)."""

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: D102 - Qt API
        if not source or len(source) <= 1:  # unit suffixes like "k" stay readable
            return source
        return source + "~" * math.ceil(len(source) * 0.4)

    def isEmpty(self):  # noqa: N802 - Qt API name
        return False


@pytest.fixture
def pseudo(qapp):
    tr = PseudoTranslator(qapp)
    qapp.installTranslator(tr)
    yield tr
    qapp.removeTranslator(tr)


def _clipped(root, checked: list | None = None) -> list[str]:
    out = []
    for w in root.findChildren(QLabel) + root.findChildren(QAbstractButton) + root.findChildren(QGroupBox):
        if not w.isVisible() or w.width() <= 0:
            continue
        text = w.title() if isinstance(w, QGroupBox) else w.text()
        if not text:
            continue
        if isinstance(w, QLabel) and w.wordWrap():
            # a wrapped label must get the height its lines need (a fixed two-line card detail
            # cut to one and a half lines is clipped too), and no single word may be cut
            inner = w.contentsRect().width()
            need_h = w.heightForWidth(w.width()) if w.hasHeightForWidth() else w.sizeHint().height()
            longest = max((w.fontMetrics().horizontalAdvance(word.rstrip("~")) for word in text.split()), default=0)
            if checked is not None:
                checked.append(w)
            if w.height() + 1 < need_h or (inner > 0 and inner + 1 < longest and not Qt.mightBeRichText(text)):
                out.append(f"{type(w).__name__} {text!r}: wrapped {w.width()}x{w.height()} < {need_h} high")
            continue
        if checked is not None:
            checked.append(w)
        if w.property("elides"):
            shown = QLabel.text(w) if isinstance(w, QLabel) else text
            if hasattr(w, "full_text") and shown != w.full_text():
                assert w.toolTip() == w.full_text(), f"{w.objectName()}: elided without a tooltip"
            continue
        need = max(w.sizeHint().width(), w.minimumSizeHint().width()) if not isinstance(w, QLabel) \
            else w.minimumSizeHint().width()
        if w.width() < need:
            out.append(f"{type(w).__name__} {text!r}: {w.width()} < {need}")
    for bar in root.findChildren(QTabBar):
        if bar.isVisible():
            for i in range(bar.count()):
                if not bar.isTabVisible(i):   # the Serving tab in Basic mode
                    continue
                text = bar.tabText(i).replace("&", "")
                if bar.tabRect(i).width() < bar.fontMetrics().horizontalAdvance(text) + 8:
                    out.append(f"tab {text!r}: {bar.tabRect(i).width()}")
    return out


def test_pseudo_translator_is_used(window, pseudo, qtbot):
    qtbot.waitUntil(lambda: window.menus["file"].title().endswith("~"))
    assert window.cards.cards["fit"].title.text().endswith("~")


def test_no_clipped_text_at_1366x768(window, pseudo, qtbot):
    qtbot.waitUntil(lambda: window.menus["file"].title().endswith("~"))
    window.actions["view.advanced"].setChecked(True)   # every control, the Advanced ones included
    problems, checked = [], []
    for tab in range(window.tabs.count()):
        window.tabs.setCurrentIndex(tab)
        QApplication.processEvents()
        problems += [f"tab {tab}: {p}" for p in _clipped(window, checked)]
    assert len(checked) > 60  # the walk really reached the panels and cards
    assert not problems, "\n".join(sorted(set(problems)))


def test_no_clipped_text_in_presentation_at_1366x768(window, pseudo, qtbot):
    window.set_presentation(True, fullscreen=False)
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: window.presentation_page.labels["gpu"].text().endswith("~"))
    QApplication.processEvents()
    problems = _clipped(window.presentation_page)
    assert not problems, "\n".join(sorted(set(problems)))
