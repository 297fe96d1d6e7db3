"""The decision of one edit on the paths that cost the most: volume growth, an API price trend, both at
a 60-month term, and an Automatic GPU count (medians, milliseconds; goal <= 5 ms each).

    python benchmarks/decision_growth.py          one line per path: name and median
    python benchmarks/decision_growth.py --json   one JSON object
    python benchmarks/decision_growth.py --best   the fastest run of each (on a machine others load)

Each path is one ``decide`` call on an already computed result (the window's edit recomputes the
result, then decides): the routes, their corners, the break-even and the flips.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

LONG = ["pricing.horizon_months=60"]
GROWTH = ["workload.volume_growth_per_month=0.05"]
TREND = ["pricing.api_price_change_per_year=-0.3"]
PATHS = {
    "flat": [],
    "growth": [*LONG, *GROWTH],
    "trend": [*LONG, *TREND],
    "growth_trend": [*LONG, *GROWTH, *TREND],
    "growth_trend_discount": [*LONG, *GROWTH, *TREND, "finance.discount_rate_per_year=0.15"],
    "growth_trend_peaks": [*LONG, *GROWTH, *TREND, "workload.peak_to_average=3", "workload.peak_hours_per_day=4"],
    "automatic": ["hardware.gpu_count=auto"],
    "automatic_growth_trend": ["hardware.gpu_count=auto", *LONG, *GROWTH, *TREND],
    "automatic_scale": ["model=deepseek-v3", "hardware.gpu=h200", "hardware.gpu_count=auto",
                        "workload.tokens_per_month=1e12", *LONG, *GROWTH, *TREND],
}


def samples_ms(fn, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1e3)
    return out


def measure(sets: list[str], repeat: int = 41, best: bool = False) -> float:
    from k3desk.core import compute
    from k3desk.core.catalog import load_catalog
    from k3desk.core.edit import apply_sets
    from k3desk.core.money.decision import decide
    from k3desk.core.presets import default_scenario

    cat = load_catalog()
    s = apply_sets(default_scenario(cat), sets, cat)
    r = compute(s, cat)
    decide(s, r, cat)   # warm the layout tables an Automatic count reads
    got = samples_ms(lambda: decide(s, r, cat), repeat)
    return min(got) if best else statistics.median(got)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--repeat", type=int, default=41)
    ap.add_argument("--best", action="store_true", help="the fastest run instead of the median (a busy machine)")
    args = ap.parse_args()
    out = {name: round(measure(sets, args.repeat, args.best), 3) for name, sets in PATHS.items()}
    if args.json:
        print(json.dumps(out))
    else:
        for name, ms in out.items():
            print(f"{name:24s} {ms:8.3f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
