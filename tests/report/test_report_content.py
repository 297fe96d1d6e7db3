"""Report content as data (no Qt): sections, facts, sources and the comparison's best-value marks."""

from __future__ import annotations

import pytest

from k3desk.core import compute
from k3desk.core.presets import build_scenario, default_scenario
from k3desk.report import build_comparison, build_report
from k3desk.report.model import Q, T, Table
from k3desk.report.recipes import facts_for
from k3desk.session import evaluate


@pytest.fixture(scope="module")
def default_pair():
    s = default_scenario()
    return s, compute(s)


def test_sections_in_reading_order(default_pair):
    rep = build_report(evaluate(default_pair[0]), meta={"organization": "ACME Compras", "author": "Ana"})
    titles = [s.title.source for s in rep.sections]
    assert titles == ["Inputs", "Memory and fit", "Throughput", "Latency under load", "Cost", "Contract term", "Finance and taxes",
                      "Availability and energy", "Storage and download", "Serving recipe",
                      "Bill of materials", "Request for quotation", "Assumptions and sources"]
    facts = dict((k.source, v) for k, v in rep.cover.facts.rows)
    assert facts["Prepared for"] == "ACME Compras" and facts["Prepared by"] == "Ana"


def test_verdict_keeps_numbers_as_numbers(default_pair):
    s, r = default_pair
    from k3desk.core.money.decision import decide

    v = build_report(evaluate(s)).cover.verdict[0]
    head = v.args["0"].args["0"]   # the decision sentence, before what the hardware holds
    d = decide(s, r)
    assert "{amount}" in head.source and "{months}" in head.source
    amount = head.args["amount"]
    amount = amount.args["amount"] if hasattr(amount, "args") else amount
    assert amount == Q(d.routes[d.winner].term_usd, "money")  # USD: factor 1
    assert head.args["months"].value == s.pricing.horizon_months


def test_every_catalog_source_is_cited(default_pair):
    s, r = default_pair
    rep = build_report(evaluate(s))
    sources = next(sec for sec in rep.sections if sec.title.source == "Assumptions and sources")
    cited = " ".join(str(c) for b in sources.blocks if isinstance(b, Table) for row in b.rows for c in row)
    for text in (s.model.source, s.hardware.gpu.source, s.pricing.api_source):
        assert text in cited


def test_recipe_facts_follow_the_engine():
    vllm = {f.topic for f in facts_for("kimi-k3", "vllm")}
    sglang = {f.topic for f in facts_for("kimi-k3", "sglang")}
    assert "Prefix caching" in vllm and "Prefix caching" not in sglang
    assert {"Quick start", "Production scale", "Vision encoder"} <= vllm & sglang
    assert facts_for("llama-3.1-405b", "vllm") == []
    assert all(f.source for f in facts_for("kimi-k3", "vllm"))


def test_all_sentences_are_translatable_sources(default_pair):
    rep = build_report(evaluate(default_pair[0]))
    texts = rep.texts()
    assert texts and all(isinstance(t, str) and t.strip() for t in texts)
    assert "Self-hosting sizing report" in texts


def test_comparison_marks_best_among_fitting_configs():
    items = [evaluate(s) for s in (build_scenario("kimi-k3", "b300", 8), build_scenario("kimi-k3", "b200", 16))]
    rep = build_comparison(items)
    table = rep.sections[0].blocks[0]
    labels = [row[0].source for row in table.rows]
    gpu_row = labels.index("GPUs per replica")
    assert (gpu_row, 1) in table.highlight  # 8 GPUs beat 16
    for _r_i, c_i in table.highlight:
        assert items[c_i - 1].result.fit.usable
    assert all(isinstance(c, T) for c in table.columns[1:])


@pytest.mark.parametrize("n", [1, 5])
def test_comparison_needs_two_to_four(n):
    s = default_scenario()
    with pytest.raises(ValueError, match="2 to 4"):
        build_comparison([evaluate(s)] * n)


def test_cover_folds_the_date_into_the_title_block(default_pair):
    """No lone "Date" row: without organisation and author the cover has no facts table at all."""
    rep = build_report(evaluate(default_pair[0]), meta={"date": "2026-11-30"})
    assert rep.cover.facts is None
    assert rep.cover.prepared.source == "Prepared on {date}"
    rep = build_report(evaluate(default_pair[0]), meta={"author": "Ana"})
    assert [k.source for k, _ in rep.cover.facts.rows] == ["Prepared by"]


def test_the_inputs_say_when_a_saved_context_is_over_the_models_maximum():
    """A scenario saved before the rule (Qwen3-235B-A22B, maximum 40,960 tokens: docs/figures.md) at 64K:
    the workload's inputs carry the note, naming the maximum; a context within it has none."""
    from k3desk.core.edit import apply_sets
    from k3desk.report.model import KeyValues, Panels
    from k3desk.report.scenario_report import inputs_section

    q = apply_sets(default_scenario(), ["model=qwen3-235b-a22b"])
    old = q.model_copy(update={"workload": q.workload.model_copy(update={"context_tokens": 65_536})})

    def notes(s):
        panels = next(b for b in inputs_section(s, compute(s)).blocks if isinstance(b, Panels))
        return [v for p in panels.panels if isinstance(p, KeyValues) for k, v in p.rows if k.source == "Context note"]

    (note,) = notes(old)
    assert note.args["max"] == Q(40_960, "int") and note.args["context"] == Q(65_536, "int")
    assert notes(q) == []
