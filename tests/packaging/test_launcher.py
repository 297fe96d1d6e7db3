"""packaging/launcher.py (the frozen app's entry point), tested in-process without building.

The launcher must never let a double-clicked app vanish silently: in GUI mode every failure ends in
a dialog naming the reason and the crash log; in CLI mode it prints one line and exits 2. Dialogs
are replaced by a recorder here (a real QMessageBox would block the test).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent


@pytest.fixture
def launcher(monkeypatch, tmp_path):
    spec = importlib.util.spec_from_file_location("k3desk_launcher", ROOT / "packaging" / "launcher.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setenv("K3DESK_CONFIG_DIR", str(tmp_path / "config"))
    dialogs: list[tuple[str, str]] = []
    monkeypatch.setattr(module, "show_error", lambda title, text: dialogs.append((title, text)))
    module.dialogs = dialogs
    module.logs = tmp_path / "config" / "logs"
    return module


def test_cli_or_gui_follows_the_cli_rule(launcher):
    assert launcher.is_cli(["calc"]) and launcher.is_cli(["--version"])
    assert not launcher.is_cli([]) and not launcher.is_cli(["my.k3desk.json"])
    assert launcher._clean_argv(["-psn_0_12345", "a.k3desk.json"]) == ["a.k3desk.json"]


def test_missing_catalog_gui_shows_dialog_and_logs(launcher, monkeypatch, tmp_path):
    from k3desk import paths

    monkeypatch.setattr(paths, "resources_dir", lambda: tmp_path / "nowhere")
    assert launcher.main([]) == 2
    (title, text), = launcher.dialogs
    assert "model catalog is missing" in text and str(launcher.logs) in text
    assert "model catalog is missing" in next(launcher.logs.glob("crash-*.log")).read_text()


def test_missing_catalog_cli_prints_one_line(launcher, monkeypatch, tmp_path, capsys):
    from k3desk import paths

    monkeypatch.setattr(paths, "resources_dir", lambda: tmp_path / "nowhere")
    assert launcher.main(["calc"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("k3desk: the model catalog is missing")
    assert launcher.dialogs == []


def test_unexpected_gui_error_shows_reason_and_log_path(launcher, monkeypatch):
    import k3desk.cli

    def boom(argv):
        raise RuntimeError("no display available")

    monkeypatch.setattr(k3desk.cli, "main", boom)
    assert launcher.main([]) == 2
    (title, text), = launcher.dialogs
    assert "RuntimeError: no display available" in text
    log = next(launcher.logs.glob("crash-*.log"))
    assert str(log) in text
    assert "Traceback" in log.read_text() and "no display available" in log.read_text()


def test_unexpected_cli_error_is_one_line_exit_2(launcher, monkeypatch, capsys):
    import k3desk.cli

    monkeypatch.setattr(k3desk.cli, "main", lambda argv: 1 / 0)
    assert launcher.main(["calc"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "ZeroDivisionError" in err[0] and "Traceback" not in err[0]
    assert launcher.dialogs == []


def test_bad_file_in_gui_mode_is_shown_in_a_dialog(launcher, tmp_path):
    # What a stale file association or a moved file produces: cli.main prints one line, returns 2.
    assert launcher.main([str(tmp_path / "gone.k3desk.json")]) == 2
    (title, text), = launcher.dialogs
    assert "scenario file not found" in text and "gone.k3desk.json" in text


def test_cli_success_passes_through(launcher, capsys):
    with pytest.raises(SystemExit) as exc:  # argparse's --version exits; the launcher lets it through
        launcher.main(["--version"])
    assert exc.value.code == 0
    assert capsys.readouterr().out.startswith("k3desk ")
    assert launcher.main(["calc", "--json"]) == 0
    assert launcher.dialogs == []


def test_windows_version_resource_matches_the_app_version():
    from k3desk import __version__

    text = (ROOT / "packaging" / "version_info.txt").read_text(encoding="utf-8")
    assert f"StringStruct('ProductVersion', '{__version__}')" in text, \
        "packaging/version_info.txt is stale: run python packaging/version_info.py"
    assert "StringStruct('CompanyName', 'k3desk')" in text
    eval(compile(text, "version_info.txt", "eval"), {n: (lambda *a, **k: None) for n in (
        "VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct",
        "VarFileInfo", "VarStruct")})  # parses as the expression PyInstaller evaluates


def test_packaging_folder_does_not_shadow_the_packaging_library():
    assert not (ROOT / "packaging" / "__init__.py").exists()
    assert not (ROOT / "tests" / "packaging" / "__init__.py").exists()
    assert "packaging" not in sys.modules or getattr(sys.modules["packaging"], "__file__", None)
