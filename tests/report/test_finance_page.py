"""The PDF's "Finance and taxes" page and the cover's basis, as a CFO reads them: the dated tax rows
with their months and law, before or after income tax, the rental terms, spares in plain words, the
card view only as a compliance risk, and the shipped Brazilian example."""

from __future__ import annotations

import pytest

from k3desk.core import compute
from k3desk.core.edit import apply_sets
from k3desk.core.presets import default_scenario
from k3desk.report.finance import basis_note, card_risk, finance_section, income_tax_basis, spare_words
from k3desk.report.model import T, Table
from k3desk.scenarios import load_builtin
from k3desk.session import evaluate


def words(x) -> str:
    """Every source string and verbatim cell under ``x`` (sentences, tables, key-values)."""
    if isinstance(x, T):
        return x.source + " " + " ".join(words(v) for v in x.args.values())
    if isinstance(x, str):
        return x
    if isinstance(x, tuple | list):
        return " ".join(words(v) for v in x)
    for name in ("rows", "columns", "title", "text", "blocks"):
        if hasattr(x, name):
            return " ".join(words(getattr(x, n)) for n in ("title", "text", "columns", "rows", "blocks")
                            if hasattr(x, n))
    return ""


def br(*sets):
    s = apply_sets(default_scenario(), ["taxes.jurisdiction=BR", "finance.start_month=2026-07", *sets])
    return s, compute(s)


def test_the_page_lists_the_dated_tax_rows_with_their_months_and_law():
    s, r = br()
    tables = [b for b in finance_section(evaluate(s)).blocks if isinstance(b, Table)]
    assert len(tables) == 2                                   # payments abroad; the servers imported directly
    text = words(tables[0])
    assert "PIS-Importação" in text and "CBS" in text and "Lei 10.865/2004" in text and "LC 214/2025" in text
    assert "{rate} (estimated)" in text                       # the CBS rate is not fixed yet
    assert "ends in December 2026 (replaced by the CBS)" in text
    servers = words(tables[1])
    assert "Taxes on imported servers" in servers and all(k in servers for k in ("II", "IPI", "ICMS", "LC 87/1996"))
    s2, _ = br("taxes.hardware_route=domestic_distributor")   # taxes inside a Brazilian distributor's price
    assert len([b for b in finance_section(evaluate(s2)).blocks if isinstance(b, Table)]) == 1


def test_the_basis_says_before_or_after_income_tax():
    s, _ = br()
    assert "Before income tax" in income_tax_basis(s).source
    s2, _ = br("taxes.regime=lucro_real", "finance.income_tax_shield=true")
    assert income_tax_basis(s2).source.startswith("After income tax") and "34%" in income_tax_basis(s2).source
    s3, _ = br("finance.income_tax_shield=true")               # lucro presumido: nothing saved
    assert "presumed share of revenue" in income_tax_basis(s3).source
    assert "before income tax" in words(basis_note(s3))


def test_spares_are_plain_words_and_the_card_is_only_a_risk():
    assert spare_words(1).source == "1 spare: service continues when one server fails"
    s, _ = br()
    assert card_risk(s) is None                                # remittance: nothing to warn about
    s, _ = br("pricing.payment_method=card")
    risk = card_risk(s)
    assert risk is not None and risk.source.startswith("Compliance risk, not an option")


def test_the_brazilian_example_is_pinned_and_has_the_three_routes():
    s = load_builtin("k3-8x-b300-brl")
    assert s.name == "Kimi K3 · 8× B300 · R$" and s.finance.start_month is not None
    assert (s.taxes.jurisdiction, s.pricing.currency, s.finance.local_currency) == ("BR", "BRL", "BRL")
    assert (s.pricing.api_provider_location, s.pricing.rental_provider_location) == ("abroad", "domestic")
    from k3desk.core.money.decision import decide

    d = decide(s, compute(s))
    assert all(d.routes[k].available for k in ("api", "rent", "own"))
    assert {t["tax"] for t in d.taxes_applied} >= {"irrf", "cide", "iss", "iof", "cbs"}
    # the rental is billed in Brazil: the taxes abroad are the API's; the servers are imported directly
    assert all(t["routes"] == ["api"] for t in d.taxes_applied if t["applies_to"] == "services_abroad")
    assert {t["tax"] for t in d.taxes_applied if t["applies_to"] == "imported_servers"} == {"ii", "ipi", "cbs", "ibs",
                                                                                            "icms"}


