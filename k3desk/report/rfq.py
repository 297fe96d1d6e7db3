"""The request for quotation: what a vendor needs to quote, and nothing of the buyer's own prices.

For each route that buys or rents hardware (``report.bom``), the items over the whole term with their
NCM and a specification without prices, the deliveries in tranches that follow the volume (the
decision's fleet month by month: ``Evaluation.deliveries``), and the terms a vendor prices against:
where to deliver (site and state), when, the power and cooling a rack needs, warranty and support,
payment terms. The site, the state and the company's standing terms come from the organisation
profile (``procurement``); where it has none the RFQ asks the vendor to propose them, or leaves a line
for the buyer to fill in. The buyer's prices and targets stay on the bill of materials, which is
internal (the PDF's page and the workbook's sheet say so). The PDF page (:func:`rfq_section`) and the
workbook's sheet (``report.workbook.rfq_sheet``) read the same data.
"""

from __future__ import annotations

from dataclasses import dataclass

from k3desk.core.money.fleet import GROWTH, INITIAL, REPLACEMENT
from k3desk.core.money.taxes import calendar_month
from k3desk.report.bom import ROUTE_TITLES, RouteBom, route_boms
from k3desk.report.model import N_, Block, Cell, KeyValues, Paragraph, Q, Section, T, Table
from k3desk.session.evaluation import Evaluation

#: The questions every request for quotation asks (the vendor answers each in writing).
QUESTIONS = (
    N_("Lead time: when can each item be delivered, and is the quantity in stock?"),
    N_("Warranty: how long, what it covers, and how fast a failed GPU or server is replaced."),
    N_("Import and taxes: who imports the equipment, and are import duties, IPI, ICMS and PIS/COFINS included "
       "in the price?"),
    N_("Delivery: where, with installation and racking or not, and who bears the freight and insurance."),
    N_("Service level (SLA): availability, response and repair times, and the credits when they are missed."),
    N_("Validity: how long the quoted prices hold, in which currency, and at which exchange rate."),
    N_("NCM: confirm the full eight-digit NCM of each item you import (the subheading is given per line)."),
)
REASONS = {INITIAL: N_("the first month's fleet"), GROWTH: N_("the volume grows"),
           REPLACEMENT: N_("servers at the end of their useful life replaced")}
#: The lines a vendor quotes (the GPUs are named in the servers' line, never counted beside it).
SKIP = ("gpus", "power")


@dataclass(frozen=True)
class Tranche:
    """One delivery of a route: its number, the term month it must serve from and that month's first
    day, what it adds and why."""

    number: int
    month: int
    day: str          # ISO date: the first day of the term month it must serve from
    replicas: int
    servers: int
    gpus: int
    reason: str


def tranches(ev: Evaluation, b: RouteBom) -> list[Tranche]:
    """The route's deliveries over the term, in order (one at signing when the volume is flat)."""
    s = ev.scenario
    gpus_per_replica = b.servers_per_replica * b.gpus_per_server
    return [Tranche(i, x.needed_from, f"{calendar_month(s, x.needed_from)}-01", x.replicas,
                    x.replicas * b.servers_per_replica, x.replicas * gpus_per_replica, x.reason)
            for i, x in enumerate(ev.deliveries(b.route), 1)]


def _procurement(ev: Evaluation):
    p = ev.profile
    return getattr(p, "procurement", None) if p is not None else None


def _given(text: str, fallback: T) -> Cell:
    return text if text.strip() else fallback


