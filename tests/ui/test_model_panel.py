"""ModelPanel: picking a model, number formats per component, facts and the architecture."""

import pytest


@pytest.fixture
def panel(qtbot, store):
    from k3desk.ui.panels.model_panel import ModelPanel

    p = ModelPanel(store)
    qtbot.addWidget(p)
    p.show()
    return p


def test_picking_a_model_switches_model_and_api_prices(panel, store):
    i = panel.picker.findData("deepseek-v3")
    panel.picker.setCurrentIndex(i)
    panel.picker.activated.emit(i)
    assert store.scenario.model.id == "deepseek-v3"
    assert store.scenario.pricing.api_input_per_mtok == store.catalog.api_prices["deepseek-v3"].input


def test_format_pickers_set_each_component(panel, store):
    for path, fid in (("model.expert_format", "nvfp4"), ("model.dense_format", "fp8"), ("model.kv_format", "bf16")):
        combo = panel.formats[path]
        combo.setCurrentIndex(combo.findData(fid))
        combo.activated.emit(combo.currentIndex())
        assert getattr(store.scenario.model, path.split(".")[1]) == fid


def test_kv_picker_offers_only_cache_formats(panel, store):
    kv = panel.formats["model.kv_format"]
    ids = {kv.itemData(i) for i in range(kv.count())}
    assert "fp8" in ids and "mxfp4" not in ids


def test_facts_show_published_size_and_license(panel, store):
    texts = " ".join(label.text() for label in panel.facts.values())
    assert "Modified MIT" in texts and "2.78" in texts
