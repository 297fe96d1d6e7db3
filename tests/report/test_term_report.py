"""The contract-term page: payback and what would change the answer worded from the decision's
numbers (its flips), the tornado widest first, and the page in the PDF in English and Brazilian
Portuguese."""

from __future__ import annotations

import pytest

from k3desk.core import compute
from k3desk.core.edit import apply_sets
from k3desk.core.money.decision import decide
from k3desk.core.presets import default_scenario
from k3desk.report.term import flip_sentences, payback_sentence, term_section, tornado_data
from k3desk.session import evaluate
from k3desk.ui.pdf.export import export_pdf
from tests.pdftext import pdf_pages

# 8x B300 rented at US$ 59 per node-hour (seed 004), owned at US$ 53,000 per GPU with no server share,
# power free and US$ 500 hosting per GPU-month; Kimi K3 through the API at US$ 5.40 per million.
SETS = ["hardware.price_per_gpu_hour=7.375", "workload.input_share=0.8", "workload.cache_hit_rate=0",
        "hardware.gpu_count=8", "workload.tokens_per_month=10e9", "hardware.purchase_price_per_gpu=53000",
        "hardware.server_share=0", "hardware.power_price_per_kwh=0", "hardware.hosting_per_gpu_month=500",
        "hardware.ownership=own", "workload.utilization=1"]


@pytest.fixture(scope="module")
def owned():
    s = apply_sets(default_scenario(), SETS)
    return s, compute(s)


def test_payback_sentence_names_the_months_where_the_lines_cross(owned):
    s, r = owned
    assert r.cost.replicas == 1
    # By hand: 424,000 + 4,000 m <= 54,000 m from month 9; <= 43,070 m from month 11.
    t = payback_sentence(evaluate(s)).args["a"]   # the months; "b" states the basis (nominal or discounted)
    assert t.args["api"].value == 9 and t.args["rent"].value == 11 and t.args["n"].value == 36


def test_flip_sentences_word_the_decisions_flips(owned):
    s, r = owned
    d = decide(s, r)
    sentences = flip_sentences(s, r, d)
    assert len(sentences) == len(d.flips) > 0
    for f, x in zip(d.flips, sentences, strict=True):
        assert x.source.endswith(" wins if {what}.") and x.args["what"].args["value"].value == f.value
    # Buying wins (462,000 over 36 months: the purchase, hosting, the remaining book value back at the end,
    # 12 of 48 months; the API 36 × 54,000): renting wins once its 36 months cost no more than that
    rent = next(f for f in d.flips if f.input == "hardware.price_per_gpu_hour")
    assert rent.direction == "below" and rent.winner_after == "rent"
    assert rent.value == pytest.approx(7.375 * (424_000 + 36 * 4_000 - 424_000 * 12 / 48) / (36 * 43_070))


def test_tornado_rows_widest_first_in_display_currency(owned):
    s, r = owned
    data = tornado_data(evaluate(s))
    widths = [abs(x["high"] - x["low"]) for x in data["rows"]]
    assert widths == sorted(widths, reverse=True) and len(widths) >= 5


def test_term_section_has_the_chart_the_flip_and_the_tornado(owned):
    s, r = owned
    kinds = [getattr(b, "kind", None) for b in term_section(evaluate(s)).blocks]
    assert kinds.count("term") == 1 and kinds.count("tornado") == 1


@pytest.mark.parametrize("lang, words", [
    ("en", ["Contract term", "Buying pays back in month 9 against the API", "What would change the answer against the API",
            "assumption 20% lower"]),
    ("pt_BR", ["Horizonte de análise", "A aquisição própria se paga no mês 9 frente à API", "O que mudaria a resposta frente à API",
               "premissa 20% menor"]),
])
def test_the_pdf_page_in_both_languages(qapp, tmp_path, owned, lang, words, monkeypatch):
    from k3desk.ui.shell import i18n

    monkeypatch.setenv("K3DESK_CONFIG_DIR", str(tmp_path))
    s, _ = owned
    i18n.install_language(lang)  # as the window does before an export in that language
    try:
        out = export_pdf(s, tmp_path / f"term-{lang}.pdf", lang=lang)
    finally:
        i18n.install_language("en")
    text = " ".join("\n".join(pdf_pages(out)).split())
    for w in words:
        assert w in text


def test_every_route_left_out_draws_no_term_and_says_why():
    """The API and renting abroad out by residency, buying over a 5 kW facility (16 A100s draw far more): no
    line to draw, and the term page names the facility, not a missing purchase price."""
    from k3desk.report.figures import WHY_LEFT_OUT
    from k3desk.report.term import term_data

    s = apply_sets(default_scenario(), [
        "model=deepseek-r1", "hardware.gpu=a100-80gb", "hardware.gpu_count=16", "constraints.data_in_brazil=true",
        "pricing.api_provider_location=abroad", "pricing.rental_provider_location=abroad", "constraints.facility_kw=5"])
    ev = evaluate(s)
    assert {k: rt.reason for k, rt in ev.decision.routes.items() if k != "hybrid"} == {
        "api": "data_abroad", "rent": "data_abroad", "own": "facility_power"}
    assert term_data(ev) is None
    assert payback_sentence(ev).args["why"].source == WHY_LEFT_OUT["facility_power"]   # buying is not weighed: no basis
