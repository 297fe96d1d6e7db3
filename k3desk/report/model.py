"""The report as plain data: sections of blocks (sentences, key-value lists, tables, figures).

Why data and not drawing calls: the same content must render to PDF today and perhaps to HTML or
the screen later, and it must be testable without Qt. Two rules keep it language-neutral:

- every user-facing sentence is an English *source* string marked with :func:`N_`, with ``{name}``
  placeholders. The Qt writer translates the source through
  ``QCoreApplication.translate("Report", source)`` and then fills the placeholders;
- numbers stay numbers: a :class:`Q` carries a value and a unit tag and the writer formats it with
  QLocale (``1,234.5`` in English, ``1.234,5`` and ``R$`` in Brazilian Portuguese).

Extraction for Qt Linguist: the markers are plain calls ``N_("...")``; run
``pyside6-lupdate -tr-function-alias QT_TR_NOOP+=N_`` over ``k3desk/report`` (the writer also looks a
string up under the empty context, which is where that alias files it).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

CONTEXT = "Report"


def local_now() -> datetime:
    """Now, in the system's time zone; in UTC when the zone cannot be used (``TZ='XYZ+99:99'`` names
    an offset over a day, which Python refuses): a report's date must never stop the report."""
    now = datetime.now(UTC)
    try:
        return now.astimezone()
    except (ValueError, OverflowError, OSError):
        return now


def N_(text: str) -> str:
    """Mark ``text`` for translation without translating it here (translation happens in the writer)."""
    return text


#: Unit tags a :class:`Q` may carry; the writer knows how to format each.
UNITS = frozenset({
    "num",  # plain number, ``decimals`` digits (None: as few as needed, up to 3)
    "int",  # integer with group separators
    "auto",  # compact: suffixes above a million, up to 3 significant decimals below
    "bytes_gb",  # bytes shown as decimal GB
    "bytes_gib",  # bytes shown as GiB
    "memory",  # bytes in the unit the reader chose (GB by default, GiB on request)
    "money",  # an amount already in the report's display currency
    "money_compact",  # an amount in the display currency, short (US$ 13.3 k), for a range on a card
    "usd",  # an amount that is always US dollars (catalog and input prices)
    "tokens",  # token count, short suffix (10 B / 10 bi)
    "big",  # large count in words (8.0 billion / 8,0 bilhões)
    "tok_s",  # tokens per second
    "seconds",  # a duration, unit picked by size (ms, s, min, h)
    "fraction",  # 0.8 -> 80%
    "context",  # context length the way model cards write it (128K, 1M)
    "gbps",  # link speed in Gbit/s
    "times",  # a multiplier, 2.5x
    "bpw",  # bits per weight
    "date",  # a POSIX timestamp, shown as a long local date
    "day",  # an ISO date string (2026-07-27), shown the reader's way (27/07/2026)
})


def duration_parts(seconds: float) -> tuple[float, str, int]:
    """A duration in the unit a reader expects, as (value, unit, decimals): milliseconds below a
    second, seconds below two minutes, minutes below two hours, then hours. Every writer (window,
    PDF, command line) words a "seconds" quantity with it."""
    if seconds < 1:
        return seconds * 1000, "ms", 0
    if seconds < 120:
        return seconds, "s", 1
    if seconds < 7200:
        return seconds / 60, "min", 0
    return seconds / 3600, "h", 1


@dataclass(frozen=True)
class Q:
    """A number with a unit tag, formatted by the writer for the report's language."""

    value: float | int | str | None  # str: the ISO date of a "day" quantity
    unit: str = "num"
    decimals: int | None = None
    #: what is counted ("tokens", "replicas", "nodes", ...): the writer words number and noun
    #: together, so a language can put "de" after a scale word and use real plurals
    noun: str | None = None

    def __post_init__(self) -> None:
        if self.unit not in UNITS:
            raise ValueError(f"unknown unit tag '{self.unit}'")
        if self.noun is not None and self.unit not in ("big", "tokens", "int"):
            raise ValueError(f"unit '{self.unit}' takes no noun")


@dataclass(frozen=True)
class T:
    """A sentence: English source with ``{name}`` placeholders, filled with cells from ``args``.

    ``translate=False`` is for text assembled from data (formula notation, names) that must not be
    looked up in a catalog but still has numbers to format.
    """

    source: str
    args: Mapping[str, Any] = field(default_factory=dict)
    translate: bool = True


