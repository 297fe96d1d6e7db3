"""The exported workbook's live model: named inputs, the taxes line by line, each route month by month.

A CFO edits the *Assumptions* sheet (every input a workbook defined name: ``tokens_per_month``,
``price_per_gpu_hour``, ``purchase_price_per_gpu``, ``discount_rate_per_year``, ``exchange_rate``,
``horizon_months``, …) and the spreadsheet recalculates every monthly cash flow, tax line, total and
present value the way the decision computes them (docs/domain.md §9–10; ``money/decision.py``,
``cashflow.owned_flows``, ``cashflow.committed_counts``, ``taxes.service_lines``):

- **fleet**: the replicas a month are ``CEILING(volume × peak ÷ capacity)`` plus the spares (the
  decision's ``fleet_for``), the volume growing monthly; an owned fleet only grows, is bought again when
  its useful life ends inside the term and comes back at the end at its remaining book value (or the
  resale percentage); a rental commitment holds each replica added to the commitment's end;
- **taxes**: each dated row of ``taxes.ROWS`` with its rate as an input cell and its law; each month
  applies the rows valid in its calendar month (``SUMPRODUCT`` over the table), on the bases of
  ``taxes.service_lines`` (grossed up by IRRF when the supplier's price is net, PIS/COFINS on the
  grossed-up base), with the credits this buyer's regime recovers;
- **income-tax shield**: 34% of each month's deductions (expenses, depreciation, resale gains) when it
  applies (``cashflow.shield_rate``), else 0;
- amounts in the display currency (R$ for a scenario shown in reais), converted at ``exchange_rate``;
  catalog prices stay in US$ as quoted.

What a formula cannot say honestly is an input row computed by the app, and the sheet says so: what a
replica carries (the speed model), the hybrid's base fleet (a search), the per-month landed-cost factor
of a purchase (``taxes.purchase_factor``). Under an Automatic GPU count the layout is picked by the
Advisor's rule from the per-GPU table (``Market.picks``) with ``CEILING`` too.

Every formula cell carries the value the app computed (the route's cash flows are the decision's own),
so a viewer that does not recalculate shows the app's figures; ``Model.mirror`` keeps what the
formulas compute before the app's values replace them, for the tests. Months run to
:data:`MONTHS` (the longest term) so the term is an input: months after it are 0.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date

from k3desk.core.money import taxes as tx
from k3desk.core.money.cashflow import (
    COMMITMENT_MONTHS,
    INCOME_TAX,
    TAX_DEPRECIATION_RATE,
    TAX_SOURCE,
    active_share,
    life_months,
    shield_rate,
    tax_life_months,
)
from k3desk.core.money.cost import api_usd_per_token
from k3desk.core.money.valuation import local_usd, staff_usd
from k3desk.core.scenario import Pricing, Scenario
from k3desk.report.finance import TAX_NOTES
from k3desk.report.model import N_, Cell, Quoted, T
from k3desk.session.evaluation import Evaluation

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


@dataclass
class Model:
    """The model's sheets, names and values: ``values`` holds every defined name's cached value;
    ``routes`` each costed route's sheet key and columns; ``mirror`` what the formulas compute."""

    parts: list[Part]
    values: dict[str, float | None]
    routes: dict[str, dict]
    currency: str
    flat: bool                      # one layout and no growth: the break-even and volume swings are formulas
    mirror: dict[str, list[float]] = field(default_factory=dict)

    @property
    def names(self) -> list[tuple[str, str, int, int]]:
        return [(n, p.key, r, c) for p in self.parts for n, r, c in p.names]


# -- the inputs -------------------------------------------------------------------------------------
def _landed_factors(s: Scenario) -> list[float]:
    """The landed-cost factor of a purchase in each month 0..MONTHS: ``taxes.purchase_factors`` (the import
    taxes of each purchase's calendar month), for every month a longer term would reach. One factor for
    every month is a formula of the ``landed_cost_factor`` input; dated factors are input cells."""
    longest = s.model_copy(update={"pricing": s.pricing.model_copy(update={"horizon_months": MONTHS})})
    return [float(x) for x in tx.purchase_factors(longest)][:MONTHS + 1]


def _start(s: Scenario) -> date:
    y, m = tx.term_start(s).split("-")
    return date(int(y), int(m), 1)


def _serial(d: date) -> int:
    """A date as a spreadsheet serial number (days since 1899-12-30)."""
    return (d - date(1899, 12, 30)).days


class _Inputs:
    """The Assumptions sheet: label, value, unit, name, source or note; each value a defined name."""

    def __init__(self, currency: str):
        self.part = Part("assumptions", N_("Assumptions"), widths=(44, 18, 16, 30, 90), freeze=(2, 0))
        self.v: dict[str, float | None] = {}
        self.part.add(T(N_("The model's inputs: change a yellow cell and every sheet recalculates (named cells, "
                           "the name in column D). Amounts in {currency} unless the unit says US$; catalog "
                           "prices stay in US$ as quoted and are converted at the exchange rate."),
                        {"currency": SYMBOL.get(currency, currency)}),)
        self.part.add(T(N_("Input")), T(N_("Value")), T(N_("Unit")), T(N_("Name")), T(N_("Source or note")),
                      header=True)

    def group(self, title: str) -> None:
        self.part.add()
        self.part.add(T(title), header=True)

    def put(self, name: str, label: str, value, fmt: str, unit: Cell = None, note: Cell = None) -> None:
        """An input the reader may change (None: left blank, the route it prices is not costed)."""
        v = float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None
        self.v[name] = v
        row = self.part.add(T(label), Num(v, fmt, input=True), unit, name, note)
        self.part.define(name, row)

    def derive(self, name: str, label: str, expr: str, value: float | None, fmt: str, unit: Cell = None,
               note: Cell = None) -> None:
        """A figure computed from the inputs (a formula)."""
        self.v[name] = value
        row = self.part.add(T(label), Formula(expr, value, fmt), unit, name, note)
        self.part.define(name, row)


