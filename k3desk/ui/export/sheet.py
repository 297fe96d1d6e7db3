"""Spreadsheet export of a scenario (or 2-4 side by side): File > Export Spreadsheet… and ``k3desk export``.

The workbook's content is built Qt-free (``k3desk.report.workbook``) and written Qt-free
(``k3desk.report.xlsx``); this module only supplies the one formatter that translates and words
its sentences for the chosen language, and writes the bytes atomically (temp file, fsync,
``os.replace``), so a full disk or an unwritable folder leaves no partial file behind.
``SheetExportJob`` runs the building and writing on the thread pool, like the PDF export.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

from k3desk.core.scenario import Scenario
from k3desk.persistence.atomic import atomic_write_bytes
from k3desk.report.workbook import WorkbookData, workbook
from k3desk.report.xlsx import write_xlsx
from k3desk.session import Evaluation
from k3desk.ui.common.export_job import ExportJob
from k3desk.ui.common.formatter import Formatter, lang_of, locale_for


class SheetExportError(ValueError):
    """The workbook could not be written; the message is one line naming the file and the reason."""


def check_target(path: Path, reads: Iterable[Path | str | None] = ()) -> Path:
    """Refuse a folder, a FIFO, a device, a scenario file or an input at ``path`` before any work."""
    from k3desk.ui.pdf.export import check_output

    return check_output(path, "spreadsheet", "the spreadsheet", SheetExportError, reads)


def build(scenarios, ranking=None, profile: dict | None = None) -> WorkbookData:
    """The workbook of one to four scenarios or their evaluations (the user's runs anchor the speed,
    as in the window and the PDF)."""
    from k3desk.ui.pdf.export import evaluations

    return workbook(evaluations(scenarios), ranking, profile)


def xlsx_bytes(data: WorkbookData, lang: str | None = None) -> bytes:
    loc = locale_for(lang)
    return write_xlsx(data, Formatter(loc, data.currency).text, lang_of(loc))


def write_workbook(data: WorkbookData, path: Path, lang: str | None = None) -> Path:
    path = check_target(path)
    blob = xlsx_bytes(data, lang)
    try:
        atomic_write_bytes(path, blob)
    except OSError as exc:
        from k3desk.ui.pdf.export import os_reason

        raise SheetExportError(f"cannot write the spreadsheet to {path}: {os_reason(exc)}") from None
    return path


def export_cli(scenarios: Sequence[Scenario | Evaluation], output: Path, lang: str | None = None, ranking=None,
               profile: dict | None = None, reads: Iterable[Path | str | None] = ()) -> int:
    """``k3desk export``: write the workbook and print where."""
    from k3desk.ui.pdf.export import _ensure_app, command_language

    check_target(Path(output), reads)
    with command_language(_ensure_app(), lang or "en"):
        written = write_workbook(build(scenarios, ranking, profile), Path(output), lang or "en")
    print(f"wrote {written}")
    return 0


class SheetExportJob(ExportJob):
    """Writes a prepared workbook on a worker thread (``ui.common.export_job``)."""

    noun, error = "the spreadsheet", SheetExportError

    def __init__(self, data: WorkbookData, path: Path | str, lang: str | None = None):
        super().__init__(path)
        self.data, self.lang = data, lang

    def write(self) -> Path:
        return write_workbook(self.data, self.path, self.lang)
