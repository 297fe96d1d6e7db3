"""Compare two to four scenarios side by side ("8x B300 vs 16x H200 vs the API" in a meeting).

Top: a table with one column per scenario: the inputs (differing inputs tinted) and the headline
figures, where the best value is bold green and the worst vermillion. Bottom: the per-GPU VRAM fill
as stacked bars (one bar per scenario, the usable capacity as a black tick) and the monthly cost
curves overlaid on log axes (self-hosting solid in the scenario's colour, the API dashed, break-even
points as dots). Plot items are created once for the maximum of four scenarios and only updated.
The view computes nothing itself beyond calling ``core.compute`` once per scenario.
"""

from __future__ import annotations

import html
import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPixmap
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QFileDialog, QHBoxLayout, QHeaderView, QMessageBox,
                               QPushButton, QSplitter, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from k3desk.core import Scenario, compute
from k3desk.persistence import SUFFIX, ScenarioFileError, read_scenario
from k3desk.ui import fmt, theme
from k3desk.ui.widgets import plain_text_labels, plain_tip

MAX = 4
SERIES = [theme.OKABE_ITO[k] for k in ("blue", "vermillion", "bluish_green", "reddish_purple")]
TERMS = (("weights", "weights"), ("kv_cache", "kv"), ("state", "state"), ("activations", "activations"),
         ("overhead", "overhead"))
BEST_BG, WORST_BG, DIFF_BG = QColor("#E2F3EC"), QColor("#FBE7DC"), QColor("#EEF5FB")


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # lupdate files _tr("...") under the empty context


def _lg(values) -> np.ndarray:
    a = np.asarray(values, dtype=float)
    return np.log10(np.where(a > 0, a, np.nan))


class _LogAxis(pg.AxisItem):
    """Ticks at powers of ten of log10 data, labelled through QLocale (``1 B``, ``US$ 10,000``)."""

    def __init__(self, orientation, label=fmt.tokens):
        super().__init__(orientation)
        self.format_value = label

    def tickValues(self, minVal, maxVal, size):  # noqa: N802,N803 - pyqtgraph API
        lo, hi = math.floor(minVal), math.ceil(maxVal)
        return [(1.0, [float(v) for v in range(lo, hi + 1)])]

    def tickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph API
        return [self.format_value(10 ** v) for v in values]


def _rows():
    """(key, label, section, better) — better: "high", "low", "true" or None (no ranking)."""
    return [
        ("model", _tr("Model"), "in", None), ("hardware", _tr("Hardware"), "in", None),
        ("formats", _tr("Number formats"), "in", None), ("context", _tr("Context length"), "in", None),
        ("sequences", _tr("Concurrent sequences"), "in", None), ("volume", _tr("Tokens per month"), "in", None),
        ("gpu_price", _tr("GPU price per hour"), "in", None),
        ("fits", _tr("Fits in memory"), "out", "true"), ("gpus", _tr("GPUs per replica"), "out", "low"),
        ("fill", _tr("Per-GPU fill"), "out", None), ("max_seq", _tr("Max concurrent sequences"), "out", "high"),
        ("tps_user", _tr("Tokens/s per user"), "out", "high"), ("replicas", _tr("Replicas for the volume"), "out", None),
        ("self_host", _tr("Self-host per month"), "out", "low"), ("api", _tr("API per month"), "out", "low"),
        ("break_even", _tr("Break-even volume"), "out", "low"),
    ]


