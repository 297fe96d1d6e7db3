"""One source of truth: the same three scenarios through every presenter (window cards, presentation
mode, compare view, the ``k3desk calc`` table, the PDF) say the same verdict; the one that does not
fit is never priced; a break-even one replica cannot carry is worded, never shown as a number.

Scenarios (docs/domain.md §4): Kimi K3 on 8× B300 fits (seed 004); on 8× H200 it does not (it needs at
least 16 H200); on 16× H200 it fits, but one replica cannot carry the break-even volume.
"""

from __future__ import annotations

import pytest

from k3desk.core import compute
from k3desk.core.edit import apply_sets
from k3desk.core.presets import default_scenario
from k3desk.scenarios import load_builtin
from k3desk.session import evaluate
from tests.pdftext import pdf_pages

OUT_OF_REACH = "the API is cheaper at any volume this hardware can carry"


def _fits():
    return default_scenario()


def _no_fit():
    return apply_sets(default_scenario(), ["hardware.gpu=h200", "hardware.gpu_count=8"])


def _out_of_reach():
    return load_builtin("k3-16x-h200")


CASES = {"fits": _fits, "no_fit": _no_fit, "out_of_reach": _out_of_reach}


def _presenters(qtbot, store, scenario) -> dict[str, str]:
    """What each presenter shows for ``scenario``, as plain text."""
    from k3desk.cli.table import result_table
    from k3desk.report import build_report
    from k3desk.ui.pdf.export import render_pdf_bytes
    from k3desk.ui.views.cards import Cards
    from k3desk.ui.views.compare_view import CompareView
    from k3desk.ui.views.presentation import PresentationPage

    compute(scenario)
    cards = Cards()
    qtbot.addWidget(cards)
    cards.set_result(evaluate(scenario))
    store.set_scenario(scenario)
    store.flush()
    page = PresentationPage(store)
    qtbot.addWidget(page)
    view = CompareView([scenario, default_scenario()])
    qtbot.addWidget(view)
    column = "\n".join(view.table.item(r, 0).text() for r in range(view.table.rowCount()) if view.table.item(r, 0))
    pdf = pdf_pages(render_pdf_bytes(build_report(evaluate(scenario)), lang="en"))
    return {
        "cards": " | ".join(cards.texts().values()),
        "presentation": page.banner_text() + " | " + " | ".join(page.cards.texts().values()),
        "compare": column,
        "table": result_table(evaluate(scenario)),
        "pdf": " ".join(pdf[0].split()),
    }


@pytest.mark.parametrize("case", list(CASES))
def test_every_presenter_says_the_same_thing(qtbot, store, case):
    from k3desk.ui.common import fmt

    scenario = CASES[case]()
    r = compute(scenario)
    shown = _presenters(qtbot, store, scenario)
    assert r.fit.usable == (case != "no_fit")
    for name, text in shown.items():
        low = text.lower()
        if r.fit.usable:
            assert "fits" in low and "does not fit" not in low, name
        else:
            assert "does not fit" in low, name
            # no self-hosting price, no break-even and no speed for what does not run
            for usd in (r.cost.self_host_usd_per_month, r.cost.self_host_total_usd_per_month):
                assert fmt.usd(usd) not in text and f"US$ {usd:,.0f}" not in text, name
            assert fmt.tokens_per_s(r.throughput.decode_per_sequence.value) not in text, name
            # and what would fit instead: at least 16 H200 (seed 004)
            assert f"{r.fit.min_deployable_gpus}× H200" in text.replace("x H200", "× H200"), name
            assert r.fit.min_deployable_gpus >= 16
        if case == "out_of_reach":
            assert OUT_OF_REACH in " ".join(text.split()), name
            assert fmt.tokens(r.cost.break_even_tokens_per_month) not in text, name
