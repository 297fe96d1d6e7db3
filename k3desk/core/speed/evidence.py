"""Evidence for a speed estimate: the nearest measured rows of the corpus, each with what the model
estimates for that exact measured setup ("for this setup we estimate 64 tok/s; SGLang measured 61").

Nearness weighs, in this order, the model family, the GPU, the engine and the concurrency
(docs/domain.md §5: the anchor is the nearest measured row, not always a Kimi K3 point). The estimate for
a row is computed by the same step model as the scenario, at the row's own model, formats, GPU
count, engine, attention mode, concurrency and request shape. Pure: no Qt, no files written.
"""

from __future__ import annotations

import math

from k3desk.core.catalog import Catalog, load_catalog
from k3desk.core.model.memory import kv_layout, weight_bytes
from k3desk.core.model.params import count_params
from k3desk.core.result import Evidence
from k3desk.core.scenario import Scenario
from k3desk.core.speed import calibration as cal
from k3desk.core.speed import corpus
from k3desk.core.speed.throughput import (
    StepInputs,
    first_token_time,
    offload_step_time,
    prefill_time,
    step_inputs,
    step_time,
    with_terms,
)

#: Largest prefill-per-decode ratio (as in sizing): all-input benchmarks.
MAX_RATIO = 64.0
#: How many rows the evidence lists.
SHOWN = 3


def family(model_id: str) -> str:
    """'kimi-k2.5' -> 'kimi', 'qwen3-30b-a3b' -> 'qwen3': the vendor line a model belongs to."""
    return model_id.split("-")[0]


def gpu_family(gpu_id: str) -> str:
    """GPUs that share an architecture (calibration.ARCHITECTURE: Hopper, Blackwell, CDNA 3, ...)."""
    return cal.ARCHITECTURE.get(gpu_id, gpu_id)


def distance(s: Scenario, row: corpus.Row) -> float:
    """Smaller is nearer: model, then GPU, then engine, then concurrency (log2 steps)."""
    m = 0 if s.model.id == row.model else 2 if family(s.model.id) == family(row.model) else 4
    g = 0 if s.hardware.gpu.id == row.gpu else 1 if gpu_family(s.hardware.gpu.id) == gpu_family(row.gpu) else 2
    e = 0 if s.serving.engine == row.engine else 0.5
    c = abs(math.log2(max(s.workload.concurrent_sequences, 1) / max(row.concurrency, 1))) * 0.25
    o = 0 if bool(s.hardware.offload_experts) == row.offload else 3
    return m + g + e + c + o


def inputs(row: corpus.Row, cat: Catalog) -> StepInputs:
    """The step model's inputs for a measured setup (its own formats, GPU count, layout)."""
    a = cat.model(row.model)
    if row.formats:
        a = a.model_copy(update=row.formats)
    p = count_params(a)
    w, kv = weight_bytes(p, a, cat), kv_layout(a, cat)
    gpu = cat.gpu(row.gpu)
    nodes = math.ceil(row.gpus / gpu.gpus_per_node)
    x = step_inputs(a, p, w, kv, gpu, row.gpus, row.gpus, nodes, row.attention == "dp", row.engine, cat)
    if not row.release:
        return x
    kind = "path" if row.release in corpus.RELEASE_PATHS else "release"
    return with_terms(x, (*x.terms, f"{kind}:{row.release}"), row.release)


_CACHE: dict[int, tuple[Catalog, dict[str, StepInputs]]] = {}


def row_inputs(row: corpus.Row, cat: Catalog) -> StepInputs:
    """Inputs per row, built once per catalog (they do not depend on the fitted constants)."""
    hit = _CACHE.get(id(cat))
    if hit is None or hit[0] is not cat:
        hit = _CACHE[id(cat)] = (cat, {r.id: inputs(r, cat) for r in corpus.ROWS})
    return hit[1][row.id]


def estimate_from(row: corpus.Row, x: StepInputs) -> float:
    """The model's figure for a row, in the row's own metric (tok/s per user, or seconds)."""
    if row.offload:
        return 1.0 / offload_step_time(x)
    ratio = 0.0 if row.static else min(row.prompt / max(row.output, 1), MAX_RATIO)
    t_step = step_time(x, row.concurrency, row.prompt + row.output // 2, ratio, row.output)[0]
    if row.metric == "ttft":
        return first_token_time(x, row.prompt, row.output, row.concurrency, t_step)
    if row.metric == "e2e":
        return (row.prompt + row.output) / (prefill_time(x, row.prompt) + row.output * t_step)
    return 1.0 / t_step


def estimate(row: corpus.Row, cat: Catalog | None = None) -> float:
    cat = cat or load_catalog()
    return estimate_from(row, row_inputs(row, cat))


def nearest(s: Scenario, k: int = SHOWN) -> list[corpus.Row]:
    """The ``k`` nearest usable rows (speed rows; TTFT-only rows are not an anchor for speed)."""
    rows = [r for r in corpus.ROWS if r.metric != "ttft"]
    return sorted(rows, key=lambda r: (distance(s, r), -r.weight))[:k]


_SEEN: dict[tuple, tuple[Catalog, tuple[Evidence, ...]]] = {}


def evidence_for(s: Scenario, cat: Catalog | None = None, k: int = SHOWN) -> tuple[Evidence, ...]:
    """The evidence rows for a scenario; remembered per (model, GPU, engine, concurrency, offload),
    the only inputs it reads, so an edit elsewhere costs nothing."""
    cat = cat or load_catalog()
    key = (s.model.id, s.hardware.gpu.id, s.serving.engine, s.workload.concurrent_sequences,
           bool(s.hardware.offload_experts), k, id(cat))
    hit = _SEEN.get(key)
    if hit is not None and hit[0] is cat:
        return hit[1]
    if len(_SEEN) > 256:
        _SEEN.clear()
    out = []
    for r in nearest(s, k):
        est = estimate(r, cat)
        out.append(Evidence(
            id=r.id, model=r.model, gpu=r.gpu, gpus=r.gpus, engine=r.engine, concurrency=r.concurrency,
            metric=r.metric, measured=r.value, estimate=est, error=est / r.value - 1, trust=r.trust,
            source=r.source, date=r.date, conditions=r.conditions, distance=distance(s, r),
            fitted=not r.not_fitted))
    _SEEN[key] = (cat, tuple(out))
    return _SEEN[key][1]
