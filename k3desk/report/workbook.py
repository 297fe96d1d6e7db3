"""What the exported spreadsheet holds, sheet by sheet, as language-neutral data (no Qt, no file).

``workbook(items, ranking)`` describes the workbook of one scenario (or, with 2-4 scenarios, the
first one's sheets plus a side-by-side sheet): the summary (the decision and its routes), the live
model's assumptions, taxes and month-by-month route sheets (``workbook_model``), the inputs with their
sources, memory, speed, the monthly cost per route, the term month by month per route (cash,
cumulative, discounted), the sensitivity and the break-even (``workbook_sensitivity``), the Advisor's
options when given, the bill of materials and the request for quotation. The summary, monthly cost,
term and sensitivity are formulas of the model's named inputs, in the display currency; every formula
carries the value the decision computed (US$ as the buyer pays it, at the exchange rate), so a viewer
that does not recalculate shows the app's figures. The writer (``k3desk.report.xlsx``) turns this into
XlsxWriter calls.

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
from k3desk.report.workbook_cells import (
    FIRST,
    FORMATS,
    MONTHS,
    ROUTE_NAMES,
    SYMBOL,
    Formula,
    Num,
    Part,
    col,
    money_header,
)
from k3desk.report.workbook_model import Model, model
from k3desk.session.evaluation import Evaluation

__all__ = ["FORMATS", "Formula", "Num", "Sheet", "WorkbookData", "workbook"]

ROUTES = ("rent", "own", "api", "hybrid")
WHY_NOT = WHY_LEFT_OUT   # one wording of why a route is not weighed


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
    names: tuple[tuple[str, int, int], ...] = ()   # defined names on this sheet: (name, 0-based row, column)


@dataclass(frozen=True)
class WorkbookData:
    title: str                     # the scenario name (or names): data, not translated
    currency: str                  # the display currency of every ``money`` cell
    sheets: tuple[Sheet, ...]
    meta: dict[str, Any] = field(default_factory=dict)

    @property
    def names(self) -> list[tuple[str, str, int, int]]:
        """The workbook's defined names: (name, sheet key, 0-based row, 0-based column)."""
        return [(n, sh.key, r, c) for sh in self.sheets for n, r, c in sh.names]


def usd_header(label: str) -> T:
    """A column header with its unit: "Per month (US$)"."""
    return T(N_("{label} (US$)"), {"label": T(label)})


# -- the sheets -------------------------------------------------------------------------------------
def _route_name(k: str) -> T:
    return T(ROUTE_NAMES[k])


def _sheet(p: Part) -> Sheet:
    """A model part as a workbook sheet."""
    return Sheet(p.key, T(p.name), tuple(p.rows), header_rows=frozenset(p.header_rows), widths=p.widths,
                 freeze=p.freeze, names=tuple(p.names))


def _ref(m: Model, route: str, column: str, row: int) -> str:
    return f"{{sheet:{m.routes[route]['key']}}}!{m.routes[route][column]}{row}"


