"""The workbook's month-by-month sheets: each costed route's cash flows as formulas of the named inputs.

Months 0..``MONTHS`` (the longest term; months after the term count 0), the way the decision computes
them (docs/domain.md §9–10):

- **fleet**: ``CEILING(volume × peak ÷ capacity)`` plus the spares (``decision.fleet_for``), the volume
  growing monthly; a fixed number of production units stays fixed;
- **buying** (``cashflow.owned_flows``): the fleet only grows, each purchase at its month's import taxes;
  bought again when the book life ends inside the term, back at the end at its remaining book value (or
  the resale share); the income-tax shield on each month's deductions, the depreciation at the income
  tax's rate while a server is held and the tax value left when it leaves;
- **renting** (``decision._fleet_flows``, ``cashflow.committed_counts``): the replicas billed, a commitment
  holding each replica added to its end, what it still owes after the term, the taxes abroad by month;
- **the API** and **the hybrid**'s overflow above its base fleet (``decision._api_flows``, ``_hybrid``).

Each column is a formula template and its Python twin (``Table.column``): the twin gives the stored
value of every intermediate cell; the cash-flow column stores the decision's own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from k3desk.report.model import N_, Cell, T
from k3desk.report.workbook_cells import FIRST, LAST, MONTHS, TOTAL, Formula, Num, Part, col, money_header


@dataclass
class Column:
    key: str
    header: Cell
    fmt: str
    expr: Callable[[int, int], str | None]   # (month, Excel row) -> formula; None: an input cell
    values: list[float]


class Table:
    """A month-by-month sheet: column A the month 0..MONTHS, a formula per cell, a total row, then named
    cells below it (a label, the value, the name)."""

    def __init__(self, key: str, name: str, note: T, currency: str):
        self.key, self.name, self.note, self.currency = key, name, note, currency
        self.cols: dict[str, Column] = {}
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
        self.cols[key] = Column(key, header, fmt, expr, vals)
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


def month_sizes(t: Table, growth_from: int = 0) -> None:
    """Column B: the month's volume (month 0 takes month 1's: a purchase at signing is sized for it)."""
    V = t.values
    g, v = V["volume_growth_per_month"] or 0.0, V["tokens_per_month"] or 0.0
    t.column("volume", T(N_("Tokens this month")), "int",
             lambda m, r: f"=tokens_per_month*(1+volume_growth_per_month)^(MAX(A{r},1)-1)",
             lambda m, c: v * (1 + g) ** (max(m, 1) - 1))


def sized(t: Table, route: str) -> tuple[Callable, Callable]:
    """The fleet the month's volume needs: ``CEILING(volume × peak ÷ capacity)``, never fewer than a stated
    peak rate needs, plus the spares (``decision.fleet_for``; a fixed number of production units stays fixed). The spares are the buyer's
    (``spare_replicas``), or under a required availability the month's own (:func:`spares_column`)."""
    V = t.values
    spares = V["spare_replicas"] or 0

    def expr(m: int, r: int) -> str:
        B = t.L("volume")
        extra = f"{t.L('spares')}{r}" if "spares" in t.cols else "spare_replicas"
        return (f"=IF(ISNUMBER(fixed_units),fixed_units,MAX(floor_{route},IF(OR({B}{r}*peak_factor<1,"
                f"NOT(capacity_{route}>0)),1,MAX(1,CEILING({B}{r}*peak_factor/capacity_{route},1)))))+{extra}")

    def value(m: int, c: list[float]) -> float:
        return _load(t, route, m) + (t.v("spares")[m] if "spares" in t.cols else spares)

    return expr, value


def _load(t: Table, route: str, m: int) -> float:
    """The replicas month m's peak needs, before spares (``cost.replicas_for``, never fewer than what a stated
    peak rate needs; fixed units stay fixed)."""
    from k3desk.core.money.cost import replicas_for

    V = t.values
    units, pf, cap = V["fixed_units"], V["peak_factor"], V[f"capacity_{route}"]
    if units is not None:
        return float(units)
    return float(max(replicas_for(t.v("volume")[m] * (pf or 1.0), cap or 0.0), int(t.num(f"floor_{route}"))))


def spares_column(t: Table, route: str, spares_of: Callable[[float], float]) -> None:
    """Under a required availability: the spares each month's fleet needs to meet it (the fewest, at least
    the buyer's; ``availability.fleet_spares``, a binomial search the workbook does not repeat): input
    cells with the app's values for the volume as exported."""
    t.column("spares", T(N_("Spares the required availability needs (the app's)")), "int",
             lambda m, r: None, lambda m, c: spares_of(_load(t, route, m)))


