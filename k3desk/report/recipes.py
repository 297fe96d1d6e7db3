"""Serving-recipe facts the report quotes for a model on an engine, each with its source.

Kept as a small table rather than prose so the report can show only the facts that apply to the
scenario's engine and cite where each came from (docs/domain.md §8, from seed 004, which summarises the
vLLM and SGLang recipes and Moonshot's deployment guidance for Kimi K3). Facts are English source
strings marked for translation; commands are never translated.
"""

from __future__ import annotations

from dataclasses import dataclass

from k3desk.report.model import N_

#: the published pages these facts come from, by their public names (a translatable source)
SEED_004 = N_("the vLLM and SGLang recipes for Kimi K3 and Moonshot's deployment guidance (July 2026)")


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


# --- Serving command lines for the chosen configuration --------------------------------------------
#
# Every flag a command uses must be listed in DOCUMENTED_FLAGS with the engine documentation page that
# lists it (a test holds the commands to this table). Flags were looked up in the engines' own docs;
# where a choice is not documented as a flag (vLLM's MoE kernel backend is set by environment
# variables), the recipe leaves it out rather than guess.

VLLM_ENGINE_ARGS = "https://docs.vllm.ai/en/latest/models/engine_args.html"
VLLM_DATA_PARALLEL = "https://docs.vllm.ai/en/latest/serving/data_parallel_deployment.html"
VLLM_MULTI_NODE = "https://docs.vllm.ai/en/latest/serving/parallelism_scaling.html"
VLLM_SPECULATIVE = "https://docs.vllm.ai/en/v0.19.1/features/speculative_decoding/mtp/"
SGLANG_SERVER_ARGS = "https://docs.sglang.io/advanced_features/server_arguments.html"
SGLANG_PD = "https://docs.sglang.io/advanced_features/pd_disaggregation.html"


@dataclass(frozen=True)
class DocumentedFlag:
    engine: str  # "vllm" | "sglang"
    flag: str
    source: str  # the documentation page that lists it


DOCUMENTED_FLAGS: tuple[DocumentedFlag, ...] = tuple(
    DocumentedFlag(e, f, src) for e, f, src in (
        ("vllm", "--tensor-parallel-size", VLLM_ENGINE_ARGS),
        ("vllm", "--pipeline-parallel-size", VLLM_ENGINE_ARGS),
        ("vllm", "--max-model-len", VLLM_ENGINE_ARGS),
        ("vllm", "--gpu-memory-utilization", VLLM_ENGINE_ARGS),
        ("vllm", "--kv-cache-dtype", VLLM_ENGINE_ARGS),
        ("vllm", "--enable-prefix-caching", VLLM_ENGINE_ARGS),
        ("vllm", "--trust-remote-code", VLLM_ENGINE_ARGS),
        ("vllm", "--data-parallel-size", VLLM_DATA_PARALLEL),
        ("vllm", "--enable-expert-parallel", VLLM_DATA_PARALLEL),
        ("vllm", "--data-parallel-size-local", VLLM_DATA_PARALLEL),
        ("vllm", "--data-parallel-start-rank", VLLM_DATA_PARALLEL),
        ("vllm", "--data-parallel-address", VLLM_DATA_PARALLEL),
        ("vllm", "--data-parallel-rpc-port", VLLM_DATA_PARALLEL),
        ("vllm", "--headless", VLLM_DATA_PARALLEL),
        ("vllm", "--nnodes", VLLM_MULTI_NODE),
        ("vllm", "--node-rank", VLLM_MULTI_NODE),
        ("vllm", "--master-addr", VLLM_MULTI_NODE),
        ("vllm", "--speculative-config", VLLM_SPECULATIVE),
        ("sglang", "--model-path", SGLANG_SERVER_ARGS),
        ("sglang", "--trust-remote-code", SGLANG_SERVER_ARGS),
        ("sglang", "--tp-size", SGLANG_SERVER_ARGS),
        ("sglang", "--pp-size", SGLANG_SERVER_ARGS),
        ("sglang", "--dp-size", SGLANG_SERVER_ARGS),
        ("sglang", "--ep-size", SGLANG_SERVER_ARGS),
        ("sglang", "--enable-dp-attention", SGLANG_SERVER_ARGS),
        ("sglang", "--context-length", SGLANG_SERVER_ARGS),
        ("sglang", "--mem-fraction-static", SGLANG_SERVER_ARGS),
        ("sglang", "--kv-cache-dtype", SGLANG_SERVER_ARGS),
        ("sglang", "--moe-runner-backend", SGLANG_SERVER_ARGS),
        ("sglang", "--moe-a2a-backend", SGLANG_SERVER_ARGS),
        ("sglang", "--dist-init-addr", SGLANG_SERVER_ARGS),
        ("sglang", "--nnodes", SGLANG_SERVER_ARGS),
        ("sglang", "--node-rank", SGLANG_SERVER_ARGS),
        ("sglang", "--speculative-algorithm", SGLANG_SERVER_ARGS),
        ("sglang", "--max-running-requests", SGLANG_PD),
        ("sglang", "--disaggregation-mode", SGLANG_PD),
        ("sglang", "--disaggregation-transfer-backend", SGLANG_PD),
        ("sglang", "--disaggregation-ib-device", SGLANG_PD),
        ("sglang", "--pd-disaggregation", SGLANG_PD),
        ("sglang", "--prefill", SGLANG_PD),
        ("sglang", "--decode", SGLANG_PD),
        ("sglang", "--host", SGLANG_PD),
        ("sglang", "--port", SGLANG_PD),
    ))

