"""``build_report(scenario, result, meta) -> Report``: the content of the one-scenario PDF.

Order follows how a buyer reads it: the verdict on the cover, then the inputs (what was asked),
memory (does it fit), speed, money, storage, how to run it, and finally every source and constant
behind the numbers, so the document stands on its own when forwarded.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime

from k3desk.core.catalog import load_catalog
from k3desk.core.result import Result
from k3desk.core.scenario import Scenario
from k3desk.report import evidence
from k3desk.report.bom import bom_section
from k3desk.report.figures import (
    ENGINES,
    OUT_OF_REACH,
    RULES,
    WHY_LEFT_OUT,
    alternation_text,
    band_text,
    batch_series,
    cost_series,
    figures,
    gpu_label,
    joined,
    joined_and,
    money_home,
    money_host,
    money_noted,
    reason,
    suggestion,
    tax_note,
    vram_series,
)
from k3desk.report.finance import basis_note, finance_section, not_entered_note
from k3desk.report.latency import section as latency_section
from k3desk.report.model import (
    N_,
    Block,
    Cell,
    Code,
    Cover,
    Figure,
    KeyValues,
    Panels,
    Paragraph,
    Q,
    Quoted,
    Report,
    Section,
    T,
    Table,
    local_now,
)
from k3desk.report.model_terms import active_definition, active_parameters, kv_per_token
from k3desk.report.notation import FORMAT_NAMES
from k3desk.report.notices import context_over_max, model_origin, profile_line
from k3desk.report.production_page import production_section
from k3desk.report.recipes import SEED_004, facts_for
from k3desk.report.rfq import rfq_section
from k3desk.report.serving_commands import command_blocks
from k3desk.report.sources import sources_section
from k3desk.report.term import term_section
from k3desk.report.units import price_decimals
from k3desk.session.evaluation import Evaluation

YES, NO = N_("yes"), N_("no")



def _yes(flag: bool) -> T:
    return T(YES if flag else NO)


def cover_facts(meta: Mapping[str, str], generated: datetime) -> KeyValues | None:
    """Prepared for / by, when set (None otherwise: no lone form row); the date is :func:`cover_date`."""
    rows = []
    if meta.get("organization"):
        rows.append((T(N_("Prepared for")), meta["organization"]))
    if meta.get("author"):
        rows.append((T(N_("Prepared by")), meta["author"]))
    return KeyValues(tuple(rows)) if rows else None


def cover_date(meta: Mapping[str, str], generated: datetime) -> T:
    """'Prepared on 30 November 2026': one line under the cover's title block."""
    when = generated
    if meta.get("date"):
        try:
            when = datetime.fromisoformat(meta["date"])
        except ValueError:
            pass
    return T(N_("Prepared on {date}"), {"date": Q(when.timestamp(), "date")})


def workload_sentence(ev: Evaluation) -> T:
    """What the planned workload costs on each route, for the whole fleet; for what does not fit, only the API."""
    s, r, d = ev.scenario, ev.result, ev.decision
    c = r.cost
    args = {"tokens": Q(s.workload.tokens_per_month, "big", noun="tokens"), "replicas": Q(c.replicas, "int"),
            "host": money_host(c.self_host_total_usd_per_month, r), "api": money_noted(c.api_usd_per_month, s, r),
            "why": reason(r), "what": suggestion(s, r)}
    if not r.fit.usable:
        return T(N_("Not priced: {why}; {what}. Through the API the planned {tokens} cost {api} per month."),
                 args)
    if d is not None:
        parts = []
        for k in ("own", "rent"):
            rt = d.routes[k]
            if rt.available:
                parts.append(T(N_("buying {replicas}, {amount}") if k == "own" else N_("renting {replicas}, {amount}"),
                               {"replicas": Q(rt.replicas, "int", noun="replicas"), "amount": money_home(rt.usd_per_month, r)}))
        if d.routes["api"].available:   # an API left out (data kept in Brazil) is not priced here
            parts.append(T(N_("the API {amount}"), {"amount": money_home(d.routes["api"].usd_per_month, r)}))
        return T(N_("At the planned {tokens}, the first month costs: {routes}."),
                 {"tokens": args["tokens"], "routes": joined_and(parts)})
    if c.replicas == 1:
        return T(N_("At the planned {tokens} per month, one replica carries the load: {host} per "
                    "month self-hosted against {api} through the API."), args)
    return T(N_("At the planned {tokens} per month, {replicas} replicas are needed: {host} per "
                "month self-hosted against {api} through the API."), args)


