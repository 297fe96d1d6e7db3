"""Keep the quick loop quick: list the tests that take 0.3 s or more as ``slow``.

    python3 dev.py test -m "not slow" --durations=0 -p no:randomly > quick.log
    python tools/slow_tests.py quick.log        # rewrites tests/slow_by_timing.txt

``tests/conftest.py`` gives every test listed in ``tests/slow_by_timing.txt`` the ``slow`` mark, so the
quick loop (``-m "not slow"``) leaves it out and CI, which runs everything, still runs it. A test is
listed when its setup, call and teardown together took at least :data:`LIMIT` seconds in the log (on
the 2-core development machine); tests already marked ``slow`` in their files never reach the log.
"""

from __future__ import annotations

import collections
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIST = ROOT / "tests" / "slow_by_timing.txt"
LIMIT = 0.3
_LINE = re.compile(r"\s*([\d.]+)s (?:call|setup|teardown)\s+(\S+)")


def measured(log: str) -> dict[str, float]:
    per: dict[str, float] = collections.Counter()
    for line in log.splitlines():
        m = _LINE.match(line)
        if m:
            per[m.group(2)] += float(m.group(1))
    return dict(per)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__)
        return 2
    per = measured(Path(argv[1]).read_text(encoding="utf-8", errors="replace"))
    if not per:
        raise SystemExit("no durations in the log: run pytest with --durations=0")
    # the listed test ids (the header's words are not tests)
    keep = {line.strip() for line in LIST.read_text(encoding="utf-8").splitlines() if "::" in line} if LIST.exists() else set()
    slow = sorted({t for t, s in per.items() if s >= LIMIT} | {t for t in keep if t not in per})
    head = f"# tests of {LIMIT} s or more in the quick loop: marked slow (tools/slow_tests.py rewrites this list)\n"
    LIST.write_text(head + "".join(f"{t}\n" for t in slow), encoding="utf-8")
    print(f"{len(slow)} tests listed; the quick loop keeps {sum(s for t, s in per.items() if t not in slow):.0f} s of "
          f"{sum(per.values()):.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
