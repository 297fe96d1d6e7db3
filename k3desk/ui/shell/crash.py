"""The crash dialog: what a double-clicked app shows when it cannot start or stops unexpectedly.

``packaging/launcher.py`` (the frozen app's entry) calls :func:`show_critical`; when Qt itself cannot
start, the launcher falls back to the operating system's own alert.
"""

from __future__ import annotations

import sys


def show_critical(title: str, text: str) -> None:
    """A modal critical message box, creating the QApplication it needs if there is none yet."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841 - keeps the app alive
    QMessageBox.critical(None, title, text)
