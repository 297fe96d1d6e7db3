"""Taxes the buyer pays on what it buys from abroad, by jurisdiction (``taxes.jurisdiction``), as one
table of dated rows.

For a Brazilian buyer (``BR``) a service paid to a supplier abroad (the API, a foreign cloud
rental) carries, besides IOF-câmbio, the import-service taxes: IRRF (15% for technical services,
25% otherwise or for a tax haven; grossed up when the supplier's price is net), CIDE-Remessas (10%
on technical services), PIS/COFINS-Importação (1.65% + 7.6% on a base grossed up by ISS and
themselves) and the municipal ISS (2–5%; São Paulo 2.9%). The formula and the worked example
(US$ 100,000 of net API usage from São Paulo: 1.4866× on lucro presumido, 1.3632× on lucro real with
the PIS/COFINS credit) are in docs/domain.md §10 (the reference notes on Brazilian taxes, §3–4); every row
says "estimate — confirm with your accountant". A card payment carries the same taxes: they are due
on the payment whatever its means. A domestic provider bills in reais with its taxes inside the
price: factor 1, no IOF. Other jurisdictions: factor 1.

**Dated rows** (:data:`ROWS`, each with ``valid_from``/``valid_to`` as ``YYYY-MM``): the consumption-tax
reform (LC 214/2025) ends PIS/COFINS-Importação on 31 Dec 2026 and replaces it from 2027 with the CBS,
which every regular-regime buyer (lucro real *and* lucro presumido) credits; 2026 is a test year
(CBS 0.9% + IBS 0.1%, offset, no real cost); the ISS steps down to 90/80/70/60% of its rate in
2029–2032 and ends in 2033 while the IBS rises. Month m of the term (1 = ``finance.start_month``)
applies the rows valid in its calendar month. Rates not yet fixed (the CBS and IBS reference rates,
set by Senate resolution) are marked ``estimated``: CBS about 8.8% and CBS + IBS about 26.5%
(reference notes §5, UNCONFIRMED), so IBS about 17.7% in full, 10/20/30/40% of it in 2029–2032.

**Imported servers** (:data:`HARDWARE_ROWS`, dated the same way, by the calendar month of each purchase:
month 0 is ``finance.start_month``). II 16% on the customs value (0% with an ex-tarifário); IPI 9.75% on
the customs value plus II, reduced to zero from January 2027 except for products made in the Manaus free
zone (EC 132/2023, ADCT art. 126 III a; LC 214/2025 arts. 454–455: the buyer sets the TIPI rate then);
PIS/COFINS-Importação on goods (2.1% + 9.65% of the customs value) to December 2026, then the CBS and IBS
on the customs value plus II (LC 214/2025 art. 69), credited at once by a buyer on lucro real or
presumido (art. 108); ICMS 18% (São Paulo) "por dentro" on all of it, with the CBS and IBS in its base
from 2027 (Sefaz-SP's reading, disputed), stepping down with the ISS in 2029–2032. Worked example
(docs/domain.md §10): US$ 1 of servers imported directly lands at 1.6959 in June 2026 and 1.4373 in
June 2027 on lucro presumido.

Pure; amounts are multipliers on the supplier's price in USD.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from k3desk.core.memo import remembered
from k3desk.core.scenario import Scenario

PIS, COFINS = 0.0165, 0.076
IRRF_TECHNICAL, IRRF_OTHER, CIDE = 0.15, 0.25, 0.10
CONFIRM = "estimate, confirm with your accountant"
SOURCE = ("Brazilian tax reference notes §2–5: Lei 9.779/1999, MP 2.159-70/2001 (IRRF); Lei 10.168/2000 "
          "(CIDE); Lei 10.865/2004 (PIS/COFINS-Importação); LC 116/2003 (ISS); Decreto 12.499/2025 (IOF); "
          "LC 214/2025 (CBS, IBS, ISS transition); SC Cosit 191/2017 and ADI RFB 7/2014 (SaaS and remote "
          "processing as technical services) — " + CONFIRM)


@dataclass(frozen=True)
class Row:
    """One dated tax row on a service paid abroad.

    ``rate`` None: the scenario's own rate (ISS: ``taxes.municipality_iss_percent``; IOF:
    ``pricing.iof_percent``), times ``scale`` (the ISS transition steps). ``base``: ``gross`` = the
    amount before withholding V, ``gross_x`` = V grossed up by ISS and the contributions (PIS/COFINS-
    Importação), ``currency`` = the foreign currency bought. ``credit``: who recovers it — ``never``,
    ``real_input`` (lucro real, the service an input), ``regular`` (lucro real or presumido: the
    reform's CBS/IBS), ``always`` (2026's test rates, offset). ``when``: ``technical`` | ``other`` |
    ``""`` (any service kind). ``source``: the legal citations only (words in no language)."""

    tax: str
    rate: float | None
    base: str
    valid_from: str
    valid_to: str | None
    source: str
    estimated: bool = False
    credit: str = "never"
    scale: float = 1.0
    when: str = ""
    note: str = ""   # a stable id of what the row's dates mean (:data:`NOTES`)


_IBS_FULL = 0.177    # CBS + IBS about 26.5%, CBS about 8.8% (estimates, reference notes §5)
_LC214 = "LC 214/2025"
#: what a row's ``note`` id says (the figures layer words them for the reader)
NOTES = {"": "", "test_year": "2026 test rate, offset against PIS/COFINS: no net cost",
         "ends_2026": "extinct from January 2027 (replaced by the CBS)",
         "iss_step": "transition: the ISS at a falling share of its rate",
         "ibs_step": "transition: the IBS rising as the ISS falls; rate not yet fixed",
         "not_fixed": "rate not yet fixed (Senate resolution)",
         "iof": "check the rate on the bank's foreign-exchange contract",
         "ncm": "the rate depends on the servers' NCM (BIT goods: 16% II; IPI 15% less the 35% cut): ask the "
                "customs broker",
         "ex_tarifario": "ex-tarifário: the II at zero for goods without national production",
         "ipi_zfm": "zero from 2027 unless a like product is made in the Manaus free zone (then set the TIPI rate)",
         "icms_state": "São Paulo's rate, its base including itself and, from 2027, the CBS and IBS (Sefaz-SP's "
                       "reading, disputed); set your state's",
         "icms_step": "transition: the ICMS at a falling share of its rate"}
ROWS: tuple[Row, ...] = (
    Row("irrf", IRRF_TECHNICAL, "gross", "2002-01", None, "MP 2.159-70/2001, art. 3; SC Cosit 191/2017; "
        "ADI RFB 7/2014", when="technical"),
    Row("irrf", IRRF_OTHER, "gross", "1999-01", None, "Lei 9.779/1999, arts. 7–8; IN RFB 1.037/2010", when="other"),
    Row("cide", CIDE, "gross", "2002-01", None, "Lei 10.168/2000, art. 2 §2; Lei 10.332/2001"),
    Row("pis", PIS, "gross_x", "2004-05", "2026-12", f"Lei 10.865/2004, arts. 7 II, 8 II; {_LC214}; ADCT art. 126",
        credit="real_input", note="ends_2026"),
    Row("cofins", COFINS, "gross_x", "2004-05", "2026-12", f"Lei 10.865/2004, arts. 7 II, 8 II; {_LC214}; ADCT "
        "art. 126", credit="real_input", note="ends_2026"),
    Row("iss", None, "gross", "2004-01", "2028-12", "LC 116/2003, art. 1 §1; São Paulo: Lei 16.757/2017"),
    *(Row("iss", None, "gross", f"{y}-01", f"{y}-12", f"{_LC214}, art. 508 ({round(k * 100)}%)", scale=k,
          note="iss_step") for y, k in ((2029, 0.9), (2030, 0.8), (2031, 0.7), (2032, 0.6))),
    Row("cbs", 0.009, "gross", "2026-01", "2026-12", f"{_LC214}, arts. 343, 346, 348", credit="always", note="test_year"),
    Row("ibs", 0.001, "gross", "2026-01", "2026-12", f"{_LC214}, arts. 343, 346, 348", credit="always", note="test_year"),
    Row("cbs", 0.088, "gross", "2027-01", None, f"{_LC214}, arts. 63–64", estimated=True, credit="regular",
        note="not_fixed"),
    Row("ibs", 0.001, "gross", "2027-01", "2028-12", f"{_LC214} (2027–2028)", credit="regular"),
    *(Row("ibs", round(_IBS_FULL * k, 5), "gross", f"{y}-01", f"{y}-12", f"{_LC214}, arts. 501, 508 "
          f"({round(k * 100)}%)", estimated=True, credit="regular", note="ibs_step")
      for y, k in ((2029, 0.1), (2030, 0.2), (2031, 0.3), (2032, 0.4))),
    Row("ibs", _IBS_FULL, "gross", "2033-01", None, f"{_LC214}, arts. 63–64", estimated=True, credit="regular",
        note="not_fixed"),
    Row("iof", None, "currency", "2025-06", None, "Decreto 12.499/2025; STF, ADC 96 (16/07/2025)", note="iof"),
)


def _index(month: str) -> int:
    """``YYYY-MM`` as a count of months (for comparisons and offsets)."""
    year, mon = month.split("-")
    return int(year) * 12 + int(mon) - 1


def _text(index: int) -> str:
    return f"{index // 12:04d}-{index % 12 + 1:02d}"


def term_start(s: Scenario) -> str:
    """The term's first month, ``YYYY-MM``: ``finance.start_month``, or when the scenario stores none
    (a new, unsaved scenario) the current month, so its dated rows are today's."""
    if s.finance.start_month is not None:
        return s.finance.start_month
    today = datetime.now(UTC)
    return f"{today.year:04d}-{today.month:02d}"


