"""The organisation profile in the window (issue 29, item 3): Preferences points to it; the store
records the paths the user set, which beat the profile while every other value follows it; the
Advisor's catalog carries the profile's negotiated prices; a scenario computed with an older version
of the profile lists what changed and offers to recompute; a broken or missing profile is reported
once and the window starts on the catalog's values."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings

from k3desk.core.presets import default_scenario
from k3desk.persistence import write_scenario
from k3desk.ui.shell import settings as keys

B300 = "b300"


def _profile_file(tmp_path, name="acme.json", version="2026-12", rate=6.0, brl=5.8):
    data = {"format": "k3desk.profile", "schema_version": 1, "name": "ACME", "version": version,
            "values": {"pricing.brl_per_usd": brl}, "gpus": {B300: {"price_per_gpu_hour": rate}}}
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.fixture
def ini(tmp_path):
    return QSettings(str(tmp_path / "ui.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def profiled(qtbot, ini, tmp_path, en_locale):
    """A window whose Preferences name a profile (read at start, as run_gui does)."""
    from k3desk.ui.shell.store import ScenarioStore
    from k3desk.ui.views.main_window import MainWindow

    keys.write(ini, keys.INTRO_SEEN, "true")
    keys.write(ini, keys.PROFILE_PATH, str(_profile_file(tmp_path)))
    win = MainWindow(ScenarioStore(), settings=ini)
    qtbot.addWidget(win)
    return win


def test_the_preferences_entry_names_the_profile(qtbot, ini, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from k3desk.ui.dialogs.preferences import PreferencesDialog

    chosen = _profile_file(tmp_path)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(chosen), "")))
    dialog = PreferencesDialog(ini)
    qtbot.addWidget(dialog)
    assert dialog.profile.text() == ""
    dialog.browse.click()
    assert dialog.profile.text() == str(chosen)
    dialog.accept()
    assert keys.read(ini, keys.PROFILE_PATH) == str(chosen)
    assert keys.PROFILE_PATH in keys.ALL and len({s.key for s in keys.ALL}) == len(keys.ALL)


def test_a_new_scenario_follows_the_profile_at_start(profiled):
    s = profiled.store.scenario
    assert s.profile is not None and s.profile.name == "ACME" and s.profile.version == "2026-12"
    assert s.pricing.brl_per_usd == 5.8
    assert not profiled.store.dirty
    # said, never silent (issue 45): the notice bar names the profile and what it set
    assert list(profiled.notices.notes()) == ["profile.new"]
    note = profiled.notices.notes()["profile.new"]
    assert "ACME 2026-12" in note and "Exchange rate: 5.4 \u2192 5.8" in note
    assert "Price per GPU-hour: US$\u00a07.38 \u2192 US$\u00a06.00" in note


def test_the_store_records_what_the_user_sets_and_it_beats_the_profile(profiled, tmp_path):
    store = profiled.store
    assert store.set_gpu(B300)
    assert store.scenario.hardware.price_per_gpu_hour == 6.0          # the negotiated price, not the catalog's
    assert store.set_field("hardware.price_per_gpu_hour", 7.5)
    assert store.set_field("workload.tokens_per_month", 2e10)
    assert set(store.scenario.user_set) == {"hardware.price_per_gpu_hour", "workload.tokens_per_month"}
    # a new version of the profile, chosen in Preferences: what the user set stays, the rest follows
    newer = _profile_file(tmp_path, "acme2.json", version="2027-01", rate=5.0, brl=5.2)
    keys.write(profiled.org_profile.settings, keys.PROFILE_PATH, str(newer))
    profiled.org_profile.load(apply=True)
    s = store.scenario
    assert s.hardware.price_per_gpu_hour == 7.5 and s.workload.tokens_per_month == 2e10
    assert s.pricing.brl_per_usd == 5.2 and s.profile.version == "2027-01"
    store.undo_stack.undo()   # one undoable step
    assert store.scenario.pricing.brl_per_usd == 5.8


def test_switching_gpu_gives_back_the_price_the_user_had_set(profiled):
    store = profiled.store
    store.set_gpu("h200")
    store.set_field("hardware.price_per_gpu_hour", 9.0)
    store.set_gpu(B300)
    assert "hardware.price_per_gpu_hour" not in store.scenario.user_set
    assert store.scenario.hardware.price_per_gpu_hour == 6.0


def test_the_advisor_prices_at_the_profiles_rates(profiled):
    price = profiled.store.catalog.gpu_prices[B300]
    assert (price.low, price.typical, price.high) == (6.0, 6.0, 6.0) and price.provider == "ACME"


def test_a_scenario_from_an_older_profile_lists_the_changes_and_recomputes(profiled, tmp_path, qtbot):
    store = profiled.store
    store.set_gpu(B300)
    store.set_field("workload.tokens_per_month", 2e10)
    path = tmp_path / "Proposta.k3desk.json"
    write_scenario(path, store.scenario)                            # computed with ACME 2026-12
    newer = _profile_file(tmp_path, "acme2.json", version="2027-01", rate=5.0, brl=5.2)
    keys.write(profiled.org_profile.settings, keys.PROFILE_PATH, str(newer))
    profiled.org_profile.load(apply=True)
    assert profiled.files.open_path(path, ask=False)
    s = store.scenario
    assert s.pricing.brl_per_usd == 5.8 and s.hardware.price_per_gpu_hour == 6.0   # opened as saved
    note = profiled.notices.notes()["profile.changed"]
    assert "ACME 2026-12" in note and "ACME 2027-01" in note
    assert "Exchange rate" in note and "Price per GPU-hour" in note and "US$\u00a06.00 \u2192 US$\u00a05.00" in note and "5.8 \u2192 5.2" in note
    assert "Tokens per month" not in note                           # the user's own value is not the profile's
    assert profiled.notices.action_button.isVisibleTo(profiled.notices)
    with qtbot.waitSignal(store.scenario_changed):
        profiled.notices.action_button.click()
    s = store.scenario
    assert s.pricing.brl_per_usd == 5.2 and s.hardware.price_per_gpu_hour == 5.0 and s.workload.tokens_per_month == 2e10
    assert s.profile.version == "2027-01" and "profile.changed" not in profiled.notices.notes()
    assert store.dirty


@pytest.mark.parametrize("content, needle", [
    (None, "does not exist or cannot be reached"),
    ("{broken", "p.json"),
    (json.dumps({"format": "k3desk.profile", "schema_version": 1, "name": "A", "version": "1",
                 "values": {"workload.tokens_per_month": -5}}), "workload.tokens_per_month"),
])
def test_a_broken_profile_is_reported_once_and_the_catalog_is_used(qtbot, ini, tmp_path, en_locale, content, needle):
    from k3desk.ui.shell.store import ScenarioStore
    from k3desk.ui.views.main_window import MainWindow

    path = tmp_path / "p.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    keys.write(ini, keys.INTRO_SEEN, "true")
    keys.write(ini, keys.PROFILE_PATH, str(path))
    win = MainWindow(ScenarioStore(), settings=ini)
    qtbot.addWidget(win)
    notes = win.notices.notes()
    assert list(notes) == ["profile"] and needle in notes["profile"] and "catalog's values" in notes["profile"]
    assert win.store.profile is None and win.store.scenario == default_scenario()
    # reported once: opening scenarios does not say it again (nor does the window recompute with it)
    other = tmp_path / "x.k3desk.json"
    write_scenario(other, default_scenario())
    win.notices.dismiss()
    assert win.files.open_path(other, ask=False)
    assert win.notices.notes() == {}


def test_a_new_version_published_while_open_is_offered_not_applied(profiled, tmp_path, qtbot):
    store = profiled.store
    store.set_gpu(B300)
    path = tmp_path / "Proposta.k3desk.json"
    write_scenario(path, store.scenario)
    assert profiled.files.open_path(path, ask=False) and profiled.notices.notes() == {}
    _profile_file(tmp_path, version="2027-02", rate=4.5)             # the same file, a new version
    qtbot.waitUntil(lambda: "profile.changed" in profiled.notices.notes(), timeout=10_000)
    assert "ACME 2027-02" in profiled.notices.notes()["profile.changed"]
    assert store.scenario.hardware.price_per_gpu_hour == 6.0 and not store.dirty   # nothing changed silently
    assert store.catalog.gpu_prices[B300].typical == 4.5               # the Advisor uses the new rates


def test_the_assumptions_say_which_settings_you_set(profiled):
    from k3desk.ui.dialogs.assumptions import AssumptionsDialog

    store = profiled.store
    store.set_field("workload.tokens_per_month", 2e10)
    store.flush()
    dialog = AssumptionsDialog(store.scenario, store.result, store.catalog, profiled)
    rows = {line.split("\t")[0]: line for line in dialog.as_text().splitlines()}
    assert rows["Tokens per month"].endswith("set by you\t")
    assert rows["Exchange rate"].endswith("scenario\t")   # the profile's, not the user's
    dialog.close()


def test_an_example_opens_at_the_profiles_rates_and_stays_an_example(profiled):
    assert profiled.files.open_example("k3-8x-b300")
    s = profiled.store.scenario
    assert s.hardware.price_per_gpu_hour == 6.0 and s.pricing.brl_per_usd == 5.8 and s.profile.name == "ACME"
    assert profiled.store.example == s and not profiled.store.dirty
    assert list(profiled.notices.notes()) == ["profile.new"]   # what the profile set in it, said
