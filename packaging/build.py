"""Build the frozen k3desk bundle for this OS, then the OS's installer package.

    python packaging/build.py                 # bundle + package (what a release needs)
    python packaging/build.py --bundle-only   # dist/k3desk/ only
    python packaging/build.py --reuse         # skip PyInstaller when dist/k3desk/ is up to date
    python packaging/build.py --require-package   # fail (exit 1) when the OS's package was not made
    python packaging/build.py --check-tag v0.1.0  # fail unless the tag is "v" + k3desk.__version__
    python3 dev.py build [...]                # the same, inside the project's .venv

Outputs, all under dist/ (git-ignored; PyInstaller's work files go to build/pyinstaller/):

    every OS   dist/k3desk/                     one-folder bundle; run dist/k3desk/k3desk[.exe]
    Linux      dist/k3desk-<ver>-linux-<arch>.tar.gz   (+ .AppImage when appimagetool is on PATH)
    Windows    dist/k3desk-<ver>-setup.exe      when Inno Setup's iscc is on PATH (or installed)
    macOS      dist/k3desk.app and dist/k3desk-<ver>-macos-<arch>.dmg (hdiutil)

PyInstaller cannot cross-compile: each installer is built on its own OS.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "packaging"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
BUNDLE = DIST / "k3desk"
SPEC = PKG / "k3desk.spec"
STAMP = ROOT / "build" / "k3desk-bundle.json"
# Everything whose change must trigger a rebuild of the bundle.
INPUTS = [ROOT / "k3desk", ROOT / "resources", SPEC, PKG / "launcher.py", PKG / "version_info.py",
          ROOT / "pyproject.toml"]


def app_version() -> str:
    import re

    text = (ROOT / "k3desk" / "__init__.py").read_text(encoding="utf-8")
    return re.search(r'__version__\s*=\s*"([^"]+)"', text).group(1)


def bundle_exe() -> Path:
    return BUNDLE / ("k3desk.exe" if os.name == "nt" else "k3desk")


def arch() -> str:
    m = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "arm64": "arm64", "aarch64": "aarch64"}.get(m, m)


def _toolchain() -> dict:
    """Versions whose change also invalidates a bundle (a new Qt or PyInstaller means a rebuild)."""
    import importlib.metadata as md

    def v(name: str) -> str | None:
        try:
            return md.version(name)
        except md.PackageNotFoundError:
            return None

    return {"python": sys.version.split()[0], "executable": sys.executable,
            "pyinstaller": v("pyinstaller"), "pyside6": v("PySide6-Essentials") or v("PySide6"),
            "pyqtgraph": v("pyqtgraph"), "pydantic": v("pydantic")}


def _newest_input() -> float:
    newest = 0.0
    for item in INPUTS:
        files = [item] if item.is_file() else (p for p in item.rglob("*") if p.is_file())
        for f in files:
            if "__pycache__" in f.parts or f.suffix == ".pyc":
                continue  # imports rewrite these all the time; they are not sources
            newest = max(newest, f.stat().st_mtime)
    return newest


def bundle_is_fresh() -> bool:
    """dist/k3desk exists, is newer than every input file, and was built with this toolchain."""
    exe = bundle_exe()
    if not exe.is_file() or not STAMP.is_file():
        return False
    try:
        if json.loads(STAMP.read_text()) != _toolchain():
            return False
    except ValueError:
        return False
    return exe.stat().st_mtime > _newest_input()


def build_bundle(reuse: bool = False) -> Path:
    """Run PyInstaller on k3desk.spec; returns the bundle's executable."""
    if reuse and bundle_is_fresh():
        print(f"reusing {BUNDLE} (newer than k3desk/, resources/ and the spec)", flush=True)
        return bundle_exe()
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        sys.exit("PyInstaller is not installed: run `python3 dev.py build` (installs the [build] extra) "
                 "or `pip install pyinstaller`")
    # The bundle must find every k3desk module; check the icons exist (they are committed).
    for icon in ("k3desk.png", "k3desk.ico", "k3desk.icns"):
        if not (ROOT / "resources" / "icons" / icon).is_file():
            print(f"warning: resources/icons/{icon} missing; run python packaging/make_icons.py", file=sys.stderr)
    t0 = time.monotonic()
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
           "--distpath", str(DIST), "--workpath", str(WORK), str(SPEC)]
    print("+", " ".join(cmd), flush=True)
    # cwd=ROOT so the spec's relative paths and the hooks see the checkout; PYTHONPATH is cleared
    # so a developer's environment cannot leak modules into the bundle.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    if subprocess.call(cmd, cwd=ROOT, env=env):
        sys.exit("PyInstaller failed (see the messages above)")
    exe = bundle_exe()
    if not exe.is_file():
        sys.exit(f"PyInstaller finished but {exe} is missing")
    os.utime(exe)  # the bundle's age is its executable's: newer than every input from here on
    STAMP.parent.mkdir(parents=True, exist_ok=True)
    STAMP.write_text(json.dumps(_toolchain(), indent=1))
    size = sum(f.stat().st_size for f in BUNDLE.rglob("*") if f.is_file()) / 1e6
    print(f"built {BUNDLE} in {time.monotonic() - t0:.0f} s, {size:.0f} MB", flush=True)
    return exe


