"""Draw the k3desk app icon with QPainter and write it in every format the installers need.

    python packaging/make_icons.py          # writes resources/icons/*

Outputs (committed, so a build never needs this script):

    resources/icons/k3desk.png       256 px (window icon, Linux .desktop)
    resources/icons/k3desk-512.png   512 px (Linux hicolor 512x512, AppImage, store listings)
    resources/icons/k3desk.ico       16..256 px (Windows exe, installer, file association)
    resources/icons/k3desk.icns      16..1024 px (macOS .app) -- needs Pillow; skipped without it

The drawing is resolution independent (everything scales with the side length), so each size is
rendered natively instead of downscaled from one bitmap. Pillow is only used to pack the
multi-size .ico/.icns containers; without Pillow the .ico comes from QImage (single size) and the
.icns is skipped with a message.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "icons"

BLUE = "#0072B2"       # Okabe-Ito blue, the app's primary colour
BLUE_DARK = "#005A8C"
ORANGE = "#E69F00"     # Okabe-Ito orange: the "filled" part of the bars
WHITE = "#FFFFFF"


def render(side: int):
    """The icon as a QImage of ``side`` x ``side`` pixels (transparent corners)."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QLinearGradient, QPainter, QPainterPath

    img = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    s = float(side)

    # Rounded square background with a subtle vertical gradient.
    margin = s * 0.04
    body = QRectF(margin, margin, s - 2 * margin, s - 2 * margin)
    path = QPainterPath()
    path.addRoundedRect(body, s * 0.2, s * 0.2)
    grad = QLinearGradient(0, body.top(), 0, body.bottom())
    grad.setColorAt(0.0, QColor(BLUE))
    grad.setColorAt(1.0, QColor(BLUE_DARK))
    p.fillPath(path, grad)

    # "K3" in white, upper half.
    font = QFont("DejaVu Sans")
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setBold(True)
    font.setPixelSize(max(6, round(s * 0.36)))
    p.setFont(font)
    p.setPen(QColor(WHITE))
    p.drawText(QRectF(body.left(), body.top() + s * 0.06, body.width(), s * 0.42),
               Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, "K3")

    # Stacked-bar / GPU motif, lower half: four GPU "cards", each a white outline filled to a
    # different level -- VRAM fill, the app's central chart.
    n, fills = 4, (0.85, 0.7, 0.95, 0.55)
    area_left, area_right = body.left() + s * 0.16, body.right() - s * 0.16
    area_top, area_bottom = body.top() + s * 0.52, body.bottom() - s * 0.12
    gap = s * 0.045
    w = (area_right - area_left - gap * (n - 1)) / n
    h = area_bottom - area_top
    radius = s * 0.025
    for i, f in enumerate(fills):
        x = area_left + i * (w + gap)
        card = QRectF(x, area_top, w, h)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255, 60))
        p.drawRoundedRect(card, radius, radius)
        filled = QRectF(x, area_bottom - h * f, w, h * f)
        p.setBrush(QColor(ORANGE) if i == 2 else QColor(WHITE))
        p.drawRoundedRect(filled, radius, radius)
    p.end()
    return img


def _to_pil(img):
    from PIL import Image
    from PySide6.QtCore import QBuffer, QIODevice

    import io

    buf = QBuffer()
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    img.save(buf, "PNG")
    return Image.open(io.BytesIO(bytes(buf.data()))).convert("RGBA")


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # fonts need an app
    OUT.mkdir(parents=True, exist_ok=True)
    render(256).save(str(OUT / "k3desk.png"), "PNG")
    render(512).save(str(OUT / "k3desk-512.png"), "PNG")
    print(f"wrote {OUT / 'k3desk.png'} and k3desk-512.png")
    try:
        import PIL  # noqa: F401
    except ImportError:
        render(256).save(str(OUT / "k3desk.ico"), "ICO")
        print("Pillow not installed: wrote a single-size k3desk.ico with Qt; skipped k3desk.icns "
              "(pip install pillow and re-run for multi-size .ico and .icns)")
        return 0
    ico_sizes = (16, 24, 32, 48, 64, 128, 256)
    big = _to_pil(render(256))
    # Pillow's ICO writer takes the largest image and the sizes; give it per-size renders through
    # append_images so small sizes are drawn natively rather than downscaled.
    big.save(OUT / "k3desk.ico", format="ICO", sizes=[(n, n) for n in ico_sizes],
             append_images=[_to_pil(render(n)) for n in ico_sizes[:-1]])
    icns = _to_pil(render(1024))
    icns.save(OUT / "k3desk.icns", format="ICNS",
              append_images=[_to_pil(render(n)) for n in (16, 32, 64, 128, 256, 512)])
    print(f"wrote {OUT / 'k3desk.ico'} ({len(ico_sizes)} sizes) and k3desk.icns")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
