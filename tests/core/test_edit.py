"""The one edit engine (core.edit): every assignment applied together, order-free, honest refusals."""

import itertools

import pytest

from k3desk.core import compute
from k3desk.core.catalog import load_catalog
from k3desk.core.edit import EditError, apply_edits, apply_sets, set_path
from k3desk.core.presets import auto_name, default_scenario

CAT = load_catalog()


@pytest.mark.parametrize("sets", [
    ["workload.context_tokens=2048", "workload.prompt_tokens=1024"],
    ["hardware.gpu=h200", "hardware.price_per_gpu_hour=3.1", "hardware.gpu_count=16"],
    ["model=deepseek-v3", "pricing.api_output_per_mtok=9", "model.kv_format=fp8"],
])
def test_order_of_assignments_never_matters(sets):
    results = {apply_sets(default_scenario(CAT), list(order), CAT) for order in itertools.permutations(sets)}
    assert len(results) == 1


def test_a_price_given_with_a_gpu_switch_sticks_whatever_the_order():
    for order in (["hardware.price_per_gpu_hour=3.1", "hardware.gpu=h200"],
                  ["hardware.gpu=h200", "hardware.price_per_gpu_hour=3.1"]):
        s = apply_sets(default_scenario(CAT), order, CAT)
        assert (s.hardware.gpu.id, s.hardware.price_per_gpu_hour) == ("h200", 3.1)


def test_switches_bring_the_catalog_prices_and_keep_the_rest():
    base = apply_sets(default_scenario(CAT), ["pricing.currency=BRL", "hardware.gpu_count=16"], CAT)
    s = apply_sets(base, ["model=qwen3-235b-a22b", "hardware.gpu=h200"], CAT)
    api, rent = CAT.api_prices["qwen3-235b-a22b"], CAT.gpu_prices["h200"]
    assert (s.pricing.api_output_per_mtok, s.hardware.price_per_gpu_hour) == (api.output, rent.typical)
    assert (s.pricing.currency, s.hardware.gpu_count) == ("BRL", 16)
    assert s.name == auto_name(s)  # the generated name follows the switch


def test_short_context_alone_pulls_the_prompt_down():
    s = default_scenario(CAT)
    assert s.workload.prompt_tokens > 4096  # 8,192 by default
    new = set_path(s, "workload.context_tokens", "4096", CAT)
    assert (new.workload.context_tokens, new.workload.prompt_tokens) == (4096, 4096)
    assert compute(new, CAT).fit.fits is not None


def test_a_longer_context_leaves_the_prompt_alone():
    new = set_path(default_scenario(CAT), "workload.context_tokens", 262_144, CAT)
    assert new.workload.prompt_tokens == default_scenario(CAT).workload.prompt_tokens


def test_an_explicit_prompt_longer_than_the_context_is_refused():
    with pytest.raises(EditError, match="prompt_tokens cannot exceed context_tokens"):
        apply_sets(default_scenario(CAT), ["workload.context_tokens=1024", "workload.prompt_tokens=2048"], CAT)


@pytest.mark.parametrize("path,switch", [
    ("model.id", "model="), ("model.name", "model="), ("hardware.gpu.id", "hardware.gpu="),
    ("hardware.gpu.name", "hardware.gpu="),
])
def test_labels_of_a_catalog_entry_are_refused_with_the_switch_to_use(path, switch):
    with pytest.raises(EditError) as info:
        set_path(default_scenario(CAT), path, "deepseek-v3", CAT)
    assert str(info.value).startswith(f"{path}: changes nothing the computation uses")
    assert switch in str(info.value)


def test_the_same_path_twice_with_different_values_is_refused():
    with pytest.raises(EditError, match="set twice"):
        apply_sets(default_scenario(CAT), ["workload.context_tokens=2048", "workload.context_tokens=4096"], CAT)


def test_a_refused_edit_leaves_the_scenario_as_it_was():
    s = default_scenario(CAT)
    before = s.model_dump()
    with pytest.raises(EditError, match="workload.input_share"):
        apply_edits(s, {"workload.context_tokens": 4096, "workload.input_share": 3}, CAT)
    assert s.model_dump() == before


def test_unknown_path_is_marked_as_such():
    with pytest.raises(EditError) as info:
        set_path(default_scenario(CAT), "workload.no_such_field", 1, CAT)
    assert info.value.unknown_path and "unknown path" in str(info.value)


# A context over the model's maximum (issue "A meeting and a procurement pack", item 5). Qwen3-235B-A22B's
# config.json gives max_position_embeddings 40,960 (docs/figures.md, the models table); Kimi K3's is 1,048,576.
QWEN3_MAX = 40_960


def test_a_context_over_the_models_maximum_is_refused_with_the_maximum_named():
    s = apply_sets(default_scenario(CAT), ["model=qwen3-235b-a22b"], CAT)
    with pytest.raises(EditError) as err:
        apply_sets(s, ["workload.context_tokens=65536"], CAT)
    assert err.value.path == "workload.context_tokens" and "40,960" in str(err.value)
    assert "\n" not in str(err.value) and s.model.name in str(err.value)
    assert err.value.kind == "context_over_max" and err.value.ctx["le"] == QWEN3_MAX


def test_the_maximum_itself_is_accepted():
    s = apply_sets(default_scenario(CAT), ["model=qwen3-235b-a22b", f"workload.context_tokens={QWEN3_MAX}"], CAT)
    assert s.workload.context_tokens == QWEN3_MAX


def test_a_context_and_a_model_set_together_are_checked_against_the_new_model():
    with pytest.raises(EditError, match="40,960"):
        apply_sets(default_scenario(CAT), ["workload.context_tokens=65536", "model=qwen3-235b-a22b"], CAT)
    s = apply_sets(default_scenario(CAT), ["workload.context_tokens=1048576", "model=kimi-k3"], CAT)
    assert s.workload.context_tokens == 1_048_576


def test_switching_to_a_model_with_a_shorter_maximum_brings_the_context_down_to_it():
    s = apply_sets(default_scenario(CAT), ["workload.context_tokens=131072", "workload.prompt_tokens=60000"], CAT)
    q = apply_sets(s, ["model=qwen3-235b-a22b"], CAT)
    assert q.workload.context_tokens == QWEN3_MAX
    assert q.workload.prompt_tokens == QWEN3_MAX   # the prompt follows the shorter context, as always
    back = apply_sets(q, ["model=kimi-k3"], CAT)
    assert back.workload.context_tokens == QWEN3_MAX   # a longer maximum never lengthens the context


def test_a_maximum_set_below_the_context_is_refused():
    with pytest.raises(EditError, match="maximum context"):
        apply_sets(default_scenario(CAT), ["model.max_context=4096"], CAT)


def test_a_saved_longer_context_is_left_alone_by_edits_that_do_not_touch_it():
    """A file saved before the rule opens (with a notice) and stays editable; only the context refuses."""
    from k3desk.core.edit import context_over_max

    q = apply_sets(default_scenario(CAT), ["model=qwen3-235b-a22b"], CAT)
    old = q.model_copy(update={"workload": q.workload.model_copy(update={"context_tokens": 65_536})})
    assert context_over_max(old)
    edited = apply_edits(old, {"workload.tokens_per_month": 2e9}, CAT)
    assert edited.workload.context_tokens == 65_536 and edited.workload.tokens_per_month == 2e9
    with pytest.raises(EditError):
        apply_edits(old, {"workload.context_tokens": 50_000}, CAT)
    assert not context_over_max(apply_edits(old, {"workload.context_tokens": 32_768}, CAT))
