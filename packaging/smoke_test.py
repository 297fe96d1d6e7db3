"""Smoke test of a frozen k3desk on this OS: the release workflow runs it on every installer.

    python packaging/smoke_test.py                     # the bundle in dist/ (k3desk.app on macOS)
    python packaging/smoke_test.py --exe PATH          # any frozen k3desk executable
    python packaging/smoke_test.py --install PACKAGE   # install the .exe / .dmg / .tar.gz first,
                                                       # then test the installed copy

Run it with the Python that has k3desk's source install (the project's .venv): the frozen app's
``calc --json`` must print exactly what ``python -m k3desk calc --json`` prints. Then, in English
and in pt-BR, ``screenshot`` must write a PNG that matches the source install's rendering (so the
charts, fonts and translations made it into the bundle) and ``report`` a PDF with the report's
text; bad input must exit 2 with one line; and nothing may be written inside the installed app.
Prints one line per check and exits 1 if any failed.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
# Words that only the translated report contains (resources/translations/k3desk_pt_BR.ts).
PT_BR_WORDS = ("Premissas", "Dimensionamento")
# Largest share of differing pixels between the frozen and the source screenshot. The same
# machine renders both, so they match except for the elapsed-time label in the status bar.
MAX_DIFF = 0.02


def default_exe() -> Path:
    if sys.platform == "darwin":
        return DIST / "k3desk.app" / "Contents" / "MacOS" / "k3desk"
    return DIST / "k3desk" / ("k3desk.exe" if os.name == "nt" else "k3desk")


def _env(config: Path, lang: str | None = None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env.update(QT_QPA_PLATFORM="offscreen", K3DESK_CONFIG_DIR=str(config), PYTHONUTF8="1")
    if lang is None:
        env.update(LC_ALL="C.UTF-8" if sys.platform.startswith("linux") else env.get("LC_ALL", ""), LANG="en_US.UTF-8")
    return {k: v for k, v in env.items() if v != ""}


def _tree(folder: Path) -> dict[str, float]:
    return {str(p.relative_to(folder)): p.lstat().st_mtime for p in folder.rglob("*")}


class Smoke:
    def __init__(self, exe: Path, work: Path):
        self.exe, self.work, self.failures = exe, work, 0
        self.app_dir = exe.parent.parent.parent if exe.parent.name == "MacOS" else exe.parent

    def check(self, name: str, ok: bool, detail: str = "") -> None:
        print(f"{'ok  ' if ok else 'FAIL'} {name}{'' if ok or not detail else ': ' + detail[-800:]}", flush=True)
        self.failures += not ok

    def frozen(self, *args: str, timeout: float = 180) -> subprocess.CompletedProcess:
        return subprocess.run([str(self.exe), *args], cwd=self.work, env=_env(self.work / "frozen-config"),
                              capture_output=True, text=True, encoding="utf-8", errors="replace", timeout=timeout)

    def source(self, *args: str, timeout: float = 180) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "k3desk", *args], cwd=ROOT, env=_env(self.work / "source-config"),
                              capture_output=True, text=True, encoding="utf-8", errors="replace", timeout=timeout)

    def run(self) -> int:
        from k3desk import __version__

        before = _tree(self.app_dir)
        version = self.frozen("--version")
        self.check("--version", version.returncode == 0 and version.stdout.strip() == f"k3desk {__version__}",
                   version.stdout + version.stderr)
        for args in (("calc", "--json"),
                     ("calc", "--set", "hardware.gpu=h200", "--set", "hardware.gpu_count=auto", "--json")):
            frozen, source = self.frozen(*args), self.source(*args)
            same = frozen.returncode == source.returncode == 0 and frozen.stdout == source.stdout
            self.check(f"{' '.join(args)} equals the source install's output", same,
                       frozen.stderr + source.stderr or "outputs differ")
            if same:
                json.loads(frozen.stdout)
        bad = self.frozen("calc", "--set", "hardware.gpu=no-such-gpu")
        lines = [line for line in bad.stderr.splitlines() if line.strip()]
        self.check("bad input exits 2 with one line", bad.returncode == 2 and len(lines) == 1, bad.stderr)
        for lang in ("en", "pt_BR"):
            self._screenshot(lang)
            self._report(lang)
        self.check("nothing was written inside the app", _tree(self.app_dir) == before)
        return 1 if self.failures else 0

    def _screenshot(self, lang: str) -> None:
        frozen_png, source_png = self.work / f"frozen-{lang}.png", self.work / f"source-{lang}.png"
        frozen = self.frozen("screenshot", "-o", str(frozen_png), "--size", "1366x768", "--lang", lang)
        source = self.source("screenshot", "-o", str(source_png), "--size", "1366x768", "--lang", lang)
        if frozen.returncode or source.returncode:
            self.check(f"screenshot --lang {lang}", False, frozen.stderr + source.stderr)
            return
        from PySide6.QtGui import QImage

        a, b = QImage(str(frozen_png)), QImage(str(source_png))
        colours = {a.pixel(x, y) for x in range(0, a.width(), 37) for y in range(0, a.height(), 23)}
        # Same size as the source install's (the window may grow past 1366 when a translation
        # needs it; that is the app's business, checked by its own tests).
        self.check(f"screenshot --lang {lang} is a non-blank PNG of the source install's size",
                   not a.isNull() and a.size() == b.size() and len(colours) > 8,
                   f"{a.width()}x{a.height()} vs {b.width()}x{b.height()}, {len(colours)} colours")
        if a.size() == b.size():
            step = 3
            samples = [(x, y) for x in range(0, a.width(), step) for y in range(0, a.height(), step)]
            differing = sum(a.pixel(x, y) != b.pixel(x, y) for x, y in samples) / len(samples)
            self.check(f"screenshot --lang {lang} matches the source install's ({differing:.2%} of pixels differ)",
                       differing <= MAX_DIFF, f"see {frozen_png} and {source_png}")

    def _report(self, lang: str) -> None:
        out = self.work / f"report-{lang}.pdf"
        proc = self.frozen("report", "-o", str(out), "--lang", lang)
        data = out.read_bytes() if out.is_file() else b""
        ok = proc.returncode == 0 and data.startswith(b"%PDF") and len(data) > 2000
        detail = proc.stderr
        if ok:
            try:
                from pypdf import PdfReader
            except ImportError:
                pass
            else:
                text = " ".join(page.extract_text() or "" for page in PdfReader(str(out)).pages)
                words = PT_BR_WORDS if lang == "pt_BR" else ("Assumptions",)
                ok = "K3" in text and all(w in text for w in words)
                detail = f"missing {words} or 'K3' in the text: {text[:300]!r}"
        self.check(f"report --lang {lang} writes a PDF", ok, detail)


def install(package: Path, into: Path) -> Path:
    """Install PACKAGE the way a user would, into a temporary place; returns the installed exe."""
    name = package.name
    if name.endswith(".tar.gz"):
        with tarfile.open(package) as tar:
            tar.extractall(into, filter="tar")
        return next(into.glob("k3desk-*/k3desk"))
    if name.endswith(".dmg"):
        mount = into / "mnt"
        mount.mkdir()
        subprocess.run(["hdiutil", "attach", "-nobrowse", "-readonly", "-mountpoint", str(mount), str(package)],
                       check=True)
        try:
            apps = into / "Applications"
            apps.mkdir()
            subprocess.run(["ditto", str(mount / "k3desk.app"), str(apps / "k3desk.app")], check=True)
            if not (mount / "Applications").is_symlink():
                raise SystemExit("the .dmg has no Applications link to drag the app onto")
        finally:
            subprocess.run(["hdiutil", "detach", str(mount)], check=True)
        return apps / "k3desk.app" / "Contents" / "MacOS" / "k3desk"
    if name.endswith(".exe"):
        target = into / "k3desk"
        # Per-user by default (PrivilegesRequired=lowest in k3desk.iss): no administrator rights.
        subprocess.run([str(package), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART",
                        f"/DIR={target}", f"/LOG={into / 'setup.log'}"], check=True, timeout=600)
        return target / "k3desk.exe"
    raise SystemExit(f"don't know how to install {package}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--exe", type=Path, help="the frozen executable (default: the bundle in dist/)")
    ap.add_argument("--install", type=Path, metavar="PACKAGE", help="a .exe, .dmg or .tar.gz to install and test")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    with tempfile.TemporaryDirectory(prefix="k3desk-smoke-") as tmp:
        work = Path(tmp)
        exe = install(args.install.resolve(), work) if args.install else (args.exe or default_exe()).resolve()
        if not exe.is_file():
            print(f"FAIL no frozen executable at {exe}: build it with python3 dev.py build")
            return 1
        print(f"smoke-testing {exe}", flush=True)
        code = Smoke(exe, work).run()
        if args.install and args.install.name.endswith(".exe"):
            uninstaller = exe.parent / "unins000.exe"
            done = subprocess.run([str(uninstaller), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART"], timeout=300)
            print(f"{'ok  ' if done.returncode == 0 else 'FAIL'} the uninstaller ran")
            code = code or done.returncode
    print("smoke test passed" if code == 0 else "smoke test FAILED")
    return code


if __name__ == "__main__":
    sys.exit(main())
