"""``build_comparison(items, meta) -> Report``: two to four scenarios side by side.

One table of inputs and headline figures with the best value of each comparable row highlighted,
per-GPU memory bars side by side, and the cost curves overlaid, so a buyer sees in one page which
configuration wins on what. Money is shown in the first scenario's display currency.
"""

from __future__ import annotations

from datetime import datetime
from typing import Callable, Mapping

from k3desk.core.result import Result
from k3desk.core.scenario import Scenario
from k3desk.report.common import ENGINES, cost_data, gpu_short, verdict, vram_data
from k3desk.report.model import N_, Cover, Figure, Paragraph, Q, Report, Section, T, Table
from k3desk.report.scenario_report import cover_facts
from k3desk.report.sources import sources_section

MIN_SCENARIOS, MAX_SCENARIOS = 2, 4

# (label, value of a scenario, how to show it, better: "min" | "max" | None)
Row = tuple[str, Callable[[Scenario, Result], float | str | None], str, str | None]


def _times(value: float | None, factor: float) -> float | None:
    """An amount in the display currency; None stays None (a price is missing, never 0)."""
    return None if value is None else value * factor


def _rows(k: float) -> list[Row]:
    """Rows of the comparison table; ``k`` converts USD paid abroad to the display currency (self-hosted
    amounts carry IOF only when rented abroad, see ``cost.self_host_currency_factor``)."""

    def h(r: Result) -> float:
        return k * r.cost.self_host_currency_factor / r.cost.currency_factor

    return [
        (N_("Model"), lambda s, r: s.model.name, "text", None),
        (N_("GPU"), lambda s, r: gpu_short(s), "text", None),
        (N_("GPU count"), lambda s, r: r.fit.gpu_count, "int", "min"),
        (N_("Memory per GPU"), lambda s, r: s.hardware.gpu.memory_gb * 1e9, "bytes_gb", None),
        (N_("Total GPU memory"), lambda s, r: s.hardware.gpu.memory_gb * 1e9 * r.fit.gpu_count, "bytes_gb", None),
        (N_("Formats (experts / other / KV)"),
         lambda s, r: f"{s.model.expert_format} / {s.model.dense_format} / {s.model.kv_format}", "text", None),
        (N_("Engine"), lambda s, r: ENGINES.get(s.serving.engine, s.serving.engine), "text", None),
        (N_("Context per sequence"), lambda s, r: s.workload.context_tokens, "context", None),
        (N_("Concurrent sequences"), lambda s, r: s.workload.concurrent_sequences, "int", None),
        (N_("Tokens per month"), lambda s, r: s.workload.tokens_per_month, "tokens", None),
        (N_("Fits in memory"), lambda s, r: r.fit.fits, "bool", None),
        (N_("Free memory per GPU"), lambda s, r: r.fit.fill.free, "bytes_gb", "max"),
        (N_("Sequences that fit"), lambda s, r: r.fit.max_concurrent_sequences, "int", "max"),
        (N_("Speed per sequence"), lambda s, r: r.throughput.decode_per_sequence.value, "tok_s", "max"),
        (N_("Aggregate speed"), lambda s, r: r.throughput.decode_total.value, "tok_s", "max"),
        (N_("Time to first token"), lambda s, r: r.throughput.ttft_s.value, "seconds", "min"),
        (N_("Self-hosting per month, one replica"), lambda s, r: _times(r.cost.self_host_usd_per_month, h(r)), "money",
         "min"),
        (N_("Replicas for the workload"), lambda s, r: r.cost.replicas, "int", "min"),
        (N_("Self-hosting per month, workload"), lambda s, r: _times(r.cost.self_host_total_usd_per_month, h(r)),
         "money", "min"),
        (N_("API per month, workload"), lambda s, r: _times(r.cost.api_usd_per_month, k), "money", None),
        (N_("Self-hosted cost per million tokens"),
         lambda s, r: None if r.cost.self_host_usd_per_mtok is None else r.cost.self_host_usd_per_mtok * h(r),
         "money2", "min"),
        (N_("Break-even volume per month"), lambda s, r: r.cost.break_even_tokens_per_month, "tokens", "min"),
        (N_("Checkpoint download"), lambda s, r: r.storage.download_seconds, "seconds", None),
    ]


