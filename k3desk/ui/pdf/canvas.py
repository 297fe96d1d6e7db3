"""The PDF charts' drawing surface: a plot rectangle with pens, fonts and axes (``Canvas``), a
log scale, tick steps and marker dots, shared by every chart module of the report."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from k3desk.ui.pdf.fonts import SANS
from k3desk.ui.shell.theme import COLORS, OKABE_ITO

SERIES = [OKABE_ITO["blue"], OKABE_ITO["vermillion"], OKABE_ITO["bluish_green"], OKABE_ITO["reddish_purple"]]
GB = 1e9
WORKLOAD = OKABE_ITO["reddish_purple"]


class Canvas:
    """A plot area inside ``rect`` with margins for tick labels and a legend row on top."""

    def __init__(self, p: QPainter, rect: QRectF, fm, pt: Callable[[float], float], left: float = 58,
                 bottom: float = 30, top: float = 22, right: float = 12):
        self.p, self.fm, self.pt = p, fm, pt
        self.outer = rect
        self.area = QRectF(rect.left() + pt(left), rect.top() + pt(top),
                           rect.width() - pt(left + right), rect.height() - pt(top + bottom))
        self.small = self.font(7.2)
        self.tiny = self.font(6.6)

    def font(self, size: float, bold: bool = False) -> QFont:
        f = QFont()
        f.setFamilies(SANS)
        f.setPointSizeF(size)
        f.setBold(bold)
        f.setFeature(QFont.Tag("liga"), 0)  # no "ﬁ" glyphs: text copied from the PDF stays plain
        return f

    def pen(self, color: str, width: float = 0.8, style=Qt.PenStyle.SolidLine) -> QPen:
        pen = QPen(QColor(color), self.pt(width), style)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        return pen

    def text(self, x: float, y: float, s: str, align: str = "c", font: QFont | None = None,
             color: str = COLORS["text"], valign: str = "c") -> float:
        """Draw ``s`` anchored at (x, y): align l/c/r horizontally, t/c/b vertically. Returns its width."""
        font = font or self.small
        m = QFontMetricsF(font, self.p.device())
        room = {"l": self.outer.right() - x, "r": x - self.outer.left(),
                "c": 2 * min(x - self.outer.left(), self.outer.right() - x)}[align]
        if m.horizontalAdvance(s) > room > 0:   # a long GPU or scenario name never leaves the chart
            s = m.elidedText(s, Qt.TextElideMode.ElideMiddle, room)
        w, h = m.horizontalAdvance(s), m.height()
        dx = {"l": 0, "c": -w / 2, "r": -w}[align]
        dy = {"t": 0, "c": -h / 2, "b": -h}[valign]
        self.p.setFont(font)
        self.p.setPen(QColor(color))
        self.p.drawText(QRectF(x + dx, y + dy, w + 2, h), int(Qt.AlignmentFlag.AlignLeft), s)
        return w

    def frame(self) -> None:
        self.p.setPen(self.pen(COLORS["muted"], 0.6))
        a = self.area
        self.p.drawLine(a.bottomLeft(), a.bottomRight())
        self.p.drawLine(a.bottomLeft(), a.topLeft())

    def grid_y(self, y: float) -> None:
        self.p.setPen(self.pen("#E3E6EA", 0.4))
        self.p.drawLine(QPointF(self.area.left(), y), QPointF(self.area.right(), y))

    def grid_x(self, x: float) -> None:
        self.p.setPen(self.pen("#E3E6EA", 0.4))
        self.p.drawLine(QPointF(x, self.area.top()), QPointF(x, self.area.bottom()))

    def legend(self, entries: list[tuple[str, str, str]]) -> None:
        """Entries of (kind "box" | "line" | "dash" | "dotted" | "dot", colour, label) in one row above the plot."""
        x, y = self.area.left(), self.outer.top() + self.pt(7)
        s = self.pt(7)
        font = self.small
        widths = [QFontMetricsF(font, self.p.device()).horizontalAdvance(e[2]) + self.pt(31) for e in entries]
        if sum(widths) > self.outer.right() - x:
            font = self.tiny
        for kind, color, label in entries:
            width = QFontMetricsF(font, self.p.device()).horizontalAdvance(label) + self.pt(31)
            if x + width > self.outer.right() + self.pt(2):  # wrap to a second row
                x, y = self.area.left(), y + self.pt(10)
            if kind == "box":
                self.p.fillRect(QRectF(x, y - s / 2, s, s), QColor(color))
                if color == COLORS["free"]:
                    self.p.setPen(self.pen(COLORS["border"], 0.4))
                    self.p.setBrush(Qt.BrushStyle.NoBrush)
                    self.p.drawRect(QRectF(x, y - s / 2, s, s))
                x += s + self.pt(3)
            elif kind == "dot":
                self.p.setPen(Qt.PenStyle.NoPen)
                self.p.setBrush(QColor(color))
                self.p.drawEllipse(QPointF(x + s / 2, y), s / 2.6, s / 2.6)
                x += s + self.pt(3)
            else:
                style = {"dash": Qt.PenStyle.DashLine, "dotted": Qt.PenStyle.DotLine}.get(kind, Qt.PenStyle.SolidLine)
                self.p.setPen(self.pen(color, 1.4, style))
                self.p.drawLine(QPointF(x, y), QPointF(x + self.pt(14), y))
                x += self.pt(17)
            x += self.text(x, y, label, "l", font) + self.pt(11)


def nice_step(span: float, target: int = 6) -> float:
    raw = span / max(target, 1)
    mag = 10 ** math.floor(math.log10(raw)) if raw > 0 else 1
    for m in (1, 2, 2.5, 5, 10):
        if raw <= m * mag:
            return m * mag
    return 10 * mag


class LogScale:
    def __init__(self, lo: float, hi: float, a: float, b: float):
        self.lo, self.hi = math.log10(lo), math.log10(hi)
        self.a, self.b = a, b

    def __call__(self, v: float) -> float:
        return self.a + (math.log10(max(v, 1e-300)) - self.lo) / (self.hi - self.lo) * (self.b - self.a)

    def decades(self) -> list[float]:
        return [10.0 ** e for e in range(math.ceil(self.lo - 1e-9), math.floor(self.hi + 1e-9) + 1)]


# -- VRAM ------------------------------------------------------------------------------------------
def _dot(c: Canvas, x: float, y: float, color: str, r: float = 2.6) -> None:
    c.p.setPen(c.pen("#FFFFFF", 0.8))
    c.p.setBrush(QColor(color))
    c.p.drawEllipse(QPointF(x, y), c.pt(r), c.pt(r))
