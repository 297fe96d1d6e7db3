"""The serving command lines of a scenario as report blocks (PDF), with the source of every flag.

Built from :func:`k3desk.report.recipes.serving_recipes`, so the window's copy button and the PDF
show the same commands.
"""

from __future__ import annotations

from k3desk.core.result import Result
from k3desk.core.scenario import Scenario
from k3desk.report.figures import ENGINES
from k3desk.report.model import N_, Block, Code, Paragraph, T, Table
from k3desk.report.recipes import documented, serving_recipes


def _documented_at(engine: str, flag: str) -> str:
    """Where an engine documents a flag; every flag a recipe uses has a source (tests/report)."""
    doc = documented(engine, flag)
    if doc is None:
        raise LookupError(f"{engine} flag {flag} has no documented source")
    return doc.source


def command_blocks(s: Scenario, r: Result) -> tuple[Block, ...]:
    recipes = serving_recipes(s, r)
    if not recipes:
        return (Paragraph(T(N_("No command line: this configuration does not fit or is not deployable.")), "note"),)
    u = r.production
    if u is not None and u.mode == "disaggregated":
        lead = T(N_("Command lines for one unit: {p} prefill GPUs and {d} decode GPUs over {nodes} nodes, with the "
                    "router in front."), {"p": u.prefill_gpus, "d": u.decode_gpus, "nodes": r.fit.nodes})
    elif r.fit.nodes > 1:
        lead = T(N_("Command lines for this configuration: {n} GPUs over {nodes} nodes, one command per node. "
                    "Replace HEAD_NODE_IP with the first node's address."), {"n": r.fit.gpu_count, "nodes": r.fit.nodes})
    else:
        lead = T(N_("Command lines for this configuration: {n} GPUs in one node."), {"n": r.fit.gpu_count})
    blocks: list[Block] = [Paragraph(lead)]
    for rec in recipes:
        for c in rec.commands:
            role = T(c.role, {"k": c.role_args[0]} if c.role_args else {})
            blocks.append(Paragraph(T(N_("{engine}, {role}:"), {"engine": ENGINES[rec.engine], "role": role})))
            blocks.append(Code(c.text))
        blocks += [Paragraph(T(n), "note") for n in rec.notes]
    rows = tuple((ENGINES[rec.engine], f, _documented_at(rec.engine, f)) for rec in recipes for f in rec.flags)
    blocks.append(Table(columns=(T(N_("Engine")), T(N_("Flag")), T(N_("Documented at"))), rows=rows,
                        widths=(0.9, 1.9, 3.6), small=True))
    return tuple(blocks)
