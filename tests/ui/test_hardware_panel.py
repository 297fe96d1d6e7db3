"""HardwarePanel: widget edits reach the store; catalog prices and the automatic count behave."""

import pytest

from k3desk.core import compute


@pytest.fixture
def panel(qtbot, store):
    from k3desk.ui.panels.hardware_panel import HardwarePanel

    p = HardwarePanel(store)
    qtbot.addWidget(p)
    p.show()
    return p


def test_automatic_count_takes_the_minimum_deployable(panel, store):
    panel.auto.setChecked(True)
    store.flush()
    assert store.scenario.hardware.gpu_count is None
    assert not panel.count.isEnabled()
    assert panel.count.value() == compute(store.scenario).fit.min_deployable_gpus


def test_price_tiers_come_from_the_catalog(panel, store):
    price = store.catalog.gpu_prices[store.scenario.hardware.gpu.id]
    panel.tiers["high"].click()
    assert store.scenario.hardware.price_per_gpu_hour == price.high
    panel.tiers["low"].click()
    assert store.scenario.hardware.price_per_gpu_hour == price.low


def test_owning_enables_purchase_fields_and_disables_rental(panel, store):
    panel.own.click()
    assert store.scenario.hardware.ownership == "own"
    assert panel.purchase.isEnabled() and not panel.price.isEnabled()
    assert not any(b.isEnabled() for b in panel.tiers.values())


def test_gpu_picker_shows_memory_bandwidth_and_fp4(panel, store):
    i = panel.gpu.findData("h200")
    panel.gpu.setCurrentIndex(i)
    panel.gpu.activated.emit(i)
    assert store.scenario.hardware.gpu.id == "h200"
    assert "151" in panel.gpu_info.text() and "4.8" in panel.gpu_info.text()  # nvidia-smi: 150.8e9 B


def test_negative_price_is_refused_at_the_field(panel, store, qtbot):
    before = store.scenario
    panel.price.edit.setText("-3")
    panel.price.edit.editingFinished.emit()
    assert store.scenario == before
    assert panel.price.error_label.isVisibleTo(panel)