def glance(ev: Evaluation) -> KeyValues:
    """The scenario in five lines for the cover: what runs, on what, for what traffic, at what price."""
    s, r = ev.scenario, ev.result
    wl = s.workload
    return KeyValues((
        (T(N_("Model")), T(N_("{model}: {total} parameters, {active} active per token ({how})"), {
            "model": s.model.name, "total": Q(r.params.total, "big", 2), "active": Q(r.params.active, "big"),
            "how": active_definition(r.params)})),
        (T(N_("Hardware")), T(N_("{n}× {gpu}, {mem} each, served with {engine}"), {
            "n": Q(r.fit.gpu_count, "int"), "gpu": s.hardware.gpu.name, "mem": Q(s.hardware.gpu.memory_gb * 1e9, "bytes_gb"),
            "engine": ENGINES.get(s.serving.engine, s.serving.engine)})),
        (T(N_("Workload")), T(N_("{seq} of up to {ctx} tokens; {tokens} per month"), {
            "seq": Q(wl.concurrent_sequences, "int", noun="sequences"), "ctx": Q(wl.context_tokens, "context"),
            "tokens": Q(wl.tokens_per_month, "big", noun="tokens")})),
        (T(N_("Planned workload cost")), workload_sentence(ev)),
        (T(N_("Download")), T(N_("{size} checkpoint: {time} at {link}"), {
            "size": Q(r.storage.checkpoint_bytes, "bytes_gb"), "time": Q(r.storage.download_seconds, "seconds"),
            "link": Q(s.hardware.download_gbps, "gbps")})),
    ), T(N_("At a glance")))


