"""Atomic writes: a failure at any step leaves the previous file byte-identical and no temp file."""

from __future__ import annotations

import errno
import os

import pytest

from k3desk.persistence import ScenarioFileError, atomic_write_text, read_scenario, write_scenario
from k3desk.persistence.reading import FileFormatError, parse_json


def _no_space(*args, **kwargs):
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


@pytest.mark.parametrize("step", ["fsync", "replace", "fdopen-write"])
def test_failure_mid_write_keeps_previous_file(step, scenario, tmp_path, config_dir, monkeypatch):
    path = tmp_path / "s.k3desk.json"
    write_scenario(path, scenario)
    before = path.read_bytes()
    changed = scenario.model_copy(update={"name": "changed"})
    if step == "fsync":
        monkeypatch.setattr(os, "fsync", _no_space)
    elif step == "replace":
        monkeypatch.setattr(os, "replace", _no_space)
    else:
        real_fdopen = os.fdopen

        class Half:
            def __init__(self, f):
                self.f = f

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                self.f.close()

            def write(self, data):
                self.f.write(data[: len(data) // 2])   # half the bytes reach the temp file
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

        monkeypatch.setattr(os, "fdopen", lambda fd, mode: Half(real_fdopen(fd, mode)))
    with pytest.raises(ScenarioFileError) as err:
        write_scenario(path, changed)
    monkeypatch.undo()
    assert "No space left on device" in str(err.value) and "previous file is unchanged" in str(err.value)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir() if p != config_dir) == ["s.k3desk.json"]   # the config
    assert not list((config_dir / "temporaries").iterdir())   # folder holds the records: none left
    assert read_scenario(path) == scenario


def test_interrupt_also_cleans_up(tmp_path, config_dir, monkeypatch):
    path = tmp_path / "t.txt"
    path.write_text("old", encoding="utf-8")

    def interrupt(fd):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupt)
    with pytest.raises(KeyboardInterrupt):
        atomic_write_text(path, "new")
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir() if p != config_dir] == ["t.txt"]
    assert not list((config_dir / "temporaries").iterdir())


def test_new_file_gets_normal_permissions(tmp_path):
    if os.name != "posix":
        pytest.skip("POSIX permissions")
    path = tmp_path / "p.txt"
    atomic_write_text(path, "x")
    umask = os.umask(0)
    os.umask(umask)
    assert path.stat().st_mode & 0o777 == 0o666 & ~umask


def test_write_creates_missing_folder(scenario, tmp_path):
    path = tmp_path / "a" / "b" / "s.k3desk.json"
    write_scenario(path, scenario)
    assert read_scenario(path) == scenario


def test_recursion_error_is_guarded_even_without_the_depth_precheck():
    with pytest.raises(FileFormatError, match="nested too deeply"):
        parse_json("[" * 100_000 + "]" * 100_000, max_depth=10**9)


def test_brackets_inside_strings_do_not_count_as_nesting():
    text = '{"notes": "' + "[{" * 1000 + '\\"' + '"}'
    assert parse_json(text) == {"notes": "[{" * 1000 + '"'}
