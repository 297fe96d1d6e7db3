"""Dated tax rows, the income-tax shield, replacement at the end of the useful life, rental
commitments and the active window (docs/domain.md §9–10).

Expected figures come from sources, not from the code: the tax reference's worked example (US$ 100,000
of net API usage from São Paulo, §4: V = 117,647.06; IRRF 17,647.06; CIDE 11,764.71; ISS 3,411.76;
PIS 2,201.07; COFINS 10,138.26; IOF 3,500.00), the reform's calendar (LC 214/2025: PIS/COFINS-
Importação end on 31 Dec 2026, replaced by the CBS, which regular-regime buyers credit; ISS at
90/80/70/60% of its rate in 2029–2032, extinct in 2033), IRPJ 15% + 10% + CSLL 9% = 34% on lucro real
(Lei 9.249/1995), straight-line depreciation, and the default scenario's sourced prices (B300 at
US$ 7.375 per GPU-hour, US$ 53,000 per GPU + 25% server, 730 hours a month)."""

from __future__ import annotations

import pytest

from k3desk.core import compute
from k3desk.core.edit import EditError, apply_sets
from k3desk.core.money.decision import decide
from k3desk.core.money.taxes import service_factor, taxes_applied
from k3desk.core.presets import default_scenario

N = 100_000.0
IRRF, CIDE, ISS, PIS, COFINS, IOF = 17_647.06, 11_764.71, 3_411.76, 2_201.07, 10_138.26, 3_500.00
V = 117_647.06
BUY = 8 * 53_000 * 1.25                # one bought replica, US$ 530,000
RENT_HOUR = 8 * 7.375                  # one rented replica an hour


def br(*sets):
    return apply_sets(default_scenario(), ["taxes.jurisdiction=BR", *sets])


def run(*sets):
    s = apply_sets(default_scenario(), list(sets))
    return s, decide(s, compute(s))


@pytest.mark.parametrize("start, sets, lines", [
    ("2026-06", [], (IRRF, CIDE, ISS, PIS, COFINS, IOF)),                  # the worked example: 1.4866
    ("2026-06", ["taxes.regime=lucro_real", "taxes.service_is_input=true"], (IRRF, CIDE, ISS, IOF)),  # credited
    ("2027-01", [], (IRRF, CIDE, ISS, IOF)),                                # CBS replaces PIS/COFINS, credited
    ("2029-03", [], (IRRF, CIDE, 0.9 * ISS, IOF)),                          # ISS at 90% of its rate
    ("2032-12", [], (IRRF, CIDE, 0.6 * ISS, IOF)),                          # ... 60%
    ("2033-01", [], (IRRF, CIDE, IOF)),                                     # ISS extinct
    ("2027-01", ["taxes.regime=simples"], (IRRF, CIDE, ISS, IOF, 0.088 * V, 0.001 * V)),  # no credit: CBS, IBS cost
])
def test_each_month_applies_the_tax_rows_valid_that_month(start, sets, lines):
    s = br(f"finance.start_month={start}", *sets)
    assert service_factor(s, "abroad") == pytest.approx((N + sum(lines)) / N, abs=5e-6)


def test_a_term_across_the_reform_changes_the_api_bill_in_january_2027():
    s, d = run("taxes.jurisdiction=BR", "finance.start_month=2026-07")
    flows = d.routes["api"].cash_flows_usd
    month = 10e9 * 5.40 / 1e6                                   # 10 B tokens at US$ 5.40 per million
    assert flows[6] == pytest.approx(month * (N + IRRF + CIDE + ISS + PIS + COFINS + IOF) / N, rel=1e-6)   # Dec 2026
    assert flows[7] == pytest.approx(month * (N + IRRF + CIDE + ISS + IOF) / N, rel=1e-6)                  # Jan 2027


def test_taxes_applied_lists_each_dated_row_with_its_months_and_source():
    rows = [r for r in taxes_applied(br("finance.start_month=2026-07")) if r["applies_to"] == "services_abroad"]
    by = {(r["tax"], r["valid_from"]): r for r in rows}   # 36 months: July 2026 to June 2029
    pis = by[("pis", "2004-05")]
    assert (pis["used_from"], pis["used_to"], pis["valid_to"]) == ("2026-07", "2026-12", "2026-12")
    cbs = by[("cbs", "2027-01")]
    assert cbs["used_from"] == "2027-01" and cbs["estimated"] and cbs["credited"] and "LC 214/2025" in cbs["source"]
    assert by[("iss", "2029-01")]["rate"] == pytest.approx(0.9 * 0.029)
    assert all("confirm with your accountant" in r["source"] for r in rows)
    assert taxes_applied(br("pricing.api_provider_location=domestic", "pricing.rental_provider_location=domestic",
                            "taxes.hardware_route=domestic_distributor")) == []


