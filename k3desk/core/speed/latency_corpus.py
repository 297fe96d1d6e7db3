"""The published latency-under-load rows the queueing model is checked and calibrated against
(docs/domain.md, "Latency under load"): first-token times (the median, and the 99th percentile where the source gives it)
measured at a concurrency (a closed loop of clients) or at a request rate.

Each row restates one published run as a setup the core can compute (``corpus.Row``: model, formats,
GPU type and count, engine, attention layout, the request shape) plus how the load arrived and the
percentiles measured. Sources:

- the corpus's first-token rows (``corpus.ROWS``, metric ``ttft``, fitted ones): medians (or means, as the
  row says) at a fixed concurrency;
- rows 101-112 of ``reference/measurements.json`` (InferenceX's DeepSeek-R1 comparison, the SGLang
  cookbook's DeepSeek-V3.1, V3.2 and Kimi K2.6 pages): medians at a concurrency;
- row 61 (Llama-3.1-405B MXFP4 on one MI355X, 64 clients): its 5.15 s median first token is admission
  queueing for KV memory, now modelled;
- runs at a request rate with their 99th percentile, from the engines' pull requests (ref -1).

ShareGPT runs state their mean lengths (the totals over the requests); their spreads are not stated and
are taken as 1.3 (prompts) and 1.0 (answers), the order of the set's published length histograms: an
assumption, named on each row.
"""

from __future__ import annotations

from dataclasses import dataclass

from k3desk.core.speed import corpus

SHAREGPT = "ShareGPT lengths: means from the run's totals, spreads assumed (1.3 prompts, 1.0 answers)"
IX_DSR1 = ("SemiAnalysisAI/InferenceX-app packages/app/content/blog/best-gpu-for-dsr1-inference.mdx "
           "@2d1d3d65 (2026-04-06)")
SGL_V31 = "sgl-project/sgl-cookbook @7b5bd9c0, autoregressive/DeepSeek/DeepSeek-V3_1 §5.1"
SGL_V32 = "sgl-project/sgl-cookbook @7b5bd9c0, autoregressive/DeepSeek/DeepSeek-V3_2 §5.1.2"
SGL_K26 = "sgl-project/sgl-cookbook @7b5bd9c0, autoregressive/Moonshotai/Kimi-K2.6 §5.3.1"
FP8KV = {"kv_format": "fp8"}
GPUSTACK_OSS = "gpustack/gpustack performance lab, gpt-oss-120b on H100 @72aee9dd (vLLM rows)"


@dataclass(frozen=True)
class LoadRow:
    """A published run under load: its setup (``row``) and what it measured, seconds."""

    row: corpus.Row  # the setup (model, GPU, count, engine, layout, concurrency, prompt, output)
    #: "users" (a closed loop of ``row.concurrency`` clients) | "rate" (Poisson at ``rate``) | "burst"
    #: (``requests`` sent at once: a benchmark at an unlimited rate)
    load: str
    ttft_p50: float
    ttft_p99: float | None = None
    rate: float | None = None
    prompt_cv: float = 0.0
    output_cv: float = 0.0
    requests: int | None = None
    note: str = ""

    @property
    def id(self) -> str:
        return self.row.id


def _setup(rid: str, ref: int, model: str, gpu: str, gpus: int, engine: str, c: int, prompt: int, output: int,
           source: str, date: str, conditions: str, attention: str = "tp", formats: dict | None = None,
           release: str = "", trust: str = "B") -> corpus.Row:
    return corpus.Row(rid, ref, model, gpu, gpus, engine, c, prompt, output, "ttft", 0.0, trust, source, date,
                      conditions, attention=attention, formats=formats or {}, release=release)


def _from_corpus(skip: frozenset[int]) -> tuple[LoadRow, ...]:
    """The corpus's fitted first-token rows, but those of the ``measurements.json`` rows restated below
    with their length spreads (the corpus restates rows 101-112 too, for the speed fit)."""
    return tuple(LoadRow(r, "users", r.value) for r in corpus.FITTED_ROWS if r.metric == "ttft" and r.ref not in skip)


