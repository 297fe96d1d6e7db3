"""Markup in a scenario's texts (GPU name, model name and licence, price source, scenario name and
notes) shows literally, in the window, the presentation page and the PDF: Qt labels guess rich text
by default, and a name like ``<img src=...>`` would otherwise load a local file or restyle a meeting."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from k3desk.core.presets import default_scenario
from k3desk.core.scenario import Scenario
from tests.pdftext import pdf_pages

MARKUP = "<b>Bold</b><img src='/etc/hosts'>"


def _marked() -> Scenario:
    data = default_scenario().model_dump()
    data["name"] = f"Plan {MARKUP}"
    data["notes"] = f"Notes {MARKUP}"
    data["hardware"]["gpu"]["name"] = f"GPU {MARKUP}"
    data["hardware"]["price_source"] = f"Price {MARKUP}"
    data["model"]["name"] = f"Model {MARKUP}"
    data["model"]["license"] = f"Licence {MARKUP}"
    return Scenario.model_validate(data)


def _labels_with_markup(root) -> list[QLabel]:
    return [lab for lab in root.findChildren(QLabel) if "<b>Bold</b>" in lab.text()]


def test_markup_shows_literally_in_the_window_and_presentation(qtbot, en_locale):
    from k3desk.ui.shell.store import ScenarioStore
    from k3desk.ui.views.main_window import MainWindow

    store = ScenarioStore(_marked())
    window = MainWindow(store, settings=None)
    qtbot.addWidget(window)
    window.show()
    store.flush()
    window.menu_actions["view.advanced"].setChecked(True)   # the panels and charts built when first shown
    for i in range(window.tabs.count()):
        window.tabs.setCurrentIndex(i)
    window.cost_tabs.setCurrentIndex(1)
    labels = _labels_with_markup(window)
    assert any(window.hardware_panel.isAncestorOf(label) for label in labels), "the GPU name and price source"
    assert labels, "the scenario's texts are shown somewhere"
    for label in labels:
        assert label.textFormat() == Qt.TextFormat.PlainText, label.objectName() or label.text()
    assert window.charts["vram"].title_label.textFormat() == Qt.TextFormat.PlainText
    assert "GPU <b>Bold</b>" in window.charts["vram"].title_label.text()
    window.set_presentation(True, fullscreen=False)
    store.flush()
    page = window.presentation_page
    for label in _labels_with_markup(page):
        assert label.textFormat() == Qt.TextFormat.PlainText, label.objectName() or label.text()
    assert page.banner.textFormat() == Qt.TextFormat.PlainText


def test_tooltips_escape_markup(qtbot):
    from k3desk.ui.common.widgets import plain_tip

    assert plain_tip("a < b") == "a < b"          # plain already: unchanged
    assert "&lt;b&gt;Bold&lt;/b&gt;" in plain_tip(MARKUP)


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_markup_shows_literally_in_the_pdf(qapp, tmp_path, monkeypatch):
    from k3desk.ui.pdf.export import export_pdf

    monkeypatch.setenv("K3DESK_CONFIG_DIR", str(tmp_path / "config"))
    out = export_pdf(_marked(), tmp_path / "marked.pdf", lang="en")
    text = " ".join(pdf_pages(out))
    assert "<b>Bold</b>" in text