def discounted(t: Table, key: str = "cash") -> None:
    rate = t.values["discount_rate_per_year"] or 0.0
    L = t.L(key)
    t.column("discounted", t.money(N_("Discounted")), "money",
             lambda m, r: f"={L}{r}/(1+discount_rate_per_year)^(A{r}/12)",
             lambda m, c: t.v(key)[m] * (1 + rate) ** (-m / 12))


def present_value(t: Table, key: str) -> tuple[str, float]:
    """The present value of column ``key`` inside the term, after the income-tax shield (formula, value)."""
    H, rate, sh = t.whole("horizon_months"), t.num("discount_rate_per_year"), t.num("income_tax_shield_rate")
    L = t.L(key)
    expr = (f"=(1-income_tax_shield_rate)*SUMPRODUCT({L}{FIRST}:{L}{LAST},(A{FIRST}:A{LAST}<=horizon_months)/"
            f"(1+discount_rate_per_year)^(A{FIRST}:A{LAST}/12))")
    return expr, (1 - sh) * sum(x * (1 + rate) ** (-m / 12) for m, x in enumerate(t.v(key)) if m <= H)


def owned(t: Table, need: tuple[Callable, Callable], p: str, landed: list[float],
          spares: Callable[[float], float] | None = None) -> None:
    """An owned fleet (``cashflow.owned_flows``): bought as it grows, bought again when its useful life
    ends inside the term, back at the end at its remaining book value (or the resale share), the
    income-tax shield on the month's deductions."""
    V, L, v = t.values, t.L, t.v
    H, life, M = t.whole("horizon_months"), t.whole("life_months"), t.num("depreciation_months")
    X = t.num("tax_life_months")   # the income tax's life: what the shield deducts
    server, pct, sh = V["own_server_per_replica"] or 0.0, V["resale_percent"], V["income_tax_shield_rate"] or 0.0
    month_sizes(t)
    if spares is not None:
        spares_column(t, p, spares)
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
    fixed = present_value(t, "staff")
    t.cell(f"{p}_fixed_pv", T(N_("Present value of the staff and the implementation")), *fixed)
    for key, name, label in (("power", "own_power_pv", N_("Present value of the power")),
                             ("hosting", "own_hosting_pv", N_("Present value of the hosting"))):
        if p == "own":
            t.cell(name, T(label), *present_value(t, key))


def rented(t: Table, need: tuple[Callable, Callable], p: str, factor: tuple[Callable, list[float]],
           spares: Callable[[float], float] | None = None) -> None:
    """A rented fleet (``decision._fleet_flows``, ``cashflow.committed_counts``): billed for the replicas the
    month needs, or under a commitment for every replica still committed; what a commitment owes after the
    term is paid in its last month; the taxes of a payment abroad by month."""
    V, L, v = t.values, t.L, t.v
    H, n, sh = t.whole("horizon_months"), t.whole("rental_commitment_months"), t.num("income_tax_shield_rate")
    month = V["rent_month_per_replica"] or 0.0
    month_sizes(t)
    if spares is not None:
        spares_column(t, p, spares)
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
    t.cell(f"{p}_fixed_pv", T(N_("Present value of the staff and the implementation")), *present_value(t, "staff"))


def api_bills(t: Table, factor: tuple[Callable, list[float]]) -> None:
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
    discounted(t)
    t.column("weight", T(N_("Present value of a token of month 1's volume, per unit of price")), "factor",
             lambda m, r: f"=IF(AND(A{r}>=1,A{r}<=horizon_months),(1+volume_growth_per_month)^(A{r}-1)*{L('trend')}{r}*"
             f"{L('factor')}{r}*(1-income_tax_shield_rate)/(1+discount_rate_per_year)^(A{r}/12),0)",
             lambda m, c: (1 + g) ** (m - 1) * v("trend")[m] * v("factor")[m] * (1 - sh) * (1 + rate) ** (-m / 12)
             if 1 <= m <= H else 0.0)
    t.cell("api_value_per_token", T(N_("Present value of one token a month of month 1's volume")),
           f"=api_price_per_token*SUM({L('weight')}{FIRST}:{L('weight')}{LAST})", price * sum(v("weight")),
           "money_fine")


def hybrid_api(t: Table, base: str, factor: tuple[Callable, list[float]]) -> None:
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


def fixed_need(t: Table) -> tuple[Callable, Callable]:
    """The hybrid's base: its replicas and the spares, held the whole term."""
    n = (t.values["hybrid_base_replicas"] or 0.0) + (t.values["spare_replicas"] or 0.0)
    return (lambda m, r: "=hybrid_base_replicas+spare_replicas", lambda m, c: n)
