"""The decision over the contract term, worded once: the three cumulative lines, the payback, what
would change the answer (the decision's flips) and the sensitivity tornado, for the window,
presentation mode, the spreadsheet and the PDF.

Amounts: the core's term curves are USD as the buyer pays them (IOF already on payments abroad when
the scenario shows reais), so one factor, ``cost.domestic_currency_factor`` (the exchange rate, or 1),
turns every curve and every difference into the display currency.
"""

from __future__ import annotations

from k3desk.core.result import Result
from k3desk.core.scenario import Scenario
from k3desk.report.finance import regime_note
from k3desk.report.flips import flip_sentence
from k3desk.report.model import N_, Block, Cell, Figure, KeyValues, Paragraph, Q, Section, T
from k3desk.session.evaluation import Evaluation

#: Sensitivity rows: stable core ids -> labels (the cache-hit rate moves by points, see decision.py).
ASSUMPTIONS = {
    "api_price": N_("API prices"),
    "gpu_hour_price": N_("GPU-hour price"),
    "purchase_price": N_("Purchase price"),
    "utilization": N_("Replica utilisation"),
    "cache_hit_rate": N_("Cache hit rate (±20 points)"),
    "tokens_per_month": N_("Monthly volume"),
    "power_price": N_("Power price"),
}


def _k(r: Result) -> float:
    return r.cost.domestic_currency_factor


def _cumulative(flows) -> list[float] | None:
    if not flows:
        return None
    out, total = [], 0.0
    for f in flows:
        total += f
        out.append(total)
    return out


def term_data(ev: Evaluation, discounted: bool = False) -> dict | None:
    """Chart series in the display currency: months 0..N, rent / own / API cumulative, payback months.
    From the decision's cash flows (the whole fleet, a purchase at month 0, the resale in the last month)
    when there is one, else from the scenario's own term curves. ``discounted``: the cumulative cash in
    today's money (each month discounted at ``finance.discount_rate_per_year``), the payback on that basis;
    otherwise nominal cash. ``basis`` says which (``discounted`` only when a rate above 0 is entered). None
    without a term, or when the decision leaves every route out."""
    from k3desk.core.money.cashflow import cumulative, payback_month

    s, r, d = ev.scenario, ev.result, ev.decision
    t = r.term
    if t is None:
        return None
    k = _k(r)

    def shown(curve):
        return None if curve is None else [v * k for v in curve]

    rate = s.finance.discount_rate_per_year if discounted else 0.0
    basis = "discounted" if rate > 0 else "nominal"
    if d is not None:
        live = {name: d.routes[name].cash_flows_usd for name in ("rent", "own", "api") if d.routes[name].available}
        if not live:   # every route left out (residency, the facility, no price): no term to draw
            return None
        curves = {name: shown(cumulative(live[name], rate)) if name in live else None for name in ("rent", "own", "api")}
        def pb(vs: str) -> int | None:
            return payback_month(live.get("own"), [live[vs]] if vs in live else [], rate)
        return {"months": list(range(d.horizon_months + 1)), **curves,
                "payback": pb("api"), "payback_rent": pb("rent"), "basis": basis, "rate": rate,
                "ownership": s.hardware.ownership, "horizon": s.pricing.horizon_months}
    return {
        "months": list(t.months), "rent": shown(t.rent), "api": shown(t.api), "own": shown(t.own),
        "payback": t.payback_own_vs_api, "payback_rent": t.payback_own_vs_rent, "basis": "nominal", "rate": 0.0,
        "ownership": s.hardware.ownership, "horizon": s.pricing.horizon_months,
    }


def payback_basis(s: Scenario, discounted: bool = False) -> T:
    """The basis a payback month is counted on (nominal or discounted cash)."""
    rate = s.finance.discount_rate_per_year
    if discounted and rate > 0:
        return T(N_("Payback is counted on cumulative cash discounted at {rate} a year (today's money)."),
                 {"rate": Q(rate, "fraction", 1)})
    return T(N_("Payback is counted on cumulative cash as paid, not discounted."))


#: The term chart's three lines (legend and tooltip names).
LINE_NAMES = {"rent": N_("Rented GPUs"), "own": N_("Owned GPUs"), "api": N_("API")}


def term_hover(data: dict, month: int) -> T | None:
    """The term chart's tooltip at ``month`` of a :func:`term_data`: each line's cumulative amount and
    the route cheapest so far (the decision over the whole term is the verdict's, not this month's)."""
    rows = [(key, data[key][month]) for key in ("rent", "own", "api") if data.get(key)]
    if not rows:
        return None
    lines = T("<br>".join(f"{{n{i}}}: {{v{i}}}" for i in range(len(rows))),
              {**{f"n{i}": T(LINE_NAMES[k]) for i, (k, _) in enumerate(rows)},
               **{f"v{i}": Q(v, "money") for i, (_, v) in enumerate(rows)}}, translate=False)
    cheapest = T(LINE_NAMES[min(rows, key=lambda kv: kv[1])[0]])
    return T(N_("<b>Month {m}</b>, cumulative<br>{lines}<br><i>Cheapest so far: {cheapest}</i>"),
             {"m": Q(month, "int"), "lines": lines, "cheapest": cheapest})