def test_the_income_tax_shield_gives_back_34_percent_on_lucro_real_only():
    base = ("taxes.jurisdiction=BR", "finance.start_month=2026-01", "taxes.hardware_route=domestic_distributor")
    _, before = run(*base, "taxes.regime=lucro_real")
    _, after = run(*base, "taxes.regime=lucro_real", "finance.income_tax_shield=true")
    api_b, api_a = before.routes["api"].cash_flows_usd, after.routes["api"].cash_flows_usd
    assert api_a[5] == pytest.approx(api_b[5] * 0.66)                       # an expensed bill
    own_b, own_a = before.routes["own"].cash_flows_usd, after.routes["own"].cash_flows_usd
    assert own_a[0] == pytest.approx(own_b[0])                              # a purchase is not an expense...
    # ...its depreciation is, at the Receita's 20% a year for computers (IN RFB 1.700/2017 Annex III), not
    # over the 4-year book life
    assert own_a[5] == pytest.approx(own_b[5] - 0.34 * (own_b[5] + BUY * 0.20 / 12))
    _, presumido = run(*base, "finance.income_tax_shield=true")             # taxed on presumed revenue: no shield
    assert presumido.routes["api"].term_usd == pytest.approx(run(*base)[1].routes["api"].term_usd)


def test_a_term_longer_than_the_useful_life_buys_the_servers_again():
    _, d = run("hardware.ownership=own", "hardware.amortization_years=2")   # 36 months, a 24-month life
    flows, power = d.routes["own"].cash_flows_usd, d.routes["own"].cash_flows_usd[1]
    assert flows[0] == pytest.approx(BUY)
    assert flows[24] == pytest.approx(BUY + power)                          # the second purchase
    assert flows[36] == pytest.approx(power - BUY * 12 / 24)                # resold at half its book value
    _, three = run("hardware.ownership=own", "hardware.amortization_years=3")   # the life ends with the term
    assert max(three.routes["own"].cash_flows_usd[1:]) == pytest.approx(power)
    assert three.routes["own"].cash_flows_usd[36] == pytest.approx(power)   # book value 0: nothing comes back
    _, pct = run("hardware.ownership=own", "hardware.amortization_years=2", "hardware.resale_percent=10")
    assert pct.routes["own"].cash_flows_usd[24] == pytest.approx(BUY + power - 0.10 * BUY)   # the old ones sold


def test_a_committed_rental_keeps_its_replicas_to_the_end_of_the_commitment():
    sets = ("workload.tokens_per_month=2e10", "workload.volume_growth_per_month=-0.1")   # 2 replicas, then 1
    _, demand = run(*sets)
    _, year = run(*sets, "pricing.rental_commitment=1y")
    month = RENT_HOUR * 730
    on = [round(f / month) for f in demand.routes["rent"].cash_flows_usd[1:]]
    held = [round(f / month) for f in year.routes["rent"].cash_flows_usd[1:]]
    assert on[0] == 2 and 1 in on and held[:12] == [2] * 12                   # committed for 12 months
    assert held[12] == on[12]                                               # then it follows the volume again
    _, owed = run("pricing.rental_commitment=3y", "pricing.horizon_months=24")
    flows = owed.routes["rent"].cash_flows_usd
    assert flows[-1] == pytest.approx(flows[1] * 13)                        # 12 more months owed after the term


def test_an_active_window_bills_only_its_hours_and_carries_the_volume_in_them():
    _, full = run()
    _, half = run("pricing.billing_hours_per_day=12")
    f, h = full.routes["rent"], half.routes["rent"]
    assert h.usd_per_month_per_replica == pytest.approx(RENT_HOUR * 730 / 2)   # 12 of 24 hours billed
    assert h.replica_tokens_per_month == pytest.approx(f.replica_tokens_per_month / 2)
    _, committed = run("pricing.billing_hours_per_day=12", "pricing.rental_commitment=1y")
    assert committed.routes["rent"].usd_per_month_per_replica == pytest.approx(RENT_HOUR * 730)   # every hour


@pytest.mark.parametrize("bad", ["pricing.billing_hours_per_day=0", "pricing.billing_hours_per_day=25",
                                 "pricing.rental_commitment=2y", "finance.income_tax_shield=maybe",
                                 "finance.start_month=2026-13"])
def test_bad_terms_are_refused_with_their_path(bad):
    with pytest.raises(EditError) as err:
        apply_sets(default_scenario(), [bad])
    assert bad.split("=")[0] in str(err.value)


def test_a_rate_the_accountant_confirmed_replaces_its_row():
    """``taxes.rates.*``: the 25% IRRF of a tax haven entered by hand moves the foreign API's factor as
    the reference's formula says (gross-up 1 / (1 − IRRF)), and the applied row says it was set."""
    from k3desk.core.edit import apply_sets
    from k3desk.core.money.taxes import service_factor, taxes_applied
    from k3desk.core.presets import default_scenario

    base = ["taxes.jurisdiction=BR", "finance.start_month=2026-01"]
    s = apply_sets(default_scenario(), base)
    t = apply_sets(default_scenario(), [*base, "taxes.rates.irrf=0.25"])
    assert service_factor(t, "abroad") > service_factor(s, "abroad")
    rows = {r["tax"]: r for r in taxes_applied(t)}
    assert rows["irrf"]["rate"] == 0.25 and rows["irrf"]["set_by_user"]
    assert not rows["cide"]["set_by_user"]
    # the IOF row's alias: pricing.iof_percent=1.1 and taxes.rates.iof=0.011 compute the same
    a = apply_sets(default_scenario(), [*base, "pricing.iof_percent=1.1"])
    b = apply_sets(default_scenario(), [*base, "taxes.rates.iof=0.011"])
    assert service_factor(a, "abroad") == pytest.approx(service_factor(b, "abroad"))


def test_a_rate_outside_0_to_1_is_refused_in_one_line(capsys):
    from k3desk.cli import main

    assert main(["calc", "--set", "taxes.rates.irrf=15"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "taxes.rates.irrf" in err[0]
