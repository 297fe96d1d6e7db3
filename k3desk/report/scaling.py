"""Why more GPUs can mean less speed per user, in one line.

Stepping from 8 to 16 GPUs in a meeting can drop the speed each user sees (37 to 21 tok/s on B300):
the extra GPUs hold more conversations at once, but each decode step then waits on something the
smaller setup did not. This module compares the configuration with the next smaller deployable
count (the one the presenter's "−" lands on) and, when that one is faster per user, says which of
the step model's terms (``core.throughput``) grew: the network between servers once the group is
wider than one fast-link domain (NVLink, Infinity Fabric), else the coordination of a wider group. Worded as data, like every figure; the presentation page only shows it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from k3desk.core.result import Result
from k3desk.report.model import N_, Q, T

if TYPE_CHECKING:
    from k3desk.session import Evaluation

#: how much faster the smaller setup must be before the drop is worth a word (rounding noise aside)
NOTICEABLE = 0.02


def _group(r: Result) -> int:
    """GPUs in one tensor-parallel group (a pipeline stage)."""
    return max(1, r.fit.gpu_count // max(1, r.fit.pipeline_parallel))


def slower_with_more_gpus(ev: Evaluation) -> T | None:
    """One line on why this many GPUs give each user less speed than the next smaller deployable
    count (``Evaluation.next_smaller``), or None when they do not (or either configuration has no speed:
    it does not run)."""
    s, r = ev.scenario, ev.result
    small = ev.next_smaller()
    if small is None:
        return None
    count, fewer = r.fit.gpu_count, small.fit.gpu_count
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
