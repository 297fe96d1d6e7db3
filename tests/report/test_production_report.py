"""Production scale in the report layer: the production architecture page (roles, counts, links, power),
the per-role memory bars, the verdict's "from which volume a production layout beats the API" at the
40-100 billion tokens a month a large Brazilian company sits at, and the cost chart following the best
layout at each volume."""

import pytest

from k3desk.core import compute
from k3desk.core.catalog import load_catalog
from k3desk.core.edit import apply_sets
from k3desk.core.presets import build_scenario, default_scenario
from k3desk.report import figures
from k3desk.report.production_page import production_section
from k3desk.report.scenario_report import build_report
from k3desk.session import evaluate

CAT = load_catalog()
#: LMSYS 2025-05-05 (measurements.json rows 16-17): 4 prefill + 9 decode nodes of 8x H100, batch 256 per GPU
LMSYS = ["model=deepseek-v3", "hardware.gpu=h100-sxm", "serving.mode=disaggregated", "serving.prefill_gpus=32",
         "serving.decode_gpus=72", "serving.decode_batch_per_gpu=256", "workload.prompt_tokens=2000",
         "workload.context_tokens=2100"]


def _words(cell) -> str:
    return str(getattr(cell, "source", cell))


@pytest.fixture(scope="module")
def lmsys():
    s = apply_sets(default_scenario(CAT), LMSYS, CAT)
    return s, compute(s, CAT)


def test_the_production_page_lists_both_roles_with_their_nodes(lmsys):
    s, r = lmsys
    sec = production_section(evaluate(s))
    assert sec is not None and _words(sec.title) == "Production architecture"
    table = sec.blocks[0]
    counts = [(row[1].value, row[2].value) for row in table.rows]
    assert counts == [(32, 4), (72, 9)]  # 4 prefill and 9 decode nodes of 8 GPUs (the LMSYS layout)
    assert any(_words(sec) for sec in build_report(evaluate(s)).sections if _words(sec.title) == "Production architecture")


def test_a_replica_has_no_production_page():
    s = default_scenario(CAT)
    assert production_section(evaluate(s)) is None


def test_decode_gpus_hold_the_kv_cache_prefill_gpus_only_prompts_in_flight(lmsys):
    s, r = lmsys
    bars = figures.role_vram_series(s, r)
    assert [b["gpus"] for b in bars] == [32, 72]
    kv = {b["gpus"]: dict((k, v) for k, _n, _c, v in b["segments"])["kv_cache"] for b in bars}
    assert kv[72] > 10 * kv[32]
    assert all(b["capacity"] == pytest.approx(s.hardware.gpu.memory_bytes * s.serving.gpu_memory_utilization)
               for b in bars)


def _blended_api_per_mtok(s) -> float:
    """The catalog's listed API prices for the model (its sourced pricing), blended by the workload's mix."""
    p, w = s.pricing, s.workload
    return (w.input_share * (w.cache_hit_rate * p.api_cached_input_per_mtok + (1 - w.cache_hit_rate)
                             * p.api_input_per_mtok) + (1 - w.input_share) * w.reasoning_multiplier * p.api_output_per_mtok)


@pytest.mark.parametrize("volume", [4e10, 1e11])
def test_the_verdict_says_from_which_volume_a_production_layout_beats_the_api(volume):
    """Kimi K3 on GB300 NVL72, GPU count Automatic, bought: at 40 and 100 billion tokens a month."""
    s = apply_sets(build_scenario("kimi-k3", "gb300", catalog=CAT),
                   ["hardware.gpu_count=auto", f"workload.tokens_per_month={volume}", "hardware.ownership=own"], CAT)
    r = compute(s, CAT)
    d = evaluate(s).decision
    at = d.production_from.get(figures.best_self_host(d))
    assert at is not None and at["tokens_per_month"] <= volume
    assert at["layout"].production
    assert at["api_usd_per_mtok"] == pytest.approx(_blended_api_per_mtok(s))
    assert at["usd_per_mtok"] < at["api_usd_per_mtok"]
    text = figures.verdict(evaluate(s))
    assert figures.production_sentence(s, r, d) is not None and text is not None


def test_the_cost_chart_follows_the_cheapest_layout_at_each_volume():
    """Under Automatic the self-hosting line is the table's cheapest layout at every volume: never above
    the decision's own layout stepped replica by replica."""
    from k3desk.core.money.decision import fleet_for

    s = apply_sets(build_scenario("deepseek-v3", "h200", catalog=CAT),
                   ["hardware.gpu_count=auto", "workload.tokens_per_month=1e11", "hardware.ownership=own"], CAT)
    compute(s, CAT)
    d = evaluate(s).decision
    series = figures.cost_series(evaluate(s))
    rt = d.routes[series["route"]]
    stepped = [fleet_for(s, v, rt.replica_tokens_per_month) * rt.usd_per_month_per_replica for v in series["tokens"]]
    assert all(h <= st * (1 + 1e-9) for h, st in zip(series["host"], stepped, strict=True))
    assert any(h < st * 0.9 for h, st in zip(series["host"], stepped, strict=True))


def test_the_layouts_share_of_the_gap_is_stated():
    """At the volume a production layout starts beating the API, the best single replica of the same GPU
    type costs no less per token (the layout is the table's cheapest there)."""
    s = apply_sets(build_scenario("kimi-k3", "gb300", catalog=CAT),
                   ["hardware.gpu_count=auto", "workload.tokens_per_month=1e11", "hardware.ownership=own"], CAT)
    compute(s, CAT)
    d = evaluate(s).decision
    at = d.production_from[figures.best_self_host(d)]
    assert at["replica_usd_per_mtok"] is not None and at["replica_usd_per_mtok"] >= at["usd_per_mtok"]


def test_the_cards_describe_the_production_unit_the_decision_costs():
    """One decision: under Automatic, when the cheaper self-hosted route takes a production layout, the
    GPUs and speed cards describe that unit (the verdict and the cost card price it), not the 8-GPU
    replica the scenario would fit on."""
    from k3desk.core import compute
    from k3desk.core.edit import apply_sets
    from k3desk.report.figures import best_self_host, cards
    from k3desk.scenarios import load_builtin

    s = apply_sets(load_builtin("deepseek-v3-8x-h200"), ["hardware.gpu_count=auto", "workload.tokens_per_month=1e12",
                                                         "hardware.ownership=own"])
    r = compute(s)
    d = evaluate(s).decision
    lay = d.routes[best_self_host(d)].layout
    assert lay.production
    shown = {c.key: c for c in cards(evaluate(s)).cards}
    assert shown["gpus"].value.args["n"].value == lay.gpu_count != r.fit.gpu_count
    unit = compute(d.scenarios[best_self_host(d)])
    assert shown["speed"].value.value == unit.throughput.decode_per_sequence.value
