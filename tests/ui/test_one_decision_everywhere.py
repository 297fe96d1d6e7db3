"""One decision, the same on every page: the same scenarios through every presenter (the window's
verdict and cards, presentation mode, the compare view, the library, the ``k3desk calc`` table and
the PDF) name the same winning route, quote the same whole-fleet amount and the same range.

The decision itself (``core.routes.decide``) is checked against the domain figures in
tests/core/test_routes.py; here it is the one source every presenter must agree with. Cases:

- one replica: Kimi K3 on 8x B300 at 5 B tokens a month (one replica carries about 10 B);
- two replicas and buying cheapest: the default at 15 B tokens a month (more than one replica
  carries; docs/domain.md §9: buying 8x B300 wins over 36 months against the API and renting);
- does not fit: 8x H200 (Kimi K3 needs at least 16 H200);
- break-even out of reach: the 16x H200 example (no volume makes self-hosting cheaper);
- a range that flips the winner: the 8x B300 example at 4 B tokens a month, where the speed band and
  the rental's published range decide.
"""

from __future__ import annotations

import pytest

from k3desk.core import compute
from k3desk.core.edit import apply_sets
from k3desk.core.money.decision import decide
from k3desk.core.presets import default_scenario
from k3desk.report.figures import gpu_label
from k3desk.scenarios import load_builtin
from k3desk.session import evaluate
from tests.pdftext import pdf_pages

OUT_OF_REACH = "the API is cheaper at any volume this hardware can carry"

CASES = {
    "one_replica": lambda: apply_sets(default_scenario(), ["workload.tokens_per_month=5e9"]),
    "buying_two_replicas": lambda: apply_sets(default_scenario(), ["workload.tokens_per_month=1.5e10"]),
    "no_fit": lambda: apply_sets(default_scenario(), ["hardware.gpu=h200", "hardware.gpu_count=8"]),
    "out_of_reach": lambda: load_builtin("k3-16x-h200"),
    # at 4 B tokens one replica carries the volume at the estimate, two at the band's low end
    "range_flips": lambda: apply_sets(load_builtin("k3-8x-b300"), ["workload.tokens_per_month=4e9"]),
}


def usd(v: float) -> str:
    return f"US$ {v:,.0f}"


def flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def expected(s, r):
    """The winner's phrase, its term total, its range and its first month, as every presenter words them."""
    d = decide(s, r)
    if d.winner is None:
        return d, None
    w = d.routes[d.winner]
    gpus = f"{w.layout.gpu_count}× {gpu_label(s)}" if w.layout else ""
    phrase = {"api": "the API", "own": f"buying {gpus}", "rent": f"renting {gpus}"}[d.winner]
    lo, hi = w.term_usd_band
    band = f"range {usd(lo)} to {usd(hi)}" if hi > lo * 1.005 else None
    return d, {"phrase": phrase, "term": usd(w.term_usd), "band": band, "month": usd(w.usd_per_month)}


def presenters(qtbot, window, tmp_path, s) -> dict[str, str]:
    """What each presenter shows for ``s``, as flat text."""
    from k3desk.cli.table import result_table
    from k3desk.persistence import save_new
    from k3desk.report import build_report
    from k3desk.ui.dialogs.library_dialog import load_rows
    from k3desk.ui.pdf.export import render_pdf_bytes
    from k3desk.ui.views.compare_view import CompareView
    from k3desk.ui.views.presentation import PresentationPage

    compute(s)
    window.store.set_scenario(s)
    window.store.flush()
    window.verdict.flush()
    page = PresentationPage(window.store)
    qtbot.addWidget(page)
    page.flush_banner()
    view = CompareView([s, default_scenario()])
    qtbot.addWidget(view)
    save_new(s.model_copy(update={"name": "case"}), folder=tmp_path)
    row = next(x for x in load_rows(tmp_path) if x.entry.name == "case")
    pdf = pdf_pages(render_pdf_bytes(build_report(evaluate(s)), lang="en"))
    shown = {
        "verdict": flat(window.verdict.forms()[1]),
        "cards": flat(" | ".join(window.cards.texts().values())),
        "cost_card": flat(window.cards.texts()["cost"]),
        "break_even_card": flat(window.cards.texts()["break_even"]),
        "banner": flat(page.banner_text()),
        "compare_decision": flat(view.cell("decision", 0).text()),
        "compare_term": flat(view.cell("decision_term", 0).text()),
        "compare_break_even": flat(view.cell("break_even", 0).text()),
        "library_cost": flat(row.cost),
        "table": flat(result_table(evaluate(s))).replace("x ", "× "),   # the command line writes 8x for 8×
        "pdf": flat(" ".join(pdf)),
    }
    # last, as it covers the window: the Advisor's reference row (the API for the same volume)
    from PySide6.QtCore import Qt

    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F6)
    qtbot.waitUntil(lambda: window.advisor_page is not None and window.advisor_page.isVisible())
    window.advisor_page.wait_ready()   # the ranking is made off the GUI thread
    window.advisor_page.refresh()
    window.advisor_page.wait_ready()
    t = window.advisor_page.table
    shown["advisor_api"] = flat(" | ".join(t.item(0, c).text() for c in range(t.columnCount()) if t.item(0, c)))
    return shown


