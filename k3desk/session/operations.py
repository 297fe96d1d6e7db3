"""What running a fleet takes beside its money: its availability against the API's SLA, its energy and
emissions per million tokens against the API's (where its provider publishes them), and the facility it
needs (docs/domain.md §14-15). Stated once per evaluation from the decision's routes (their fleets, spares
and draw) and the catalog's sourced figures; every surface reads these, none computes them.

The headline figures are the self-hosted route the decision sets against the API (the cheaper one left
in), each route's beside them; without a priced route, the scenario's own configuration.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from k3desk.core.operations import energy as power
from k3desk.core.operations.availability import fleet_of, replica_availability

if TYPE_CHECKING:
    from k3desk.core.catalog import Catalog
    from k3desk.core.money.decision import Decision
    from k3desk.core.result import Result
    from k3desk.core.scenario import Scenario

#: The catalog figure stated beside a model whose provider publishes no SLA.
REFERENCE_SLA = "api_reference_sla_percent"


@dataclass(frozen=True)
class RouteOperations:
    """One self-hosted route's fleet in month 1: its availability, its draw and energy, the racks it takes."""

    route: str
    replicas: int
    spares: int
    gpus: int                       # a replica's
    availability_percent: float
    fleet_kw: float                 # rated draw, before PUE
    meter_kw: float                 # × PUE
    fleet_kw_final: float           # at its largest over the term
    kwh_per_mtok: float | None
    kg_co2_per_mtok: float | None
    grid: str                       # the grid's id (``hardware.grid`` resolved)
    servers: int
    racks: int | None
    left_out: bool = False          # the decision left it out (a facility's limit): stated, not weighed


@dataclass(frozen=True)
class Operations:
    """The evaluation's availability and energy figures (``calc --json``'s ``availability`` and ``energy``)."""

    route: str | None               # the route the headline figures are of (None: the scenario's own fleet)
    head: RouteOperations | None
    routes: dict[str, RouteOperations] = field(default_factory=dict)
    replica_percent: float | None = None
    required_percent: float | None = None
    api_sla_percent: float | None = None
    api_sla_published: bool = False   # the provider's own commitment (False: the reference row, or none)
    api_sla_source: str = ""
    api_kwh_per_mtok: float | None = None
    api_kg_co2_per_mtok: float | None = None
    api_energy_source: str = ""
    grid_name: str = ""
    grid_kg_co2_per_kwh: float | None = None
    grid_source: str = ""
    grid_date: str = ""
    facility_kw: float | None = None
    rack_kw: float | None = None


def _route(s: Scenario, name: str, gpus: int, replicas: int, spares: int, largest: int, volume: float,
           cat: Catalog, left_out: bool = False) -> RouteOperations:
    kw = power.fleet_kw(s, gpus, replicas)
    kwh = power.kwh_per_mtok(s, kw, volume)
    grid = power.grid_of(s, name, cat)
    return RouteOperations(
        route=name, replicas=replicas, spares=spares, gpus=gpus,
        availability_percent=100 * fleet_of(s, replicas, spares, gpus), fleet_kw=kw, meter_kw=power.meter_kw(s, kw),
        fleet_kw_final=power.fleet_kw(s, gpus, largest), kwh_per_mtok=kwh,
        kg_co2_per_mtok=None if kwh is None or grid is None else kwh * grid.kg_co2_per_kwh,
        grid=power.grid_id(s, name), servers=power.servers(s, gpus, largest), racks=power.racks(s, gpus, largest),
        left_out=left_out)


