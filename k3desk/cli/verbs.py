"""Command-line verbs (docs/design.md "Command-line contract"; names may be added, never renamed).

    k3desk                       GUI on the last scenario, else the default (Kimi K3 on 8x B300)
    k3desk FILE                  GUI on a scenario file
    k3desk calc [SCENARIO] [--set PATH=VALUE]... [--json]
    k3desk report [SCENARIO] -o OUT.pdf [--lang en|pt_BR] [--set ...]
    k3desk report A B [C D] -o OUT.pdf        comparison report of 2-4 scenarios
    k3desk screenshot [SCENARIO] -o OUT.png [--size WxH] [--presentation] [--advisor] [--compare OTHER]
                      [--lang ...] [--set ...]
    k3desk advise [SCENARIO] [--set ...] [--max-usd-month X] [--min-tok-s X] [--max-ttft-s X] [--json]
    k3desk export [SCENARIO] [B C D] -o OUT.xlsx [--lang ...] [--advise] [--set ...]
    calc, advise: [--format table|json|csv] [--lang en|pt_BR]; calc, report, advise, export, screenshot:
                  [--profile FILE] (an organisation profile: its values under --set, over the catalog)
    k3desk catalog [models|gpus|formats|prices] [--json]
    k3desk catalog import CONFIG.json --id NAME [--name TEXT] [--replace]
    k3desk measurement import RESULT.json [--set ...] | list [--json] | remove ID
    k3desk --version

Bad input exits 2 with one clear line on stderr naming the problem, never a traceback, and never
changes the file.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
from pathlib import Path
from typing import overload

from k3desk import __version__

# Each verb imports what it uses inside its function, on purpose: measured on the development
# machine, the core costs ~40 ms and the window (Qt, pyqtgraph) ~0.35 s more, so ``--version``
# and usage errors answer at once and calc/catalog never load Qt.

VERBS = ("calc", "report", "screenshot", "catalog", "advise", "export", "measurement")
LANGS = ("en", "pt_BR")
EXIT_USAGE = 2


class UsageError(Exception):
    """Bad input on the command line: printed as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, exit 2, like every other bad input
        raise UsageError(message if self.prog == "k3desk" else f"{self.prog.removeprefix('k3desk ')}: {message}")


def _scenario_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("scenario", nargs="?", default="default", help="a scenario file or a built-in scenario id")
    p.add_argument("--set", dest="sets", action="append", default=[], metavar="PATH=VALUE",
                   help="change one field, e.g. hardware.gpu=h200 (repeatable); null unsets an optional one "
                        "(hardware.resale_percent=null: the remaining book value)")
    p.add_argument("--profile", type=Path, default=None, metavar="FILE",
                   help="an organisation profile: its values and negotiated prices, under --set, over the catalog")
    p.add_argument("--trace", type=Path, default=None, metavar="FILE",
                   help="a vllm bench serve / sglang.bench_serving / GuideLLM / AIPerf result: its request lengths, "
                        "their spread and its request rate set the workload (under --set)")


def output_path(text: str) -> Path:
    """``-o``: the output file as typed; a name ending with a folder separator (``x.xlsx/``) is refused
    here, before ``Path`` drops the separator and the file ``x.xlsx`` is written instead."""
    from k3desk.persistence.targets import folder_name_problem

    problem = folder_name_problem(text)
    if problem is not None:
        raise argparse.ArgumentTypeError(f"{text[:200]} {problem}")
    return Path(text)


def lang_args(p: argparse.ArgumentParser) -> None:
    """``--lang {en,pt_BR}``: the language of a verb's output (default: $K3DESK_LANG, else English;
    the command line never follows the system language)."""
    p.add_argument("--lang", choices=LANGS, default=None,
                   help="language of the output (default: the K3DESK_LANG environment variable, else en)")


