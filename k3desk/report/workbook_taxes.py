"""The workbook's taxes sheet: a Brazilian buyer's taxes on a service bought abroad, line by line.

Each dated row of ``taxes.ROWS`` for the scenario's kind of service with its rate as an input cell and
its law; each month applies the rows valid in its calendar month (a ``SUMPRODUCT`` over the table), on the
bases of ``taxes.service_lines`` (grossed up by the IRRF when the supplier's price is net, PIS/COFINS on
the grossed-up base), less the credits this buyer's regime recovers; the factor a payment abroad costs,
for the API and for a rental abroad. Every cell stores the app's own figure (``service_lines``).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from k3desk.core.money import taxes as tx
from k3desk.core.scenario import Scenario
from k3desk.report.finance import TAX_NOTES
from k3desk.report.model import N_, Quoted, T
from k3desk.report.workbook_cells import CONFIRM, MONTHS, Formula, Num, Part, add_months, serial, start_date

TAX_CODES = ("irrf", "cide", "pis", "cofins", "iss", "cbs", "ibs", "iof")
TAX_NAMES = {"irrf": N_("IRRF (withholding income tax)"), "cide": N_("CIDE-Remessas"),
             "pis": N_("PIS-Importação"), "cofins": N_("COFINS-Importação"), "iss": N_("ISS (municipal)"),
             "cbs": N_("CBS (federal, the reform)"), "ibs": N_("IBS (states and municipalities, the reform)"),
             "iof": N_("IOF-câmbio")}
BASES = {"gross": N_("the price before withholding"),
         "gross_x": N_("the price before withholding, grossed up by ISS and PIS/COFINS"),
         "currency": N_("the foreign currency bought (the price less the IRRF withheld)")}


def tax_rows(s: Scenario) -> list[tx.Row]:
    """The dated rows for the scenario's kind of service (``taxes.rows_at`` without the dates)."""
    technical = s.taxes.service_kind == "technical" and not s.taxes.supplier_in_tax_haven
    kind = "technical" if technical else "other"
    return [r for r in tx.ROWS if r.when in ("", kind) and not (r.tax == "cide" and s.taxes.service_kind != "technical")]


def month_date(text: str | None) -> int | None:
    if text is None:
        return None
    y, m = text.split("-")
    return serial(date(int(y), int(m), 1))


def taxes_part(s: Scenario) -> tuple[Part, dict[str, float], dict[str, tuple[Callable, list[float]]]]:
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
    rows = tax_rows(s)
    first = head + 1
    for r in rows:
        if r.tax in ("iss", "iof"):   # the scenario's own rate (or the one the user set), times the step
            expr = f"={r.tax}_rate" + ("" if r.scale == 1 else f"*{r.scale!r}")
            rate: Num | Formula = Formula(expr, values[f"{r.tax}_rate"] * r.scale, "pct2")
        else:
            own = getattr(user, r.tax)
            rate = Num((own if own is not None else r.rate or 0.0) * r.scale, "pct2", input=True)
        part.add(r.tax.upper(), T(TAX_NAMES[r.tax]), rate, r.base, Num(month_date(r.valid_from), "month"),
                 Num(month_date(r.valid_to), "month"), Num(1 if tx._credited(s, r) else 0, "int", input=True),
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
            Num(m, "int"), Formula(f"=EDATE(start_month,MAX(0,A{row}-1))", serial(add_months(start_date(s), max(0, m - 1))),
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
