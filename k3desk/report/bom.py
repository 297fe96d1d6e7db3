"""The bill of materials: what to buy or rent around the GPUs (the request for quotation, ``report.rfq``,
reads the same lines without their prices).

For the decision's chosen configuration and each route that buys or rents hardware (``own``,
``rent``), one line per item a vendor quotes: the servers (class, count with the spares), the GPUs,
CPU and RAM guidance, fast NVMe for the checkpoint (seed 004: 4 TB for the 1.56 TB checkpoint plus
swap), the network when a replica spans servers, power per server and in total, racks at a stated
density, colocation, software and the support contract. Each line names its source, or says "to be
quoted" where k3desk has none: a figure nobody published is never invented here.

Quantities come from the decision (its layout and replicas, spares included) and the result (the
storage plan); amounts from the same core functions the decision costs with. Language-neutral data
(:class:`~k3desk.report.model.T`, :class:`~k3desk.report.model.Q`): the PDF, the spreadsheet and
the window word them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from k3desk.core.result import Result
from k3desk.core.scenario import Scenario
from k3desk.report.figures import ENGINES, gpu_label, money_home
from k3desk.report.model import N_, Block, Cell, Paragraph, Q, Quoted, Section, T, Table
from k3desk.report.recipes import SEED_004
from k3desk.session.evaluation import Evaluation

TO_BE_QUOTED = N_("to be quoted")
#: The bill of materials carries the buyer's own prices and targets: it stays in the house.
INTERNAL = N_("Internal: this page carries your own prices and targets. Send vendors the request for "
              "quotation, which carries none.")
#: The rack density the rack count is stated at (kW of IT load per rack): an assumption the reader
#: checks with the colocation provider, printed beside the count.
RACK_KW = 40.0
#: Every GPU of a server that joins a multi-server replica gets its own scale-out port (the HGX
#: reference design pairs each GPU with one network adapter).
PORTS_PER_GPU = 1

ROUTE_TITLES = {"own": N_("Buying"), "rent": N_("Renting")}
#: The NCM (the Mercosur code; its first six digits are the Harmonized System's) of a GPU server and of
#: a network switch, to the HS subheading: the vendor, who imports, confirms the full eight-digit item
#: (docs/domain.md §13). A rented instance, software and a contract are services: no NCM.
NCM_SERVER, NCM_SWITCH = "8471.50", "8517.62"


@dataclass(frozen=True)
class BomLine:
    key: str                 # stable id: servers, gpus, cpu_ram, nvme, network, power, racks, ...
    item: T
    quantity: Cell
    detail: Cell
    source: Cell             # a Quoted source, a worded source, or T(TO_BE_QUOTED)
    amount_usd: float | None = None   # a priced line's total in US$ (as the decision costs it), else None
    #: the specification a vendor reads (the request for quotation): ``detail`` without the buyer's own
    #: prices and targets; None where ``detail`` has none
    spec: Cell | None = None
    ncm: str = ""            # the line's NCM (HS subheading), "" where none applies (a service, a part)

    @property
    def vendor_spec(self) -> Cell:
        return self.detail if self.spec is None else self.spec

    @property
    def quoted(self) -> bool:
        return isinstance(self.source, T) and self.source.source == TO_BE_QUOTED


@dataclass(frozen=True)
class RouteBom:
    route: str               # own | rent
    gpu_name: str
    servers: int
    gpus_per_server: int
    lines: tuple[BomLine, ...]
    servers_per_replica: int = 1
    server_w: float = 0.0    # rated power of one server (W)
    servers_per_rack: int = 1
    rack_scale: bool = False  # one rack is one NVLink domain (GB200/GB300 NVL72)
    racks: int = 0

    @property
    def rack_kw(self) -> float:
        """The IT load of a full rack (kW): what its power feed carries and its cooling removes."""
        return self.server_w * self.servers_per_rack / 1000


def _quote() -> T:
    return T(TO_BE_QUOTED)


def _src(text: str) -> Cell:
    return Quoted(text) if text else _quote()


def short_source(cell: Cell, limit: int = 110) -> Cell:
    """A quoted source cut at its first clause for a table column (the spreadsheet keeps it whole)."""
    if not isinstance(cell, Quoted):
        return cell
    text = cell.text.split("; ")[0]
    return Quoted(text if len(text) <= limit else text[:limit - 1].rstrip() + "\u2026")


def route_boms(ev: Evaluation, whole_term: bool = False) -> list[RouteBom]:
    """One bill of materials per available hardware route of the decision, buying first; empty when
    there is no decision (the configuration does not run, or a price is missing). By default the
    first month's fleet; ``whole_term``: what the term's deliveries add up to (the request for
    quotation: every server delivered, the largest fleet installed)."""
    d = ev.decision
    if d is None:
        return []
    out = []
    for name in ("own", "rent"):
        rt = d.routes[name]
        if not rt.available or rt.layout is None or not rt.replicas:
            continue
        installed = delivered = int(rt.replicas)
        if whole_term:
            fleet, tranches = ev.fleet_by_month(name), ev.deliveries(name)
            installed = max(fleet, default=installed)
            delivered = sum(x.replicas for x in tranches) or installed
        out.append(_route_bom(name, *ev.route_unit(name), rt, installed, delivered))
    return out


def _home(value_usd: float | None, r: Result, decimals: int) -> Q:
    """A price in the display currency at the exchange rate alone (the list is before taxes)."""
    return Q(None if value_usd is None else value_usd * r.cost.domestic_currency_factor, "money", decimals)


def server_power_w(s: Scenario, per_server: int) -> float:
    """The rated power of one server of ``per_server`` GPUs (W): the catalog's node rating scaled to
    the GPUs it holds, else the GPUs' TDP (the production page's ``power_per_gpu_w`` the same way)."""
    gpu = s.hardware.gpu
    return gpu.node_power_w * per_server / gpu.gpus_per_node if gpu.node_power_w else gpu.tdp_w * per_server


def rack_layout(s: Scenario, per_server: int, servers: int) -> tuple[int, bool, int]:
    """(servers per rack, rack-scale, racks): a rack-scale system (an NVLink domain of 36 GPUs or more,
    as the production page counts racks) fills one rack; other servers are packed whole at the stated
    density (:data:`RACK_KW`), at least one per rack."""
    gpu = s.hardware.gpu
    if gpu.nvlink_domain >= 36:
        per_rack = max(1, gpu.nvlink_domain // per_server)
        return per_rack, True, max(1, math.ceil(servers / per_rack))
    per_rack = max(1, math.floor(rack_density(s) * 1000 / server_power_w(s, per_server)))
    return per_rack, False, max(1, math.ceil(servers / per_rack))


def rack_density(s: Scenario) -> float:
    """The kW a rack holds: the buyer's per-rack limit (``constraints.rack_kw``), else :data:`RACK_KW`."""
    return s.constraints.rack_kw if s.constraints.rack_kw is not None else RACK_KW


