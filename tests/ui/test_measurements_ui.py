"""File ▸ Import Benchmark Result…: a file, then the setup the file does not say (prefilled from the
scenario); the run shows first among the evidence, marked as the user's, and anchors the estimate.
Your Measurements… lists and removes it. No fixed waits: the store's recompute is awaited by signal."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog

from k3desk import paths

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "benchmarks"


@pytest.fixture(autouse=True)
def _own_config(config):
    return config


@pytest.fixture
def on_the_measured_setup(window, qtbot):
    """The window on the setup the vLLM fixture ran (Kimi K2 on 16× H200, vLLM, 1000 in / 500 out, 16 users)."""
    store = window.store
    store.set_model("kimi-k2")
    store.set_gpu("h200")
    store.apply({"hardware.gpu_count": 16, "serving.engine": "vllm", "workload.concurrent_sequences": 16,
                 "workload.prompt_tokens": 1000, "workload.context_tokens": 1500})
    store.flush()
    return window


def test_import_action_anchors_and_marks_the_row(on_the_measured_setup, qtbot, monkeypatch):
    from k3desk.ui.dialogs.measurements import MeasurementController, SetupDialog

    window = on_the_measured_setup
    seen = {}
    monkeypatch.setattr(MeasurementController, "ask_file", lambda self: str(FIXTURES / "vllm_bench_serve.json"))

    def accept(dialog):   # the dialog as the user sees it: prefilled from the scenario
        seen.update(dialog.setup())
        return QDialog.DialogCode.Accepted
    monkeypatch.setattr(SetupDialog, "exec", accept)
    with qtbot.waitSignal(window.store.result_changed, timeout=10_000):
        window.menu_actions["file.import_benchmark"].trigger()
    assert seen["model"] == "kimi-k2" and seen["hardware.gpu"] == "h200" and seen["hardware.gpu_count"] == 16
    r = window.store.result
    assert r.evidence[0].yours and r.throughput.own_anchor is not None
    assert r.throughput.decode_per_sequence.value == pytest.approx(1000 / 20.0, rel=0.10)   # median TPOT 20 ms
    assert paths.measurements_file().exists()
    tip = window.cards.cards["speed"].toolTip()
    assert "Your measurement of" in tip and "Anchored to your measurement" in tip
    assert "anchored to your measurement" in window.cards.cards["speed"].detail.full_text()


def test_the_evidence_list_marks_the_users_rows(on_the_measured_setup, qtbot, monkeypatch):
    from k3desk.ui.dialogs.assumptions import AssumptionsDialog
    from k3desk.ui.dialogs.measurements import MeasurementController, SetupDialog

    window = on_the_measured_setup
    monkeypatch.setattr(MeasurementController, "ask_file", lambda self: str(FIXTURES / "vllm_bench_serve.json"))
    monkeypatch.setattr(SetupDialog, "exec", lambda d: QDialog.DialogCode.Accepted)
    with qtbot.waitSignal(window.store.result_changed, timeout=10_000):
        window.measurements.import_benchmark()
    shown = {}
    monkeypatch.setattr(AssumptionsDialog, "exec", lambda d: shown.setdefault("text", d.as_text()) and 0)
    window.show_assumptions("evidence")
    assert "Your measurement of" in shown["text"] and "you measured" in shown["text"]


def test_a_broken_file_says_one_line_and_adds_nothing(window, no_modal_message_boxes, monkeypatch, tmp_path):
    from k3desk.ui.dialogs.measurements import MeasurementController, SetupDialog

    bad = tmp_path / "broken.json"
    bad.write_text((FIXTURES / "vllm_bench_serve.json").read_text()[:200])
    monkeypatch.setattr(MeasurementController, "ask_file", lambda self: str(bad))
    monkeypatch.setattr(SetupDialog, "exec", lambda d: pytest.fail("no setup is asked for a broken file"))
    window.menu_actions["file.import_benchmark"].trigger()
    kind, text = no_modal_message_boxes[-1]
    assert kind == "warning" and "invalid JSON" in text and "broken.json" in text
    assert not paths.measurements_file().exists()


def test_an_open_setup_keeps_the_dialog_with_the_reason(window, monkeypatch):
    from k3desk.ui.dialogs.measurements import SetupDialog

    answers = iter([QDialog.DialogCode.Accepted, QDialog.DialogCode.Rejected])
    shown = []

    def exec_(dialog):
        if dialog.error.text():
            shown.append(dialog.error.text())
        dialog.model.setCurrentIndex(-1)   # no model chosen: the file (SGLang) does not name one
        return next(answers)
    monkeypatch.setattr(SetupDialog, "exec", exec_)
    assert window.measurements.import_benchmark(FIXTURES / "sglang_bench_serving.jsonl") == []
    assert shown == ["Choose the model the run served."]
    assert not paths.measurements_file().exists()


def test_the_manager_lists_and_removes(on_the_measured_setup, qtbot, monkeypatch):
    from k3desk.ui.dialogs.measurements import MeasurementsDialog, SetupDialog

    window = on_the_measured_setup
    monkeypatch.setattr(SetupDialog, "exec", lambda d: QDialog.DialogCode.Accepted)
    with qtbot.waitSignal(window.store.result_changed, timeout=10_000):
        window.measurements.import_benchmark(FIXTURES / "vllm_bench_serve.json")
    dialog = MeasurementsDialog(window.measurements, window)
    qtbot.addWidget(dialog)
    assert dialog.list.topLevelItemCount() == 1
    dialog.list.setCurrentItem(dialog.list.topLevelItem(0))
    with qtbot.waitSignal(window.store.result_changed, timeout=10_000):
        dialog.remove_button.click()
    assert dialog.list.topLevelItemCount() == 0
    assert window.store.result.throughput.own_anchor is None


def test_the_advisor_marks_the_options_anchored_to_the_run(on_the_measured_setup, qtbot):
    """The Advisor searches with the store's measurements: an option at the run's setup is the run."""
    from PySide6.QtCore import Qt

    from k3desk.core.speed.bench_import import measurements_from, read_benchmark_file

    window = on_the_measured_setup
    store = window.store
    runs = read_benchmark_file(FIXTURES / "vllm_bench_serve.json")
    setup = {"model": "kimi-k2", "hardware.gpu": "h200", "hardware.gpu_count": 16, "serving.engine": "vllm"}
    (m,) = measurements_from(runs, setup, store.catalog, "vllm_bench_serve.json", "2026-11-15", "now")
    with qtbot.waitSignal(store.result_changed, timeout=10_000):
        store.set_measurements((m,))
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F6)
    qtbot.waitUntil(lambda: window.advisor_page is not None and window.advisor_page.isVisible())
    window.advisor_page.wait_ready()   # the ranking is made off the GUI thread
    page = window.advisor_page
    mine = [o for o in page.advice.options if o.anchor is not None]
    assert mine and all(o.gpu == "h200" for o in mine)
    at_run = [o for o in mine if o.gpu_count == 16 and o.attention == "tp" and not o.production]
    assert at_run and all(abs(o.decode_per_sequence / 50.0 - 1) < 0.01 for o in at_run)   # median TPOT 20 ms
    plain = page.rows[:3]
    page.rows = tuple(p for p in window.store.evaluation.ranking(page.constraints(), page.ranked_by()).rows
                      if p.option.anchor is not None)[:3] + plain   # anchored rows in view
    page._render()
    for row, p in enumerate(page.rows[:6], start=page._reference):
        item = page.table.item(row, 6)
        assert item.text().endswith("†") == (p.option.anchor is not None)
        assert ("anchored to your measurement" in item.toolTip()) == (p.option.anchor is not None)
    assert "† anchored to your measurement" in page.summary.text()


def test_the_verdict_says_the_buyers_measurement_anchors_it(on_the_measured_setup, qtbot, monkeypatch):
    """The decision's fleet is sized on the speed the buyer's own run anchors: the verdict says so,
    with the run's date in the long form and a mark in the short one (issue 45)."""
    from k3desk.ui.dialogs.measurements import MeasurementController, SetupDialog

    window = on_the_measured_setup
    window.verdict.flush()
    assert not any("measurement" in form for form in window.verdict.forms())
    monkeypatch.setattr(MeasurementController, "ask_file", lambda self: str(FIXTURES / "vllm_bench_serve.json"))
    monkeypatch.setattr(SetupDialog, "exec", lambda d: QDialog.DialogCode.Accepted)
    with qtbot.waitSignal(window.store.result_changed, timeout=10_000):
        window.measurements.import_benchmark()
    window.verdict.flush()
    short, long = window.verdict.forms()
    date = window.store.result.throughput.own_anchor.measurement.date
    from k3desk.ui.common import fmt

    assert f"its speed anchored to your measurement of {fmt.day(date)}" in long
    assert short.endswith("anchored to your measurement")
    assert "anchored to your measurement" in window.verdict.text()