def payback_sentence(ev: Evaluation, discounted: bool = False) -> T:
    """When buying pays back against the API and against renting, or that it does not, with its basis
    (nominal cash, or discounted when ``discounted`` and a rate is entered)."""
    s, d = ev.scenario, ev.decision
    if ev.result.term is None:
        return T(N_("No cost over the contract term: this configuration does not fit or cannot be deployed."))
    words = _payback_words(ev, discounted)
    if d is None or not d.routes["own"].available:
        return words
    return T("{a} {b}", {"a": words, "b": payback_basis(s, discounted)}, translate=False)


def _payback_words(ev: Evaluation, discounted: bool) -> T:
    s, r, d = ev.scenario, ev.result, ev.decision
    t, n = r.term, Q(s.pricing.horizon_months, "int")
    assert t is not None, "a term is known (payback_sentence)"
    if d is not None:
        own_known, api_known = d.routes["own"].available, d.routes["api"].available
        data = term_data(ev, discounted) or {}
        api, rent = data.get("payback"), data.get("payback_rent")
    else:
        own_known, api_known = t.own is not None, t.api is not None
        api, rent = t.payback_own_vs_api, t.payback_own_vs_rent
    if not own_known:
        why = d.routes["own"].reason if d is not None else ""
        if why and why != "purchase_price":   # left out by a rule, or no layout fits: its own reason
            from k3desk.report.figures import WHY_LEFT_OUT

            return T(N_("Owning is not costed over the term: {why}."), {"why": T(WHY_LEFT_OUT.get(why, why))})
        return T(N_("Owning is not costed over the term: no purchase price is set for this GPU."))
    if d is not None and d.routes["api"].reason == "data_abroad":
        return T(N_("The API is left out: data must stay in Brazil."))
    if not api_known:
        return T(N_("The API is not costed over the term: no API price is known for this model."))
    args = {"n": n, "api": Q(api, "int"), "rent": Q(rent, "int")}
    if not (d.routes["rent"].available if d is not None else t.rent is not None):   # renting is not weighed
        if api is not None:
            return T(N_("Buying pays back in month {api} against the API, within the {n}-month term."), args)
        return T(N_("Buying does not pay back against the API within the {n}-month term."), args)
    if api is not None and rent is not None:
        return T(N_("Buying pays back in month {api} against the API and in month {rent} against renting, "
                    "within the {n}-month term."), args)
    if api is not None:
        return T(N_("Buying pays back in month {api} against the API; against renting it does not pay back "
                    "within the {n}-month term."), args)
    if rent is not None:
        return T(N_("Buying pays back in month {rent} against renting; against the API it does not pay back "
                    "within the {n}-month term."), args)
    return T(N_("Buying does not pay back within the {n}-month term, against the API or against renting."), args)


def totals_sentence(ev: Evaluation) -> T | None:
    """What each route costs over the whole term, for the whole fleet."""
    s, r, d = ev.scenario, ev.result, ev.decision
    t = r.term
    if t is None:
        return None
    k = _k(r)
    if d is not None:
        rent, api, own = (d.routes[x].term_usd if d.routes[x].available else None for x in ("rent", "api", "own"))
    else:
        rent, api, own = (None if c is None else c[-1] for c in (t.rent, t.api, t.own))

    def q(v):
        return Q(None if v is None else v * k, "money")

    args = {"n": Q(s.pricing.horizon_months, "int"), "rent": q(rent), "api": q(api), "own": q(own)}
    if rent is None or api is None:
        return None
    if own is None:
        return T(N_("Over {n} months: renting {rent}, the API {api}."), args)
    return T(N_("Over {n} months: renting {rent}, owning {own}, the API {api}."), args)


def flip_sentences(s: Scenario, r: Result, d) -> list[T]:
    """What would change the answer, one sentence per flip of the decision ``d`` (``decision.flips``,
    nearest first): on the decision's own basis, between the routes it left in only."""
    if d is None or d.winner is None:
        return []
    if not d.flips:
        return [T(N_("No input within the values k3desk accepts changes the answer."))]
    return [flip_sentence(f) for f in d.flips]


def tornado_data(ev: Evaluation) -> dict | None:
    """Sensitivity rows (widest first) in the display currency: the difference over the term, the cheaper
    self-hosted route minus the API on the decision's basis (``Evaluation.sensitivity``)."""
    sens = ev.sensitivity()
    if sens is None or not sens.swings:
        return None
    k = _k(ev.result)
    return {"base": sens.base_usd * k, "route": sens.route, "rows": [
        {"label": ASSUMPTIONS.get(w.assumption, w.assumption), "low": w.low_usd * k, "high": w.high_usd * k}
        for w in sens.swings]}


