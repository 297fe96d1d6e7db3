"""The advisor's sentences: why a GPU type was dropped and which constraint nothing meets."""

from k3desk.core.advisor.advise import Dropped
from k3desk.report.advice import dropped_reason, english


def test_memory_shortfall_reads_per_gpu():
    d = Dropped("h100-sxm", "memory", value=40e9, at_gpus=8)
    assert english(dropped_reason(d, "H100")) == "H100: needs 40 GB more per GPU at 8 GPUs"


def test_speed_reads_value_below_limit():
    d = Dropped("l40s", "min_tok_s", value=12, limit=20)
    assert english(dropped_reason(d, "L40S")) == "L40S: 12 tok/s, below 20 tok/s"


def test_budget_and_first_token():
    assert english(dropped_reason(Dropped("b200", "max_usd_month", value=58_400, limit=30_000), "B200")) == \
        "B200: US$ 58,400 a month at best, above US$ 30,000"
    assert english(dropped_reason(Dropped("m3", "max_ttft_s", value=38.4, limit=2), "M3")) == \
        "M3: first token after 38.4 s, above 2.0 s"


def test_serving_shapes_are_worded_without_engine_jargon():
    """Every serving shape the advisor offers reads in plain words, in the table and its tooltip:
    no "TP", "DP" or "EP" (the serving recipe is where engine flags belong)."""
    import re

    from k3desk.core.advisor.advise import advise
    from k3desk.core.advisor.space import Constraints
    from k3desk.core.catalog import load_catalog
    from k3desk.core.presets import build_scenario
    from k3desk.report.advice import serving_explained, serving_label

    cat = load_catalog()
    seen = {}
    for o in advise(build_scenario("kimi-k2", catalog=cat), Constraints(), cat).options:
        seen.setdefault((o.attention, o.pipeline_parallel > 1), o)
    assert ("dp", False) in seen and ("tp", True) in seen and ("tp", False) in seen, seen.keys()
    for o in seen.values():
        for words in (english(serving_label(o)), english(serving_explained(o))):
            assert not re.search(r"\b(TP|DP|EP)\b", words), words
    assert english(serving_label(seen["dp", False])).endswith("GPUs, each serving its own users")
