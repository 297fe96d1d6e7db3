"""A self-hosted route's fleet month by month, and the deliveries it takes (docs/domain.md §9, "Fleet").

The decision costs a route with ``counts[m - 1]`` replicas in month m: sized for the month's volume at
its peak (``workload.volume_growth_per_month`` compounds it), plus the spares (``decision.fleet_for``
at ``tco.volume_at``). The procurement pack reads the same fleet to schedule deliveries in tranches:

- **buying** (``own``): what ``cashflow.owned_flows`` pays for, in the month it pays: the first month's
  fleet at signing, then each month the fleet must grow (an owned fleet never shrinks), then the same
  replicas again when their useful life ends inside the term;
- **renting** (``rent``): each month the billed fleet grows (``cashflow.committed_counts``: a committed
  replica stays to the end of its commitment, an on-demand one follows the volume).

Pure; no money here, only counts and months.
"""

from __future__ import annotations

from dataclasses import dataclass

from k3desk.core.money.cashflow import committed_counts, life_months
from k3desk.core.money.decision import fleet_for
from k3desk.core.money.tco import volume_at
from k3desk.core.scenario import Scenario

#: Why a delivery is made: the fleet for the first month, the volume's growth, the end of a useful life.
INITIAL, GROWTH, REPLACEMENT = "initial", "growth", "replacement"


@dataclass(frozen=True)
class Delivery:
    """Replicas a route adds in one term month: ``month`` 0 is signing (the first month's fleet, needed
    from month 1), later months are needed from that month on."""

    month: int
    replicas: int
    reason: str   # INITIAL | GROWTH | REPLACEMENT

    @property
    def needed_from(self) -> int:
        """The term month the replicas must be serving in (1 for what is bought at signing)."""
        return max(1, self.month)


def monthly_fleet(s: Scenario, replica_tokens: float, gpus: int | None = None, floor: int = 0) -> tuple[int, ...]:
    """Replicas needed in months 1..N (spares included) when one replica of ``gpus`` GPUs carries
    ``replica_tokens`` a month and a stated peak rate needs ``floor`` at least: what the decision's cash flows
    cost (``decision._self_host_flows`` at the planned volume)."""
    horizon = s.pricing.horizon_months
    if s.workload.volume_growth_per_month == 0:
        return (fleet_for(s, volume_at(s, 1), replica_tokens, gpus, floor),) * horizon
    return tuple(fleet_for(s, volume_at(s, m), replica_tokens, gpus, floor) for m in range(1, horizon + 1))


def owned_deliveries(s: Scenario, counts: tuple[int, ...]) -> tuple[Delivery, ...]:
    """The purchases of an owned fleet of ``counts`` (``cashflow.owned_flows``' schedule, month by month)."""
    horizon, life = s.pricing.horizon_months, life_months(s)
    out: list[Delivery] = []
    held: list[tuple[int, int]] = []   # (month bought, replicas) still in the fleet
    fleet = 0
    for m in range(horizon + 1):
        for bought, k in [x for x in held if x[0] + life == m and m < horizon]:
            held.remove((bought, k))
            held.append((m, k))
            out.append(Delivery(m, k, REPLACEMENT))
        need = counts[0] if m == 0 else counts[m - 1]
        if need > fleet:
            out.append(Delivery(m, need - fleet, INITIAL if m == 0 else GROWTH))
            held.append((m, need - fleet))
            fleet = need
    return tuple(out)


def rented_deliveries(s: Scenario, counts: tuple[int, ...]) -> tuple[Delivery, ...]:
    """The instances a rented fleet of ``counts`` adds: the first month's, then each month it grows."""
    billed, _owed = committed_counts(s, list(counts))
    out: list[Delivery] = []
    fleet = 0
    for m, n in enumerate(billed, start=1):
        if n > fleet:
            out.append(Delivery(0 if m == 1 else m, n - fleet, INITIAL if m == 1 else GROWTH))
        fleet = n
    return tuple(out)