#: Hugging Face repositories of the published checkpoints (model cards named in the catalog sources).
CHECKPOINTS = {
    "kimi-k3": "moonshotai/Kimi-K3", "kimi-k2": "moonshotai/Kimi-K2-Instruct", "kimi-k2.5": "moonshotai/Kimi-K2.5",
    "kimi-linear-48b-a3b": "moonshotai/Kimi-Linear-48B-A3B-Instruct", "deepseek-v3": "deepseek-ai/DeepSeek-V3",
    "qwen3-235b-a22b": "Qwen/Qwen3-235B-A22B", "qwen3-30b-a3b": "Qwen/Qwen3-30B-A3B", "glm-4.6": "zai-org/GLM-4.6",
    "gpt-oss-120b": "openai/gpt-oss-120b", "llama-3.1-405b": "meta-llama/Llama-3.1-405B-Instruct",
    "minimax-m2": "MiniMaxAI/MiniMax-M2", "minimax-m1": "MiniMaxAI/MiniMax-M1-80k",
}
#: Speculative decoding the engines document for a model's own MTP head (vLLM method, SGLang algorithm).
SPECULATIVE_FLAGS = {"deepseek-v3": ('{"method": "mtp", "num_speculative_tokens": 1}', "NEXTN")}
HEAD = "HEAD_NODE_IP"
VLLM_RPC_PORT = 13345
SGLANG_INIT_PORT = 20000


@dataclass(frozen=True)
class Command:
    role: str  # translatable: "one node", "head node", "node {k}"
    role_args: tuple = ()
    text: str = ""


@dataclass(frozen=True)
class ServingRecipe:
    engine: str
    commands: tuple[Command, ...]
    notes: tuple[str, ...]  # translatable sources

    @property
    def flags(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(w.split("=")[0] for c in self.commands for w in c.text.split()
                                   if w.startswith("--")))

    def as_text(self) -> str:
        """All command lines, one block per node, for the clipboard."""
        return "\n\n".join(c.text for c in self.commands)


def documented(engine: str, flag: str) -> DocumentedFlag | None:
    return next((d for d in DOCUMENTED_FLAGS if d.engine == engine and d.flag == flag), None)


def _checkpoint(s) -> str:
    """The published repository, or ``"$CHECKPOINT"`` (what it must hold: :func:`_checkpoint_comment`)."""
    a = s.model
    if a.id in CHECKPOINTS and (a.expert_format, a.dense_format) == _published_formats(a.id, a):
        return CHECKPOINTS[a.id]
    return '"$CHECKPOINT"'


def _checkpoint_comment(s) -> str:
    """A shell comment above a command whose formats no published checkpoint has: what ``$CHECKPOINT``
    must hold, in plain words (never a placeholder in the command itself)."""
    a = s.model
    if a.id not in CHECKPOINTS:
        return f"# CHECKPOINT: the folder holding {a.name}'s weights\n"
    repo = CHECKPOINTS[a.id]
    if (a.expert_format, a.dense_format) == _published_formats(a.id, a):
        return ""
    what = (f"{a.dense_format.upper()}" if a.moe is None or a.expert_format == a.dense_format
            else f"{a.expert_format.upper()} experts, {a.dense_format.upper()} rest")
    return f"# CHECKPOINT: {repo} quantized to {what} (not published: quantize it first)\n"


def _published_formats(model_id: str, a) -> tuple[str, str]:
    from k3desk.core.catalog import load_catalog

    pub = load_catalog().models.get(model_id)
    return (pub.expert_format, pub.dense_format) if pub else (a.expert_format, a.dense_format)


def _join(parts: list[str]) -> str:
    return " \\\n    ".join(parts)