@pytest.mark.parametrize("case", list(CASES))
def test_every_presenter_states_the_same_decision(qtbot, window, tmp_path, monkeypatch, case):
    from k3desk.report import figures
    from k3desk.ui.common.formatter import Formatter

    monkeypatch.setenv("K3DESK_CONFIG_DIR", str(tmp_path / "config"))
    s = CASES[case]()
    r = compute(s)
    d, want = expected(s, r)
    shown = presenters(qtbot, window, tmp_path, s)
    library_verdict = Formatter.for_screen("USD").text(figures.library_row(evaluate(s))[0])

    if case == "no_fit":   # the honesty rule: no route is priced, every page says why
        assert not r.fit.usable and d.winner in (None, "api")
        for key in ("verdict", "banner", "table"):
            assert "not fit" in shown[key], key
        for key in ("verdict", "banner", "cards", "table", "library_cost"):
            assert "buying" not in shown[key].lower() and "renting" not in shown[key].lower(), key
        assert shown["library_cost"] == "—" and library_verdict == "Does not fit"
        return

    assert want is not None
    # the same winner, named the same way, with the same whole-fleet amount over the term
    for key in ("verdict", "banner", "table", "pdf"):
        assert want["phrase"] in shown[key], (key, want["phrase"], shown[key][:300])
        assert want["term"] in shown[key], (key, want["term"])
    assert shown["compare_decision"] == want["phrase"]
    assert shown["compare_term"] == want["term"]
    assert want["phrase"] in library_verdict and shown["library_cost"] == want["term"]   # the headline
    # the same range beside the winner's amount, where a range is known
    if want["band"]:
        for key in ("verdict", "table", "pdf"):
            assert want["band"] in shown[key], (key, want["band"])
    # the cost card carries the cheaper self-hosted route's whole fleet and the API, as the decision does
    api = d.routes["api"]
    # and the Advisor sets its options against the same API amounts, month 1 and over the term
    assert usd(api.usd_per_month) in shown["advisor_api"] and usd(api.term_usd) in shown["advisor_api"]
    assert usd(api.usd_per_month) in shown["cost_card"]
    best = min((d.routes[k] for k in ("rent", "own") if d.routes[k].available), key=lambda rt: rt.npv_usd)
    assert usd(best.usd_per_month) in shown["cost_card"]
    if d.winner != "api":
        assert want["month"] in shown["cost_card"]
    # one break-even, the decision's, on the card, in the comparison and in the table
    if d.break_even_tokens_per_month is None:
        assert case == "out_of_reach"
        for key in ("break_even_card", "compare_break_even"):
            assert OUT_OF_REACH in shown[key], key
    else:
        billions = f"{d.break_even_tokens_per_month / 1e9:.2f} B"
        assert billions in shown["break_even_card"] and billions in shown["compare_break_even"]
        assert billions in shown["table"]
    if case == "range_flips":   # the verdict names the input and the value that flips it
        assert not d.holds_across_band and d.flips   # the decision states what flips it
        for key in ("verdict", "table", "pdf"):
            assert "unless" in shown[key], key
    if case == "one_replica":
        assert d.routes[d.winner].replicas == 1 if d.winner != "api" else True
    if case == "buying_two_replicas":
        assert d.winner == "own" and d.routes["own"].replicas == 2


def test_the_cards_explain_the_decisions_figures(window):
    """The cost and break-even tooltips give the decision's formulas (whole fleet, present value over
    the term), not the scenario-only break-even of one rented replica; so does the PDF's formula table."""
    from k3desk.core.explain import decision_explanations
    from k3desk.report.sources import sources_section

    s, r = window.store.scenario, window.store.result
    known = decision_explanations(s, decide(s, r))
    cost, be = window.cards.cards["cost"].toolTip(), window.cards.cards["break_even"].toolTip()
    assert known["decision.usd_per_month"].formula in cost
    assert known["decision.break_even_tokens_per_month"].formula in be
    assert "self-host per month / blended API price per token" not in be
    formulas = [row for block in sources_section([evaluate(s)]).blocks for row in getattr(block, "rows", ())]
    texts = [getattr(cell, "source", "") for row in formulas for cell in row]
    assert known["decision.term_usd"].formula in texts
    assert "self-host per month / blended API price per token" not in texts
