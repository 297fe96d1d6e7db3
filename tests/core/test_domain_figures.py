"""Kimi K3 figures from docs/domain.md (with their sources), within the tolerances the issue sets."""

import pytest

from k3desk.core import compute
from k3desk.core.catalog import load_catalog
from k3desk.core.edit import apply_sets
from k3desk.core.model.memory import kv_layout
from k3desk.core.model.params import count_params
from k3desk.core.presets import build_scenario, default_scenario

TB, GB, MiB = 1e12, 1e9, 2**20


@pytest.fixture(scope="module")
def k3():
    return load_catalog().model("kimi-k3")


def test_k3_total_parameters_published_2_78t(k3):
    # NVIDIA NeMo AutoModel docs / HF config: 2.7799T total.
    assert count_params(k3).total == pytest.approx(2.78e12, rel=0.02)


def test_k3_active_parameters_about_104b(k3):
    # NVIDIA docs and seeds 000/004: ~104B active (not seed 003's 32B).
    assert count_params(k3).active == pytest.approx(104e9, rel=0.06)


def test_k3_weights_1_56_tb(k3):
    # Seed 004: the published checkpoint is ~1.56 TB (MXFP4 routed experts, BF16 rest).
    r = compute(default_scenario())
    assert r.memory.weights_bytes == pytest.approx(1.56 * TB, rel=0.03)


def test_naive_estimate_drops_scales_and_bf16_parts():
    # Seed 000: "2.8T x 4 bits = 1.4 TB" -- the app shows it and explains the difference.
    r = compute(default_scenario())
    assert r.memory.weights_naive_bytes == pytest.approx(1.4 * TB, rel=0.02)
    assert r.memory.weights_naive_bytes < r.memory.weights_bytes


def test_k3_fp8_kv_one_million_token_sequence_14_5_gb(k3):
    # docs/domain.md §3.2: 24 MLA layers x 576 x 1 B = 13,824 B/token -> 14.5 GB at 1,048,576 tokens.
    kv = kv_layout(k3, load_catalog())
    assert kv.per_token == 13_824
    assert kv.per_sequence(1_048_576) == pytest.approx(14.5 * GB, rel=0.05)


def test_naive_gqa_formula_would_be_165x_too_much(k3):
    # The app must never apply a GQA formula over all 93 layers (~4.6 MB per token).
    # Both at BF16: 2 x 93 layers x 96 heads x 128 x 2 B against 24 x 576 x 2 B.
    kv = kv_layout(k3.model_copy(update={"kv_format": "bf16"}), load_catalog())
    naive = 2 * 93 * 96 * 128 * 2
    assert naive == pytest.approx(4.6e6, rel=0.01)
    assert naive / kv.per_token == pytest.approx(165, rel=0.05)


def test_k3_kda_state_6_mib_per_layer_fp32(k3):
    # docs/domain.md §3.2: 96 x 128 x 128 x 4 B = 6 MiB per KDA layer; ~414 MiB over 69 layers.
    # The short-conv state (kernel 4, BF16) adds ~3.5% on top of the recurrent state.
    kv = kv_layout(k3, load_catalog())
    assert kv.state_per_sequence == pytest.approx(414 * MiB, rel=0.05)
    bf16 = kv_layout(k3.model_copy(update={"state_format": "bf16"}), load_catalog())
    assert bf16.state_per_sequence == pytest.approx(207 * MiB, rel=0.08)


def seed_workload(gpu, count):
    """K3 with seed 000's memory budget: KV for one 1,048,576-token FP8 sequence (~15 GB)."""
    return apply_sets(build_scenario("kimi-k3", gpu, count),
                      ["workload.prompt_tokens=8192", "workload.context_tokens=1048576",
                       "workload.concurrent_sequences=1"])


@pytest.mark.parametrize("gpu,count", [("b300", 8), ("mi355x", 8), ("h200", 16), ("b200", 16), ("h100-sxm", 32)])
def test_k3_fits(gpu, count):
    # Seed 004: configurations that clear the ~1,680 GB floor.
    r = compute(seed_workload(gpu, count))
    assert r.fit.fits, (gpu, count, r.fit.why_not)


@pytest.mark.parametrize("gpu,count", [("b200", 8), ("h100-sxm", 8)])
def test_k3_does_not_fit(gpu, count):
    # vLLM blog: K3 needs at least 16x B200; seed 003: 8x H100 (640 GB) is far too small.
    r = compute(seed_workload(gpu, count))
    assert not r.fit.fits
    assert r.fit.why_not == "memory"


@pytest.mark.parametrize("gpu,expected", [("h100-sxm", 32), ("h200", 16), ("b200", 16), ("b300", 8)])
def test_k3_minimum_deployable(gpu, expected):
    # Seed 004 / vLLM: 32x H100, 16x H200, 16x B200, 8x B300 ("nothing smaller works").
    r = compute(seed_workload(gpu, None))
    assert r.fit.min_deployable_gpus == expected
    assert r.fit.gpu_count == expected  # automatic count takes the minimum deployable
    assert r.fit.rule == "power_of_two_tp"


def test_rtx_pro_6000_18_cards_just_over_floor_on_paper():
    # Seed 004: 18x RTX PRO 6000 (96 GB) = 1,728 GB is just over the floor on paper.
    s = build_scenario("kimi-k3", "rtx-pro-6000", 18)
    assert s.hardware.gpu.memory_gb * 18 >= 1728  # the seed's 96 GB is a binary size: more bytes
    assert not compute(s).fit.deployable  # 18 is not a power-of-two group


def test_mac_studio_is_about_a_third():
    # Seed 004: a 512 GB Mac Studio is about a third of what is needed.
    r = compute(build_scenario("kimi-k3", "m3-ultra-512", 1))
    assert not r.fit.fits
    assert 512e9 / r.memory.total_bytes == pytest.approx(1 / 3, rel=0.15)
