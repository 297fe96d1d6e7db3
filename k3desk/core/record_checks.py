"""Checking one value of a record: the lax coercions and the wording of every refusal.

Each checker takes ``(value, loc, errs)`` and returns the coerced value, or :data:`BAD` after
appending an error dict (``type``, ``loc``, ``msg``, ``input``, ``ctx``) to ``errs``. The rules and
texts are the established ones the files, ``--set`` and the window's translations already rely on:
``"3"`` and ``3.0`` read as 3 but ``3.5`` is refused (``int_from_float``); numbers may be given as
text; booleans read "true/false/yes/no/on/off/1/0"; bounds word themselves "Input should be greater
than or equal to 1". Used by :mod:`k3desk.core.record`.
"""

from __future__ import annotations

import math
import operator
import re
from collections.abc import Mapping
from typing import Any

BAD: Any = object()  # "refused; the error is recorded"
#: Integers read from text or floats stay within what the established rules accept.
_INT_DIGITS, _INT_FLOAT_LIMIT = 4300, 2.0 ** 63
_INT_TEXT = re.compile(r"([+-]?)([0-9]+(?:_[0-9]+)*)(?:\.0+)?")
_TOO_BIG = "Unable to parse input string as an integer, exceeded maximum size"
_TRUE, _FALSE = frozenset(("true", "yes", "on", "1", "t", "y")), frozenset(("false", "no", "off", "0", "f", "n"))


def error(errs: list, loc: tuple, kind: str, msg: str, value: Any, ctx: dict | None = None) -> Any:
    """Record one refusal of ``value`` at ``loc``; returns :data:`BAD` for the checker to return."""
    errs.append({"type": kind, "loc": loc, "msg": msg, "input": value, **({"ctx": ctx} if ctx is not None else {})})
    return BAD


def _num(x: Any) -> str:
    """A bound as the messages print it: plain digits, never an exponent (``1e-07`` -> ``0.0000001``)."""
    if isinstance(x, float) and math.isfinite(x):
        from decimal import Decimal  # only when wording a refusal
        digits = format(Decimal(repr(x)), "f")
        return digits.rstrip("0").rstrip(".") if "." in digits else digits
    return str(x)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


# Coercions: each takes (value, loc, errs) and returns the coerced value or BAD (error recorded).

def _decoded(v):
    """Bytes read as UTF-8 text (numbers and booleans accept them as they accept text)."""
    try:
        return bytes(v).decode("utf-8")
    except UnicodeDecodeError:
        return "\ufffd"


def as_int(v, loc, errs):
    """An integer: ints and bools, whole floats (3.0), decimal text ("3", " 1_000 ", "3.0")."""
    if isinstance(v, int):
        return int(v)
    if isinstance(v, float):
        if not math.isfinite(v):
            return error(errs, loc, "finite_number", "Input should be a finite number", v)
        if v % 1:
            return error(errs, loc, "int_from_float",
                         "Input should be a valid integer, got a number with a fractional part", v)
        if abs(v) >= _INT_FLOAT_LIMIT:
            return error(errs, loc, "int_parsing_size", _TOO_BIG, v)
        return int(v)
    if isinstance(v, (str, bytes)):
        text = v if isinstance(v, str) else _decoded(v)
        m = _INT_TEXT.fullmatch(text.strip()) if text.isascii() else None
        if m is None:
            return error(errs, loc, "int_parsing",
                         "Input should be a valid integer, unable to parse string as an integer", v)
        digits = m[2].replace("_", "").lstrip("0") or "0"
        if len(digits) > _INT_DIGITS:
            return error(errs, loc, "int_parsing_size", _TOO_BIG, v)
        return int(m[1] + digits)
    return error(errs, loc, "int_type", "Input should be a valid integer", v)


def as_float(v, loc, errs):
    """A float: any int or float (too large an int is refused), or number text ("1e3", " 2.5 ")."""
    if isinstance(v, (int, float)):
        try:
            return float(v)
        except OverflowError:
            pass
    elif isinstance(v, (str, bytes)):
        text = v if isinstance(v, str) else _decoded(v)
        if "_" in text:  # digit separators: not at either end, never two, no spaces around the number
            bad = text[0] == "_" or text[-1] == "_" or "__" in text or text != text.strip()
            text = "" if bad else text.replace("_", "")
        try:
            if text.isascii():
                return float(text.strip())
        except ValueError:
            pass
        return error(errs, loc, "float_parsing",
                     "Input should be a valid number, unable to parse string as a number", v)
    return error(errs, loc, "float_type", "Input should be a valid number", v)


