"""The pt-BR catalog is complete for the current sources and the committed .qm is its fresh compile.

Fails when someone adds a tr() / N_() string without translating it (run
``python tools/translations.py update``, translate, then ``compile``), or edits the .ts without
recompiling.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _tool():
    spec = importlib.util.spec_from_file_location("k3desk_translations_tool", ROOT / "tools" / "translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_string_translated_and_catalog_compiled():
    problems = _tool().check()
    assert problems == [], "\n".join(problems)


def test_extraction_reaches_report_text_and_module_helpers(tmp_path):
    """N_() report strings and _tr() helper strings are extracted (else check() would miss them)."""
    from xml.etree import ElementTree as ET

    ts = _tool().update("pt_BR", tmp_path / "fresh.ts")
    sources = {m.findtext("source") for m in ET.parse(ts).getroot().iter("message")}
    assert "Self-hosting sizing report" in sources          # k3desk/report, N_()
    assert "Enter a whole number" in sources                # k3desk/ui/common/widgets.py, _tr()
    assert "fits on a single GPU" in sources                # k3desk/ui/views/cards.py, _tr()


def test_translations_keep_placeholders_and_mnemonics():
    import re
    from xml.etree import ElementTree as ET

    root = ET.parse(ROOT / "resources" / "translations" / "k3desk_pt_BR.ts").getroot()
    for msg in root.iter("message"):
        src = msg.findtext("source")
        forms = [f.text or "" for f in msg.iter("numerusform")] or [msg.findtext("translation") or ""]
        for dst in forms:  # plural messages: every form keeps the placeholders
            for ph in set(re.findall(r"%\d|%n|\{\w+\}", src)):
                assert ph in dst, f"{src!r} -> {dst!r} lost {ph}"
            if re.search(r"&[^&\s]", src) and not src.startswith("<"):
                assert re.search(r"&[^&\s]", dst), f"{src!r} -> {dst!r} lost its mnemonic"
