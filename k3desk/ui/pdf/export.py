"""PDF export of a scenario report or a comparison: the Qt writer behind File > Export and ``k3desk report``.

- ``export_pdf(report_or_scenarios, path, lang, page)`` builds (if given scenarios), renders and
  writes; ``export_cli`` wraps it for the command line;
- ``PdfExportJob`` runs the rendering and writing on the thread pool so the window stays responsive:
  the window builds the Report data on the GUI thread (cheap, pure Python) and hands it over;
  QPainter on a QPdfWriter works off the GUI thread.

The PDF is rendered into memory and then written atomically (temp file in the same folder, fsync,
``os.replace``), so an unwritable folder or a full disk leaves no partial file behind; such errors
surface as :class:`PdfExportError`, a ``ValueError`` with one readable line.
"""

from __future__ import annotations

import errno
import os
import re
import sys
from collections.abc import Iterable, Mapping
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QIODevice,
    QMarginsF,
    QRectF,
    Qt,
    QTranslator,
)
from PySide6.QtGui import QColor, QFontMetricsF, QGuiApplication, QPageLayout, QPageSize, QPainter, QPdfWriter

from k3desk import __version__, paths
from k3desk.core.scenario import Scenario
from k3desk.persistence.atomic import atomic_write_bytes
from k3desk.persistence.targets import TargetRefused, Writes, output_target
from k3desk.report import build_comparison, build_report
from k3desk.report.model import N_, Q, Report, T
from k3desk.session import Evaluation, evaluate
from k3desk.ui.common.export_job import ExportJob
from k3desk.ui.common.formatter import Formatter, lang_of, locale_for
from k3desk.ui.pdf.layout import RIGHT, Layout
from k3desk.ui.shell import settings as keys
from k3desk.ui.shell.qt_env import check_environment, install_message_filter
from k3desk.ui.shell.theme import COLORS

APP_NAME = "k3desk"
DPI = 1200
PAGES = {"A4": QPageSize.PageSizeId.A4, "Letter": QPageSize.PageSizeId.Letter}


class PdfExportError(ValueError):
    """The report could not be written; the message is one line naming the file and the reason."""


def report_meta(overrides: Mapping[str, str] | None = None) -> dict[str, str]:
    """Organization and author from the preferences (``ui.ini``), with ``overrides`` on top."""
    meta: dict[str, str] = {}
    if (paths.config_dir() / "ui.ini").is_file():
        settings = keys.ui_settings()
        for name, setting in (("organization", keys.REPORT_ORGANIZATION), ("author", keys.REPORT_AUTHOR)):
            if value := keys.read(settings, setting):
                meta[name] = value
    meta.update({k: v for k, v in (overrides or {}).items() if v is not None})
    return meta


def build(report_or_scenarios, meta: Mapping[str, str] | None = None) -> Report:
    """A Report from a Report, or from one to four scenarios or their evaluations (a scenario is
    evaluated with the user's own runs, as on screen and in calc)."""
    if isinstance(report_or_scenarios, Report):
        return report_or_scenarios
    meta = report_meta(meta)
    items = evaluations(report_or_scenarios)
    if len(items) == 1:
        return build_report(items[0], meta)
    return build_comparison(items, meta)


def evaluations(scenarios, catalog=None, profile=None) -> list[Evaluation]:
    """One scenario, an evaluation, or a sequence of them, as evaluations (the user's runs anchor the
    speed; ``catalog``: an organisation profile's, with its negotiated prices; ``profile``: that
    profile, whose procurement terms the request for quotation states)."""
    items = [scenarios] if isinstance(scenarios, (Scenario, Evaluation)) else list(scenarios)
    evs = [x for x in items if isinstance(x, Evaluation)]
    if len(evs) == len(items):
        return evs
    from k3desk.persistence.measurements import load_quietly

    mine = load_quietly()[0]
    return [x if isinstance(x, Evaluation) else evaluate(x, catalog, measurements=mine, profile=profile) for x in items]


