"""The finance a CFO audits, worded once: the cost of capital and what the decision counts beyond
the catalog's prices (operations, spares, the daily profile, where the providers are, Brazil's taxes),
each stated with its value or as "not entered" (a cost the app cannot know is 0 until entered, and
says so, never silently). The PDF's "Finance and taxes" page and the verdict's note read it.
"""

from __future__ import annotations

from k3desk.core.scenario import Scenario
from k3desk.report.model import N_, Cell, KeyValues, Paragraph, Q, Quoted, Section, T, Table
from k3desk.session.evaluation import Evaluation

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


def basis_note(s: Scenario) -> T:
    """The basis of every amount, for the cover beside the verdict: the rate, the term's months, before or
    after income tax, and for a Brazilian buyer that the taxes are estimates."""
    from k3desk.core.money.cashflow import shield_rate
    from k3desk.core.money.taxes import calendar_month, term_start

    p, rate = s.pricing, s.finance.discount_rate_per_year
    args = {"rate": Q(rate, "fraction", 1), "n": Q(p.horizon_months, "int"), "start": Q(term_start(s), "day"),
            "end": Q(calendar_month(s, p.horizon_months), "day"),
            "tax": T(N_("after income tax (lucro real)")) if shield_rate(s) else T(N_("before income tax"))}
    text = (N_("Basis: present value at a discount rate of {rate} a year, over {n} months from {start} to {end}, "
               "{tax}.") if rate else
            N_("Basis: plain totals (no discount rate entered), over {n} months from {start} to {end}, {tax}."))
    out = T(text, args)
    if s.taxes.jurisdiction == "BR":
        out = T("{a} {b}", {"a": out, "b": T(N_("Brazilian taxes are estimates: confirm them with your accountant."))},
                translate=False)
    return out


def spare_words(n: int) -> T:
    """The availability spare replicas buy, in plain words."""
    if n <= 0:
        return T(N_("none: when a server fails, the service runs short until it is repaired"))
    if n == 1:
        return T(N_("1 spare: service continues when one server fails"))
    return T(N_("{n} spares: service continues when up to {n} servers fail at the same time"), {"n": Q(n, "int")})


def income_tax_basis(s: Scenario) -> T:
    """Whether the amounts are before or after income tax (the assumptions page states it)."""
    from k3desk.core.money.cashflow import shield_rate

    if not s.finance.income_tax_shield:
        return T(N_("Before income tax: the income-tax shield is off, so no IRPJ/CSLL saving is counted."))
    if shield_rate(s):
        return T(N_("After income tax: on lucro real, 34% (IRPJ 15% + 10% surcharge, CSLL 9%) of every deductible "
                    "cost is saved — API bills, rentals and running costs when paid, a purchase only through its "
                    "depreciation. Estimate: confirm with your accountant."))
    if s.taxes.jurisdiction == "BR":
        return T(N_("Before income tax: on lucro presumido or the Simples the tax is on a presumed share of revenue, "
                    "so costs and depreciation save none; the shield applies on lucro real only."))
    return T(N_("Before income tax: the income-tax shield is computed for a Brazilian buyer on lucro real only."))


SHIFTS = {1: N_("one shift a day"), 2: N_("two shifts a day (×1.5)"), 3: N_("three shifts a day (×2)")}


def tax_depreciation(s: Scenario) -> T:
    """The depreciation the income tax counts (the Receita's rate for computers, accelerated by shifts), kept
    apart from the book life; whether it counts for this buyer (lucro real with the shield on)."""
    from k3desk.core.money.cashflow import TAX_SOURCE, shield_rate, tax_depreciation_rate, tax_life_months
    from k3desk.report.figures import REGIMES

    rate = tax_depreciation_rate(s)
    args = {"rate": Q(rate, "fraction"), "years": Q(tax_life_months(s) / 12, "num", 1),
            "shifts": T(SHIFTS[s.finance.shifts_per_day]), "source": TAX_SOURCE}
    if s.taxes.jurisdiction != "BR":
        return T(N_("not counted: the income-tax shield is computed for a Brazilian buyer on lucro real only"))
    what = T(N_("{rate} a year, written off in {years} years: the Receita Federal's rate for computers, {shifts} "
                "({source})"), args)
    if shield_rate(s):
        return T(N_("{what}; the income-tax shield deducts it month by month, and what a server fetches above its "
                    "remaining tax value is taxed"), {"what": what})
    if s.taxes.regime == "lucro_real":
        return T(N_("{what}; counted once the income-tax shield is on (it is off: amounts are before income tax)"),
                 {"what": what})
    return T(N_("none on {regime}: depreciation saves no income tax (on lucro real it would be {rate} a year, the "
                "Receita Federal's rate for computers, {shifts})"), {**args, "regime": T(REGIMES[s.taxes.regime])})


