"""The Advisor page: F6 shows it, the table lists the ten cheapest options, "Use this" applies one
in a single undo step, constraints narrow the answer, the chart marks the front and today's scenario,
and Copy puts the selected option's command line on the clipboard. Presentation mode steps through
deployable counts only and C applies the cheapest option; Automatic asks the advisor."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from k3desk.core import compute


def _open(window, qtbot):
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F6)
    qtbot.waitUntil(lambda: window.advisor_page is not None and window.advisor_page.isVisible())
    window.advisor_page.wait_ready()   # the ranking is made off the GUI thread
    return window.advisor_page


def test_f6_shows_ten_cheapest_options(window, qtbot):
    page = _open(window, qtbot)
    assert window.stack.currentWidget() is page
    options = page.advice.options
    assert len(options) > 10
    costs = [o.usd_per_month for o in options[:10]]
    assert costs == sorted(costs)
    # ranked per month by the decision's cost: with no taxes, peaks, spares or maintenance in the default
    # scenario it is the search's, so the same order (up to ties a float's last digit breaks)
    assert [p.usd_per_month for p in page.rows] == pytest.approx([o.usd_per_month for o in options], rel=1e-12)
    assert [p.option for p in page.rows[:10]] == list(options[:10])
    assert "API" in page.table.item(0, 0).text()   # row 0: the API's reference row, then the options
    assert page.table.item(1, 0).text().startswith(f"{options[0].gpu_count}×")
    assert page.table.item(10, 0) is not None and page.table.rowCount() == 11
    series = page.chart.series()
    assert len(series["top_cost"]) == 10 and series["front_cost"][0] == options[0].usd_per_month
    r = window.store.result
    d = window.store.evaluation.decision   # the cost card's amount: the decision's cheaper self-hosted route
    rt = d.routes["rent" if d.routes["rent"].npv_usd <= d.routes["own"].npv_usd else "own"]
    assert series["today"] == [rt.usd_per_month, r.throughput.decode_per_sequence.value]
    page.back.click()
    assert window.stack.currentWidget() is window.normal_page
    assert not window.menu_actions["view.advisor"].isChecked()


def test_use_this_applies_the_option_in_one_undo_step(window, qtbot):
    page = _open(window, qtbot)
    store = window.store
    before = store.scenario
    page.table.selectRow(2)
    chosen = page.selected_option()
    page.use.click()
    store.flush()
    s, r = store.scenario, store.result
    assert (s.hardware.gpu.id, s.hardware.gpu_count) == (chosen.gpu, chosen.gpu_count)
    assert r.fit.fits and r.cost.self_host_total_usd_per_month == chosen.usd_per_month
    store.undo_stack.undo()
    assert store.scenario == before


def test_constraints_narrow_the_answer(window, qtbot):
    page = _open(window, qtbot)
    page.min_tok.setValue(60)
    page.refresh()
    page.wait_ready()
    assert page.advice.options and all(o.decode_per_sequence >= 60 for o in page.advice.options)
    page.budget.setValue(10)
    page.refresh()
    page.wait_ready()
    assert page.advice.options == () and page.table.item(1, 0) is None
    assert "budget" in page.answer.text() and not page.use.isEnabled()


def test_copy_puts_the_command_on_the_clipboard(window, qtbot):
    page = _open(window, qtbot)
    page.copy.click()
    text = QGuiApplication.clipboard().text()
    serve = text.split("\n# ")[0].splitlines()
    assert serve[0].startswith("vllm serve") or (serve[0].startswith("# CHECKPOINT: ") and
                                                 serve[1].startswith('vllm serve "$CHECKPOINT"'))
    assert "--tensor-parallel-size" in text and "--max-model-len 65536" in text


def test_presentation_steps_through_deployable_counts_only(window, qtbot):
    store = window.store
    store.set_field("hardware.gpu_count", 8)
    store.flush()
    window.set_presentation(True, fullscreen=False)
    page = window.presentation_page
    seen = []
    for _ in range(3):
        page.step_gpus(True)
        store.flush()
        seen.append(store.scenario.hardware.gpu_count)
        assert store.result.fit.deployable
    assert seen == [16, 32, 32]  # K3's 96 heads split over 32 GPUs at most, never 24 or 48
    store.set_field("hardware.pipeline_parallel", True)
    store.set_field("hardware.gpu_count", 16)
    page.step_gpus(True)
    store.flush()
    assert store.scenario.hardware.gpu_count == 24 and store.result.fit.deployable  # 3 pipeline stages


def test_presentation_key_applies_the_cheapest_option(window, qtbot):
    window.set_presentation(True, fullscreen=False)
    page = window.presentation_page
    store = window.store
    old = compute(store.scenario).cost.self_host_total_usd_per_month
    page.cheapest()
    page.wait_ready()   # the search runs off the GUI thread
    store.flush()
    assert store.result.fit.fits and store.result.cost.self_host_total_usd_per_month <= old


def test_automatic_count_tries_data_parallel_attention(window, qtbot):
    """Kimi K2 on MI355X (MLA): tensor parallel replicates the latent cache on every rank and needs more
    GPUs than data-parallel attention, which splits the sequences (tests/core/test_advise.py works the
    two counts out from docs/domain.md); Automatic takes the smaller."""
    store = window.store
    store.set_model("kimi-k2")
    store.set_gpu("mi355x")
    store.flush()
    panel = window.hardware_panel
    panel.auto.setChecked(False)
    panel.auto.setChecked(True)
    store.flush()
    s, r = store.scenario, store.result
    assert s.hardware.gpu_count is None and s.serving.attention_parallel == "dp"
    from k3desk.core import compute
    from k3desk.core.edit import apply_edits

    tp = compute(apply_edits(s, {"serving.attention_parallel": "tp"})).fit
    assert r.fit.fits and r.fit.gpu_count < tp.min_deployable_gpus


def test_limits_name_their_model_and_reset_when_it_changes(window, qtbot):
    """Limits set for Kimi K3 say so; after a switch to another model they no longer narrow the
    answer in silence: they go back to "no limit", and the page says whose limits were cleared.
    Presentation mode's C key (which uses the same limits) gets none either."""
    page = _open(window, qtbot)
    store = window.store
    assert page.limits.note.text() == ""
    page.min_tok.setValue(60)
    page.max_gpus.setValue(16)
    assert page.limits.note.text() == "Limits set for Kimi K3"
    store.set_field("hardware.gpu_count", 16)   # another edit of the same model keeps them
    assert page.min_tok.value() == 60 and page.constraints().min_tok_s == 60
    note_top = page.limits.note.mapTo(page, page.limits.note.rect().topLeft())
    page.refresh()
    page.wait_ready()
    answered = page.advice
    store.set_model("deepseek-v3")
    store.flush()
    new_name = store.scenario.model.name
    assert page.min_tok.value() == 0 and page.max_gpus.value() == 0
    c = page.constraints()
    assert c.min_tok_s is None and c.max_gpus is None
    assert page.limits.note.text() == f"Limits for Kimi K3 cleared: the model is now {new_name}"
    assert page.limits.note.mapTo(page, page.limits.note.rect().topLeft()) == note_top   # in place
    qtbot.waitUntil(lambda: page.advice is not answered)   # searched again, without the old limits
    page.max_ttft.setValue(2)
    assert page.limits.note.text() == f"Limits set for {new_name}"


