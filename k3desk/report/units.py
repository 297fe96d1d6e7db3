"""How a quantity is rounded and scaled before it is written: one table of rules for every writer.

The window and the PDF (``ui.common.fmt`` with QLocale for the digits, separators and words) and the
command line (``cli.table.plain``, English digits) both ask here which number to print, with how
many decimals and after which scale, so a figure never rounds one way on screen and another in a
terminal. Plural forms are chosen on the *displayed* number: 1.96 billion prints "2.0", so it reads
"2,0 bilhões", never "2,0 bilhão"; 999.6 million prints "1 B", never "1,000 M".

Qt-free and pure.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

#: scale -> (short suffix id, word id); the writers map the ids to their language ("B" / "bi")
SCALES = ((1e12, "T", "trillion"), (1e9, "B", "billion"), (1e6, "M", "million"), (1e3, "k", None))


@dataclass(frozen=True)
class Shown:
    """A number as it will be printed: ``value`` rounded to ``decimals`` after dividing by ``scale``."""

    value: float
    decimals: int
    scale: float = 1.0
    suffix: str | None = None   # "k" | "M" | "B" | "T"
    word: str | None = None     # "million" | "billion" | "trillion"

    @property
    def count(self) -> int:
        """The count that picks a plural form: the displayed integer, or 2 for a displayed fraction
        ("1.5 replicas", and Portuguese "1,5 bilhão" reads the scale word's own rule, see ``word_count``)."""
        r = round(self.value, self.decimals)
        return int(r) if float(r).is_integer() and abs(r) < 2**31 else 2

    @property
    def word_count(self) -> int:
        """The count for a scale word: singular from 1 up to (not including) 2 as displayed
        (Portuguese "1,5 bilhão", "2,0 bilhões"; English "billion" is invariable)."""
        return 1 if abs(round(self.value, self.decimals)) < 2 else 2


def _short_decimals(x: float) -> int:
    """``10 B``, ``262 k``, ``2.5 M``, ``9.32 B``: none from 100 or when a tenth is whole, else 1 or 2."""
    if abs(x) >= 100 or float(round(x, 1)).is_integer():
        return 0
    if abs(x) < 10:
        return 2 if abs(round(x, 2) - round(x, 1)) > 1e-9 else 1
    return 1


def short(value: float) -> Shown:
    """Token counts and tick labels with a suffix (k, M, B, T), moving up a scale when rounding
    reaches 1,000 of the one below (999.6 M is 1 B)."""
    for i, (scale, suffix, _) in enumerate(SCALES):
        if abs(value) >= scale:
            x = value / scale
            d = _short_decimals(x)
            if i > 0 and abs(round(x, d)) >= 1000:   # rounding reached the next scale
                up, up_suffix, _ = SCALES[i - 1]
                return Shown(value / up, _short_decimals(value / up), up, up_suffix)
            return Shown(x, d, scale, suffix)
    if abs(round(value)) >= 1000:   # 999.6 reads 1 k
        return Shown(value / 1e3, _short_decimals(value / 1e3), 1e3, "k")
    return Shown(float(value), 0)


def words(value: float, decimals: int | None = None) -> Shown:
    """Large counts in words for sentences (8.0 billion, 2.78 trillion, 104 billion): one decimal
    below 100 unless asked otherwise; below a million a plain integer. A scale starts where its
    one-decimal rounding would (999.96 million reads 1.0 billion)."""
    for scale, _, word in SCALES[:3]:
        if abs(value) >= scale * 0.9995:
            x = value / scale
            return Shown(x, decimals if decimals is not None else (0 if abs(x) >= 100 else 1), scale, word=word)
    return Shown(float(value), 0)


def money_decimals(value: float, decimals: int | None = None) -> int:
    """Whole units from 1,000 up (US$ 43,070), cents below (US$ 5.40), unless asked otherwise."""
    return decimals if decimals is not None else (0 if abs(value) >= 1000 else 2)


def price_decimals(v: float | None) -> int | None:
    """A price: 2 decimals, or 3 when it has a tenth of a cent (US$ 7.375 per GPU-hour); an amount of
    1,000 and more follows :func:`money_decimals` (None), so a replica's month reads US$ 13,281."""
    if v is not None and abs(v) >= 1000:
        return None
    return 2 if v is None or abs(round(v, 2) - v) < 1e-9 else 3  # None: an unknown price, shown as a dash


def bytes_decimals(x: float, decimals: int | None = None) -> int:
    """In the unit shown (GB, GiB): none from 100 (231 GB), one from 1 (14.5 GB), two below."""
    return decimals if decimals is not None else (0 if abs(x) >= 100 else 1 if abs(x) >= 1 else 2)


def rate_decimals(value: float) -> int:
    """Speeds (tokens per second): none from 100 (1,183 tok/s), one below (37.0 tok/s)."""
    return 0 if value >= 100 else 1


def smart_decimals(value: float) -> int:
    """As few decimals as the number needs when it has up to 3 (editable fields, factors, bpw: 0.3,
    7.375), else 4."""
    if not math.isfinite(value) or float(value).is_integer():
        return 0
    for d in (1, 2, 3):
        if abs(round(value, d) - value) < 1e-9:
            return d
    return 4


def auto(value: float) -> Shown:
    """Formula inputs, compactly: 896, 0.8, 0.0128, 4.93 B (a suffix from a million, three
    significant digits below one, trailing zeros dropped)."""
    if float(value).is_integer() and abs(value) < 1e6:
        return Shown(float(value), 0)
    if abs(value) >= 1e6:
        return short(value)
    if value == 0:
        return Shown(0.0, 0)
    d = min(6, max(0, 2 - math.floor(math.log10(abs(value)))))
    while d > 0 and round(value, d - 1) == round(value, d):
        d -= 1
    return Shown(float(value), d)


#: A magnitude no real figure reaches (a quadrillion): beyond it a figure is shown in scientific
#: notation (``1.00e+18``) instead of digit groups, and never reaches an integer conversion.
HUGE = 1e15


def rounded(value: float, decimals: int) -> float:
    """``value`` rounded as a reader expects, halves away from zero on the number as written
    (1,234.5 -> 1,235; 2.675 -> 2.68), the same for every writer (Python's own ``round`` rounds
    halves to even and works on the binary value)."""
    if not math.isfinite(value):
        return value
    if value == 0:   # 0.0 and -0.0 are one key to the cache; each rounds to itself, sign kept
        return float(value)
    return _rounded(float(value), decimals)


@functools.lru_cache(maxsize=4096)
def _rounded(value: float, decimals: int) -> float:
    """The rounding itself, remembered: a dragged slider words the same figures (and a card's
    unchanged ones) edit after edit, and a ``Decimal`` quantize costs a few microseconds each."""
    from decimal import ROUND_HALF_UP, Decimal, localcontext

    with localcontext() as ctx:   # every digit of any finite float (up to 309 before the point) fits
        ctx.prec = 340 + abs(decimals)
        return float(Decimal(repr(float(value))).quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_UP))