def term_sheet(ev: Evaluation, m: Model) -> Sheet:
    """Months 0..60 per route: the cash of that month (from the route's sheet), the cumulative (a running
    sum) and the discounted cash; months after the term are blank. A total row, and buying's payback
    month against the cheaper other route (a formula of the cumulative columns)."""
    s, d = ev.scenario, ev.decision
    assert d is not None
    live = [k for k in ROUTES if k in m.routes]
    H, cur = d.horizon_months, m.currency
    rate = s.pricing.brl_per_usd if cur == "BRL" else 1.0
    title = (T(N_("Cash flows of the whole fleet over the term, in {currency} as the buyer pays them (taxes on "
                  "payments abroad included); month 0 is signing, the resale is in the last month; discounted at "
                  "the rate on the Assumptions sheet. Months after the term are blank."),
               {"currency": SYMBOL.get(cur, cur)}),)
    cols = {k: 1 + 3 * i for i, k in enumerate(live)}
    rivals = [k for k in ("api", "rent") if k in live]
    payback = "own" in live and bool(rivals)
    header: list[SheetCell] = [T(N_("Month"))]
    for k in live:
        name = _route_name(k)
        header += [T(N_("{route}: cash ({currency})"), {"route": name, "currency": SYMBOL.get(cur, cur)}),
                   T(N_("{route}: cumulative ({currency})"), {"route": name, "currency": SYMBOL.get(cur, cur)}),
                   T(N_("{route}: discounted ({currency})"), {"route": name, "currency": SYMBOL.get(cur, cur)})]
    flag = _col(1 + 3 * len(live))
    if payback:
        header.append(T(N_("Buying has cost more than the cheaper other route so far (1 = yes)")))
    rows: list[tuple[SheetCell, ...]] = [title, tuple(header)]
    totals: dict[str, float] = {k: 0.0 for k in live}
    flows = {k: [x * rate for x in d.routes[k].cash_flows_usd] for k in live}
    for mo in range(MONTHS + 1):
        r = FIRST + mo
        row: list[SheetCell] = [Num(mo, "int")]
        out = f'IF($A{r}>horizon_months,"",'
        cum_now: dict[str, float] = {}
        for k in live:
            c = cols[k]
            cash, cum = _col(c), _col(c + 1)
            inside = mo <= H
            x = flows[k][mo] if inside else 0.0
            totals[k] += x
            cum_now[k] = totals[k]
            row += [Formula(f"={out}{_ref(m, k, 'cash', r)})", x if inside else "", "money"),
                    Formula(f"={out}{cash}{r})" if mo == 0 else f"={out}{cum}{r - 1}+{cash}{r})",
                            totals[k] if inside else "", "money"),
                    Formula(f"={out}{_ref(m, k, 'discounted', r)})",
                            x * (1 + d.discount_rate_per_year) ** (-mo / 12) if inside else "", "money")]
        if payback:
            cums = [f"{_col(cols[k] + 1)}{r}" for k in rivals]
            above = mo <= H and cum_now["own"] > min(cum_now[k] for k in rivals) + 1e-6
            row.append(Formula(f"=IF($A{r}>horizon_months,0,IF({_col(cols['own'] + 1)}{r}>MIN({','.join(cums)})+"
                               f"0.000001,1,0))", 1 if above else 0, "int"))
        rows.append(tuple(row))
    last = FIRST + MONTHS
    total: list[SheetCell] = [T(N_("Total"))]
    for k in live:
        rt, c = d.routes[k], cols[k]
        cash, cum, disc = _col(c), _col(c + 1), _col(c + 2)
        total += [Formula(f"=SUM({cash}{FIRST}:{cash}{last})", (rt.term_usd or 0.0) * rate, "money"),
                  Formula(f"=INDEX({cum}{FIRST}:{cum}{last},horizon_months+1)", (rt.term_usd or 0.0) * rate, "money"),
                  Formula(f"=SUM({disc}{FIRST}:{disc}{last})", (rt.npv_usd or 0.0) * rate, "money")]
    rows.append(tuple(total))
    names: list[tuple[str, int, int]] = []
    if payback:
        rows.append(())
        never = T(N_("does not pay back within the term"))
        after = f"SUMPRODUCT(MAX({flag}{FIRST}:{flag}{last}*(A{FIRST}:A{last}+1)))"   # the last month above, + 1
        rows.append((T(N_("Payback month of buying")),
                     Formula(f"=IF({after}>horizon_months,{{text0}},{after})",
                             d.payback_month if d.payback_month is not None else never, "int", texts=(never,)),
                     "payback_month"))
        names.append(("payback_month", len(rows) - 1, 1))
    chart = Chart(T(N_("Cumulative cost of the whole fleet ({currency})"), {"currency": SYMBOL.get(cur, cur)}),
                  tuple((_route_name(k), FIRST, FIRST + H, cols[k] + 1) for k in live), 0,
                  T(N_("Month")), T(N_("Cumulative cost ({currency})"), {"currency": SYMBOL.get(cur, cur)}))
    return Sheet("term", T(N_("Term")), tuple(rows), header_rows=frozenset({1}),
                 widths=(8,) + (16,) * (3 * len(live)) + ((24,) if payback else ()), chart=chart, freeze=(2, 1),
                 names=tuple(names))


def _col(i: int) -> str:
    return col(i)


