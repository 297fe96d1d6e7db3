"""The window driven through its widgets: store, cards and charts agree with compute()."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from k3desk.core import compute
from k3desk.ui.common import fmt

#: Kimi K3's API price per million tokens, input (cache miss) / cached input / output: US$ 3.00 / 0.30 /
#: 15.00 (docs/domain.md §6; docs/figures.md §4b).
K3_API_PER_MTOK = (3.00, 0.30, 15.00)


def _k3_api_usd_per_month(s) -> float:
    """docs/domain.md §6: tokens x [input share x (hit x cached + (1 - hit) x miss) + output share x output]."""
    w, (miss, cached, output) = s.workload, K3_API_PER_MTOK
    inp = w.input_share * (w.cache_hit_rate * cached + (1 - w.cache_hit_rate) * miss)
    return w.tokens_per_month / 1e6 * (inp + (1 - w.input_share) * w.reasoning_multiplier * output)


def _settle(window):
    window.store.flush()
    QApplication.processEvents()


def _check_views(window):
    s, shown = window.store.scenario, window.store.result
    expected = compute(s)
    assert shown.to_json() == expected.to_json()
    texts = window.cards.texts()
    deploy = expected.fit.min_deployable_gpus
    assert texts["gpus"].startswith(fmt.number(deploy))
    assert s.model.id == "kimi-k3" and s.pricing.currency == "USD"
    assert expected.cost.api_usd_per_month == pytest.approx(_k3_api_usd_per_month(s))
    assert fmt.usd(_k3_api_usd_per_month(s)) in texts["cost"]
    if expected.fit.usable:
        assert fmt.tokens_per_s(expected.throughput.decode_per_sequence.value) in texts["speed"]
    else:  # honesty rule: no speed and no self-hosting price for what does not fit
        assert texts["speed"].startswith(fmt.DASH)
        assert fmt.usd(expected.cost.self_host_total_usd_per_month) not in texts["cost"]
    vram = window.charts["vram"]
    if hasattr(vram, "series"):
        assert abs(vram.series()["weights"][0] - expected.fit.fill.weights / 1e9) < 1e-6
        assert abs(vram.series()["capacity"][0] - expected.fit.fill.capacity / 1e9) < 1e-6


def test_gpu_change_through_picker(window, qtbot):
    combo = window.hardware_panel.gpu
    index = combo.findData("h200")
    assert index >= 0
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
    _settle(window)
    assert window.store.scenario.hardware.gpu.id == "h200"
    _check_views(window)


def test_gpu_count_and_automatic(window, qtbot):
    panel = window.hardware_panel
    window.tabs.setCurrentIndex(1)   # a panel behind another tab catches up when shown
    panel.count.setValue(16)
    _settle(window)
    assert window.store.scenario.hardware.gpu_count == 16
    assert fmt.percent(compute(window.store.scenario).fit.per_gpu_used_bytes
                       / compute(window.store.scenario).fit.per_gpu_capacity_bytes) in window.cards.texts()["fill"]
    _check_views(window)
    qtbot.mouseClick(panel.auto, Qt.MouseButton.LeftButton)
    _settle(window)
    assert window.store.scenario.hardware.gpu_count is None
    assert not panel.count.isEnabled()
    assert panel.count.value() == window.store.result.fit.gpu_count


def test_context_and_tokens(window, qtbot):
    panel = window.workload_panel
    window.tabs.setCurrentIndex(2)
    combo = panel.context.combo
    index = combo.findData(262144)
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
    _settle(window)
    assert window.store.scenario.workload.context_tokens == 262144
    edit = panel.tokens.edit
    edit.clear()
    qtbot.keyClicks(edit, "50 B")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    _settle(window)
    assert window.store.scenario.workload.tokens_per_month == 50e9
    _check_views(window)
    cost = window.charts["cost"]
    if hasattr(cost, "series"):
        assert cost.series()["workload"] == [50e9]


def test_invalid_context_shows_inline_error(window, qtbot):
    before = window.store.scenario
    window.tabs.setCurrentIndex(2)
    field = window.workload_panel.context
    field.edit.setText("0")
    field.edit.editingFinished.emit()
    assert window.store.scenario == before
    assert field.error_label.text() and not field.error_label.isHidden()


def test_negative_price_shows_inline_error_and_undo_restores(window, qtbot):
    window.tabs.setCurrentIndex(1)
    price = window.hardware_panel.price
    original = window.store.scenario.hardware.price_per_gpu_hour
    price.edit.setText("-3")
    price.edit.editingFinished.emit()
    assert window.store.scenario.hardware.price_per_gpu_hour == original
    assert price.error_label.text() == "Enter a value of at least 0"  # worded by the window, not the validator
    price.edit.setText("4.5")
    price.edit.editingFinished.emit()
    assert window.store.scenario.hardware.price_per_gpu_hour == 4.5
    assert price.error_label.isHidden()
    window.menu_actions["edit.undo"].trigger()
    assert window.store.scenario.hardware.price_per_gpu_hour == original
    assert price.edit.text() == fmt.smart(original)
    window.menu_actions["edit.redo"].trigger()
    assert window.store.scenario.hardware.price_per_gpu_hour == 4.5


def test_currency_brl_mentions_the_taxes_abroad_for_a_brazilian_buyer(window):
    combo = window.workload_panel.currency
    combo.setCurrentIndex(combo.findData("BRL"))
    combo.activated.emit(combo.currentIndex())
    _settle(window)
    text = window.cards.texts()["cost"]
    assert "R$" in text and "taxes" not in text   # the display currency converts; it adds no tax
    taxes = window.workload_panel.taxes
    taxes.setCurrentIndex(taxes.findData("BR"))
    taxes.activated.emit(taxes.currentIndex())
    _settle(window)
    assert window.store.scenario.taxes.jurisdiction == "BR"
    text = window.cards.texts()["cost"]
    # a Brazilian buyer's payments abroad carry the import-service taxes: 1.49x (the tax reference's example)
    assert "R$" in text and "taxes on payments abroad ×1.49" in text


@pytest.mark.slow  # about a minute: 2100 edits, each repainted
def test_stress_many_edits_with_repaints(window, qtbot):
    panel = window.workload_panel
    for i in range(2100):
        panel.sequences.setValue(1 + i % 64)
        if i % 3 == 0:
            panel.tokens.slider.setValue(i % 600)
        if i % 50 == 0:
            window.store.set_gpu("h200" if i % 100 else "b300")
        if i % 2:
            QApplication.processEvents()
        if i % 25 == 0:
            window.repaint()
    _settle(window)
    _check_views(window)


def test_assumptions_dialog_lists_sources(window):
    from k3desk.ui.dialogs.assumptions import AssumptionsDialog

    dialog = AssumptionsDialog(window.store.scenario, window.store.result, window.store.catalog, window)
    text = dialog.as_text()
    assert window.store.scenario.hardware.gpu.source in text
    assert "Memory bandwidth efficiency" in text and "ETA_MEMORY" not in text  # the constant by its label
    assert "API per month" in text and "cost.api_usd_per_month" not in text  # labels, not field paths
    dialog.close()


def test_file_menu_is_one_table_and_wired(window):
    from k3desk.ui.shell.actions import ACTIONS

    file_ids = [a.id for a in ACTIONS if a is not None and a.menu == "file"]
    listed = [a.objectName() for a in window.menus["file"].actions() if a.objectName()]
    assert listed == file_ids
    assert all(window.menu_actions[i].isEnabled() for i in file_ids if i != "file.revert")


def test_export_pdf_runs_in_background_and_says_where(window, qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    target = tmp_path / "report"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    window.export_pdf()
    qtbot.waitUntil(lambda: not window._export_jobs, timeout=20000)
    written = tmp_path / "report.pdf"
    assert written.read_bytes().startswith(b"%PDF")
    assert str(written) in window.statusBar().currentMessage()


def test_scenario_name_follows_gpu_until_the_user_names_it(window):
    window.store.set_gpu("h200")
    assert window.store.scenario.name == "Kimi K3 · 8× H200 SXM"
    window.store.set_field("name", "Board meeting option A")
    window.store.set_gpu("b200")
    assert window.store.scenario.name == "Board meeting option A"


def test_file_open_event_opens_the_scenario(window, tmp_path):
    # macOS delivers a double-clicked file as a QFileOpenEvent, not as a command-line argument.
    from PySide6.QtGui import QFileOpenEvent

    from k3desk.core.edit import set_path
    from k3desk.persistence import write_scenario
    from k3desk.ui.shell.app import open_file_event

    path = tmp_path / "sent-by-mail.k3desk.json"
    write_scenario(path, set_path(window.store.scenario, "name", "From the Finder"))
    handled = open_file_event(window, QFileOpenEvent(str(path)))
    assert handled and window.store.scenario.name == "From the Finder"


def test_memory_in_gib_on_request(window):
    from k3desk.ui.common import fmt

    try:
        window.menu_actions["view.gib"].setChecked(True)
        fill = window.store.result.fit.fill
        assert window.charts["vram"].series()["weights"][0] == pytest.approx(fill.weights / 2**30)
        assert "GiB" in window.cards.texts()["fill"]
        window.menu_actions["view.gib"].setChecked(False)
        assert window.charts["vram"].series()["weights"][0] == pytest.approx(fill.weights / 1e9)
        assert "GiB" not in window.cards.texts()["fill"]
    finally:
        fmt.set_memory_unit("GB")
