"""The "Assumptions and sources" section: every catalog figure, constant and formula behind the numbers.

A procurement document gets forwarded and questioned; each figure must say where it came from
(docs/domain.md: "every number the app shows must be traceable"). Catalog rows cite source and date,
constants cite why they have their value, formulas come from ``result.explain``.
"""

from __future__ import annotations

from collections.abc import Sequence

from k3desk.core.catalog import load_catalog
from k3desk.core.result import Result
from k3desk.core.scenario import Scenario
from k3desk.core.sizing import NVME_FACTOR
from k3desk.core.speed import calibration as cal
from k3desk.core.speed import corpus
from k3desk.report.figures import ENGINES, explanations
from k3desk.report.model import N_, Cell, KeyValues, Paragraph, Q, Quoted, Section, T, Table
from k3desk.report.model_terms import active_definition
from k3desk.report.notation import FORMAT_NAMES, VALUE_NAMES, input_cells
from k3desk.report.units import price_decimals
from k3desk.session.evaluation import Evaluation

FIGURES = {
    "params.total": N_("Total parameters"),
    "params.active": N_("Active parameters"),
    "memory.weights_bytes": N_("Weights"),
    "memory.kv_cache_bytes": N_("KV cache"),
    "memory.state_bytes": N_("Recurrent state"),
    "memory.activations_bytes": N_("Activations"),
    "memory.overhead_bytes": N_("Runtime overhead"),
    "fit.raw_min_gpus": N_("Raw minimum GPUs"),
    "fit.min_deployable_gpus": N_("Minimum deployable GPUs"),
    "fit.per_gpu_used_bytes": N_("Memory used per GPU"),
    "fit.max_concurrent_sequences": N_("Sequences that fit"),
    "throughput.decode_tokens_per_s_per_sequence": N_("Decode speed per sequence"),
    "throughput.decode_tokens_per_s_total": N_("Aggregate decode speed"),
    "throughput.ttft_s": N_("Time to first token"),
    "cost.self_host_usd_per_month": N_("Self-hosting per month"),
    "cost.api_usd_per_month": N_("API per month"),
    "cost.break_even_tokens_per_month": N_("Break-even volume"),
    "cost.replicas": N_("Replicas"),
    "storage.download_seconds": N_("Download time"),
    "decision.usd_per_month": N_("Cost per month, whole fleet"),
    "decision.term_usd": N_("Total over the term"),
    "decision.range": N_("Range of the decision"),
    "decision.break_even_tokens_per_month": N_("Break-even volume"),
    "operations.availability": N_("Self-hosted availability"),
    "operations.energy": N_("Energy and CO₂ per million tokens"),
}



def _gpu_short(gpu_id: str) -> str:
    """A measured row's GPU as people say it ("GB300", "RTX 6000 Ada + Xeon"), not its catalog id."""
    from k3desk.core.catalog import load_catalog
    from k3desk.core.presets import short_gpu_name

    g = load_catalog().gpus.get(gpu_id)
    return short_gpu_name(g.name) if g is not None else gpu_id

def _inputs_text(inputs: dict) -> T:
    """``experts per token = 16, routed experts = 896``: plain names and numbers formatted by the writer."""
    cells = input_cells(inputs)
    args = {f"{x}{i}": c for i, pair in enumerate(cells) for x, c in zip("nv", pair, strict=True)}
    return T(", ".join(f"{{n{i}}} = {{v{i}}}" for i in range(len(cells))), args, translate=False)


