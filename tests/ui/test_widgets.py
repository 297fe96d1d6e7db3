"""Field widgets and number formatting: locale-aware entry, token suffixes, currency."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from k3desk.ui.common import fmt
from k3desk.ui.common.widgets import NumberField, TokensField, parse_tokens

PT_BR = QLocale(QLocale.Language.Portuguese, QLocale.Country.Brazil)
EN_US = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)


@pytest.fixture
def pt_br():
    old = QLocale()
    QLocale.setDefault(PT_BR)
    yield
    QLocale.setDefault(old)


def test_parse_pt_br_decimal_comma(pt_br):
    assert fmt.parse("1.234,5") == 1234.5
    assert fmt.parse("0,3") == 0.3
    assert fmt.parse("abc") is None


def test_number_field_accepts_local_separator(qtbot, pt_br):
    field = NumberField()
    qtbot.addWidget(field)
    got = []
    field.committed.connect(lambda v, merge: got.append(v))
    field.edit.setText("1.234,5")
    field.edit.editingFinished.emit()
    assert got == [1234.5]
    field.edit.setText("x")
    field.edit.editingFinished.emit()
    assert got == [1234.5] and field.error_label.text()


def test_formats(en_locale):
    assert fmt.usd(1234.56, 2) == "US$\u00a01,234.56"
    # one convention per window: reais in an English window group and point the English way (the
    # review found "R$ 240.718" beside "37.3 tok/s"); in pt-BR they read R$ 1.234,56 (test_tokens_pt_br_suffix)
    assert fmt.brl(1234.56, 2) == "R$\u00a01,234.56"
    assert fmt.tokens(10e9) == "10\u00a0B"
    assert fmt.gb(215.1e9) == "215\u00a0GB"
    assert fmt.percent(0.83) == "83%"
    assert fmt.context(262144) == "256K"


def test_tokens_pt_br_suffix(pt_br):
    assert fmt.tokens(10e9) == "10\u00a0bi"
    assert fmt.brl(1234.56, 2) == "R$\u00a01.234,56"
    assert fmt.tokens(2.5e6) == "2,5\u00a0mi"
    assert parse_tokens("2,5 bi") == 2.5e9


def test_context_pt_br_reads_mil_and_mi(pt_br):
    """The glossary's scale words: "128 mil", "1 mi" (never "128K" in Portuguese), and typed back."""
    from k3desk.ui.panels.workload_panel import parse_context

    assert fmt.context(131072) == "128\u00a0mil" and fmt.context(1 << 20) == "1\u00a0mi"
    assert parse_context("128 mil") == 131072 and parse_context("1 mi") == 1 << 20 and parse_context("128K") == 131072


def test_tokens_field_slider_merges(qtbot, en_locale):
    field = TokensField()
    qtbot.addWidget(field)
    got = []
    field.committed.connect(lambda v, merge: got.append((v, merge)))
    field.set_value(1e9)
    field.slider.setSliderDown(True)
    field.slider.setValue(field.slider.value() + 10)
    assert got and got[-1][1] is True and got[-1][0] > 1e9
    field.edit.setText("3 B")
    field.edit.editingFinished.emit()
    assert got[-1] == (3e9, False)


def test_fit_label_remembers_its_sizes_but_not_past_a_font_change(qtbot):
    """A fit label keeps the sizes it tries (they depend on its font only) across text changes, and
    a new font measures anew: what it draws equals what a fresh label with that text and font draws."""
    from PySide6.QtGui import QFont

    from k3desk.ui.common.fit import FitLabel

    def fresh(text: str, font: QFont) -> FitLabel:
        other = FitLabel(text, min_scale=0.5)
        qtbot.addWidget(other)
        other.setFont(font)
        other.resize(120, 40)
        return other

    label = FitLabel("short", min_scale=0.5)
    qtbot.addWidget(label)
    label.resize(120, 40)
    for text in ("short", "a rather longer text than fits", "mid length text", "short"):
        label.setText(text)
        assert label.fitted_font() == fresh(text, label.font()).fitted_font()
    big = QFont(label.font())
    big.setPointSizeF(big.pointSizeF() * 2)
    label.setFont(big)
    for text in ("short", "a rather longer text than fits"):
        label.setText(text)
        assert label.fitted_font() == fresh(text, big).fitted_font()
        assert label.fitted_font().pointSizeF() <= big.pointSizeF()
