"""Application start-up: the QApplication, language and locale, and ``run_gui``."""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from k3desk import __version__, paths
from k3desk.ui import i18n
from k3desk.ui.main_window import MainWindow
from k3desk.ui.settings import ui_settings
from k3desk.ui.store import ScenarioStore
from k3desk.ui.view_settings import stored_language

ORGANIZATION = "k3desk"
APP_NAME = "k3desk"


def create_app(argv: list[str] | None = None) -> QApplication:
    """The QApplication (reused if one exists) with name, organization, version and icon."""
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
    # Fusion draws every control from the palette, so light, dark and high-contrast themes look the
    # same on Windows, macOS and Linux (native styles ignore parts of the palette).
    app.setStyle("Fusion")
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setApplicationVersion(__version__)
    icon = paths.resources_dir() / "icons" / "k3desk.png"
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def apply_language(lang: str | None = None) -> str:
    """Set the number locale and install translations (``en`` / ``pt_BR``; None: the system's).

    Delegates to :mod:`k3desk.ui.i18n`; a missing ``.qm`` leaves English strings, while numbers
    still follow the locale (pt-BR writes 1.234,5 and R$).
    """
    return i18n.install_language(lang)


def run_gui(scenario_path: str | None = None, lang: str | None = None, set_aside: list | None = None) -> int:
    """Open the main window on a scenario file, else the last scenario, else the default; then offer
    to recover autosaved edits left by a session that did not exit cleanly. ``set_aside`` lists app
    files found broken at start (``k3desk.persistence.app_files``); the status bar says so once."""
    app = create_app()
    apply_language(lang or stored_language(ui_settings()))  # --lang, else View ▸ Language, else the system
    window = MainWindow(ScenarioStore(), settings=ui_settings())
    window.files.open_initial(str(scenario_path) if scenario_path else None)
    window._file_open = FileOpenFilter(window)  # macOS hands double-clicked files over as events
    app.installEventFilter(window._file_open)
    window.show()
    if set_aside:
        window.files.report_set_aside(set_aside)
    if os.environ.get("K3DESK_BENCH_FIRST_PAINT"):  # benchmarks/startup.py: report first paint, quit
        _quit_after_first_paint(app, window)
    else:
        QTimer.singleShot(0, window.files.offer_recovery)
    return app.exec()


class FileOpenFilter(QObject):
    """Opens the scenario of a ``QFileOpenEvent`` (Finder double-click, drop on the Dock icon)."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API name
        if event.type() == QEvent.Type.FileOpen and event.file():
            self.window.files.open_path(event.file())
            return True
        return False


def _quit_after_first_paint(app, window) -> None:
    class FirstPaint(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 - Qt API name
            if event.type() == QEvent.Type.Paint:
                print(f"first-paint {time.time():.6f}", flush=True)
                obj.removeEventFilter(self)
                QTimer.singleShot(0, app.quit)
            return False

    window._first_paint = FirstPaint(window)
    window.installEventFilter(window._first_paint)
