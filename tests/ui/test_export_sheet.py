"""File > Export Spreadsheet…: the workbook is written on a worker thread and the status bar says where."""

import pytest

openpyxl = pytest.importorskip("openpyxl")


def test_export_spreadsheet_runs_in_background_and_says_where(window, qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    target = tmp_path / "sheet"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    assert window.menu_actions["file.export_sheet"].text()
    window.menu_actions["file.export_sheet"].trigger()
    qtbot.waitUntil(lambda: not window._export_jobs, timeout=20000)
    written = tmp_path / "sheet.xlsx"
    assert len(openpyxl.load_workbook(written).sheetnames) >= 5
    assert str(written) in window.statusBar().currentMessage()


def test_a_refused_target_is_said_and_nothing_is_written(window, qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    said = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a, **k: said.append(a[2])))
    window.export_sheet(str(tmp_path / "missing" / "x.xlsx"))
    qtbot.waitUntil(lambda: not window._export_jobs, timeout=20000)
    assert said and "does not exist" in said[0]
    assert not (tmp_path / "missing").exists()
