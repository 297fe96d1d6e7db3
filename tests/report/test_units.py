"""One set of rounding and scaling rules (``report/units.py``) for every writer: the window and the
PDF (QLocale) and the command line print the same digits, halves round away from zero, a scale moves
up when rounding reaches 1,000 of the one below, and plural forms follow the displayed number."""

from __future__ import annotations

import pytest

from k3desk.cli.table import plain
from k3desk.report import units
from k3desk.report.model import Q

VALUES = [0, 0.0128, 0.3, 0.5, 1, 1.0004, 1.5, 2.5, 2.675, 7.375, 37.04, 99.96, 100, 999.6, 1000, 1234.5,
          262_144, 999.6e3, 1.04e6, 2.5e6, 9.32e9, 999.6e6, 1.96e9, 10e9, 2.78e12]
UNITS = ["num", "int", "auto", "bytes_gb", "money", "usd", "tokens", "big", "fraction", "seconds"]


@pytest.fixture
def en(qapp):
    from k3desk.ui.common.formatter import EN, Formatter

    return Formatter(EN, "USD")


@pytest.fixture
def pt(qapp):
    from k3desk.ui.common.formatter import PT_BR, Formatter
    from k3desk.ui.shell import i18n

    i18n.install_language("pt_BR")
    yield Formatter(PT_BR, "BRL")
    i18n.install_language("en")


@pytest.mark.parametrize("unit", UNITS)
def test_the_window_and_the_command_line_print_the_same_digits(en, unit):
    for v in VALUES:
        assert en.text(Q(v, unit)).replace("\u00a0", " ") == plain(Q(v, unit)), (unit, v)
        if unit in ("big", "tokens", "int"):
            assert en.text(Q(v, unit, noun="tokens")).replace("\u00a0", " ") == plain(Q(v, unit, noun="tokens"))


def test_halves_round_away_from_zero_everywhere(en):
    assert en.text(Q(1234.5, "usd")) == "US$\u00a01,235" and plain(Q(1234.5, "usd")) == "US$ 1,235"
    assert en.text(Q(2.675, "num", 2)) == "2.68" and plain(Q(0.5, "int")) == "1"


def test_halves_round_away_from_zero_in_reais(pt):
    assert pt.text(Q(1234.5, "money")) == "R$\u00a01.235"


def test_rounding_moves_up_a_scale(en):
    assert en.text(Q(999.6e6, "tokens")) == "1\u00a0B" and plain(Q(999.6e6, "tokens")) == "1 B"
    assert en.text(Q(999.96e6, "big")).replace("\u00a0", " ") == "1.0 billion"


def test_rounding_moves_up_a_scale_in_portuguese(pt):
    assert pt.text(Q(999.6e6, "tokens", noun="tokens")).replace("\u00a0", " ") == "1 bi de tokens"


def test_a_count_that_prints_1_is_singular(en):
    assert en.text(Q(1.0004, "int", noun="tokens")).replace("\u00a0", " ") == "1 token"
    assert plain(Q(1.0004, "int", noun="tokens")) == "1 token"


def test_plurals_follow_the_displayed_number(pt):
    # 1.96 billion prints "2,0": Portuguese takes the plural from 2 on, as displayed
    assert pt.text(Q(1.96e9, "big", noun="tokens")).replace("\u00a0", " ") == "2,0 bilhões de tokens"
    assert pt.text(Q(1.5e9, "big")).replace("\u00a0", " ") == "1,5 bilhão"
    assert pt.text(Q(1, "int", noun="replicas")).replace("\u00a0", " ") == "1 réplica"
    assert pt.text(Q(2, "int", noun="replicas")).replace("\u00a0", " ") == "2 réplicas"


def test_the_rules_themselves():
    assert units.short(262_144) == units.Shown(262.144, 0, 1e3, "k")
    assert units.short(9.32e9).decimals == 2 and units.short(2.5e6).decimals == 1
    assert units.words(104e9).decimals == 0 and units.words(8e9).decimals == 1
    assert units.money_decimals(5.4) == 2 and units.money_decimals(43_070) == 0
    assert units.bytes_decimals(231.0) == 0 and units.bytes_decimals(14.5) == 1 and units.bytes_decimals(0.5) == 2
    assert units.smart_decimals(7.375) == 3 and units.smart_decimals(0.3) == 1
    assert units.rounded(2.5, 0) == 3 and units.rounded(-2.5, 0) == -3


def test_remembered_rounding_equals_a_fresh_one():
    """``rounded`` remembers its answers: asked again (and for the other zero) it gives what a
    fresh quantize gives, sign of a zero included."""
    import math
    from decimal import ROUND_HALF_UP, Decimal

    for value, decimals in [(2.675, 2), (1234.5, 0), (-2.5, 0), (0.125, 2), (1e14 + 0.5, 0), (3.3e6, -3)]:
        fresh = float(Decimal(repr(value)).quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_UP))
        assert units.rounded(value, decimals) == fresh == units.rounded(value, decimals)
    assert math.copysign(1, units.rounded(-0.0, 2)) == -1 and math.copysign(1, units.rounded(0.0, 2)) == 1
    assert math.isnan(units.rounded(float("nan"), 1))
