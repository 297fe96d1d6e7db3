"""``k3desk advise``: the cheapest configurations that carry a scenario's workload, as a table or JSON.

    k3desk advise [SCENARIO] [--set ...] [--max-usd-month X] [--min-tok-s X] [--max-ttft-s X]
                  [--max-ttft-p99-s S] [--max-tpot-p99-s S]
                  [--vendor NAME]... [--gpu ID]... [--max-gpus N] [--one-node] [--rent-only | --own-only]
                  [--checkpoint-only] [--rank-by BASIS] [--top N] [--why] [--json]

The rows are the window's: the one evaluation's ranking (``Evaluation.ranking``), each option priced as
the decision prices the route it becomes once applied (the fleet for the peak hour plus the spares, the
buyer's taxes, maintenance and staff; month 1, the term and its present value) and ranked by
``--rank-by`` (month 1 unless told); an option of a route the buyer's rules leave out (renting abroad
when data must stay in Brazil) is not offered, and the API's reference is the decision's API route.

Nothing meeting the constraints is an answer, not an error: exit 0, no options, one line naming the
constraint nothing meets. A bad constraint exits 2 with one line. The measurement library
(``k3desk measurement``) re-anchors the options near a run, as it anchors ``calc``: the JSON gives each
option's ``anchor``, the table marks its speed with a dagger, the CSV names it; a library that cannot be
read leaves the options unanchored, with calc's one-line note on stderr.
"""

from __future__ import annotations

import json

# cli.py imports this module to build its parser, so the search and its wording (~0.7 s with the
# core) are imported inside the functions that use them: ``k3desk --version`` stays instant.

# ``session.ranking.RANKINGS`` (named here so building the parser imports nothing; a test holds them equal)
RANK_BY = ("usd_per_month", "term_usd", "npv_usd")


def _split(values: list[str]) -> tuple[str, ...]:
    return tuple(v.strip().lower() for item in values for v in item.split(",") if v.strip())


def add_parser(sub, scenario_args, lang_args=None) -> None:
    p = sub.add_parser("advise", help="find the cheapest configurations that meet the need")
    scenario_args(p)
    p.add_argument("--max-usd-month", type=float, metavar="USD", help="monthly budget for the planned volume")
    p.add_argument("--min-tok-s", type=float, metavar="X", help="minimum decode tokens/s per user")
    p.add_argument("--max-ttft-s", type=float, metavar="S", help="maximum time to first token, seconds")
    p.add_argument("--max-ttft-p99-s", type=float, metavar="S",
                   help="first token within S seconds for 99%% of requests under the peak load (the percentile: "
                        "constraints.latency_percentile); each fleet is sized so its estimate stays under it by "
                        "the model's typical error")
    p.add_argument("--max-tpot-p99-s", type=float, metavar="S",
                   help="time per output token within S seconds for 99%% of requests under the peak load, with the "
                        "model's typical error to spare")
    p.add_argument("--vendor", action="append", default=[], help="allowed GPU vendor, e.g. nvidia,amd (repeatable)")
    p.add_argument("--gpu", action="append", default=[], help="allowed GPU id, e.g. h200,b200 (repeatable)")
    p.add_argument("--max-gpus", type=int, metavar="N", help="at most N GPUs in all, replicas included")
    p.add_argument("--one-node", action="store_true", help="only configurations that fit one node")
    own = p.add_mutually_exclusive_group()
    own.add_argument("--rent-only", action="store_true")
    own.add_argument("--own-only", action="store_true")
    p.add_argument("--checkpoint-only", action="store_true", help="no formats that need a quantized checkpoint")
    p.add_argument("--rank-by", choices=RANK_BY, default=RANK_BY[0],
                   help="the decision's cost to rank by: month 1 (default), the term's total, or its present value")
    p.add_argument("--top", type=int, default=10, metavar="N", help="rows in the table (default 10)")
    p.add_argument("--why", action="store_true", help="say why each GPU type was dropped")
    p.add_argument("--json", action="store_true")
    p.add_argument("--format", choices=("table", "json", "csv"), default=None,
                   help="csv: the options, one per row (RFC 4180; with --lang pt_BR ';' and decimal commas)")
    if lang_args is not None:
        lang_args(p)


