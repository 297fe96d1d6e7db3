"""The text of a PDF, page by page, for tests: poppler's ``pdftotext`` when it is installed (CI installs
it; about 0.2 s a report), else pypdf (several seconds a report). Non-breaking spaces become spaces."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path


def pdf_pages(source: str | Path | bytes) -> list[str]:
    """One string per page of the PDF at ``source`` (a path, or the PDF's bytes)."""
    exe = shutil.which("pdftotext")
    if exe is not None:
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(source) if not isinstance(source, bytes) else Path(tmp) / "in.pdf"
            if isinstance(source, bytes):
                path.write_bytes(source)
            out = subprocess.run([exe, "-enc", "UTF-8", str(path), "-"], capture_output=True, check=True).stdout
        pages = out.decode("utf-8").split("\f")
        return [p.replace("\u00a0", " ") for p in (pages[:-1] if pages and not pages[-1].strip() else pages)]
    import io

    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(source) if isinstance(source, bytes) else str(source))
    return [page.extract_text().replace("\u00a0", " ") for page in reader.pages]


def pdf_text(source: str | Path | bytes) -> str:
    """The whole text, pages joined by newlines."""
    return "\n".join(pdf_pages(source))
