"""Vector charts for the PDF report, drawn with QPainter paths (no bitmaps, so they stay sharp in print).

Each chart takes the numbers a report ``Figure`` carries and draws into a rectangle: VRAM stacked
bars per GPU (capacity line, overflow in red), monthly cost against tokens on log axes (API line,
self-hosting steps, break-even and workload markers), the batch effect, and their comparison forms.
Colours come from the shared Okabe-Ito theme so the report reads like the screen.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath

from k3desk.report.model import N_, Q
from k3desk.ui.pdf.canvas import GB, SERIES, WORKLOAD, Canvas, LogScale, _dot, nice_step
from k3desk.ui.pdf.term_charts import draw_term, draw_tornado
from k3desk.ui.shell.theme import COLORS


def _stack(c: Canvas, x: float, w: float, y_of, bar: dict) -> None:
    p, base = c.p, 0.0
    for _key, _label, colour, value in bar["segments"]:
        if value <= 0:
            continue
        top = base + value
        p.fillRect(QRectF(x, y_of(top / GB), w, y_of(base / GB) - y_of(top / GB)), QColor(COLORS[colour]))
        base = top
    cap = bar["capacity"]
    if base < cap:
        r = QRectF(x, y_of(cap / GB), w, y_of(base / GB) - y_of(cap / GB))
        p.fillRect(r, QColor(COLORS["free"]))
    else:  # overflow: the part above usable capacity, solid red over the stack (a flat fill prints cleanly)
        r = QRectF(x, y_of(base / GB), w, y_of(cap / GB) - y_of(base / GB))
        p.fillRect(r, QColor(COLORS["overflow"]))
    p.setPen(c.pen(COLORS["text"], 1.0, Qt.PenStyle.DashLine))
    p.drawLine(QPointF(x - c.pt(2), y_of(cap / GB)), QPointF(x + w + c.pt(2), y_of(cap / GB)))
    p.setPen(c.pen(COLORS["muted"], 0.8))
    p.drawLine(QPointF(x - c.pt(2), y_of(bar["physical"] / GB)), QPointF(x + w + c.pt(2), y_of(bar["physical"] / GB)))


def _used(bar: dict) -> float:
    return sum(seg[3] for seg in bar["segments"])


def _gb_axis(c: Canvas, top_gb: float):
    a = c.area
    step = nice_step(top_gb)
    top = math.ceil(top_gb / step) * step

    def y_of(v: float) -> float:
        return a.bottom() - v / top * a.height()
    v = 0.0
    while v <= top + 1e-9:
        c.grid_y(y_of(v))
        c.text(a.left() - c.pt(4), y_of(v), c.fm.number(v, 0), "r")
        v += step
    c.text(a.left() - c.pt(4), a.top() - c.pt(9), "GB", "r", c.tiny, COLORS["muted"])
    return y_of


def _vram_legend(c: Canvas, bars: list[dict]) -> None:
    entries = list({colour: ("box", COLORS[colour], c.fm.tr(label))
                    for b in bars for _k, label, colour, v in b["segments"] if v > 0}.values())
    entries.append(("box", COLORS["free"], c.fm.localized(N_("Free"))))
    if any(_used(b) > b["capacity"] for b in bars):
        entries.append(("box", COLORS["overflow"], c.fm.localized(N_("Overflow"))))
    entries.append(("dash", COLORS["text"], c.fm.localized(N_("Usable capacity"))))
    entries.append(("line", COLORS["muted"], c.fm.localized(N_("Physical"))))
    c.legend(entries)


def draw_vram(p: QPainter, rect: QRectF, data: dict, fm, pt) -> None:
    c = Canvas(p, rect, fm, pt, left=40, bottom=24, right=70)
    used = _used(data)
    y_of = _gb_axis(c, max(used, data["physical"]) / GB * 1.04)
    n = data["gpus"]
    shown = n if n <= 16 else 1
    a = c.area
    slot = a.width() / shown
    w = min(slot * 0.62, pt(60))
    # labels never run together: "GPU 10" when it fits its slot, else the number alone under
    # the bar and "GPU" once at the axis start
    widest = QFontMetricsF(c.tiny, p.device()).horizontalAdvance(
        fm.localized(N_("GPU {i}")).replace("{i}", fm.number(shown, 0)))
    short = shown > 1 and widest > slot - pt(3)
    if short:
        c.text(a.left() - pt(4), a.bottom() + pt(4), fm.localized(N_("GPU")), "r", c.tiny, valign="t")
    for i in range(shown):
        x = a.left() + slot * i + (slot - w) / 2
        _stack(c, x, w, y_of, data)
        label = (fm.number(i + 1, 0) if short else
                 fm.localized(N_("GPU {i}")).replace("{i}", fm.number(i + 1, 0)) if shown > 1 else
                 fm.localized(N_("Each of {n} GPUs")).replace("{n}", fm.number(n, 0)))
        c.text(x + w / 2, a.bottom() + pt(4), label, "c", c.tiny, valign="t")
    cap_y, phys_y = y_of(data["capacity"] / GB), y_of(data["physical"] / GB)
    if abs(cap_y - phys_y) < pt(9):  # keep the two labels apart when the lines are close
        cap_y = phys_y + pt(9)
    c.text(a.right() + pt(6), phys_y, fm.localized(N_("physical {v}")).replace("{v}", fm.quantity_gb(data["physical"])),
           "l", c.tiny, COLORS["muted"])
    c.text(a.right() + pt(6), cap_y, fm.localized(N_("usable {v}")).replace("{v}", fm.quantity_gb(data["capacity"])),
           "l", c.tiny, COLORS["text"])
    if used > data["capacity"]:
        c.text(a.right() + pt(6), y_of(used / GB), fm.localized(N_("needed {v}")).replace("{v}", fm.quantity_gb(used)),
               "l", c.tiny, COLORS["overflow"])
    c.frame()
    _vram_legend(c, [data])


def draw_vram_compare(p: QPainter, rect: QRectF, data: dict, fm, pt) -> None:
    bars = data["bars"]
    c = Canvas(p, rect, fm, pt, left=40, bottom=26, top=32)  # room for a two-row legend
    top = max(max(_used(b), b["physical"]) for b in bars) / GB * 1.1
    y_of = _gb_axis(c, top)
    a = c.area
    slot = a.width() / len(bars)
    w = min(slot * 0.45, pt(80))
    for i, b in enumerate(bars):
        x = a.left() + slot * i + (slot - w) / 2
        _stack(c, x, w, y_of, b)
        label = b["label"] if isinstance(b["label"], str) else fm.text(b["label"])  # a production role is worded
        c.text(x + w / 2, a.bottom() + pt(4), label, "c", c.small, valign="t")
        used = _used(b)
        c.text(x + w + pt(4), y_of(b["capacity"] / GB), fm.quantity_gb(b["capacity"]), "l", c.tiny, COLORS["muted"])
        pct = fm.localized(N_("{v} used")).replace("{v}", fm.percent(used / b["capacity"] if b["capacity"] else 0))
        c.text(x + w / 2, y_of(max(used, b["physical"]) / GB) - pt(3), pct, "c", c.tiny, COLORS["text"], "b")
    c.frame()
    _vram_legend(c, bars)


# -- cost ------------------------------------------------------------------------------------------
def _cost_axes(c: Canvas, series: list[dict]) -> tuple[LogScale, LogScale]:
    tokens = series[0]["tokens"]
    vals = [v for s in series for v in (*(s["api"] or ()), *(s["host"] or ())) if v > 0] or [1.0, 1e6]
    hosts = [v for s in series for v in (s["host"] or ()) if v > 0]
    host_min = min(hosts) if hosts else min(vals)
    # Start two decades below the cheapest self-hosting step: lower API costs are not the question.
    lo = max(min(vals), 10 ** (math.floor(math.log10(host_min)) - 2))
    lo, hi = 10 ** math.floor(math.log10(lo)), 10 ** math.ceil(math.log10(max(vals)))
    a = c.area
    xs = LogScale(tokens[0], tokens[-1], a.left(), a.right())
    ys = LogScale(lo, hi, a.bottom(), a.top())
    for d in xs.decades():
        c.grid_x(xs(d))
        c.text(xs(d), a.bottom() + c.pt(4), c.fm.tokens_tick(d), "c", valign="t")
    for d in ys.decades():
        c.grid_y(ys(d))
        c.text(a.left() - c.pt(4), ys(d), c.fm.money_tick(d), "r")
    c.text(a.center().x(), a.bottom() + c.pt(17), c.fm.localized(N_("tokens per month")), "c", c.tiny, COLORS["muted"], "t")
    return xs, ys


def _steps(xs: LogScale, ys: LogScale, tokens, values) -> QPainterPath:
    path = QPainterPath()
    if not values:  # no price known: nothing to draw
        return path
    path.moveTo(xs(tokens[0]), ys(values[0]))
    for i in range(1, len(tokens)):
        if values[i] != values[i - 1]:
            path.lineTo(xs(tokens[i]), ys(values[i - 1]))
            path.lineTo(xs(tokens[i]), ys(values[i]))
    path.lineTo(xs(tokens[-1]), ys(values[-1]))
    return path


def _line(xs, ys, tokens, values) -> QPainterPath:
    """A polyline through the points with a positive value; ``xs`` and ``ys`` map values to the page (a
    :class:`LogScale` or any function)."""
    path = QPainterPath()
    pts = [(t, v) for t, v in zip(tokens, values, strict=False) if v > 0]
    if not pts:  # no price known: nothing to draw
        return path
    path.moveTo(xs(pts[0][0]), ys(pts[0][1]))
    for t, v in pts[1:]:
        path.lineTo(xs(t), ys(v))
    return path


def draw_cost(p: QPainter, rect: QRectF, d: dict, fm, pt) -> None:
    c = Canvas(p, rect, fm, pt, left=52, bottom=32)
    xs, ys = _cost_axes(c, [d])
    a = c.area
    p.save()
    p.setClipRect(a)
    p.setBrush(Qt.BrushStyle.NoBrush)
    if d["api"]:
        p.setPen(c.pen(COLORS["api"], 1.6))
        p.drawPath(_line(xs, ys, d["tokens"], d["api"]))
    if d["host"]:  # no self-hosting curve for what does not fit
        p.setPen(c.pen(COLORS["selfhost"], 1.6))
        p.drawPath(_steps(xs, ys, d["tokens"], d["host"]))
    be = d.get("break_even")
    if be and d["tokens"][0] <= be <= d["tokens"][-1]:
        p.setPen(c.pen(COLORS["text"], 0.8, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(xs(be), a.top()), QPointF(xs(be), a.bottom()))
    wl = d.get("workload") or 0
    if d["tokens"][0] <= wl <= d["tokens"][-1]:
        p.setPen(c.pen(WORKLOAD, 0.8, Qt.PenStyle.DotLine))
        p.drawLine(QPointF(xs(wl), a.top()), QPointF(xs(wl), a.bottom()))
        for key, colour in (("workload_host", "selfhost"), ("workload_api", "api")):
            if d.get(key):
                _dot(c, xs(wl), ys(d[key]), COLORS[colour])
    p.restore()
    if be and d["tokens"][0] <= be <= d["tokens"][-1]:
        c.text(xs(be) - pt(3), a.top() + pt(3), fm.localized(N_("break-even {v}")).replace("{v}", fm.tokens_tick(be)),
               "r", c.tiny, COLORS["text"], "t")
    if d["tokens"][0] <= wl <= d["tokens"][-1]:
        c.text(xs(wl) + pt(3), a.bottom() - pt(3), fm.localized(N_("planned workload {v}")).replace("{v}", fm.tokens_tick(wl)),
               "l", c.tiny, WORKLOAD, "b")
    c.frame()
    host = fm.text(d["host_name"]) if d.get("host_name") is not None else fm.localized(N_("Self-hosting"))
    c.legend([("line", COLORS["api"], fm.localized(N_("API"))), ("line", COLORS["selfhost"], host),
              ("dash", COLORS["text"], fm.localized(N_("Break-even"))), ("dot", WORKLOAD, fm.localized(N_("Planned workload")))])


def draw_cost_compare(p: QPainter, rect: QRectF, data: dict, fm, pt) -> None:
    series, letters = data["series"], data["letters"]
    c = Canvas(p, rect, fm, pt, left=52, bottom=32, top=32)
    xs, ys = _cost_axes(c, series)
    a = c.area
    apis = [s["api"] for s in series if s["api"]]
    same_api = all(a == apis[0] for a in apis)
    p.save()
    p.setClipRect(a)
    p.setBrush(Qt.BrushStyle.NoBrush)
    for i, s in enumerate(series):
        if s["api"] and (s["api"] is apis[0] or not same_api):
            p.setPen(c.pen(COLORS["api"] if same_api else SERIES[i], 1.4,
                           Qt.PenStyle.SolidLine if same_api else Qt.PenStyle.DashLine))
            p.drawPath(_line(xs, ys, s["tokens"], s["api"]))
    for i, s in enumerate(series):
        p.setBrush(Qt.BrushStyle.NoBrush)  # a dot below set a fill; paths are lines only
        p.setPen(c.pen(SERIES[i % len(SERIES)], 1.6))
        if s["host"]:
            p.drawPath(_steps(xs, ys, s["tokens"], s["host"]))
        be = s.get("break_even")
        if be and s["tokens"][0] <= be <= s["tokens"][-1]:
            _dot(c, xs(be), ys(s["host"][0]), SERIES[i % len(SERIES)], 3.0)
    p.restore()
    c.frame()
    names = data.get("names") or letters
    entries = [("line", SERIES[i], names[i]) for i in range(len(series))]
    entries.append(("line" if same_api else "dash", COLORS["api"] if same_api else COLORS["muted"], fm.localized(N_("API"))))
    entries.append(("dot", COLORS["text"], fm.localized(N_("Break-even"))))
    c.legend(entries)


# -- batch effect ----------------------------------------------------------------------------------
def draw_batch(p: QPainter, rect: QRectF, d: dict, fm, pt) -> None:
    c = Canvas(p, rect, fm, pt, left=46, bottom=32)
    batch, per_seq, total = d["batch"], d["per_seq"], d["total"]
    vals = [v for v in (*per_seq, *total) if v > 0]
    lo, hi = 10 ** math.floor(math.log10(min(vals))), 10 ** math.ceil(math.log10(max(vals)))
    a = c.area
    xs = LogScale(batch[0], batch[-1], a.left(), a.right())
    ys = LogScale(lo, hi, a.bottom(), a.top())
    for b in batch:
        c.grid_x(xs(b))
        c.text(xs(b), a.bottom() + pt(4), fm.number(b, 0), "c", valign="t")
    for v in ys.decades():
        c.grid_y(ys(v))
        c.text(a.left() - pt(4), ys(v), fm.tokens_tick(v), "r")
    c.text(a.left() - pt(4), a.top() - pt(9), "tok/s", "r", c.tiny, COLORS["muted"])
    c.text(a.center().x(), a.bottom() + pt(17), fm.localized(N_("concurrent sequences")), "c", c.tiny, COLORS["muted"], "t")
    cur = d.get("current")
    p.save()
    p.setClipRect(a.adjusted(-pt(4), -pt(4), pt(4), pt(4)))
    if cur and batch[0] <= cur <= batch[-1]:
        p.setPen(c.pen(WORKLOAD, 0.8, Qt.PenStyle.DotLine))
        p.drawLine(QPointF(xs(cur), a.top()), QPointF(xs(cur), a.bottom()))
    for values, color in ((per_seq, COLORS["selfhost"]), (total, COLORS["api"])):
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(c.pen(color, 1.6))
        p.drawPath(_line(xs, ys, batch, values))
        for b, v in zip(batch, values, strict=False):
            _dot(c, xs(b), ys(v), color, 2.0)
    p.restore()
    if cur and batch[0] <= cur <= batch[-1]:
        c.text(xs(cur) + pt(3), a.top() + pt(2), fm.localized(N_("this scenario: {n}")).replace("{n}", fm.number(cur, 0)),
               "l", c.tiny, WORKLOAD, "t")
    c.frame()
    c.legend([("line", COLORS["selfhost"], fm.localized(N_("Per sequence"))), ("line", COLORS["api"], fm.localized(N_("Total")))])


# -- latency under load ------------------------------------------------------------------------------
def draw_latency(p: QPainter, rect: QRectF, d: dict, fm, pt) -> None:
    """First token against requests a second on one replica: the median, the targets' percentile and its
    band (log time axis), the target and what the fleet is sized for (the target less the model's typical
    error), and the scenario's load."""
    c = Canvas(p, rect, fm, pt, left=46, bottom=32)
    rates = d["rates"]
    vals = [v for v in (*d["median"], *d["band_low"], *d["band_high"], d.get("target") or 0, d.get("sized") or 0) if v and v > 0]
    lo, hi = 10 ** math.floor(math.log10(min(vals))), 10 ** math.ceil(math.log10(max(vals)))
    a = c.area
    top = d["max_rate"] or rates[-1]
    step = nice_step(top)

    def xs(v: float) -> float:
        return a.left() + v / top * a.width()
    ys = LogScale(lo, hi, a.bottom(), a.top())
    v = 0.0
    while v <= top + 1e-9:
        c.grid_x(xs(v))
        c.text(xs(v), a.bottom() + pt(4), fm.number(v, 1 if step < 1 else 0), "c", valign="t")
        v += step
    for y in ys.decades():
        c.grid_y(ys(y))
        c.text(a.left() - pt(4), ys(y), fm.quantity(Q(y, "seconds")), "r")
    c.text(a.center().x(), a.bottom() + pt(17), fm.localized(N_("requests a second on one replica")), "c", c.tiny,
           COLORS["muted"], "t")
    p.save()
    p.setClipRect(a)
    band = QPainterPath()
    band.moveTo(xs(rates[0]), ys(d["band_high"][0]))
    for r, h in zip(rates, d["band_high"], strict=True):
        band.lineTo(xs(r), ys(h))
    for r, lw in zip(reversed(rates), reversed(d["band_low"]), strict=True):
        band.lineTo(xs(r), ys(lw))
    band.closeSubpath()
    shade = QColor(COLORS["selfhost"])
    shade.setAlphaF(0.15)
    p.fillPath(band, shade)
    p.setBrush(Qt.BrushStyle.NoBrush)
    for values, colour, style in ((d["median"], COLORS["api"], Qt.PenStyle.SolidLine),
                                  (d["upper"], COLORS["selfhost"], Qt.PenStyle.SolidLine)):
        p.setPen(c.pen(colour, 1.6, style))
        p.drawPath(_line(xs, ys, rates, values))
    if d.get("target"):
        p.setPen(c.pen(COLORS["overflow"], 1.0, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(a.left(), ys(d["target"])), QPointF(a.right(), ys(d["target"])))
    if d.get("sized"):
        p.setPen(c.pen(COLORS["overflow"], 0.8, Qt.PenStyle.DotLine))
        p.drawLine(QPointF(a.left(), ys(d["sized"])), QPointF(a.right(), ys(d["sized"])))
    p.setPen(c.pen(COLORS["text"], 0.8, Qt.PenStyle.DashLine))
    p.drawLine(QPointF(xs(top), a.top()), QPointF(xs(top), a.bottom()))
    if d.get("rate") is not None and d.get("value"):
        p.setPen(c.pen(WORKLOAD, 0.8, Qt.PenStyle.DotLine))
        p.drawLine(QPointF(xs(d["rate"]), a.top()), QPointF(xs(d["rate"]), a.bottom()))
        _dot(c, xs(d["rate"]), ys(d["value"]), WORKLOAD, 3.0)
    p.restore()
    pct = fm.number(d["percentile"], 0)
    c.frame()
    entries = [("line", COLORS["api"], fm.localized(N_("Median first token"))),
               ("line", COLORS["selfhost"], fm.localized(N_("p{p} first token, with its band")).replace("{p}", pct))]
    if d.get("target"):
        entries.append(("dash", COLORS["overflow"], fm.localized(N_("Target"))))
    if d.get("sized"):
        entries.append(("dotted", COLORS["overflow"], fm.localized(N_("Sized for (the target less the typical error)"))))
    entries += [("dash", COLORS["text"], fm.localized(N_("Saturation"))),
                ("dot", WORKLOAD, fm.localized(N_("This scenario's load")))]
    c.legend(entries)


DRAW = {"vram": draw_vram, "latency": draw_latency, "vram_compare": draw_vram_compare, "cost": draw_cost,
        "cost_compare": draw_cost_compare, "batch": draw_batch, "term": draw_term, "tornado": draw_tornado}


def draw(kind: str, p: QPainter, rect: QRectF, data: dict, fm, pt) -> None:
    """Draw the chart ``kind`` into ``rect``; ``fm`` is the report's formatter, ``pt`` points to device units."""
    p.save()
    try:
        DRAW[kind](p, rect, data, fm, pt)
    finally:
        p.restore()
