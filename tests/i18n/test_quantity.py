"""Counts and their nouns (fmt.quantity), quoted sources (fmt.quoted) and dates (fmt.day) in both
languages: Portuguese puts "de" after a scale word, never after "mil", and uses real plurals."""

from __future__ import annotations

import pytest

from k3desk.ui.common import fmt
from k3desk.ui.shell import i18n

NB = "\u00a0"


def plain(text: str) -> str:
    return text.replace(NB, " ")


@pytest.mark.parametrize("value, kind, style, en, pt", [
    (8e9, "tokens", "words", "8.0 billion tokens", "8,0 bilhões de tokens"),
    (8e9, "tokens", "short", "8 B tokens", "8 bi de tokens"),
    (1.5e9, "tokens", "words", "1.5 billion tokens", "1,5 bilhão de tokens"),
    (2.78e12, "parameters", "words", "2.8 trillion parameters", "2,8 trilhões de parâmetros"),
    (262_000, "tokens", "short", "262 k tokens", "262 mil tokens"),
    (1, "replicas", "plain", "1 replica", "1 réplica"),
    (5, "replicas", "plain", "5 replicas", "5 réplicas"),
    (1, "nodes", "plain", "1 node", "1 nó"),
    (2, "nodes", "plain", "2 nodes", "2 nós"),
    (8, "gpus", "plain", "8 GPUs", "8 GPUs"),
    (32, "sequences", "plain", "32 concurrent sequences", "32 requisições simultâneas"),
])
def test_quantity_in_both_languages(qapp, value, kind, style, en, pt):
    i18n.install_language("en")
    assert plain(fmt.quantity(value, kind, style)) == en
    i18n.install_language("pt_BR")
    assert plain(fmt.quantity(value, kind, style)) == pt


def test_quantity_keeps_the_number_and_noun_together(qapp):
    i18n.install_language("pt_BR")
    text = fmt.quantity(8e9, "tokens")
    assert text.startswith(f"8{NB}bi{NB}de")  # no line break between number, scale and "de"
    assert fmt.quantity(None, "tokens") == fmt.DASH


def test_quoted_sources_stay_as_published(qapp):
    """Glossary: file names, URLs and quoted titles are never localised (the review found
    "GLM-4,6.md", "spheron spot from 2,97" and "1.100 vs 1.400 W"); a free-standing ISO date reads
    the reader's way, and internal trust grades are left out."""
    source = ("GPU blog (BF16 2.25 PF) [trust B (TDP unverified: 1,100 vs 1,400 W)] 2026-07-27, 2025-03; v1.0 §3.1; "
              "sgl-project/sgl-cookbook GLM-4.6.md; spheron spot from 2.97; https://example.com/a-1.5/x.html")
    kept = ("GPU blog (BF16 2.25 PF) (TDP unverified: 1,100 vs 1,400 W) {d}, {m}; v1.0 §3.1; "
            "sgl-project/sgl-cookbook GLM-4.6.md; spheron spot from 2.97; https://example.com/a-1.5/x.html")
    i18n.install_language("pt_BR")
    assert fmt.quoted(source) == "“" + kept.format(d="27/07/2026", m="março de 2025") + "”"
    i18n.install_language("en")
    assert fmt.quoted(source) == "“" + kept.format(d="Jul 27, 2026", m="March 2025") + "”"


def test_dates(qapp):
    i18n.install_language("pt_BR")
    assert fmt.day("2026-07-27") == "27/07/2026"
    assert fmt.day("2026") == "2026"        # not a date: shown as written
    assert fmt.day("2026-01") == "janeiro de 2026"   # Kimi K2.5's release month, never ISO
    i18n.install_language("en")
    assert fmt.day("2026-07-27") == "Jul 27, 2026"
    assert fmt.day("2026-01") == "January 2026"


def test_the_first_of_a_month_reads_1o_in_portuguese(qapp):
    from datetime import UTC, datetime

    from k3desk.ui.common.formatter import EN, PT_BR, Formatter

    first = datetime(2026, 12, 1, 12, tzinfo=UTC).timestamp()
    assert Formatter(PT_BR).date(first) == "1º de dezembro de 2026"
    assert Formatter(PT_BR).date(first + 86400) == "2 de dezembro de 2026"
    assert Formatter(EN).date(first) == "December 1, 2026"
