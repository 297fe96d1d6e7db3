"""The frozen Linux bundle (dist/k3desk/) behaves like the source tree.

Builds the bundle with ``packaging/build.py --bundle-only --reuse`` (PyInstaller runs only when
dist/k3desk is older than a file in k3desk/, resources/, the spec or the launcher; about 25-40 s
on 2 cores when it does), then runs the frozen executable the way users and scripts do:
``calc --json`` must print exactly what ``python -m k3desk calc --json`` prints, ``screenshot``
must write a non-blank PNG, ``report`` a PDF, bad input exits 2 with one line, and nothing is
written inside the bundle (only to the temporary K3DESK_CONFIG_DIR).

Skipped (with the reason) off Linux or where PyInstaller is not importable: Windows and macOS
bundles are built and checked on their own OS (packaging/README.md).
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
BUNDLE = ROOT / "dist" / "k3desk"
EXE = BUNDLE / "k3desk"
BUILD_TIMEOUT_S = 900

pytestmark = [
    pytest.mark.slow,  # builds the bundle with PyInstaller when it is out of date (minutes)
    pytest.mark.skipif(not sys.platform.startswith("linux"),
                       reason="the frozen-bundle test builds the Linux bundle; other OSes are built on their own"),
    pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None,
                       reason="PyInstaller is not importable here (install the [build] extra: python3 dev.py build)"),
]


def _env(config_dir: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env.update(QT_QPA_PLATFORM="offscreen", K3DESK_CONFIG_DIR=str(config_dir), LC_ALL="C.UTF-8")
    return env


def _tree(folder: Path) -> dict[str, float]:
    return {str(p.relative_to(folder)): p.lstat().st_mtime for p in folder.rglob("*")}


@pytest.fixture(scope="module")
def bundle() -> Path:
    """dist/k3desk/k3desk, built (or reused when up to date) once per test run."""
    t0 = time.monotonic()
    out = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "--bundle-only", "--reuse"],
                         cwd=ROOT, capture_output=True, text=True, timeout=BUILD_TIMEOUT_S)
    elapsed = time.monotonic() - t0
    assert out.returncode == 0, f"bundle build failed after {elapsed:.0f} s:\n{out.stdout[-3000:]}\n{out.stderr[-3000:]}"
    assert EXE.is_file()
    print(f"\nfrozen bundle ready in {elapsed:.1f} s: {out.stdout.strip().splitlines()[-2:]}")
    return EXE


@pytest.fixture
def run(bundle, tmp_path):
    """Run the frozen executable with a throwaway config folder; asserts it wrote nothing inside
    the bundle (the app may write only to the user config folder)."""
    config = tmp_path / "config"

    def _run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
        before = _tree(BUNDLE)
        proc = subprocess.run([str(bundle), *args], cwd=tmp_path, env=_env(config),
                              capture_output=True, text=True, timeout=timeout)
        assert _tree(BUNDLE) == before, "the frozen app changed files inside its own bundle"
        return proc

    _run.config = config
    return _run


def test_calc_json_is_identical_to_the_source_tree(run, tmp_path):
    frozen = run("calc", "--json")
    assert frozen.returncode == 0, frozen.stderr
    source = subprocess.run([sys.executable, "-m", "k3desk", "calc", "--json"], cwd=ROOT,
                            env=_env(tmp_path / "src-config"), capture_output=True, text=True, timeout=120)
    assert source.returncode == 0, source.stderr
    assert frozen.stdout == source.stdout
    assert json.loads(frozen.stdout)["fit"]["gpu_count"] >= 1


def test_calc_with_set_and_an_example_scenario(run, tmp_path):
    frozen = run("calc", "--set", "hardware.gpu=h200", "--set", "hardware.gpu_count=auto", "--json")
    source = subprocess.run([sys.executable, "-m", "k3desk", "calc", "--set", "hardware.gpu=h200",
                             "--set", "hardware.gpu_count=auto", "--json"], cwd=ROOT,
                            env=_env(tmp_path / "src-config"), capture_output=True, text=True, timeout=120)
    assert frozen.returncode == source.returncode == 0, frozen.stderr + source.stderr
    assert frozen.stdout == source.stdout
    example = sorted((ROOT / "resources" / "scenarios").glob("*.k3desk.json"))
    if example:
        assert run("calc", str(example[0]), "--json").returncode == 0


def test_version_and_catalog(run):
    from k3desk import __version__

    version = run("--version")
    assert version.returncode == 0
    assert version.stdout.strip() == f"k3desk {__version__}"
    catalog = run("catalog", "gpus", "--json")
    assert catalog.returncode == 0, catalog.stderr
    assert any(row.get("id") == "b300" for row in json.loads(catalog.stdout))


def test_bad_input_exits_2_with_one_line(run):
    proc = run("calc", "--set", "hardware.gpu=no-such-gpu")
    assert proc.returncode == 2
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("k3desk:"), proc.stderr
    assert "Traceback" not in proc.stderr


def test_bundle_carries_the_whole_resources_tree():
    def files(folder: Path) -> set[str]:
        return {str(p.relative_to(folder)) for p in folder.rglob("*")
                if p.is_file() and "__pycache__" not in p.parts}

    shipped = next(BUNDLE.glob("**/resources/catalog/models.json")).parent.parent
    assert files(ROOT / "resources") <= files(shipped)
    assert (shipped / "icons" / "k3desk.png").is_file()


def _require(module_file: str) -> None:
    if not (ROOT / module_file).is_file():
        pytest.skip(f"{module_file} does not exist yet")


def test_screenshot_writes_a_non_blank_png(run, tmp_path):
    _require("k3desk/ui/shell/screenshot.py")
    out = tmp_path / "x.png"
    proc = run("screenshot", "-o", str(out), "--size", "1200x800")
    assert proc.returncode == 0, proc.stderr
    from PySide6.QtGui import QImage

    img = QImage(str(out))
    assert not img.isNull() and (img.width(), img.height()) == (1200, 800)
    colours = {img.pixel(x, y) for x in range(0, img.width(), 37) for y in range(0, img.height(), 23)}
    assert len(colours) > 8, f"the screenshot is (nearly) one colour: {len(colours)} distinct samples"


def test_report_writes_a_pdf(run, tmp_path):
    _require("k3desk/ui/pdf/export.py")
    out = tmp_path / "x.pdf"
    proc = run("report", "-o", str(out), timeout=180)
    assert proc.returncode == 0, proc.stderr
    data = out.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 2000
    if shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True, timeout=60).stdout
        assert "Kimi" in text or "K3" in text, text[:500]


def test_missing_catalog_is_reported_not_silent(bundle, tmp_path):
    """A damaged install (catalog deleted) says so: one line and exit 2 on the command line; in the
    GUI a critical dialog (it blocks, so the test sees the log and the message, then stops it)."""
    broken = tmp_path / "broken"
    shutil.copytree(BUNDLE, broken, symlinks=True, copy_function=os.link)  # hard links: instant
    models = next(broken.glob("**/resources/catalog/models.json"))
    models.unlink()
    env = _env(tmp_path / "config")
    cli = subprocess.run([str(broken / "k3desk"), "calc"], env=env, capture_output=True, text=True, timeout=60)
    assert cli.returncode == 2
    assert "model catalog is missing" in cli.stderr and len(cli.stderr.strip().splitlines()) == 1

    logs = tmp_path / "config" / "logs"
    shutil.rmtree(logs, ignore_errors=True)
    gui = subprocess.Popen([str(broken / "k3desk")], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and gui.poll() is None and not list(logs.glob("crash-*.log")):
            time.sleep(0.2)
        time.sleep(1.0)  # the dialog opens right after the log is written
        assert gui.poll() is None, f"the GUI exited instead of showing a dialog: {gui.communicate()}"
    finally:
        gui.kill()
    _, err = gui.communicate(timeout=30)
    assert "model catalog is missing" in err
    assert "model catalog is missing" in next(logs.glob("crash-*.log")).read_text()


def test_smoke_test_script_passes(bundle):
    """packaging/smoke_test.py, which the release workflow runs on every OS, passes here: calc equal
    to the source install's, screenshots in English and pt-BR matching the source rendering (the
    charts, fonts and translations are in the bundle), and PDFs with the translated text."""
    proc = subprocess.run([sys.executable, str(ROOT / "packaging" / "smoke_test.py"), "--exe", str(bundle)],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert "FAIL" not in proc.stdout


def _xdotool(*args: str, display: str, timeout: float = 20) -> str:
    out = subprocess.run(["xdotool", *args], env={**os.environ, "DISPLAY": display},
                         capture_output=True, text=True, timeout=timeout)
    return out.stdout.strip()


def _wait_for_window(title: str, display: str, seconds: float = 60) -> str:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = _xdotool("search", "--onlyvisible", "--name", title, display=display)
        if found:
            return found.splitlines()[0]
        time.sleep(0.3)
    return ""


@pytest.fixture
def x_display():
    """A virtual X screen (Xvfb) for the real xcb platform plugin, as a desktop user has."""
    if not (shutil.which("Xvfb") and shutil.which("xdotool")):
        pytest.skip("Xvfb and xdotool are needed (apt-get install xvfb xdotool; .ci/run installs them)")
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    try:
        assert number, "Xvfb did not start"
        yield f":{number}"
    finally:
        server.kill()
        server.wait(timeout=30)


def test_file_open_dialog_in_portuguese_on_x11(bundle, tmp_path, x_display):
    """The frozen app on the xcb platform (no GTK theme in the bundle): the window opens, Ctrl+O
    shows Qt's file dialog titled in pt-BR listing (and sorting, with ICU's collator) a folder of
    scenarios, and Qt prints no warning about a missing plugin, library or ICU data."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "QT_QPA_PLATFORM")}
    env.update(DISPLAY=x_display, QT_QPA_PLATFORM="xcb", K3DESK_CONFIG_DIR=str(tmp_path / "config"),
               LC_ALL="pt_BR.UTF-8", LANG="pt_BR.UTF-8")
    scenarios = tmp_path / "config" / "scenarios"  # the dialog opens here; several files make it sort
    scenarios.mkdir(parents=True)
    for name in ("Ávila", "beta", "Zeta", "alfa"):
        shutil.copy(ROOT / "tests" / "golden" / "scenario_v1_default.k3desk.json", scenarios / f"{name}.k3desk.json")
    app = subprocess.Popen([str(bundle)], cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           text=True)
    try:
        window = _wait_for_window("k3desk", x_display)
        assert window, "the main window did not appear"
        _xdotool("windowfocus", "--sync", window, display=x_display)
        time.sleep(1.0)
        _xdotool("key", "--clearmodifiers", "ctrl+o", display=x_display)
        dialog = _wait_for_window("Abrir cenário", x_display, seconds=30)
        assert dialog, "Ctrl+O did not open the file dialog (titled 'Abrir cenário' in pt-BR)"
        time.sleep(2.0)  # the dialog lists and sorts the folder
        assert app.poll() is None
        _xdotool("key", "Escape", display=x_display)
    finally:
        app.kill()
    _, err = app.communicate(timeout=30)
    noise = [line for line in err.splitlines() if line.strip() and "propagateSizeHints" not in line]
    assert not [line for line in noise if "qt." in line or "Could not" in line or "cannot" in line.lower()], err