def test_limits_set_while_the_advisor_is_hidden_still_reset(window, qtbot):
    page = _open(window, qtbot)
    page.min_tok.setValue(500)   # nothing meets it on Kimi K3
    page.back.click()
    window.store.set_model("qwen3-30b-a3b")
    window.store.flush()
    assert page.constraints().min_tok_s is None   # what presentation mode's C key would use


def test_the_chart_plots_what_the_table_ranks_brazil(window, qtbot):
    """With Brazil's taxes on a rental abroad the decision's month 1 differs from the search's figure: the
    chart's points, its front and today's star are the decision's amounts, as the table's."""
    store = window.store
    for path, value in (("taxes.jurisdiction", "BR"), ("pricing.rental_provider_location", "abroad"),
                        ("hardware.ownership", "rent")):
        store.set_field(path, value)
    store.flush()
    page = _open(window, qtbot)
    series = page.chart.series()
    priced = [p for p in page.rows if p.usd_per_month is not None]
    assert series["cost"] == [p.usd_per_month for p in priced]
    assert any(p.usd_per_month != p.option.usd_per_month for p in priced)   # the taxes are in
    d = store.evaluation.decision   # the cost card's amount: the cheaper self-hosted route over the term
    rt = min((d.routes[k] for k in ("rent", "own")), key=lambda rt: rt.npv_usd)
    assert series["today"][0] == rt.usd_per_month


def test_today_is_the_cost_cards_route_when_a_rule_leaves_the_scenarios_out(window, qtbot):
    """Data kept in Brazil leaves renting abroad out: today's point is buying, as the cost card shows."""
    store = window.store
    for path, value in (("taxes.jurisdiction", "BR"), ("pricing.rental_provider_location", "abroad"),
                        ("constraints.data_in_brazil", True), ("hardware.ownership", "rent")):
        store.set_field(path, value)
    store.flush()
    page = _open(window, qtbot)
    d = store.evaluation.decision
    assert not d.routes["rent"].available
    assert page.chart.series()["today"][0] == d.routes["own"].usd_per_month