ROCM57 = "sglang-0.5.7-rocm"
NEW: tuple[LoadRow, ...] = (
    LoadRow(_setup("dsr1-h200-trt-c256-ttft", 101, "deepseek-v3", "h200", 8, "trtllm", 256, 8192, 1024, IX_DSR1,
                   "2026-01-14", "DeepSeek-R1-0528 FP8, one H200 node, attention DP assumed, 256 clients, 8K in / "
                   "1K out, TTFT 8,482 ms (queueing included)", attention="dp"), "users", 8.4824),
    LoadRow(_setup("dsv32-b200-sgl-c100-ttft", 102, "deepseek-v3.2", "b200", 8, "sglang", 100, 302, 188, SGL_V32,
                   "2026", "DeepSeek-V3.2-Exp FP8, TP8 DP8 EP8, 100 clients, ShareGPT 302 in / 188 out, median TTFT "
                   "444 ms", attention="dp"), "users", 0.444, prompt_cv=1.3, output_cv=1.0, note=SHAREGPT),
    LoadRow(_setup("dsv31-mi300x-c1-ttft", 103, "deepseek-v3", "mi300x", 8, "sglang", 1, 610, 422, SGL_V31, "2026",
                   "DeepSeek-V3.1-Terminus FP8, TP8, SGLang 0.5.7 ROCm, 1 client, median TTFT 213.6 ms",
                   release=ROCM57), "users", 0.21358),
    LoadRow(_setup("dsv31-mi300x-c16-ttft", 104, "deepseek-v3", "mi300x", 8, "sglang", 16, 496, 510, SGL_V31, "2026",
                   "DeepSeek-V3.1-Terminus FP8, TP8, 16 clients, median TTFT 191.3 ms", release=ROCM57),
            "users", 0.19132),
    LoadRow(_setup("dsv31-mi300x-c100-ttft", 105, "deepseek-v3", "mi300x", 8, "sglang", 100, 500, 505, SGL_V31,
                   "2026", "DeepSeek-V3.1-Terminus FP8, TP8, 100 clients, median TTFT 236.9 ms", release=ROCM57),
            "users", 0.23688),
    LoadRow(_setup("dsv31-mi300x-c1-4k-ttft", 106, "deepseek-v3", "mi300x", 8, "sglang", 1, 4194, 422, SGL_V31,
                   "2026", "DeepSeek-V3.1-Terminus FP8, TP8, 1 client, 4,194 in (summarization), median TTFT 481.4 ms",
                   release=ROCM57), "users", 0.48138),
    LoadRow(_setup("k26-mi350x-c1-ttft", 107, "kimi-k2.5", "mi350x", 4, "sglang", 1, 610, 422, SGL_K26, "2026",
                   "Kimi K2.6 INT4 experts + BF16, FP8 KV, TP4, SGLang 0.5.9 ROCm, 1 client, median TTFT 594.9 ms",
                   formats=FP8KV), "users", 0.59492),
    LoadRow(_setup("k26-mi350x-c16-ttft", 108, "kimi-k2.5", "mi350x", 4, "sglang", 16, 496, 510, SGL_K26, "2026",
                   "Kimi K2.6 INT4, FP8 KV, TP4, 16 clients, median TTFT 886.4 ms", formats=FP8KV), "users", 0.88642),
    LoadRow(_setup("dsr1-mi325x-c64-8k-ttft", 109, "deepseek-v3", "mi325x", 8, "sglang", 64, 8192, 1024, IX_DSR1,
                   "2026-02-27", "DeepSeek-R1-0528 FP8, TP8 assumed, 64 clients, 8K in / 1K out, TTFT 489.8 ms"),
            "users", 0.4898),
    LoadRow(_setup("dsr1-mi300x-c64-8k-ttft", 110, "deepseek-v3", "mi300x", 8, "sglang", 64, 8192, 1024, IX_DSR1,
                   "2026-02-27", "DeepSeek-R1-0528 FP8, TP8 assumed, 64 clients, 8K in / 1K out, TTFT 661.5 ms"),
            "users", 0.6615),
    LoadRow(_setup("dsr1-mi325x-c64-1k-ttft", 111, "deepseek-v3", "mi325x", 8, "sglang", 64, 1024, 1024, IX_DSR1,
                   "2026-02-27", "DeepSeek-R1-0528 FP8, TP8 assumed, 64 clients, 1K in / 1K out, TTFT 147.6 ms"),
            "users", 0.1476),
    LoadRow(_setup("dsr1-mi300x-c64-1k-ttft", 112, "deepseek-v3", "mi300x", 8, "sglang", 64, 1024, 1024, IX_DSR1,
                   "2026-02-27", "DeepSeek-R1-0528 FP8, TP8 assumed, 64 clients, 1K in / 1K out, TTFT 199.0 ms"),
            "users", 0.199),
    LoadRow(_setup("l405-mi355x-vllm-c64-ttft", 61, "llama-3.1-405b", "mi355x", 1, "vllm", 64, 1022, 1024,
                   "vllm-project/vllm PR #25135", "2025-09-18", "Llama-3.1-405B MXFP4, one MI355X, 64 clients, median "
                   "TTFT 5,150.6 ms: not all 64 fit in memory at once, the rest queue",
                   formats={"dense_format": "mxfp4"}), "users", 5.15059),
    # ---- at a request rate, with the 99th percentile ------------------------------------------------------
    LoadRow(_setup("dsv3-h20-sgl-rate4", -1, "deepseek-v3", "h20", 8, "sglang", 1, 318, 201,
                   "sgl-project/sglang PR #4918 (shared experts fusion off)", "2025-04",
                   "DeepSeek-V3 FP8, TP8, Poisson 4 requests/s, 300 ShareGPT prompts (318 in / 201 out), median "
                   "TTFT 997.3 ms, P99 13,312.6 ms, mean request 33.8 s; the GPU is not named (an SM90 8-GPU "
                   "node: the H20, inferred from the time per request); SGLang 0.4.x", release="sglang-0.4"),
            "rate", 0.99726, 13.31257, rate=4.0, prompt_cv=1.3, output_cv=1.0, requests=300, note=SHAREGPT),
    # ---- 1,000 ShareGPT prompts sent at once (215 in / 197 out on average): the same load on 1 to 8 GPUs -------
    LoadRow(_setup("gptoss-b200x8-vllm-burst", -1, "gpt-oss-120b", "b200", 8, "vllm", 1, 215, 197,
                   "vllm-project/vllm PR #23696 (FlashInfer MXFP4 MoE on B200)", "2025-08",
                   "gpt-oss-120b MXFP4, TP8 on B200, 1,000 ShareGPT prompts at once, median TTFT 3,229.6 ms, P99 "
                   "6,760.2 ms"), "burst", 3.22956, 6.76019, prompt_cv=1.3, output_cv=1.0, requests=1000,
            note=SHAREGPT),
    *(LoadRow(_setup(f"gptoss-h100x{n}-vllm-burst", -1, "gpt-oss-120b", "h100-sxm", n, "vllm", 1, 215, 196,
                     GPUSTACK_OSS, "2025-10", f"gpt-oss-120b MXFP4, {lay} on H100, vLLM 0.10.2, 1,000 ShareGPT prompts "
                     f"at once, median TTFT {p50:,} ms, P99 {p99:,} ms"),
              "burst", p50 / 1000, p99 / 1000, prompt_cv=1.3, output_cv=1.0, requests=1000, note=SHAREGPT)
      for n, lay, p50, p99 in ((1, "one GPU", 25973.43, 54033.43), (2, "TP2, async scheduling", 4600.39, 7587.07),
                               (4, "TP4, async scheduling", 2871.45, 4867.46))),
)

