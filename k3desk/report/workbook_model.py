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

This module builds the Assumptions and Layouts sheets and puts the model together; the cells are
``workbook_cells``, the taxes sheet ``workbook_taxes``, the month-by-month sheets ``workbook_routes``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

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
from k3desk.core.scenario import Scenario
from k3desk.report.model import N_, Cell, Quoted, T
from k3desk.report.workbook_cells import (
    CONFIRM,
    FIRST,
    MONTHS,
    ROUTE_NAMES,
    SYMBOL,
    Formula,
    Num,
    Part,
    serial,
    start_date,
)
from k3desk.report.workbook_routes import (
    Table,
    api_bills,
    discounted,
    fixed_need,
    hybrid_api,
    owned,
    rented,
    sized,
)
from k3desk.report.workbook_taxes import taxes_part
from k3desk.session.evaluation import Evaluation


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
    i.put("cache_write_share", N_("Input written to the prompt cache"), w.cache_write_share, "pct")
    i.put("api_cache_write_per_mtok", N_("API price, cache write"), p.api_cache_write_per_mtok, "usd_cents",
          T(N_("US$ per million tokens")), T(N_("blank: a cache write costs the input price")))
    i.put("batch_share", N_("Share of the volume sent as batch jobs"), w.batch_share, "pct")
    i.put("api_batch_discount", N_("Batch price off the list price"), p.api_batch_discount, "pct")
    i.put("prompt_tokens", N_("Typical prompt"), w.prompt_tokens, "int", T(N_("tokens")))
    i.put("api_long_context_threshold_tokens", N_("Long-context tier from"), p.api_long_context_threshold_tokens,
          "int", T(N_("tokens")), T(N_("blank: the provider has no long-context tier")))
    i.put("api_long_context_input_multiplier", N_("Long-context tier, input price ×"),
          p.api_long_context_input_multiplier, "num2", T(N_("times")))
    i.put("api_long_context_output_multiplier", N_("Long-context tier, output price ×"),
          p.api_long_context_output_multiplier, "num2", T(N_("times")))
    price = api_usd_per_token(s)
    i.derive("api_usd_per_mtok", N_("API blended price"),
             '=IF(COUNT(api_input_per_mtok,api_cached_input_per_mtok,api_output_per_mtok)<3,"",'
             + api_blend("cache_hit_rate") + ")",
             None if price is None else price * 1e6, "usd_cents", T(N_("US$ per million tokens")),
             T(N_("as the buyer pays it: cache reads, writes and misses, the long-context tier, the batch share")))
    i.put("api_price_change_per_year", N_("API price change per year"), p.api_price_change_per_year, "pct")

    i.group(N_("Term, money and exchange"))
    i.put("horizon_months", N_("Contract term"), p.horizon_months, "int", T(N_("months")),
          T(N_("12 to {n}; months after the term count 0"), {"n": str(MONTHS)}))
    i.put("discount_rate_per_year", N_("Discount rate per year (effective)"), f.discount_rate_per_year, "pct",
          None, T(N_("month m is discounted by (1 + rate)^(m/12)")))
    start = start_date(s)
    i.put("start_month", N_("First month of the term"), serial(start), "month", None,
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
        i.put(f"floor_{k}", N_("Fewest replicas the stated peak rate needs"), rt.replica_floor, "int", None,
              T(N_("the latency model's (0 without a stated peak rate): re-export to change it")))
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


def api_blend(hit: str) -> str:
    """The blended API price per million tokens at cache-hit rate ``hit`` (an expression), as
    ``cost.api_usd_per_token`` weighs the list prices (``cost.api_price_weights``): input tokens read from
    the cache, written to it (at the write price where there is one, else the input price) or missed; the
    long-context tier's multipliers past its threshold; the batch share at its discount."""
    tier = "AND(ISNUMBER(api_long_context_threshold_tokens),prompt_tokens>api_long_context_threshold_tokens)"
    batch = "(1-batch_share*api_batch_discount)"
    inp = (f"(MAX(0,1-{hit}-cache_write_share)+cache_write_share*NOT(ISNUMBER(api_cache_write_per_mtok)))"
           f"*api_input_per_mtok+{hit}*api_cached_input_per_mtok+IF(ISNUMBER(api_cache_write_per_mtok),"
           f"cache_write_share*api_cache_write_per_mtok,0)")
    return (f"input_share*IF({tier},api_long_context_input_multiplier,1)*{batch}*({inp})+(1-input_share)*"
            f"reasoning_multiplier*IF({tier},api_long_context_output_multiplier,1)*{batch}*api_output_per_mtok")


def _mul(*xs) -> float | None:
    out = 1.0
    for x in xs:
        if x is None:
            return None
        out *= x
    return out


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
        tpart, tvalues, factors = taxes_part(s)
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
        t = Table(f"m_{k}", SHEETS[k], note, currency)
        t.values.update(V)
        base = hyb.base if k == "hybrid" else k
        spares = _availability_spares(d, s, k) if k in ("own", "rent") else None
        if k == "own" or base == "own" and k == "hybrid":
            need = sized(t, "own") if k == "own" else fixed_need(t)
            owned(t, need, k, landed, spares)
        elif k == "rent" or k == "hybrid":
            need = sized(t, "rent") if k == "rent" else fixed_need(t)
            rented(t, need, k, factors["rent"], spares)
        else:
            api_bills(t, factors["api"])
        cash = "cash"
        if k == "hybrid":
            hybrid_api(t, base or "own", factors["api"])
            cash = "total"
        if k != "api":
            discounted(t, cash)
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
    floors = any(d.routes[k].replica_floor for k in ("rent", "own"))
    flat = not auto and s.workload.volume_growth_per_month == 0 and s.constraints.availability_percent is None \
        and not floors
    return Model(parts, V, routes, currency, flat=flat, mirror=mirror)


def _availability_spares(d, s: Scenario, route: str) -> Callable[[float], float] | None:
    """Under a required availability: the spares a fleet of ``load`` replicas of the route needs (the app's
    rule, ``valuation.with_spares``); None when the spares are the buyer's."""
    if s.constraints.availability_percent is None:
        return None
    import numpy as np

    from k3desk.core.money.valuation import with_spares

    rs, layout = d.scenarios.get(route, s), d.routes[route].layout
    gpus = layout.gpu_count if layout is not None else 1
    return lambda load: float(with_spares(rs, np.array([load]), gpus)[0] - load)
