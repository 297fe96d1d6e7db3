"""Serving command lines: every flag is in the table of documented flags, with the page that lists
it; the parallel sizes follow the computed layout; no command for a configuration that does not fit."""

import pytest

from k3desk.core import compute
from k3desk.core.advisor.advise import advise
from k3desk.core.advisor.space import Constraints
from k3desk.core.catalog import load_catalog
from k3desk.core.edit import apply_option
from k3desk.core.presets import build_scenario, default_scenario
from k3desk.report.recipes import DOCUMENTED_FLAGS, documented, serving_recipes
from k3desk.report.serving_commands import command_blocks

CAT = load_catalog()
DOC_SITES = {"vllm": "https://docs.vllm.ai/", "sglang": "https://docs.sglang.io/"}


def _variety(model_id):
    """Options of several shapes: one node TP, pipeline stages, data-parallel attention, several nodes."""
    s = build_scenario(model_id, catalog=CAT)
    adv = advise(s, Constraints(), CAT)
    picks = {}
    for o in adv.options:
        picks.setdefault((o.mode, o.nodes > 1, o.speculative_factor > 1), o)
    return s, list(picks.values())


@pytest.mark.parametrize("model_id", sorted(CAT.models))
def test_every_flag_is_documented(model_id):
    s, options = _variety(model_id)
    assert options
    for o in options:
        applied = apply_option(s, o, CAT)
        recipes = serving_recipes(applied, compute(applied, CAT))
        # a disaggregated unit is launched with SGLang's prefill/decode servers and router (vLLM's is not modelled)
        engines = ["sglang"] if applied.serving.mode == "disaggregated" else ["vllm", "sglang"]
        assert [r.engine for r in recipes] == engines
        for rec in recipes:
            for flag in rec.flags:
                assert documented(rec.engine, flag), f"{rec.engine} {flag} ({o.mode}, {o.gpu_count}x {o.gpu})"


def test_documented_flags_cite_the_engines_own_docs():
    for d in DOCUMENTED_FLAGS:
        assert d.flag.startswith("--") and d.source.startswith(DOC_SITES[d.engine])
    assert len({(d.engine, d.flag) for d in DOCUMENTED_FLAGS}) == len(DOCUMENTED_FLAGS)


def test_parallel_sizes_follow_the_layout():
    s = default_scenario(CAT)  # 8x B300, tensor parallel (seed 004: K3 fits one 8x B300)
    vllm, sglang = serving_recipes(s, compute(s, CAT))
    assert "--tensor-parallel-size 8" in vllm.as_text() and "--max-model-len 65536" in vllm.as_text()
    assert "--kv-cache-dtype fp8" in vllm.as_text()
    assert "--enable-prefix-caching" in vllm.as_text()  # seed 004: off by default for K3 in vLLM
    assert "--tp-size 8" in sglang.as_text() and "--context-length 65536" in sglang.as_text()


def test_data_parallel_attention_on_several_nodes_launches_every_node():
    s = build_scenario("kimi-k2", "mi355x", None, catalog=CAT)
    adv = advise(s, Constraints(gpus=("mi355x",)), CAT)
    o = next(o for o in adv.options if o.attention == "dp" and o.nodes == 2 and not o.production)
    applied = apply_option(s, o, CAT)
    vllm, sglang = serving_recipes(applied, compute(applied, CAT))
    assert len(vllm.commands) == 2 and "--headless" in vllm.commands[1].text
    assert "--data-parallel-size 16" in vllm.commands[0].text and "--enable-expert-parallel" in vllm.commands[0].text
    assert "--data-parallel-start-rank 8" in vllm.commands[1].text
    assert "--enable-dp-attention" in sglang.commands[0].text and "--node-rank 1" in sglang.commands[1].text


def test_no_command_for_a_configuration_that_does_not_fit():
    s = build_scenario("kimi-k3", "h100-sxm", 8, catalog=CAT)
    r = compute(s, CAT)
    assert not r.fit.fits
    assert serving_recipes(s, r) == ()
    assert "does not fit" in command_blocks(s, r)[0].text.source


def test_a_quantized_variant_names_what_the_checkpoint_must_hold_never_a_placeholder():
    """The board review found ``vllm serve <moonshotai/Kimi-K3, quantized: …>``: a command nobody can run."""
    from k3desk.core import compute
    from k3desk.core.edit import apply_sets
    from k3desk.report.recipes import serving_recipes
    from k3desk.scenarios import load_builtin

    s = apply_sets(load_builtin("k3-8x-b300"), ["model.dense_format=fp8"])
    for rec in serving_recipes(s, compute(s)):
        text = rec.as_text()
        assert "<" not in text and '"$CHECKPOINT"' in text
        assert text.startswith("# CHECKPOINT: moonshotai/Kimi-K3 quantized to MXFP4 experts, FP8 rest")
    published = serving_recipes(load_builtin("k3-8x-b300"), compute(load_builtin("k3-8x-b300")))
    assert all("moonshotai/Kimi-K3" in r.as_text() and "$CHECKPOINT" not in r.as_text() for r in published)