def as_bool(v, loc, errs):
    """A boolean: a bool, 0/1 (also as 0.0/1.0), or "true/false/yes/no/on/off/t/f/y/n/1/0" in any case."""
    if isinstance(v, bool):
        return v
    x = int(v) if isinstance(v, float) and math.isfinite(v) and not v % 1 else v  # 1.0 reads as 1
    if isinstance(x, int) and -_INT_FLOAT_LIMIT <= x < _INT_FLOAT_LIMIT or isinstance(x, (str, bytes)):
        key = x.lower() if isinstance(x, str) else _decoded(x).lower() if isinstance(x, bytes) else str(x)
        if key in _TRUE or key in _FALSE:
            return key in _TRUE
        return error(errs, loc, "bool_parsing", "Input should be a valid boolean, unable to interpret input", v)
    return error(errs, loc, "bool_type", "Input should be a valid boolean", v)


def as_str(v, loc, errs):
    """Text as it is (UTF-8 bytes decoded); nothing else becomes text, not even a number."""
    if type(v) is str:
        return v
    if isinstance(v, str):
        return str(v)
    if isinstance(v, (bytes, bytearray)):
        try:
            return bytes(v).decode("utf-8")
        except UnicodeDecodeError:
            return error(errs, loc, "string_unicode",
                         "Input should be a valid string, unable to parse raw data as a unicode string", v)
    return error(errs, loc, "string_type", "Input should be a valid string", v)


_BOUNDS = {"le": (operator.le, "less_than_equal", "less than or equal to"),
           "lt": (operator.lt, "less_than", "less than"),
           "ge": (operator.ge, "greater_than_equal", "greater than or equal to"),
           "gt": (operator.gt, "greater_than", "greater than")}


def bounded(coerce, info, finite: bool, exact: type):
    """A number checker: coercion (skipped for the exact type), finiteness, then le, lt, ge, gt."""
    checks = tuple((_BOUNDS[k][0], exact(limit), k) for k in _BOUNDS if (limit := getattr(info, k)) is not None)

    def check(v, loc, errs):
        x = v if type(v) is exact else coerce(v, loc, errs)
        if x is BAD:
            return x
        if finite and not math.isfinite(x):
            return error(errs, loc, "finite_number", "Input should be a finite number", v)
        for ok, limit, k in checks:
            if not ok(x, limit):
                _, kind, words = _BOUNDS[k]
                return error(errs, loc, kind, f"Input should be {words} {_num(limit)}", v, {k: limit})
        return x
    return check


def text(info, config: dict):
    """A text checker: length (the field's ``max_length``, else the class's ``str_max_length``), then pattern."""
    most = info.max_length if info.max_length is not None else config["str_max_length"]
    least = info.min_length
    # An end anchor means the end of the text, not "before a final newline" (Python's "$").
    pattern = info.pattern and re.compile(re.sub(r"(?<!\\)\$$", r"\\Z", info.pattern))

    def check(v, loc, errs):
        s = as_str(v, loc, errs)
        if s is BAD:
            return s
        if least is not None and len(s) < least:
            return error(errs, loc, "string_too_short", f"String should have at least {_plural(least, 'character')}",
                         v, {"min_length": least})
        if most is not None and len(s) > most:
            return error(errs, loc, "string_too_long", f"String should have at most {_plural(most, 'character')}",
                         v, {"max_length": most})
        if pattern and not pattern.search(s):
            return error(errs, loc, "string_pattern_mismatch", f"String should match pattern '{info.pattern}'",
                         v, {"pattern": info.pattern})
        return s
    return check


def sequence(item, info):
    """``tuple[X, ...]``: any list, tuple, set or other non-text iterable; items checked one by one.
    Past ``max_length`` valid items it stops reading (a hostile million-item list costs nothing)."""
    most = info.max_length

    def check(v, loc, errs):
        if isinstance(v, (str, bytes, bytearray, Mapping)) or not hasattr(v, "__iter__"):
            return error(errs, loc, "tuple_type", "Input should be a valid tuple", v)
        out, n = [], len(errs)
        for i, x in enumerate(v):
            y = item(x, (*loc, i), errs)
            if y is not BAD:
                out.append(y)
                if most is not None and len(out) > most:
                    del errs[n:]
                    size = len(v) if hasattr(v, "__len__") else i + 1
                    return error(errs, loc, "too_long",
                                 f"Tuple should have at most {_plural(most, 'item')} after validation, not {size}",
                                 v, {"field_type": "Tuple", "max_length": most, "actual_length": size})
        return BAD if len(errs) > n else tuple(out)
    return check


def literal(options: tuple):
    """One of the listed values, of the same type ("rent" is not "Rent", 1 is not True)."""
    expected = " or ".join(filter(None, (", ".join(map(repr, options[:-1])), repr(options[-1]))))

    def check(v, loc, errs):
        for option in options:
            if type(option) is type(v) and option == v:
                return option
        return error(errs, loc, "literal_error", f"Input should be {expected}", v, {"expected": expected})
    return check


def refused(errs: list, loc: tuple, exc: BaseException, value: Any) -> Any:
    """Record what a validator raised: a ``ValueError`` as ``value_error``, an assertion as ``assertion_error``."""
    if isinstance(exc, AssertionError):
        return error(errs, loc, "assertion_error", f"Assertion failed, {exc}", value, {"error": exc})
    return error(errs, loc, "value_error", f"Value error, {exc}", value, {"error": exc})