def term_inputs(s: Scenario) -> KeyValues:
    hw, p, w = s.hardware, s.pricing, s.workload
    return KeyValues((
        (T(N_("Contract term")), T(N_("{n} months"), {"n": Q(p.horizon_months, "int")})),
        (T(N_("API price change per year")), Q(p.api_price_change_per_year, "fraction")),
        (T(N_("Volume growth per month")), Q(w.volume_growth_per_month, "fraction", 1)),
        (T(N_("Import duties and taxes")), _duties(s)),
        *(((T(N_("Exchange-rate swing (stated)")), T(N_("± {fx}"), {"fx": Q(p.fx_band_percent / 100, "fraction")})),)
          if p.currency == "BRL" else ()),
        (T(N_("Resale value at the end")), Q(hw.resale_percent / 100, "fraction") if hw.resale_percent is not None
         else T(N_("the remaining book value"))),
    ), T(N_("Term assumptions")))


def _duties(s: Scenario) -> Cell:
    """The import duties and taxes on a purchase: the user's total, or a Brazilian buyer's landed multiple."""
    from k3desk.core.money.taxes import purchase_factor
    from k3desk.report.figures import HARDWARE_ROUTES

    if s.hardware.import_duty_percent or s.taxes.jurisdiction != "BR":
        return Q(s.hardware.import_duty_percent / 100, "fraction")
    return T(N_("{pct}: servers {route} (estimate)"), {"pct": Q(purchase_factor(s) - 1, "fraction"),
                                                       "route": T(HARDWARE_ROUTES[s.taxes.hardware_route])})


def term_section(ev: Evaluation) -> Section:
    """The PDF page: payback, the three cumulative lines, what would change the answer, the tornado.

    What would change the answer is the decision's flips (between the routes it left in, on its basis);
    the tornado sets the cheaper self-hosted route against the API when the API is in."""
    s, r = ev.scenario, ev.result
    title = T(N_("Contract term"))
    data = term_data(ev)   # None exactly when there is no term
    if r.term is None or data is None:
        return Section(title, (Paragraph(payback_sentence(ev), "lead"),), new_page=True)
    blocks: list[Block] = [Paragraph(payback_sentence(ev), "lead")]
    totals = totals_sentence(ev)
    if totals is not None:
        blocks.append(Paragraph(totals))
    # the payback marker is drawn, and named, only where buying pays back against the API
    caption = N_("Cumulative cost of the whole fleet from signing (month 0, when a purchase is paid) to the end of "
                 "the term, where an owned fleet is resold; the marker is the month buying pays back against the "
                 "API.") if data.get("payback") is not None else \
        N_("Cumulative cost of the whole fleet from signing (month 0, when a purchase is paid) to the end of the "
           "term, where an owned fleet is resold.")
    blocks.append(Figure("term", data, T(caption), height=0.36))
    route = ev.decision
    if route is not None and route.winner is not None:
        api = route.routes["api"].available
        blocks.append(Paragraph(T(N_("What would change the answer against the API") if api else
                                  N_("What would change the answer")), "lead"))
        blocks.append(Paragraph(_holds(s, r, route)))
        blocks += [Paragraph(x) for x in flip_sentences(s, r, route)]
        tornado = tornado_data(ev)
        if tornado is not None:
            blocks.append(Figure("tornado", tornado, T(N_(
                "Sensitivity: the difference over the term ({route} minus the API; below zero {route} "
                "is cheaper) with one assumption 20% lower and 20% higher, widest first."),
                {"route": T(N_("buying") if tornado["route"] == "own" else N_("renting"))}),
                height=0.05 + 0.028 * len(tornado["rows"])))
            regime = regime_note(s)   # how the tax regime enters the swings: after or before income tax
            if regime is not None:
                blocks.append(Paragraph(regime, "note"))
    blocks.append(term_inputs(s))
    note = N_("Trends compound monthly. A rented fleet follows the volume; an owned fleet buys replicas as they "
              "are needed and keeps them. Servers imported into Brazil usually carry import duty (II), IPI, "
              "PIS/COFINS and ICMS: enter their total as import duties.")
    if s.taxes.jurisdiction == "BR":   # the landed multiple of the purchase route applies unless a total is entered
        note = N_("Trends compound monthly. A rented fleet follows the volume; an owned fleet buys replicas when "
                  "needed and keeps them. Import taxes on servers follow how they are bought (Finance).")
    blocks.append(Paragraph(T(note), "note"))
    return Section(title, tuple(blocks), new_page=True)


def _holds(s: Scenario, r: Result, d) -> T:
    """Whether the answer holds across the known ranges (speed, rental price)."""
    if d.holds_across_band:
        return T(N_("The answer holds across the speed range and the GPU type's published rental prices."))
    return T(N_("The answer can change within the speed range or the GPU type's published rental prices."))
