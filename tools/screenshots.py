"""Regenerate the window screenshots the README shows (``docs/*.png``), from the app as it draws now.

    python tools/screenshots.py              every screenshot below
    python tools/screenshots.py window-1366  only those whose name starts so

Each is rendered offscreen (``QT_QPA_PLATFORM=offscreen``) through ``k3desk.ui.shell.screenshot``, the
code behind ``k3desk screenshot``: the window at 1366×768 (a small laptop) and 1920×1080, in English
and Brazilian Portuguese, presentation mode in its high-contrast theme, the Advisor, the comparison
and the contract term. Look at each before committing: a test cannot see a cut word.
The report pages (``docs/report-page-*.png``) come from the PDF, not from here.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"


def _term(window) -> None:
    """The contract term tab, the hover at month 24 (where the lines have crossed)."""
    window.cost_tabs.setCurrentIndex(1)
    chart = window.charts["term"]
    chart.set_result(window.store.evaluation)
    (_x0, _x1), (y0, y1) = chart.vb.viewRange()
    for _ in range(2):   # the second placement measures the label as drawn
        chart.hover.show_at(24.0, y0 + 0.9 * (y1 - y0))


def _presentation_term(window) -> None:
    page = window.presentation_page
    if not page.showing_term():
        page.toggle_term()


#: the Brazilian buyer's view: amounts in reais at the scenario's exchange rate
REAIS = {"pricing.currency": "BRL"}
#: name: (scenario, size, language, keyword arguments of render_screenshot, edits)
SHOTS = {
    "window-1366": ("default", (1366, 768), "en", {}, {}),
    "window-1920": ("default", (1920, 1080), "en", {}, {}),
    "window-pt_BR-1366": ("default", (1366, 768), "pt_BR", {}, REAIS),
    "presentation-pt_BR-1366": ("default", (1366, 768), "pt_BR", {"presentation": True}, REAIS),
    "presentation-pt_BR-1920": ("default", (1920, 1080), "pt_BR", {"presentation": True}, REAIS),
    "advisor-1366": ("default", (1366, 768), "en", {"advisor": True}, {}),
    "advisor-pt_BR-1366": ("default", (1366, 768), "pt_BR", {"advisor": True}, REAIS),
    "compare-1366": ("k3-8x-b300", (1366, 768), "en", {"compare": ["k3-16x-h200"]}, {}),
    "compare-pt_BR-1366": ("k3-8x-b300", (1366, 768), "pt_BR", {"compare": ["k3-16x-h200"]}, {}),
    "term-1366": ("default", (1366, 768), "en", {"prepare": _term}, {}),
    # a discount rate entered: the "in today's money" box is offered, readable in high contrast
    "term-pt_BR-1366": ("default", (1366, 768), "pt_BR",
                        {"presentation": True, "prepare": _presentation_term},
                        {**REAIS, "finance.discount_rate_per_year": 0.1}),
}


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from k3desk.core.edit import apply_edits
    from k3desk.core.presets import default_scenario
    from k3desk.scenarios import load_builtin
    from k3desk.ui.shell.screenshot import quiet_offscreen_noise, render_screenshot

    def scenario(sid: str):
        return default_scenario() if sid == "default" else load_builtin(sid)

    quiet_offscreen_noise()
    wanted = [name for name in SHOTS if not argv[1:] or any(name.startswith(a) for a in argv[1:])]
    if not wanted:
        print(f"no screenshot named {argv[1:]}; there are: {', '.join(SHOTS)}")
        return 2
    for name in wanted:
        sid, size, lang, extra, edits = SHOTS[name]
        s = scenario(sid)
        if edits:
            s = apply_edits(s, edits)
        kwargs = dict(extra)
        if "compare" in kwargs:
            kwargs["compare"] = [scenario(o) for o in kwargs["compare"]]
        out = render_screenshot(s, DOCS / f"{name}.png", size=size, lang=lang, **kwargs)
        print(f"wrote {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
