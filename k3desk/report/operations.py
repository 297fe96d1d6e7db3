"""Availability, energy and the facility, worded once (the evaluation's ``operations``): the calc table's
two lines, the cards' tooltips, the PDF's page and the workbook's sheet all read these."""

from __future__ import annotations

from k3desk.core.result import Explanation as E
from k3desk.report.model import N_, Cell, KeyValues, Paragraph, Q, Quoted, Section, T
from k3desk.session.evaluation import Evaluation
from k3desk.session.operations import Operations, RouteOperations

ROUTES = {"own": N_("Buying"), "rent": N_("Renting")}
GRIDS = {"BR": N_("Brazil's grid"), "US": N_("the United States' grid"), "world": N_("the world average grid")}


def _pct(share_percent: float | None) -> Q:
    """A percent of the time, to the hundredth of a percent (99.71%; 99.9992% needs the nines)."""
    if share_percent is None:
        return Q(None, "fraction")
    d = 2 if share_percent < 99.99 else 4
    while d > 1 and abs(round(share_percent, d - 1) - round(share_percent, d)) < 1e-9:   # 99.9%, not 99.90%
        d -= 1
    return Q(share_percent / 100, "fraction", d)


def _kw(kw: float) -> T:
    return T("{v} kW", {"v": Q(kw, "num", 1)}, translate=False)


def _fleet(o: RouteOperations) -> T:
    args = {"pct": _pct(o.availability_percent), "replicas": Q(o.replicas, "int", noun="replicas"),
            "gpus": Q(o.gpus, "int"), "spares": Q(o.spares, "int")}
    if not o.spares:
        return T(N_("{pct} of the time at the peak load, {replicas} of {gpus} GPUs, none spare"), args)
    return T(N_("{pct} of the time at the peak load, {replicas} of {gpus} GPUs, {spares} of them spare"), args)


def api_sla(o: Operations, model: str) -> T:
    """The API's uptime commitment, and whose it is."""
    if o.api_sla_percent is None:
        return T(N_("none published"))
    if o.api_sla_published:
        return T(N_("{pct} a month (the provider's SLA)"), {"pct": _pct(o.api_sla_percent)})
    return T(N_("{pct} a month: the provider of {model} publishes no SLA; Amazon Bedrock's is shown for reference"),
             {"pct": _pct(o.api_sla_percent), "model": model})


def availability_line(ev: Evaluation) -> T:
    """The calc table's line: the fleet's availability against the API's SLA."""
    o = ev.operations
    if o is None or o.head is None:
        return T(N_("not stated: no configuration runs"))
    return T(N_("{fleet}; the API: {sla}"), {"fleet": _fleet(o.head), "sla": api_sla(o, ev.scenario.model.name)})


def energy_line(ev: Evaluation) -> T:
    """The calc table's line: the fleet's draw, energy and emissions per million tokens."""
    o = ev.operations
    if o is None or o.head is None:
        return T(N_("not stated: no configuration runs"))
    h = o.head
    if h.kwh_per_mtok is None:
        return T(N_("{kw} rated, {meter} at the meter; no tokens to divide by"), {"kw": _kw(h.fleet_kw),
                                                                                "meter": _kw(h.meter_kw)})
    return T(N_("{kwh} kWh and {kg} kg CO₂ per million tokens ({grid}); {kw} rated, {meter} at the meter"),
             {"kwh": Q(h.kwh_per_mtok, "num", 2), "kg": Q(h.kg_co2_per_mtok, "num", 3), "grid": T(GRIDS[h.grid]),
              "kw": _kw(h.fleet_kw), "meter": _kw(h.meter_kw)})


def facility_line(ev: Evaluation) -> T | None:
    """What the facility's limits do to the owned fleet; None when none is stated."""
    o, s = ev.operations, ev.scenario
    if o is None or (o.facility_kw is None and o.rack_kw is None):
        return None
    own = o.routes.get("own")
    if own is not None and own.left_out:
        from k3desk.core.operations.energy import server_kw

        meter = own.fleet_kw_final * s.hardware.pue
        if o.facility_kw is not None and meter > o.facility_kw:
            return T(N_("buying is left out: the owned fleet would draw {meter} at the meter at its largest, over "
                        "the facility's {limit}"), {"meter": _kw(meter), "limit": _kw(o.facility_kw)})
        return T(N_("buying is left out: a server draws {server}, more than a rack's {rack}"),
                 {"server": _kw(server_kw(s)), "rack": _kw(o.rack_kw or 0)})
    parts = []
    if o.facility_kw is not None:
        parts.append(T(N_("{limit} at the meter"), {"limit": _kw(o.facility_kw)}))
    if own is not None and own.racks is not None:
        parts.append(T(N_("the owned fleet's {servers} servers over {racks} racks of {rack}"),
                       {"servers": Q(own.servers, "int"), "racks": Q(own.racks, "int"), "rack": _kw(o.rack_kw or 0)}))
    return T("; ".join(f"{{{i}}}" for i in range(len(parts))), {str(i): p for i, p in enumerate(parts)},
             translate=False) if parts else None


