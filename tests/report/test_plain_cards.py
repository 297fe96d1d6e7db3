"""The headline cards speak to a buyer: no engine jargon ("TP 8 × PP 1", "power-of-two TP")."""

import re

import pytest

from k3desk.cli.table import plain
from k3desk.core import compute
from k3desk.core.catalog import load_catalog
from k3desk.core.edit import apply_edits
from k3desk.core.presets import default_scenario
from k3desk.report import figures
from k3desk.session import evaluate


@pytest.mark.parametrize("count", [1, 7, 8, 16, None])
def test_card_words_carry_no_parallelism_jargon(count):
    catalog = load_catalog()
    s = apply_edits(default_scenario(), {"hardware.gpu_count": count}, catalog)
    compute(s)
    for card in figures.cards(evaluate(s)).cards:
        text = " ".join(plain(x) for x in (card.label, card.value, card.detail) if x is not None)
        assert not re.search(r"\b(TP|PP|DP|EP)\b", text), (count, text)
        assert "power-of-two" not in text and "deployable" not in text, (count, text)
