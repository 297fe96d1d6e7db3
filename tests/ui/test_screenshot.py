"""Screenshots: a non-blank PNG at the requested size."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from k3desk.core.presets import default_scenario
from k3desk.ui.shell.screenshot import render_screenshot

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


def test_screenshot_of_the_comparison(tmp_path):
    from k3desk.scenarios import load_builtin
    from k3desk.ui.shell.screenshot import render_screenshot

    out = render_screenshot(load_builtin("k3-8x-b300"), tmp_path / "c.png", size=(1366, 768),
                            compare=[load_builtin("k3-16x-h200")])
    assert out.stat().st_size > 10_000
