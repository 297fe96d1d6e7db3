"""Autosave and recovery: a crashed session's autosave is offered, a live one's is not."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from k3desk import paths
from k3desk.persistence import Autosave, ScenarioFileError, find_recoverable
from k3desk.persistence import autosave as autosave_mod


@pytest.fixture
def dead_pid():
    proc = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    return int(proc.stdout)


def _pretend_written_by(path, pid):
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["pid"] = pid
    path.write_text(json.dumps(doc), encoding="utf-8")


def test_save_writes_envelope_path_and_pid(scenario, tmp_path):
    a = Autosave("sess-1")
    source = tmp_path / "mine.k3desk.json"
    a.save(scenario, source, dirty=True)
    assert a.path == paths.autosave_dir() / "sess-1.autosave.json"
    doc = json.loads(a.path.read_text(encoding="utf-8"))
    assert doc["pid"] == os.getpid()
    assert doc["source_path"] == str(source.resolve())
    assert doc["document"]["format"] == "k3desk.scenario"
    assert doc["document"]["scenario"]["name"] == scenario.name


def test_own_live_session_is_not_recoverable(scenario):
    Autosave("live").save(scenario, None, dirty=True)
    assert find_recoverable() == []


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX pid liveness")
def test_dead_session_is_recoverable(scenario, tmp_path, dead_pid):
    edited = scenario.model_copy(update={"name": "unsaved edits"})
    a = Autosave("crashed")
    a.save(edited, tmp_path / "f.k3desk.json", dirty=True)
    _pretend_written_by(a.path, dead_pid)
    [rec] = find_recoverable()
    assert rec.pid == dead_pid and rec.session_id == "crashed"
    assert rec.scenario_name == "unsaved edits" and rec.error is None
    assert rec.source_path == (tmp_path / "f.k3desk.json").resolve()
    assert rec.recover() == edited
    assert rec.path.exists()   # kept until the UI discards it
    rec.discard()
    assert find_recoverable() == []


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX pid liveness")
def test_other_live_process_is_not_recoverable(scenario):
    with subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"]) as proc:
        try:
            a = Autosave("other")
            a.save(scenario, None, dirty=True)
            _pretend_written_by(a.path, proc.pid)
            assert find_recoverable() == []
        finally:
            proc.kill()


def test_windows_rule_uses_file_age(scenario, monkeypatch, dead_pid):
    monkeypatch.setattr(autosave_mod.sys, "platform", "win32")
    a = Autosave("win")
    a.save(scenario, None, dirty=True)
    _pretend_written_by(a.path, dead_pid)
    assert find_recoverable() == []           # touched just now: treated as alive
    old = a.path.stat().st_mtime - 2 * autosave_mod.STALE_AFTER_S
    os.utime(a.path, (old, old))
    assert [r.session_id for r in find_recoverable()] == ["win"]


def test_clear_and_clean_save_remove_the_file(scenario):
    a = Autosave("c")
    a.save(scenario, None, dirty=True)
    assert a.path.exists()
    a.clear()
    assert not a.path.exists()
    a.save(scenario, None, dirty=True)
    a.save(scenario, None, dirty=False)       # saved to its file: nothing to recover
    assert not a.path.exists()
    a.clear()                                  # idempotent


def test_unchanged_save_only_touches(scenario):
    a = Autosave("t")
    a.save(scenario, None, dirty=True)
    before = a.path.read_bytes()
    os.utime(a.path, (0, 0))
    a.save(scenario, None, dirty=True)
    assert a.path.read_bytes() == before and a.path.stat().st_mtime > 0


def test_session_id_is_made_file_safe(scenario):
    a = Autosave("../../evil/name")
    assert a.path.parent == paths.autosave_dir() and "/" not in a.path.name


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX pid liveness")
def test_broken_autosave_listed_with_error(scenario, dead_pid):
    a = Autosave("broken")
    a.save(scenario, None, dirty=True)
    doc = json.loads(a.path.read_text(encoding="utf-8"))
    doc["pid"] = dead_pid
    doc["document"]["schema_version"] = 99
    a.path.write_text(json.dumps(doc), encoding="utf-8")
    [rec] = find_recoverable()
    assert "schema 99" in rec.error
    with pytest.raises(ScenarioFileError):
        rec.recover()


def test_no_autosave_folder():
    assert not paths.autosave_dir().exists()
    assert find_recoverable() == []
