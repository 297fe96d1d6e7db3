"""PDF charts of the contract term: the three cumulative lines with the payback marked, and the
sensitivity tornado. Vector paths like the other report charts, data from ``report.term``.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath

from k3desk.report.model import N_
from k3desk.ui.pdf.canvas import Canvas, _dot, nice_step
from k3desk.ui.shell.theme import COLORS, OKABE_ITO

RENT, OWN, API = COLORS["rent"], COLORS["own"], COLORS["api"]
LOW, HIGH = OKABE_ITO["sky_blue"], OKABE_ITO["vermillion"]


def _signed_money(fm, v: float) -> str:
    return ("\u2212" if v < 0 else "") + fm.money_tick(abs(v))


def _linear(lo: float, hi: float, a: float, b: float):
    span = (hi - lo) or 1.0
    return lambda v: a + (v - lo) / span * (b - a)


def draw_term(p: QPainter, rect: QRectF, d: dict, fm, pt) -> None:
    c = Canvas(p, rect, fm, pt, left=56, bottom=30)
    months = d["months"]
    lines = [(d[k], color, style) for k, color, style in (
        ("rent", RENT, Qt.PenStyle.DashLine), ("own", OWN, Qt.PenStyle.SolidLine), ("api", API, Qt.PenStyle.SolidLine))
        if d.get(k)]
    top = max(max(v) for v, _, _ in lines) or 1.0
    step = nice_step(top, 5)
    hi = step * (int(top / step) + 1)
    a = c.area
    xs, ys = _linear(0, months[-1], a.left(), a.right()), _linear(0, hi, a.bottom(), a.top())
    x_step = 6 if months[-1] <= 36 else 12
    for m in range(0, months[-1] + 1, x_step):
        c.grid_x(xs(m))
        c.text(xs(m), a.bottom() + pt(4), fm.number(m, 0), "c", valign="t")
    v = 0.0
    while v <= hi + 1e-9:
        c.grid_y(ys(v))
        c.text(a.left() - pt(4), ys(v), fm.money_tick(v) if v else "0", "r")
        v += step
    c.text(a.center().x(), a.bottom() + pt(16), fm.localized(N_("months from signing")), "c", c.tiny,
           COLORS["muted"], "t")
    p.save()
    p.setClipRect(a.adjusted(-pt(3), -pt(3), pt(3), pt(3)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for values, color, style in lines:
        path = QPainterPath()
        path.moveTo(xs(months[0]), ys(values[0]))
        for m, y in zip(months[1:], values[1:], strict=False):
            path.lineTo(xs(m), ys(y))
        p.setPen(c.pen(color, 1.6, style))
        p.drawPath(path)
    pb = d.get("payback") if d.get("own") else None
    if pb is not None:
        p.setPen(c.pen(COLORS["text"], 0.8, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(xs(pb), a.top()), QPointF(xs(pb), a.bottom()))
        _dot(c, xs(pb), ys(d["own"][pb]), OWN, 3.0)
    p.restore()
    if pb is not None and d.get("own"):
        label = fm.localized(N_("payback: month {m}")).replace("{m}", fm.number(pb, 0))
        right = xs(pb) > a.center().x()
        c.text(xs(pb) + (-pt(3) if right else pt(3)), a.top() + pt(2), label, "r" if right else "l", c.tiny,
               COLORS["text"], "t")
    c.frame()
    entries = [e for k, e in (("rent", ("dash", RENT, fm.localized(N_("Rented GPUs")))),
                              ("own", ("line", OWN, fm.localized(N_("Owned GPUs")))),
                              ("api", ("line", API, fm.localized(N_("API"))))) if d.get(k)]
    if pb is not None and d.get("own"):
        entries.append(("dot", OWN, fm.localized(N_("Payback"))))
    c.legend(entries)


def draw_tornado(p: QPainter, rect: QRectF, d: dict, fm, pt) -> None:
    rows = d["rows"]
    labels = [fm.localized(r["label"]) for r in rows]
    probe = QFontMetricsF(Canvas(p, rect, fm, pt).small, p.device())  # room for the longest label
    need = max(probe.horizontalAdvance(x) for x in labels) / pt(1) + 10
    c = Canvas(p, rect, fm, pt, left=max(60.0, min(need, 220.0)), bottom=22, top=20)
    a = c.area
    values = [d["base"], 0.0] + [v for r in rows for v in (r["low"], r["high"])]
    lo, hi = min(values), max(values)
    pad = (hi - lo) * 0.06 or 1.0
    lo, hi = lo - pad, hi + pad
    xs = _linear(lo, hi, a.left(), a.right())
    step = nice_step(hi - lo, 5)
    v = step * int(lo / step)
    while v <= hi:
        if v >= lo:
            c.grid_x(xs(v))
            c.text(xs(v), a.bottom() + pt(4), _signed_money(fm, v) if v else "0", "c", valign="t")
        v += step
    h = a.height() / max(1, len(rows))
    bar = h * 0.62
    for i, (r, label) in enumerate(zip(rows, labels, strict=False)):
        y = a.top() + i * h + (h - bar) / 2
        c.text(a.left() - pt(5), y + bar / 2, label, "r")
        for end, color in ((r["low"], LOW), (r["high"], HIGH)):
            x0, x1 = sorted((xs(d["base"]), xs(end)))
            p.fillRect(QRectF(x0, y, max(x1 - x0, pt(0.6)), bar), QColor(color))
    p.setPen(c.pen(COLORS["text"], 0.9))
    p.drawLine(QPointF(xs(d["base"]), a.top()), QPointF(xs(d["base"]), a.bottom()))
    if lo < 0 < hi:
        p.setPen(c.pen(COLORS["muted"], 0.8, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(xs(0), a.top()), QPointF(xs(0), a.bottom()))
    c.frame()
    c.legend([("box", LOW, fm.localized(N_("assumption 20% lower"))),
              ("box", HIGH, fm.localized(N_("assumption 20% higher"))),
              ("line", COLORS["text"], fm.localized(N_("today"))),
              ("dash", COLORS["muted"], fm.localized(N_("break-even (no difference)")))])
