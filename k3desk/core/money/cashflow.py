"""Cash flows an owned fleet and the income-tax shield add to the decision (docs/domain.md §9–10).

**Replacement.** A server is depreciated straight-line over its useful life
(``hardware.amortization_years``, the company's book life, CPC 27). When the term outlives it, the
fleet buys the same replicas again in the month their life ends (a second purchase, with the import
taxes of that month: ``taxes.purchase_factor``) and the old ones leave at their book value, which is 0
by then (or, when the user set a resale percentage, at that share of their price). At the end of the
term every server still held comes back at its remaining book value, or at the resale percentage when
one is set. A server whose life ends in the term's last month or later is not replaced.

**Income-tax shield** (``finance.income_tax_shield``, off by default: amounts are before income tax).
A Brazilian company on lucro real pays IRPJ 15% + 10% surcharge and CSLL 9%, 34% of its taxable
profit (Lei 9.249/1995 art. 3; Lei 7.689/1988 with Lei 9.249/1995; the 10% surcharge on the profit
above R$ 240,000 a year, taken as reached). Every expense lowers that profit: the API bills, rentals,
power, hosting, maintenance, staff and implementation are deducted when paid, a purchase only
through its depreciation, and a resale above the remaining tax value is a taxable gain. The shield
is 34% of each month's deductions, counted in the month they fall (the tax is paid monthly or
quarterly). On lucro presumido and the Simples the tax is on a presumed share of revenue, so expenses
and depreciation save nothing (reference notes §7): the shield is 0 there, and outside Brazil it is
not computed.

**Two lives.** The deduction follows the tax rules, not the book life: the Receita Federal's annual
rate for computers (NCM 8471), 20% a year (IN RFB 1.700/2017, Annex III: 5 years), times 1.5 for
equipment run in two 8-hour shifts a day and 2.0 in three (RIR/2018, Decreto 9.580/2018, art. 323:
30% and 40% a year), ``finance.shifts_per_day``. The book life (``hardware.amortization_years``) decides
when servers are replaced and what they are worth at the end (the resale). When a server leaves
before its tax value is written off, the rest is deducted then; what it fetches above its tax value is
a taxable gain.

Pure; every amount is USD.
"""

from __future__ import annotations

import math

from k3desk.core.money.taxes import purchase_factors
from k3desk.core.scenario import Scenario

#: IRPJ 15% + surcharge 10% + CSLL 9% on lucro real (estimate; confirm with your accountant)
INCOME_TAX = 0.34
#: The Receita Federal's annual depreciation rate for computers, NCM 8471 (IN RFB 1.700/2017, Annex III)
TAX_DEPRECIATION_RATE = 0.20
#: Accelerated depreciation by 8-hour shifts a day (RIR/2018, Decreto 9.580/2018, art. 323)
SHIFT_FACTORS = {1: 1.0, 2: 1.5, 3: 2.0}
TAX_SOURCE = "IN RFB 1.700/2017, Anexo III; RIR/2018 (Decreto 9.580/2018), art. 323"


def tax_depreciation_rate(s: Scenario) -> float:
    """The share of a server's cost deducted a year for income tax: 20%, 30% (two shifts) or 40% (three)."""
    return TAX_DEPRECIATION_RATE * SHIFT_FACTORS[s.finance.shifts_per_day]


def tax_life_months(s: Scenario) -> float:
    """Months until a server is written off for income tax: 60, 40 or 30."""
    return 12 / tax_depreciation_rate(s)


def purchase_ratios(s: Scenario) -> tuple[float, ...]:
    """What a purchase in term month 0..N costs over the same purchase at signing (the import taxes are
    dated: ``taxes.purchase_factors``); all 1 when nothing is imported."""
    f = purchase_factors(s)
    return tuple(x / f[0] for x in f)


def shield_rate(s: Scenario) -> float:
    """The share of a deductible expense the income-tax shield gives back: 34% for a Brazilian buyer on
    lucro real with ``finance.income_tax_shield`` on, else 0."""
    on = bool(getattr(s.finance, "income_tax_shield", False))
    return INCOME_TAX if on and s.taxes.jurisdiction == "BR" and s.taxes.regime == "lucro_real" else 0.0


def life_months(s: Scenario) -> int:
    """The month a server's useful life ends, counted from its purchase (the life rounded up to a month)."""
    return max(1, math.ceil(s.hardware.amortization_years * 12 - 1e-9))


def expensed(s: Scenario, flows: tuple[float, ...]) -> tuple[float, ...]:
    """Flows that are all deductible expenses (the API, rentals, staff), after the income-tax shield."""
    t = shield_rate(s)
    return flows if not t else tuple(f * (1 - t) for f in flows)


