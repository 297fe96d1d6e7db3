"""Reading the buyer's own benchmark result files: what each run measured, in the tools' own keys.

Four formats, each taken from the tool's own code (the keys below are the ones these files write):

- vLLM ``vllm bench serve --save-result`` (one JSON object; ``--append-result`` adds one per line):
  vllm-project/vllm ``vllm/benchmarks/serve.py`` @ 009e6d4a1cd6, ``main_async``/``benchmark``:
  ``date`` (``%Y%m%d-%H%M%S``), ``backend``, ``model_id``, ``num_prompts``, ``max_concurrency``,
  ``completed``, ``total_input_tokens``, ``total_output_tokens``, ``request_throughput``,
  ``median_ttft_ms``, ``median_tpot_ms`` (+ ``mean_``/``std_``/``pNN_``), ``mean_e2el_ms``.
- SGLang ``python -m sglang.bench_serving --output-file F`` (JSON lines, one run appended per line):
  sgl-project/sglang ``python/sglang/bench_serving.py`` @ 0033168f0f58, ``benchmark``: ``backend``,
  ``dataset_name``, ``request_rate`` (``Infinity`` when unlimited), ``max_concurrency``, ``completed``,
  ``total_input_tokens``, ``total_output_tokens``, ``median_ttft_ms``, ``median_tpot_ms``,
  ``concurrency`` (the measured average). The line names no model: it is asked for.
- GuideLLM ``--output kind=json`` (``GenerativeBenchmarksReport``): vllm-project/guidellm @ ee7a7745
  ``src/guidellm/benchmark/schemas/report.py`` (``metadata.version`` 2, ``benchmarks[]``),
  ``benchmark.py`` (``config.strategy``, ``metrics``), ``metrics.py`` (``time_per_output_token_ms``,
  ``time_to_first_token_ms``, ``prompt_token_count``, ``output_token_count``, ``request_concurrency``,
  each a ``StatusDistributionSummary``: ``successful.median``), ``scheduler/strategies.py``
  (``type_`` ``synchronous`` / ``concurrent`` with ``streams``), ``config.backend.model``.
- NVIDIA AIPerf ``profile_export_aiperf.json`` (GenAI-Perf's successor, same layout): ai-dynamo/aiperf
  @ db4f6397 ``aiperf/common/models/export_models.py`` (``JsonExportData``: ``inter_token_latency``,
  ``time_to_first_token``, ``input_sequence_length``, ``output_sequence_length``, ``request_count``,
  each ``{"unit": "ms", "avg", "p50", ...}``; ``input_config.loadgen.concurrency``,
  ``input_config.endpoint.model_names``, ``start_time``). Its inter-token latency is
  (request latency − TTFT) / (output length − 1) (``metrics/types/inter_token_latency_metric.py``),
  which is what vLLM and SGLang call TPOT.

Per-user decode is 1000 / median TPOT (ms); TTFT the median time to first token (docs/domain.md §12).
:func:`implausible` finds a run whose per-user decode is over ten times the model's estimate at the
run's own setup, or under a tenth of it (a time in seconds or microseconds under a ``_ms`` key): the
command line refuses it, the window asks.
Every file goes through the bounded reader (``core.reading``); every problem is one
:class:`BenchmarkFileError` line. Pure: reads, never writes.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from k3desk.core.catalog import Catalog
from k3desk.core.reading import FileFormatError, decode_utf8, parse_json, read_bytes_capped
from k3desk.core.scenario import Scenario
from k3desk.core.speed.anchor import Measurement

#: The most runs one file may add (a sweep of a few dozen concurrencies is the real case).
MAX_RUNS = 200


class BenchmarkFileError(FileFormatError):
    """A benchmark result file that cannot be used; ``str()`` is one line naming the file and why."""


@dataclass(frozen=True)
class Run:
    """One benchmark run as its file states it. ``None``: the file does not say."""

    tool: str  # a TOOLS key
    tpot_ms: float  # median time per output token after the first
    ttft_ms: float | None
    concurrency: float | None
    prompt_tokens: float | None  # mean input tokens per request
    output_tokens: float | None  # mean output tokens per request
    requests: int | None
    served_model: str  # the model name the file gives ("" when none)
    engine: str | None  # the serving engine where the file makes it plain
    date: str | None  # YYYY-MM-DD of the run
    #: "little" when no concurrency was set and it is Little's law on the file's rate and latency
    concurrency_from: str = "file"


def read_benchmark_file(path: Path | str) -> list[Run]:
    """Every run in a result file, in file order; :class:`BenchmarkFileError` when none can be used."""
    path = Path(path)
    try:
        text = decode_utf8(read_bytes_capped(path))
    except FileFormatError as exc:
        raise BenchmarkFileError(exc.reason, path) from None
    try:
        return parse_benchmark_text(text)
    except FileFormatError as exc:
        raise BenchmarkFileError(exc.reason, path) from None


def parse_benchmark_text(text: str) -> list[Run]:
    """The runs of a result file's text (one JSON document, or JSON lines)."""
    docs = _documents(text)
    runs: list[Run] = []
    for n, doc in enumerate(docs, 1):
        where = f"line {n}: " if len(docs) > 1 else ""
        try:
            runs.extend(_runs_of(doc))
        except BenchmarkFileError as exc:
            raise BenchmarkFileError(where + exc.reason) from None
        if len(runs) > MAX_RUNS:
            raise BenchmarkFileError(f"holds more than {MAX_RUNS} runs; import a file per sweep")
    if not runs:
        raise BenchmarkFileError("holds no benchmark run")
    return runs


