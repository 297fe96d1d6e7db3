"""ScenarioStore: validated edits, refusal leaves the scenario unchanged, undo/redo, coalescing."""

from __future__ import annotations

from k3desk.core import compute
from k3desk.core.presets import auto_name, default_scenario


def test_set_field_validates_and_recomputes(store, qtbot):
    with qtbot.waitSignal(store.result_changed, timeout=2000) as blocker:
        assert store.set_field("workload.context_tokens", 262144)
    assert store.scenario.workload.context_tokens == 262144
    assert blocker.args[0].to_json() == compute(store.scenario).to_json()


def test_invalid_value_is_refused_with_message(store, qtbot):
    before = store.scenario
    with qtbot.waitSignal(store.field_error) as blocker:
        assert not store.set_field("hardware.price_per_gpu_hour", -1.0)
    assert blocker.args[0] == "hardware.price_per_gpu_hour"
    assert blocker.args[1] == "Enter a value of at least 0"
    assert store.scenario is before
    assert not store.dirty
    assert store.undo_stack.count() == 0


def test_shorter_context_pulls_the_prompt_with_it(store):
    assert store.set_field("workload.context_tokens", 4096)
    assert store.scenario.workload.prompt_tokens == 4096


def test_model_and_gpu_switch_bring_their_catalog_prices(store):
    assert store.set_model("qwen3-235b-a22b")
    assert store.set_gpu("h200")
    s = store.scenario
    api, rent = store.catalog.api_prices["qwen3-235b-a22b"], store.catalog.gpu_prices["h200"]
    assert (s.model.id, s.hardware.gpu.id, s.hardware.gpu_count) == ("qwen3-235b-a22b", "h200", 8)
    assert (s.pricing.api_input_per_mtok, s.pricing.api_output_per_mtok) == (api.input, api.output)
    assert s.hardware.price_per_gpu_hour == rent.typical
    assert s.name == auto_name(s)  # the generated name follows the switch
    assert not store.set_gpu("no-such-gpu")
    assert store.scenario is s


def test_undo_redo(store):
    original = store.scenario
    store.set_field("workload.concurrent_sequences", 12)
    store.set_gpu("h200")
    assert store.undo_stack.count() == 2 and store.dirty
    store.undo_stack.undo()
    assert store.scenario.hardware.gpu.id == original.hardware.gpu.id
    assert store.scenario.workload.concurrent_sequences == 12
    store.undo_stack.undo()
    assert store.scenario == original and not store.dirty
    store.undo_stack.redo()
    store.undo_stack.redo()
    assert store.scenario.hardware.gpu.id == "h200"


def test_slider_drag_is_one_undo_step(store):
    for i in range(1, 50):
        store.set_field("workload.tokens_per_month", i * 1e9, merge=True)
    store.end_merge()
    store.set_field("workload.tokens_per_month", 77e9, merge=True)
    store.end_merge()
    assert store.undo_stack.count() == 2
    store.undo_stack.undo()
    assert store.scenario.workload.tokens_per_month == 49e9
    store.undo_stack.undo()
    assert store.scenario.workload.tokens_per_month == default_scenario().workload.tokens_per_month


def test_burst_of_edits_computes_once(store, qtbot):
    store.flush()
    results = []
    store.result_changed.connect(results.append)
    for i in range(100):
        store.set_field("workload.input_share", i / 100, merge=True)
    qtbot.waitUntil(lambda: len(results) >= 1)
    store.flush()   # nothing left pending: a second result would come now, not after a fixed wait
    assert len(results) == 1
    assert results[0].to_json() == compute(store.scenario).to_json()


def test_set_scenario_clears_history(store):
    store.set_field("workload.concurrent_sequences", 3)
    store.set_scenario(default_scenario(), path="/tmp/x.k3desk.json")
    assert store.undo_stack.count() == 0 and not store.dirty and store.path == "/tmp/x.k3desk.json"


def test_store_and_command_line_agree_on_a_short_context(store, capsys):
    import json

    from k3desk.cli import main

    assert main(["calc", "--json", "--set", "workload.context_tokens=4096"]) == 0
    cli = json.loads(capsys.readouterr().out)
    assert store.set_field("workload.context_tokens", 4096)
    window = store.result.to_json()
    assert {key: cli[key] for key in window} == window


def test_several_fields_in_one_step_in_any_order(store):
    assert store.apply({"workload.context_tokens": 2048, "workload.prompt_tokens": 1024})
    first = store.scenario
    store.undo_stack.undo()
    assert store.apply({"workload.prompt_tokens": 1024, "workload.context_tokens": 2048})
    assert store.scenario == first and store.undo_stack.count() == 1


def test_a_label_of_the_model_is_refused(store, qtbot):
    before = store.scenario
    with qtbot.waitSignal(store.field_error) as blocker:
        assert not store.set_field("model.id", "deepseek-v3")
    assert blocker.args[0] == "model.id" and "model=" in blocker.args[1]
    assert store.scenario is before and store.undo_stack.count() == 0


def test_unknown_field_is_refused(store, qtbot):
    with qtbot.waitSignal(store.field_error) as blocker:
        assert not store.set_field("workload.no_such_field", 1)
    assert blocker.args[1] == "Unknown field"


def test_move_to_follows_a_renamed_file_and_keeps_the_edits(store, qtbot):
    store.set_scenario(default_scenario(), path="/tmp/a.k3desk.json")
    store.set_field("workload.concurrent_sequences", 3)
    with qtbot.waitSignal(store.path_changed) as blocker:
        store.move_to("/tmp/b.k3desk.json")
    assert blocker.args == ["/tmp/b.k3desk.json"] and store.path == "/tmp/b.k3desk.json"
    assert store.dirty and store.undo_stack.count() == 1
