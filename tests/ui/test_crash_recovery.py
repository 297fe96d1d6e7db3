"""Crash recovery end to end: a real k3desk session in a subprocess makes edits, autosaves, and is
killed with SIGKILL (no clean-up code runs). The next session finds the autosave and recovers the
edited values; the recovery dialog's buttons do what they say."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow, QMessageBox

from k3desk.persistence import SUFFIX, Autosave, find_recoverable, write_scenario

ROOT = Path(__file__).resolve().parents[2]

CHILD = textwrap.dedent("""
    import sys, time
    from PySide6.QtWidgets import QApplication, QMainWindow
    app = QApplication(sys.argv)
    from k3desk.ui.shell.store import ScenarioStore
    from k3desk.ui.shell.file_controller import FileController
    store = ScenarioStore()
    window = QMainWindow()
    controller = FileController(window, store)
    source = sys.argv[1] if len(sys.argv) > 1 else None
    if source:
        controller.open_path(source, ask=False)
    assert store.set_field("workload.context_tokens", 524288)
    assert store.set_field("workload.concurrent_sequences", 6)
    assert store.set_field("notes", "edits nobody saved — ação")
    app.processEvents()
    controller.autosave_now()
    print("ready", flush=True)
    time.sleep(120)
""")


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    folder = tmp_path / "config"
    monkeypatch.setenv("K3DESK_CONFIG_DIR", str(folder))
    return folder


def run_and_kill(config_dir: Path, *args: str) -> int:
    env = {**os.environ, "K3DESK_CONFIG_DIR": str(config_dir), "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    proc = subprocess.Popen([sys.executable, "-c", CHILD, *args], env=env, cwd=str(ROOT),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        assert line.strip() == "ready", proc.stderr.read() if proc.poll() is not None else line
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.kill()
        proc.wait(timeout=30)   # reaped: the pid no longer looks alive to find_recoverable()
        proc.stdout.close()
        proc.stderr.close()
    assert proc.returncode == -signal.SIGKILL
    return proc.pid


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_sigkilled_session_is_recoverable_with_its_edits(config_dir, tmp_path):
    source = tmp_path / f"meeting{SUFFIX}"
    from k3desk.scenarios import load_builtin

    write_scenario(source, load_builtin("k3-8x-b300"))
    before = source.read_bytes()
    pid = run_and_kill(config_dir, str(source))

    found = find_recoverable()
    assert len(found) == 1
    item = found[0]
    assert item.pid == pid and item.error is None
    assert item.source_path == source.resolve()
    assert item.scenario_name == "Kimi K3 · 8× B300"
    scenario = item.recover()
    assert scenario.workload.context_tokens == 524288
    assert scenario.workload.concurrent_sequences == 6
    assert scenario.notes == "edits nobody saved — ação"
    assert source.read_bytes() == before      # the crash never touched the user's file


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_offer_recovery_loads_edits_as_unsaved_changes(qtbot, store, config_dir, monkeypatch):
    from k3desk.ui.dialogs import recovery
    from k3desk.ui.shell.file_controller import FileController

    run_and_kill(config_dir)   # an untitled scenario, never saved
    old = find_recoverable()[0].path

    def choose_first(dialog):
        assert dialog.list.topLevelItemCount() == 1
        assert dialog.list.topLevelItem(0).text(2) == "never saved"
        dialog.recover_selected()
        return 1
    monkeypatch.setattr(recovery.RecoveryDialog, "exec", choose_first)
    win = QMainWindow()
    qtbot.addWidget(win)
    ctl = FileController(win, store, autosave=Autosave("next-session"))
    assert ctl.offer_recovery()
    assert store.scenario.workload.context_tokens == 524288
    assert store.dirty and store.path is None and win.isWindowModified()
    assert not old.exists() and ctl.autosave.path.exists()   # the edits moved into our own autosave
    assert find_recoverable() == []
    ctl.shutdown()
    assert not ctl.autosave.path.exists()


def test_recovery_dialog_later_and_discard(qtbot, config_dir, monkeypatch):
    from k3desk.core.presets import default_scenario
    from k3desk.persistence import Recoverable
    from k3desk.ui.dialogs.recovery import RecoveryDialog

    autosave = Autosave("dead-session")
    autosave.save(default_scenario(), None, dirty=True)
    item = Recoverable(autosave.path, "dead-session", None, None, None, "Kimi K3 · 8× B300")
    dialog = RecoveryDialog([item])
    qtbot.addWidget(dialog)
    dialog.later_button.click()
    assert dialog.chosen is None and autosave.path.exists()          # Later keeps it

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Cancel)
    dialog.discard_button.click()
    assert autosave.path.exists()                                     # cancelled discard keeps it
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    dialog.discard_button.click()
    assert not autosave.path.exists() and dialog.items == []


# ---- a crafted autosave: its recorded path is never written without the user's confirmation ----
def _plant_autosave(config_dir: Path, source_path: str | None) -> Path:
    """An autosave as a dead session (or an attacker with access to the config folder) leaves it."""
    import json

    from k3desk.core.presets import default_scenario
    from k3desk.persistence.scenario_file import envelope

    folder = config_dir / "autosave"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "planted.autosave.json"
    scenario = default_scenario().model_copy(update={"notes": "recovered edits"})
    path.write_text(json.dumps({"format": "k3desk.autosave", "autosave_version": 1, "session_id": "planted",
                                "pid": None, "source_path": source_path, "saved_at": "2026-11-30T10:00:00Z",
                                "document": envelope(scenario)}))
    return path


def _recover_through_dialog(qtbot, store, monkeypatch, expect_column: str):
    from k3desk.ui.dialogs import recovery
    from k3desk.ui.shell.file_controller import FileController

    seen = {}

    def press_recover(dialog):   # the real dialog, its real button
        seen["column"] = dialog.list.topLevelItem(0).text(2)
        qtbot.mouseClick(dialog.recover_button, Qt.MouseButton.LeftButton)
        return 1
    monkeypatch.setattr(recovery.RecoveryDialog, "exec", press_recover)
    win = QMainWindow()
    qtbot.addWidget(win)
    ctl = FileController(win, store, autosave=Autosave("next-session"))
    assert ctl.offer_recovery()
    assert seen["column"] == expect_column
    assert store.path is None and store.dirty and store.scenario.notes == "recovered edits"
    return ctl


def _save_dialog(monkeypatch, answer: str):
    from PySide6.QtWidgets import QFileDialog

    asked = []

    def fake(_parent, _title, suggested, _filter):
        asked.append(suggested)
        return answer, ""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
    return asked


def test_recovered_autosave_never_saves_over_its_recorded_path(qtbot, store, config_dir, tmp_path, monkeypatch):
    thesis = tmp_path / "thesis.docx"
    thesis.write_bytes(b"PK\x03\x04 years of work")
    _plant_autosave(config_dir, str(thesis))
    ctl = _recover_through_dialog(qtbot, store, monkeypatch, "not a scenario file (ignored)")

    asked = _save_dialog(monkeypatch, "")        # Ctrl+S asks where; the user cancels
    ctl.actions["save"].trigger()
    assert len(asked) == 1 and Path(asked[0]).parent == config_dir / "scenarios"
    assert thesis.read_bytes() == b"PK\x03\x04 years of work" and store.dirty

    chosen = tmp_path / "kept.k3desk.json"
    asked = _save_dialog(monkeypatch, str(chosen))   # the user confirms a place of their own
    ctl.actions["save"].trigger()
    assert chosen.exists() and not store.dirty and store.path == str(chosen)
    assert thesis.read_bytes() == b"PK\x03\x04 years of work"
    assert [p.name for p in tmp_path.iterdir() if p.is_file()] and sorted(
        p.name for p in tmp_path.iterdir() if p.is_file()) == ["kept.k3desk.json", "thesis.docx"]
    ctl.shutdown()


def test_recovered_scenario_file_is_only_a_suggestion(qtbot, store, config_dir, tmp_path, monkeypatch):
    from k3desk.scenarios import load_builtin

    original = tmp_path / f"meeting{SUFFIX}"
    write_scenario(original, load_builtin("k3-16x-h200"))
    before = original.read_bytes()
    _plant_autosave(config_dir, str(original))
    ctl = _recover_through_dialog(qtbot, store, monkeypatch, str(original))

    asked = _save_dialog(monkeypatch, "")
    ctl.actions["save"].trigger()             # Save on a recovered scenario always shows the dialog
    assert asked == [str(original)] and original.read_bytes() == before

    _save_dialog(monkeypatch, str(original))   # the user confirms the suggestion: now it is written
    ctl.actions["save"].trigger()
    assert original.read_bytes() != before and store.path == str(original) and not store.dirty
    ctl.shutdown()


@pytest.mark.parametrize("recorded", ["/etc/passwd", "relative/plan.k3desk.json", "{autosave}"])
def test_unusable_recorded_paths_are_ignored(config_dir, recorded):
    planted = _plant_autosave(config_dir, recorded.replace("{autosave}", str(config_dir / "autosave" / "a.k3desk.json")))
    (item,) = find_recoverable()
    assert item.path == planted and item.suggested_path is None