def regime_note(s: Scenario) -> T | None:
    """How the buyer's tax regime enters every difference and the sensitivity (a Brazilian buyer only): after
    income tax on lucro real with the shield on, before it otherwise, and why."""
    from k3desk.core.money.cashflow import shield_rate, tax_depreciation_rate
    from k3desk.report.figures import REGIMES

    if s.taxes.jurisdiction != "BR":
        return None
    rate = Q(tax_depreciation_rate(s), "fraction")
    if shield_rate(s):
        return T(N_("After income tax (lucro real): each swing counts a deductible cost at 66% of its amount and a "
                    "purchase through its depreciation at {rate} a year; on lucro presumido the same swings would be "
                    "before income tax, as paid."), {"rate": rate})
    if s.taxes.regime == "lucro_real":
        return T(N_("Before income tax: on lucro real the income-tax shield (34% of every deductible cost, a purchase "
                    "through its depreciation at {rate} a year) would narrow each difference; turn it on under "
                    "Finance to see the swings after tax."), {"rate": rate})
    return T(N_("On {regime} costs and depreciation save no income tax, so these swings are the same before and "
                "after it; on lucro real the income-tax shield would count 34% of deductible costs back."),
             {"regime": T(REGIMES[s.taxes.regime])})


COMMITMENTS = {"1y": N_("1-year commitment"), "3y": N_("3-year commitment")}
#: providers' own published ceilings on committed-use discounts (read 2 Dec 2026); no per-GPU figure is published
COMMITMENT_SOURCES = ("Google Cloud, resource-based committed use discounts: up to 57% for GPUs "
                      "(cloud.google.com/compute/docs/instances/signing-up-committed-use-discounts); Microsoft Azure "
                      "Reserved VM Instances: up to 72% for a 3-year term (azure.microsoft.com/pricing/reserved-vm-"
                      "instances), read 2 Dec 2026")


def rental_terms(s: Scenario) -> T:
    """How the rental is bought and billed, and which of the month's hours and the billed hours is derived."""
    p = s.pricing
    window = (T(N_("billed around the clock ({hours} hours a month)"), {"hours": Q(p.hours_per_month, "num")})
              if p.billing_hours_per_day >= 24 else
              T(N_("an active window of {h} hours a day: the billed hours are derived from the month's {hours} hours "
                   "× {h}/24, and the month's volume is carried in that window"),
                {"h": Q(p.billing_hours_per_day, "num"), "hours": Q(p.hours_per_month, "num")}))
    if p.rental_commitment == "on_demand":
        return T(N_("on demand at the GPU-hour price entered, {window}"), {"window": window})
    return T(N_("{term} at the GPU-hour price entered, which must be the provider's committed price (to be quoted: "
                "providers publish only ceilings on the discount); billed every hour of the month and each replica "
                "kept to the end of its commitment, also after the term"), {"term": T(COMMITMENTS[p.rental_commitment])})


def card_risk(s: Scenario) -> T | None:
    """A card payment abroad: the taxes are counted; leaving them unpaid is a labelled compliance risk."""
    from k3desk.core.money.taxes import service_factor

    p = s.pricing
    if s.taxes.jurisdiction != "BR" or p.payment_method != "card" or service_factor(s, "abroad") <= 1:
        return None
    return T(N_("Compliance risk, not an option: paid by card, the bank charges only IOF, so a foreign bill would "
                "cost about {card}× instead of {factor}× if the other import-service taxes were left unpaid. They are "
                "due on the payment whatever its means (Lei 10.865/2004, art. 3 II), and this report counts them."),
             {"card": Q(1 + p.iof_percent / 100, "num", 3), "factor": Q(service_factor(s, "abroad"), "num", 2)})