def _inputs(ev: Evaluation, live: dict[str, dict], currency: str) -> _Inputs:
    """Every input and derived figure the model's formulas name."""
    s, d = ev.scenario, ev.decision
    assert d is not None
    w, h, p, f = s.workload, s.hardware, s.pricing, s.finance
    sym = SYMBOL.get(currency, currency)
    local = f.local_currency
    i = _Inputs(currency)
    app = T(N_("computed by the app (the speed model): re-export to change it"))

    i.group(N_("Volume and the API"))
    i.put("tokens_per_month", N_("Tokens per month (month 1)"), w.tokens_per_month, "int", T(N_("tokens")))
    i.put("volume_growth_per_month", N_("Volume growth per month"), w.volume_growth_per_month, "pct2")
    i.put("peak_to_average", N_("Peak hour over the average"), w.peak_to_average, "num2", T(N_("times")))
    i.put("peak_hours_per_day", N_("Peak hours a day"), w.peak_hours_per_day, "num2", T(N_("hours")))
    pf = w.peak_to_average if w.peak_hours_per_day > 0 else 1.0
    i.derive("peak_factor", N_("Fleet sized for (peak over the average)"),
             "=IF(peak_hours_per_day>0,peak_to_average,1)", pf, "num2", T(N_("times")))
    i.put("input_share", N_("Input share of the tokens"), w.input_share, "pct")
    i.put("cache_hit_rate", N_("Cache hit rate"), w.cache_hit_rate, "pct")
    i.put("reasoning_multiplier", N_("Reasoning multiplier on output"), w.reasoning_multiplier, "num2",
          T(N_("times")))
    i.put("api_input_per_mtok", N_("API price, input (cache miss)"), p.api_input_per_mtok, "usd_cents",
          T(N_("US$ per million tokens")), Quoted(p.api_source) if p.api_source else None)
    i.put("api_cached_input_per_mtok", N_("API price, cached input"), p.api_cached_input_per_mtok, "usd_cents",
          T(N_("US$ per million tokens")))
    i.put("api_output_per_mtok", N_("API price, output"), p.api_output_per_mtok, "usd_cents",
          T(N_("US$ per million tokens")))
    price = api_usd_per_token(s)
    i.derive("api_usd_per_mtok", N_("API blended price"),
             "=IF(COUNT(api_input_per_mtok,api_cached_input_per_mtok,api_output_per_mtok)<3,\"\",input_share*"
             "(cache_hit_rate*api_cached_input_per_mtok+(1-cache_hit_rate)*api_input_per_mtok)"
             "+(1-input_share)*reasoning_multiplier*api_output_per_mtok)",
             None if price is None else price * 1e6, "usd_cents", T(N_("US$ per million tokens")))
    i.put("api_price_change_per_year", N_("API price change per year"), p.api_price_change_per_year, "pct")

    i.group(N_("Term, money and exchange"))
    i.put("horizon_months", N_("Contract term"), p.horizon_months, "int", T(N_("months")),
          T(N_("12 to {n}; months after the term count 0"), {"n": str(MONTHS)}))
    i.put("discount_rate_per_year", N_("Discount rate per year (effective)"), f.discount_rate_per_year, "pct",
          None, T(N_("month m is discounted by (1 + rate)^(m/12)")))
    start = _start(s)
    i.put("start_month", N_("First month of the term"), _serial(start), "month", None,
          T(N_("dates the tax rows each month applies")))
    i.put("exchange_rate", N_("Exchange rate"), p.brl_per_usd, "num4", T(N_("R$ per US$")))
    rate = p.brl_per_usd if currency == "BRL" else 1.0
    i.derive("display_rate", N_("Amounts shown per US$"), "=exchange_rate" if currency == "BRL" else "=1", rate,
             "num4", T(N_("{currency} per US$"), {"currency": sym}))
    lr = p.brl_per_usd if local == "BRL" else 1.0
    i.derive("local_rate", N_("Local-currency amounts per US$"), "=exchange_rate" if local == "BRL" else "=1",
             lr, "num4", T(N_("{currency} per US$"), {"currency": SYMBOL.get(local, local)}))

    i.group(N_("Hardware"))
    for k, label_g, label_c in (("rent", N_("GPUs per replica, renting"), N_("Tokens a rented replica carries a month")),
                                ("own", N_("GPUs per replica, buying"), N_("Tokens an owned replica carries a month"))):
        rt = d.routes[k]
        if k not in live and not (d.routes["hybrid"].available and d.routes["hybrid"].base == k):
            continue
        auto = live.get(k, {}).get("auto")
        gpus = rt.layout.gpu_count if rt.layout is not None else 0
        if auto:
            i.derive(f"gpus_{k}", label_g, auto["gpus"], float(gpus), "int", T(N_("GPUs")),
                     T(N_("the Advisor's rule on the Layouts sheet (Automatic count)")))
            i.derive(f"capacity_{k}", label_c, auto["capacity"], rt.replica_tokens_per_month, "int", T(N_("tokens")),
                     T(N_("the picked layout's capacity in the billed window (Layouts sheet)")))
        else:
            i.put(f"gpus_{k}", label_g, gpus, "int", T(N_("GPUs")))
            i.put(f"capacity_{k}", label_c, rt.replica_tokens_per_month, "int", T(N_("tokens")), app)
    i.put("price_per_gpu_hour", N_("Rental price per GPU-hour"), h.price_per_gpu_hour, "usd_cents", "US$",
          Quoted(h.price_source) if h.price_source else None)
    i.put("hours_per_month", N_("Hours in a month"), p.hours_per_month, "num", T(N_("hours")))
    i.put("billing_hours_per_day", N_("Hours a day a rented GPU is billed"), p.billing_hours_per_day, "num",
          T(N_("hours")))
    i.put("rental_commitment_months", N_("Rental commitment"), COMMITMENT_MONTHS[p.rental_commitment], "int",
          T(N_("months")), T(N_("0: on demand; each replica added is held to the commitment's end")))
    i.derive("billed_hours", N_("Hours a rented GPU is billed a month"),
             "=hours_per_month*IF(rental_commitment_months>0,1,billing_hours_per_day/24)",
             p.hours_per_month * (1 if COMMITMENT_MONTHS[p.rental_commitment] else active_share(s)), "num",
             T(N_("hours")))
    buy = h.purchase_price_per_gpu if h.purchase_price_per_gpu is not None else h.gpu.purchase_price_usd
    i.put("purchase_price_per_gpu", N_("Purchase price per GPU"), buy, "usd", "US$",
          Quoted(h.purchase_source) if h.purchase_source else None)
    i.put("server_share", N_("Rest of the server, share of the GPU price"), h.server_share, "pct")
    i.put("landed_cost_factor", N_("Landed cost of a purchase (import duties and taxes)"), tx.purchase_factor(s),
          "factor", T(N_("times the price")), T(N_("taxes.purchase_factor: {note}"), {"note": T(CONFIRM)}))
    i.put("amortization_years", N_("Useful life (book)"), h.amortization_years, "num2", T(N_("years")),
          T(N_("straight-line depreciation; servers are bought again when it ends inside the term")))
    i.derive("depreciation_months", N_("Useful life in months"), "=amortization_years*12", h.amortization_years * 12,
             "num2", T(N_("months")))
    i.derive("life_months", N_("Month a server is replaced, counted from its purchase"),
             "=MAX(1,CEILING(amortization_years*12-0.000000001,1))", float(life_months(s)), "int", T(N_("months")))
    i.put("resale_percent", N_("Resale at the end, share of the price without duties"), h.resale_percent, "num2",
          "%", T(N_("blank: the remaining book value")))
    i.put("power_per_gpu_w", N_("Power per GPU (its share of the server)"), h.gpu.power_per_gpu_w, "num", "W",
          Quoted(h.gpu.node_power_source) if h.gpu.node_power_source else None)
    i.put("pue", N_("PUE"), h.pue, "num2", T(N_("times")))
    i.put("power_price_per_kwh", N_("Power price"), h.power_price_per_kwh, "usd_cents", T(N_("US$ per kWh")))
    i.put("hosting_per_gpu_month", N_("Hosting per GPU a month"), h.hosting_per_gpu_month, "usd", "US$")
    i.put("maintenance_percent_per_year", N_("Maintenance a year, share of the server price"),
          f.maintenance_percent_per_year, "num2", "%")
    i.put("spare_replicas", N_("Spare replicas"), h.spare_replicas, "int")
    i.put("fixed_units", N_("Fixed number of production units"), s.serving.units, "int", None,
          T(N_("blank: sized to the volume")))

    i.group(N_("Organisation and taxes"))
    i.put("staff_fte", N_("Operations staff"), f.staff_fte, "num2", "FTE")
    i.put("staff_cost_per_fte_year", N_("Loaded cost per FTE a year"), f.staff_cost_per_fte_year, "num",
          SYMBOL.get(local, local))
    i.put("implementation_cost", N_("Implementation, one-off at signing"), f.implementation_cost, "num",
          SYMBOL.get(local, local))
    i.put("tax_depreciation_rate", N_("Income-tax depreciation of computers a year"), TAX_DEPRECIATION_RATE, "pct",
          None, Quoted(TAX_SOURCE))
    i.put("shifts_per_day", N_("8-hour shifts a day the servers run"), f.shifts_per_day, "int", None,
          T(N_("1, 2 or 3: the tax depreciation × 1, 1.5 or 2 (lucro real)")))
    i.derive("tax_life_months", N_("Months until a server is written off for income tax"),
             "=12/(tax_depreciation_rate*CHOOSE(shifts_per_day,1,1.5,2))", tax_life_months(s), "num2",
             T(N_("months")), T(N_("the deduction's life; the book life above decides replacement and resale")))
    i.put("income_tax_shield_rate", N_("Income tax saved on each deduction"), shield_rate(s), "pct", None,
          T(N_("{rate} (IRPJ + CSLL) on lucro real with the shield on, else 0; {note}"),
            {"rate": f"{INCOME_TAX:.0%}", "note": T(CONFIRM)}))

    i.group(N_("Per replica and per month (formulas)"))
    v = i.v
    if "gpus_rent" in v:
        i.derive("rent_month_per_replica", N_("A rented replica a month, before taxes"),
                 "=gpus_rent*price_per_gpu_hour*billed_hours*display_rate",
                 _mul(v["gpus_rent"], v["price_per_gpu_hour"], v["billed_hours"], rate), "money", sym)
    if "gpus_own" in v:
        server = _mul(v["gpus_own"], v["purchase_price_per_gpu"], 1 + h.server_share, rate)
        i.derive("own_server_per_replica", N_("An owned replica's servers, before duties"),
                 "=gpus_own*purchase_price_per_gpu*(1+server_share)*display_rate", server, "money", sym)
        i.derive("own_power_per_replica", N_("Power of an owned replica a month"),
                 "=gpus_own*power_per_gpu_w/1000*pue*hours_per_month*power_price_per_kwh*display_rate",
                 _mul(v["gpus_own"], h.gpu.power_per_gpu_w / 1000, h.pue, p.hours_per_month, h.power_price_per_kwh,
                      rate), "money", sym)
        i.derive("own_hosting_per_replica", N_("Hosting of an owned replica a month"),
                 "=gpus_own*hosting_per_gpu_month*display_rate", _mul(v["gpus_own"], h.hosting_per_gpu_month, rate),
                 "money", sym)
        i.derive("own_maintenance_per_replica", N_("Maintenance of an owned replica a month"),
                 "=own_server_per_replica*maintenance_percent_per_year/100/12",
                 _mul(server, f.maintenance_percent_per_year / 100 / 12), "money", sym)
    i.derive("staff_per_month", N_("Operations staff a month"), "=staff_fte*staff_cost_per_fte_year/12/local_rate*"
             "display_rate", staff_usd(s) * rate, "money", sym)
    i.derive("implementation", N_("Implementation at signing"), "=implementation_cost/local_rate*display_rate",
             local_usd(s, f.implementation_cost) * rate, "money", sym)
    i.derive("api_price_per_token", N_("API blended price per token"),
             '=IF(ISNUMBER(api_usd_per_mtok),api_usd_per_mtok/1000000*display_rate,"")',
             None if price is None else price * rate, "money_fine", sym)
    return i


