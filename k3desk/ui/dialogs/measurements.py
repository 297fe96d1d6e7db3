"""File ▸ Import Benchmark Result… and File ▸ Your Measurements…: the buyer's own runs.

:class:`MeasurementController` reads a result file (``core.bench_import``), asks what the file does not
say in :class:`SetupDialog` (GPU type and count, engine, attention layout; prefilled from the scenario),
adds the runs to the library (``persistence.measurements``) and hands the library to the store, which
recomputes: the runs show first among the evidence, marked as the user's, and anchor the estimate near
them (``core.anchor``). :class:`MeasurementsDialog` lists them and removes one. Errors are one line in
a message box; the library is unchanged by a failed import.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
)

from k3desk.core.speed.anchor import TOOLS
from k3desk.core.speed.bench_import import (
    TPOT_KEYS,
    BenchmarkFileError,
    Implausible,
    MissingSetup,
    Run,
    catalog_model_for,
    implausible,
    measurements_from,
    read_benchmark_file,
)
from k3desk.persistence.measurements import (
    MeasurementLibraryError,
    add_measurements,
    load_measurements,
    load_quietly,
    remove_measurement,
)
from k3desk.report import units
from k3desk.report.figures import ENGINES
from k3desk.ui.common import fmt
from k3desk.ui.common.widgets import plain_tip


def _figure(value: float) -> str:
    """A measured figure of any size in the window's locale: 20, 0.02, 38.9, 1.00e+303 or 1e-300."""
    if 0.001 <= abs(value) < 1e6:
        shown = units.auto(value)
        return fmt.number(shown.value, shown.decimals)
    return fmt.locale().toString(float(value), "g", 3)


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # lupdate files _tr("...") under the empty context


class SetupDialog(QDialog):
    """What the result file does not say, prefilled from the current scenario; ``setup()`` after OK."""

    def __init__(self, runs: list[Run], path: Path, store, parent=None):
        super().__init__(parent)
        self.setObjectName("benchmarkSetupDialog")
        self.setWindowTitle(self.tr("Import Benchmark Result"))
        self.runs, self.path, self.store = runs, path, store
        cat, s = store.catalog, store.scenario
        layout = QVBoxLayout(self)
        first = runs[0]
        summary = QLabel(self._summary(first), wordWrap=True)
        summary.setObjectName("benchmarkSummary")
        layout.addWidget(summary)
        ask = QLabel(self.tr("The file does not say what it ran on. Check the setup (filled in from this "
                             "scenario):"), wordWrap=True)
        layout.addWidget(ask)
        form = QFormLayout()
        self.model = QComboBox()
        for mid, arch in sorted(cat.models.items(), key=lambda kv: kv[1].name):
            self.model.addItem(arch.name, mid)
        guess = catalog_model_for(first.served_model, cat.models) or s.model.id
        self.model.setCurrentIndex(max(self.model.findData(guess), 0))
        self.gpu = QComboBox()
        for gid, gpu in sorted(cat.gpus.items(), key=lambda kv: kv[1].name):
            self.gpu.addItem(gpu.name, gid)
        self.gpu.setCurrentIndex(max(self.gpu.findData(s.hardware.gpu.id), 0))
        self.count = QSpinBox()
        self.count.setRange(1, 4096)
        result = store.result
        self.count.setValue(result.fit.gpu_count if result is not None else (s.hardware.gpu_count or 8))
        self.engine = QComboBox()
        for key, name in ENGINES.items():
            self.engine.addItem(name, key)
        self.engine.setCurrentIndex(max(self.engine.findData(first.engine or s.serving.engine), 0))
        self.attention = QComboBox()
        self.attention.addItem(self.tr("Tensor parallel (TP)"), "tp")
        self.attention.addItem(self.tr("Data-parallel attention (DP)"), "dp")
        self.attention.setCurrentIndex(max(self.attention.findData(s.serving.attention_parallel), 0))
        self.concurrency = QSpinBox()
        self.concurrency.setRange(1, 1_000_000)
        said = first.concurrency is not None
        self.concurrency.setValue(round(first.concurrency) if first.concurrency is not None
                                  else s.workload.concurrent_sequences)
        self.concurrency.setEnabled(not said or len(runs) == 1)
        form.addRow(self.tr("Model"), self.model)
        form.addRow(self.tr("GPU type"), self.gpu)
        form.addRow(self.tr("Number of GPUs"), self.count)
        form.addRow(self.tr("Engine"), self.engine)
        form.addRow(self.tr("Attention layout"), self.attention)
        form.addRow(self.tr("Concurrency (requests in flight)"), self.concurrency)
        layout.addLayout(form)
        self.error = QLabel(wordWrap=True)
        self.error.setObjectName("fieldError")
        self.error.setVisible(False)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Import"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _summary(self, run: Run) -> str:
        parts = [TOOLS.get(run.tool, run.tool)]
        if len(self.runs) > 1:
            parts.append(self.tr("%1 runs").replace("%1", fmt.number(len(self.runs))))
        parts.append(self.tr("median time per output token %1 ms (%2 tok/s per user)")
                     .replace("%1", fmt.number(run.tpot_ms, 1)).replace("%2", fmt.number(1000 / run.tpot_ms, 1)))
        if run.ttft_ms is not None:
            parts.append(self.tr("median time to first token %1 ms").replace("%1", fmt.number(run.ttft_ms, 0)))
        if run.served_model:
            parts.append(self.tr("the file names %1").replace("%1", run.served_model))
        return f"\u201c{self.path.name}\u201d: " + " · ".join(parts)

    def setup(self) -> dict:
        """The answers as ``--set`` paths (``core.bench_import.SETUP_KEYS``)."""
        out = {"model": self.model.currentData(), "hardware.gpu": self.gpu.currentData(),
               "hardware.gpu_count": self.count.value(), "serving.engine": self.engine.currentData(),
               "serving.attention_parallel": self.attention.currentData()}
        if self.concurrency.isEnabled():
            out["workload.concurrent_sequences"] = self.concurrency.value()
        return out

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(True)


