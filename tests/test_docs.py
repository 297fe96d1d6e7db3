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


def test_the_profile_format_is_documented_field_by_field_with_an_example_that_reads(tmp_path):
    """docs/profile.md states schema_version, every field of the profile (and of its GPU, model and
    procurement entries), and its example is a profile this version reads (issue 45)."""
    import json

    from k3desk.core.profile import SCHEMA_VERSION, GpuOverride, ModelOverride, Procurement, Profile
    from k3desk.persistence.profile_file import read_profile

    text = (ROOT / "docs" / "profile.md").read_text(encoding="utf-8")
    for model in (Profile, GpuOverride, ModelOverride, Procurement):
        for field in model.model_fields:
            assert f"`{field}`" in text, f"docs/profile.md does not name {model.__name__}.{field}"
    assert f"| {SCHEMA_VERSION} |" in text and "newer k3desk" in text
    example = re.search(r"```json\n(.*?)\n```", text, re.S).group(1)
    path = tmp_path / "example.json"
    path.write_text(example, encoding="utf-8")
    p = read_profile(path)
    assert p.schema_version == json.loads(example)["schema_version"] == SCHEMA_VERSION
    assert p.procurement is not None and p.gpus and p.models and p.values
    from k3desk.core.catalog import load_catalog
    from k3desk.core.presets import default_scenario
    from k3desk.core.profile import apply_profile, profile_catalog

    s = apply_profile(default_scenario(), p, profile_catalog(load_catalog(), p))   # every value a scenario takes
    assert s.pricing.brl_per_usd == p.values["pricing.brl_per_usd"] and s.profile.name == p.name