def calendar_month(s: Scenario, month: int) -> str:
    """The calendar month of term month ``month`` (0 = signing and 1 = the first bill both fall in the
    start month)."""
    return _text(_index(term_start(s)) + max(0, month - 1))


def rows_at(s: Scenario, when: str) -> tuple[Row, ...]:
    """The rows valid in calendar month ``when`` for the scenario's kind of service."""
    at = _index(when)
    technical = s.taxes.service_kind == "technical" and not s.taxes.supplier_in_tax_haven
    kind = "technical" if technical else "other"
    return tuple(r for r in ROWS if _index(r.valid_from) <= at and (r.valid_to is None or at <= _index(r.valid_to))
                 and r.when in ("", kind)
                 and not (r.tax == "cide" and s.taxes.service_kind != "technical"))


@dataclass(frozen=True)
class Line:
    """One tax applied to a payment abroad, as a share of the supplier's price."""

    tax: str   # stable id: irrf | cide | iss | pis | cofins | cbs | ibs | iof | credit
    share: float
    rate: float
    row: Row | None = None


def _credited(s: Scenario, row: Row) -> bool:
    regime = s.taxes.regime
    return (row.credit == "always" or (row.credit == "regular" and regime in ("lucro_real", "lucro_presumido"))
            or (row.credit == "real_input" and regime == "lucro_real" and s.taxes.service_is_input))


