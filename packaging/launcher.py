"""Entry script of the frozen app: ``k3desk.cli.main`` plus what a double-clicked app needs.

A desktop user never sees a terminal, so nothing may fail silently:

* before anything else, check that the bundled resources are there (``catalog/models.json``);
* in GUI mode (no command-line verb) an unexpected exception, or a bad argument such as a missing
  scenario file from a file association, shows a critical dialog with the reason and the path of a
  crash log written to ``<config dir>/logs/``;
* in CLI mode (a verb such as ``calc``) a failure prints one line to stderr and exits 2, as the
  command line does for bad input (the crash log is still written for unexpected errors).

The launcher writes only to the user config folder (the crash log), never next to the executable.
It also works unfrozen: ``python packaging/launcher.py calc`` behaves like ``python -m k3desk calc``.
"""

from __future__ import annotations

import datetime as _dt
import io
import os
import platform
import sys
import traceback
from pathlib import Path

EXIT_USAGE = 2
VERBS = ("calc", "report", "screenshot", "catalog")

if not getattr(sys, "frozen", False):  # running from a checkout: import k3desk from it
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _fix_std_streams(cli_mode: bool) -> None:
    """Windowed builds start without stdout/stderr (they are None): give them somewhere to go.

    On Windows a CLI verb typed in a console attaches to that console so ``k3desk calc`` prints
    there; otherwise the streams go to os.devnull so a ``print`` can never crash the app.
    """
    if sys.stdout is not None and sys.stderr is not None:
        return
    if cli_mode and os.name == "nt":
        try:
            import ctypes

            if ctypes.windll.kernel32.AttachConsole(-1):  # ATTACH_PARENT_PROCESS
                sys.stdout = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115
                sys.stderr = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115
                return
        except Exception:  # noqa: BLE001 - fall through to devnull
            pass
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115


def _clean_argv(argv: list[str]) -> list[str]:
    # macOS Finder may pass a process serial number ("-psn_0_12345") to an app it launches.
    return [a for a in argv if not a.startswith("-psn_")]


def is_cli(argv: list[str]) -> bool:
    """Same rule as ``k3desk.cli.main``: a verb or an option means the command line, else the GUI."""
    return bool(argv) and (argv[0] in VERBS or argv[0].startswith("-"))


def _log_dir() -> Path:
    try:
        from k3desk import paths

        return paths.config_dir() / "logs"
    except Exception:  # noqa: BLE001 - even a broken install gets its log somewhere
        import tempfile

        return Path(tempfile.gettempdir()) / "k3desk-logs"


def write_crash_log(reason: str, details: str = "") -> Path | None:
    """Write ``crash-<timestamp>.log`` with the reason, traceback and environment; returns its path."""
    try:
        from k3desk import __version__
    except Exception:  # noqa: BLE001
        __version__ = "unknown"
    try:
        folder = _log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
        path = folder / f"crash-{stamp}.log"
        lines = [
            f"k3desk {__version__} crash report, {_dt.datetime.now().isoformat(timespec='seconds')}",
            f"reason: {reason}",
            f"python {sys.version.split()[0]} on {platform.platform()}",
            f"frozen: {bool(getattr(sys, 'frozen', False))}  executable: {sys.executable}",
            f"argv: {sys.argv!r}",
            f"resources: {_resources_dir_or_error()}",
            "",
            details,
        ]
        path.write_text("\n".join(lines), encoding="utf-8")
        return path
    except Exception:  # noqa: BLE001 - logging must never mask the original problem
        return None


def _resources_dir_or_error() -> str:
    try:
        from k3desk import paths

        return str(paths.resources_dir())
    except Exception as exc:  # noqa: BLE001
        return f"<unavailable: {exc}>"


def missing_resources() -> str | None:
    """A one-line reason when the bundled catalog is not where the app expects it, else None."""
    try:
        from k3desk import paths

        models = paths.resources_dir() / "catalog" / "models.json"
    except Exception as exc:  # noqa: BLE001
        return f"the application files are incomplete ({type(exc).__name__}: {exc})"
    if not models.is_file():
        return (f"the model catalog is missing: {models} was not found. "
                "The installation is incomplete; please reinstall k3desk.")
    return None


