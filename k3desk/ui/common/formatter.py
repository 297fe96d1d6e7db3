"""The one formatter: figures-layer cells into text for one language and display currency.

The figures layer (``k3desk.report``) hands over English sources and numbers with unit tags; this
module is the only place that decides how they read, on the cards, in presentation mode, in the
compare view, on chart axes and in the PDF alike (``8.0 billion``, ``US$ 43,070``; in pt-BR
``R$ 232.620`` and ``1.556 GB``). Which number is printed (rounding, decimals, scale, plural) is
decided once, Qt-free, in ``k3desk.report.units``; this module and the QLocale helpers in
``k3desk.ui.common.fmt`` only write it the reader's way, and the command line's plain-text twin,
``k3desk.cli.table.plain``, writes the same digits in English.
"""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from k3desk.report import units
from k3desk.report.model import CONTEXT, N_, Q, Quoted, T
from k3desk.ui.common import fmt

DASH = fmt.DASH
NBSP = fmt.NBSP
_tr = fmt._tr   # lupdate files _tr("...") under the empty context
_PLACEHOLDER = re.compile(r"\{(\w+)\}")

EN = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
PT_BR = QLocale(QLocale.Language.Portuguese, QLocale.Country.Brazil)


def locale_for(lang: str | None) -> QLocale:
    """``en`` and ``pt_BR`` map to fixed locales; ``None`` follows the application's locale."""
    if lang == "pt_BR":
        return PT_BR
    if lang == "en":
        return EN
    if lang is None:
        return fmt.locale()
    raise ValueError(f"unsupported report language '{lang}' (use en or pt_BR)")


def lang_of(loc: QLocale) -> str:
    return "pt_BR" if loc.language() == QLocale.Language.Portuguese else "en"


class Formatter:
    """Formats cells for one locale and display currency. Safe to use off the GUI thread."""

    def __init__(self, loc: QLocale, currency: str = "USD", memory_unit: str = "GB"):
        self.loc = loc
        self.currency = currency
        self.memory_unit = memory_unit

    @classmethod
    def for_screen(cls, currency: str = "USD") -> Formatter:
        """The window's formatter: the UI locale and the memory unit chosen under View."""
        return cls(fmt.locale(), currency, fmt.memory_unit())

    # -- translation ---------------------------------------------------------------------------
    def tr(self, source: str) -> str:
        """The translation of an English source: context "Report" first, then the empty context
        (where an ``N_`` alias extraction files it), else the source itself."""
        out = QCoreApplication.translate(CONTEXT, source)
        if out == source:
            out = QCoreApplication.translate("", source) or source
        return out

    #: the same lookup under a name lupdate does not read as ``tr()``: ``fm.tr(N_("x"))`` would
    #: file "x" under a context named "fm"; ``fm.localized(N_("x"))`` leaves it to N_ (empty context)
    localized = tr

    def text(self, cell) -> str:
        if cell is None:
            return DASH
        if isinstance(cell, Q):
            return self.quantity(cell)
        if isinstance(cell, Quoted):
            return fmt.quoted(cell.text, self.loc)
        if isinstance(cell, T):
            template = self.tr(cell.source) if cell.translate else cell.source
            return _PLACEHOLDER.sub(lambda m: self.text(cell.args[m.group(1)]) if m.group(1) in cell.args
                                    else m.group(0), template)
        return str(cell)

    # -- numbers -------------------------------------------------------------------------------
    def number(self, v: float, decimals: int | None = None) -> str:
        if decimals is None:
            return fmt.smart(v, self.loc)
        return fmt.number(v, decimals, self.loc)

    def money(self, v: float | None, decimals: int | None = None) -> str:
        if v is None or not math.isfinite(v):
            return DASH
        if self.currency == "BRL":
            return fmt.brl(v, decimals, self.loc)
        return fmt.usd(v, decimals, self.loc)

    def big(self, v: float, decimals: int | None = None) -> str:
        """Large counts in words: 8.0 billion, 2.78 trillion, 104 billion (one wording with the screen)."""
        return fmt.words(v, decimals, self.loc)

    def auto(self, v: float) -> str:
        """Compact notation for formula inputs: 896, 0.8, 0.0128, 4.93 B."""
        if abs(v) >= 1e6:
            return fmt.tokens(v, self.loc)
        shown = units.auto(v)
        return fmt.number(shown.value, shown.decimals, self.loc)

    def gbps(self, v: float) -> str:
        if v < 1:
            return f"{fmt.number(v * 1000, 0, self.loc)}{NBSP}Mbit/s"
        return f"{fmt.smart(v, self.loc)}{NBSP}Gbit/s"

    def date(self, timestamp: float) -> str:
        """A long date without the weekday: ``July 28, 2026`` / ``28 de julho de 2026``."""
        d = QDateTime.fromSecsSinceEpoch(int(timestamp)).date()
        text = self.loc.toString(d, QLocale.FormatType.LongFormat)
        day = self.loc.dayName(d.dayOfWeek(), QLocale.FormatType.LongFormat)
        if day and text.lower().startswith(day.lower()):
            text = text[len(day):].lstrip(" ,")
        if d.day() == 1 and fmt._is_portuguese(self.loc) and text.startswith("1 "):
            text = "1º" + text[1:]   # "1º de dezembro de 2026", as Brazilians write the first of a month
        return text

    def quantity(self, q: Q) -> str:
        v, u, d = q.value, q.unit, q.decimals
        if v is None or (isinstance(v, float) and not math.isfinite(v)):
            return DASH
        if u == "day":  # an ISO date, the one unit whose value is text
            return fmt.day(str(v), self.loc)
        if isinstance(v, str):
            raise ValueError(f"a '{u}' quantity takes a number, not {v!r}")
        if q.noun:  # "8.0 billion tokens" / "8,0 bilhões de tokens", "1 réplica" / "2 réplicas"
            style = {"big": "words", "tokens": "short", "int": "plain"}[u]
            return fmt.quantity(v, q.noun, style, self.loc, d)
        if u == "num":
            return self.number(v, d)
        if u == "int":
            return fmt.number(v, 0, self.loc)
        if u == "auto":
            return self.auto(v)
        if u == "bytes_gb":
            return fmt.gb(v, d, self.loc)
        if u == "memory":
            return fmt.bytes_in(v, self.memory_unit, d, self.loc)
        if u == "bytes_gib":
            return fmt.gib(v, 2 if d is None else d, self.loc)
        if u == "money":
            return self.money(v, d)
        if u == "usd":
            return fmt.usd(v, d, self.loc)
        if u == "money_compact":   # a range on a card: US$ 13.3 k
            return self.money_tick(v)
        if u == "tokens":
            return fmt.tokens(v, self.loc)
        if u == "big":
            return self.big(v, d)
        if u == "tok_s":
            return fmt.tokens_per_s(v, self.loc)
        if u == "seconds":
            return fmt.seconds(v, self.loc)
        if u == "fraction":
            return fmt.percent(v, 0 if d is None else d, self.loc)
        if u == "context":
            return fmt.context(int(v), self.loc)
        if u == "gbps":
            return self.gbps(v)
        if u == "times":
            return f"{fmt.smart(v, self.loc)}×"
        if u == "bpw":
            return self.localized(N_("{v} bpw")).replace("{v}", fmt.smart(v, self.loc)).replace(" ", NBSP, 1)
        if u == "date":
            return self.date(v)
        raise ValueError(f"unknown unit tag '{u}'")

    # -- chart ticks ---------------------------------------------------------------------------
    def money_tick(self, v: float) -> str:
        """Short axis labels: US$ 10k, US$ 1M (R$ 10 mil in pt-BR)."""
        symbol = "R$" if self.currency == "BRL" else "US$"
        if v >= 1e3:
            return f"{symbol}{NBSP}{fmt.tokens(v, self.loc)}".replace(f"{NBSP}{NBSP}", NBSP)
        return f"{symbol}{NBSP}{fmt.number(v, 0, self.loc)}"

    def tokens_tick(self, v: float) -> str:
        return fmt.tokens(v, self.loc)

    def quantity_gb(self, nbytes: float) -> str:
        return fmt.gb(nbytes, None, self.loc)

    def percent(self, fraction: float) -> str:
        return fmt.percent(fraction, 0, self.loc)


