"""The workbook's sensitivity and break-even as formulas of the live model (``workbook_model``).

The decision's present values are linear in the prices (``Market.values`` scales a route's own price
part): the API's prices move the API's present value in proportion; the GPU-hour price moves everything a
rented fleet pays but its staff; the purchase price everything an owned fleet pays but its staff, power
and hosting; the power price the owned fleet's power. So those rows are exact formulas of the route
sheets' present values whatever the scenario.

With one layout and no volume growth each self-hosted route's present value is ``F + n × U``: a fixed
part (staff, the implementation) and ``n`` replicas of ``U`` each, ``n = CEILING(volume × peak ÷
capacity)`` plus the spares, while the API's is a line through 0 (``crossing.py``). The volume, the
utilisation and the cache-hit rows then re-size the fleet with ``CEILING``, and the break-even is the
first step at which the API's line reaches the staircase, for each route:
``k = MAX(1, CEILING((F + spares × U) ÷ (a × capacity ÷ peak − U)))``, the volume
``MAX((k − 1) × capacity ÷ peak, (F + (k + spares) × U) ÷ a)``. With growth or an Automatic count the
fleet changes month by month or layout by volume: those cells hold the app's values at export (a row
says so) and the workbook recalculates the rest.
"""

from __future__ import annotations

from k3desk.core.money.sensitivity import CACHE_SWING, SWING
from k3desk.report.model import N_, T
from k3desk.report.workbook_cells import ROUTE_NAMES, SYMBOL, Formula, Num, Part
from k3desk.report.workbook_model import Model, api_blend
from k3desk.session.evaluation import Evaluation

HOSTED = ("rent", "own")


def _n(route: str, volume: str, speed: str = "1") -> str:
    """The replicas a month-1 ``volume`` needs on a route's layout, at ``speed`` × its capacity."""
    return (f"(IF(ISNUMBER(fixed_units),fixed_units,IF(({volume})*peak_factor<1,1,MAX(1,CEILING(({volume})*"
            f"peak_factor/(capacity_{route}*({speed})),1))))+spare_replicas)")


def _per_replica(route: str) -> str:
    return f"((npv_{route}-{route}_fixed_pv)/{route}_replicas)"


def _resized(route: str, volume: str = "tokens_per_month", speed: str = "1") -> str:
    """A route's present value with its fleet re-sized (one layout, no growth: ``F + n × U``)."""
    return f"({route}_fixed_pv+{_n(route, volume, speed)}*{_per_replica(route)})"


