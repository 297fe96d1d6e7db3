"""How the model's own figures are worded: which definition an active-parameter count follows, and
the KV cache per token when part of the layers keep only a window of tokens.

Model owners count "active parameters" differently: DeepSeek's 37B and Meta's 17B count the
embedding table and the output layer, OpenAI's gpt-oss-120b 5.13B leaves the input embedding table
out, MiniMax's ~10B leaves out both. The figure shown follows the owner's definition and says which.

A single bytes-per-token figure misleads when half of the layers keep only the last 128 tokens
(gpt-oss): at a long context those layers stop growing. The KV line then gives the full-attention
bytes per token and the capped sliding (or chunked) part separately.
"""

from __future__ import annotations

from k3desk.core.result import Memory, Params
from k3desk.report.model import N_, Q, T

#: Architecture.active_excludes -> what the active figure counts, as the report says it
ACTIVE_DEFINITIONS = {
    "none": N_("embeddings counted"),
    "embedding": N_("input embedding table not counted, as the model owner counts"),
    "embedding_and_lm_head": N_("embedding table and output layer not counted, as the model owner counts"),
}


def active_definition(p: Params) -> T:
    """What the active-parameter figure counts (one short clause)."""
    return T(ACTIVE_DEFINITIONS.get(p.active_excludes, ACTIVE_DEFINITIONS["none"]))


def active_parameters(p: Params, unit: str = "big") -> T:
    """The active count with its definition: "5.1 billion (input embedding table not counted, ...)"."""
    return T(N_("{a} ({how})"), {"a": Q(p.active, unit), "how": active_definition(p)})


def kv_per_token(m: Memory) -> T:
    """The KV cache per token; with sliding or chunked layers, the full-attention part per token and
    the windowed part with its cap per sequence."""
    if not (m.kv_windowed_bytes_per_token and m.kv_window_tokens):
        return T(N_("{b} bytes"), {"b": Q(m.kv_bytes_per_token, "int")})
    args = {"full": Q(m.kv_full_bytes_per_token, "int"), "win": Q(m.kv_windowed_bytes_per_token, "int"),
            "window": Q(m.kv_window_tokens, "int"),
            "cap": Q(m.kv_windowed_bytes_per_token * m.kv_window_tokens / 1e6, "num", 1)}
    chunked = m.kv_window_kind == "chunked"
    if not m.kv_full_bytes_per_token:
        return T(N_("{win} bytes per token, at most {window} tokens and {cap} MB per sequence") if not chunked else
                 N_("{win} bytes per token, at most one {window}-token chunk and {cap} MB per sequence"), args)
    if chunked:
        return T(N_("{full} bytes per token in the full-attention layers, plus {win} bytes per token in the "
                    "chunked-attention layers, which keep at most one {window}-token chunk, {cap} MB per "
                    "sequence"), args)
    return T(N_("{full} bytes per token in the full-attention layers, plus {win} bytes per token in the "
                "sliding-window layers, which keep only the last {window} tokens, {cap} MB per sequence"), args)