def inputs_section(s: Scenario, r: Result) -> Section:
    a, hw, wl, pr, sv = s.model, s.hardware, s.workload, s.pricing, s.serving
    cat = load_catalog()

    def fmt_row(label: str, fid: str) -> tuple:
        try:
            f = cat.format(fid)
            name = T(f.name) if f.name in FORMAT_NAMES else f.name
            return (T(label), T("{name} ({bpw})", {"name": name, "bpw": Q(f.bits_per_weight, "bpw")},
                                translate=False))
        except KeyError:
            return (T(label), fid)

    model = KeyValues((
        (T(N_("Model")), a.name),
        # only for a user's replacement of a shipped model (catalog import --replace)
        *(((T(N_("Model figures")), origin),) if (origin := model_origin(s, cat)) is not None else ()),
        (T(N_("Vendor")), a.vendor or None),
        (T(N_("Total parameters")), Q(r.params.total, "big")),
        (T(N_("Active parameters per token")), active_parameters(r.params)),
        fmt_row(N_("Routed experts"), a.expert_format),
        fmt_row(N_("Other weights"), a.dense_format),
        fmt_row(N_("KV cache"), a.kv_format),
        (T(N_("Maximum context")), Q(a.max_context, "context")),
    ), T(N_("Model and formats")))
    gpu = hw.gpu
    hardware = KeyValues((
        (T(N_("GPU")), gpu.name),
        (T(N_("Memory per GPU")), Q(gpu.memory_gb * 1e9, "bytes_gb")),
        (T(N_("Memory bandwidth")), T(N_("{v} TB/s"), {"v": Q(gpu.hbm_tbps, "num")})),
        (T(N_("GPU count")), T(N_("{n} (automatic)"), {"n": Q(r.fit.gpu_count, "int")}) if hw.gpu_count is None
         else Q(hw.gpu_count, "int")),
        (T(N_("GPUs per node")), Q(hw.gpus_per_node, "int")),
        (T(N_("Multi-node allowed")), _yes(hw.multi_node)),
        (T(N_("Ownership")), T(N_("rented")) if hw.ownership == "rent" else T(N_("owned"))),
        (T(N_("Price per GPU-hour")), Q(hw.price_per_gpu_hour, "usd", price_decimals(hw.price_per_gpu_hour))),
        (T(N_("Download link")), Q(hw.download_gbps, "gbps")),
    ), T(N_("Hardware")))
    workload = KeyValues((
        (T(N_("Context per sequence")), Q(wl.context_tokens, "context")),
        # only for a file saved before a context over the model's maximum was refused
        *(((T(N_("Context note")), over),) if (over := context_over_max(s)) is not None else ()),
        (T(N_("Typical prompt")), Q(wl.prompt_tokens, "context")),
        (T(N_("Concurrent sequences")), Q(wl.concurrent_sequences, "int")),
        (T(N_("Tokens per month")), Q(wl.tokens_per_month, "tokens")),
        (T(N_("Input share")), Q(wl.input_share, "fraction")),
        (T(N_("Cache hit rate")), Q(wl.cache_hit_rate, "fraction")),
        (T(N_("Reasoning multiplier")), Q(wl.reasoning_multiplier, "times")),
        (T(N_("Replica utilisation")), Q(wl.utilization, "fraction")),
    ), T(N_("Workload")))
    rows: list[tuple[Cell, Cell]] = [
        (T(N_("API input, cache miss")), T(N_("{p} per million tokens"), {"p": Q(pr.api_input_per_mtok, "usd", 2)})),
        (T(N_("API input, cache hit")), T(N_("{p} per million tokens"),
                                          {"p": Q(pr.api_cached_input_per_mtok, "usd", 2)})),
        (T(N_("API output")), T(N_("{p} per million tokens"), {"p": Q(pr.api_output_per_mtok, "usd", 2)})),
        (T(N_("Hours per month")), Q(pr.hours_per_month, "num")),
        (T(N_("Display currency")), T(N_("reais (R$)")) if pr.currency == "BRL" else T(N_("US dollars (US$)"))),
    ]
    if pr.currency == "BRL":
        rows += [(T(N_("Exchange rate")), T(N_("R$ {rate} per US$"), {"rate": Q(pr.brl_per_usd, "num", 2)}))]
    if s.taxes.jurisdiction == "BR":
        rows += [(T(N_("IOF on foreign services")), T(N_("{iof} on the API and foreign rentals; none on power, "
                                                         "hosting or owned hardware"),
                                                      {"iof": Q(pr.iof_percent / 100, "fraction", 2)}))]
    if s.profile is not None:   # the company's assumptions this scenario was computed with
        rows += [(T(N_("Organisation profile")), profile_line(s.profile.model_dump()))]
    prices = KeyValues(tuple(rows), T(N_("Prices")))
    serving = KeyValues((
        (T(N_("Engine")), ENGINES.get(sv.engine, sv.engine)),
        (T(N_("Attention parallelism")), T(N_("tensor parallel")) if sv.attention_parallel == "tp"
         else T(N_("data parallel"))),
        (T(N_("Engine memory share")), Q(sv.gpu_memory_utilization, "fraction")),
        (T(N_("Runtime overhead per GPU")), Q(sv.overhead_per_gpu_gb * 1e9, "bytes_gb", 2)),
        (T(N_("Speculative decoding factor")), Q(sv.speculative_factor, "times")),
    ), T(N_("Serving")))
    blocks: list = [Panels((model, hardware, workload, prices, serving))]
    if s.notes.strip():
        blocks.append(Paragraph(T(N_("Notes: {notes}"), {"notes": T(s.notes.strip())}), "note"))
    return Section(T(N_("Inputs")), tuple(blocks), new_page=True)


