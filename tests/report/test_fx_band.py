"""The exchange rate's stated swing (``pricing.fx_band_percent``, ±10% by default) widens the ranges
shown in reais and nothing else: every route is priced in dollars, so it moves them alike and never
changes the winner or a USD amount (docs/domain.md §9, ranges)."""

from __future__ import annotations

import pytest

from k3desk.core import compute
from k3desk.core.edit import apply_sets
from k3desk.core.money.decision import decide, decision_json
from k3desk.core.presets import default_scenario
from k3desk.report import figures
from k3desk.session import evaluate


def _pair(*sets):
    usd = apply_sets(default_scenario(), ["taxes.jurisdiction=BR", *sets])
    brl = apply_sets(usd, ["pricing.currency=BRL"])
    return (usd, compute(usd)), (brl, compute(brl))


def test_the_swing_changes_no_usd_amount_and_no_winner():
    (s1, r1), (s2, r2) = _pair()
    assert decision_json(decide(s1, r1)) == decision_json(decide(s2, r2))
    assert r1.cost.fx_band == 0 and r2.cost.fx_band == pytest.approx(0.10)


def test_ranges_in_reais_widen_by_the_stated_swing():
    (_, _), (s, r) = _pair()
    d = decide(s, r)
    w = d.routes[d.winner]
    lo, hi = figures.shown_band(w.term_usd_band, r, w.term_usd)
    assert lo == pytest.approx(w.term_usd_band[0] * 0.9) and hi == pytest.approx(w.term_usd_band[1] * 1.1)
    # the API has no range in dollars; in reais the rate gives it one
    api = d.routes["api"]
    assert figures.shown_band(api.term_usd_band, r, api.term_usd) == pytest.approx((api.term_usd * 0.9,
                                                                                    api.term_usd * 1.1))


def test_no_swing_in_dollars_and_a_zero_swing_in_reais():
    (s, r), _ = _pair()
    d = decide(s, r)
    api = d.routes["api"]
    assert figures.shown_band(api.term_usd_band, r, api.term_usd) is None
    (_, _), (s0, r0) = _pair("pricing.fx_band_percent=0")
    api0 = decide(s0, r0).routes["api"]
    assert figures.shown_band(api0.term_usd_band, r0, api0.term_usd) is None


@pytest.mark.parametrize("bad", ["-1", "51", "abc"])
def test_a_swing_outside_0_to_50_is_refused_with_its_path(bad):
    from k3desk.core.edit import EditError

    with pytest.raises(EditError) as e:
        apply_sets(default_scenario(), [f"pricing.fx_band_percent={bad}"])
    assert "pricing.fx_band_percent" in str(e.value)


def test_a_report_with_the_rental_price_cleared_says_unknown(qapp, tmp_path):
    """``hardware.price_per_gpu_hour=null`` on a GPU the catalog prices: the report still renders and
    the formula's input reads "unknown (no price set)", never a number."""
    from k3desk.report import build_report
    from k3desk.ui.pdf.export import render_pdf_bytes
    from tests.pdftext import pdf_text

    s = apply_sets(default_scenario(), ["hardware.price_per_gpu_hour=null"])
    text = " ".join(pdf_text(render_pdf_bytes(build_report(evaluate(s)), lang="en")).split())
    assert "unknown (no price set)" in text
