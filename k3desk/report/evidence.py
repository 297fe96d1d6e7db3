"""Evidence beside a speed estimate, worded once for the window, the PDF and the command line:
the nearest measured rows (model family, GPU, engine, concurrency) with source, date and conditions,
and what the model estimates for each exact measured setup ("for this setup we estimate 64 tok/s;
SGLang measured 61"). The rows and the estimates come from ``core.evidence`` via ``Result.evidence``.
"""

from __future__ import annotations

from typing import Protocol

from k3desk.core.catalog import load_catalog
from k3desk.core.presets import short_gpu_name
from k3desk.core.result import Evidence, Result
from k3desk.core.speed.anchor import Anchor, Measurement
from k3desk.report.figures import ENGINES, anchored_note  # noqa: F401 - re-exported beside the evidence wording
from k3desk.report.model import N_, KeyValues, Paragraph, Q, Quoted, T, Table

ENGINE_NAMES = {**ENGINES, "llama.cpp": "llama.cpp"}
#: What each metric measures, and its unit.
METRICS = {"decode": (N_("per user while decoding"), "tok_s"),
           "e2e": (N_("per request, first token included"), "tok_s"),
           "ttft": (N_("to the first token"), "seconds")}


class MeasuredSetup(Protocol):
    """What names a measured setup: a result's evidence row or a corpus row (``core.corpus.Row``)."""

    @property
    def model(self) -> str: ...
    @property
    def gpu(self) -> str: ...
    @property
    def gpus(self) -> int: ...
    @property
    def engine(self) -> str: ...
    @property
    def concurrency(self) -> int: ...


def _names(e: MeasuredSetup) -> tuple[str, str]:
    cat = load_catalog()
    model = cat.models[e.model].name if e.model in cat.models else e.model
    gpu = short_gpu_name(cat.gpus[e.gpu].name) if e.gpu in cat.gpus else e.gpu
    return model, gpu


def setup(e: MeasuredSetup) -> T:
    """'Kimi K3 on 8× GB300, vLLM, concurrency 1'; the user's own row says so first, with its date."""
    model, gpu = _names(e)
    named = T(N_("{model} on {n}× {gpu}, {engine}, concurrency {c}"),
              {"model": model, "n": Q(e.gpus, "int"), "gpu": gpu, "engine": ENGINE_NAMES.get(e.engine, e.engine),
               "c": Q(e.concurrency, "int")})
    if getattr(e, "yours", False):
        return T(N_("Your measurement of {date}: {setup}"), {"date": Q(getattr(e, "date", ""), "day"), "setup": named})
    return named


def sentence(e: Evidence) -> T:
    """'For this setup we estimate 64 tok/s; SGLang measured 61 tok/s (per user while decoding).'"""
    what, unit = METRICS[e.metric]
    if e.yours:
        return T(N_("For this setup the model alone estimates {est}; you measured {measured} ({what})."),
                 {"est": Q(e.estimate, unit), "measured": Q(e.measured, unit), "what": T(what)})
    if not e.fitted:
        return T(N_("For this setup we estimate {est}; {engine} measured {measured} ({what}). This run is shown "
                    "but not used to calibrate the model: its own figures point to a limit other than the GPUs, "
                    "or leave out what the estimate needs."),
                 {"est": Q(e.estimate, unit), "measured": Q(e.measured, unit), "what": T(what),
                  "engine": ENGINE_NAMES.get(e.engine, e.engine)})
    return T(N_("For this setup we estimate {est}; {engine} measured {measured} ({what})."),
             {"est": Q(e.estimate, unit), "measured": Q(e.measured, unit), "what": T(what),
              "engine": ENGINE_NAMES.get(e.engine, e.engine)})


def source(e: Evidence) -> T:
    return T("{s} ({d})", {"s": Quoted(e.source), "d": Q(e.date, "day")}, translate=False)