def service_lines(s: Scenario, month: int = 1) -> tuple[Line, ...]:
    """The taxes a Brazilian buyer pays on US$ 1 of a foreign service in term month ``month`` (the
    reference's formula, with the rows valid that month), then the credits it recovers."""
    rows = rows_at(s, calendar_month(s, month))
    set_by_user = s.taxes.rates
    rate = {r.tax: (getattr(set_by_user, r.tax) if getattr(set_by_user, r.tax) is not None else r.rate
                    if r.rate is not None else
                    (s.taxes.municipality_iss_percent if r.tax == "iss" else s.pricing.iof_percent) / 100) * r.scale
            for r in rows}
    irrf, iss = rate.get("irrf", 0.0), rate.get("iss", 0.0)
    v = 1 / (1 - irrf) if s.taxes.supplier_price_is_net else 1.0   # the base "before withholding"
    x = (1 + iss) / (1 - rate.get("pis", 0.0) - rate.get("cofins", 0.0))
    base = {"gross": v, "gross_x": v * x, "currency": v - irrf * v}
    lines = [Line(r.tax, rate[r.tax] * base[r.base], rate[r.tax], r) for r in rows]
    credit = sum(x.share for x in lines if x.row is not None and _credited(s, x.row))
    if credit:
        lines.append(Line("credit", -credit, sum(x.rate for x in lines if x.row is not None and _credited(s, x.row))))
    return tuple(lines)


