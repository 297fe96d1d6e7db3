"""The PDF's "production architecture" page (docs/domain.md §11): the unit's roles, counts, links, power
and racks, for a production layout (disaggregated prefill/decode or wide expert parallelism) that the
scenario uses or that the decision's self-hosted route takes under an Automatic GPU count.
"""

from __future__ import annotations

import math

from k3desk.core.result import Result
from k3desk.core.scenario import Scenario
from k3desk.report.figures import gpu_label, role_vram_series
from k3desk.report.model import N_, Cell, Figure, KeyValues, Paragraph, Q, Section, T, Table
from k3desk.session.evaluation import Evaluation, best_self_host

ROLES = {"prefill": N_("Prompt processing (prefill)"), "decode": N_("Generation (decode)"),
         "both": N_("Prompt processing and generation")}
LINKS = {"nvlink": N_("NVLink inside one scale-up domain ({bw} per GPU)"),
         "rdma": N_("InfiniBand or RoCE between nodes ({bw} per GPU); NVLink inside each node")}
BOUNDS = {"memory": N_("memory bandwidth"), "compute": N_("compute"), "all_to_all": N_("the all-to-all between GPUs"),
          "kv_transfer": N_("the KV cache hand-over")}


def production_of(ev: Evaluation) -> tuple[Scenario, Result] | None:
    """The scenario and result of the production layout to describe: the scenario's own, else the one the
    decision's cheaper self-hosted route takes (Automatic GPU count); None when neither is one."""
    s, r, d = ev.scenario, ev.result, ev.decision
    if r.production is not None:
        return s, r
    if d is None:
        return None
    best = best_self_host(d)
    lay = d.routes[best].layout if best is not None else None
    if best is None or lay is None or not lay.production or best not in d.scenarios:
        return None
    sc, rc = ev.route_unit(best)
    return (sc, rc) if rc.production is not None and rc.fit.usable else None


def production_section(ev: Evaluation) -> Section | None:
    found = production_of(ev)
    if found is None:
        return None
    s, r = found
    u = r.production
    assert u is not None, "production_of returns a production layout"
    gpu, node = s.hardware.gpu, s.hardware.gpus_per_node
    units = r.cost.replicas
    rows = []
    for p in u.pools:
        rate = (u.prefill_input_per_prefill_gpu if p.role == "prefill" else u.decode_output_per_decode_gpu)
        what = N_("{v} of prompts read") if p.role == "prefill" else N_("{v} generated")
        rows.append((T(ROLES[p.role]), Q(p.gpus, "int"), Q(math.ceil(p.gpus / node), "int"),
                     T(N_("{used} of {cap}"), {"used": Q(p.used, "bytes_gb"), "cap": Q(p.capacity, "bytes_gb")}),
                     T(what, {"v": Q(rate, "tok_s")})))
    table = Table(columns=(T(N_("Role")), T(N_("GPUs per unit")), T(N_("Nodes or trays")), T(N_("Memory per GPU")),
                           T(N_("Per GPU"))), rows=tuple(rows), widths=(2.2, 0.9, 0.9, 1.5, 1.6),
                  title=T(N_("Roles of one unit")), small=True)
    bw = gpu.scale_up_gbps / 2 if u.link == "nvlink" else 50.0
    watts = gpu.power_per_gpu_w * u.gpus
    racks = math.ceil(u.gpus * units / gpu.nvlink_domain) if gpu.nvlink_domain >= 36 else None
    facts: list[tuple[Cell, Cell]] = [
        (T(N_("Layout")), T(N_("disaggregated: prefill and decode on separate GPUs")) if u.mode == "disaggregated"
         else T(N_("wide expert parallelism: attention data-parallel, experts spread over the pool"))),
        (T(N_("Units for the volume")), T(N_("{units} of {n}× {gpu}, {total} GPUs in all"),
                                          {"units": Q(units, "int"), "n": Q(u.gpus, "int"), "gpu": gpu_label(s),
                                           "total": Q(u.gpus * units, "int")})),
        (T(N_("Links")), T(LINKS[u.link], {"bw": T(N_("{v} GB/s"), {"v": Q(bw, "num", 0)})})),
        (T(N_("Sequences per decode GPU")), Q(u.batch_per_gpu, "int")),
        (T(N_("Speed per user")), Q(u.decode_per_sequence, "tok_s")),
        (T(N_("Time per output token")), Q(u.step_s, "seconds")),
        (T(N_("Time to first token")), T(N_("{t}, of which {kv} to hand the KV cache over"),
                                          {"t": Q(u.ttft_s, "seconds"), "kv": Q(u.kv_transfer_s, "seconds")})
         if u.mode == "disaggregated" else Q(u.ttft_s, "seconds")),
        (T(N_("Limited by")), T(BOUNDS.get(u.bound, u.bound))),
        (T(N_("Power")), T(N_("{unit} kW per unit, {fleet} kW for the fleet (rated node power, before PUE)"),
                           {"unit": Q(watts / 1000, "num", 1), "fleet": Q(watts * units / 1000, "num", 0)})),
    ]
    if u.prefill_share_needed is not None:
        facts.append((T(N_("Prefill share of the GPUs")),
                      T(N_("{have} of the unit; the workload's input and output mix needs {need}"),
                        {"have": Q(u.prefill_gpus / u.gpus, "fraction"), "need": Q(u.prefill_share_needed, "fraction")})))
    if racks is not None:
        facts.append((T(N_("Racks")), T(N_("{n} ({domain} GPUs each)"),
                                        {"n": Q(racks, "int"), "domain": Q(gpu.nvlink_domain, "int")})))
    blocks: list = [table, KeyValues(tuple(facts), T(N_("One unit and the fleet")))]
    bars = role_vram_series(s, r)
    if bars is not None:
        blocks.append(Figure("vram_compare", {"bars": bars},
                             T(N_("Memory per GPU for each role, stacked by term: the decode GPUs hold the "
                                  "conversations' KV cache, the prefill GPUs only the prompts in flight.")),
                             height=0.42))
    note = N_("The speeds at this scale are calibrated on published cluster runs (LMSYS, Ant Group, InferenceX) "
              "and extrapolated beyond the largest measured pool, where the range widens.") if u.extrapolated else \
        N_("The speeds at this scale are calibrated on published cluster runs (LMSYS, Ant Group, InferenceX).")
    blocks.append(Paragraph(T(note), "note"))
    return Section(T(N_("Production architecture")), tuple(blocks), new_page=True)
