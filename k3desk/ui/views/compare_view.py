"""Compare two to four scenarios side by side ("8x B300 vs 16x H200 vs the API" in a meeting).

Top: the overall winner in one sentence, then one column per scenario with the comparison rows of the
figures layer (``report.comparison``): differing inputs tinted, the best value bold green and the worst vermillion, where only a
configuration that fits and is deployable can be best. Bottom: the window's own VRAM and cost
charts with one series per scenario, in the window's theme. "Export Comparison PDF…" writes the
comparison report from the same rows. The view renders and forwards; it words nothing itself.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QStandardPaths, Qt, QThreadPool
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPalette, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from k3desk import paths
from k3desk.core import Scenario
from k3desk.core.money.cost import paid_pricing
from k3desk.persistence import SUFFIX, ScenarioFileError, read_scenario
from k3desk.report import comparison
from k3desk.report.figures import hardware_label
from k3desk.session import Evaluation
from k3desk.ui.charts import CostChart, VramChart
from k3desk.ui.charts.cost_chart import SERIES
from k3desk.ui.common import fmt
from k3desk.ui.common.formatter import Formatter
from k3desk.ui.common.widgets import plain_text_labels, plain_tip

MAX = comparison.MAX_SCENARIOS
#: cell tints (light theme); in a dark theme only the text colour marks best and worst
BEST, WORST, DIFF = ("#00704F", "#E2F3EC"), ("#B34700", "#FBE7DC"), "#EEF5FB"


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # lupdate files _tr("...") under the empty context


class CompareView(QDialog):
    """Side-by-side comparison; ``set_scenarios`` / ``add_scenario`` / ``remove_column`` change it."""

    def __init__(self, scenarios: list[Scenario] | None = None, parent: QWidget | None = None, store=None):
        super().__init__(parent)
        self.setObjectName("compareView")
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.store = store
        self.scenarios: list[Scenario] = []
        self.results: list = []
        self.evaluations: list[Evaluation] = []
        self.best: dict[str, set[int]] = {}
        self.worst: dict[str, set[int]] = {}
        self.row_of: dict[str, int] = {}
        self._jobs: list = []
        self.resize(1280, 720)
        layout = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.b_current, self.b_file, self.b_remove, self.b_pdf = (QPushButton(self) for _ in range(4))
        self.b_current.clicked.connect(self.add_current)
        self.b_file.clicked.connect(self.add_file)
        self.b_remove.clicked.connect(lambda: self.remove_column(self.table.currentColumn()))
        self.b_pdf.clicked.connect(lambda _checked=False: self.export_pdf())   # clicked(bool) is no path
        self.b_current.setVisible(store is not None)
        for b in (self.b_current, self.b_file, self.b_remove):
            bar.addWidget(b)
        bar.addStretch(1)
        bar.addWidget(self.b_pdf)
        layout.addLayout(bar)
        # the overall winner, on the basis each verdict states (report.comparison.overall_winner)
        self.winner = QLabel(self)
        self.winner.setObjectName("compareWinner")
        self.winner.setWordWrap(True)
        self.winner.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.winner.font()
        font.setBold(True)
        self.winner.setFont(font)
        layout.addWidget(self.winner)
        self.table: QTableWidget = QTableWidget(0, 0)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectColumns)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.setWordWrap(True)
        self.vram, self.cost = VramChart(self), CostChart(self)
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
        self.retranslate()
        self._apply_theme()
        self.set_scenarios(list(scenarios or []))
        plain_text_labels(self)   # text from files shows literally

    # ---- scenarios -------------------------------------------------------------------------------
    def items(self) -> list[Evaluation]:
        """The compared scenarios' evaluations (each the window's own kind: its catalog, your runs)."""
        return list(self.evaluations)

    def set_scenarios(self, scenarios: list[Scenario]) -> None:
        self.scenarios = list(scenarios)[:MAX]
        if self.store is not None:   # evaluated as the window evaluates: its catalog, your runs, the profile
            self.evaluations = [self.store.evaluate(s) for s in self.scenarios]
        else:
            from k3desk.ui.pdf.export import evaluations

            self.evaluations = evaluations(self.scenarios) if self.scenarios else []
        self.results = [e.result for e in self.evaluations]
        self._fill_table()
        many = len(self.evaluations) >= comparison.MIN_SCENARIOS
        self.winner.setText(Formatter.for_screen(comparison.currency(self.items())[0]).text(
            comparison.overall_winner(self.items())) if many else "")
        self.winner.setVisible(many)
        if self.scenarios:
            vram, cost = comparison.chart_series(self.items(), [self.short_label(i) for i in range(len(self.scenarios))])
            self.vram.set_series([{**b, "label": self.short_label(i)} for i, b in enumerate(vram)])
            cur, _ = comparison.currency(self.items())
            pricing = next((paid_pricing(s) for s in self.scenarios if s.pricing.currency == cur), None)
            self.cost.set_series(cost, cur, pricing)
        # The table never grows past its rows (no empty band); the charts get the rest.
        t = self.table
        want = (t.horizontalHeader().sizeHint().height() + sum(t.rowHeight(r) for r in range(t.rowCount()))
                + 2 * t.frameWidth() + 2)
        t.setMaximumHeight(want)
        t.setMinimumHeight(min(want, 440))   # on a small screen the table scrolls rather than the charts vanish
        self._update_buttons()

    def add_scenario(self, scenario: Scenario) -> bool:
        """Add a column; refused when full, or when the very same scenario is already compared
        (two identical columns only make a buyer look for a difference that is not there)."""
        if len(self.scenarios) >= MAX:
            return False
        if scenario in self.scenarios:
            QMessageBox.information(self, _tr("Already compared"),
                                    _tr("“%1” is already in the comparison.").replace("%1", scenario.name))
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
        files, _ = QFileDialog.getOpenFileNames(self, _tr("Add Scenarios"), str(paths.scenarios_dir()),
                                                _tr("k3desk scenarios (%1)").replace("%1", f"*{SUFFIX}"))
        for path in files:
            try:
                if len(self.scenarios) >= MAX:
                    break
                self.add_scenario(read_scenario(path))
            except (ScenarioFileError, ValueError) as exc:
                QMessageBox.warning(self, _tr("Cannot add scenario"), getattr(exc, "reason", None) or str(exc))

    def names(self) -> list[str]:
        heads = (self.table.horizontalHeaderItem(i) for i in range(self.table.columnCount()))
        return [h.text() for h in heads if h is not None]

    def short_label(self, i: int) -> str:
        """``8× B300``, with the model name when the scenarios compare different models, or the name
        the user gave the scenario when two would otherwise read the same."""
        s, _r = self.scenarios[i], self.results[i]
        hw = [hardware_label(x, y) for x, y in zip(self.scenarios, self.results, strict=False)]
        if len(set(hw)) < len(hw):
            return s.name
        return hw[i] if len({x.model.name for x in self.scenarios}) == 1 else f"{s.model.name} · {hw[i]}"

    # ---- export ----------------------------------------------------------------------------------
    def report(self):
        """The comparison report of what is on screen, under the names the user gave the scenarios."""
        from k3desk.ui.pdf.export import report_meta

        return comparison.build_comparison(self.items(), report_meta())

    def export_pdf(self, path: str | None = None):
        """Ask where (unless ``path`` is given), then render and write on a worker thread."""
        from k3desk.persistence import filename_for
        from k3desk.ui.pdf.export import PdfExportJob
        from k3desk.ui.shell import i18n

        if len(self.scenarios) < comparison.MIN_SCENARIOS:
            return None
        if path is None:
            folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())
            name = filename_for(" vs ".join(s.name for s in self.scenarios), Path(folder), suffix=".pdf")
            path, _ = QFileDialog.getSaveFileName(self, _tr("Export comparison PDF"), str(Path(folder) / name),
                                                  _tr("PDF documents (*.pdf)"))
            if not path:
                return None
            if not path.lower().endswith(".pdf"):
                path += ".pdf"
        from k3desk.ui.common.refusal import refusal_text, refused

        refusal = refused(path, "pdf")
        if refusal is not None:
            QMessageBox.warning(self, _tr("Could not export the PDF"), refusal_text(refusal))
            return None
        job = PdfExportJob(self.report(), path, i18n.current_language())
        self._jobs.append(job)
        job.finished.connect(lambda _w, j=job: self._jobs.remove(j))

        def failed(message: str, j: PdfExportJob = job) -> None:
            self._jobs.remove(j)
            QMessageBox.warning(self, _tr("Could not export the PDF"), message)

        job.failed.connect(failed)
        QThreadPool.globalInstance().start(job)
        return job

    # ---- table -----------------------------------------------------------------------------------
    def _fill_table(self) -> None:
        items = self.items()
        rows = comparison.rows(items) if items else []
        f = Formatter.for_screen(comparison.currency(items)[0] if items else "USD")
        dark = self._dark()
        n = len(self.scenarios)
        sections = {"in": _tr("Inputs"), "out": _tr("Results")}
        self.table.clear()
        self.table.setColumnCount(n)
        self.table.setRowCount(len(rows) + (2 if rows else 0))
        self.row_of = {}
        labels, r_i, last = [], 0, None
        for row in rows:
            if row.section != last:
                labels.append("")
                if n > 1:
                    self.table.setSpan(r_i, 0, 1, n)
                head = QTableWidgetItem(sections[row.section])
                font = head.font()
                font.setBold(True)
                head.setFont(font)
                head.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.table.setItem(r_i, 0, head)
                r_i, last = r_i + 1, row.section
            labels.append(f.text(row.label))
            self.row_of[row.key] = r_i
            self.best[row.key], self.worst[row.key] = set(row.best), set(row.worst)
            for c, cell in enumerate(row.cells):
                item = QTableWidgetItem(f.text(cell))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                tint = BEST if c in row.best else WORST if c in row.worst else None
                if tint is not None:
                    font = item.font()
                    font.setBold(c in row.best)
                    item.setFont(font)
                    item.setForeground(QBrush(QColor(tint[0])))
                    if not dark:
                        item.setBackground(QBrush(QColor(tint[1])))
                    item.setToolTip(_tr("Best of the compared scenarios") if c in row.best
                                    else _tr("Worst of the compared scenarios"))
                elif row.section == "in" and row.differs and not dark:
                    item.setBackground(QBrush(QColor(DIFF)))
                self.table.setItem(r_i, c, item)
            r_i += 1
        self.table.setVerticalHeaderLabels(labels)
        self.table.setCurrentIndex(QModelIndex())   # no current cell (what setCurrentItem(None) does)
        for c, s in enumerate(self.scenarios):
            pix = QPixmap(12, 12)
            pix.fill(QColor(SERIES[c]))
            head = QTableWidgetItem(QIcon(pix), s.name)
            head.setToolTip(plain_tip(fmt.notes(s.notes) or s.name))
            self.table.setHorizontalHeaderItem(c, head)
        font = QFont(self.table.horizontalHeader().font())
        font.setBold(True)
        self.table.horizontalHeader().setFont(font)

    def cell(self, key: str, column: int) -> QTableWidgetItem | None:
        return self.table.item(self.row_of[key], column)

    # ---- misc ------------------------------------------------------------------------------------
    def _dark(self) -> bool:
        return self.palette().color(QPalette.ColorRole.Window).lightness() < 128

    def _apply_theme(self) -> None:
        for chart in (self.vram, self.cost):
            chart.apply_theme(self._dark())

    def _update_buttons(self) -> None:
        self.b_current.setEnabled(len(self.scenarios) < MAX)
        self.b_file.setEnabled(len(self.scenarios) < MAX)
        self.b_remove.setEnabled(bool(self.table.selectedRanges()) and len(self.scenarios) > 1)
        self.b_pdf.setEnabled(len(self.scenarios) >= comparison.MIN_SCENARIOS)

    def retranslate(self) -> None:
        self.setWindowTitle(_tr("Compare Scenarios"))
        self.b_current.setText(_tr("Add &Current Scenario"))
        self.b_file.setText(_tr("Add from &File…"))
        self.b_remove.setText(_tr("&Remove Selected"))
        self.b_pdf.setText(_tr("&Export Comparison PDF…"))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt API name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.scenarios:
                self.set_scenarios(self.scenarios)
        elif event.type() == QEvent.Type.PaletteChange:
            self._apply_theme()
            if self.scenarios:
                self._fill_table()
        super().changeEvent(event)