def memory_section(s: Scenario, r: Result) -> Section:
    f, m, fl = r.fit, r.memory, r.fit.fill
    terms = (fl.weights, fl.kv_cache, fl.state, fl.activations, fl.overhead, fl.free, fl.capacity)
    gb = [Q(v, "bytes_gb", 1) for v in terms]
    share = [Q(v / fl.capacity if fl.capacity else None, "fraction", 1) for v in terms]
    n = f.gpu_count
    table = Table(
        columns=(None, T(N_("Weights")), T(N_("KV cache")), T(N_("State")), T(N_("Activations")),
                 T(N_("Overhead")), T(N_("Free")), T(N_("Capacity"))),
        rows=((T(N_("Each GPU")), *gb), (T(N_("Share of capacity")), *share),
              (T(N_("All {n} GPUs"), {"n": Q(n, "int")}), *[Q(v * n, "bytes_gb", 0) for v in terms])),
        widths=(1.6, 1, 1, 1, 1.1, 1, 1, 1), emphasis_rows=frozenset({0}), small=True,
        title=T(N_("Memory per GPU")))
    facts = KeyValues((
        (T(N_("Weights, all GPUs")), T(N_("{w} (a naive total × bits estimate gives {n})"),
                                       {"w": Q(m.weights_bytes, "bytes_gb"), "n": Q(m.weights_naive_bytes, "bytes_gb")})),
        (T(N_("KV cache per token")), kv_per_token(m)),
        (T(N_("Recurrent state per sequence")), Q(m.state_bytes_per_sequence, "bytes_gb", 2)),
        (T(N_("Total memory needed")), Q(m.total_bytes, "bytes_gb")),
        (T(N_("Usable memory per GPU")), T(N_("{c} of {p} ({u} gpu_memory_utilization)"),
                                           {"c": Q(fl.capacity, "bytes_gb"), "p": Q(fl.physical, "bytes_gb"),
                                            "u": Q(s.serving.gpu_memory_utilization, "num", 2)})),
        (T(N_("Raw minimum GPUs")), Q(f.raw_min_gpus, "int")),
        (T(N_("Minimum deployable GPUs")), Q(f.min_deployable_gpus, "int")),
        (T(N_("Rule")), T(RULES.get(f.rule, f.rule))),
        (T(N_("Parallelism")), T(N_("tensor {tp} × pipeline {pp}, {nodes}"),
                                 {"tp": Q(f.tensor_parallel, "int"), "pp": Q(f.pipeline_parallel, "int"),
                                  "nodes": Q(f.nodes, "int", noun="nodes")})),
        (T(N_("Sequences that fit at this context")),
         T(N_("{n} of {ctx} tokens each"), {"n": Q(f.max_concurrent_sequences, "int"),
                                            "ctx": Q(s.workload.context_tokens, "context")})),
    ))
    fig = Figure("vram", vram_series(s, r), T(N_("Memory per GPU, stacked by term. The dashed line is the usable "
                                               "capacity (gpu_memory_utilization × physical memory); red marks "
                                               "an overflow.")), height=0.42)
    return Section(T(N_("Memory and fit")), (fig, table, facts), new_page=True)


def not_run_section(title: str, s: Scenario, r: Result) -> Section:
    """What a section says instead of figures for a configuration that does not run (honesty rule)."""
    return Section(T(title), (Paragraph(T(N_("No figures: {why}; {what}."), {"why": reason(r), "what": suggestion(s, r)}),
                                        "lead"),), new_page=True)


