"""The command line never writes over what it reads, nor over any scenario file: ``report`` and
``screenshot`` refuse with one line and exit 2, and the file stays byte-identical."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from k3desk.persistence import write_scenario
from k3desk.scenarios import load_builtin

GOLDEN = Path(__file__).parent / "golden" / "scenario_v1_default.k3desk.json"


@pytest.fixture
def files(tmp_path, config):
    mine = tmp_path / "mine.k3desk.json"
    write_scenario(mine, load_builtin("k3-8x-b300"))
    other = tmp_path / "other.k3desk.json"
    shutil.copy(GOLDEN, other)
    renamed = tmp_path / "mine.json"   # a scenario whose name does not say so
    shutil.copy(mine, renamed)
    return mine, other, renamed


def _refused(cli, argv, path: Path, why: str):
    before = path.read_bytes()
    code, out, err = cli(*argv)
    assert code == 2, (out, err)
    assert err.count("\n") == 1 and why in err and str(path.name) in err
    assert path.read_bytes() == before


@pytest.mark.parametrize("verb", ["report", "screenshot"])
def test_output_named_as_the_input_is_refused(cli, files, verb):
    mine, _other, renamed = files
    for path in (mine, renamed):
        _refused(cli, [verb, str(path), "-o", str(path)], path, "is the file being read")


@pytest.mark.parametrize("verb", ["report", "screenshot"])
def test_output_over_another_scenario_is_refused(cli, files, verb):
    mine, other, renamed = files
    _refused(cli, [verb, str(mine), "-o", str(other)], other, "is a k3desk scenario file")
    _refused(cli, [verb, "k3-16x-h200", "-o", str(renamed)], renamed, "is a k3desk scenario file")


def test_comparison_report_refuses_any_of_its_inputs(cli, files):
    mine, other, _renamed = files
    _refused(cli, ["report", str(mine), str(other), "-o", str(other)], other, "is the file being read")


def test_screenshot_of_a_comparison_refuses_the_other_scenario(cli, files):
    mine, other, _renamed = files
    _refused(cli, ["screenshot", str(mine), "--compare", str(other), "-o", str(other)], other,
             "is the file being read")


def test_output_named_like_a_scenario_is_refused(cli, files, tmp_path):
    mine, _other, _renamed = files
    code, _out, err = cli("report", str(mine), "-o", str(tmp_path / "new.k3desk.json"))
    assert code == 2 and "is named like a k3desk scenario file" in err
    assert not (tmp_path / "new.k3desk.json").exists()


def test_an_old_file_still_makes_its_report(cli, files, tmp_path):
    """The migrated schema-0/1 golden file (no purchase price) renders a report beside it."""
    _mine, other, _renamed = files
    code, out, err = cli("report", str(other), "-o", str(tmp_path / "other.pdf"))
    assert code == 0, err
    assert (tmp_path / "other.pdf").read_bytes().startswith(b"%PDF")
