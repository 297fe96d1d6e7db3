"""Number formatting for the screen: every figure goes through QLocale, never through f-strings.

The rules (rounding halves away from zero, decimals, scales, plural on the displayed number) are
``k3desk.report.units``, shared with the command line; this module is the QLocale glue.

All functions use the application's default locale (``QLocale()``, set from the UI language), reais
included (``R$ 1.234,56`` in pt-BR, ``R$ 1,234.56`` in English): one convention per screen.
Bytes are decimal: 1 GB = 10^9 bytes, as GPU vendors quote memory; GiB is available on request.
"""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QObject

from k3desk.core.scenario import Pricing
from k3desk.report import units
from k3desk.report.model import duration_parts

GB = 1e9
GIB = 2**30
NBSP = "\u00a0"
DASH = "\u2014"



def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # lupdate files _tr("...") under the empty context


_EN_US = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)


def locale() -> QLocale:
    """The UI locale; the bare C locale (headless machines) reads as US English."""
    loc = QLocale()
    return _EN_US if loc.language() == QLocale.Language.C else loc


def _is_portuguese(loc: QLocale) -> bool:
    return loc.language() == QLocale.Language.Portuguese


def number(value: float | None, decimals: int = 0, loc: QLocale | None = None) -> str:
    """A plain number with group separators (``1,234.5`` / ``1.234,5``)."""
    if value is None or not math.isfinite(value):
        return DASH
    loc = loc or locale()
    if abs(value) >= units.HUGE:   # past every real figure (and a 64-bit integer): 1.00e+303, never a crash
        return loc.toString(float(value), "e", 2)
    value = units.rounded(value, decimals)   # halves away from zero, as every writer rounds
    if decimals == 0:
        return loc.toString(int(value))
    return loc.toString(float(value), "f", decimals)


def smart(value: float, loc: QLocale | None = None) -> str:
    """A number with as few decimals as it needs (up to 3), for editable fields."""
    if value is None or not math.isfinite(value):
        return ""
    return number(value, units.smart_decimals(value), loc)


def parse(text: str, loc: QLocale | None = None) -> float | None:
    """Parse a number typed in the locale (``1.234,5`` in pt-BR is 1234.5); None if not a number.

    Falls back to the C locale so a pasted ``1234.5`` still works in pt-BR when unambiguous.
    """
    loc = loc or locale()
    t = text.strip().replace(NBSP, "").replace(" ", "")
    if not t:
        return None
    value, ok = loc.toDouble(t)
    if ok and math.isfinite(value):
        return value
    value, ok = QLocale.c().toDouble(t)
    return value if ok and math.isfinite(value) else None


def bytes_in(nbytes: float | None, unit: str, decimals: int | None, loc: QLocale | None) -> str:
    if nbytes is None or not math.isfinite(nbytes):
        return DASH
    v = nbytes / MEMORY_UNITS[unit]
    return f"{number(v, units.bytes_decimals(v, decimals), loc)}{NBSP}{unit}"


def gb(nbytes: float | None, decimals: int | None = None, loc: QLocale | None = None) -> str:
    """Bytes as decimal gigabytes with the unit: ``215 GB``, ``1,556 GB``, ``14.5 GB``."""
    return bytes_in(nbytes, "GB", decimals, loc)


MEMORY_UNITS = {"GB": GB, "GiB": GIB}
_memory_unit = "GB"


def set_memory_unit(unit: str) -> None:
    """Show memory in ``GB`` (10^9 bytes, the default: vendors quote GPU memory so) or ``GiB``."""
    global _memory_unit
    _memory_unit = unit if unit in MEMORY_UNITS else "GB"


def memory_unit() -> str:
    return _memory_unit


def memory_divisor() -> float:
    return MEMORY_UNITS[_memory_unit]


def memory(nbytes: float | None, decimals: int | None = None, loc: QLocale | None = None) -> str:
    """Bytes in the unit the user chose (View > Memory in GiB), always with the unit."""
    return bytes_in(nbytes, _memory_unit, decimals, loc)


