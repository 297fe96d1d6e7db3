"""The latency chart: the evaluation's first-token curves against load (the median under the targets'
percentile, the band around it), the target line, the scenario's marker; no new items on update, drawn only
while visible, nothing for what does not run; the window's tab and the workload panel's fields."""

from __future__ import annotations

import math

import pytest

from k3desk.core.edit import apply_sets
from k3desk.core.presets import default_scenario
from k3desk.core.speed import calibration as cal
from k3desk.session import evaluate
from k3desk.ui.charts import LatencyChart

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

LOADED = ["workload.peak_requests_per_second=4", "constraints.ttft_p99_s=1.5"]


@pytest.fixture
def chart(qtbot):
    c = LatencyChart()
    qtbot.addWidget(c)
    c.resize(700, 400)
    c.show()
    return c


def test_curves_are_the_evaluations_and_the_target_is_drawn(chart):
    ev = evaluate(apply_sets(default_scenario(), LOADED))
    chart.set_result(ev)
    got, curve, lat = chart.series(), ev.latency_curve(), ev.latency()
    assert got["rates"] == pytest.approx(curve["rates"]) and got["upper"] == pytest.approx(curve["ttft"][99.0])
    assert all(m <= u for m, u in zip(got["median"], got["upper"], strict=True))
    band = math.exp(cal.BAND_LATENCY)
    assert got["band_high"] == pytest.approx([u * band for u in got["upper"]])
    assert got["target"] == [1.5] and chart.target_line.isVisible()
    assert chart.target_line.value() == pytest.approx(math.log10(1.5))
    # what the fleet is sized for: the target less the first token's median leave-one-out error
    sized = 1.5 / (1 + cal.LOO_LATENCY_P50_ERROR)
    assert got["sized"] == pytest.approx([sized]) and chart.sized_line.isVisible()
    assert chart.sized_line.value() == pytest.approx(math.log10(sized))
    assert got["mark"] == pytest.approx([lat.rate, lat.ttft[99.0]]) and lat.ttft[99.0] <= sized * (1 + 1e-6)


def test_updates_add_no_items_and_hover_names_the_rate(chart):
    s = apply_sets(default_scenario(), LOADED)
    chart.set_result(evaluate(s))
    n = chart.item_count()
    for rate in (1, 8, 0.5):
        chart.set_result(evaluate(apply_sets(s, [f"workload.peak_requests_per_second={rate}"])))
    assert chart.item_count() == n
    html = chart.hover.show_at(0.5, 0)
    assert "requests a second" in html and "p99" in html


def test_hidden_chart_waits_until_shown(qtbot):
    c = LatencyChart()
    qtbot.addWidget(c)
    c.set_result(evaluate(apply_sets(default_scenario(), LOADED)))
    assert c.pending() and c.series()["rates"] == []
    c.show()
    assert not c.pending() and c.series()["rates"]


def test_what_does_not_run_draws_nothing(chart):
    chart.set_result(evaluate(apply_sets(default_scenario(), ["hardware.gpu_count=2"])))
    assert chart.series()["rates"] == [] and not chart.target_line.isVisible() and not chart.sized_line.isVisible()


def test_the_window_has_the_tab_and_the_panel_sets_the_load(qtbot):
    from k3desk.ui.shell.store import ScenarioStore
    from k3desk.ui.views.main_window import MainWindow

    store = ScenarioStore(default_scenario())
    w = MainWindow(store, settings=None)
    qtbot.addWidget(w)
    assert w.cost_tabs.count() == 3 and w.cost_tabs.tabText(2) == "Latency under load"
    workload = w.workload_panel
    workload.peak_rate.edit.setText("3")
    workload.peak_rate._finish()
    store.flush()
    assert store.scenario.workload.peak_requests_per_second == 3
    workload.peak_rate.edit.setText("")
    workload.peak_rate._finish()
    store.flush()
    assert store.scenario.workload.peak_requests_per_second is None   # empty: from the monthly volume
