"""Serving panel: the engine and the knobs that move speed and memory, with the measured anchor.

Engine and attention parallelism pick the calibration (vLLM / SGLang vs TensorRT-LLM; tensor-
parallel attention replicates the MLA cache, data-parallel attention replicates the dense
weights); speculative decoding multiplies tokens per step (DSpark measured x2.98 / x3.14 on K3);
memory utilization, runtime overhead and the prefill chunk size set what each GPU can hold.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from k3desk.report import evidence
from k3desk.ui.common import fmt
from k3desk.ui.common.formatter import Formatter
from k3desk.ui.common.widgets import NumberField, compact_combo, hint_label, percent_slider
from k3desk.ui.panels.base import Panel, add_rows, field_tip, form

ENGINES = (("vllm", "vLLM"), ("sglang", "SGLang"), ("trtllm", "TensorRT-LLM"))


class ServingPanel(Panel):
    def __init__(self, store, parent: QWidget | None = None):
        super().__init__(store, parent)
        self._labels: dict[str, QLabel] = {}
        self.engine = compact_combo(QComboBox(self))
        for key, name in ENGINES:
            self.engine.addItem(name, key)
        self.engine.activated.connect(lambda i: self.store.set_field("serving.engine", self.engine.itemData(i)))
        self.attention = compact_combo(QComboBox(self))
        self.attention.addItem("", "tp")
        self.attention.addItem("", "dp")
        self.attention.activated.connect(
            lambda i: self.store.set_field("serving.attention_parallel", self.attention.itemData(i)))
        self.speculative = self.bind("serving.speculative_factor", NumberField("×"))
        self.speculative_hint = hint_label("", self)
        self.memory_use = self.bind("serving.gpu_memory_utilization", percent_slider(self))
        self.overhead = self.bind("serving.overhead_per_gpu_gb", NumberField("GB"))
        self.chunk = self.bind("serving.prefill_chunk_tokens", NumberField("tokens", integer=True))
        self.prompt = self.bind("workload.prompt_tokens", NumberField("tokens", integer=True))
        self.busy = self.bind("workload.utilization", percent_slider(self))
        self.anchor_title = QLabel(self)
        self.anchor_title.setObjectName("sectionTitle")
        self.anchor = QLabel(self)
        self.anchor.setWordWrap(True)

        layout = form()
        add_rows(layout, self._labels, (("engine", self.engine), ("attention", self.attention),
                                        ("speculative", self.speculative), ("", self.speculative_hint),
                                        ("memory_use", self.memory_use), ("overhead", self.overhead),
                                        ("chunk", self.chunk), ("prompt", self.prompt), ("busy", self.busy)))
        layout.addRow(self.anchor_title)
        layout.addRow(self.anchor)
        self.finish(layout)

    def retranslate_ui(self) -> None:
        text = {"engine": self.tr("&Engine:"), "attention": self.tr("&Attention:"),
                "speculative": self.tr("Speculati&ve decoding:"), "memory_use": self.tr("GPU memory &used:"),
                "overhead": self.tr("Runtime &overhead:"), "chunk": self.tr("Prefill &chunk:"),
                "prompt": self.tr("Typical &prompt:"), "busy": self.tr("Replica &busy:")}
        for key, label in self._labels.items():
            label.setText(text[key])
        self.attention.setItemText(0, self.tr("Tensor parallel"))
        self.attention.setItemText(1, self.tr("Data parallel + expert parallel"))
        self.attention.setToolTip(field_tip(
            self.tr("How the GPUs share the work of remembering each conversation; it changes how many users fit."),
            self.tr("Tensor parallel: every GPU keeps the whole MLA cache. Data parallel: each GPU serves its own "
                    "sequences but keeps a full copy of the non-expert weights.")))
        self.speculative_hint.setText(self.tr("1 = off · DSpark on K3: ×%1–%2")
                                      .replace("%1", fmt.number(331 / 111, 2)).replace("%2", fmt.number(370 / 118, 2)))
        self.speculative_hint.setToolTip(field_tip(
            self.tr("How much faster answers are written when the engine drafts several words ahead and checks them at once."),
            self.tr("vLLM with DSpark (7 draft tokens) measured 331 and 370 tok/s "
                    "against 111 and 118 without it (TP8, TP16; vLLM blog 2026-07-27).")))
        self.memory_use.setToolTip(field_tip(
            self.tr("Share of each GPU's memory the serving software may use."),
            self.tr("Share of each GPU's memory the engine may use (vLLM default 90%).")))
        self.overhead.setToolTip(field_tip(
            self.tr("Memory on each GPU kept for the serving software itself, not for the model or conversations."),
            self.tr("CUDA context, NCCL buffers and CUDA graphs per GPU "
                    "(a public Kimi K3 sizing article budgets 30 GB on 8 GPUs).")))
        self.busy.setToolTip(field_tip(
            self.tr("How much of the month each copy of the model is kept busy."),
            self.tr("Share of the month a replica is busy; sets how many tokens one replica carries.")))
        self.anchor_title.setText(self.tr("Speed model anchored to"))
        self.on_result(self.store.result)

    def sync_extra(self, s) -> None:
        for combo, value in ((self.engine, s.serving.engine), (self.attention, s.serving.attention_parallel)):
            with QSignalBlocker(combo):
                combo.setCurrentIndex(combo.findData(value))

    def on_result(self, r) -> None:
        if r is None:
            return
        if not r.evidence:
            return
        e = r.evidence[0]  # the nearest measured row, worded once in report/evidence.py
        if self.result_unchanged(e, self.store.scenario.pricing.currency):
            return
        fm = Formatter.for_screen(self.store.scenario.pricing.currency)
        self.anchor.setText(fm.text(evidence.setup(e)) + ": " + fm.text(evidence.sentence(e)))
        self.anchor.setToolTip(field_tip(self.tr("The published measurement the speed estimates are scaled from."),
                                         f"{e.conditions}\n{e.source} ({e.date})"))
