"""Published deployments fit as they ran (docs/domain.md §3.2: each sequence in flight at its prompt plus
half its answer, the longest request alone): every corpus row that states its GPU count, a replica at its
GPUs, concurrency and request shape, a production unit at its prefill and decode pools and batch per GPU.
A row that ran something k3desk does not size is listed with the source's reason, never skipped in silence."""

from __future__ import annotations

import pytest

from k3desk.core import compute
from k3desk.core.catalog import load_catalog
from k3desk.core.edit import apply_edits
from k3desk.core.presets import build_scenario
from k3desk.core.speed import corpus, corpus_cluster

CAT = load_catalog()

#: rows whose run k3desk does not size as published, and why (the source's words)
RAN_OTHERWISE = {
    # Qwen's speed benchmark ran 129,042-token prompts with YaRN past the config's 40,960 positions
    # ("YaRN ... up to 131,072 tokens", QwenLM/Qwen3 README): k3desk keeps a model to its configured context
    "q235-h20-tp8-bf16-128k": "YaRN context extension",
    "q235-h20-tp4-fp8-128k": "YaRN context extension",
    # LMSYS GB200 part 2: "When device memory is insufficient, we utilize GB200's fast bandwidth between
    # CPUs and GPUs ... to offload weights to the host memory with prefetching" (its 4-rank FP8 prefill)
    "lmsys-ds-gb200-fp8-decode": "prefill weights offloaded to host memory",
    "lmsys-ds-gb200-fp8-prefill": "prefill weights offloaded to host memory",
}
#: a prefill "pool" that the source ran as one tensor-parallel node: checked as that replica instead
TP_PREFILL = {"ant-h20-prefill": 8}


def _replica(row: corpus.Row):
    s = build_scenario(row.model, row.gpu, row.gpus, catalog=CAT)
    edits = {"workload.concurrent_sequences": row.concurrency, "workload.prompt_tokens": row.prompt,
             "workload.context_tokens": row.prompt + row.output, "serving.attention_parallel": row.attention,
             **{f"model.{k}": v for k, v in row.formats.items()}}
    if row.engine in ("vllm", "sglang", "trtllm"):   # the memory terms do not depend on the engine
        edits["serving.engine"] = row.engine
    if row.offload:
        edits["hardware.offload_experts"] = True
    return apply_edits(s, edits)


def _unit(row: corpus_cluster.ClusterRow):
    s = build_scenario(row.model, row.gpu, None, catalog=CAT)
    edits = {"serving.mode": "disaggregated", "serving.prefill_gpus": row.prefill, "serving.decode_gpus": row.decode,
             "serving.decode_batch_per_gpu": row.batch, "workload.prompt_tokens": row.prompt,
             "workload.context_tokens": row.prompt + row.output, "serving.engine": row.engine,
             **{f"model.{k}": v for k, v in row.formats.items()}}
    return apply_edits(s, edits)


REPLICAS = [r for r in corpus.ROWS if r.id not in RAN_OTHERWISE]
UNITS = [r for r in corpus_cluster.ROWS if r.id not in RAN_OTHERWISE and r.id not in TP_PREFILL]


def test_every_row_is_checked_or_has_a_reason():
    ids = {r.id for r in corpus.ROWS} | {r.id for r in corpus_cluster.ROWS}
    assert set(RAN_OTHERWISE) | set(TP_PREFILL) <= ids
    assert len(REPLICAS) + len(UNITS) + len(RAN_OTHERWISE) + len(TP_PREFILL) == len(ids)


@pytest.mark.parametrize("row", REPLICAS, ids=lambda r: r.id)
def test_a_published_replica_fits_as_it_ran(row):
    f = compute(_replica(row), CAT).fit
    assert f.fits and f.deployable, (row.id, f.per_gpu_used_bytes / 1e9, f.per_gpu_capacity_bytes / 1e9)
    assert f.gpu_count == row.gpus


@pytest.mark.parametrize("row", UNITS, ids=lambda r: r.id)
def test_a_published_unit_fits_as_it_ran(row):
    r = compute(_unit(row), CAT)
    assert r.fit.fits, (row.id, [(p.role, p.used / 1e9, p.capacity / 1e9) for p in r.production.pools])
    assert r.fit.gpu_count == row.prefill + row.decode


@pytest.mark.parametrize("row_id", sorted(TP_PREFILL))
def test_a_tensor_parallel_prefill_node_fits_as_a_replica(row_id):
    row = next(r for r in corpus_cluster.ROWS if r.id == row_id)
    s = apply_edits(build_scenario(row.model, row.gpu, TP_PREFILL[row_id], catalog=CAT),
                    {"workload.concurrent_sequences": 1, "workload.prompt_tokens": row.prompt,
                     "workload.context_tokens": row.prompt + row.output})
    f = compute(s, CAT).fit
    assert f.fits and f.deployable and f.tensor_parallel == TP_PREFILL[row_id]
