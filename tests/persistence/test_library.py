"""The scenario library: listing (broken files included), rename, duplicate, delete and restore."""

from __future__ import annotations

import pytest

from k3desk import paths
from k3desk.persistence import (
    ScenarioFileError,
    delete,
    duplicate,
    filename_for,
    list_scenarios,
    list_trash,
    read_scenario,
    rename,
    restore,
    save_new,
)


def test_listing_includes_broken_files(scenario):
    good = save_new(scenario)
    folder = paths.scenarios_dir()
    (folder / "broken.k3desk.json").write_bytes(b"\x00\x01garbage")
    (folder / "ignored.txt").write_text("not a scenario", encoding="utf-8")
    entries = list_scenarios()
    assert [e.path.name for e in entries] == ["broken.k3desk.json", good.name]
    broken, ok = entries
    assert broken.name == "broken" and "binary" in broken.error and broken.saved_at is not None
    assert ok.error is None and ok.name == scenario.name
    assert ok.model_name == "Kimi K3" and ok.gpu_name == scenario.hardware.gpu.name and ok.gpu_count == 8
    assert ok.saved_at is not None and ok.saved_at.tzinfo is not None


def test_empty_library():
    assert list_scenarios() == []


def test_rename_changes_name_inside_and_file_name(scenario):
    path = save_new(scenario)
    new = rename(path, "Produção: 16× GPUs")
    assert not path.exists()
    assert new.name == "Produção_ 16× GPUs.k3desk.json"
    assert read_scenario(new) == scenario.model_copy(update={"name": "Produção: 16× GPUs"})


def test_rename_to_same_file_name_rewrites_in_place(scenario):
    path = save_new(scenario)
    new = rename(path, scenario.name + " ")   # same file name after trimming
    assert new == path and read_scenario(new).name == scenario.name + " "


def test_rename_invalid_name_keeps_file(scenario):
    path = save_new(scenario)
    before = path.read_bytes()
    with pytest.raises(ScenarioFileError, match="name:"):
        rename(path, "x" * 500)
    assert path.read_bytes() == before


def test_duplicate(scenario):
    path = save_new(scenario)
    first = duplicate(path)
    second = duplicate(path)
    assert read_scenario(first).name == f"{scenario.name} (copy)"
    assert read_scenario(second).name == f"{scenario.name} (copy) 2"
    assert len({path, first, second}) == 3
    assert read_scenario(first).model_copy(update={"name": scenario.name}) == scenario


def test_delete_and_restore(scenario):
    path = save_new(scenario)
    before = path.read_bytes()
    item = delete(path)
    assert not path.exists() and item is not None
    assert paths.config_dir() / "trash" in item.path.parents
    assert list_trash() == [item.__class__(item.path, path.resolve(), list_trash()[0].deleted_at)]
    back = restore(item)
    assert back == path.resolve() and back.read_bytes() == before
    assert list_trash() == []


def test_restore_when_name_is_taken(scenario):
    path = save_new(scenario)
    item = delete(path)
    save_new(scenario)                        # same name again
    back = restore(item)
    assert back != path.resolve() and back.parent == path.parent.resolve()
    assert len(list_scenarios()) == 2


@pytest.mark.parametrize("name, expected", [
    ("Kimi K3 on 8x B300", "Kimi K3 on 8x B300.k3desk.json"),
    ("a/b\\c:d*e?f\"g<h>i|j", "a_b_c_d_e_f_g_h_i_j.k3desk.json"),
    ("../../etc/passwd", "_.._etc_passwd.k3desk.json"),
    ("CON", "_CON.k3desk.json"),
    ("nul.txt", "_nul.txt.k3desk.json"),
    ("LPT9", "_LPT9.k3desk.json"),
    ("   ", "scenario.k3desk.json"),
    ("...", "scenario.k3desk.json"),
    ("tab\tnew\nline", "tab new line.k3desk.json"),
    ("Cenário ✓ 日本語", "Cenário ✓ 日本語.k3desk.json"),
])
def test_filename_for(name, expected):
    assert filename_for(name) == expected


def test_filename_for_is_unique_case_insensitively_and_bounded(scenario, tmp_path):
    (tmp_path / "Plan.k3desk.json").write_text("{}", encoding="utf-8")
    (tmp_path / "plan (2).k3desk.json").write_text("{}", encoding="utf-8")
    assert filename_for("PLAN", tmp_path) == "PLAN (3).k3desk.json"
    long = filename_for("日" * 300, tmp_path)
    assert len(long.encode("utf-8")) <= 255 and long.endswith(".k3desk.json")
    assert "/" not in filename_for("a/b") and "\\" not in filename_for("a\\b")


def test_scan_lists_without_reading(scenario, monkeypatch):
    """The first step of a big folder: names, dates and sizes from one directory read, no file opened."""
    from k3desk.persistence import library, scan

    for i in range(3):
        save_new(scenario.model_copy(update={"name": f"S{i}"}))
    (paths.scenarios_dir() / "folder.k3desk.json").mkdir()   # not a file: left out
    (paths.scenarios_dir() / "notes.txt").write_text("x", encoding="utf-8")
    monkeypatch.setattr(library, "read_document", lambda *a: pytest.fail("a file was read"))
    stamps = scan()
    assert [s.stem for s in stamps] == ["S0", "S1", "S2"]
    assert all(s.size > 0 and s.mtime_ns > 0 and s.modified.tzinfo is not None for s in stamps)


def test_scan_of_a_missing_or_unusable_folder_is_empty(tmp_path):
    from k3desk.persistence import scan

    assert scan(tmp_path / "none") == []
    (tmp_path / "file").write_text("x", encoding="utf-8")
    assert scan(tmp_path / "file") == [] and scan(tmp_path / ("x" * 300)) == []


def test_duplicate_with_known_names_reads_only_its_file(scenario, monkeypatch):
    from k3desk.persistence import library

    path = save_new(scenario)
    monkeypatch.setattr(library, "list_scenarios", lambda *a: pytest.fail("the folder was listed"))
    new = duplicate(path, names={scenario.name.casefold(), f"{scenario.name} (copy)".casefold()})
    assert read_scenario(new).name == f"{scenario.name} (copy) 2"