def _documents(text: str) -> list[Any]:
    """One JSON document, or JSON lines (one object per line: SGLang's ``--output-file``, vLLM's
    ``--append-result``). A file whose first line is not a whole object on its own is one document
    (pretty-printed, as GuideLLM and AIPerf write theirs): its error is the document's own, with its
    real line and reason (cut short at line 874, too many values), never its first line's."""
    try:
        return [parse_json(text, constants=True)]
    except FileFormatError as whole:
        lines = [ln for ln in text.splitlines() if ln.strip()]
        if len(lines) < 2 or not lines[0].lstrip().startswith("{") or not _one_object(lines[0]):
            raise BenchmarkFileError(f"not a benchmark result: {whole.reason}") from None
        docs = []
        for n, line in enumerate(lines, 1):
            try:
                docs.append(parse_json(line, constants=True))
            except FileFormatError as exc:
                reason = exc.reason.replace("the file ends before", "the line ends before")
                raise BenchmarkFileError(f"not a benchmark result: line {n}: {reason}") from None
        return docs


def _one_object(line: str) -> bool:
    """Whether ``line`` is a whole JSON object by itself (the first line of a JSON-lines file is)."""
    try:
        return isinstance(parse_json(line, constants=True), dict)
    except FileFormatError:
        return False


def _runs_of(doc: Any) -> list[Run]:
    if not isinstance(doc, dict):
        raise BenchmarkFileError("not a benchmark result (expected a JSON object of vllm bench serve, "
                                 "sglang.bench_serving, GuideLLM or AIPerf)")
    if isinstance(doc.get("benchmarks"), list):
        return _guidellm(doc)
    if isinstance(doc.get("inter_token_latency"), dict) or isinstance(doc.get("time_to_first_token"), dict):
        return [_aiperf(doc)]
    if "median_tpot_ms" in doc or "mean_tpot_ms" in doc or "median_ttft_ms" in doc:
        return [_sglang(doc) if _is_sglang(doc) else _vllm(doc)]
    raise BenchmarkFileError("not a result file of vllm bench serve (--save-result), sglang.bench_serving "
                             "(--output-file), GuideLLM (--output kind=json) or AIPerf (profile_export_aiperf.json)")


# ---- the tools -------------------------------------------------------------------------------------
def _is_sglang(doc: dict) -> bool:
    """SGLang's line has ``dataset_name`` and the measured ``concurrency``; vLLM's has ``date`` and ``model_id``."""
    return "model_id" not in doc and ("dataset_name" in doc or "concurrency" in doc or "random_input_len" in doc)