def chosen_lang(args) -> str:
    """The language ``lang_args`` chose: ``--lang``, else ``K3DESK_LANG`` when it names one, else English."""
    if getattr(args, "lang", None):
        return args.lang
    env = os.environ.get("K3DESK_LANG", "")
    return env if env in LANGS else "en"


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="k3desk", description="Size self-hosted deployments of giant open-weight models.")
    parser.add_argument("--version", action="version", version=f"k3desk {__version__}")
    sub = parser.add_subparsers(dest="verb", parser_class=_Parser)
    calc = sub.add_parser("calc", help="compute a scenario and print the figures")
    _scenario_args(calc)
    calc.add_argument("--json", action="store_true", help="print the stable JSON keys (bytes, seconds, USD)")
    calc.add_argument("--format", choices=("table", "json", "csv"), default=None,
                      help="csv: the term month by month per route (RFC 4180; with --lang pt_BR ';' and decimal "
                           "commas)")
    lang_args(calc)
    rep = sub.add_parser("report", help="export a scenario to a PDF report, or 2-4 scenarios to a comparison")
    _scenario_args(rep)
    rep.add_argument("others", nargs="*", metavar="SCENARIO", help="up to three more: a comparison report")
    rep.add_argument("-o", "--output", required=True, type=output_path)
    rep.add_argument("--lang", choices=("en", "pt_BR"), default=None)
    rep.add_argument("--page", choices=("A4", "Letter"), default="A4")
    shot = sub.add_parser("screenshot", help="render the main window to a PNG")
    _scenario_args(shot)
    shot.add_argument("-o", "--output", required=True, type=output_path)
    shot.add_argument("--size", default="1920x1080", help="WIDTHxHEIGHT in pixels")
    shot.add_argument("--presentation", action="store_true")
    shot.add_argument("--advisor", action="store_true", help="show the Advisor page")
    shot.add_argument("--compare", action="append", default=[], metavar="OTHER",
                      help="show the comparison of SCENARIO with OTHER (a file or built-in id; repeatable)")
    shot.add_argument("--lang", choices=("en", "pt_BR"), default=None)
    from k3desk.cli.advise import add_parser as add_advise

    add_advise(sub, _scenario_args, lang_args)
    from k3desk.cli.measurement import add_parser as add_measurement

    add_measurement(sub)
    exp = sub.add_parser("export", help="export a scenario (or 2-4 side by side) to a spreadsheet (.xlsx)")
    _scenario_args(exp)
    exp.add_argument("others", nargs="*", metavar="SCENARIO", help="up to three more: a side-by-side sheet")
    exp.add_argument("-o", "--output", required=True, type=output_path)
    exp.add_argument("--advise", action="store_true", help="run the Advisor and add its options as a sheet")
    lang_args(exp)
    cat = sub.add_parser("catalog", help="list catalog entries, or import a config.json")
    cat.add_argument("what", nargs="?", default="models", choices=("models", "gpus", "formats", "prices", "import"))
    cat.add_argument("config", nargs="?", type=Path, help="with 'import': a Hugging Face config.json")
    cat.add_argument("--id", dest="model_id", help="with 'import': the id for the new model")
    cat.add_argument("--name", help="with 'import': a display name")
    cat.add_argument("--replace", action="store_true",
                     help="with 'import': allow an --id of a shipped model, replacing it in every scenario that uses it")
    cat.add_argument("--json", action="store_true")
    lang_args(cat)
    return parser


@overload
def text_arg(value: str, option: str) -> str: ...
@overload
def text_arg(value: None, option: str) -> None: ...
def text_arg(value: str | None, option: str) -> str | None:
    """A text option as given, refusing text the terminal did not hand over as valid UTF-8 (Python
    keeps such bytes as lone surrogates, which no file, PDF or catalog can store)."""
    if value is not None and any("\ud800" <= ch <= "\udfff" for ch in value):
        raise UsageError(f"{option} is not valid UTF-8 text; type it again in a UTF-8 terminal "
                         "(nothing was changed)")
    return value