def terms(ev: Evaluation, boms: list[RouteBom]) -> list[tuple[T, Cell]]:
    """The terms a vendor prices against, labelled: site, state, schedule, power and cooling per rack,
    warranty, support and payment terms."""
    s, p = ev.scenario, _procurement(ev)
    months = s.pricing.horizon_months
    site = p.delivery_site if p is not None else ""
    state = p.delivery_state if p is not None else ""
    rows: list[tuple[T, Cell]] = [
        (T(N_("Delivery site")), _given(site, T(N_("— (the buyer states the address)")))),
        (T(N_("State")), _given(state, T(N_("— (the buyer states the state)")))),
    ]
    for b in boms:
        ts = tranches(ev, b)
        label = T(N_("Delivery schedule ({route})"), {"route": T(ROUTE_TITLES[b.route])})
        if len(ts) <= 1:
            rows.append((label, T(N_("one delivery, by {day}"), {"day": Q(ts[0].day, "day")}) if ts else T("—", translate=False)))
        else:
            rows.append((label, T(N_("{n} deliveries from {first} to {last}, following the volume: see the "
                                     "schedule"), {"n": Q(len(ts), "int"), "first": Q(ts[0].day, "day"),
                                                   "last": Q(ts[-1].day, "day")})))
    own = next((b for b in boms if b.route == "own"), None)
    if own is not None:
        kw = Q(own.rack_kw, "num", 1)
        rows.append((T(N_("Power and cooling per rack")),
                     T(N_("{kw} kW per rack (one rack-scale system); cooling for {kw} kW of heat per rack: "
                          "state air or liquid"), {"kw": kw}) if own.rack_scale else
                     T(N_("{kw} kW per rack ({n} servers of {w} W); cooling for {kw} kW of heat per rack: "
                          "state air or liquid"),
                       {"kw": kw, "n": Q(own.servers_per_rack, "int"), "w": Q(own.server_w, "int")})))
    rows += [
        (T(N_("Warranty")), _given(p.warranty if p is not None else "",
                                   T(N_("for the whole term ({n} months) from each delivery, on site, parts and "
                                        "labour: state your terms"), {"n": Q(months, "int")}))),
        (T(N_("Support")), _given(p.support if p is not None else "",
                                  T(N_("response and repair times for the term: propose them")))),
        (T(N_("Payment terms")), _given(p.payment_terms if p is not None else "",
                                        T(N_("propose them: milestones per delivery, currency and exchange rate, "
                                             "and any advance")))),
    ]
    return rows


def item_rows(b: RouteBom) -> list[tuple[Cell, ...]]:
    """(item, NCM, quantity over the term, specification) per line a vendor quotes: no price, no target."""
    return [(ln.item, ln.ncm or "—", ln.quantity, ln.vendor_spec) for ln in b.lines if ln.key not in SKIP]


def schedule_rows(ev: Evaluation, b: RouteBom) -> list[tuple[Cell, ...]]:
    """(delivery, serving from, date, servers, GPUs, why) per tranche."""
    return [(T(N_("Delivery {n}"), {"n": Q(x.number, "int")}), T(N_("month {m}"), {"m": Q(x.month, "int")}),
             Q(x.day, "day"), Q(x.servers, "int"), Q(x.gpus, "int"), T(REASONS[x.reason])) for x in tranches(ev, b)]


def lead(ev: Evaluation) -> T:
    s = ev.scenario
    return T(N_("Please quote the items below for {model} served on {gpu}, delivered in the tranches of the "
                "schedule, and answer the questions that follow."),
             {"model": s.model.name, "gpu": s.hardware.gpu.name})


SCHEDULE_COLUMNS = (N_("Delivery"), N_("Serving from"), N_("Needed by"), N_("Servers"), N_("GPUs"), N_("Why"))
ITEM_COLUMNS = (N_("Item"), N_("NCM"), N_("Quantity over the term"), N_("Specification"))


def rfq_section(ev: Evaluation) -> Section:
    """The PDF's "Request for quotation" page: the terms, the questions, the items and the schedule."""
    boms = route_boms(ev, whole_term=True)
    blocks: list[Block] = [Paragraph(lead(ev), "lead")]
    if boms:
        blocks.append(KeyValues(tuple(terms(ev, boms)), T(N_("Terms"))))
    # the questions whole on the page; the item and schedule tables after them may run on to the next page
    blocks.append(Paragraph(T(N_("Questions for the vendor")), "lead"))
    blocks += [Paragraph(T(N_("{n}. {q}"), {"n": Q(i, "int"), "q": T(q)})) for i, q in enumerate(QUESTIONS, 1)]
    for b in boms:
        route = T(ROUTE_TITLES[b.route])
        blocks.append(Table(columns=tuple(T(c) for c in ITEM_COLUMNS), rows=tuple(item_rows(b)),
                            widths=(1.5, 0.7, 0.8, 3.6), small=True, title=route))
        blocks.append(Table(columns=tuple(T(c) for c in SCHEDULE_COLUMNS), rows=tuple(schedule_rows(ev, b)),
                            widths=(1.0, 0.9, 1.1, 0.8, 0.8, 2.4), small=True,
                            title=T(N_("Delivery schedule ({route})"), {"route": route})))
    return Section(T(N_("Request for quotation")), tuple(blocks), new_page=True)