def figures(s: Scenario, r) -> dict[str, tuple[str, float | None]]:
    """Display text and ranking value of every row for one scenario and its result."""
    f, c, m = r.fit, r.cost, s.model
    money = lambda usd: fmt.money(usd, s.pricing, c.currency_factor)  # noqa: E731
    noted = lambda usd: fmt.money_noted(usd, s.pricing, c.currency_factor)  # noqa: E731 - "R$ … (rate … + IOF …)"
    used = f.per_gpu_used_bytes / f.per_gpu_capacity_bytes if f.per_gpu_capacity_bytes else None
    be = c.break_even_tokens_per_month
    return {
        "model": (m.name, None), "hardware": (f"{fmt.number(f.gpu_count)}\u00d7 {s.hardware.gpu.name}", None),
        "formats": (_tr("%1 experts, %2 KV").replace("%1", m.expert_format).replace("%2", m.kv_format), None),
        "context": (fmt.context(s.workload.context_tokens), None),
        "sequences": (fmt.number(s.workload.concurrent_sequences), None),
        "volume": (fmt.tokens(s.workload.tokens_per_month), None),
        "gpu_price": (money(s.hardware.price_per_gpu_hour), None),
        "fits": (_tr("fits") if f.fits else _tr("does not fit"), 1.0 if f.fits else 0.0),
        "gpus": (fmt.number(f.gpu_count), float(f.gpu_count)),
        "fill": (f"{fmt.memory(f.per_gpu_used_bytes)} / {fmt.memory(f.per_gpu_capacity_bytes)} ({fmt.percent(used)})", used),
        "max_seq": (fmt.number(f.max_concurrent_sequences), float(f.max_concurrent_sequences)),
        "tps_user": (fmt.tokens_per_s(r.throughput.decode_per_sequence.value), r.throughput.decode_per_sequence.value),
        "replicas": (fmt.number(c.replicas), float(c.replicas)),
        "self_host": (fmt.money_noted(c.self_host_total_usd_per_month, s.pricing, c.self_host_currency_factor,
                                      abroad=s.hardware.ownership == "rent"), c.self_host_total_usd_per_month),
        "api": (noted(c.api_usd_per_month), c.api_usd_per_month),
        "break_even": ((_tr("%1 per month").replace("%1", fmt.quantity(be, "tokens")) if be else _tr("never")),
                       be if be else math.inf),
    }


def rank(values: list[float | None], better: str) -> tuple[set[int], set[int]]:
    """Columns holding the best and the worst value; nothing when all are equal."""
    known = [(i, v) for i, v in enumerate(values) if v is not None]
    if len({v for _, v in known}) < 2:
        return set(), set()
    sign = 1 if better == "low" else -1
    best = min(sign * v for _, v in known)
    worst = max(sign * v for _, v in known)
    return {i for i, v in known if sign * v == best}, {i for i, v in known if sign * v == worst}