def _route_bom(name: str, s: Scenario, r: Result, rt, installed: int | None = None,
               delivered: int | None = None) -> RouteBom:
    """The route's lines for ``installed`` replicas (default: the decision's first month), of which
    ``delivered`` are bought or provisioned (more than installed when servers are replaced in the term)."""
    from k3desk.core.money.tco import replica_server_usd

    hw, gpu, lay = s.hardware, s.hardware.gpu, rt.layout
    per_server = min(lay.gpu_count, hw.gpus_per_node)
    servers_per_replica = max(lay.nodes, math.ceil(lay.gpu_count / per_server))
    replicas = int(rt.replicas) if installed is None else installed
    bought = replicas if delivered is None else delivered
    servers, gpus = bought * servers_per_replica, bought * lay.gpu_count
    spares = hw.spare_replicas
    installed_servers = replicas * servers_per_replica
    klass = T(N_("{n}-GPU {gpu} server"), {"n": Q(per_server, "int"), "gpu": gpu_label(s)})
    fleet = T(N_("{replicas} ({n} per replica), spare replicas included: {spares}"),
              {"replicas": Q(replicas, "int", noun="replicas"), "n": Q(servers_per_replica, "int"),
               "spares": Q(spares, "int")})
    final = rt.replicas_final
    if installed is None and final and final > replicas:   # the volume grows: the fleet at the end of the term
        fleet = T(N_("{fleet}; for month 1, growing to {final} by month {month} ({servers} servers)"),
                  {"fleet": fleet, "final": Q(final, "int", noun="replicas"), "month": Q(s.pricing.horizon_months, "int"),
                   "servers": Q(final * servers_per_replica, "int")})
    # what a vendor reads: the servers and their GPUs in one line, never a price
    spec = T(N_("{gpu}, {each} per server ({mem} each), {all} GPUs in all; servers per replica: {n}; spare "
                "replicas included: {spares}"),
             {"each": Q(per_server, "int"), "gpu": gpu.name, "mem": Q(gpu.memory_gb * 1e9, "bytes_gb", 0),
              "all": Q(gpus, "int"), "n": Q(servers_per_replica, "int"), "spares": Q(spares, "int")})
    lines: list[BomLine] = []
    if name == "own":
        server_usd = replica_server_usd(s, lay.gpu_count)
        per = None if server_usd is None else server_usd / servers_per_replica
        lines.append(BomLine("servers", klass, Q(servers, "int"), T(N_("{fleet}; about {price} each before import "
                                                                        "taxes (GPUs plus {share} for the rest "
                                                                        "of the server)"),
                                                                    {"fleet": fleet, "price": money_home(per, r),
                                                                     "share": Q(hw.server_share, "fraction")})
                             if per is not None else fleet,
                             _src(hw.purchase_source), None if server_usd is None else server_usd * bought,
                             spec=spec, ncm=NCM_SERVER))
    else:
        month = (hw.price_per_gpu_hour or 0) * per_server * s.pricing.hours_per_month
        lines.append(BomLine("servers", T(N_("Rented {n}-GPU {gpu} instance"), {"n": Q(per_server, "int"),
                                                                               "gpu": gpu_label(s)}),
                             Q(servers, "int"), T(N_("{fleet}; {price} per GPU-hour, about {month} per instance "
                                                     "and month"),
                                                  {"fleet": fleet, "price": _home(hw.price_per_gpu_hour, r, 2),
                                                   "month": money_home(month, r)}),
                             _src(hw.price_source), month * servers, spec=spec))
    lines.append(BomLine("gpus", T(N_("GPUs: {gpu}"), {"gpu": gpu.name}), Q(gpus, "int"),
                         T(N_("{n} per server, {mem} each"), {"n": Q(per_server, "int"),
                                                              "mem": Q(gpu.memory_gb * 1e9, "bytes_gb", 0)}),
                         _src(gpu.source)))
    server_mem = per_server * gpu.memory_gb * 1e9
    ram = max(server_mem, gpu.host_memory_gb * 1e9)
    lines.append(BomLine("cpu_ram", T(N_("CPUs and system memory")), Q(servers, "int"),
                         T(N_("two server CPUs and at least {ram} of system memory per server (no less than the "
                              "GPU memory it holds)"), {"ram": Q(ram, "bytes_gb", 0)}), _quote()))
    lines.append(BomLine("nvme", T(N_("Fast NVMe storage")), Q(servers, "int"),
                         T(N_("{v} per server for the {c} checkpoint plus a second copy and swap"),
                           {"v": Q(r.storage.nvme_bytes, "bytes_gb", 0),
                            "c": Q(r.storage.checkpoint_bytes, "bytes_gb", 0)}),
                         T(SEED_004)))
    if servers_per_replica > 1:
        ports = bought * lay.gpu_count * PORTS_PER_GPU
        lines.append(BomLine("network", T(N_("Scale-out network")), Q(ports, "int"),
                             T(N_("one 400 Gbit/s or faster RDMA port per GPU ({p}) and the switches that join "
                                  "{n} servers per replica"), {"p": Q(ports, "int"),
                                                                "n": Q(servers_per_replica, "int")}), _quote(),
                             ncm=NCM_SWITCH if name == "own" else ""))
    lines.append(BomLine("frontend", T(N_("Front-end and management network")), Q(servers, "int"),
                         T(N_("one front-end port and one management port per server, and their switch ports")),
                         _quote(), ncm=NCM_SWITCH if name == "own" else ""))
    node_w = server_power_w(s, per_server)
    total_kw = node_w * installed_servers / 1000
    per_rack, rack_scale, racks = rack_layout(s, per_server, installed_servers)
    if name == "own":
        power_src = _src(gpu.node_power_source) if gpu.node_power_w else T(N_("GPU TDP × GPUs (no server rating "
                                                                              "known)"))
        lines.append(BomLine("power", T(N_("Power")), T(N_("{kw} kW"), {"kw": Q(total_kw, "num", 1)}),
                             T(N_("{w} W per server rated, {kw} kW in total; {f} kW at the facility (PUE {pue})"),
                               {"w": Q(node_w, "int"), "kw": Q(total_kw, "num", 1),
                                "f": Q(total_kw * hw.pue, "num", 1), "pue": Q(hw.pue, "num", 2)}), power_src))
        rack_kw = node_w * per_rack / 1000
        lines.append(BomLine("racks", T(N_("Racks")), Q(racks, "int"),
                             T(N_("one rack-scale system of {n} servers each, {kw} kW per rack"),
                               {"n": Q(per_rack, "int"), "kw": Q(rack_kw, "num", 1)}) if rack_scale else
                             T(N_("{n} servers and {kw} kW per rack, at {density} kW per rack at most (a stated "
                                  "density; rack units per server to be quoted)"),
                               {"n": Q(per_rack, "int"), "kw": Q(rack_kw, "num", 1),
                                "density": Q(rack_density(s), "num", 0)}),
                             _quote()))
        colo = hw.hosting_per_gpu_month * replicas * lay.gpu_count
        space = T(N_("space, {kw} kW of power and cooling, and connectivity"), {"kw": Q(total_kw * hw.pue, "num", 1)})
        lines.append(BomLine("colocation", T(N_("Colocation")), Q(racks, "int"),
                             T(N_("{p} per GPU and month, {t} per month in total"),
                               {"p": money_home(hw.hosting_per_gpu_month, r), "t": money_home(colo, r)})
                             if colo > 0 else space,
                             T(N_("entered in the scenario")) if colo > 0 else _quote(), colo or None, spec=space))
    lines.append(BomLine("software", T(N_("Software")), None,
                         T(N_("{engine} (open source); a Linux server distribution with the GPU driver and CUDA"),
                           {"engine": ENGINES.get(s.serving.engine, s.serving.engine)}), T(SEED_004)))
    maint = s.finance.maintenance_percent_per_year
    term = T(N_("hardware replacement and response times for the term ({n} months)"),
             {"n": Q(s.pricing.horizon_months, "int")})
    support = (T(N_("{p} of the purchase a year (entered in the scenario)"), {"p": Q(maint / 100, "fraction")})
               if name == "own" and maint > 0 else term)
    lines.append(BomLine("support", T(N_("Support contract")), None, support,
                         T(N_("entered in the scenario")) if name == "own" and maint > 0 else _quote(), spec=term))
    return RouteBom(name, gpu.name, servers, per_server, tuple(lines), servers_per_replica=servers_per_replica,
                    server_w=node_w, servers_per_rack=per_rack, rack_scale=rack_scale, racks=racks)