def vllm_recipe(s, layout) -> ServingRecipe:
    """``layout``: (gpu_count, tensor_parallel, pipeline_parallel, nodes) of the computed fit."""
    n, tp, pp, nodes = layout
    dp = s.serving.attention_parallel == "dp" and s.model.moe is not None
    per_node = max(1, min(n, s.hardware.gpus_per_node))
    base = [f"{_checkpoint_comment(s)}vllm serve {_checkpoint(s)}", "--trust-remote-code"]
    if dp:
        base += ["--tensor-parallel-size 1", f"--data-parallel-size {n}", "--enable-expert-parallel"]
    else:
        base += [f"--tensor-parallel-size {tp}"] + ([f"--pipeline-parallel-size {pp}"] if pp > 1 else [])
    base += [f"--max-model-len {s.workload.context_tokens}",
             f"--gpu-memory-utilization {s.serving.gpu_memory_utilization:g}"]
    if s.model.kv_format.startswith("fp8"):
        base.append("--kv-cache-dtype fp8")
    if s.workload.cache_hit_rate > 0 or s.model.id == "kimi-k3":
        base.append("--enable-prefix-caching")
    spec = SPECULATIVE_FLAGS.get(s.model.id)
    if spec and s.serving.speculative_factor > 1:
        base.append(f"--speculative-config '{spec[0]}'")
    notes = [N_("vLLM picks its MoE kernels through environment variables, not flags; see the model's "
                "recipe page.")] if s.model.moe else []
    if nodes <= 1:
        return ServingRecipe("vllm", (Command(N_("one node"), (), _join(base)),), tuple(notes))
    cmds = []
    for k in range(nodes):
        if dp:
            extra = [f"--data-parallel-size-local {per_node}", f"--data-parallel-address {HEAD}",
                     f"--data-parallel-rpc-port {VLLM_RPC_PORT}"]
            extra += [f"--data-parallel-start-rank {k * per_node}", "--headless"] if k else []
        else:
            extra = [f"--nnodes {nodes}", f"--node-rank {k}", f"--master-addr {HEAD}"] + (["--headless"] if k else [])
        role = (N_("head node"), ()) if k == 0 else (N_("node {k}"), (k,))
        cmds.append(Command(role[0], role[1], _join(base + extra)))
    return ServingRecipe("vllm", tuple(cmds), tuple(notes))


def sglang_recipe(s, layout) -> ServingRecipe:
    n, tp, pp, nodes = layout
    dp = s.serving.attention_parallel == "dp" and s.model.moe is not None
    base = [f"{_checkpoint_comment(s)}python -m sglang.launch_server --model-path {_checkpoint(s)}", "--trust-remote-code"]
    if dp:  # DP attention: dp size equals tp size; experts spread over all GPUs
        base += [f"--tp-size {n}", f"--dp-size {n}", "--enable-dp-attention", f"--ep-size {n}"]
    else:
        base += [f"--tp-size {tp}"] + ([f"--pp-size {pp}"] if pp > 1 else [])
    base += [f"--context-length {s.workload.context_tokens}",
             f"--mem-fraction-static {s.serving.gpu_memory_utilization:g}"]
    if s.model.kv_format.startswith("fp8"):
        base.append("--kv-cache-dtype fp8_e4m3")
    if s.model.id == "kimi-k3" and not dp and tp > 1 and s.hardware.gpu.vendor.startswith("NVIDIA"):
        base.append("--moe-runner-backend flashinfer_trtllm")  # seed 004: flashinfer_trtllm for TP > 1
    if dp and nodes > 1:
        base.append("--moe-a2a-backend deepep")
    spec = SPECULATIVE_FLAGS.get(s.model.id)
    if spec and s.serving.speculative_factor > 1:
        base.append(f"--speculative-algorithm {spec[1]}")
    notes = [N_("SGLang caches prefixes by default (RadixAttention); nothing to switch on.")]
    if nodes <= 1:
        return ServingRecipe("sglang", (Command(N_("one node"), (), _join(base)),), tuple(notes))
    cmds = []
    for k in range(nodes):
        extra = [f"--dist-init-addr {HEAD}:{SGLANG_INIT_PORT}", f"--nnodes {nodes}", f"--node-rank {k}"]
        role = (N_("head node"), ()) if k == 0 else (N_("node {k}"), (k,))
        cmds.append(Command(role[0], role[1], _join(base + extra)))
    return ServingRecipe("sglang", tuple(cmds), tuple(notes))


#: Past this many nodes, the recipe shows the head node and the first and last worker only.
MAX_NODES_SHOWN = 3


#: What an engine's tab says when it has no command for the layout (a disaggregated unit: SGLang only).
NO_RECIPE = N_("No command line for this engine: a disaggregated unit is launched with SGLang's prefill, decode "
               "and router commands (the SGLang tab).")

