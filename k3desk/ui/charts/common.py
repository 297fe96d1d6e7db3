"""Shared chart plumbing: palette and themes, QLocale number formatting, log axes, hover, base widget.

Every chart is a :class:`ChartBase`: a QWidget wrapping one pyqtgraph ``PlotWidget`` whose items are
created once in ``__init__`` and only updated afterwards (``setData`` / ``setOpts``), because a
slider drag calls ``set_result`` dozens of times a second. Log axes are drawn by transforming the
data ourselves (log10 / log2 values in view space) and labelling ticks here, which keeps lines,
markers and labels in one coordinate system and gives readable labels (1 M, 10 M, 1 B; US$ 1 k).
"""

from __future__ import annotations

import html
import math

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QLocale, QObject, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPen
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from k3desk.ui.common import fmt
from k3desk.ui.common.formatter import Formatter
from k3desk.ui.common.widgets import behind_another_page

# Okabe-Ito series colours and the semantic colours (weights, kv, api, ...) come from the shared
# theme, so a legend learnt on a card or in the report reads the same in a chart.
from k3desk.ui.shell.theme import COLORS, OKABE_ITO  # noqa: F401 - re-exported for the chart modules

GB = 1e9


class ChartTheme:
    """Colours that change with the light / dark / high-contrast theme (series colours do not)."""

    def __init__(self, background, foreground, muted, grid, free, tooltip_bg, ink):
        self.background = background  # plot background
        self.foreground = foreground  # axes, text, reference lines
        self.muted = muted  # secondary reference lines and notes
        self.grid = grid  # alpha 0..255 for grid lines
        self.free = free  # the "free memory" segment
        self.tooltip_bg = tooltip_bg
        self.ink = ink  # series drawn in "black" in the light theme


LIGHT = ChartTheme("#FFFFFF", COLORS["text"], COLORS["muted"], 40, COLORS["free"], "#F7F7F7F0", "#000000")
DARK = ChartTheme("#1E1E1E", "#E6E6E6", "#A0A0A0", 50, "#3C3C3C", "#2A2A2AF0", "#FFFFFF")
HIGH_CONTRAST = ChartTheme("#000000", "#FFFFFF", "#FFFFFF", 90, "#4A4A4A", "#000000F5", "#FFFFFF")