# -- painting --------------------------------------------------------------------------------------
def _draw_cover(lay: Layout, p: QPainter) -> None:
    rep, f, pt = lay.report, lay.f, lay.pt
    x, w = lay.margin, lay.width
    p.fillRect(QRectF(0, 0, lay.page_w, pt(10)), QColor(COLORS["accent"]))
    y = pt(78)
    lay.draw_text(p, QRectF(x, y, w, pt(20)), APP_NAME.upper(), lay.font(9, bold=True), COLORS["accent"])
    y += pt(22)
    big = 26 if len(rep.cover.subtitle) <= 40 else 18 if len(rep.cover.subtitle) <= 90 else 14
    # a name at its length limit keeps both ends in at most about three lines (the header has it whole)
    subtitle = _at_most(rep.cover.subtitle, lay.font(big, bold=True), lay, w, 3)
    block = [(f.text(rep.cover.title), lay.font(13), COLORS["muted"], 6),
             (subtitle, lay.font(big, bold=True), COLORS["text"], 22)]
    if rep.cover.prepared is not None:  # the date belongs to the title block, not a lone form row
        block[-1] = block[-1][:3] + (6,)
        block.append((f.text(rep.cover.prepared), lay.font(10), COLORS["muted"], 20))
    for text, font, color, gap in block:
        h = lay.measure(text, font, w)
        lay.draw_text(p, QRectF(x, y, w, h + 1), text, font, color)
        y += h + pt(gap)
    size = 13 if len(rep.cover.verdict) == 1 else 10.5
    # a comparison's overall winner leads, in bold, then each scenario's verdict
    verdicts = ([(f.text(rep.cover.lead), lay.font(size, bold=True))] if rep.cover.lead is not None else []) + \
        [(f.text(v), lay.font(size)) for v in rep.cover.verdict]
    pad = pt(14)
    heights = [lay.measure(v, vf, w - 2 * pad - pt(4)) for v, vf in verdicts]
    box = sum(heights) + pt(8) * (len(verdicts) - 1) + 2 * pad
    p.fillRect(QRectF(x, y, w, box), QColor("#EAF3FA"))
    p.fillRect(QRectF(x, y, pt(4), box), QColor(COLORS["accent"]))
    yy = y + pad
    for (v, vf), h in zip(verdicts, heights, strict=False):
        lay.draw_text(p, QRectF(x + pad + pt(4), yy, w - 2 * pad - pt(4), h + 1), v, vf)
        yy += h + pt(8)
    y += box + pt(24)
    if rep.cover.cards is not None:
        flow = lay.cards(rep.cover.cards)
        flow.draw(p, x, y)
        y += flow.height + pt(24)
    facts = lay.keyvalues(rep.cover.facts, w * 0.6)[0] if rep.cover.facts is not None else []
    limit = lay.bottom - sum(h for h, _ in facts) - pt(24)   # long names never push the cover into its footer
    if rep.cover.glance is not None:
        for flow in lay.kv_flows(rep.cover.glance, 0.26):
            if y + flow.height > limit:
                break   # what does not fit is on the Inputs page
            flow.draw(p, x, y)
            y += flow.height + flow.space_after
        y += pt(10)
    if rep.cover.notes and y < limit:  # an example's note is a catalog source: it reads in the report's language
        notes, font = f.localized(rep.cover.notes), lay.font(9, italic=True)
        lines = int((limit - y) // QFontMetricsF(font, lay.dev).lineSpacing())
        if lines > 0:
            notes = _at_most(notes, font, lay, w, lines)
            h = lay.measure(notes, font, w)
            lay.draw_text(p, QRectF(x, y, w, h + 1), notes, font, COLORS["muted"])
    if facts:
        rows = facts
        yy = lay.bottom - sum(h for h, _ in rows) - pt(10)
        lay.hline(p, x, yy - pt(8), w * 0.6)
        for h, draw in rows:
            draw(p, x, yy)
            yy += h


def _at_most(text: str, font, lay: Layout, width: float, lines: int) -> str:
    """``text`` when it fits in ``lines`` lines, else its first whole sentences that do and "…" (the whole
    note is on the Inputs page); a first sentence too long alone is cut at the end, never in the middle,
    so what is left still reads as the example's own words."""
    line = QFontMetricsF(font, lay.dev).lineSpacing()

    def fits(candidate: str) -> bool:
        return lay.measure(candidate, font, width) <= lines * line + 1

    if fits(text):
        return text
    sentences = re.split(r"(?<=\.)\s+", text)
    for n in range(len(sentences) - 1, 0, -1):
        head = " ".join(sentences[:n]) + " …"
        if fits(head):
            return head
    words = text.split()
    lo, hi = 0, len(words)   # the most whole words that fit with "…" after them
    while lo < hi:
        mid = (lo + hi + 1) // 2
        lo, hi = (mid, hi) if fits(" ".join(words[:mid]) + " …") else (lo, mid - 1)
    return " ".join(words[:lo]) + " …" if lo else QFontMetricsF(font, lay.dev).elidedText(
        text, Qt.TextElideMode.ElideRight, width * (lines - 0.6))


def _draw_chrome(lay: Layout, p: QPainter, number: int, total: int) -> None:
    """Running header (app, report title, scenario) and footer (generated date, page X of Y)."""
    f, pt, x, w = lay.f, lay.pt, lay.margin, lay.width
    small = lay.font(7.5)
    if number > 1:
        y = pt(34)
        left = f"{APP_NAME} · {f.text(lay.report.cover.title)}"
        lay.draw_text(p, QRectF(x, y, w * 0.45, pt(12)), left, small, COLORS["muted"])
        header = QFontMetricsF(small, p.device()).elidedText(lay.report.header, Qt.TextElideMode.ElideMiddle,
                                                             w * 0.55)
        lay.draw_text(p, QRectF(x + w * 0.45, y, w * 0.55, pt(12)), header, small, COLORS["muted"], RIGHT)
        lay.hline(p, x, y + pt(14), w)
    y = lay.page_h - pt(40)
    lay.hline(p, x, y - pt(4), w)
    when = f.text(T(N_("Generated {date} with {app} {version}"), {
        "date": _generated(lay), "app": APP_NAME, "version": __version__}))
    lay.draw_text(p, QRectF(x, y, w * 0.7, pt(12)), when, small, COLORS["muted"])
    page = f.text(T(N_("Page {x} of {y}"), {"x": str(number), "y": str(total)}))
    lay.draw_text(p, QRectF(x + w * 0.5, y, w * 0.5, pt(12)), page, small, COLORS["muted"], RIGHT)


def _generated(lay: Layout):
    try:
        ts = datetime.fromisoformat(lay.report.generated).timestamp()
    except ValueError:
        ts = datetime.now().timestamp()
    return Q(ts, "date")


def render_pdf_bytes(report: Report, lang: str | None = None, page: str = "A4") -> bytes:
    """Render ``report`` to PDF bytes in memory (no file is touched)."""
    if page not in PAGES:
        raise PdfExportError(f"unknown page size '{page}' (use A4 or Letter)")
    fm = Formatter(locale_for(lang), report.currency)
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buf)
    writer.setResolution(DPI)
    writer.setPageLayout(QPageLayout(QPageSize(PAGES[page]), QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)))
    writer.setTitle(f"{fm.text(report.cover.title)}: {report.header}")
    writer.setCreator(f"{APP_NAME} {__version__}")
    rect = writer.pageLayout().fullRectPixels(DPI)
    lay = Layout(writer, report, fm, rect.width(), rect.height(), DPI)
    flows = [fl for s in report.sections for fl in lay.section(s)]
    pages = lay.paginate(flows)
    total = len(pages) + 1
    painter = QPainter()
    if not painter.begin(writer):
        raise PdfExportError("cannot start the PDF writer")
    try:
        _draw_cover(lay, painter)
        _draw_chrome(lay, painter, 1, total)
        for i, pg in enumerate(pages):
            writer.newPage()
            for flow, y in pg.items:
                flow.draw(painter, lay.margin, y)
            _draw_chrome(lay, painter, i + 2, total)
    finally:
        painter.end()
    buf.close()
    return bytes(data.data())


