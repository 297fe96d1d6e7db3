"""Scenario library dialog: listing with computed verdicts, rename, duplicate, delete with Undo,
broken files listed with their reason, and opening / comparing from the selection.
Deletes use k3desk's own trash inside the temporary config folder."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from k3desk import paths
from k3desk.persistence import SUFFIX, list_scenarios, read_scenario, save_new
from k3desk.scenarios import load_builtin


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    folder = tmp_path / "config"
    monkeypatch.setenv("K3DESK_CONFIG_DIR", str(folder))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: pytest.fail(f"unexpected message {a[1:]}"))
    return folder


@pytest.fixture
def saved():
    s1 = save_new(load_builtin("k3-8x-b300"))
    s2 = save_new(load_builtin("k3-16x-h200"))
    bad = load_builtin("k2.5-int4-8x-h200")
    # four H200s cannot hold the weights (more users than the memory holds would only queue)
    bad = bad.model_copy(update={"hardware": bad.hardware.model_copy(update={"gpu_count": 4})})
    s3 = save_new(bad)
    return s1, s2, s3


@pytest.fixture
def dialog(qtbot, saved, en_locale):
    from k3desk.ui.dialogs.library_dialog import LibraryDialog

    d = LibraryDialog()
    qtbot.addWidget(d)
    assert d.wait_until_loaded()
    return d


def table(d) -> list[list[str]]:
    """The table as shown: what the view asks the model for, row by row."""
    assert d.wait_until_loaded()
    m = d.model
    return [[m.index(r, c).data() for c in range(m.columnCount())] for r in range(m.rowCount())]


def test_listing_shows_names_hardware_verdict_and_cost(dialog):
    rows = {r[0]: r for r in table(dialog)}
    assert set(rows) == {"Kimi K3 · 8× B300", "Kimi K3 · 16× H200", "Kimi K2.5 INT4 · 8× H200"}
    b300 = rows["Kimi K3 · 8× B300"]
    assert b300[2] == "Kimi K3" and b300[3].startswith("8\u00d7 NVIDIA B300")
    # the decision: it fits, buying wins (seed 004's rental against a bought replica), in US$
    assert b300[4] == "Fits · buying 8× B300 is cheapest" and b300[5].startswith("US$")
    k25 = rows["Kimi K2.5 INT4 · 8× H200"]
    assert k25[4] == "Does not fit" and "US$" not in k25[5]   # honesty rule: no price for what does not fit
    assert rows["Kimi K3 · 16× H200"][3].startswith("16\u00d7")


def test_broken_file_is_listed_with_its_reason(qtbot, saved, en_locale):
    from k3desk.ui.dialogs.library_dialog import LibraryDialog

    (paths.scenarios_dir() / f"junk{SUFFIX}").write_text("{oops", encoding="utf-8")
    d = LibraryDialog()
    qtbot.addWidget(d)
    row = next(r for r in table(d) if r[0] == "junk")
    assert row[4] == "cannot read"
    d.select_paths([paths.scenarios_dir() / f"junk{SUFFIX}"])
    assert not d.b_open.isEnabled() and d.b_delete.isEnabled()


def test_rename_changes_file_and_name_and_reports_it(dialog, saved, qtbot):
    dialog.select_paths([saved[0]])
    with qtbot.waitSignal(dialog.file_renamed) as sig:
        new = dialog.rename_selected("Proposta São Paulo")
    assert sig.args == [str(saved[0]), str(new)]
    assert not saved[0].exists() and read_scenario(new).name == "Proposta São Paulo"
    assert "Proposta São Paulo" in [r[0] for r in table(dialog)]
    assert dialog.selected_paths() == [new]


def test_rename_button_asks_for_the_name(dialog, saved, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("  Via botão  ", True))
    dialog.select_paths([saved[1]])
    dialog.b_rename.click()
    assert "Via botão" in [r[0] for r in table(dialog)] and not saved[1].exists()


def test_duplicate_adds_a_copy(dialog, saved):
    dialog.select_paths([saved[1]])
    new = dialog.duplicate_selected()
    assert read_scenario(new).name == "Kimi K3 · 16× H200 (copy)"
    assert len(table(dialog)) == 4 and saved[1].exists()


def test_delete_then_undo_restores_the_file(dialog, saved):
    before = saved[2].read_bytes()
    dialog.select_paths([saved[2]])
    dialog.b_delete.click()                      # the button path, as a user clicks it
    assert dialog.last_trashed is not None and not saved[2].exists()
    assert len(table(dialog)) == 2
    assert not dialog.undo_bar.isHidden() and not dialog.undo_button.isHidden()
    restored = dialog.undo_delete()
    assert restored == [saved[2]] and saved[2].read_bytes() == before
    assert len(table(dialog)) == 3 and dialog.undo_bar.isHidden()


def test_two_deletes_undo_newest_first(dialog, saved):
    for path in saved[:2]:
        dialog.select_paths([path])
        dialog.b_delete.click()
    assert "16× H200" in dialog.undo_label.text()
    assert dialog.undo_delete() == [saved[1]]
    assert not dialog.undo_bar.isHidden() and "8× B300" in dialog.undo_label.text()
    assert dialog.undo_delete() == [saved[0]]
    assert dialog.undo_bar.isHidden() and len(table(dialog)) == 3


def test_open_emits_the_path(dialog, saved, qtbot):
    dialog.select_paths([saved[1]])
    with qtbot.waitSignal(dialog.open_requested) as sig:
        dialog.b_open.click()
    assert sig.args == [str(saved[1])]


@pytest.mark.qt_log_ignore("propagateSizeHints")   # offscreen platform noise when a window is shown
def test_compare_needs_two_to_four(dialog, saved, qtbot):
    dialog.select_paths([saved[0]])
    assert not dialog.b_compare.isEnabled()
    dialog.select_paths(list(saved))
    assert dialog.b_compare.isEnabled()
    view = dialog.compare_selected()
    qtbot.addWidget(view)
    assert sorted(view.names()) == sorted(e.name for e in list_scenarios())
    assert not dialog.isVisible() and view.isVisible()   # the library closed: it no longer covers the comparison


def test_file_controller_follows_a_rename_of_the_open_file(qtbot, store, saved, dialog):
    from PySide6.QtWidgets import QMainWindow

    from k3desk.ui.shell.file_controller import FileController

    win = QMainWindow()
    qtbot.addWidget(win)
    ctl = FileController(win, store)
    assert ctl.open_path(saved[0], ask=False)
    dialog.file_renamed.connect(ctl._on_file_renamed)
    dialog.select_paths([saved[0]])
    new = dialog.rename_selected("Renamed")
    assert store.path == str(new) and store.scenario.name == "Renamed" and not store.dirty
    ctl.shutdown()


def test_cost_column_holds_one_currency(qtbot, en_locale):
    """A scenario shown in R$ and one in US$ still share one currency in the library's cost column."""
    from k3desk.ui.dialogs.library_dialog import LibraryDialog

    brl = load_builtin("k3-8x-b300")
    brl = brl.model_copy(update={"pricing": brl.pricing.model_copy(update={"currency": "BRL"})})
    save_new(brl.model_copy(update={"name": "Em reais"}))
    save_new(load_builtin("k3-16x-h200"))
    d = LibraryDialog()
    qtbot.addWidget(d)
    costs = [r[5] for r in table(d) if r[4].startswith("Fits")]
    assert costs and all(c.startswith("US$") for c in costs) and not any("R$" in c for c in costs)
