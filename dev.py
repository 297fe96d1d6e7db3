#!/usr/bin/env python3
"""Developer entry point needing only Python 3.11+: ``python3 dev.py run`` / ``python3 dev.py test``.

Creates ``.venv`` beside this file on first use, installs k3desk with what the chosen command
needs (re-installing only when ``pyproject.toml`` changes), then runs it:

    python3 dev.py run [ARGS...]    launch the app (default scenario), or any k3desk command line
    python3 dev.py test [ARGS...]   run the whole test suite (extra ARGS go to pytest; with
                                    -m "not slow" the quick loop runs on every core)
    python3 dev.py bench            print benchmarks/run.py --json
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
EXTRAS = {"run": "", "test": "[test]", "bench": "[test]", "build": "[test,build]"}


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_env(extras: str) -> Path:
    if sys.version_info < (3, 11):
        sys.exit(f"k3desk needs Python 3.11 or newer; this is {sys.version.split()[0]}")
    py = venv_python()
    if not py.exists():
        print("Creating .venv (first run only)...", file=sys.stderr, flush=True)
        try:
            venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
        except Exception as exc:  # Debian/Ubuntu ship venv separately
            sys.exit(f"could not create a virtual environment ({exc}); on Debian/Ubuntu install python3-venv")
    stamp = VENV / f".installed{extras or '[app]'}"
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if not stamp.exists() or stamp.read_text() != digest:
        print(f"Installing k3desk{extras} and its dependencies into .venv (a minute or two)...", file=sys.stderr,
              flush=True)
        pip = [str(py), "-m", "pip", "install", "--disable-pip-version-check", "--no-input"]
        _quiet(pip + ["--upgrade", "pip"], "upgrading pip in .venv")
        _quiet(pip + ["-e", f"{ROOT}{extras}"], f"installing k3desk{extras} into .venv")
        stamp.write_text(digest)
    return py


def _quiet(cmd: list[str], what: str) -> None:
    """Run one install step with its output captured: pip's and setuptools' notices (e.g. the
    editable-install box about folders named like the package, which is about a layout this
    project does not have) are not the user's to act on. On failure, show all of it."""
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          encoding="utf-8", errors="replace")
    if proc.returncode:
        sys.stderr.write(proc.stdout)
        sys.exit(f"{what} failed (pip's output is above)")


def quick_loop(args: list[str]) -> list[str]:
    """The quick loop (``-m "not slow"``) runs on every core, one test file per worker (files that
    build the bundle or share a fixture stay together). The whole suite, which CI runs, stays serial."""
    quick = any("not slow" in a for a in args)
    chosen = any(a == "-n" or a.startswith(("-n=", "--numprocesses")) for a in args)
    return [*args, "-n", "auto", "--dist", "loadfile"] if quick and not chosen else args


def main(argv: list[str]) -> int:
    cmd = argv[0] if argv else "run"
    if cmd not in EXTRAS:
        print(__doc__)
        return 2
    py = ensure_env(EXTRAS[cmd])
    if cmd == "run":
        args = [str(py), "-m", "k3desk", *argv[1:]]
    elif cmd == "test":
        args = [str(py), "-m", "pytest", *quick_loop(argv[1:])]
    elif cmd == "bench":
        args = [str(py), str(ROOT / "benchmarks" / "run.py"), "--json", *argv[1:]]
    else:
        args = [str(py), str(ROOT / "packaging" / "build.py"), *argv[1:]]
    return subprocess.call(args, cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