def _vllm(doc: dict) -> Run:
    tpot = _ms(doc, "median_tpot_ms", "vllm bench serve")
    ttft = _opt_ms(doc, "median_ttft_ms")
    completed = _count(doc, "completed")
    conc = _positive(doc.get("max_concurrency"))
    source = "file"
    if conc is None:   # no limit was set: Little's law on what the run measured
        conc, source = _little(doc, tpot, ttft, completed), "little"
    backend = str(doc.get("backend") or doc.get("endpoint_type") or "")
    return Run(tool="vllm", tpot_ms=tpot, ttft_ms=ttft, concurrency=conc, concurrency_from=source,
               prompt_tokens=_per_request(doc, "total_input_tokens", completed),
               output_tokens=_per_request(doc, "total_output_tokens", completed), requests=completed,
               served_model=_text(doc.get("model_id")), engine="vllm" if backend == "vllm" else None,
               date=_date(doc.get("date")))


def _sglang(doc: dict) -> Run:
    tpot = _ms(doc, "median_tpot_ms", "sglang.bench_serving")
    ttft = _opt_ms(doc, "median_ttft_ms")
    completed = _count(doc, "completed")
    conc = _positive(doc.get("max_concurrency"))
    measured = _positive(doc.get("concurrency"))
    source = "file"
    if conc is None or (measured is not None and measured < conc):
        conc = measured if measured is not None else _little(doc, tpot, ttft, completed)
        source = "file" if measured is not None else "little"
    backend = str(doc.get("backend") or "")
    engine = "sglang" if backend.startswith("sglang") else "vllm" if backend.startswith("vllm") \
        else "trtllm" if backend == "trt" else None
    return Run(tool="sglang", tpot_ms=tpot, ttft_ms=ttft, concurrency=conc, concurrency_from=source,
               prompt_tokens=_per_request(doc, "total_input_tokens", completed),
               output_tokens=_per_request(doc, "total_output_tokens", completed), requests=completed,
               served_model=_text(doc.get("model_id") or doc.get("model")), engine=engine,
               date=_date(doc.get("date")))


def _guidellm(doc: dict) -> list[Run]:
    meta = _obj(doc.get("metadata"))
    version = meta.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > 2:
        raise BenchmarkFileError(f"is a GuideLLM report of schema version {version}; this k3desk reads "
                                 "versions up to 2")
    runs = []
    for i, bench in enumerate(doc["benchmarks"], 1):
        if not isinstance(bench, dict) or not isinstance(bench.get("metrics"), dict):
            raise BenchmarkFileError(f"GuideLLM benchmark {i} has no 'metrics' object")
        m = bench["metrics"]
        tpot = _median(m, "time_per_output_token_ms")
        if tpot is None:
            raise BenchmarkFileError(f"GuideLLM benchmark {i}: no time_per_output_token_ms.successful.median "
                                     "(the median time per output token)")
        config = _obj(bench.get("config")) or _obj(bench.get("args"))
        strategy = _obj(config.get("strategy"))
        kind = strategy.get("type_")
        conc = 1.0 if kind == "synchronous" else _positive(strategy.get("streams")) if kind == "concurrent" else None
        if conc is None:
            conc = _median(m, "request_concurrency")
        backend = _obj(config.get("backend"))
        start = bench.get("start_time") or _dig(bench, "scheduler_metrics", "measure_start_time")
        totals = _obj(m.get("request_totals"))
        runs.append(Run(tool="guidellm", tpot_ms=tpot, ttft_ms=_median(m, "time_to_first_token_ms"),
                        concurrency=conc, prompt_tokens=_mean(m, "prompt_token_count"),
                        output_tokens=_mean(m, "output_token_count"),
                        requests=_int_or_none(totals.get("successful")), served_model=_text(backend.get("model")),
                        engine=None, date=_date(start)))
    return runs


def _aiperf(doc: dict) -> Run:
    itl = _obj(doc.get("inter_token_latency"))
    tpot = _stat(itl, "p50")
    if tpot is None:
        raise BenchmarkFileError("AIPerf export has no inter_token_latency.p50 (the median time per output "
                                 "token); it is measured on streaming endpoints only")
    _unit(itl, "inter_token_latency")
    ttft_block = _obj(doc.get("time_to_first_token"))
    ttft = _stat(ttft_block, "p50")
    if ttft is not None:
        _unit(ttft_block, "time_to_first_token")
    cfg = _obj(doc.get("input_config"))
    conc = _positive(_dig(cfg, "loadgen", "concurrency")) or _positive(cfg.get("concurrency"))
    names = _dig(cfg, "endpoint", "model_names") or cfg.get("model") or []
    model = names[0] if isinstance(names, list) and names else names if isinstance(names, str) else ""
    count = _stat(doc.get("request_count"), "avg")
    return Run(tool="aiperf", tpot_ms=tpot, ttft_ms=ttft, concurrency=conc,
               prompt_tokens=_stat(doc.get("input_sequence_length"), "avg"),
               output_tokens=_stat(doc.get("output_sequence_length"), "avg"),
               requests=int(count) if count else None, served_model=_text(model), engine=None,
               date=_date(doc.get("start_time")))


