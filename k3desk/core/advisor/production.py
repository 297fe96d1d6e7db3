"""The Advisor's production-scale layouts (``core/speed/production.py``): for one GPU type and number format,
decode pools of several sizes and per-GPU batches at once (numpy), the prefill pool sized to the
workload's input/output mix, units sized to the volume, rented or owned.

Each (layout, format, way to pay) keeps its cheapest pool size and batch that meets the constraints and
a per-user speed floor (the buyer's, else ``production.DEFAULT_MIN_TOK_S``). The figures are the ones
``compute()`` gives for the applied option (a test holds both to the same numbers).
"""

from __future__ import annotations

import math

import numpy as np

from k3desk.core.money.cost import own_per_month, rent_per_month
from k3desk.core.scenario import Scenario
from k3desk.core.speed import production as pr
from k3desk.core.speed.estimate import decode_context, prefill_ratio
from k3desk.core.speed.production import BATCHES, POOLS, redundancy


def prefill_minimum(needs, capacity: float, node: int, moe: bool) -> int | None:
    """The fewest prefill GPUs (whole nodes or trays) whose expert shards and prompts in flight fit."""
    w, kv = needs.weights, needs.kv
    prompts = max(kv.per_token * pr.PREFILL_TOKENS_PER_GPU, kv.per_sequence(needs.longest))
    fixed = w.non_routed + prompts + needs.act_per_gpu + needs.overhead_per_gpu
    room = capacity - fixed
    if room <= 0:
        return None
    if w.routed <= 0:
        return node
    need = max(1, math.ceil(w.routed / room))
    while w.routed * redundancy(need, moe) / need > room:   # a wide pool also holds redundant experts
        need += 1
    return node * math.ceil(need / node)


def search(s: Scenario, sv: Scenario, x0, needs, capacity: float, owns: list[str], cap: int, min_tok_s: float | None,
           max_ttft_s: float | None, every: bool = False, specs: tuple[float, ...] = (1.0,),
           fastest: list | None = None) -> list[dict]:
    """Candidate production options for one GPU and format, the cheapest (pool size, batch) per layout and
    way to pay (``every``: each pool size and batch that qualifies): dicts of an Option's fields (money
    and GPU limits are the caller's to apply). ``fastest`` receives the best per-user speed of the layouts
    that fit, met or not (what "the fastest reaches" says when nothing meets a speed limit)."""
    a, wl = s.model, s.workload
    node = sv.hardware.gpus_per_node
    moe = a.moe is not None
    ctx, ratio = float(decode_context(s)), prefill_ratio(s)
    out_share, in_share = pr.shares(s)
    floor = pr.DEFAULT_MIN_TOK_S if min_tok_s is None else min_tok_s
    seconds = s.pricing.hours_per_month * 3600 * wl.utilization
    per_gpu_month = {o: (rent_per_month(sv, 1) if o == "rent" else own_per_month(sv, 1)[0]) for o in owns}
    w, kv = needs.weights, needs.kv
    per_seq_bytes = kv.per_sequence(needs.context) + kv.state_per_sequence
    pools = np.asarray([d for d in POOLS if d % node == 0 and 2 <= d <= cap], dtype=float)
    if not pools.size:
        return []
    routed = w.routed / pools * redundancy(pools, moe)
    fixed = w.non_routed + routed + needs.act_per_gpu + needs.overhead_per_gpu
    d_grid, b_grid = np.meshgrid(pools, np.asarray(BATCHES, dtype=float), indexing="ij")
    room = (capacity - fixed)[:, None]
    longest = kv.per_sequence(needs.longest) + kv.state_per_sequence   # one request must fit alone
    fits = d_grid * 0 + ((b_grid * per_seq_bytes <= room) & (longest <= room))
    p_min = prefill_minimum(needs, capacity, node, moe)
    out: list[dict] = []
    spec_values = np.asarray(specs, dtype=float)
    verify_values = np.asarray([pr.verify_tokens(a.id, f) for f in specs], dtype=float)
    first_token: dict[tuple, float] = {}
    for mode in ("disaggregated", "wide-ep") if moe else ("disaggregated",):
        wide = mode == "wide-ep"
        if not wide and p_min is None:
            continue
        ok = fits.astype(bool) & ((d_grid > node) if wide else True)
        if not ok.any():
            continue
        # every (pool, batch) that fits, once per speculative setting: one array each
        k = len(specs)
        d, bs = np.tile(d_grid[ok], k), np.tile(b_grid[ok], k)
        sf, vf = np.repeat(spec_values, ok.sum()), np.repeat(verify_values, ok.sum())
        t_step = pr.decode_step(x0, d, bs, ctx, min(ratio, 64.0) if wide else 0.0, sf, vf)[0]
        per_seq = sf / t_step
        d_rate = bs * per_seq
        if wide:
            p_arr = np.zeros_like(d)
            visible = pr.unit_rates(out_share, in_share, d_rate, d, None, 0) * np.ones_like(d)
        else:
            # the prefill GPUs the mix needs at a minimum pool's rate, in whole nodes; then that pool's own rate
            assert p_min is not None, "skipped above"
            r0, _ = pr.prefill_rate(x0, p_min, wl.prompt_tokens, pr._kv_remote(x0, p_min, d))
            want = d * d_rate / out_share * in_share / r0 if out_share > 0 else p_min + 0 * d
            p_arr = np.maximum(p_min, node * np.ceil(want / node))
            r, _ = pr.prefill_rate(x0, p_arr, wl.prompt_tokens, pr._kv_remote(x0, p_arr, d))
            visible = pr.unit_rates(out_share, in_share, d_rate, d, r, p_arr)
        gpus = p_arr + d
        if fastest is not None and (gpus <= cap).any():
            fastest.append(float(np.max(np.where(gpus <= cap, per_seq, 0.0))))
        good = (per_seq >= floor) & (gpus <= cap)
        if not good.any():
            continue
        tokens = visible * seconds
        units = np.maximum(1, np.ceil(np.minimum(wl.tokens_per_month / tokens, 1e12))) if wl.tokens_per_month >= 1 \
            else np.ones_like(tokens)
        for f in specs:
            mine = good & (sf == f)
            if not mine.any():
                continue
            for own in owns:
                total = np.where(mine, gpus * per_gpu_month[own] * units, np.inf)
                for i in np.flatnonzero(mine) if every else (int(np.argmin(total)),):
                    p_i, d_i, b_i = int(p_arr[i]), int(d[i]), int(bs[i])
                    if (mode, p_i, d_i) not in first_token:
                        first_token[mode, p_i, d_i] = pr.ttft(x0, mode, p_i, d_i, wl.prompt_tokens)[0]
                    first = first_token[mode, p_i, d_i]
                    if max_ttft_s is not None and first > max_ttft_s:
                        continue
                    out.append({"mode": mode, "spec": f, "prefill_gpus": p_i, "decode_gpus": d_i, "batch_per_gpu": b_i,
                                "gpu_count": p_i + d_i, "per_seq": float(per_seq[i]), "ttft": first,
                                "replicas": int(units[i]), "one": float(gpus[i] * per_gpu_month[own]),
                                "total": float(total[i]), "ownership": own, "carried": float(tokens[i]),
                                "rates": (float(visible[i]) * wl.input_share / gpus[i], float(visible[i]) * out_share
                                          / gpus[i], None if wide else float(np.ravel(r)[i]), float(d_rate[i])),
                                "nodes": math.ceil(p_i / node) + math.ceil(d_i / node),
                                "used": float(fixed[list(pools).index(d_i)] + b_i * per_seq_bytes)})
    return out
