"""The contract-term chart: the three cumulative lines the core computes, the payback marked, hover
values, no new items on update, drawn only while visible; the window tab and presentation key."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from k3desk.core import compute
from k3desk.core.edit import apply_sets
from k3desk.core.presets import default_scenario
from k3desk.session import evaluate
from k3desk.ui.charts import TermChart

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

OWNED = ["hardware.ownership=own", "hardware.purchase_price_per_gpu=53000", "hardware.hosting_per_gpu_month=500",
         "workload.tokens_per_month=30e9"]


@pytest.fixture
def chart(qtbot):
    c = TermChart()
    qtbot.addWidget(c)
    c.resize(700, 400)
    c.show()
    return c


def test_lines_are_the_core_term_and_payback_is_marked(chart):
    s = apply_sets(default_scenario(), OWNED)
    r = compute(s)
    chart.set_result(evaluate(s))
    got = chart.series()
    assert got["months"] == list(range(37))
    # the decision's whole fleet: the legacy term's lines, and in the last month the owned fleet comes
    # back at its remaining book value (straight line over 4 years: 12 of 48 months left)
    fleet = r.cost.replicas
    purchase = fleet * 8 * 53_000 * (1 + s.hardware.server_share) * (1 + s.hardware.import_duty_percent / 100)
    assert got["own"][:-1] == pytest.approx(list(r.term.own[:-1]))
    assert got["own"][-1] == pytest.approx(r.term.own[-1] - purchase * 12 / 48)
    assert got["api"] == pytest.approx(list(r.term.api))
    assert got["payback"] == [r.term.payback_own_vs_api]   # the resale comes after the payback month
    m = r.term.payback_own_vs_api
    assert chart.payback_line.isVisible() and chart.payback_line.value() == m


def test_reais_use_the_exchange_rate_only_since_iof_is_in_the_curves(chart):
    s = apply_sets(default_scenario(), [*OWNED, "pricing.currency=BRL", "pricing.brl_per_usd=5"])
    r = compute(s)
    chart.set_result(evaluate(s))
    assert chart.series()["own"][:-1] == pytest.approx([v * 5 for v in r.term.own[:-1]])
    assert chart.series()["api"] == pytest.approx([v * 5 for v in r.term.api])  # IOF already inside


def test_updates_add_no_items_and_hover_names_the_month(chart):
    s = apply_sets(default_scenario(), OWNED)
    chart.set_result(evaluate(s))
    n = chart.item_count()
    for tokens in (5e9, 50e9, 1e9):
        s2 = apply_sets(s, [f"workload.tokens_per_month={tokens}"])
        chart.set_result(evaluate(s2))
    assert chart.item_count() == n
    html = chart.hover.show_at(12.2, 0)
    assert "12" in html and "API" in html


def test_hidden_chart_waits_until_shown(qtbot):
    c = TermChart()
    qtbot.addWidget(c)
    s = default_scenario()
    c.set_result(evaluate(s))
    assert c.pending() and c.series()["months"] == []
    c.show()
    assert not c.pending() and len(c.series()["months"]) == 37


def test_not_fitting_configuration_draws_no_cost(chart):
    s = apply_sets(default_scenario(), ["hardware.gpu=h100-sxm", "hardware.gpu_count=8"])
    chart.set_result(evaluate(s))
    assert chart.series()["rent"] == [] and not chart.payback_line.isVisible()


def test_window_shows_the_term_beside_the_monthly_cost(window, qtbot):
    assert window.charts.slot("term").built is None   # behind its tab: not built at start
    assert window.cost_tabs.indexOf(window.charts.slot("term")) == 1
    assert window.cost_tabs.indexOf(window.charts.slot("cost")) == 0
    window.store.set_field("workload.tokens_per_month", 20e9)
    window.store.flush()
    window.cost_tabs.setCurrentIndex(1)
    term = window.charts.slot("term").built   # built when shown, with the latest result
    assert term is not None and term.isVisible()
    qtbot.waitUntil(lambda: not term.pending())
    assert term.series()["api"][-1] == pytest.approx(window.store.result.term.api[-1])


def test_presentation_key_t_shows_the_contract_term(window, qtbot):
    window.activateWindow()
    window.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: window.is_presentation())
    page = window.presentation_page
    assert not page.showing_term()
    page.stepper.setFocus()
    qtbot.keyClick(page.stepper, Qt.Key.Key_T)
    assert page.showing_term() and page.charts["term"].isVisible()
    qtbot.keyClick(page.stepper, Qt.Key.Key_T)
    assert not page.showing_term()


def test_legend_lists_the_payback_only_when_one_is_drawn(chart):
    """No payback marker, no "Payback" legend entry: the legend says owning does not pay back."""
    s = apply_sets(default_scenario(), OWNED)
    chart.set_result(evaluate(s))
    assert "Payback" in chart.legend_label.text()
    never = apply_sets(default_scenario(), [*OWNED[:-1], "workload.tokens_per_month=1e9"])  # the API stays cheaper
    r = compute(never)
    assert r.term.payback_own_vs_api is None
    chart.set_result(evaluate(never))
    legend = chart.legend_label.text()
    assert "Payback" not in legend and "not&nbsp;pay&nbsp;back" in legend
    assert not chart.payback_line.isVisible()


def test_the_chart_shows_cumulative_cash_nominal_or_discounted(chart, qtbot):
    """Discounted: month m's cash divided by (1 + rate)^(m / 12) before it is added up; the payback
    marker follows the same basis; without a rate the box is disabled (nothing to discount)."""
    s = apply_sets(default_scenario(), OWNED)
    chart.set_result(evaluate(s))
    assert not chart.discounted.isEnabled() and chart.series()["basis"] == ["nominal"]
    s = apply_sets(s, ["finance.discount_rate_per_year=0.15"])
    chart.set_result(evaluate(s))
    nominal = chart.series()
    assert chart.discounted.isEnabled() and nominal["basis"] == ["nominal"]
    chart.discounted.setChecked(True)
    qtbot.waitUntil(lambda: chart.series()["basis"] == ["discounted"])
    got = chart.series()
    flows = [b - a for a, b in zip([0.0, *nominal["api"][:-1]], nominal["api"], strict=True)]
    want, total = [], 0.0
    for m, f in enumerate(flows):
        total += f / 1.15 ** (m / 12)
        want.append(total)
    assert got["api"] == pytest.approx(want)
    assert got["api"][-1] < nominal["api"][-1]
    assert "today" in chart.title_label.text()
