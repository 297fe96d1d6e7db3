"""Hardware panel: GPU and count, node layout, and what the GPUs cost (rented or owned)."""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QWidget,
)

from k3desk.ui.common import fmt
from k3desk.ui.common.widgets import ElidedLabel, NumberField, compact_combo, hint_label
from k3desk.ui.panels.base import Panel, buddy, field_tip, form


def _fp4(gpu) -> bool:
    return bool(gpu.fp4_tflops) or any(f in ("mxfp4", "nvfp4") for f in gpu.native_formats)


class HardwarePanel(Panel):
    def __init__(self, store, parent: QWidget | None = None):
        super().__init__(store, parent)
        self._labels: dict[str, QLabel] = {}
        self.gpu = compact_combo(QComboBox(self))
        for gid, g in store.catalog.gpus.items():
            self.gpu.addItem(g.name, gid)
        self.gpu.activated.connect(self._picked)
        self.gpu_info = hint_label("", self)

        self.count = QSpinBox(self)
        self.count.setRange(1, 4096)
        self.count.setKeyboardTracking(False)
        self.count.valueChanged.connect(lambda v: self.store.set_field("hardware.gpu_count", v))
        self.auto = QCheckBox(self)
        self.auto.toggled.connect(self._auto_toggled)
        count_row = QWidget(self)
        row = QHBoxLayout(count_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.count, 1)
        row.addWidget(self.auto)
        count_row.setFocusProxy(self.count)

        self.per_node = QSpinBox(self)
        self.per_node.setRange(1, 1024)
        self.per_node.setKeyboardTracking(False)
        self.per_node.valueChanged.connect(lambda v: self.store.set_field("hardware.gpus_per_node", v))
        self.multi_node = QCheckBox(self)
        self.multi_node.toggled.connect(lambda on: self.store.set_field("hardware.multi_node", on))
        self.pipeline = QCheckBox(self)
        self.pipeline.toggled.connect(lambda on: self.store.set_field("hardware.pipeline_parallel", on))

        self.rent, self.own = QRadioButton(self), QRadioButton(self)
        group = QButtonGroup(self)
        group.addButton(self.rent)
        group.addButton(self.own)
        self.rent.toggled.connect(lambda on: self.store.set_field("hardware.ownership", "rent" if on else "own"))
        own_row = QWidget(self)
        row = QHBoxLayout(own_row)
        row.setContentsMargins(0, 0, 0, 0)
        for button in (self.rent, self.own):   # never squeezed: the row goes under its label instead
            button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        row.addWidget(self.rent)
        row.addWidget(self.own)
        row.addStretch(1)
        own_row.setFocusProxy(self.rent)

        self.price = self.bind("hardware.price_per_gpu_hour", NumberField("US$/h"))
        # tool buttons: as wide as their words need (a push button asks 80 px whatever it says), so the
        # row fits beside a long Portuguese label and the three share the field's width
        self.tiers: dict[str, QToolButton] = {k: QToolButton(self) for k in ("low", "typical", "high")}
        tier_row = QWidget(self)
        row = QHBoxLayout(tier_row)
        row.setContentsMargins(0, 0, 0, 0)
        for key, tier in self.tiers.items():
            tier.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            tier.clicked.connect(lambda _c=False, k=key: self._tier(k))
            row.addWidget(tier)
        self.price_source = ElidedLabel("", self)
        self.purchase = self.bind("hardware.purchase_price_per_gpu", NumberField("US$"))
        self.years = self.bind("hardware.amortization_years", NumberField())
        # the power price is entered and shown in the buyer's local currency, stored in USD per kWh
        self.power = self.bind("hardware.power_price_per_kwh", NumberField("US$/kWh"),
                               to_model=lambda v: v / self._local_rate(), from_model=lambda v: v * self._local_rate())
        self.pue = self.bind("hardware.pue", NumberField())
        self.duty = self.bind("hardware.import_duty_percent", NumberField("%"))
        self.resale = self.bind("hardware.resale_percent", NumberField("%"))
        self.hw_error = hint_label("", self)
        self.hw_error.setObjectName("fieldError")
        keep = self.hw_error.sizePolicy()   # its row stays reserved: a message never moves the form
        keep.setRetainSizeWhenHidden(True)
        self.hw_error.setSizePolicy(keep)
        self.hw_error.hide()

        layout = form()
        layout.addRow(buddy(self._labels, "gpu", self.gpu), self.gpu)
        layout.addRow("", self.gpu_info)
        layout.addRow(buddy(self._labels, "count", count_row), count_row)
        layout.addRow(buddy(self._labels, "per_node", self.per_node), self.per_node)
        layout.addRow("", self.multi_node)
        layout.addRow("", self.pipeline)
        layout.addRow("", self.hw_error)
        self.cost_title = QLabel(self)
        self.cost_title.setObjectName("sectionTitle")
        layout.addRow(self.cost_title)
        layout.addRow(buddy(self._labels, "ownership", own_row), own_row)
        # The catalog tiers sit above the field: an error appearing or clearing under the field
        # must never move a button while it is being clicked.
        layout.addRow("", tier_row)
        layout.addRow(buddy(self._labels, "price", self.price), self.price)
        layout.addRow("", self.price_source)
        layout.addRow(buddy(self._labels, "purchase", self.purchase), self.purchase)
        layout.addRow(buddy(self._labels, "years", self.years), self.years)
        layout.addRow(buddy(self._labels, "power", self.power), self.power)
        layout.addRow(buddy(self._labels, "pue", self.pue), self.pue)
        layout.addRow(buddy(self._labels, "duty", self.duty), self.duty)
        layout.addRow(buddy(self._labels, "resale", self.resale), self.resale)
        self.finish(layout)

    def retranslate_ui(self) -> None:
        text = {"gpu": self.tr("&GPU:"), "count": self.tr("GPU &count:"), "per_node": self.tr("GPUs per &node:"),
                "ownership": self.tr("GPUs are:"), "price": self.tr("Price per GPU-&hour:"),
                "purchase": self.tr("Purchase per GP&U:"), "years": self.tr("Depreciation o&ver:"),
                "power": self.tr("P&ower price:"), "pue": self.tr("PU&E:"), "duty": self.tr("Import duties:"),
                "resale": self.tr("Resale at term end:")}
        for key, label in self._labels.items():
            label.setText(text[key])
        self.years.set_unit(self.tr("years"))
        for field in (self.price, self.purchase):  # an unknown price is asked for, never taken as 0
            field.edit.setPlaceholderText(self.tr("unknown: enter a price"))
        self.duty.setToolTip(field_tip(
            self.tr("Import duties and taxes on hardware bought abroad, paid once with the purchase."),
            self.tr("Servers imported into Brazil usually carry II, IPI, PIS/COFINS and ICMS.")))
        self.resale.setToolTip(self.tr("Share of the purchase price recovered when the contract term ends. "
                                       "Left empty, the decision counts the remaining book value."))
        self.resale.edit.setPlaceholderText(self.tr("book value"))
        self.auto.setText(self.tr("Au&tomatic"))
        self.auto.setToolTip(field_tip(
            self.tr("Let the app pick the smallest number of GPUs the model fits on."),
            self.tr("Use the smallest GPU count that fits and follows the parallelism rules.")))
        self.multi_node.setText(self.tr("Allow mu&ltiple nodes"))
        self.multi_node.setToolTip(field_tip(
            self.tr("Allow the deployment to span more than one server."),
            self.tr("Deployments larger than one node need a scale-out network (InfiniBand / RoCE).")))
        self.pipeline.setText(self.tr("Split layers across servers (&pipeline)"))
        self.pipeline.setToolTip(field_tip(
            self.tr("Let each server hold a block of the model's layers, for a model that one server's "
                    "GPUs cannot hold."),
            self.tr("Pipeline parallelism: each node runs a contiguous block of layers (a stage); tokens "
                    "pass from stage to stage over the scale-out network, which adds a little latency.")))
        self.cost_title.setText(self.tr("Cost of the GPUs"))
        self.rent.setText(self.tr("&Rented"))
        self.own.setText(self.tr("O&wned"))
        names = {"low": self.tr("Low"), "typical": self.tr("Typical"), "high": self.tr("High")}
        for key, button in self.tiers.items():
            button.setText(names[key])
        self.pue.setToolTip(field_tip(
            self.tr("How much extra electricity the data centre uses for cooling, per unit the servers use."),
            self.tr("Power usage effectiveness: facility power / IT power (1.0 = no cooling overhead).")))

    def sync_extra(self, s) -> None:
        hw, g = s.hardware, s.hardware.gpu
        with QSignalBlocker(self.gpu):
            i = self.gpu.findData(g.id)
            if i < 0:
                self.gpu.addItem(g.name, g.id)
                i = self.gpu.count() - 1
            self.gpu.setCurrentIndex(i)
        self.gpu_info.setText(self.tr("%1 memory · %2 TB/s · native FP4: %3")
                              .replace("%1", fmt.memory(g.memory_bytes)).replace("%2", fmt.number(g.hbm_tbps, 1))
                              .replace("%3", self.tr("yes") if _fp4(g) else self.tr("no")))
        tip = self.tr("Source: %1 (%2)").replace("%1", fmt.quoted(g.source)).replace("%2", fmt.day(g.source_date))
        tip = field_tip(self.tr("The GPU model the deployment runs on."), tip)
        self.gpu_info.setToolTip(tip)
        self.gpu.setToolTip(tip)
        for widget, value in ((self.per_node, hw.gpus_per_node), (self.multi_node, hw.multi_node),
                              (self.pipeline, hw.pipeline_parallel), (self.auto, hw.gpu_count is None),
                              (self.rent, hw.ownership == "rent"), (self.own, hw.ownership == "own")):
            with QSignalBlocker(widget):
                widget.setValue(value) if isinstance(widget, QSpinBox) else widget.setChecked(value)
        self.count.setEnabled(hw.gpu_count is not None)
        if hw.gpu_count is not None:
            with QSignalBlocker(self.count):
                self.count.setValue(hw.gpu_count)
        price = self.store.catalog.gpu_prices.get(g.id)
        for key, button in self.tiers.items():
            value = getattr(price, key) if price else None
            button.setEnabled(price is not None and hw.ownership == "rent")
            button.setToolTip(field_tip(self.tr("Use this catalog price for renting one GPU for an hour."),
                                         fmt.usd(value, 2) + " / GPU-h")
                              if value is not None else self.tr("No catalog price"))
        self.price_source.set_full_text(fmt.quoted(hw.price_source))
        self.price.setToolTip(field_tip(self.tr("What renting one GPU costs per hour."),
                                        self.tr("Source: %1").replace("%1", hw.price_source)))
        self.power.set_unit(self.tr("%1/kWh").replace("%1", "R$" if s.finance.local_currency == "BRL" else "US$"))
        renting = hw.ownership == "rent"
        self.price.setEnabled(renting)
        for w in (self.purchase, self.years, self.power, self.pue, self.duty, self.resale):
            w.setEnabled(not renting)
        self.hw_error.hide()

    def _local_rate(self) -> float:
        """Local currency per USD: ``pricing.brl_per_usd`` when the buyer's local currency is the real, else 1."""
        s = self.store.scenario
        return s.pricing.brl_per_usd if s.finance.local_currency == "BRL" else 1.0

    def on_result(self, r) -> None:
        if self.store.scenario.hardware.gpu_count is None:
            with QSignalBlocker(self.count):
                self.count.setValue(r.fit.gpu_count)

    def on_other_error(self, path: str, message: str) -> None:
        if path.startswith("hardware."):
            self.hw_error.setText(message)
            self.hw_error.setVisible(bool(message))

    def _picked(self, index: int) -> None:
        gid = self.gpu.itemData(index)
        s = self.store.scenario
        if gid and gid != s.hardware.gpu.id:
            self.store.set_gpu(gid)   # one rule for a GPU change (Automatic included): core.edit

    def _auto_toggled(self, on: bool) -> None:
        if not on:
            self.store.set_field("hardware.gpu_count", self.count.value())
            return
        # Automatic asks the advisor (this GPU type, these formats): it tries data-parallel attention
        # and pipeline stages too, then leaves the count to the deployment rules.
        from k3desk.core.advisor.auto import automatic_edits  # deferred: ~30 ms of start-up

        self.store.apply(automatic_edits(self.store.scenario, self.store.catalog), key="hardware.gpu_count",
                         text=self.tr("Automatic GPU count"))

    def _tier(self, key: str) -> None:
        price = self.store.catalog.gpu_prices.get(self.store.scenario.hardware.gpu.id)
        if price:
            self.store.set_field("hardware.price_per_gpu_hour", getattr(price, key))
