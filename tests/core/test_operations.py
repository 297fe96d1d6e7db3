"""What no tool priced before (issue 46; docs/domain.md §6, §14, §15): the API as buyers pay it (batch
jobs, a long-context tier, cache writes), a fleet's availability from sourced failure and repair rates
against the API's SLA, its energy and emissions per million tokens by grid, and a facility's power limit.

Expected figures are sums done by hand on sourced inputs: Kimi K3's API at US$ 3.00 / 0.30 / 15.00 per
million tokens (80% input: US$ 5.40 blended), a B300 server's rated 15,730 W for 8 GPUs, PUE 1.3, 730 hours
a month, 10 B tokens a month; Llama 3's 268 GPU and 53 server interruptions in 54 days on 16,384 H100s in
2,048 servers, repaired in a day; grid factors of MCTI (Brazil 2023: 0.0385 kg/kWh) and Ember (world 2022:
0.436 kg/kWh); MiniMax's cache-write price (US$ 0.375) and Moonshot's batch price (half) for Kimi K2.5."""

from __future__ import annotations

import pytest

from k3desk.core import compute
from k3desk.core.catalog import load_catalog
from k3desk.core.edit import apply_sets
from k3desk.core.money.cost import api_usd_per_token
from k3desk.core.money.decision import FACILITY_POWER, decide
from k3desk.core.operations.availability import fleet_availability, replica_availability, spares_needed
from k3desk.core.presets import build_scenario, default_scenario
from k3desk.session import evaluate

CAT = load_catalog()
#: one B300 replica's failures an hour: 8 GPUs at 268 / (16,384 × 54 / 365) a year, 1 server at 53 / (2,048 × 54 /
#: 365) a year, repaired in 24 h
GPU_YEAR, NODE_YEAR = 268 / (16_384 * 54 / 365), 53 / (2_048 * 54 / 365)
UP_8 = 1 / (1 + (8 * GPU_YEAR + NODE_YEAR) / 8760 * 24)
KWH_PER_MTOK = 15.73 * 1.3 * 730 / 10e9 * 1e6      # one B300 server at the meter, a month, over 10 B tokens


def scenario(*sets):
    return apply_sets(default_scenario(), list(sets))


# -- the API as priced ----------------------------------------------------------------------------------
@pytest.mark.parametrize("sets, per_mtok", [
    ([], 0.8 * 3.0 + 0.2 * 15.0),                                                           # 5.40
    (["workload.batch_share=0.5", "pricing.api_batch_discount=0.5"], 5.40 * 0.75),          # half at half price
    (["workload.batch_share=1", "pricing.api_batch_discount=0.5"], 2.70),
    # a typical prompt of 8,192 tokens past a 4,096-token tier: input × 2, output × 1.5
    (["pricing.api_long_context_threshold_tokens=4096", "pricing.api_long_context_input_multiplier=2",
      "pricing.api_long_context_output_multiplier=1.5"], 0.8 * 6.0 + 0.2 * 22.5),
    # the same tier above the prompt: the list prices
    (["pricing.api_long_context_threshold_tokens=8192", "pricing.api_long_context_input_multiplier=2"], 5.40),
    # half the input read from the cache, a fifth written to it at US$ 3.75, the rest at the input price
    (["workload.cache_hit_rate=0.5", "workload.cache_write_share=0.2", "pricing.api_cache_write_per_mtok=3.75"],
     0.8 * (0.5 * 0.3 + 0.2 * 3.75 + 0.3 * 3.0) + 3.0),
    # no cache-write price: a write is billed as input
    (["workload.cache_hit_rate=0.5", "workload.cache_write_share=0.2"], 0.8 * (0.5 * 0.3 + 0.5 * 3.0) + 3.0),
])
def test_the_api_as_buyers_pay_it(sets, per_mtok):
    assert api_usd_per_token(scenario(*sets)) * 1e6 == pytest.approx(per_mtok, rel=1e-12)


def test_the_decision_prices_the_api_with_its_batch_share():
    plain = decide(s := scenario(), compute(s), CAT).routes["api"]
    batch = decide(s := scenario("workload.batch_share=0.5", "pricing.api_batch_discount=0.5"), compute(s),
                   CAT).routes["api"]
    assert plain.usd_per_month == pytest.approx(10e9 * 5.40 / 1e6)   # US$ 54,000
    assert batch.usd_per_month == pytest.approx(0.75 * plain.usd_per_month)
    assert batch.term_usd == pytest.approx(0.75 * plain.term_usd)


