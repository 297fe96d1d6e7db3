"""Decode estimates against the published Kimi K3 measurements (reference/k3-measurements.json)."""

import pytest

from k3desk.core import calibration as cal
from k3desk.core import compute
from k3desk.core.presets import build_scenario
from k3desk.core.sizing import estimate_measurements
from k3desk.core.throughput import experts_touched
from k3desk.core.catalog import load_catalog

TOLERANCE = {"vllm-tp8": 0.25, "vllm-tp16": 0.25, "trt-tep16-c4": 0.35, "trt-dep16-c64": 0.35,
             "trt-dep16-c256": 0.35}
MEASURED = {"vllm-tp8": 111, "vllm-tp16": 118, "trt-tep16-c4": 55.18, "trt-dep16-c64": 29.36,
            "trt-dep16-c256": 16.07}


@pytest.mark.parametrize("point", sorted(MEASURED))
def test_estimate_within_tolerance_of_measurement(point):
    est = estimate_measurements()[point]
    assert est == pytest.approx(MEASURED[point], rel=TOLERANCE[point])


def test_measurement_table_matches_reference_values():
    assert {m.id: m.tokens_per_s_per_user for m in cal.MEASUREMENTS} == pytest.approx(MEASURED)


def test_expert_union_approaches_all_experts():
    k3 = load_catalog().model("kimi-k3")
    assert experts_touched(k3, 1) == pytest.approx(16)
    assert experts_touched(k3, 256) > 0.98 * 896
    assert experts_touched(k3, 4) < experts_touched(k3, 64) < experts_touched(k3, 256)


def test_result_carries_band_and_anchor():
    from k3desk.core.edit import apply_sets
    r = compute(apply_sets(build_scenario("kimi-k3", "gb300", 8), ["workload.concurrent_sequences=1"]))
    t = r.throughput
    assert t.decode_per_sequence.low < t.decode_per_sequence.value < t.decode_per_sequence.high
    assert t.anchor == "vllm-tp8" and t.anchor_value == 111


def test_hopper_dequantizes_mxfp4_and_gets_a_wider_band():
    # Seed 000: Hopper loads 4-bit weights but dequantizes at run time: no FP4 speed-up.
    h = compute(build_scenario("kimi-k3", "h200", 16)).throughput
    b = compute(build_scenario("kimi-k3", "b300", 8)).throughput
    assert not h.native_fp4 and b.native_fp4
    assert h.dequantizes and not b.dequantizes
    rel = lambda t: (t.decode_per_sequence.high - t.decode_per_sequence.value) / t.decode_per_sequence.value
    assert rel(h) > rel(b)


def test_single_user_expert_offload_near_llamacpp_measurement():
    # llama.cpp PR #26185: ~3 tok/s with experts in 1.5 TB DDR4 on 2x Xeon 6248 + 2x RTX 6000 Ada.
    from k3desk.core.edit import apply_sets
    s = apply_sets(build_scenario("kimi-k3", "rtx-6000-ada-offload", 2),
                   ["hardware.offload_experts=true", "workload.concurrent_sequences=1",
                    "workload.context_tokens=16384", "workload.prompt_tokens=1024"])
    t = compute(s).throughput
    assert t.offload and t.anchor == "llamacpp-offload"
    assert t.anchor_estimate == pytest.approx(3.0, rel=0.5)
    assert t.decode_per_sequence.value == pytest.approx(3.0, rel=0.5)


def test_speculative_factor_scales_decode():
    from k3desk.core.edit import apply_sets
    s = build_scenario("kimi-k3", "gb300", 8)
    base = compute(s).throughput.decode_per_sequence.value
    fast = compute(apply_sets(s, ["serving.speculative_factor=2.98"])).throughput.decode_per_sequence.value
    assert fast == pytest.approx(base * 2.98)
