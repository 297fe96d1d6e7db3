"""VRAM fill per GPU: one horizontal stacked bar with the usable-capacity and physical-memory lines.

Per GPU rather than the whole model: every GPU of a tensor-parallel group holds the same share, so
one bar answers "does it fit?" directly; the title names the GPU count. When the stack is taller
than the usable capacity, the part beyond it is hatched in vermillion and labelled with the excess.
``set_series`` draws several scenarios, one bar each (the compare view), from the figures layer's
``vram_series``.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF

from k3desk.report import figures
from k3desk.report.model import T
from k3desk.ui.charts.common import COLORS, ChartBase, LocaleAxis, fmt_gb, fmt_num, text_color_on
from k3desk.ui.common import fmt
from k3desk.ui.common.formatter import Formatter

#: the figures layer's memory terms (one order, label and colour on every presenter), then free space
SEGMENTS = tuple(key for key, _label, _colour in figures.SEGMENTS) + ("free",)
#: segment -> fill, from the shared theme ("free" follows the light / dark chart theme instead)
SEGMENT_COLORS = {key: COLORS[colour] for key, _label, colour in figures.SEGMENTS}
BAR_H = 0.5  # bar height in view units; the view spans y -0.62 .. 0.78


def _names() -> dict[str, str]:
    f = Formatter.for_screen()
    return {key: f.text(T(label)) for key, label, _colour in figures.SEGMENTS} | {"free": f.text(T(figures.FREE))}


class VramChart(ChartBase):
    """Stacked bar of what one GPU holds, in GB (10^9 bytes) or GiB when the user chose it."""

    MIN_PLOT_HEIGHT = 90   # the bar with its labels above and below it, and the axis

    def __init__(self, parent=None):
        super().__init__({"bottom": LocaleAxis("bottom")}, parent)
        pi = self.plot_item
        pi.hideAxis("left")
        pi.showGrid(x=True, y=False)
        self.vb.setYRange(-0.62, 0.78, padding=0)
        self.bars: dict[str, pg.BarGraphItem] = {}
        for key in SEGMENTS:
            bar = pg.BarGraphItem(x0=[0], width=[0], y=[0], height=[BAR_H], pen=None)
            pi.addItem(bar)
            self.bars[key] = bar
        self.overflow = pg.BarGraphItem(x0=[0], width=[0], y=[0], height=[BAR_H * 1.3], pen=None)
        self.overflow.setZValue(5)
        pi.addItem(self.overflow)
        # several scenarios: a usable-capacity tick across each bar, bars labelled on the left axis
        self.capacity_ticks = pg.PlotDataItem(connect="pairs", antialias=False)
        self.capacity_ticks.setZValue(10)
        pi.addItem(self.capacity_ticks)
        self._multi: list[dict] = []
        self.capacity_line = pg.InfiniteLine(angle=90, movable=False)
        self.physical_line = pg.InfiniteLine(angle=90, movable=False)
        for line in (self.capacity_line, self.physical_line):
            line.setZValue(10)
            pi.addItem(line)
        self.seg_labels = {key: self._text_item(anchor=(0.5, 0.5)) for key in SEGMENTS}
        self.capacity_label = self._text_item(anchor=(1, 1))
        self.physical_label = self._text_item(anchor=(1, 1))
        self.overflow_label = self._text_item(anchor=(0.5, 0))
        self._values = {key: 0.0 for key in SEGMENTS} | {"overflow": 0.0, "capacity": 0.0, "physical": 0.0}
        self._spans = {key: (0.0, 0.0) for key in SEGMENTS}
        self.vb.sigResized.connect(self._place_labels)
        self.apply_theme(False)
        self.retranslate()

    # ---- data ----------------------------------------------------------------------------------
    def set_result(self, ev) -> None:
        """Show ``result.fit.fill`` (bytes per GPU) in the memory unit; create nothing, update everything.
        A production unit shows one bar per role (prefill and decode GPUs hold different KV budgets)."""
        self._ev = ev
        scenario, result = ev.scenario, ev.result
        roles = figures.role_vram_series(scenario, result)
        if roles is not None:
            f = Formatter.for_screen()
            self.set_series([{**b, "label": f.text(b["label"])} for b in roles])  # several bars: no single result
            self._scenario = scenario
            return
        self._scenario, self._result = scenario, result
        self._single_mode()
        f = result.fit.fill
        unit = fmt.memory_divisor()  # 10^9 (GB) unless the user asked for GiB
        v = {key: getattr(f, key) / unit for key in SEGMENTS[:-1]}
        v["free"] = max(f.free, 0.0) / unit
        v["overflow"] = max(-f.free, 0.0) / unit
        v["capacity"] = f.capacity / unit
        v["physical"] = f.physical / unit
        self._values = v
        x = 0.0
        for key in SEGMENTS:
            self.bars[key].setOpts(x0=[x], width=[v[key]])
            self.bars[key].setVisible(v[key] > 0)
            self._spans[key] = (x, x + v[key])
            x += v[key]
        used = x - v["free"]
        self.overflow.setOpts(x0=[v["capacity"]], width=[v["overflow"]])
        self.overflow.setVisible(v["overflow"] > 0)
        self.capacity_line.setPos(v["capacity"])
        self.physical_line.setPos(v["physical"])
        right = max(used, v["physical"], 1e-9)
        self._set_range(self.vb, x=(-0.012 * right, right * 1.03))
        self._update_texts()
        self._place_labels()

    def drawn_from(self, ev):
        scenario, result = ev.scenario, ev.result
        return (result.fit.fill, result.fit.gpu_count, scenario.hardware.gpu.name, fmt.memory_unit(),
                QLocale().name(), bool(self._multi))

    def _single_mode(self) -> None:
        if not self._multi:
            return
        self._multi = []
        self.capacity_ticks.setData([], [])
        self.plot_item.hideAxis("left")
        for item in (self.capacity_line, self.physical_line, self.capacity_label, self.physical_label):
            item.setVisible(True)
        for key in SEGMENTS:
            self.bars[key].setOpts(y=[0], height=[BAR_H])
        self.overflow.setOpts(y=[0], height=[BAR_H * 1.3])
        self.vb.setYRange(-0.62, 0.78, padding=0)

    def set_series(self, bars: list[dict]) -> None:
        """One bar per scenario (``report.figures.vram_series`` dicts, bytes), top to bottom."""
        self._multi, self._result = list(bars), None
        n, unit = len(bars), fmt.memory_divisor()
        ys = [float(n - 1 - i) for i in range(n)]
        x = [0.0] * n
        by_key = {seg[0]: [b["segments"][j][3] / unit for b in bars] for j, seg in enumerate(bars[0]["segments"])}
        by_key["free"] = [max(b["free"], 0.0) / unit for b in bars]
        for key in SEGMENTS:
            widths = by_key.get(key, [0.0] * n)
            self.bars[key].setOpts(x0=list(x), width=widths, y=ys, height=[BAR_H] * n)
            self.bars[key].setVisible(any(w > 0 for w in widths))
            x = [a + w for a, w in zip(x, widths, strict=False)]
        cap = [b["capacity"] / unit for b in bars]
        over = [max(-b["free"], 0.0) / unit for b in bars]
        self.overflow.setOpts(x0=cap, width=over, y=ys, height=[BAR_H * 1.3] * n)
        self.overflow.setVisible(any(over))
        self.capacity_ticks.setData([c for c in cap for _ in (0, 1)],
                                    [y + d for y in ys for d in (-BAR_H * 0.75, BAR_H * 0.75)])
        for item in (self.capacity_line, self.physical_line, self.capacity_label, self.physical_label,
                     self.overflow_label, *self.seg_labels.values()):
            item.setVisible(False)
        self.plot_item.showAxis("left")
        self.plot_item.getAxis("left").setTicks([[(y, b["label"]) for y, b in zip(ys, bars, strict=False)], []])
        right = max([*(a + o for a, o in zip(x, over, strict=False)), *(b["physical"] / unit for b in bars), 1e-9])
        self._set_range(self.vb, x=(-0.012 * right, right * 1.03), y=(-0.62, n - 1 + 0.78))
        self._values = {k: by_key.get(k, [0.0] * n) for k in SEGMENTS} | {"overflow": over, "capacity": cap}
        self._restyle()

    def series(self) -> dict[str, list[float]]:
        """Values shown (memory unit): one per segment, plus overflow (0 when it fits), capacity and physical."""
        if self._multi:
            return {k: list(v) for k, v in self._values.items()}
        return {k: [val] for k, val in self._values.items()}

    def overflow_text(self) -> str:
        return self.overflow_label.toPlainText() if self.overflow_label.isVisible() else ""

    # ---- text ----------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self._style_axis("bottom", QCoreApplication.translate("VramChart", "%1 per GPU").replace(
            "%1", fmt.memory_unit()))
        self._update_texts()

    def _update_legend(self) -> None:
        names = _names()
        if self._multi:
            self.set_legend([("box", SEGMENT_COLORS.get(k, self._theme.free), names[k]) for k in SEGMENTS
                             if any(self._values[k])] + [("dash", self._theme.foreground, QCoreApplication.translate(
                                 "VramChart", "Usable capacity"))])
            return
        entries = [("box", SEGMENT_COLORS.get(key, self._theme.free), names[key]) for key in SEGMENTS
                   if self._values[key] > 0 or self._result is None]
        if self._values["overflow"] > 0:
            entries.append(("hatch", COLORS["overflow"], QCoreApplication.translate("VramChart", "Over capacity")))
        self.set_legend(entries)

    def _update_texts(self) -> None:
        self._update_legend()
        s, r = self._scenario, self._result
        if self._multi:
            self._set_title(QCoreApplication.translate("VramChart", "VRAM per GPU"))
            return
        if r is None:
            self._set_title(QCoreApplication.translate("VramChart", "VRAM per GPU"))
            return
        self._set_title(QCoreApplication.translate("VramChart", "VRAM per GPU: {count} × {gpu}").format(
            count=fmt_num(r.fit.gpu_count), gpu=s.hardware.gpu.name))
        v = self._values
        self.physical_label.setText(QCoreApplication.translate("VramChart", " physical {gb} ").format(
            gb=fmt_gb(v["physical"])))
        self.overflow_label.setText(QCoreApplication.translate("VramChart", "does not fit: +{gb}").format(
            gb=fmt_gb(v["overflow"])))
        self.overflow_label.setVisible(v["overflow"] > 0)

    def _place_labels(self) -> None:
        """Segment labels where they fit ("Weights 194 GB", else "194 GB", else none)."""
        if self._result is None:
            return
        px_per_gb = self.vb.width() / max(1e-9, self.vb.viewRange()[0][1] - self.vb.viewRange()[0][0])
        names = _names()
        fm = QFontMetricsF(self._font(9))
        for key in SEGMENTS:
            label = self.seg_labels[key]
            x0, x1 = self._spans[key]
            width_px = (x1 - x0) * px_per_gb - 8
            value = fmt_gb(x1 - x0)
            text = ""
            for candidate in (f"{names[key]} {value}", value):
                if fm.horizontalAdvance(candidate) <= width_px:
                    text = candidate
                    break
            label.setText(text)
            label.setVisible(bool(text))
            label.setPos((x0 + x1) / 2, 0)
        v = self._values
        gap = (v["physical"] - v["capacity"]) * px_per_gb
        (_, _), (y0, y1) = self.vb.viewRange()
        row = fm.height() * 1.05 / max(1.0, self.vb.height()) * (y1 - y0)  # one text line, view units
        # capacity label right-aligned against its line; the physical label right of its line when
        # there is room, else left of it; when the two lines are too close for both labels on one
        # row, one label names both ("usable 270 GB of 300 GB"): a second row would not fit a
        # short chart
        usable = QCoreApplication.translate("VramChart", "usable {gb} ").format(gb=fmt_gb(v["capacity"]))
        cap_w = fm.horizontalAdvance(usable)
        phys_w = fm.horizontalAdvance(self.physical_label.toPlainText())
        right_room = (self.vb.viewRange()[0][1] - v["physical"]) * px_per_gb
        crowded = right_room <= phys_w + 6 and gap < cap_w + 12 and v["overflow"] <= 0
        self.capacity_label.setText(QCoreApplication.translate("VramChart", "usable {gb} of {physical} ").format(
            gb=fmt_gb(v["capacity"]), physical=fmt_gb(v["physical"])) if crowded else usable)
        self.physical_label.setVisible(not crowded)
        base = BAR_H * (0.65 if v["overflow"] > 0 else 0.5) + row * 0.1  # above the bar (or overflow box)
        self.capacity_label.setPos(v["capacity"], base)
        # a small GPU's line sits near the left edge: its label then starts at the line instead of
        # ending there (it would be cut: "sable 92.4 GB"), and the physical label takes the row above
        left_room = (v["capacity"] - self.vb.viewRange()[0][0]) * px_per_gb
        flipped = left_room < cap_w + 4 and not crowded
        self.capacity_label.setAnchor((0, 1) if flipped else (1, 1))
        if flipped:
            self.physical_label.setAnchor((0, 1) if right_room > phys_w + 6 else (1, 1))
            self.physical_label.setPos(v["physical"], base + row)
        elif right_room > phys_w + 6:
            self.physical_label.setAnchor((0, 1))
            self.physical_label.setPos(v["physical"], base)
        else:
            self.physical_label.setAnchor((1, 1))
            self.physical_label.setPos(v["physical"], base + (row if gap < cap_w + 12 else 0))
        # centred under the overflow box, but never past the plot's edges (a small excess at the right)
        (vx0, vx1), half = self.vb.viewRange()[0], self.overflow_label.textItem.boundingRect().width() / 2 / px_per_gb
        x = min(max(v["capacity"] + v["overflow"] / 2, vx0 + half + 2 / px_per_gb), vx1 - half - 2 / px_per_gb)
        self.overflow_label.setPos(x, -BAR_H * 0.65 - row * 0.1)

    # ---- style ---------------------------------------------------------------------------------
    def _restyle(self) -> None:
        t = self._theme
        for key in SEGMENTS:
            color = SEGMENT_COLORS.get(key, t.free)
            self.bars[key].setOpts(brush=pg.mkBrush(color), pen=None)
            self.seg_labels[key].setColor(text_color_on(color))
            self.seg_labels[key].setFont(self._font(9))
        hatch = QBrush(QColor(COLORS["overflow"]), Qt.BrushStyle.BDiagPattern)
        self.overflow.setOpts(brush=hatch, pen=pg.mkPen(COLORS["overflow"], width=max(1, round(2 * self._scale))))
        self.capacity_line.setPen(self._pen(t.foreground, 2, Qt.PenStyle.DashLine))
        self.capacity_ticks.setPen(self._pen(t.foreground, 2.5))
        self.plot_item.getAxis("left").setTextPen(t.foreground)
        self.physical_line.setPen(self._pen(t.muted, 1.5))
        for label, color in ((self.capacity_label, t.foreground), (self.physical_label, t.muted),
                             (self.overflow_label, COLORS["overflow"])):
            label.setColor(color)
            label.setFont(self._font(9, bold=label is self.overflow_label))
            self._backed(label)
        self.plot_item.getAxis("bottom").setGrid(t.grid)
        self.retranslate()
        self._place_labels()

    # ---- hover ---------------------------------------------------------------------------------
    def _describe(self, x: float, y: float):
        if self._result is None or self._multi or x < 0:
            return None
        v = self._values
        names = _names()
        lines = []
        for key in SEGMENTS:
            x0, x1 = self._spans[key]
            if x0 <= x < x1 or (key == "free" and x >= x1 and v["overflow"] == 0 and x < v["capacity"]):
                share = (x1 - x0) / v["capacity"] * 100 if v["capacity"] else 0
                lines.append(QCoreApplication.translate("VramChart", "<b>{name}</b>: {gb} ({pct}% of usable)").format(
                    name=names[key], gb=fmt_gb(x1 - x0), pct=fmt_num(share, 1)))
        if v["overflow"] > 0 and v["capacity"] <= x <= v["capacity"] + v["overflow"]:
            lines.append("<span style='color:{c}'><b>{t}</b></span>".format(
                c=COLORS["overflow"], t=self.overflow_label.toPlainText()))
        lines.append(QCoreApplication.translate("VramChart", "Usable {cap} · physical {phys}").format(
            cap=fmt_gb(v["capacity"]), phys=fmt_gb(v["physical"])))
        return x, "<br>".join(lines)