def throughput_section(s: Scenario, r: Result) -> Section:
    t = r.throughput
    if not r.fit.usable:
        return not_run_section(N_("Throughput"), s, r)
    bands = KeyValues((
        (T(N_("Decode speed per sequence")), T(N_("{v} (range {lo} to {hi})"), {
            "v": Q(t.decode_per_sequence.value, "tok_s"), "lo": Q(t.decode_per_sequence.low, "tok_s"),
            "hi": Q(t.decode_per_sequence.high, "tok_s")})),
        (T(N_("Aggregate decode speed")), T(N_("{v} (range {lo} to {hi})"), {
            "v": Q(t.decode_total.value, "tok_s"), "lo": Q(t.decode_total.low, "tok_s"),
            "hi": Q(t.decode_total.high, "tok_s")})),
        (T(N_("Time to first token")), T(N_("{v} (range {lo} to {hi})"), {
            "v": Q(t.ttft_s.value, "seconds"), "lo": Q(t.ttft_s.low, "seconds"), "hi": Q(t.ttft_s.high, "seconds")})),
        (T(N_("Limited by")), T({"memory": N_("memory bandwidth"), "compute": N_("compute"),
                                 "offload": N_("host memory (expert offload)")}.get(t.bound, t.bound))),
        (T(N_("Native 4-bit compute")), _yes(t.native_fp4)),
        (T(N_("Time per decode step")), Q(t.step_s, "seconds")),
    ), T(N_("Estimate")))
    mine = evidence.anchor_sentence(r)
    if mine is not None:  # re-anchored to the user's own run: said beside the speed, with the formula
        bands = KeyValues((bands.rows[0], (T(N_("Anchor")), evidence.anchored_note(r)), *bands.rows[1:]), bands.title)
    blocks: list = [bands] + ([Paragraph(mine, "note")] if mine is not None else [])
    anchor = evidence.anchor_block(r)
    if anchor is not None:
        blocks += [anchor, evidence.table(r), evidence.note()]
    blocks.append(Paragraph(T(N_("The estimate is a calibrated model, not a benchmark: the range shows its "
                                 "uncertainty on this hardware. Larger batches raise aggregate throughput but "
                                 "touch more experts per step, so the speed per user falls."), {}), "note"))
    blocks.append(Figure("batch", batch_series(s, r),
                         T(N_("Batch effect: decode speed per sequence and in total against concurrent "
                              "sequences (log scales).")), height=0.42))
    return Section(T(N_("Throughput")), tuple(blocks), new_page=True)


def _route_table(s: Scenario, r: Result, d) -> Table:
    """The decision's routes side by side for the whole fleet: month 1, the term and their ranges;
    the winner's column shaded."""
    names = ("rent", "own", "api")
    routes = [d.routes[k] for k in names]
    tok = s.workload.tokens_per_month
    dash = T(N_("not priced"))

    def cell(rt, value, kind="money"):
        if not rt.available:
            return dash
        return money_home(value, r) if kind == "money" else value

    def band(rt, b, value):
        return dash if not rt.available else (band_text(b, r, prefix=False) or money_home(value, r))

    def fleet(rt):
        if not rt.available or rt.layout is None:
            return dash if not rt.available else T(N_("pay per token"))
        return T(N_("{replicas} of {count}× {gpu}"), {"replicas": Q(rt.replicas, "int", noun="replicas"),
                                                    "count": Q(rt.layout.gpu_count, "int"), "gpu": gpu_label(s)})

    win = names.index(d.winner) + 1 if d.winner in names else 0
    n = Q(d.horizon_months, "int")
    return Table(
        columns=(None, T(N_("Renting")), T(N_("Buying")), T(N_("API"))),
        rows=((T(N_("Fleet for the planned volume")), *[fleet(rt) for rt in routes]),
              (T(N_("Per month, one replica")), *[cell(rt, rt.usd_per_month_per_replica) if rt.name != "api"
                                                   else T(N_("pay per token")) for rt in routes]),
              (T(N_("Per month, whole fleet")), *[cell(rt, rt.usd_per_month) for rt in routes]),
              (T(N_("Range per month")), *[band(rt, rt.usd_per_month_band, rt.usd_per_month) for rt in routes]),
              (T(N_("Per million tokens")), *[Q(rt.usd_per_month / tok * 1e6 * r.cost.domestic_currency_factor, "money", 2)
                                              if rt.available and tok >= 1 else dash for rt in routes]),
              (T(N_("Over {n} months"), {"n": n}), *[cell(rt, rt.term_usd) for rt in routes]),
              (T(N_("Range over the term")), *[band(rt, rt.term_usd_band, rt.term_usd) for rt in routes])),
        widths=(2.0, 1.2, 1.2, 1.2), highlight=frozenset({(5, win), (6, win)}) if win else frozenset(),
        title=T(N_("The three routes side by side, whole fleet")))


