"""Temporary files of interrupted saves (issue 33, finding 5): named so only ours can match, recorded
while they exist, cleaned at the next start wherever the save went, and never a user's file.

100 kills during saves into a folder outside the config folder once left 38 hidden ``.tmp`` files (the
start-up only looked in the app's own folders), while a user's ``.notes.123-deadbeef.tmp`` in the
scenarios folder was deleted for its name alone.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from k3desk.persistence import write_scenario
from k3desk.persistence.app_files import check_app_files
from k3desk.persistence.atomic import STALE_TEMP_S, atomic_write_text, records_dir, remove_stale_temporaries

POSIX = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL and pid checks")

#: A writer that stops for good in the middle of a save (its fsync never returns), so a kill lands
#: while the temporary exists.
_STUCK = """
import os, sys, time
from pathlib import Path
from k3desk.core.presets import default_scenario
from k3desk.persistence import write_scenario
def stuck(fd):
    print("writing", flush=True)
    time.sleep(600)
os.fsync = stuck
write_scenario(Path(sys.argv[1]), default_scenario())
"""

_LOOPER = """
import sys
from pathlib import Path
from k3desk.core.presets import default_scenario
from k3desk.persistence import write_scenario
s = default_scenario()
print("ready", flush=True)
i = 0
while True:
    i += 1
    write_scenario(Path(sys.argv[1]), s.model_copy(update={"notes": "x" * (i % 3000)}))
"""


def _temporaries(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if p.name.endswith(".tmp")]


def _kill_while_writing(target: Path) -> int:
    proc = subprocess.Popen([sys.executable, "-c", _STUCK, str(target)], stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "writing"
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    proc.stdout.close()
    return proc.pid


@POSIX
def test_a_killed_save_outside_the_config_folder_is_cleaned(tmp_path, config_dir):
    outside = tmp_path / "usb-stick"
    outside.mkdir()
    pid = _kill_while_writing(outside / "proposal.k3desk.json")
    left = _temporaries(outside)
    assert len(left) == 1 and f".k3desk-{pid}-" in left[0].name     # ours, by name and by record
    assert [json.loads(r.read_text())["path"] for r in records_dir().iterdir()] == [str(left[0])]
    check_app_files()                                                  # the next start
    assert _temporaries(outside) == [] and list(records_dir().iterdir()) == []


@POSIX
@pytest.mark.slow
def test_many_kills_leave_nothing_after_the_next_start(tmp_path, config_dir, scenario):
    outside = tmp_path / "shared"
    outside.mkdir()
    target = outside / "busy.k3desk.json"
    write_scenario(target, scenario)
    for i in range(25):
        proc = subprocess.Popen([sys.executable, "-c", _LOOPER, str(target)], stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(0.02 + (i % 7) * 0.013)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        proc.stdout.close()
    check_app_files()
    assert _temporaries(outside) == []
    assert json.loads(target.read_text(encoding="utf-8"))["format"] == "k3desk.scenario"


@pytest.mark.parametrize("name", [".notes.123-deadbeef.tmp", ".x.k3desk-123-0123456789abcdef.tmp",
                                  ".busy.k3desk.json.999999-cafef00d.tmp", "draft.tmp"])
def test_a_users_file_named_like_a_temporary_stays(name, tmp_path, config_dir):
    for folder in (config_dir, config_dir / "scenarios", config_dir / "autosave", tmp_path / "elsewhere"):
        folder.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text("the user's", encoding="utf-8")
        os.utime(folder / name, (1, 1))   # old, as a left-over would be
    check_app_files()
    for folder in (config_dir, config_dir / "scenarios", config_dir / "autosave", tmp_path / "elsewhere"):
        assert (folder / name).read_text(encoding="utf-8") == "the user's"


def test_a_record_cannot_aim_the_clean_up_at_another_file(tmp_path, config_dir):
    """A record naming a file that does not carry its token (tampered, or a reused name) deletes nothing."""
    victim = tmp_path / "thesis.docx"
    victim.write_text("years of work", encoding="utf-8")
    lookalike = tmp_path / ".thesis.docx.k3desk-999999-0000000000000000.tmp"
    lookalike.write_text("the user's", encoding="utf-8")
    records_dir().mkdir(parents=True)
    for target in (victim, lookalike, tmp_path):
        (records_dir() / f"999999-{'ab' * 8}.json").write_text(json.dumps({"path": str(target)}), encoding="utf-8")
        assert remove_stale_temporaries() == 0
    assert victim.read_text(encoding="utf-8") == "years of work" and lookalike.exists()
    assert list(records_dir().iterdir()) == []   # the bad records are gone


def test_a_live_writers_temporary_stays_until_stale(tmp_path, config_dir):
    live = os.getppid()   # a process that runs (pytest's parent)
    token = "0123456789abcdef"
    tmp = tmp_path / f".s.k3desk.json.k3desk-{live}-{token}.tmp"
    tmp.write_text("being written", encoding="utf-8")
    records_dir().mkdir(parents=True)
    record = records_dir() / f"{live}-{token}.json"
    record.write_text(json.dumps({"path": str(tmp), "pid": live}), encoding="utf-8")
    assert remove_stale_temporaries() == 0 and tmp.exists()
    old = time.time() - STALE_TEMP_S - 5
    os.utime(record, (old, old))   # over an hour old: the pid was reused, the writer is gone
    assert remove_stale_temporaries() == 1 and not tmp.exists() and not record.exists()


def test_a_finished_save_leaves_no_record(tmp_path, config_dir):
    atomic_write_text(tmp_path / "a.txt", "x")
    assert not records_dir().exists() or list(records_dir().iterdir()) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.txt", "config"]


def test_a_failed_save_leaves_no_record_and_no_temporary(tmp_path, config_dir, monkeypatch):
    def refuse(*args):
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as m:
        m.setattr(os, "replace", refuse)
        with pytest.raises(OSError):
            atomic_write_text(tmp_path / "a.txt", "x")
    assert _temporaries(tmp_path) == [] and list(records_dir().iterdir()) == []


def test_saving_works_when_nothing_can_be_recorded(tmp_path, monkeypatch):
    """A config folder that cannot be written costs the clean-up, never the save."""
    blocker = tmp_path / "config-is-a-file"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("K3DESK_CONFIG_DIR", str(blocker))
    atomic_write_text(tmp_path / "a.txt", "saved")
    assert (tmp_path / "a.txt").read_text(encoding="utf-8") == "saved" and _temporaries(tmp_path) == []