def rows(ev: Evaluation) -> tuple[tuple[Cell, Cell], ...]:
    """Every figure of the page and the sheet, labelled."""
    o, s = ev.operations, ev.scenario
    if o is None or o.head is None:
        return ((T(N_("Availability and energy")), T(N_("not stated: no configuration runs"))),)
    h, hw = o.head, s.hardware
    out: list[tuple[Cell, Cell]] = [
        (T(N_("Self-hosted availability")), _fleet(h)),
        (T(N_("One replica")), _pct(o.replica_percent)),
        (T(N_("Required availability")), _pct(o.required_percent) if o.required_percent is not None
         else T(N_("none stated"))),
        (T(N_("API availability (SLA)")), api_sla(o, s.model.name)),
        (T(N_("Failures and repair")), T(N_("{gpu} per GPU and {node} per server a year, each repaired in {hours} "
                                            "hours"), {"gpu": Q(hw.gpu_failures_per_year, "num", 4),
                                                       "node": Q(hw.node_failures_per_year, "num", 4),
                                                       "hours": Q(hw.repair_hours, "num")})),
        (T(N_("Planned maintenance")), T(N_("{h} hours a month per replica"), {"h": Q(hw.maintenance_hours_per_month,
                                                                                    "num")})
         if hw.maintenance_hours_per_month else T(N_("none entered"))),
        (T(N_("Fleet's power")), T(N_("{kw} rated, {meter} at the meter (PUE {pue})"),
                                   {"kw": _kw(h.fleet_kw), "meter": _kw(h.meter_kw), "pue": Q(hw.pue, "num")})),
        (T(N_("Energy per million tokens")), T("{v} kWh", {"v": Q(h.kwh_per_mtok, "num", 2)}, translate=False)
         if h.kwh_per_mtok is not None else T(N_("no tokens to divide by"))),
        (T(N_("CO₂ per million tokens")), T(N_("{kg} kg on {grid} ({factor} kg CO₂ per kWh)"),
                                            {"kg": Q(h.kg_co2_per_mtok, "num", 3), "grid": T(GRIDS[h.grid]),
                                             "factor": Q(o.grid_kg_co2_per_kwh, "num", 4)})
         if h.kg_co2_per_mtok is not None else T(N_("no tokens to divide by"))),
        (T(N_("The API's energy")), T(N_("{kwh} kWh and {kg} kg CO₂ per million tokens (its provider's figures)"),
                                      {"kwh": Q(o.api_kwh_per_mtok, "num", 2), "kg": Q(o.api_kg_co2_per_mtok, "num", 3)})
         if o.api_kwh_per_mtok is not None else T(N_("not published by its provider"))),
    ]
    facility = facility_line(ev)
    if facility is not None:
        out.append((T(N_("Facility")), facility))
    for name, r in o.routes.items():
        out.append((T(ROUTES[name]), T(N_("{pct} available; {kwh} kWh and {kg} kg CO₂ per million tokens ({grid})"),
                                       {"pct": _pct(r.availability_percent), "kwh": Q(r.kwh_per_mtok, "num", 2),
                                        "kg": Q(r.kg_co2_per_mtok, "num", 3), "grid": T(GRIDS[r.grid])})
                    if r.kwh_per_mtok is not None and not r.left_out else
                    T(N_("left out: the fleet draws more power than the facility allows")) if r.left_out else
                    T(N_("{pct} available"), {"pct": _pct(r.availability_percent)})))
    return tuple(out)


def operations_section(ev: Evaluation) -> Section:
    """The PDF's page: availability against the API's SLA, energy and emissions, the facility, with sources."""
    o = ev.operations
    blocks: list = [Paragraph(T(N_(
        "A replica is down while any of its GPUs or servers is failed or it is drained for maintenance; the fleet "
        "carries its peak load while no more replicas are down than it has spares. Energy is the fleet's rated power "
        "at the meter all month, as the owned cost counts it: an upper figure.")))]
    blocks.append(KeyValues(tuple(rows(ev))))
    if o is not None and o.grid_source:
        blocks.append(KeyValues(((T(N_("Grid emission factor")), Quoted(f"{o.grid_source} ({o.grid_date})")),
                                 (T(N_("API availability (SLA)")), Quoted(o.api_sla_source) if o.api_sla_source
                                  else T(N_("none published")))), title=T(N_("Sources"))))
    return Section(T(N_("Availability and energy")), tuple(blocks))


def explanations(ev: Evaluation) -> dict[str, E]:
    """The cards' tooltips: how availability and energy are worked out, with their inputs and sources."""
    o, s = ev.operations, ev.scenario
    if o is None or o.head is None:
        return {}
    h, hw = o.head, s.hardware
    out = {"operations.availability": E(
        N_("one replica up (1 − maintenance share) ÷ (1 + (GPUs × GPU failures + servers × server failures a year) ÷ "
           "8,760 h × repair hours); the fleet carries its peak while no more than its spares are down (binomial)"),
        {"replicas": h.replicas, "spares": h.spares, "availability_percent": h.availability_percent,
         "api_sla_percent": o.api_sla_percent if o.api_sla_percent is not None else "none published"},
        "; ".join(f"{row.source.split(':')[0]} ({row.source_date})" for key in
                  ("hardware.gpu_failures_per_year", "hardware.repair_hours")
                  if (row := ev.catalog.figures.get(key)) is not None))}
    if h.kwh_per_mtok is not None:
        out["operations.energy"] = E(
            N_("kW × PUE × hours a month ÷ tokens a month × 10^6; × the grid's kg CO₂ per kWh"),
            {"fleet_kw": h.fleet_kw, "pue": hw.pue, "kwh_per_mtok": h.kwh_per_mtok,
             "kg_co2_per_mtok": h.kg_co2_per_mtok if h.kg_co2_per_mtok is not None else "unknown"},
            f"{o.grid_source} ({o.grid_date})" if o.grid_source else "")
    return out
