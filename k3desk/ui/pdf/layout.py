"""Page layout for the PDF report: measures blocks, flows them onto pages, then paints.

Two passes so the footer can say "page X of Y": the first turns every block into flowables (a
height and a draw function) and distributes them over pages, breaking tables between rows and
repeating their header; the second paints. All coordinates are device units of the QPdfWriter;
``pt()`` converts from typographic points. Charts are drawn as vector paths by ``k3desk.ui.pdf.charts``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QTextLayout, QTextOption

from k3desk.report.model import Cards, Code, Figure, KeyValues, Panels, Paragraph, Q, Report, Section, Table
from k3desk.ui.common.formatter import Formatter
from k3desk.ui.pdf import charts as pdf_charts
from k3desk.ui.pdf import fonts
from k3desk.ui.pdf.fonts import MONO, SANS
from k3desk.ui.shell.theme import COLORS

WRAP = int(Qt.TextFlag.TextWordWrap)
ANYWHERE = int(Qt.TextFlag.TextWrapAnywhere)
LEFT, RIGHT = int(Qt.AlignmentFlag.AlignLeft), int(Qt.AlignmentFlag.AlignRight)
TOP = int(Qt.AlignmentFlag.AlignTop)
HEADER_FILL, STRIPE, BEST = "#EEF1F5", "#F8F9FB", "#DDF2E8"


@dataclass
class Flow:
    """A piece of a page: its height, how to draw it at (x, y), and pagination hints."""

    height: float
    draw: Callable[[QPainter, float, float], None]
    space_after: float = 0.0
    keep_with_next: bool = False
    page_break: bool = False
    header: Flow | None = None  # repeated at the top of a page this flow starts
    min_space: float = 0.0  # start a new page unless this much room is left (section headings)


@dataclass
class Page:
    items: list[tuple[Flow, float]] = field(default_factory=list)


class Layout:
    """Lays out and paints one report on one paint device (a QPdfWriter)."""

    def __init__(self, device, report: Report, fm: Formatter, width: float, height: float, dpi: float):
        fonts.register()  # the shipped typefaces, before anything is measured
        self.dev, self.report, self.f = device, report, fm
        self.dpi, self.page_w, self.page_h = dpi, width, height
        self.margin = self.pt(54)
        self.top, self.bottom = self.pt(64), height - self.pt(56)
        self.width = width - 2 * self.margin

    # -- units, fonts, text --------------------------------------------------------------------
    def pt(self, v: float) -> float:
        return v * self.dpi / 72.0

    def font(self, size: float, bold: bool = False, italic: bool = False, mono: bool = False) -> QFont:
        f = QFont()
        f.setFamilies(MONO if mono else SANS)
        f.setPointSizeF(size)
        f.setBold(bold)
        f.setFeature(QFont.Tag("liga"), 0)  # no "ﬁ" glyphs: text copied from the PDF stays plain
        f.setItalic(italic)
        f.setKerning(True)
        return f

    def measure(self, text: str, font: QFont, width: float) -> float:
        fm = QFontMetricsF(font, self.dev)
        return fm.boundingRect(QRectF(0, 0, max(width, 1.0), 1e9), self._flags(text, font, width) | LEFT | TOP,
                               text).height()

    def draw_text(self, p: QPainter, rect: QRectF, text: str, font: QFont, color: str = COLORS["text"],
                  align: int = LEFT) -> None:
        p.setFont(font)
        p.setPen(QColor(color))
        p.drawText(rect, self._flags(text, font, rect.width()) | align | TOP, text)

    def _flags(self, text: str, font: QFont, width: float) -> int:
        """Wrap at words; a word wider than the room (a 120-character GPU name, a long link) breaks
        anywhere instead of running off the page. Measure and draw ask the same question."""
        fm = QFontMetricsF(font, self.dev)
        if any(fm.horizontalAdvance(w) > width for w in text.split() if len(w) > 8):
            return ANYWHERE
        return WRAP

    def fill(self, p: QPainter, rect: QRectF, color: str) -> None:
        p.fillRect(rect, QColor(color))

    def hline(self, p: QPainter, x: float, y: float, w: float, color: str = COLORS["border"], width: float = 0.6):
        p.setPen(QPen(QColor(color), self.pt(width)))
        p.drawLine(int(x), int(y), int(x + w), int(y))   # whole device units, as PySide6 took the floats

    # -- flowables -----------------------------------------------------------------------------
    def heading(self, text: str, size: float = 15) -> Flow:
        font = self.font(size, bold=True)
        h = self.measure(text, font, self.width)

        def draw(p, x, y):
            self.draw_text(p, QRectF(x, y, self.width, h), text, font, COLORS["accent"])
            self.hline(p, x, y + h + self.pt(3), self.width, COLORS["accent"], 1.0)
        return Flow(h + self.pt(6), draw, space_after=self.pt(10), keep_with_next=True, min_space=self.pt(150))

    def subheading(self, text: str) -> Flow:
        font = self.font(10.5, bold=True)
        h = self.measure(text, font, self.width)
        return Flow(h, lambda p, x, y: self.draw_text(p, QRectF(x, y, self.width, h), text, font),
                    space_after=self.pt(4), keep_with_next=True)

    def paragraph(self, b: Paragraph) -> list[Flow]:
        size, italic, color = {"lead": (10.5, False, COLORS["text"]), "note": (8.5, True, COLORS["muted"]),
                               "verdict": (14, False, COLORS["text"])}.get(b.style, (9.5, False, COLORS["text"]))
        text, font = self.f.text(b.text), self.font(size, italic=italic)
        flows = []
        for piece in self._pieces(text, font, self.width, 0.8 * (self.bottom - self.top)):
            h = self.measure(piece, font, self.width)

            def draw(p: QPainter, x: float, y: float, piece: str = piece, h: float = h) -> None:
                self.draw_text(p, QRectF(x, y, self.width, h), piece, font, color)
            flows.append(Flow(h, draw))
        flows[-1].space_after = self.pt(8)
        return flows

    def _pieces(self, text: str, font: QFont, width: float, tallest: float) -> list[str]:
        """``text`` as one piece, or, when it is taller than ``tallest`` (20,000 characters of notes),
        in pieces of whole lines that each fit a page, so pagination can break it between lines."""
        if self.measure(text, font, width) <= tallest:
            return [text]
        wrap = (QTextOption.WrapMode.WrapAnywhere if self._flags(text, font, width) == ANYWHERE
                else QTextOption.WrapMode.WordWrap)
        per = max(1, int(tallest // QFontMetricsF(font, self.dev).lineSpacing()) - 1)
        pieces: list[str] = []
        for block in text.split("\n"):
            layout = QTextLayout(block, font, self.dev)
            option = QTextOption()
            option.setWrapMode(wrap)
            layout.setTextOption(option)
            layout.beginLayout()
            lines = []
            while (line := layout.createLine()).isValid():
                line.setLineWidth(width)
                lines.append((line.textStart(), line.textLength()))
            layout.endLayout()
            for i in range(0, len(lines), per):
                first, last = lines[i], lines[min(i + per, len(lines)) - 1]
                pieces.append(block[first[0]:last[0] + last[1]].strip())
        return [p for p in pieces if p] or [text]

    def code(self, b: Code) -> list[Flow]:
        font, pad = self.font(9, mono=True), self.pt(6)
        h = self.measure(b.text, font, self.width - 2 * pad) + 2 * pad

        def draw(p, x, y):
            self.fill(p, QRectF(x, y, self.width, h), "#F1F3F6")
            self.fill(p, QRectF(x, y, self.pt(2.5), h), COLORS["accent"])
            self.draw_text(p, QRectF(x + pad + self.pt(2), y + pad, self.width - 2 * pad, h), b.text, font)
        return [Flow(h, draw, space_after=self.pt(8))]

    def table(self, b: Table) -> list[Flow]:
        n = len(b.columns)
        size = 8 if b.small else 9
        pad_x, pad_y = self.pt(4), self.pt(3 if b.small else 3.5)
        cols = self.column_widths(b, size, pad_x)
        numeric = [sum(isinstance(r[ci], Q) for r in b.rows) * 2 > len(b.rows) for ci in range(n)]
        flows: list[Flow] = []
        if b.title is not None:
            flows.append(self.subheading(self.f.text(b.title)))

        def row_flow(cells, bold_row: bool, header: bool, stripe: bool, highlight: set[int]) -> Flow:
            texts, fonts = [], []
            for ci, c in enumerate(cells):
                bold = header or bold_row or ci in highlight
                texts.append("" if c is None and header else self.f.text(c))
                fonts.append(self.font(size, bold=bold, italic=False))
            heights = [self.measure(t, fo, cw - 2 * pad_x) for t, fo, cw in zip(texts, fonts, cols, strict=False)]
            h = max(heights) + 2 * pad_y
            if header:  # a column's header follows its values: right over numbers
                aligns = [LEFT] + [RIGHT if numeric[ci] else LEFT for ci in range(1, n)]
            else:
                aligns = [RIGHT if ci > 0 and (isinstance(c, Q) or numeric[ci]) else LEFT
                          for ci, c in enumerate(cells)]

            def draw(p, x, y):
                if header:
                    self.fill(p, QRectF(x, y, self.width, h), HEADER_FILL)
                elif stripe:
                    self.fill(p, QRectF(x, y, self.width, h), STRIPE)
                cx = x
                for ci, (t, fo, cw) in enumerate(zip(texts, fonts, cols, strict=False)):
                    if ci in highlight:
                        self.fill(p, QRectF(cx, y, cw, h), BEST)
                    self.draw_text(p, QRectF(cx + pad_x, y + pad_y, cw - 2 * pad_x, h), t, fo, COLORS["text"],
                                   aligns[ci])
                    cx += cw
                self.hline(p, x, y + h, self.width, COLORS["border"], 0.4 if not header else 0.8)
            return Flow(h, draw)

        head = row_flow(b.columns, False, True, False, set())
        head.keep_with_next = True
        flows.append(head)
        for ri, row in enumerate(b.rows):
            hl = {ci for (r, ci) in b.highlight if r == ri}
            flow = row_flow(row, ri in b.emphasis_rows, False, ri % 2 == 1, hl)
            flow.header = head
            flows.append(flow)
        flows[-1].space_after = self.pt(10)
        return flows

    def column_widths(self, b: Table, size: float, pad: float) -> list[float]:
        """Relative widths, but never narrower than a column's longest word (words cannot wrap)."""
        n = len(b.columns)
        weights = b.widths or (1.0,) * n
        bold = QFontMetricsF(self.font(size, bold=True), self.dev)
        need = [0.0] * n
        for _ri, row in enumerate((b.columns, *b.rows)):
            for ci, c in enumerate(row):
                if c is None:
                    continue
                words = self.f.text(c).replace("\u00a0", "\u2060").split()
                need[ci] = max(need[ci], max((bold.horizontalAdvance(w.replace("\u2060", "\u00a0"))
                                              for w in words), default=0.0) + 2 * pad + 1)
        # a word longer than a fair share (a 200-character scenario name) wraps anywhere instead of
        # starving the other columns (see ``_flags``)
        need = [min(v, 1.5 * self.width / n) for v in need]
        cols = [self.width * w / sum(weights) for w in weights]
        for _ in range(n):  # widen starved columns, taking the room from the others pro rata
            short = [i for i in range(n) if cols[i] < need[i]]
            if not short:
                break
            extra = sum(need[i] - cols[i] for i in short)
            donors = [i for i in range(n) if i not in short and cols[i] > need[i]]
            spare = sum(cols[i] - need[i] for i in donors)
            if spare <= 0:
                break
            give = min(1.0, extra / spare)  # share of each donor's slack handed over
            got = min(1.0, spare / extra)  # share of each starved column's shortfall covered
            for i in donors:
                cols[i] -= (cols[i] - need[i]) * give
            for i in short:
                cols[i] += (need[i] - cols[i]) * got
        return cols

    def keyvalues(self, b: KeyValues, width: float | None = None,
                  label_share: float = 0.45) -> tuple[list[tuple[float, Callable]], float]:
        """Rows of a key-value list as (height, draw) pairs for a given width, plus the title height."""
        width = width or self.width
        lw = width * label_share
        font_l, font_v = self.font(8.5, italic=False), self.font(8.5, bold=True)
        pad = self.pt(2.6)
        rows = []
        for i, (k, v) in enumerate(b.rows):
            kt, vt = self.f.text(k), self.f.text(v)
            h = max(self.measure(kt, font_l, lw - self.pt(6)), self.measure(vt, font_v, width - lw - self.pt(4))) + 2 * pad

            def draw(p, x, y, kt=kt, vt=vt, h=h, i=i):
                if i % 2 == 1:
                    self.fill(p, QRectF(x, y, width, h), STRIPE)
                self.draw_text(p, QRectF(x + self.pt(3), y + pad, lw - self.pt(6), h), kt, font_l, COLORS["muted"])
                self.draw_text(p, QRectF(x + lw, y + pad, width - lw - self.pt(4), h), vt, font_v)
            rows.append((h, draw))
        return rows, 0.0

    def kv_flows(self, b: KeyValues, label_share: float = 0.36) -> list[Flow]:
        flows = [self.subheading(self.f.text(b.title))] if b.title is not None else []
        for h, draw in self.keyvalues(b, None, label_share)[0]:
            flows.append(Flow(h, draw))
        flows[-1].space_after = self.pt(10)
        return flows

    def panels(self, b: Panels) -> list[Flow]:
        gap = self.pt(16)
        w = (self.width - gap) / 2
        title_font = self.font(10, bold=True)
        flows = []
        for i in range(0, len(b.panels), 2):
            pair = b.panels[i:i + 2]
            built = []
            for kv in pair:
                title = self.f.text(kv.title) if kv.title else ""
                th = self.measure(title, title_font, w) + self.pt(5) if title else 0.0
                rows, _ = self.keyvalues(kv, w)
                built.append((title, th, rows, th + sum(h for h, _ in rows)))
            height = max(t[3] for t in built)

            def draw(p, x, y, built=built):
                for j, (title, th, rows, _) in enumerate(built):
                    px = x + j * (w + gap)
                    if title:
                        self.draw_text(p, QRectF(px, y, w, th), title, title_font, COLORS["accent"])
                        self.hline(p, px, y + th - self.pt(2), w, COLORS["border"], 0.6)
                    yy = y + th
                    for h, d in rows:
                        d(p, px, yy)
                        yy += h
            flows.append(Flow(height, draw, space_after=self.pt(16)))
        return flows

    def cards(self, b: Cards, width: float | None = None) -> Flow:
        """Headline cards, up to three to a row (six cards read as two rows of three)."""
        width = width or self.width
        per_row = 3 if len(b.cards) > 4 else len(b.cards)
        n, gap = per_row, self.pt(8)
        cw = (width - gap * (n - 1)) / n
        fl, fd = self.font(7.5, bold=True), self.font(7.5)
        texts = [(self.f.text(c.label).upper(), self.f.text(c.value),
                  " · ".join([self.f.text(c.rows[0][0]) for _ in c.rows[:1]]   # what the value is (Rented GPUs)
                             + [f"{self.f.text(k)} {self.f.text(v)}" for k, v in c.rows[1:]]  # the cost card's API
                             + ([self.f.text(c.detail)] if c.detail else [])), c.state) for c in b.cards]
        inner = cw - self.pt(16)
        size = 15.0  # one size for every value, the largest at which each fits on one line
        while size > 8 and any(QFontMetricsF(self.font(size, bold=True), self.dev).horizontalAdvance(v) > inner
                               for _, v, _, _ in texts):
            size -= 0.5
        fv = self.font(size, bold=True)
        h = max(self.measure(a, fl, inner) + self.measure(v, fv, inner) + self.measure(d, fd, inner)
                for a, v, d, _ in texts) + self.pt(22)
        rows = (len(texts) + per_row - 1) // per_row

        def draw(p, x, y):
            for i, (a, v, d, state) in enumerate(texts):
                cx, cy = x + (i % per_row) * (cw + gap), y + (i // per_row) * (h + gap)
                p.setPen(QPen(QColor(COLORS["border"]), self.pt(0.6)))
                p.setBrush(QColor("#FFFFFF"))
                p.drawRect(QRectF(cx, cy, cw, h))
                stripe = {"ok": COLORS["ok"], "bad": COLORS["bad"]}.get(state, COLORS["accent"])
                self.fill(p, QRectF(cx, cy, self.pt(3), h), stripe)
                yy = cy + self.pt(7)
                for text, font, color in ((a, fl, COLORS["muted"]), (v, fv, COLORS["text"]), (d, fd, COLORS["muted"])):
                    th = self.measure(text, font, inner)
                    self.draw_text(p, QRectF(cx + self.pt(10), yy, inner, th + 1), text, font, color)
                    yy += th + self.pt(3)
        return Flow(rows * h + (rows - 1) * gap, draw, space_after=self.pt(12))

    def figure(self, b: Figure) -> list[Flow]:
        h = self.width * b.height
        cap = self.f.text(b.caption) if b.caption else ""
        cfont = self.font(8, italic=True)
        ch = self.measure(cap, cfont, self.width) if cap else 0.0

        def draw(p, x, y):
            pdf_charts.draw(b.kind, p, QRectF(x, y, self.width, h), b.data, self.f, self.pt)
            if cap:
                self.draw_text(p, QRectF(x, y + h + self.pt(4), self.width, ch + 1), cap, cfont, COLORS["muted"])
        return [Flow(h + (ch + self.pt(4) if cap else 0), draw, space_after=self.pt(14))]

    def section(self, s: Section) -> list[Flow]:
        flows = [self.heading(self.f.text(s.title))]
        flows[0].page_break = s.new_page
        for b in s.blocks:
            if isinstance(b, Paragraph):
                flows += self.paragraph(b)
            elif isinstance(b, Table):
                flows += self.table(b)
            elif isinstance(b, KeyValues):
                flows += self.kv_flows(b)
            elif isinstance(b, Panels):
                flows += self.panels(b)
            elif isinstance(b, Figure):
                flows += self.figure(b)
            elif isinstance(b, Code):
                flows += self.code(b)
            elif isinstance(b, Cards):
                flows.append(self.cards(b))
        return flows

    # -- pagination ----------------------------------------------------------------------------
    def paginate(self, flows: list[Flow]) -> list[Page]:
        pages, y = [Page()], self.top
        for i, fl in enumerate(flows):
            need, j = fl.height, i
            while flows[j].keep_with_next and j + 1 < len(flows):  # a heading travels with what follows
                j += 1
                need += flows[j].height
            need = max(need, fl.min_space)
            if pages[-1].items and (fl.page_break or y + need > self.bottom):
                pages.append(Page())
                y = self.top
                if fl.header is not None and fl.header is not fl:
                    pages[-1].items.append((fl.header, y))
                    y += fl.header.height
            pages[-1].items.append((fl, y))
            y += fl.height + fl.space_after
        return self._no_orphan(pages)

    def _no_orphan(self, pages: list[Page]) -> list[Page]:
        """The last page of a section (of the report, or before a section that starts its own page)
        holding one short line (a closing note, a table's last row) takes the flow before it along,
        so no page carries a single orphan line."""
        for k in range(1, len(pages)):
            ends_section = k == len(pages) - 1 or (pages[k + 1].items and pages[k + 1].items[0][0].page_break)
            if ends_section and pages[k].items and not pages[k].items[0][0].page_break:
                self._take_one_along(pages[k - 1], pages[k])
        return pages

    def _take_one_along(self, prev: Page, last: Page) -> None:
        own = [fl for fl, _y in last.items if not any(fl is other.header for other, _ in last.items)]
        movable = [fl for fl, _y in prev.items if not any(fl is other.header for other, _ in prev.items)]
        if len(own) != 1 or own[0].height > self.pt(40) or len(movable) < 2 or movable[-1].page_break \
                or movable[-2].keep_with_next:   # never leave a heading behind at the foot of a page
            return
        moved = movable[-1]
        prev.items = [(fl, y) for fl, y in prev.items if fl is not moved]
        flows = ([moved.header] if moved.header is not None and moved.header is not moved else []) + [moved, own[0]]
        y, last.items = self.top, []
        for fl in flows:
            last.items.append((fl, y))
            y += fl.height + fl.space_after