#: A table or list cell: a number, a sentence, verbatim data text (names, ids, sources) or nothing.
@dataclass(frozen=True)
class Quoted:
    """Text quoted from a source (a publication title, a catalog note): shown as data in quotes and
    never translated, while the writer formats the dates and numbers inside it for the reader."""

    text: str


Cell = Q | T | Quoted | str | None


@dataclass(frozen=True)
class Paragraph:
    text: T
    style: str = "body"  # body | lead | note | verdict


@dataclass(frozen=True)
class KeyValues:
    """A two-column list of labelled values, optionally with a title."""

    rows: tuple[tuple[Cell, Cell], ...]
    title: T | None = None


@dataclass(frozen=True)
class Panels:
    """Key-value lists laid out side by side (two per row), like the app's input panels."""

    panels: tuple[KeyValues, ...]


@dataclass(frozen=True)
class Table:
    """A table with a header row. ``highlight`` holds (row, column) cells drawn as the best value;
    ``widths`` are relative column widths; the first column is a row label when ``row_labels``."""

    columns: tuple[Cell, ...]
    rows: tuple[tuple[Cell, ...], ...]
    widths: tuple[float, ...] | None = None
    highlight: frozenset[tuple[int, int]] = frozenset()
    title: T | None = None
    row_labels: bool = True
    small: bool = False
    emphasis_rows: frozenset[int] = frozenset()  # totals, drawn bold


@dataclass(frozen=True)
class Figure:
    """A chart described by its numbers; ``kind`` picks the drawing routine (vram, cost, batch,
    vram_compare, cost_compare). ``height`` is a fraction of the text width."""

    kind: str
    data: Mapping[str, Any]
    caption: T | None = None
    height: float = 0.5


@dataclass(frozen=True)
class Code:
    """A command line, set in a monospaced font, never translated."""

    text: str


@dataclass(frozen=True)
class Card:
    """A headline figure. ``rows`` are labelled sub-values (the cost card's self-hosted and API)."""

    label: T
    value: Cell
    detail: Cell = None
    state: str = "neutral"  # ok | bad | neutral
    key: str = ""
    rows: tuple[tuple[T, Cell], ...] = ()


@dataclass(frozen=True)
class Cards:
    """Headline figures as a row of small cards."""

    cards: tuple[Card, ...]


Block = Paragraph | KeyValues | Panels | Table | Figure | Code | Cards


@dataclass(frozen=True)
class Section:
    title: T
    blocks: tuple[Block, ...]
    new_page: bool = False


@dataclass(frozen=True)
class Cover:
    title: T
    subtitle: str  # scenario name (or names, for a comparison): data, not translated
    verdict: tuple[T, ...]
    cards: Cards | None = None
    lead: T | None = None  # a comparison's overall winner, in bold above the verdicts
    facts: KeyValues | None = None  # prepared for / by (None when neither is set)
    glance: KeyValues | None = None  # the scenario in a few lines, under the headline cards
    notes: str = ""
    prepared: T | None = None  # "Prepared on <date>", under the title block


@dataclass(frozen=True)
class Report:
    """A whole report. ``currency`` is the display currency of every ``money`` cell."""

    kind: str  # "scenario" | "comparison"
    header: str  # scenario name (or names) for the running header; data, not translated
    cover: Cover
    sections: tuple[Section, ...]
    currency: str = "USD"
    generated: str = ""  # ISO date-time the content was built
    meta: Mapping[str, str] = field(default_factory=dict)

    def texts(self) -> list[str]:
        """Every English source string in the report (for tests and translation coverage checks)."""
        out: list[str] = []

        def walk(x: Any) -> None:
            if isinstance(x, T):
                if x.translate:
                    out.append(x.source)
                for v in x.args.values():
                    walk(v)
            elif isinstance(x, (tuple, list, frozenset)):
                for v in x:
                    walk(v)
            elif hasattr(x, "__dataclass_fields__") and not isinstance(x, Q):
                for name in x.__dataclass_fields__:
                    walk(getattr(x, name))

        walk(self.cover)
        walk(self.sections)
        return out
