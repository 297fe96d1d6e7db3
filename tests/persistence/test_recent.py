"""Recent files: newest first, at most ten, no duplicates, missing files pruned, corruption ignored."""

from __future__ import annotations

import json

import pytest

from k3desk import paths
from k3desk.persistence import add_recent, clear_recent, last_scenario, load_recent, remove_recent
from k3desk.persistence.recent import MAX_RECENT, recent_file


@pytest.fixture
def files(tmp_path):
    out = []
    for i in range(14):
        p = tmp_path / f"f{i}.k3desk.json"
        p.write_text("{}", encoding="utf-8")
        out.append(p)
    return out


def test_newest_first_deduplicated_and_capped(files):
    for p in files:
        add_recent(p)
    add_recent(files[5])
    add_recent(files[5].parent / "." / files[5].name)   # the same file spelled differently
    got = load_recent()
    assert len(got) == MAX_RECENT == 10
    assert got[0] == files[5]
    assert got[1:] == [files[i] for i in (13, 12, 11, 10, 9, 8, 7, 6, 4)]
    assert recent_file() == paths.config_dir() / "recent.json"
    assert json.loads(recent_file().read_text(encoding="utf-8"))["recent"][0] == str(files[5])


def test_missing_files_are_pruned(files):
    add_recent(files[0])
    add_recent(files[1])
    files[1].unlink()
    assert load_recent() == [files[0]]
    assert last_scenario() == files[0]
    files[0].unlink()
    assert last_scenario() is None


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe\x00garbage", b'{"recent": 5}', b"[]",
                                     b'{"recent": [1, null, "", "/does/not/exist"]}'])
def test_corrupt_recent_file_is_ignored(content, files):
    recent_file().parent.mkdir(parents=True, exist_ok=True)
    recent_file().write_bytes(content)
    assert load_recent() == []
    assert add_recent(files[0]) == [files[0]]
    assert load_recent() == [files[0]]


def test_remove_and_clear(files):
    add_recent(files[0])
    add_recent(files[1])
    assert remove_recent(files[0]) == [files[1]]
    clear_recent()
    assert load_recent() == []


def test_a_renamed_file_keeps_its_place(files):
    """The library's Rename: the renamed file stays in Open Recent where it was (issue 31)."""
    from k3desk.persistence import rename_recent

    for p in files[:3]:
        add_recent(p)
    new = files[1].with_name("renamed.k3desk.json")
    files[1].rename(new)
    assert rename_recent(files[1], new) == [files[2], new, files[0]]
    assert load_recent() == [files[2], new, files[0]]


def test_renaming_a_file_not_in_the_list_changes_nothing(files):
    from k3desk.persistence import rename_recent

    add_recent(files[0])
    before = recent_file().read_bytes()
    new = files[5].with_name("other.k3desk.json")
    files[5].rename(new)
    assert rename_recent(files[5], new) == [files[0]]
    assert recent_file().read_bytes() == before


def test_library_rename_of_the_last_scenario_is_reopened_next_start(files, scenario):
    from k3desk.persistence import rename, write_scenario

    path = files[0].with_name("last.k3desk.json")
    write_scenario(path, scenario)
    add_recent(files[3])
    add_recent(path)
    new = rename(path, "Proposta renomeada")
    assert last_scenario() == new and new.name == "Proposta renomeada.k3desk.json"
