"""Monthly cost against monthly tokens, both on log axes: the API line, self-hosting as steps (one
step per replica added), the break-even volume and the scenario's own workload.

Draws the figures layer's cost series (``report.figures.cost_series``): no self-hosting curve for
what does not fit, and a break-even line only where the curves cross within one replica's reach.
One scenario (``set_result``) or up to four (``set_series``, the compare view: one colour per
scenario, break-even as dots). The view works in log10 units (x = log10 tokens, y = log10 cost) so
lines, markers and labels share coordinates.
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QFontMetricsF

from k3desk.core.money.cost import paid_pricing
from k3desk.report import figures
from k3desk.ui.charts.common import COLORS, OKABE_ITO, ChartBase, LogAxis, fmt_compact, fmt_money
from k3desk.ui.common import fmt
from k3desk.ui.common.formatter import Formatter

API_COLOR = COLORS["api"]
HOST_COLOR = COLORS["selfhost"]
WORK_COLOR = OKABE_ITO["reddish_purple"]
#: one colour per compared scenario (the compare table's column icons use the same)
SERIES = [OKABE_ITO[k] for k in ("blue", "vermillion", "bluish_green", "reddish_purple")]
MAX_SERIES = 4


def _log10(values) -> np.ndarray:
    a = np.asarray(values, dtype=float)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(a > 0, np.log10(np.where(a > 0, a, 1.0)), np.nan)


class CostChart(ChartBase):
    """API vs self-hosting cost per month, log-log."""

    MIN_PLOT_HEIGHT = 140   # room for three ticks and the whole axis title

    def __init__(self, parent=None):
        self._currency = "USD"
        super().__init__({"bottom": LogAxis("bottom"), "left": LogAxis("left", formatter=self._money_tick)}, parent)
        pi = self.plot_item
        pi.showGrid(x=True, y=True)
        self.api_curves = [pg.PlotDataItem(connect="finite", antialias=False) for _ in range(MAX_SERIES)]
        self.host_curves = [pg.PlotDataItem(connect="finite", antialias=False) for _ in range(MAX_SERIES)]
        self.api_curve, self.host_curve = self.api_curves[0], self.host_curves[0]
        self.work_points = pg.ScatterPlotItem(size=11, symbol="o", antialias=False)
        self.break_points = pg.ScatterPlotItem(size=11, symbol="o", antialias=False)
        self.break_line = pg.InfiniteLine(angle=90, movable=False)
        self.work_line = pg.InfiniteLine(angle=90, movable=False)
        for item, z in ((self.break_line, 2), (self.work_line, 2), (self.work_points, 6), (self.break_points, 7),
                        *[(c, 3) for c in self.api_curves], *[(c, 4) for c in self.host_curves]):
            item.setZValue(z)
            pi.addItem(item)
        self.break_label = self._text_item(anchor=(1, 0))
        self.work_label = self._text_item(anchor=(0, 0))
        self.vb.sigResized.connect(self._update_texts)  # label sides depend on the plot's pixel size
        # amounts per sampled volume, break-even and workload volumes; "all": the figures layer's series
        self._series: dict[str, list] = {"tokens": [], "api": [], "self_host": [],
                                         "break_even": [], "workload": []}
        self._rate = None
        self._labels: list[str] = []
        self._series_style = None
        self._had_spots = False
        self._words = None  # what the legend and titles were last worded from
        self._curves_key, self._curves_extent = None, ((), ())  # what the curves were last set from
        self.apply_theme(False)

    # ---- data ----------------------------------------------------------------------------------
    def set_result(self, ev) -> None:
        self._ev, self._scenario, self._result = ev, ev.scenario, ev.result
        scenario = ev.scenario
        self.set_series([figures.cost_series(ev)], scenario.pricing.currency, paid_pricing(scenario))

    def set_series(self, series: list[dict], currency: str, pricing=None) -> None:
        """Draw one to four ``cost_series`` dicts (amounts already in ``currency``)."""
        rate = (pricing.brl_per_usd, pricing.iof_percent) if pricing is not None else None
        if currency != self._currency or (currency == "BRL" and rate != self._rate):
            self._currency, self._rate, self._pricing = currency, rate, pricing
            self.plot_item.getAxis("left").picture = None  # tick labels carry the currency symbol
            self._label_currency_axis()
        single = len(series) == 1
        self._labels = [d["label"] for d in series]
        # The curves do not depend on the planned volume: a dragged tokens slider moves only the
        # workload marker, so the curves (and their log values) are redone only when they change.
        key = (currency, rate, tuple((d["label"], tuple(d["tokens"]), tuple(d["api"] or ()), tuple(d["host"] or ()),
                                      d["break_even"]) for d in series))
        if key == self._curves_key:
            xs, finite = list(self._curves_extent[0]), list(self._curves_extent[1])
        else:
            xs, finite = self._set_curves(series, single)
            self._curves_key, self._curves_extent = key, (tuple(xs), tuple(finite))
        d = series[0]
        be = d["break_even"] if single else None
        self.break_line.setVisible(bool(be))
        self.break_label.setVisible(bool(be))
        if be:
            self.break_line.setPos(math.log10(be))
            xs.append(math.log10(be))
        work = d["workload"] if single else 0
        work_costs = [d["workload_api"], d["workload_host"]]
        shown = bool(work and work > 0)
        self.work_line.setVisible(shown)
        self.work_label.setVisible(shown)
        if shown:
            self.work_line.setPos(math.log10(work))
            xs.append(math.log10(work))
            self.work_points.setData(pos=[(math.log10(work), math.log10(v)) for v in work_costs if v and v > 0])
            finite += [math.log10(v) for v in work_costs if v and v > 0]
        else:
            self.work_points.setData(pos=[])
        finite = [v for v in finite if math.isfinite(v)]  # math: ~20x faster than numpy per float
        y0, y1 = (math.floor(min(finite)), math.ceil(max(finite) + 0.35)) if finite else (0, 1)
        xs = [v for v in xs if math.isfinite(v)]
        x0, x1 = (min(xs), max(xs)) if xs else (6, 12)
        # a little room either side so the 1M and 1T labels are not clipped
        self._set_range(self.vb, x=(max(x0, 3) - 0.25, min(x1, 16) + 0.25), y=(y0 - 0.15, max(y1, y0 + 1)))
        self._series = {"tokens": list(d["tokens"]), "api": list(d["api"] or []), "self_host": list(d["host"] or []),
                        "break_even": [be] if be else [], "workload": [work] if shown else [],
                        "workload_cost": work_costs, "all": list(series)}
        if self._series_style != (single, id(self._theme), self._scale):
            self._restyle_series()  # pens change only between one scenario and a comparison
        # legend, axis titles and title depend on these only; the marker labels change on every edit
        words = (tuple(self._labels), bool(self._series["self_host"]), bool(self._series["break_even"]),
                 bool(self._series["api"]),
                 tuple(bool(d["host"]) for d in series), tuple(bool(d["break_even"]) for d in series),
                 self._currency, self._rate, id(self._theme), self._scale, QLocale().name(), fmt.memory_unit())
        if words != self._words:
            self._words = words
            self.retranslate()
        else:
            self._update_texts()

    def _set_curves(self, series: list[dict], single: bool) -> tuple[list, list]:
        """Set the API and self-hosting curves (and, comparing, the break-even points); returns the
        log volumes and log costs drawn, for the view range."""
        seen, finite, xs, spots = [], [], [], []
        for i in range(MAX_SERIES):
            api_c, host_c = self.api_curves[i], self.host_curves[i]
            d = series[i] if i < len(series) else None
            if d is None:
                _set(api_c, [], [])
                _set(host_c, [], [])
                continue
            lx = _log10(d["tokens"])
            xs += list(lx)
            if d["api"] and d["api"] not in seen:  # same API prices as an earlier series: one line is enough
                seen.append(d["api"])
                _set(api_c, lx, _log10(d["api"]))
                finite += list(_log10(d["api"]))
            else:
                _set(api_c, [], [])
            if d["host"]:
                # steps: each sampled cost holds until the next volume (duplicated points, exact and cheap)
                lh = _log10(d["host"])
                _set(host_c, np.repeat(lx, 2)[1:], np.repeat(lh, 2)[:-1])
                finite += list(lh)
            else:
                _set(host_c, [], [])
            be = d["break_even"]
            if be and not single:
                spots.append({"pos": (math.log10(be), float(np.interp(math.log10(be), lx, _log10(d["host"])))),
                              "brush": pg.mkBrush(SERIES[i])})
        if spots or self._had_spots:  # an empty scatter re-cleared on every edit still repaints
            self.break_points.setData(spots)
            self._had_spots = bool(spots)
        return xs, finite

    def series(self) -> dict[str, list[float]]:
        """Display-currency amounts per sampled volume, break-even and workload volumes."""
        return {k: list(v) for k, v in self._series.items()}

    # ---- text ----------------------------------------------------------------------------------
    def _money_tick(self, value: float) -> str:
        return fmt_money(value, self._currency)

    def retranslate(self) -> None:
        t = self._theme
        if len(self._labels) > 1:  # only what is drawn: no curve for a configuration that does not fit
            drawn = self._series.get("all", [])
            self.set_legend([("line", SERIES[i], name) for i, name in enumerate(self._labels)
                             if i < len(drawn) and drawn[i]["host"]] + [
                ("line", API_COLOR, QCoreApplication.translate("CostChart", "API")),
                ("dot", t.foreground, QCoreApplication.translate("CostChart", "Break-even")
                 if any(d["break_even"] for d in drawn) else "")])
        else:
            self.set_legend([
                ("line", API_COLOR, QCoreApplication.translate("CostChart", "API")
                 if self._series.get("api") else ""),  # an API left out (or unpriced) draws no line
                ("line", HOST_COLOR, self._words_of(self._series["all"][0]["host_name"])
                 if self._series.get("self_host") else ""),  # nothing drawn for what does not fit
                ("dash", t.foreground, QCoreApplication.translate("CostChart", "Break-even"))
                if self._series.get("break_even") else ("dash", t.foreground, ""),  # no line, no legend entry
                ("dot", WORK_COLOR, QCoreApplication.translate("CostChart", "Your workload")),
            ])
        self._style_axis("bottom", QCoreApplication.translate("CostChart", "Tokens per month"))
        self._label_currency_axis()
        self._update_texts()

    def _label_currency_axis(self) -> None:
        # short, so a laptop's plot shows it whole ("R$ por mê" was cut); the title says what is counted
        self._style_axis("left", QCoreApplication.translate("CostChart", "{currency}/month").format(
            currency="R$" if self._currency == "BRL" else "US$"))
        title = QCoreApplication.translate("CostChart", "Monthly cost: API vs self-hosting")
        note = next((d.get("note") for d in self._series.get("all", ())), None) if self._currency == "BRL" else None
        if note is not None:
            # what the conversion includes, in the title (it wraps; a vertical axis label would be cut)
            title += f" ({self._words_of(note)})"
        self._set_title(title)

    def _words_of(self, statement) -> str:
        """A statement of the figures layer in the chart's currency and the reader's language."""
        return Formatter.for_screen(self._currency).text(statement)

    def _update_texts(self) -> None:
        if not self._series.get("tokens"):
            return
        (x0, x1), (y0, y1) = self.vb.viewRange()
        be = (self._series["break_even"] or [None])[0]
        work = (self._series["workload"] or [0])[0]
        if work > 0:
            wc = self._series["workload_cost"]
            long_text = QCoreApplication.translate(
                "CostChart", "your workload: {tokens}\nAPI {api} · self-hosting {host}").format(
                tokens=fmt.quantity(work, "tokens"), api=_money(wc[0], self._currency), host=_money(wc[1], self._currency))
            short_text = QCoreApplication.translate("CostChart", "workload\n{tokens}").format(tokens=fmt_compact(work))
        # Break-even label left of its line at the top; the workload label right of its line when
        # there is room, else left of it one label lower (the two lines are often close together).
        px = (x1 - x0) / max(1.0, self.vb.width())  # view units per pixel
        py = (y1 - y0) / max(1.0, self.vb.height())
        fm = QFontMetricsF(self._font(9, bold=True))
        top = y1 - 4 * py
        lb = math.log10(be) if be else None
        lw = math.log10(work) if work > 0 else None
        def width(text):
            return max(fm.horizontalAdvance(line) for line in text.split("\n")) + 12

        # ... or right of it when the plot's left edge would cut it (a break-even at a small volume),
        # and without the noun ("2.46 B") when neither side has room for "2.46 B tokens"
        be_right = False
        if lb is not None:
            template = QCoreApplication.translate("CostChart", "break-even\n{tokens}")
            forms = [template.format(tokens=fmt.quantity(be, "tokens")), template.format(tokens=fmt_compact(be))]
            left, right = (lb - x0) / px, (x1 - lb) / px
            placed = [(f, side) for f in forms for side in (False, True) if width(f) <= (right if side else left)]
            text, be_right = placed[0] if placed else (forms[-1], right > left)
            self.break_label.setText(text)
            self.break_label.setAnchor((0.0, 0) if be_right else (1.0, 0))
            self.break_label.setPos(lb, top)
        if lw is not None:
            right_room, left_room = (x1 - lw) / px, (lw - x0) / px
            before_be = lb is not None and lw < lb - 1e-9
            text, on_right = short_text, right_room >= left_room
            # The full label where it fits (a short plot has no room above the curves), else the short one.
            candidates = (long_text, short_text) if self.vb.height() >= 200 else (short_text,)
            for candidate in candidates:
                if not before_be and right_room >= width(candidate):
                    text, on_right = candidate, True
                    break
                if left_room >= width(candidate):
                    text, on_right = candidate, False
                    break
            self.work_label.setText(text)
            self.work_label.setAnchor((0.0, 0) if on_right else (1.0, 0))
            shared_side = on_right == be_right   # both labels on the same side of their lines
            drop = 0 if lb is None or not shared_side else (self.break_label.textItem.boundingRect().height() + 6) * py
            self.work_label.setPos(lw, top - drop)

    # ---- style ---------------------------------------------------------------------------------
    def _restyle_series(self) -> None:
        single = len(self._labels) <= 1
        self._series_style = (single, id(self._theme), self._scale)
        for i in range(MAX_SERIES):
            self.api_curves[i].setPen(self._pen(API_COLOR, 2.5 if single else 1.5,
                                                Qt.PenStyle.SolidLine if single else Qt.PenStyle.DashLine))
            self.host_curves[i].setPen(self._pen(HOST_COLOR if single else SERIES[i], 2.5))

    def _restyle(self) -> None:
        t = self._theme
        self._restyle_series()
        self.break_points.setPen(pg.mkPen(t.background, width=max(1, round(1.5 * self._scale))))
        self.break_points.setSize(11 * self._scale)
        self.work_points.setPen(pg.mkPen(t.background, width=max(1, round(1.5 * self._scale))))
        self.work_points.setBrush(pg.mkBrush(WORK_COLOR))
        self.work_points.setSize(11 * self._scale)
        self.break_line.setPen(self._pen(t.foreground, 1.5, Qt.PenStyle.DashLine))
        self.work_line.setPen(self._pen(WORK_COLOR, 2, Qt.PenStyle.DotLine))
        self.break_label.setColor(t.foreground)
        self.work_label.setColor(t.foreground)
        self.break_label.setFont(self._font(9))
        self.work_label.setFont(self._font(9, bold=True))
        self._backed(self.break_label)
        self._backed(self.work_label)
        for name in ("left", "bottom"):
            self.plot_item.getAxis(name).setGrid(t.grid)
        self.retranslate()

    # ---- hover ---------------------------------------------------------------------------------
    def _describe(self, x: float, y: float):
        tokens = self._series["tokens"]
        if not tokens:
            return None
        lx = np.log10(tokens)
        i = int(np.argmin(np.abs(lx - x)))
        words = figures.cost_hover(self._series["all"][0], i) if len(self._series.get("all", ())) == 1 else None
        return None if words is None else (float(lx[i]), self._words_of(words))

    def currency(self) -> str:
        return self._currency


def _set(curve: pg.PlotDataItem, x, y) -> None:
    """setData unless the curve already shows exactly these points (a tokens drag moves only the
    workload marker: the API line and the self-hosting steps stay, and are not repainted)."""
    key = (np.asarray(x, dtype=float).tobytes(), np.asarray(y, dtype=float).tobytes())
    if getattr(curve, "_k3_points", None) == key:
        return
    curve._k3_points = key
    curve.setData(x, y)


def _money(value, currency: str) -> str:
    return fmt.DASH if value is None else fmt_money(value, currency)
