"""Render the main window to a PNG without showing it (``k3desk screenshot``, docs, tests)."""

from __future__ import annotations

import os
from pathlib import Path

from k3desk.core import Scenario


def render_screenshot(scenario: Scenario, out_path: str | Path, size: tuple[int, int] = (1920, 1080),
                      presentation: bool = False, lang: str | None = None) -> Path:
    """Build the window for ``scenario`` at ``size``, grab it and write a PNG; returns the path.

    Creates an offscreen QApplication when none exists, so it works on a headless machine.
    Window geometry settings are neither read nor written.
    """
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from k3desk.ui.app import apply_language, create_app

    app = create_app()
    apply_language(lang or "en")
    from k3desk.ui.main_window import MainWindow
    from k3desk.ui.store import ScenarioStore

    store = ScenarioStore(scenario)
    window = MainWindow(store, settings=None)
    try:
        window.resize(*size)
        window.splitter.setSizes([min(540, max(430, size[0] // 3 - 60)), size[0]])
        if presentation:
            window.set_presentation(True, fullscreen=False)
        window.show()
        store.flush()
        for _ in range(3):
            app.processEvents()
        out = Path(out_path)
        out.parent.mkdir(parents=True, exist_ok=True)
        if not window.grab().save(str(out), "PNG"):
            raise OSError(f"{out}: could not write the PNG")
        return out
    finally:
        window.close()
        window.deleteLater()
        store.deleteLater()
        app.processEvents()
