"""Workload panel: context, concurrency, monthly volume and its mix, API prices and currency."""

from __future__ import annotations

import re

import shiboken6
from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtWidgets import QComboBox, QLabel, QSpinBox, QWidget

from k3desk.ui.common import fmt
from k3desk.ui.common.formatter import explanation
from k3desk.ui.common.widgets import (
    ElidedLabel,
    NumberField,
    OptionalNumberField,
    TokensField,
    _ErrorMixin,
    compact_combo,
    hint_label,
    percent_slider,
)
from k3desk.ui.panels.base import Panel, add_rows, field_tip, form

CONTEXT_SIZES = tuple(1024 * k for k in (8, 16, 32, 64, 128, 256, 512, 1024))


def parse_context(text: str) -> int | None:
    """``128K`` or ``128 mil`` (x1024), ``1M`` or ``1 mi`` (x1048576), or a plain token count; None if
    unreadable."""
    t = text.strip().upper().replace(fmt.NBSP, "").replace(" ", "")
    m = re.fullmatch(r"(.+?)(MIL|MI|K|M)", t)
    if m:
        base = fmt.parse(m.group(1))
        return None if base is None else int(round(base * (1024 if m.group(2) in ("K", "MIL") else 1 << 20)))
    value = fmt.parse(t)
    return None if value is None or not float(value).is_integer() else int(value)


class ContextField(_ErrorMixin, QWidget):
    """Editable combo of common context sizes; any other count can be typed (``200000``, ``200K``)."""

    committed = Signal(object, bool)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.combo = compact_combo(QComboBox(self))
        self.combo.setEditable(True)
        self.combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        for size in CONTEXT_SIZES:
            self.combo.addItem(fmt.context(size), size)
        self.edit = self.combo.lineEdit()
        self.error_label = self._make_error_label()
        self._lay_out((self.combo, 1))
        self.setFocusProxy(self.combo)
        self.combo.activated.connect(self._picked)
        self.edit.editingFinished.connect(self._finish)

    def set_value(self, value: int) -> None:
        i = self.combo.findData(value)
        with QSignalBlocker(self.combo):
            self.combo.setCurrentIndex(i)
            self.edit.setText(fmt.context(value))
        self.combo.setToolTip(self.tr("The longest conversation to plan for: %1 tokens.").replace("%1", fmt.number(value)))

    def _finish(self) -> None:
        if not shiboken6.isValid(self.edit):  # focus-out while the window is being destroyed
            return
        value = parse_context(self.edit.text())
        if value is None:
            self.set_error(self.tr("Enter a token count, e.g. 128K or 200000"))
            return
        self._accepted()
        self.committed.emit(value, False)

    def _picked(self, index: int) -> None:
        self._accepted()
        self.committed.emit(self.combo.itemData(index), False)