def cost_section(ev: Evaluation) -> Section:
    s, r, d = ev.scenario, ev.result, ev.decision
    c, hw = r.cost, s.hardware
    if not r.fit.usable:
        return not_run_section(N_("Cost"), s, r)
    own_note = (T(N_("Owned: no purchase price is set for this GPU, so ownership is not costed (power alone "
                     "would be {p} per month)."),
                  {"p": money_home(c.own_power_usd_per_month, r)}) if hw.purchase_price_per_gpu is None else
                T(N_("Owned: purchase of {price} per GPU plus {share} for the rest of the server, amortised "
                     "over {y} years ({capex} per month), plus power at {w} W per GPU, its share of the node's "
                     "rating ({p}), and hosting. Purchase price: {source}."),
                  {"price": money_home(hw.purchase_price_per_gpu, r), "share": Q(hw.server_share, "fraction"),
                   "y": Q(hw.amortization_years, "num"), "capex": money_home(c.own_capex_usd_per_month, r),
                   "w": Q(c.power_per_gpu_w, "int"), "p": money_home(c.own_power_usd_per_month, r),
                   "source": Quoted(hw.purchase_source) if hw.purchase_source else T(N_("set by the user"))}))
    if d is not None:
        be = d.break_even_tokens_per_month
        api = d.routes["api"]
        be_text = (T(N_("not shown: {why}"), {"why": T(WHY_LEFT_OUT.get(api.reason, N_("no API price")))})
                   if not api.available else T(OUT_OF_REACH) if be is None else
                   joined(T(N_("{t} per month, held over the term"), {"t": Q(be, "big", noun="tokens")}),
                          alternation_text(d), band_text(d.break_even_band, r, "tokens")))
        table = _route_table(s, r, d)
    else:
        be_text = T(N_("not shown: a price is missing"))
        table = None
    facts = KeyValues((
        (T(N_("Break-even volume")), be_text),
        (T(N_("Blended API price")), T(N_("{p} per million tokens"), {"p": Q(c.api_usd_per_mtok * c.currency_factor,
                                                                             "money", 2)})
         if c.api_usd_per_mtok is not None else T(N_("no API price known for this model: enter one"))),
        (T(N_("One replica carries")), T(N_("{t} per month at {u} utilisation"), {
            "t": Q(c.replica_tokens_per_month, "tokens", noun="tokens"), "u": Q(s.workload.utilization, "fraction")})),
    ))
    blocks: list[Block] = [
        Paragraph(workload_sentence(ev), "lead"), *([table] if table else []), Paragraph(own_note, "note"), facts,
        Figure("cost", cost_series(ev), T(N_("Monthly cost against monthly tokens (log scales): the API "
                                                "grows with volume; self-hosting rises in steps as replicas "
                                                "are added.")), height=0.5)]
    if s.pricing.currency == "BRL" and s.taxes.jurisdiction == "BR":
        blocks.insert(3, Paragraph(T(N_("Amounts in reais at R$ {rate} per US$."),
                                     {"rate": Q(s.pricing.brl_per_usd, "num", 2)}), "note"))
    if s.taxes.jurisdiction == "BR":
        blocks.insert(3, Paragraph(tax_note(s), "note"))
    if s.pricing.currency == "BRL" and s.pricing.fx_band_percent:
        blocks.insert(3, Paragraph(T(N_("Ranges in reais include the exchange rate moving {fx} either way over the "
                                        "term (a stated assumption). Every route is priced in dollars, so the rate "
                                        "moves them alike: it changes the amounts, not which route is cheapest."),
                                     {"fx": Q(s.pricing.fx_band_percent / 100, "fraction")}), "note"))
    return Section(T(N_("Cost")), tuple(blocks), new_page=True)