ROWS: tuple[LoadRow, ...] = _from_corpus(frozenset(r.row.ref for r in NEW if r.row.ref >= 0)) + NEW


def by_id(row_id: str) -> LoadRow | None:
    return next((r for r in ROWS if r.id == row_id), None)


def scenario_for(r: LoadRow, cat):
    """The scenario of a row's setup (the default scenario's prices and the rest), for its memory and load."""
    from k3desk.core.edit import apply_edits
    from k3desk.core.presets import default_scenario

    row = r.row
    edits = {"model": row.model, "hardware.gpu": row.gpu, "hardware.gpu_count": row.gpus, "hardware.multi_node": True,
             "serving.engine": row.engine, "serving.attention_parallel": row.attention,
             "workload.context_tokens": max(row.prompt + row.output, 2), "workload.prompt_tokens": row.prompt,
             "workload.input_share": row.prompt / (row.prompt + row.output),
             "workload.concurrent_sequences": row.concurrency, "workload.prompt_tokens_spread": r.prompt_cv,
             "workload.output_tokens_spread": r.output_cv,
             **({"workload.peak_requests_per_second": r.rate} if r.rate is not None else {}),
             **{f"model.{k}": v for k, v in row.formats.items()}}
    return apply_edits(default_scenario(cat), edits, cat)


def service_for(r: LoadRow, cat):
    """(scenario, the row's server): the memory from the scenario, the speed from the row's own step inputs
    (its formats and, for an old engine release, that release's terms: ``evidence.row_inputs``)."""
    from k3desk.core.speed.estimate import estimate
    from k3desk.core.speed.evidence import inputs
    from k3desk.core.speed.service import replica_service

    s = scenario_for(r, cat)
    e = estimate(s, cat)
    return s, replica_service(s, inputs(r.row, cat), e.needs, e.fit)
