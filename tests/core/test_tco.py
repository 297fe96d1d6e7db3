"""Cost over the contract term, from first principles (docs/domain.md §6 figures, sums done by hand).

The fixed point of every case: 8x B300 rented at US$ 59 per node-hour (seed 004) is
8 x 7.375 x 730 = US$ 43,070 per month; Kimi K3 through the API at 80% input, no cache hits, costs
0.8 x 3.00 + 0.2 x 15.00 = US$ 5.40 per million tokens (seed 003), so 10 B tokens are US$ 54,000.
A purchase of US$ 53,000 per B300 (2026 street estimate, docs/domain.md §6) is US$ 424,000 for eight.
"""

import math

import pytest

from k3desk.core import compute
from k3desk.core.edit import EditError
from k3desk.core.edit import apply_sets as _apply_sets
from k3desk.core.money.tco import Scales, term_cost
from k3desk.core.presets import default_scenario

RENT_MONTH = 8 * 59 / 8 * 730  # 43,070
API_MONTH = 10e9 * 5.40 / 1e6  # 54,000
PURCHASE = 8 * 53_000  # 424,000
BASE = ["hardware.price_per_gpu_hour=7.375", "pricing.hours_per_month=730", "workload.input_share=0.8",
        "workload.cache_hit_rate=0", "workload.tokens_per_month=10e9", "hardware.gpu_count=8"]
# Owned, with power free and US$ 500 hosting per GPU-month: US$ 4,000 per month for the node. The
# rest of the server is left out (share 0) so the sums stay the GPUs' alone.
OWNED = [*BASE, "hardware.ownership=own", "hardware.purchase_price_per_gpu=53000", "hardware.server_share=0",
         "hardware.power_price_per_kwh=0", "hardware.hosting_per_gpu_month=500"]


def apply_sets(s, sets):
    """``--set`` with later assignments of a path replacing earlier ones (each path is given once)."""
    return _apply_sets(s, [f"{k}={v}" for k, v in dict(a.split("=", 1) for a in sets).items()])


def scenario(*sets):
    return apply_sets(default_scenario(), [*BASE, *sets])


def test_flat_case_cumulative_is_month_times_monthly():
    s = scenario("pricing.horizon_months=36")
    t = term_cost(s, 8, math.inf)  # one replica carries any volume
    assert t.months == tuple(range(37))
    for m in (0, 1, 12, 36):
        assert t.rent[m] == pytest.approx(m * RENT_MONTH)
        assert t.api[m] == pytest.approx(m * API_MONTH)


def test_owning_pays_the_purchase_at_month_0_then_hosting_each_month():
    t = term_cost(apply_sets(default_scenario(), OWNED), 8, math.inf)
    assert t.own[0] == pytest.approx(PURCHASE)
    assert t.own[1] - t.own[0] == pytest.approx(8 * 500)
    # resale unset: nothing comes back in the legacy term (docs/domain.md §9) ...
    assert t.own[36] == pytest.approx(PURCHASE + 36 * 4_000)
    # ... and the remaining book value as the decision counts it: 4-year straight line, 12 of 48 months left
    book = term_cost(apply_sets(default_scenario(), OWNED), 8, math.inf, Scales(book_value=True))
    assert book.own[36] == pytest.approx(PURCHASE + 36 * 4_000 - PURCHASE * 12 / 48)
    assert book.resale_usd == pytest.approx(PURCHASE * 12 / 48)


def test_import_duties_raise_the_purchase_and_resale_comes_back_at_the_end():
    s = apply_sets(default_scenario(), [*OWNED, "hardware.import_duty_percent=60", "hardware.resale_percent=25"])
    t = term_cost(s, 8, math.inf)
    assert t.own[0] == pytest.approx(PURCHASE * 1.6)
    # 25% of the price before duties is recovered in the last month, not earlier.
    assert t.own[35] == pytest.approx(PURCHASE * 1.6 + 35 * 4_000)
    assert t.own[36] == pytest.approx(PURCHASE * 1.6 + 36 * 4_000 - 0.25 * PURCHASE)


def test_payback_is_the_month_the_lines_cross():
    # 424,000 + 4,000 m <= 54,000 m from m = 8.48, so month 9; renting: 424,000 + 4,000 m <= 43,070 m
    # from m = 10.85, so month 11; cheaper than both from month 11.
    t = term_cost(apply_sets(default_scenario(), OWNED), 8, math.inf)
    assert t.payback_own_vs_api == 9
    assert t.own[8] > t.api[8] and t.own[9] <= t.api[9]
    assert t.payback_own_vs_rent == 11
    assert t.payback == 11


def test_payback_never_within_the_horizon_is_none():
    s = apply_sets(default_scenario(), [*OWNED, "workload.tokens_per_month=1e9", "pricing.horizon_months=12"])
    t = term_cost(s, 8, math.inf)  # API US$ 5,400 a month barely covers the hosting
    assert t.payback_own_vs_api is None and t.payback is None