def storage_section(s: Scenario, r: Result) -> Section:
    st = r.storage
    kv = KeyValues((
        (T(N_("Checkpoint size")), T("{gb} ({gib})", {"gb": Q(st.checkpoint_bytes, "bytes_gb"),
                                                                 "gib": Q(st.checkpoint_bytes, "bytes_gib", 0)}, translate=False)),
        *((T(N_("Download at {v}"), {"v": Q(g, "gbps")}), Q(sec, "seconds"))
          for g, sec in st.download_seconds_by_gbps.items()),
        (T(N_("Fast NVMe to plan")), T(N_("{v} per node: checkpoint plus room for a second copy and swap"),
                                       {"v": Q(st.nvme_bytes, "bytes_gb")})),
    ))
    return Section(T(N_("Storage and download")), (kv,))


def recipe_section(s: Scenario, r: Result | None = None) -> Section:
    engine = s.serving.engine
    facts = facts_for(s.model.id, engine)
    name = ENGINES.get(engine, engine)
    commands = command_blocks(s, r) if r is not None else ()
    if not facts:
        return Section(T(N_("Serving recipe")), commands + (
            Paragraph(T(N_("No serving-recipe facts are recorded for {model} on {engine}."),
                        {"model": s.model.name, "engine": name}), "note"),))
    blocks: list = [*commands, Paragraph(T(N_("Facts for {model} on {engine}."), {"model": s.model.name, "engine": name}))]
    blocks += [Code(f.command) for f in facts if f.command]
    sources = sorted({f.source for f in facts})
    if len(sources) == 1:
        blocks.append(Table(columns=(T(N_("Topic")), T(N_("Fact"))),
                            rows=tuple((T(f.topic), T(f.fact)) for f in facts), widths=(1.2, 4.6), small=True))
        src = T(sources[0]) if sources[0] == SEED_004 else Quoted(sources[0])
        blocks.append(Paragraph(T(N_("Source: {s}."), {"s": src}), "note"))
    else:
        blocks.append(Table(columns=(T(N_("Topic")), T(N_("Fact")), T(N_("Source"))),
                            rows=tuple((T(f.topic), T(f.fact), T(f.source) if f.source == SEED_004 else Quoted(f.source))
                                       for f in facts),
                            widths=(1.1, 3.4, 1.6), small=True))
    return Section(T(N_("Serving recipe")), tuple(blocks))


def build_report(ev: Evaluation, meta: Mapping[str, str] | None = None) -> Report:
    """The report content for one scenario's evaluation. ``meta``: organization, author, date (ISO) overrides."""
    from k3desk.report.operations import operations_section

    meta = dict(meta or {})
    now = local_now()
    s, r = ev.scenario, ev.result
    fig = figures(ev)
    note = not_entered_note(s) if r.fit.usable else None   # a cost counted as 0 because nobody entered it
    basis = (basis_note(s),) if r.fit.usable else ()        # the rate, the months, before or after income tax
    cover = Cover(title=T(N_("Self-hosting sizing report")), subtitle=s.name,
                  verdict=(fig.verdict, *basis) + ((note,) if note is not None else ()),
                  cards=fig.cards, facts=cover_facts(meta, now), prepared=cover_date(meta, now), notes=s.notes.strip(),
                  glance=glance(ev))
    scale = production_section(ev)   # a production layout's roles, links, power and racks
    load = latency_section(ev)       # the latency under the load at the peak
    sections = (inputs_section(s, r), memory_section(s, r), throughput_section(s, r),
                *((load,) if load is not None else ()),
                *((scale,) if scale is not None else ()), cost_section(ev),
                term_section(ev), finance_section(ev), operations_section(ev), storage_section(s, r), recipe_section(s, r),
                bom_section(ev), rfq_section(ev), sources_section([ev]))
    return Report(kind="scenario", header=s.name, cover=cover, sections=sections, currency=s.pricing.currency,
                  generated=now.isoformat(timespec="seconds"), meta=meta)
