"""Cumulative cost over the contract term: rented, owned and API lines from signing (month 0) to the
end of the term, the month buying pays back against the API marked, values on hover.

Series come from ``report.term.term_data`` (display currency, IOF only on payments abroad), as cash
paid or, with the "in today's money" box ticked and a discount rate entered, discounted; the payback
marker follows the same basis. Items
are created once and updated with ``setData``; while the chart is hidden (its tab not shown) an update
only stores the result and the drawing waits for ``showEvent``, so a slider drag costs nothing here.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox

from k3desk.report.term import term_data, term_hover
from k3desk.ui.charts.common import (
    COLORS,
    CURRENCY_SYMBOLS,
    DrawnWhenShown,
    LocaleAxis,
    fmt_money,
    fmt_num,
    rounded_up,
)
from k3desk.ui.common.formatter import Formatter


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # lupdate files _tr("...") under the empty context


class MoneyAxis(LocaleAxis):
    """A linear axis of amounts: US$ 2M, R$ 500k."""

    currency = "USD"

    def tickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph API
        return [fmt_money(v, self.currency) if v else "0" for v in values]


class TermChart(DrawnWhenShown):
    """Three cumulative lines over the months of the term."""

    MIN_PLOT_HEIGHT = 140   # room for three ticks and the whole axis title

    def __init__(self, parent=None):
        self._currency = "USD"
        self._labels = None
        super().__init__({"left": MoneyAxis("left"), "bottom": LocaleAxis("bottom")}, parent)
        self.plot_item.showGrid(x=True, y=True)
        self.rent_curve = pg.PlotDataItem(antialias=False)
        self.own_curve = pg.PlotDataItem(antialias=False)
        self.api_curve = pg.PlotDataItem(antialias=False)
        self.payback_line = pg.InfiniteLine(angle=90, movable=False)
        self.payback_point = pg.ScatterPlotItem(size=11, symbol="o", antialias=False)
        for item, z in ((self.rent_curve, 3), (self.api_curve, 4), (self.own_curve, 5),
                        (self.payback_line, 2), (self.payback_point, 6)):
            item.setZValue(z)
            self.plot_item.addItem(item)
        self.payback_label = self._text_item(anchor=(0, 0))
        self._data: dict | None = None
        #: nominal cash or discounted at the scenario's rate (enabled when a rate above 0 is entered)
        self.discounted = QCheckBox(self)
        self.discounted.setObjectName("termDiscounted")
        self.discounted.setEnabled(False)
        self.discounted.toggled.connect(lambda _on: self._update() if self._result is not None else None)
        self.layout().insertWidget(1, self.discounted)
        self.apply_theme(False)

    # ---- data ----------------------------------------------------------------------------------
    def _update(self) -> None:
        self._pending = False
        s, r = self._scenario, self._result
        if r is None:
            return
        rate = s.finance.discount_rate_per_year
        self.discounted.setEnabled(rate > 0)
        d = self._data = term_data(self._ev, discounted=self.discounted.isChecked() and rate > 0)
        labels = (s.pricing.currency, s.pricing.horizon_months, d is None, d is not None and d["own"] is None,
                  d is not None and d["payback"] is None, d is not None and d.get("basis"))
        relabel = labels != self._labels
        if relabel:
            self._labels = labels
            self._currency = s.pricing.currency
            axis = self.plot_item.getAxis("left")
            axis.currency = self._currency
            axis.picture = None
        if d is None:
            for curve in (self.rent_curve, self.own_curve, self.api_curve):
                curve.setData([], [])
            self.payback_point.setData([], [])
            self.payback_line.setVisible(False)
            self.payback_label.setVisible(False)
            if relabel:
                self.retranslate()
            left_out = self._ev is not None and self._ev.decision is not None and r.term is not None
            self._set_title(_tr("Contract term: every way to pay is left out; the verdict says why") if left_out
                            else _tr("Contract term: no cost, the configuration does not run"))
            return
        months = d["months"]
        for curve, key in ((self.rent_curve, "rent"), (self.own_curve, "own"), (self.api_curve, "api")):
            curve.setData(months if d[key] else [], d[key] or [])  # an unknown price draws no line
        pb = d["payback"] if d["own"] else None
        shown = pb is not None
        self.payback_line.setVisible(shown)
        self.payback_label.setVisible(shown)
        if shown:
            self.payback_line.setPos(pb)
            self.payback_point.setData([pb], [d["own"][pb]])
            self.payback_label.setText(_tr("payback: month {m}").format(m=fmt_num(pb)))
        else:
            self.payback_point.setData([], [])
        top = max(max(v) for v in (d["rent"] or [0.0], d["api"] or [0.0], d["own"] or [0.0])) or 1.0
        n = months[-1]
        self._set_range(self.vb, x=(0, n), y=(0, rounded_up(top * 1.08)))
        if shown:
            self.payback_label.setAnchor((1, 0) if pb > n / 2 else (0, 0))
            self.payback_label.setPos(pb, top * 1.06)
        if relabel:
            self.retranslate()

    def series(self) -> dict[str, list[float]]:
        """Display-currency cumulative amounts per month and the payback month (tests, screenshots)."""
        d = self._data or {}
        return {"months": list(d.get("months", [])), "rent": list(d.get("rent") or []),
                "own": list(d.get("own") or []), "api": list(d.get("api") or []),
                "payback": [] if d.get("payback") is None or not d.get("own") else [d["payback"]],
                "basis": [d.get("basis", "nominal")]}


    # ---- text ----------------------------------------------------------------------------------
    def retranslate(self) -> None:
        t = self._theme
        data = self._data or {}
        owned = data.get("own") is not None
        entries = [("dash", COLORS["rent"], _tr("Rented GPUs")),
                   ("line", COLORS["own"], _tr("Owned GPUs") if owned else _tr("Owned GPUs (no purchase price)")),
                   ("line", COLORS["api"], _tr("API"))]
        if owned and data.get("payback") is not None:
            entries.append(("dot", t.foreground, _tr("Payback")))
        elif owned:  # no marker is drawn: say why rather than list one
            entries.append(("note", t.muted, _tr("owning does not pay back within the term")))
        self.set_legend(entries)
        self._label_axes()

    def _label_axes(self) -> None:
        self._style_axis("bottom", _tr("Months from signing"))
        # the title says "cumulative cost"; the axis names only the currency, so a short chart
        # (Advanced view on a laptop) still shows its whole label
        self._style_axis("left", CURRENCY_SYMBOLS.get(self._currency, self._currency))
        n = self._scenario.pricing.horizon_months if self._scenario is not None else 36
        self.discounted.setText(_tr("In today's money (discounted)"))
        self.discounted.setToolTip(_tr("Each month's cash discounted at the company's rate (Finance); the payback "
                                       "marker follows. Available when a discount rate above 0 is entered."))
        if self._data is not None and self._data.get("basis") == "discounted":
            self._set_title(_tr("Cumulative cost over {n} months, in today's money").format(n=fmt_num(n)))
        else:
            self._set_title(_tr("Cumulative cost over {n} months").format(n=fmt_num(n)))

    # ---- style ---------------------------------------------------------------------------------
    def _restyle(self) -> None:
        t = self._theme
        self.rent_curve.setPen(self._pen(COLORS["rent"], 2.5, Qt.PenStyle.DashLine))
        self.own_curve.setPen(self._pen(COLORS["own"], 2.5))
        self.api_curve.setPen(self._pen(COLORS["api"], 2.5))
        self.payback_line.setPen(self._pen(t.foreground, 1.5, Qt.PenStyle.DashLine))
        self.payback_point.setPen(pg.mkPen(t.background, width=max(1, round(1.5 * self._scale))))
        self.payback_point.setBrush(pg.mkBrush(COLORS["own"]))
        self.payback_point.setSize(11 * self._scale)
        self.payback_label.setColor(t.foreground)
        self.payback_label.setFont(self._font(9, bold=True))
        self._backed(self.payback_label)
        for name in ("left", "bottom"):
            self.plot_item.getAxis(name).setGrid(t.grid)
        # the check box in the chart's own colours and type size, its box outlined: on a projector's
        # black it reads like the legend beside it, never dark grey on black
        box = round(13 * self._scale)
        self.discounted.setStyleSheet(
            f"QCheckBox {{ color: {t.foreground}; font-size: {9 * self._scale:.1f}pt; spacing: {round(6 * self._scale)}px; }}"
            f"QCheckBox:disabled {{ color: {t.muted}; }}"
            f"QCheckBox::indicator {{ width: {box}px; height: {box}px; border: {max(1, round(1.5 * self._scale))}px solid "
            f"{t.foreground}; border-radius: 2px; background: {t.background}; }}"
            f"QCheckBox::indicator:checked {{ background: {COLORS['own']}; }}"
            f"QCheckBox::indicator:disabled {{ border-color: {t.muted}; }}")
        self.retranslate()

    # ---- hover ---------------------------------------------------------------------------------
    def _describe(self, x: float, y: float):
        d = self._data
        if not d:
            return None
        m = int(round(min(max(x, 0), d["months"][-1])))
        words = term_hover(d, m)
        return None if words is None else (float(m), Formatter.for_screen(self._currency).text(words))
