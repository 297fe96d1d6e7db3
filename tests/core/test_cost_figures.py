"""Cost and storage figures from seeds 000/004 (docs/domain.md §6, §7)."""

import pytest

from k3desk.core import compute
from k3desk.core.edit import apply_sets
from k3desk.core.presets import default_scenario

NODE_LOW, NODE_HIGH = 59.0, 142.0  # seed 004: 8x B300 at US$59-142 per node-hour


def k3_node(node_price: float, *sets: str):
    s = apply_sets(default_scenario(), [f"hardware.price_per_gpu_hour={node_price / 8}",
                                        "pricing.hours_per_month=730", "workload.input_share=0.8", *sets])
    return s, compute(s)


def test_rented_8x_b300_43k_to_104k_per_month():
    assert k3_node(NODE_LOW)[1].cost.self_host_usd_per_month == pytest.approx(43_000, rel=0.01)
    assert k3_node(NODE_HIGH)[1].cost.self_host_usd_per_month == pytest.approx(104_000, rel=0.01)


def test_break_even_8_billion_without_cache():
    _, r = k3_node(NODE_LOW, "workload.cache_hit_rate=0")
    assert r.cost.break_even_tokens_per_month == pytest.approx(8.0e9, rel=0.05)


def test_break_even_12_5_billion_at_90_percent_cache_hits():
    _, r = k3_node(NODE_LOW, "workload.cache_hit_rate=0.9")
    assert r.cost.break_even_tokens_per_month == pytest.approx(12.5e9, rel=0.05)


def test_api_blended_price_uses_k3_list_prices():
    # US$3.00 miss / 0.30 hit / 15.00 output per million (seed 003; relays).
    s, r = k3_node(NODE_LOW, "workload.cache_hit_rate=0", "workload.tokens_per_month=1000000")
    assert r.cost.api_usd_per_month == pytest.approx(0.8 * 3.0 + 0.2 * 15.0)


def test_16x_h200_46_6k_to_116_8k():
    s = apply_sets(default_scenario(), ["hardware.gpu=h200", "hardware.gpu_count=16"])
    low = compute(apply_sets(s, [f"hardware.price_per_gpu_hour={46_600 / 16 / 730}"]))
    assert low.cost.self_host_usd_per_month == pytest.approx(46_600, rel=0.01)


def test_download_two_minutes_at_100_gbps_and_35_hours_at_100_mbps():
    # Seed 004: 1.56 TB takes ~2 minutes at 100 Gbps and ~35 hours at 100 Mbps.
    _, fast = k3_node(NODE_LOW, "hardware.download_gbps=100")
    _, slow = k3_node(NODE_LOW, "hardware.download_gbps=0.1")
    assert fast.storage.download_seconds / 60 == pytest.approx(2, rel=0.1)
    assert slow.storage.download_seconds / 3600 == pytest.approx(35, rel=0.05)


def test_nvme_plan_about_4_tb():
    _, r = k3_node(NODE_LOW)
    assert r.storage.nvme_bytes == pytest.approx(4e12, rel=0.01)


def test_brl_conversion_with_exchange_rate_and_iof():
    s, r = k3_node(NODE_LOW, "pricing.currency=BRL", "taxes.jurisdiction=BR", "pricing.brl_per_usd=5", "pricing.iof_percent=3.5")
    assert r.cost.currency_factor == pytest.approx(5 * 1.035)


def test_owned_cost_amortization_and_power():
    s = apply_sets(default_scenario(), ["hardware.ownership=own", "hardware.purchase_price_per_gpu=48000",
                                        "hardware.amortization_years=4", "hardware.power_price_per_kwh=0.10",
                                        "hardware.pue=1.0", "hardware.hosting_per_gpu_month=0"])
    r = compute(s)
    capex = 8 * 48_000 * (1 + s.hardware.server_share) / 48
    power = s.hardware.gpu.node_power_w / 1000 * 730 * 0.10  # one 8-GPU node's rated power
    assert r.cost.own_usd_per_month == pytest.approx(capex + power)
    assert r.cost.self_host_usd_per_month == r.cost.own_usd_per_month


def test_reasoning_tokens_raise_api_cost():
    _, base = k3_node(NODE_LOW)
    _, heavy = k3_node(NODE_LOW, "workload.reasoning_multiplier=3")
    assert heavy.cost.api_usd_per_month > base.cost.api_usd_per_month


def test_replicas_cover_the_monthly_volume():
    _, r = k3_node(NODE_LOW, "workload.tokens_per_month=1e12")
    assert r.cost.replicas * r.cost.replica_tokens_per_month >= 1e12
    assert (r.cost.replicas - 1) * r.cost.replica_tokens_per_month < 1e12


def test_break_even_reachable_only_when_one_replica_carries_it():
    # At one sequence a node cannot produce 8 billion tokens a month: self-hosting never wins there.
    _, busy = k3_node(NODE_LOW)
    _, idle = k3_node(NODE_LOW, "workload.concurrent_sequences=1")
    assert busy.cost.break_even_reachable
    assert not idle.cost.break_even_reachable
    assert idle.cost.replica_tokens_per_month < idle.cost.break_even_tokens_per_month
