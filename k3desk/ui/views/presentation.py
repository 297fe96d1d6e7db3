"""Presentation mode: the page shown full screen in a meeting, bound to the same store as the window.

Few controls, large type: a verdict banner across the top ("Fits on 8× B300 — self-hosting
US$ 43,070/month vs API US$ 54,000"), a one-line note under it when more GPUs give each user less
speed (and why), a scenario switcher, the GPU type, a GPU-count stepper (− / + buttons, +/- and
arrow keys), the monthly volume (typed, or stepped 1–2–5 per decade) and the context length; the
CFO's questions (``presentation_money``: exchange rate, term, discount rate,
residency rule, providers) in one line under the banner; the cards and two charts fill the rest. Everything is reachable with Tab;
every change is one step of the store's undo stack (Ctrl+Z, also from a field with focus); Esc asks to
leave.
Type scales with the window height so 1366×768 and 1920×1080 both read from the back of the room.

Nothing moves while the figures change: the banner keeps the height of two lines (a longer sentence
is set smaller, never cut, and no line breaks inside an amount), the note keeps its line when empty,
and the pickers show the longest form of a name that fits. Like every view it forwards edits to the
store and computes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from k3desk.core.advisor.auto import next_deployable
from k3desk.core.presets import short_gpu_name
from k3desk.persistence import list_scenarios
from k3desk.persistence.recent import load_recent
from k3desk.report import figures, scaling
from k3desk.scenarios import examples
from k3desk.ui.charts import CostChart, TermChart, VramChart
from k3desk.ui.common import fmt, worker
from k3desk.ui.common.fit import FORMS_ROLE, FitCombo, FitLabel
from k3desk.ui.common.formatter import WORD_JOINER, Formatter, keep_amounts_whole
from k3desk.ui.common.widgets import SettleTimer, plain_text_labels
from k3desk.ui.panels.workload_panel import ContextField
from k3desk.ui.shell import theme
from k3desk.ui.views.cards import Cards
from k3desk.ui.views.presentation_controls import GpuStepper, VolumeField
from k3desk.ui.views.presentation_money import MoneyStrip, UndoPassThrough

if TYPE_CHECKING:
    from k3desk.core.advisor.space import Constraints


class PresentationPage(QWidget):
    """The presentation page. ``leave_requested`` fires on Esc; ``files`` (the window's
    FileController) opens scenarios picked in the switcher, asking about unsaved edits as usual."""

    leave_requested = Signal()

    def __init__(self, store, files=None, parent: QWidget | None = None):
        super().__init__(parent)
        self.store, self.files = store, files
        self.setObjectName("presentationPage")
        self.setProperty("errorHost", True)   # a refused value's message floats on this page, in its type
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._scale, self._mode = 0.0, "contrast"
        # two lines high whatever it says: a verdict of one line or two never moves the page
        self.banner = FitLabel("", self, lines=2, min_scale=0.6, fixed=True)
        self.banner.setTextFormat(Qt.TextFormat.PlainText)   # it quotes the scenario's own text
        self.banner.setObjectName("verdictBanner")
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # why more GPUs give each user less speed, when they do; its line stays when it is empty
        self.note = FitLabel("", self, lines=1, min_scale=0.7, fixed=True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setObjectName("presNote")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # The decision is worded once edits settle (as the window's verdict strip), so a drag stays fast.
        self._banner_timer = SettleTimer(self, self._word_banner)

        self.scenario = FitCombo(self, chars=12)
        self.scenario.activated.connect(self._switch)
        self.gpu = FitCombo(self, chars=10)
        for gid, g in store.catalog.gpus.items():
            self._add_gpu(g.name, gid)
        self.gpu.activated.connect(self._pick_gpu)
        self.stepper = GpuStepper(self)
        self.stepper.stepped.connect(self.step_gpus)
        self.tokens = VolumeField(self)
        self.tokens.committed.connect(lambda v, merge: self.store.set_field("workload.tokens_per_month", v, merge=merge))
        self.tokens.drag_finished.connect(self.store.end_merge)
        self.context = ContextField(self)
        self.context.committed.connect(lambda v, _m: self.store.set_field("workload.context_tokens", v))
        # the keys, on the note's line while there is no note (the same place, so nothing moves)
        self.keys_hint = FitLabel("", self, lines=1, min_scale=0.7, fixed=True)
        self.keys_hint.setObjectName("presHint")
        self.keys_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.labels = {key: QLabel(self) for key in ("scenario", "gpu", "count", "tokens", "context")}
        controls = QFrame(self)
        controls.setObjectName("presControls")
        box = QVBoxLayout(controls)
        box.setContentsMargins(16, 8, 16, 8)
        box.setSpacing(4)
        for key, widget in (("scenario", self.scenario), ("gpu", self.gpu), ("count", self.stepper),
                            ("tokens", self.tokens), ("context", self.context)):
            label = self.labels[key]
            label.setObjectName("presLabel")
            # the mnemonic focuses what takes the keys (a composite field's entry: a label ignores a buddy
            # that cannot take focus itself)
            label.setBuddy({"tokens": self.tokens.edit, "context": self.context.combo}.get(key, widget))
            box.addWidget(label)
            box.addWidget(widget)
            box.addSpacing(2)
        box.addStretch(1)

        # the CFO's questions: exchange rate, term, discount rate, residency, providers (one undo step each)
        self.money = MoneyStrip(self)
        self.money.changed.connect(self._money_edit)
        self._undo_keys = UndoPassThrough(self)
        for edit in (self.tokens.edit, self.context.edit):
            edit.installEventFilter(self._undo_keys)
        self.cards = Cards(self, detail_lines=2)   # two lines held: a longer detail is set smaller, never moves the charts
        self.charts = {}
        chart_row = QHBoxLayout()
        chart_row.setSpacing(12)
        for key, cls in (("vram", VramChart), ("cost", CostChart)):
            self.charts[key] = cls(self)
            chart_row.addWidget(self.charts[key], 1)
        # T swaps the monthly cost chart for the contract term (and back): one key, no menu.
        self.money_stack = QStackedWidget(self)
        chart_row.removeWidget(self.charts["cost"])
        self.charts["term"] = TermChart(self)
        self.money_stack.addWidget(self.charts["cost"])
        self.money_stack.addWidget(self.charts["term"])
        chart_row.addWidget(self.money_stack, 1)
        self.term_key = QShortcut(QKeySequence(Qt.Key.Key_T), self)
        self.term_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.term_key.activated.connect(self.toggle_term)
        right = QVBoxLayout()
        right.setSpacing(12)
        right.addWidget(self.cards)
        right.addLayout(chart_row, 1)
        grid = QGridLayout(self)
        grid.setContentsMargins(14, 10, 14, 10)
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(10)
        grid.addWidget(self.banner, 0, 0, 1, 2)
        grid.addWidget(self.note, 1, 0, 1, 2)
        grid.addWidget(self.keys_hint, 1, 0, 1, 2)
        grid.addWidget(self.money, 2, 0, 1, 2)   # the assumptions the banner rests on, right under it
        grid.addWidget(controls, 3, 0)
        grid.addLayout(right, 3, 1)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(3, 1)
        self.controls = controls
        for a, b in ((self.scenario, self.gpu), (self.gpu, self.stepper), (self.stepper, self.tokens.edit),
                     (self.tokens.edit, self.tokens.slider), (self.tokens.slider, self.context.combo),
                     (self.context.combo, self.money.rate.edit), (self.money.rate.edit, self.money.term.edit),
                     (self.money.term.edit, self.money.discount.edit), (self.money.discount.edit, self.money.residency),
                     (self.money.residency, self.money.providers)):
            QWidget.setTabOrder(a, b)
        self.cheap_key = QShortcut(QKeySequence(Qt.Key.Key_C), self)
        self.cheap_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.cheap_key.activated.connect(self.cheapest)
        self.constraints: Callable[[], Constraints | None] | None = None  # the window may hand over the Advisor's limits
        self.esc = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self.esc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.esc.activated.connect(self.leave_requested)

        store.scenario_changed.connect(self._sync)
        store.result_changed.connect(self._on_result)
        store.field_error.connect(self._field_error)
        store.path_changed.connect(lambda _p: self.refresh_scenarios())
        self.retranslate_ui()
        self.set_look("contrast", 1.0)
        self._sync(store.scenario)
        if store.result is not None:
            self._on_result(store.result)
            self.flush_banner()   # the first view shows its verdict at once
        plain_text_labels(self)   # text from files shows literally

    # ---- language ------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        text = {"scenario": self.tr("&Scenario"), "gpu": self.tr("&GPU type"), "count": self.tr("GPU &count"),
                "tokens": self.tr("&Tokens per month"), "context": self.tr("Conte&xt length")}
        for key, label in self.labels.items():
            label.setText(text[key])
        self.stepper.minus.setToolTip(self.tr("Fewer GPUs (−)"))
        self.stepper.plus.setToolTip(self.tr("More GPUs (+)"))
        self.stepper.setAccessibleName(self.tr("GPU count"))
        steps = [fmt.tokens(v) for v in (1e9, 2e9, 5e9, 10e9)]   # 1–2–5 in every decade
        self.tokens.minus.setToolTip(self.tr("Less volume: %1 … (Down arrow)").replace("%1", ", ".join(steps[::-1])))
        self.tokens.plus.setToolTip(self.tr("More volume: %1 … (Up arrow)").replace("%1", ", ".join(steps)))
        self.tokens.edit.setAccessibleName(self.tr("Tokens per month"))
        self.tokens.edit.setToolTip(self.tr("Type a volume (%1) or step it with the arrow keys").replace(
            "%1", fmt.tokens(3e9)))
        self._keys_text = self.tr("Tab: next control · arrows, + −: change · Ctrl+Z: undo · C: cheapest · "
                                  "T: contract term · Ctrl+Shift+H: high contrast · Esc: leave")
        self.keys_hint.setText("" if self.note.text() else self._keys_text)
        self.refresh_scenarios()
        self._sync(self.store.scenario)
        if self.store.result is not None:
            self._on_result(self.store.result)
            self.flush_banner()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # ---- look ----------------------------------------------------------------------------------
    def set_look(self, mode: str, scale: float) -> None:
        """Colours (``contrast``, ``dark`` or ``light``) and type scale (1.0 at 768 px high)."""
        if (mode, round(scale, 2)) == (self._mode, round(self._scale, 2)):
            return
        self._mode, self._scale = mode, scale
        self.controls.setFixedWidth(round(360 * scale))   # the cards and charts never push the controls
        self.setStyleSheet(presentation_style(mode, scale))
        for field in (self.money.rate, self.money.term, self.money.discount):
            field.fit_width()
        self.setPalette(theme.palette(mode))
        for chart in self.charts.values():
            chart.apply_theme(mode == "dark", high_contrast=mode == "contrast")
            chart.set_font_scale(1.15 * scale)

    def toggle_term(self) -> None:
        """Show the cumulative cost over the contract term in place of the monthly cost, or back."""
        if self.money_stack.count() == 2:
            self.money_stack.setCurrentIndex(1 - self.money_stack.currentIndex())

    def showing_term(self) -> bool:
        return self.money_stack.count() == 2 and self.money_stack.currentIndex() == 1

    def scale_for(self, height: int) -> float:
        """Type scale from the page height: 1.0 at 768 px, 1.4 at 1080 px."""
        return max(0.9, min(1.8, height / 768))

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt API name
        super().resizeEvent(event)
        self.set_look(self._mode, self.scale_for(self.height()))

    # ---- store -> view -------------------------------------------------------------------------
    def _sync(self, s) -> None:
        i = self.gpu.findData(s.hardware.gpu.id)
        if i < 0:
            self._add_gpu(s.hardware.gpu.name, s.hardware.gpu.id)
            i = self.gpu.count() - 1
        self.gpu.setCurrentIndex(i)
        self.tokens.set_value(s.workload.tokens_per_month)
        self.tokens.set_error("")   # both show the value in use again: no message about another one
        self.context.set_value(s.workload.context_tokens)
        self.context.set_error("")
        self.money.show_scenario(s)
        if self.scenario.count() and self.scenario.itemData(0) == ("current", None):
            self.scenario.setItemText(0, self.tr("Current: %1").replace("%1", s.name))
            self.scenario.setItemData(0, [s.name], FORMS_ROLE)

    def _on_result(self, _r) -> None:
        ev = self.store.evaluation   # the window's one evaluation: the same figures as its cards
        if ev is None:
            return
        r = ev.result
        self.stepper.value.setText(fmt.number(r.fit.gpu_count))
        self.stepper.minus.setEnabled(r.fit.gpu_count > 1)
        self.cards.set_result(ev)
        for chart in self.charts.values():
            chart.show_result(ev)  # redrawn only when what it draws changed; a hidden one when shown
        self._banner_timer.start()

    def flush_banner(self) -> None:
        """Word a pending banner now (tests, screenshots)."""
        self._banner_timer.flush()

    def _word_banner(self) -> None:
        ev = self.store.evaluation
        if ev is None:
            return
        s = ev.scenario
        text, ok = self.verdict(ev)
        self.banner.setText(text)
        self.banner.setAccessibleName(text.replace(WORD_JOINER, ""))
        note = scaling.slower_with_more_gpus(ev)
        self.note.setText(keep_amounts_whole(Formatter.for_screen(s.pricing.currency).text(note)) if note else "")
        self.keys_hint.setText("" if note else self._keys_text)   # emptied, not hidden: the row keeps its place
        state = "ok" if ok else "bad"
        if self.banner.property("state") != state:  # re-polishing restyles the banner: only on a change
            self.banner.setProperty("state", state)
            self.banner.style().unpolish(self.banner)
            self.banner.style().polish(self.banner)

    def verdict(self, ev) -> tuple[str, bool]:
        """The banner sentence and whether it is good news, both from the figures layer."""
        text, good = figures.banner_decision(ev)
        return keep_amounts_whole(Formatter.for_screen(ev.scenario.pricing.currency).text(text)), good

    def banner_text(self) -> str:
        """The banner's words (the invisible joiners that keep amounts whole left out)."""
        self.flush_banner()
        return self.banner.text().replace(WORD_JOINER, "")

    def note_text(self) -> str:
        """The note under the banner (why more GPUs are slower per user), or ""."""
        self.flush_banner()
        return self.note.text().replace(WORD_JOINER, "")

    def _field_error(self, path: str, message: str) -> None:
        """A value the store refused, said under the field it was typed in (as the window's panels do)."""
        fields = {"workload.tokens_per_month": self.tokens, "workload.context_tokens": self.context,
                  **self.money.fields()}
        field = fields.get(path)
        if field is not None and hasattr(field, "set_error") and self.isVisible():
            field.set_error(message)

    # ---- view -> store -------------------------------------------------------------------------
    def _money_edit(self, updates: dict) -> None:
        """One of the CFO's questions: one undoable step (the key names the field, so a refusal shows on it)."""
        self.store.apply(updates, key=next(iter(updates)) if len(updates) == 1 else None)

    def step_gpus(self, up: bool) -> None:
        """One step of the GPU stepper; an automatic count becomes the explicit next one."""
        hw = self.store.scenario.hardware
        current = hw.gpu_count if hw.gpu_count is not None else (
            self.store.result.fit.gpu_count if self.store.result is not None else hw.gpus_per_node)
        # Deployable counts only (powers of two that split heads and experts, or whole nodes with
        # pipeline stages): "+" on 16x never lands on 24x, which no engine could split.
        self.store.set_field("hardware.gpu_count", next_deployable(self.store.scenario, current, up))

    def cheapest(self) -> None:
        """Apply the cheapest configuration that meets the need (the Advisor's limits, if set)."""
        limits = self.constraints() if self.constraints is not None else None
        ev = self.store.evaluation
        page = getattr(self.window(), "advisor_page", None)   # the Advisor's basis when it was opened
        by = page.ranked_by() if page is not None else None
        if ev is None:
            return
        ready = ev.ranking_ready(limits, by)
        if ready is None:   # searched on a worker thread: the room watches a steady window, not a frozen one
            self.searching = True
            self.banner.setText(self.tr("Searching the configurations…"))
            worker.start(lambda: ev.ranking(limits, by), lambda ranking: self._apply_cheapest(ev, ranking),
                         lambda message: self._apply_cheapest(ev, None), owner=self)
            return
        self._apply_cheapest(ev, ready)

    def _apply_cheapest(self, ev, ranking) -> None:
        """Apply the Advisor's first row, unless the scenario changed while it was searched."""
        from k3desk.core.advisor.advise import option_edits

        self.searching = False
        if ev is not self.store.evaluation:
            self.flush_banner()
            return
        best = ranking.cheapest if ranking is not None else None
        if best is None:
            self.banner.setText(self.tr("Nothing meets the need with these limits"))
            return
        self.store.apply(option_edits(self.store.scenario, best.option, self.store.catalog), key="advisor",
                         text=self.tr("Cheapest that meets the need"))

    def wait_ready(self, timeout_ms: int = 30_000) -> None:
        """Block until a search in flight has been applied (tests, screenshots)."""
        from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QThreadPool

        deadline = QDeadlineTimer(timeout_ms)
        while getattr(self, "searching", False) and not deadline.hasExpired():
            QThreadPool.globalInstance().waitForDone(50)
            QCoreApplication.processEvents()

    def _add_gpu(self, name: str, gid: str) -> None:
        """A GPU by its catalog name; the closed picker falls back to shorter forms that fit
        ("NVIDIA B300", then "B300") and the list shows the whole name."""
        self.gpu.addItem(name, gid)
        self.gpu.setItemData(self.gpu.count() - 1, [name.split(" (")[0].strip(), short_gpu_name(name)], FORMS_ROLE)

    def _pick_gpu(self, index: int) -> None:
        gid = self.gpu.itemData(index)
        if gid and gid != self.store.scenario.hardware.gpu.id:
            self.store.set_gpu(gid)

    def refresh_scenarios(self) -> None:
        """The switcher: the current scenario, then the library, recent files and the examples."""
        combo = self.scenario
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(self.tr("Current: %1").replace("%1", self.store.scenario.name), ("current", None))
        combo.setItemData(0, [self.store.scenario.name], FORMS_ROLE)
        seen = {str(self.store.path)} if self.store.path else set()
        try:
            entries = [(e.name, str(e.path)) for e in list_scenarios() if not e.error]
        except OSError:
            entries = []
        recent = [(p.name.removesuffix(".k3desk.json"), str(p)) for p in load_recent()]
        for name, path in entries + recent:
            if path not in seen:
                seen.add(path)
                combo.addItem(name, ("path", path))
                combo.setItemData(combo.count() - 1, path, Qt.ItemDataRole.ToolTipRole)
        for sid, name in examples():
            combo.addItem(self.tr("Example: %1").replace("%1", name), ("example", sid))
            combo.setItemData(combo.count() - 1, [name], FORMS_ROLE)
        combo.setCurrentIndex(0)
        combo.blockSignals(False)

    def _switch(self, index: int) -> None:
        kind, value = self.scenario.itemData(index) or ("current", None)
        if self.files is not None and kind == "path":
            self.files.open_path(value)
        elif self.files is not None and kind == "example":
            self.files.open_example(value)
        self.refresh_scenarios()

    def focus_first(self) -> None:
        self.stepper.setFocus(Qt.FocusReason.OtherFocusReason)


