"""Text from files at its length limits, made to fit: a 200-character scenario name or a 120-character
GPU name with no space in it cannot wrap at a word, so it would run off a card or a page.

:func:`breakable` gives such runs places to break (zero-width spaces, invisible where no break is
needed) for labels that wrap; :func:`elided` shortens one-line text to a width with "…".
"""

from __future__ import annotations

import re
import unicodedata

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QFontMetricsF

ZWSP = "\u200b"
#: A run this long without a space is broken every ``EVERY`` characters.
LONG_RUN, EVERY = 24, 12
_RUN = re.compile(r"[^\s\u200b]{" + str(LONG_RUN) + ",}")


def breakable(text: str, every: int = EVERY) -> str:
    """``text`` with a zero-width space every ``every`` characters of a run over ``LONG_RUN`` long
    without a space (never before a combining mark, so "é" stays whole). Other text is unchanged."""
    def split(m: re.Match) -> str:
        run, out, n = m.group(0), [], 0
        for ch in run:
            if n >= every and not unicodedata.combining(ch):
                out.append(ZWSP)
                n = 0
            out.append(ch)
            n += 1
        return "".join(out)
    return _RUN.sub(split, text) if text else text


def words(text: str) -> list[str]:
    """The pieces a wrapping label can break ``text`` into (spaces and zero-width spaces)."""
    return [w for w in re.split(r"[\s\u200b]+", text) if w]


def elided(text: str, metrics: QFontMetrics | QFontMetricsF, width: float,
           mode: Qt.TextElideMode = Qt.TextElideMode.ElideMiddle) -> str:
    """One line of ``text`` cut with "…" to ``width`` (the whole text when it fits)."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    if isinstance(metrics, QFontMetricsF):
        return metrics.elidedText(text, mode, width)
    return metrics.elidedText(text, mode, int(width))   # whole pixels, as Qt takes them
