"""The finance a CFO audits, worded once: the cost of capital and what the decision counts beyond
the catalog's prices (operations, spares, the daily profile, where the providers are, Brazil's taxes),
each stated with its value or as "not entered" (a cost the app cannot know is 0 until entered, and
says so, never silently). The PDF's "Finance and taxes" page and the verdict's note read it.
"""

from __future__ import annotations

from k3desk.core.result import Result
from k3desk.core.scenario import Scenario
from k3desk.report.model import N_, Cell, KeyValues, Paragraph, Q, Section, T

NOT_ENTERED = N_("not entered (counted as 0)")
LOCATIONS = {"abroad": N_("abroad"), "domestic": N_("in Brazil")}


def not_entered(s: Scenario) -> list[T]:
    """The running costs the decision counts as 0 because nobody entered them."""
    f = s.finance
    out = []
    if not (f.staff_fte and f.staff_cost_per_fte_year):
        out.append(T(N_("operations staff")))
    if not f.maintenance_percent_per_year:
        out.append(T(N_("maintenance and support")))
    if not f.implementation_cost:
        out.append(T(N_("implementation")))
    return out


def not_entered_note(s: Scenario) -> T | None:
    """"Not entered, counted as 0: operations staff, maintenance and support, implementation"."""
    from k3desk.report.figures import joined_and

    missing = not_entered(s)
    return None if not missing else T(N_("Not entered, so counted as 0: {what}."), {"what": joined_and(missing)})


def _money_local(s: Scenario, amount: float) -> T:
    symbol = "R$" if s.finance.local_currency == "BRL" else "US$"
    return T("{symbol} {amount}", {"symbol": symbol, "amount": Q(amount, "int")}, translate=False)


def finance_section(s: Scenario, r: Result) -> Section:
    """The PDF page: the basis of the comparison, every finance input (or "not entered"), taxes."""
    from k3desk.report.figures import decided, tax_note

    f, w, h, p = s.finance, s.workload, s.hardware, s.pricing
    rate = f.discount_rate_per_year
    basis = (T(N_("Routes are compared by their present value: each month's cash flow discounted at {rate} a year "
                  "(month m divided by (1 + rate) to the power m/12), a purchase paid at signing."),
               {"rate": Q(rate, "fraction", 1)}) if rate else
             T(N_("Routes are compared by the sum of their cash flows over the term: no discount rate is entered "
                  "(the cost of capital is 0), so money later counts as much as money now.")))
    def entered(value: float, shown: T) -> T:
        return shown if value else T(NOT_ENTERED)

    staff = (T(N_("{n} people × {cost} a year"), {"n": Q(f.staff_fte, "num"), "cost": _money_local(s, f.staff_cost_per_fte_year)})
             if f.staff_fte and f.staff_cost_per_fte_year else T(NOT_ENTERED))
    rows: tuple[tuple[Cell, Cell], ...] = (
        (T(N_("Discount rate per year")), Q(rate, "fraction", 1) if rate else T(N_("0 (not entered)"))),
        (T(N_("Depreciation of owned servers")), T(N_("straight line over {y} years (book life); the remaining "
                                                       "book value comes back at the end unless a resale is set"),
                                                    {"y": Q(h.amortization_years, "num")})),
        (T(N_("Maintenance and support")), entered(f.maintenance_percent_per_year,
                                                   T(N_("{pct} of the purchase a year"),
                                                     {"pct": Q(f.maintenance_percent_per_year / 100, "fraction", 1)}))),
        (T(N_("Operations staff")), staff),
        (T(N_("Implementation (once, at signing)")), entered(f.implementation_cost, _money_local(s, f.implementation_cost))),
        (T(N_("Spare replicas")), Q(h.spare_replicas, "int")),
        (T(N_("Daily profile")), T(N_("{p}× the average for {h} hours a day; replicas are sized for the peak"),
                                   {"p": Q(w.peak_to_average, "num"), "h": Q(w.peak_hours_per_day, "num")})
         if w.peak_hours_per_day > 0 and w.peak_to_average > 1 else T(N_("flat: replicas are sized for the average"))),
        (T(N_("API provider")), T(LOCATIONS[p.api_provider_location])),
        (T(N_("Rental provider")), T(LOCATIONS[p.rental_provider_location])),
        (T(N_("Data must stay in Brazil")), T(N_("yes: routes that process data abroad are left out"))
         if s.constraints.data_in_brazil else T(N_("no"))),
    )
    blocks: list = [Paragraph(basis, "lead"), KeyValues(rows, T(N_("Finance inputs")))]
    d = decided(s, r)
    if d is not None and d.routes["hybrid"].available:
        hy = d.routes["hybrid"]
        blocks.append(Paragraph(T(N_("A hybrid is offered: {replicas} for the base load and the API for the peaks "
                                     "({share} of the volume), searched for the lowest present value."),
                                  {"replicas": Q(hy.replicas, "int", noun="replicas"),
                                   "share": Q(hy.api_share, "fraction")})))
    if s.taxes.jurisdiction == "BR":
        blocks.append(Paragraph(tax_note(s), "note"))
    note = not_entered_note(s)
    if note is not None:
        blocks.append(Paragraph(note, "note"))
    return Section(T(N_("Finance and taxes")), tuple(blocks), new_page=True)
