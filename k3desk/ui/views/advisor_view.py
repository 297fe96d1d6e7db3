"""The Advisor page: the buyer's constraints on the left, the ten cheapest configurations that carry
the workload in a table, a cost-against-speed scatter with the Pareto front and today's scenario, and
the serving command lines of the selected option with a Copy button.

The table sets the options against the decision: amounts are the decision's (what the buyer pays for
the whole fleet the decision sizes — the peak hour's volume plus the spares — with taxes, maintenance and
staff, converted at the exchange rate as the window's cost card does), ranked per month or over the term
as the user picks, with the decision's API route for the same volume as a reference row on top (never
selectable; "left out" and why when the buyer's rules leave it out) and a mark on amounts whose price the
catalog derived or could not verify. Options of a route the buyer's rules leave out are not offered.

It renders and forwards: the search is ``core.advise``, the wording and the money basis are
``report.advice``, the commands are ``report.recipes``; "Use this" sends the option's edits to the
store as one undo step.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from k3desk.core.advisor.advise import Advice, option_edits
from k3desk.core.advisor.space import Constraints
from k3desk.report.advice import (
    ANCHOR_MARK,
    amount,
    anchored_legend,
    answer,
    api_cheaper,
    api_reference,
    api_reference_cells,
    dropped_reason,
    formats_label,
    formats_short,
    gpu_label,
    left_out_by_rule,
    nothing_meets,
    per_mtok,
    price_flag,
    serving_explained,
    serving_label,
    speed_anchor,
    unverified_legend,
)
from k3desk.report.model import T
from k3desk.report.recipes import NO_RECIPE, serving_recipes
from k3desk.session import RANKINGS, Priced
from k3desk.ui.charts.advisor_chart import AdvisorChart
from k3desk.ui.common import fmt, worker
from k3desk.ui.common.formatter import Formatter
from k3desk.ui.common.widgets import plain_text_labels
from k3desk.ui.shell.theme import color
from k3desk.ui.views.advisor_limits import AdvisorLimits

TOP = 10
VENDORS = ("nvidia", "amd", "apple")
COLUMNS = 8
MONTH, TERM = 4, 5   # the amount columns
SPEED = 6


class AdvisorPage(QWidget):
    """``leave_requested`` asks the window to go back to the scenario."""

    leave_requested = Signal()

    def __init__(self, store, parent: QWidget | None = None):
        super().__init__(parent)
        self.store = store
        self.setObjectName("advisorPage")
        self.advice: Advice | None = None
        self.rows: tuple[Priced, ...] = ()       # the options on the decision's money basis, ranked
        self.searching = False   # a ranking is being made on a worker thread
        self._wanted: tuple | None = None      # (evaluation, limits, basis) of the ranking to show
        self.api_route = None   # the decision's API route (``Evaluation.full_decision``): priced, or left out and why
        self.api: tuple[float, float, float] | None = None   # its (month 1, term, present value), landed; None: left out
        self.ranking = None     # the ranking shown (what the buyer's rules left out of it)
        self._reference = 0  # table rows above the options (the API's reference row)
        self._selected = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(120)  # a spin box held down recomputes a few times a second, not on every step
        self._timer.timeout.connect(self.refresh)

        self.title = QLabel(self)
        self.title.setObjectName("advisorTitle")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.back = QPushButton(self)
        self.back.clicked.connect(self.leave_requested)
        self.summary = QLabel(self)
        self.summary.setObjectName("hint")

        self.min_tok = self._spin(QDoubleSpinBox(self), 0, 10_000, 1)
        self.max_ttft = self._spin(QDoubleSpinBox(self), 0, 600, 0.1)
        self.max_ttft.setDecimals(1)
        self.budget = self._spin(QSpinBox(self), 0, 100_000_000, 1000)
        self.max_gpus = self._spin(QSpinBox(self), 0, 100_000, 1)
        self.vendor_boxes = {v: QCheckBox(self) for v in VENDORS}
        for box in self.vendor_boxes.values():
            box.setChecked(True)
            box.toggled.connect(self._changed)
        self.one_node = QCheckBox(self)
        self.one_node.toggled.connect(self._changed)
        self.ownership = QComboBox(self)
        self.ownership.addItems(["", "", ""])
        self.ownership.currentIndexChanged.connect(self._changed)
        self.quantized = QCheckBox(self)
        self.quantized.setChecked(True)
        self.quantized.toggled.connect(self._changed)

        form_box = QFrame(self)
        form_box.setObjectName("advisorConstraints")
        self.form = QFormLayout(form_box)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)  # long pt-BR labels above their fields
        self.form.setContentsMargins(0, 0, 0, 0)
        vendors = QWidget(form_box)
        vrow = QHBoxLayout(vendors)
        vrow.setContentsMargins(0, 0, 0, 0)
        for box in self.vendor_boxes.values():
            vrow.addWidget(box)
        vrow.addStretch(1)
        self.form_labels = [QLabel(form_box) for _ in range(6)]
        # the four limits name the model they were set for, and reset when it changes
        self.limits = AdvisorLimits(store, (self.min_tok, self.max_ttft, self.budget, self.max_gpus),
                                    self._changed, form_box)
        for i, (label, field) in enumerate(zip(self.form_labels, (self.min_tok, self.max_ttft, self.budget,
                                                                  self.max_gpus, vendors, self.ownership),
                                               strict=False)):
            label.setBuddy(field)
            self.form.addRow(label, field)
            if i == 3:
                self.form.addRow(self.limits.note)
        self.form.addRow(self.one_node)
        self.form.addRow(self.quantized)
        self.rank_label = QLabel(form_box)   # not a constraint: how the options that meet them are ordered
        self.rank = QComboBox(form_box)
        self.rank.addItems(["", ""])
        self.rank_label.setBuddy(self.rank)
        self.rank.currentIndexChanged.connect(self._rerank)
        self.form.addRow(self.rank_label, self.rank)
        self.answer = QLabel(self)
        self.answer.setObjectName("advisorAnswer")
        self.answer.setWordWrap(True)
        self.dropped = QLabel(self)
        self.dropped.setObjectName("hint")
        self.dropped.setWordWrap(True)
        self.dropped.setAlignment(Qt.AlignmentFlag.AlignTop)
        # a long list of what was left out scrolls: it never squeezes the limits above it (they stay in place)
        dropped_area = QScrollArea(self)
        dropped_area.setWidget(self.dropped)
        dropped_area.setWidgetResizable(True)
        dropped_area.setFrameShape(QFrame.Shape.NoFrame)
        dropped_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        dropped_area.setMaximumWidth(300)
        form_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        left = QVBoxLayout()
        left.addWidget(form_box)
        left.addWidget(self.answer)
        left.addWidget(dropped_area, 1)

        self.table = QTableWidget(TOP + 1, COLUMNS, self)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(24)
        head = self.table.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        head.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._row_selected)
        self.table.cellDoubleClicked.connect(lambda row, _c: self.use_selected() if row >= self._reference else None)
        self.use = QPushButton(self)
        self.use.setObjectName("primaryButton")
        self.use.clicked.connect(self.use_selected)

        self.chart = AdvisorChart(self)
        self.recipe_tabs = QTabWidget(self)
        self.recipe_text = {e: QPlainTextEdit(self) for e in ("vllm", "sglang")}
        for engine, edit in self.recipe_text.items():
            edit.setReadOnly(True)
            edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
            edit.setObjectName("recipeText")
            self.recipe_tabs.addTab(edit, {"vllm": "vLLM", "sglang": "SGLang"}[engine])
        self.copy = QPushButton(self)
        self.copy.clicked.connect(self.copy_recipe)
        recipe = QWidget(self)
        rbox = QVBoxLayout(recipe)
        rbox.setContentsMargins(0, 0, 0, 0)
        self.recipe_title = QLabel(recipe)
        self.recipe_title.setObjectName("chartTitle")
        rbox.addWidget(self.recipe_title)
        rbox.addWidget(self.recipe_tabs, 1)
        rbox.addWidget(self.copy, 0, Qt.AlignmentFlag.AlignRight)
        bottom = QSplitter(Qt.Orientation.Horizontal, self)
        bottom.addWidget(self.chart)
        bottom.addWidget(recipe)
        bottom.setSizes([520, 420])
        bottom.setChildrenCollapsible(False)

        right = QVBoxLayout()
        right.addWidget(self.table, 5)
        buttons = QHBoxLayout()
        buttons.addWidget(self.summary, 1)
        buttons.addWidget(self.use)
        right.addLayout(buttons)
        right.addWidget(bottom, 6)

        grid = QGridLayout(self)
        grid.setContentsMargins(12, 8, 12, 8)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.back)
        grid.addLayout(top, 0, 0, 1, 2)
        grid.addLayout(left, 1, 0)
        grid.addLayout(right, 1, 1)
        grid.setColumnStretch(1, 1)
        grid.setColumnMinimumWidth(0, 250)
        form_box.setMaximumWidth(300)
        self.answer.setMaximumWidth(300)
        self.dropped.setMaximumWidth(300)

        store.result_changed.connect(lambda _r: self._changed())
        self.retranslate_ui()
        plain_text_labels(self)   # GPU and model names from the catalog show literally

    # ---- widgets -------------------------------------------------------------------------------
    def _spin(self, spin, low, high, step):
        spin.setRange(low, high)
        spin.setSingleStep(step)
        spin.setGroupSeparatorShown(True)
        spin.setKeyboardTracking(False)
        spin.valueChanged.connect(self._changed)
        return spin

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Advisor: the cheapest configurations that carry this workload"))
        self.back.setText(self.tr("Bac&k to the scenario"))
        texts = (self.tr("Minimum &speed per user (tokens/s):"), self.tr("Maximum &time to first token (s):"),
                 self._budget_text(), self.tr("At most this many &GPUs:"),
                 self.tr("GPU ven&dors:"), self.tr("&Rent or own:"))
        for label, text in zip(self.form_labels, texts, strict=False):
            label.setText(text)
        for spin in (self.min_tok, self.max_ttft, self.budget, self.max_gpus):
            spin.setSpecialValueText(self.tr("no limit"))
        for key, box in self.vendor_boxes.items():
            box.setText({"nvidia": "NVIDIA", "amd": "AMD", "apple": "Apple"}[key])
        self.one_node.setText(self.tr("One &node only"))   # short: the constraints column is narrow
        self.one_node.setToolTip(self.tr("Only setups that fit in one server, so no scale-out network is needed."))
        self.quantized.setText(self.tr("&Quantized checkpoints"))
        self.quantized.setToolTip(self.tr("Also consider checkpoints published in fewer bits (smaller, "
                                          "slightly lower quality)."))
        for i, text in enumerate((self.tr("Rent or own"), self.tr("Rent only"), self.tr("Own only"))):
            self.ownership.setItemText(i, text)
        self.rank_label.setText(self.tr("R&ank by:"))
        for i, text in enumerate((self.tr("cost per month"), self.tr("cost over the term"))):
            self.rank.setItemText(i, text)
        self.limits.retranslate()
        self.rank.setToolTip(self.tr("The decision's cost of each option: its whole fleet in the first month, "
                                     "or over the contract term (the purchase, running costs and rentals, "
                                     "less the resale)"))
        self._headers()
        self.use.setText(self.tr("&Use this"))
        self.use.setToolTip(self.tr("Apply the selected option to the scenario (Undo brings the old one back)"))
        self.copy.setText(self.tr("&Copy command"))
        self.recipe_title.setText(self.tr("How to run it"))
        if self.advice is not None:
            self._render()

    def _headers(self) -> None:
        self.table.setHorizontalHeaderLabels([
            self.tr("GPUs"), self.tr("Serving"), self.tr("Formats"), self.tr("Rent/own"), self.tr("Per month"),
            self.tr("Over %1 months").replace("%1", fmt.number(self.store.scenario.pricing.horizon_months)),
            self.tr("Tokens/s per user"), self.tr("First token")])

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt API name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # ---- model -> view -------------------------------------------------------------------------
    def constraints(self) -> Constraints:
        vendors = tuple(v for v, box in self.vendor_boxes.items() if box.isChecked())
        return Constraints(
            min_tok_s=self.min_tok.value() or None, max_ttft_s=self.max_ttft.value() or None,
            max_usd_month=(self.budget.value() / self._currency()[1]) or None, max_gpus=self.max_gpus.value() or None,
            vendors=() if len(vendors) in (0, len(VENDORS)) else vendors,
            one_node=self.one_node.isChecked(), quantized=self.quantized.isChecked(),
            ownership=("any", "rent", "own")[self.ownership.currentIndex()])

    def _changed(self, *_args) -> None:
        if self.isVisible():
            self._timer.start()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt API name
        super().showEvent(event)
        self.refresh()

    def refresh(self) -> None:
        """Search again for the current scenario and constraints, and show the answer."""
        self._timer.stop()
        ev = self.store.evaluation   # the API as the decision weighs it: left out where the buyer's rules say so
        self.api_route = ev.full_decision.routes["api"] if ev is not None and ev.full_decision is not None else None
        self.api = api_reference(self.api_route)
        self._rerank()

    def ranked_by(self) -> str:
        """``usd_per_month`` or ``term_usd``: the decision's cost the table is ranked by."""
        return RANKINGS[max(0, self.rank.currentIndex())]

    def _rerank(self, *_args) -> None:
        """The window's evaluation ranked under these limits (the same ranking presentation mode's
        "cheapest" key applies; the buyer's runs re-anchor the options near them). A ranking not made
        yet is searched and priced on a worker thread (up to a second at production scale): the
        window stays responsive and the summary says it is searching."""
        vendors_on = any(box.isChecked() for box in self.vendor_boxes.values())
        ev = self.store.evaluation
        if ev is None or not vendors_on:
            self._wanted = None
            self._show_ranking(None)
            return
        try:
            limits = self.constraints()
        except ValueError:
            self._wanted = None
            self._show_ranking(None)
            return
        by = self.ranked_by()
        self._wanted = key = (ev, limits, by)
        ready = ev.ranking_ready(limits, by)
        if ready is not None:
            self._show_ranking(ready)
            return
        self.searching = True
        self.summary.setText(self.tr("Searching the configurations…"))
        worker.start(lambda: ev.ranking(limits, by), lambda ranking: self._ranked(key, ranking),
                     lambda message: self._ranked(key, None, message), owner=self)

    def _ranked(self, key, ranking, message: str = "") -> None:
        if key is not self._wanted:   # an edit or another limit came in meanwhile: its own search follows
            return
        self._show_ranking(ranking)
        if message:
            self.summary.setText(self.tr("The search failed: %1").replace("%1", message))

    def _show_ranking(self, ranking) -> None:
        self.searching = False
        self.ranking = ranking
        self.advice, self.rows = (ranking.advice, ranking.rows) if ranking is not None else (None, ())
        self._selected = 0
        self._render()

    def wait_ready(self, timeout_ms: int = 30_000) -> None:
        """Block until the ranking in flight is shown (tests, screenshots)."""
        from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QThreadPool

        deadline = QDeadlineTimer(timeout_ms)
        while self.searching and not deadline.hasExpired():
            QThreadPool.globalInstance().waitForDone(50)
            QCoreApplication.processEvents()

    def _flag(self, p):
        """Why the price behind an option is not a published quote (None when it is)."""
        return price_flag(p.option, self.store.scenario, self.store.catalog)

    def _render(self) -> None:
        s, r = self.store.scenario, self.store.result
        fm = Formatter.for_screen(s.pricing.currency)
        self.form_labels[2].setText(self._budget_text())   # the budget is entered in the display currency
        adv, by = self.advice, self.ranked_by()
        top = self.rows[:TOP]
        self._headers()
        self.table.blockSignals(True)
        self.table.clearContents()
        self.table.clearSpans()
        self._reference = 1 if r is not None and adv is not None else 0
        self.table.setRowCount(TOP + self._reference)
        if self._reference:
            self._reference_row(fm, s, r)
        for row, p in enumerate(top, start=self._reference):
            o = p.option
            cells = (f"{fmt.number(o.gpu_count)}× {gpu_label(o)}", fm.text(serving_label(o)), fm.text(formats_short(o)),
                     self.tr("rent") if o.ownership == "rent" else self.tr("own"),
                     fm.text(amount(p.usd_per_month, r, self._flag(p))), fm.text(amount(p.term_usd, r, self._flag(p))),
                     fmt.tokens_per_s(o.decode_per_sequence) + (ANCHOR_MARK if o.anchor is not None else ""),
                     fmt.seconds(o.ttft_s))
            money_tip = "\n\n".join(fm.text(t) for t in (self._flag(p), per_mtok(p.usd_per_mtok, r)) if t is not None)
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 1:
                    item.setToolTip(fm.text(serving_explained(o)))
                if col == 2:
                    item.setToolTip(fm.text(formats_label(o)))
                if col >= MONTH:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if col in (MONTH, TERM):
                    item.setToolTip(money_tip)
                if col == SPEED and o.anchor is not None:
                    item.setToolTip(fm.text(speed_anchor(o)))
                if o.pareto:
                    font = item.font()
                    font.setBold(col == 0)
                    item.setFont(font)
                self.table.setItem(row, col, item)
        if top:
            self.table.selectRow(min(self._selected, len(top) - 1) + self._reference)
        self.table.blockSignals(False)
        self.use.setEnabled(bool(top))
        line = nothing_meets(adv) if adv else None
        rule = left_out_by_rule(self.ranking) if adv is not None else None
        if line is None and not self.rows and rule is not None:   # every option was of a route left out
            line = rule
        if adv is None:
            self.answer.setText(self.tr("Choose at least one GPU vendor."))
        elif line is not None:
            self.answer.setText(fm.text(line))
        elif r is not None:
            self.answer.setText(fm.text(answer(self.rows, self.api, by, s, r)))
        bad = line is not None or adv is None or api_cheaper(self.rows, self.api, by)
        self.answer.setProperty("state", "bad" if bad else "ok")
        self.answer.style().unpolish(self.answer)
        self.answer.style().polish(self.answer)
        reasons = [fm.text(rule)] if rule is not None else []
        reasons += [fm.text(dropped_reason(d, gpu_name)) for d in (adv.dropped if adv else ())
                    if d.reason != "not_allowed" for gpu_name in [self._gpu_name(d.gpu)]]
        self.dropped.setText((self.tr("Left out:") + "\n" + "\n".join(reasons)) if reasons else "")
        summary = self.tr("%1 options meet the need · %2 configurations searched in %3 ms").replace(
            "%1", fmt.number(len(self.rows))).replace("%2", fmt.number(adv.searched if adv else 0)).replace(
            "%3", fmt.number((adv.elapsed_s if adv else 0) * 1000))
        marked = any(self._flag(p) is not None for p in top)
        if marked:
            summary += " · " + fm.text(unverified_legend())
        for line in anchored_legend([p.option for p in top]):   # the speeds re-anchored to the user's runs
            summary += " · " + fm.text(line)
        self.summary.setText(summary)
        self.summary.setToolTip(fm.text(unverified_legend(long=True)) if marked else "")
        self._show_chart()
        self._show_recipe()

    def _reference_row(self, fm: Formatter, s, r) -> None:
        """Row 0: what the API costs for the same volume, tinted in the API's colour, never selectable."""
        cells = api_reference_cells(self.api_route, s, r)
        tint = QColor(color("api"))
        tint.setAlpha(40)
        texts = {0: cells["label"], 1: cells["note"]}
        priced_api = "usd_per_month" in cells
        if priced_api:
            texts.update({MONTH: cells["usd_per_month"], TERM: cells["term_usd"]})
        self.table.setSpan(0, 1, 1, MONTH - 1 if priced_api else COLUMNS - 1)   # the note over the option's words
        tip = "\n\n".join(fm.text(t) for t in (cells.get("tip", cells["note"]), cells.get("usd_per_mtok")) if t)
        for col in range(COLUMNS) if priced_api else (0, 1):
            item = QTableWidgetItem(fm.text(texts[col]) if col in texts else "")
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)   # a reference, not an option: never selected, never applied
            item.setBackground(QBrush(tint))
            item.setToolTip(tip)
            font = item.font()
            font.setItalic(True)
            font.setBold(col == 0)
            item.setFont(font)
            if col >= MONTH:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(0, col, item)

    def _show_chart(self) -> None:
        """The ranked rows at the decision's month-1 cost; today's configuration at the cost card's amount
        (the decision's cheaper self-hosted route: the scenario's own ownership unless a rule left it out or
        the other way to pay is cheaper)."""
        from k3desk.session.evaluation import best_self_host

        ev = self.store.evaluation
        today = None
        if ev is not None and ev.decision is not None and ev.result.fit.fits and ev.result.fit.deployable:
            best = best_self_host(ev.decision)
            rt = ev.decision.routes[best] if best is not None else None
            if rt is not None and rt.usd_per_month is not None:
                today = (rt.usd_per_month, ev.result.throughput.decode_per_sequence.value)
        selected = self.rows[min(self._selected, len(self.rows) - 1, TOP - 1)] if self.rows else None
        self.chart.set_options(self.rows, self.rows[:TOP], selected, today, self._currency())

    def _budget_text(self) -> str:
        return self.tr("Monthly &budget (%1, planned volume):").replace("%1", self._currency()[0])

    def _currency(self) -> tuple[str, float]:
        """The display currency's symbol and its factor from US$ (the exchange rate alone, as the table's
        amounts are converted); US$ and 1 when the scenario shows dollars."""
        r = self.store.result
        if self.store.scenario.pricing.currency == "BRL" and r is not None:
            return "R$", r.cost.domestic_currency_factor
        return "US$", 1.0

    def _gpu_name(self, gid: str) -> str:
        g = self.store.catalog.gpus.get(gid)
        return g.name if g else gid

    def selected_option(self):
        if not self.rows:
            return None
        return self.rows[min(self._selected, len(self.rows) - 1, TOP - 1)].option

    def _row_selected(self) -> None:
        rows = [i.row() - self._reference for i in self.table.selectionModel().selectedRows()]
        rows = [i for i in rows if 0 <= i < min(TOP, len(self.rows))]
        self.use.setEnabled(bool(rows))   # the API's reference row is no option to apply
        if rows:
            self._selected = rows[0]
            self._show_chart()
            self._show_recipe()

    def _show_recipe(self) -> None:
        o = self.selected_option()
        if o is None:
            for edit in self.recipe_text.values():
                edit.setPlainText("")
            self.copy.setEnabled(False)
            return
        from k3desk.core.edit import apply_option

        s = apply_option(self.store.scenario, o, self.store.catalog)
        recipes = {rec.engine: rec for rec in serving_recipes(s, self.store.evaluate(s).result)}
        for engine, edit in self.recipe_text.items():
            rec = recipes.get(engine)
            edit.setPlainText(rec.as_text() if rec else Formatter.for_screen().text(T(NO_RECIPE)))
        if recipes and list(self.recipe_text)[self.recipe_tabs.currentIndex()] not in recipes:
            self.recipe_tabs.setCurrentIndex(list(self.recipe_text).index(next(iter(recipes))))
        self.copy.setEnabled(True)

    # ---- view -> store -------------------------------------------------------------------------
    def use_selected(self) -> None:
        o = self.selected_option()
        if o is not None and self.use.isEnabled():
            s = self.store.scenario
            self.store.apply(option_edits(s, o, self.store.catalog), key="advisor",
                             text=self.tr("Use advisor option"))

    def copy_recipe(self) -> None:
        edit = self.recipe_tabs.currentWidget()
        if isinstance(edit, QPlainTextEdit):   # every tab is one
            QGuiApplication.clipboard().setText(edit.toPlainText())


def show_advisor(window, on: bool) -> None:
    """Put the Advisor page in the window's central stack (built on first use), or leave it."""
    if on and window.advisor_page is None:
        window.advisor_page = AdvisorPage(window.store)
        window.advisor_page.leave_requested.connect(lambda: window.menu_actions["view.advisor"].setChecked(False))
        window.stack.addWidget(window.advisor_page)
    if on and window.is_presentation():
        window.set_presentation(False)
    window.stack.setCurrentWidget(window.advisor_page if on else window.normal_page)
    action = window.menu_actions["view.advisor"]
    if action.isChecked() != on:
        action.blockSignals(True)
        action.setChecked(on)
        action.blockSignals(False)
