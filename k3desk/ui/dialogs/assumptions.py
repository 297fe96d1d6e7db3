"""Assumptions & sources: every constant the core uses and every catalog figure of the scenario,
each with its source and date, so a procurement reviewer can check any number on screen.

Built from the scenario, the catalog, ``result.explain`` and the core's table of constants
(``core.constants.CONSTANTS``): data, not source text, so a frozen bundle lists them all too.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from k3desk.core.constants import CONSTANTS, Constant
from k3desk.report import evidence
from k3desk.report.figures import ENGINES
from k3desk.report.model_terms import active_definition
from k3desk.report.notation import INPUT_NAMES, SETTING_NAMES, SETTING_VALUES, USD_INPUTS, measured_setup, value_name
from k3desk.report.sources import FIGURES
from k3desk.ui.common import fmt
from k3desk.ui.common.formatter import Formatter
from k3desk.ui.common.widgets import plain_tip


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # core.constants marks its words N_("...")


def _seconds(value: float) -> str:
    if value < 1e-3:
        return f"{fmt.smart(value * 1e6)} µs"
    return f"{fmt.smart(value * 1e3)} ms" if value < 1 else f"{fmt.smart(value)} s"


def constant_value(c: Constant) -> str:
    """The value with its unit: shares as percentages, seconds in µs or ms (a 14 µs latency would
    read 0.0000 s), bandwidth in GB/s."""
    v = c.value
    if isinstance(v, dict):
        return ", ".join(f"{k}: {constant_value(c._replace(value=x))}" for k, x in v.items())
    if c.unit == "share of peak":
        return _tr("%1 of peak").replace("%1", fmt.percent(v))
    if c.unit == "± share":
        return f"± {fmt.percent(v)}"
    if c.unit == "bytes/s":
        return f"{fmt.smart(v / 1e9)} GB/s"
    if c.unit in ("s", "s per step"):
        return _seconds(v) + (" " + _tr("per step") if c.unit == "s per step" else "")
    if c.unit.startswith("×"):
        return f"{fmt.smart(v)}{_tr(c.unit)}"
    return f"{fmt.smart(v)} {_tr(c.unit)}"



def _setting_value(path: str, value) -> str:
    """A setting's value in words: yes / no, rented / owned, engine names, local numbers."""
    if isinstance(value, bool):
        return _tr("yes") if value else _tr("no")
    if value is None:   # never "None" on screen
        return _tr("automatic") if path == "hardware.gpu_count" else _tr("not set")
    if (path, value) in SETTING_VALUES:
        return _tr(SETTING_VALUES[path, value])
    if path == "serving.engine":
        return ENGINES.get(value, str(value))
    if path == "hardware.purchase_source":
        return fmt.quoted(value)
    return fmt.smart(value) if isinstance(value, (int, float)) else str(value)


def _input_value(key: str, value) -> str:
    """A formula input in words or local numbers (prices as prices: US$ 7,375)."""
    if (setup := measured_setup(key, value)) is not None:  # the measured setup in words, not its id
        return Formatter.for_screen().text(setup)
    if key in USD_INPUTS:
        return fmt.usd(value, 2 if abs(round(value, 2) - value) < 1e-9 else 3)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return fmt.smart(value)
    name = value_name(value)
    return _tr(name) if name else str(value)

