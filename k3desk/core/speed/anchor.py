"""The buyer's own measurements: evidence shown first, and an anchor for the estimate near them.

A :class:`Measurement` is one imported benchmark run (``core.bench_import``) completed with what its
file does not say (GPU type and count, engine, layout). For a scenario of the same model, GPU type
and engine, the estimate is re-anchored to the nearest one, a stated correction on top of the speed
model (which is not changed):

    ratio   r = measured / model at the measurement's own setup      (decode: 1000 / median TPOT)
    weight  w = exp(−Δ² / (2 σ²)),  σ = ln 4
    Δ²      = ln²(c / c_m) + ln²(p / p_m) + ln²(L / L_m) + ln²(n / n_m)
    anchored estimate = model estimate × r^w                          (TTFT likewise, its own r)

c concurrency, p prompt tokens, L context tokens (prompt + output), n GPUs; ``_m`` the measurement's.
The model's figure "at the measurement's setup" is ``estimate.estimate`` of the scenario with those four set to
the measurement's (and its GPU type, engine and attention layout); the rest (formats, request mix) stays.
At its own setup w = 1 and the estimate is the measurement; at 4× the concurrency w = 0.61, at 8×
0.32, at 16× 0.11; below :data:`MIN_WEIGHT` it no longer anchors. With several candidates the one
of largest weight anchors (the latest on a tie). Pure: the command line and the window load the
library (``persistence.measurements``) and pass the measurements to ``compute`` and ``advise``.

:func:`anchors` is the same rule at many GPU counts of one setup at once (the Advisor's options): the
weights of every measurement over all counts in one array, the model's figure at a measurement's setup
computed once per measurement; :func:`anchor_for` is its one-count case.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from k3desk.core.catalog import Catalog
from k3desk.core.result import Curves, Evidence, Explanation
from k3desk.core.scenario import Scenario
from k3desk.core.speed.estimate import estimate

#: The tools whose result files a measurement comes from, as they are named.
TOOLS = {"vllm": "vllm bench serve", "sglang": "sglang.bench_serving", "guidellm": "GuideLLM", "aiperf": "AIPerf"}
#: Width of the weight's fall-off, in natural-log units of each ratio: a factor of 4 in one of them.
SIGMA = math.log(4)
#: Below this weight a measurement does not anchor (about 10× away in concurrency alone).
MIN_WEIGHT = 0.05
#: How many of the user's measurements the evidence lists, before the published rows.
SHOWN = 3
#: The formula, as the explanation (``throughput.anchor``) states it.
FORMULA = ("estimate × (measured / model at the measurement's setup)^w; w = exp(−Δ² / (2 × ln(4)²)); "
           "Δ² = ln²(c / c_m) + ln²(p / p_m) + ln²(L / L_m) + ln²(n / n_m)")

_Strict = ConfigDict(extra="forbid", frozen=True, allow_inf_nan=False, str_max_length=400)


class Measurement(BaseModel):
    """One imported run: what the file measured and the setup it ran on."""

    model_config = _Strict
    id: str = Field(min_length=1, max_length=160, pattern=r"^[a-z0-9][a-z0-9._-]*$")
    tool: Literal["vllm", "sglang", "guidellm", "aiperf"]
    file: str = Field(default="", max_length=255, description="the result file's name")
    date: str = Field(pattern=r"^\d{4}-\d{2}-\d{2}$", description="when the run was made (YYYY-MM-DD)")
    imported: str = Field(default="", max_length=40, description="when it was imported (ISO 8601, UTC)")
    served_model: str = Field(default="", max_length=200, description="the model name the file gives")
    model: str = Field(min_length=1, max_length=80)
    gpu: str = Field(min_length=1, max_length=80)
    gpus: int = Field(ge=1, le=4096)
    engine: Literal["vllm", "sglang", "trtllm"]
    attention: Literal["tp", "dp"] = "tp"
    concurrency: int = Field(ge=1, le=1_000_000)
    prompt_tokens: int = Field(ge=1, le=100_000_000, description="mean input tokens per request")
    output_tokens: int = Field(ge=1, le=100_000_000, description="mean output tokens per request")
    tpot_ms: float = Field(gt=0, le=1e7, description="median time per output token, ms")
    ttft_ms: float | None = Field(default=None, gt=0, le=1e9, description="median time to first token, ms")
    requests: int | None = Field(default=None, ge=1)

    @property
    def decode_tokens_per_s(self) -> float:
        """Per-user decode: 1000 / median TPOT."""
        return 1000.0 / self.tpot_ms

    @property
    def ttft_s(self) -> float | None:
        return None if self.ttft_ms is None else self.ttft_ms / 1000.0


@dataclass(frozen=True)
class Anchor:
    """The measurement an estimate is re-anchored to, and by how much."""

    measurement: Measurement
    weight: float  # w above, 0..1
    distance: float  # Δ above
    estimate_there: float  # the model's per-user decode at the measurement's own setup
    ratio: float  # measured / estimate_there
    factor: float  # ratio ** weight, applied to the scenario's per-user decode
    ttft_ratio: float | None = None
    ttft_factor: float = 1.0


def matches(s: Scenario, m: Measurement) -> bool:
    """Same model, GPU type and engine (and not an offloaded setup): the measurement may anchor."""
    return (s.model.id == m.model and s.hardware.gpu.id == m.gpu and s.serving.engine == m.engine
            and not s.hardware.offload_experts)


def distance(s: Scenario, gpus, m: Measurement):
    """Δ: concurrency, prompt, context and GPU count, each as a log ratio. ``gpus`` a count (Δ a float) or
    an array of counts (Δ an array: the scenario at each of them)."""
    import numpy as np  # deferred, as elsewhere in the core: a computation without measurements never loads it

    wl = s.workload
    terms = ((wl.concurrent_sequences, m.concurrency), (wl.prompt_tokens, m.prompt_tokens),
             (wl.context_tokens, m.prompt_tokens + m.output_tokens))
    fixed = sum(math.log(max(a, 1) / max(b, 1)) ** 2 for a, b in terms)
    n = np.log(np.maximum(np.asarray(gpus, dtype=float), 1.0) / max(m.gpus, 1))
    d = np.sqrt(fixed + n * n)
    return float(d) if d.ndim == 0 else d


def weight(delta):
    """w for a Δ (a float) or an array of them."""
    import numpy as np

    w = np.exp(-np.square(delta) / (2 * SIGMA * SIGMA))
    return float(w) if np.ndim(w) == 0 else w


def measured_scenario(s: Scenario, m: Measurement, cat: Catalog) -> Scenario:
    """The scenario at the measurement's own setup: its model, GPUs, engine, layout, concurrency, prompt
    and context; everything else (formats, serving settings, the monthly input/output mix) as in ``s``,
    so the ratio isolates what the model misses on this hardware rather than a change of workload."""
    model = s.model if s.model.id == m.model else cat.model(m.model)
    gpu = s.hardware.gpu if s.hardware.gpu.id == m.gpu else cat.gpu(m.gpu)
    hw = s.hardware.model_copy(update={"gpu": gpu, "gpu_count": m.gpus, "offload_experts": False,
                                       "multi_node": True})
    wl = s.workload.model_copy(update={
        "concurrent_sequences": m.concurrency, "prompt_tokens": m.prompt_tokens,
        "context_tokens": m.prompt_tokens + m.output_tokens})
    serving = s.serving.model_copy(update={"engine": m.engine, "attention_parallel": m.attention})
    return s.model_copy(update={"model": model, "hardware": hw, "workload": wl, "serving": serving})


_SEEN: dict[object, tuple[float, float]] = {}


def model_at(s: Scenario, m: Measurement, cat: Catalog) -> tuple[float, float]:
    """The model's own (unanchored) per-user decode and TTFT at the measurement's setup; remembered."""
    there = measured_scenario(s, m, cat)
    try:
        key: object = (id(cat), m, hash(there))
    except TypeError:
        key = (id(cat), m, there.model_dump_json())
    hit = _SEEN.get(key)
    if hit is None:
        if len(_SEEN) > 256:
            _SEEN.clear()
        try:
            e = estimate(there, cat)
            hit = (e.per_seq, e.ttft_s)
        except (ValueError, ArithmeticError, KeyError):   # a setup the model cannot run: no figure there
            hit = (math.nan, math.nan)
        _SEEN[key] = hit
    return hit


def anchor_for(s: Scenario, gpus: int, measurements: Sequence[Measurement], cat: Catalog) -> Anchor | None:
    """The anchor of the largest weight among the measurements that match ``s`` (None: no anchor)."""
    return anchors(s, (gpus,), measurements, cat)[0]


def anchors(s: Scenario, counts: Sequence[int], measurements: Sequence[Measurement],
            cat: Catalog) -> list[Anchor | None]:
    """The anchor of ``s`` at each of ``counts`` GPUs (None: no anchor there)."""
    import numpy as np

    runs = sorted((m for m in measurements if matches(s, m)), key=lambda m: m.date, reverse=True)
    if not runs:
        return [None] * len(counts)
    n = np.asarray(counts, dtype=float)
    d = np.stack([np.atleast_1d(distance(s, n, m)) for m in runs])   # measurements × counts
    w = weight(d)
    best = np.argmax(w, axis=0)   # the first of the largest: the latest on a tie (sorted above)
    there: dict[int, tuple[float, float]] = {}
    out: list[Anchor | None] = []
    for j, i in enumerate(best.tolist()):
        wj = float(w[i, j])
        if wj < MIN_WEIGHT:
            out.append(None)
            continue
        m = runs[i]
        if i not in there:
            there[i] = model_at(s, m, cat)
        decode, ttft = there[i]
        if not (decode > 0 and math.isfinite(decode)):
            out.append(None)
            continue
        ratio = m.decode_tokens_per_s / decode
        ttft_ratio = m.ttft_s / ttft if m.ttft_s is not None and math.isfinite(ttft) and ttft > 0 else None
        out.append(Anchor(measurement=m, weight=wj, distance=float(d[i, j]), estimate_there=decode, ratio=ratio,
                          factor=ratio ** wj, ttft_ratio=ttft_ratio,
                          ttft_factor=ttft_ratio ** wj if ttft_ratio else 1.0))
    return out


def _family(model_id: str) -> str:
    return model_id.split("-")[0]


def evidence_rows(s: Scenario, gpus: int, measurements: Sequence[Measurement], cat: Catalog,
                  anchor: Anchor | None) -> tuple[Evidence, ...]:
    """The user's measurements of the scenario's model family as evidence rows, the anchor first."""
    mine = [m for m in measurements if _family(m.model) == _family(s.model.id)
            and m.model in cat.models and m.gpu in cat.gpus]

    def rank(m: Measurement) -> tuple:
        first = anchor is not None and m.id == anchor.measurement.id
        return (not first, m.model != s.model.id, m.gpu != s.hardware.gpu.id, m.engine != s.serving.engine,
                distance(s, gpus, m))
    rows = []
    for m in sorted(mine, key=rank)[:SHOWN]:
        est = model_at(s, m, cat)[0]
        if not math.isfinite(est):
            continue
        conditions = (f"median TPOT {m.tpot_ms:.4g} ms"
                      + (f", median TTFT {m.ttft_ms:.4g} ms" if m.ttft_ms is not None else "")
                      + f", {m.prompt_tokens} in / {m.output_tokens} out per request"
                      + (f", {m.requests} requests" if m.requests else "")
                      + (", attention DP" if m.attention == "dp" else ""))
        source = " · ".join(x for x in (_tool_name(m.tool), m.file, m.served_model) if x)
        rows.append(Evidence(
            id=m.id, model=m.model, gpu=m.gpu, gpus=m.gpus, engine=m.engine, concurrency=m.concurrency,
            metric="decode", measured=m.decode_tokens_per_s, estimate=est,
            error=est / m.decode_tokens_per_s - 1, trust="A", source=source, date=m.date, conditions=conditions,
            distance=distance(s, gpus, m), yours=True, run=m))
    return tuple(rows)


def _tool_name(tool: str) -> str:
    return TOOLS.get(tool, tool)


def apply(s: Scenario, gpus: int, per_seq: float, ttft: float, evidence: tuple[Evidence, ...],
          measurements: Sequence[Measurement] | None, cat: Catalog
          ) -> tuple[float, float, tuple[Evidence, ...], Anchor | None]:
    """The hook ``compute`` calls: the anchored per-user decode and TTFT, the evidence with the user's
    rows first, and the anchor (None: the estimate is the model's own)."""
    if not measurements:
        return per_seq, ttft, evidence, None
    a = anchor_for(s, gpus, measurements, cat)
    rows = evidence_rows(s, gpus, measurements, cat, a)
    if a is None:
        return per_seq, ttft, rows + evidence, None
    return per_seq * a.factor, ttft * a.ttft_factor, rows + evidence, a


def factor_at(a: Anchor | None, s: Scenario, gpus: int, concurrency: int) -> float:
    """The decode correction at another concurrency of the same scenario (the batch chart)."""
    if a is None:
        return 1.0
    at = s.model_copy(update={"workload": s.workload.model_copy(update={"concurrent_sequences": concurrency})})
    return a.ratio ** weight(distance(at, gpus, a.measurement))


def anchored_curves(curves: Curves, a: Anchor | None, s: Scenario, gpus: int) -> Curves:
    """The batch chart's decode curves with the correction at each batch size (fading away from it)."""
    if a is None:
        return curves
    f = [factor_at(a, s, gpus, b) for b in curves.batch]
    return replace(curves, decode_per_sequence=tuple(v * k for v, k in zip(curves.decode_per_sequence, f, strict=True)),
                   decode_total=tuple(v * k for v, k in zip(curves.decode_total, f, strict=True)))


def explain(a: Anchor | None) -> dict[str, Explanation]:
    """``throughput.anchor``: the formula and its inputs, where an anchor applies."""
    if a is None:
        return {}
    m = a.measurement
    return {"throughput.anchor": Explanation(
        FORMULA, {"measurement": m.id, "date": m.date, "measured_tok_s": m.decode_tokens_per_s,
                  "model_at_measurement_tok_s": a.estimate_there, "ratio": a.ratio, "delta": a.distance,
                  "weight": a.weight, "factor": a.factor, "ttft_factor": a.ttft_factor},
        f"your measurement {m.id} ({m.date})")}