class CompareView(QDialog):
    """Side-by-side comparison; ``set_scenarios`` / ``add_scenario`` / ``remove_column`` change it."""

    def __init__(self, scenarios: list[Scenario] | None = None, parent: QWidget | None = None, store=None):
        super().__init__(parent)
        self.setObjectName("compareView")
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.store = store
        self.scenarios: list[Scenario] = []
        self.results: list = []
        self.best: dict[str, set[int]] = {}
        self.worst: dict[str, set[int]] = {}
        self.resize(1280, 720)
        layout = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.b_current, self.b_file, self.b_remove = QPushButton(), QPushButton(), QPushButton()
        self.b_current.clicked.connect(self.add_current)
        self.b_file.clicked.connect(self.add_file)
        self.b_remove.clicked.connect(lambda: self.remove_column(self.table.currentColumn()))
        self.b_current.setVisible(store is not None)
        for b in (self.b_current, self.b_file, self.b_remove):
            bar.addWidget(b)
        bar.addStretch(1)
        layout.addLayout(bar)
        self.table = QTableWidget(0, 0)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectColumns)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.setWordWrap(True)
        self.vram = pg.PlotWidget(background="w")
        self.cost = pg.PlotWidget(background="w", axisItems={"bottom": _LogAxis("bottom"),
                                                             "left": _LogAxis("left", self._money_tick)})
        self._build_plots()
        plots = QSplitter(Qt.Orientation.Horizontal)
        plots.addWidget(self.vram)
        plots.addWidget(self.cost)
        plots.setSizes([1, 1])
        plots.setMinimumHeight(220)
        self.split = split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(plots)
        split.setStretchFactor(0, 0)
        split.setStretchFactor(1, 1)
        layout.addWidget(split, 1)
        self._currency, self._factor = "USD", 1.0
        self.retranslate()
        self.set_scenarios(list(scenarios or []))
        plain_text_labels(self)   # text from files shows literally

    # ---- plots (items created once) --------------------------------------------------------------
    def _build_plots(self) -> None:
        v = self.vram.getPlotItem()
        v.showGrid(y=True, alpha=0.25)
        v.setMouseEnabled(x=False, y=False)
        v.hideButtons()
        self.bars = {}
        for key, color_name in TERMS:
            item = pg.BarGraphItem(x=[], height=[], y0=[], width=0.55, brush=theme.color(color_name),
                                   pen=pg.mkPen(None))
            v.addItem(item)
            self.bars[key] = item
        self.capacity = pg.PlotDataItem(connect="pairs", pen=pg.mkPen("#000000", width=2), antialias=False)
        v.addItem(self.capacity)
        self.vram_legend = v.addLegend(offset=(-10, 8), labelTextColor="#1F2933", brush=pg.mkBrush(255, 255, 255, 220))
        c = self.cost.getPlotItem()
        c.getAxis("left").setWidth(100)   # fixed: money labels would otherwise resize the plot after a paint
        c.showGrid(x=True, y=True, alpha=0.25)
        c.hideButtons()
        self.host_curves, self.api_curves = [], []
        for i in range(MAX):
            host = pg.PlotDataItem(pen=pg.mkPen(SERIES[i], width=2.5), connect="finite", antialias=False)
            api = pg.PlotDataItem(pen=pg.mkPen(SERIES[i], width=1.5, style=Qt.PenStyle.DashLine),
                                  connect="finite", antialias=False)
            c.addItem(host)
            c.addItem(api)
            self.host_curves.append(host)
            self.api_curves.append(api)
        self.break_points = pg.ScatterPlotItem(size=11, pen=pg.mkPen("#FFFFFF", width=1.5))
        self.break_points.setZValue(10)
        c.addItem(self.break_points)
        # Legend sample only (never added to the plot): says "dashed = API" once for all colours.
        self.api_sample = pg.PlotDataItem(pen=pg.mkPen("#5F6B7A", width=1.5, style=Qt.PenStyle.DashLine))
        self.cost_legend = c.addLegend(offset=(10, 8), labelTextColor="#1F2933", brush=pg.mkBrush(255, 255, 255, 220))

    def _money_tick(self, value: float) -> str:
        symbol = "R$" if self._currency == "BRL" else "US$"
        return f"{symbol}{fmt.NBSP}{fmt.tokens(value)}"   # US$ 10 k, US$ 1 M (pt-BR: R$ 1 mi)

    def _update_plots(self) -> None:
        n = len(self.scenarios)
        xs = np.arange(n, dtype=float)
        base = np.zeros(n)
        for key, _c in TERMS:
            h = np.array([getattr(r.fit.fill, key) / fmt.memory_divisor() for r in self.results], dtype=float)
            self.bars[key].setOpts(x=xs, height=h, y0=base.copy(), width=0.55)
            base = base + h
        cap = [r.fit.fill.capacity / fmt.memory_divisor() for r in self.results]
        self.capacity.setData(np.repeat(xs, 2) + np.tile([-0.36, 0.36], n), np.repeat(cap, 2))
        axis = self.vram.getPlotItem().getAxis("bottom")
        axis.setTicks([[(float(i), self.short_label(i)) for i in range(n)]])
        self.vram.getPlotItem().setXRange(-0.6, max(n, 2) - 0.4, padding=0)
        top = max([*base, *cap, 1.0]) * 1.12
        self.vram.getPlotItem().setYRange(0, top, padding=0)
        # Costs in one currency: the scenarios' own when they agree, else US dollars.
        currencies = {s.pricing.currency for s in self.scenarios}
        self._currency = currencies.pop() if len(currencies) == 1 else "USD"
        self.cost_legend.clear()
        seen_api: list[tuple] = []
        host_min, top = math.inf, -math.inf
        spots = []
        for i in range(MAX):
            host, api = self.host_curves[i], self.api_curves[i]
            if i >= n:
                host.setData([], [])
                api.setData([], [])
                continue
            r = self.results[i]
            k = r.cost.currency_factor if self._currency != "USD" else 1.0
            x = _lg(r.curves.tokens_per_month)
            h = k * r.cost.self_host_currency_factor / r.cost.currency_factor  # IOF only when rented abroad
            hc, ac = r.curves.self_host_cost, r.curves.api_cost  # empty where a price is unknown
            host.setData(x if hc else [], _lg(np.asarray(hc) * h) if hc else [])
            self.cost_legend.addItem(host, html.escape(self.short_label(i).replace("\n", " \u00b7 ")))
            if hc:
                host_min = min(host_min, float(np.nanmin(_lg(np.asarray(hc) * h))))
            top = max([top] + [float(np.nanmax(_lg(np.asarray(v) * f))) for v, f in ((ac, k), (hc, h)) if v])
            api_key = tuple(round(v, 6) for v in ac)
            if not ac or api_key in seen_api:   # same API prices as an earlier scenario: one line is enough
                api.setData([], [])
            else:
                seen_api.append(api_key)
                api.setData(x, _lg(np.asarray(r.curves.api_cost) * k))
            be = r.cost.break_even_tokens_per_month
            if be and ac:
                y = np.interp(math.log10(be), x, _lg(np.asarray(ac) * k))
                spots.append({"pos": (math.log10(be), y), "brush": pg.mkBrush(SERIES[i])})
        if n:
            self.cost_legend.addItem(self.api_sample, _tr("API prices (dashed)"))
        notes = {fmt.currency_note(s.pricing) for s in self.scenarios} if self._currency == "BRL" else set()
        axis = _tr("%1 per month").replace("%1", "R$" if self._currency == "BRL" else "US$")
        if len(notes) == 1:
            axis += f" ({notes.pop()})"
        self.cost.getPlotItem().setLabel("left", axis)
        self.break_points.setData(spots)
        pi = self.cost.getPlotItem()
        pi.enableAutoRange(x=True)
        if n and math.isfinite(host_min):   # the crossing matters, not the API cost of a few tokens
            pi.setYRange(host_min - 1.5, top + 0.1, padding=0)
        two_lines = any("\n" in self.short_label(i) for i in range(n))
        self.vram.getPlotItem().getAxis("bottom").setHeight(44 if two_lines else None)

    def short_label(self, i: int) -> str:
        """``8× B300`` — with the model name when the scenarios compare different models."""
        s, r = self.scenarios[i], self.results[i]
        hw = f"{fmt.number(r.fit.gpu_count)}\u00d7 {s.hardware.gpu.id.upper()}"
        return hw if len({x.model.name for x in self.scenarios}) == 1 else f"{s.model.name}\n{hw}"

    # ---- scenarios -------------------------------------------------------------------------------
    def set_scenarios(self, scenarios: list[Scenario]) -> None:
        self.scenarios = list(scenarios)[:MAX]
        self.results = [compute(s) for s in self.scenarios]
        self._fill_table()
        self._update_plots()
        # The table never grows past its rows (no empty band); the charts get the rest.
        t = self.table
        want = (t.horizontalHeader().sizeHint().height() + sum(t.rowHeight(r) for r in range(t.rowCount()))
                + 2 * t.frameWidth() + 2)
        t.setMaximumHeight(want)
        t.setMinimumHeight(min(want, 440))   # on a small screen the table scrolls rather than the charts vanish
        self._update_buttons()

    def add_scenario(self, scenario: Scenario) -> bool:
        if len(self.scenarios) >= MAX:
            return False
        self.set_scenarios([*self.scenarios, scenario])
        return True

    def remove_column(self, column: int) -> None:
        if 0 <= column < len(self.scenarios):
            self.set_scenarios([s for i, s in enumerate(self.scenarios) if i != column])

    def add_current(self) -> None:
        if self.store is not None:
            self.add_scenario(self.store.scenario)

    def add_file(self) -> None:
        from k3desk import paths

        files, _ = QFileDialog.getOpenFileNames(self, _tr("Add Scenarios"), str(paths.scenarios_dir()),
                                                _tr("k3desk scenarios (%1)").replace("%1", f"*{SUFFIX}"))
        for path in files:
            try:
                if not self.add_scenario(read_scenario(path)):
                    break
            except (ScenarioFileError, ValueError) as exc:
                QMessageBox.warning(self, _tr("Cannot add scenario"), getattr(exc, "reason", None) or str(exc))

    def names(self) -> list[str]:
        return [self.table.horizontalHeaderItem(i).text() for i in range(self.table.columnCount())]

    # ---- table -----------------------------------------------------------------------------------
    def _fill_table(self) -> None:
        rows = _rows()
        data = [figures(s, r) for s, r in zip(self.scenarios, self.results)]
        n = len(self.scenarios)
        sections = {"in": _tr("Inputs"), "out": _tr("Results")}
        self.table.clear()
        self.table.setColumnCount(n)
        self.table.setRowCount(len(rows) + 2)
        self.row_of: dict[str, int] = {}
        labels, r_i, last = [], 0, None
        for key, label, section, better in rows:
            if section != last:
                labels.append("")
                if n > 1:
                    self.table.setSpan(r_i, 0, 1, n)
                head = QTableWidgetItem(sections[section])
                f = head.font()
                f.setBold(True)
                head.setFont(f)
                head.setBackground(QBrush(theme.color("window")))
                head.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.table.setItem(r_i, 0, head)
                r_i, last = r_i + 1, section
            labels.append(label)
            self.row_of[key] = r_i
            values = [d[key][1] for d in data]
            texts = [d[key][0] for d in data]
            best, worst = rank(values, better) if better else (set(), set())
            self.best[key], self.worst[key] = best, worst
            differs = section == "in" and len(set(texts)) > 1
            for c, text in enumerate(texts):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if c in best:
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                    item.setForeground(QBrush(QColor("#00704F")))   # Okabe-Ito green, darkened for text contrast
                    item.setBackground(QBrush(BEST_BG))
                    item.setToolTip(_tr("Best of the compared scenarios"))
                elif c in worst:
                    item.setForeground(QBrush(QColor("#B34700")))   # vermillion, darkened for contrast
                    item.setBackground(QBrush(WORST_BG))
                    item.setToolTip(_tr("Worst of the compared scenarios"))
                elif differs:
                    item.setBackground(QBrush(DIFF_BG))
                self.table.setItem(r_i, c, item)
            r_i += 1
        self.table.setVerticalHeaderLabels(labels)
        self.table.setCurrentItem(None)
        for c, s in enumerate(self.scenarios):
            pix = QPixmap(12, 12)
            pix.fill(QColor(SERIES[c]))
            head = QTableWidgetItem(QIcon(pix), s.name)
            head.setToolTip(plain_tip(fmt.notes(s.notes) or s.name))
            self.table.setHorizontalHeaderItem(c, head)
        font = QFont(self.table.horizontalHeader().font())
        font.setBold(True)
        self.table.horizontalHeader().setFont(font)

    def cell(self, key: str, column: int) -> QTableWidgetItem:
        return self.table.item(self.row_of[key], column)

    # ---- misc ------------------------------------------------------------------------------------
    def _update_buttons(self) -> None:
        self.b_current.setEnabled(len(self.scenarios) < MAX)
        self.b_file.setEnabled(len(self.scenarios) < MAX)
        self.b_remove.setEnabled(bool(self.table.selectedRanges()) and len(self.scenarios) > 1)

    def retranslate(self) -> None:
        self.setWindowTitle(_tr("Compare Scenarios"))
        self.b_current.setText(_tr("Add &Current Scenario"))
        self.b_file.setText(_tr("Add from &File…"))
        self.b_remove.setText(_tr("&Remove Selected"))
        self.vram.getPlotItem().setTitle(_tr("Memory per GPU (%1); black tick = usable capacity").replace(
            "%1", fmt.memory_unit()),
                                         color="#1F2933", size="10pt")
        self.vram.getPlotItem().setLabel("left", fmt.memory_unit())
        self.vram_legend.clear()
        names = {"weights": _tr("Weights"), "kv_cache": _tr("KV cache"), "state": _tr("State"),
                 "activations": _tr("Activations"), "overhead": _tr("Overhead")}
        for key, _c in TERMS:
            self.vram_legend.addItem(self.bars[key], names[key])
        self.cost.getPlotItem().setTitle(_tr("Cost per month vs tokens per month (log scales)"),
                                         color="#1F2933", size="10pt")

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt API name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.scenarios:
                self.set_scenarios(self.scenarios)
        super().changeEvent(event)
