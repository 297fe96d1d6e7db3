"""The library at 1,000 scenarios (issue 33, finding 2; issue 31, the library): a model/view whose
rows are listed at once and whose headers are read off the GUI thread with progress; a refresh or a
rename rereads only what changed; no column is sized to its contents; Compare Selected closes the
library; a rename keeps the file in Open Recent and the next start reopens it.

Speed itself is measured in ``benchmarks/library.py`` (tests never assert times); these tests pin
the structure that makes it fast: how many files are read, on which thread, and what is resized.
"""

from __future__ import annotations

import threading

import pytest
from PySide6.QtWidgets import QHeaderView, QMessageBox

from k3desk.persistence import add_recent, last_scenario, load_recent, read_scenario, save_new
from k3desk.persistence.scenario_file import dumps_scenario
from k3desk.scenarios import load_builtin
from k3desk.ui.dialogs import library_model
from k3desk.ui.dialogs.library_model import CACHE

N = 1000


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    folder = tmp_path / "config"
    monkeypatch.setenv("K3DESK_CONFIG_DIR", str(folder))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: pytest.fail(f"unexpected message {a[1:]}"))
    CACHE.clear()
    yield folder
    CACHE.clear()


@pytest.fixture
def folder(tmp_path):
    """N scenario files, written directly (the text of three built-in scenarios under new names)."""
    out = tmp_path / "many"
    out.mkdir()
    variants = [load_builtin(i) for i in ("k3-8x-b300", "k3-16x-h200", "k2.5-int4-8x-h200")]
    for i in range(N):
        s = variants[i % 3]
        (out / f"p{i:04d}.k3desk.json").write_text(dumps_scenario(s.model_copy(update={"name": f"P{i:04d}"})),
                                                   encoding="utf-8")
    return out


@pytest.fixture
def reads(monkeypatch):
    """Every header read: (file name, thread name)."""
    seen: list[tuple[str, str]] = []
    real = library_model.compute_row

    def counting(path, formatted=True, measurements=None):
        seen.append((path.name, threading.current_thread().name))
        return real(path, formatted, measurements)

    monkeypatch.setattr(library_model, "compute_row", counting)
    import k3desk.ui.dialogs.library_dialog as dialog_module

    monkeypatch.setattr(dialog_module, "compute_row", counting)
    return seen


def _dialog(qtbot, folder, en_locale=None):
    from k3desk.ui.dialogs.library_dialog import LibraryDialog

    d = LibraryDialog(folder=folder)
    qtbot.addWidget(d)
    return d


def test_rows_are_listed_before_any_file_is_read(qtbot, folder, reads, en_locale):
    d = _dialog(qtbot, folder)
    assert d.model.rowCount() == N and reads == []           # the listing alone: names and dates
    assert d.is_loading() and not d.progress_bar.isHidden()  # and a progress line while headers come
    assert d.model.index(0, 0).data() == "p0000" and d.model.index(0, 4).data() == "reading…"
    with qtbot.waitSignal(d.loaded, timeout=120_000):
        pass
    assert len(reads) == N and {t for _, t in reads} != {threading.main_thread().name}
    assert all(t != threading.main_thread().name for _, t in reads)   # never on the GUI thread
    assert d.progress_bar.isHidden() and d.model.pending() == 0
    assert [d.model.index(r, 0).data() for r in range(3)] == ["P0000", "P0001", "P0002"]
    assert d.model.index(0, 4).data().startswith("Fits")


def test_no_column_is_sized_to_its_contents(qtbot, folder, en_locale):
    d = _dialog(qtbot, folder)
    header = d.table.horizontalHeader()
    modes = [header.sectionResizeMode(c) for c in range(d.model.columnCount())]
    assert QHeaderView.ResizeMode.ResizeToContents not in modes
    assert d.table.verticalHeader().sectionResizeMode(0) == QHeaderView.ResizeMode.Fixed
    d.stop_reading()


@pytest.mark.slow   # a thousand files each: the quick loop keeps the listing and refresh cases
def test_the_view_formats_only_what_it_shows(qtbot, folder, en_locale):
    d = _dialog(qtbot, folder)
    assert d.wait_until_loaded()
    d.resize(900, 400)
    d.show()
    qtbot.waitExposed(d)
    d.model._texts.clear()
    d.table.grab()   # paints the table as it is on screen
    shown_rows = {key for key, _col in d.model._texts}
    assert 0 < len(shown_rows) < 100, len(shown_rows)   # a screenful, not a thousand rows