def test_volume_growth_compounds_monthly():
    s = scenario("workload.volume_growth_per_month=0.05", "pricing.horizon_months=12")
    t = term_cost(s, 8, math.inf)
    for m in (1, 2, 12):
        assert t.api[m] - t.api[m - 1] == pytest.approx(API_MONTH * 1.05 ** (m - 1))
    assert t.api[12] == pytest.approx(API_MONTH * (1.05 ** 12 - 1) / 0.05)  # geometric sum


def test_api_price_change_per_year_compounds_monthly():
    s = scenario("pricing.api_price_change_per_year=-0.3", "pricing.horizon_months=24")
    t = term_cost(s, 8, math.inf)
    assert t.api[1] == pytest.approx(API_MONTH)
    assert t.api[13] - t.api[12] == pytest.approx(API_MONTH * 0.7)  # a year later: 30% cheaper
    assert t.api[7] - t.api[6] == pytest.approx(API_MONTH * 0.7 ** 0.5)  # half a year: sqrt(0.7)


def test_replicas_follow_the_growing_volume():
    # A replica carries 10 B tokens a month; 10% growth needs a second one from month 2.
    s = scenario("workload.volume_growth_per_month=0.1", "pricing.horizon_months=12")
    t = term_cost(s, 8, 10e9)
    assert t.rent[1] == pytest.approx(RENT_MONTH)
    assert t.rent[2] - t.rent[1] == pytest.approx(2 * RENT_MONTH)
    assert t.replicas_end == math.ceil(1.1 ** 11)


def test_an_owned_fleet_buys_replicas_when_needed_and_never_shrinks():
    grow = apply_sets(default_scenario(), [*OWNED, "workload.volume_growth_per_month=0.1",
                                           "pricing.horizon_months=12"])
    t = term_cost(grow, 8, 10e9)
    assert t.own[0] == pytest.approx(PURCHASE)  # month 1 needs one replica
    assert t.own[2] - t.own[1] == pytest.approx(PURCHASE + 2 * 4_000)  # the second is bought in month 2
    shrink = apply_sets(default_scenario(), [*OWNED, "workload.tokens_per_month=30e9",
                                             "workload.volume_growth_per_month=-0.3", "pricing.horizon_months=12"])
    t = term_cost(shrink, 8, 10e9)
    assert t.own[12] == pytest.approx(3 * PURCHASE + 12 * 3 * 4_000)  # three bought, three hosted
    # at book value each comes back with 36 of its 48 months left
    book = term_cost(shrink, 8, 10e9, Scales(book_value=True))
    assert book.own[12] == pytest.approx(3 * PURCHASE + 12 * 3 * 4_000 - 3 * PURCHASE * 36 / 48)


def test_no_purchase_price_means_owning_is_not_costed():
    s = apply_sets(default_scenario(), [*BASE, "hardware.ownership=own", "hardware.purchase_price_per_gpu=0"])
    s = s.model_copy(update={"hardware": s.hardware.model_copy(update={
        "gpu": s.hardware.gpu.model_copy(update={"purchase_price_usd": None})})})
    t = term_cost(s, 8, math.inf)
    assert t.own is None and t.payback_own_vs_api is None


def test_a_configuration_that_does_not_fit_has_no_term_cost():
    r = compute(scenario("hardware.gpu=h100-sxm", "hardware.gpu_count=8"))
    assert not r.fit.fits
    assert r.term is None and r.to_json()["tco"] is None


def test_compute_carries_the_term_for_a_fitting_scenario():
    r = compute(scenario("pricing.horizon_months=60"))
    assert r.term is not None and len(r.term.rent) == 61
    assert r.term.rent[60] == pytest.approx(60 * RENT_MONTH * r.cost.replicas)


@pytest.mark.parametrize("path, value", [
    ("pricing.horizon_months", "11"), ("pricing.horizon_months", "61"), ("pricing.horizon_months", "36.5"),
    ("workload.volume_growth_per_month", "2"), ("pricing.api_price_change_per_year", "-1"),
    ("hardware.import_duty_percent", "-5"), ("hardware.resale_percent", "101"),
])
def test_out_of_range_term_inputs_are_refused_naming_the_field(path, value):
    s = default_scenario()
    with pytest.raises(EditError) as exc:
        apply_sets(s, [f"{path}={value}"])
    assert path.split(".")[-1] in str(exc.value) and "\n" not in str(exc.value)


def test_payback_is_for_good_not_a_crossing_a_later_purchase_undoes():
    # A replica carries 20 B; 10 B growing 10% a month needs a second one in month 9 (1.1^8 = 2.14).
    # API cumulative 54,000 x (1.1^m - 1) / 0.1: 512,300 at month 7 against 452,000 owned (cheaper),
    # 733,000 at month 9 against 888,000 (the second purchase), 1,000,700 at month 11 against 904,000.
    s = apply_sets(default_scenario(), [*OWNED, "workload.volume_growth_per_month=0.1", "pricing.horizon_months=12"])
    t = term_cost(s, 8, 20e9)
    assert t.own[7] <= t.api[7] and t.own[9] > t.api[9]
    assert t.payback_own_vs_api == 11