def owned_flows(s: Scenario, counts: list[int], buy: float, server: float, opex: float, staff: float,
                start: float) -> tuple[float, ...]:
    """Cash flows of an owned fleet: ``counts[m - 1]`` replicas needed in month m (the fleet only
    grows), each bought for ``buy`` at signing (import taxes included; ``server`` without them; a later
    purchase at that month's import taxes, :func:`purchase_ratios`) and run for ``opex`` a month, plus
    ``staff`` a month and ``start`` at signing; replaced at the end of their useful life while the term
    lasts; resold at the end; after the income-tax shield when it applies (depreciation at the tax rate)."""
    h, horizon, life = s.hardware, s.pricing.horizon_months, life_months(s)
    months = h.amortization_years * 12     # book life: straight line until nothing is left
    tax = tax_life_months(s)               # tax life: what the shield deducts
    at = purchase_ratios(s)
    pct = h.resale_percent
    flows = [0.0] * (horizon + 1)
    deductions = [0.0] * (horizon + 1)     # expenses, depreciation and (negative) resale gains, by month
    held: list[tuple[int, int]] = []       # (month bought, replicas) still in the fleet
    fleet = 0

    t = shield_rate(s)

    def purchase(m: int, k: int) -> None:
        cost = k * buy * at[m]
        flows[m] += cost
        held.append((m, k))
        for d in range(m + 1, min(m + life, horizon) + 1) if t else ():   # depreciation, for the shield only
            deductions[d] += cost * (min(d - m, tax) - min(d - m - 1, tax)) / tax

    flows[0] += start
    deductions[0] += start
    for m in range(horizon + 1):
        for p, k in [x for x in held if x[0] + life == m and m < horizon]:   # the life ends, the term goes on
            held.remove((p, k))
            back = 0.0 if pct is None else k * server * pct / 100   # book value 0 by now, or the set share
            flows[m] -= back
            deductions[m] += k * buy * at[p] * max(0.0, 1 - life / tax) - back   # tax value left, less proceeds
            purchase(m, k)
        need = counts[0] if m == 0 else counts[m - 1]
        if need > fleet:
            purchase(m, need - fleet)
            fleet = need
        if m:
            flows[m] += fleet * opex + staff
            deductions[m] += fleet * opex + staff
    for p, k in held:   # the end of the term
        cost = k * buy * at[p]
        book = cost * max(0.0, 1 - (horizon - p) / months)
        back = book if pct is None else k * server * pct / 100
        flows[horizon] -= back
        deductions[horizon] -= back - cost * max(0.0, 1 - (horizon - p) / tax)   # a gain above the tax value is taxed
    return tuple(f - t * d for f, d in zip(flows, deductions, strict=True)) if t else tuple(flows)


def depreciation_note_months(s: Scenario) -> list[int]:
    """The term months in which the first fleet's servers are replaced (none when the life outlasts the term)."""
    life, horizon = life_months(s), s.pricing.horizon_months
    return list(range(life, horizon, life))


# -- rental terms ---------------------------------------------------------------------------------
#: Months a rental commitment binds (``pricing.rental_commitment``).
COMMITMENT_MONTHS = {"on_demand": 0, "1y": 12, "3y": 36}


def active_share(s: Scenario) -> float:
    """The share of the day the service runs (``pricing.billing_hours_per_day`` / 24; 1 = around the
    clock). The month's volume is carried inside that window, so a replica carries this share of its
    round-the-clock month."""
    return s.pricing.billing_hours_per_day / 24


def billed_hours(s: Scenario) -> float:
    """Hours a rented GPU is billed a month: derived from ``pricing.hours_per_month`` (the calendar
    month, 730 h by default) times the active window's share of the day; a committed rental is billed
    every hour of the month, window or not."""
    if COMMITMENT_MONTHS[s.pricing.rental_commitment]:
        return s.pricing.hours_per_month
    return s.pricing.hours_per_month * active_share(s)


def committed_counts(s: Scenario, counts: list[int]) -> tuple[list[int], float]:
    """The rented replicas billed each month and the replica-months still owed after the term.

    On demand the fleet follows the volume. Under a 1- or 3-year commitment each replica added is
    committed for the whole commitment from the month it is first needed: the fleet can grow, but a
    replica leaves only when its commitment ends; a commitment that outlasts the term is still owed."""
    n = COMMITMENT_MONTHS[s.pricing.rental_commitment]
    if not n:
        return list(counts), 0.0
    horizon = len(counts)
    active: list[tuple[int, int]] = []   # (last month committed, replicas)
    billed = []
    for m, need in enumerate(counts, start=1):
        active = [(end, k) for end, k in active if end >= m]
        held = sum(k for _, k in active)
        if need > held:
            active.append((m + n - 1, need - held))
            held = need
        billed.append(held)
    owed = sum(k * (end - horizon) for end, k in active if end > horizon)
    return billed, float(owed)


# -- cumulative cash and payback on a stated basis ------------------------------------------------
def cumulative(flows, rate: float = 0.0) -> list[float]:
    """Running totals of monthly cash flows: nominal (``rate`` 0), or discounted at the effective annual
    ``rate`` (month m divided by (1 + rate)^(m / 12)), i.e. in today's money."""
    out, total = [], 0.0
    for m, f in enumerate(flows):
        total += f * (1 + rate) ** (-m / 12)
        out.append(total)
    return out


def payback_month(own, others, rate: float = 0.0) -> int | None:
    """The month from which buying (``own``'s flows) has cost no more in total than the cheapest of
    ``others`` (their flows), through the end of the term, on the basis of ``rate`` (0: nominal cash;
    above 0: discounted). None: not within the term, or nothing to compare with."""
    if not own or not others:
        return None
    mine = cumulative(own, rate)
    rival = [min(v) for v in zip(*(cumulative(o, rate) for o in others), strict=False)]
    month = None
    for m in range(min(len(mine), len(rival)) - 1, -1, -1):
        if mine[m] > rival[m] + 1e-6:
            break
        month = m
    return month
