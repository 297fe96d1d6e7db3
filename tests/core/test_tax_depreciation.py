"""The income-tax shield depreciates servers by the tax rules, the book life decides replacement and resale
(docs/domain.md §10).

Sources: the Receita Federal's rate for computers (NCM 8471) is 20% a year (IN RFB 1.700/2017, Annex III);
for equipment run in two 8-hour shifts a day ×1.5 (30%), in three ×2.0 (40%) (RIR/2018, Decreto 9.580/2018,
art. 323); IRPJ 15% + 10% + CSLL 9% = 34% on lucro real (Lei 9.249/1995); on lucro presumido depreciation
saves no income tax (reference notes §7). When an asset leaves, the tax value not yet written off is
deducted and what it fetches above it is a taxable gain. Servers bought from a Brazilian distributor (no
import taxes), so one replica costs its price: 8 B300 at US$ 53,000 + 25% = US$ 530,000."""

from __future__ import annotations

import pytest

from k3desk.core import compute
from k3desk.core.edit import EditError, apply_sets
from k3desk.core.money.cashflow import tax_depreciation_rate, tax_life_months
from k3desk.core.money.decision import decide
from k3desk.core.presets import default_scenario

BUY = 8 * 53_000 * 1.25
BASE = ("taxes.jurisdiction=BR", "finance.start_month=2026-01", "taxes.hardware_route=domestic_distributor",
        "hardware.ownership=own")


def own(*sets):
    s = apply_sets(default_scenario(), [*BASE, *sets])
    return decide(s, compute(s)).routes["own"]


@pytest.mark.parametrize("shifts, rate, months", [(1, 0.20, 60), (2, 0.30, 40), (3, 0.40, 30)])
def test_the_rate_and_the_tax_life_by_shifts(shifts, rate, months):
    s = apply_sets(default_scenario(), [f"finance.shifts_per_day={shifts}"])
    assert tax_depreciation_rate(s) == pytest.approx(rate) and tax_life_months(s) == pytest.approx(months)


@pytest.mark.parametrize("shifts, rate", [(1, 0.20), (2, 0.30), (3, 0.40)])
def test_each_month_deducts_the_tax_rate_not_the_book_life(shifts, rate):
    before = own("taxes.regime=lucro_real")
    after = own("taxes.regime=lucro_real", "finance.income_tax_shield=true", f"finance.shifts_per_day={shifts}")
    n, running = after.replicas, before.cash_flows_usd[5]
    assert after.cash_flows_usd[0] == pytest.approx(before.cash_flows_usd[0])   # a purchase is not an expense
    assert after.cash_flows_usd[5] == pytest.approx(running * 0.66 - 0.34 * n * BUY * rate / 12)


def test_written_off_before_the_term_ends_the_resale_is_a_taxable_gain():
    """Three shifts: written off in 30 months. A 36-month term with a 4-year book life: months 31–36
    deduct no depreciation; the 25% book value that comes back at the end (12 of 48 months left) is all
    gain over a tax value of 0, taxed at 34%."""
    before = own("taxes.regime=lucro_real")
    after = own("taxes.regime=lucro_real", "finance.income_tax_shield=true", "finance.shifts_per_day=3")
    n, running = after.replicas, before.cash_flows_usd[5]
    assert after.cash_flows_usd[31] == pytest.approx(running * 0.66)
    assert after.cash_flows_usd[36] == pytest.approx(running * 0.66 - n * BUY * 0.25 * (1 - 0.34))


def test_a_server_replaced_before_its_tax_life_deducts_what_is_left():
    """One shift (60 months) and a 2-year book life: replaced in month 24 with 60% of its tax value left,
    deducted then; the second purchase comes back at half its book value (12 of 24 months) against a tax
    value of 80% (12 of 60 months): a loss of 30%, deducted."""
    before = own("taxes.regime=lucro_real", "hardware.amortization_years=2")
    after = own("taxes.regime=lucro_real", "hardware.amortization_years=2", "finance.income_tax_shield=true")
    n, running = after.replicas, before.cash_flows_usd[5]
    month = n * BUY * 0.20 / 12
    assert after.cash_flows_usd[24] == pytest.approx(n * BUY + running * 0.66 - 0.34 * (month + 0.6 * n * BUY))
    assert after.cash_flows_usd[36] == pytest.approx(running * 0.66 - 0.5 * n * BUY - 0.34 * (month + 0.3 * n * BUY))


def test_over_a_whole_life_the_shield_deducts_the_purchase_once():
    """Undiscounted, whatever the shifts, a server bought at signing and written off inside the term saves
    34% of its price exactly once (a 60-month term, a 5-year book life, nothing back at the end)."""
    sets = ("taxes.regime=lucro_real", "pricing.horizon_months=60", "hardware.amortization_years=5")
    plain = own(*sets)
    for shifts in (1, 2, 3):
        shielded = own(*sets, "finance.income_tax_shield=true", f"finance.shifts_per_day={shifts}")
        running = sum(plain.cash_flows_usd[1:])
        assert sum(shielded.cash_flows_usd) == pytest.approx(plain.cash_flows_usd[0] + running * 0.66
                                                             - 0.34 * plain.cash_flows_usd[0])


def test_on_lucro_presumido_the_shifts_change_nothing():
    one = own("finance.income_tax_shield=true")
    three = own("finance.income_tax_shield=true", "finance.shifts_per_day=3")
    assert three.cash_flows_usd == pytest.approx(one.cash_flows_usd)


@pytest.mark.parametrize("bad", ["finance.shifts_per_day=4", "finance.shifts_per_day=0", "finance.shifts_per_day=1.5",
                                 "finance.shifts_per_day=three"])
def test_bad_shifts_are_refused_with_their_path(bad):
    with pytest.raises(EditError) as err:
        apply_sets(default_scenario(), [bad])
    assert "finance.shifts_per_day" in str(err.value)