_CACHE: dict[tuple, tuple[float, ...]] = {}


def _factors(s: Scenario, horizon: int) -> tuple[float, ...]:
    """The factor of months 0..``horizon`` (cached on what it depends on: the tax answers, IOF, the start)."""
    net = s.taxes.supplier_price_is_net
    # the supplier's price and every tax line; a gross price already holds the IRRF the payer withholds
    return remembered(_CACHE, (s.taxes, s.pricing.iof_percent, term_start(s), horizon), lambda: tuple(
        1 + sum(x.share for x in service_lines(s, m) if net or x.tax != "irrf") for m in range(horizon + 1)))


def service_factor(s: Scenario, location: str, month: int = 1) -> float:
    """What US$ 1 of a service costs the buyer in term month ``month``, in USD: 1 + the import-service
    taxes of that month when a Brazilian buyer pays a supplier abroad, else 1 (a domestic provider's
    taxes are inside its price)."""
    if s.taxes.jurisdiction != "BR" or location != "abroad":
        return 1.0
    return _factors(s, max(month, 1))[month]


def service_factors(s: Scenario, location: str) -> tuple[float, ...]:
    """:func:`service_factor` for months 0..``pricing.horizon_months`` (month 0 = month 1's rows)."""
    n = s.pricing.horizon_months
    if s.taxes.jurisdiction != "BR" or location != "abroad":
        return (1.0,) * (n + 1)
    return _factors(s, n)


def _routes_abroad(s: Scenario) -> list[str]:
    used = {"api": s.pricing.api_provider_location == "abroad",
            "rent": s.pricing.rental_provider_location == "abroad"}
    return [k for k, abroad in used.items() if abroad]


def taxes_applied(s: Scenario) -> list[dict]:
    """Each dated tax row the decision used over the term (``decision.taxes_applied``): its rate, base,
    validity, the term months it covered, whether it is an estimate, whether this buyer credits it, and
    its source; the rows on services paid abroad (``applies_to`` = ``services_abroad``) first, then the
    rows on imported servers (``imported_servers``, :func:`hardware_applied`)."""
    return _services_applied(s) + hardware_applied(s)


def _services_applied(s: Scenario) -> list[dict]:
    routes = _routes_abroad(s)
    if s.taxes.jurisdiction != "BR" or not routes:
        return []
    key = (s.taxes, s.pricing.iof_percent, term_start(s), s.pricing.horizon_months, tuple(routes))
    return [dict(e) for e in remembered(_APPLIED, key, lambda: _applied(s, routes))]


_APPLIED: dict[tuple, tuple[dict, ...]] = {}