def check_app_files_once() -> list:
    """Set aside broken files the app keeps (recent list, settings, user catalog) and say so on one line."""
    from k3desk.persistence.app_files import check_app_files, notes_line

    items = check_app_files()
    line = notes_line(items)
    if line:
        print(f"k3desk: note: {line}", file=sys.stderr)
    return items


def check_input_file(path: Path, what: str) -> None:
    """Refuse a path that is missing or not a regular file, saying which (a folder, a FIFO, a device)."""
    from k3desk.core.reading import kind_of_path, shown_path

    shown = shown_path(path)
    if not os.path.lexists(path):
        raise UsageError(f"{what} not found: {shown}")
    kind = kind_of_path(path)
    if kind is not None:
        raise UsageError(f"{what} {shown} is {kind}, not a file")


def scenario_files(*args: str, profile: Path | None = None) -> list[Path]:
    """The files a command reads: the scenario arguments that name files (not built-in ids), and the
    organisation profile (``--profile``) when one is given."""
    from k3desk.scenarios import builtin_ids

    return [Path(a) for a in args if os.path.lexists(a) or a not in builtin_ids()] + \
        ([profile] if profile is not None else [])


def profile_of(args):
    """The organisation profile ``--profile`` names (read once per command), or None; a missing,
    broken or newer one is refused in one line (exit 2)."""
    path = getattr(args, "profile", None)
    if path is None:
        return None
    cached = getattr(args, "_profile", None)
    if cached is None:
        from k3desk.core.catalog import load_catalog
        from k3desk.core.edit import EditError
        from k3desk.core.profile import check_ids
        from k3desk.core.reading import shown_path
        from k3desk.persistence.profile_file import read_profile

        cached = read_profile(path)
        try:   # a GPU or model the catalog does not have is refused as a scenario's would be
            check_ids(cached, load_catalog())
        except EditError as exc:
            raise UsageError(f"profile {shown_path(path)}: {exc}") from None
        args._profile = cached
    return cached


def profile_catalog_of(profile):
    """The catalog with the profile's negotiated prices (the shipped and user catalog without one)."""
    from k3desk.core.catalog import load_catalog

    if profile is None:
        return load_catalog()
    from k3desk.core.profile import profile_catalog

    return profile_catalog(load_catalog(), profile)


def trace_sets(path: Path, sets: list[str]) -> list[str]:
    """``--trace FILE``: the workload paths the file's load sets, as ``--set`` assignments, under the ones
    given (a path given with ``--set`` keeps its value)."""
    from k3desk.core.speed.bench_import import read_trace

    check_input_file(path, "trace file")
    given = {a.partition("=")[0].strip() for a in sets}
    edits = read_trace(path).edits()
    return [f"{k}={v}" for k, v in edits.items() if k not in given] + list(sets)


def load_scenario_arg(arg: str, sets: list[str], profile=None):
    """A scenario from a file or a built-in id, with ``--set`` edits applied over the organisation
    ``profile`` (when given), which is applied over the catalog: --set > profile > catalog."""
    from k3desk.core.edit import EditError, apply_sets, parse_sets
    from k3desk.scenarios import builtin_ids, load_builtin, read_scenario_file

    for assignment in sets:
        text_arg(assignment, f"--set {assignment.partition('=')[0][:40]}")
    path = Path(arg)
    if path.suffix == ".json" or os.path.lexists(arg) or "/" in arg or "\\" in arg:
        check_input_file(path, "scenario file")
        scenario = read_scenario_file(path)
    elif arg in builtin_ids():
        scenario = load_builtin(arg)
    else:
        raise UsageError(f"unknown scenario '{arg}': not a file and not a built-in id "
                         f"(known: {', '.join(builtin_ids())})")
    cat = profile_catalog_of(profile) if profile is not None else None
    try:
        new = apply_sets(scenario, sets, cat)
    except EditError as exc:
        raise UsageError(f"--set {exc}") from None
    from k3desk.core.user_set import recorded_user_set

    # the paths given with --set are the user's (recorded, as the window records its edits)
    new = new.model_copy(update={"user_set": recorded_user_set(scenario.user_set, parse_sets(sets))})
    if profile is None:
        return new
    from k3desk.core.profile import apply_profile

    try:
        return apply_profile(new, profile, cat)
    except EditError as exc:
        raise UsageError(f"profile {profile.label}: {exc}") from None


