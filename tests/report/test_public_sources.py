"""Sources are cited by public name: the project's own note files, note numbers and trust grades
("domain.md §3.1", "reference/figures.md §2a", "seed 004", "[trust A/C]") never reach a reader."""

import re

import pytest

from k3desk.ui.common import fmt
from k3desk.ui.common.formatter import explanation

# the project's own notes; a public document's file name (a vendor repo's METHODOLOGY.md) may stay
INTERNAL = re.compile(r"\b(?:domain|design|figures|peers)\.md\b|\bseed \d{3}|\[trust|\b(?:calibration|calibrate)\.py\b|§")


@pytest.mark.parametrize("text", [
    "config copies (compressed-tensors g32); domain.md §3.1",
    "nvidia-smi: 81,559 MiB = 85,520,809,984 B (domain.md §4)",
    "NVIDIA NVFP4 blog Fig.1 (13 PF dense FP4); reference/figures.md §1",
    "the llama.cpp Kimi K3 CPU-offload rig of reference/figures.md §3 row 8 (ggml-org/llama.cpp PR #26185)",
    "vLLM blog [trust B/C]",
    "MoonViT-V2 vision encoder (401M), seed 004",
])
def test_quoted_sources_keep_the_public_name_only(qapp, text):
    shown = fmt.quoted(text)
    assert shown and not INTERNAL.search(shown), shown


def test_a_figure_sourced_only_from_the_method_notes_says_so_in_words(qapp):
    assert fmt.quoted("domain.md §3.1") and "domain" not in fmt.quoted("domain.md §3.1")


def test_catalog_sources_shown_have_no_internal_names(qapp):
    from k3desk.core.catalog import load_catalog

    cat = load_catalog()
    texts = [g.source for g in cat.gpus.values()] + [f.source for f in cat.formats.values()]
    texts += [g.memory_source for g in cat.gpus.values() if getattr(g, "memory_source", None)]
    for text in texts:
        assert not INTERNAL.search(fmt.quoted(text)), text


def test_a_public_document_file_name_stays(qapp):
    text = "TensorRT-LLM deployment-guide-for-kimi-k3-on-trtllm.md (commit 1ce3636a)"
    assert fmt.quoted(text) == "“" + text + "”" or text in fmt.quoted(text)


def test_figure_explanations_use_words_and_public_sources(qapp):
    """Card and field tooltips: no raw identifiers (rule = power_of_two_tp, multi_node = True) and
    no internal file names in the sources behind "Details"."""
    from k3desk.core import compute
    from k3desk.core.presets import default_scenario

    r = compute(default_scenario())
    for key, e in r.explain.items():
        text = explanation(e)
        assert not INTERNAL.search(text), (key, text)
        assert not re.search(r"\b(True|False|power_of_two_tp|multi_node)\b", text), (key, text)
