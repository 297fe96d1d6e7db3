"""``k3desk advise``: the cheapest configurations that carry a scenario's workload, as a table or JSON.

    k3desk advise [SCENARIO] [--set ...] [--max-usd-month X] [--min-tok-s X] [--max-ttft-s X]
                  [--vendor NAME]... [--gpu ID]... [--max-gpus N] [--one-node] [--rent-only | --own-only]
                  [--checkpoint-only] [--top N] [--why] [--json]

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

def _split(values: list[str]) -> tuple[str, ...]:
    return tuple(v.strip().lower() for item in values for v in item.split(",") if v.strip())


def add_parser(sub, scenario_args, lang_args=None) -> None:
    p = sub.add_parser("advise", help="find the cheapest configurations that meet the need")
    scenario_args(p)
    p.add_argument("--max-usd-month", type=float, metavar="USD", help="monthly budget for the planned volume")
    p.add_argument("--min-tok-s", type=float, metavar="X", help="minimum decode tokens/s per user")
    p.add_argument("--max-ttft-s", type=float, metavar="S", help="maximum time to first token, seconds")
    p.add_argument("--vendor", action="append", default=[], help="allowed GPU vendor, e.g. nvidia,amd (repeatable)")
    p.add_argument("--gpu", action="append", default=[], help="allowed GPU id, e.g. h200,b200 (repeatable)")
    p.add_argument("--max-gpus", type=int, metavar="N", help="at most N GPUs in all, replicas included")
    p.add_argument("--one-node", action="store_true", help="only configurations that fit one node")
    own = p.add_mutually_exclusive_group()
    own.add_argument("--rent-only", action="store_true")
    own.add_argument("--own-only", action="store_true")
    p.add_argument("--checkpoint-only", action="store_true", help="no formats that need a quantized checkpoint")
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
        vendors=_split(args.vendor), gpus=_split(args.gpu), max_gpus=args.max_gpus, one_node=args.one_node,
        ownership="rent" if args.rent_only else "own" if args.own_only else "any",
        quantized=not args.checkpoint_only)


def advice_json(adv, cat, scenario) -> dict:
    from k3desk.core.money.decision import api_reference
    from k3desk.report.advice import dropped_reason, english, nothing_meets

    line = nothing_meets(adv)
    api = api_reference(scenario)

    def option(o):   # the fleet for the planned volume (usd_per_month counts every replica)
        return None if o is None else {**o.to_json(), "self_host_fleet_usd_per_month": o.usd_per_month}

    return {
        "api": None if api is None else {"usd_per_month": api[0], "term_usd": api[1]},
        "ranked_by": "usd_per_month",
        "options": [option(o) for o in adv.options],
        "cheapest": option(adv.cheapest),
        "fastest": option(adv.fastest),
        "searched": adv.searched,
        "elapsed_s": round(adv.elapsed_s, 6),
        "nothing_meets": english(line) if line else None,
        "dropped": [{"gpu": d.gpu, "reason": d.reason, "value": d.value, "limit": d.limit,
                     "text": english(dropped_reason(d, cat.gpus[d.gpu].name))} for d in adv.dropped],
    }


def advice_table(adv, top: int, why: bool, cat, lang: str = "en") -> str:
    """The ``k3desk advise`` table, in English or (``--lang pt_BR``) Portuguese with Brazilian numbers;
    amounts in US$ as the search prices them (the JSON and the window add the buyer's taxes)."""
    from k3desk.cli.table import writer
    from k3desk.report.advice import (
        ANCHOR_MARK,
        anchored_legend,
        dropped_reason,
        formats_short,
        gpu_label,
        nothing_meets,
        ownership_label,
        serving_label,
    )
    from k3desk.report.model import N_, Q, T

    say = writer(lang)
    line = nothing_meets(adv)
    out = []
    if line:
        out.append(say(line))
    else:
        shown = adv.options[:top]
        gw = max([16] + [len(f"{o.gpu_count}x {gpu_label(o)}") for o in shown])
        ow = max([4] + [len(say(ownership_label(o))) for o in shown])
        h = [say(T(x)) for x in (N_("GPUs"), N_("serving"), N_("formats"), N_("US$/month"), N_("US$/Mtok"),
                                  N_("tok/s/user"), N_("TTFT"), N_("replicas"))]
        out.append(f"{'#':>3}  {h[0]:<{gw}} {h[1]:<34} {h[2]:<34} {'':<{ow}} {h[3]:>11} {h[4]:>9} {h[5]:>10} {h[6]:>8} "
                   f"{h[7]:>8}")
        for i, o in enumerate(shown, 1):
            gpus = f"{o.gpu_count}x {gpu_label(o)}"
            mtok = say(T(N_("n/a"))) if o.usd_per_mtok is None else say(Q(o.usd_per_mtok, "num", 2))
            mark = "*" if o.pareto else " "
            speed = say(Q(o.decode_per_sequence, 'num', 1)) + (ANCHOR_MARK if o.anchor is not None else "")
            out.append(f"{i:>3}{mark} {gpus:<{gw}} {say(serving_label(o)):<34.34} {say(formats_short(o)):<34.34} "
                       f"{say(ownership_label(o)):<{ow}} {say(Q(o.usd_per_month, 'int')):>11} {mtok:>9} "
                       f"{speed:>10} {say(Q(o.ttft_s, 'seconds')):>8} {o.replicas:>8}")
        out.append(say(T(N_("({n} options meet the need; * on the cost-speed front; US$ per month for the planned "
                            "volume, replicas included; formats: experts / rest, KV cache; 'quantized' needs a "
                            "quantized checkpoint)"), {"n": Q(len(adv.options), "int")})))
        out += [say(line) for line in anchored_legend(shown)]
    if why:
        out += [say(dropped_reason(d, cat.gpus[d.gpu].name)) for d in adv.dropped if d.reason != "not_allowed"]
    out.append(say(T(N_("searched {n} configurations in {ms} ms"), {"n": Q(adv.searched, "int"),
                                                                    "ms": Q(adv.elapsed_s * 1000, "int")})))
    return "\n".join(out)


_FLAGS = {"min_tok_s": "--min-tok-s", "max_ttft_s": "--max-ttft-s", "max_usd_month": "--max-usd-month",
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
        # the one evaluation's Advisor search: your runs anchor the options
        adv = evaluate(scenario, cat, measurements=library_for_compute()).advice(constraints)
    except ConstraintError as exc:
        field, _, rest = str(exc).partition(":")
        raise ConstraintError(f"{_FLAGS.get(field, field)}:{rest}") from None
    if args.format == "csv":
        from k3desk.cli.csv_out import advice_csv, write_csv

        write_csv(advice_csv(adv), lang)
    elif args.json or args.format == "json":
        print(json.dumps(advice_json(adv, cat, scenario), indent=2, allow_nan=False))
    else:
        print(advice_table(adv, args.top, args.why, cat, lang))
    return 0

