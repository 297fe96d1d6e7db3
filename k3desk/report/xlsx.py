"""Write a :class:`~k3desk.report.workbook.WorkbookData` as an .xlsx file's bytes with XlsxWriter.

Qt-free: the caller hands over ``text(cell) -> str``, which translates and formats a sentence for
the chosen language (the window's and the PDF's one formatter). Numbers stay numbers: each carries
an Excel number format code whose currency is in the code (``[$US$-409] #,##0``, ``[$R$-416]
#,##0.00``) and whose separators the reader's Excel supplies, never a hand-written ``#.##0,00``.
Formulas are written with the value the decision computed (``write_formula(..., value=...)``), so
a viewer that does not recalculate still shows the numbers.
"""

from __future__ import annotations

import io
import math
import re
from collections.abc import Callable
from typing import TypeGuard

from k3desk.report.model import Q
from k3desk.report.workbook import Formula, Num, Sheet, WorkbookData

USD = "[$US$-409] #,##0"
USD_CENTS = "[$US$-409] #,##0.00"
BRL = "[$R$-416] #,##0.00"
CODES = {"usd": USD, "usd_cents": USD_CENTS, "int": "#,##0", "num": "#,##0.0", "num2": "#,##0.00",
         "num4": "#,##0.0000", "factor": "0.0000", "pct": "0.0%", "pct2": "0.00%", "gb": '#,##0.0 "GB"',
         "tok_s": '#,##0.0 "tok/s"', "text": "@"}
#: a month, the reader's way: 2027-01 in English, 01/2027 in Brazilian Portuguese
MONTH = {"en": "yyyy-mm", "pt_BR": "mm/yyyy"}
#: an input cell the reader may change (the model's assumptions)
INPUT_FILL = "#FFF2CC"
#: Q unit tags written as numbers: (number format kind, scale)
Q_NUMBERS = {"money": ("money", 1.0), "usd": ("usd_cents", 1.0), "int": ("int", 1.0), "num": ("num2", 1.0),
             "fraction": ("pct", 1.0), "bytes_gb": ("gb", 1e-9), "tok_s": ("tok_s", 1.0), "tokens": ("int", 1.0),
             "big": ("int", 1.0)}
_BAD = re.compile(r"[\[\]:*?/\\]")
_REF = re.compile(r"\{sheet:(\w+)\}")


def code_for(kind: str, currency: str, lang: str = "en") -> str:
    """The Excel number format code of a format kind; ``money`` is the display currency's."""
    if kind in ("money", "money_cents"):
        return BRL if currency == "BRL" else (USD if kind == "money" else USD_CENTS)
    if kind == "money_fine":   # a price per token: a fraction of a cent
        return ("[$R$-416] " if currency == "BRL" else "[$US$-409] ") + "0.000E+00"
    if kind == "month":
        return MONTH.get(lang, MONTH["en"])
    return CODES.get(kind, CODES["num"])


def sheet_names(sheets: tuple[Sheet, ...], text: Callable) -> dict[str, str]:
    """Each sheet's translated name, made legal for Excel (31 characters, none of ``[]:*?/\\``) and unique."""
    out: dict[str, str] = {}
    used: set[str] = set()
    for sh in sheets:
        base = _BAD.sub("-", text(sh.name)).strip("'")[:31] or sh.key
        name, n = base, 2
        while name.lower() in used:
            suffix = f" {n}"
            name, n = base[:31 - len(suffix)] + suffix, n + 1
        used.add(name.lower())
        out[sh.key] = name
    return out


def _quoted(name: str) -> str:
    return "'" + name.replace("'", "''") + "'"