def conditions(e: Evidence) -> T | Quoted:
    """A published row's conditions as its source words them; the user's run in the reader's language."""
    m = e.run
    if not isinstance(m, Measurement):
        return Quoted(e.conditions)
    parts = [T(N_("median time per output token {v}"), {"v": Q(m.tpot_ms / 1000, "seconds")})]
    if m.ttft_ms is not None:
        parts.append(T(N_("median time to first token {v}"), {"v": Q(m.ttft_ms / 1000, "seconds")}))
    parts.append(T(N_("{p} input and {o} output tokens per request"),
                   {"p": Q(m.prompt_tokens, "int"), "o": Q(m.output_tokens, "int")}))
    if m.requests:
        parts.append(T(N_("{n} requests"), {"n": Q(m.requests, "int")}))
    return T(", ".join(f"{{{i}}}" for i in range(len(parts))), {str(i): p for i, p in enumerate(parts)},
             translate=False)


def trust(e: Evidence) -> T | str:
    """The trust column: A / B / C for a published row ("not fitted" beside it for a row kept out of the
    calibration), "yours" for the user's own."""
    if e.yours:
        return T(N_("yours"))
    return e.trust if e.fitted else T(N_("{t}, shown but not used to calibrate"), {"t": e.trust})


def anchor_sentence(r: Result) -> T | None:
    """The anchor in words, with its formula (the tooltip and the report state it)."""
    a = r.throughput.own_anchor
    if not isinstance(a, Anchor):
        return None
    return T(N_("Anchored to your measurement of {date} ({measured} per user; the model alone gives {model} "
                "at that setup): the estimate is the model's times {factor}, that is the ratio {ratio} raised to "
                "the weight {w}. The weight is exp(−Δ²/(2 × ln²4)), where Δ² adds the squared logarithms of the "
                "ratios of concurrency, prompt length, context length and GPU count to the measurement's: 1 at "
                "its setup, 0.61 at four times the concurrency, 0.32 at eight times."),
             {"date": Q(a.measurement.date, "day"), "measured": Q(a.measurement.decode_tokens_per_s, "tok_s"),
              "model": Q(a.estimate_there, "tok_s"), "factor": Q(a.factor, "num", 2), "ratio": Q(a.ratio, "num", 2),
              "w": Q(a.weight, "num", 2)})


def table(r: Result) -> Table:
    """The nearest measured rows, nearest first: setup, measured, our estimate, trust, source."""
    rows = []
    for e in r.evidence:
        _, unit = METRICS[e.metric]
        rows.append((setup(e), Q(e.measured, unit), T(N_("{v} ({d} off)"), {"v": Q(e.estimate, unit),
                                                                              "d": Q(e.error, "fraction")}),
                     trust(e), source(e)))
    return Table(columns=(T(N_("Measured setup")), T(N_("Measured")), T(N_("Our estimate")), T(N_("Trust")),
                          T(N_("Source"))),
                 rows=tuple(rows), widths=(2.2, 0.9, 1.1, 0.5, 2.3), small=True,
                 title=T(N_("Nearest published measurements")))


def anchor_block(r: Result) -> KeyValues | None:
    """The nearest row in words: the sentence, its conditions and its source."""
    if not r.evidence:
        return None
    e = r.evidence[0]
    return KeyValues((
        (T(N_("Your measurement")) if e.yours else T(N_("Nearest measurement")), setup(e)),
        (T(N_("Conditions")), conditions(e)),
        (T(N_("Comparison")), sentence(e)),
        (T(N_("Source")), source(e)),
    ), T(N_("Evidence")))


def note() -> Paragraph:
    return Paragraph(T(N_("Rows are ranked by model family, then GPU, engine and concurrency. The estimate "
                          "beside each is this model run at that row's own setup, so the gap shows how far "
                          "to trust the figure above. The speed model is fitted once on all the rows.")), "note")


def click_hint() -> T:
    return T(N_("Click for the nearest published measurements."))