def _applied(s: Scenario, routes: list[str]) -> tuple[dict, ...]:
    seen: dict[Row, dict] = {}
    for m in range(1, s.pricing.horizon_months + 1):
        when = calendar_month(s, m)
        for x in service_lines(s, m):
            if x.row is None or not x.share:
                continue
            entry = seen.get(x.row)
            if entry is None:
                seen[x.row] = {"tax": x.tax, "rate": round(x.rate, 9), "share_of_price": x.share, "base": x.row.base,
                               "set_by_user": getattr(s.taxes.rates, x.tax, None) is not None,
                               "valid_from": x.row.valid_from, "valid_to": x.row.valid_to, "used_from": when,
                               "used_to": when, "estimated": x.row.estimated, "credited": _credited(s, x.row),
                               "routes": routes, "applies_to": "services_abroad", "law": x.row.source,
                               "note": x.row.note,
                               "source": "; ".join(t for t in (x.row.source, NOTES[x.row.note], CONFIRM) if t)}
            else:
                entry["used_to"] = when
    return tuple(seen.values())


def reform_in_term(s: Scenario) -> bool:
    """Whether the term reaches 2027, when the CBS replaces PIS/COFINS-Importação."""
    return calendar_month(s, s.pricing.horizon_months) >= "2027-01"


# -- imported servers ------------------------------------------------------------------------------
#: The taxes on a GPU server a Brazilian buyer imports itself, as dated rows on its customs value (CIF).
#: ``base``: ``cif`` = the customs value; ``cif_ii`` = the customs value plus the II (the IPI's base, and the
#: CBS/IBS base, which leaves out IPI, ICMS and ISS: LC 214/2025 art. 69 §2); ``icms`` = "por dentro": the
#: customs value, II, IPI, PIS/COFINS-Importação and, from 2027, the CBS and IBS, divided by (1 − ICMS)
#: (LC 87/1996 art. 13 V and §1 I). ``when``: the hardware route the row applies to (``""``: any import).
#: Reference notes §6 and the sources cited in each row; all estimates.
_IPI_ZFM = "EC 132/2023, ADCT art. 126 III a; LC 214/2025, arts. 454–455"
_ICMS = "LC 87/1996, art. 13, V, §1, I; RICMS/SP, art. 52, I; Sefaz-SP, RC 32.303/2025"
_GOODS = f"{_LC214}, arts. 63, 65, 69, 108"
HARDWARE_ROWS: tuple[Row, ...] = (
    Row("ii", 0.16, "cif", "2000-01", None, "TEC, NCM 8471 (BIT); Lei 3.244/1957, art. 4",
        estimated=True, when="direct_import", note="ncm"),
    Row("ii", 0.0, "cif", "2000-01", None, "Lei 3.244/1957, art. 4; Resolução Gecex 512/2023",
        when="import_with_benefit", note="ex_tarifario"),
    Row("ipi", 0.15, "cif_ii", "2000-01", "2022-04", "TIPI, NCM 8471.50", estimated=True, note="ncm"),
    Row("ipi", 0.0975, "cif_ii", "2022-05", "2026-12", "TIPI; Decreto 11.055/2022; Decreto 11.158/2022",
        estimated=True, note="ncm"),
    Row("ipi", 0.0, "cif_ii", "2027-01", None, _IPI_ZFM, note="ipi_zfm"),
    Row("pis", 0.021, "cif", "2004-05", "2026-12", "Lei 10.865/2004, arts. 7 I, 8 I, 15 V; Lei 13.137/2015; Lei "
        "11.774/2008, art. 1; ADCT art. 126", credit="real_input", note="ends_2026"),
    Row("cofins", 0.0965, "cif", "2004-05", "2026-12", "Lei 10.865/2004, arts. 7 I, 8 I, 15 V; Lei 13.137/2015; Lei "
        "11.774/2008, art. 1; ADCT art. 126", credit="real_input", note="ends_2026"),
    Row("cbs", 0.009, "cif_ii", "2026-01", "2026-12", f"{_LC214}, arts. 69, 343, 346, 348", credit="always",
        note="test_year"),
    Row("ibs", 0.001, "cif_ii", "2026-01", "2026-12", f"{_LC214}, arts. 69, 343, 346, 348", credit="always",
        note="test_year"),
    Row("cbs", 0.088, "cif_ii", "2027-01", None, _GOODS, estimated=True, credit="regular", note="not_fixed"),
    Row("ibs", 0.001, "cif_ii", "2027-01", "2028-12", f"{_GOODS} (2027–2028)", credit="regular"),
    *(Row("ibs", round(_IBS_FULL * k, 5), "cif_ii", f"{y}-01", f"{y}-12", f"{_GOODS}; arts. 501, 508 "
          f"({round(k * 100)}%)", estimated=True, credit="regular", note="ibs_step")
      for y, k in ((2029, 0.1), (2030, 0.2), (2031, 0.3), (2032, 0.4))),
    Row("ibs", _IBS_FULL, "cif_ii", "2033-01", None, _GOODS, estimated=True, credit="regular", note="not_fixed"),
    Row("icms", 0.18, "icms", "2000-01", "2028-12", _ICMS, estimated=True, note="icms_state"),
    *(Row("icms", 0.18, "icms", f"{y}-01", f"{y}-12", f"{_ICMS}; EC 132/2023, ADCT art. 128 "
          f"({round(k * 100)}%)", estimated=True, scale=k, note="icms_step")
      for y, k in ((2029, 0.9), (2030, 0.8), (2031, 0.7), (2032, 0.6))),
)
#: the hardware taxes a buyer's ``taxes.rates`` override (PIS/COFINS-Importação on goods have their own
#: rates, so the services' overrides leave them alone)
HARDWARE_OVERRIDES = ("ii", "ipi", "icms", "cbs", "ibs")