def _catalog_rows(s: Scenario, r: Result) -> list[tuple]:
    cat = load_catalog()
    a, g, hw, pr = s.model, s.hardware.gpu, s.hardware, s.pricing
    rows: list[tuple[T, T, str | None, str | None]]
    rows = [(T(N_("Model {name}"), {"name": a.name}),
             T(N_("{t} total, {a} active parameters ({how})"), {"t": Q(r.params.total, "big"), "a": Q(r.params.active, "big"),
                                                               "how": active_definition(r.params)}),
             a.source, a.source_date),
            (T(N_("GPU {name}"), {"name": g.name}),
             T(N_("{m} memory, {bw} TB/s, {tf} BF16 TFLOPS, {w} W"),
               {"m": Q(g.memory_gb * 1e9, "bytes_gb"), "bw": Q(g.hbm_tbps, "num"), "tf": Q(g.bf16_tflops, "int"),
                "w": Q(g.tdp_w, "int")}),
             g.source + (f" [trust {g.trust}]" if g.trust and g.trust != "A" else ""), g.source_date)]
    seen = set()
    for fid in (a.expert_format, a.dense_format, a.kv_format, a.state_format):
        if fid.lower() in seen:
            continue
        seen.add(fid.lower())
        try:
            f = cat.format(fid)
        except KeyError:
            continue
        rows.append((T(N_("Format {name}"), {"name": T(f.name) if f.name in FORMAT_NAMES else f.name}),
                     T(N_("{b} bits per weight"), {"b": Q(f.bits_per_weight, "num")}), f.source, f.source_date))
    price = cat.gpu_prices.get(g.id)
    if price is not None:
        rent = hw.price_per_gpu_hour   # None: the user cleared the price (an unknown price, shown as a dash)
        user = rent is None or abs(price.typical - rent) > 1e-9
        rows.append((T(N_("Rental price {gpu}"), {"gpu": g.name.split(" (")[0]}),
                     T(N_("{v} per GPU-hour (user-set; catalog {lo} to {hi})") if user else
                       N_("{v} per GPU-hour (catalog range {lo} to {hi})"),
                       {"v": Q(rent, "usd", price_decimals(rent)), "lo": Q(price.low, "usd", price_decimals(price.low)),
                        "hi": Q(price.high, "usd", price_decimals(price.high))}),
                     f"{price.provider}: {price.source}", price.source_date))
    api = cat.api_prices.get(a.id)
    api_args = {"i": Q(pr.api_input_per_mtok, "usd", 2), "c": Q(pr.api_cached_input_per_mtok, "usd", 2),
                "o": Q(pr.api_output_per_mtok, "usd", 2)}
    rows.append((T(N_("API prices")),
                 T(N_("{i} input, {c} cached input, {o} output per million tokens"), api_args),
                 pr.api_source or (f"{api.provider}: {api.source}" if api else None),
                 api.source_date if api else None))
    rows += _operations_rows(s, cat)
    # sources are the publishers' words (quoted, not translated); dates read the reader's way
    return [(item, used, Quoted(src) if src else None, Q(date, "day") if date else None)
            for item, used, src, date in rows]


def _operations_rows(s: Scenario, cat) -> list[tuple]:
    """The sourced figures availability and emissions rest on, where the scenario uses the catalog's."""
    from k3desk.core.operations.energy import grid_id

    hw, rows = s.hardware, []
    for key, label, unit, value in (
            ("hardware.gpu_failures_per_year", N_("GPU failures"), N_("{v} a GPU a year"), hw.gpu_failures_per_year),
            ("hardware.node_failures_per_year", N_("Server failures"), N_("{v} a server a year"),
             hw.node_failures_per_year),
            ("hardware.repair_hours", N_("Repair time"), N_("{v} hours"), hw.repair_hours)):
        row = cat.figures.get(key)
        if row is not None and row.value == value:
            rows.append((T(label), T(unit, {"v": Q(value, "num")}), row.source, row.source_date))
    ids = dict.fromkeys(grid_id(s, route) for route in ("own", "rent"))
    for gid in ids:
        grid = cat.grids.get(gid)
        if grid is not None:
            rows.append((T(N_("Grid emission factor")), T(N_("{v} kg CO₂ per kWh ({name})"),
                                                          {"v": Q(grid.kg_co2_per_kwh, "num", 4), "name": grid.name}),
                         grid.source, grid.source_date))
    return rows


def _constants(s: Scenario, r: Result) -> list[tuple]:
    e = r.explain
    act = e.get("memory.activations_bytes")
    eng = s.serving.engine
    return [
        (T(N_("Engine memory share")), Q(s.serving.gpu_memory_utilization, "num", 2),
         T(N_("Share of GPU memory the engine may use; vLLM's default is 0.9."))),
        (T(N_("Runtime overhead per GPU")), Q(s.serving.overhead_per_gpu_gb * 1e9, "bytes_gb"),
         T(N_("CUDA context, NCCL buffers and CUDA graphs; a public Kimi K3 sizing article budgets 30 GB on 8 GPUs."))),
        (T(N_("Activations")), Q(r.memory.activations_bytes / max(r.fit.gpu_count, 1), "bytes_gb", 2),
         T(N_("Per GPU: {formula}. {source}."), {"formula": T(act.formula) if act else "",
                                                   "source": T(act.source) if act else ""})),
        (T(N_("Memory efficiency (η)")), Q(cal.ETA_MEMORY, "num", 2), T(N_("Share of peak memory bandwidth a decode step achieves."))),
        (T(N_("Compute efficiency (η)")), Q(cal.ETA_COMPUTE, "num", 2), T(N_("Share of peak FLOPS decode matrix products achieve."))),
        (T(N_("Prefill efficiency (η)")), Q(cal.ETA_PREFILL, "num", 2), T(N_("Share of peak FLOPS prefill achieves."))),
        (T(N_("Collective latency")), T(N_("{b} µs + {d} µs per doubling"), {
            "b": Q(cal.LATENCY_BASE_S * 1e6, "num"), "d": Q(cal.LATENCY_PER_DOUBLING_S * 1e6, "num")}),
         T(N_("Per collective inside one NVLink domain; × {f} across nodes."), {"f": Q(cal.CROSS_NODE_LATENCY_FACTOR, "num")})),
        (T(N_("Fixed step cost ({engine})"), {"engine": ENGINES.get(eng, eng)}), T(N_("{v} ms"), {"v": Q(cal.FIXED_STEP_S.get(eng, 0) * 1e3, "num", 1)}),
         T(N_("Scheduler, sampling and launch gaps per decode step."))),
        (T(N_("Uncertainty band")), T(N_("{b} (regime {k})"), {"b": Q(r.throughput.band, "num", 2),
                                                               "k": T(VALUE_NAMES.get(r.throughput.regime,
                                                                                      r.throughput.regime))}),
         T(N_("Estimate × e^(±band): the mean leave-one-out residuals of the fit over this setup's slices of "
              "the corpus (vendor, one user or many, number format, engine), widened where no measurement "
              "informs an efficiency factor."))),
        (T(N_("Fit quality")), T(N_("median error {m} over {n} rows"), {"m": Q(cal.LOO_MEDIAN_ERROR, "fraction"),
                                                                      "n": Q(cal.LOO_ROWS, "int")}),
         T(N_("Leave-one-out: each row predicted by a fit made without it."))),
        (T(N_("NVMe plan")), Q(NVME_FACTOR, "times"), T(N_("Fast storage as a multiple of the checkpoint (a public Kimi K3 "
                                                             "deployment article: about 4 TB for 1.56 TB)."))),
        (T(N_("Hours per month")), Q(s.pricing.hours_per_month, "num"), T(N_("Rented GPUs bill around the clock."))),
    ]


