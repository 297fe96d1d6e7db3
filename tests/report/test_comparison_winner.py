"""The comparison names its overall winner on the basis each verdict states (issue "A meeting and a
procurement pack", item 4): the lowest headline amount (the winner's total over the term, or its
value in today's money when a discount rate is entered) in the comparison's one currency; scenarios
with no decision are named with the reason; in the PDF's first page, in English and pt-BR."""

from __future__ import annotations

import pytest

from k3desk.cli.table import plain
from k3desk.core.edit import apply_sets
from k3desk.report.comparison import overall_winner
from k3desk.report.figures import verdict
from k3desk.scenarios import load_builtin
from k3desk.session import evaluate
from tests.pdftext import pdf_pages

IDS = ("k3-8x-b300", "k3-16x-h200", "k3-32x-h100")


@pytest.fixture(scope="module")
def evs():
    return [evaluate(load_builtin(i)) for i in IDS]


def _lowest(evs) -> int:
    """The scenario each verdict would call cheapest: its decision's winner has the lowest term total."""
    totals = [e.decision.routes[e.decision.winner].term_usd for e in evs]
    return totals.index(min(totals))


def test_the_cheapest_of_three_is_the_one_with_the_lowest_headline(evs):
    text = plain(overall_winner(evs))
    best = _lowest(evs)
    name = evs[best].scenario.name.replace("\u00d7", "x")   # the plain writer's "8x"
    assert text.startswith(f"The cheapest of the three is {chr(65 + best)} ({name}): ")
    # the same amount, worded the same, as that scenario's own verdict states
    amount = plain(overall_winner(evs).args["0"].args["amount"])
    assert amount in plain(verdict(evs[best]))
    assert "over 36 months" in text


def test_two_scenarios_say_two(evs):
    assert plain(overall_winner(evs[:2])).startswith("The cheapest of the two is ")


def test_a_scenario_that_does_not_fit_is_named_with_the_reason_not_ranked(evs):
    small = evaluate(apply_sets(load_builtin("k3-8x-b300"), ["hardware.gpu_count=2"]))   # 2 B300s: no room
    assert small.decision is None
    text = plain(overall_winner([evs[1], small, evs[0]]))
    assert text.startswith("Of the three, the cheapest that can be priced is ")
    assert "not compared: B (not enough memory per GPU)" in text


def test_none_comparable_says_so():
    small = evaluate(apply_sets(load_builtin("k3-8x-b300"), ["hardware.gpu_count=2"]))
    assert plain(overall_winner([small, small])).startswith("Neither of the two can be compared: A (")
    text = plain(overall_winner([small, small, small]))
    assert text.startswith("None of the three can be compared: ")


def test_a_tie_names_both(evs):
    assert plain(overall_winner([evs[0], evs[0]])).startswith("A and B are level as the cheapest of the two: ")


def test_a_discount_rate_on_every_scenario_compares_in_todays_money():
    evs = [evaluate(apply_sets(load_builtin(i), ["finance.discount_rate_per_year=0.12"])) for i in IDS[:2]]
    pvs = [e.decision.routes[e.decision.winner].npv_usd for e in evs]
    best = pvs.index(min(pvs))
    text = plain(overall_winner(evs))
    assert text.startswith(f"The cheapest of the two is {chr(65 + best)} ") and "in today's money" in text


def test_mixed_bases_are_compared_on_the_term_totals(evs):
    pv = evaluate(apply_sets(load_builtin(IDS[1]), ["finance.discount_rate_per_year=0.12"]))
    text = plain(overall_winner([evs[0], pv]))
    assert "compared on the totals over the term" in text and "in total over" in text
    totals = [evs[0].decision.routes[evs[0].decision.winner].term_usd, pv.decision.routes[pv.decision.winner].term_usd]
    assert text.startswith(f"The cheapest of the two is {chr(65 + totals.index(min(totals)))} ")


def test_different_terms_are_said(evs):
    short = evaluate(apply_sets(load_builtin(IDS[1]), ["pricing.horizon_months=24"]))
    assert "the terms differ (24 and 36 months)" in plain(overall_winner([evs[0], short]))


def test_different_currencies_compare_in_us_dollars():
    """R$ and US$ scenarios: both in US dollars, the R$ one converted back at its rate (no IOF on an
    amount paid at home): the same total as the US$ twin of the same configuration."""
    brl, usd = evaluate(load_builtin("k3-8x-b300-brl")), evaluate(load_builtin("k3-16x-h200"))
    w = overall_winner([brl, usd]).args["0"]
    assert "US$" in plain(w.args["amount"])


@pytest.mark.slow
@pytest.mark.parametrize("lang,lead", [("en", "The cheapest of the two is"), ("pt_BR", "O mais econômico dos dois é")])
def test_the_comparison_pdf_names_the_winner_on_its_first_page(tmp_path, cli, lang, lead):
    out = tmp_path / f"cmp-{lang}.pdf"
    code, _, err = cli("report", IDS[0], IDS[1], "--lang", lang, "-o", str(out))
    assert code == 0, err
    first = " ".join(pdf_pages(out)[0].split())
    assert lead in first
