"""Taxes the buyer pays on what it buys from abroad, by jurisdiction (``taxes.jurisdiction``).

For a Brazilian buyer (``BR``) a service paid to a supplier abroad (the API, a foreign cloud
rental) carries, besides IOF-câmbio, the import-service taxes: IRRF (15% for technical services,
25% otherwise or for a tax haven; grossed up when the supplier's price is net), CIDE-Remessas (10%
on technical services), PIS/COFINS-Importação (1.65% + 7.6% on a base grossed up by ISS and
themselves) and the municipal ISS (2–5%; São Paulo 2.9%). The formula and the worked example
(US$ 100,000 of net API usage from São Paulo: 1.4866× on lucro presumido, 1.3632× on lucro real with
the PIS/COFINS credit) are the project's reference notes on Brazilian taxes, §3–4; every row there
says "estimate — confirm with your accountant". A card payment carries the same taxes: they are due
on the payment whatever its means. A domestic provider bills in reais with its taxes inside the
price: factor 1, no IOF. Other jurisdictions: factor 1.

Pure; amounts are multipliers on the supplier's price in USD.
"""

from __future__ import annotations

from dataclasses import dataclass

from k3desk.core.scenario import Scenario

PIS, COFINS = 0.0165, 0.076
IRRF_TECHNICAL, IRRF_OTHER, CIDE = 0.15, 0.25, 0.10
SOURCE = ("Brazilian tax reference notes §2–4: Lei 9.779/1999, MP 2.159-70/2001 (IRRF); Lei 10.168/2000 "
          "(CIDE); Lei 10.865/2004 (PIS/COFINS-Importação); LC 116/2003 (ISS); Decreto 12.499/2025 (IOF); "
          "SC Cosit 191/2017 and ADI RFB 7/2014 (SaaS and remote processing as technical services) — "
          "estimate, confirm with your accountant")


@dataclass(frozen=True)
class Line:
    """One tax applied to a payment abroad, as a share of the supplier's price."""

    tax: str   # stable id: irrf | cide | iss | pis | cofins | iof | credit
    share: float
    rate: float


def service_lines(s: Scenario) -> tuple[Line, ...]:
    """The taxes a Brazilian buyer pays on US$ 1 of a foreign service (the reference's formula)."""
    t, iof = s.taxes, s.pricing.iof_percent / 100
    technical = t.service_kind == "technical"
    irrf = IRRF_OTHER if (not technical or t.supplier_in_tax_haven) else IRRF_TECHNICAL
    cide = CIDE if technical else 0.0
    iss = t.municipality_iss_percent / 100
    v = 1 / (1 - irrf) if t.supplier_price_is_net else 1.0   # the base "before withholding"
    x = (1 + iss) / (1 - PIS - COFINS)
    lines = [Line("irrf", irrf * v, irrf), Line("cide", cide * v, cide), Line("iss", iss * v, iss),
             Line("pis", PIS * v * x, PIS), Line("cofins", COFINS * v * x, COFINS),
             Line("iof", iof * (v - irrf * v), iof)]
    if t.regime == "lucro_real" and t.service_is_input:   # the non-cumulative PIS/COFINS credit
        lines.append(Line("credit", -(PIS + COFINS) * v * x, PIS + COFINS))
    return tuple(lines)


def service_factor(s: Scenario, location: str) -> float:
    """What US$ 1 of a service costs the buyer, in USD: 1 + the import-service taxes when a Brazilian
    buyer pays a supplier abroad, else 1 (a domestic provider's taxes are inside its price)."""
    if s.taxes.jurisdiction != "BR" or location != "abroad":
        return 1.0
    # the supplier's price and every tax line; a gross price already holds the IRRF the payer withholds
    net = s.taxes.supplier_price_is_net
    return 1 + sum(x.share for x in service_lines(s) if net or x.tax != "irrf")


def taxes_applied(s: Scenario) -> list[dict]:
    """Each tax row the decision used (``decision.taxes_applied``), with its rate and source."""
    if s.taxes.jurisdiction != "BR":
        return []
    used = {"api": s.pricing.api_provider_location == "abroad",
            "rent": s.pricing.rental_provider_location == "abroad"}
    routes = [k for k, abroad in used.items() if abroad]
    if not routes:
        return []
    return [{"tax": x.tax, "rate": x.rate, "share_of_price": x.share, "routes": routes, "source": SOURCE}
            for x in service_lines(s) if x.share]


#: A GPU server bought by a Brazilian buyer, landed cost over its price (CIF), by how it is bought
#: (reference notes §6.2: II 16%, IPI 9.75%, PIS/COFINS-Importação 11.75%, ICMS 18% "por dentro";
#: ex-tarifário II 0%; from a Brazilian distributor the taxes are inside its price) — estimates.
HARDWARE_LANDED = {"direct_import": 1.696, "import_with_benefit": 1.482, "domestic_distributor": 1.0}


def purchase_factor(s: Scenario) -> float:
    """What the buyer pays for hardware over its price: the import duties the user entered
    (``hardware.import_duty_percent``, their total), else for a Brazilian buyer the landed cost of
    ``taxes.hardware_route``, else nothing added."""
    duty = s.hardware.import_duty_percent
    if duty > 0 or s.taxes.jurisdiction != "BR":
        return 1 + duty / 100
    return HARDWARE_LANDED[s.taxes.hardware_route]
