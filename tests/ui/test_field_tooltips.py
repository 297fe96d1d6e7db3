"""Field tooltips open with one plain sentence for a buyer; formulas and sources follow "Details"."""

import re

from PySide6.QtWidgets import QWidget

#: internal identifiers: snake_case names, dotted field paths or file names, parallelism codes, symbols
INTERNAL = re.compile(r"_|[A-Za-z]\.[A-Za-z]|\b(?:tp|TP|PP|pp)\d*\b|η")
#: technical content that belongs behind "Details"
TECHNICAL = re.compile(r"_|=|\bvLLM\b|\bCUDA\b|\bNCCL\b|\bMLA\b|\bTP\d*\b|η|Source:|config\.json|GPU-h|"
                       r"power usage effectiveness", re.IGNORECASE)


def _first_sentence(tip: str) -> str:
    first = tip.strip().split("\n", 1)[0]
    return re.split(r"(?<=[.;:!?])\s", first, maxsplit=1)[0]


def _panels(store):
    from k3desk.ui.panels.hardware_panel import HardwarePanel
    from k3desk.ui.panels.model_panel import ModelPanel
    from k3desk.ui.panels.serving_panel import ServingPanel
    from k3desk.ui.panels.workload_panel import WorkloadPanel
    return [cls(store) for cls in (ModelPanel, HardwarePanel, WorkloadPanel, ServingPanel)]


def test_every_field_tooltip_opens_plainly_with_details_after(qtbot, store):
    tips = {}
    for panel in _panels(store):
        qtbot.addWidget(panel)
        panel.show()
        store.flush()
        for w in [panel, *panel.findChildren(QWidget)]:
            if hasattr(w, "full_text") and w.toolTip() in (w.full_text(), ""):
                continue  # a cut-off label repeating its own text, not a field's explanation
            if w.toolTip():
                tips[f"{type(panel).__name__}.{w.objectName() or type(w).__name__}:{w.toolTip()[:30]}"] = w.toolTip()
    assert len(tips) >= 20, tips.keys()
    for where, tip in tips.items():
        first = _first_sentence(tip)
        assert not INTERNAL.search(first), (where, first)
        technical = TECHNICAL.search(tip)
        if technical:
            details = tip.find("Details")
            assert 0 <= details < technical.start(), (where, tip)