def _cell(value, how: str):
    if how == "text":
        return value
    if how == "bool":
        return T(N_("yes") if value else N_("no"))
    if how == "money2":
        return Q(value, "money", 2)
    return Q(value, how)


def comparison_table(items: list[tuple[Scenario, Result]]) -> Table:
    k = items[0][1].cost.currency_factor
    rows, marks = [], set()
    for ri, (label, get, how, better) in enumerate(_rows(k)):
        values = [get(s, r) for s, r in items]
        rows.append((T(label), *[_cell(v, how) for v in values]))
        nums = [v for v in values if isinstance(v, (int, float)) and not isinstance(v, bool)]
        if better and len(nums) > 1 and len(set(nums)) > 1:
            best = (min if better == "min" else max)(nums)
            # Only configurations that fit can be "best"; a smaller bill for a deployment that does
            # not run is not a win.
            marks |= {(ri, ci + 1) for ci, v in enumerate(values)
                      if v == best and items[ci][1].fit.fits}
    columns = (None, *[T("{letter}. {name}", {"letter": chr(65 + i), "name": s.name}, translate=False)
                       for i, (s, _) in enumerate(items)])
    return Table(columns=columns, rows=tuple(rows), widths=(2.0,) + (1.3,) * len(items),
                 highlight=frozenset(marks), small=True,
                 title=T(N_("Inputs and headline figures (best value per row highlighted)")))


def build_comparison(items: list[tuple[Scenario, Result]], meta: Mapping[str, str] | None = None) -> Report:
    """The comparison report for two to four (scenario, result) pairs."""
    if not MIN_SCENARIOS <= len(items) <= MAX_SCENARIOS:
        raise ValueError(f"a comparison needs {MIN_SCENARIOS} to {MAX_SCENARIOS} scenarios, got {len(items)}")
    meta = dict(meta or {})
    now = datetime.now().astimezone()
    names = [s.name for s, _ in items]
    verdicts = tuple(T("{letter}. {v}", {"letter": chr(65 + i), "v": verdict(s, r)}, translate=False)
                     for i, (s, r) in enumerate(items))
    cover = Cover(title=T(N_("Self-hosting comparison report")), subtitle=" · ".join(names), verdict=verdicts,
                  facts=cover_facts(meta, now))
    k = items[0][1].cost.currency_factor
    costs = []
    for s, r in items:
        d = cost_data(s, r)
        f = k / r.cost.currency_factor if r.cost.currency_factor else 1.0  # first scenario's currency
        d = {**d, "api": [v * f for v in d["api"]], "host": [v * f for v in d["host"]],
             "workload_host": d["workload_host"] * f, "workload_api": d["workload_api"] * f}
        costs.append(d)
    vram = [{**vram_data(s, r), "label": f"{chr(65 + i)}. {r.fit.gpu_count}× {gpu_short(s)}"}
            for i, (s, r) in enumerate(items)]
    side = Section(T(N_("Side by side")), (comparison_table(items),), new_page=True)
    charts = Section(T(N_("Memory and cost")), (
        Figure("vram_compare", {"bars": vram}, T(N_("Memory per GPU for each scenario, stacked by term; the "
                                                     "dashed line marks each GPU's usable capacity.")), height=0.45),
        Figure("cost_compare", {"series": costs, "letters": [chr(65 + i) for i in range(len(items))],
                                "names": [b["label"] for b in vram]},
               T(N_("Monthly cost against monthly tokens (log scales): self-hosting steps per scenario and "
                    "the API line; dots mark each scenario's break-even.")), height=0.55),
    ))
    notes = []
    if len({s.pricing.currency for s, _ in items}) > 1:
        notes.append(Paragraph(T(N_("The scenarios use different display currencies; all amounts are shown in "
                                    "{c}."), {"c": items[0][0].pricing.currency}), "note"))
    if notes:
        side = Section(side.title, side.blocks + tuple(notes), new_page=True)
    return Report(kind="comparison", header=" · ".join(names), cover=cover,
                  sections=(side, charts, sources_section(items)), currency=items[0][0].pricing.currency,
                  generated=now.isoformat(timespec="seconds"), meta=meta)