class MeasurementsDialog(QDialog):
    """The library: one row per imported run; Remove deletes the selected one, Import adds more."""

    def __init__(self, controller: MeasurementController, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("measurementsDialog")
        self.setWindowTitle(self.tr("Your Measurements"))
        self.setMinimumWidth(720)
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Benchmark results you imported. Each shows first among the evidence, marked as "
                               "yours, and anchors the speed estimate of setups near it (same model, GPU type and "
                               "engine)."), wordWrap=True)
        layout.addWidget(intro)
        self.list = QTreeWidget()
        self.list.setRootIsDecorated(False)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setHeaderLabels([self.tr("Date"), self.tr("Setup"), self.tr("Per user"), self.tr("First token"),
                                   self.tr("File")])
        self.list.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.import_button = QPushButton(self.tr("Import…"))
        self.remove_button = QPushButton(self.tr("Remove"))
        buttons.addButton(self.import_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.remove_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)

        def import_and_refresh() -> None:
            controller.import_benchmark()
            self.refresh()

        self.import_button.clicked.connect(import_and_refresh)
        self.remove_button.clicked.connect(self.remove_selected)
        self.list.itemSelectionChanged.connect(self._update_buttons)
        layout.addWidget(buttons)
        self.refresh()

    def refresh(self) -> None:
        self.list.clear()
        cat = self.controller.store.catalog
        try:
            items = load_measurements()
        except MeasurementLibraryError as exc:
            items = []
            QTreeWidgetItem(self.list, ["", plain_tip(str(exc))])
        for m in items:
            model = cat.models[m.model].name if m.model in cat.models else m.model
            gpu = cat.gpus[m.gpu].name if m.gpu in cat.gpus else m.gpu
            setup = (self.tr("%1 on %2× %3, %4, concurrency %5").replace("%1", model).replace("%2", str(m.gpus))
                     .replace("%3", gpu).replace("%4", ENGINES.get(m.engine, m.engine))
                     .replace("%5", fmt.number(m.concurrency)))
            ttft = fmt.number(m.ttft_ms / 1000, 2) + " s" if m.ttft_ms is not None else fmt.DASH
            row = QTreeWidgetItem(self.list, [fmt.day(m.date), setup,
                                              fmt.number(m.decode_tokens_per_s, 1) + " tok/s", ttft, m.file])
            row.setData(0, 256, m.id)   # Qt.UserRole
            row.setToolTip(1, m.id)
        self._update_buttons()

    def _update_buttons(self) -> None:
        item = self.list.currentItem()
        self.remove_button.setEnabled(item is not None and bool(item.data(0, 256)))

    def remove_selected(self) -> None:
        item = self.list.currentItem()
        if item is None or not item.data(0, 256):
            return
        self.controller.remove(str(item.data(0, 256)))
        self.refresh()


