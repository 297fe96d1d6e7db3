"""Qt's environment, checked before the first QApplication: values that would crash or hang Qt, and
the messages Qt prints on its own.

- ``QT_SCALE_FACTOR`` (and ``QT_FONT_DPI``) out of range: ``0`` makes Qt divide by zero (the process
  dies), ``100`` makes a 1920×1080 window a 192,000-pixel one (a screenshot never finishes). The window
  and the PDF clamp them and say so in one line; ``k3desk screenshot`` refuses them, since the
  picture it writes would not be the one asked for.
- With ``LC_ALL=C`` or a locale that is not installed, Qt prints four lines ("Detected locale "C" with
  character encoding ..."), then works in UTF-8 anyway. The command line drops them (its output is
  the same either way); the window turns them into one line.
- A ``TZ`` with an offset over a day (``XYZ+99:99``): ``k3desk report`` refuses it in one line (no
  date can be written in it). A zone name Qt does not know (``Foo/Bar``) falls back to UTC: its
  one-line warning is dropped on the command line and worded once in the window.
"""

from __future__ import annotations

import math
import os
import sys
from datetime import datetime

from PySide6.QtCore import QCoreApplication, qInstallMessageHandler

#: Ranges Qt copes with; outside them it crashes, hangs or draws nothing.
RANGES = {"QT_SCALE_FACTOR": (0.25, 4.0, "1"), "QT_FONT_DPI": (24.0, 960.0, None)}
_LOCALE_WARNING = "Qt depends on a UTF-8 locale"
_TZ_WARNING = "Unable to determine system time zone"
_NOISE = ("propagateSizeHints",)
_installed: list[bool] = []   # the filter goes in once per process; the first caller's choice stays


class QtEnvironmentError(ValueError):
    """An environment value refused (one line: the variable, its value and the range)."""


def _bad(name: str) -> tuple[str, float] | None:
    raw = os.environ.get(name)
    if raw is None or not raw.strip():
        return None
    lo, hi, _ = RANGES[name]
    try:
        value = float(raw)
    except ValueError:
        return raw, math.nan
    return None if math.isfinite(value) and lo <= value <= hi else (raw, value)


def check_environment(refuse: bool = False) -> list[str]:
    """Clamp (or, with ``refuse``, refuse) Qt's environment values; returns one note line per change.

    Call before the QApplication exists; a value Qt already read cannot be changed."""
    notes = []
    for name, (lo, hi, default) in RANGES.items():
        bad = _bad(name)
        if bad is None:
            continue
        raw, value = bad
        shown = raw if len(raw) <= 20 else raw[:20] + "\u2026"
        if refuse:
            raise QtEnvironmentError(f"{name}={shown} is outside {lo:g} to {hi:g}; unset it or choose a value "
                                     "in that range (nothing was written)")
        if not math.isfinite(value) or value <= 0:
            if default is None:
                del os.environ[name]
                notes.append(f"{name}={shown} cannot be used (it must be {lo:g} to {hi:g}); it is ignored")
                continue
            new = default
        else:
            new = f"{min(max(value, lo), hi):g}"
        os.environ[name] = new
        notes.append(f"{name}={shown} is outside {lo:g} to {hi:g}; {new} is used")
    return notes


def scale_factor() -> float:
    """The scale Qt will apply to every window (1 when unset or unusable)."""
    try:
        value = float(os.environ.get("QT_SCALE_FACTOR") or 1)
    except ValueError:
        return 1.0
    return value if math.isfinite(value) and value > 0 else 1.0


def install_message_filter(locale_line: bool) -> bool:
    """Drop Qt's harmless offscreen noise and its four-line locale warning (``locale_line``: print
    one clear line for it instead); everything else still reaches stderr. Installed only before the
    first QApplication (once one exists, its handler, such as a test runner's, stays); True if installed."""
    if QCoreApplication.instance() is not None or _installed:
        return False
    _installed.append(locale_line)

    def handler(_mode, _context, message: str) -> None:
        if any(n in message for n in _NOISE):
            return
        if _LOCALE_WARNING in message:
            if locale_line:
                print(f"k3desk: note: {locale_note(message)}", file=sys.stderr)
            return
        if _TZ_WARNING in message:
            if locale_line:
                print(f"k3desk: note: the time zone TZ={os.environ.get('TZ', '')!r} is not known here; "
                      "times are shown in UTC", file=sys.stderr)
            return
        print(message, file=sys.stderr)

    qInstallMessageHandler(handler)
    return True


def locale_note(message: str) -> str:
    """Qt's locale warning in one line: which locale, and what is used instead."""
    parts = message.split('"')
    old = parts[1] if len(parts) > 1 else "?"
    new = parts[5] if len(parts) > 5 else "C.UTF-8"
    return f"the locale {old!r} is not UTF-8 (or not installed); {new} is used, which changes nothing in k3desk"


def time_zone_problem() -> str | None:
    """Why ``TZ`` cannot be used (one line), else None: an offset over a day (``XYZ+99:99``), which
    no clock can show. A name the system does not know (``Foo/Bar``) is not refused: the C library
    and Qt both fall back to UTC, and a container without time zone data must still write reports."""
    tz = os.environ.get("TZ")
    if tz is None:
        return None
    try:
        datetime.now().astimezone()
    except (ValueError, OverflowError, OSError):
        shown = tz if len(tz) <= 40 else tz[:40] + "\u2026"
        return (f"TZ={shown!r} is not a usable time zone (its offset is not between -24 and +24 hours); "
                "unset TZ or set one such as TZ=UTC or TZ=America/Sao_Paulo")
    return None
