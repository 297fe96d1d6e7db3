"""Cost against speed for the advisor's options: every option a dot, the Pareto front a line, the ten
best ranked ones highlighted, the selected one ringed, and today's scenario marked with a star.

x is the monthly cost for the planned volume (log10, money ticks); y is decode tokens/s per user.
Items are created once and updated with ``setData``.
"""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication

from k3desk.ui.charts.common import OKABE_ITO, ChartBase, LocaleAxis, LogAxis, fmt_compact

ALL_COLOR = "#9A9A9A"
TOP_COLOR = OKABE_ITO["blue"]
FRONT_COLOR = OKABE_ITO["orange"]
TODAY_COLOR = OKABE_ITO["vermillion"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # lupdate files _tr("...") under the empty context


class AdvisorChart(ChartBase):
    """``set_options(rows, top, selected, today)``: the ranking's priced rows (``session.ranking.Priced``),
    each at the decision's month-1 cost of its whole fleet; ``today`` is (usd_per_month, tok_s) or None."""

    def __init__(self, parent=None):
        #: the display currency: (symbol, US$ -> display factor); costs are plotted in it, as the table shows them
        self._currency = ("US$", 1.0)
        super().__init__({"bottom": LogAxis("bottom", formatter=lambda v: f"{self._currency[0]} " + fmt_compact(v)),
                          "left": LocaleAxis("left")}, parent)
        self.plot_item.showGrid(x=True, y=True)
        self.all_points = pg.ScatterPlotItem(symbol="o", antialias=False)
        self.front_line = pg.PlotDataItem(antialias=False)
        self.top_points = pg.ScatterPlotItem(symbol="o", antialias=False)
        self.selected_point = pg.ScatterPlotItem(symbol="o", antialias=False)
        self.today_point = pg.ScatterPlotItem(symbol="star", antialias=False)
        for z, item in enumerate((self.all_points, self.front_line, self.top_points, self.selected_point,
                                  self.today_point)):
            item.setZValue(10 + z)
            self.plot_item.addItem(item)
        self._series: dict[str, list[float]] = {"cost": [], "speed": [], "front_cost": [], "front_speed": [],
                                                "top_cost": [], "top_speed": [], "today": []}
        self.retranslate()
        self.apply_theme(False)

    def set_result(self, ev) -> None:  # the page feeds options, not a result
        return None

    def set_options(self, rows, top, selected=None, today=None, currency=("US$", 1.0)) -> None:
        """Costs in US$ (the rows' month 1 as the decision prices it), plotted in the display currency
        ``(symbol, factor)``; a row that could not be priced is not drawn."""
        if currency != self._currency:
            self._currency = currency
            self._restyle()
        k = currency[1]
        lx = lambda v: math.log10(max(v * k, 1.0))  # noqa: E731
        rows = [p for p in rows if p.usd_per_month is not None]
        top = [p for p in top if p.usd_per_month is not None]
        cost = [lx(p.usd_per_month) for p in rows]
        speed = [p.option.decode_per_sequence for p in rows]
        front = [p for p in rows if p.pareto]
        self.all_points.setData(cost, speed)
        self.front_line.setData([lx(p.usd_per_month) for p in front], [p.option.decode_per_sequence for p in front])
        self.top_points.setData([lx(p.usd_per_month) for p in top], [p.option.decode_per_sequence for p in top])
        sel = [selected] if selected is not None and selected.usd_per_month is not None else []
        self.selected_point.setData([lx(p.usd_per_month) for p in sel], [p.option.decode_per_sequence for p in sel])
        self.today_point.setData([lx(today[0])] if today else [], [today[1]] if today else [])
        self._series = {"cost": [p.usd_per_month for p in rows], "speed": speed,
                        "front_cost": [p.usd_per_month for p in front],
                        "front_speed": [p.option.decode_per_sequence for p in front],
                        "top_cost": [p.usd_per_month for p in top],
                        "top_speed": [p.option.decode_per_sequence for p in top],
                        "today": list(today) if today else []}
        xs = cost + ([lx(today[0])] if today else [])
        ys = speed + ([today[1]] if today else [])
        if xs:
            x0, x1 = min(xs), max(xs)
            pad = max((x1 - x0) * 0.06, 0.08)
            self._set_range(self.vb, x=(x0 - pad, x1 + pad), y=(0, max(ys) * 1.12 or 1))

    def series(self) -> dict[str, list[float]]:
        return self._series

    def retranslate(self) -> None:
        self._set_title(_tr("Cost against speed"))
        self._restyle()

    def _restyle(self) -> None:
        s = self._scale
        self.all_points.setSize(6 * s)
        self.all_points.setBrush(pg.mkBrush(ALL_COLOR))
        self.all_points.setPen(pg.mkPen(None))
        self.front_line.setPen(self._pen(FRONT_COLOR))
        self.top_points.setSize(9 * s)
        self.top_points.setBrush(pg.mkBrush(TOP_COLOR))
        self.top_points.setPen(pg.mkPen(None))
        self.selected_point.setSize(18 * s)
        self.selected_point.setBrush(pg.mkBrush(None))
        self.selected_point.setPen(self._pen(self._theme.ink, 2))
        self.today_point.setSize(18 * s)
        self.today_point.setBrush(pg.mkBrush(TODAY_COLOR))
        self.today_point.setPen(pg.mkPen(self._theme.foreground))
        self._style_axis("bottom", _tr("%1 per month, planned volume (log scale)").replace("%1", self._currency[0]))
        self._style_axis("left", _tr("tokens/s per user"))
        self.set_legend([("dot", ALL_COLOR, _tr("option")), ("dot", TOP_COLOR, _tr("ten cheapest")),
                         ("line", FRONT_COLOR, _tr("cost-speed front")), ("dot", TODAY_COLOR, _tr("today"))])
