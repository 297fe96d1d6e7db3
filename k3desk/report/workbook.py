"""What the exported spreadsheet holds, sheet by sheet, as language-neutral data (no Qt, no file).

``workbook(items, ranking)`` describes the workbook of one scenario (or, with 2-4 scenarios, the
first one's sheets plus a side-by-side sheet): the summary (the decision and its routes), the
inputs with their sources, memory, speed, the monthly cost per route, the term month by month per
route (cash, cumulative, discounted), the sensitivity, the Advisor's options when given, the bill
of materials and the request for quotation. Every amount is read from the decision (US$ as the
buyer pays it: the landed cost), never recomputed; cumulative columns and totals are
:class:`Formula` cells that carry the value the decision computed, so a viewer that does not
recalculate still shows it. The writer (``k3desk.report.xlsx``) turns this into XlsxWriter calls.

Sheet names and texts are :class:`~k3desk.report.model.T` sources the writer translates; numbers
are :class:`Num` (a value and a format kind, never a formatted string). Formulas refer to other
sheets as ``{sheet:KEY}``, which the writer replaces with the translated, quoted sheet name.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from k3desk.core.result import Result
from k3desk.core.scenario import Scenario
from k3desk.report import bom, rfq
from k3desk.report.figures import ENGINES, WHY_LEFT_OUT, figures, gpu_label, route_phrase
from k3desk.report.model import N_, Block, Cell, Code, KeyValues, Panels, Paragraph, Q, Quoted, T, Table
from k3desk.report.notices import profile_line
from k3desk.session.evaluation import Evaluation

#: Number format kinds a :class:`Num` or :class:`Formula` may carry (the writer maps each to an
#: Excel format code: the currency from the code, the separators from the reader's Excel).
FORMATS = frozenset({"usd", "usd_cents", "money", "money_cents", "int", "num", "num2", "pct", "gb", "tok_s", "text"})
ROUTES = ("rent", "own", "api", "hybrid")
ROUTE_NAMES = {"rent": N_("Renting"), "own": N_("Buying"), "api": N_("API"), "hybrid": N_("Hybrid")}
WHY_NOT = WHY_LEFT_OUT   # one wording of why a route is not weighed


@dataclass(frozen=True)
class Num:
    value: float | int | None
    fmt: str = "num"

    def __post_init__(self) -> None:
        if self.fmt not in FORMATS:
            raise ValueError(f"unknown number format '{self.fmt}'")


@dataclass(frozen=True)
class Formula:
    """A live formula (``=SUM(B2:B38)``) and the value it evaluates to, as the decision computed it."""

    expr: str
    value: float | None
    fmt: str = "usd"


SheetCell = Cell | Num | Formula


@dataclass(frozen=True)
class Chart:
    """A native line chart: one series per (name, first data row, last data row, column), categories
    in column ``category_col`` over the same rows (0-based columns, 1-based Excel rows)."""

    title: T
    series: tuple[tuple[T, int, int, int], ...]
    category_col: int
    x_title: T
    y_title: T


@dataclass(frozen=True)
class Sheet:
    key: str                       # stable id (formulas name sheets by it)
    name: T
    rows: tuple[tuple[SheetCell, ...], ...]
    header_rows: frozenset[int] = frozenset({0})   # rows drawn as a header (bold, shaded)
    widths: tuple[float, ...] = ()
    chart: Chart | None = None
    freeze: tuple[int, int] | None = (1, 0)


@dataclass(frozen=True)
class WorkbookData:
    title: str                     # the scenario name (or names): data, not translated
    currency: str                  # the display currency of every ``money`` cell
    sheets: tuple[Sheet, ...]
    meta: dict[str, Any] = field(default_factory=dict)


def usd_header(label: str) -> T:
    """A column header with its unit: "Per month (US$)"."""
    return T(N_("{label} (US$)"), {"label": T(label)})


# -- the sheets -------------------------------------------------------------------------------------
def _route_name(k: str) -> T:
    return T(ROUTE_NAMES[k])


def _term_layout(d) -> tuple[list[str], int, int, dict[str, int]]:
    """The term sheet's routes, first and last month rows, total row and each route's first column."""
    live = [k for k in ROUTES if d.routes[k].available and d.routes[k].cash_flows_usd]
    first, last = 3, 3 + d.horizon_months      # Excel rows: 1 title, 2 header, 3.. months 0..N
    cols = {k: 1 + 3 * i for i, k in enumerate(live)}
    return live, first, last, cols


def _col(i: int) -> str:
    out = ""
    i += 1
    while i:
        i, rem = divmod(i - 1, 26)
        out = chr(65 + rem) + out
    return out


def term_sheet(s: Scenario, r: Result, d) -> Sheet:
    """Months 0..N per route: the cash paid that month, the cumulative (a live running sum) and the
    discounted cash (a live formula at the decision's rate); a total row of formulas."""
    from k3desk.core.money.decision import _discount

    live, first, last, cols = _term_layout(d)
    rate = d.discount_rate_per_year
    title = (T(N_("Cash flows of the whole fleet over the {n}-month term, in US$ as the buyer pays them (taxes on "
                  "payments abroad included); month 0 is signing, the resale is in the last month; discounted at "
                  "{rate} a year"), {"n": Q(d.horizon_months, "int"), "rate": Q(rate, "fraction", 1)}),)
    header: list[SheetCell] = [T(N_("Month"))]
    for k in live:
        name = _route_name(k)
        header += [T(N_("{route}: cash (US$)"), {"route": name}), T(N_("{route}: cumulative (US$)"), {"route": name}),
                   T(N_("{route}: discounted (US$)"), {"route": name})]
    rows: list[tuple[SheetCell, ...]] = [title, tuple(header)]
    totals: dict[str, float] = {k: 0.0 for k in live}
    for m in range(d.horizon_months + 1):
        xr = first + m
        row: list[SheetCell] = [Num(m, "int")]
        for k in live:
            flow = d.routes[k].cash_flows_usd[m]
            totals[k] += flow
            c = cols[k]
            cash, cum, disc = _col(c), _col(c + 1), _col(c + 2)
            row += [Num(flow, "usd"),
                    Formula(f"={cash}{xr}" if m == 0 else f"={cum}{xr - 1}+{cash}{xr}", totals[k]),
                    Formula(f"={cash}{xr}/(1+{rate!r})^(A{xr}/12)", flow * _discount(m, rate))]
        rows.append(tuple(row))
    total: list[SheetCell] = [T(N_("Total"))]
    for k in live:
        rt, c = d.routes[k], cols[k]
        cash, cum, disc = _col(c), _col(c + 1), _col(c + 2)
        total += [Formula(f"=SUM({cash}{first}:{cash}{last})", rt.term_usd), Formula(f"={cum}{last}", rt.term_usd),
                  Formula(f"=SUM({disc}{first}:{disc}{last})", rt.npv_usd)]
    rows.append(tuple(total))
    chart = Chart(T(N_("Cumulative cost of the whole fleet (US$)")),
                  tuple((_route_name(k), first, last, cols[k] + 1) for k in live), 0,
                  T(N_("Month")), T(N_("Cumulative cost (US$)")))
    return Sheet("term", T(N_("Term")), tuple(rows), header_rows=frozenset({1}),
                 widths=(8,) + (16,) * (3 * len(live)), chart=chart, freeze=(2, 1))


def term_total_ref(d, route: str, npv: bool = False) -> str | None:
    """The term sheet's cell holding a route's term total (or present value), for other sheets' formulas."""
    live, _first, last, cols = _term_layout(d)
    if route not in cols:
        return None
    return f"{{sheet:term}}!{_col(cols[route] + (2 if npv else 0))}{last + 1}"


def summary_sheet(ev: Evaluation) -> Sheet:
    """The decision: its routes side by side (the term totals as formulas on the term sheet), then the
    verdict in words and what the amounts include."""
    from k3desk.report.figures import decision_sentence, landed_note

    s, r, d = ev.scenario, ev.result, ev.decision
    assert d is not None, "the summary sheet states a decision"
    header = (T(N_("Route")), T(N_("Cheapest")), T(N_("Fleet for the planned volume")),
              usd_header(N_("Per month, whole fleet")), usd_header(N_("Over the term")),
              usd_header(N_("Present value")), usd_header(N_("Range over the term, low")),
              usd_header(N_("Range over the term, high")), T(N_("Why not costed")))
    rows: list[tuple[SheetCell, ...]] = [header]
    for k in ROUTES:
        rt = d.routes[k]
        if not rt.available:
            rows.append((_route_name(k), None, None, None, None, None, None, None,
                         T(WHY_NOT.get(rt.reason, N_("not costed")))))
            continue
        fleet: Cell = T(N_("pay per token"))
        if rt.layout is not None:
            fleet = T(N_("{replicas} of {count}× {gpu}"), {"replicas": Q(rt.replicas, "int", noun="replicas"),
                                                          "count": Q(rt.layout.gpu_count, "int"), "gpu": gpu_label(s)})
        term_ref, npv_ref = term_total_ref(d, k), term_total_ref(d, k, npv=True)
        band = rt.term_usd_band or (rt.term_usd, rt.term_usd)
        rows.append((_route_name(k), T(N_("yes")) if k == d.winner else None, fleet, Num(rt.usd_per_month, "usd"),
                     Formula(f"={term_ref}", rt.term_usd) if term_ref else Num(rt.term_usd, "usd"),
                     Formula(f"={npv_ref}", rt.npv_usd) if npv_ref else Num(rt.npv_usd, "usd"),
                     Num(band[0], "usd"), Num(band[1], "usd"), None))
    rows.append(())
    fig = figures(ev)
    kv: list[tuple[SheetCell, ...]] = [
        (T(N_("Scenario")), s.name), (T(N_("Verdict")), fig.verdict),
        (T(N_("Decision")), decision_sentence(s, r, d) or T(N_("no route is priced"))),
        (T(N_("Chosen configuration")), route_phrase(d.winner, d, s) if d.winner else None),
        (T(N_("Contract term")), T(N_("{n} months"), {"n": Q(d.horizon_months, "int")})),
        (T(N_("Planned volume")), T(N_("{t} per month"), {"t": Q(s.workload.tokens_per_month, "big", noun="tokens")})),
        (T(N_("Break-even volume (tokens per month)")), Num(d.break_even_tokens_per_month, "int")
         if d.break_even_tokens_per_month is not None else T(N_("out of reach"))),
        (T(N_("Payback month of buying")), Num(d.payback_month, "int") if d.payback_month is not None
         else T(N_("does not pay back within the term"))),
        (T(N_("Discount rate per year")), Num(d.discount_rate_per_year, "pct")),
        (T(N_("Amounts")), T(N_("US$ as the buyer pays them: the landed cost, the same figures as k3desk calc "
                                "--json")))]
    note = landed_note(s)
    if note is not None:
        kv.append((T(N_("Included")), note))
    if s.pricing.currency == "BRL":
        kv.append((T(N_("Exchange rate (R$ per US$)")), Num(s.pricing.brl_per_usd, "num2")))
    rows += kv
    return Sheet("summary", T(N_("Summary")), tuple(rows), widths=(30, 12, 26, 18, 18, 18, 18, 18, 24))


def _block_rows(block: Block) -> list[tuple[SheetCell, ...]]:
    """A report block as sheet rows: a table with its header, a key-value list, a sentence."""
    if isinstance(block, Panels):
        return [row for kv in block.panels for row in _block_rows(kv)]
    head: list[tuple[SheetCell, ...]] = []
    if isinstance(block, KeyValues):
        head += [(block.title,)] if block.title is not None else []
        return head + [tuple(row) for row in block.rows] + [()]
    if isinstance(block, Table):
        head += [(block.title,)] if block.title is not None else []
        return head + [tuple(block.columns)] + [tuple(row) for row in block.rows] + [()]
    if isinstance(block, Paragraph):
        return [(block.text,)]
    if isinstance(block, Code):
        return [(block.text,)]
    return []   # a figure: its numbers are in the tables


def _section_sheet(key: str, name: str, section) -> Sheet:
    rows: list[tuple[SheetCell, ...]] = []
    for b in section.blocks:
        rows += _block_rows(b)
    return Sheet(key, T(name), tuple(rows), header_rows=frozenset(), widths=(34, 30, 18, 18, 18, 18, 18, 18),
                 freeze=None)


def inputs_sheet(s: Scenario, r: Result, profile: dict | None = None) -> Sheet:
    from k3desk.report.scenario_report import inputs_section

    base = _section_sheet("inputs", N_("Inputs"), inputs_section(s, r))
    hw, pr = s.hardware, s.pricing
    sources: list[tuple[SheetCell, ...]] = [(T(N_("Sources")),), (T(N_("Input")), T(N_("Source")))]
    for label, text in ((N_("Model figures"), s.model.source), (N_("GPU figures"), hw.gpu.source),
                        (N_("Rental price"), hw.price_source), (N_("Purchase price"), hw.purchase_source),
                        (N_("Server power"), hw.gpu.node_power_source), (N_("API prices"), pr.api_source)):
        sources.append((T(label), Quoted(text) if text else T(N_("set by the user"))))
    profile = profile or (s.profile.model_dump() if s.profile is not None else None)
    if profile:
        sources.append((T(N_("Organisation profile")), profile_line(profile, with_hash=True)))
    return Sheet("inputs", base.name, base.rows + ((),) + tuple(sources), header_rows=frozenset(),
                 widths=(34, 60), freeze=None)


def monthly_sheet(s: Scenario, r: Result, d) -> Sheet:
    """Month 1 per route: one replica, the whole fleet, its range and the price per million tokens."""
    tok = s.workload.tokens_per_month
    rows: list[tuple[SheetCell, ...]] = [(
        T(N_("Route")), T(N_("Replicas (spares included)")), T(N_("GPUs per replica")),
        usd_header(N_("Per month, one replica")), usd_header(N_("Per month, whole fleet")),
        usd_header(N_("Range per month, low")), usd_header(N_("Range per month, high")),
        usd_header(N_("Per million tokens")))]
    for i, k in enumerate(ROUTES):
        rt = d.routes[k]
        if not rt.available:
            rows.append((_route_name(k), T(WHY_NOT.get(rt.reason, N_("not costed")))))
            continue
        band = rt.usd_per_month_band or (rt.usd_per_month, rt.usd_per_month)
        per_mtok = Formula(f"=E{i + 2}/{tok!r}*1000000", rt.usd_per_month / tok * 1e6, "usd_cents") if tok >= 1 \
            else None
        rows.append((_route_name(k), Num(rt.replicas, "int") if rt.replicas else None,
                     Num(rt.layout.gpu_count, "int") if rt.layout else None,
                     Num(rt.usd_per_month_per_replica, "usd") if rt.usd_per_month_per_replica is not None else None,
                     Num(rt.usd_per_month, "usd"), Num(band[0], "usd"), Num(band[1], "usd"), per_mtok))
    rows.append(())
    rows.append((T(N_("Month 1 of the term for the planned volume of {t} per month; a purchase is spread over "
                      "the term on the Term sheet."), {"t": Q(tok, "big", noun="tokens")}),))
    return Sheet("monthly", T(N_("Monthly cost")), tuple(rows), widths=(16, 16, 14, 20, 20, 20, 20, 18))


def sensitivity_sheet(ev: Evaluation) -> Sheet:
    """The tornado's rows as numbers: the difference of the cheaper self-hosted route minus the API on
    the decision's basis with one assumption 20% lower and 20% higher, and what would change the answer
    (the decision's flips)."""
    from k3desk.report.term import ASSUMPTIONS, flip_sentences

    s, r, d = ev.scenario, ev.result, ev.decision
    rows: list[tuple[SheetCell, ...]] = []
    sens = ev.sensitivity()
    if sens is not None and sens.swings:
        k = r.cost.domestic_currency_factor
        money = "money" if k != 1 else "usd"
        unit = T(N_("({currency})"), {"currency": "R$" if s.pricing.currency == "BRL" else "US$"},
                 translate=False)
        rows.append((T(N_("Difference over the term, {route} minus the API, with one assumption moved "
                          "(below zero {route} is cheaper)"), {"route": _route_name(sens.route)}),))
        rows.append((T(N_("Assumption")), T(N_("20% lower {unit}"), {"unit": unit}),
                     T(N_("20% higher {unit}"), {"unit": unit}), T(N_("As entered {unit}"), {"unit": unit})))
        for w in sens.swings:
            rows.append((T(ASSUMPTIONS.get(w.assumption, w.assumption)), Num(w.low_usd * k, money),
                         Num(w.high_usd * k, money), Num(sens.base_usd * k, money)))
        rows.append(())
    rows += [(x,) for x in flip_sentences(s, r, d)]
    if not rows:
        rows.append((T(N_("No sensitivity: no route can be costed for this scenario.")),))
    return Sheet("sensitivity", T(N_("Sensitivity")), tuple(rows),
                 header_rows=frozenset({1}) if sens is not None and sens.swings else frozenset(),
                 widths=(40, 20, 20, 20), freeze=None)


def advisor_sheet(s: Scenario, ranking) -> Sheet:
    """The Advisor's options as the window ranks them (``Evaluation.ranking``): each whole fleet on the
    decision's money basis (month 1 with taxes and staff, the term, its present value), cheapest first."""
    from k3desk.report.advice import formats_short, ownership_label, serving_label
    from k3desk.report.advice import gpu_label as option_gpu

    def usd(v: float | None) -> Num | None:
        return None if v is None else Num(v, "usd")

    rows: list[tuple[SheetCell, ...]] = [(
        T(N_("Rank")), T(N_("GPUs per replica")), T(N_("GPU")), T(N_("Ownership")), T(N_("Serving")),
        T(N_("Formats")), T(N_("Replicas")), usd_header(N_("Month 1, whole fleet")),
        usd_header(N_("Over the term")), usd_header(N_("Present value")),
        usd_header(N_("Per million tokens")), T(N_("Speed per user (tok/s)")), T(N_("Time to first token (s)")))]
    for i, p in enumerate(ranking.rows, 1):
        o = p.option
        rows.append((Num(i, "int"), Num(o.gpu_count, "int"), option_gpu(o), ownership_label(o), serving_label(o),
                     formats_short(o), Num(p.replicas, "int") if p.replicas is not None else None,
                     usd(p.usd_per_month), usd(p.term_usd), usd(p.npv_usd),
                     Num(p.usd_per_mtok, "usd_cents") if p.usd_per_mtok is not None else None,
                     Num(o.decode_per_sequence, "num"), Num(o.ttft_s, "num2")))
    if not ranking.rows:
        rows.append((T(N_("No configuration meets the need.")),))
    return Sheet("advisor", T(N_("Advisor options")), tuple(rows),
                 widths=(6, 10, 18, 12, 30, 30, 10, 18, 18, 18, 16, 14, 14))


def _quantity(cell: Cell) -> SheetCell:
    """A bill-of-materials count as a number, other quantities as worded."""
    if isinstance(cell, Q) and cell.unit == "int" and isinstance(cell.value, (int, float)):
        return Num(cell.value, "int")
    return cell


def operations_sheet(ev: Evaluation) -> Sheet:
    """Availability against the API's SLA, energy and emissions per million tokens, the facility: the PDF's
    page as rows (``report.operations``)."""
    from k3desk.report.operations import operations_section

    return _section_sheet("operations", N_("Availability and energy"), operations_section(ev))


def bom_sheet(ev: Evaluation) -> Sheet:
    """The bill of materials with the buyer's own prices: internal (its first row says so)."""
    rows: list[tuple[SheetCell, ...]] = [(T(bom.INTERNAL),),
                                         (T(N_("Route")), T(N_("Item")), T(N_("Quantity")), T(N_("Specification")),
                                          T(N_("Source")), usd_header(N_("Amount")))]
    for b in bom.route_boms(ev):
        for ln in b.lines:
            qty = _quantity(ln.quantity)
            rows.append((T(bom.ROUTE_TITLES[b.route]), ln.item, qty, ln.detail, ln.source,
                         Num(ln.amount_usd, "usd") if ln.amount_usd is not None else None))
    if len(rows) == 2:
        rows.append((T(N_("No route that buys or rents hardware is costed for this scenario.")),))
    return Sheet("bom", T(N_("Bill of materials")), tuple(rows), header_rows=frozenset({1}),
                 widths=(12, 30, 10, 60, 60, 18), freeze=(2, 0))


def rfq_sheet(ev: Evaluation) -> Sheet:
    """The request for quotation a vendor receives: terms, items with their NCM, the delivery schedule
    and the questions; the price columns are the vendor's to fill, none of the buyer's prices is here."""
    boms = bom.route_boms(ev, whole_term=True)
    rows: list[tuple[SheetCell, ...]] = [(rfq.lead(ev),), ()]
    headers: set[int] = set()
    if boms:
        rows += [(label, value) for label, value in rfq.terms(ev, boms)]
        rows.append(())
        headers.add(len(rows))
        rows.append((T(N_("Route")), *(T(c) for c in rfq.ITEM_COLUMNS), T(N_("Unit price (vendor)")),
                     T(N_("Total (vendor)")), T(N_("Lead time")), T(N_("Warranty"))))
        for b in boms:
            rows += [(T(bom.ROUTE_TITLES[b.route]), item, ncm, _quantity(qty), spec)
                     for item, ncm, qty, spec in rfq.item_rows(b)]
        rows.append(())
        headers.add(len(rows))
        rows.append((T(N_("Route")), *(T(c) for c in rfq.SCHEDULE_COLUMNS)))
        for b in boms:
            rows += [(T(bom.ROUTE_TITLES[b.route]), *(_quantity(c) for c in row)) for row in rfq.schedule_rows(ev, b)]
    rows += [(), (T(N_("Questions for the vendor")),)]
    rows += [(Num(i, "int"), T(q)) for i, q in enumerate(rfq.QUESTIONS, 1)]
    return Sheet("rfq", T(N_("Request for quotation")), tuple(rows), header_rows=frozenset(headers),
                 widths=(14, 30, 12, 12, 60, 16, 16, 14, 14), freeze=None)


def compare_sheet(evaluations: Sequence[Evaluation]) -> Sheet:
    """2-4 scenarios side by side: the configuration, whether it fits, the winner and each route's
    month 1 and term total (US$, from each scenario's decision)."""
    items = [(e.scenario, e.result) for e in evaluations]
    rows: list[tuple[SheetCell, ...]] = [(T(N_("Scenario")), *[s.name for s, _ in items])]
    ds = [e.decision for e in evaluations]

    def row(label: Cell, cells) -> None:
        rows.append((label, *cells))

    row(T(N_("Model")), [s.model.name for s, _ in items])
    row(T(N_("GPU")), [s.hardware.gpu.name for s, _ in items])
    row(T(N_("GPUs per replica")), [Num(r.fit.gpu_count, "int") for _, r in items])
    row(T(N_("Engine")), [ENGINES.get(s.serving.engine, s.serving.engine) for s, _ in items])
    row(T(N_("Fits")), [T(N_("yes")) if r.fit.usable else T(N_("no")) for _, r in items])
    row(T(N_("Cheapest route")), [_route_name(d.winner) if d is not None and d.winner else None for d in ds])
    row(T(N_("Speed per user (tok/s)")), [Num(r.throughput.decode_per_sequence.value, "num") if r.fit.usable else None
                                          for _, r in items])
    for k in ("rent", "own", "api"):
        row(T(N_("{route}: per month (US$)"), {"route": _route_name(k)}),
            [Num(d.routes[k].usd_per_month, "usd") if d is not None and d.routes[k].available else None for d in ds])
        row(T(N_("{route}: over the term (US$)"), {"route": _route_name(k)}),
            [Num(d.routes[k].term_usd, "usd") if d is not None and d.routes[k].available else None for d in ds])
    return Sheet("compare", T(N_("Side by side")), tuple(rows), widths=(30,) + (30,) * len(items), freeze=(1, 1))


def workbook(items: Sequence[Evaluation], ranking=None, profile: dict | None = None) -> WorkbookData:
    """The workbook of the first scenario (every sheet) and, for 2-4, a side-by-side sheet of all."""
    from k3desk.report.scenario_report import memory_section, throughput_section

    if not 1 <= len(items) <= 4:
        raise ValueError("a workbook takes 1 to 4 scenarios")
    ev = items[0]
    s, r, d = ev.scenario, ev.result, ev.decision
    sheets: list[Sheet] = []
    if d is not None:
        sheets.append(summary_sheet(ev))
    else:
        fig = figures(ev)
        sheets.append(Sheet("summary", T(N_("Summary")), (
            (T(N_("Scenario")), s.name), (T(N_("Verdict")), fig.verdict),
            (T(N_("Decision")), T(N_("No decision: the configuration does not run or a price is missing."))),
        ), header_rows=frozenset(), widths=(30, 80), freeze=None))
    sheets.append(inputs_sheet(s, r, profile))
    sheets.append(_section_sheet("memory", N_("Memory"), memory_section(s, r)))
    sheets.append(_section_sheet("speed", N_("Speed"), throughput_section(s, r)))
    if d is not None:
        sheets += [monthly_sheet(s, r, d), term_sheet(s, r, d), sensitivity_sheet(ev)]
    if ranking is not None:
        sheets.append(advisor_sheet(s, ranking))
    sheets += [operations_sheet(ev), bom_sheet(ev), rfq_sheet(ev)]
    if len(items) > 1:
        sheets.append(compare_sheet(items))
    title = " · ".join(e.scenario.name for e in items)
    return WorkbookData(title, s.pricing.currency, tuple(sheets))