def constraints_from(args):
    from k3desk.core.advisor.space import Constraints

    return Constraints(
        min_tok_s=args.min_tok_s, max_ttft_s=args.max_ttft_s, max_usd_month=args.max_usd_month,
        max_ttft_p99_s=args.max_ttft_p99_s, max_tpot_p99_s=args.max_tpot_p99_s,
        vendors=_split(args.vendor), gpus=_split(args.gpu), max_gpus=args.max_gpus, one_node=args.one_node,
        ownership="rent" if args.rent_only else "own" if args.own_only else "any",
        quantized=not args.checkpoint_only)


def priced_json(p) -> dict | None:
    """One ranked option: the search's figures (``Option.to_json``: one replica at the average load, before
    the buyer's taxes) and the decision's for its whole fleet, as the window shows them."""
    if p is None:
        return None
    o = p.option
    return {**o.to_json(), "self_host_fleet_usd_per_month": o.usd_per_month,
            "usd_per_month": p.usd_per_month, "term_usd": p.term_usd, "npv_usd": p.npv_usd,
            "landed_usd_per_mtok": p.usd_per_mtok, "fleet_replicas": p.replicas,
            "fleet_replicas_final": p.replicas_final}


def answer_line(ranking):
    """The one line instead of rows: the limit nothing meets, or the rule that left every option out."""
    from k3desk.report.advice import left_out_by_rule, nothing_meets

    line = nothing_meets(ranking.advice)
    return line if line is not None or ranking.rows else left_out_by_rule(ranking)


def advice_json(ranking, ev) -> dict:
    """``advise --json``: the ranked rows (cheapest first by ``ranked_by``), the decision's API route as the
    reference (None when left out or unpriced, ``api_left_out`` saying why), and the search."""
    from k3desk.report.advice import api_reference, dropped_reason, english, left_out_by_rule

    adv, cat, rows, by = ranking.advice, ev.catalog, ranking.rows, ranking.by
    line = answer_line(ranking)
    rt = ev.full_decision.routes["api"] if ev.full_decision is not None else None
    api = api_reference(rt)
    rule = left_out_by_rule(ranking)
    fastest = max(rows, key=lambda p: (p.option.decode_per_sequence, -p.cost(by)), default=None)
    return {
        "api": None if api is None else {"usd_per_month": api[0], "term_usd": api[1], "npv_usd": api[2]},
        "api_left_out": None if rt is None or rt.available else rt.reason,
        "ranked_by": by,
        "options": [priced_json(p) for p in rows],
        "cheapest": priced_json(ranking.cheapest),
        "fastest": priced_json(fastest),
        "left_out": None if rule is None else {"ownership": sorted(ranking.left_out),
                                               "options": ranking.left_out_options, "text": english(rule)},
        "searched": adv.searched,
        "elapsed_s": round(adv.elapsed_s, 6),
        "nothing_meets": english(line) if line else None,
        "dropped": [{"gpu": d.gpu, "reason": d.reason, "value": d.value, "limit": d.limit,
                     "within": d.within, "text": english(dropped_reason(d, cat.gpus[d.gpu].name))} for d in adv.dropped],
    }