def test_a_models_terms_come_from_its_catalog_row_and_follow_a_switch():
    k25 = build_scenario("kimi-k2.5")
    assert k25.pricing.api_batch_discount == 0.5 and k25.pricing.api_cache_write_per_mtok is None
    m25 = apply_sets(k25, ["model=minimax-m2.5"])
    assert m25.pricing.api_cache_write_per_mtok == 0.375 and m25.pricing.api_batch_discount == 0
    assert default_scenario().pricing.api_sla_percent is None   # Moonshot publishes no SLA


# -- availability -----------------------------------------------------------------------------------------
def test_a_replica_is_up_as_the_sourced_rates_say():
    s = default_scenario()
    assert replica_availability(s, 8) == pytest.approx(UP_8, rel=1e-3)   # 0.9971: the defaults are rounded
    assert UP_8 == pytest.approx(0.997105, abs=2e-6)
    drained = apply_sets(s, ["hardware.maintenance_hours_per_month=7.3"])   # 1% of a 730-hour month
    assert replica_availability(drained, 8) == pytest.approx(0.99 * replica_availability(s, 8), rel=1e-12)
    assert replica_availability(apply_sets(s, ["hardware.gpu_failures_per_year=0", "hardware.node_failures_per_year=0"]),
                                8) == 1.0


def test_a_fleet_carries_its_peak_while_no_more_than_its_spares_are_down():
    up = 0.99
    assert fleet_availability(1, 0, up) == pytest.approx(0.99)
    assert fleet_availability(1, 1, up) == pytest.approx(1 - 0.01 ** 2)
    # 3 replicas and 1 spare: all 4 up, or exactly one down
    assert fleet_availability(3, 1, up) == pytest.approx(up ** 4 + 4 * up ** 3 * 0.01, rel=1e-12)
    assert spares_needed(1, up, 0.99985) == 1 and spares_needed(1, up, 0.99999) == 2   # 1 spare: 0.9999
    # 3 replicas, 1 spare: 0.99^4 + 4 × 0.99^3 × 0.01 = 0.999408
    assert spares_needed(3, up, 0.999) == 1 and spares_needed(3, up, 0.9995) == 2
    assert spares_needed(3, up, 0.5, least=2) == 2


def test_the_evaluation_states_the_fleets_availability_beside_the_apis_sla():
    a = evaluate(scenario(), CAT).operations
    b = evaluate(scenario("hardware.spare_replicas=1"), CAT).operations
    assert a.head.availability_percent == pytest.approx(100 * UP_8, rel=1e-3)
    assert b.head.availability_percent == pytest.approx(100 * (1 - (1 - UP_8) ** 2), rel=1e-6)
    assert a.api_sla_percent == 99.9 and not a.api_sla_published   # Amazon Bedrock's, Moonshot has none
    own = evaluate(scenario("pricing.api_sla_percent=99.5"), CAT).operations
    assert own.api_sla_percent == 99.5 and own.api_sla_published


def test_a_required_availability_buys_the_spares_for_it():
    d = decide(s := scenario("constraints.availability_percent=99.99"), compute(s), CAT)
    for name in ("own", "rent"):
        rt = d.routes[name]
        assert (rt.replicas, rt.spares) == (2, 1)        # one replica for the load, one spare: 99.9992%
        assert rt.availability_percent == pytest.approx(100 * (1 - (1 - UP_8) ** 2), rel=1e-6)
    plain = decide(s := scenario(), compute(s), CAT)
    assert d.routes["own"].npv_usd > plain.routes["own"].npv_usd   # the spare is bought
    # the buyer's own spares stay when they already meet it
    d2 = decide(s := scenario("constraints.availability_percent=99", "hardware.spare_replicas=2"), compute(s), CAT)
    assert d2.routes["own"].spares == 2


def test_spares_grow_with_the_fleet_month_by_month():
    s = scenario("constraints.availability_percent=99.999", "workload.tokens_per_month=2e11",
                 "workload.volume_growth_per_month=0.05")
    ev = evaluate(s, CAT)
    counts = ev.fleet_by_month("own")
    first, last = counts[0], counts[-1]
    rt = ev.decision.routes["own"]
    assert counts == tuple(sorted(counts)) and last > first and first == rt.replicas


# -- energy ---------------------------------------------------------------------------------------------
def test_energy_and_emissions_per_million_tokens_by_the_buyers_grid():
    world = evaluate(scenario(), CAT).operations
    brazil = evaluate(scenario("taxes.jurisdiction=BR"), CAT).operations
    assert world.head.fleet_kw == pytest.approx(15.73) and world.head.meter_kw == pytest.approx(15.73 * 1.3)
    assert world.head.kwh_per_mtok == pytest.approx(KWH_PER_MTOK)   # 1.49 kWh
    assert world.head.kg_co2_per_mtok == pytest.approx(KWH_PER_MTOK * 0.436)
    assert brazil.head.kg_co2_per_mtok == pytest.approx(KWH_PER_MTOK * 0.0385)
    assert brazil.api_kwh_per_mtok is None   # Moonshot publishes no energy figure


