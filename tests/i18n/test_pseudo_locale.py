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
from PySide6.QtGui import QFontMetrics, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QStyle,
    QStyleOptionComboBox,
    QTabBar,
)


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


def _combo_field_width(combo: QComboBox) -> int:
    opt = QStyleOptionComboBox()
    combo.initStyleOption(opt)
    return combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                        QStyle.SubControl.SC_ComboBoxEditField, combo).width() - 4


def _clipped_combos(root, popups: bool = True) -> list[str]:
    """Pickers: the closed face shows its text whole (a shorter form of a name is fine, "…" is not),
    and the open list is wide enough for every item."""
    out = []
    for combo in root.findChildren(QComboBox):
        if not combo.isVisible() or combo.count() == 0:
            continue
        if not combo.isEditable():
            shown = combo.shown_text() if hasattr(combo, "shown_text") else combo.currentText()
            font = combo.shown_font() if hasattr(combo, "shown_font") else combo.font()
            need, room = QFontMetrics(font).horizontalAdvance(shown), _combo_field_width(combo)
            if need > room or ("…" in shown and "…" not in combo.currentText()):
                out.append(f"picker {combo.currentText()!r} shows {shown!r}: {room} < {need}")
        if popups:
            combo.showPopup()
            QApplication.processEvents()
            view = combo.view()
            for i in range(combo.count()):
                index = view.model().index(i, 0)
                if view.isRowHidden(i) or not combo.itemText(i):
                    continue
                room, need = view.viewport().width(), view.sizeHintForIndex(index).width()
                if room < need:
                    out.append(f"picker list item {combo.itemText(i)!r}: {room} < {need}")
            combo.hidePopup()
            QApplication.processEvents()
    return out


def _clipped_chart_labels(root) -> list[str]:
    """Labels drawn inside a chart ("usable 92.4 GB", "break-even 2.46 B tokens") lie inside its plot:
    the plot cuts what sticks out."""
    import pyqtgraph as pg

    from k3desk.ui.charts.common import ChartBase

    out = []
    root.grab()   # paint once: a text item places itself (its transform) when drawn
    for chart in root.findChildren(ChartBase):
        if not chart.isVisible():
            continue
        view = chart.vb.sceneBoundingRect().adjusted(-1, -1, 1, 1)
        for item in chart.plot_widget.scene().items():
            if isinstance(item, pg.TextItem) and item.isVisible() and item.toPlainText().strip() \
                    and item is not chart.hover.label and not view.contains(item.sceneBoundingRect()):
                out.append(f"{type(chart).__name__} label {item.toPlainText()!r} is cut by the plot's edge")
    return out


def _clipped(root, checked: list | None = None, combos: bool = False, popups: bool = True) -> list[str]:
    out = (_clipped_combos(root, popups) + _clipped_chart_labels(root)) if combos else []
    for w in root.findChildren(QLabel) + root.findChildren(QAbstractButton) + root.findChildren(QGroupBox):
        if not w.isVisible() or w.width() <= 0:
            continue
        text = w.title() if isinstance(w, QGroupBox) else w.text()
        if not text:
            continue
        if hasattr(w, "fitted_font"):
            # set smaller to fit (the presentation banner, a card's big value and details): measure
            # what is drawn, in the font and the lines it is drawn in
            if checked is not None:
                checked.append(w)
            fm, inner, lines = QFontMetrics(w.fitted_font()), w.contentsRect().width(), w.fitted_lines()
            if lines <= 1:
                need_w, need_h = fm.horizontalAdvance(text), fm.height()
            else:
                need_h = fm.boundingRect(0, 0, inner, 100_000, int(Qt.TextFlag.TextWordWrap), text).height()
                need_w = max((fm.horizontalAdvance(word.rstrip("~")) for word in text.split()), default=0)
            if need_w > inner + 1 or need_h > max(lines * fm.lineSpacing(), w.contentsRect().height()) + 1:
                out.append(f"{type(w).__name__} {text!r}: {inner}x{w.contentsRect().height()} px "
                           f"< {need_w}x{need_h} in {lines} line(s) at its smallest size")
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
    window.menu_actions["view.advanced"].setChecked(True)   # every control, the Advanced ones included
    problems, checked = [], []
    for tab in range(window.tabs.count()):
        window.tabs.setCurrentIndex(tab)
        QApplication.processEvents()
        problems += [f"tab {tab}: {p}" for p in _clipped(window, checked)]
    assert len(checked) > 60  # the walk really reached the panels and cards
    assert not problems, "\n".join(sorted(set(problems)))


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_no_clipped_text_in_presentation(window, pseudo, qtbot, size):
    """The page and its pickers (scenario, GPU type, context: closed and open) at both sizes."""
    window.set_presentation(True, fullscreen=False)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.presentation_page.labels["gpu"].text().endswith("~"))
    QApplication.processEvents()
    problems = _clipped(window.presentation_page, combos=True)
    assert not problems, "\n".join(sorted(set(problems)))