def hardware_rows_at(s: Scenario, when: str) -> tuple[Row, ...]:
    """The import rows valid in calendar month ``when`` for the scenario's hardware route."""
    at = _index(when)
    return tuple(r for r in HARDWARE_ROWS if _index(r.valid_from) <= at
                 and (r.valid_to is None or at <= _index(r.valid_to)) and r.when in ("", s.taxes.hardware_route))


def hardware_lines(s: Scenario, month: int = 0) -> tuple[Line, ...]:
    """The taxes a Brazilian buyer pays importing US$ 1 (customs value) of servers in term month ``month``,
    each a share of the customs value, then the credits it recovers (the PIS/COFINS-Importação on fixed
    assets on lucro real when the servers produce what it sells; the CBS and IBS on lucro real or presumido,
    immediately, LC 214/2025 art. 108). ICMS and IPI are never credited: a company selling a service has
    no ICMS-taxed sales, and a non-industrial one no IPI to offset."""
    rows = hardware_rows_at(s, calendar_month(s, month))
    def rate_of(r: Row) -> float:   # the buyer's confirmed rate when set, else the row's, at the row's share
        own = getattr(s.taxes.rates, r.tax) if r.tax in HARDWARE_OVERRIDES else None
        return (own if own is not None else r.rate or 0.0) * r.scale

    rate = {r.tax: rate_of(r) for r in rows}
    ii = rate.get("ii", 0.0)
    base = {"cif": 1.0, "cif_ii": 1.0 + ii}
    lines = [Line(r.tax, rate[r.tax] * base[r.base], rate[r.tax], r) for r in rows if r.base != "icms"]
    # "por dentro": the ICMS is part of its own base; the 2026 test rates stay out of it (Sefaz-SP RC 32.303/2025)
    inside = 1.0 + sum(x.share for x in lines if x.row is not None and x.row.note != "test_year")
    for r in rows:
        if r.base == "icms":
            lines.append(Line(r.tax, rate[r.tax] * inside / (1 - rate[r.tax]), rate[r.tax], r))
    credit = sum(x.share for x in lines if x.row is not None and _credited(s, x.row))
    if credit:
        lines.append(Line("credit", -credit, sum(x.rate for x in lines if x.row is not None and _credited(s, x.row))))
    return tuple(lines)


