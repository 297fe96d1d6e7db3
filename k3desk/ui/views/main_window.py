"""The main window: panels on the left, headline cards and live charts on the right.

It composes and forwards; it never computes. The store owns the scenario and the result; panels
send edits to the store; cards and charts render what ``result_changed`` delivers.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QByteArray, QEvent, QFileInfo, QSettings, QStandardPaths, Qt, QThreadPool
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QGridLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from k3desk import __version__
from k3desk.persistence import filename_for
from k3desk.report import figures
from k3desk.report.notices import context_over_max, model_origin
from k3desk.ui import charts as chart_kinds
from k3desk.ui.charts.common import ChartBase
from k3desk.ui.charts.slot import ChartSlots
from k3desk.ui.common import fmt
from k3desk.ui.common.formatter import Formatter
from k3desk.ui.common.widgets import WidthKeepingScroll, plain_text_labels, plain_tip
from k3desk.ui.dialogs.model_import import import_model_config
from k3desk.ui.panels.finance_panel import FinancePanel
from k3desk.ui.panels.hardware_panel import HardwarePanel
from k3desk.ui.panels.model_panel import ModelPanel
from k3desk.ui.panels.serving_panel import ServingPanel
from k3desk.ui.panels.workload_panel import WorkloadPanel
from k3desk.ui.shell import i18n
from k3desk.ui.shell import settings as keys
from k3desk.ui.shell.actions import build_menus, create_actions, retranslate_actions
from k3desk.ui.shell.file_controller import FileController
from k3desk.ui.shell.store import ScenarioStore
from k3desk.ui.shell.view_settings import ViewSettings, apply_look, fit_to_screen, stored_mode
from k3desk.ui.views.cards import Cards
from k3desk.ui.views.notice_bar import NoticeBar
from k3desk.ui.views.verdict_strip import VerdictStrip

if TYPE_CHECKING:   # the Advisor and presentation pages load when first used
    from k3desk.ui.views.advisor_view import AdvisorPage
    from k3desk.ui.views.presentation import PresentationPage

P = TypeVar("P", bound=QWidget)

LEFT_WIDTH = 460  # room for all four tabs in pt-BR, so Advanced does not widen the panel


class PanelArea(QScrollArea):
    """A tab's scrolling area; its panel is built when the tab is first shown or asked for (the
    Hardware, Workload and Serving tabs are behind the Model tab at start). A form's rows wrap before
    it grows wider than its tab (``panels.base.form``); only past that (a language far longer than
    Portuguese) does the area scroll sideways, never cutting a field at its edge."""

    def __init__(self, factory: Callable[[], QWidget]):
        super().__init__()
        self._factory = factory
        self._panel: QWidget | None = None
        self.setObjectName("panelScroll")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    def panel(self) -> QWidget:
        if self._panel is None:
            self._panel = self._factory()
            self._panel.setObjectName("panelBody")
            plain_text_labels(self._panel)   # like the rest of the window: file texts shown literally
            self.setWidget(self._panel)
        return self._panel

    def showEvent(self, event) -> None:  # noqa: N802 - Qt API name
        self.panel()
        super().showEvent(event)


class MainWindow(QMainWindow):
    """``menu_actions`` maps action ids (see ``actions.py``) to QActions for other layers to connect."""

    def __init__(self, store: ScenarioStore, settings: QSettings | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        # The look before any child exists: each child is then styled once, when first shown
        # (the same sheet set afterwards would re-style the whole tree: ~10 ms of start-up).
        apply_look(self, stored_mode(settings))
        self.store = store
        self._settings = settings
        self._presentation = False
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(False)
        self._areas = [PanelArea(partial(cls, store))
                       for cls in (ModelPanel, HardwarePanel, WorkloadPanel, ServingPanel, FinancePanel)]
        for area in self._areas:
            self.tabs.addTab(area, "")
        self.model_panel = self._panel(0, ModelPanel)
        self.tabs.setMinimumWidth(380)

        self.verdict = VerdictStrip()
        self.cards = Cards()
        self.cards.evidence_requested.connect(lambda: self.show_assumptions("evidence"))
        # Each chart is built when first shown (charts/slot.py): at a first start the introduction
        # stands in their place, the batch chart waits for Advanced and the term for its tab.
        self.charts = ChartSlots()
        chart_area = QWidget()
        grid = QGridLayout(chart_area)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(6)
        # The VRAM chart is one horizontal bar: a wide, short strip suits it; the two curves share
        # the row below, so each gets half the width rather than a third.
        # The monthly cost and the contract term share one cell as tabs: the same money question
        # over one month or over the term; the hidden one is not drawn while edits stream in.
        self.cost_tabs = QTabWidget()
        self.cost_tabs.setObjectName("costTabs")
        self.cost_tabs.setDocumentMode(True)
        self.cost_tabs.addTab(self.charts.add("cost", lambda: chart_kinds.CostChart().hold_plot_height()), "")
        self.cost_tabs.addTab(self.charts.add("term", lambda: chart_kinds.TermChart().hold_plot_height()), "")
        self.cost_tabs.addTab(self.charts.add("latency", lambda: chart_kinds.LatencyChart().hold_plot_height()), "")
        vram = self.charts.add("vram", lambda: chart_kinds.VramChart().hold_plot_height())
        vram.setMaximumHeight(136)
        grid.addWidget(vram, 0, 0, 1, 2)
        grid.addWidget(self.cost_tabs, 1, 0, 1, 1)
        grid.addWidget(self.charts.add("batch", lambda: chart_kinds.BatchChart()), 1, 1, 1, 1)
        self._chart_grid = grid
        # the VRAM strip keeps its height; the money charts take what the window has left (they hold
        # a least height of their own: a 1366×768 laptop takes it from the cards' slack, not theirs)
        grid.setRowStretch(0, 0)
        grid.setRowStretch(1, 1)
        right = QWidget()
        right.setObjectName("centralArea")
        box = QVBoxLayout(right)
        box.setContentsMargins(6, 6, 10, 4)
        box.setSpacing(6)
        self.intro = None
        if settings is not None and keys.read(settings, keys.INTRO_SEEN) != "true":
            from k3desk.ui.views.intro import IntroCard  # first start only

            self.intro = IntroCard()
            self.intro.dismissed.connect(lambda: keys.write(self._settings, keys.INTRO_SEEN, "true"))
            self.intro.glossary_requested.connect(self.show_glossary)
            # until dismissed it takes the charts' place: the cards above stay in full view
            self.intro.dismissed.connect(chart_area.show)
            chart_area.hide()
        self.notices = NoticeBar()   # what the user must know about this scenario (hidden when nothing)
        box.addWidget(self.notices)
        box.addWidget(self.verdict)
        box.addWidget(self.cards)
        if self.intro is not None:
            box.addWidget(self.intro, 1)
        box.addWidget(chart_area, 1)

        # a window too short for the cards and the charts at their least heights (a notice bar on a
        # 1366×768 laptop) scrolls this side rather than drawing one over another
        self.right_area = WidthKeepingScroll(least_height=True)
        self.right_area.setObjectName("rightArea")
        self.right_area.setWidget(right)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.tabs)
        self.splitter.addWidget(self.right_area)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        holder = QWidget()
        holder.setObjectName("centralArea")
        outer = QVBoxLayout(holder)
        outer.setContentsMargins(10, 6, 0, 0)
        outer.addWidget(self.splitter)
        self.normal_page = holder
        self.stack = QStackedWidget()
        self.stack.addWidget(holder)
        self.presentation_page: PresentationPage | None = None  # built on first use (presentation.py)
        self.advisor_page: AdvisorPage | None = None  # built on first use (advisor_view.py)
        self.setCentralWidget(self.stack)

        self.menu_actions = create_actions(self)
        self.menus = build_menus(self.menuBar(), self.menu_actions)
        self.addActions(list(self.menu_actions.values()))  # shortcuts keep working while the menu bar is hidden
        self.view = ViewSettings(self, self.menu_actions, settings)
        self.view.changed.connect(self.apply_look)
        self.files = FileController(self, store, actions=self.menu_actions)
        self.files.status_message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.files.notice.connect(self.notices.set_note)
        from k3desk.ui.shell.profile_controller import ProfileController

        # the organisation profile Preferences names: read at start, its problems said in the notice bar
        self.org_profile = ProfileController(self, store, settings, self.notices)
        if settings is not None and keys.read(settings, keys.PROFILE_PATH):
            self.org_profile.load()
        if self.intro is not None:   # a first start: in Brazilian Portuguese, Brazil's taxes are proposed
            self._propose_brazil()
        # a config.json imported under a shipped model's id asks first (dialogs/model_import.py)
        self.model_panel.import_requested.connect(lambda: import_model_config(self, store))
        self._origin_model = None
        store.scenario_changed.connect(self._note_model_origin)
        self._export_jobs: list = []
        from k3desk.ui.dialogs.measurements import MeasurementController

        self.measurements = MeasurementController(self, store)  # the user's runs, passed to every compute
        self._wire_actions()
        self.file_label = QLabel()  # which file, and whether its edits are saved
        self.statusBar().addPermanentWidget(self.file_label)
        store.dirty_changed.connect(lambda _d: self._show_file_state())
        store.path_changed.connect(lambda _p: self._show_file_state())
        store.scenario_changed.connect(lambda _s: self._show_file_state())   # an unsaved scenario shows its name
        self._was_maximized = False
        self.apply_look()

        store.result_changed.connect(self._on_result)
        store.compute_failed.connect(self._on_compute_failed)
        self.retranslate_ui()
        self._note_model_origin()
        self.resize(1366, 768)
        self.splitter.setSizes([LEFT_WIDTH, 1366 - LEFT_WIDTH])
        self._restore()
        self._on_result(store.result)
        plain_text_labels(self)   # names, sources and notes from files show literally, never as HTML

    def _panel(self, tab: int, kind: type[P]) -> P:
        """The panel of a tab (built now if needed), as the kind the tab holds."""
        panel = self._areas[tab].panel()
        assert isinstance(panel, kind)
        return panel

    @property
    def hardware_panel(self) -> HardwarePanel:
        return self._panel(1, HardwarePanel)

    @property
    def workload_panel(self) -> WorkloadPanel:
        return self._panel(2, WorkloadPanel)

    @property
    def serving_panel(self) -> ServingPanel:
        return self._panel(3, ServingPanel)

    def finance_panel(self) -> FinancePanel:
        return self._panel(4, FinancePanel)

    def _wire_actions(self) -> None:
        a, stack = self.menu_actions, self.store.undo_stack
        a["file.export_pdf"].triggered.connect(self.export_pdf)
        a["file.import_benchmark"].triggered.connect(lambda: self.measurements.import_benchmark())
        a["file.measurements"].triggered.connect(lambda: self.measurements.show_manager())
        a["file.export_sheet"].triggered.connect(lambda: self.export_sheet())
        a["file.quit"].triggered.connect(self.close)
        a["edit.preferences"].triggered.connect(self.show_preferences)
        a["edit.profile"].triggered.connect(lambda: self.org_profile.edit())
        a["edit.use_profile"].triggered.connect(lambda: self.org_profile.ask_file())
        a["edit.undo"].triggered.connect(stack.undo)
        a["edit.redo"].triggered.connect(stack.redo)
        a["edit.undo"].setEnabled(stack.canUndo())
        a["edit.redo"].setEnabled(stack.canRedo())
        stack.canUndoChanged.connect(a["edit.undo"].setEnabled)
        stack.canRedoChanged.connect(a["edit.redo"].setEnabled)
        a["view.assumptions"].triggered.connect(self.show_assumptions)
        a["view.presentation"].toggled.connect(self.set_presentation)
        a["view.advisor"].toggled.connect(self.set_advisor)
        a["view.gib"].setChecked(keys.read(self._settings, keys.MEMORY_UNIT) == "GiB")
        fmt.set_memory_unit("GiB" if a["view.gib"].isChecked() else "GB")
        a["view.gib"].toggled.connect(self.set_memory_in_gib)
        a["help.about"].triggered.connect(self._about)
        a["help.glossary"].triggered.connect(self.show_glossary)
        a["view.advanced"].setChecked(keys.read(self._settings, keys.ADVANCED) == "true")
        a["view.advanced"].toggled.connect(self.set_advanced)
        self.set_advanced(a["view.advanced"].isChecked())

    def retranslate_ui(self) -> None:
        for i, text in enumerate((self.tr("&Model"), self.tr("Har&dware"), self.tr("Wor&kload"),
                                  self.tr("&Serving"), self.tr("Finance"))):   # no letter is free on every tab
            self.tabs.setTabText(i, text)
        self.cost_tabs.setTabText(0, self.tr("Monthly cost"))
        self.cost_tabs.setTabText(1, self.tr("Contract term"))
        self.cost_tabs.setTabText(2, self.tr("Latency under load"))
        retranslate_actions(self.menu_actions, self.menus)
        self.files.update_title()
        self._show_file_state()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self._origin_model = None   # the model's notice in the new language
            self._note_model_origin()
        super().changeEvent(event)

    # ---- store -> views ----------------------------------------------------------------------
    def _propose_brazil(self) -> None:
        """A first start in Brazilian Portuguese proposes a Brazilian buyer's taxes in the notice bar; they
        apply only when the user accepts (never silently)."""
        from k3desk.ui.shell.i18n import current_language

        if current_language() != "pt_BR" or self.store.scenario.taxes.jurisdiction == "BR":
            return
        self.notices.set_note("jurisdiction", self.tr(
            "Is the buyer a Brazilian company? Then payments abroad (the API, a foreign cloud) carry the taxes on "
            "imported services and imported servers their import taxes: use Brazil's taxes for this scenario."),
            (self.tr("Use Brazil's taxes"), lambda: self.store.apply(
                {"taxes.jurisdiction": "BR", "finance.local_currency": "BRL"})))

    def _note_model_origin(self, scenario=None) -> None:
        """Say so while the model is the user's replacement of a shipped one, and while a saved context
        is longer than the model's maximum (report.notices)."""
        scenario = scenario or self.store.scenario
        over = context_over_max(scenario)
        self.notices.set_note("context", Formatter.for_screen().text(over) if over is not None else "")
        if scenario.model == self._origin_model:
            return   # most edits are elsewhere: the model did not change
        self._origin_model = scenario.model
        origin = model_origin(scenario, self.store.catalog)
        self.notices.set_note("model", Formatter.for_screen().text(origin) if origin is not None else "")

    def _on_result(self, _result) -> None:
        ev = self.store.evaluation   # the one evaluation every view words
        if ev is None:
            return
        self.cards.set_result(ev)
        self.verdict.set_result(ev)
        self.charts.show_result(ev)  # a chart on a hidden tab is drawn when shown
        self._offer_cheaper_layout(ev)

    def _offer_cheaper_layout(self, ev) -> None:
        """When the scenario's own layout costs 1.5× or more the cheapest layout of its GPU type, the
        notice bar says so (the verdict's sentence) and offers it as one undoable edit."""
        d = ev.decision
        at = d.cheaper_layout if d is not None else None
        if not at:
            self.notices.set_note("layout", None)
            return
        from k3desk.core.advisor.advise import option_edits

        text = Formatter.for_screen(ev.scenario.pricing.currency).text(
            figures.cheaper_layout_sentence(ev.scenario, ev.result, d))
        option = at["layout"]

        def use() -> None:
            self.store.apply(option_edits(self.store.scenario, option, self.store.catalog), key="advisor",
                             text=self.tr("Use the cheaper layout"))

        self.notices.set_note("layout", text, (self.tr("Use this layout"), use))

    def _show_file_state(self) -> None:
        """The permanent status line: the file in use and whether its edits are saved (not timings)."""
        path, scenario = self.store.path, self.store.scenario
        # a file by its name; an unsaved scenario (a shipped example, a new one) by the scenario's own name
        name = (QFileInfo(path).fileName() if path else
                scenario.name if scenario.name.strip() and scenario.name != "Untitled" else self.tr("Untitled scenario"))
        state = (self.tr("unsaved changes") if self.store.dirty else self.tr("saved") if path else
                 self.tr("example, not saved") if self.store.example is not None else self.tr("not saved"))
        self.file_label.setText(f"{name} · {state}")
        self.file_label.setToolTip(plain_tip(path or ""))

    def _on_compute_failed(self, message: str) -> None:
        self.statusBar().showMessage(self.tr("Could not compute this scenario: %1").replace("%1", message), 10000)

    # ---- actions -----------------------------------------------------------------------------
    def show_preferences(self) -> None:
        from k3desk.ui.dialogs.preferences import PreferencesDialog  # dialogs import when opened

        settings = self._settings or keys.ui_settings()
        before = keys.read(settings, keys.PROFILE_PATH)
        PreferencesDialog(settings, self).exec()
        if keys.read(settings, keys.PROFILE_PATH) != before:
            self.org_profile.settings = settings
            # what the new profile changes in the scenario on screen is shown first: Apply (undoable) or Keep
            self.org_profile.load(apply=True, ask=True)

    def export_pdf(self) -> None:
        """Ask where, then build the report here and render/write it on a worker thread."""
        # deferred: the PDF writer and the report layer add ~40 ms to start-up, paid at first export
        from k3desk.ui.pdf.export import PdfExportJob, build

        settings = self._settings or keys.ui_settings()
        self._offer_cover_details(settings)
        path = self._export_target(settings, ".pdf", self.tr("Export PDF report"), self.tr("PDF documents (*.pdf)"))
        report = self._prepared(build, self.tr("Could not export the PDF")) if path else None
        if report is not None:
            self._start_export(PdfExportJob(report, path, i18n.current_language(),
                                            keys.read(settings, keys.REPORT_PAGE)),
                               self.tr("Exporting the PDF report…"), self.tr("Could not export the PDF"),
                               self.tr("Report saved to %1"))

    def export_sheet(self, path: str | None = None) -> None:
        """Ask where (unless ``path`` is given), then build the workbook here and write it on a worker thread."""
        from k3desk.ui.export.sheet import SheetExportJob, build  # deferred: paid at the first export

        settings = self._settings or keys.ui_settings()
        path = self._export_target(settings, ".xlsx", self.tr("Export spreadsheet"),
                                   self.tr("Excel workbooks (*.xlsx)"), path)
        data = self._prepared(build, self.tr("Could not export the spreadsheet")) if path else None
        if data is not None:
            self._start_export(SheetExportJob(data, path, i18n.current_language()),
                               self.tr("Exporting the spreadsheet…"), self.tr("Could not export the spreadsheet"),
                               self.tr("Spreadsheet saved to %1"))

    def _export_target(self, settings, suffix: str, title: str, filter_text: str, path: str | None = None) -> str:
        """Where an export goes: ``path``, or asked in the last export folder (else Documents, else home),
        with ``suffix`` added when missing; "" when the user cancels. The folder is remembered."""
        if path is None:
            folder = keys.read(settings, keys.REPORT_FOLDER) or QStandardPaths.writableLocation(
                QStandardPaths.StandardLocation.DocumentsLocation)
            if not folder or not Path(folder).is_dir():
                folder = str(Path.home())
            # unique among the exports in that folder, not among the saved scenarios: "name.pdf" when
            # the folder has none, never "name (2).pdf" because the scenario itself is saved
            name = filename_for(self.store.scenario.name, Path(folder), suffix=suffix)
            path, _ = QFileDialog.getSaveFileName(self, title, str(Path(folder) / name), filter_text)
            if not path:
                return ""
        if not path.lower().endswith(suffix):
            path += suffix
        from k3desk.ui.common.refusal import refusal_text, refused

        refusal = refused(path, "pdf" if suffix == ".pdf" else "spreadsheet")
        if refusal is not None:   # a file the app keeps or reads: said in the window's language, nothing written
            QMessageBox.warning(self, title, refusal_text(refusal))
            return ""
        keys.write(settings, keys.REPORT_FOLDER, str(Path(path).parent))
        return path

    def _prepared(self, build, failed: str):
        """What an export writes, built from the window's one evaluation; None (and a message box that
        says why) when it cannot be made, so an export never fails silently."""
        try:
            return build(self.store.evaluation or self.store.scenario)
        except Exception as exc:  # noqa: BLE001 - any failure is the user's to read, never a silent no-op
            QMessageBox.warning(self, failed, self.tr("The export could not be prepared: %1").replace(
                "%1", str(exc).splitlines()[0] if str(exc) else type(exc).__name__))
            return None

    def _start_export(self, job, busy: str, failed: str, saved: str) -> None:
        """Run an export job on the thread pool; the status bar says it runs and where it saved, a
        failure is a message box."""
        self._export_jobs.append(job)
        self.statusBar().showMessage(busy)
        job.finished.connect(lambda written, j=job: self._export_done(j, written, None, failed, saved))
        job.failed.connect(lambda message, j=job: self._export_done(j, None, message, failed, saved))
        QThreadPool.globalInstance().start(job)

    def _export_done(self, job, written: str | None, error: str | None, failed: str, saved: str) -> None:
        if job in self._export_jobs:
            self._export_jobs.remove(job)
        if error:
            self.statusBar().clearMessage()
            QMessageBox.warning(self, failed, error)
        else:
            self.statusBar().showMessage(saved.replace("%1", written or ""), 15000)

    def show_assumptions(self, focus: str = "") -> None:
        """The Assumptions dialog; ``focus="evidence"`` opens it at the measurements behind the speed."""
        from k3desk.ui.dialogs.assumptions import AssumptionsDialog

        dialog = AssumptionsDialog(self.store.scenario, self.store.result, self.store.catalog, self)
        if focus:
            dialog.focus(focus)
        dialog.exec()

    def set_memory_in_gib(self, on: bool) -> None:
        """Show memory in GiB or GB everywhere on screen (the PDF report stays in GB, as it says)."""
        fmt.set_memory_unit("GiB" if on else "GB")
        keys.write(self._settings, keys.MEMORY_UNIT, fmt.memory_unit())
        for chart in self.findChildren(ChartBase):
            chart.retranslate()
        self.store.scenario_changed.emit(self.store.scenario)  # panels and cards re-render
        self.store.result_changed.emit(self.store.result)

    def set_advanced(self, on: bool) -> None:
        """Basic (first start) shows what a buyer decides with; Advanced adds the serving tab, number
        formats, architecture fields and the batch chart. Remembered between runs."""
        keys.write(self._settings, keys.ADVANCED, "true" if on else "false")
        self.tabs.setTabVisible(3, on)
        self.model_panel.set_advanced(on)
        self.charts.slot("batch").setVisible(on)
        self._chart_grid.removeWidget(self.cost_tabs)
        self._chart_grid.addWidget(self.cost_tabs, 1, 0, 1, 1 if on else 2)   # the cost chart takes the row

    def set_presentation(self, on: bool, fullscreen: bool = True) -> None:
        """Switch to the presentation page (large type, simplified controls, high contrast by
        default) or back; full screen unless rendering offscreen for a screenshot."""
        if on and self.presentation_page is None:
            from k3desk.ui.views.presentation import PresentationPage

            self.presentation_page = PresentationPage(self.store, self.files)
            self.presentation_page.constraints = lambda: self.advisor_page.constraints() if self.advisor_page else None
            self.presentation_page.leave_requested.connect(lambda: self.set_presentation(False))
            self.stack.addWidget(self.presentation_page)
        if on and self.menu_actions["view.advisor"].isChecked():
            self.menu_actions["view.advisor"].setChecked(False)
        self._presentation = on
        page = self.presentation_page if on else None   # built above when on
        self.stack.setCurrentWidget(page if page is not None else self.normal_page)
        self.menuBar().setVisible(not on)
        self.statusBar().setVisible(not on)
        self.apply_look()
        if page is not None:
            page.refresh_scenarios()
            page.focus_first()
        if fullscreen:
            if on:
                self._was_maximized = self.isMaximized()  # leaving brings the window back as it was
                self.showFullScreen()
            else:
                self.showMaximized() if self._was_maximized else self.showNormal()
        action = self.menu_actions["view.presentation"]
        if action.isChecked() != on:
            action.blockSignals(True)
            action.setChecked(on)
            action.blockSignals(False)

    def set_advisor(self, on: bool) -> None:
        """Show the Advisor page in place of the panels and charts, or go back to them."""
        from k3desk.ui.views.advisor_view import show_advisor  # deferred: ~30 ms of start-up, paid on first use

        show_advisor(self, on)

    def is_presentation(self) -> bool:
        return self._presentation

    def apply_look(self) -> None:
        """Theme colours on the window, its charts and the presentation page."""
        normal = self.view.mode(False)
        apply_look(self, normal)
        self.charts.apply_theme(normal == "dark")
        page = self.presentation_page
        if page is not None:
            page.set_look(self.view.mode(True), page.scale_for(page.height() or self.height()))

    def _offer_cover_details(self, settings) -> None:
        """The first export offers to put the organization and author on the cover (once)."""
        if keys.read(settings, keys.REPORT_COVER_ASKED) == "true" or keys.read(settings, keys.REPORT_ORGANIZATION) \
                or keys.read(settings, keys.REPORT_AUTHOR):
            return
        keys.write(settings, keys.REPORT_COVER_ASKED, "true")
        answer = QMessageBox.question(self, self.tr("Report cover"), self.tr(
            "Put your organization and your name on the report cover? You can change them later in Preferences."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes)
        if answer == QMessageBox.StandardButton.Yes:
            self.show_preferences()

    def show_glossary(self) -> None:
        from k3desk.ui.dialogs.glossary import GlossaryDialog  # deferred: opened from Help only

        dialog = GlossaryDialog(self)
        dialog.setModal(False)
        dialog.show()
        self._glossary = dialog

    def _about(self) -> None:
        QMessageBox.about(self, self.tr("About k3desk"), self.tr(
            "<b>k3desk %1</b><br>Sizing assistant for self-hosting large open-weight language models.<br>"
            "Every figure shows its formula and source in its tooltip; see View → Assumptions & sources.")
            .replace("%1", __version__))

    # ---- settings ----------------------------------------------------------------------------
    def fit_screen(self) -> None:
        """Fit inside the screen's available area at first start (see ``view_settings.fit_to_screen``)."""
        fit_to_screen(self)

    def _restore(self) -> None:
        if self._settings is None:
            return
        geometry = keys.read(self._settings, keys.WINDOW_GEOMETRY)
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.fit_screen()
        sizes = keys.read(self._settings, keys.WINDOW_SPLITTER)
        if isinstance(sizes, QByteArray) and not sizes.isEmpty():
            self.splitter.restoreState(sizes)

    def save_settings(self) -> None:
        if self._settings is None:
            return
        keys.write(self._settings, keys.WINDOW_GEOMETRY, self.saveGeometry())
        keys.write(self._settings, keys.WINDOW_SPLITTER, self.splitter.saveState())
        self._settings.sync()

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt API name
        if not self.files.maybe_close():
            event.ignore()
            return
        self.save_settings()
        super().closeEvent(event)

