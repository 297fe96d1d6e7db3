"""FileController: save/open round trips, the title, broken files, unsaved-changes questions, drops,
recent files, examples and the autosave timer. Message boxes and file dialogs are replaced by
recorders, so nothing blocks and each test states the user's answer."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QFileDialog, QMainWindow, QMessageBox

from k3desk.persistence import SUFFIX, load_recent, read_scenario, write_scenario
from k3desk.scenarios import builtin_ids, load_builtin

Button = QMessageBox.StandardButton


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    folder = tmp_path / "config"
    monkeypatch.setenv("K3DESK_CONFIG_DIR", str(folder))
    return folder


class Boxes:
    """Records every message box; ``answer`` is what a question returns."""

    def __init__(self, monkeypatch):
        self.shown: list[tuple[str, str, str]] = []
        self.answer = Button.Cancel
        for kind in ("warning", "information", "critical"):
            monkeypatch.setattr(QMessageBox, kind, self._recorder(kind))
        monkeypatch.setattr(QMessageBox, "question", self._question)

    def _recorder(self, kind):
        def show(parent, title, text, *args, **kwargs):
            self.shown.append((kind, title, text))
            return Button.Ok
        return show

    def _question(self, parent, title, text, *args, **kwargs):
        self.shown.append(("question", title, text))
        return self.answer

    def kinds(self) -> list[str]:
        return [k for k, _t, _x in self.shown]


@pytest.fixture
def boxes(monkeypatch):
    return Boxes(monkeypatch)


@pytest.fixture
def ctl(qtbot, store):
    from k3desk.persistence import Autosave
    from k3desk.ui.shell.file_controller import FileController

    win = QMainWindow()
    qtbot.addWidget(win)
    controller = FileController(win, store, autosave=Autosave("test-session"), autosave_interval_ms=40)
    yield controller
    controller.shutdown()


def edit(store):
    assert store.set_field("workload.context_tokens", 262_144)
    assert store.set_field("workload.concurrent_sequences", 5)
    assert store.set_field("pricing.currency", "BRL")
    assert store.set_field("notes", "Orçamento para a reunião — 3º trimestre")
    assert store.set_field("name", "Proposta São Paulo")


def test_save_then_reopen_preserves_every_field(ctl, store, tmp_path, boxes):
    edit(store)
    store.set_gpu("h200")
    store.set_field("hardware.gpu_count", 16)
    edited = store.scenario
    path = tmp_path / f"proposal{SUFFIX}"
    assert edited.finance.start_month is None
    assert ctl.save_to(path)
    assert not store.dirty and store.path == str(path)
    # the file states the month it was created as its term's first month (schema 4); nothing else moved
    from datetime import UTC, datetime

    assert store.scenario.finance.start_month == datetime.now(UTC).strftime("%Y-%m")
    assert store.scenario.model_copy(update={"finance": edited.finance}) == edited
    edited = store.scenario
    boxes.answer = Button.Discard
    assert ctl.new()
    assert store.scenario != edited
    assert ctl.open_path(path)
    assert store.scenario == edited          # every field, nested model and GPU figures included
    assert store.scenario.model_dump() == edited.model_dump()
    assert not store.dirty
    assert load_recent()[0] == path
    assert boxes.shown == []                  # nothing was dirty when New and Open ran


def test_title_shows_name_and_modified_mark(ctl, store, tmp_path):
    win = ctl.window
    assert win.windowTitle() == f"{store.scenario.name}[*] \u2014 k3desk"
    assert not win.isWindowModified()
    store.set_field("name", "Meeting [*] draft")
    assert win.windowTitle().startswith("Meeting [*][*] draft[*]")   # a literal [*] in the name survives
    assert win.isWindowModified()
    ctl.save_to(tmp_path / f"m{SUFFIX}")
    assert not win.isWindowModified()
    store.undo_stack.undo()
    assert win.isWindowModified() and ctl.actions["revert"].isEnabled()


@pytest.mark.parametrize("content", [b"{not json", b'{"format": "k3desk.scenario", "schema_version": 99}',
                                     b"{\"format\": \"k3desk.scenario\", \"schema_version\": 1, \"scenario\": {}}"])
def test_broken_file_shows_message_and_changes_nothing(ctl, store, tmp_path, boxes, content):
    edit(store)
    before, dirty, path_before = store.scenario, store.dirty, store.path
    broken = tmp_path / f"broken{SUFFIX}"
    broken.write_bytes(content)
    assert not ctl.open_path(broken)
    assert boxes.kinds() == ["warning"]      # the message, and no save question before it
    _kind, _title, text = boxes.shown[0]
    assert "broken" in text and "\n" not in text
    assert store.scenario == before and store.dirty == dirty and store.path == path_before
    assert broken.read_bytes() == content


def test_unsaved_changes_prompt_on_new(ctl, store, tmp_path, boxes):
    edit(store)
    edited = store.scenario
    boxes.answer = Button.Cancel
    assert not ctl.new()
    assert store.scenario == edited and store.dirty
    assert boxes.kinds() == ["question"] and edited.name in boxes.shown[0][2]
    boxes.answer = Button.Discard
    assert ctl.new()
    assert store.scenario.name != edited.name and not store.dirty and store.path is None


def test_save_answer_saves_before_new(ctl, store, tmp_path, boxes):
    path = tmp_path / f"kept{SUFFIX}"
    ctl.save_to(path)
    edit(store)
    boxes.answer = Button.Save
    assert ctl.new()
    assert read_scenario(path).name == "Proposta São Paulo"


def test_save_as_defaults_to_library_folder_and_adds_suffix(ctl, store, config_dir, monkeypatch):
    seen = {}

    def fake(parent, caption, directory, filt):
        seen.update(directory=directory, filter=filt)
        return str(Path(directory).parent / "chosen"), filt
    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
    assert ctl.save_as()
    assert Path(seen["directory"]).parent == config_dir / "scenarios"
    assert seen["directory"].endswith(SUFFIX) and "*.k3desk.json" in seen["filter"]
    assert store.path.endswith(f"chosen{SUFFIX}") and Path(store.path).is_file()


def test_revert_is_one_undoable_step(ctl, store, tmp_path, boxes):
    path = tmp_path / f"r{SUFFIX}"
    ctl.save_to(path)
    edit(store)
    edited = store.scenario
    assert ctl.revert()
    assert store.scenario == read_scenario(path) and not store.dirty
    store.undo_stack.undo()
    assert store.scenario == edited and store.dirty


def test_recent_file_that_vanished_is_pruned_with_a_message(ctl, store, tmp_path, boxes):
    path = tmp_path / f"gone{SUFFIX}"
    ctl.save_to(path)
    assert load_recent() == [path]
    path.unlink()
    assert not ctl.open_recent(str(path))
    assert boxes.kinds() == ["information"] and "gone" in boxes.shown[0][2]
    assert load_recent() == []


def test_open_recent_menu_lists_files(ctl, store, tmp_path):
    for name in ("a", "b"):
        ctl.save_to(tmp_path / f"{name}{SUFFIX}")
    ctl.rebuild_recent_menu()
    texts = [a.text() for a in ctl.recent_menu.actions() if a.text()]
    assert texts[:2] == ["b", "a"]


def test_drop_of_a_scenario_file_opens_it(ctl, store, tmp_path, qtbot):
    other = load_builtin("k3-16x-h200")
    path = tmp_path / f"dropped{SUFFIX}"
    write_scenario(path, other)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    enter = QDragEnterEvent(QPoint(5, 5), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(ctl.window, enter)
    assert enter.isAccepted()
    drop = QDropEvent(QPointF(5, 5), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(ctl.window, drop)
    qtbot.waitUntil(lambda: store.path == str(path), timeout=2000)
    assert store.scenario == other


def test_drag_of_other_files_is_refused(ctl, tmp_path):
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(tmp_path / "notes.txt"))])
    enter = QDragEnterEvent(QPoint(5, 5), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    enter.ignore()
    QApplication.sendEvent(ctl.window, enter)
    assert not enter.isAccepted()


def test_examples_open_as_unsaved_scenarios(ctl, store, boxes):
    ids = [i for i in builtin_ids() if i != "default"]
    assert {"k3-8x-b300", "k3-16x-h200", "k3-1m-context", "deepseek-v3-8x-h200"} <= set(ids)
    ctl.rebuild_example_menu()
    assert len(ctl.example_menu.actions()) == len(ids)
    assert ctl.open_example("k3-1m-context")
    assert store.scenario.workload.context_tokens == 1_048_576 and store.path is None
    assert store.result.fit.fits


def test_duplicate_is_an_unsaved_copy(ctl, store, tmp_path):
    path = tmp_path / f"orig{SUFFIX}"
    ctl.save_to(path)
    original = read_scenario(path)
    ctl.duplicate()
    assert store.scenario.name == f"{original.name} (copy)"
    assert store.path is None and store.dirty and ctl.window.isWindowModified()
    assert read_scenario(path) == original


def test_autosave_runs_while_dirty_and_is_cleared_on_save(ctl, store, tmp_path, qtbot):
    edit(store)
    qtbot.waitUntil(lambda: ctl.autosave.path.exists(), timeout=3000)
    ctl.save_to(tmp_path / f"s{SUFFIX}")
    assert not ctl.autosave.path.exists()


def test_maybe_close_discard_clears_autosave(ctl, store, boxes):
    edit(store)
    ctl.autosave_now()
    assert ctl.autosave.path.exists()
    boxes.answer = Button.Cancel
    assert not ctl.maybe_close() and ctl.autosave.path.exists()
    boxes.answer = Button.Discard
    assert ctl.maybe_close() and not ctl.autosave.path.exists()


def test_file_actions_have_standard_shortcuts(ctl):
    from PySide6.QtGui import QKeySequence

    assert ctl.actions["save"].shortcut() == QKeySequence(QKeySequence.StandardKey.Save)
    assert ctl.actions["save_as"].shortcut() == QKeySequence("Ctrl+Shift+S")
    assert QKeySequence("Ctrl+W") in ctl.actions["close"].shortcuts()