def _imported(s: Scenario) -> bool:
    """The servers carry the dated import rows: a Brazilian buyer importing them, with no total entered."""
    return (s.taxes.jurisdiction == "BR" and not s.hardware.import_duty_percent > 0
            and s.taxes.hardware_route != "domestic_distributor")


_HW_CACHE: dict[tuple, tuple[float, ...]] = {}


def purchase_factors(s: Scenario) -> tuple[float, ...]:
    """:func:`purchase_factor` for a purchase in each term month 0..``pricing.horizon_months``."""
    n = s.pricing.horizon_months
    if not _imported(s):
        return (purchase_factor(s),) * (n + 1)
    return remembered(_HW_CACHE, (s.taxes, term_start(s), n),
                       lambda: tuple(1 + sum(x.share for x in hardware_lines(s, m)) for m in range(n + 1)))


def purchase_factor(s: Scenario, month: int = 0) -> float:
    """What the buyer pays for hardware bought in term month ``month`` (0 = at signing) over its price:
    the import duties the user entered (``hardware.import_duty_percent``, their total, undated), else for
    a Brazilian buyer importing the servers the dated rows of that month net of the credits it takes
    (:func:`hardware_lines`), from a Brazilian distributor 1 (the taxes are inside its price), else
    nothing added."""
    duty = s.hardware.import_duty_percent
    if duty > 0 or s.taxes.jurisdiction != "BR":
        return 1 + duty / 100
    if s.taxes.hardware_route == "domestic_distributor":
        return 1.0
    return purchase_factors(s)[min(max(month, 0), s.pricing.horizon_months)]


def purchase_months(s: Scenario) -> list[int]:
    """The term months an owned fleet may buy servers in: at signing, when the useful life ends inside the
    term, and every month when the volume grows (a replica is bought in the month it is first needed)."""
    import math

    n = s.pricing.horizon_months
    if s.workload.volume_growth_per_month > 0:
        return list(range(n + 1))
    life = max(1, math.ceil(s.hardware.amortization_years * 12 - 1e-9))
    return [0, *range(life, n, life)]


def hardware_applied(s: Scenario) -> list[dict]:
    """Each dated import row the owned route's purchases used (:func:`taxes_applied`'s entries, with
    ``applies_to`` = ``imported_servers``); zero-rate rows are kept (an ex-tarifário, the IPI from 2027)."""
    h = s.hardware
    if not _imported(s) or (h.purchase_price_per_gpu is None and h.gpu.purchase_price_usd is None):
        return []
    months = tuple(purchase_months(s))
    hit = remembered(_HW_APPLIED, (s.taxes, term_start(s), months), lambda: _hardware_applied(s, months))
    return [dict(e, routes=list(e["routes"])) for e in hit]


_HW_APPLIED: dict[tuple, tuple[dict, ...]] = {}


def _hardware_applied(s: Scenario, months: tuple[int, ...]) -> tuple[dict, ...]:
    seen: dict[Row, dict] = {}
    for m in months:
        when = calendar_month(s, m)
        for x in hardware_lines(s, m):
            if x.row is None:
                continue
            entry = seen.get(x.row)
            if entry is None:
                user = x.tax in HARDWARE_OVERRIDES and getattr(s.taxes.rates, x.tax) is not None
                seen[x.row] = {"tax": x.tax, "rate": round(x.rate, 9), "share_of_price": x.share, "base": x.row.base,
                               "set_by_user": user, "valid_from": x.row.valid_from, "valid_to": x.row.valid_to,
                               "used_from": when, "used_to": when, "estimated": x.row.estimated,
                               "credited": _credited(s, x.row), "routes": ["own"], "applies_to": "imported_servers",
                               "law": x.row.source, "note": x.row.note,
                               "source": "; ".join(t for t in (x.row.source, NOTES[x.row.note], CONFIRM) if t)}
            else:
                entry["used_to"] = when
    return tuple(seen.values())