def cmd_calc(args) -> int:
    from k3desk.cli.measurement import library_for_compute
    from k3desk.cli.table import result_table
    from k3desk.session import evaluate
    from k3desk.session.evaluation import evaluation_json

    profile = profile_of(args)
    scenario = load_scenario_arg(args.scenario, args.sets, profile)
    # your runs anchor the speed; a profile's negotiated prices are the catalog's, as in the window
    ev = evaluate(scenario, profile_catalog_of(profile), measurements=library_for_compute(), profile=profile)
    if args.format == "csv":
        from k3desk.cli.csv_out import term_csv, write_csv

        write_csv(term_csv(ev), chosen_lang(args))
        return 0
    if args.json or args.format == "json":
        print(strict_json(evaluation_json(ev)))
    else:
        print(result_table(ev, chosen_lang(args)))
    return 0


def strict_json(obj) -> str:
    """JSON any parser accepts: a figure that is not finite is ``null`` (never ``Infinity``), ``-0`` is 0."""
    import math

    def clean(v):
        if isinstance(v, float):
            return v + 0.0 if math.isfinite(v) else None
        if isinstance(v, dict):
            return {k: clean(x) for k, x in v.items()}
        if isinstance(v, (list, tuple)):
            return [clean(x) for x in v]
        return v

    return json.dumps(clean(obj), indent=2, default=str, allow_nan=False)


def cmd_catalog(args) -> int:
    from k3desk.cli.table import catalog_rows

    if args.what == "import":
        return _catalog_import(args)
    rows = catalog_rows(args.what)
    if args.json:
        print(strict_json(rows))
    else:
        from k3desk.cli.table import render_rows

        print(render_rows(args.what, rows, chosen_lang(args)))
    return 0


def _catalog_import(args) -> int:
    from k3desk.core.model.hf_import import architecture_from_hf_config, read_hf_config
    from k3desk.core.model.sizable import check_sizable
    from k3desk.persistence.user_catalog import ShippedIdError, add_user_model, shipped_model

    if args.config is None or not args.model_id:
        raise UsageError("catalog import: usage: k3desk catalog import CONFIG.json --id NAME")
    model_id, name = text_arg(args.model_id, "--id"), text_arg(args.name, "--name")
    if not os.path.isdir(args.config):
        check_input_file(args.config, "config file")
    arch = architecture_from_hf_config(read_hf_config(args.config), model_id, name=name)
    p = check_sizable(arch)   # everything is checked before the catalog file is touched
    shipped = shipped_model(arch.id)
    if shipped is not None and not args.replace:
        raise UsageError(f"catalog import: {ShippedIdError(arch, shipped)}")
    dest = add_user_model(arch, replace=args.replace, reads=[args.config])
    what = f"replaced the shipped model {shipped.name} with" if shipped is not None else "imported"
    print(f"{what} '{arch.id}' ({p.total / 1e9:,.1f}B total, {p.active / 1e9:,.1f}B active) into {dest}")
    return 0


def cmd_report(args) -> int:
    if len(args.others) > 3:
        raise UsageError("a comparison report takes 2 to 4 scenarios")
    scenarios = [load_scenario_arg(a, args.sets, profile_of(args)) for a in (args.scenario, *args.others)]
    from k3desk.ui.shell.qt_env import time_zone_problem

    problem = time_zone_problem()   # the report is dated: a zone no system knows would date it wrong
    if problem is not None:
        raise UsageError(f"{problem} (nothing was written)")
    from k3desk.ui.pdf.export import PdfExportError, evaluations, export_cli

    try:
        evs = evaluations(scenarios, profile_catalog_of(profile_of(args)), profile_of(args))
        return export_cli(evs, args.output, lang=args.lang, page=args.page,
                          reads=scenario_files(args.scenario, *args.others, profile=args.profile))
    except PdfExportError as exc:
        raise UsageError(str(exc)) from None