def _mul(*xs) -> float | None:
    out = 1.0
    for x in xs:
        if x is None:
            return None
        out *= x
    return out


# -- the taxes --------------------------------------------------------------------------------------
TAX_CODES = ("irrf", "cide", "pis", "cofins", "iss", "cbs", "ibs", "iof")
TAX_NAMES = {"irrf": N_("IRRF (withholding income tax)"), "cide": N_("CIDE-Remessas"),
             "pis": N_("PIS-Importação"), "cofins": N_("COFINS-Importação"), "iss": N_("ISS (municipal)"),
             "cbs": N_("CBS (federal, the reform)"), "ibs": N_("IBS (states and municipalities, the reform)"),
             "iof": N_("IOF-câmbio")}
BASES = {"gross": N_("the price before withholding"),
         "gross_x": N_("the price before withholding, grossed up by ISS and PIS/COFINS"),
         "currency": N_("the foreign currency bought (the price less the IRRF withheld)")}


def _tax_rows(s: Scenario) -> list[tx.Row]:
    """The dated rows for the scenario's kind of service (``taxes.rows_at`` without the dates)."""
    technical = s.taxes.service_kind == "technical" and not s.taxes.supplier_in_tax_haven
    kind = "technical" if technical else "other"
    return [r for r in tx.ROWS if r.when in ("", kind) and not (r.tax == "cide" and s.taxes.service_kind != "technical")]


def _month_date(text: str | None) -> int | None:
    if text is None:
        return None
    y, m = text.split("-")
    return _serial(date(int(y), int(m), 1))