def summary_sheet(ev: Evaluation, m: Model | None = None, defined: frozenset[str] = frozenset()) -> Sheet:
    """The decision: its routes side by side (present values and totals as formulas of the model), then
    the verdict in words and what the amounts include."""
    from k3desk.report.figures import decision_sentence, landed_note

    s, r, d = ev.scenario, ev.result, ev.decision
    assert d is not None, "the summary sheet states a decision"
    m = m or model(ev)
    assert m is not None
    cur = m.currency
    rate = s.pricing.brl_per_usd if cur == "BRL" else 1.0
    header = (T(N_("Route")), T(N_("Cheapest")), T(N_("Fleet for the planned volume")),
              money_header(N_("Per month, whole fleet"), cur), money_header(N_("Over the term"), cur),
              money_header(N_("Present value"), cur), money_header(N_("Range over the term, low"), cur),
              money_header(N_("Range over the term, high"), cur), T(N_("Why not costed")))
    rows: list[tuple[SheetCell, ...]] = [header]
    for i, k in enumerate(ROUTES):
        rt = d.routes[k]
        if not rt.available:
            rows.append((_route_name(k), None, None, None, None, None, None, None,
                         T(WHY_NOT.get(rt.reason, N_("not costed")))))
            continue
        fleet: Cell = T(N_("pay per token"))
        if rt.layout is not None:
            fleet = T(N_("{replicas} of {count}× {gpu}"), {"replicas": Q(rt.replicas, "int", noun="replicas"),
                                                          "count": Q(rt.layout.gpu_count, "int"), "gpu": gpu_label(s)})
        band = rt.term_usd_band or (rt.term_usd, rt.term_usd)
        live = k in m.routes
        rows.append((_route_name(k), T(N_("yes")) if k == d.winner else None, fleet,
                     Formula(f"={{sheet:monthly}}!E{i + 2}", (rt.usd_per_month or 0.0) * rate, "money") if live else
                     Num((rt.usd_per_month or 0.0) * rate, "money"),
                     Formula(f"=term_{k}", (rt.term_usd or 0.0) * rate, "money") if live else
                     Num((rt.term_usd or 0.0) * rate, "money"),
                     Formula(f"=npv_{k}", (rt.npv_usd or 0.0) * rate, "money") if live else
                     Num((rt.npv_usd or 0.0) * rate, "money"),
                     Num(band[0] * rate if band[0] is not None else None, "money"),
                     Num(band[1] * rate if band[1] is not None else None, "money"), None))
    rows.append(())
    fig = figures(ev)
    pvs = "F2:F5"
    never = T(N_("does not pay back within the term"))
    kv: list[tuple[SheetCell, ...]] = [
        (T(N_("Scenario")), s.name), (T(N_("Verdict")), fig.verdict),
        (T(N_("Decision")), decision_sentence(s, r, d) or T(N_("no route is priced"))),
        (T(N_("Chosen configuration")), route_phrase(d.winner, d, s) if d.winner else None),
        (T(N_("Cheapest route after your edits (lowest present value)")),
         Formula(f"=INDEX(A2:A5,MATCH(MIN({pvs}),{pvs},0))", _route_name(d.winner), "text")
         if d.winner else None),
        (T(N_("Contract term (months)")), Formula("=horizon_months", d.horizon_months, "int")),
        (T(N_("Planned volume (tokens a month)")), Formula("=tokens_per_month", s.workload.tokens_per_month, "int")),
        (T(N_("Break-even volume (tokens per month)")),
         Formula("=break_even_tokens_per_month", d.break_even_tokens_per_month if d.break_even_tokens_per_month is not None
                 else T(N_("out of reach")), "int") if "break_even_tokens_per_month" in defined else
         Num(d.break_even_tokens_per_month, "int") if d.break_even_tokens_per_month is not None else T(N_("out of reach"))),
        (T(N_("Payback month of buying")),
         Formula("=payback_month", d.payback_month if d.payback_month is not None else never, "int")
         if "payback_month" in defined else Num(d.payback_month, "int") if d.payback_month is not None else never),
        (T(N_("Discount rate per year")), Formula("=discount_rate_per_year", d.discount_rate_per_year, "pct")),
        (T(N_("Amounts")), T(N_("{currency} as the buyer pays them: the landed cost, the same figures as k3desk "
                                "calc --json (US$) at the exchange rate on the Assumptions sheet"),
                             {"currency": SYMBOL.get(cur, cur)}))]
    note = landed_note(s)
    if note is not None:
        kv.append((T(N_("Included")), note))
    kv.append((T(N_("Exchange rate (R$ per US$)")), Formula("=exchange_rate", s.pricing.brl_per_usd, "num4")))
    rows += kv
    # a route left out keeps its named output: the cell that says why (a formula using it shows the gap)
    names = tuple((f"npv_{k}", i + 1, 8) for i, k in enumerate(ROUTES) if k not in m.routes)
    return Sheet("summary", T(N_("Summary")), tuple(rows), widths=(30, 12, 26, 18, 18, 18, 18, 18, 24), names=names)


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