def text_color_on(fill: str) -> str:
    """Black or white text, whichever contrasts more with ``fill`` (WCAG relative luminance)."""
    c = QColor(fill)

    def lin(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    lum = 0.2126 * lin(c.red()) + 0.7152 * lin(c.green()) + 0.0722 * lin(c.blue())
    return "#000000" if (lum + 0.05) / 0.05 > 1.05 / (lum + 0.05) else "#FFFFFF"


# ---- numbers: always through the default QLocale, so pt-BR gets decimal commas --------------------

# Chart text goes through the one formatter, so an axis never reads "$43k" beside "US$ 43,070" on a card.
def fmt_num(value: float, decimals: int = 0) -> str:
    """A number with the UI locale's separators (1,234.5 / 1.234,5)."""
    return fmt.number(value, decimals)


def fmt_compact(value: float) -> str:
    """Token counts and other large numbers: 1.5 B, 262 k (pt-BR: 1,5 bi, 262 mil)."""
    return fmt.tokens(value)


CURRENCY_SYMBOLS = {"USD": "US$", "BRL": "R$"}  # never a bare "$": it reads as any dollar


def fmt_money(value: float, currency: str, compact: bool = True) -> str:
    """Axis and label amounts (US$ 43 k, R$ 1,2 mi), or in full (US$ 43,070); a dash where a price
    is missing (never 0)."""
    if value is None or not math.isfinite(value):
        return fmt.DASH
    f = Formatter.for_screen(currency)
    return f.money_tick(value) if compact else f.money(value)


def fmt_gb(value: float) -> str:
    """Memory already divided by ``fmt.memory_divisor()``, in the chosen unit (GB or GiB)."""
    return fmt.bytes_in(value * fmt.memory_divisor(), fmt.memory_unit(), 1 if abs(value) < 100 else 0, None)


# ---- axes ------------------------------------------------------------------------------------------

class GridAxis(pg.AxisItem):
    """An axis whose grid lines are drawn opaque, in the colour their transparency gives over the
    plot's ``background``. The charts stack their axes under the data (``ChartBase``), so a grid
    line shows only over the background and looks the same; but a plot whose curves all move (the
    contract term while the tokens slider is dragged) repaints its grid about ten times faster
    than with alpha-blended lines across the whole plot."""

    background: QColor | None = None

    def generateDrawSpecs(self, p):  # noqa: N802 - pyqtgraph API
        specs = super().generateDrawSpecs(p)
        bg = self.background
        if specs is None or bg is None:
            return specs
        axis_spec, tick_specs, text_specs = specs
        opaque = []
        for pen, p1, p2 in tick_specs:
            c = pen.color()
            a = c.alphaF()
            if a < 1:
                pen = QPen(pen)
                pen.setColor(QColor.fromRgbF(bg.redF() + (c.redF() - bg.redF()) * a,
                                             bg.greenF() + (c.greenF() - bg.greenF()) * a,
                                             bg.blueF() + (c.blueF() - bg.blueF()) * a))
            opaque.append((pen, p1, p2))
        return axis_spec, opaque, text_specs


class LocaleAxis(GridAxis):
    """A linear axis whose tick labels go through QLocale; major ticks only (a calm grid)."""

    def tickValues(self, minVal, maxVal, size):  # noqa: N802 - pyqtgraph API
        return super().tickValues(minVal, maxVal, size)[:1]

    def tickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph API
        decimals = max(0, -int(math.floor(math.log10(spacing * scale)))) if spacing > 0 else 0
        return [fmt_num(v * scale, decimals) for v in values]


class LogAxis(GridAxis):
    """An axis over log10 values: labelled decades (plus 2 and 5 when few decades are shown)."""

    def __init__(self, orientation, formatter=fmt_compact, **kw):
        super().__init__(orientation, **kw)
        self.formatter = formatter
        self.enableAutoSIPrefix(False)

    def tickValues(self, minVal, maxVal, size):  # noqa: N802 - pyqtgraph API
        lo, hi = math.floor(minVal), math.ceil(maxVal)
        decades = [d for d in range(lo, hi + 1) if minVal - 1e-9 <= d <= maxVal + 1e-9]
        between = [d + math.log10(m) for d in range(lo, hi + 1) for m in range(2, 10)]
        between = [v for v in between if minVal <= v <= maxVal]
        if maxVal - minVal <= 2.2:  # few decades: label 2x and 5x too
            extra = [v for v in between if round(10 ** (v % 1)) in (2, 5)]
            return [(1.0, decades), (0.5, extra), (0.1, [v for v in between if v not in extra])]
        fm = QFontMetricsF(self.style["tickFont"] or QFont())
        per_label = (fm.horizontalAdvance(self.formatter(10 ** maxVal)) + 16 if self.orientation in ("top", "bottom")
                     else fm.height() + 4)  # pixels one label needs along the axis
        room = max(2.0, size / per_label)
        # every decade (1 k, 10 k, 100 k, 1 M), else every second, else every third (1M, 1B, 1T)
        step = next((st for st in (1, 2, 3, 6) if len(decades) / st <= room), 12)
        major = [d for d in decades if d % step == 0]
        # no 2..9 minor ticks: with the grid on they turn into a busy mesh on a projector
        return [(float(step), major), (0.1, [d for d in decades if d not in major])]

    def tickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph API
        if spacing < 0.5:
            return ["" for _ in values]
        return [self.formatter(10 ** v) for v in values]


class Log2Axis(GridAxis):
    """An axis over log2 values labelled 1, 2, 4 … 1024 (every other power when space is short)."""

    def tickValues(self, minVal, maxVal, size):  # noqa: N802 - pyqtgraph API
        ks = list(range(math.ceil(minVal - 1e-9), math.floor(maxVal + 1e-9) + 1))
        fm = QFontMetricsF(self.style["tickFont"] or QFont())
        need = fm.horizontalAdvance(fmt_num(2 ** (ks[-1] if ks else 0), 0)) + 12
        step = next((st for st in (1, 2, 3, 4, 5) if size / max(1, len(ks)) * st >= need), 10)
        return [(float(step), [k for k in ks if k % step == 0]), (1.0, [k for k in ks if k % step])]

    def tickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph API
        return [fmt_num(2 ** v, 0) for v in values] if spacing >= 1 else ["" for _ in values]


# ---- hover -----------------------------------------------------------------------------------------

class Hover(QObject):
    """A crosshair and a value label near the mouse, rate-limited through ``SignalProxy``.

    ``describe(x, y)`` (view coordinates) returns ``(snap_x, html)`` for the nearest data, or
    ``None`` to hide. ``show_at`` drives it without a mouse (tests, screenshots).
    """

    def __init__(self, plot_item: pg.PlotItem, describe, rate_limit: int = 30):
        super().__init__(plot_item)
        self.vb = plot_item.vb
        self.describe = describe
        self.line = pg.InfiniteLine(angle=90, movable=False)
        self.label = pg.TextItem(anchor=(0, 1))
        for item, z in ((self.line, 40), (self.label, 50)):
            item.setZValue(z)
            item.hide()
            self.vb.addItem(item, ignoreBounds=True)
        self.proxy = pg.SignalProxy(plot_item.scene().sigMouseMoved, rateLimit=rate_limit, slot=self._moved)
        self.html = ""

    def style(self, theme: ChartTheme, scale: float) -> None:
        self.line.setPen(pg.mkPen(theme.muted, width=max(1, round(scale)), style=Qt.PenStyle.DotLine))
        self.label.fill = pg.mkBrush(theme.tooltip_bg)
        self.label.border = pg.mkPen(theme.muted)
        self.label.setColor(theme.foreground)
        f = QFont()
        f.setPointSizeF(9.5 * scale)
        self.label.setFont(f)

    def _moved(self, args) -> None:
        pos = args[0]
        if not self.vb.sceneBoundingRect().contains(pos):
            self.hide()
            return
        p = self.vb.mapSceneToView(pos)
        self.show_at(p.x(), p.y())

    def show_at(self, x: float, y: float) -> str:
        found = self.describe(x, y)
        if not found:
            self.hide()
            return ""
        snap_x, html = found
        (x0, x1), (y0, y1) = self.vb.viewRange()
        self.line.setPos(snap_x)
        self.line.setVisible(snap_x is not None)
        if html != self.html:
            self.label.setHtml(html)
            self.html = html
        # keep the whole label inside the plot: right of / above the mouse when there is room,
        # else on the other side, else pushed against the edge (the view clips its children)
        size = self.label.textItem.boundingRect()
        w_px, h_px = size.width(), size.height()
        vw, vh = max(1.0, self.vb.width()), max(1.0, self.vb.height())
        mx, my = (x - x0) / (x1 - x0) * vw, (y1 - y) / (y1 - y0) * vh  # mouse, pixels from top-left
        gap = 12
        left = mx + gap if mx + gap + w_px <= vw else mx - gap - w_px
        top = my - gap - h_px if my - gap - h_px >= 0 else my + gap
        left = min(max(left, 2.0), max(2.0, vw - w_px - 2))
        top = min(max(top, 2.0), max(2.0, vh - h_px - 2))
        self.label.setAnchor((0, 0))
        self.label.setPos(x0 + left / vw * (x1 - x0), y1 - top / vh * (y1 - y0))
        self.label.show()
        return html

    def hide(self) -> None:
        self.line.hide()
        self.label.hide()
        self.html = ""
        self.label.setHtml("")


def rounded_up(value: float) -> float:
    """``value`` rounded up to 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 or 10 × a power of ten: an axis
    top that stays put while a dragged slider moves the data a little (the axis is redrawn only
    when the data crosses a step, and its ticks do not jitter)."""
    if not math.isfinite(value) or value <= 0:
        return 1.0
    scale = 10 ** math.floor(math.log10(value))
    return next(step * scale for step in (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10) if step * scale >= value * (1 - 1e-12))


class Label(pg.TextItem):
    """A text item that ignores a text or anchor equal to the one it shows: labels are re-set on
    every edit, and most edits leave most of them as they were (no re-layout, no repaint)."""

    def setText(self, text, color=None):  # noqa: N802 - pyqtgraph API
        if color is not None or text != getattr(self, "_shown_text", None):
            self._shown_text = text
            super().setText(text, color)

    def setAnchor(self, anchor):  # noqa: N802 - pyqtgraph API
        if tuple(anchor) != getattr(self, "_shown_anchor", None):
            self._shown_anchor = tuple(anchor)
            super().setAnchor(anchor)


# ---- base widget -----------------------------------------------------------------------------------

class ChartBase(QWidget):
    """A QWidget around one PlotWidget: theme, font scale, translation and hover plumbing."""

    LINE_WIDTH = 2.0
    # The least height of the plot with its axes, in pixels, when the window asks for it
    # (:meth:`hold_plot_height`): a short window (a 1366×768 laptop) then takes its height from
    # elsewhere rather than squashing a chart to two ticks and a cut axis title. Presentation mode
    # lays its charts out itself.
    MIN_PLOT_HEIGHT = 0

    def __init__(self, axis_items: dict | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self._theme = LIGHT
        self._scale = 1.0
        self._ev = None          # the evaluation drawn (session.Evaluation)
        self._scenario = None
        self._result = None
        self._ranges: dict[int, tuple] = {}
        self._axis_styles: dict[str, tuple] = {}
        self._styled: tuple[ChartTheme, float] | None = None  # last applied by apply_theme / set_font_scale
        self._deferred = None  # the evaluation waiting for this chart to be shown
        self._drawn_key = None  # drawn_from() of what is on screen
        self.plot_widget = pg.PlotWidget(axisItems=axis_items or {})
        self.plot_widget.setAntialiasing(False)  # live charts: crisp and cheap
        self.plot_item: pg.PlotItem = self.plot_widget.getPlotItem()
        self.vb: pg.ViewBox = self.plot_item.vb
        self.plot_item.setMenuEnabled(False)
        self.plot_item.hideButtons()
        self.plot_item.setMouseEnabled(False, False)  # a presenter must not pan a chart by accident
        self.vb.disableAutoRange()
        for entry in self.plot_item.axes.values():  # grids under the data, not across bars and curves
            entry["item"].setZValue(-1)
        # title and legend are Qt labels above the plot: they wrap, and never cover any data
        self.title_label = QLabel(self)
        self.title_label.setObjectName("chartTitle")
        self.title_label.setWordWrap(True)
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)   # the title names a GPU from the file
        self.title_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.legend_label = QLabel(self)
        self.legend_label.setObjectName("chartLegend")
        self.legend_label.setWordWrap(True)
        self.legend_label.setTextFormat(Qt.TextFormat.RichText)
        self.legend_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._legend_entries: list[tuple[str, str, str]] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 4, 2)
        layout.setSpacing(2)
        layout.addWidget(self.title_label)
        layout.addWidget(self.legend_label)
        layout.addWidget(self.plot_widget, 1)
        self.setAutoFillBackground(True)
        self.hover = Hover(self.plot_item, self._describe)

    # -- to implement --------------------------------------------------------------------------
    def set_result(self, ev) -> None:
        raise NotImplementedError

    def series(self) -> dict[str, list[float]]:
        raise NotImplementedError

    def retranslate(self) -> None:
        raise NotImplementedError

    def _restyle(self) -> None:
        """Re-apply pens, brushes and fonts after a theme or font-scale change."""
        raise NotImplementedError

    def _describe(self, x: float, y: float):
        return None

    # -- shared ----------------------------------------------------------------------------------
    def hold_plot_height(self) -> ChartBase:
        """Keep the plot at least :data:`MIN_PLOT_HEIGHT` pixels tall (the window's charts); returns self."""
        if self.MIN_PLOT_HEIGHT:
            self.plot_widget.setMinimumHeight(self.MIN_PLOT_HEIGHT)
        return self

    def apply_theme(self, dark: bool, high_contrast: bool = False) -> None:
        """Light (default), dark or high-contrast colours; series colours stay Okabe-Ito."""
        theme = HIGH_CONTRAST if high_contrast else (DARK if dark else LIGHT)
        if self._styled == (theme, self._scale):
            return  # the window applies its look at start-up to charts already styled so
        self._theme = theme
        self._apply_frame_style()
        self._restyle()
        self._styled = (theme, self._scale)

    def set_font_scale(self, factor: float) -> None:
        """Bigger tick / label fonts and thicker lines (presentation mode uses ~1.5–2)."""
        self._scale = max(0.5, float(factor))
        self._apply_frame_style()
        self._restyle()
        self._styled = (self._theme, self._scale)

    def item_count(self) -> int:
        """Graphics items in the scene (tests check updates never add any)."""
        return len(self.plot_widget.scene().items())

    def changeEvent(self, event):  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._redraw_in_new_language()
        super().changeEvent(event)

    def _redraw_in_new_language(self) -> None:
        """After a language switch, everything worded from the figures (labels inside the plot, the
        title with its numbers, tick labels with their suffixes and decimal marks) in the new
        language now, not on the next edit: drawn tick labels are thrown away and the last result
        is drawn again (when shown; a hidden chart is drawn so when it is next shown)."""
        for entry in self.plot_item.axes.values():
            entry["item"].picture = None
            entry["item"].update()
        if self._ev is None or self._deferred is not None:
            return
        if behind_another_page(self):
            self._deferred = self._ev
            return
        self.set_result(self._ev)
        self._drawn_key = self.drawn_from(self._ev)

    def leaveEvent(self, event):  # noqa: N802 - Qt API
        self.hover.hide()
        super().leaveEvent(event)

    def show_result(self, ev) -> None:
        """``set_result`` now when the chart is on screen; when its window is shown but the chart
        is not (another tab, the Advisor page), when it is next shown: a hidden chart costs nothing
        while a slider is dragged, and what it draws once shown is the same."""
        if behind_another_page(self):
            self._deferred = ev
            return
        self._deferred = None
        key = self.drawn_from(ev)
        if key is not None and key == self._drawn_key:
            self._ev, self._scenario, self._result = ev, ev.scenario, ev.result  # same drawing: nothing to repaint
            return
        self.set_result(ev)
        self._drawn_key = key

    def drawn_from(self, ev):
        """Everything ``set_result`` draws from, comparable with ``==``; an edit that leaves it
        unchanged (a tokens drag and the VRAM chart) repaints nothing. None: always redraw."""
        return None

    def showEvent(self, event):  # noqa: N802 - Qt API
        super().showEvent(event)
        if self._deferred is not None:
            ev, self._deferred = self._deferred, None
            self.set_result(ev)
            self._drawn_key = self.drawn_from(ev)

    def pending_result(self) -> bool:
        """True while an update waits for the chart to be shown."""
        return self._deferred is not None

    def _set_range(self, vb: pg.ViewBox, x=None, y=None) -> None:
        """setRange only when the range changes: a new range re-lays the axes and every item."""
        key = (id(vb), x, y)
        if self._ranges.get(id(vb)) == key:
            return
        self._ranges[id(vb)] = key
        vb.setRange(xRange=x, yRange=y, padding=0)

    def _font(self, points: float, bold: bool = False) -> QFont:
        f = QFont()
        f.setPointSizeF(points * self._scale)
        f.setBold(bold)
        return f

    def _pen(self, color: str, width: float | None = None, style=Qt.PenStyle.SolidLine):
        return pg.mkPen(color, width=max(1, round((width or self.LINE_WIDTH) * self._scale)), style=style)

    def _label_style(self) -> dict:
        return {"color": self._theme.foreground, "font-size": f"{10 * self._scale:.1f}pt"}

    def _set_title(self, text: str) -> None:
        self.title_label.setText(text)

    def set_legend(self, entries: list[tuple[str, str, str]]) -> None:
        """Legend entries as (kind, colour, text); kind is "box", "hatch", "line", "dash", "dotted", "dot" or
        "note" (text only, in the colour: what is not drawn, and why)."""
        if entries == self._legend_entries:
            return  # called on every update; relayout only when something changed
        self._legend_entries = entries
        glyphs = {"box": "\u25a0", "line": "\u2501\u2501", "dash": "\u254d\u254d", "dotted": "\u2508\u2508", "dot": "\u25cf", "hatch": "\u25a8", "note": ""}
        parts = [f"<span style='white-space:nowrap'><span style='color:{color}'>{glyphs[kind]}</span>"
                 f"{'&nbsp;' if glyphs[kind] else ''}{html.escape(text).replace(' ', '&nbsp;').replace('/', '/&#8288;').replace('-', '-&#8288;')}</span>" for kind, color, text in entries if text]
        self.legend_label.setText("&nbsp;&nbsp;&nbsp; ".join(parts))

    def _style_axis(self, name: str, text: str) -> None:
        """Pen, fonts and title of one axis; skipped when nothing changed, because restyling an
        axis throws away its drawn ticks and re-lays its title (called on every update)."""
        key = (text, id(self._theme), self._scale, fmt.memory_unit(), QLocale().name())
        if self._axis_styles.get(name) == key:
            return
        self._axis_styles[name] = key
        axis = self.plot_item.getAxis(name)
        axis.setPen(pg.mkPen(self._theme.foreground))
        axis.setTextPen(pg.mkPen(self._theme.foreground))
        axis.setTickFont(self._font(9))
        axis.setLabel(text, **self._label_style())
        axis.resizeEvent()   # centre the title again: a translated one is wider or narrower

    def _apply_frame_style(self) -> None:
        t = self._theme
        self.plot_widget.setBackground(t.background)
        for entry in self.plot_item.axes.values():
            if isinstance(entry["item"], GridAxis):
                entry["item"].background = QColor(t.background)
                entry["item"].picture = None
        pal = self.palette()
        pal.setColor(self.backgroundRole(), QColor(t.background))
        self.setPalette(pal)
        self.title_label.setStyleSheet(
            f"color: {t.foreground}; font-weight: bold; font-size: {11 * self._scale:.1f}pt;")
        self.legend_label.setStyleSheet(f"color: {t.foreground}; font-size: {9 * self._scale:.1f}pt;")
        self.hover.style(self._theme, self._scale)

    def _backed(self, item: pg.TextItem) -> None:
        """A label on a translucent plot-coloured backing, so a crossing line never hides its text."""
        c = QColor(self._theme.background)
        c.setAlpha(165)  # text stays readable, a line behind it stays visible
        item.fill = pg.mkBrush(c)
        item.update()

    def _text_item(self, anchor=(0, 0)) -> pg.TextItem:
        item = Label(anchor=anchor)
        self.vb.addItem(item, ignoreBounds=True)
        item.setZValue(30)
        return item
class DrawnWhenShown(ChartBase):
    """A chart drawn only while it is on screen (a tab behind another costs nothing during a drag): its
    ``set_result`` keeps the evaluation and draws (``_update``) now or when the chart is next shown."""

    _pending = False

    def set_result(self, ev) -> None:
        self._ev, self._scenario, self._result = ev, ev.scenario, ev.result
        if not self.isVisible():
            self._pending = True
            return
        self._update()

    def showEvent(self, event):  # noqa: N802 - Qt API
        super().showEvent(event)
        if self._pending:
            self._update()

    def pending(self) -> bool:
        """True while a drawing waits for the chart to be shown."""
        return self._pending

    def _update(self) -> None:
        raise NotImplementedError


