"""Application start-up: the QApplication, language and locale, and ``run_gui``."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from k3desk import __version__, paths

ORGANIZATION = "k3desk"
APP_NAME = "k3desk"


def create_app(argv: list[str] | None = None) -> QApplication:
    """The QApplication (reused if one exists) with name, organization, version and icon."""
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
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
    from k3desk.ui import i18n

    return i18n.install_language(lang)


def run_gui(scenario_path: str | None = None, lang: str | None = None) -> int:
    """Open the main window on a scenario file, else on the default scenario; returns the exit code."""
    app = create_app()
    apply_language(lang)
    from k3desk.ui.main_window import MainWindow, ui_settings
    from k3desk.ui.store import ScenarioStore

    scenario, error = None, None
    if scenario_path:
        try:
            from k3desk.persistence import read_scenario

            scenario = read_scenario(scenario_path)
        except Exception as exc:  # noqa: BLE001 - reported in the window, the default opens instead
            error = str(exc)
    store = ScenarioStore(scenario)
    if scenario is not None:
        store.set_scenario(scenario, path=str(scenario_path))
    window = MainWindow(store, settings=ui_settings())
    window.show()
    if error:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(window, window.tr("Could not open the scenario"), error)
    return app.exec()
