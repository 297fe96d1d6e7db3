"""Sources are cited by public name at the source: the catalogs, the shipped examples and the
figures' explanations never carry the project's own note files or note numbers ("docs/domain.md §3.1",
"docs/figures.md §2a", "seed 004", "calibration.py"), so nothing has to strip them for display
and ``k3desk catalog ... --json`` prints what the window shows."""

import re
from pathlib import Path

import pytest

from k3desk.ui.common import fmt
from k3desk.ui.common.formatter import explanation

ROOT = Path(__file__).resolve().parents[2]
# the project's own notes; a public document's file name (a vendor repo's METHODOLOGY.md) may stay
INTERNAL = re.compile(r"\b(?:domain|design|figures|peers|glossary-pt-BR)\.md\b|\bseed \d{3}"
                      r"|\b(?:calibration|calibrate|corpus|constants|explain|throughput)\.py\b|§")


@pytest.mark.parametrize("path", sorted((ROOT / "resources" / "catalog").glob("*.json"))
                         + sorted((ROOT / "resources" / "scenarios").glob("*.json")), ids=lambda p: p.name)
def test_shipped_data_cites_public_sources_only(path):
    bad = [f"{path.name}:{n}: {line.strip()[:90]}" for n, line in
           enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if INTERNAL.search(line)]
    assert not bad, bad


def test_catalog_json_prints_public_sources(cli):
    for what in ("gpus", "models", "formats", "prices"):
        code, out, _err = cli("catalog", what, "--json")
        assert code == 0 and not INTERNAL.search(out), what


def test_a_public_document_file_name_stays(qapp):
    text = "TensorRT-LLM deployment-guide-for-kimi-k3-on-trtllm.md (commit 1ce3636a)"
    assert text in fmt.quoted(text)


def test_trust_grades_are_not_shown_as_tags(qapp):
    assert "[trust" not in fmt.quoted("vLLM blog [trust B/C]")


@pytest.mark.parametrize("scenario_id", ["k3-8x-b300", "k3-16x-h200", "k2.5-int4-8x-h200", "deepseek-v3-8x-h200"])
def test_figure_explanations_use_words_and_public_sources(qapp, scenario_id):
    """Card and field tooltips: no raw identifiers (rule = power_of_two_tp, multi_node = True) and
    no internal file names in the sources behind "Details"."""
    from k3desk.core import compute
    from k3desk.scenarios import load_builtin

    r = compute(load_builtin(scenario_id))
    for key, e in r.explain.items():
        assert not INTERNAL.search(e.source or ""), (key, e.source)
        text = explanation(e)
        assert not re.search(r"\b(True|False|power_of_two_tp|multi_node)\b", text), (key, text)