class AssumptionsDialog(QDialog):
    def __init__(self, scenario, result, catalog, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Assumptions & sources"))
        self.resize(1100, 680)
        intro = QLabel(self.tr("Every figure on screen comes from these inputs. Hover a card or field "
                               "for the formula of a single number."), self)
        intro.setWordWrap(True)
        self.tree = QTreeWidget(self)
        self.tree.setHeaderLabels([self.tr("Item"), self.tr("Value"), self.tr("Formula / note"),
                                   self.tr("Source"), self.tr("Date")])
        self.tree.setAlternatingRowColors(True)
        self.tree.setWordWrap(True)
        self.tree.setUniformRowHeights(False)
        header = self.tree.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for col, width in enumerate((240, 150, 330, 260, 90)):
            header.resizeSection(col, width)
        self._fill(scenario, result, catalog)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        copy = QPushButton(self.tr("&Copy as text"), self)
        buttons.addButton(copy, QDialogButtonBox.ButtonRole.ActionRole)
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.as_text()))
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(intro)
        box.addWidget(self.tree, 1)
        box.addWidget(buttons)

    def _group(self, title: str) -> QTreeWidgetItem:
        item = QTreeWidgetItem(self.tree, [title])
        font = item.font(0)
        font.setBold(True)
        item.setFont(0, font)
        item.setFirstColumnSpanned(True)
        item.setExpanded(True)
        return item

    @staticmethod
    def _row(parent: QTreeWidgetItem, *cols: str) -> QTreeWidgetItem:
        item = QTreeWidgetItem(parent, [str(c) for c in cols])
        for i, c in enumerate(cols):
            item.setToolTip(i, plain_tip(str(c)))
        return item

    def _fill(self, s, r, cat) -> None:
        a, hw, g, p = s.model, s.hardware, s.hardware.gpu, s.pricing
        group = self._group(self.tr("Catalog figures in this scenario"))
        # The same active-parameter figure as the Model tab and the PDF: counted from the architecture.
        self._row(group, self.tr("Model: %1").replace("%1", a.name),
                  self.tr("%1 total / %2 active (%3)").replace("%1", fmt.tokens(r.params.total))
                  .replace("%2", fmt.tokens(r.params.active))
                  .replace("%3", Formatter.for_screen().text(active_definition(r.params))),
                  fmt.format_name(a.license), fmt.quoted(a.source), fmt.day(a.source_date))
        for part, fid in ((self.tr("Routed experts format"), a.expert_format),
                          (self.tr("Other weights format"), a.dense_format), (self.tr("KV cache format"), a.kv_format),
                          (self.tr("Recurrent state format"), a.state_format)):
            f = cat.formats.get(fid.lower())
            if f:
                self._row(group, f"{part}: {fmt.format_name(f.name)}", self.tr("%1 bits per weight").replace(
                    "%1", fmt.smart(f.bits_per_weight)), fmt.quoted(f.note), fmt.quoted(f.source), fmt.day(f.source_date))
        self._row(group, self.tr("GPU: %1").replace("%1", g.name),
                  f"{fmt.memory(g.memory_bytes)} · {fmt.number(g.hbm_tbps, 1)} TB/s",
                  f"BF16 {fmt.smart(g.bf16_tflops)} / FP8 {fmt.smart(g.fp8_tflops or 0)} / FP4 "
                  f"{fmt.smart(g.fp4_tflops or 0)} TFLOPS · {fmt.smart(g.tdp_w)} W · "
                  + self.tr("trust: %1").replace("%1", str(g.trust)),
                  fmt.quoted(g.source), fmt.day(g.source_date))
        price = cat.gpu_prices.get(g.id)
        if price:
            self._row(group, self.tr("GPU rental price (per GPU-hour)"),
                      " / ".join(_input_value("price_per_gpu_hour", v) for v in (price.low, price.typical, price.high)),
                      self.tr("low / typical / high; scenario uses %1").replace(
                          "%1", _input_value("price_per_gpu_hour", hw.price_per_gpu_hour)),
                      fmt.quoted(f"{price.provider}: {price.source}"), fmt.day(price.source_date))
        if g.purchase_price_usd or hw.purchase_price_per_gpu:
            self._row(group, self.tr("GPU purchase price"), fmt.usd(hw.purchase_price_per_gpu),
                      self.tr("plus %1 for the rest of the server").replace("%1", fmt.percent(hw.server_share)),
                      fmt.quoted(hw.purchase_source or g.purchase_source), "")
        if g.node_power_w:
            self._row(group, self.tr("Node power"), f"{fmt.smart(g.node_power_w / 1000)} kW",
                      self.tr("%1 W per GPU in the owned power cost").replace("%1", fmt.number(g.power_per_gpu_w, 0)),
                      fmt.quoted(g.node_power_source), "")
        self._row(group, self.tr("GPU memory"), fmt.memory(g.memory_bytes), "", fmt.quoted(g.memory_source), "")
        api = cat.api_prices.get(a.id)
        self._row(group, self.tr("API prices (per million tokens)"),
                  f"{fmt.usd(p.api_input_per_mtok, 2)} / {fmt.usd(p.api_cached_input_per_mtok, 2)} / "
                  f"{fmt.usd(p.api_output_per_mtok, 2)}", self.tr("input / cached input / output"),
                  fmt.quoted(f"{api.provider}: {api.source}" if api else p.api_source), fmt.day(api.source_date) if api else "")

        group = self._group(self.tr("Settings of this scenario"))
        for section in ("workload", "serving", "pricing", "hardware"):
            for key, value in getattr(s, section).model_dump(exclude={"gpu", "price_source", "api_source"}).items():
                path = f"{section}.{key}"
                self._row(group, _tr(SETTING_NAMES[path]) if path in SETTING_NAMES else path,
                          _setting_value(path, value), "",
                          self.tr("set by you") if path in s.user_set else self.tr("scenario"), "")

        self._evidence = group = self._group(self.tr("Evidence: nearest published measurements"))
        fm = Formatter.for_screen(p.currency)
        for e in r.evidence:
            self._row(group, fm.text(evidence.setup(e)), fm.text(evidence.sentence(e)), fm.text(evidence.conditions(e)),
                      fmt.quoted(e.source), fmt.day(e.date))

        group = self._group(self.tr("How each figure is computed"))
        for key, e in r.explain.items():
            inputs = ", ".join(f"{_tr(INPUT_NAMES[k]) if k in INPUT_NAMES else k} = {_input_value(k, v)}"
                               for k, v in e.inputs.items())
            self._row(group, _tr(FIGURES[key]) if key in FIGURES else key, inputs, _tr(e.formula),
                      _tr(e.source) if e.source else "", "")

        group = self._group(self.tr("Model constants (calibration and engineering assumptions)"))
        for c in CONSTANTS:  # plain label first; the code name only behind "Details" in the tooltip
            label = _tr(c.label) if c.label else c.name
            item = self._row(group, label, constant_value(c), _tr(c.meaning), self.tr("k3desk core"), "")
            item.setToolTip(0, plain_tip(label + "\n\n" + self.tr("Details: %1").replace("%1", c.name)))
        for col, cap in ((0, 320), (1, 260)):  # fit the names; long input lists wrap, not scroll
            self.tree.resizeColumnToContents(col)
            self.tree.setColumnWidth(col, min(self.tree.columnWidth(col), cap))

    def focus(self, what: str) -> None:
        """Scroll to and select a group (``"evidence"``)."""
        if what == "evidence":
            self.tree.scrollToItem(self._evidence, QTreeWidget.ScrollHint.PositionAtTop)
            self.tree.setCurrentItem(self._evidence)

    def as_text(self) -> str:
        """The whole table as tab-separated text (for the clipboard and for tests)."""
        lines = []
        groups = (self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount()))
        for group in (g for g in groups if g is not None):   # Qt says None only out of range
            lines.append(f"# {group.text(0)}")
            children = (group.child(j) for j in range(group.childCount()))
            for child in (x for x in children if x is not None):
                lines.append("\t".join(child.text(c) for c in range(5)))
        return "\n".join(lines)