def test_refresh_and_rename_reread_only_what_changed(qtbot, folder, reads, en_locale, config_dir):
    d = _dialog(qtbot, folder)
    assert d.wait_until_loaded()
    reads.clear()
    d.refresh()
    assert reads == [] and not d.is_loading()   # nothing changed on disk: nothing read
    target = folder / "p0500.k3desk.json"
    add_recent(folder / "p0001.k3desk.json")
    add_recent(target)                          # the file is the last one used
    d.select_paths([target])
    new = d.rename_selected("Renamed proposal")
    assert [name for name, _ in reads] == [new.name]   # one file read, not a thousand
    assert d.selected_paths() == [new] and d.model.row_for(new).entry.name == "Renamed proposal"
    assert d.model.rowCount() == N and d.model.row_for(target) is None
    # the recent list follows the rename, in the same place, so the next start reopens it
    assert load_recent()[0] == new and last_scenario() == new
    assert read_scenario(new).name == "Renamed proposal" and not target.exists()


@pytest.mark.slow   # a thousand files each: the quick loop keeps the listing and refresh cases
def test_a_changed_file_is_read_again_on_refresh(qtbot, folder, reads, en_locale):
    d = _dialog(qtbot, folder)
    assert d.wait_until_loaded()
    reads.clear()
    changed = folder / "p0007.k3desk.json"
    changed.write_text(dumps_scenario(load_builtin("k3-8x-b300").model_copy(update={"name": "Changed"})),
                       encoding="utf-8")
    d.refresh()
    assert d.wait_until_loaded()
    assert [name for name, _ in reads] == ["p0007.k3desk.json"]
    assert d.model.row_for(changed).entry.name == "Changed"


@pytest.mark.slow   # a thousand files each: the quick loop keeps the listing and refresh cases
def test_duplicate_reads_no_other_file(qtbot, folder, reads, en_locale):
    d = _dialog(qtbot, folder)
    assert d.wait_until_loaded()
    reads.clear()
    d.select_paths([folder / "p0003.k3desk.json"])
    new = d.duplicate_selected()
    assert [name for name, _ in reads] == [new.name] and read_scenario(new).name == "P0003 (copy)"
    assert d.model.rowCount() == N + 1 and d.selected_paths() == [new]


def test_closing_while_reading_stops_the_reader(qtbot, folder, en_locale):
    d = _dialog(qtbot, folder)
    d._start_reading()
    reader = d._reader
    d.close()
    d.done(0)
    assert d._reader is None and not reader.isRunning()


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_compare_selected_closes_the_library(qtbot, window, en_locale):
    paths = [save_new(load_builtin(i)) for i in ("k3-8x-b300", "k3-16x-h200")]
    dialog = window.files.show_library()
    assert dialog.wait_until_loaded()
    dialog.select_paths(paths)
    view = dialog.compare_selected()
    qtbot.addWidget(view)
    assert not dialog.isVisible() and view.isVisible()
    assert view in window.files._dialogs   # kept by the window, not by the closed library
    assert sorted(view.names()) == sorted(read_scenario(p).name for p in paths)


def test_renaming_the_open_file_keeps_it_for_the_next_start(qtbot, window, en_locale):
    path = save_new(load_builtin("k3-8x-b300"))
    assert window.files.open_path(path, ask=False)
    dialog = window.files.show_library()
    assert dialog.wait_until_loaded()
    dialog.select_paths([path])
    new = dialog.rename_selected("Proposta final")
    assert window.store.path == str(new) and window.store.scenario.name == "Proposta final"
    assert last_scenario() == new and path not in load_recent()
    dialog.close()


@pytest.mark.slow
def test_ten_thousand_stay_usable(qtbot, tmp_path, en_locale):
    """10,000 files: listed at once, progress shown, and the table sorts and selects while reading."""
    from PySide6.QtCore import Qt

    big = tmp_path / "big"
    big.mkdir()
    text = dumps_scenario(load_builtin("k3-8x-b300"))
    for i in range(10_000):
        (big / f"s{i:05d}.k3desk.json").write_text(text, encoding="utf-8")
    d = _dialog(qtbot, big)
    assert d.model.rowCount() == 10_000 and not d.progress_bar.isHidden()
    d._start_reading()
    qtbot.waitUntil(lambda: d.progress.value() > 0, timeout=60_000)
    d.table.sortByColumn(1, Qt.SortOrder.DescendingOrder)   # usable while reading
    d.select_paths([big / "s09999.k3desk.json"])
    assert d.selected_paths() == [big / "s09999.k3desk.json"]
    assert "10,000" in d.progress_label.text()
    d.stop_reading()