def sources_section(evaluations: Sequence[Evaluation]) -> Section:
    """Sources for one scenario, or for each scenario of a comparison (prefixed by its letter)."""
    items = [(e.scenario, e.result) for e in evaluations]
    multi = len(items) > 1
    # A figure shared by several scenarios (same text, source and date) is listed once: "A, B: ...".
    merged: dict[str, tuple[list[str], tuple]] = {}
    for i, (s, r) in enumerate(items):
        for row in _catalog_rows(s, r):
            merged.setdefault(repr(row), ([], row))[0].append(chr(65 + i))
    cat_rows = [((T("{who}: {item}", {"who": ", ".join(who), "item": row[0]}, translate=False),) + row[1:])
                if multi else row for who, row in merged.values()]
    blocks: list = [Table(columns=(T(N_("Item")), T(N_("Figure used")), T(N_("Source (quoted as published)")),
                                   T(N_("Date"))),
                          rows=tuple(cat_rows), widths=(1.5, 2.0, 2.6, 0.8), small=True,
                          title=T(N_("Catalog figures")))]
    s0, r0 = items[0]
    blocks.append(Table(columns=(T(N_("Constant")), T(N_("Value")), T(N_("Why"))),
                        rows=tuple(_constants(s0, r0)), widths=(1.4, 1.1, 4.0), small=True,
                        title=T(N_("Constants and assumptions"))))
    blocks.append(Table(columns=(T(N_("Measurement")), T(N_("GPUs")), T(N_("Concurrency")), T(N_("Measured")),
                                 T(N_("Source"))),
                        rows=tuple((f"{m.id} ({ENGINES.get(m.engine, m.engine)})", T("{n}× {g}", {
                            "n": Q(m.gpus, "int"), "g": _gpu_short(m.gpu)}, translate=False), Q(m.concurrency, "int"),
                            Q(m.value, "seconds" if m.metric == "ttft" else "tok_s"),
                            T("{s} ({d})", {"s": Quoted(m.source), "d": Q(m.date, "day")}, translate=False))
                            for m in corpus.ROWS),
                        widths=(1.5, 1.0, 1.05, 0.85, 2.7), small=True,   # "Simultaneidade" whole in its column
                        title=T(N_("Published measurements the speed model is calibrated on"))))
    rows: list[tuple[Cell, ...]] = []
    for key, ex in explanations(evaluations[0]).items():
        label = T(FIGURES[key]) if key in FIGURES else key
        if multi:
            rows.append((label, T(ex.formula, {})))
        else:
            rows.append((label, T(ex.formula, {}), _inputs_text(ex.inputs) if ex.inputs else None))
    cols = (T(N_("Figure")), T(N_("Formula"))) + (() if multi else (T(N_("Inputs")),))
    blocks.append(Table(columns=cols, rows=tuple(rows), widths=(1.3, 3.0) if multi else (1.3, 2.8, 2.3),
                        small=True, title=T(N_("Formulas"))))
    blocks.append(Paragraph(T(N_("Memory is in decimal gigabytes (1 GB = 10⁹ bytes), as GPU vendors quote it. "
                                 "Throughput and prices are estimates for planning, not quotes."), {}), "note"))
    if multi:
        blocks.insert(0, KeyValues(tuple((chr(65 + i), s.name) for i, (s, _) in enumerate(items)),
                                   T(N_("Scenarios"))))
    return Section(T(N_("Assumptions and sources")), tuple(blocks), new_page=True)
