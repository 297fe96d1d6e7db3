"""Latency under load: the first token against the requests a second one replica takes (log time
axis), the median and the targets' percentile with the calibration's band, the target as a line and what the
fleet is sized for (the target less the model's typical error) as a dotted one, where a replica saturates, and
the scenario's own load as a marker.

Series come from ``report.latency.latency_series`` (the evaluation's latency; this chart computes
nothing). Items are created once and updated in place; while hidden (its tab not shown) an update only
stores the evaluation and the drawing waits for ``showEvent``.
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt

from k3desk.report.latency import latency_series
from k3desk.ui.charts.common import OKABE_ITO, DrawnWhenShown, LocaleAxis, LogAxis, fmt_num
from k3desk.ui.common import fmt

MEDIAN_COLOR = OKABE_ITO["orange"]
UPPER_COLOR = OKABE_ITO["blue"]
TARGET_COLOR = OKABE_ITO["vermillion"]
MARK_COLOR = OKABE_ITO["reddish_purple"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # lupdate files _tr("...") under the empty context


def _seconds(v: float) -> str:
    return fmt.seconds(v)


class LatencyChart(DrawnWhenShown):
    """First-token time against load on one replica."""

    def __init__(self, parent=None):
        super().__init__({"bottom": LocaleAxis("bottom"), "left": LogAxis("left", formatter=_seconds)}, parent)
        pi = self.plot_item
        pi.showGrid(x=True, y=True)
        self.band_low = pg.PlotDataItem(antialias=False)
        self.band_high = pg.PlotDataItem(antialias=False)
        self.band = pg.FillBetweenItem(self.band_low, self.band_high)
        self.median_curve = pg.PlotDataItem(antialias=False)
        self.upper_curve = pg.PlotDataItem(antialias=False)
        self.target_line = pg.InfiniteLine(angle=0, movable=False)
        self.sized_line = pg.InfiniteLine(angle=0, movable=False)
        self.saturation_line = pg.InfiniteLine(angle=90, movable=False)
        self.mark = pg.ScatterPlotItem(symbol="o", antialias=False)
        self.mark_label = self._text_item(anchor=(0, 1))
        for item, z in ((self.band, 1), (self.band_low, 1), (self.band_high, 1), (self.median_curve, 3),
                        (self.upper_curve, 4), (self.target_line, 2), (self.sized_line, 2), (self.saturation_line, 2),
                        (self.mark, 6)):
            item.setZValue(z)
            pi.addItem(item)
        self._data: dict | None = None
        self.apply_theme(False)

    # ---- data ----------------------------------------------------------------------------------
    def _update(self) -> None:
        self._pending = False
        d = self._data = latency_series(self._ev) if self._ev is not None else None
        if d is None:
            for item in (self.band_low, self.band_high, self.median_curve, self.upper_curve):
                item.setData([], [])
            self.mark.setData([], [])
            for item in (self.target_line, self.sized_line, self.saturation_line, self.mark_label):
                item.setVisible(False)
            self.retranslate()
            return
        x = np.asarray(d["rates"], dtype=float)

        def log(v):
            return np.log10(np.maximum(np.asarray(v, dtype=float), 1e-6))
        self.band_low.setData(x, log(d["band_low"]))
        self.band_high.setData(x, log(d["band_high"]))
        self.median_curve.setData(x, log(d["median"]))
        self.upper_curve.setData(x, log(d["upper"]))
        target = d.get("target")
        self.target_line.setVisible(target is not None)
        if target is not None:
            self.target_line.setPos(math.log10(target))
        sized = d.get("sized")
        self.sized_line.setVisible(sized is not None)
        if sized is not None:
            self.sized_line.setPos(math.log10(sized))
        self.saturation_line.setVisible(True)
        self.saturation_line.setPos(d["max_rate"])
        shown = d.get("rate") is not None and d.get("value")
        self.mark.setData(pos=[(d["rate"], math.log10(d["value"]))] if shown else [])
        self.mark_label.setVisible(bool(shown))
        values = [v for v in (*d["median"], *d["band_low"], *d["band_high"], target or 0, sized or 0) if v and v > 0]
        lo, hi = math.floor(math.log10(min(values))), math.ceil(math.log10(max(values)))
        self._set_range(self.vb, x=(0.0, d["max_rate"] * 1.03), y=(lo - 0.08, max(hi, lo + 1) + 0.05))
        if shown:
            pct = fmt_num(d["percentile"], 0)
            self.mark_label.setText(_tr("this scenario: p{p} {v}").format(p=pct, v=fmt.seconds(d["value"])))
            self.mark_label.setAnchor((1, 1) if d["rate"] > d["max_rate"] / 2 else (0, 1))
            self.mark_label.setPos(d["rate"], math.log10(d["value"]))
        self.retranslate()

    def series(self) -> dict[str, list[float]]:
        """What is drawn (tests, screenshots): rates and the first-token curves, the target and the marker."""
        d = self._data or {}
        return {"rates": list(d.get("rates", [])), "median": list(d.get("median", [])),
                "upper": list(d.get("upper", [])), "band_low": list(d.get("band_low", [])),
                "band_high": list(d.get("band_high", [])),
                "target": [] if d.get("target") is None else [d["target"]],
                "sized": [] if d.get("sized") is None else [d["sized"]],
                "mark": [] if d.get("rate") is None else [d["rate"], d.get("value") or 0.0]}


    # ---- text ----------------------------------------------------------------------------------
    def retranslate(self) -> None:
        d = self._data or {}
        pct = fmt_num(d.get("percentile", 99), 0)
        entries = [("line", MEDIAN_COLOR, _tr("Median first token")),
                   ("line", UPPER_COLOR, _tr("p%1 first token, with its band").replace("%1", pct))]
        if d.get("target") is not None:
            entries.append(("dash", TARGET_COLOR, _tr("Target")))
        if d.get("sized") is not None:
            entries.append(("dotted", TARGET_COLOR, _tr("Sized for (the target less the typical error)")))
        entries += [("dash", self._theme.foreground, _tr("Saturation")),
                    ("dot", MARK_COLOR, _tr("This scenario's load"))]
        self.set_legend(entries)
        self._set_title(_tr("Latency under load: first token against requests per second")
                        if self._data else _tr("Latency under load: no figures, the configuration does not run"))
        self._style_axis("bottom", _tr("Requests a second on one replica"))
        self._style_axis("left", _tr("First token"))

    # ---- style ---------------------------------------------------------------------------------
    def _restyle(self) -> None:
        t = self._theme
        self.median_curve.setPen(self._pen(MEDIAN_COLOR, 2.5))
        self.upper_curve.setPen(self._pen(UPPER_COLOR, 2.5))
        for edge in (self.band_low, self.band_high):
            edge.setPen(None)
        shade = pg.mkColor(UPPER_COLOR)
        shade.setAlpha(50)
        self.band.setBrush(pg.mkBrush(shade))
        self.target_line.setPen(self._pen(TARGET_COLOR, 2, Qt.PenStyle.DashLine))
        self.sized_line.setPen(self._pen(TARGET_COLOR, 1.5, Qt.PenStyle.DotLine))
        self.saturation_line.setPen(self._pen(t.foreground, 1.2, Qt.PenStyle.DashLine))
        self.mark.setBrush(pg.mkBrush(MARK_COLOR))
        self.mark.setPen(pg.mkPen(t.background, width=max(1, round(1.5 * self._scale))))
        self.mark.setSize(12 * self._scale)
        self.mark_label.setColor(t.foreground)
        self.mark_label.setFont(self._font(9, bold=True))
        self._backed(self.mark_label)
        for name in ("left", "bottom"):
            self.plot_item.getAxis(name).setGrid(t.grid)
        self.retranslate()

    # ---- hover ---------------------------------------------------------------------------------
    def _describe(self, x: float, y: float):
        d = self._data
        if not d or not d["rates"]:
            return None
        i = int(np.argmin(np.abs(np.asarray(d["rates"]) - x)))
        pct = fmt_num(d["percentile"], 0)
        lines = [_tr("<b>%1 requests a second</b>").replace("%1", fmt_num(d["rates"][i], 2)),
                 _tr("Median first token: %1").replace("%1", fmt.seconds(d["median"][i])),
                 _tr("p%1 first token: %2 (band %3 to %4)").replace("%1", pct).replace(
                     "%2", fmt.seconds(d["upper"][i])).replace("%3", fmt.seconds(d["band_low"][i])).replace(
                     "%4", fmt.seconds(d["band_high"][i])),
                 _tr("p%1 time per output token: %2").replace("%1", pct).replace("%2", fmt.seconds(d["tpot"][i]))]
        return float(d["rates"][i]), "<br>".join(lines)
