"""ServingPanel: engine, attention parallelism, speculative decoding and the measured anchor."""

import pytest

from k3desk.core import compute


@pytest.fixture
def panel(qtbot, store):
    from k3desk.ui.panels.serving_panel import ServingPanel

    p = ServingPanel(store)
    qtbot.addWidget(p)
    p.show()
    return p


def _pick(combo, value):
    combo.setCurrentIndex(combo.findData(value))
    combo.activated.emit(combo.currentIndex())


def test_engine_and_attention_reach_the_store_and_the_anchor(panel, store):
    _pick(panel.engine, "trtllm")
    _pick(panel.attention, "dp")
    store.flush()
    assert store.scenario.serving.engine == "trtllm"
    assert store.scenario.serving.attention_parallel == "dp"
    assert "TensorRT-LLM" in panel.anchor.text()


def test_speculative_factor_multiplies_decode_speed(panel, store):
    base = compute(store.scenario).throughput.decode_per_sequence.value
    panel.speculative.edit.setText("2.98")
    panel.speculative.edit.editingFinished.emit()
    store.flush()
    assert store.scenario.serving.speculative_factor == pytest.approx(2.98)
    assert store.result.throughput.decode_per_sequence.value == pytest.approx(base * 2.98)


def test_speculative_factor_below_one_is_refused_at_the_field(panel, store):
    before = store.scenario
    panel.speculative.edit.setText("0.5")
    panel.speculative.edit.editingFinished.emit()
    assert store.scenario == before
    assert panel.speculative.error_label.isVisibleTo(panel)


def test_replica_utilization_changes_replica_capacity(panel, store):
    before = compute(store.scenario).cost.replica_tokens_per_month
    store.set_field("workload.utilization", 0.3)
    store.flush()
    assert store.result.cost.replica_tokens_per_month == pytest.approx(before / 2)