def test_the_term_page_states_the_payback_basis_and_flips_at_the_break_even():
    from k3desk.core.money.decision import decide
    from k3desk.report.term import payback_sentence, term_section

    s = load_builtin("k3-8x-b300-brl")
    r = compute(s)
    assert "as paid, not discounted" in words(payback_sentence(evaluate(s)))
    assert "discounted at {rate} a year" in words(payback_sentence(evaluate(s), discounted=True))
    d = decide(s, r)
    flips = [b.text for b in term_section(evaluate(s)).blocks if hasattr(b, "text") and isinstance(b.text, T)
             and b.text.source.endswith(" wins if {what}.") and b.text.args["what"].source.startswith("volume")]
    # the API wins today; buying wins from the volume where it first costs no more: the card's break-even
    assert len(flips) == 1 and flips[0].args["what"].args["value"].value == pytest.approx(
        d.break_even_tokens_per_month, rel=1e-6)


def test_the_finance_page_states_the_book_life_and_the_tax_depreciation_apart():
    """The book life (CPC 27) decides replacement and resale; the income tax counts the Receita's 20% a year
    for computers (IN RFB 1.700/2017 Annex III), 40% in three shifts (RIR/2018 art. 323), on lucro real only."""
    from k3desk.report.finance import tax_depreciation
    from k3desk.report.model import KeyValues

    s, _ = br("taxes.regime=lucro_real", "finance.income_tax_shield=true", "finance.shifts_per_day=3")
    rows = {k.source: v for block in finance_section(evaluate(s)).blocks if isinstance(block, KeyValues)
            for k, v in block.rows}
    assert "(book life)" in rows["Depreciation of owned servers"].source
    tax = rows["Depreciation for income tax"]
    assert tax.source.startswith("{what}; the income-tax shield deducts it") and tax.args["what"].args["rate"].value == 0.4
    assert tax.args["what"].args["years"].value == pytest.approx(2.5)
    assert "RIR/2018" in tax.args["what"].args["source"]
    off, _ = br("taxes.regime=lucro_real")
    assert "counted once the income-tax shield is on" in tax_depreciation(off).source
    presumido, _ = br()
    assert tax_depreciation(presumido).source.startswith("none on {regime}")


def test_the_sensitivity_says_how_the_regime_enters_it():
    """On lucro real with the shield the swings are after income tax, so they differ from lucro presumido's;
    the PDF says which basis it shows, once, under the tornado."""
    from k3desk.core.money.sensitivity import sensitivity
    from k3desk.report.finance import regime_note
    from k3desk.report.model import Paragraph
    from k3desk.report.term import term_section

    real = evaluate(br("taxes.regime=lucro_real", "finance.income_tax_shield=true")[0])
    presumido = evaluate(br("finance.income_tax_shield=true")[0])
    a = sensitivity(real.scenario, real.result, real.decision)
    b = sensitivity(presumido.scenario, presumido.result, presumido.decision)
    assert a.base_usd != pytest.approx(b.base_usd, rel=1e-3)
    assert regime_note(real.scenario).source.startswith("After income tax (lucro real)")
    assert regime_note(presumido.scenario).source.startswith("On {regime} costs and depreciation save no income tax")
    assert regime_note(br("taxes.regime=lucro_real")[0]).source.startswith("Before income tax: on lucro real")
    assert regime_note(apply_sets(default_scenario(), [])) is None          # no jurisdiction: nothing to say
    notes = [b.text.source for b in term_section(real).blocks if isinstance(b, Paragraph) and isinstance(b.text, T)]
    assert sum(n.startswith("After income tax (lucro real)") for n in notes) == 1


def test_calc_states_both_depreciations(cli):
    code, out, _ = cli("calc", "k3-8x-b300-brl", "--set", "taxes.regime=lucro_real", "--set",
                       "finance.income_tax_shield=true", "--set", "finance.shifts_per_day=2")
    assert code == 0
    line = next(x for x in out.splitlines() if x.startswith("Depreciation for income tax"))
    assert "30% a year, written off in 3.3 years" in line and "IN RFB 1.700/2017" in line
    assert "years of book life" in out
