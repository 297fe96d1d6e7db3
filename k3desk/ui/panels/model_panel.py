"""Model panel: preset picker with search, the model's key facts, number formats per component,
the architecture (read-only, collapsible) and an entry point for importing a ``config.json``."""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QFormLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from k3desk.report.model_terms import active_definition
from k3desk.ui.common import fmt
from k3desk.ui.common.fit import OwnFontCombo
from k3desk.ui.common.formatter import Formatter
from k3desk.ui.common.widgets import (
    CollapsibleSection,
    ElidedLabel,
    compact_combo,
    hint_label,
    plain_text_labels,
)
from k3desk.ui.panels.base import Panel, buddy, field_tip, form

FORMAT_PATHS = ("model.expert_format", "model.dense_format", "model.kv_format")


def _date(text: str) -> str:
    return fmt.day(text)   # 27/07/2026 in pt-BR, Jul 27, 2026 in English; a month alone in words


class ModelPanel(Panel):
    """Emits ``import_requested`` when the user asks to import a config.json (the window's
    ``dialogs/model_import.py`` handles it: it asks before replacing a shipped model)."""

    import_requested = Signal()

    def __init__(self, store, parent: QWidget | None = None):
        super().__init__(store, parent)
        self._labels: dict[str, QLabel] = {}
        self._shown_model = None
        cat = store.catalog
        self.picker = compact_combo(OwnFontCombo(self))   # its list opens in its own type
        self.picker.setEditable(True)
        self.picker.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        for mid, arch in cat.models.items():
            self.picker.addItem(arch.name, mid)
        completer = QCompleter(self.picker.model(), self.picker)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.picker.setCompleter(completer)
        self.picker.activated.connect(self._picked)
        self.model_error = hint_label("", self)
        self.model_error.setObjectName("fieldError")
        keep = self.model_error.sizePolicy()   # its row stays reserved: a message never moves the form
        keep.setRetainSizeWhenHidden(True)
        self.model_error.setSizePolicy(keep)
        self.model_error.hide()

        self.facts = {k: QLabel(self) for k in ("params", "context", "license", "released")}
        for label in self.facts.values():
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label.setWordWrap(True)

        self.formats: dict[str, QComboBox] = {}
        for path in FORMAT_PATHS:
            combo = compact_combo(QComboBox(self))
            uses = "kv" if path.endswith("kv_format") else "weight"
            for fid, f in cat.formats.items():
                if uses in f.uses:
                    combo.addItem("", fid)  # text set by retranslate_ui: names with words are translated
            combo.activated.connect(lambda _i, p=path, c=combo: self.store.set_field(p, c.currentData()))
            self.formats[path] = combo

        self.arch_body = QWidget()
        self.arch_form = QFormLayout(self.arch_body)
        self.arch_form.setContentsMargins(18, 0, 0, 0)
        self.arch_section = CollapsibleSection("", self.arch_body, self)
        self.import_button = QPushButton(self)
        self.import_button.clicked.connect(self.import_requested)

        self.source = ElidedLabel("", self)
        layout = form()
        layout.addRow(buddy(self._labels, "model", self.picker), self.picker)
        layout.addRow("", self.model_error)
        for key in ("params", "context", "license", "released"):
            layout.addRow(buddy(self._labels, key, self.facts[key]), self.facts[key])
        self.format_title = QLabel(self)
        self.format_title.setObjectName("sectionTitle")
        layout.addRow(self.format_title)
        for path, combo in self.formats.items():
            layout.addRow(buddy(self._labels, path, combo), combo)
        self._form = layout
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 12, 12, 12)
        box.addLayout(layout)
        box.addWidget(self.source)
        box.addWidget(self.arch_section)
        box.addWidget(self.import_button, 0, Qt.AlignmentFlag.AlignLeft)
        box.addStretch(1)
        self.retranslate_ui()
        self.refresh()

    def set_advanced(self, on: bool) -> None:
        """Number formats and the architecture fields are for engineers: shown in Advanced only."""
        self._form.setRowVisible(self.format_title, on)
        for combo in self.formats.values():
            self._form.setRowVisible(combo, on)
        self.arch_section.setVisible(on)

    def retranslate_ui(self) -> None:
        text = {"model": self.tr("M&odel:"), "params": self.tr("Parameters:"), "context": self.tr("Max context:"),
                "license": self.tr("License:"), "released": self.tr("Released:"),
                "model.expert_format": self.tr("Routed &experts:"), "model.dense_format": self.tr("Other &weights:"),
                "model.kv_format": self.tr("KV c&ache:")}
        for key, label in self._labels.items():
            label.setText(text[key])
        self._shown_model = None   # the source line and the dates are worded again in the new language
        cat = self.store.catalog
        for combo in self.formats.values():
            for i in range(combo.count()):
                f = cat.formats.get(combo.itemData(i))
                if f is not None:
                    combo.setItemText(i, f"{fmt.format_name(f.name)} ({fmt.number(f.bits_per_weight, 2)} b)")
                    combo.setItemData(i, "\n".join(x for x in (fmt.quoted(f.note), fmt.quoted(f.source) + " "
                                      + fmt.day(f.source_date)) if x.strip()), Qt.ItemDataRole.ToolTipRole)
        self.picker.lineEdit().setPlaceholderText(self.tr("Type to search models…"))
        self.picker.setToolTip(self.tr("Choose a model from the catalog; type to filter by name."))
        self.format_title.setText(self.tr("Number formats"))
        self.arch_section.set_title(self.tr("Architecture (config.json fields)"))
        self.import_button.setText(self.tr("&Import config.json…"))
        self.import_button.setToolTip(field_tip(
            self.tr("Size a model that is not in the catalog, from the settings file its authors publish."),
            self.tr("Read a Hugging Face config.json and size that model.")))

    # ---- sync -------------------------------------------------------------------------------
    def sync_extra(self, s) -> None:
        a = s.model
        if a == self._shown_model:  # most edits are elsewhere; rebuilding the form costs a repaint
            return
        self._shown_model = a
        with QSignalBlocker(self.picker):
            index = self.picker.findData(a.id)
            if index < 0:  # imported or from a file: not in the catalog
                self.picker.addItem(a.name, a.id)
                index = self.picker.count() - 1
            self.picker.setCurrentIndex(index)
        self.model_error.hide()
        self.facts["context"].setText(self.tr("%1 tokens").replace("%1", fmt.context(a.max_context)))
        self.facts["license"].setText(fmt.format_name(a.license) if a.license else "—")
        self.facts["released"].setText(_date(a.release_date) if a.release_date else "—")
        self.source.set_full_text(self.tr("Source: %1 (%2)").replace("%1", fmt.quoted(a.source))
                                  .replace("%2", fmt.day(a.source_date)))
        for path, combo in self.formats.items():
            fid = getattr(a, path.split(".")[1])
            with QSignalBlocker(combo):
                i = combo.findData(fid.lower())
                if i < 0:
                    combo.addItem(fid, fid)
                    i = combo.count() - 1
                combo.setCurrentIndex(i)
        self.formats["model.expert_format"].setEnabled(a.moe is not None)
        self._fill_architecture(a)

    def on_result(self, r) -> None:
        a = self.store.scenario.model
        if self.result_unchanged(r.params, r.explain.get("params.total"), r.explain.get("params.active"),
                                 a.source, a.source_date):
            return
        self.facts["params"].setText(self.tr("%1 total · %2 active (%3)")
                                     .replace("%1", fmt.tokens(r.params.total)).replace("%2", fmt.tokens(r.params.active))
                                     .replace("%3", Formatter.for_screen().text(active_definition(r.params))))
        tips = [r.explain.get("params.total"), r.explain.get("params.active")]
        source = self.tr("Source: %1 (%2)").replace("%1", fmt.quoted(a.source)).replace("%2", fmt.day(a.source_date))
        self.facts["params"].setToolTip(field_tip(
            self.tr("How large the model is: all its weights, and the part of them used for each token."),
            "\n".join(f"{e.formula}" for e in tips if e) + "\n" + source))
        meanings = {"context": self.tr("The longest conversation the model can hold at once, in tokens."),
                    "license": self.tr("The terms under which the model may be used."),
                    "released": self.tr("When the model was published.")}
        for key, meaning in meanings.items():
            self.facts[key].setToolTip(field_tip(meaning, source))

    def _fill_architecture(self, a) -> None:
        while self.arch_form.rowCount():
            self.arch_form.removeRow(0)
        rows = [("hidden_size", a.hidden_size), ("num_hidden_layers", a.num_layers), ("vocab_size", a.vocab_size),
                ("num_attention_heads", a.num_heads), ("num_key_value_heads", a.num_kv_heads), ("head_dim", a.head_dim),
                (self.tr("attention layers"), " / ".join(f"{k} {v}" for k, v in (
                    ("GQA", a.gqa_layers), ("SWA" if a.window_kind == "sliding" else self.tr("chunked"), a.swa_layers),
                    ("MLA", a.mla_layers), (self.tr("linear"), a.linear_layers),
                    (self.tr("feed-forward only"), a.no_mixer_layers)) if v))]
        if a.sliding_window:
            rows.append(("attention_chunk_size" if a.window_kind == "chunked" else "sliding_window", a.sliding_window))
        if a.dsa:
            rows += [("index_n_heads", a.dsa.index_heads), ("index_head_dim", a.dsa.index_head_dim),
                     ("index_topk", a.dsa.index_topk)]
        if a.mla:
            rows += [("kv_lora_rank", a.mla.kv_lora_rank), ("q_lora_rank", a.mla.q_lora_rank),
                     ("qk_rope_head_dim", a.mla.qk_rope_head_dim)]
        if a.linear:
            rows += [(self.tr("linear heads × d_k × d_v"), f"{a.linear.num_heads} × {a.linear.head_k_dim} × {a.linear.head_v_dim}")]
        if a.moe:
            rows += [("n_routed_experts", a.moe.routed_experts), ("n_shared_experts", a.moe.shared_experts),
                     ("num_experts_per_tok", a.moe.experts_per_token), ("moe_intermediate_size", a.moe.expert_ffn)]
        if a.dense_layers:
            rows += [(self.tr("dense layers × intermediate_size"), f"{a.dense_layers} × {fmt.number(a.dense_ffn)}")]
        if a.extra_params:
            rows.append((self.tr("extra parameters"), f"{fmt.tokens(a.extra_params)} {a.extra_params_note}".strip()))
        for name, value in rows:
            label = QLabel(fmt.number(value) if isinstance(value, int) else str(value))
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label.setWordWrap(True)
            self.arch_form.addRow(QLabel(f"{name}:"), label)
        plain_text_labels(self)

    def on_other_error(self, path: str, message: str) -> None:
        if path in ("model", *FORMAT_PATHS):
            self.model_error.setText(message)
            self.model_error.setVisible(bool(message))

    # ---- actions ------------------------------------------------------------------------------
    def _picked(self, index: int) -> None:
        mid = self.picker.itemData(index)
        if mid and mid in self.store.catalog.models and mid != self.store.scenario.model.id:
            self.store.set_model(mid)
