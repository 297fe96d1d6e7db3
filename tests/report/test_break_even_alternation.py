"""A break-even above which the API is cheaper again (issue 41, item 4): the break-even card and the PDF's
cost section say it once, in English and Portuguese, with the last volume where the API is cheaper; a
clean threshold says nothing more."""

from __future__ import annotations

from k3desk.cli.table import plain
from k3desk.core.catalog import load_catalog
from k3desk.core.edit import apply_sets
from k3desk.core.presets import default_scenario
from k3desk.report import figures
from k3desk.report.model import KeyValues, Q
from k3desk.report.scenario_report import cost_section
from k3desk.session import evaluate

CAT = load_catalog()
# DeepSeek-V3 bought on A100s under an Automatic count, data kept in Brazil: buying and the API alternate
# over a wide range of volumes (tests/core/test_decision_flips.py SAWTOOTH)
SAWTOOTH = ["model=deepseek-v3", "hardware.gpu=a100-80gb", "hardware.gpu_count=auto", "workload.tokens_per_month=1e6",
            "pricing.horizon_months=12", "constraints.data_in_brazil=true", "pricing.api_provider_location=domestic",
            "pricing.rental_provider_location=abroad"]
SAID = "above it, the API and self-hosting alternate up to"


def _texts(ev) -> tuple[str, str]:
    card = next(c for c in figures.cards(ev).cards if c.key == "break_even")
    facts = next(b for b in cost_section(ev).blocks if isinstance(b, KeyValues))
    row = next(v for k, v in facts.rows if plain(k) == "Break-even volume")
    return plain(card.detail), plain(row)


def test_the_card_and_the_cost_section_say_the_two_alternate_up_to_a_volume():
    ev = evaluate(apply_sets(default_scenario(CAT), SAWTOOTH, CAT), CAT)
    d = ev.decision
    assert d.break_even_alternates and d.break_even_alternates_until > d.break_even_tokens_per_month
    until = plain(Q(d.break_even_alternates_until, "tokens", noun="tokens"))
    for text in _texts(ev):
        assert text.count(SAID) == 1, text
        assert f"up to {until}/month" in text, text


def test_a_clean_threshold_says_nothing_more():
    ev = evaluate(default_scenario(CAT), CAT)
    assert ev.decision.break_even_tokens_per_month is not None and not ev.decision.break_even_alternates
    for text in _texts(ev):
        assert "alternate" not in text, text


def test_it_reads_in_portuguese(qapp):
    from k3desk.ui.common.formatter import PT_BR, Formatter
    from k3desk.ui.shell import i18n

    ev = evaluate(apply_sets(default_scenario(CAT), SAWTOOTH, CAT), CAT)
    try:
        i18n.install_language("pt_BR")
        pt = Formatter(PT_BR).text(figures.alternation_text(ev.decision))
    finally:
        i18n.install_language("en")
    assert pt.startswith("acima, API e hospedagem própria se alternam até "), pt
    assert pt.replace("\u00a0", " ").endswith(" tri de tokens/mês"), pt