def _native_alert(title: str, text: str) -> None:
    """A message box without Qt, for when Qt itself cannot start."""
    try:
        if os.name == "nt":
            import ctypes

            ctypes.windll.user32.MessageBoxW(None, text, title, 0x10)  # MB_ICONERROR
        elif sys.platform == "darwin":
            import subprocess

            script = f'display alert {_applescript_str(title)} message {_applescript_str(text)} as critical'
            subprocess.run(["osascript", "-e", script], check=False, timeout=600)
    except Exception:  # noqa: BLE001
        pass


def _applescript_str(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def show_error(title: str, text: str) -> None:
    """A critical dialog (Qt if it can start, else the OS's own); always echoed to stderr too."""
    print(f"k3desk: {text}", file=sys.stderr)
    try:
        from k3desk.ui.shell.crash import show_critical

        show_critical(title, text)
    except Exception:  # noqa: BLE001 - Qt cannot start: the operating system's own alert
        _native_alert(title, text)


class _Tee(io.TextIOBase):
    """Passes writes to a stream and remembers the last line, to put a CLI-style error in a dialog."""

    def __init__(self, stream):
        self.stream = stream
        self.last_line = ""

    def write(self, s: str) -> int:
        if s.strip():
            self.last_line = s.strip().splitlines()[-1]
        return self.stream.write(s)

    def flush(self) -> None:
        self.stream.flush()


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return f"{type(exc).__name__}: {text.splitlines()[0]}" if text else type(exc).__name__


_shown_slot_error = False


def _gui_excepthook(exc_type, exc, tb) -> None:
    """Exceptions raised inside Qt slots do not unwind to ``main``: log them, tell the user once."""
    global _shown_slot_error
    details = "".join(traceback.format_exception(exc_type, exc, tb))
    sys.__stderr__ and sys.__stderr__.write(details)
    log = write_crash_log(_first_line(exc), details)
    if not _shown_slot_error:
        _shown_slot_error = True
        show_error("k3desk: unexpected error",
                   f"Something went wrong: {_first_line(exc)}\n\n"
                   f"The app keeps running, but the last action may not have completed.\n"
                   f"Details were saved to:\n{log}")


def main(argv: list[str] | None = None) -> int:
    argv = _clean_argv(list(sys.argv[1:] if argv is None else argv))
    cli_mode = is_cli(argv)
    _fix_std_streams(cli_mode)

    problem = missing_resources()
    if problem:
        log = write_crash_log(problem)
        if cli_mode:
            print(f"k3desk: {problem}", file=sys.stderr)
        else:
            show_error("k3desk cannot start", f"k3desk cannot start: {problem}\n\nLog: {log}")
        return EXIT_USAGE

    previous_hook = sys.excepthook
    if not cli_mode:
        sys.excepthook = _gui_excepthook
        tee = _Tee(sys.stderr)
        sys.stderr = tee
    try:
        from k3desk.cli import main as cli_main

        code = cli_main(argv)
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as exc:  # noqa: BLE001 - the whole point: never die silently
        details = traceback.format_exc()
        log = write_crash_log(_first_line(exc), details)
        if cli_mode:
            print(f"k3desk: unexpected error: {_first_line(exc)} (details: {log})", file=sys.stderr)
        else:
            show_error("k3desk stopped", f"k3desk stopped because of an unexpected error:\n\n"
                                         f"{_first_line(exc)}\n\nDetails were saved to:\n{log}")
        return EXIT_USAGE
    finally:
        if not cli_mode:
            sys.stderr = tee.stream
            sys.excepthook = previous_hook
    if not cli_mode and code == EXIT_USAGE:
        # cli.main reported bad input on stderr (e.g. a scenario file that no longer exists):
        # a double-clicked app has no terminal, so show the same line in a dialog.
        reason = tee.last_line.removeprefix("k3desk: ") or "invalid command line"
        show_error("k3desk cannot open this", reason)
    return code


if __name__ == "__main__":
    sys.exit(main())
