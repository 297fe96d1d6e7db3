"""The Finance tab edits the finance paths of the scenario (the same as ``--set``): the decision
counts them at once, choices apply, bad values are refused in place, Brazil's answers follow the
buyer's jurisdiction."""

from __future__ import annotations

import pytest

from k3desk.core.money.decision import decide


@pytest.fixture
def panel(window):
    window.tabs.setCurrentIndex(4)
    return window.finance_panel()


def _type(field, text):
    field.edit.setText(text)
    field.edit.editingFinished.emit()


def test_staff_typed_in_the_tab_lands_on_the_self_hosted_routes(window, panel):
    before = decide(window.store.scenario, window.store.result)
    _type(panel.staff, "2")
    _type(panel.staff_cost, "120000")
    window.store.flush()
    s, r = window.store.scenario, window.store.result
    assert s.finance.staff_fte == 2 and s.finance.staff_cost_per_fte_year == 120_000
    after = decide(s, r)
    assert after.routes["own"].usd_per_month - before.routes["own"].usd_per_month == pytest.approx(20_000)


def test_rate_is_typed_in_percent(window, panel):
    _type(panel.rate, "15")
    assert window.store.scenario.finance.discount_rate_per_year == pytest.approx(0.15)


def test_choices_and_checks_set_their_paths(window, panel):
    box = panel.combos["pricing.rental_provider_location"]
    box.setCurrentIndex(box.findData("domestic"))
    box.activated.emit(box.currentIndex())
    panel.checks["constraints.data_in_brazil"].setChecked(True)
    panel.spares.setValue(1)
    s = window.store.scenario
    assert s.pricing.rental_provider_location == "domestic" and s.constraints.data_in_brazil
    assert s.hardware.spare_replicas == 1


def test_a_bad_value_is_refused_in_place_and_nothing_changes(window, panel):
    _type(panel.rate, "150")          # above 100% a year
    assert window.store.scenario.finance.discount_rate_per_year == 0
    assert panel.rate.error()
    _type(panel.peak, "6")
    _type(panel.peak_hours, "5")      # 6x for 5 hours would carry more than the day
    assert window.store.scenario.workload.peak_hours_per_day == 0 and panel.peak_hours.error()


def test_brazils_tax_answers_apply_to_a_brazilian_buyer(window, panel):
    assert not panel.combos["taxes.regime"].isEnabled()
    window.store.set_field("taxes.jurisdiction", "BR")
    assert panel.combos["taxes.regime"].isEnabled() and panel.iss.isEnabled()


def test_the_terms_the_shield_and_the_start_month_set_their_paths(window, panel):
    box = panel.combos["pricing.rental_commitment"]
    box.setCurrentIndex(box.findData("1y"))
    box.activated.emit(box.currentIndex())
    _type(panel.window_hours, "12")
    panel.start.setDate(panel.start.date().fromString("2027-03-01", "yyyy-MM-dd"))
    s = window.store.scenario
    assert s.pricing.rental_commitment == "1y" and s.pricing.billing_hours_per_day == 12
    assert s.finance.start_month == "2027-03"
    _type(panel.window_hours, "30")                                  # more than a day: refused in place
    assert window.store.scenario.pricing.billing_hours_per_day == 12 and panel.window_hours.error()
    window.store.set_field("taxes.jurisdiction", "BR")
    panel.checks["finance.income_tax_shield"].setChecked(True)
    assert window.store.scenario.finance.income_tax_shield


def test_spares_are_said_in_plain_words(window, panel):
    panel.spares.setValue(1)
    assert panel.availability.text() == "1 spare: service continues when one server fails"


def test_the_power_price_is_entered_in_the_local_currency(window):
    window.store.apply({"finance.local_currency": "BRL", "pricing.brl_per_usd": 5.0})
    hw = window.hardware_panel
    window.store.set_field("hardware.ownership", "own")
    _type(hw.power, "1")                                              # R$ 1 per kWh
    assert window.store.scenario.hardware.power_price_per_kwh == pytest.approx(0.2)   # US$ 0.20 at 5.0