TAX_NAMES = {"irrf": "IRRF", "cide": "CIDE-Remessas", "pis": "PIS-Importação", "cofins": "COFINS-Importação",
             "iss": "ISS", "cbs": "CBS", "ibs": "IBS", "iof": "IOF", "ii": "II", "ipi": "IPI", "icms": "ICMS"}
TAX_NOTES = {"test_year": N_("2026 test rate, offset: no net charge"),
             "ends_2026": N_("ends in December 2026 (replaced by the CBS)"),
             "iss_step": N_("reform transition: the ISS at a falling share of its rate"),
             "ibs_step": N_("reform transition: the IBS rising as the ISS falls"),
             "not_fixed": N_("rate not yet fixed by the Senate"),
             "iof": N_("check the rate on the bank's exchange contract"),
             "ncm": N_("the rate depends on the servers' NCM (BIT goods: II 16%; IPI 15% less the 35% cut of 2022): "
                       "ask your customs broker"),
             "ex_tarifario": N_("ex-tarifário: no II on goods without national production"),
             "ipi_zfm": N_("zero from January 2027 unless a like product is made in the Manaus free zone "
                           "(then enter the TIPI rate)"),
             "icms_state": N_("São Paulo's rate, with the ICMS inside its own base and, from 2027, the CBS and IBS "
                              "(Sefaz-SP's reading, disputed); enter your state's"),
             "icms_step": N_("reform transition: the ICMS at a falling share of its rate")}
#: the two tables of dated rows: (``applies_to``, title, the months column's heading)
TAX_TABLES = (("services_abroad", N_("Taxes on payments abroad, month by month (estimates; confirm them with your "
                                     "accountant)"), N_("Months of the term")),
              ("imported_servers", N_("Taxes on imported servers, by the month of each purchase (estimates; confirm "
                                      "them with your accountant)"), N_("Purchases in")))


def tax_rows_tables(s: Scenario) -> list[Table]:
    """The dated tax rows the decision applied over the term, with their months, credit and law: one table
    for the payments abroad, one for the imported servers (zero rates shown: the ex-tarifário, the IPI from
    2027)."""
    from k3desk.core.money.taxes import taxes_applied

    rows = taxes_applied(s)
    out = []
    for kind, title, when in TAX_TABLES:
        body = []
        for x in (x for x in rows if x.get("applies_to", "services_abroad") == kind):
            rate = Q(x["rate"], "fraction", 2)
            rate_cell: Cell = (T(N_("{rate} (set by you)"), {"rate": rate}) if x.get("set_by_user") else
                               T(N_("{rate} (estimated)"), {"rate": rate}) if x["estimated"] else rate)
            months = (Q(x["used_from"], "day") if x["used_from"] == x["used_to"] else
                      T("{a} – {b}", {"a": Q(x["used_from"], "day"), "b": Q(x["used_to"], "day")}, translate=False))
            credit = T(N_("credited")) if x["credited"] else T(N_("a cost"))
            note = TAX_NOTES.get(x["note"])
            law: Cell = T("{law}; {note}", {"law": x["law"], "note": T(note)}, translate=False) if note else x["law"]
            body.append((TAX_NAMES[x["tax"]], rate_cell, months, credit, law))
        if body:
            out.append(Table((T(N_("Tax")), T(N_("Rate")), T(when), T(N_("For this buyer")), T(N_("Legal basis"))),
                             tuple(body), widths=(0.16, 0.13, 0.24, 0.12, 0.35), title=T(title), small=True))
    return out


def _power(s: Scenario) -> T:
    """The power price in the buyer's local currency (stored in USD per kWh)."""
    usd = s.hardware.power_price_per_kwh
    if s.finance.local_currency != "BRL":
        return T(N_("US$ {price} per kWh"), {"price": Q(usd, "num", 3)})
    return T(N_("R$ {price} per kWh (US$ {dollars} per kWh at an exchange rate of R$ {rate} per US$)"),
             {"price": Q(usd * s.pricing.brl_per_usd, "num", 2), "dollars": Q(usd, "num", 3),
              "rate": Q(s.pricing.brl_per_usd, "num", 2)})


