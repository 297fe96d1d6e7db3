"""Screenshots: a non-blank PNG at the requested size."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from k3desk.core.presets import default_scenario
from k3desk.ui.screenshot import render_screenshot

# Full-window renders at 1920x1080 take several seconds each.
pytestmark = pytest.mark.slow


def test_screenshot_writes_non_blank_png(qtbot, tmp_path):
    out = render_screenshot(default_scenario(), tmp_path / "shot.png", size=(1366, 768))
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1366, 768)
    colours = {image.pixel(x, y) for x in range(0, 1366, 37) for y in range(0, 768, 23)}
    assert len(colours) > 10


def test_presentation_screenshot(qtbot, tmp_path):
    out = render_screenshot(default_scenario(), tmp_path / "p.png", size=(1920, 1080), presentation=True)
    assert QImage(str(out)).width() == 1920
