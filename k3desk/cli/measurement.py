"""``k3desk measurement``: the buyer's own benchmark results, kept in the measurement library.

    k3desk measurement import FILE [--set model=ID] [--set hardware.gpu=ID] [--set hardware.gpu_count=N]
                                   [--set serving.engine=vllm|sglang|trtllm] [--set serving.attention_parallel=tp|dp]
                                   [--set workload.concurrent_sequences=N]
    k3desk measurement list [--json]
    k3desk measurement remove ID

``import`` reads a ``vllm bench serve --save-result`` JSON, an SGLang ``bench_serving --output-file``
JSON-lines file, a GuideLLM JSON report or an AIPerf ``profile_export_aiperf.json``; ``--set`` gives
what the file does not say. A bad file, or a setup the file and ``--set`` leave open, exits 2 with one
line and leaves the library as it was; so does a run whose per-user speed is over ten times the
estimate at its own setup or under a tenth of it (``core.speed.bench_import.implausible``: most likely a
time in seconds or microseconds under a ``_ms`` key).
"""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime
from pathlib import Path


def add_parser(sub) -> None:
    p = sub.add_parser("measurement", help="import, list or remove your own benchmark results")
    p.add_argument("action", choices=("import", "list", "remove"))
    p.add_argument("target", nargs="?", help="import: the result file; remove: the measurement's id")
    p.add_argument("--set", dest="sets", action="append", default=[], metavar="PATH=VALUE",
                   help="with 'import': what the file does not say, e.g. hardware.gpu=h200 (repeatable)")
    p.add_argument("--json", action="store_true", help="with 'list': print the library as JSON")


def cmd_measurement(args, usage_error, text_arg, check_input_file) -> int:
    """``usage_error``, ``text_arg`` and ``check_input_file``: the verbs' own (one line, exit 2)."""
    if args.action == "import":
        return _import(args, usage_error, text_arg, check_input_file)
    if args.action == "remove":
        return _remove(args, usage_error)
    return _list(args, usage_error)


def _setup(sets: list[str], usage_error, text_arg) -> dict:
    from k3desk.core.edit import EditError, parse_sets
    from k3desk.core.speed.bench_import import SETUP_KEYS

    for assignment in sets:
        text_arg(assignment, f"--set {assignment.partition('=')[0][:40]}")
    try:
        pairs = parse_sets(sets)
    except EditError as exc:
        raise usage_error(f"measurement import: --set {exc}") from None
    unknown = [k for k in pairs if k not in SETUP_KEYS]
    if unknown:
        raise usage_error(f"measurement import: --set {unknown[0][:60]} is not part of a measurement's setup "
                          f"(it takes {', '.join(SETUP_KEYS)})")
    return {k: str(v) if not isinstance(v, str) else v for k, v in pairs.items()}


def _import(args, usage_error, text_arg, check_input_file) -> int:
    from k3desk.core.catalog import load_catalog
    from k3desk.core.presets import default_scenario
    from k3desk.core.reading import shown_path
    from k3desk.core.speed.bench_import import (
        BenchmarkFileError,
        MissingSetup,
        implausible,
        measurements_from,
        read_benchmark_file,
    )
    from k3desk.persistence.measurements import MeasurementLibraryError, add_measurements, load_measurements

    if not args.target:
        raise usage_error("measurement import: usage: k3desk measurement import FILE [--set PATH=VALUE]...")
    path = Path(args.target)
    check_input_file(path, "result file")
    setup = _setup(args.sets, usage_error, text_arg)
    try:
        load_measurements()   # a library that cannot be changed is said before the file is read
        runs = read_benchmark_file(path)
        when = datetime.fromtimestamp(os.stat(path).st_mtime, UTC).date().isoformat()
        now = datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")
        cat = load_catalog()
        new = measurements_from(runs, setup, cat, path.name, when, now)
        odd = implausible(new, default_scenario(), cat)
        if odd is not None:
            raise usage_error(f"measurement import: {shown_path(path)}: {odd.reason()} (nothing was imported)")
        stored = add_measurements(new)
    except MissingSetup as exc:
        raise usage_error(f"measurement import: {shown_path(path)}: {exc.reason}; give it with "
                          f"--set {exc.key}=… (nothing was imported)") from None
    except (BenchmarkFileError, MeasurementLibraryError) as exc:
        raise usage_error(f"measurement import: {exc} (nothing was imported)") from None
    for m in stored:
        print(f"imported {m.id}: {m.decode_tokens_per_s:,.1f} tok/s per user (median TPOT {m.tpot_ms:.4g} ms)"
              + (f", median TTFT {m.ttft_ms / 1000:.3g} s" if m.ttft_ms is not None else "")
              + f" at concurrency {m.concurrency}, {m.prompt_tokens} in / {m.output_tokens} out")
    return 0


def _list(args, usage_error) -> int:
    from k3desk.core.catalog import load_catalog
    from k3desk.persistence.measurements import MeasurementLibraryError, library_path, load_measurements

    try:
        items = load_measurements()
    except MeasurementLibraryError as exc:
        raise usage_error(f"measurement list: {exc}") from None
    if args.json:
        print(json.dumps([{**m.model_dump(mode="json"), "decode_tokens_per_s_per_sequence": m.decode_tokens_per_s}
                          for m in items], indent=2, ensure_ascii=False))
        return 0
    if not items:
        print(f"no measurements in {library_path()} (import one with: k3desk measurement import FILE)")
        return 0
    cat = load_catalog()
    for m in items:
        model = cat.models[m.model].name if m.model in cat.models else m.model
        gpu = cat.gpus[m.gpu].name if m.gpu in cat.gpus else m.gpu
        ttft = f", TTFT {m.ttft_ms / 1000:.3g} s" if m.ttft_ms is not None else ""
        print(f"{m.id}  {m.date}  {model} on {m.gpus}x {gpu}, {m.engine}, concurrency {m.concurrency}: "
              f"{m.decode_tokens_per_s:,.1f} tok/s per user{ttft} ({m.tool}, {m.file})")
    return 0


def _remove(args, usage_error) -> int:
    from k3desk.persistence.measurements import MeasurementLibraryError, remove_measurement

    if not args.target:
        raise usage_error("measurement remove: usage: k3desk measurement remove ID (see k3desk measurement list)")
    try:
        m = remove_measurement(args.target)
    except MeasurementLibraryError as exc:
        raise usage_error(f"measurement remove: {exc} (nothing was removed)") from None
    print(f"removed {m.id}")
    return 0


def library_for_compute() -> tuple:
    """The measurements a computation passes on (none, with a note on stderr, when the library is unusable)."""
    import sys

    from k3desk.persistence.measurements import load_quietly

    items, problem = load_quietly()
    if problem:
        print(f"k3desk: note: {problem} (estimates are not anchored to your measurements)", file=sys.stderr)
    return items