# ---- values ------------------------------------------------------------------------------------------
def _number(v: Any) -> float | None:
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return None
    f = float(v)
    return f if math.isfinite(f) else None


def _obj(v: Any) -> dict:
    return v if isinstance(v, dict) else {}


def _positive(v: Any) -> float | None:
    f = _number(v)
    return f if f is not None and f > 0 else None


def _ms(doc: dict, key: str, tool: str) -> float:
    if key not in doc:
        raise BenchmarkFileError(f"{tool} result has no '{key}' (the median time per output token); "
                                 "run it with the tpot metric (the default --percentile-metrics)")
    value = _positive(doc[key])
    if value is None:
        raise BenchmarkFileError(f"'{key}' is {_shown(doc[key])}, not a positive time in milliseconds "
                                 "(did every request fail?)")
    return value


def _opt_ms(doc: dict, key: str) -> float | None:
    return _positive(doc.get(key))


def _count(doc: dict, key: str) -> int | None:
    v = _number(doc.get(key))
    if v is not None and v <= 0:
        raise BenchmarkFileError(f"'{key}' is {_shown(doc.get(key))}: no request completed")
    return int(v) if v is not None else None


def _int_or_none(v: Any) -> int | None:
    f = _number(v)
    return int(f) if f is not None and f > 0 else None


def _per_request(doc: dict, key: str, completed: int | None) -> float | None:
    total = _positive(doc.get(key))
    return total / completed if total is not None and completed else None


def _little(doc: dict, tpot: float, ttft: float | None, completed: int | None) -> float | None:
    """Requests in flight = completion rate × time a request takes (Little's law)."""
    rate = _positive(doc.get("request_throughput"))
    e2e = _positive(doc.get("mean_e2el_ms")) or _positive(doc.get("mean_e2e_latency_ms"))
    if e2e is None:
        out = _per_request(doc, "total_output_tokens", completed)
        e2e = (ttft or 0.0) + tpot * max((out or 0.0) - 1, 0.0) if out else None
    if not rate or not e2e:
        return None
    conc = rate * e2e / 1000
    return conc if math.isfinite(conc) else math.inf   # an overflow is named by measurements_from


def _dig(obj: Any, *keys: str) -> Any:
    for k in keys:
        if not isinstance(obj, dict):
            return None
        obj = obj.get(k)
    return obj


def _median(metrics: dict, key: str) -> float | None:
    return _positive(_dig(metrics, key, "successful", "median"))


def _mean(metrics: dict, key: str) -> float | None:
    return _positive(_dig(metrics, key, "successful", "mean"))


def _stat(block: Any, key: str) -> float | None:
    return _positive(block.get(key)) if isinstance(block, dict) else None


def _unit(block: dict, name: str) -> None:
    unit = block.get("unit", "ms")
    if unit != "ms":
        raise BenchmarkFileError(f"{name} is in {_shown(unit)}; k3desk reads the exported milliseconds ('ms')")


def _text(v: Any) -> str:
    return v.strip()[:200] if isinstance(v, str) else ""


def _shown(v: Any) -> str:
    text = repr(v)
    return text if len(text) <= 40 else text[:37] + "…"


_VLLM_DATE = re.compile(r"^(\d{4})(\d{2})(\d{2})-\d{6}$")


def _date(v: Any) -> str | None:
    """YYYY-MM-DD from vLLM's ``20261115-101500``, an ISO date-time, or a Unix timestamp."""
    try:
        if isinstance(v, str):
            m = _VLLM_DATE.match(v.strip())
            if m:
                return datetime(int(m[1]), int(m[2]), int(m[3])).date().isoformat()
            return datetime.fromisoformat(v.strip().replace("Z", "+00:00")).date().isoformat()
        f = _positive(v)
        if f is not None and f < 1e11:   # seconds since 1970 (not ns)
            return datetime.fromtimestamp(f, UTC).date().isoformat()
    except (ValueError, OverflowError, OSError):
        return None
    return None



