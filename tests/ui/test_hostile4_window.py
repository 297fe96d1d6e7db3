"""The window's side of issue "Nothing lost, round 4": an unlikely benchmark result is asked about
(and not imported unless the user says so), a write target the app owns is refused in the window's
language before anything is written, and Save / Save As keep a scenario file's unknown top-level keys.
Message boxes are recorded (``no_modal_message_boxes``), so each test states the user's answer."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from k3desk import paths
from k3desk.persistence import read_document
from k3desk.persistence.scenario_file import dumps_scenario
from k3desk.scenarios import load_builtin
from tests.runs import k2_run

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "benchmarks"
PROFILE = {"format": "k3desk.profile", "schema_version": 1, "name": "ACME", "version": "1", "values": {}}


@pytest.fixture(autouse=True)
def _own_config(config):
    return config


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _seconds_file(tmp_path: Path) -> Path:
    doc = json.loads((FIXTURES / "vllm_bench_serve.json").read_text(encoding="utf-8"))
    doc["median_tpot_ms"] = doc["median_tpot_ms"] / 1000  # 20 ms written as 0.02 "ms"
    path = tmp_path / "seconds.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "answer,kept", [(QMessageBox.StandardButton.No, False), (QMessageBox.StandardButton.Yes, True)]
)
def test_an_unlikely_result_is_asked_about(window, monkeypatch, tmp_path, answer, kept):
    from k3desk.ui.dialogs.measurements import MeasurementController, SetupDialog

    asked = []
    monkeypatch.setattr(SetupDialog, "exec", lambda d: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda _p, title, text, *a, **k: asked.append((title, text)) or answer)
    )
    stored = window.measurements.import_benchmark(_seconds_file(tmp_path))
    assert len(asked) == 1
    title, text = asked[0]
    assert "unlikely" in title and "faster than the estimate" in text and "seconds" in text and "median_tpot_ms" in text
    assert bool(stored) == kept and paths.measurements_file().exists() == kept
    assert isinstance(window.measurements, MeasurementController)


def test_a_likely_result_is_not_asked_about(window, monkeypatch, no_modal_message_boxes):
    from k3desk.ui.dialogs.measurements import SetupDialog

    store = window.store
    store.set_model("kimi-k2")
    store.set_gpu("h200")
    store.flush()
    monkeypatch.setattr(SetupDialog, "exec", lambda d: QDialog.DialogCode.Accepted)
    stored = window.measurements.import_benchmark(FIXTURES / "vllm_bench_serve.json")
    assert stored and not [k for k, _ in no_modal_message_boxes if k == "question"]


def test_the_question_reads_in_portuguese(window, tmp_path, monkeypatch):
    from k3desk.core.catalog import load_catalog
    from k3desk.core.speed.bench_import import implausible, measurements_from, read_benchmark_file
    from k3desk.ui.shell import i18n

    runs = read_benchmark_file(_seconds_file(tmp_path))
    setup = {"model": "kimi-k2", "hardware.gpu": "h200", "hardware.gpu_count": 8}
    odd = implausible(
        measurements_from(runs, setup, load_catalog(), "s.json", "2026-11-15", ""),
        window.store.scenario,
        load_catalog(),
    )
    try:
        i18n.install_language("pt_BR")
        text = window.measurements.implausible_text(odd)
    finally:
        i18n.install_language("en")
    assert "mais rápido que a estimativa" in text and "segundos" in text and "Importar assim mesmo?" in text


@pytest.mark.parametrize("lang,words", [("en", "which k3desk keeps"), ("pt_BR", "que o k3desk mantém")])
def test_an_export_over_a_profile_is_refused_in_the_windows_language(
    window, monkeypatch, tmp_path, no_modal_message_boxes, lang, words
):
    from k3desk.ui.shell import i18n

    profile = tmp_path / "acme.xlsx"  # a profile under a spreadsheet's name: its content says what it is
    profile.write_text(json.dumps(PROFILE), encoding="utf-8")
    before = _digest(profile)
    started = []
    monkeypatch.setattr(type(window), "_start_export", lambda self, job, *a: started.append(job))
    try:
        i18n.install_language(lang)
        window.export_sheet(str(profile))
    finally:
        i18n.install_language("en")
    assert started == [] and _digest(profile) == before
    kind, text = no_modal_message_boxes[-1]
    assert kind == "warning" and words in text and "acme.xlsx" in text


def test_save_as_over_the_measurement_library_is_refused(window, monkeypatch, no_modal_message_boxes, config):
    from k3desk.persistence.measurements import add_measurements

    add_measurements(
        [
            k2_run(id="m", file="", ttft_ms=None)
        ]
    )
    library = paths.measurements_file()
    before = _digest(library)
    assert window.files.save_to(library) is False
    assert _digest(library) == before
    kind, text = no_modal_message_boxes[-1]
    assert kind == "warning" and "measurement library" in text


def test_save_and_save_as_keep_unknown_envelope_keys(window, monkeypatch, tmp_path):
    note = {"x-reviewed-by": "CFO office", "x-ticket": {"id": 4711}}
    path, other = tmp_path / "w.k3desk.json", tmp_path / "w2.k3desk.json"
    doc = json.loads(dumps_scenario(load_builtin("k3-8x-b300")))
    path.write_text(json.dumps({**doc, **note}), encoding="utf-8")
    ctl = window.files
    assert ctl.open_path(path, ask=False)
    assert window.store.set_field("workload.concurrent_sequences", 5)
    assert ctl.save()
    assert read_document(path).extra == note
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(other), ""))
    assert ctl.save_as()
    assert read_document(other).extra == note