# -- writing ---------------------------------------------------------------------------------------
def os_reason(exc: OSError) -> str:
    if exc.errno == errno.ENOSPC:
        return "no space left on the disk"
    if isinstance(exc, PermissionError) or exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return "permission denied"
    return (exc.strerror or str(exc)).lower()


def check_output(path: Path, kind: Writes, noun: str, error: type[Exception],
                 reads: Iterable[Path | str | None] = ()) -> Path:
    """Refuse paths that cannot be the output file before any work is done: a folder, a FIFO, a device,
    a looping link, a scenario file or one of the files being read (persistence.targets); ``error``
    carries one line naming ``noun`` ("the report", "the spreadsheet")."""
    path = Path(path)
    try:
        if paths.long_name(path) is None and path.is_dir():   # a name too long is refused just below
            raise error(f"cannot write {noun} to {path}: it is a folder, not a file")
        output_target(path, kind, reads)
        folder_ok = path.parent.is_dir()
    except TargetRefused as exc:
        raise error(f"refused to write {noun} to {path}: {exc.reason}") from None
    except OSError as exc:
        raise error(f"cannot write {noun} to {path}: {exc.strerror or os_reason(exc)}") from None
    if not folder_ok:
        raise error(f"cannot write {noun} to {path}: folder {path.parent} does not exist")
    return path


