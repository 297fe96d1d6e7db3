"""Compare view: names as columns, best / worst highlighting, chart items filled from the results,
adding and removing scenarios (at most four)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from k3desk.core import compute
from k3desk.scenarios import load_builtin

IDS = ("k3-8x-b300", "k3-16x-h200", "k3-32x-h100")


@pytest.fixture
def scenarios():
    return [load_builtin(i) for i in IDS]


@pytest.fixture
def view(qtbot, scenarios, en_locale):
    from k3desk.ui.compare_view import CompareView

    v = CompareView(scenarios)
    qtbot.addWidget(v)
    return v


def test_three_scenarios_show_their_names(view, scenarios):
    assert view.names() == [s.name for s in scenarios]
    assert view.table.columnCount() == 3


def test_best_break_even_is_highlighted(view, scenarios):
    be = [compute(s).cost.break_even_tokens_per_month for s in scenarios]
    best = min(range(3), key=lambda i: be[i])
    worst = max(range(3), key=lambda i: be[i])
    assert view.best["break_even"] == {best} and view.worst["break_even"] == {worst}
    cell = view.cell("break_even", best)
    assert cell.font().bold() and cell.toolTip() == "Best of the compared scenarios"
    assert not view.cell("break_even", worst).font().bold()
    assert "Worst" in view.cell("break_even", worst).toolTip()
    assert cell.text().startswith("8")         # 7.98 B tokens per month for K3 on 8x B300


def test_rankings_follow_direction_and_ties(view):
    # fewer GPUs is better; more tokens/s per user is better; all fit -> no highlight at all
    assert view.best["gpus"] == {0} and view.worst["gpus"] == {2}
    assert view.best["tps_user"] == {0}
    assert view.best["fits"] == set() and view.worst["fits"] == set()
    assert view.best["api"] == set()            # same model, same API bill


def test_rank_helper():
    from k3desk.ui.compare_view import rank

    assert rank([3, 1, 2], "low") == ({1}, {0})
    assert rank([3, 1, 3], "high") == ({0, 2}, {1})
    assert rank([1, 1], "low") == (set(), set())
    assert rank([1.0, math.inf], "low") == ({0}, {1})     # "never breaks even" is the worst


def test_charts_hold_one_bar_and_curve_per_scenario(view, scenarios):
    results = [compute(s) for s in scenarios]
    heights = view.bars["weights"].opts["height"]
    assert np.allclose(heights, [r.fit.fill.weights / 1e9 for r in results])
    x, y = view.host_curves[0].getData()
    assert np.allclose(10 ** x, results[0].curves.tokens_per_month)
    assert view.host_curves[3].getData()[0] is None or len(view.host_curves[3].getData()[0]) == 0
    # same API prices for all three: the API line is drawn once
    drawn = [c for c in view.api_curves if c.getData()[0] is not None and len(c.getData()[0])]
    assert len(drawn) == 1
    assert len(view.break_points.data) == 3


def test_add_and_remove_up_to_four(view):
    assert view.add_scenario(load_builtin("deepseek-v3-8x-h200"))
    assert not view.add_scenario(load_builtin("k3-1m-context"))   # four is the limit
    assert view.table.columnCount() == 4 and not view.b_file.isEnabled()
    # different models: chart labels name the model too
    assert "DeepSeek" in view.short_label(3) and "\n" in view.short_label(0)
    view.remove_column(1)
    assert view.names()[1] == "Kimi K3 · 32× H100"
    assert view.table.columnCount() == 3


def test_add_current_from_store(qtbot, store, en_locale):
    from k3desk.ui.compare_view import CompareView

    v = CompareView([load_builtin("k3-16x-h200")], store=store)
    qtbot.addWidget(v)
    v.b_current.click()
    assert v.names() == ["Kimi K3 · 16× H200", store.scenario.name]
