"""Plain-text twin of the window's formatter (``k3desk.ui.formatter``) for the command line.

English, no Qt: ``US$ 43,070``, ``8.63 B``, ``1,556 GB``; the same figures-layer cells the window
and the PDF render, so ``k3desk calc`` says what the screen says.
"""

from __future__ import annotations

import math
import re

from k3desk.report.model import Q, Quoted, T

DASH = "-"
_PLACEHOLDER = re.compile(r"\{(\w+)\}")
_SUFFIXES = ((1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "k"))
_WORDS = ((1e12, "trillion"), (1e9, "billion"), (1e6, "million"))


def _num(v: float, d: int) -> str:
    return f"{v:,.{d}f}"


def _smart(v: float) -> str:
    if float(v).is_integer():
        return _num(v, 0)
    for d in (1, 2, 3):
        if abs(round(v, d) - v) < 1e-9:
            return _num(v, d)
    return _num(v, 4)


def tokens(v: float) -> str:
    for scale, suffix in _SUFFIXES:
        if abs(v) >= scale:
            x = v / scale
            return f"{_num(x, 0 if abs(x) >= 100 else 2 if abs(x) < 10 else 1)} {suffix}"
    return _num(v, 0)


def seconds(v: float) -> str:
    if v < 1:
        return f"{v * 1000:,.0f} ms"
    if v < 120:
        return f"{v:,.1f} s"
    if v < 7200:
        return f"{v / 60:,.0f} min"
    return f"{v / 3600:,.1f} h"


#: singular of the counted nouns a Q may carry (the plural is the noun id itself, GPUs aside)
_NOUNS = {"tokens": ("token", "tokens"), "replicas": ("replica", "replicas"), "nodes": ("node", "nodes"),
          "gpus": ("GPU", "GPUs"), "sequences": ("sequence", "sequences")}


def quantity(q: Q, currency: str = "USD") -> str:
    v, u, d = q.value, q.unit, q.decimals
    if v is None or (isinstance(v, float) and not math.isfinite(v)):
        return DASH
    if q.noun:
        one, many = _NOUNS.get(q.noun, (q.noun, q.noun))
        return f"{quantity(Q(v, u, d), currency)} {one if v == 1 else many}"
    if u in ("money", "usd"):
        symbol = "R$" if u == "money" and currency == "BRL" else "US$"
        return f"{symbol} {_num(v, d if d is not None else (0 if abs(v) >= 1000 else 2))}"
    if u in ("bytes_gb", "memory"):
        x = v / 1e9
        return f"{_num(x, d if d is not None else (0 if abs(x) >= 100 else 1 if abs(x) >= 1 else 2))} GB"
    if u == "bytes_gib":
        return f"{_num(v / 2**30, 2 if d is None else d)} GiB"
    if u == "int":
        return _num(v, 0)
    if u in ("tokens", "auto"):
        return tokens(v)
    if u == "big":
        for scale, word in _WORDS:
            if abs(v) >= scale * 0.9995:
                x = v / scale
                return f"{_num(x, d if d is not None else (0 if abs(x) >= 100 else 1))} {word}"
        return _num(v, 0)
    if u == "tok_s":
        return f"{_num(v, 0 if v >= 100 else 1)} tokens/s"
    if u == "seconds":
        return seconds(v)
    if u == "fraction":
        return f"{_num(v * 100, d or 0)}%"
    if u == "context":
        v = int(v)
        return f"{v >> 20}M" if v >= 1 << 20 and not v % (1 << 20) else f"{v >> 10}K" if v >= 1024 and not v % 1024 \
            else _num(v, 0)
    if u == "gbps":
        return f"{_smart(v)} Gbit/s"
    if u == "times":
        return f"{_smart(v)}x"
    if u == "day":
        return str(v)
    if u == "bpw":
        return f"{_smart(v)} bpw"
    return _smart(v) if d is None else _num(v, d)


def text(cell, currency: str = "USD") -> str:
    """A cell (sentence, quantity, verbatim text or nothing) as English plain text."""
    if cell is None:
        return DASH
    if isinstance(cell, Q):
        return quantity(cell, currency)
    if isinstance(cell, Quoted):
        return f"\u201c{cell.text}\u201d"
    if isinstance(cell, T):
        return _PLACEHOLDER.sub(lambda m: text(cell.args[m.group(1)], currency) if m.group(1) in cell.args
                                else m.group(0), cell.source).replace("\u00d7", "x")
    return str(cell)