# ---- completing a run with what the file does not say --------------------------------------------------
#: What a run may need besides its file, as the scenario paths ``--set`` uses for them.
SETUP_KEYS = ("model", "hardware.gpu", "hardware.gpu_count", "serving.engine", "serving.attention_parallel",
              "workload.concurrent_sequences")
ENGINES = ("vllm", "sglang", "trtllm")


class MissingSetup(BenchmarkFileError):
    """The file does not say one thing a measurement needs; ``key`` is its ``--set`` path."""

    def __init__(self, key: str, reason: str):
        self.key = key
        super().__init__(reason)


def catalog_model_for(served: str, model_ids: Iterable[str]) -> str | None:
    """The catalog model a served name stands for: ``moonshotai/Kimi-K2-Instruct`` -> ``kimi-k2`` (the
    longest catalog id the name's last part starts with, then ``-``, ``_`` or nothing)."""
    name = served.strip().rstrip("/").rsplit("/", 1)[-1].lower().replace("_", "-")
    best = None
    for mid in model_ids:
        if (name == mid or name.startswith(mid + "-")) and (best is None or len(mid) > len(best)):
            best = mid
    return best


def measurements_from(runs: list[Run], setup: dict[str, Any], cat: Catalog, file_name: str,
                      fallback_date: str, imported: str) -> list[Measurement]:
    """Each run completed with ``setup`` (``SETUP_KEYS``): a :class:`MissingSetup` names the first thing
    neither the file nor ``setup`` says; an unknown id or a value out of range is a one-line error."""
    def get(key: str) -> Any:
        v = setup.get(key)
        return None if v is None or v == "" else v

    out = []
    for run in runs:
        model = get("model") or catalog_model_for(run.served_model, cat.models)
        if model is None:
            said = f" (it names '{run.served_model[:60]}')" if run.served_model else ""
            raise MissingSetup("model", f"the file does not say which catalog model ran{said}")
        if model not in cat.models:
            raise MissingSetup("model", f"unknown model '{str(model)[:60]}' (known: {', '.join(sorted(cat.models))})")
        gpu = get("hardware.gpu")
        if gpu is None:
            raise MissingSetup("hardware.gpu", "the file does not say the GPU type")
        if gpu not in cat.gpus:
            raise MissingSetup("hardware.gpu", f"unknown GPU '{str(gpu)[:60]}' (known: {', '.join(sorted(cat.gpus))})")
        count = _whole(get("hardware.gpu_count"), "hardware.gpu_count", "the number of GPUs", 4096)
        engine = get("serving.engine") or run.engine
        if engine is None:
            raise MissingSetup("serving.engine", "the file does not say the serving engine")
        if engine not in ENGINES:
            raise MissingSetup("serving.engine", f"unknown engine '{str(engine)[:40]}' (known: {', '.join(ENGINES)})")
        attention = get("serving.attention_parallel") or "tp"
        if attention not in ("tp", "dp"):
            raise MissingSetup("serving.attention_parallel", f"attention layout must be tp or dp, not "
                                                             f"'{str(attention)[:20]}'")
        concurrency = _concurrency(get("workload.concurrent_sequences"), run)
        if run.prompt_tokens is None or run.output_tokens is None:
            raise BenchmarkFileError("the file does not say the input and output tokens per request")
        base = f"{model}-{gpu}x{count}-{engine}-c{concurrency}-{(run.date or fallback_date).replace('-', '')}"
        out.append(Measurement.model_validate(dict(
            id=base.lower(), tool=run.tool, file=file_name[:255], date=run.date or fallback_date, imported=imported,
            served_model=run.served_model, model=model, gpu=gpu, gpus=count, engine=engine, attention=attention,
            concurrency=concurrency, prompt_tokens=max(round(run.prompt_tokens), 1),
            output_tokens=max(round(run.output_tokens), 1), tpot_ms=run.tpot_ms, ttft_ms=run.ttft_ms,
            requests=run.requests)))
    return out


#: The most requests in flight a measurement may have run at.
MAX_CONCURRENCY = 1_000_000