def write_xlsx(data: WorkbookData, text: Callable, lang: str = "en") -> bytes:
    """The workbook as bytes (nothing is written to disk here)."""
    import xlsxwriter

    buf = io.BytesIO()
    wb = xlsxwriter.Workbook(buf, {"in_memory": True, "strings_to_numbers": False, "strings_to_formulas": False,
                                   "strings_to_urls": False})
    wb.set_properties({"title": data.title, "creator": "k3desk", "comments": f"language: {lang}"})
    names = sheet_names(data.sheets, text)
    formats: dict[tuple[str, bool, bool], object] = {}

    def fmt(kind: str | None, bold: bool = False, entered: bool = False):
        key = (kind or "", bold, entered)
        if key not in formats:
            props: dict = {"valign": "top"}
            if kind:
                props["num_format"] = code_for(kind, data.currency, lang)
            if bold:
                props.update(bold=True, bg_color="#EAF3FA", text_wrap=True)
            if entered:
                props.update(bg_color=INPUT_FILL, border=1, border_color="#BFBFBF")
            formats[key] = wb.add_format(props)
        return formats[key]

    def refs(expr: str, texts=()) -> str:
        expr = _REF.sub(lambda m: _quoted(names[m.group(1)]), expr)
        for i, t in enumerate(texts):   # a sentence the formula returns, translated and quoted
            expr = expr.replace(f"{{text{i}}}", '"' + text(t).replace('"', '""') + '"')
        return expr

    def cached(value):
        """A formula's stored value: a number, or the sentence it returns (translated); "" for none."""
        if _finite(value):
            return value
        if value is None or isinstance(value, (int, float, bool)) or value == "":
            return ""
        return text(value)

    for sh in data.sheets:
        ws = wb.add_worksheet(names[sh.key])
        for i, w in enumerate(sh.widths):
            ws.set_column(i, i, w)
        for ri, row in enumerate(sh.rows):
            bold = ri in sh.header_rows
            if bold and len(row) > 1:
                ws.set_row(ri, 45)   # a header wraps onto up to three lines ("Renting: cumulative (US$)")
            for ci, cell in enumerate(row):
                if isinstance(cell, Formula):
                    ws.write_formula(ri, ci, refs(cell.expr, cell.texts), fmt(cell.fmt, bold), cached(cell.value))
                elif isinstance(cell, Num):
                    if not _finite(cell.value):   # no figure (a workbook cell holds no NaN or infinity)
                        ws.write_blank(ri, ci, None, fmt(cell.fmt if cell.input else None, bold, cell.input))
                    else:
                        ws.write_number(ri, ci, cell.value, fmt(cell.fmt, bold, cell.input))
                elif isinstance(cell, Q) and cell.unit in Q_NUMBERS and _finite(cell.value) \
                        and cell.noun in (None, "tokens"):
                    kind, scale = Q_NUMBERS[cell.unit]
                    ws.write_number(ri, ci, cell.value * scale, fmt(kind, bold))
                elif cell is None:
                    if bold:
                        ws.write_blank(ri, ci, None, fmt(None, bold))
                else:
                    ws.write_string(ri, ci, text(cell), fmt(None, bold))
        if sh.freeze:
            ws.freeze_panes(*sh.freeze)
        for defined, at, column in sh.names:   # the model's defined names (tokens_per_month, npv_own, ...)
            wb.define_name(defined, f"={_quoted(names[sh.key])}!${_letters(column)}${at + 1}")
        if sh.chart is not None and sh.chart.series:
            _chart(wb, ws, sh, names[sh.key], text, data.currency)
    wb.close()
    return buf.getvalue()


def _chart(wb, ws, sh: Sheet, sheet_name: str, text: Callable, currency: str) -> None:
    """The sheet's native line chart (one series per route), beside its table."""
    c = sh.chart
    assert c is not None
    chart = wb.add_chart({"type": "line"})
    for name, first, last, col in c.series:
        chart.add_series({"name": text(name),
                          "categories": [sheet_name, first - 1, c.category_col, last - 1, c.category_col],
                          "values": [sheet_name, first - 1, col, last - 1, col], "marker": {"type": "none"}})
    chart.set_title({"name": text(c.title)})
    chart.set_x_axis({"name": text(c.x_title)})
    chart.set_y_axis({"name": text(c.y_title), "num_format": code_for("money", currency)})
    chart.set_size({"width": 760, "height": 420})
    ws.insert_chart(2, max(len(r) for r in sh.rows) + 1, chart)


def _letters(i: int) -> str:
    from k3desk.report.workbook_cells import col

    return col(i)


def _finite(value: object) -> TypeGuard[int | float]:
    """A number a workbook cell can hold: an int or a finite float (not a bool, not None)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
