"""The cache sized for the sequences as they run (docs/domain.md §3.2): each sequence in flight holds its
prompt plus half its answer; the maximum context is checked only as "one request must fit". The expected
bytes are worked out here from the model's published dimensions, never read back from the code."""

from __future__ import annotations

import pytest

from k3desk.core import compute
from k3desk.core.catalog import load_catalog
from k3desk.core.edit import apply_edits
from k3desk.core.presets import build_scenario
from k3desk.core.speed.calibration import OUTPUT_TOKENS_PER_REQUEST

CAT = load_catalog()
#: Kimi K2.5's cache per token in BF16: 61 MLA layers x (kv_lora_rank 512 + rope 64) x 2 bytes
K25_TOKEN = 61 * (512 + 64) * 2


def k25(gpus: int, **edits):
    return apply_edits(build_scenario("kimi-k2.5", "h200", gpus, catalog=CAT), edits)


def test_the_answer_is_the_typical_one():
    assert OUTPUT_TOKENS_PER_REQUEST == 1024   # 8K in / 1K out, the benchmarks' shape (calibration.py)


def test_sequences_in_flight_hold_their_prompt_and_half_the_answer():
    """InferenceX's Kimi K2.5 run: 64 users of 8,192-token prompts in a 9,216-token maximum."""
    s = k25(8, **{"workload.concurrent_sequences": 64, "workload.prompt_tokens": 8192,
                  "workload.context_tokens": 9216})
    m = compute(s, CAT).memory
    assert m.kv_tokens_in_flight == 8192 + 1024 // 2
    assert m.kv_cache_bytes == pytest.approx(64 * (8192 + 512) * K25_TOKEN, rel=1e-12)   # 39.1 GB, not 41.4


def test_the_answer_is_at_most_what_the_maximum_context_leaves():
    """LMSYS's decode runs: 2,000-token prompts and 100-token answers in a 2,100-token context."""
    s = k25(8, **{"workload.prompt_tokens": 2000, "workload.context_tokens": 2100})
    assert compute(s, CAT).memory.kv_tokens_in_flight == 2000 + 100 // 2


def test_one_longest_request_is_reserved_when_it_holds_more_than_the_sequences_in_flight():
    s = k25(8, **{"workload.concurrent_sequences": 1, "workload.prompt_tokens": 8192,
                  "workload.context_tokens": 262144})
    r = compute(s, CAT)
    assert r.memory.kv_cache_bytes == pytest.approx(262144 * K25_TOKEN, rel=1e-12)
    # under tensor parallelism the MLA latent is replicated on every rank: each holds the whole request
    assert r.fit.fill.kv_cache == pytest.approx(262144 * K25_TOKEN, rel=1e-12)


def test_the_maximum_context_is_checked_as_one_request_that_must_fit():
    """At 62% of an H200's memory (93.5 GB) next to 8 ranks of 74.4 GB of weights, 4 sequences in flight
    (4 x 8,704 tokens, 2.4 GB) fit, one 262,144-token request (18.4 GB) does not; a 131,072-token one
    (9.2 GB) does."""
    base = {"workload.concurrent_sequences": 4, "workload.prompt_tokens": 8192,
            "serving.gpu_memory_utilization": 0.62}
    long = compute(k25(8, **base, **{"workload.context_tokens": 262144}), CAT).fit
    assert not long.fits and long.why_not == "memory" and long.max_concurrent_sequences == 0
    assert long.fill.kv_cache == pytest.approx(262144 * K25_TOKEN, rel=1e-12)
    short = compute(k25(8, **base, **{"workload.context_tokens": 131072}), CAT).fit
    assert short.fits and short.max_concurrent_sequences > 4


def test_data_parallel_attention_keeps_each_sequence_on_one_rank():
    """32 sequences over 8 data-parallel ranks: 4 in flight on each, or one longest request."""
    s = k25(8, **{"serving.attention_parallel": "dp", "workload.concurrent_sequences": 32,
                  "workload.prompt_tokens": 8192, "workload.context_tokens": 16384})
    fill = compute(s, CAT).fit.fill
    assert fill.kv_cache == pytest.approx(max(4 * 8704, 16384) * K25_TOKEN, rel=1e-12)
