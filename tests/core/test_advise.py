"""The advisor: ranking, every constraint, the "nothing meets" answer, honesty (only configurations
that fit), and the data-parallel finding for MLA models (docs/domain.md §3.2: under tensor parallelism
the latent cache is replicated on every rank; data-parallel attention splits sequences instead)."""

import math

import pytest

from k3desk.core import compute
from k3desk.core.advisor.advise import advise
from k3desk.core.advisor.space import ConstraintError, Constraints
from k3desk.core.catalog import load_catalog
from k3desk.core.edit import apply_option
from k3desk.core.presets import build_scenario, default_scenario


@pytest.fixture(scope="module")
def cat():
    return load_catalog()


@pytest.fixture(scope="module")
def base(cat):
    return advise(default_scenario(cat), Constraints(), cat)


def test_options_are_cheapest_first_and_the_front_is_pareto(base):
    costs = [o.usd_per_month for o in base.options]
    assert costs == sorted(costs)
    assert base.cheapest is base.options[0]
    assert base.fastest.decode_per_sequence == max(o.decode_per_sequence for o in base.options)
    for i, o in enumerate(base.options):
        dominated = any(p.usd_per_month <= o.usd_per_month and p.decode_per_sequence > o.decode_per_sequence
                        for p in base.options[:i + 1])
        assert o.pareto == (not dominated and all(p.decode_per_sequence < o.decode_per_sequence
                                                  for p in base.options[:i]))


def test_every_option_fits_and_matches_compute(base, cat):
    """Honesty rule: the advisor keeps only what fits and follows the rules, with compute()'s figures."""
    s = default_scenario(cat)
    sample = list(base.options[:15]) + list(base.options[-5:]) + [o for o in base.options if o.attention == "dp"][:5]
    for o in sample:
        applied = apply_option(s, o, cat)
        r = compute(applied, cat)
        assert r.fit.fits and r.fit.deployable, o
        assert r.fit.gpu_count == o.gpu_count and r.fit.pipeline_parallel == o.pipeline_parallel
        assert r.throughput.decode_per_sequence.value == pytest.approx(o.decode_per_sequence, rel=1e-9)
        assert r.throughput.ttft_s.value == pytest.approx(o.ttft_s, rel=1e-9)
        assert r.cost.replicas == o.replicas
        assert r.cost.self_host_total_usd_per_month == pytest.approx(o.usd_per_month, rel=1e-9)


def test_searches_at_least_a_thousand_configurations(base):
    assert base.searched >= 1000


def test_dense_models_get_one_weight_format(cat):
    adv = advise(build_scenario("llama-3.1-405b", catalog=cat), Constraints(), cat)
    assert all(o.formats.experts == o.formats.dense for o in adv.options if o.formats.quantized)


def test_one_gpu_is_never_offered_as_data_parallel(cat):
    adv = advise(build_scenario("qwen3-30b-a3b", catalog=cat), Constraints(), cat)
    assert not any(o.attention == "dp" and o.gpu_count == 1 for o in adv.options)


def test_searches_gpu_types_counts_and_modes(base):
    assert len({o.gpu for o in base.options}) >= 4
    assert {o.mode for o in base.options} >= {"tp", "tp-pp", "dp-ep"}
    assert len({o.gpu_count for o in base.options}) >= 4


def test_todays_eight_b300_is_among_the_options(base, cat):
    """Default scenario (Kimi K3 on 8x B300, seed 004: 'barely fits one 8x B300'): it is an option,
    and the cheapest is no dearer."""
    r = compute(default_scenario(cat), cat)
    assert any(o.gpu == "b300" and o.gpu_count == 8 and not o.formats.quantized for o in base.options)
    assert base.cheapest.usd_per_month <= r.cost.self_host_total_usd_per_month + 1e-6


def test_min_tokens_per_second(cat):
    adv = advise(default_scenario(cat), Constraints(min_tok_s=60), cat)
    assert adv.options and all(o.decode_per_sequence >= 60 for o in adv.options)
    assert all(o.meets == {"min_tok_s": True} for o in adv.options)