def gib(nbytes: float | None, decimals: int = 1, loc: QLocale | None = None) -> str:
    """Bytes as binary gibibytes (2^30) with the unit, for readers who think in GiB."""
    if nbytes is None or not math.isfinite(nbytes):
        return DASH
    return f"{number(nbytes / GIB, decimals, loc)}{NBSP}GiB"


_SUFFIXES_EN = {"T": "T", "B": "B", "M": "M", "k": "k"}
_SUFFIXES_PT = {"T": "tri", "B": "bi", "M": "mi", "k": "mil"}


def tokens(value: float | None, loc: QLocale | None = None) -> str:
    """Token counts with k/M/B/T suffixes (pt-BR: mil/mi/bi/tri): ``10 B``, ``262 k``, ``2.5 M``."""
    if value is None or not math.isfinite(value):
        return DASH
    loc = loc or locale()
    shown = units.short(value)
    if shown.suffix is None:
        return number(value, 0, loc)
    suffix = (_SUFFIXES_PT if _is_portuguese(loc) else _SUFFIXES_EN)[shown.suffix]
    return f"{number(shown.value, shown.decimals, loc)}{NBSP}{suffix}"


def context(value: int, loc: QLocale | None = None) -> str:
    """Context lengths the way model cards write them: 8K, 128K, 256K, 1M (binary K = 1024); in Portuguese
    ``128 mil``, ``1 mi`` (the glossary's scale words)."""
    loc = loc or locale()
    pt = _is_portuguese(loc)
    if value >= 1 << 20 and value % (1 << 20) == 0:
        return f"{number(value >> 20, 0, loc)}{NBSP}mi" if pt else f"{number(value >> 20, 0, loc)}M"
    if value >= 1024 and value % 1024 == 0:
        return f"{number(value >> 10, 0, loc)}{NBSP}mil" if pt else f"{number(value >> 10, 0, loc)}K"
    return number(value, 0, loc)


def percent(fraction: float | None, decimals: int = 0, loc: QLocale | None = None) -> str:
    """A fraction as a percentage: 0.8 -> ``80%`` (``80 %`` style follows the locale's sign)."""
    if fraction is None or not math.isfinite(fraction):
        return DASH
    loc = loc or locale()
    text = f"{number(fraction * 100, decimals, loc)}{loc.percent()}"
    return "\u2212" + text[1:] if text.startswith("-") else text  # a real minus sign: "−30%"


def tokens_per_s(value: float | None, loc: QLocale | None = None) -> str:
    if value is None or not math.isfinite(value):
        return DASH
    return f"{number(value, units.rate_decimals(value), loc)}{NBSP}{_tr('tok/s')}"


def seconds(value: float | None, loc: QLocale | None = None) -> str:
    if value is None or not math.isfinite(value):
        return DASH
    x, unit, decimals = duration_parts(value)
    return f"{number(x, decimals, loc)}{NBSP}{unit}"


def _currency(value: float | None, symbol: str, decimals: int | None, loc: QLocale | None) -> str:
    if value is None or not math.isfinite(value):
        return DASH
    loc = loc or locale()
    d = units.money_decimals(value, decimals)
    text = loc.toCurrencyString(units.rounded(value, d), symbol, d)
    # Some locales glue the symbol to the digits; "US$1,234" reads badly, so add a no-break space.
    return text.replace(symbol, f"{symbol}{NBSP}", 1) if f"{symbol}{NBSP}" not in text and f"{symbol} " not in text \
        else text


def usd(value: float | None, decimals: int | None = None, loc: QLocale | None = None) -> str:
    """US dollars, ``US$ 1,234.56`` (grouping and decimal mark follow the UI locale)."""
    return _currency(value, "US$", decimals, loc)


