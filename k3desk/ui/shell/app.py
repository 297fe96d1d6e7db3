"""Application start-up: the QApplication, language and locale, and ``run_gui``."""

from __future__ import annotations

import gc
import os
import sys
import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QFileOpenEvent, QIcon
from PySide6.QtWidgets import QApplication

from k3desk import __version__, paths
from k3desk.ui.shell import i18n
from k3desk.ui.shell.qt_env import check_environment, install_message_filter
from k3desk.ui.shell.settings import ui_settings
from k3desk.ui.shell.store import ScenarioStore
from k3desk.ui.shell.view_settings import stored_language
from k3desk.ui.views.main_window import MainWindow

ORGANIZATION = "k3desk"
APP_NAME = "k3desk"


class Application(QApplication):
    """The QApplication; it also takes macOS's file-open events (Finder double-click, drop on the
    Dock icon) for ``window``. Overriding ``event`` sees only the events sent to the application,
    where an application-wide event filter would run Python for every event of every widget."""

    def __init__(self, argv: list[str]):
        super().__init__(argv)
        self.window: MainWindow | None = None

    def event(self, event: QEvent) -> bool:
        if self.window is not None and open_file_event(self.window, event):
            return True
        return super().event(event)


def open_file_event(window, event: QEvent) -> bool:
    """Open the scenario a ``QFileOpenEvent`` names; False for any other event."""
    if isinstance(event, QFileOpenEvent) and event.file():   # PySide6 hands a FileOpen event over as one
        window.files.open_path(event.file())
        return True
    return False


def create_app(argv: list[str] | None = None) -> QApplication:
    """The QApplication (reused if one exists) with name, organization, version and icon.

    Before making one, Qt's environment is checked (``qt_env``): a scale factor that would crash or
    hang Qt is clamped with a one-line note, and Qt's locale warning becomes one line."""
    app = QApplication.instance()
    if app is None:
        for note in check_environment():
            print(f"k3desk: note: {note}", file=sys.stderr)
        install_message_filter(locale_line=True)
        app = Application(argv if argv is not None else sys.argv[:1])
    if not isinstance(app, QApplication):   # a bare QCoreApplication (the command line's) shows no window
        raise RuntimeError("k3desk's window needs a QApplication; a QCoreApplication is already running")
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

    Delegates to :mod:`k3desk.ui.shell.i18n`; a missing ``.qm`` leaves English strings, while numbers
    still follow the locale (pt-BR writes 1.234,5 and R$).
    """
    return i18n.install_language(lang)


def run_gui(scenario_path: str | os.PathLike[str] | None = None, lang: str | None = None, set_aside: list | None = None) -> int:
    """Open the main window on a scenario file, else the last scenario, else the default; then offer
    to recover autosaved edits left by a session that did not exit cleanly. ``set_aside`` lists app
    files found broken at start (``k3desk.persistence.app_files``); the status bar says so once."""
    app = create_app()
    apply_language(lang or stored_language(ui_settings()))  # --lang, else View ▸ Language, else the system
    window = MainWindow(ScenarioStore(), settings=ui_settings())
    window.files.open_initial(str(scenario_path) if scenario_path else None)
    if isinstance(app, Application):
        app.window = window  # macOS hands double-clicked files over as events
    window.show()
    gc.freeze()   # what start-up built stays: later collections (while a slider drags) skip it
    gc.enable()   # (the command line turned the collector off for start-up)
    if set_aside:
        window.files.report_set_aside(set_aside)
    if os.environ.get("K3DESK_BENCH_FIRST_PAINT"):  # benchmarks/startup.py: report first paint, quit
        _quit_after_first_paint(app, window)
    else:
        QTimer.singleShot(0, window.files.offer_recovery)
    return app.exec()


def say_why(line: str) -> None:
    """Show why the window cannot start in a message box, where there is a desktop to show it on
    (the command line prints the same line on stderr). Without a display, nothing is shown."""
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    headless = sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if platform in ("offscreen", "minimal") or headless:
        return
    from PySide6.QtWidgets import QMessageBox

    create_app()
    QMessageBox.critical(None, APP_NAME, line[:1].upper() + line[1:] + ".")


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