# --- Linux --------------------------------------------------------------------------------------

def _linux_extras(dest: Path) -> None:
    """Desktop entry, MIME type, icons and the per-user installer next to the bundle."""
    shutil.copy2(PKG / "linux" / "k3desk.desktop", dest / "k3desk.desktop")
    shutil.copy2(PKG / "linux" / "k3desk-mime.xml", dest / "k3desk-mime.xml")
    shutil.copy2(PKG / "linux" / "install.sh", dest / "install.sh")
    (dest / "install.sh").chmod(0o755)
    shutil.copy2(PKG / "linux" / "INSTALL.txt", dest / "INSTALL.txt")
    shutil.copy2(ROOT / "resources" / "icons" / "k3desk.png", dest / "k3desk.png")
    shutil.copy2(ROOT / "resources" / "icons" / "k3desk-512.png", dest / "k3desk-512.png")


def package_linux(version: str) -> list[Path]:
    name = f"k3desk-{version}-linux-{arch()}"
    stage = ROOT / "build" / "stage" / name
    shutil.rmtree(stage, ignore_errors=True)
    shutil.copytree(BUNDLE, stage, symlinks=True)
    _linux_extras(stage)
    tarball = DIST / f"{name}.tar.gz"
    print(f"writing {tarball}", flush=True)
    with tarfile.open(tarball, "w:gz", compresslevel=6) as tar:
        tar.add(stage, arcname=name)
    outputs = [tarball]
    tool = shutil.which("appimagetool") or shutil.which("appimagetool-x86_64.AppImage")
    if tool:
        outputs.append(_appimage(tool, stage, version))
    else:
        print("appimagetool not found on PATH: skipping the AppImage (the tarball is complete)")
    return outputs


def _appimage(tool: str, stage: Path, version: str) -> Path:
    appdir = ROOT / "build" / "k3desk.AppDir"
    shutil.rmtree(appdir, ignore_errors=True)
    shutil.copytree(BUNDLE, appdir / "usr" / "lib" / "k3desk", symlinks=True)
    shutil.copy2(PKG / "linux" / "k3desk.desktop", appdir / "k3desk.desktop")
    shutil.copy2(ROOT / "resources" / "icons" / "k3desk.png", appdir / "k3desk.png")
    mime = appdir / "usr" / "share" / "mime" / "packages"
    mime.mkdir(parents=True)
    shutil.copy2(PKG / "linux" / "k3desk-mime.xml", mime / "k3desk.xml")
    apprun = appdir / "AppRun"
    apprun.write_text('#!/bin/sh\nHERE="$(dirname "$(readlink -f "$0")")"\n'
                      'exec "$HERE/usr/lib/k3desk/k3desk" "$@"\n')
    apprun.chmod(0o755)
    out = DIST / f"k3desk-{version}-{arch()}.AppImage"
    env = {**os.environ, "ARCH": arch(), "VERSION": version}
    if subprocess.call([tool, "--no-appstream", str(appdir), str(out)], env=env):
        sys.exit("appimagetool failed (see the messages above)")
    return out