def brl(value: float | None, decimals: int | None = None, loc: QLocale | None = None) -> str:
    """Brazilian reais: ``R$ 1.234,56`` in pt-BR; in an English window ``R$ 1,234.56``, so every
    number on one screen follows one convention (a reader never meets "R$ 240.718" beside "37.3 tok/s")."""
    return _currency(value, "R$", decimals, loc)


def currency_note(pricing: Pricing, abroad: bool = True) -> str:
    """What a converted amount includes, shown beside it: ``rate R$ 5.40 + IOF 3.5%`` (pt-BR
    ``câmbio R$ 5,40 + IOF 3,5%``); empty for US dollars, which need no conversion. Beside an owned
    deployment (``abroad`` False: paid in reais) it says that only the API carries IOF."""
    if pricing.currency != "BRL":
        return ""
    if not pricing.iof_percent:
        text = _tr("rate R$ %1")
    else:
        text = _tr("rate R$ %1 + IOF %2") if abroad else _tr("rate R$ %1 · IOF %2 on the API only")
    return text.replace("%1", number(pricing.brl_per_usd, 2)).replace(
        "%2", percent(pricing.iof_percent / 100, 1))



# -- counts with their noun -------------------------------------------------------------------
# Portuguese puts "de" between a scale word and its noun ("8 bi de tokens", "8,0 bilhões de
# tokens") but not after a plain number or "mil" ("262 mil tokens"), and nouns take real plurals
# ("1 réplica", "5 réplicas"). Both rules live in the catalog as Qt plural (%n) messages: a noun
# after a plain number and, for nouns that get large, a second form after a scale word.


class Quantity(QObject):
    """Translation context of the count nouns (lupdate reads plural forms from ``self.tr`` only)."""

    def phrase(self, kind: str, n: int, scaled: bool) -> str:
        if kind == "tokens":
            return self.tr("%n token(s)", "after a scale word: 8 B tokens", n) if scaled \
                else self.tr("%n token(s)", "", n)
        if kind == "parameters":
            return self.tr("%n parameter(s)", "after a scale word: 8 B parameters", n) if scaled \
                else self.tr("%n parameter(s)", "", n)
        if kind == "replicas":
            return self.tr("%n replica(s)", "", n)
        if kind == "nodes":
            return self.tr("%n node(s)", "", n)
        if kind == "gpus":
            return self.tr("%n GPU(s)", "", n)
        if kind == "sequences":
            return self.tr("%n concurrent sequence(s)", "", n)
        raise ValueError(f"unknown count noun '{kind}'")

    def words(self, scale: float, n: int) -> str:
        """``%1 billion``; ``n`` picks the form (Portuguese: "1,5 bilhão", "2,0 bilhões")."""
        if scale == 1e12:
            return self.tr("%1 trillion", "", n)
        return self.tr("%1 billion", "", n) if scale == 1e9 else self.tr("%1 million", "", n)


_QUANTITY = Quantity()
_ENGLISH_PLURAL = re.compile(r"\((\w+)\)")


def words(value: float | None, decimals: int | None = None, loc: QLocale | None = None) -> str:
    """Large counts in words, for sentences: ``8.0 billion`` / ``8,0 bilhões``, ``104 billion``."""
    if value is None or not math.isfinite(value):
        return DASH
    shown = units.words(value, decimals)
    if shown.word is None:
        return number(value, 0, loc)
    return _QUANTITY.words(shown.scale, shown.word_count).replace("%1", number(shown.value, shown.decimals, loc))


