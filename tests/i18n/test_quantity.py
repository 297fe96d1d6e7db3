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


def test_quoted_sources_read_the_readers_way(qapp):
    source = "GPU blog (BF16 2.25 PF) [trust B (TDP unverified: 1,100 vs 1,400 W)] 2026-07-27, 2025-03; v1.0 §3.1"
    i18n.install_language("pt_BR")
    assert fmt.quoted(source) == ("“GPU blog (BF16 2,25 PF) (TDP unverified: 1.100 vs 1.400 W) 27/07/2026, "
                                  "03/2025; v1.0 §3.1”")
    i18n.install_language("en")
    assert fmt.quoted(source) == ("“GPU blog (BF16 2.25 PF) (TDP unverified: 1,100 vs 1,400 W) Jul 27, 2026, "
                                  "Mar 2025; v1.0 §3.1”")


def test_dates(qapp):
    i18n.install_language("pt_BR")
    assert fmt.day("2026-07-27") == "27/07/2026"
    assert fmt.day("2026") == "2026"        # not a date: shown as written
    i18n.install_language("en")
    assert fmt.day("2026-07-27") == "Jul 27, 2026"
