"""WorkloadPanel: context entry, currency fields and the sequences hint."""

import pytest

from k3desk.core import compute


@pytest.fixture
def panel(qtbot, store):
    from k3desk.ui.panels.workload_panel import WorkloadPanel

    p = WorkloadPanel(store)
    qtbot.addWidget(p)
    p.show()
    return p


@pytest.mark.parametrize("typed,tokens", [("128K", 131_072), ("1M", 1_048_576), ("200000", 200_000)])
def test_context_accepts_sizes_and_counts(panel, store, typed, tokens):
    panel.context.edit.setText(typed)
    panel.context.edit.editingFinished.emit()
    assert store.scenario.workload.context_tokens == tokens


def test_unreadable_context_shows_an_error_and_keeps_the_scenario(panel, store):
    before = store.scenario
    panel.context.edit.setText("lots")
    panel.context.edit.editingFinished.emit()
    assert store.scenario == before and panel.context.error_label.isVisibleTo(panel)


def test_the_context_error_clears_on_the_size_already_in_use(panel, store):
    """"lots" is refused; picking (or typing) the context already in use clears the message, though
    the store has nothing to change."""
    in_use = store.scenario.workload.context_tokens
    panel.context.edit.setText("lots")
    panel.context.edit.editingFinished.emit()
    assert panel.context.error()
    index = panel.context.combo.findData(in_use)
    panel.context.combo.activated.emit(index)
    assert not panel.context.error() and not panel.context.error_label.isVisibleTo(panel)
    panel.context.edit.setText("lots")
    panel.context.edit.editingFinished.emit()
    panel.context.edit.setText(panel.context.combo.itemText(index))
    panel.context.edit.editingFinished.emit()
    assert not panel.context.error() and store.scenario.workload.context_tokens == in_use


def test_brl_enables_rate_and_iof(panel, store):
    assert not panel.rate.isEnabled()
    panel.currency.setCurrentIndex(panel.currency.findData("BRL"))
    panel.currency.activated.emit(panel.currency.currentIndex())
    assert store.scenario.pricing.currency == "BRL"
    assert panel.rate.isEnabled() and not panel.iof.isEnabled()   # IOF follows the buyer, not the currency
    panel.taxes.setCurrentIndex(panel.taxes.findData("BR"))
    panel.taxes.activated.emit(panel.taxes.currentIndex())
    assert store.scenario.taxes.jurisdiction == "BR" and panel.iof.isEnabled()


def test_sequences_hint_states_what_fits(panel, store):
    store.flush()
    fits = compute(store.scenario).fit.max_concurrent_sequences
    assert str(fits) in panel.sequences_hint.text()


def test_contract_term_fields_take_percent_and_months(panel, store):
    for field, text in ((panel.api_trend, "-30"), (panel.growth, "2"), (panel.horizon, "48")):
        field.edit.setText(text)
        field.edit.editingFinished.emit()
    p, w = store.scenario.pricing, store.scenario.workload
    assert p.api_price_change_per_year == pytest.approx(-0.3)
    assert w.volume_growth_per_month == pytest.approx(0.02)
    assert p.horizon_months == 48


def test_a_term_outside_12_to_60_months_is_refused_inline(panel, store):
    before = store.scenario
    panel.horizon.edit.setText("6")
    panel.horizon.edit.editingFinished.emit()
    assert store.scenario == before and panel.horizon.error_label.isVisibleTo(panel)


def test_a_context_over_the_models_maximum_is_refused_at_the_field_with_the_maximum(panel, store):
    """Qwen3-235B-A22B's config.json allows 40,960 tokens (docs/figures.md): 64K is refused in the
    field, as other refused values are, and the scenario keeps its context."""
    assert store.set_model("qwen3-235b-a22b")
    before = store.scenario
    assert before.workload.context_tokens <= 40_960   # the switch brought the context down to the maximum
    panel.context.edit.setText("64K")
    panel.context.edit.editingFinished.emit()
    assert store.scenario == before
    assert "40,960" in panel.context.error() and "Qwen3" in panel.context.error()
    assert panel.context.error_label.isVisibleTo(panel)
    panel.context.edit.setText("32K")
    panel.context.edit.editingFinished.emit()
    assert store.scenario.workload.context_tokens == 32_768 and not panel.context.error()
