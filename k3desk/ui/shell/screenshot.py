"""Render the main window to a PNG without showing it (``k3desk screenshot``, docs, tests)."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtWidgets import QApplication

from k3desk.core import Scenario
from k3desk.persistence.atomic import atomic_write_bytes
from k3desk.persistence.targets import output_target
from k3desk.ui.shell.app import apply_language, create_app
from k3desk.ui.shell.qt_env import install_message_filter
from k3desk.ui.shell.store import ScenarioStore
from k3desk.ui.views.main_window import MainWindow


def write_png(pixmap, out: Path) -> Path:
    """Encode in memory, then write atomically: a full disk or a kill never leaves a 0-byte PNG.
    Raises ``OSError`` (one line, the target untouched) when the PNG cannot be written."""
    output_target(out, "png")   # never a scenario file: refused before encoding
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not pixmap.save(buffer, "PNG"):
        raise OSError(f"{out}: could not encode the PNG")
    buffer.close()
    out.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_bytes(out, bytes(data.data()))
    return out


def render_screenshot(scenario: Scenario, out_path: str | Path, size: tuple[int, int] = (1920, 1080),
                      presentation: bool = False, lang: str | None = None, advisor: bool = False,
                      compare: list[Scenario] | None = None, prepare=None) -> Path:
    """Build the window for ``scenario`` at ``size``, grab it and write a PNG; returns the path.

    Creates an offscreen QApplication when none exists, so it works on a headless machine.
    Window geometry settings are neither read nor written. ``prepare(window)``, when given, runs on
    the shown window just before the grab (the docs' screenshots: a tab chosen, a hover shown).
    """
    if QApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = create_app()
    apply_language(lang or "en")
    store = ScenarioStore(scenario)
    window = MainWindow(store, settings=None)
    try:
        window.resize(*size)
        window.splitter.setSizes([min(540, max(430, size[0] // 3 - 60)), size[0]])
        if presentation:
            window.set_presentation(True, fullscreen=False)
        elif advisor:
            window.set_advisor(True)
        window.show()
        store.flush()
        window.verdict.flush()
        if presentation and window.presentation_page is not None:   # built by set_presentation above
            window.presentation_page.flush_banner()
        if advisor and window.advisor_page is not None:   # its ranking is made off the GUI thread: wait for it
            window.advisor_page.wait_ready()
        for _ in range(3):
            app.processEvents()
        if prepare is not None:
            prepare(window)
            for _ in range(3):
                app.processEvents()
        if compare:   # the comparison window over the scenario and the others
            view = window.files.show_compare([scenario, *compare])
            view.resize(*size)
            view.show()
            for _ in range(3):
                app.processEvents()
            shot = view.grab()
            view.close()
            return write_png(shot, Path(out_path))
        return write_png(window.grab(), Path(out_path))
    finally:
        window.close()
        window.deleteLater()
        store.deleteLater()
        app.processEvents()


def quiet_offscreen_noise() -> None:
    """The offscreen platform warns "does not support propagateSizeHints()" for every shown window
    and Qt warns in four lines about a locale that is not UTF-8; neither says anything about the
    screenshot, so both are dropped (other Qt messages still reach stderr). See ``qt_env``."""
    install_message_filter(locale_line=False)
