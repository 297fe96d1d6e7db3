"""Compare view: names as columns, best / worst highlighting, chart items filled from the results,
adding and removing scenarios (at most four)."""

from __future__ import annotations

import numpy as np
import pytest

from k3desk.core import compute
from k3desk.core.money.decision import decide
from k3desk.scenarios import load_builtin
from tests.pdftext import pdf_pages

IDS = ("k3-8x-b300", "k3-16x-h200", "k3-32x-h100")


@pytest.fixture
def scenarios():
    return [load_builtin(i) for i in IDS]


@pytest.fixture
def view(qtbot, scenarios, en_locale):
    from k3desk.ui.views.compare_view import CompareView

    v = CompareView(scenarios)
    qtbot.addWidget(v)
    return v


def test_three_scenarios_show_their_names(view, scenarios):
    assert view.names() == [s.name for s in scenarios]
    assert view.table.columnCount() == 3


def test_unreachable_break_even_is_worded_not_ranked(view, scenarios):
    results = [compute(s) for s in scenarios]
    for i, (s, r) in enumerate(zip(scenarios, results, strict=False)):
        text = view.cell("break_even", i).text()
        if decide(s, r).break_even_reachable:   # the decision's one break-even (buying or renting, whole fleet)
            assert text[0].isdigit()
        else:   # a break-even out of reach is never a bare number, and never "best"
            assert text == "the API is cheaper at any volume this hardware can carry"
            assert i not in view.best["break_even"]


def test_best_break_even_is_highlighted(qtbot, en_locale):
    from k3desk.core.presets import default_scenario
    from k3desk.ui.views.compare_view import CompareView

    # out of reach; reachable: buying wins on 8x B300, one bought replica costs US$ 13,281 a month
    # (US$ 530,000 amortised over 48 months plus power) against US$ 5.40 per million tokens: 2.46 B
    scenarios = [load_builtin("k3-16x-h200"), default_scenario()]
    v = CompareView(scenarios)
    qtbot.addWidget(v)
    assert v.best["break_even"] == {1}
    cell = v.cell("break_even", 1)
    assert cell.font().bold() and cell.toolTip() == "Best of the compared scenarios"
    assert cell.text().startswith("2.46")


def test_rankings_follow_direction_and_ties(view):
    # fewer GPUs is better; more tokens/s per user is better; all fit -> no highlight at all
    assert view.best["gpus"] == {0} and view.worst["gpus"] == {2}
    assert view.best["tps_user"] == {0}
    assert view.best["fits"] == set() and view.worst["fits"] == set()
    assert view.best["api"] == set()            # same model, same API bill


def test_rank_helper():
    from k3desk.report.comparison import rank

    assert rank([3, 1, 2], "min", [True] * 3) == ({1}, {0})
    assert rank([3, 1, 3], "max", [True] * 3) == ({0, 2}, {1})
    assert rank([1, 1], "min", [True] * 2) == (set(), set())
    # only a configuration that fits and is deployable can be best, however cheap the other looks
    assert rank([5, None], "min", [True, False]) == ({0}, set())
    assert rank([9, 5], "min", [True, False]) == ({0}, set())
    assert rank([1.0, 0.0], "fits", [True, False]) == ({0}, {1})


def test_charts_hold_one_bar_and_curve_per_scenario(view, scenarios):
    results = [compute(s) for s in scenarios]
    # the window's own charts, one series per scenario
    widths = view.vram.bars["weights"].opts["width"]
    assert np.allclose(widths, [r.fit.fill.weights / 1e9 for r in results])
    x, y = view.cost.host_curves[0].getData()
    assert np.allclose(10 ** x[::2], results[0].curves.tokens_per_month)
    assert view.cost.host_curves[3].getData()[0] is None or len(view.cost.host_curves[3].getData()[0]) == 0
    # same API prices for all three: the API line is drawn once
    drawn = [c for c in view.cost.api_curves if c.getData()[0] is not None and len(c.getData()[0])]
    assert len(drawn) == 1
    # break-even dots only where the decision has one (the cheaper self-hosted route meets the API)
    assert len(view.cost.break_points.data) == sum(
        decide(s, r).break_even_tokens_per_month is not None for s, r in zip(scenarios, results, strict=False))


def test_add_and_remove_up_to_four(view):
    assert view.add_scenario(load_builtin("deepseek-v3-8x-h200"))
    assert not view.add_scenario(load_builtin("k3-1m-context"))   # four is the limit
    assert view.table.columnCount() == 4 and not view.b_file.isEnabled()
    # different models: chart labels name the model too
    assert "DeepSeek" in view.short_label(3) and "Kimi K3" in view.short_label(0)
    view.remove_column(1)
    assert view.names()[1] == "Kimi K3 · 32× H100"
    assert view.table.columnCount() == 3


def test_add_current_from_store(qtbot, store, en_locale):
    from k3desk.ui.views.compare_view import CompareView

    v = CompareView([load_builtin("k3-16x-h200")], store=store)
    qtbot.addWidget(v)
    v.b_current.click()
    assert v.names() == ["Kimi K3 · 16× H200", store.scenario.name]


def test_export_comparison_pdf_from_the_window(view, scenarios, qtbot, tmp_path):
    """The compare window writes the same comparison report as ``k3desk report A B C``, under the
    names the user gave the scenarios."""
    out = tmp_path / "cmp.pdf"
    job = view.export_pdf(str(out))
    qtbot.waitUntil(lambda: job not in view._jobs, timeout=30000)   # the job leaves the list when done
    text = " ".join(" ".join(p.split()) for p in pdf_pages(out))
    assert "Self-hosting comparison report" in text
    for s in scenarios:
        assert s.name in text


def test_export_button_asks_where_and_writes_the_pdf(view, scenarios, qtbot, tmp_path, monkeypatch):
    """The real "Export Comparison PDF…" button: its clicked(bool) never lands in the path argument."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QFileDialog

    out = tmp_path / "from-button"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    qtbot.mouseClick(view.b_pdf, Qt.MouseButton.LeftButton)
    assert view._jobs, "the button started no export"
    qtbot.waitUntil(lambda: not view._jobs, timeout=30000)
    written = tmp_path / "from-button.pdf"
    text = " ".join(" ".join(p.split()) for p in pdf_pages(written))
    assert all(s.name in text for s in scenarios)


def test_the_view_names_the_overall_winner_above_the_table(view, scenarios):
    """The same sentence as the comparison report (report.comparison.overall_winner), on the basis each
    verdict states: the scenario whose winning route has the lowest total over the term."""
    totals = [decide(s, compute(s)).routes[decide(s, compute(s)).winner].term_usd for s in scenarios]
    best = totals.index(min(totals))
    assert view.winner.isVisibleTo(view)
    assert view.winner.text().startswith(f"The cheapest of the three is {chr(65 + best)} ")
    view.remove_column(2)
    assert view.winner.text().startswith("The cheapest of the two is ")
    view.remove_column(1)
    assert not view.winner.isVisibleTo(view)