# --- Windows ------------------------------------------------------------------------------------

def _find_iscc() -> str | None:
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return found
    for base in (os.environ.get("ProgramFiles(x86)"), os.environ.get("ProgramFiles")):
        # "Inno Setup 6" is the default folder; a later major version installs beside it.
        for candidate in sorted(Path(base).glob("Inno Setup */ISCC.exe"), reverse=True) if base else ():
            return str(candidate)
    return None


def package_windows(version: str) -> list[Path]:
    iss = PKG / "windows" / "k3desk.iss"
    iscc = _find_iscc()
    if not iscc:
        print("Inno Setup (iscc) not found: skipping the installer. Install Inno Setup 6 "
              "(https://jrsoftware.org/isinfo.php) and re-run; dist\\k3desk\\ is ready to zip.")
        return []
    cmd = [iscc, f"/DAppVersion={version}", f"/DSourceDir={BUNDLE}", f"/DRepoRoot={ROOT}",
           f"/O{DIST}", str(iss)]
    print("+", " ".join(cmd), flush=True)
    if subprocess.call(cmd):
        sys.exit("iscc failed (see the messages above)")
    return [DIST / f"k3desk-{version}-setup.exe"]


# --- macOS --------------------------------------------------------------------------------------

def package_macos(version: str) -> list[Path]:
    app = DIST / "k3desk.app"
    if not app.is_dir():
        sys.exit(f"{app} is missing: the spec's BUNDLE step did not run")
    dmg = DIST / f"k3desk-{version}-macos-{arch()}.dmg"
    cmd = ["bash", str(PKG / "macos" / "make_dmg.sh"), str(app), str(dmg), version]
    print("+", " ".join(cmd), flush=True)
    if subprocess.call(cmd):
        sys.exit("make_dmg.sh failed (see the messages above)")
    return [app, dmg]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bundle-only", action="store_true", help="build dist/k3desk/ and stop")
    ap.add_argument("--reuse", action="store_true",
                    help="skip PyInstaller when dist/k3desk/ is newer than every source file")
    ap.add_argument("--require-package", action="store_true",
                    help="exit 1 when this OS's installer could not be made (CI: never release a bare folder)")
    ap.add_argument("--check-tag", metavar="TAG",
                    help="only check that TAG is v<k3desk.__version__> (release workflow) and exit")
    args = ap.parse_args(argv)
    version = app_version()
    if args.check_tag is not None:
        if args.check_tag != f"v{version}":
            print(f"tag {args.check_tag} does not match k3desk {version}: bump __version__ in "
                  f"k3desk/__init__.py (and pyproject.toml) or tag v{version}", file=sys.stderr)
            return 1
        print(f"tag {args.check_tag} matches k3desk {version}")
        return 0
    t0 = time.monotonic()
    exe = build_bundle(reuse=args.reuse)
    outputs = [exe]
    if not args.bundle_only:
        if sys.platform.startswith("linux"):
            outputs += package_linux(version)
        elif sys.platform == "win32":
            outputs += package_windows(version)
        elif sys.platform == "darwin":
            outputs += package_macos(version)
        else:
            print(f"no installer recipe for {sys.platform}; the bundle is in {BUNDLE}")
        if args.require_package and len(outputs) == 1:
            print("no installer package was made (see the messages above)", file=sys.stderr)
            return 1
    print(f"done in {time.monotonic() - t0:.0f} s:")
    for out in outputs:
        print(f"  {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
