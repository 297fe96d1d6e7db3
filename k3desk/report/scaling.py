"""Why more GPUs can mean less speed per user, in one line.

Stepping from 8 to 16 GPUs in a meeting can drop the speed each user sees (37 to 21 tok/s on B300):
the extra GPUs hold more conversations at once, but each decode step then waits on something the
smaller setup did not. This module compares the configuration with the next smaller deployable
count (the one the presenter's "−" lands on) and, when that one is faster per user, says which of
the step model's terms (``core.throughput``) grew: the network between servers once the group is
wider than one fast-link domain (NVLink, Infinity Fabric), else the coordination of a wider group. Worded as data, like every figure; the presentation page only shows it.
"""

from __future__ import annotations

from k3desk.core import compute
from k3desk.core.advisor.auto import next_deployable
from k3desk.core.catalog import Catalog
from k3desk.core.edit import EditError, apply_edits
from k3desk.core.result import Result
from k3desk.core.scenario import Scenario
from k3desk.report.model import N_, Q, T

#: how much faster the smaller setup must be before the drop is worth a word (rounding noise aside)
NOTICEABLE = 0.02


def _group(r: Result) -> int:
    """GPUs in one tensor-parallel group (a pipeline stage)."""
    return max(1, r.fit.gpu_count // max(1, r.fit.pipeline_parallel))


def slower_with_more_gpus(s: Scenario, r: Result, catalog: Catalog | None = None) -> T | None:
    """One line on why this many GPUs give each user less speed than the next smaller deployable
    count, or None when they do not (or either configuration has no speed: it does not run)."""
    if not r.fit.usable:
        return None
    count = r.fit.gpu_count
    fewer = next_deployable(s, count, up=False)
    if fewer >= count:
        return None
    try:
        small_s = apply_edits(s, {"hardware.gpu_count": fewer}, catalog)
    except (EditError, ValueError):
        return None
    small = compute(small_s, catalog)
    now, before = r.throughput.decode_per_sequence.value, small.throughput.decode_per_sequence.value
    if not small.fit.usable or not now or before <= now * (1 + NOTICEABLE):
        return None
    args = {"now": Q(now, "tok_s"), "before": Q(before, "tok_s"), "fewer": Q(fewer, "int", noun="gpus"),
            "count": Q(count, "int", noun="gpus")}
    domain = s.hardware.gpu.nvlink_domain
    if _group(r) > domain >= _group(small):
        return T(N_("{now} per user, down from {before} on {fewer}: with {count}, each step crosses the slower "
                    "network between servers"), args)
    return T(N_("{now} per user, down from {before} on {fewer}: with {count}, coordinating the GPUs costs each "
                "step more than it saves"), args)
