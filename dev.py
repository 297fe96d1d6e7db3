#!/usr/bin/env python3
"""Developer entry point needing only Python 3.11+: ``python3 dev.py run`` / ``python3 dev.py test``.

Creates ``.venv`` beside this file on first use, installs k3desk with what the chosen command
needs (re-installing only when ``pyproject.toml`` changes), then runs it:

    python3 dev.py run [ARGS...]    launch the app (default scenario), or any k3desk command line
    python3 dev.py test [ARGS...]   run the whole test suite (extra ARGS go to pytest; with
                                    -m "not slow" the quick loop runs on every core)
    python3 dev.py bench            print benchmarks/run.py --json

On Linux, before the window opens, ``run`` asks ``ldd`` which shared libraries Qt's X11 platform
plugin cannot find and, if any, names them and the ``apt-get install`` line that provides them (Qt's
own message names one package, not always the missing one, and then aborts).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
EXTRAS = {"run": "", "test": "[test]", "bench": "[test]", "build": "[test,build]"}
#: The system libraries Qt needs on a bare Debian/Ubuntu machine (the README's list; .ci/run installs them).
QT_PACKAGES = ("libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3 libglib2.0-0 "
               "libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1")
#: Shared libraries Qt's X11 platform plugin (libqxcb.so) loads, and the Debian/Ubuntu package of each.
QT_LIBRARIES = {
    "libEGL.so.1": "libegl1", "libGL.so.1": "libgl1", "libOpenGL.so.0": "libopengl0",
    "libxkbcommon.so.0": "libxkbcommon0", "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libfontconfig.so.1": "libfontconfig1", "libfreetype.so.6": "libfreetype6", "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0", "libgthread-2.0.so.0": "libglib2.0-0",
    "libxcb-cursor.so.0": "libxcb-cursor0", "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1", "libxcb-image.so.0": "libxcb-image0",
    "libxcb-util.so.1": "libxcb-util1", "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0", "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shm.so.0": "libxcb-shm0", "libxcb-sync.so.1": "libxcb-sync1", "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-shape.so.0": "libxcb-shape0", "libxcb-xkb.so.1": "libxcb-xkb1", "libxcb-xinput.so.0": "libxcb-xinput0",
    "libxcb.so.1": "libxcb1", "libX11-xcb.so.1": "libx11-xcb1", "libX11.so.6": "libx11-6",
    "libSM.so.6": "libsm6", "libICE.so.6": "libice6",
}
#: The command line's verbs: they open no window (``screenshot`` renders offscreen).
VERBS = {"calc", "report", "screenshot", "advise", "measurement", "export", "catalog", "--version", "-h", "--help"}


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


def opens_a_window(args: list[str]) -> bool:
    """Whether ``dev.py run ARGS`` starts the window on X11 (not a verb, not another Qt platform, not Wayland)."""
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    wayland = not platform and os.environ.get("XDG_SESSION_TYPE") == "wayland"
    return sys.platform.startswith("linux") and not (args and args[0] in VERBS) and platform in ("", "xcb") \
        and not wayland


def missing_qt_libraries() -> list[str]:
    """The shared libraries Qt's X11 plugin needs that the dynamic loader cannot find (``ldd``'s
    "not found" lines for ``libqxcb.so``, its dependencies' included); empty when ldd or the plugin
    is not there to ask."""
    plugin = next(VENV.glob("lib/python3*/site-packages/PySide6/Qt/plugins/platforms/libqxcb.so"), None)
    ldd = shutil.which("ldd")
    if plugin is None or ldd is None:
        return []
    out = subprocess.run([ldd, str(plugin)], capture_output=True, text=True, errors="replace").stdout
    return sorted({line.split("=>")[0].strip() for line in out.splitlines() if "not found" in line})


def qt_advice(missing: list[str]) -> str:
    """What to tell a developer whose machine lacks ``missing``: the files, and the apt-get line."""
    known = sorted({QT_LIBRARIES[name] for name in missing if name in QT_LIBRARIES})
    unknown = [name for name in missing if name not in QT_LIBRARIES]
    lines = [f"Qt cannot open its window: {', '.join(missing)} not found on this machine."]
    if known:
        lines.append(f"On Debian/Ubuntu install: sudo apt-get install {' '.join(known)}")
    if unknown:
        lines.append(f"Find the package of {', '.join(unknown)} with: apt-file search {unknown[0]}")
    lines.append(f"(All the libraries Qt needs: sudo apt-get install {QT_PACKAGES})")
    return "\n".join(lines)


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
        missing = missing_qt_libraries() if opens_a_window(argv[1:]) else []
        if missing:
            print(qt_advice(missing), file=sys.stderr)
            return 1
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
