"""Energy, emissions and a facility's power (docs/domain.md §15).

- **the fleet's kW**: every GPU's share of its server's rated power (``GPU.power_per_gpu_w``: a DGX H100
  is 10.2 kW for 8 GPUs), replicas × GPUs a replica, spares included: the draw the owned cost pays for.
  At the meter it is × PUE (cooling and distribution).
- **kWh per million tokens**: the month's energy at the meter, kW × PUE × the hours of a month, over the
  month's tokens, × 10^6. The rated power all month, as the owned cost counts it: an upper figure (a fleet
  below its peak draws less).
- **kg CO2 per million tokens**: those kWh × the emission factor of the grid the fleet draws from
  (``hardware.grid``; ``auto``: the buyer's country's for an owned fleet or a rental in Brazil, the world
  average for a rental abroad), each factor sourced in the catalog (``operations.json``).
- **a facility's limit**: an owned fleet whose kW × PUE exceeds ``constraints.facility_kw`` at any month of
  the term, or one of whose servers draws more than a rack holds (``constraints.rack_kw``), is left out of
  the decision (reason ``facility_power``); otherwise its servers are laid out over
  ``⌈servers / ⌊rack kW / server kW⌋⌉`` racks.

Pure, Qt-free.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from k3desk.core.scenario import Scenario

if TYPE_CHECKING:
    from k3desk.core.catalog import Catalog, Grid


def fleet_kw(s: Scenario, gpus: int, replicas: int) -> float:
    """The rated draw of ``replicas`` replicas of ``gpus`` GPUs, kW (before PUE)."""
    return replicas * gpus * s.hardware.gpu.power_per_gpu_w / 1000


def meter_kw(s: Scenario, kw: float) -> float:
    """A draw at the meter: × PUE."""
    return kw * s.hardware.pue


def server_kw(s: Scenario) -> float:
    """One server's rated draw, kW."""
    return s.hardware.gpu.power_per_gpu_w * s.hardware.gpus_per_node / 1000


def servers(s: Scenario, gpus: int, replicas: int) -> int:
    """Servers a fleet fills (replicas of part of a server share one)."""
    return math.ceil(replicas * gpus / max(1, s.hardware.gpus_per_node))


def racks(s: Scenario, gpus: int, replicas: int) -> int | None:
    """Racks the fleet's servers take under the per-rack limit; None without one, or when a server draws
    more than a rack holds."""
    limit = s.constraints.rack_kw
    if limit is None:
        return None
    per_rack = math.floor(limit / server_kw(s) + 1e-9)
    return math.ceil(servers(s, gpus, replicas) / per_rack) if per_rack >= 1 else None


def over_facility(s: Scenario, gpus: int, replicas: int) -> bool:
    """The fleet draws more than the facility allows at the meter, or a server more than a rack holds."""
    c = s.constraints
    if c.facility_kw is not None and meter_kw(s, fleet_kw(s, gpus, replicas)) > c.facility_kw * (1 + 1e-12):
        return True
    return c.rack_kw is not None and server_kw(s) > c.rack_kw * (1 + 1e-12)


def kwh_per_mtok(s: Scenario, kw: float, tokens_per_month: float) -> float | None:
    """kWh at the meter per million tokens for a fleet of ``kw`` carrying the month's tokens; None without any."""
    if tokens_per_month < 1:
        return None
    return meter_kw(s, kw) * s.pricing.hours_per_month / tokens_per_month * 1e6


def grid_id(s: Scenario, route: str) -> str:
    """The grid a self-hosted route's fleet draws from (see the module's note)."""
    if s.hardware.grid != "auto":
        return s.hardware.grid
    home = "BR" if s.taxes.jurisdiction == "BR" else "world"
    if route == "rent" and s.pricing.rental_provider_location == "abroad":
        return "world"
    return home


def grid_of(s: Scenario, route: str, catalog: Catalog) -> Grid | None:
    return catalog.grids.get(grid_id(s, route))
