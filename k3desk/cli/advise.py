"""``k3desk advise``: the cheapest configurations that carry a scenario's workload, as a table or JSON.

    k3desk advise [SCENARIO] [--set ...] [--max-usd-month X] [--min-tok-s X] [--max-ttft-s X]
                  [--vendor NAME]... [--gpu ID]... [--max-gpus N] [--one-node] [--rent-only | --own-only]
                  [--checkpoint-only] [--top N] [--why] [--json]

Nothing meeting the constraints is an answer, not an error: exit 0, no options, one line naming the
constraint nothing meets. A bad constraint exits 2 with one line.
"""

from __future__ import annotations

import json

# cli.py imports this module to build its parser, so the search and its wording (~0.7 s with the
# core) are imported inside the functions that use them: ``k3desk --version`` stays instant.

def _split(values: list[str]) -> tuple[str, ...]:
    return tuple(v.strip().lower() for item in values for v in item.split(",") if v.strip())


def add_parser(sub, scenario_args) -> None:
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


def constraints_from(args):
    from k3desk.core.advise_space import Constraints

    return Constraints(
        min_tok_s=args.min_tok_s, max_ttft_s=args.max_ttft_s, max_usd_month=args.max_usd_month,
        vendors=_split(args.vendor), gpus=_split(args.gpu), max_gpus=args.max_gpus, one_node=args.one_node,
        ownership="rent" if args.rent_only else "own" if args.own_only else "any",
        quantized=not args.checkpoint_only)


def advice_json(adv, cat, scenario) -> dict:
    from k3desk.core.routes import api_reference
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


def advice_table(adv, top: int, why: bool, cat) -> str:
    from k3desk.report.advice import (
        dropped_reason,
        english,
        formats_short,
        gpu_label,
        nothing_meets,
        ownership_label,
        serving_label,
    )

    line = nothing_meets(adv)
    out = []
    if line:
        out.append(english(line))
    else:
        shown = adv.options[:top]
        gw = max([16] + [len(f"{o.gpu_count}x {gpu_label(o)}") for o in shown])
        head = f"{'#':>3}  {'GPUs':<{gw}} {'serving':<34} {'formats':<34} {'':<4} {'US$/month':>11} " \
               f"{'US$/Mtok':>9} {'tok/s/user':>10} {'TTFT':>8} {'replicas':>8}"
        out.append(head)
        for i, o in enumerate(shown, 1):
            gpus = f"{o.gpu_count}x {gpu_label(o)}"
            mtok = "n/a" if o.usd_per_mtok is None else f"{o.usd_per_mtok:,.2f}"
            ttft = f"{o.ttft_s * 1000:,.0f} ms" if o.ttft_s < 1 else f"{o.ttft_s:,.1f} s"
            mark = "*" if o.pareto else " "
            out.append(f"{i:>3}{mark} {gpus:<{gw}} {english(serving_label(o)):<34.34} {english(formats_short(o)):<34.34} "
                       f"{english(ownership_label(o)):<4} {o.usd_per_month:>11,.0f} {mtok:>9} "
                       f"{o.decode_per_sequence:>10,.1f} {ttft:>8} {o.replicas:>8}")
        out.append(f"({len(adv.options)} options meet the need; * on the cost-speed front; US$ per month for "
                   f"the planned volume, replicas included; formats: experts / rest, KV cache; 'quantized' needs "
                   f"a quantized checkpoint)")
    if why:
        out += [english(dropped_reason(d, cat.gpus[d.gpu].name)) for d in adv.dropped if d.reason != "not_allowed"]
    out.append(f"searched {adv.searched:,} configurations in {adv.elapsed_s * 1000:,.0f} ms")
    return "\n".join(out)


_FLAGS = {"min_tok_s": "--min-tok-s", "max_ttft_s": "--max-ttft-s", "max_usd_month": "--max-usd-month",
          "max_gpus": "--max-gpus", "gpus": "--gpu", "vendors": "--vendor"}


def cmd_advise(args, load_scenario_arg) -> int:
    from k3desk.core.advise import advise
    from k3desk.core.advise_space import ConstraintError
    from k3desk.core.catalog import load_catalog

    if args.top < 1:
        raise ConstraintError(f"--top: must be at least 1, got {args.top}")
    scenario = load_scenario_arg(args.scenario, args.sets)
    cat = load_catalog()
    try:
        adv = advise(scenario, constraints_from(args), cat)
    except ConstraintError as exc:
        field, _, rest = str(exc).partition(":")
        raise ConstraintError(f"{_FLAGS.get(field, field)}:{rest}") from None
    if args.json:
        print(json.dumps(advice_json(adv, cat, scenario), indent=2, allow_nan=False))
    else:
        print(advice_table(adv, args.top, args.why, cat))
    return 0

