"""The Qt layer: windows, panels, charts and dialogs that render the core and the figures layer.

Importing it loads PySide6 first and switches off PySide6's source scan of every later import
(see ``_skip_source_scan``), so the window starts without reading ~200 source files.
"""

import sys
from typing import Any

import PySide6.QtCore  # noqa: F401  - installs PySide6's import hook, adjusted below


def _skip_source_scan() -> None:
    """PySide6 reads the full source of every module imported after it, looking for the word
    "PySide6" to decide whether ``from __feature__ import snake_case`` could apply to that module
    (an upstream cost, also measured in napari's issue 8584). k3desk never uses ``__feature__``,
    and an explicit ``from __feature__ import`` is still handled by PySide6's hook itself; answering
    "uses PySide6" without reading only skips the file reads: ~50 ms of start-up (pyqtgraph's and
    the window's ~200 modules). A PySide6 without that internal is left as it is."""
    feature: Any = sys.modules.get("shibokensupport.feature")   # PySide6's internal, not in its stubs
    if feature is not None and callable(getattr(feature, "_mod_uses_pyside", None)):
        feature._mod_uses_pyside = lambda module: True


_skip_source_scan()
