"""The specification lives in the repository: every document the code and the tests cite is a file
under docs/, and every section they cite by number ("docs/domain.md §3.2", "docs/figures.md §2a")
is a heading of that file."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted(ROOT.glob("k3desk/**/*.py")) + sorted(ROOT.glob("tests/**/*.py"))
#: a document name not inside a longer path (``docs/domain.md`` and ``domain.md`` alike)
CITED = re.compile(r"(?<![\w/.-])((?:docs/)?[\w./-]*\.md)((?:[\s,]*(?:and\s+)?§\s*[0-9][0-9.a-z]*(?:–[0-9]+)?)*)")
OURS = {"design.md", "domain.md", "figures.md"}
HEADING = re.compile(r"^#+ ([0-9]+(?:\.[0-9]+)?[a-z]?)[. ]", re.M)


def citations():
    for path in SOURCES:
        if path.name == "test_docs.py":
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for m in CITED.finditer(line):
                yield f"{path.relative_to(ROOT)}:{n}", m.group(1), m.group(2)


def test_the_specification_is_in_the_repository():
    assert {p.name for p in (ROOT / "docs").glob("*.md")} >= OURS


def test_every_cited_document_is_a_file_under_docs():
    bare = [(where, doc) for where, doc, _ in citations() if doc in OURS]
    assert not bare, f"cite docs/{{name}}: {bare[:5]}"
    missing = [(where, doc) for where, doc, _ in citations() if doc.startswith("docs/") and not (ROOT / doc).is_file()]
    assert not missing, missing


def test_every_cited_section_is_a_heading_of_its_document():
    wrong = []
    for where, doc, sections in citations():
        if not doc.startswith("docs/") or not (ROOT / doc).is_file():
            continue
        headings = set(HEADING.findall((ROOT / doc).read_text(encoding="utf-8")))
        for number in re.findall(r"[0-9][0-9.a-z]*(?:–[0-9]+)?", sections):
            low, _, high = number.rstrip(".").partition("–")
            wanted = [low] + ([str(k) for k in range(int(low) + 1, int(high) + 1)] if high else [])
            wrong += [f"{where}: {doc} §{w}" for w in wanted if w not in headings]
    assert not wrong, wrong


def test_the_section_pattern_reads_what_the_code_writes():
    line = "Cash flows (docs/domain.md §9–10); figures (docs/figures.md §2a, §5) and docs/domain.md §4 and §6."
    found = [(m.group(1), m.group(2)) for m in CITED.finditer(line)]
    assert [d for d, _ in found] == ["docs/domain.md", "docs/figures.md", "docs/domain.md"]
    assert re.findall(r"[0-9][0-9.a-z]*(?:–[0-9]+)?", found[1][1]) == ["2a", "5"]
