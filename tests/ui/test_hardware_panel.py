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


def _shown_or_refused(field, value_in_use) -> bool:
    """A field shows the value in use, or a visible error for the text typed; never a silent lie."""
    from k3desk.ui.common import fmt

    return field.edit.text() == fmt.smart(value_in_use) or bool(field.error_label.isVisibleTo(field)
                                                               and field.error_label.text())


def test_typical_after_a_refused_price_shows_the_price_in_use(panel, store, qtbot):
    """Type 1e12 (refused), click Typical: the field shows the typical price, no stale error,
    and the button did not move while the error came and went."""
    from PySide6.QtCore import Qt

    typical = store.catalog.gpu_prices[store.scenario.hardware.gpu.id].typical
    store.set_field("hardware.price_per_gpu_hour", typical)
    button = panel.tiers["typical"]
    before = button.mapTo(panel, button.rect().center())
    panel.price.edit.setFocus()
    panel.price.edit.setText("1e12")
    panel.price.edit.editingFinished.emit()
    assert panel.price.error_label.isVisibleTo(panel)
    assert store.scenario.hardware.price_per_gpu_hour == typical
    assert button.mapTo(panel, button.rect().center()) == before
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert store.scenario.hardware.price_per_gpu_hour == typical
    assert not panel.price.error_label.isVisibleTo(panel)
    assert panel.price.value() == typical
    assert _shown_or_refused(panel.price, typical) and "1e12" not in panel.price.edit.text()
    assert button.mapTo(panel, button.rect().center()) == before
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # again: still the value in use
    assert _shown_or_refused(panel.price, typical)


def test_every_field_shows_the_value_in_use_or_its_error(panel, store):
    """After a refused value and then any accepted edit, no field shows a value the cards do not use."""
    from k3desk.core.edit import get_path

    for path, (field, _conv) in panel._bindings.items():
        field.setEnabled(True)
        field.edit.setText("-1e12")
        field.edit.editingFinished.emit()
        assert _shown_or_refused(field, get_path(store.scenario, path)), path
        store.set_field(path, get_path(store.scenario, path))  # the same value accepted again
        assert _shown_or_refused(field, get_path(store.scenario, path)), path
        assert not field.error_label.isVisibleTo(panel), path


def _type(field, text, qtbot):
    from PySide6.QtCore import Qt

    field.edit.setFocus()
    field.edit.selectAll()
    qtbot.keyClicks(field.edit, text)
    qtbot.keyClick(field.edit, Qt.Key.Key_Return)


@pytest.mark.parametrize("bad", ["abc", "-5"])   # not a number (the field's own error), refused by the store
def test_an_error_clears_when_the_same_valid_value_is_typed_again(panel, store, qtbot, bad):
    """Type something wrong, then the value already in use: the store has nothing to change, and the
    error must still go."""
    from k3desk.ui.common import fmt

    in_use = store.scenario.hardware.price_per_gpu_hour
    _type(panel.price, bad, qtbot)
    assert panel.price.error() and panel.price.error_label.isVisibleTo(panel)
    _type(panel.price, fmt.smart(in_use), qtbot)
    assert store.scenario.hardware.price_per_gpu_hour == in_use
    assert not panel.price.error() and not panel.price.error_label.isVisibleTo(panel)
    assert not panel.price.edit.property("invalid")


def test_a_validation_message_does_not_move_the_form(panel, store, qtbot):
    """The message floats under its field: no field, button or label of the panel moves, and a click
    where the next field is still lands on that field."""
    from PySide6.QtWidgets import QApplication, QWidget

    def places():
        return {id(w): w.mapTo(panel, w.rect().topLeft()) for w in panel.findChildren(QWidget)
                if w.isVisible() and w is not panel.price.error_label}

    QApplication.processEvents()
    before = places()
    _type(panel.price, "abc", qtbot)
    QApplication.processEvents()
    label = panel.price.error_label
    assert label.isVisible() and places() == before
    edit = panel.price.edit
    top = label.mapTo(panel, label.rect().topLeft())
    assert top.y() >= edit.mapTo(panel, edit.rect().bottomLeft()).y()   # under its field, over the next row
    inside = label.mapTo(panel, label.rect().center())
    hit = panel.childAt(inside)
    assert hit is not label and (hit is None or label not in (hit, *hit.findChildren(QWidget)))


def test_power_is_entered_in_reais_for_a_brazilian_buyer(panel, store):
    """R$ 0.81 per kWh typed at R$ 5.40 per US$ is stored as US$ 0.15 (0.81 / 5.40), the unit says R$."""
    panel.own.click()
    store.set_field("finance.local_currency", "BRL")
    store.flush()
    assert panel.power.unit.text() == "R$/kWh"
    panel.power.edit.setText("0.81")
    panel.power.edit.editingFinished.emit()
    store.flush()
    assert store.scenario.hardware.power_price_per_kwh == pytest.approx(0.81 / store.scenario.pricing.brl_per_usd)
    store.set_field("finance.local_currency", "USD")
    store.flush()
    assert panel.power.unit.text() == "US$/kWh"


def test_the_finance_panel_asks_for_the_shifts_on_lucro_real_only(window):
    window.tabs.setCurrentIndex(4)
    finance = window.finance_panel()
    store = window.store
    box = finance.combos["finance.shifts_per_day"]
    store.set_field("taxes.jurisdiction", "BR")
    store.flush()
    assert not box.isEnabled()                       # lucro presumido: depreciation saves no income tax
    store.set_field("taxes.regime", "lucro_real")
    store.flush()
    assert box.isEnabled()
    box.activated.emit(box.findData(3))
    store.flush()
    assert store.scenario.finance.shifts_per_day == 3