def monthly_sheet(ev: Evaluation, m: Model) -> Sheet:
    """Month 1 per route: the replicas, one replica a month, the whole fleet (formulas of the model: an
    owned replica amortised over its useful life, as the decision's monthly view), its range at export
    and the price per million tokens."""
    s, d = ev.scenario, ev.decision
    assert d is not None
    cur = m.currency
    rate = s.pricing.brl_per_usd if cur == "BRL" else 1.0
    tok = s.workload.tokens_per_month
    keep = "(1-income_tax_shield_rate)"
    rows: list[tuple[SheetCell, ...]] = [(
        T(N_("Route")), T(N_("Replicas (spares included)")), T(N_("GPUs per replica")),
        money_header(N_("Per month, one replica"), cur), money_header(N_("Per month, whole fleet"), cur),
        money_header(N_("Range per month, low"), cur), money_header(N_("Range per month, high"), cur),
        money_header(N_("Per million tokens"), cur))]
    per_replica = {
        "rent": lambda: f"rent_month_per_replica*{_ref(m, 'rent', 'factor', FIRST + 1)}*{keep}",
        "own": lambda: f"(own_server_per_replica*landed_cost_factor/(amortization_years*12)+own_power_per_replica+"
                       f"own_hosting_per_replica+own_maintenance_per_replica)*{keep}"}
    for i, k in enumerate(ROUTES):
        rt, r = d.routes[k], i + 2
        if not rt.available or k not in m.routes:
            rows.append((_route_name(k), T(WHY_NOT.get(rt.reason, N_("not costed")))))
            continue
        band = rt.usd_per_month_band or (rt.usd_per_month, rt.usd_per_month)
        month = (rt.usd_per_month or 0.0) * rate
        per_mtok = Formula(f'=IF(tokens_per_month>=1,E{r}/tokens_per_month*1000000,"")', month / tok * 1e6,
                           "money_cents") if tok >= 1 else None
        one = (rt.usd_per_month_per_replica or 0.0) * rate
        if k == "api":
            cells: tuple = (None, None, None, Formula(f"={_ref(m, 'api', 'cash', FIRST + 1)}", month, "money"))
        elif k == "hybrid":
            base = rt.base or "own"
            cells = (Formula("=hybrid_base_replicas+spare_replicas", rt.replicas, "int"),
                     Formula(f"=gpus_{base}", rt.layout.gpu_count if rt.layout else None, "int"),
                     Formula(f"={per_replica[base]()}", one, "money"),
                     Formula(f"={_ref(m, 'hybrid', 'cash', FIRST + 1)}", month, "money"))
        else:
            cells = (Formula(f"={_ref(m, k, 'need', FIRST + 1)}", rt.replicas, "int"),
                     Formula(f"=gpus_{k}", rt.layout.gpu_count if rt.layout else None, "int"),
                     Formula(f"={per_replica[k]()}", one, "money"),
                     Formula(f"=B{r}*D{r}+staff_per_month*{keep}", month, "money"))
        rows.append((_route_name(k), *cells, Num(band[0] * rate if band[0] is not None else None, "money"),
                     Num(band[1] * rate if band[1] is not None else None, "money"), per_mtok))
    rows.append(())
    rows.append((T(N_("Month 1 of the term for the planned volume of {t} per month; a purchase is spread over "
                      "the term on the Term sheet. The ranges are the app's at export (the speed band and the "
                      "catalog's rental prices)."), {"t": Q(tok, "big", noun="tokens")}),))
    return Sheet("monthly", T(N_("Monthly cost")), tuple(rows), widths=(16, 16, 14, 20, 20, 20, 20, 18))


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
    m = model(ev)
    after: list[Sheet] = []
    if d is not None and m is not None:
        from k3desk.report.workbook_sensitivity import sensitivity_sheet

        parts = {p.key: _sheet(p) for p in m.parts}
        term, sens = term_sheet(ev, m), _sheet(sensitivity_sheet(ev, m))
        defined = frozenset(n for sh in (term, sens, *parts.values()) for n, *_ in sh.names)
        sheets += [summary_sheet(ev, m, defined), parts.pop("assumptions")]
        if "taxes" in parts:
            sheets.append(parts.pop("taxes"))
        after = [monthly_sheet(ev, m), term, *(parts.pop(f"m_{k}") for k in ROUTES if f"m_{k}" in parts),
                 *parts.values(), sens]
    else:
        fig = figures(ev)
        sheets.append(Sheet("summary", T(N_("Summary")), (
            (T(N_("Scenario")), s.name), (T(N_("Verdict")), fig.verdict),
            (T(N_("Decision")), T(N_("No decision: the configuration does not run or a price is missing."))),
        ), header_rows=frozenset(), widths=(30, 80), freeze=None))
    sheets.append(inputs_sheet(s, r, profile))
    sheets.append(_section_sheet("memory", N_("Memory"), memory_section(s, r)))
    sheets.append(_section_sheet("speed", N_("Speed"), throughput_section(s, r)))
    sheets += after
    if ranking is not None:
        sheets.append(advisor_sheet(s, ranking))
    sheets += [operations_sheet(ev), bom_sheet(ev), rfq_sheet(ev)]
    if len(items) > 1:
        sheets.append(compare_sheet(items))
    title = " · ".join(e.scenario.name for e in items)
    return WorkbookData(title, s.pricing.currency, tuple(sheets))
