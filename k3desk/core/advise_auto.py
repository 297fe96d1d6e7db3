"""The advisor inside the everyday controls: the Automatic GPU count picks its serving mode with the
advisor (so it tries data-parallel attention and pipeline stages, not only tensor parallelism), and
the presentation stepper walks deployable counts only.
"""

from __future__ import annotations

from k3desk.core import fit as fitmod
from k3desk.core.advise import Option, advise
from k3desk.core.advise_space import Constraints
from k3desk.core.catalog import Catalog, load_catalog
from k3desk.core.scenario import Scenario

#: Largest count the stepper offers (one replica).
MAX_STEP_GPUS = 1024


def automatic_choice(s: Scenario, catalog: Catalog | None = None) -> Option | None:
    """The cheapest option on the scenario's GPU type that keeps its number formats and ownership."""
    cat = catalog or load_catalog()
    c = Constraints(gpus=(s.hardware.gpu.id,), ownership=s.hardware.ownership, quantized=False)
    a = s.model
    for o in advise(s, c, cat).options:
        f = o.formats
        if (f.experts, f.dense, f.kv) == (a.expert_format, a.dense_format, a.kv_format) and o.speculative_factor == 1:
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