#: The largest PNG ``screenshot`` writes, in pixels (4096×4096: a 5K screen fits; 8000×8000 took 810 MB).
MAX_SCREENSHOT_PIXELS = 4096 * 4096


def screenshot_size(text: str, scale: float = 1.0) -> tuple[int, int]:
    """``WIDTHxHEIGHT`` as two ints, each 200 to 8000, the picture (times Qt's scale) at most 16.8 megapixels."""
    try:
        w, h = (int(v) for v in text.lower().split("x"))
        if not (200 <= w <= 8000 and 200 <= h <= 8000):
            raise ValueError
    except ValueError:
        raise UsageError(f"--size must be WIDTHxHEIGHT between 200 and 8000 pixels, got '{text[:40]}'") from None
    pixels = w * h * scale * scale
    if pixels > MAX_SCREENSHOT_PIXELS:
        at = f" at QT_SCALE_FACTOR={scale:g}" if scale != 1 else ""
        raise UsageError(f"--size {w}x{h}{at} is {pixels / 1e6:.1f} megapixels; the limit is "
                         f"{MAX_SCREENSHOT_PIXELS / 1e6:.1f} (4096x4096): choose a smaller size (nothing was written)")
    return w, h


def cmd_screenshot(args) -> int:
    from k3desk.ui.shell.qt_env import QtEnvironmentError, check_environment, scale_factor

    try:   # a scale of 0 crashes Qt and 100 never finishes: refused before Qt starts
        check_environment(refuse=True)
    except QtEnvironmentError as exc:
        raise UsageError(str(exc)) from None
    w, h = screenshot_size(args.size, scale_factor())
    scenario = load_scenario_arg(args.scenario, args.sets, profile_of(args))
    from k3desk.ui.shell.screenshot import quiet_offscreen_noise, render_screenshot

    quiet_offscreen_noise()

    from k3desk.persistence.targets import TargetRefused, output_target

    try:   # a folder, FIFO, device, scenario file or an input at -o is refused before rendering
        output_target(args.output, "png", scenario_files(args.scenario, *args.compare, profile=args.profile))
        others = [load_scenario_arg(o, []) for o in args.compare]
        render_screenshot(scenario, args.output, size=(w, h), presentation=args.presentation, lang=args.lang,
                          advisor=args.advisor, compare=others)
    except TargetRefused as exc:
        raise UsageError(f"refused to write {args.output}: {exc.reason}") from None
    except OSError as exc:
        reason = exc.strerror or str(exc).splitlines()[0]
        raise UsageError(f"cannot write {args.output}: {reason}") from None
    print(f"wrote {args.output}")
    return 0


def cmd_measurement(args) -> int:
    from k3desk.cli.measurement import cmd_measurement as run

    return run(args, UsageError, text_arg, check_input_file)


def cmd_advise(args) -> int:
    from k3desk.cli.advise import cmd_advise as run

    profile = profile_of(args)
    return run(args, lambda arg, sets: load_scenario_arg(arg, sets, profile), catalog=profile_catalog_of(profile),
               lang=chosen_lang(args))