def _rows(b: RouteBom) -> tuple[tuple[Cell, ...], ...]:
    return tuple((ln.item, ln.quantity, ln.detail, short_source(ln.source)) for ln in b.lines)


def bom_section(ev: Evaluation) -> Section:
    """The PDF's "Bill of materials" page: one table per hardware route, each line with its source."""
    boms = route_boms(ev)
    title = T(N_("Bill of materials"))
    if not boms:
        return Section(title, (Paragraph(T(N_("No bill of materials: no route that buys or rents hardware is "
                                              "costed for this scenario.")), "lead"),), new_page=True)
    blocks: list[Block] = [Paragraph(T(N_("What to buy or rent around the GPUs for the chosen configuration, "
                                          "for the planned volume in month 1 with the spare replicas. Lines "
                                          "marked \u201cto be quoted\u201d have no published figure: ask the "
                                          "vendor.")), "lead"),
                           Paragraph(T(INTERNAL), "note")]
    later = max((len(ev.deliveries(b.route)) - 1 for b in boms), default=0)
    if later > 0:   # the volume grows: the tranches after the first month are the RFQ's schedule
        blocks.append(Paragraph(T(N_("The volume grows: up to {n} more deliveries follow over the term ({months} "
                                     "months), scheduled in the request for quotation."),
                                  {"n": Q(later, "int"), "months": Q(ev.scenario.pricing.horizon_months, "int")}),
                                "note"))
    for b in boms:
        blocks.append(Table(columns=(T(N_("Item")), T(N_("Quantity")), T(N_("Specification")), T(N_("Source"))),
                            rows=_rows(b), widths=(1.5, 0.8, 3.2, 1.8), small=True,
                            title=T(ROUTE_TITLES[b.route])))
    return Section(title, tuple(blocks), new_page=True)
