"""Examples stay examples: an opened example that is edited becomes an untitled scenario named after
its configuration, without the example's note, in the title, the store, the suggested file name and
the PDF report; a scenario the user saved or named keeps its name; the unedited example keeps both."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog

from k3desk.persistence import SUFFIX
from k3desk.report.example_notes import NOTES
from k3desk.report.scenario_report import build_report
from k3desk.scenarios import load_builtin

EXAMPLE = "k3-16x-h200"
OLD = "16\u00d7 H200"


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("K3DESK_CONFIG_DIR", str(tmp_path / "config"))


@pytest.fixture
def suggested(monkeypatch):
    """What Save As suggests: the dialog is answered with Cancel, its starting path recorded."""
    seen: list[str] = []

    def dialog(_parent, _title, start, *args, **kwargs):
        seen.append(start)
        return "", ""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(dialog))
    return seen


def _configuration_name(s) -> str:
    """The name a configuration has: model name, count × the GPU's short name (B300, not its full name)."""
    gpu = s.hardware.gpu.name.removeprefix("NVIDIA ").split(" (")[0]
    return f"{s.model.name} \u00b7 {s.hardware.gpu_count}\u00d7 {gpu}"


def _open(window):
    assert window.files.open_example(EXAMPLE)
    QApplication.processEvents()
    s = window.store.scenario
    assert s.name == load_builtin(EXAMPLE).name and OLD in s.name and s.notes == NOTES[EXAMPLE]


def _report(window):
    window.store.flush()
    return build_report(window.store.evaluation)


def _assert_untitled(window, suggested):
    store = window.store
    s = store.scenario
    assert (s.model.name, s.hardware.gpu.id, s.hardware.gpu_count, s.hardware.ownership) == (
        "Kimi K3", "b300", 8, "own")
    assert s.name == _configuration_name(s) == "Kimi K3 \u00b7 8\u00d7 B300"
    assert s.notes == ""
    assert OLD not in window.windowTitle() and s.name in window.windowTitle()
    assert store.path is None and store.dirty and window.isWindowModified()
    rep = _report(window)
    for text in (rep.header, str(rep.cover.subtitle)):
        assert OLD not in text and s.name in text
    assert not str(rep.cover.notes).strip()
    assert NOTES[EXAMPLE] not in repr(rep)
    # Save asks for a file name (the scenario is untitled) and suggests the configuration's name
    assert not window.files.save()
    assert Path(suggested[-1]).name == f"{s.name}{SUFFIX}"
    assert OLD not in suggested[-1]


def test_editing_an_example_through_the_store_makes_it_untitled(window, suggested):
    _open(window)
    store = window.store
    assert store.set_gpu("b300")
    assert store.set_field("hardware.gpu_count", 8)
    assert store.set_field("hardware.ownership", "own")
    _assert_untitled(window, suggested)
    # the name keeps following the configuration while the user has not named it
    assert store.set_field("hardware.gpu_count", 16)
    assert store.scenario.name == _configuration_name(store.scenario) == "Kimi K3 \u00b7 16\u00d7 B300"
    # undo back to the unedited example brings its name and note back
    while store.undo_stack.canUndo():
        store.undo_stack.undo()
    assert store.scenario == load_builtin(EXAMPLE) and not store.dirty
    assert OLD in window.windowTitle()


def test_editing_an_example_through_the_panels_makes_it_untitled(window, suggested):
    _open(window)
    panel = window.hardware_panel
    window.tabs.setCurrentIndex(1)
    index = panel.gpu.findData("b300")
    panel.gpu.setCurrentIndex(index)
    panel.gpu.activated.emit(index)
    panel.count.setValue(8)
    panel.own.click()
    QApplication.processEvents()
    _assert_untitled(window, suggested)


def test_advisor_style_edit_leaves_the_example(window):
    _open(window)
    assert window.store.apply({"hardware.gpu": "b300", "hardware.gpu_count": 8}, key="advisor")
    assert window.store.scenario.name == _configuration_name(window.store.scenario)
    assert window.store.scenario.notes == ""


def test_the_unedited_example_keeps_its_name_and_note(window, suggested):
    _open(window)
    s = window.store.scenario
    assert OLD in window.windowTitle() and not window.isWindowModified()
    rep = _report(window)
    assert OLD in rep.header and OLD in str(rep.cover.subtitle)
    assert rep.cover.notes == NOTES[EXAMPLE]
    assert not window.files.save()
    assert Path(suggested[-1]).name == f"{s.name}{SUFFIX}"
    # renaming it, or typing a note on it, is the user's choice: nothing is taken away
    assert window.store.set_field("notes", "Board option B")
    assert window.store.scenario.name == s.name
    assert window.store.set_field("name", "Board option B")
    assert window.store.set_gpu("b300")
    assert window.store.scenario.name == "Board option B"
    assert window.store.scenario.notes == "Board option B"


def test_a_saved_example_keeps_its_name_when_edited(window, tmp_path, monkeypatch):
    _open(window)
    target = tmp_path / f"Proposta A{SUFFIX}"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    assert window.files.save()
    store = window.store
    assert store.scenario.name == "Proposta A" and store.path == str(target)
    assert store.set_gpu("b300") and store.set_field("hardware.gpu_count", 8)
    assert store.scenario.name == "Proposta A"
    assert store.scenario.notes == NOTES[EXAMPLE]
    assert "Proposta A" in window.windowTitle()


def test_a_user_named_scenario_keeps_its_name_when_edited(window, tmp_path):
    store = window.store
    assert store.set_field("name", "Cluster for legal")
    assert window.files.save_to(tmp_path / f"legal{SUFFIX}")
    assert store.set_gpu("h200") and store.set_field("hardware.ownership", "own")
    assert store.scenario.name == "Cluster for legal"
    assert _report(window).header == "Cluster for legal"


def test_the_status_line_names_an_opened_example_not_an_untitled_scenario(window):
    """The controller's review found "Cenário sem título" on the shipped example: an example (and any
    unsaved scenario with a name) is named by its own name; an edit shows the configuration's name."""
    _open(window)
    label = window.file_label.text()
    assert label == f"{load_builtin(EXAMPLE).name} · example, not saved"
    window.store.set_field("hardware.gpu", "b300")
    window.store.flush()
    QApplication.processEvents()
    assert window.file_label.text().startswith(window.store.scenario.name) and "Untitled" not in window.file_label.text()