def cmd_export(args) -> int:
    """``k3desk export``: the spreadsheet of a scenario, or of 2-4 with a side-by-side sheet."""
    if len(args.others) > 3:
        raise UsageError("a spreadsheet takes 1 to 4 scenarios")
    profile = profile_of(args)
    scenarios = [load_scenario_arg(a, args.sets, profile) for a in (args.scenario, *args.others)]
    from k3desk.ui.export.sheet import SheetExportError, check_target, export_cli

    reads = scenario_files(args.scenario, *args.others, profile=args.profile)
    try:
        check_target(args.output, reads)
        if args.output.suffix.lower() != ".xlsx":
            raise UsageError(f"export writes an .xlsx workbook: name the output OUT.xlsx, got {args.output.name}")
        from k3desk.ui.pdf.export import evaluations

        evs = evaluations(scenarios, profile_catalog_of(profile), profile)
        ranking = evs[0].ranking() if args.advise else None
        return export_cli(evs, args.output, lang=chosen_lang(args), ranking=ranking,
                          profile=profile.stamp() if profile is not None else None, reads=reads)
    except SheetExportError as exc:
        raise UsageError(str(exc)) from None


def _known_errors() -> tuple[type[BaseException], ...]:
    """The errors bad input raises (evaluated only when one propagates, so imported here)."""
    from pydantic import ValidationError

    from k3desk.core.advisor.space import ConstraintError
    from k3desk.core.catalog import CatalogError
    from k3desk.core.edit import EditError
    from k3desk.core.model.hf_import import UnsupportedConfigError
    from k3desk.core.reading import FileFormatError
    from k3desk.persistence.scenario_file import ScenarioFileError

    return (UsageError, EditError, CatalogError, ValidationError, KeyError, FileFormatError, ConstraintError,
            ScenarioFileError, UnsupportedConfigError)


def _message(exc: BaseException) -> str:
    from pydantic import ValidationError

    if isinstance(exc, ValidationError):
        from k3desk.core.edit import error_line

        return error_line(exc)
    if isinstance(exc, KeyError):
        return str(exc.args[0]) if exc.args else "unknown id"
    return str(exc).splitlines()[0] if str(exc) else type(exc).__name__


def check_config_folder() -> None:
    """A config folder that can never exist (a name over 255 bytes) is said in one line, exit 2."""
    from k3desk.paths import config_problem

    problem = config_problem()
    if problem is not None:
        raise UsageError(problem)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    from k3desk.cli.console import fit_streams

    fit_streams()   # a console that cannot encode "·" or "×" gets "-" and "x", never a traceback
    try:
        if argv and argv[0] in VERBS or argv and argv[0].startswith("-"):
            args = build_parser().parse_args(argv)
            handler = {"calc": cmd_calc, "catalog": cmd_catalog, "report": cmd_report,
                       "screenshot": cmd_screenshot, "advise": cmd_advise, "export": cmd_export,
                       "measurement": cmd_measurement}.get(args.verb)
            if handler is None:
                build_parser().print_help()
                return 0
            check_config_folder()
            check_app_files_once()
            if getattr(args, "trace", None) is not None:
                args.sets = trace_sets(args.trace, args.sets)
            return handler(args)
        if len(argv) > 1:
            raise UsageError(f"unknown command '{argv[0]}' (commands: {', '.join(VERBS)}; or one scenario file)")
        # Start-up creates about a million objects that all live as long as the window: the cycle
        # collector would walk them again and again (~40 ms). It is off until the window is shown,
        # then those objects are frozen out of its walks (ui/shell/app.py, run_gui).
        gc.disable()
        # k3desk uses no pydantic plugins: without this, building the first model class scans the
        # metadata of every installed distribution for one (importlib.metadata, ~20 ms).
        os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
        import k3desk.core  # noqa: F401
        from k3desk.ui.shell.app import run_gui

        path = Path(argv[0]) if argv else None
        if path is not None:
            check_input_file(path, "scenario file")
        from k3desk.paths import config_problem

        problem = config_problem()
        if problem is not None:   # the window cannot keep anything: it says why (a box too, on a desktop)
            from k3desk.ui.shell.app import say_why

            say_why(problem)
            raise UsageError(problem)
        return run_gui(path, set_aside=check_app_files_once())
    except _known_errors() as exc:
        print(f"k3desk: {_message(exc)}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        return 0