def _concurrency(given: Any, run: Run) -> int:
    """The run's concurrency: as given (``--set``, the window's field: a whole number from 1), else the
    file's (a measured average is rounded; Little's law is named when it gives no real concurrency)."""
    key, what = "workload.concurrent_sequences", "the concurrency (requests in flight)"
    if given is not None:
        text = str(given).strip()
        try:
            value = float(text) if isinstance(given, str) else float(given)
        except (TypeError, ValueError, OverflowError):
            raise MissingSetup(key, f"{what} must be a whole number, not '{text[:20]}'") from None
        if not math.isfinite(value) or not 1 <= value <= MAX_CONCURRENCY:
            raise MissingSetup(key, f"{what} must be between 1 and {MAX_CONCURRENCY:,}, not {text[:20]}")
        if not value.is_integer():
            raise MissingSetup(key, f"{what} must be a whole number, not {text[:20]}")
        return int(value)
    conc = run.concurrency
    if conc is None:
        raise MissingSetup(key, f"the file does not say {what}")
    if not math.isfinite(conc) or not 0 < conc <= MAX_CONCURRENCY:
        how = ("request_throughput × mean latency (Little's law) gives" if run.concurrency_from == "little"
               else "the file gives")
        raise MissingSetup(key, f"{how} {conc:.3g} requests in flight, over the {MAX_CONCURRENCY:,} a run can "
                                "have (check the file's rate and latency)")
    return max(round(conc), 1)


def _whole(v: Any, key: str, what: str, top: int) -> int:
    if v is None:
        raise MissingSetup(key, f"the file does not say {what}")
    try:
        n = int(str(v).strip()) if isinstance(v, str) else int(v)
    except (TypeError, ValueError, OverflowError):
        raise MissingSetup(key, f"{what} must be a whole number, not '{str(v)[:20]}'") from None
    if not 1 <= n <= top:
        raise MissingSetup(key, f"{what} must be between 1 and {top:,}, not {n}")
    return n


# ---- plausibility: a run no setup of this kind can have made -----------------------------------------
#: A measured per-user decode more than this many times the model's estimate at the run's own setup, or
#: less than its inverse, is not taken without a question: the likely cause is a unit (a TPOT in seconds
#: or microseconds under a ``_ms`` key), not the hardware.
PLAUSIBLE_FACTOR = 10.0
#: Without an estimate (a setup the model cannot run): a TPOT outside these bounds (ms) is no serving
#: system's — 100,000 tokens/s per user is faster than any, a minute per token slower than any.
TPOT_BOUNDS_MS = (0.01, 60_000.0)
#: The key each tool writes the median time per output token under (what a unit mistake sits in).
TPOT_KEYS = {"vllm": "median_tpot_ms", "sglang": "median_tpot_ms",
             "guidellm": "time_per_output_token_ms.successful.median", "aiperf": "inter_token_latency.p50"}


@dataclass(frozen=True)
class Implausible:
    """A run whose measured speed is implausible for its setup; :meth:`reason` says why in one line."""

    measurement: Measurement
    estimate: float | None  # the model's per-user decode at the run's setup (tok/s); None: none there

    @property
    def ratio(self) -> float | None:
        """Measured over estimated per-user decode (None without an estimate)."""
        return self.measurement.decode_tokens_per_s / self.estimate if self.estimate else None

    @property
    def too_fast(self) -> bool:
        r = self.ratio
        return r > 1 if r is not None else self.measurement.tpot_ms < TPOT_BOUNDS_MS[0]

    def reason(self) -> str:
        m, key = self.measurement, TPOT_KEYS.get(self.measurement.tool, "the median TPOT")
        measured = f"{key} is {m.tpot_ms:.3g} ms ({m.decode_tokens_per_s:.3g} tok/s per user)"
        if self.estimate and self.ratio is not None:
            times = self.ratio if self.too_fast else 1 / self.ratio
            setup = f"{m.gpus}× {m.gpu} at concurrency {m.concurrency}"
            against = (f"{times:.3g}× {'faster' if self.too_fast else 'slower'} than the estimate for {setup} "
                       f"({self.estimate:.3g} tok/s per user)")
        else:
            against = "beyond any serving system"
        unit = ("a time in seconds written under a '_ms' key looks like this (0.02 for 20 ms)" if self.too_fast
                else "a time in microseconds written under a '_ms' key, or a run whose requests queued, looks "
                     "like this")
        return f"{measured}: {against}; {unit}"