#: Placeholders of the disaggregated launch: each pool's first node, the RDMA devices, the servers' port.
PREFILL_HEAD, DECODE_HEAD, IB_DEVICE = "PREFILL_HEAD_IP", "DECODE_HEAD_IP", "IB_DEVICE"
SGLANG_PORT, ROUTER_PORT = 30000, 8000


def sglang_disaggregated(s, r) -> ServingRecipe:
    """SGLang's prefill/decode launch (the LMSYS deployments): a prefill pool and a decode pool, each with
    data-parallel attention and experts over its GPUs (DeepEP all-to-all between nodes), the KV cache
    handed over by Mooncake, and the router in front (docs: PD disaggregation)."""
    u = r.production
    node = s.hardware.gpus_per_node
    moe = s.model.moe is not None
    cmds: list[Command] = []
    for role, gpus, head in (("prefill", u.prefill_gpus, PREFILL_HEAD), ("decode", u.decode_gpus, DECODE_HEAD)):
        nodes = max(1, -(-gpus // node))
        base = [f"{_checkpoint_comment(s)}python -m sglang.launch_server --model-path {_checkpoint(s)}", "--trust-remote-code",
                f"--disaggregation-mode {role}", "--disaggregation-transfer-backend mooncake",
                f"--disaggregation-ib-device {IB_DEVICE}", f"--tp-size {gpus}"]
        if moe and gpus > 1:
            base += [f"--dp-size {gpus}", "--enable-dp-attention", f"--ep-size {gpus}"]
            if nodes > 1:
                base.append("--moe-a2a-backend deepep")
        base += [f"--context-length {s.workload.context_tokens}",
                 f"--mem-fraction-static {s.serving.gpu_memory_utilization:g}"]
        if s.model.kv_format.startswith("fp8"):
            base.append("--kv-cache-dtype fp8_e4m3")
        if role == "decode":
            base.append(f"--max-running-requests {u.batch_per_gpu * gpus}")
        base += ["--host 0.0.0.0", f"--port {SGLANG_PORT}"]
        roles = []
        for k in range(nodes):
            extra = [f"--dist-init-addr {head}:{SGLANG_INIT_PORT}", f"--nnodes {nodes}", f"--node-rank {k}"] \
                if nodes > 1 else []
            label = (N_("prefill, head node") if k == 0 else N_("prefill, node {k}")) if role == "prefill" else \
                (N_("decode, head node") if k == 0 else N_("decode, node {k}"))
            roles.append(Command(label, (k,) if k else (), _join(base + extra)))
        cmds += roles[:2] + roles[-1:] if len(roles) > MAX_NODES_SHOWN else roles
    cmds.append(Command(N_("router"), (), _join([
        "python -m sglang_router.launch_router --pd-disaggregation",
        f"--prefill http://{PREFILL_HEAD}:{SGLANG_PORT}", f"--decode http://{DECODE_HEAD}:{SGLANG_PORT}",
        "--host 0.0.0.0", f"--port {ROUTER_PORT}"])))
    notes = [N_("Replace PREFILL_HEAD_IP and DECODE_HEAD_IP with the first node of each pool and IB_DEVICE with "
                "the node's RDMA devices (ibv_devices lists them); more units repeat both pools behind the router.")]
    if u.link == "nvlink":
        notes.append(N_("Inside one NVL72 rack, SGLang's page recommends handing the KV cache over NVLink: set "
                        "SGLANG_MOONCAKE_CUSTOM_MEM_POOL=True and MC_FORCE_MNNVL=True before each command."))
    return ServingRecipe("sglang", tuple(cmds), tuple(notes))


def serving_recipes(s, r) -> tuple[ServingRecipe, ...]:
    """vLLM and SGLang command lines for a scenario's computed layout; none when it does not fit.
    A disaggregated unit gets SGLang's prefill/decode launch; a wide-ep pool the data-parallel one."""
    f = r.fit
    if not (f.fits and f.deployable):
        return ()
    u = getattr(r, "production", None)
    if u is not None and u.mode == "disaggregated":
        return (sglang_disaggregated(s, r),)
    if u is not None:   # wide-ep: data-parallel attention, experts over the pool
        s = s.model_copy(update={"serving": s.serving.model_copy(update={"attention_parallel": "dp"})})
    layout = (f.gpu_count, f.tensor_parallel, f.pipeline_parallel, f.nodes)
    out = []
    for rec in (vllm_recipe(s, layout), sglang_recipe(s, layout)):
        cmds = rec.commands
        if len(cmds) > MAX_NODES_SHOWN:
            cmds = cmds[:2] + cmds[-1:]
        out.append(ServingRecipe(rec.engine, cmds, rec.notes))
    return tuple(out)