def _taxes(s: Scenario) -> tuple[Part, dict[str, float], dict[str, tuple[Callable, list[float]]]]:
    """The taxes sheet of a Brazilian buyer: the dated rows (rates as inputs) and each month's shares of
    the supplier's price, the credits and the factor a payment abroad costs; the API's and the rental's
    factor columns (1 where the provider is at home)."""
    part = Part("taxes", N_("Taxes"), widths=(12, 40, 10, 16, 12, 12, 12, 10, 60, 50, 50), freeze=None)
    values: dict[str, float] = {}
    part.add(T(N_("Taxes a Brazilian buyer pays on a service bought abroad (the API, a foreign rental), as shares "
                  "of the supplier's price; each row applies in the months between its dates. {note}"),
               {"note": T(CONFIRM)}),)
    part.add()
    flags = (("api_taxed", N_("The API is paid abroad (1 = yes)"), s.pricing.api_provider_location == "abroad"),
             ("rental_taxed", N_("The rental is paid abroad (1 = yes)"), s.pricing.rental_provider_location == "abroad"),
             ("supplier_price_is_net", N_("The supplier's price is net of the IRRF (1 = grossed up)"),
              s.taxes.supplier_price_is_net))
    for name, label, on in flags:
        row = part.add(T(label), Num(1 if on else 0, "int", input=True), name)
        part.define(name, row)
        values[name] = 1.0 if on else 0.0
    user = s.taxes.rates
    iss = user.iss if user.iss is not None else s.taxes.municipality_iss_percent / 100
    iof = user.iof if user.iof is not None else s.pricing.iof_percent / 100
    for name, label, v in (("iss_rate", N_("ISS rate of the municipality"), iss),
                           ("iof_rate", N_("IOF rate on the exchange"), iof)):
        row = part.add(T(label), Num(v, "pct2", input=True), name)
        part.define(name, row)
        values[name] = v
    part.add()
    head = part.add(T(N_("Code")), T(N_("Tax")), T(N_("Rate")), T(N_("Base code")), T(N_("Valid from")),
                    T(N_("Valid to")), T(N_("Credited by this buyer (1 = yes)")), T(N_("Estimate")), T(N_("Law")),
                    T(N_("Note")), T(N_("Base of the tax")), header=True)
    rows = _tax_rows(s)
    first = head + 1
    for r in rows:
        if r.tax in ("iss", "iof"):   # the scenario's own rate (or the one the user set), times the step
            expr = f"={r.tax}_rate" + ("" if r.scale == 1 else f"*{r.scale!r}")
            rate: Num | Formula = Formula(expr, values[f"{r.tax}_rate"] * r.scale, "pct2")
        else:
            own = getattr(user, r.tax)
            rate = Num((own if own is not None else r.rate or 0.0) * r.scale, "pct2", input=True)
        part.add(r.tax.upper(), T(TAX_NAMES[r.tax]), rate, r.base, Num(_month_date(r.valid_from), "month"),
                 Num(_month_date(r.valid_to), "month"), Num(1 if tx._credited(s, r) else 0, "int", input=True),
                 T(N_("yes")) if r.estimated else None, Quoted(r.source),
                 T(TAX_NOTES[r.note]) if r.note in TAX_NOTES else None, T(BASES[r.base]))
    last = first + len(rows) - 1
    rng = {c: f"${c}${first}:${c}${last}" for c in "ACDEFG"}
    part.add()
    part.add(T(N_("Each month: the rates in force and each tax as a share of the supplier's price; the factor is "
                  "what US$ 1 of the service costs the buyer (the IRRF counts only when the price is net: a "
                  "gross price already holds it; credits recovered are negative).")),)
    heads = [T(N_("Month")), T(N_("Calendar month")), T(N_("IRRF rate")), T(N_("ISS rate")), T(N_("PIS rate")),
             T(N_("COFINS rate")), T(N_("Base before withholding")), T(N_("Base of PIS/COFINS")), "IRRF", "CIDE",
             "PIS", "COFINS", "ISS", "CBS", "IBS", "IOF", T(N_("Credits")), T(N_("Factor")), T(N_("API factor")),
             T(N_("Rental factor"))]
    top = part.add(*heads, header=True)
    mfirst = top + 1

    def rate_of(code: str, dcell: str) -> str:
        return (f'SUMPRODUCT(({rng["A"]}="{code.upper()}")*({rng["E"]}<={dcell})*((({rng["F"]}="")+'
                f'({rng["F"]}>={dcell}))>0)*{rng["C"]})')

    def credited(base: str, dcell: str) -> str:
        return (f'SUMPRODUCT(({rng["D"]}="{base}")*({rng["E"]}<={dcell})*((({rng["F"]}="")+'
                f'({rng["F"]}>={dcell}))>0)*{rng["G"]}*{rng["C"]})')

    net = s.taxes.supplier_price_is_net
    api_abroad, rent_abroad = flags[0][2], flags[1][2]
    api_f, rent_f = [], []
    for m in range(MONTHS + 1):
        row = mfirst + m
        lines = tx.service_lines(s, m)
        share = {x.tax: x.share for x in lines}
        rate_ = {x.tax: x.rate for x in lines if x.tax != "credit"}
        irrf, iss_m = rate_.get("irrf", 0.0), rate_.get("iss", 0.0)
        pis, cofins = rate_.get("pis", 0.0), rate_.get("cofins", 0.0)
        v = 1 / (1 - irrf) if net else 1.0
        x = v * (1 + iss_m) / (1 - pis - cofins)
        factor = 1 + sum(y.share for y in lines if net or y.tax != "irrf")
        api_f.append(factor if api_abroad else 1.0)
        rent_f.append(factor if rent_abroad else 1.0)
        D = f"$B{row}"
        part.add(
            Num(m, "int"), Formula(f"=EDATE(start_month,MAX(0,A{row}-1))", _serial(_add_months(_start(s), max(0, m - 1))),
                                   "month"),
            Formula("=" + rate_of("irrf", D), irrf, "pct2"), Formula("=" + rate_of("iss", D), iss_m, "pct2"),
            Formula("=" + rate_of("pis", D), pis, "pct2"), Formula("=" + rate_of("cofins", D), cofins, "pct2"),
            Formula(f"=IF(supplier_price_is_net=1,1/(1-C{row}),1)", v, "factor"),
            Formula(f"=G{row}*(1+D{row})/(1-E{row}-F{row})", x, "factor"),
            Formula(f"=C{row}*G{row}", share.get("irrf", 0.0), "pct2"),
            Formula(f"={rate_of('cide', D)}*G{row}", share.get("cide", 0.0), "pct2"),
            Formula(f"=E{row}*H{row}", share.get("pis", 0.0), "pct2"),
            Formula(f"=F{row}*H{row}", share.get("cofins", 0.0), "pct2"),
            Formula(f"=D{row}*G{row}", share.get("iss", 0.0), "pct2"),
            Formula(f"={rate_of('cbs', D)}*G{row}", share.get("cbs", 0.0), "pct2"),
            Formula(f"={rate_of('ibs', D)}*G{row}", share.get("ibs", 0.0), "pct2"),
            Formula(f"={rate_of('iof', D)}*(G{row}-C{row}*G{row})", share.get("iof", 0.0), "pct2"),
            Formula(f"=-(G{row}*{credited('gross', D)}+H{row}*{credited('gross_x', D)}+(G{row}-C{row}*G{row})*"
                    f"{credited('currency', D)})", share.get("credit", 0.0), "pct2"),
            Formula(f"=1+IF(supplier_price_is_net=1,I{row},0)+SUM(J{row}:Q{row})", factor, "factor"),
            Formula(f"=IF(api_taxed=1,R{row},1)", api_f[-1], "factor"),
            Formula(f"=IF(rental_taxed=1,R{row},1)", rent_f[-1], "factor"))
    factors = {"api": (lambda m, r: f"={{sheet:taxes}}!$S${mfirst + m}", api_f),
               "rent": (lambda m, r: f"={{sheet:taxes}}!$T${mfirst + m}", rent_f)}
    return part, values, factors


