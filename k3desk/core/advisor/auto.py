"""The advisor inside the everyday controls: the Automatic GPU count picks its serving mode with the
advisor (so it tries data-parallel attention and pipeline stages, not only tensor parallelism), and
the presentation stepper walks deployable counts only.
"""

from __future__ import annotations

from k3desk.core.advisor.advise import Option, advise
from k3desk.core.advisor.space import Constraints
from k3desk.core.catalog import Catalog, load_catalog
from k3desk.core.model import fit as fitmod
from k3desk.core.money.cost import replicas_for
from k3desk.core.money.market import TIE
from k3desk.core.scenario import Scenario

#: Largest count the stepper offers (one replica).
MAX_STEP_GPUS = 1024


#: The decision's per-GPU tables, keyed by everything but the volume (a dragged volume reuses its table).
_TABLES: dict[tuple, tuple[Option, ...]] = {}


def layout_table(s: Scenario, catalog: Catalog | None = None, measurements: tuple = ()) -> tuple[Option, ...]:
    """Every layout of the scenario's GPU type that keeps its number formats and ownership, without
    speculative decoding, replicas and production units alike, each with what one replica (unit) costs a
    month and carries (``usd_per_month_per_replica``, ``replica_tokens``): the decision's per-GPU table,
    computed once for the scenario apart from its volume (the Advisor's own search, every pool size),
    anchored on the buyer's ``measurements`` as the Advisor's options are."""
    cat = catalog or load_catalog()
    w = s.workload
    # the table is made at a volume of 1 a month, so it reads the peak rate the volume implies: a stated rate
    # is the routes' own business (``latency.replica_floor`` on each route's scenario, the capacity then left
    # whole: ``latency.capacity_for``), so with one the targets are too; without one the targets stay
    constraints = s.constraints
    if w.peak_requests_per_second is not None:
        constraints = constraints.model_copy(update={"ttft_p99_s": None, "tpot_p99_s": None})
        s = s.model_copy(update={"constraints": constraints})
    w = w.model_copy(update={"peak_requests_per_second": None})
    key = (id(cat), measurements, s.model, s.hardware, w.model_copy(update={"tokens_per_month": 0.0}), s.serving,
           s.pricing, constraints)
    table = _TABLES.get(key)
    if table is None:
        if len(_TABLES) > 64:
            _TABLES.clear()
        c = Constraints(gpus=(s.hardware.gpu.id,), ownership=s.hardware.ownership, quantized=False)
        a = s.model
        one = s.model_copy(update={"workload": w.model_copy(update={"tokens_per_month": 1.0})})
        table = _TABLES[key] = tuple(
            o for o in advise(one, c, cat, every_layout=True, measurements=measurements).options
            if (o.formats.experts, o.formats.dense, o.formats.kv) == (a.expert_format, a.dense_format, a.kv_format)
            and o.speculative_factor == 1 and o.replica_tokens > 0)
    return table


def cheapest_layout(s: Scenario, volume: float, catalog: Catalog | None = None,
                    production: bool = True, measurements: tuple = ()) -> Option | None:
    """The table's cheapest layout for a monthly volume (replicas or units sized to it, the Advisor's rule;
    ties: :data:`TIE`)."""
    rows = [(o.usd_per_month_per_replica * replicas_for(volume, o.replica_tokens), o)
            for o in layout_table(s, catalog, measurements) if production or not o.production]
    if not rows:
        return None
    low = min(total for total, _ in rows)
    return min((o for total, o in rows if total <= low * (1 + TIE)), key=lambda o: o.gpu_count)


def automatic_choice(s: Scenario, catalog: Catalog | None = None, production: bool = False,
                     measurements: tuple = ()) -> Option | None:
    """The cheapest option on the scenario's GPU type that keeps its number formats and ownership;
    production-scale layouts (disaggregated, wide-ep) only when ``production`` (the decision's routes,
    from the per-GPU table: the window's Automatic count stays a replica the count control can show)."""
    if production:
        return cheapest_layout(s, s.workload.tokens_per_month, catalog, measurements=measurements)
    cat = catalog or load_catalog()
    c = Constraints(gpus=(s.hardware.gpu.id,), ownership=s.hardware.ownership, quantized=False)
    a = s.model
    for o in advise(s, c, cat, measurements=measurements).options:
        f = o.formats
        if (f.experts, f.dense, f.kv) == (a.expert_format, a.dense_format, a.kv_format) and o.speculative_factor == 1 \
                and (production or not o.production):
            return o
    return None


def automatic_edits(s: Scenario, catalog: Catalog | None = None) -> dict:
    """Edits for an Automatic GPU count: the advisor's serving mode, the count left to the rules."""
    o = automatic_choice(s, catalog)
    edits: dict = {"hardware.gpu_count": None}
    if o is not None:
        edits.update({"serving.attention_parallel": o.attention, "hardware.pipeline_parallel": o.pipeline_parallel > 1,
                      "hardware.multi_node": o.nodes > 1 or s.hardware.multi_node})
    return edits


def deployable_counts(s: Scenario, limit: int = MAX_STEP_GPUS) -> list[int]:
    """GPU counts that follow the deployment rules for the scenario's serving mode, ascending."""
    return [n for n in fitmod.candidates(s) if n <= limit]


def next_deployable(s: Scenario, current: int, up: bool) -> int:
    """The next deployable count above (or below) ``current``; stays put at either end."""
    counts = deployable_counts(s) or [current]
    if up:
        return next((n for n in counts if n > current), counts[-1] if counts[-1] > current else current)
    return next((n for n in reversed(counts) if n < current), counts[0] if counts[0] < current else current)