def operations(s: Scenario, r: Result, d: Decision | None, cat: Catalog, best: str | None) -> Operations:
    """The figures for ``s`` (``best``: the self-hosted route set against the API, None when none is left)."""
    volume = s.workload.tokens_per_month
    routes: dict[str, RouteOperations] = {}
    for name in ("own", "rent"):
        rt = d.routes.get(name) if d is not None else None
        if rt is None or rt.layout is None or rt.replicas is None:
            continue
        if rt.spares is None:   # not costed: no fleet to state
            continue
        rs = d.scenarios.get(name, s) if d is not None else s
        # a route left out for the facility's power is stated with what it would draw
        routes[name] = _route(rs, name, rt.layout.gpu_count, rt.replicas, rt.spares, rt.replicas_final or rt.replicas,
                              volume, cat, left_out=not rt.available)
    head_name = best if best in routes else None
    head = routes.get(head_name) if head_name else None
    if head is None and r.fit.usable:   # no priced route: the scenario's own fleet as it is sized
        spares = s.hardware.spare_replicas
        n = r.cost.replicas + spares
        head = _route(s, s.hardware.ownership, r.fit.gpu_count, n, spares, n, volume, cat)
    gpus = head.gpus if head is not None else (r.fit.gpu_count if r.fit.usable else None)
    hs = d.scenarios.get(head_name, s) if d is not None and head_name else s
    grid = power.grid_of(hs, head.route, cat) if head is not None else None
    api = cat.api_prices.get(s.model.id)
    sla, published, sla_source = s.pricing.api_sla_percent, True, s.pricing.api_sla_source
    if sla is None:
        ref = cat.figures.get(REFERENCE_SLA)
        sla, published = (ref.value, False) if ref is not None else (None, False)
        sla_source = f"{ref.source} ({ref.source_date})" if ref is not None else ""
    pct = s.constraints.availability_percent
    return Operations(
        route=head_name, head=head, routes=routes,
        replica_percent=None if gpus is None else 100 * replica_availability(hs, gpus), required_percent=pct,
        api_sla_percent=sla, api_sla_published=published, api_sla_source=sla_source,
        api_kwh_per_mtok=api.kwh_per_mtok if api is not None else None,
        api_kg_co2_per_mtok=api.kg_co2_per_mtok if api is not None else None,
        api_energy_source=api.terms_source if api is not None and api.kwh_per_mtok is not None else "",
        grid_name=grid.name if grid is not None else "", grid_kg_co2_per_kwh=grid.kg_co2_per_kwh if grid else None,
        grid_source=grid.source if grid is not None else "", grid_date=grid.source_date if grid is not None else "",
        facility_kw=s.constraints.facility_kw, rack_kw=s.constraints.rack_kw)


def _route_json(o: RouteOperations) -> dict:
    return {"availability_percent": o.availability_percent, "replicas": o.replicas, "spares": o.spares,
            "fleet_kw": o.fleet_kw, "meter_kw": o.meter_kw, "fleet_kw_final": o.fleet_kw_final,
            "kwh_per_million_tokens": o.kwh_per_mtok, "kg_co2_per_million_tokens": o.kg_co2_per_mtok,
            "grid": o.grid, "servers": o.servers, "racks": o.racks, "left_out": o.left_out}


def availability_json(o: Operations) -> dict:
    """``calc --json``'s ``availability`` (percent of the time; null where not stated)."""
    h = o.head
    return {"route": o.route, "self_hosted_percent": h.availability_percent if h is not None else None,
            "replica_percent": o.replica_percent, "replicas": h.replicas if h is not None else None,
            "spares": h.spares if h is not None else None, "required_percent": o.required_percent,
            "api_sla_percent": o.api_sla_percent, "api_sla_published": o.api_sla_published,
            "api_sla_source": o.api_sla_source or None,
            "routes": {k: v.availability_percent for k, v in o.routes.items() if not v.left_out}}


def energy_json(o: Operations) -> dict:
    """``calc --json``'s ``energy`` (kW, kWh and kg CO2 per million tokens; null where not stated)."""
    h = o.head
    return {"route": o.route, "fleet_kw": h.fleet_kw if h is not None else None,
            "meter_kw": h.meter_kw if h is not None else None,
            "kwh_per_million_tokens": h.kwh_per_mtok if h is not None else None,
            "kg_co2_per_million_tokens": h.kg_co2_per_mtok if h is not None else None,
            "grid": h.grid if h is not None else None, "grid_kg_co2_per_kwh": o.grid_kg_co2_per_kwh,
            "grid_source": f"{o.grid_source} ({o.grid_date})" if o.grid_source else None,
            "racks": h.racks if h is not None else None, "servers": h.servers if h is not None else None,
            "facility_limit_kw": o.facility_kw, "rack_limit_kw": o.rack_kw,
            "api_kwh_per_million_tokens": o.api_kwh_per_mtok, "api_kg_co2_per_million_tokens": o.api_kg_co2_per_mtok,
            "routes": {k: _route_json(v) for k, v in o.routes.items()}}
