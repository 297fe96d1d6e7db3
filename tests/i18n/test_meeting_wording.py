"""The board review's window findings, each with the check that would have caught it: the cost card's
formula counts the replicas, the break-even card carries its unit, and the jargon it found on screen
("no FP4 gain", "split 8 ways", "8 GPUs side by side") has plain words."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
JARGON = re.compile(r"no FP4 gain|\bsplit \S+ ways\b|GPUs side by side")


def test_no_jargon_the_review_found_is_left_in_any_source_string():
    sources = [m.findtext("source") or "" for m in
               ET.parse(ROOT / "resources" / "translations" / "k3desk_pt_BR.ts").getroot().iter("message")]
    assert not [s for s in sources if JARGON.search(s)]


def test_the_cost_cards_formula_counts_the_replicas(window):
    tip = window.cards.cards["cost"].toolTip()
    replicas = window.store.result.cost.replicas
    assert "replicas" in tip and f"replicas = {replicas}" in tip.replace("\u00a0", " ")


@pytest.mark.parametrize("lang,unit", [("en", "tokens/month"), ("pt_BR", "de tokens/mês")])
def test_the_break_even_card_says_what_it_counts(window, qtbot, lang, unit):
    from k3desk.ui.shell import i18n

    def shown() -> str:
        return window.cards.cards["break_even"].value.text().replace("\u00a0", " ")

    try:
        i18n.install_language(lang)
        qtbot.waitUntil(lambda: shown().endswith(unit))
    finally:
        i18n.install_language("en")
