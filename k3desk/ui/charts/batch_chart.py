"""The batch effect: how many experts a decode step touches per MoE layer (left axis, 0..E) and the
decode speed, total and per sequence (right axis, log10 so both fit), against concurrency (log2).

The right axis lives in a second ViewBox linked on x (the pyqtgraph multiple-axes pattern). Dense
models have no experts: the experts curve, its ceiling line and the left axis are hidden.
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QFontMetricsF

from k3desk.report import figures
from k3desk.ui.charts.common import OKABE_ITO, ChartBase, LocaleAxis, Log2Axis, LogAxis, fmt_num

EXPERTS_COLOR = OKABE_ITO["bluish_green"]
TOTAL_COLOR = OKABE_ITO["blue"]
PER_SEQ_COLOR = OKABE_ITO["orange"]
MARK_COLOR = OKABE_ITO["reddish_purple"]


def _tps(value: float) -> str:
    return fmt_num(value, 1 if value < 10 else 0)


class BatchChart(ChartBase):
    """Experts touched and tokens/s against concurrent sequences."""

    def __init__(self, parent=None):
        super().__init__({"bottom": Log2Axis("bottom"), "left": LocaleAxis("left"),
                          "right": LogAxis("right", formatter=lambda v: fmt_num(v, 0 if v >= 1 else 1))}, parent)
        pi = self.plot_item
        pi.showAxis("right")
        pi.showGrid(x=True, y=False)
        self.vb2 = pg.ViewBox(enableMouse=False)
        self.vb2.disableAutoRange()
        pi.scene().addItem(self.vb2)
        pi.getAxis("right").linkToView(self.vb2)
        self.vb2.setXLink(pi)
        self.vb.sigResized.connect(self._sync_views)
        self.vb.sigResized.connect(self._on_resized)

        self.experts_curve = pg.PlotDataItem(symbol="o", antialias=False)
        self.ceiling_line = pg.InfiniteLine(angle=0, movable=False)
        self.ceiling_label = self._text_item(anchor=(0, 0))  # under the line: the marker label is above
        pi.addItem(self.experts_curve)
        pi.addItem(self.ceiling_line)
        self.total_curve = pg.PlotDataItem(symbol="s", antialias=False)
        self.per_seq_curve = pg.PlotDataItem(symbol="t", antialias=False)
        self.vb2.addItem(self.total_curve)
        self.vb2.addItem(self.per_seq_curve)
        self.mark_line = pg.InfiniteLine(angle=90, movable=False)
        pi.addItem(self.mark_line)
        self.mark_points = pg.ScatterPlotItem(symbol="o", antialias=False)
        self.vb2.addItem(self.mark_points)
        self.mark_expert = pg.ScatterPlotItem(symbol="o", antialias=False)
        pi.addItem(self.mark_expert)
        self.mark_label = self._text_item(anchor=(0, 0))
        for item in (self.mark_points, self.mark_expert):
            item.setZValue(20)
        self._series: dict[str, list[float]] = {"batch": [], "experts_touched": [], "decode_total": [],
                                                "decode_per_sequence": [], "concurrency": []}
        self._moe = True
        self.apply_theme(False)

    def _on_resized(self) -> None:
        if self._result is not None:
            self._fit_x()
            self._update_texts()

    def _fit_x(self) -> None:
        """x range with just enough room at both ends for the first and last tick labels."""
        x0, x1, y = self._x_span + (self._y_left,)
        fm = QFontMetricsF(self._font(9))
        frac = min(0.2, (fm.horizontalAdvance(fmt_num(2 ** x1, 0)) / 2 + 6) / max(50.0, self.vb.width()))
        pad = (x1 - x0) * frac / (1 - 2 * frac)
        self._set_range(self.vb, x=(x0 - max(pad, 0.3), x1 + max(pad, 0.3)), y=y)

    def _sync_views(self) -> None:
        self.vb2.setGeometry(self.vb.sceneBoundingRect())
        self.vb2.linkedViewChanged(self.vb, self.vb2.XAxis)

    # ---- data ----------------------------------------------------------------------------------
    def set_result(self, ev) -> None:
        """Store the result; draw now, or when shown if the chart is hidden (Basic view): an edit
        costs nothing here while the chart is off screen."""
        self._ev = ev
        scenario, result = ev.scenario, ev.result
        if self.isHidden():
            self._pending: tuple | None = (scenario, result)
            return
        self._draw(scenario, result)

    def showEvent(self, event):  # noqa: N802 - Qt API
        super().showEvent(event)
        if getattr(self, "_pending", None):
            self._draw(*self._pending)

    def _draw(self, scenario, result) -> None:
        self._pending = None
        self._scenario, self._result = scenario, result
        d = figures.batch_series(scenario, result)   # the honesty rule applied there: no speed for what does not fit
        experts = d["experts"]
        batch = np.asarray(d["batch"], dtype=float)
        lb = np.log2(batch)
        touched = np.asarray(d["experts_touched"], dtype=float)
        ok = bool(d["total"])
        total_c, per_seq_c = d["total"], d["per_seq"]
        self.total_curve.setData(lb if ok else [], np.log10(np.maximum(total_c, 1e-9)) if ok else [])
        self.per_seq_curve.setData(lb if ok else [], np.log10(np.maximum(per_seq_c, 1e-9)) if ok else [])
        is_moe = experts > 0
        if is_moe != self._moe:
            self._moe = is_moe
            for item in (self.experts_curve, self.ceiling_line, self.ceiling_label, self.mark_expert):
                item.setVisible(is_moe)
            self.plot_item.showAxis("left", is_moe)
            self._relegend()
        if is_moe:
            self.experts_curve.setData(lb, touched)
            self.ceiling_line.setPos(experts)
            self.ceiling_label.setPos(lb[0] if len(lb) else 0, experts)
        conc = d["current"]
        lc = math.log2(conc)
        self.mark_line.setPos(lc)
        per_seq, total = d["current_per_seq"], d["current_total"]
        self.mark_points.setData(pos=[(lc, math.log10(v)) for v in (total, per_seq) if v > 0] if ok else [])
        if is_moe:  # between sampled batches the marker follows the drawn (log2-linear) curve
            self.mark_expert.setData(pos=[(lc, float(np.interp(lc, lb, touched)))])

        x0, x1 = min(lb.min(initial=0), lc), max(lb.max(initial=10), lc)
        # the top fifth of both views is kept free for the marker's label
        self._x_span, self._y_left = (float(x0), float(x1)), (0, max(experts, 1) * 1.3)
        self._fit_x()
        pos = [v for v in total_c + per_seq_c + ([per_seq, total] if ok else []) if v > 0]
        lo, hi = (math.log10(min(pos)), math.log10(max(pos))) if pos else (0, 1)
        lo, hi = math.floor(lo), max(hi, math.floor(lo) + 1)
        self._set_range(self.vb2, y=(lo, hi + (hi - lo) * 0.3))
        self._series = {"batch": list(d["batch"]), "experts_touched": list(touched) if is_moe else [],
                        "decode_total": total_c, "decode_per_sequence": per_seq_c,
                        "concurrency": [conc], "experts": [experts]}
        self._update_texts()

    def drawn_from(self, ev):
        scenario, result = ev.scenario, ev.result
        c, t, moe = result.curves, result.throughput, scenario.model.moe
        return (c.batch, c.experts_touched, c.decode_total, c.decode_per_sequence, moe.routed_experts if moe else 0,
                result.fit.usable, scenario.workload.concurrent_sequences, t.decode_total.value,
                t.decode_per_sequence.value, QLocale().name())

    def series(self) -> dict[str, list[float]]:
        """Values drawn: experts touched per MoE layer (empty for dense models), tokens/s curves."""
        return {k: list(v) for k, v in self._series.items()}

    # ---- text ----------------------------------------------------------------------------------
    def _relegend(self) -> None:
        entries = [("line", TOTAL_COLOR, QCoreApplication.translate("BatchChart", "Tokens/s, total (right)")),
                   ("dash", PER_SEQ_COLOR, QCoreApplication.translate("BatchChart", "Tokens/s per sequence (right)"))]
        if self._moe:
            entries.append(("line", EXPERTS_COLOR,
                            QCoreApplication.translate("BatchChart", "Experts touched per MoE layer (left)")))
        entries.append(("dot", MARK_COLOR, QCoreApplication.translate("BatchChart", "Your concurrency")))
        self.set_legend(entries)

    def retranslate(self) -> None:
        self._relegend()
        self._set_title(QCoreApplication.translate("BatchChart", "Batch effect: experts read and decode speed"))
        self._style_axis("bottom", QCoreApplication.translate("BatchChart", "Concurrent sequences"))
        self._style_axis("left", QCoreApplication.translate("BatchChart", "Experts / layer"))
        self._style_axis("right", QCoreApplication.translate("BatchChart", "Decode tokens/s"))
        self._update_texts()

    def _update_texts(self) -> None:
        s, r = self._scenario, self._result
        if r is None:
            return
        d = figures.batch_series(s, r)
        conc, total, seq = d["current"], d["current_total"], d["current_per_seq"]
        if total is None:  # no speed for what does not fit (the series carry none)
            long_text = short_text = QCoreApplication.translate("BatchChart", "{n} concurrent").format(n=fmt_num(conc))
        else:
            long_text = QCoreApplication.translate(
                "BatchChart", "{n} concurrent sequences\n{total} tok/s total · {seq} tok/s each").format(
                n=fmt_num(conc), total=_tps(total), seq=_tps(seq))
            short_text = QCoreApplication.translate("BatchChart", "{n} concurrent\n{total} tok/s total").format(
                n=fmt_num(conc), total=_tps(total))
        (x0, x1), (y0, y1) = self.vb.viewRange()
        lc = math.log2(conc)
        px = (x1 - x0) / max(1.0, self.vb.width())
        fm = QFontMetricsF(self._font(9, bold=True))
        right_room, left_room = (x1 - lc) / px, (lc - x0) / px
        text, on_right = short_text, right_room >= left_room
        for candidate in (long_text, short_text):  # the full label where it fits, else the short one
            need = max(fm.horizontalAdvance(line) for line in candidate.split("\n")) + 10
            if right_room >= need or left_room >= need:
                text, on_right = candidate, right_room >= need
                break
        self.mark_label.setText(text)
        self.mark_label.setVisible(self.vb.height() >= 110 * self._scale)  # too cramped: hover tells it
        self.mark_label.setAnchor((0, 0) if on_right else (1, 0))
        self.mark_label.setPos(lc + (3 if on_right else -3) * px, y1 - (y1 - y0) * 0.01)
        if self._moe:
            self.ceiling_label.setText(QCoreApplication.translate("BatchChart", "all {n} experts").format(
                n=fmt_num(self._series["experts"][0])))

    # ---- style ---------------------------------------------------------------------------------
    def _restyle(self) -> None:
        t = self._theme
        sym = 7 * self._scale
        for curve, color, style in ((self.experts_curve, EXPERTS_COLOR, Qt.PenStyle.SolidLine),
                                    (self.total_curve, TOTAL_COLOR, Qt.PenStyle.SolidLine),
                                    (self.per_seq_curve, PER_SEQ_COLOR, Qt.PenStyle.DashLine)):
            curve.setPen(self._pen(color, 2.5, style))
            curve.setSymbolBrush(pg.mkBrush(color))
            curve.setSymbolPen(None)
            curve.setSymbolSize(sym)
        self.ceiling_line.setPen(self._pen(EXPERTS_COLOR, 1, Qt.PenStyle.DashLine))
        self.ceiling_label.setColor(t.muted)
        self.ceiling_label.setFont(self._font(8.5))
        self.mark_line.setPen(self._pen(MARK_COLOR, 2, Qt.PenStyle.DotLine))
        for pts in (self.mark_points, self.mark_expert):
            pts.setBrush(pg.mkBrush(MARK_COLOR))
            pts.setPen(pg.mkPen(t.background, width=max(1, round(1.5 * self._scale))))
            pts.setSize(12 * self._scale)
        self.mark_label.setColor(t.foreground)
        self.mark_label.setFont(self._font(9, bold=True))
        self._backed(self.mark_label)
        self.plot_item.getAxis("bottom").setGrid(t.grid)
        self.retranslate()

    # ---- hover ---------------------------------------------------------------------------------
    def _describe(self, x: float, y: float):
        batch = self._series["batch"]
        if not batch:
            return None
        lb = np.log2(batch)
        i = int(np.argmin(np.abs(lb - x)))
        lines = [QCoreApplication.translate("BatchChart", "<b>{n} concurrent sequences</b>").format(n=fmt_num(batch[i]))]
        if self._series["decode_total"]:  # empty for what does not fit: no speed
            lines += [QCoreApplication.translate("BatchChart", "Total: {v} tokens/s").format(
                          v=_tps(self._series["decode_total"][i])),
                      QCoreApplication.translate("BatchChart", "Per sequence: {v} tokens/s").format(
                          v=_tps(self._series["decode_per_sequence"][i]))]
        if self._moe:
            lines.append(QCoreApplication.translate("BatchChart", "Experts touched: {v} of {e} per layer").format(
                v=fmt_num(self._series["experts_touched"][i], 0), e=fmt_num(self._series["experts"][0])))
        return float(lb[i]), "<br>".join(lines)
