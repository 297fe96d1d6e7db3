"""Sharing: Save As names a scenario after its file unless the user named it; the comparison
refuses the same scenario twice."""

from PySide6.QtWidgets import QFileDialog

from k3desk.persistence import SUFFIX


def _save_as(window, monkeypatch, path):
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(path), "")))
    assert window.files.save_as()


def test_save_as_names_a_generated_name_after_the_file(window, store, monkeypatch, tmp_path):
    assert store.scenario.name.startswith(store.scenario.model.name)   # "Kimi K3 · 8× B300", generated
    _save_as(window, monkeypatch, tmp_path / f"Proposta A{SUFFIX}")
    assert store.scenario.name == "Proposta A"
    assert not store.dirty
    _save_as(window, monkeypatch, tmp_path / f"Proposta B{SUFFIX}")   # named after the file: follows it
    assert store.scenario.name == "Proposta B"


def test_save_as_keeps_a_name_the_user_typed(window, store, monkeypatch, tmp_path):
    store.set_field("name", "Cliente X, opção cara")
    _save_as(window, monkeypatch, tmp_path / f"variant{SUFFIX}")
    assert store.scenario.name == "Cliente X, opção cara"


def test_comparison_refuses_a_duplicate(qtbot, store, no_modal_message_boxes):
    from k3desk.ui.views.compare_view import CompareView

    view = CompareView([store.scenario], store=store)
    qtbot.addWidget(view)
    assert not view.add_scenario(store.scenario)
    assert len(view.scenarios) == 1
    assert no_modal_message_boxes and "already" in no_modal_message_boxes[-1][1]
    store.set_field("hardware.gpu_count", 16)
    assert view.add_scenario(store.scenario) and len(view.scenarios) == 2


def test_first_export_offers_the_cover_details_once(qtbot, store, tmp_path, monkeypatch, no_modal_message_boxes):
    from PySide6.QtCore import QSettings

    from k3desk.ui.shell import settings as keys
    from k3desk.ui.views.main_window import MainWindow

    ini = QSettings(str(tmp_path / "ui.ini"), QSettings.Format.IniFormat)
    window = MainWindow(store, settings=ini)
    qtbot.addWidget(window)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: ("", "")))  # then cancel
    window.export_pdf()
    window.export_pdf()
    asked = [text for kind, text in no_modal_message_boxes if "cover" in text]
    assert len(asked) == 1 and keys.read(ini, keys.REPORT_COVER_ASKED) == "true"
