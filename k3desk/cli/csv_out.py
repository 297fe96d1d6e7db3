"""CSV output of ``k3desk calc --format csv`` (the term month by month per route) and ``k3desk advise
--format csv`` (the options).

RFC 4180 by default: comma-separated, CRLF line ends, fields with a comma, quote or line break
quoted, ``.`` decimals. ``--lang pt_BR`` writes the form Excel in Brazil opens directly: ``;``
separators, decimal commas and a UTF-8 byte-order mark. Header cells are stable column ids
(``rent_cash_usd``), the same in every language, so a script reads either form; amounts are the
decision's (US$ as the buyer pays them), never recomputed.

A text cell never becomes a formula (CSV injection, OWASP's rule): one that starts with ``=``, ``+``,
``-``, ``@``, a tab or a carriage return gets a leading ``'``, which a spreadsheet shows as text
(``=cmd|' /C calc'!A0`` from a GPU name in a scenario file is written ``'=cmd|' /C calc'!A0``). Numbers
are written as numbers (``-12.5`` stays a number), in both forms.
"""

from __future__ import annotations

import csv
import io
import math
import re
import sys

from k3desk.session.evaluation import Evaluation

ROUTES = ("rent", "own", "api", "hybrid")

Table = tuple[list[str], list[list[object]]]


def term_csv(ev: Evaluation) -> Table:
    """Header and one row per month 0..N: each priced route's cash, cumulative and discounted cash (US$)."""
    from k3desk.core.money.decision import _discount

    d = ev.decision
    if d is None:
        return ["month"], []
    live = [k for k in ROUTES if d.routes[k].available and d.routes[k].cash_flows_usd]
    header = ["month"] + [f"{k}_{what}_usd" for k in live for what in ("cash", "cumulative", "discounted")]
    rows: list[list[object]] = []
    totals = dict.fromkeys(live, 0.0)
    for m in range(d.horizon_months + 1):
        row: list[object] = [m]
        for k in live:
            flow = d.routes[k].cash_flows_usd[m]
            totals[k] += flow
            row += [flow, totals[k], flow * _discount(m, d.discount_rate_per_year)]
        rows.append(row)
    return header, rows


def advice_csv(ranking) -> Table:
    """``advise --format csv``: the ranked rows as ``advise --json`` gives them, one per option."""
    from k3desk.report.advice import english, formats_short, serving_label, speed_anchor

    header = ["rank", "gpu", "gpu_name", "gpus_per_replica", "replicas", "ownership", "serving", "formats",
              "usd_per_month", "term_usd", "npv_usd", "usd_per_mtok", "decode_tok_s_per_user", "ttft_s", "pareto",
              "anchor", "anchor_id", "fleet_replicas", "self_host_fleet_usd_per_month"]
    rows = [[i, o.gpu, o.gpu_name, o.gpu_count, o.replicas, o.ownership, english(serving_label(o)),
             english(formats_short(o)), p.usd_per_month, p.term_usd, p.npv_usd, p.usd_per_mtok,
             o.decode_per_sequence, o.ttft_s, "yes" if o.pareto else "no",
             english(note) if (note := speed_anchor(o)) else None, o.anchor.measurement.id if o.anchor else None,
             p.replicas, o.usd_per_month]
            for i, p in enumerate(ranking.rows, 1) for o in [p.option]]
    return header, rows


#: What makes a spreadsheet read a cell as a formula (OWASP, "CSV Injection").
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_PLAIN_NUMBER = re.compile(r"-?\d+(?:[.,]\d+)?")


def safe_text(text: str) -> str:
    """``text`` as a cell no spreadsheet runs: a leading ``'`` when it starts like a formula (a plain
    negative number such as ``-12.5`` is a number, and stays as it is)."""
    if text.startswith(FORMULA_START) and not _PLAIN_NUMBER.fullmatch(text):
        return "'" + text
    return text


def _cell(v: object, comma: bool) -> str:
    if v is None:
        return ""
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        if not math.isfinite(v):
            return ""   # no figure, as None (a formula-like "-inf" never reaches a cell)
        text = f"{v:.6f}".rstrip("0").rstrip(".") if abs(v) < 1000 else f"{v:.2f}"
        text = "0" if text in ("-0", "") else text
        return text.replace(".", ",") if comma else text
    return safe_text(str(v))


def csv_text(table: Table, lang: str = "en") -> str:
    """The table as CSV text: RFC 4180 (``en``) or Brazilian Excel's form (``pt_BR``: ``;``, decimal
    commas, a byte-order mark)."""
    header, rows = table
    br = lang == "pt_BR"
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=";" if br else ",", lineterminator="\r\n", quoting=csv.QUOTE_MINIMAL)
    w.writerow([safe_text(h) for h in header])
    for row in rows:
        w.writerow([_cell(v, br) for v in row])
    return ("\ufeff" if br else "") + buf.getvalue()


def write_csv(table: Table, lang: str = "en") -> None:
    """Write to standard output as UTF-8 bytes (CRLF kept as is on every system)."""
    data = csv_text(table, lang).encode("utf-8")
    out = getattr(sys.stdout, "buffer", None)
    if out is None:
        sys.stdout.write(data.decode("utf-8"))
        return
    sys.stdout.flush()
    out.write(data)
    out.flush()
