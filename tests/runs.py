"""One measured run the hostile-input tests share: Kimi K2 on 8× H200 with vLLM at 16 users, 1,000
tokens in and 500 out, 20 ms per output token (the vLLM benchmark fixture's setup), any field replaced."""

from k3desk.core.speed.anchor import Measurement


def k2_run(**update) -> Measurement:
    base = dict(id="kimi-k2-h200x8-vllm-c16-20261115", tool="vllm", file="r.json", date="2026-11-15",
                model="kimi-k2", gpu="h200", gpus=8, engine="vllm", concurrency=16, prompt_tokens=1000,
                output_tokens=500, tpot_ms=20.0, ttft_ms=395.0)
    return Measurement(**{**base, **update})