def test_max_ttft(base, cat):
    limit = sorted(o.ttft_s for o in base.options)[len(base.options) // 2]   # half the options meet it
    adv = advise(default_scenario(cat), Constraints(max_ttft_s=limit), cat)
    assert adv.options and all(o.ttft_s <= limit for o in adv.options)
    assert len(adv.options) < len(base.options)


def test_budget(base, cat):
    limit = base.options[len(base.options) // 3].usd_per_month
    adv = advise(default_scenario(cat), Constraints(max_usd_month=limit), cat)
    assert adv.options and all(o.usd_per_month <= limit for o in adv.options)
    assert len(adv.options) < len(base.options)


def test_vendor_and_gpu_type(cat):
    s = default_scenario(cat)
    amd = advise(s, Constraints(vendors=("amd",)), cat)
    assert amd.options and all(o.vendor == "AMD" for o in amd.options)
    one = advise(s, Constraints(gpus=("h200", "b200")), cat)
    assert one.options and {o.gpu for o in one.options} <= {"h200", "b200"}


def test_max_gpus_counts_every_replica(cat):
    adv = advise(default_scenario(cat), Constraints(max_gpus=16), cat)
    assert adv.options and all(o.gpu_count * o.replicas <= 16 for o in adv.options)


def test_one_node(cat):
    adv = advise(default_scenario(cat), Constraints(one_node=True), cat)
    assert adv.options and all(o.nodes == 1 and o.pipeline_parallel == 1 for o in adv.options)


def test_rent_only_and_own_only(cat):
    s = build_scenario("qwen3-30b-a3b", catalog=cat)
    rent = advise(s, Constraints(ownership="rent"), cat)
    assert rent.options and {o.ownership for o in rent.options} == {"rent"}
    own = advise(s, Constraints(ownership="own"), cat)
    assert own.options and {o.ownership for o in own.options} == {"own"}
    priced = {g for g, p in cat.gpu_prices.items() if p.purchase_usd} | {
        g.id for g in cat.gpus.values() if g.purchase_price_usd}
    assert {o.gpu for o in own.options} <= priced  # no price, no owned option (never free)


def test_checkpoint_only_has_no_quantized_formats(cat):
    adv = advise(default_scenario(cat), Constraints(quantized=False), cat)
    assert adv.options and not any(o.formats.quantized for o in adv.options)
    full = advise(build_scenario("qwen3-235b-a22b", catalog=cat), Constraints(), cat)
    assert any(o.formats.quantized for o in full.options)


def test_nothing_meets_names_the_constraint(base, cat):
    adv = advise(default_scenario(cat), Constraints(max_usd_month=10), cat)
    assert adv.options == ()
    assert adv.blocking.reason == "max_usd_month"
    assert adv.blocking.value == pytest.approx(base.cheapest.usd_per_month)
    slow = advise(default_scenario(cat), Constraints(min_tok_s=100_000), cat)
    assert slow.options == () and slow.blocking.reason == "min_tok_s"
    # the fastest configuration that fits, met or not (a production layout at a small batch is faster
    # than the cheapest options listed): and it is reachable, a limit just under it finds it
    assert slow.blocking.value >= base.fastest.decode_per_sequence
    reach = advise(default_scenario(cat), Constraints(min_tok_s=0.99 * slow.blocking.value), cat)
    assert reach.options and reach.fastest.decode_per_sequence == pytest.approx(slow.blocking.value)


def test_memory_reason_for_a_node_that_is_too_small(cat):
    """Seed 003: the largest node on offer is 8x H100 = 640 GB; K3 needs ~1.68 TB (seed 004)."""
    adv = advise(default_scenario(cat), Constraints(gpus=("h100-sxm",), one_node=True), cat)
    assert adv.options == () and adv.blocking.reason == "memory"
    h100 = next(d for d in adv.dropped if d.gpu == "h100-sxm")
    assert h100.reason == "memory" and h100.at_gpus == 8
    assert h100.value > 100e9  # 1.68 TB over 8 GPUs is ~210 GB each, against ~77 GB usable


def _smallest_power_of_two(per_gpu, capacity: float) -> int:
    return next(n for n in (1, 2, 4, 8, 16, 32, 64) if per_gpu(n) <= capacity)


def test_kimi_k2_on_mi355x_data_parallel_beats_tensor_parallel(cat):
    """Kimi K2 (MLA, BF16 cache) on MI355X: under TP the latent caches of all 32 sequences in flight are
    replicated on every rank; data-parallel attention splits them, so fewer GPUs hold the model. The
    counts are worked out here from docs/domain.md §3.2 and §4: 61 layers x (512 + 64) latent values x
    2 bytes a token, each sequence at its prompt plus half the answer, the longest request alone."""
    from k3desk.core.model.memory import activation_bytes_per_gpu, overhead_bytes_per_gpu, weight_bytes
    from k3desk.core.model.params import count_params
    from k3desk.core.speed.calibration import OUTPUT_TOKENS_PER_REQUEST

    s = build_scenario("kimi-k2", "mi355x", None, catalog=cat)
    wl = s.workload
    kv_token = 61 * (512 + 64) * 2
    flight, longest = wl.prompt_tokens + OUTPUT_TOKENS_PER_REQUEST // 2, wl.context_tokens
    w = weight_bytes(count_params(s.model), s.model, cat)
    fixed = activation_bytes_per_gpu(s) + overhead_bytes_per_gpu(s)
    cap = s.hardware.gpu.memory_bytes * s.serving.gpu_memory_utilization
    seqs = wl.concurrent_sequences

    def tp(n):
        return w.total / n + max(seqs * flight, longest) * kv_token + fixed

    def dp(n):
        return w.non_routed + w.routed / n + max(math.ceil(seqs / n) * flight, longest) * kv_token + fixed

    want_dp, want_tp = _smallest_power_of_two(dp, cap), _smallest_power_of_two(tp, cap)
    assert want_dp < want_tp
    adv = advise(s, Constraints(gpus=("mi355x",), quantized=False), cat)
    ckpt = [o for o in adv.options if o.formats.kv == s.model.kv_format and o.ownership == "rent" and not o.production]
    dp_best = min((o for o in ckpt if o.attention == "dp"), key=lambda o: o.usd_per_month)
    tp_best = min((o for o in ckpt if o.attention == "tp"), key=lambda o: o.usd_per_month)
    assert dp_best.gpu_count == want_dp and tp_best.gpu_count == want_tp
    assert dp_best.usd_per_month < tp_best.usd_per_month
    assert adv.cheapest.attention == "dp" or adv.cheapest.formats.kv != s.model.kv_format


def test_speculative_decoding_where_the_model_has_a_draft(cat):
    s = default_scenario(cat)
    s = s.model_copy(update={"workload": s.workload.model_copy(update={"concurrent_sequences": 1})})
    adv = advise(s, Constraints(), cat)
    spec = [o for o in adv.options if o.speculative_factor > 1]
    assert spec and all(o.speculative_factor == pytest.approx(331 / 111, rel=0.01) for o in spec)
    llama = build_scenario("llama-3.1-405b", catalog=cat)
    llama = llama.model_copy(update={"workload": llama.workload.model_copy(update={"concurrent_sequences": 1})})
    assert not any(o.speculative_factor > 1 for o in advise(llama, Constraints(), cat).options)


@pytest.mark.parametrize("kwargs", [
    {"min_tok_s": -1}, {"min_tok_s": 0}, {"max_ttft_s": math.nan}, {"max_usd_month": math.inf},
    {"max_gpus": 0}, {"ownership": "lease"},
])
def test_bad_constraints_are_refused(kwargs):
    with pytest.raises(ConstraintError):
        Constraints(**kwargs)


def test_unknown_gpu_or_vendor_is_refused(cat):
    with pytest.raises(ConstraintError, match="unknown GPU id 'h900'"):
        advise(default_scenario(cat), Constraints(gpus=("h900",)), cat)
    with pytest.raises(ConstraintError, match="unknown vendor 'intel2'"):
        advise(default_scenario(cat), Constraints(vendors=("intel2",)), cat)
