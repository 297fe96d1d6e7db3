"""Property tests: any valid scenario gives finite, non-negative figures, and monotone ones."""

import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from k3desk.core import compute
from k3desk.core.catalog import load_catalog
from k3desk.core.edit import EditError, apply_sets, set_path
from k3desk.core.presets import build_scenario
from k3desk.core.scenario import Scenario

CAT = load_catalog()
MODELS = sorted(CAT.models)
GPUS = sorted(CAT.gpus)

def _within(m: str, ctx: int) -> int:
    """A context the model accepts: at most its maximum (a longer one is refused by the edit engine)."""
    return min(ctx, CAT.model(m).max_context)


scenarios = st.builds(
    lambda m, g, n, ctx, seqs, tok, inp, hit, dp, pp, multi, own: apply_sets(
        build_scenario(m, g, n, catalog=CAT),
        [f"workload.prompt_tokens={min(_within(m, ctx), 8192)}", f"workload.context_tokens={_within(m, ctx)}",
         f"workload.concurrent_sequences={seqs}", f"workload.tokens_per_month={tok}",
         f"workload.input_share={inp}", f"workload.cache_hit_rate={hit}",
         f"serving.attention_parallel={dp}", f"hardware.pipeline_parallel={pp}",
         f"hardware.multi_node={multi}", f"hardware.ownership={own}",
         "hardware.purchase_price_per_gpu=30000"], CAT),
    st.sampled_from(MODELS), st.sampled_from(GPUS), st.one_of(st.none(), st.integers(1, 128)),
    st.integers(1, 2_000_000), st.integers(1, 4096), st.floats(0, 1e13), st.floats(0, 1), st.floats(0, 1),
    st.sampled_from(["tp", "dp"]), st.booleans(), st.booleans(), st.sampled_from(["rent", "own"]),
)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(MODELS), st.integers(1, 50_000_000))
def test_a_context_over_any_models_maximum_is_refused_naming_it(m, over):
    s = build_scenario(m, "b300", 8, catalog=CAT)
    top = s.model.max_context
    with pytest.raises(EditError) as err:
        apply_sets(s, [f"workload.context_tokens={min(top + over, 100_000_000)}"], CAT)
    assert f"{top:,}" in str(err.value) and err.value.ctx["le"] == top
    assert apply_sets(s, [f"workload.context_tokens={top}"], CAT).workload.context_tokens == top


def _numbers(obj, prefix=""):
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _numbers(v, f"{prefix}.{k}")
    elif isinstance(obj, (list, tuple)):
        for i, v in enumerate(obj):
            yield from _numbers(v, f"{prefix}[{i}]")
    elif isinstance(obj, (int, float)) and not isinstance(obj, bool):
        yield prefix, obj


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenarios)
def test_no_nan_infinite_or_negative(s):
    r = compute(s, CAT)
    for path, v in _numbers(r.as_dict()):
        if path.endswith("fill.free") or path.endswith(".error"):
            # free space is negative when it does not fit (the overflow); an evidence row's error is signed
            assert math.isfinite(v), path
            continue
        assert math.isfinite(v) and v >= 0, (path, v)


@settings(max_examples=60, deadline=None)
@given(scenarios, st.integers(1, 64))
def test_more_gpus_never_lower_capacity(s, n):
    def capacity(count):
        r = compute(s.model_copy(update={"hardware": s.hardware.model_copy(update={"gpu_count": count})}), CAT)
        return r.fit.per_gpu_capacity_bytes * r.fit.gpu_count
    assert capacity(n + 1) >= capacity(n)


@settings(max_examples=60, deadline=None)
@given(scenarios, st.floats(0, 1e12), st.floats(0, 1e12))
def test_more_tokens_never_lower_api_cost(s, a, b):
    lo, hi = sorted((a, b))
    def cost(t):
        return compute(set_path(s, "workload.tokens_per_month", t, CAT), CAT).cost.api_usd_per_month
    if s.pricing.api_known:
        assert cost(hi) >= cost(lo)
    else:  # a model without a known API price is never priced
        assert cost(hi) is None and cost(lo) is None


@pytest.mark.parametrize("path,value,field", [
    ("workload.context_tokens", 0, "workload.context_tokens"),
    ("workload.input_share", 1.5, "workload.input_share"),
    ("hardware.price_per_gpu_hour", -1, "hardware.price_per_gpu_hour"),
    ("hardware.gpu_count", 0, "hardware.gpu_count"),
    ("pricing.hours_per_month", 1000, "pricing.hours_per_month"),
    ("workload.concurrent_sequences", "many", "workload.concurrent_sequences"),
])
def test_invalid_scenario_rejected_with_field_named(path, value, field):
    s = build_scenario(catalog=CAT)
    with pytest.raises(EditError, match=field.replace(".", r"\.")):
        set_path(s, path, value, CAT)


def test_invalid_architecture_names_the_problem():
    data = build_scenario(catalog=CAT).model_dump()
    data["model"]["mla_layers"] = 10
    with pytest.raises(ValidationError, match="num_layers"):
        Scenario.model_validate(data)
