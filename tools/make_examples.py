"""Generate the example scenarios in ``resources/scenarios/`` (File ▸ Open Example, ``k3desk calc <id>``).

Every example is built from the catalog with ``presets.build_scenario`` and ``edit.set_path``, the
same code paths the command line uses, and written in the current scenario envelope. ``saved_at`` is
a fixed date so running the script twice gives byte-identical files (``--check`` verifies that the
committed files are up to date, e.g. after a catalog change).

    python3 tools/make_examples.py            # (re)write the files
    python3 tools/make_examples.py --check    # exit 1 if any file differs from what would be written
"""

from __future__ import annotations

import argparse
import sys
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from k3desk.core import compute  # noqa: E402
from k3desk.core.catalog import load_catalog  # noqa: E402
from k3desk.core.edit import set_path  # noqa: E402
from k3desk.core.presets import build_scenario  # noqa: E402
from k3desk.persistence import SUFFIX, atomic_write_text, dumps_scenario, read_scenario  # noqa: E402
from k3desk.report.example_notes import NOTES  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "resources" / "scenarios"
#: Fixed envelope date: the files must not change when nothing but the clock changed.
SAVED_AT = datetime(2026, 1, 15, 12, 0, 0, tzinfo=UTC)
#: Set explicitly so the examples do not change when the core's default workload does.
BASE_WORKLOAD = {"workload.context_tokens": 131_072, "workload.concurrent_sequences": 8}
#: The term of every example starts in a fixed month (dated taxes then apply the same next year).
START_MONTH = {"finance.start_month": "2027-01"}

# id, model, GPU, GPU count, name, extra edits (dotted path -> value); the notes, in English
# and translatable, are in k3desk/report/example_notes.py
EXAMPLES: list[tuple[str, str, str, int, str, dict]] = [
    ("k3-8x-b300", "kimi-k3", "b300", 8, "Kimi K3 · 8× B300", {}),
    ("k3-16x-h200", "kimi-k3", "h200", 16, "Kimi K3 · 16× H200", {}),
    ("k3-32x-h100", "kimi-k3", "h100-sxm", 32, "Kimi K3 · 32× H100", {}),
    ("k3-16x-b200", "kimi-k3", "b200", 16, "Kimi K3 · 16× B200", {}),
    ("k3-1m-context", "kimi-k3", "b300", 8, "Kimi K3 · 8× B300 · 1M tokens",
     {"workload.context_tokens": 1_048_576, "workload.prompt_tokens": 262_144, "workload.concurrent_sequences": 3}),
    ("k2.5-int4-8x-h200", "kimi-k2.5", "h200", 8, "Kimi K2.5 INT4 · 8× H200", {"workload.concurrent_sequences": 4}),
    ("deepseek-v3-8x-h200", "deepseek-v3", "h200", 8, "DeepSeek-V3 FP8 · 8× H200", {"workload.concurrent_sequences": 3}),
    # a Brazilian buyer in reais: the API paid abroad, a rental from a provider in Brazil, servers bought and
    # imported; the discount rate is the Selic (15% a year, Copom, 28 Jan 2026), to be replaced by the
    # company's own cost of capital
    ("k3-8x-b300-brl", "kimi-k3", "b300", 8, "Kimi K3 · 8× B300 · R$",
     {"taxes.jurisdiction": "BR", "pricing.currency": "BRL", "finance.local_currency": "BRL",
      "hardware.ownership": "own", "pricing.api_provider_location": "abroad",
      "pricing.rental_provider_location": "domestic", "pricing.payment_method": "remittance",
      "taxes.regime": "lucro_presumido", "taxes.hardware_route": "direct_import",
      "finance.discount_rate_per_year": 0.15, "hardware.spare_replicas": 1}),
]


def build(example) -> object:
    _id, model, gpu, count, name, edits = example
    notes = NOTES[_id]
    cat = load_catalog()
    s = build_scenario(model, gpu, count, name=name, catalog=cat)
    s = set_path(s, "notes", notes, cat)
    for path, value in {**BASE_WORKLOAD, **START_MONTH, **edits}.items():
        s = set_path(s, path, value, cat)
    return s


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="only compare, write nothing")
    args = ap.parse_args(argv)
    stale = []
    for example in EXAMPLES:
        scenario = build(example)
        result = compute(scenario)
        if not result.fit.fits:
            print(f"{example[0]}: does not fit; fix the example", file=sys.stderr)
            return 1
        text = dumps_scenario(scenario, saved_at=SAVED_AT)
        path = OUT / f"{example[0]}{SUFFIX}"
        current = path.read_text(encoding="utf-8") if path.is_file() else None
        if current == text:
            continue
        stale.append(path.name)
        if not args.check:
            OUT.mkdir(parents=True, exist_ok=True)
            atomic_write_text(path, text)
            assert read_scenario(path) == scenario  # round trip through the real reader
    if args.check and stale:
        print("out of date: " + ", ".join(stale), file=sys.stderr)
        return 1
    print(f"{len(EXAMPLES)} examples, {len(stale)} {'stale' if args.check else 'written'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
