"""The report's latency page says, in one sentence and in both languages, that the fleet is sized so that the
estimate stays under the target by the model's typical error (its median leave-one-out error over the
published runs), and its target rows say what the fleet is sized for (docs/domain.md, "Latency under load")."""

from __future__ import annotations

import pytest

from k3desk.cli.table import writer
from k3desk.core.edit import apply_sets
from k3desk.core.presets import default_scenario
from k3desk.core.speed import calibration as cal
from k3desk.report.latency import latency_series, margin_note, section
from k3desk.report.model import Paragraph
from k3desk.session import evaluate

english = writer("en")

LOADED = ["workload.peak_requests_per_second=4", "constraints.ttft_p99_s=1.5"]


def test_the_page_says_the_fleet_keeps_the_models_typical_error():
    ev = evaluate(apply_sets(default_scenario(), LOADED))
    note = margin_note(ev)
    assert note is not None
    assert note.args["goal"].value == 1.5 and note.args["sized"].value == pytest.approx(1.5 / (1 + cal.LOO_LATENCY_P50_ERROR))
    assert note.args["m"].value == cal.LOO_LATENCY_P50_ERROR and note.args["n"].value == cal.LOO_LATENCY_P50_ROWS
    text = english(note)
    assert "typical error" in text and f"{cal.LOO_LATENCY_P50_ROWS} published runs" in text
    page = section(ev)
    assert page is not None and any(isinstance(b, Paragraph) and english(b.text) == text for b in page.blocks)
    rows = {english(k): english(v) for k, v in page.blocks[1].rows}
    assert rows["First-token target"].endswith(": met") and "fleet sized for" in rows["First-token target"]
    series = latency_series(ev)
    assert series["target"] == 1.5 and series["sized"] == pytest.approx(note.args["sized"].value)


def test_both_targets_are_worded_in_one_sentence_and_none_without_a_target():
    ev = evaluate(apply_sets(default_scenario(), [*LOADED, "constraints.tpot_p99_s=0.065"]))
    note = margin_note(ev)
    assert note.args["sized2"].value == pytest.approx(0.065 / (1 + cal.LOO_MEDIAN_ERROR))
    assert note.args["n2"].value == cal.LOO_ROWS and "{sized}" in note.source and "{sized2}" in note.source
    assert margin_note(evaluate(default_scenario())) is None


def test_the_sentence_is_translated(qapp):
    from k3desk.ui.common.formatter import PT_BR, Formatter
    from k3desk.ui.shell import i18n

    ev = evaluate(apply_sets(default_scenario(), LOADED))
    try:
        i18n.install_language("pt_BR")
        text = Formatter(PT_BR).text(margin_note(ev))
    finally:
        i18n.install_language("en")
    assert "O parque é dimensionado" in text and "erro típico" in text and "frota" not in text
    assert f"{cal.LOO_LATENCY_P50_ROWS} execuções publicadas" in text
