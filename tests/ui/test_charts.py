"""Charts: the data each chart draws matches the Result, updates never add items, hover and themes work,
and thousands of updates with repaints do not crash (the PySide6 6.12 + CPython 3.11 abort guard)."""

from __future__ import annotations

import math
import os
import tempfile

from k3desk.session import evaluate

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # tests/conftest.py sets these; keep the module
os.environ.setdefault("K3DESK_CONFIG_DIR", tempfile.mkdtemp(prefix="k3desk-test-charts-"))  # runnable alone

import pytest  # noqa: E402
from PySide6.QtCore import QLocale  # noqa: E402

from k3desk.core import compute  # noqa: E402
from k3desk.core.catalog import load_catalog  # noqa: E402
from k3desk.core.edit import set_path  # noqa: E402
from k3desk.core.money.decision import decide  # noqa: E402
from k3desk.core.presets import build_scenario, default_scenario  # noqa: E402
from k3desk.core.scenario import Scenario  # noqa: E402
from k3desk.ui.charts import BatchChart, CostChart, VramChart  # noqa: E402
from k3desk.ui.charts.common import fmt_compact, fmt_money  # noqa: E402

# the offscreen platform warns once per shown top-level widget; any other Qt warning is a failure
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _k3_on_8_b200() -> Scenario:
    """Kimi K3 on 8x B200: does not fit. Built from the catalog when it lists the B200, else from
    the B300 entry with the B200's 180 GB (the only figure the fit depends on here)."""
    if "b200" in load_catalog().gpus:
        return build_scenario("kimi-k3", "b200", 8)
    s = default_scenario()
    gpu = s.hardware.gpu.model_copy(update={"id": "b200", "name": "NVIDIA B200", "memory_gb": 180.0})
    data = s.model_dump()
    data["hardware"]["gpu"] = gpu.model_dump()
    data["name"] = "Kimi K3 on 8x B200"
    return Scenario.model_validate(data)


def _dense() -> Scenario:
    return set_path(default_scenario(), "model", "llama-3.1-405b")


@pytest.fixture(scope="module")
def cases():
    out = {}
    for name, s in (("default", default_scenario()), ("b200", _k3_on_8_b200()), ("dense", _dense())):
        out[name] = evaluate(s)
    assert out["default"].result.fit.fits and not out["b200"].result.fit.fits
    return out


@pytest.fixture
def charts(qtbot):
    made = [VramChart(), CostChart(), BatchChart()]
    for c in made:
        qtbot.addWidget(c)
        c.resize(900, 420)
        c.show()
    return made


def _close(a, b):
    assert len(a) == len(b)
    for x, y in zip(a, b, strict=False):
        assert math.isclose(x, y, rel_tol=1e-9, abs_tol=1e-9), (x, y)


# ---- values --------------------------------------------------------------------------------------

@pytest.mark.parametrize("case", ["default", "b200"])
def test_vram_series_match_fill(cases, charts, case):
    s, r = cases[case].scenario, cases[case].result
    vram = charts[0]
    vram.set_result(evaluate(s))
    f, got = r.fit.fill, vram.series()
    for key in ("weights", "kv_cache", "state", "activations", "overhead", "capacity", "physical"):
        _close(got[key], [getattr(f, key) / 1e9])
    _close(got["free"], [max(f.free, 0) / 1e9])
    _close(got["overflow"], [max(-f.free, 0) / 1e9])
    # the drawn bars agree with the series (stacked from zero, in order)
    x = 0.0
    for key in ("weights", "kv_cache", "state", "activations", "overhead"):
        assert vram.bars[key].opts["x0"][0] == pytest.approx(x)
        assert vram.bars[key].opts["width"][0] == pytest.approx(getattr(f, key) / 1e9)
        x += getattr(f, key) / 1e9
    assert vram.capacity_line.value() == pytest.approx(f.capacity / 1e9)
    assert vram.physical_line.value() == pytest.approx(f.physical / 1e9)


def test_vram_overflow_shown_only_when_it_does_not_fit(cases, charts):
    vram = charts[0]
    s, r = cases["b200"].scenario, cases["b200"].result
    vram.set_result(evaluate(s))
    assert r.fit.fill.free < 0
    assert vram.overflow.isVisible()
    assert vram.overflow.opts["x0"][0] == pytest.approx(r.fit.fill.capacity / 1e9)
    assert vram.overflow.opts["width"][0] == pytest.approx(-r.fit.fill.free / 1e9)
    text = vram.overflow_text()
    assert text.startswith("does not fit: +")
    assert QLocale().toString(-r.fit.fill.free / 1e9, "f", 1) in text
    s, r = cases["default"].scenario, cases["default"].result
    vram.set_result(evaluate(s))
    assert not vram.overflow.isVisible() and vram.overflow_text() == ""
    assert "Over capacity" not in vram.legend_label.text()