def sensitivity_sheet(ev: Evaluation, m: Model) -> Part:
    """The tornado's rows as formulas (the difference of the cheaper self-hosted route minus the API with
    one assumption 20% lower and higher), what would change the answer, and the break-even."""
    from k3desk.report.term import ASSUMPTIONS, flip_sentences

    s, r, d = ev.scenario, ev.result, ev.decision
    part = Part("sensitivity", N_("Sensitivity"), widths=(40, 20, 20, 20, 16, 16, 20, 60), freeze=None)
    hosted = [k for k in HOSTED if k in m.routes]
    rate = s.pricing.brl_per_usd if m.currency == "BRL" else 1.0
    sym = SYMBOL.get(m.currency, m.currency)
    sens = ev.sensitivity()
    api = "npv_api" in m.values

    def gap(api_v: str = "npv_api", **routes: str) -> str:
        vals = [routes.get(k, f"npv_{k}") for k in hosted]
        return f"=MIN({','.join(vals)})-{api_v}" if len(vals) > 1 else f"={vals[0]}-{api_v}"

    if sens is not None and sens.swings and api and hosted:
        unit = T(N_("({currency})"), {"currency": sym}, translate=False)
        part.add(T(N_("Difference over the term, {route} minus the API, with one assumption moved "
                      "(below zero {route} is cheaper)"), {"route": T(ROUTE_NAMES[sens.route])}),)
        part.add(T(N_("Assumption")), T(N_("20% lower {unit}"), {"unit": unit}),
                 T(N_("20% higher {unit}"), {"unit": unit}), T(N_("As entered {unit}"), {"unit": unit}),
                 T(N_("Value lower")), T(N_("Value higher")), T(N_("As entered")), T(N_("How")), header=True)
        base = Formula(gap(), sens.base_usd * rate, "money")
        flat = m.flat
        for w in sens.swings:
            lo, hi = w.low_usd * rate, w.high_usd * rate
            how = T(N_("formula of the route sheets' present values"))
            cells: tuple
            values: tuple
            a = w.assumption
            ends = ("(1-sensitivity_swing)", "(1+sensitivity_swing)")
            if a == "api_price":
                cells = tuple(gap(api_v=f"npv_api*{e}") for e in ends)
                values = tuple(f"=api_usd_per_mtok*{e}" for e in ends) + (("=api_usd_per_mtok", r.cost.api_usd_per_mtok),)
                fmt = "usd_cents"
            elif a == "gpu_hour_price":
                cells = tuple(gap(rent=f"(rent_fixed_pv+{e}*(npv_rent-rent_fixed_pv))") for e in ends)
                values = tuple(f"=price_per_gpu_hour*{e}" for e in ends) + (("=price_per_gpu_hour",
                                                                                s.hardware.price_per_gpu_hour),)
                fmt = "usd_cents"
            elif a == "purchase_price":
                fixed = "(own_fixed_pv+own_power_pv+own_hosting_pv)"
                cells = tuple(gap(own=f"({fixed}+{e}*(npv_own-{fixed}))") for e in ends)
                values = tuple(f"=purchase_price_per_gpu*{e}" for e in ends) + (("=purchase_price_per_gpu",
                                                                                    m.values["purchase_price_per_gpu"]),)
                fmt = "usd"
            elif a == "power_price":
                cells = tuple(gap(own=f"(npv_own+({e}-1)*own_power_pv)") for e in ends)
                values = tuple(f"=power_price_per_kwh*{e}" for e in ends) + (("=power_price_per_kwh",
                                                                                 s.hardware.power_price_per_kwh),)
                fmt = "usd_cents"
            elif a == "tokens_per_month" and flat:
                cells = tuple(gap(api_v=f"npv_api*{e}", **{k: _resized(k, f"tokens_per_month*{e}") for k in hosted})
                              for e in ends)
                values = tuple(f"=tokens_per_month*{e}" for e in ends) + (("=tokens_per_month",
                                                                              s.workload.tokens_per_month),)
                fmt = "int"
            elif a == "utilization" and flat:
                row = len(part.rows) + 1
                cells = tuple(gap(**{k: _resized(k, speed=f"{c}{row}/G{row}") for k in hosted}) for c in "EF")
                values = (f"=G{row}*(1-sensitivity_swing)", f"=MIN(G{row}*(1+sensitivity_swing),1)",
                          s.workload.utilization)
                fmt = "pct"
            elif a == "cache_hit_rate" and flat and w.high_value != w.low_value:
                row = len(part.rows) + 1
                ratios = w.speed
                cells = tuple(gap(api_v=f"npv_api*({api_blend(f'{c}{row}')})/api_usd_per_mtok",
                                  **{k: _resized(k, speed=f"{c}{row + 1}") for k in hosted}) for c in "EF")
                values = ("=MAX(cache_hit_rate-cache_swing,0)", "=MIN(cache_hit_rate+cache_swing,1)",
                          ("=cache_hit_rate", s.workload.cache_hit_rate))
                fmt = "pct"
                how = T(N_("formula; what a replica carries at each end is the app's (next row)"))
                part.add(T(ASSUMPTIONS[a]), Formula(cells[0], lo, "money"), Formula(cells[1], hi, "money"), base,
                         *_values(values, (w.low_value, w.high_value), fmt), how)
                part.add(T(N_("What a replica carries, over as entered")), None, None, None,
                         Num(ratios[0], "factor"), Num(ratios[1], "factor"), None,
                         T(N_("the speed model's (prefill-limited replicas carry more with more cache hits)")))
                continue
            else:
                part.add(T(ASSUMPTIONS.get(a, a)), Num(lo, "money"), Num(hi, "money"), base,
                         Num(w.low_value, "num"), Num(w.high_value, "num"), None,
                         T(N_("the app's values at export: the fleet changes month by month (growth) or layout by "
                              "volume (Automatic count)")))
                continue
            part.add(T(ASSUMPTIONS.get(a, a)), Formula(cells[0], lo, "money"), Formula(cells[1], hi, "money"), base,
                     *_values(values, (w.low_value, w.high_value), fmt), how)
        part.add()
        row = part.add(T(N_("Swing of each assumption")), Num(SWING, "pct", input=True), "sensitivity_swing")
        part.define("sensitivity_swing", row)
        row = part.add(T(N_("Swing of the cache-hit rate (points)")), Num(CACHE_SWING, "pct", input=True),
                       "cache_swing")
        part.define("cache_swing", row)
        part.add()
    part.rows += [(x,) for x in flip_sentences(s, r, d)]
    if not part.rows:
        part.add(T(N_("No sensitivity: no route can be costed for this scenario.")),)
    if d is not None and api and hosted:
        _break_even(part, ev, m, hosted)
    return part


def _values(exprs: tuple, app: tuple[float, float], fmt: str) -> tuple:
    """The assumption's value lower, higher (formulas carrying the app's values) and as entered."""
    lo, hi, now = exprs
    entered = Formula(now[0], now[1], fmt) if isinstance(now, tuple) else Num(now, fmt)
    return Formula(lo, app[0], fmt), Formula(hi, app[1], fmt), entered


