"""Hostile input, class "tracebacks instead of one line" (issue 33, finding 3).

Each case once ended in a Python traceback; now it is one line on stderr and exit 2 (or, for an
output stream that cannot encode "·" and "×", the same table in ASCII forms), and nothing is lost:
the catalog, the scenario and the output folder are as they were. Cases run in-process through
``tests.test_hostile_corpus.run`` (the corpus's contract: status, one line, no traceback, CPU and
memory), and as real processes where the process matters (argv bytes, stream encodings, ``TZ``).
"""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_hostile_corpus import run, snapshot

K2 = Path(__file__).resolve().parent / "fixtures" / "configs" / "kimi-k2.json"
POSIX = pytest.mark.skipif(sys.platform == "win32", reason="POSIX names, bytes in argv")



def quick_first(*values):
    """The first case in the quick loop, the rest with the slow tests (each starts a process)."""
    return [values[0], *(pytest.param(v, marks=pytest.mark.slow) for v in values[1:])]

def process(args: list, config: Path, **env) -> subprocess.CompletedProcess:
    """``python -m k3desk ARGS`` as a real process (bytes arguments allowed), output as bytes."""
    full = {**os.environ, "K3DESK_CONFIG_DIR": str(config), "QT_QPA_PLATFORM": "offscreen", **env}
    return subprocess.run([sys.executable, "-m", "k3desk", *args], capture_output=True, env=full, timeout=120)


def one_line(proc: subprocess.CompletedProcess, status: int = 2) -> str:
    err = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode == status, (proc.returncode, err)
    assert "Traceback" not in err and len(err.splitlines()) == 1, err
    assert err.startswith("k3desk: ")
    return err


# ---- catalog import: a full disk, a catalog folder that is a file ------------------------------------

def test_catalog_import_on_a_full_disk(config, monkeypatch):
    path = config / "catalog" / "models.json"
    path.parent.mkdir()
    path.write_text('{"models": []}\n', encoding="utf-8")
    before = snapshot(path)

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    status, out, err = run(["catalog", "import", str(K2), "--id", "mine"])
    monkeypatch.undo()
    assert status == 2 and "no space left on the disk" in err and "nothing was changed" in err
    assert snapshot(path) == before
    # no temporary stays (the lock beside the file, persistence.locking, is not one)
    assert sorted(p.name for p in path.parent.iterdir() if p.name != ".models.json.lock") == ["models.json"]


def test_catalog_import_when_the_catalog_folder_is_a_file(config):
    blocker = config / "catalog"
    blocker.write_text("my notes", encoding="utf-8")
    status, _, err = run(["catalog", "import", str(K2), "--id", "mine"])
    assert status == 2 and f"{blocker} is a file, not a folder" in err
    assert blocker.read_text(encoding="utf-8") == "my notes"
    assert run(["calc"])[0] == 0   # everything else still works


# ---- text that is not UTF-8, names too long ---------------------------------------------------------

@POSIX
@pytest.mark.parametrize("option", ["--name", "--id"])
@pytest.mark.parametrize("raw", quick_first(b"\xff\xfe", b"Kimi \xc3", b"\xed\xa0\x80"), ids=["ff-fe", "cut", "surrogate"])
def test_text_options_that_are_not_utf8(option, raw, config):
    args = [b"catalog", b"import", str(K2).encode(), b"--id", b"mine"]
    if option == "--name":
        args += [b"--name", raw]
    else:
        args[4] = raw
    err = one_line(process(args, config, LC_ALL="C.UTF-8"))
    assert option in err and "UTF-8" in err
    assert not (config / "catalog").exists()


@POSIX
def test_a_set_value_that_is_not_utf8(config):
    err = one_line(process([b"calc", b"--set", b"name=caf\xe9"], config, LC_ALL="C.UTF-8"))
    assert "--set name" in err and "UTF-8" in err