def _money_local(s: Scenario, amount: float) -> T:
    symbol = "R$" if s.finance.local_currency == "BRL" else "US$"
    return T("{symbol} {amount}", {"symbol": symbol, "amount": Q(amount, "int")}, translate=False)


def finance_section(ev: Evaluation) -> Section:
    """The PDF page: the basis of the comparison, every finance input (or "not entered"), taxes."""
    from k3desk.report.figures import tax_note

    s, d = ev.scenario, ev.decision
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
    from k3desk.core.money.cashflow import life_months
    from k3desk.core.money.taxes import term_start

    depreciation = T(N_("straight line over {y} years (book life); the remaining book value comes back at the end "
                        "unless a resale is set"), {"y": Q(h.amortization_years, "num")})
    if life_months(s) < p.horizon_months:   # the term outlives the servers: bought again
        depreciation = T(N_("straight line over {y} years (book life); the term outlives it, so the servers are "
                            "bought again in month {m} and the old ones leave at their book value (0); the remaining "
                            "book value comes back at the end unless a resale is set"),
                         {"y": Q(h.amortization_years, "num"), "m": Q(life_months(s), "int")})
    rows: tuple[tuple[Cell, Cell], ...] = (
        (T(N_("Term")), T(N_("{n} months from {start}"), {"n": Q(p.horizon_months, "int"),
                                                          "start": Q(term_start(s), "day")})),
        (T(N_("Discount rate per year")), Q(rate, "fraction", 1) if rate else T(N_("0 (not entered)"))),
        (T(N_("Income tax")), income_tax_basis(s)),
        (T(N_("Depreciation of owned servers")), depreciation),
        (T(N_("Depreciation for income tax")), tax_depreciation(s)),
        (T(N_("Rental terms")), rental_terms(s)),
        (T(N_("Maintenance and support")), entered(f.maintenance_percent_per_year,
                                                   T(N_("{pct} of the purchase a year"),
                                                     {"pct": Q(f.maintenance_percent_per_year / 100, "fraction", 1)}))),
        (T(N_("Operations staff")), staff),
        (T(N_("Implementation (once, at signing)")), entered(f.implementation_cost, _money_local(s, f.implementation_cost))),
        (T(N_("Power price")), _power(s)),
        (T(N_("Spare replicas")), spare_words(h.spare_replicas)),
        (T(N_("Daily profile")), T(N_("{p}× the average for {h} hours a day; replicas are sized for the peak"),
                                   {"p": Q(w.peak_to_average, "num"), "h": Q(w.peak_hours_per_day, "num")})
         if w.peak_hours_per_day > 0 and w.peak_to_average > 1 else T(N_("flat: replicas are sized for the average"))),
        (T(N_("API provider")), T(LOCATIONS[p.api_provider_location])),
        (T(N_("Rental provider")), T(LOCATIONS[p.rental_provider_location])),
        (T(N_("Data must stay in Brazil")), T(N_("yes: routes that process data abroad are left out"))
         if s.constraints.data_in_brazil else T(N_("no"))),
    )
    blocks: list = [Paragraph(basis, "lead"), KeyValues(rows, T(N_("Finance inputs")))]
    if d is not None and d.routes["hybrid"].available:
        hy = d.routes["hybrid"]
        blocks.append(Paragraph(T(N_("A hybrid is offered: {replicas} for the base load and the API for the peaks "
                                     "({share} of the volume), searched for the lowest present value."),
                                  {"replicas": Q(hy.replicas, "int", noun="replicas"),
                                   "share": Q(hy.api_share, "fraction")})))
    if s.taxes.jurisdiction == "BR":
        blocks.append(Paragraph(tax_note(s), "note"))
        blocks.extend(tax_rows_tables(s))
        risk = card_risk(s)
        if risk is not None:
            blocks.append(Paragraph(risk, "note"))
    if p.rental_commitment != "on_demand":   # the discount is the provider's quote; only ceilings are published
        blocks.append(Paragraph(T(N_("Committed prices are to be quoted by the provider; published ceilings: {sources}."),
                                  {"sources": Quoted(COMMITMENT_SOURCES)}), "note"))
    note = not_entered_note(s)
    if note is not None:
        blocks.append(Paragraph(note, "note"))
    return Section(T(N_("Finance and taxes")), tuple(blocks), new_page=True)
