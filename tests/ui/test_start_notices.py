"""What the window says about the scenario it opened (issue 33, finding 5): a last scenario that went
bad is named instead of silently opening the default, and a file missing whole sections says which
defaults it got. Both in the notice bar above the verdict, which hides when it has nothing to say."""

from __future__ import annotations

import json

from k3desk.core.presets import default_scenario
from k3desk.persistence import add_recent, load_recent, write_scenario
from k3desk.persistence.scenario_file import dumps_scenario


def test_a_broken_last_scenario_is_named(window, config, qtbot):
    path = config / "scenarios" / "Proposta.k3desk.json"
    write_scenario(path, default_scenario().model_copy(update={"name": "Proposta"}))
    add_recent(path)
    path.write_bytes(b'{"format": "k3desk.scenario", "schema_version": 2, "scen')   # cut short
    before = path.read_bytes()
    window.files.open_initial(None)
    note = window.notices.notes()["file"]
    assert str(path) in note and "could not be opened" in note and "default scenario" in note
    assert window.store.path is None and window.store.scenario.name == default_scenario().name
    assert not window.notices.isHidden()
    assert path.read_bytes() == before and load_recent() == [path]   # nothing changed, nothing forgotten


def test_a_good_last_scenario_opens_without_a_note(window, config):
    path = config / "scenarios" / "Ok.k3desk.json"
    write_scenario(path, default_scenario().model_copy(update={"name": "Ok"}))
    add_recent(path)
    window.files.open_initial(None)
    assert window.store.path == str(path) and window.notices.notes() == {} and window.notices.isHidden()


def test_a_file_missing_sections_says_which_defaults_it_got(window, tmp_path):
    doc = json.loads(dumps_scenario(default_scenario()))
    del doc["scenario"]["workload"], doc["scenario"]["serving"]
    path = tmp_path / "partial.k3desk.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert window.files.open_path(path, ask=False)
    note = window.notices.notes()["file"]
    assert "partial.k3desk.json" in note and "Workload, Serving" in note and "default values" in note
    # another file: what was said about this one no longer applies
    other = tmp_path / "full.k3desk.json"
    write_scenario(other, default_scenario())
    assert window.files.open_path(other, ask=False)
    assert "file" not in window.notices.notes()


def test_the_notice_can_be_dismissed_and_wraps_long_names(window, tmp_path, qtbot):
    from k3desk.ui.common.text import words

    window.files.notice.emit("file", "“" + "x" * 200 + ".k3desk.json” lacks whole sections")
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: window.notices.label.width() > 0)
    label = window.notices.label
    assert max(label.fontMetrics().horizontalAdvance(w) for w in words(label.text())) <= label.contentsRect().width()
    window.notices.close_button.click()
    assert window.notices.isHidden() and window.notices.notes() == {}


def test_a_file_holding_a_context_over_the_models_maximum_opens_with_a_notice(window, tmp_path):
    """Saved before k3desk refused it: Qwen3-235B-A22B (maximum 40,960 tokens, docs/figures.md) at 64K
    opens as saved, the notice bar names the maximum, and a context within it clears the notice."""
    from k3desk.core.edit import apply_sets

    q = apply_sets(default_scenario(), ["model=qwen3-235b-a22b"])
    doc = json.loads(dumps_scenario(q))
    doc["scenario"]["workload"]["context_tokens"] = 65_536
    path = tmp_path / "old-qwen.k3desk.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert window.files.open_path(path, ask=False)
    assert window.store.scenario.workload.context_tokens == 65_536
    note = window.notices.notes()["context"]
    assert "40,960" in note and "65,536" in note and not window.notices.isHidden()
    assert window.store.set_field("workload.tokens_per_month", 2e9)   # other edits still go through
    assert window.store.set_field("workload.context_tokens", 32_768)
    assert "context" not in window.notices.notes()