WORD_JOINER = "\u2060"
_SCALE_WORDS = ("k|M|B|T|mil|mi|bi|tri|thousand|million|billion|trillion|milhão|milhões|bilhão|bilhões|"
                "trilhão|trilhões")
_AFTER_SYMBOL = re.compile(r"(US\$|R\$) (?=[\d−-])")
_BEFORE_SCALE = re.compile(rf"(\d) (?=(?:{_SCALE_WORDS})\b)")
_AFTER_TIMES = re.compile(r"(\d×) (?=\w)")
_SLASH = re.compile(r"/(?=[^\s\d\u2060])")
_RANGE_DASH = re.compile(r"(?<=[\d\w%])–(?=(?:US\$|R\$|\d))")


def keep_amounts_whole(text: str) -> str:
    """The same text with no line break allowed inside an amount: no-break spaces after the currency
    symbol and before a scale word (``US$ 86,140``, ``8.0 billion``, ``2,46 bi``), a word joiner after a
    slash (``US$ 86,140/month``, ``tok/s``) and after the dash of a range (``US$ 478 k–US$ 956 k``), and
    a no-break space in a count of GPUs (``8× B300``). For large type that wraps (the presentation
    banner): a break there would leave ``86,140/`` at the end of one line and ``month`` on the next."""
    text = _AFTER_SYMBOL.sub(lambda m: m.group(1) + NBSP, text)
    text = _BEFORE_SCALE.sub(lambda m: m.group(1) + NBSP, text)
    text = _AFTER_TIMES.sub(lambda m: m.group(1) + NBSP, text)
    text = _SLASH.sub("/" + WORD_JOINER, text)
    return _RANGE_DASH.sub("–" + WORD_JOINER, text)


def explanation(e, title: str = "") -> str:
    """A tooltip for a result figure: formula, inputs and source (plain text, one item per line)."""
    if e is None:
        return title
    lines = [title] if title else []
    from k3desk.report.notation import input_cells  # deferred: only when a tooltip is worded

    lines.append(_tr(e.formula))
    fm = Formatter.for_screen()
    lines += [f"  {fm.text(name)} = {fm.text(value)}" for name, value in input_cells(e.inputs)]
    if e.source:
        lines.append(_tr("Source: %1").replace("%1", fmt._TRUST.sub("", e.source)))
    return "\n".join(lines)
