"""Serving-recipe facts the report quotes for a model on an engine, each with its source.

Kept as a small table rather than prose so the report can show only the facts that apply to the
scenario's engine and cite where each came from (domain.md §8, from seed 004, which summarises the
vLLM and SGLang recipes and Moonshot's deployment guidance for Kimi K3). Facts are English source
strings marked for translation; commands are never translated.
"""

from __future__ import annotations

from dataclasses import dataclass

from k3desk.report.model import N_

SEED_004 = "seed 004 (Kimi K3 serving recipes: vLLM, SGLang, Moonshot guidance), July 2026"


@dataclass(frozen=True)
class RecipeFact:
    model: str  # model id
    engines: tuple[str, ...]  # engines the fact applies to ("*" = any)
    topic: str  # translatable
    fact: str  # translatable
    source: str = SEED_004
    command: str = ""  # a command line to show verbatim


FACTS: tuple[RecipeFact, ...] = (
    RecipeFact("kimi-k3", ("vllm",), N_("Quick start"), N_("Start the server with one command."),
               command="vllm serve moonshotai/Kimi-K3"),
    RecipeFact("kimi-k3", ("sglang",), N_("Quick start"), N_("Start the server with one command."),
               command="python -m sglang.launch_server --model-path moonshotai/Kimi-K3"),
    RecipeFact("kimi-k3", ("*",), N_("Recommended engines"),
               N_("vLLM, SGLang or TokenSpeed; not Ollama, llama.cpp or LM Studio.")),
    RecipeFact("kimi-k3", ("vllm",), N_("Prefix caching"),
               N_("Off by default for Kimi K3 in vLLM: enable it explicitly, or the cache-hit savings "
                  "assumed for the API comparison will not materialise.")),
    RecipeFact("kimi-k3", ("vllm", "sglang"), N_("MoE backend"),
               N_("deep_gemm_mega_moe for disaggregated expert parallelism; flashinfer_trtllm for "
                  "tensor parallelism above 1.")),
    RecipeFact("kimi-k3", ("vllm", "sglang"), N_("All-to-all"),
               N_("flashinfer_nvlink_one_sided over NVLink; deepep_v2 over RDMA between nodes.")),
    RecipeFact("kimi-k3", ("*",), N_("Vision encoder"),
               N_("MoonViT-V2 (401M parameters) runs data-parallel: its heads do not split over "
                  "tensor parallelism of 8.")),
    RecipeFact("kimi-k3", ("*",), N_("Production scale"),
               N_("Moonshot recommends a supernode of 64 or more accelerators for production; 8 GPUs "
                  "make the model run, not run at production throughput.")),
)


def facts_for(model_id: str, engine: str) -> list[RecipeFact]:
    """The facts recorded for ``model_id`` that apply to ``engine`` (empty when none are known)."""
    return [f for f in FACTS if f.model == model_id and ("*" in f.engines or engine in f.engines)]