def advice_table(ranking, top: int, why: bool, cat, months: int, lang: str = "en") -> str:
    """The ``k3desk advise`` table, in English or (``--lang pt_BR``) Portuguese with Brazilian numbers;
    amounts in US$ as the window shows them (the decision's, for the whole fleet, taxes included)."""
    from k3desk.cli.table import writer
    from k3desk.report.advice import (
        ANCHOR_MARK,
        anchored_legend,
        dropped_reason,
        formats_short,
        gpu_label,
        left_out_by_rule,
        ownership_label,
        serving_label,
    )
    from k3desk.report.model import N_, Q, T

    say = writer(lang)
    adv = ranking.advice
    line = answer_line(ranking)
    basis = {"usd_per_month": N_("month 1"), "term_usd": N_("the term's total"), "npv_usd": N_("the present value")}
    out = []
    if line:
        out.append(say(line))
    else:
        shown = ranking.rows[:top]
        gw = max([16] + [len(f"{p.option.gpu_count}x {gpu_label(p.option)}") for p in shown])
        ow = max([4] + [len(say(ownership_label(p.option))) for p in shown])
        h = [say(T(x)) for x in (N_("GPUs"), N_("serving"), N_("formats"), N_("US$/month"), N_("US$/term"),
                                  N_("US$/Mtok"), N_("tok/s/user"), N_("TTFT"), N_("replicas"))]
        out.append(f"{'#':>3}  {h[0]:<{gw}} {h[1]:<34} {h[2]:<34} {'':<{ow}} {h[3]:>11} {h[4]:>13} {h[5]:>9} "
                   f"{h[6]:>10} {h[7]:>8} {h[8]:>8}")

        def money(v, kind="int"):
            return say(T(N_("n/a"))) if v is None else say(Q(v, kind, 2) if kind == "num" else Q(v, kind))

        for i, p in enumerate(shown, 1):
            o = p.option
            gpus = f"{o.gpu_count}x {gpu_label(o)}"
            mark = "*" if o.pareto else " "
            speed = say(Q(o.decode_per_sequence, 'num', 1)) + (ANCHOR_MARK if o.anchor is not None else "")
            out.append(f"{i:>3}{mark} {gpus:<{gw}} {say(serving_label(o)):<34.34} {say(formats_short(o)):<34.34} "
                       f"{say(ownership_label(o)):<{ow}} {money(p.usd_per_month):>11} {money(p.term_usd):>13} "
                       f"{money(p.usd_per_mtok, 'num'):>9} {speed:>10} {say(Q(o.ttft_s, 'seconds')):>8} "
                       f"{p.replicas if p.replicas is not None else '-':>8}")
        out.append(say(T(N_("({n} options meet the need, cheapest first by {basis}; * on the cost-speed front; "
                            "US$ as the buyer pays for the whole fleet, the peak hour's volume plus the spare "
                            "replicas, taxes, maintenance and staff included: month 1 and the {months}-month term; "
                            "formats: experts / rest, KV cache; 'quantized' needs a quantized checkpoint)"),
                         {"n": Q(len(ranking.rows), "int"), "basis": T(basis[ranking.by]),
                          "months": Q(months, "int")})))
        rule = left_out_by_rule(ranking)   # the options the buyer's rules keep out, named once
        if rule is not None:
            out.append(say(rule))
        out += [say(line) for line in anchored_legend([p.option for p in shown])]
    if why:
        out += [say(dropped_reason(d, cat.gpus[d.gpu].name)) for d in adv.dropped if d.reason != "not_allowed"]
    out.append(say(T(N_("searched {n} configurations in {ms} ms"), {"n": Q(adv.searched, "int"),
                                                                    "ms": Q(adv.elapsed_s * 1000, "int")})))
    return "\n".join(out)


_FLAGS = {"min_tok_s": "--min-tok-s", "max_ttft_s": "--max-ttft-s", "max_usd_month": "--max-usd-month",
          "max_ttft_p99_s": "--max-ttft-p99-s", "max_tpot_p99_s": "--max-tpot-p99-s",
          "max_gpus": "--max-gpus", "gpus": "--gpu", "vendors": "--vendor"}


def cmd_advise(args, load_scenario_arg, catalog=None, lang: str = "en") -> int:
    """``catalog``: the catalog every GPU is priced from (an organisation profile's negotiated prices);
    ``lang``: the language of the table and the CSV's form."""
    from k3desk.cli.measurement import library_for_compute
    from k3desk.core.advisor.space import ConstraintError
    from k3desk.core.catalog import load_catalog
    from k3desk.session import evaluate

    if args.top < 1:
        raise ConstraintError(f"--top: must be at least 1, got {args.top}")
    scenario = load_scenario_arg(args.scenario, args.sets)
    cat = catalog or load_catalog()
    try:
        constraints = constraints_from(args)
        # the one evaluation's ranking, as the window shows it: your runs anchor the options
        ev = evaluate(scenario, cat, measurements=library_for_compute())
        ranking = ev.ranking(constraints, args.rank_by)
    except ConstraintError as exc:
        field, _, rest = str(exc).partition(":")
        raise ConstraintError(f"{_FLAGS.get(field, field)}:{rest}") from None
    if args.format == "csv":
        from k3desk.cli.csv_out import advice_csv, write_csv

        write_csv(advice_csv(ranking), lang)
    elif args.json or args.format == "json":
        print(json.dumps(advice_json(ranking, ev), indent=2, allow_nan=False))
    else:
        print(advice_table(ranking, args.top, args.why, cat, scenario.pricing.horizon_months, lang))
    return 0
