"""The PDF's typefaces: DejaVu Sans and DejaVu Sans Mono, shipped in ``resources/fonts`` (a free licence:
``LICENSE-DejaVu.txt`` beside them) and added to Qt's font database the first time a report is laid
out. A report then sets the same words on the same lines on every machine, whatever fonts it has
installed (a cover note cut after a whole word on one machine was cut mid-word on another).

The names after the first are a fallback for a broken install whose font files are missing: the PDF
is still written, in the machine's own sans-serif.
"""

from __future__ import annotations

import functools

from PySide6.QtGui import QFontDatabase

from k3desk.paths import resources_dir

#: The files registered, regular, bold, italic and the monospaced face of the serving commands.
FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf", "DejaVuSansMono.ttf")
SANS = ["DejaVu Sans", "Segoe UI", "Helvetica Neue", "Arial", "Liberation Sans"]
MONO = ["DejaVu Sans Mono", "Consolas", "Menlo", "Courier New"]


@functools.cache
def register() -> tuple[str, ...]:
    """Add the shipped files to the application's font database (once); the families they provide."""
    families: list[str] = []
    for name in FILES:
        ident = QFontDatabase.addApplicationFont(str(resources_dir() / "fonts" / name))
        if ident >= 0:
            families += [f for f in QFontDatabase.applicationFontFamilies(ident) if f not in families]
    return tuple(families)