def check_target(path: Path, reads: Iterable[Path | str | None] = ()) -> Path:
    """:func:`check_output` for a PDF report."""
    return check_output(path, "pdf", "the report", PdfExportError, reads)


def write_pdf(data: bytes, path: Path) -> Path:
    """Write ``data`` atomically; OSError becomes a one-line PdfExportError and no partial file stays."""
    path = check_target(path)
    try:
        atomic_write_bytes(path, data)
    except OSError as exc:
        raise PdfExportError(f"cannot write report to {path}: {os_reason(exc)}") from None
    return path


def export_pdf(report_or_scenarios, path: Path | str, lang: str | None = None, page: str = "A4",
               meta: Mapping[str, str] | None = None) -> Path:
    """Build (if needed), render and write the report; returns the written path."""
    path = check_target(Path(path))
    return write_pdf(render_pdf_bytes(build(report_or_scenarios, meta), lang, page), path)


def _ensure_app():
    """An application for fonts when running from the command line (offscreen without a display): a full
    QApplication, so a window made later in the same process (a test run, the app after an export) can
    reuse it; a bare QGuiApplication there would abort Qt."""
    app = QGuiApplication.instance()
    if app is None:
        if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        check_environment()            # a PDF does not depend on the screen's scale: clamp, silently
        install_message_filter(locale_line=False)   # Qt's 4-line locale warning changes nothing here
        from PySide6.QtWidgets import QApplication

        app = QApplication([APP_NAME])
    return app


@contextmanager
def command_language(app, lang: str | None):
    """One command, one language: ``resources/translations/k3desk_<lang>.qm`` is installed for the
    command (best effort) and removed after it, so an in-process caller keeps its own language."""
    lang = lang or lang_of(locale_for(None))
    qm = paths.resources_dir() / "translations" / f"{APP_NAME}_{lang}.qm"
    tr = QTranslator(app)
    installed = lang != "en" and qm.is_file() and tr.load(str(qm)) and app.installTranslator(tr)
    try:
        yield
    finally:
        if installed:
            app.removeTranslator(tr)


def export_cli(scenario, output: Path, lang: str | None = None, page: str = "A4",
               reads: Iterable[Path | str | None] = ()) -> int:
    """``k3desk report``: write the PDF and print where; bad paths (among them one of the files
    ``reads`` names) raise PdfExportError (exit 2)."""
    check_target(Path(output), reads)
    with command_language(_ensure_app(), lang):
        written = export_pdf(scenario, output, lang=lang, page=page)
    print(f"wrote {written}")
    return 0


class PdfExportJob(ExportJob):
    """Renders and writes a prepared Report on a worker thread (``ui.common.export_job``)."""

    noun, error = "the report", PdfExportError

    def __init__(self, report: Report, path: Path | str, lang: str | None = None, page: str = "A4"):
        super().__init__(path)
        self.report, self.lang, self.page = report, lang, page

    def write(self) -> Path:
        return write_pdf(render_pdf_bytes(self.report, self.lang, self.page), self.path)
