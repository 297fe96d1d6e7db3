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


def test_active_parameters_say_which_definition_they_follow(panel, store, qtbot):
    i = panel.picker.findData("gpt-oss-120b")
    panel.picker.setCurrentIndex(i)
    panel.picker.activated.emit(i)
    qtbot.waitUntil(lambda: "not counted" in panel.facts["params"].text())
    # OpenAI's 5.13B leaves the input embedding table out (openai/gpt-oss model card)
    assert "5.1" in panel.facts["params"].text()
    i = panel.picker.findData("deepseek-v3.2")
    panel.picker.setCurrentIndex(i)
    panel.picker.activated.emit(i)
    qtbot.waitUntil(lambda: "embeddings counted" in panel.facts["params"].text())


def test_architecture_names_chunked_layers_and_the_dsa_indexer(panel, store, qtbot):
    for model, key in (("llama-4-maverick", "attention_chunk_size"), ("glm-5", "index_topk")):
        i = panel.picker.findData(model)
        panel.picker.setCurrentIndex(i)
        panel.picker.activated.emit(i)
        qtbot.waitUntil(lambda key=key: any(
            (item := panel.arch_form.itemAt(r, panel.arch_form.ItemRole.LabelRole)) is not None
            and item.widget() is not None and key in item.widget().text()
            for r in range(panel.arch_form.rowCount())))