def _add_months(d: date, n: int) -> date:
    k = d.year * 12 + d.month - 1 + n
    return date(k // 12, k % 12 + 1, 1)


# -- month by month ---------------------------------------------------------------------------------
@dataclass
class _Col:
    key: str
    header: Cell
    fmt: str
    expr: Callable[[int, int], str | None]   # (month, Excel row) -> formula; None: an input cell
    values: list[float]


class _Table:
    """A month-by-month sheet: column A the month 0..MONTHS, a formula per cell, a total row, then named
    cells below it (a label, the value, the name)."""

    def __init__(self, key: str, name: str, note: T, currency: str):
        self.key, self.name, self.note, self.currency = key, name, note, currency
        self.cols: dict[str, _Col] = {}
        self.order: list[str] = []
        self.cells: list[tuple[str, T, str, float | None, str]] = []
        self.values: dict[str, float | None] = {}
        self.totals: dict[str, str] = {}
        self.app: dict[str, list[float]] = {}

    def L(self, key: str) -> str:
        return col(1 + self.order.index(key))

    def num(self, name: str) -> float:
        """A named value (0 where it is blank)."""
        return self.values.get(name) or 0.0

    def whole(self, name: str) -> int:
        return int(self.num(name))

    def v(self, key: str) -> list[float]:
        return self.cols[key].values

    def column(self, key: str, header: Cell, fmt: str, expr: Callable[[int, int], str | None],
               value: Callable[[int, list[float]], float]) -> None:
        vals: list[float] = []
        self.cols[key] = _Col(key, header, fmt, expr, vals)
        self.order.append(key)
        for m in range(MONTHS + 1):
            vals.append(value(m, vals))

    def money(self, label: str) -> T:
        return money_header(label, self.currency)

    def cell(self, name: str, label: T, expr: str, value: float | None, fmt: str = "money") -> None:
        self.cells.append((name, label, expr, value, fmt))
        self.values[name] = value

    def total(self, key: str, name: str) -> None:
        self.totals[key] = name

    def part(self) -> Part:
        part = Part(self.key, self.name, widths=(8,) + (16,) * len(self.order), freeze=(2, 1))
        part.add(self.note)
        part.add(T(N_("Month")), *(c.header for c in self.cols.values()), header=True)
        for m in range(MONTHS + 1):
            r = FIRST + m
            row: list = [Num(m, "int")]
            for k in self.order:
                c = self.cols[k]
                value = (self.app[k][m] if k in self.app else c.values[m]) + 0.0   # never -0
                expr = c.expr(m, r)
                row.append(Num(value, c.fmt, input=True) if expr is None else
                           Formula(expr, value, c.fmt) if expr.startswith("=") else Num(value, c.fmt))
            part.add(*row)
        total: list = [T(N_("Total"))]
        for k in self.order:
            if k in self.totals:
                vals = self.app.get(k, self.cols[k].values)
                total.append(Formula(f"=SUM({self.L(k)}{FIRST}:{self.L(k)}{LAST})", sum(vals), self.cols[k].fmt))
                part.define(self.totals[k], TOTAL, len(total) - 1)
                self.values[self.totals[k]] = sum(vals)
            else:
                total.append(None)
        part.add(*total, header=True)
        part.add()
        for name, label, expr, stored, fmt in self.cells:
            at = part.add(label, Formula(expr, stored, fmt), name)
            part.define(name, at)
        return part


def _month_sizes(t: _Table, growth_from: int = 0) -> None:
    """Column B: the month's volume (month 0 takes month 1's: a purchase at signing is sized for it)."""
    V = t.values
    g, v = V["volume_growth_per_month"] or 0.0, V["tokens_per_month"] or 0.0
    t.column("volume", T(N_("Tokens this month")), "int",
             lambda m, r: f"=tokens_per_month*(1+volume_growth_per_month)^(MAX(A{r},1)-1)",
             lambda m, c: v * (1 + g) ** (max(m, 1) - 1))


def _sized(t: _Table, route: str) -> tuple[Callable, Callable]:
    """The fleet the month's volume needs: ``CEILING(volume × peak ÷ capacity)`` plus the spares
    (``decision.fleet_for``; a fixed number of production units stays fixed)."""
    from k3desk.core.money.cost import replicas_for

    V = t.values
    units, spares, pf, cap = V["fixed_units"], V["spare_replicas"] or 0, V["peak_factor"], V[f"capacity_{route}"]

    def expr(m: int, r: int) -> str:
        B = t.L("volume")
        return (f"=IF(ISNUMBER(fixed_units),fixed_units,IF(OR({B}{r}*peak_factor<1,NOT(capacity_{route}>0)),1,"
                f"MAX(1,CEILING({B}{r}*peak_factor/capacity_{route},1))))+spare_replicas")

    def value(m: int, c: list[float]) -> float:
        n = units if units is not None else replicas_for(t.v("volume")[m] * (pf or 1.0), cap or 0.0)
        return float(n + spares)

    return expr, value


def _discounted(t: _Table, key: str = "cash") -> None:
    rate = t.values["discount_rate_per_year"] or 0.0
    L = t.L(key)
    t.column("discounted", t.money(N_("Discounted")), "money",
             lambda m, r: f"={L}{r}/(1+discount_rate_per_year)^(A{r}/12)",
             lambda m, c: t.v(key)[m] * (1 + rate) ** (-m / 12))


def _pv(t: _Table, key: str) -> tuple[str, float]:
    """The present value of column ``key`` inside the term, after the income-tax shield (formula, value)."""
    H, rate, sh = t.whole("horizon_months"), t.num("discount_rate_per_year"), t.num("income_tax_shield_rate")
    L = t.L(key)
    expr = (f"=(1-income_tax_shield_rate)*SUMPRODUCT({L}{FIRST}:{L}{LAST},(A{FIRST}:A{LAST}<=horizon_months)/"
            f"(1+discount_rate_per_year)^(A{FIRST}:A{LAST}/12))")
    return expr, (1 - sh) * sum(x * (1 + rate) ** (-m / 12) for m, x in enumerate(t.v(key)) if m <= H)


def _own(t: _Table, need: tuple[Callable, Callable], p: str, landed: list[float]) -> None:
    """An owned fleet (``cashflow.owned_flows``): bought as it grows, bought again when its useful life
    ends inside the term, back at the end at its remaining book value (or the resale share), the
    income-tax shield on the month's deductions."""
    V, L, v = t.values, t.L, t.v
    H, life, M = t.whole("horizon_months"), t.whole("life_months"), t.num("depreciation_months")
    X = t.num("tax_life_months")   # the income tax's life: what the shield deducts
    server, pct, sh = V["own_server_per_replica"] or 0.0, V["resale_percent"], V["income_tax_shield_rate"] or 0.0
    _month_sizes(t)
    t.column("need", T(N_("Replicas the volume needs (spares included)")), "int", *need)
    t.column("held", T(N_("Replicas held (the fleet only grows)")), "int",
             lambda m, r: f"={L('need')}{r + 1}" if m == 0 else f"=MAX({L('held')}{r - 1},{L('need')}{r})",
             lambda m, c: v("need")[1] if m == 0 else max(c[m - 1], v("need")[m]))
    t.column("added", T(N_("Replicas added")), "int",
             lambda m, r: f"={L('held')}{r}" if m == 0 else f"={L('held')}{r}-{L('held')}{r - 1}",
             lambda m, c: v("held")[0] if m == 0 else v("held")[m] - v("held")[m - 1])
    t.column("bought", T(N_("Replicas bought (added, and replaced when their life ends)")), "int",
             lambda m, r: f"={L('added')}{r}" if m == 0 else
             f"={L('added')}{r}+IF(AND(A{r}<horizon_months,A{r}>=life_months),"
             f"INDEX({L('bought')}${FIRST}:{L('bought')}{r - 1},A{r}-life_months+1),0)",
             lambda m, c: v("added")[m] + (c[m - life] if 0 < m < H and m >= life else 0.0))
    t.column("replaced", T(N_("Replicas replaced")), "int", lambda m, r: f"={L('bought')}{r}-{L('added')}{r}",
             lambda m, c: v("bought")[m] - v("added")[m])
    same = all(x == landed[0] for x in landed)
    t.column("landed", T(N_("Landed-cost factor of a purchase this month")), "factor",
             lambda m, r: "=landed_cost_factor" if same else None, lambda m, c: landed[m])
    t.column("purchase", t.money(N_("Purchases")), "money",
             lambda m, r: f"={L('bought')}{r}*own_server_per_replica*{L('landed')}{r}",
             lambda m, c: v("bought")[m] * server * v("landed")[m])
    t.column("resold", t.money(N_("Replaced servers resold")), "money",
             lambda m, r: f"=-{L('replaced')}{r}*IF(ISNUMBER(resale_percent),own_server_per_replica*resale_percent/100,0)",
             lambda m, c: -v("replaced")[m] * (server * pct / 100 if pct is not None else 0.0))
    def per_held(name: str) -> tuple[Callable[[int, int], str], Callable[[int, list[float]], float]]:
        """A running cost of every replica held, from month 1."""
        return (lambda m, r: f"=IF(A{r}>=1,{L('held')}{r}*{name},0)",
                lambda m, c: v("held")[m] * t.num(name) if m >= 1 else 0.0)

    for key, label, name in (("power", N_("Power"), "own_power_per_replica"),
                             ("hosting", N_("Hosting"), "own_hosting_per_replica"),
                             ("maintenance", N_("Maintenance"), "own_maintenance_per_replica")):
        t.column(key, t.money(label), "money", *per_held(name))
    t.column("staff", t.money(N_("Staff, and the implementation at signing")), "money",
             lambda m, r: f"=IF(A{r}=0,implementation,staff_per_month)",
             lambda m, c: (V["implementation"] if m == 0 else V["staff_per_month"]) or 0.0)
    kept = [q for q in range(MONTHS + 1) if q <= H and q + life >= H]   # purchases still held at the end
    F, Z = f"{FIRST}", f"{LAST}"
    book = sum(v("purchase")[q] * max(0.0, 1 - (H - q) / M) for q in kept)
    t.cell(f"{p}_end_book", T(N_("Book value of the fleet at the end of the term")),
           f"=SUMPRODUCT({L('purchase')}{F}:{L('purchase')}{Z},(A{F}:A{Z}<=horizon_months)*(A{F}:A{Z}+life_months>="
           f"horizon_months)*((1-(horizon_months-A{F}:A{Z})/depreciation_months)+ABS(1-(horizon_months-A{F}:A{Z})/"
           f"depreciation_months))/2)", book)
    back = sum(v("bought")[q] for q in kept) * server * pct / 100 if pct is not None else book
    t.cell(f"{p}_end_value", T(N_("What the fleet brings back at the end of the term")),
           f"=IF(ISNUMBER(resale_percent),SUMPRODUCT({L('bought')}{F}:{L('bought')}{Z},(A{F}:A{Z}<=horizon_months)*"
           f"(A{F}:A{Z}+life_months>=horizon_months))*own_server_per_replica*resale_percent/100,{p}_end_book)", back)
    written = sum(v("purchase")[q] * max(0.0, 1 - (H - q) / X) for q in kept)
    t.cell(f"{p}_end_tax_value", T(N_("Tax value of the fleet at the end of the term (not yet deducted)")),
           f"=SUMPRODUCT({L('purchase')}{F}:{L('purchase')}{Z},(A{F}:A{Z}<=horizon_months)*(A{F}:A{Z}+life_months>="
           f"horizon_months)*((1-(horizon_months-A{F}:A{Z})/tax_life_months)+ABS(1-(horizon_months-A{F}:A{Z})/"
           f"tax_life_months))/2)", written)
    t.column("end", t.money(N_("Fleet back at the end of the term")), "money",
             lambda m, r: f"=IF(A{r}=horizon_months,-{p}_end_value,0)", lambda m, c: -back if m == H else 0.0)
    t.column("left", t.money(N_("Tax value left of the servers replaced (deducted)")), "money",
             lambda m, r: "" if m == 0 else
             f"=IF(AND(A{r}<horizon_months,A{r}>=life_months),INDEX({L('purchase')}${F}:{L('purchase')}{r - 1},"
             f"A{r}-life_months+1)*MAX(0,1-life_months/tax_life_months),0)",
             lambda m, c: v("purchase")[m - life] * max(0.0, 1 - life / X) if 0 < m < H and m >= life else 0.0)

    def dep(m: int, r: int) -> str:
        if m == 0:
            return ""
        P, A = f"{L('purchase')}${F}:{L('purchase')}{r - 1}", f"A${F}:A{r - 1}"
        a, b = f"(A{r}-{A})", f"(A{r}-{A}-1)"
        return (f"=IF(A{r}<=horizon_months,SUMPRODUCT({P},({a}<=life_months)*(({a}+tax_life_months-ABS({a}-"
                f"tax_life_months))/2-({b}+tax_life_months-ABS({b}-tax_life_months))/2))/tax_life_months,0)")

    # a server is deducted at the tax rate while it is held (its book life), the rest when it leaves
    t.column("depreciation", t.money(N_("Depreciation at the tax rate (deducted from taxable profit)")), "money", dep,
             lambda m, c: 0.0 if m == 0 or m > H else
             sum(v("purchase")[q] * (min(m - q, X) - min(m - q - 1, X)) / X for q in range(max(0, m - life), m)))
    t.column("deductions", t.money(N_("Deductions")), "money",
             lambda m, r: f"={L('staff')}{r}+{L('power')}{r}+{L('hosting')}{r}+{L('maintenance')}{r}+"
             f"{L('depreciation')}{r}+{L('left')}{r}+{L('resold')}{r}-IF(A{r}=horizon_months,{p}_end_value-"
             f"{p}_end_tax_value,0)",
             lambda m, c: v("staff")[m] + v("power")[m] + v("hosting")[m] + v("maintenance")[m] + v("depreciation")[m]
             + v("left")[m] + v("resold")[m] - ((back - written) if m == H else 0.0))
    t.column("shield", t.money(N_("Income tax saved")), "money",
             lambda m, r: f"=-income_tax_shield_rate*{L('deductions')}{r}", lambda m, c: -sh * v("deductions")[m])
    parts = ("purchase", "resold", "power", "hosting", "maintenance", "staff", "end", "shield")
    t.column("cash", t.money(N_("Cash flow")), "money",
             lambda m, r: f"=IF(A{r}<=horizon_months,{'+'.join(f'{L(k)}{r}' for k in parts)},0)",
             lambda m, c: sum(v(k)[m] for k in parts) if m <= H else 0.0)
    fixed = _pv(t, "staff")
    t.cell(f"{p}_fixed_pv", T(N_("Present value of the staff and the implementation")), *fixed)
    for key, name, label in (("power", "own_power_pv", N_("Present value of the power")),
                             ("hosting", "own_hosting_pv", N_("Present value of the hosting"))):
        if p == "own":
            t.cell(name, T(label), *_pv(t, key))


def _rent(t: _Table, need: tuple[Callable, Callable], p: str, factor: tuple[Callable, list[float]]) -> None:
    """A rented fleet (``decision._fleet_flows``, ``cashflow.committed_counts``): billed for the replicas the
    month needs, or under a commitment for every replica still committed; what a commitment owes after the
    term is paid in its last month; the taxes of a payment abroad by month."""
    V, L, v = t.values, t.L, t.v
    H, n, sh = t.whole("horizon_months"), t.whole("rental_commitment_months"), t.num("income_tax_shield_rate")
    month = V["rent_month_per_replica"] or 0.0
    _month_sizes(t)
    t.column("need", T(N_("Replicas the volume needs (spares included)")), "int", *need)
    t.column("started", T(N_("Replicas newly committed")), "int",
             lambda m, r: "" if m == 0 else
             f"=IF(rental_commitment_months=0,{L('need')}{r},MAX(0,{L('need')}{r}-SUMPRODUCT({L('started')}${FIRST}:"
             f"{L('started')}{r - 1},(A${FIRST}:A{r - 1}>A{r}-rental_commitment_months)*1)))",
             lambda m, c: 0.0 if m == 0 else v("need")[m] if n == 0 else
             max(0.0, v("need")[m] - sum(c[j] for j in range(max(1, m - n + 1), m))))
    t.column("billed", T(N_("Replicas billed")), "int",
             lambda m, r: "" if m == 0 else
             f"=IF(rental_commitment_months=0,{L('need')}{r},SUMPRODUCT({L('started')}${FIRST}:{L('started')}{r},"
             f"(A${FIRST}:A{r}>A{r}-rental_commitment_months)*1))",
             lambda m, c: 0.0 if m == 0 else v("need")[m] if n == 0 else
             sum(v("started")[j] for j in range(max(1, m - n + 1), m + 1)))
    t.column("factor", T(N_("Taxes on a payment abroad (factor)")), "factor", factor[0], lambda m, c: factor[1][m])
    t.column("rental", t.money(N_("Rental")), "money",
             lambda m, r: f"={L('billed')}{r}*rent_month_per_replica*{L('factor')}{r}",
             lambda m, c: v("billed")[m] * month * v("factor")[m])
    F, Z = f"{FIRST}", f"{LAST}"
    owed = sum(v("started")[j] * max(0, j + n - 1 - H) for j in range(1, H + 1))
    t.cell(f"{p}_owed", T(N_("Replica-months a commitment still owes after the term")),
           f"=SUMPRODUCT({L('started')}{F}:{L('started')}{Z},(A{F}:A{Z}>=1)*(A{F}:A{Z}<=horizon_months)*"
           f"((A{F}:A{Z}+rental_commitment_months-1-horizon_months)+ABS(A{F}:A{Z}+rental_commitment_months-1-"
           f"horizon_months))/2)", float(owed), "num")
    t.column("owed", t.money(N_("Still owed after the term")), "money",
             lambda m, r: f"=IF(A{r}=horizon_months,{p}_owed*rent_month_per_replica*{L('factor')}{r},0)",
             lambda m, c: owed * month * v("factor")[m] if m == H else 0.0)
    t.column("staff", t.money(N_("Staff, and the implementation at signing")), "money",
             lambda m, r: f"=IF(A{r}=0,implementation,staff_per_month)",
             lambda m, c: (V["implementation"] if m == 0 else V["staff_per_month"]) or 0.0)
    t.column("shield", t.money(N_("Income tax saved")), "money",
             lambda m, r: f"=-income_tax_shield_rate*({L('rental')}{r}+{L('owed')}{r}+{L('staff')}{r})",
             lambda m, c: -sh * (v("rental")[m] + v("owed")[m] + v("staff")[m]))
    parts = ("rental", "owed", "staff", "shield")
    t.column("cash", t.money(N_("Cash flow")), "money",
             lambda m, r: f"=IF(A{r}<=horizon_months,{'+'.join(f'{L(k)}{r}' for k in parts)},0)",
             lambda m, c: sum(v(k)[m] for k in parts) if m <= H else 0.0)
    t.cell(f"{p}_fixed_pv", T(N_("Present value of the staff and the implementation")), *_pv(t, "staff"))


def _api(t: _Table, factor: tuple[Callable, list[float]]) -> None:
    """The API (``decision._api_flows``): each month's tokens at that month's price and taxes."""
    V, L, v = t.values, t.L, t.v
    H, sh, price = t.whole("horizon_months"), t.num("income_tax_shield_rate"), t.num("api_price_per_token")
    g, a, tok = V["volume_growth_per_month"] or 0.0, V["api_price_change_per_year"] or 0.0, V["tokens_per_month"] or 0.0
    rate = V["discount_rate_per_year"] or 0.0
    t.column("volume", T(N_("Tokens this month")), "int",
             lambda m, r: "" if m == 0 else f"=tokens_per_month*(1+volume_growth_per_month)^(A{r}-1)",
             lambda m, c: 0.0 if m == 0 else tok * (1 + g) ** (m - 1))
    t.column("trend", T(N_("API price over month 1's")), "factor",
             lambda m, r: "" if m == 0 else f"=(1+api_price_change_per_year)^((A{r}-1)/12)",
             lambda m, c: 0.0 if m == 0 else (1 + a) ** ((m - 1) / 12))
    t.column("factor", T(N_("Taxes on a payment abroad (factor)")), "factor", factor[0], lambda m, c: factor[1][m])
    t.column("bill", t.money(N_("API bill")), "money",
             lambda m, r: f"={L('volume')}{r}*api_price_per_token*{L('trend')}{r}*{L('factor')}{r}",
             lambda m, c: v("volume")[m] * price * v("trend")[m] * v("factor")[m])
    t.column("shield", t.money(N_("Income tax saved")), "money",
             lambda m, r: f"=-income_tax_shield_rate*{L('bill')}{r}", lambda m, c: -sh * v("bill")[m])
    t.column("cash", t.money(N_("Cash flow")), "money",
             lambda m, r: f"=IF(A{r}<=horizon_months,{L('bill')}{r}+{L('shield')}{r},0)",
             lambda m, c: v("bill")[m] + v("shield")[m] if m <= H else 0.0)
    _discounted(t)
    t.column("weight", T(N_("Present value of a token of month 1's volume, per unit of price")), "factor",
             lambda m, r: f"=IF(AND(A{r}>=1,A{r}<=horizon_months),(1+volume_growth_per_month)^(A{r}-1)*{L('trend')}{r}*"
             f"{L('factor')}{r}*(1-income_tax_shield_rate)/(1+discount_rate_per_year)^(A{r}/12),0)",
             lambda m, c: (1 + g) ** (m - 1) * v("trend")[m] * v("factor")[m] * (1 - sh) * (1 + rate) ** (-m / 12)
             if 1 <= m <= H else 0.0)
    t.cell("api_value_per_token", T(N_("Present value of one token a month of month 1's volume")),
           f"=api_price_per_token*SUM({L('weight')}{FIRST}:{L('weight')}{LAST})", price * sum(v("weight")),
           "money_fine")


def _hybrid_api(t: _Table, base: str, factor: tuple[Callable, list[float]]) -> None:
    """The hybrid's API part (``decision._hybrid``): what the daily profile puts above the base fleet."""
    V, L, v = t.values, t.L, t.v
    H, sh, price = t.whole("horizon_months"), t.num("income_tax_shield_rate"), t.num("api_price_per_token")
    g, a, tok = V["volume_growth_per_month"] or 0.0, V["api_price_change_per_year"] or 0.0, V["tokens_per_month"] or 0.0
    h, pk = V["peak_hours_per_day"] or 0.0, V["peak_to_average"] or 1.0
    K = (V["hybrid_base_replicas"] or 0.0) * (V[f"capacity_{base}"] or 0.0)
    t.column("api_volume", T(N_("Tokens this month")), "int",
             lambda m, r: "" if m == 0 else f"=tokens_per_month*(1+volume_growth_per_month)^(A{r}-1)",
             lambda m, c: 0.0 if m == 0 else tok * (1 + g) ** (m - 1))

    def over(x: float) -> float:
        if h <= 0:
            return max(0.0, x - K)
        low = (24 - pk * h) / (24 - h) * x
        return h / 24 * max(0.0, pk * x - K) + (24 - h) / 24 * max(0.0, low - K)

    k = f"hybrid_base_replicas*capacity_{base}"
    t.column("overflow", T(N_("Tokens above the base fleet, sent to the API")), "int",
             lambda m, r: "" if m == 0 else
             f"=IF(peak_hours_per_day<=0,MAX(0,{L('api_volume')}{r}-{k}),peak_hours_per_day/24*MAX(0,peak_to_average*"
             f"{L('api_volume')}{r}-{k})+(24-peak_hours_per_day)/24*MAX(0,(24-peak_to_average*peak_hours_per_day)/"
             f"(24-peak_hours_per_day)*{L('api_volume')}{r}-{k}))",
             lambda m, c: 0.0 if m == 0 else over(v("api_volume")[m]))
    t.column("trend", T(N_("API price over month 1's")), "factor",
             lambda m, r: "" if m == 0 else f"=(1+api_price_change_per_year)^((A{r}-1)/12)",
             lambda m, c: 0.0 if m == 0 else (1 + a) ** ((m - 1) / 12))
    t.column("api_factor", T(N_("Taxes on a payment abroad (factor)")), "factor", factor[0],
             lambda m, c: factor[1][m])
    t.column("api_bill", t.money(N_("API bill, after the income tax saved")), "money",
             lambda m, r: f"={L('overflow')}{r}*api_price_per_token*{L('trend')}{r}*{L('api_factor')}{r}*"
             f"(1-income_tax_shield_rate)",
             lambda m, c: v("overflow")[m] * price * v("trend")[m] * v("api_factor")[m] * (1 - sh))
    t.column("total", t.money(N_("Cash flow")), "money",
             lambda m, r: f"=IF(A{r}<=horizon_months,{L('cash')}{r}+{L('api_bill')}{r},0)",
             lambda m, c: v("cash")[m] + v("api_bill")[m] if m <= H else 0.0)


# -- the Automatic count's layouts ------------------------------------------------------------------
def _layouts(d, routes: Sequence[str]) -> tuple[Part, dict[str, dict]]:
    """Under an Automatic GPU count: each self-hosted route's per-GPU layout table and the Advisor's
    rule that picks one for the month-1 volume (``Market.picks``: the lowest cost a month for the
    replicas ``CEILING(volume ÷ capacity)``; on a tie within rounding the fewest GPUs); the route's GPUs and
    capacity follow."""
    from k3desk.core.money.cost import replicas_for
    from k3desk.core.money.market import TIE

    part = Part("layouts", N_("Layouts"), widths=(16, 10, 20, 20, 14, 20, 16), freeze=None)
    part.add(T(N_("Automatic GPU count: each route takes the layout of the GPU type with the lowest cost a month "
                  "for the replicas the month-1 volume needs (CEILING of the volume over what a replica carries); "
                  "on a tie within rounding the fewest GPUs a replica, then the first. What a layout carries and costs are the app's (the speed model, the "
                  "catalog's prices).")),)
    out: dict[str, dict] = {}
    volume = d.tokens_per_month
    for k in routes:
        table = d.market.tables.get(k) if d.market is not None else None
        if not table:
            continue
        part.add()
        part.add(T(N_("{route}: the layouts"), {"route": T(ROUTE_NAMES[k])}), header=True)
        part.add(T(N_("Layout")), T(N_("GPUs")), T(N_("Tokens a replica carries a month")),
                 T(N_("One replica a month (US$)")), T(N_("Replicas for the volume")), T(N_("Rule: cost a month")),
                 T(N_("GPUs, where the cost ties with the lowest")), header=True)
        a = len(part.rows) + 1
        b = a + len(table) - 1
        weights = [o.usd_per_month_per_replica * float(replicas_for(volume, o.replica_tokens)) for o in table]
        low = min(weights)
        tied = [w <= low * (1 + TIE) for w in weights]
        for i, o in enumerate(table):
            r = a + i
            part.add(o.mode, Num(o.gpu_count, "int"), Num(o.replica_tokens, "int"),
                     Num(o.usd_per_month_per_replica, "usd"),
                     Formula(f"=IF(tokens_per_month<1,1,MAX(1,CEILING(tokens_per_month/C{r},1)))",
                             weights[i] / o.usd_per_month_per_replica if o.usd_per_month_per_replica else 1.0, "int"),
                     Formula(f"=D{r}*E{r}", weights[i], "usd"),
                     Formula(f'=IF(F{r}<=MIN(F${a}:F${b})*(1+{TIE!r}),B{r},"")',
                             float(o.gpu_count) if tied[i] else "", "int"))
        fewest = min(o.gpu_count for o, t in zip(table, tied, strict=True) if t)
        pick = next(i for i, o in enumerate(table) if tied[i] and o.gpu_count == fewest) + 1
        r = part.add(T(N_("Picked row")), Formula(f"=MATCH(MIN(G{a}:G{b}),G{a}:G{b},0)", pick, "int"), f"pick_{k}")
        part.define(f"pick_{k}", r)
        out[k] = {"gpus": f"=INDEX({{sheet:layouts}}!$B${a}:$B${b},pick_{k})",
                  "capacity": f"=INDEX({{sheet:layouts}}!$C${a}:$C${b},pick_{k})*billing_hours_per_day/24"}
    return part, out


# -- the whole model --------------------------------------------------------------------------------
SHEETS = {"rent": N_("Renting, by month"), "own": N_("Buying, by month"), "api": N_("API, by month"),
          "hybrid": N_("Hybrid, by month")}


def automatic(s: Scenario) -> bool:
    return s.hardware.gpu_count is None and s.serving.mode == "replica"


def model(ev: Evaluation) -> Model | None:
    """The live model of an evaluation's decision (None when there is no decision)."""
    d, s = ev.decision, ev.scenario
    if d is None:
        return None
    currency = s.pricing.currency
    rate = s.pricing.brl_per_usd if currency == "BRL" else 1.0
    live = {k: {} for k in ("rent", "own", "api", "hybrid")
            if d.routes[k].available and d.routes[k].cash_flows_usd}   # type: dict[str, dict]
    hyb = d.routes["hybrid"]
    parts: list[Part] = []
    auto = automatic(s)
    hosted = [k for k in ("rent", "own") if k in live or ("hybrid" in live and hyb.base == k)]
    if auto and hosted:
        lay, picks = _layouts(d, hosted)
        for k, exprs in picks.items():
            live.setdefault(k, {})["auto"] = exprs
        if picks:
            parts.append(lay)
    inputs = _inputs(ev, live, currency)
    if "hybrid" in live:
        inputs.group(N_("Hybrid"))
        inputs.put("hybrid_base_replicas", N_("Base replicas of the hybrid (spares apart)"), hyb.owned_replicas, "int",
                   None, T(N_("the app's best split at export (a search the workbook does not repeat)")))
    V = dict(inputs.v)
    parts.insert(0, inputs.part)
    factors: dict[str, tuple[Callable, list[float]]] = {
        k: (lambda m, r: "", [1.0] * (MONTHS + 1)) for k in ("api", "rent")}
    if s.taxes.jurisdiction == "BR":
        tpart, tvalues, factors = _taxes(s)
        V.update(tvalues)
        parts.append(tpart)
    routes: dict[str, dict] = {}
    landed = _landed_factors(s)
    mirror: dict[str, list[float]] = {}
    for k in ("rent", "own", "api", "hybrid"):
        if k not in live or k == "hybrid" and hyb.base is None:
            continue
        note = T(N_("{route}, month by month, in {currency}; months after the term count 0. Every cell is a formula "
                    "of the Assumptions sheet."), {"route": T(ROUTE_NAMES[k]), "currency": SYMBOL.get(currency, currency)})
        t = _Table(f"m_{k}", SHEETS[k], note, currency)
        t.values.update(V)
        base = hyb.base if k == "hybrid" else k
        if k == "own" or base == "own" and k == "hybrid":
            need = _sized(t, "own") if k == "own" else _fixed_need(t)
            _own(t, need, k, landed)
        elif k == "rent" or k == "hybrid":
            need = _sized(t, "rent") if k == "rent" else _fixed_need(t)
            _rent(t, need, k, factors["rent"])
        else:
            _api(t, factors["api"])
        cash = "cash"
        if k == "hybrid":
            _hybrid_api(t, base or "own", factors["api"])
            cash = "total"
        if k != "api":
            _discounted(t, cash)
            t.cell(f"{k}_replicas", T(N_("Replicas in month 1")), f"={t.L('need')}{FIRST + 1}",
                   t.v("need")[1], "int")
        mirror[k] = list(t.v(cash))
        flows = d.routes[k].cash_flows_usd
        H = len(flows) - 1
        app = [flows[m] * rate if m <= H else 0.0 for m in range(MONTHS + 1)]
        t.app[cash] = app
        t.app["discounted"] = [x * (1 + d.discount_rate_per_year) ** (-m / 12) for m, x in enumerate(app)]
        t.total(cash, f"term_{k}")
        t.total("discounted", f"npv_{k}")
        part = t.part()
        parts.append(part)
        V.update({n: t.values[n] for n in t.values if n not in V})
        routes[k] = {"key": t.key, **{c: t.L(c) for c in t.order}, "cash": t.L(cash)}
    return Model(parts, V, routes, currency, flat=not auto and s.workload.volume_growth_per_month == 0,
                 mirror=mirror)


def _fixed_need(t: _Table) -> tuple[Callable, Callable]:
    """The hybrid's base: its replicas and the spares, held the whole term."""
    n = (t.values["hybrid_base_replicas"] or 0.0) + (t.values["spare_replicas"] or 0.0)
    return (lambda m, r: "=hybrid_base_replicas+spare_replicas", lambda m, c: n)