class WorkloadPanel(Panel):
    def __init__(self, store, parent: QWidget | None = None):
        super().__init__(store, parent)
        self._labels: dict[str, QLabel] = {}
        self.context = self.bind("workload.context_tokens", ContextField(self))
        self.context_hint = hint_label("", self)
        self.sequences = QSpinBox(self)
        self.sequences.setRange(1, 1_000_000)
        self.sequences.setKeyboardTracking(False)
        self.sequences.setGroupSeparatorShown(True)
        self.sequences.valueChanged.connect(lambda v: self.store.set_field("workload.concurrent_sequences", v))
        self.sequences_hint = hint_label("", self)
        self.tokens = self.bind("workload.tokens_per_month", TokensField(self))
        self.input_share = self.bind("workload.input_share", percent_slider(self))
        self.cache_hit = self.bind("workload.cache_hit_rate", percent_slider(self))
        self.reasoning = self.bind("workload.reasoning_multiplier", NumberField("×"))
        self.api = {k: self.bind(f"pricing.api_{k}_per_mtok", NumberField(self.tr("US$/M tok")))
                    for k in ("input", "cached_input", "output")}
        self.api_source = ElidedLabel("", self)
        # the API as buyers pay it: work that can wait at the batch price, writes to the prompt cache
        self.batch_share = self.bind("workload.batch_share", percent_slider(self))
        self.batch_discount = self.bind("pricing.api_batch_discount", NumberField("%"),
                                        to_model=lambda v: v / 100, from_model=lambda v: round(v * 100, 6))
        self.cache_write = self.bind("workload.cache_write_share", percent_slider(self))
        self.cache_write_price = self.bind("pricing.api_cache_write_per_mtok", NumberField("", optional=True))
        self.hours = self.bind("pricing.hours_per_month", NumberField("h"))
        self.currency = compact_combo(QComboBox(self))
        self.currency.addItem("", "USD")  # texts in retranslate_ui: "US$ (dólar)", never a bare "USD"
        self.currency.addItem("", "BRL")
        self.currency.activated.connect(lambda i: self.store.set_field("pricing.currency", self.currency.itemData(i)))
        self.rate = self.bind("pricing.brl_per_usd", NumberField("R$/US$"))
        self.fx_band = self.bind("pricing.fx_band_percent", NumberField("± %"))
        # Taxes follow the buyer, not the display currency: a Brazilian buyer pays IOF on payments abroad.
        self.taxes = compact_combo(QComboBox(self))
        self.taxes.addItem("", "none")
        self.taxes.addItem("", "BR")
        self.taxes.activated.connect(lambda i: self.store.set_field("taxes.jurisdiction", self.taxes.itemData(i)))
        self.iof = self.bind("pricing.iof_percent", NumberField("%"))
        # Contract term: the horizon of the cumulative costs and the trends over it (fractions shown as %).
        self.horizon = self.bind("pricing.horizon_months", NumberField(self.tr("months"), integer=True))
        self.api_trend = self.bind("pricing.api_price_change_per_year", NumberField(self.tr("%/year")),
                                   to_model=lambda v: v / 100, from_model=lambda v: round(v * 100, 6))
        self.growth = self.bind("workload.volume_growth_per_month", NumberField(self.tr("%/month")),
                                to_model=lambda v: v / 100, from_model=lambda v: round(v * 100, 6))
        # The load at the peak and the latency targets (docs/domain.md, "Latency under load"): empty means "from the volume" / "none".
        self.peak_rate = self.bind("workload.peak_requests_per_second", OptionalNumberField(self.tr("req/s")))
        self.prompt_spread = self.bind("workload.prompt_tokens_spread", NumberField("σ/μ"))
        self.output_spread = self.bind("workload.output_tokens_spread", NumberField("σ/μ"))
        self.ttft_target = self.bind("constraints.ttft_p99_s", OptionalNumberField("s"))
        self.tpot_target = self.bind("constraints.tpot_p99_s", OptionalNumberField("s"))
        self.percentile = compact_combo(QComboBox(self))
        for key in ("p90", "p95", "p99"):
            self.percentile.addItem(key, key)
        self.percentile.activated.connect(
            lambda i: self.store.set_field("constraints.latency_percentile", self.percentile.itemData(i)))

        layout = form()
        rows = [("context", self.context), ("", self.context_hint), ("sequences", self.sequences),
                ("", self.sequences_hint), ("tokens", self.tokens), ("input_share", self.input_share),
                ("cache_hit", self.cache_hit), ("reasoning", self.reasoning), ("api_title", None),
                ("api_input", self.api["input"]), ("api_cached_input", self.api["cached_input"]),
                ("api_output", self.api["output"]), ("", self.api_source), ("batch_share", self.batch_share),
                ("batch_discount", self.batch_discount), ("cache_write", self.cache_write),
                ("cache_write_price", self.cache_write_price), ("hours", self.hours),
                ("currency", self.currency), ("rate", self.rate), ("fx_band", self.fx_band), ("taxes", self.taxes), ("iof", self.iof), ("term_title", None),
                ("horizon", self.horizon), ("api_trend", self.api_trend), ("growth", self.growth),
                ("load_title", None), ("peak_rate", self.peak_rate), ("prompt_spread", self.prompt_spread),
                ("output_spread", self.output_spread), ("ttft_target", self.ttft_target),
                ("tpot_target", self.tpot_target), ("percentile", self.percentile)]
        self.api_title = QLabel(self)
        self.api_title.setObjectName("sectionTitle")
        split = rows.index(("api_title", None))
        add_rows(layout, self._labels, rows[:split])
        layout.addRow(self.api_title)
        term = rows.index(("term_title", None))
        add_rows(layout, self._labels, rows[split + 1:term])
        self.term_title = QLabel(self)
        self.term_title.setObjectName("sectionTitle")
        layout.addRow(self.term_title)
        load = rows.index(("load_title", None))
        add_rows(layout, self._labels, rows[term + 1:load])
        self.load_title = QLabel(self)
        self.load_title.setObjectName("sectionTitle")
        layout.addRow(self.load_title)
        add_rows(layout, self._labels, rows[load + 1:])
        self.finish(layout)

    def retranslate_ui(self) -> None:
        text = {"context": self.tr("&Context length:"), "sequences": self.tr("Concurrent se&quences:"),
                "tokens": self.tr("&Tokens per month:"), "input_share": self.tr("&Input share:"),
                "cache_hit": self.tr("Cac&he-hit rate:"), "reasoning": self.tr("&Reasoning multiplier:"),
                "api_input": self.tr("API i&nput price:"), "api_cached_input": self.tr("API cached in&put:"),
                "api_output": self.tr("API &output price:"), "hours": self.tr("Hours p&er month:"),
                "currency": self.tr("C&urrency:"), "rate": self.tr("E&xchange rate:"),
                "fx_band": self.tr("Rate s&wing:"),
                "taxes": self.tr("Bu&yer's taxes:"), "iof": self.tr("IO&F:"),
                "horizon": self.tr("Contract term:"), "api_trend": self.tr("API price change:"),
                "growth": self.tr("Volume growth:"), "batch_share": self.tr("Sent as batch jobs:"),
                "batch_discount": self.tr("API batch discount:"), "cache_write": self.tr("Written to the cache:"),
                "cache_write_price": self.tr("API cache-write price:"),
                "peak_rate": self.tr("Peak requests:"),
                "prompt_spread": self.tr("Prompt length spread:"), "output_spread": self.tr("Answer length spread:"),
                "ttft_target": self.tr("First-token target:"), "tpot_target": self.tr("Per-token target:"),
                "percentile": self.tr("For this share of requests:")}
        for key, label in self._labels.items():
            label.setText(text[key])
        for field in self.api.values():  # a model without a known API price: asked for, never borrowed
            field.edit.setPlaceholderText(self.tr("unknown: enter a price"))
        self.api_title.setText(self.tr("API comparison and currency"))
        self.currency.setItemText(0, self.tr("US$ (US dollar)"))
        self.currency.setItemText(1, self.tr("R$ (real)"))
        self.taxes.setItemText(0, self.tr("None added"))
        self.taxes.setItemText(1, self.tr("Brazil (IOF abroad)"))
        self.taxes.setToolTip(self.tr("Where the buyer pays its taxes. A Brazilian buyer pays IOF on the API and "
                                      "on GPUs rented from a foreign cloud. The display currency only converts: "
                                      "it never adds a tax."))
        self.term_title.setText(self.tr("Contract term"))
        self.load_title.setText(self.tr("Load at the peak and latency"))
        self.peak_rate.set_unit(self.tr("req/s"))
        self.peak_rate.edit.setPlaceholderText(self.tr("from the monthly volume"))
        for target in (self.ttft_target, self.tpot_target):
            target.edit.setPlaceholderText(self.tr("none"))
        self.peak_rate.setToolTip(field_tip(
            self.tr("How many requests arrive each second at the busiest time. Empty: the monthly volume spread "
                    "over the month, times the peak."),
            self.tr("Requests a second at the peak, at the whole fleet; the fleet is sized so that each replica "
                    "carries its share within the targets.")))
        self.prompt_spread.setToolTip(self.tr("How much prompt lengths vary: their standard deviation over their "
                                              "mean (0: all the typical length; 1: as varied as chat traffic)."))
        self.output_spread.setToolTip(self.tr("How much answer lengths vary: their standard deviation over their "
                                              "mean."))
        self.ttft_target.setToolTip(field_tip(
            self.tr("The longest wait for the first word that the chosen share of requests may have."),
            self.tr("First-token time at the percentile below; each self-hosted fleet gets the replicas that keep "
                    "it under the peak load, with the model's typical error to spare (the estimate stays under the "
                    "target less its median error over published runs).")))
        self.tpot_target.setToolTip(self.tr("The longest time between two words of an answer that the chosen share "
                                            "of requests may have; the fleet keeps the model's typical error to "
                                            "spare."))
        self.percentile.setToolTip(self.tr("p99: 99 requests in 100 must meet the targets."))
        self.horizon.set_unit(self.tr("months"))
        self.api_trend.set_unit(self.tr("%/year"))
        self.growth.set_unit(self.tr("%/month"))
        self.horizon.setToolTip(self.tr("Months over which the costs of renting, owning and the API are added up "
                                        "and compared (12 to 60)."))
        self.api_trend.setToolTip(field_tip(
            self.tr("How much API prices are expected to change each year, in percent (for example −30)."),
            self.tr("How API prices change each year, e.g. −30; compounded monthly.")))
        self.growth.setToolTip(field_tip(
            self.tr("How much the monthly volume grows each month."),
            self.tr("How the monthly volume grows each month; replicas follow it.")))
        self.input_share.setToolTip(self.tr("Share of the monthly tokens that are text sent to the model "
                                            "(questions, documents) rather than its answers."))
        self.cache_hit.setToolTip(field_tip(
            self.tr("Share of the text sent to the model that the API has seen before and bills at a lower price."),
            self.tr("Share of input tokens billed at the API's cached-input price.")))
        self.reasoning.setToolTip(field_tip(
            self.tr("How many times longer answers become when the model thinks before answering."),
            self.tr("Output tokens are multiplied by this (thinking tokens).")))
        self.iof.setToolTip(self.tr("Brazilian tax on payments abroad, added in R$ to the API and to GPUs "
                                    "rented from a foreign cloud; never to power, hosting or owned hardware."))
        self.fx_band.setToolTip(self.tr("How far the exchange rate may move over the term, up or down: amounts "
                                        "in reais show this range. It moves every route alike, so it never "
                                        "changes which one is cheapest."))
        for field in self.api.values():
            field.set_unit(self.tr("US$/M tok"))
        self.cache_write_price.set_unit(self.tr("US$/M tok"))
        self.cache_write_price.edit.setPlaceholderText(self.tr("billed as input"))
        self.batch_share.setToolTip(field_tip(
            self.tr("Share of the monthly volume that can wait for the API's batch interface (results within a day)."),
            self.tr("Batch tokens are billed at the list price less the batch discount.")))
        self.batch_discount.setToolTip(field_tip(
            self.tr("How much less the API's batch interface charges than its list price: 50 is half price."),
            self.tr("From the model's price page where its provider publishes one; 0 where none is published.")))
        self.cache_write.setToolTip(field_tip(
            self.tr("Share of the text sent to the model that is written to the API's prompt cache."),
            self.tr("Billed at the cache-write price; empty price: billed as input.")))

    def sync_extra(self, s) -> None:
        if self.sequences.value() != s.workload.concurrent_sequences:   # the same value still repaints the box
            with QSignalBlocker(self.sequences):
                self.sequences.setValue(s.workload.concurrent_sequences)
        with QSignalBlocker(self.currency):
            self.currency.setCurrentIndex(self.currency.findData(s.pricing.currency))
        with QSignalBlocker(self.taxes):
            self.taxes.setCurrentIndex(self.taxes.findData(s.taxes.jurisdiction))
        with QSignalBlocker(self.percentile):
            self.percentile.setCurrentIndex(self.percentile.findData(s.constraints.latency_percentile))
        self.rate.setEnabled(s.pricing.currency == "BRL")
        self.fx_band.setEnabled(s.pricing.currency == "BRL")
        self.iof.setEnabled(s.taxes.jurisdiction == "BR")
        self.api_source.set_full_text(fmt.quoted(s.pricing.api_source))
        for field in self.api.values():
            field.setToolTip(field_tip(self.tr("What the model vendor's API charges per million tokens."),
                                       self.tr("Source: %1").replace("%1", s.pricing.api_source)))
        over = s.workload.context_tokens > s.model.max_context
        self.context_hint.setText(
            self.tr("Longer than %1's maximum of %2 tokens.").replace("%1", s.model.name)
            .replace("%2", fmt.context(s.model.max_context)) if over else "")
        self.context_hint.setVisible(over)

    def on_result(self, r) -> None:
        self.sequences_hint.setText(self.tr("Up to %1 fit in memory at this context")
                                    .replace("%1", fmt.number(r.fit.max_concurrent_sequences)))
        e = r.explain.get("fit.max_concurrent_sequences")
        if e:
            self.sequences_hint.setToolTip(field_tip(
                self.tr("How many requests the deployment can serve at the same moment with this memory."),
                explanation(e)))

    def on_other_error(self, path: str, message: str) -> None:
        if path == "workload.concurrent_sequences" and message:
            self.sequences_hint.setText(message)