def quantity(value: float | None, kind: str, style: str = "short", loc: QLocale | None = None,
             decimals: int | None = None) -> str:
    """A count with its noun, worded for the language: the one place that joins numbers and nouns.

    ``style``: ``short`` (``8 B tokens`` / ``8 bi de tokens``; ``262 k tokens`` / ``262 mil tokens``),
    ``words`` (``8.0 billion tokens`` / ``8,0 bilhões de tokens``) or ``plain`` (``5 replicas`` /
    ``5 réplicas``, ``1 nó``). Singular and plural come from the catalog's %n plural forms.
    """
    if value is None or not math.isfinite(value):
        return DASH
    loc = loc or locale()
    if style == "words":
        rule, shown = units.words(value, decimals), words(value, decimals, loc)
    elif style == "short":
        rule, shown = units.short(value), tokens(value, loc)
    else:
        rule = units.Shown(float(value), 0 if decimals is None else decimals)
        shown = number(value, rule.decimals, loc)
    scaled = rule.scale >= 1e6   # "8 bi", "8,0 bilhões": a scale word precedes the noun
    n = rule.count if not scaled else 2   # on the displayed number: "1 token", never "1 tokens" for 1.0004
    text = _QUANTITY.phrase(kind, n, scaled)
    if "(" in text:  # the English source: "5 replica(s)" -> "5 replicas"
        text = _ENGLISH_PLURAL.sub("" if n == 1 else r"\1", text)
    return text.replace(str(n), shown, 1).replace(" ", NBSP, 1) if str(n) in text else text


# -- data quoted from sources -------------------------------------------------------------------
_ISO_MONTH = re.compile(r"(?<![/\w-])\d{4}-(?:0[1-9]|1[0-2])(?![\w-])")
_ISO_DATE = re.compile(r"(?<![/\w-])(\d{4})-(\d{2})-(\d{2})(?![\w-])")
#: an English number inside quoted text: 1,100 / 1,234.5 (grouped) or 2.25 (decimal); not v1.0 or §3.1
_TRUST = re.compile(r"\s*\[trust [A-D](?:/[A-D])*\]|\s*\[trust [A-D](?:/[A-D])* \((.*?)\)\]")


def day(iso: str | None, loc: QLocale | None = None) -> str:
    """An ISO date as the reader writes it: ``27/07/2026`` in pt-BR, ``Jul 27, 2026`` in English."""
    if not iso:
        return ""
    m = _ISO_DATE.fullmatch(iso.strip()) or re.fullmatch(r"(\d{4})-(\d{2})()", iso.strip())
    if not m:
        return iso
    loc = loc or locale()
    y, mo, d = int(m.group(1)), int(m.group(2)), int(m.group(3) or 1)
    date = QDate(y, mo, d)
    if not date.isValid():
        return iso
    if not m.group(3):  # a month only: "janeiro de 2026" / "January 2026", never ISO
        return loc.toString(date, "MMMM 'de' yyyy" if _is_portuguese(loc) else "MMMM yyyy")
    return loc.toString(date, "dd/MM/yyyy" if _is_portuguese(loc) else "MMM d, yyyy")


def quoted(text: str | None, loc: QLocale | None = None) -> str:
    """Text quoted from a source (a title, a catalog note) shown as data, in quotes: its words,
    numbers, file names and URLs stay exactly as published (``GLM-4.6.md``, ``from 2.97``,
    ``1,100 vs 1,400 W``; glossary: quoted sources are never localised); only a free-standing ISO
    date reads the reader's way (``27/07/2026``), and internal trust grades are left out."""
    if not text:
        return ""
    loc = loc or locale()
    t = _TRUST.sub(lambda m: f" ({m.group(1)})" if m.group(1) else "", text).strip()
    t = _ISO_DATE.sub(lambda m: day(m.group(0), loc), t)
    t = _ISO_MONTH.sub(lambda m: day(m.group(0), loc), t)
    return f"\u201c{t}\u201d"


def format_name(name: str) -> str:
    """A catalog name in the UI language: a format ("FP8 (per tensor)" / "FP8 (por tensor)") or a
    license in words (``report.notation.CATALOG_WORDS``); names without words (BF16, NVFP4, Q4_K_M,
    Apache-2.0) and names the catalog adds later show as spelled."""
    return QCoreApplication.translate("", name) if name else name


def notes(text: str | None) -> str:
    """A scenario's notes in the UI language: the shipped examples' notes are catalog sources
    (k3desk/report/example_notes.py) and read translated; notes a user typed show as typed."""
    text = (text or "").strip()
    return QCoreApplication.translate("", text) if text else ""
