"""The one write-target rule (persistence.targets): no writer replaces the file it reads, a PDF, PNG
or catalog never replaces a scenario or autosave, and a scenario writer replaces only a scenario."""

from __future__ import annotations

import json
import os

import pytest

from k3desk.persistence import write_scenario
from k3desk.persistence.scenario_file import ScenarioFileError
from k3desk.persistence.targets import TargetRefused, k3desk_file_kind, output_target


@pytest.fixture
def saved(tmp_path, scenario):
    path = tmp_path / "mine.k3desk.json"
    write_scenario(path, scenario)
    return path


@pytest.mark.parametrize("writes", ["pdf", "png", "catalog", "spreadsheet"])
def test_never_the_file_being_read(tmp_path, writes):
    src = tmp_path / "config.json"
    src.write_text("{}")
    with pytest.raises(TargetRefused, match="is the file being read"):
        output_target(src, writes, reads=[src])
    with pytest.raises(TargetRefused, match="is the file being read"):   # the same file by another name
        output_target(tmp_path / "." / "config.json", writes, reads=[os.path.relpath(src)])


def test_a_link_to_the_input_is_the_input(tmp_path, saved):
    link = tmp_path / "report.pdf"
    link.symlink_to(saved)
    with pytest.raises(TargetRefused, match="is the file being read"):
        output_target(link, "pdf", reads=[saved])
    with pytest.raises(TargetRefused, match="is a k3desk scenario file"):   # and without being told
        output_target(link, "pdf")


@pytest.mark.parametrize("writes", ["pdf", "png", "catalog"])
def test_no_other_writer_replaces_a_scenario(saved, tmp_path, writes):
    renamed = tmp_path / "plain.json"   # a scenario under a name that does not say so: its content does
    renamed.write_bytes(b"\xef\xbb\xbf  " + saved.read_bytes())
    for path in (saved, renamed):
        with pytest.raises(TargetRefused, match="k3desk scenario file"):
            output_target(path, writes)
    with pytest.raises(TargetRefused, match="is named like a k3desk scenario file"):
        output_target(tmp_path / "new.k3desk.json", writes)


def test_no_other_writer_replaces_an_autosave(tmp_path):
    auto = tmp_path / "x.autosave.json"
    auto.write_text(json.dumps({"format": "k3desk.autosave", "document": {}}))
    with pytest.raises(TargetRefused, match="autosave"):
        output_target(auto, "pdf")
    with pytest.raises(TargetRefused, match="not a k3desk autosave"):
        notes = tmp_path / "notes.txt"
        notes.write_text("x")
        output_target(notes, "autosave")


def test_ordinary_files_are_fine(tmp_path, saved):
    old_pdf = tmp_path / "old.pdf"
    old_pdf.write_bytes(b"%PDF-1.4 ...")
    assert output_target(old_pdf, "pdf") == old_pdf
    assert output_target(tmp_path / "new.png", "png") == tmp_path / "new.png"
    assert output_target(saved, "scenario") == saved
    assert output_target(tmp_path / "fresh.k3desk.json", "scenario") == tmp_path / "fresh.k3desk.json"


def test_a_scenario_writer_never_replaces_another_kind_of_file(tmp_path, scenario):
    thesis = tmp_path / "thesis.docx"
    thesis.write_bytes(b"PK\x03\x04 a thesis")
    with pytest.raises(TargetRefused, match="not a k3desk scenario file"):
        output_target(thesis, "scenario")
    with pytest.raises(ScenarioFileError, match="not a k3desk scenario file; it was not replaced"):
        write_scenario(thesis, scenario)
    assert thesis.read_bytes() == b"PK\x03\x04 a thesis"


def test_refusal_is_one_line_and_names_the_path(tmp_path, saved):
    with pytest.raises(TargetRefused) as info:
        output_target(saved, "pdf")
    assert str(info.value).startswith(str(saved)) and "\n" not in str(info.value)


def test_kind_sniffing(tmp_path, saved):
    assert k3desk_file_kind(saved) == "scenario"
    other = tmp_path / "data.json"
    other.write_text('[{"format": "k3desk.scenario"}]')   # not an envelope: a list
    assert k3desk_file_kind(other) is None
    assert k3desk_file_kind(tmp_path / "missing.pdf") is None