def _break_even(part: Part, ev: Evaluation, m: Model, hosted: list[str]) -> None:
    """Each self-hosted route's fixed part and cost per replica (present values), the volume from which it
    costs no more than the API, and the break-even: the lowest of them."""
    d = ev.decision
    assert d is not None
    sym = SYMBOL.get(m.currency, m.currency)
    part.add()
    part.add(T(N_("Break-even: the month-1 volume from which self-hosting costs no more than the API over the term "
                  "(present values; one layout and no growth: a route's value is its fixed part plus its replicas, "
                  "CEILING(volume × peak ÷ capacity) plus the spares, times its cost per replica)")),)
    part.add(T(N_("Route")), T(N_("Fixed part ({currency})"), {"currency": sym}),
             T(N_("Per replica ({currency})"), {"currency": sym}), T(N_("Replicas in month 1")),
             T(N_("Tokens a replica carries a month")), T(N_("From this volume (tokens a month)")), header=True)
    rate = ev.scenario.pricing.brl_per_usd if m.currency == "BRL" else 1.0
    cells = []
    for k in hosted:
        row = len(part.rows) + 1
        F, n = m.values.get(f"{k}_fixed_pv") or 0.0, m.values.get(f"{k}_replicas") or 1.0
        U = ((d.routes[k].npv_usd or 0.0) * rate - F) / n
        a = m.values.get("api_value_per_token") or 0.0
        step = _step(k, row)
        part.add(T(ROUTE_NAMES[k]), Formula(f"={k}_fixed_pv", F, "money"), Formula(f"=(npv_{k}-B{row})/D{row}", U, "money"), Formula(f"={k}_replicas", n, "int"),
                 Formula(f"=capacity_{k}", m.values.get(f"capacity_{k}"), "int"),
                 Formula(step, _step_value(m, k, F, U, a), "int", texts=(T(N_("out of reach")),)))
        cells.append(f"F{row}")
    at = d.break_even_tokens_per_month
    row = part.add(T(N_("Break-even as the app computed it at export")),
                   Num(at, "int") if at is not None else T(N_("out of reach")), None, None, None, None)
    app = f"B{row}"
    first = ",".join(cells)
    closed = f'IF(COUNT({first})=0,{{text0}},MIN({first}))'
    expr = f"=IF(volume_growth_per_month=0,{closed},{app})" if m.flat else f"={app}"
    row = part.add(T(N_("Break-even volume (tokens a month)")),
                   Formula(expr, at if at is not None else T(N_("out of reach")), "int",
                           texts=(T(N_("out of reach")),)), "break_even_tokens_per_month")
    part.define("break_even_tokens_per_month", row)
    if not m.flat:
        part.add(T(N_("With growth or an Automatic count the break-even is the app's at export (the fleet changes "
                      "month by month or its layout by volume); re-export after changing the inputs.")),)


def _step(k: str, row: int) -> str:
    """The first volume at which the route costs no more than the API (``crossing``'s answer for one layout
    without growth): the step where the API's line reaches it."""
    F, U, a = f"B{row}", f"C{row}", "api_value_per_token"
    c, q, sp = f"capacity_{k}", "peak_factor", "spare_replicas"
    denom = f"({a}*{c}/{q}-{U})"
    kk = f"MAX(1,CEILING(({F}+{sp}*{U})/{denom},1))"
    lowest = f"({F}+IF(ISNUMBER(fixed_units),fixed_units+{sp},1+{sp})*{U}<={a}*1000)"
    num = (f"IF(ISNUMBER(fixed_units),({F}+(fixed_units+{sp})*{U})/{a},"
           f"MAX(({kk}-1)*{c}/{q},({F}+({kk}+{sp})*{U})/{a}))")
    out = f"OR({a}<=0,{lowest},AND(NOT(ISNUMBER(fixed_units)),{denom}<=0))"
    return f"=IF({out},{{text0}},IF({num}>10^16,{{text0}},{num}))"

def _step_value(m: Model, k: str, F: float, U: float, a: float):
    """What :func:`_step` evaluates to, from the same figures (the cached value)."""
    import math

    from k3desk.report.model import T as _T

    V = m.values
    c, q, sp, units = V.get(f"capacity_{k}") or 0.0, V["peak_factor"] or 1.0, V["spare_replicas"] or 0.0, V["fixed_units"]
    out = _T(N_("out of reach"))
    if a <= 0 or F + ((units + sp) if units is not None else 1 + sp) * U <= a * 1000:
        return out
    if units is not None:
        v = (F + (units + sp) * U) / a
    else:
        denom = a * c / q - U
        if denom <= 0:
            return out
        kk = max(1, math.ceil((F + sp * U) / denom))
        v = max((kk - 1) * c / q, (F + (kk + sp) * U) / a)
    return out if v > 1e16 else v
