"""The Advisor on the decision: the API's cost for the same volume as a reference row that is no
option, ranking per month or over the term, the decision's money basis (a rental abroad carries IOF
for a Brazilian buyer, owned hardware does not, so the table and the cost card agree after "Use
this"), and a mark on amounts whose price the catalog derived or could not verify.

Expected figures are derived from the catalog and the scenario's inputs (domain notes: the API's
blended price per token, the rental per GPU-hour, the purchase per GPU and its server share), not
copied from the page."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from k3desk.ui.common import fmt
from k3desk.ui.views.advisor_view import MONTH, TERM

BR = {"pricing.currency": "BRL", "taxes.jurisdiction": "BR", "finance.start_month": "2026-01"}


def _open(window, qtbot):
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F6)
    qtbot.waitUntil(lambda: window.advisor_page is not None and window.advisor_page.isVisible())
    window.advisor_page.wait_ready()   # the ranking is made off the GUI thread
    return window.advisor_page


def _edit(window, page, edits):
    window.store.apply(edits)
    window.store.flush()
    page.refresh()
    page.wait_ready()


def _row_of(page, gpu: str, ownership: str) -> int:
    """The table row of the first shown option of this GPU and ownership (row 0 is the API's)."""
    for i, p in enumerate(page.rows[:10]):
        if (p.option.gpu, p.option.ownership) == (gpu, ownership):
            return i + page._reference
    raise AssertionError(f"no {ownership} {gpu} option among the ten shown")


def _owned_row(page, flagged: bool) -> int:
    """The table row of the first shown owned option whose purchase price is (or is not) flagged."""
    for i, p in enumerate(page.rows[:10]):
        if p.option.ownership == "own" and (page._flag(p) is not None) == flagged:
            return i + page._reference
    raise AssertionError(f"no owned option {'with' if flagged else 'without'} a flagged price among the ten shown")


def _click(qtbot, table, row: int, col: int = 0, double: bool = False):
    pos = table.visualRect(table.model().index(row, col)).center()
    (qtbot.mouseDClick if double else qtbot.mouseClick)(table.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def _api_usd_per_month(s, cat) -> float:
    """The catalog's list prices blended by the workload (domain notes §6), before any tax."""
    w, p = s.workload, cat.api_prices[s.model.id]
    per_mtok = (w.input_share * (w.cache_hit_rate * p.cached_input + (1 - w.cache_hit_rate) * p.input)
                + (1 - w.input_share) * w.reasoning_multiplier * p.output)
    return w.tokens_per_month / 1e6 * per_mtok


def test_api_reference_row_shows_the_api_for_the_same_volume(window, qtbot):
    page = _open(window, qtbot)
    _edit(window, page, BR)
    s, cat = window.store.scenario, window.store.catalog
    assert s.workload.volume_growth_per_month == 0 and s.pricing.api_price_change_per_year == 0
    # paid abroad by a Brazilian buyer: the import-service taxes, 1.4866x in 2026 (the tax reference's worked
    # example), 1.3632x from 2027, when the creditable CBS replaces PIS/COFINS (the same example without them)
    base = _api_usd_per_month(s, cat)
    month = base * 1.4866286
    rate = s.pricing.brl_per_usd
    api = window.store.evaluation.full_decision.routes["api"]   # the decision's API route, as the verdict weighs it
    assert page.api == (api.usd_per_month, api.term_usd, api.npv_usd)
    term = base * (12 * 1.4866286 + (s.pricing.horizon_months - 12) * 1.3632)
    assert page.api == pytest.approx((month, term, term), rel=1e-4)   # no discount rate: the present value is the total
    t = page.table
    assert "API" in t.item(0, 0).text()
    assert t.item(0, MONTH).text() == fmt.brl(month * rate)
    assert t.item(0, TERM).text() == fmt.brl(page.api[1] * rate)
    # a reference, not an option: it cannot be selected, and clicking it applies nothing
    assert not t.item(0, 0).flags() & Qt.ItemFlag.ItemIsSelectable
    before = window.store.scenario
    _click(qtbot, t, 0)
    assert 0 not in [i.row() for i in t.selectionModel().selectedRows()]
    _click(qtbot, t, 0, double=True)
    window.store.flush()
    assert window.store.scenario == before
    assert page.selected_option() is page.rows[0].option   # the first option stays the one "Use this" applies


def test_no_api_price_says_so_in_the_reference_row(window, qtbot):
    page = _open(window, qtbot)
    store = window.store
    store.set_model("kimi-linear-48b-a3b")
    _edit(window, page, {"pricing.api_input_per_mtok": None, "pricing.api_cached_input_per_mtok": None,
                         "pricing.api_output_per_mtok": None})   # prices set back to unknown
    store.flush()
    page.refresh()
    page.wait_ready()
    assert page.api is None and page.rows
    t = page.table
    assert t.item(0, MONTH) is None and t.item(0, TERM) is None   # no amount, never zero
    assert "No API price is known" in t.item(0, 1).text()
    assert "API is cheaper" not in page.answer.text()
    assert t.item(1, 0).text().startswith(f"{page.rows[0].option.gpu_count}×")


def test_an_api_left_out_by_residency_is_named_so_and_never_cheaper(window, qtbot):
    """At 100 M tokens a month the API costs less than any option; with the data kept in Brazil the
    decision leaves the API and renting abroad out: the reference row says so and why, with no amount,
    the answer names the cheapest option, and no rented option is offered."""
    page = _open(window, qtbot)
    _edit(window, page, {**BR, "workload.tokens_per_month": 1e8})
    assert page.answer.text().startswith("The API is cheaper for this volume")   # before the rule
    _edit(window, page, {"constraints.data_in_brazil": True})
    assert window.store.evaluation.full_decision.routes["api"].reason == "data_abroad"
    t = page.table
    assert page.api is None
    assert t.item(0, 1).text() == "left out: data must stay in Brazil"
    assert t.item(0, MONTH) is None and t.item(0, TERM) is None   # no amount for a route not weighed
    assert "API is cheaper" not in page.answer.text() and page.answer.text().startswith("Cheapest that meets")
    assert page.rows and all(p.option.ownership == "own" for p in page.rows)
    assert page.dropped.text().splitlines()[1].startswith("Renting abroad is left out: data must stay in Brazil")


def test_rank_by_the_term_reorders_the_table(window, qtbot):
    """Over a 12-month term with nothing back at the end, buying pays the whole purchase: by the month
    (amortised over 4 years) buying is cheapest, over the term renting is."""
    page = _open(window, qtbot)
    _edit(window, page, {"pricing.horizon_months": 12, "hardware.resale_percent": 0})
    s, cat = window.store.scenario, window.store.catalog
    assert page.ranked_by() == "usd_per_month" and page.rows[0].option.ownership == "own"
    by_month = [p.option for p in page.rows[:10]]
    page.rank.setCurrentIndex(page.rank.findText("cost over the term"))
    page.wait_ready()
    assert page.ranked_by() == "term_usd"
    terms = [p.term_usd for p in page.rows]
    assert terms == sorted(terms) and [p.option for p in page.rows[:10]] != by_month
    first = page.rows[0].option
    assert first.ownership == "rent"
    price = cat.gpu_prices[first.gpu].typical     # catalog US$ per GPU-hour
    expected = first.gpu_count * first.replicas * price * s.pricing.hours_per_month * 12
    assert page.rows[0].term_usd == pytest.approx(expected)
    flag = "≈ " if page._flag(page.rows[0]) is not None else ""   # an unverified rental is marked
    assert page.table.item(1, TERM).text() == flag + fmt.usd(expected)
    assert page.table.item(1, 0).text().startswith(f"{first.gpu_count}×")
    assert "over 12 months" in page.answer.text() and "Over 12 months" in page.table.horizontalHeaderItem(TERM).text()
    # an owned option: the whole purchase (GPU and the rest of the server) in the term, a 48th of it a month
    own = next(p for p in page.rows if p.option.ownership == "own" and p.option.gpu == "mi300x")
    g = cat.gpus["mi300x"]
    purchase = own.option.gpu_count * own.option.replicas * g.purchase_price_usd * (1 + g.server_share)
    assert own.term_usd - 12 * own.usd_per_month == pytest.approx(purchase * (1 - 12 / 48))
    page.rank.setCurrentIndex(0)
    page.wait_ready()
    assert [p.option for p in page.rows[:10]] == by_month


def test_owned_option_reads_the_same_in_the_advisor_and_on_the_cost_card(window, qtbot):
    """In reais for a Brazilian buyer, a bought option carries no IOF: the Advisor's amount is the one
    the window's cost card shows once the option is applied through "Use this"."""
    page = _open(window, qtbot)
    _edit(window, page, BR)
    s = window.store.scenario
    row = _owned_row(page, flagged=False)
    o = page.rows[row - page._reference].option
    shown = page.table.item(row, MONTH).text()
    assert not shown.startswith("≈")   # a sourced street price, no mark
    _click(qtbot, page.table, row)
    assert page.selected_option() is o
    qtbot.mouseClick(page.use, Qt.MouseButton.LeftButton)
    window.store.flush()
    assert (window.store.scenario.hardware.gpu.id, window.store.scenario.hardware.ownership) == (o.gpu, "own")
    qtbot.mouseClick(page.back, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.normal_page)
    name, amount = window.cards.cards["cost"].rows["selfhost"]
    assert name.text() == "Buying" and amount.text() == shown
    # and it is the exchange rate on the US$ amount, with no IOF
    assert shown == fmt.brl(o.usd_per_month * s.pricing.brl_per_usd)
    assert fmt.brl(o.usd_per_month * s.pricing.brl_per_usd * (1 + s.pricing.iof_percent / 100)) != shown


def test_a_rental_abroad_carries_the_taxes_on_imported_services(window, qtbot):
    page = _open(window, qtbot)
    _edit(window, page, {**BR, "hardware.ownership": "rent"})
    page.ownership.setCurrentIndex(1)   # rent only
    page.refresh()
    page.wait_ready()
    s, cat = window.store.scenario, window.store.catalog
    assert all(p.option.ownership == "rent" for p in page.rows)
    p = next(p for p in page.rows[:10] if page._flag(p) is None)
    o = p.option
    usd = o.gpu_count * o.replicas * cat.gpu_prices[o.gpu].typical * s.pricing.hours_per_month
    row = page.rows.index(p) + 1
    assert page.table.item(row, MONTH).text() == fmt.brl(usd * 1.4866286 * s.pricing.brl_per_usd)   # taxes abroad


def test_a_derived_or_unverified_price_is_marked(window, qtbot):
    page = _open(window, qtbot)
    cat = window.store.catalog
    assert "UNVERIFIED" in cat.gpus["mi325x"].purchase_source   # the catalog says so
    assert "UNVERIFIED" not in cat.gpus["mi300x"].purchase_source.upper()
    flagged, sourced = _owned_row(page, flagged=True), _owned_row(page, flagged=False)
    for col in (MONTH, TERM):
        assert page.table.item(flagged, col).text().startswith("≈")
        assert "≈" not in page.table.item(sourced, col).text()
    tip = page.table.item(flagged, MONTH).toolTip()
    gpu = page.rows[flagged - page._reference].option.gpu
    assert "UNVERIFIED" in cat.gpus[gpu].purchase_source                                  # the catalog says so
    assert "Unverified purchase price" in tip and cat.gpus[gpu].purchase_source[:40] in tip   # names the source
    assert "≈" in page.summary.text()
    # a rental derived from other figures: no public MI350X rental price, it is priced like the MI355X;
    # the B300's is the median of its dated quotes
    assert cat.gpu_prices["mi350x"].source.startswith("derived") and len(cat.gpu_prices["b300"].quotes) >= 3
    page.ownership.setCurrentIndex(1)   # rent only
    page.vendor_boxes["apple"].setChecked(False)
    page.refresh()
    page.wait_ready()
    mi350x = [p for p in page.rows if p.option.gpu == "mi350x"]
    assert mi350x and all(page._flag(p) is not None for p in mi350x)
    for gpu in ("h100-sxm", "b300"):
        quoted = [p for p in page.rows if p.option.gpu == gpu]
        assert quoted and all(page._flag(p) is None for p in quoted), gpu


def test_answer_says_when_the_api_is_cheaper_than_every_option(window, qtbot):
    page = _open(window, qtbot)
    _edit(window, page, {"workload.tokens_per_month": 1e8})   # a hundred million tokens a month
    s, cat = window.store.scenario, window.store.catalog
    api_month = _api_usd_per_month(s, cat)
    for by in (0, 1):
        page.rank.setCurrentIndex(by)
        page.wait_ready()
        reference = api_month * (s.pricing.horizon_months if by else 1)
        assert all(p.cost(page.ranked_by()) > reference for p in page.rows)
        assert page.answer.text().startswith("The API is cheaper for this volume: " + fmt.usd(reference))
    _edit(window, page, {"workload.tokens_per_month": 1e10})
    assert page.answer.text().startswith("Cheapest over 36 months that meets the need")


def test_in_reais_the_budget_and_the_chart_axis_are_in_reais_too(window, qtbot):
    """The review found the Advisor's table in R$ beside a budget field and a chart axis in US$."""
    page = _open(window, qtbot)
    _edit(window, page, {"pricing.currency": "BRL", "pricing.brl_per_usd": 5.4})
    assert "R$" in page.form_labels[2].text() and "US$" not in page.form_labels[2].text()
    assert page.chart.plot_item.getAxis("bottom").labelText.startswith("R$")
    page.budget.setValue(540_000)                     # R$ 540.000 a month is US$ 100,000 at 5.40
    assert abs(page.constraints().max_usd_month - 100_000) < 1
    _edit(window, page, {"pricing.currency": "USD"})
    assert "US$" in page.form_labels[2].text()
    assert page.chart.plot_item.getAxis("bottom").labelText.startswith("US$")