@pytest.mark.parametrize("case", ["default", "b200"])
def test_cost_series_match_curves(cases, charts, case):
    s, r = cases[case].scenario, cases[case].result
    cost = charts[1]
    cost.set_result(evaluate(s))
    k, got = r.cost.currency_factor, cost.series()
    _close(got["tokens"], list(r.curves.tokens_per_month))
    _close(got["api"], [v * k for v in r.curves.api_cost])
    _close(got["workload"], [s.workload.tokens_per_month])
    if not r.fit.usable:  # honesty rule: no self-hosting curve and no break-even for what does not fit
        assert got["self_host"] == [] and got["break_even"] == [] and not cost.break_line.isVisible()
        assert cost.host_curve.getData()[0] is None or len(cost.host_curve.getData()[0]) == 0
        return
    # the decision's cheaper self-hosted route (whole fleet): a step of one replica's cost per replica
    d = decide(s, r)
    best = min((d.routes[x] for x in ("rent", "own") if d.routes[x].available), key=lambda rt: rt.npv_usd)
    host = [math.ceil(max(v, 1) / best.replica_tokens_per_month) * best.usd_per_month_per_replica
            * r.cost.domestic_currency_factor for v in r.curves.tokens_per_month]
    _close(got["self_host"], host)
    _close(got["break_even"], [d.break_even_tokens_per_month])
    # drawn in log10 space; the step line holds each value until the next sampled volume
    x, y = cost.api_curve.getData()
    _close(list(10 ** x), list(r.curves.tokens_per_month))
    _close(list(10 ** y), [v * k for v in r.curves.api_cost])
    sx, sy = cost.host_curve.getData()
    assert len(sx) == 2 * len(r.curves.tokens_per_month) - 1
    assert set(round(v, 6) for v in 10 ** sy) == set(round(v, 6) for v in host)
    assert cost.break_line.isVisible()
    assert 10 ** cost.break_line.value() == pytest.approx(d.break_even_tokens_per_month)
    assert 10 ** cost.work_line.value() == pytest.approx(s.workload.tokens_per_month)


def test_cost_display_currency(cases, charts):
    s, _ = cases["default"].scenario, cases["default"].result
    brl = s.model_copy(update={"pricing": s.pricing.model_copy(update={"currency": "BRL"})})
    brl = Scenario.model_validate(brl.model_dump())
    r = compute(brl)
    assert r.cost.currency_factor > 1
    cost = charts[1]
    cost.set_result(evaluate(brl))
    _close(cost.series()["api"], [v * r.cost.currency_factor for v in r.curves.api_cost])
    assert cost.plot_item.getAxis("left").labelText.startswith("R$")  # a symbol, never "BRL" or "USD"
    assert fmt_money(1000, "BRL").startswith("R$")


@pytest.mark.parametrize("case", ["default", "b200"])
def test_batch_series_match_curves(cases, charts, case):
    s, r = cases[case].scenario, cases[case].result
    batch = charts[2]
    batch.set_result(evaluate(s))
    got, c = batch.series(), r.curves
    assert got["batch"] == list(c.batch)
    _close(got["experts_touched"], list(c.experts_touched))
    if r.fit.usable:
        _close(got["decode_total"], list(c.decode_total))
        _close(got["decode_per_sequence"], list(c.decode_per_sequence))
    else:  # honesty rule: no speed curves for what does not fit
        assert got["decode_total"] == [] and got["decode_per_sequence"] == []
    assert got["concurrency"] == [s.workload.concurrent_sequences]
    assert batch.experts_curve.isVisible()
    x, y = batch.experts_curve.getData()
    _close(list(2 ** x), [float(b) for b in c.batch])
    _close(list(y), list(c.experts_touched))
    assert 2 ** batch.mark_line.value() == pytest.approx(s.workload.concurrent_sequences)
    top = batch.vb.viewRange()[1][1]
    assert top >= s.model.moe.routed_experts  # left axis covers 0..E


def test_batch_hides_experts_for_dense_models(cases, charts):
    batch = charts[2]
    s, _r = cases["dense"].scenario, cases["dense"].result
    assert s.model.moe is None
    batch.set_result(evaluate(s))
    assert not batch.experts_curve.isVisible()
    assert not batch.plot_item.getAxis("left").isVisible()
    assert batch.series()["experts_touched"] == []
    assert "Experts" not in batch.legend_label.text()
    s, _r = cases["default"].scenario, cases["default"].result  # and back
    batch.set_result(evaluate(s))
    assert batch.experts_curve.isVisible() and batch.plot_item.getAxis("left").isVisible()