@pytest.mark.parametrize("verb, suffix", [("report", ".pdf"), ("screenshot", ".png")])
@pytest.mark.parametrize("length", quick_first(256, 300, 1000))
def test_output_names_over_255_bytes(verb, suffix, length, config, tmp_path):
    out = tmp_path / ("a" * (length - len(suffix)) + suffix)
    status, _, err = run([verb, "-o", str(out)])
    assert status == 2 and "255" in err and f"{length} bytes" in err and "nothing was written" in err
    assert sorted(tmp_path.iterdir()) == [config]


def test_a_long_name_in_the_folder_part(config, tmp_path):
    out = tmp_path / ("d" * 256) / "report.pdf"
    status, _, err = run(["report", "-o", str(out)])
    assert status == 2 and "folder name is 256 bytes" in err


# ---- the time zone -----------------------------------------------------------------------------------

@pytest.mark.parametrize("tz", quick_first("XYZ+99:99", "ABC-48", "QQQ+25"))
def test_a_time_zone_no_clock_can_show(tz, config, tmp_path):
    out = tmp_path / "r.pdf"
    err = one_line(process(["report", "-o", str(out)], config, TZ=tz))
    assert f"TZ='{tz}'" in err and "nothing was written" in err and not out.exists()


@pytest.mark.slow
def test_an_unknown_zone_name_still_writes_the_report(config, tmp_path):
    """``Foo/Bar`` is no zone, but the C library and Qt use UTC for it: the report is written, quietly."""
    out = tmp_path / "r.pdf"
    proc = process(["report", "-o", str(out)], config, TZ="Foo/Bar")
    assert proc.returncode == 0 and proc.stderr == b"" and out.stat().st_size > 1000


def test_the_report_date_falls_back_to_utc(monkeypatch):
    from datetime import datetime

    from k3desk.report import model

    class Broken(datetime):
        def astimezone(self, tz=None):
            raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) and ...")

        @classmethod
        def now(cls, tz=None):
            return Broken.fromtimestamp(0, tz)

    monkeypatch.setattr(model, "datetime", Broken)
    assert model.local_now().utcoffset().total_seconds() == 0


# ---- output streams that cannot encode ----------------------------------------------------------------

@pytest.mark.parametrize("encoding", quick_first("ascii", "latin-1", "cp437"))
def test_calc_on_a_stream_that_cannot_encode(encoding, config, tmp_path):
    from k3desk.core.presets import default_scenario
    from k3desk.persistence import write_scenario

    path = tmp_path / "s.k3desk.json"
    write_scenario(path, default_scenario().model_copy(update={"name": "Proposta São Paulo · 8× B300 — “final”"}))
    proc = process(["calc", str(path)], config, PYTHONIOENCODING=encoding)
    assert proc.returncode == 0 and proc.stderr == b"", proc.stderr
    text = proc.stdout.decode(encoding)
    assert "Traceback" not in text and "8x B300" in text
    if encoding == "ascii":
        assert "Proposta Sao Paulo - 8x B300 - \"final\"" in text


def test_ascii_forms():
    from k3desk.cli.console import ascii_form

    assert [ascii_form(c) for c in "·×—…≈→“çã€"] == ["-", "x", "-", "...", "~", "->", '"', "c", "a", "EUR"]
    assert ascii_form("日") == "?"


@POSIX
def test_an_undecodable_file_name_is_printed_as_its_bytes(config, tmp_path):
    """``wrote <name>`` for a file name that is not UTF-8 gives the name's own bytes back."""
    out = os.fsencode(tmp_path) + b"/r\xff.pdf"
    proc = process([b"report", b"-o", out], config)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == b"wrote " + out


# ---- a config folder the system cannot hold -----------------------------------------------------------

@pytest.mark.parametrize("args", [["calc"], ["catalog", "models"], ["report", "-o", "x.pdf"], []],
                         ids=["calc", "catalog", "report", "window"])
def test_a_config_folder_name_over_255_bytes(args, tmp_path):
    config = tmp_path / ("c" * 300)
    proc = process(args, config, K3DESK_BENCH_FIRST_PAINT="1")
    err = one_line(proc)
    assert "300 bytes" in err and "K3DESK_CONFIG_DIR" in err