def test_a_rental_abroad_draws_from_the_world_grid_unless_the_grid_is_chosen():
    ops = evaluate(scenario("taxes.jurisdiction=BR"), CAT).operations
    assert (ops.routes["own"].grid, ops.routes["rent"].grid) == ("BR", "world")
    home = evaluate(scenario("taxes.jurisdiction=BR", "pricing.rental_provider_location=domestic"), CAT).operations
    assert home.routes["rent"].grid == "BR"
    us = evaluate(scenario("taxes.jurisdiction=BR", "hardware.grid=US"), CAT).operations
    assert us.routes["rent"].grid == us.routes["own"].grid == "US"
    assert us.head.kg_co2_per_mtok == pytest.approx(KWH_PER_MTOK * 1532 / 4_183_271 * 1000, rel=1e-4)   # 0.3662


# -- a facility's limit ------------------------------------------------------------------------------------
def test_an_owned_fleet_over_the_facilitys_power_is_left_out():
    s = scenario("constraints.facility_kw=20")    # one server: 15.73 kW × 1.3 = 20.45 kW at the meter
    ev = evaluate(s, CAT)
    own = ev.full_decision.routes["own"]
    assert not own.available and own.reason == FACILITY_POWER and ev.excluded("own") == FACILITY_POWER
    assert ev.winner != "own" and ev.operations.routes["own"].left_out
    ok = evaluate(scenario("constraints.facility_kw=20.5"), CAT)
    assert ok.full_decision.routes["own"].available


def test_a_rack_limit_lays_the_servers_over_more_racks():
    s = scenario("workload.tokens_per_month=8e10", "constraints.rack_kw=40")
    ops = evaluate(s, CAT).operations
    own = ops.routes["own"]
    assert own.racks == -(-own.servers // 2)     # two 15.73-kW servers a 40-kW rack
    tight = evaluate(scenario("constraints.rack_kw=10"), CAT)   # a server draws more than a rack holds
    assert tight.full_decision.routes["own"].reason == FACILITY_POWER


def test_the_advisor_offers_no_owned_fleet_the_facility_cannot_hold():
    ev = evaluate(scenario("constraints.facility_kw=20"), CAT)
    rows = ev.ranking(None).rows
    from k3desk.core.operations.energy import fleet_kw, meter_kw

    for p in rows:
        if p.option.ownership == "own":
            g = CAT.gpus[p.option.gpu]
            assert meter_kw(ev.scenario, fleet_kw(ev.scenario.model_copy(update={"hardware": ev.scenario.hardware.model_copy(
                update={"gpu": g, "gpus_per_node": g.gpus_per_node})}), p.option.gpu_count, p.replicas_final)) <= 20


def test_the_reliability_defaults_are_the_catalogs_sourced_figures():
    from k3desk.core.scenario import Hardware

    for path, derived in (("hardware.gpu_failures_per_year", GPU_YEAR), ("hardware.node_failures_per_year", NODE_YEAR),
                          ("hardware.repair_hours", 24.0)):
        row = CAT.figures[path]
        assert row.value == Hardware.model_fields[path.split(".")[1]].default == round(derived, 4)
        assert row.source and row.source_date
    assert CAT.figures["api_reference_sla_percent"].value == 99.9
    assert {g: CAT.grids[g].kg_co2_per_kwh for g in ("BR", "US", "world")} == {"BR": 0.0385, "US": 0.3662,
                                                                                "world": 0.436}


def test_the_break_even_knows_where_the_owned_fleet_outgrows_the_facility():
    # one B300 server (20.45 kW at the meter) fits a 30-kW facility, two do not; renting abroad is out
    s = scenario("constraints.facility_kw=30", "constraints.data_in_brazil=true", "pricing.api_provider_location=domestic")
    d = evaluate(s, CAT).decision
    assert d.winner == "own"
    be = d.break_even_tokens_per_month
    assert be == pytest.approx(d.routes["own"].npv_usd / 36 / 5.40 * 1e6, rel=1e-6)   # the API's line meets it
    # above one replica's load the owned fleet outgrows the facility: the API is the only route left
    assert d.break_even_alternates_until == 1e16
    one = d.routes["own"].replica_tokens_per_month
    above = evaluate(apply_sets(s, [f"workload.tokens_per_month={one * 1.01!r}"]), CAT)
    assert above.excluded("own") == "facility_power" and above.decision.winner == "api"
    from k3desk.report.figures import alternation_text

    assert "outgrows the facility" in alternation_text(d).source