def presentation_style(mode: str, scale: float) -> str:
    """The page's style sheet: banner colours, big numbers, large control type."""
    c = {**theme.COLORS, **theme.surfaces(mode)}
    label, big, banner, hint = round(15 * scale), round(34 * scale), round(22 * scale), round(11 * scale)
    note = round(13 * scale)
    control = round(14 * scale)
    ok_bg = "#00704F" if mode != "contrast" else "#006B45"   # darker than Okabe-Ito green: white text reads
    bad_bg = "#B34700" if mode != "contrast" else "#A33A00"
    focus = theme.OKABE_ITO["yellow"] if mode != "light" else theme.OKABE_ITO["blue"]
    return theme.style_sheet(scale, mode) + f"""
QWidget#presentationPage {{ background: {c['window']}; color: {c['text']}; }}
QLabel#verdictBanner {{ color: #FFFFFF; font-size: {banner}pt; font-weight: 700; padding: {round(8 * scale)}px;
    border-radius: 6px; background: {c['accent']}; }}
QLabel#verdictBanner[state="ok"] {{ background: {ok_bg}; }}
QLabel#verdictBanner[state="bad"] {{ background: {bad_bg}; }}
QLabel#presNote {{ color: {c['text']}; font-size: {note}pt; font-weight: 600; }}
QFrame#presControls {{ background: {c['card']}; border: 1px solid {c['border']}; border-radius: 6px; }}
QLabel#presLabel {{ color: {c['text']}; font-size: {label}pt; font-weight: 600; }}
QLabel#presHint {{ color: {c['muted']}; font-size: {hint}pt; }}
QLabel#bigValue {{ color: {c['text']}; font-size: {big}pt; font-weight: 700; }}
QPushButton#stepButton {{ font-size: {big}pt; font-weight: 700; min-width: {round(56 * scale)}px;
    min-height: {round(48 * scale)}px; color: {c['text']}; background: {c['window']};
    border: 2px solid {c['border']}; border-radius: 6px; }}
QPushButton#stepButton:disabled {{ color: {c['border']}; }}
QWidget#gpuStepper {{ border: 2px solid transparent; border-radius: 6px; }}
QWidget#gpuStepper:focus {{ border: 3px solid {focus}; }}
QFrame#presControls QComboBox {{ font-size: {control}pt; min-height: {round(30 * scale)}px;
    color: {c['text']}; background: {c['card']}; border: 1px solid {c['border']}; border-radius: 4px;
    padding: 2px 6px; }}
QFrame#presControls QComboBox QAbstractItemView {{ color: {c['text']}; background: {c['card']};
    selection-background-color: {c['accent']}; selection-color: {'#000000' if mode != 'light' else '#FFFFFF'}; }}
QFrame#presControls QComboBox:focus, QFrame#presControls QSlider:focus {{ border: 3px solid {focus}; }}
QFrame#presControls QSlider {{ min-height: {round(30 * scale)}px; }}
QLineEdit#bigEdit {{ color: {c['text']}; background: {c['card']}; font-size: {big}pt; font-weight: 700;
    border: 2px solid {c['border']}; border-radius: 6px; padding: 0 4px; }}
QLineEdit#bigEdit:focus {{ border: 3px solid {focus}; }}
QLineEdit#bigEdit[invalid="true"] {{ border: 3px solid {bad_bg}; }}
QFrame#presMoney {{ background: {c['card']}; border: 1px solid {c['border']}; border-radius: 6px; }}
QLabel#moneyTitle {{ color: {c['muted']}; font-size: {hint}pt; font-weight: 700; }}
QFrame#presMoney QLineEdit {{ color: {c['text']}; background: {c['window']}; font-size: {control}pt;
    font-weight: 700; border: 1px solid {c['border']}; border-radius: 4px; padding: 1px 4px;
    min-height: {round(28 * scale)}px; }}
QFrame#presMoney QLineEdit:focus {{ border: 3px solid {focus}; }}
QFrame#presMoney QLineEdit:disabled, QFrame#presMoney QLabel:disabled {{ color: #8A8A8A; border-style: dashed; }}
QFrame#presMoney QLabel {{ color: {c['text']}; font-size: {control}pt; }}
QFrame#presMoney QLabel#moneyTitle {{ font-size: {hint}pt; }}
QFrame#presMoney QCheckBox {{ color: {c['text']}; font-size: {control}pt; font-weight: 600;
    min-height: {round(28 * scale)}px; spacing: {round(8 * scale)}px; }}
QFrame#presMoney QCheckBox::indicator {{ width: {round(20 * scale)}px; height: {round(20 * scale)}px; }}
QFrame#presMoney QCheckBox:focus {{ border: 3px solid {focus}; border-radius: 4px; }}
QFrame#presMoney QComboBox {{ font-size: {control}pt; font-weight: 700; min-height: {round(28 * scale)}px;
    color: {c['text']}; background: {c['window']}; border: 1px solid {c['border']}; border-radius: 4px;
    padding: 1px 6px; }}
QFrame#presMoney QComboBox:focus {{ border: 3px solid {focus}; }}
QFrame#presMoney QComboBox QAbstractItemView {{ color: {c['text']}; background: {c['card']};
    selection-background-color: {c['accent']}; selection-color: {'#000000' if mode != 'light' else '#FFFFFF'}; }}
"""