# ---- items are created once ----------------------------------------------------------------------

def test_updates_do_not_create_items(cases, charts, qapp):
    for chart in charts:
        chart.set_result(cases["default"])
        qapp.processEvents()
        before = chart.item_count()
        for name in ("b200", "dense", "default", "b200"):
            chart.set_result(cases[name])
            chart.hover.show_at(*chart.vb.viewRange()[0][:1], 0.5)
            chart.repaint()
            qapp.processEvents()
        assert chart.item_count() == before, type(chart).__name__


# ---- hover, themes, fonts, translation -----------------------------------------------------------

def test_hover_shows_nearest_values_with_units(cases, charts):
    vram, cost, batch = charts
    s, r = cases["default"].scenario, cases["default"].result
    for c in charts:
        c.set_result(evaluate(s))
    html = vram.hover.show_at(r.fit.fill.weights / 2e9, 0)
    assert "Weights" in html and "GB" in html
    html = cost.hover.show_at(math.log10(1e9), 3)
    assert "1\u00a0B\u00a0tokens per month" in html and "US$" in html
    html = batch.hover.show_at(3.0, 100)  # log2(8)
    assert "8 concurrent sequences" in html and "tokens/s" in html
    assert batch.hover.line.value() == pytest.approx(3.0)
    batch.hover.hide()
    assert not batch.hover.label.isVisible()


def test_theme_and_font_scale_keep_items(cases, charts):
    for chart in charts:
        chart.set_result(cases["b200"])
        before = chart.item_count()
        chart.apply_theme(True)
        assert chart.plot_widget.backgroundBrush().color().lightness() < 80
        chart.set_font_scale(1.8)
        axis = chart.plot_item.getAxis("bottom")
        assert axis.style["tickFont"].pointSizeF() > 12
        chart.apply_theme(False)
        chart.set_font_scale(1.0)
        chart.retranslate()
        assert chart.item_count() == before


def test_locale_formatting_pt_br():
    old = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Portuguese, QLocale.Country.Brazil))
    try:
        # the one formatter: the same suffixes and symbols as the cards and the PDF
        assert fmt_compact(1.5e9) == "1,5\u00a0bi"
        assert fmt_compact(1e6) == "1\u00a0mi"
        assert fmt_money(43_070, "BRL") == "R$\u00a043,1\u00a0mil"
    finally:
        QLocale.setDefault(old)


# ---- the repaint stress test ---------------------------------------------------------------------

@pytest.mark.slow  # 3000 repaints
def test_stress_many_updates_with_repaints(cases, charts, qapp):
    """3000 updates alternating scenarios, each repainted: PySide6 6.12.0 on CPython 3.11 aborts
    ("deallocating None") after a few hundred pyqtgraph repaints; this must finish cleanly."""
    order = [cases["default"], cases["b200"], cases["dense"]]
    for i in range(3000):
        chart = charts[i % 3]
        chart.set_result(order[(i // 3) % 3])
        chart.repaint()
        if i % 50 == 0:
            qapp.processEvents()
    assert charts[0].series()["weights"][0] > 0


def test_axis_tops_round_up_to_steady_values():
    """A dragged slider moves the contract-term data a little: its axis top moves in steps."""
    from k3desk.ui.charts.common import rounded_up

    assert [rounded_up(v) for v in (1.0, 1.01, 3.3e6, 3.5e6, 9.1, 0.0, float("nan"))] == \
        [1.0, 1.2, 4e6, 4e6, 10.0, 1.0, 1.0]


def test_grid_lines_are_opaque_and_under_the_data(cases, charts):
    """Grid lines in the colour their transparency gives over the background (cheap to repaint)
    and stacked under bars and curves, so no grid line crosses the VRAM bar."""
    from PySide6.QtGui import QColor

    vram, cost, _ = charts
    vram.set_result(cases["default"])
    axis = vram.plot_item.getAxis("bottom")
    # a negative z with this flag draws the axis (and its grid) behind the plot, so under the view
    assert axis.zValue() < 0 and axis.flags() & axis.GraphicsItemFlag.ItemNegativeZStacksBehindParent
    from PySide6.QtGui import QImage, QPainter

    image = QImage(100, 100, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    _, ticks, _ = axis.generateDrawSpecs(painter)
    painter.end()
    assert ticks
    bg, ink = QColor(vram._theme.background), QColor(vram._theme.foreground)
    for pen, _p1, _p2 in ticks:
        c = pen.color()
        assert c.alpha() == 255
        assert min(bg.red(), ink.red()) <= c.red() <= max(bg.red(), ink.red())
