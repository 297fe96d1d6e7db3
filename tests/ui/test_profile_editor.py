"""The organisation profile made in the app (issue 45, item 2): Edit ▸ Organisation Profile… creates,
edits (undoably), saves and saves as a profile file; a colleague uses the shared file with Edit ▸ Use a
Profile File…; what a profile changes in an open scenario is listed before it is applied (Apply or
Keep), and a new scenario says what the profile set. Bad and newer files are refused in one line."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from k3desk.core.profile import SCHEMA_VERSION
from k3desk.persistence import write_scenario
from k3desk.persistence.profile_file import read_profile
from k3desk.ui.shell import settings as keys


@pytest.fixture
def ini(tmp_path):
    settings = QSettings(str(tmp_path / "ui.ini"), QSettings.Format.IniFormat)
    keys.write(settings, keys.INTRO_SEEN, "true")
    keys.write(settings, keys.REPORT_ORGANIZATION, "ACME Ltda.")
    return settings


@pytest.fixture
def win(qtbot, ini, en_locale, config):
    from k3desk.ui.shell.store import ScenarioStore
    from k3desk.ui.views.main_window import MainWindow

    w = MainWindow(ScenarioStore(), settings=ini)
    qtbot.addWidget(w)
    return w


@pytest.fixture
def warnings(monkeypatch):
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, text, *a, **k: said.append((title, text)))
    return said


def _save_dialog(monkeypatch, path):
    asked = []

    def ask(_parent, _title, suggested, _filter):
        asked.append(suggested)
        return str(path), ""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    return asked


def _fill(editor, rate="5.6"):
    """A new profile: the exchange rate and a negotiated B300 price, typed as a buyer would."""
    editor.name.setText("ACME")
    editor.commit()
    editor.add_setting()   # the exchange rate first: the setting a Brazilian profile fixes most
    row = editor.values.rowCount() - 1
    assert editor.values.cellWidget(row, 0).currentData() == "pricing.brl_per_usd"
    editor.values.cellWidget(row, 1).setText(rate)
    editor.commit()
    editor.add_gpu()
    gpu = editor.gpus.cellWidget(0, 0)
    gpu.setCurrentIndex(gpu.findData("b300"))
    editor.gpus.cellWidget(0, 1).setText("6")
    editor.gpus.cellWidget(0, 3).setText("contrato 2026-114")
    editor.commit()


def test_a_profile_is_created_saved_and_read_back(win, tmp_path, monkeypatch, qtbot):
    from k3desk.ui.shell import i18n

    i18n.install_language("pt_BR")   # typed the Brazilian way: 5,60
    try:
        editor = win.org_profile.edit()
        assert editor.name.text() == "ACME Ltda."   # the organisation from Preferences, to start with
        _fill(editor, "5,60")
        asked = _save_dialog(monkeypatch, tmp_path / "shared" / "acme.json")
        (tmp_path / "shared").mkdir()
        assert editor.actions_by_id["save"].isEnabled()
        editor.actions_by_id["save"].trigger()   # untitled: Save asks where
    finally:
        i18n.install_language("en")
    assert asked and asked[0].endswith("ACME.json")
    p = read_profile(tmp_path / "shared" / "acme.json")
    assert p.name == "ACME" and p.values == {"pricing.brl_per_usd": 5.6}
    assert p.gpus["b300"].price_per_gpu_hour == 6.0 and p.gpus["b300"].source == "contrato 2026-114"
    assert p.schema_version == 1 and not editor.dirty and "acme.json" in editor.windowTitle()


def test_every_edit_undoes_and_redoes_with_the_standard_keys(win):
    editor = win.org_profile.edit()
    undo, redo = editor.actions_by_id["undo"], editor.actions_by_id["redo"]
    assert QKeySequence(QKeySequence.StandardKey.Undo) in undo.shortcuts()
    assert QKeySequence(QKeySequence.StandardKey.Save) in editor.actions_by_id["save"].shortcuts()
    assert QKeySequence(QKeySequence.StandardKey.Open) in editor.actions_by_id["open"].shortcuts()
    assert QKeySequence(QKeySequence.StandardKey.New) in editor.actions_by_id["new"].shortcuts()
    assert editor.actions_by_id["save_as"].shortcuts()   # Ctrl+Shift+S where the platform has none
    editor.name.setText("ACME")
    editor.commit()
    editor.add_setting()
    assert editor.values.rowCount() == 1 and editor.dirty
    undo.trigger()
    assert editor.values.rowCount() == 0 and editor.name.text() == "ACME"
    undo.trigger()
    assert editor.name.text() == "ACME Ltda." and not editor.dirty
    redo.trigger()
    redo.trigger()
    assert editor.name.text() == "ACME" and editor.values.rowCount() == 1


def test_a_value_that_cannot_be_saved_is_named_and_nothing_is_written(win, tmp_path, monkeypatch, warnings):
    editor = win.org_profile.edit()
    _fill(editor, rate="cinco")
    target = tmp_path / "acme.json"
    _save_dialog(monkeypatch, target)
    assert not editor.save()
    assert not target.exists()
    assert "Settings, row 1 (Exchange rate): \u201ccinco\u201d is not a number" in warnings[-1][1]
    assert "Not saved" in editor.message.text() and editor.dirty
    editor.values.cellWidget(0, 1).setText("-3")   # a number the scenario refuses: named by its setting
    editor.commit()
    assert not editor.save()
    assert "Exchange rate" in warnings[-1][1] and not target.exists()


@pytest.mark.parametrize("content, words", [
    (json.dumps({"format": "k3desk.profile", "schema_version": SCHEMA_VERSION + 1, "name": "A", "version": "9"}),
     "newer k3desk"),
    ("{not json", "broken.json"),
    (json.dumps({"format": "k3desk.scenario"}), "is not a k3desk profile"),
])
def test_a_newer_or_broken_file_is_refused_in_one_line_and_the_form_stays(win, tmp_path, warnings, content, words):
    editor = win.org_profile.edit()
    editor.name.setText("Kept")
    editor.commit()
    path = tmp_path / "broken.json"
    path.write_text(content, encoding="utf-8")
    assert not editor.open_path(str(path))
    title, text = warnings[-1]
    assert words in text and "\n" not in text.strip()
    assert editor.name.text() == "Kept" and editor.path is None


def test_a_profile_is_never_saved_over_a_scenario(win, tmp_path, monkeypatch, warnings):
    editor = win.org_profile.edit()
    _fill(editor)
    scenario = tmp_path / "Proposta.k3desk.json"
    write_scenario(scenario, win.store.scenario)
    before = scenario.read_bytes()
    _save_dialog(monkeypatch, scenario)
    assert not editor.save()
    assert scenario.read_bytes() == before and "scenario" in warnings[-1][1]


def _shared_profile(tmp_path, rate=5.6):
    path = tmp_path / "acme.json"
    path.write_text(json.dumps({"format": "k3desk.profile", "schema_version": 1, "name": "ACME", "version": "2026-12",
                                "values": {"pricing.brl_per_usd": rate}, "gpus": {"b300": {"price_per_gpu_hour": 6.0}}}),
                    encoding="utf-8")
    return path


def _open_saved_scenario(win, tmp_path):
    path = tmp_path / "Proposta.k3desk.json"
    assert win.files.save_to(path)
    assert not win.store.dirty and win.store.path
    return path


@pytest.mark.parametrize("answer", ["apply", "keep"])
def test_an_open_scenario_is_shown_what_changes_before_it_changes(win, tmp_path, monkeypatch, qtbot, answer):
    from k3desk.ui.dialogs.profile_review import ProfileReviewDialog

    _open_saved_scenario(win, tmp_path)
    shared = _shared_profile(tmp_path)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(shared), "")))
    shown = []

    def decide(dialog):
        shown.append(dialog.rows())
        return QDialog.DialogCode.Accepted if answer == "apply" else QDialog.DialogCode.Rejected
    monkeypatch.setattr(ProfileReviewDialog, "exec", decide)
    win.menu_actions["edit.use_profile"].trigger()
    rows = shown[0]
    assert ("Exchange rate", "5.4", "5.6") in rows
    assert ("Price per GPU-hour", "US$\u00a07.38", "US$\u00a06.00") in rows
    s = win.store.scenario
    assert keys.read(win.org_profile.settings, keys.PROFILE_PATH) == str(shared)
    if answer == "apply":
        assert s.pricing.brl_per_usd == 5.6 and s.profile.name == "ACME" and win.store.dirty
        win.store.undo_stack.undo()   # one step takes it back
        assert win.store.scenario.pricing.brl_per_usd == 5.4 and not win.store.dirty
    else:
        assert s.pricing.brl_per_usd == 5.4 and s.profile is None and not win.store.dirty   # kept as it is
        assert "Recompute" in win.notices.action_button.text() and "profile.changed" in win.notices.notes()


def test_preferences_naming_a_profile_ask_first_too(win, tmp_path, monkeypatch):
    from k3desk.ui.dialogs.preferences import PreferencesDialog
    from k3desk.ui.dialogs.profile_review import ProfileReviewDialog

    _open_saved_scenario(win, tmp_path)
    shared = _shared_profile(tmp_path)

    def prefs_exec(dialog):
        dialog.profile.setText(str(shared))
        dialog.accept()
        return 1
    monkeypatch.setattr(PreferencesDialog, "exec", prefs_exec)
    asked = []
    monkeypatch.setattr(ProfileReviewDialog, "exec", lambda d: asked.append(d.rows()) or QDialog.DialogCode.Rejected)
    win.show_preferences()
    assert asked and win.store.scenario.pricing.brl_per_usd == 5.4 and not win.store.dirty


def test_a_new_scenario_says_what_the_profile_set(win, tmp_path, monkeypatch):
    shared = _shared_profile(tmp_path)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(shared), "")))
    win.menu_actions["edit.use_profile"].trigger()   # an untouched new scenario: no question, said instead
    assert win.store.scenario.pricing.brl_per_usd == 5.6 and not win.store.dirty
    assert "ACME 2026-12" in win.notices.notes()["profile.new"]
    win.store.set_field("workload.concurrent_sequences", 9)
    assert win.files.new()   # the test answers Discard
    note = win.notices.notes()["profile.new"]
    assert "Exchange rate: 5.4 \u2192 5.6" in note and win.store.scenario.pricing.brl_per_usd == 5.6
    # the negotiated price against the catalog's published one (File ▸ New prices from the profile's catalog)
    assert "Price per GPU-hour: US$\u00a07.38 \u2192 US$\u00a06.00" in note


def test_a_colleague_uses_the_shared_file_from_the_editor(win, qtbot, tmp_path, monkeypatch):
    """The editor's Use in This Window saves, then chooses the file here (as a colleague's window would)."""
    editor = win.org_profile.edit()
    _fill(editor)
    target = tmp_path / "acme.json"
    _save_dialog(monkeypatch, target)
    editor.actions_by_id["use"].trigger()
    assert target.exists() and keys.read(win.org_profile.settings, keys.PROFILE_PATH) == str(target)
    assert win.store.scenario.pricing.brl_per_usd == 5.6 and win.store.profile.name == "ACME"


def test_a_broken_shared_file_changes_nothing(win, tmp_path, monkeypatch, warnings):
    path = tmp_path / "acme.json"
    path.write_text("{broken", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    win.menu_actions["edit.use_profile"].trigger()
    assert "acme.json" in warnings[-1][1] and "Nothing was changed" in warnings[-1][1]
    assert win.store.profile is None and keys.read(win.org_profile.settings, keys.PROFILE_PATH) == ""
