"""The console the command line writes to: output that never breaks on the stream's encoding.

A Windows console, ``PYTHONIOENCODING=ascii`` or a redirect to a file in a legacy code page cannot
encode the table's "·" and "×" or a name's "São": a plain ``print`` would end in a traceback. The real
stdout and stderr get the ``k3desk-ascii`` error handler instead, which writes the ASCII form of
what the stream cannot take ("·" as "-", "×" as "x", "São" as "Sao", "…" as "..."), and the raw byte
of a name the system handed over undecoded (a file name that is not UTF-8), as Python's
``surrogateescape`` does. Characters the stream can encode are written unchanged.
"""

from __future__ import annotations

import codecs
import io
import sys
import unicodedata

HANDLER = "k3desk-ascii"

#: ASCII forms of the characters k3desk's own texts use (the rest decompose: "ç" -> "c").
ASCII_FORMS = {
    "\u00b7": "-", "\u00d7": "x", "\u2014": "-", "\u2013": "-", "\u2012": "-", "\u2212": "-", "\u2026": "...",
    "\u2248": "~", "\u2192": "->", "\u2190": "<-", "\u2191": "^", "\u2193": "v", "\u2264": "<=", "\u2265": ">=",
    "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u2018": "'", "\u2019": "'", "\u00ab": '"', "\u00bb": '"',
    "\u00a0": " ", "\u202f": " ", "\u2009": " ", "\u2007": " ", "\u2060": "", "\u200b": "", "\u00b1": "+/-",
    "\u00b5": "u", "\u20ac": "EUR", "\u2022": "*", "\u2713": "v", "\u2717": "x", "\u00b0": " deg",
    "\u2030": " per mille", "\u00bd": "1/2", "\u2082": "2", "\u00b2": "2", "\u00b3": "3", "\u2011": "-",
}


def ascii_form(ch: str) -> str:
    """What one character becomes on a stream that cannot encode it."""
    if ch in ASCII_FORMS:
        return ASCII_FORMS[ch]
    plain = unicodedata.normalize("NFKD", ch).encode("ascii", "ignore").decode("ascii")
    return plain or "?"


def _handler(err: UnicodeError) -> tuple[str | bytes, int]:
    if not isinstance(err, UnicodeEncodeError):
        raise err
    ch = err.object[err.start]
    if "\udc80" <= ch <= "\udcff":   # an undecodable byte of a file name: give the byte back
        return bytes([ord(ch) - 0xDC00]), err.start + 1
    return ascii_form(ch), err.start + 1


codecs.register_error(HANDLER, _handler)


def fit_streams() -> None:
    """Give the process's real stdout and stderr the ASCII fallback (streams a caller replaced, such
    as a test's capture, are left alone)."""
    for stream, real in ((sys.stdout, sys.__stdout__), (sys.stderr, sys.__stderr__)):
        if stream is not real or not isinstance(stream, io.TextIOWrapper):
            continue
        try:
            stream.reconfigure(errors=HANDLER)
        except (ValueError, OSError, LookupError, io.UnsupportedOperation):
            continue