def implausible(new: Iterable[Measurement], s: Scenario, cat: Catalog) -> Implausible | None:
    """The first run whose per-user decode is over :data:`PLAUSIBLE_FACTOR` times the model's estimate at
    its own setup (``anchor.model_at``, the rest of the setup as in ``s``) or under its inverse; without
    an estimate, the first outside :data:`TPOT_BOUNDS_MS`. None when every run is plausible."""
    from k3desk.core.speed.anchor import model_at

    for m in new:
        estimate, _ = model_at(s, m, cat)
        if math.isfinite(estimate) and estimate > 0:
            ratio = m.decode_tokens_per_s / estimate
            if not 1 / PLAUSIBLE_FACTOR <= ratio <= PLAUSIBLE_FACTOR:
                return Implausible(m, estimate)
        elif not TPOT_BOUNDS_MS[0] <= m.tpot_ms <= TPOT_BOUNDS_MS[1]:
            return Implausible(m, None)
    return None


# ---- a trace: the load a result file ran ---------------------------------------------------------------
@dataclass(frozen=True)
class Trace:
    """The load one result file ran (docs/domain.md, "Latency under load"): the request lengths, their
    spread, and the arrivals (rate and burstiness) when the run sent them at a rate."""

    requests: int
    prompt_mean: float
    prompt_cv: float
    output_mean: float
    output_cv: float
    rate: float | None  # requests a second the client sent (None: all at once, or not said)
    burstiness: float | None  # the gamma shape of the gaps (vLLM's --burstiness; 1 = Poisson)
    p50_ttft_ms: float | None = None  # what the run measured, at its load: its percentiles
    p99_ttft_ms: float | None = None
    p50_tpot_ms: float | None = None
    p99_tpot_ms: float | None = None

    def edits(self) -> dict[str, object]:
        """The workload paths this trace sets (``--set``'s names): the typical prompt, the input share of
        the mean lengths, the spreads and, when the run had one, the rate and its burstiness."""
        total = self.prompt_mean + self.output_mean
        out: dict[str, object] = {"workload.prompt_tokens": max(round(self.prompt_mean), 1),
                                  "workload.input_share": round(self.prompt_mean / total, 6) if total > 0 else 1.0,
                                  "workload.prompt_tokens_spread": round(min(self.prompt_cv, 10.0), 4),
                                  "workload.output_tokens_spread": round(min(self.output_cv, 10.0), 4)}
        if self.rate is not None:
            out["workload.peak_requests_per_second"] = self.rate
        if self.burstiness is not None:
            out["workload.arrival_burstiness"] = min(max(self.burstiness, 0.01), 100.0)
        return out


def read_trace(path: Path | str) -> Trace:
    """The load of a result file (its first run): :class:`BenchmarkFileError` in one line when it holds no
    request or says nothing of its lengths. A file too large for the bounded reader (a trace of millions of
    requests) is refused by it, in one line."""
    path = Path(path)
    try:
        text = decode_utf8(read_bytes_capped(path))
        docs = _documents(text)
    except FileFormatError as exc:
        reason = exc.reason
        if "too many values" in reason:
            reason += ("; a trace is read for its rate and lengths: export one with fewer requests "
                       "(vllm bench serve --num-prompts 100000) or set workload.* yourself")
        raise BenchmarkFileError(reason, path) from None
    try:
        return _trace_of(docs[0])
    except BenchmarkFileError as exc:
        raise BenchmarkFileError(exc.reason, path) from None


