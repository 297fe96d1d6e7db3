"""The workbook model's cells: numbers and formulas with their stored values, the sheets' parts, the
month rows every month-by-month sheet shares, and the dates the taxes are applied by.

No Qt, no file: ``report/workbook_model.py`` builds the model of these, ``report/xlsx.py`` writes them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from k3desk.core.money import taxes as tx
from k3desk.core.scenario import Pricing, Scenario
from k3desk.report.model import N_, Cell, T

#: The longest contract term a scenario accepts: every month-by-month sheet holds months 0..MONTHS.
MONTHS = next((int(m.le) for m in Pricing.model_fields["horizon_months"].metadata if hasattr(m, "le")), 60)
#: Excel row of month 0 on a month-by-month sheet (row 1 a note, row 2 the header).
FIRST = 3
LAST = FIRST + MONTHS
TOTAL = LAST + 1
SYMBOL = {"BRL": "R$", "USD": "US$"}
ROUTE_NAMES = {"rent": N_("Renting"), "own": N_("Buying"), "api": N_("API"), "hybrid": N_("Hybrid")}
CONFIRM = N_("estimate: confirm with your accountant")


#: Number format kinds a :class:`Num` or :class:`Formula` may carry (the writer maps each to an
#: Excel number format code: the currency from the code, the separators from the reader's Excel).
FORMATS = frozenset({"usd", "usd_cents", "money", "money_cents", "money_fine", "int", "num", "num2", "num4", "pct",
                     "pct2", "factor", "month", "gb", "tok_s", "text"})


@dataclass(frozen=True)
class Num:
    """A number cell; ``input`` draws it as an input the reader may change."""

    value: float | int | None
    fmt: str = "num"
    input: bool = False

    def __post_init__(self) -> None:
        if self.fmt not in FORMATS:
            raise ValueError(f"unknown number format '{self.fmt}'")


@dataclass(frozen=True)
class Formula:
    """A live formula (``=SUM(B2:B38)``) and the value it evaluates to, as the app computed it (a
    number, or a sentence for a formula that returns text). ``texts`` are sentences the formula returns:
    ``{text0}``, ``{text1}``… in ``expr`` stand for them, translated and quoted by the writer."""

    expr: str
    value: float | Cell
    fmt: str = "usd"
    texts: tuple[T, ...] = ()

    def __post_init__(self) -> None:
        if self.fmt not in FORMATS:
            raise ValueError(f"unknown number format '{self.fmt}'")


def col(i: int) -> str:
    """Excel column letters of a 0-based index."""
    out = ""
    i += 1
    while i:
        i, rem = divmod(i - 1, 26)
        out = chr(65 + rem) + out
    return out


def money_header(label: str, currency: str) -> T:
    """A column header with its currency: "Purchases (R$)"."""
    return T(N_("{label} ({currency})"), {"label": T(label), "currency": SYMBOL.get(currency, currency)})


@dataclass
class Part:
    """One sheet of the model as rows (the workbook's ``Sheet`` is made of it) and its defined names."""

    key: str
    name: str
    rows: list[tuple] = field(default_factory=list)
    names: list[tuple[str, int, int]] = field(default_factory=list)   # (name, 0-based row, 0-based column)
    header_rows: set[int] = field(default_factory=set)
    widths: tuple[float, ...] = ()
    freeze: tuple[int, int] | None = None

    def add(self, *cells, header: bool = False) -> int:
        """Append a row; its Excel row number."""
        self.rows.append(tuple(cells))
        if header:
            self.header_rows.add(len(self.rows) - 1)
        return len(self.rows)

    def define(self, name: str, row: int, column: int = 1) -> None:
        self.names.append((name, row - 1, column))


def start_date(s: Scenario) -> date:
    y, m = tx.term_start(s).split("-")
    return date(int(y), int(m), 1)


def serial(d: date) -> int:
    """A date as a spreadsheet serial number (days since 1899-12-30)."""
    return (d - date(1899, 12, 30)).days


def add_months(d: date, n: int) -> date:
    k = d.year * 12 + d.month - 1 + n
    return date(k // 12, k % 12 + 1, 1)
