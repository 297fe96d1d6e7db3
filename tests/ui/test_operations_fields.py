"""The window edits availability, the facility, the grid and the API as priced (issue 46) through the same
paths as ``--set``: an empty optional field states no requirement, a bad value is refused in place, and the
Finance tab shows the evaluation's availability beside the API's SLA and its energy."""

from __future__ import annotations

import pytest


@pytest.fixture
def finance(window):
    window.tabs.setCurrentIndex(4)
    return window.finance_panel()


def _type(field, text):
    field.edit.setText(text)
    field.edit.editingFinished.emit()


def test_a_required_availability_buys_a_spare_and_an_empty_field_clears_it(window, finance):
    _type(finance.required, "99.99")
    window.store.flush()
    assert window.store.scenario.constraints.availability_percent == 99.99
    own = window.store.evaluation.decision.routes["own"]
    assert own.spares == 1 and own.replicas == 2
    assert "99.999" in finance.availability.text()   # one spare: 1 − 0.0029² of the time
    _type(finance.required, "")
    assert window.store.scenario.constraints.availability_percent is None


def test_a_facility_limit_leaves_the_owned_fleet_out(window, finance):
    _type(finance.facility, "20")     # one B300 server draws 15.73 kW × PUE 1.3 = 20.4 kW
    window.store.flush()
    assert window.store.evaluation.excluded("own") == "facility_power"
    _type(finance.facility, "lots")
    assert finance.facility.error() and window.store.scenario.constraints.facility_kw == 20


def test_the_grid_choice_and_the_energy_line(window, finance):
    box = finance.combos["hardware.grid"]
    box.setCurrentIndex(box.findData("BR"))
    box.activated.emit(box.currentIndex())
    window.store.flush()
    assert window.store.scenario.hardware.grid == "BR"
    finance.on_result(window.store.result)
    assert "kWh" in finance.energy.text() and "CO₂" in finance.energy.text()


def test_the_workload_tab_sets_the_batch_share_and_the_cache_write_price(window):
    window.tabs.setCurrentIndex(2)
    panel = window.workload_panel
    _type(panel.batch_discount, "50")
    panel.batch_share.committed.emit(0.5, False)
    _type(panel.cache_write_price, "3.75")
    window.store.flush()
    s = window.store.scenario
    assert (s.workload.batch_share, s.pricing.api_batch_discount, s.pricing.api_cache_write_per_mtok) == (0.5, 0.5, 3.75)
    assert window.store.evaluation.decision.routes["api"].usd_per_month == pytest.approx(0.75 * 54_000)
    _type(panel.batch_discount, "100")     # free is not a discount
    assert panel.batch_discount.error() and window.store.scenario.pricing.api_batch_discount == 0.5