class MeasurementController(QObject):
    """The window's measurement actions; hands the library to the store at start and after each change."""

    def __init__(self, window, store):
        super().__init__(window)
        self.window, self.store = window, store
        items, self.problem = load_quietly()
        store.set_measurements(items)

    def tr(self, text: str, /, disambiguation: str | None = None, n: int = -1) -> str:
        """QObject.tr in one context, "MeasurementController"."""
        return QCoreApplication.translate("MeasurementController", text, disambiguation, n)

    # ---- questions and messages (static calls, so tests can replace them) -------------------------
    def ask_file(self) -> str:
        path, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Import Benchmark Result"), "",
            self.tr("Benchmark results (*.json *.jsonl);;All files (*)"))
        return path

    def error(self, text: str) -> None:
        QMessageBox.warning(self.window, self.tr("Could not import the benchmark result"), plain_tip(text))

    def confirm_implausible(self, odd: Implausible) -> bool:
        """Ask before importing a run whose speed is far from the estimate at its setup; True: import."""
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(self.window, self.tr("Import an unlikely result?"), self.implausible_text(odd),
                                      buttons.Yes | buttons.No, buttons.No)
        return answer == buttons.Yes

    def implausible_text(self, odd: Implausible) -> str:
        """The question's text, in the window's language."""
        m = odd.measurement
        measured = (self.tr("The file gives %1 ms per output token (%2 tok/s per user) under %3.")
                    .replace("%1", _figure(m.tpot_ms)).replace("%2", _figure(m.decode_tokens_per_s))
                    .replace("%3", TPOT_KEYS.get(m.tool, "")))
        ratio = odd.ratio
        if odd.estimate and ratio is not None:
            against = (self.tr("That is %1× faster than the estimate for this setup (%2 tok/s per user).")
                       if odd.too_fast else
                       self.tr("That is %1× slower than the estimate for this setup (%2 tok/s per user)."))
            against = against.replace("%1", _figure(ratio if odd.too_fast else 1 / ratio)).replace(
                "%2", _figure(odd.estimate))
        else:
            against = self.tr("No serving system runs at that speed.")
        cause = (self.tr("A time in seconds written under a “_ms” key looks like this (0.02 for 20 ms).")
                 if odd.too_fast else
                 self.tr("A time in microseconds written under a “_ms” key, or a run whose requests queued, "
                         "looks like this."))
        return " ".join((measured, against, cause, self.tr("Import it anyway?")))

    # ---- actions ------------------------------------------------------------------------------
    def import_benchmark(self, path: str | Path | None = None) -> list:
        """Ask for a file (unless given), then the setup; returns the runs added (none when cancelled)."""
        path = path or self.ask_file()
        if not path:
            return []
        path = Path(path)
        try:
            load_measurements()
            runs = read_benchmark_file(path)
        except (BenchmarkFileError, MeasurementLibraryError) as exc:
            self.error(str(exc))
            return []
        dialog = SetupDialog(runs, path, self.store, self.window)
        while dialog.exec() == QDialog.DialogCode.Accepted:
            try:
                when = datetime.fromtimestamp(path.stat().st_mtime, UTC).date().isoformat()
                now = datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")
                new = measurements_from(runs, dialog.setup(), self.store.catalog, path.name, when, now)
            except MissingSetup as exc:   # the one thing neither the file nor the dialog says
                asks = {"model": self.tr("Choose the model the run served."),
                        "hardware.gpu": self.tr("Choose the GPU type the run used."),
                        "workload.concurrent_sequences": self.tr("Give the concurrency the run used.")}
                dialog.show_error(asks.get(exc.key, exc.reason))
                continue
            except (BenchmarkFileError, OSError, ValueError) as exc:
                self.error(getattr(exc, "reason", None) or str(exc))
                return []
            odd = implausible(new, self.store.scenario, self.store.catalog)
            if odd is not None and not self.confirm_implausible(odd):
                return []
            try:
                stored = add_measurements(new)
            except MeasurementLibraryError as exc:
                self.error(str(exc))
                return []
            self.reload()
            self.window.statusBar().showMessage(
                self.tr("Imported %1: it anchors the speed estimate of setups near it").replace(
                    "%1", ", ".join(m.id for m in stored)), 15000)
            return stored
        return []

    def remove(self, measurement_id: str) -> None:
        try:
            remove_measurement(measurement_id)
        except MeasurementLibraryError as exc:
            self.error(str(exc))
        self.reload()

    def reload(self) -> None:
        items, self.problem = load_quietly()
        self.store.set_measurements(items)

    def show_manager(self) -> None:
        MeasurementsDialog(self, self.window).exec()