def _trace_of(doc: Any) -> Trace:
    if not isinstance(doc, dict):
        raise BenchmarkFileError("not a benchmark result (expected a JSON object)")
    if isinstance(doc.get("benchmarks"), list):
        return _guidellm_trace(doc)
    if isinstance(doc.get("input_sequence_length"), dict):
        return _aiperf_trace(doc)
    completed = _number(doc.get("completed"))
    lens_in, lens_out = doc.get("input_lens"), doc.get("output_lens")
    if completed is not None and completed <= 0 or isinstance(lens_in, list) and not lens_in:
        raise BenchmarkFileError("holds no request: the trace is empty")
    if isinstance(lens_in, list) and isinstance(lens_out, list):
        ins, outs = _numbers(lens_in, "input_lens"), _numbers(lens_out, "output_lens")
        p_mean, p_cv = _mean_cv(ins)
        o_mean, o_cv = _mean_cv(outs)
        n = len(ins)
    else:
        n = int(completed or 0)
        p_mean = _per_request(doc, "total_input_tokens", n) or 0.0
        o_mean = _per_request(doc, "total_output_tokens", n) or 0.0
        p_cv = o_cv = 0.0   # the file gives totals only: the spread is not said
        if not n or not p_mean:
            raise BenchmarkFileError("says neither the requests' lengths (input_lens) nor their totals "
                                     "(completed, total_input_tokens)")
    rate = _number(doc.get("request_rate"))
    burst = _positive(doc.get("burstiness"))
    return Trace(requests=n, prompt_mean=p_mean, prompt_cv=p_cv, output_mean=max(o_mean, 1.0), output_cv=o_cv,
                 rate=rate if rate is not None and 0 < rate < math.inf else None, burstiness=burst,
                 p50_ttft_ms=_positive(doc.get("median_ttft_ms")), p99_ttft_ms=_positive(doc.get("p99_ttft_ms")),
                 p50_tpot_ms=_positive(doc.get("median_tpot_ms")), p99_tpot_ms=_positive(doc.get("p99_tpot_ms")))


def _guidellm_trace(doc: dict) -> Trace:
    benches = [b for b in doc["benchmarks"] if isinstance(b, dict) and isinstance(b.get("metrics"), dict)]
    if not benches:
        raise BenchmarkFileError("holds no request: the GuideLLM report has no benchmark")
    b, m = benches[0], benches[0]["metrics"]

    def stat(key: str, name: str) -> float | None:
        return _positive(_dig(m, key, "successful", name))
    p_mean, o_mean = stat("prompt_token_count", "mean"), stat("output_token_count", "mean")
    if not p_mean:
        raise BenchmarkFileError("GuideLLM benchmark 1 says nothing of its prompt lengths (prompt_token_count)")
    strategy = _obj(_obj(b.get("config")).get("strategy"))
    rate = _positive(strategy.get("rate")) if strategy.get("type_") in ("poisson", "constant") else None
    count = _int_or_none(_obj(m.get("request_totals")).get("successful")) or 0
    return Trace(requests=count, prompt_mean=p_mean, prompt_cv=(stat("prompt_token_count", "std_dev") or 0) / p_mean,
                 output_mean=o_mean or 1.0, output_cv=(stat("output_token_count", "std_dev") or 0) / (o_mean or 1.0),
                 rate=rate, burstiness=1.0 if strategy.get("type_") == "poisson" else None,
                 p50_ttft_ms=stat("time_to_first_token_ms", "median"),
                 p99_ttft_ms=_positive(_dig(m, "time_to_first_token_ms", "successful", "percentiles", "p99")))


def _aiperf_trace(doc: dict) -> Trace:
    isl, osl = _obj(doc.get("input_sequence_length")), _obj(doc.get("output_sequence_length"))
    p_mean, o_mean = _stat(isl, "avg"), _stat(osl, "avg")
    if not p_mean:
        raise BenchmarkFileError("AIPerf export says nothing of its input lengths (input_sequence_length.avg)")
    cfg = _obj(doc.get("input_config"))
    rate = _positive(_dig(cfg, "loadgen", "request_rate"))
    count = _stat(doc.get("request_count"), "avg")
    ttft = _obj(doc.get("time_to_first_token"))
    return Trace(requests=int(count or 0), prompt_mean=p_mean, prompt_cv=(_stat(isl, "std") or 0) / p_mean,
                 output_mean=o_mean or 1.0, output_cv=(_stat(osl, "std") or 0) / (o_mean or 1.0), rate=rate,
                 burstiness=None, p50_ttft_ms=_stat(ttft, "p50"), p99_ttft_ms=_stat(ttft, "p99"))


def _numbers(values: list, key: str) -> list[float]:
    out = [_number(v) for v in values]
    if any(v is None or v < 0 for v in out):
        raise BenchmarkFileError(f"'{key}' holds a value that is not a token count")
    return [float(v) for v in out if v is not None]


def _mean_cv(values: list[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    if n < 2 or mean <= 0:
        return mean, 0.0
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(var) / mean
