"""The Advisor's options on the decision's money basis, ranked: one ranking per evaluation and limits.

Moved here from the figures layer so the Advisor's table, presentation mode's "cheapest" key and
``k3desk advise`` rank the same options the same way (with the buyer's measurements, taxes and the
term), and no presenter prices an option itself.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from k3desk.core.advisor.advise import Advice, Option
from k3desk.core.money.taxes import service_factor
from k3desk.core.scenario import Scenario

if TYPE_CHECKING:
    from k3desk.core.catalog import Catalog

#: What the Advisor ranks by, named as in ``advise --json``'s ``ranked_by`` and the decision's routes.
RANKINGS = ("usd_per_month", "term_usd")


@dataclass(frozen=True)
class Priced:
    """An option on the decision's money basis: USD as the buyer pays, for the whole fleet. A rental
    abroad carries the buyer's service taxes (``taxes.jurisdiction``), owned hardware does not (its
    import carries ``hardware.import_duty_percent``), so after "Use this" the window's cost card shows
    the same amount."""

    option: Option
    usd_per_month: float  # month 1, every replica
    term_usd: float | None  # the contract term: purchase, running costs and rentals, less the resale
    usd_per_mtok: float | None

    def cost(self, by: str) -> float:
        value = self.term_usd if by == "term_usd" else self.usd_per_month
        return math.inf if value is None else value


@dataclass(frozen=True)
class Ranking:
    """The search (``advice``: what was searched and dropped) and its options priced, cheapest first."""

    advice: Advice | None
    rows: tuple[Priced, ...]
    by: str

    @property
    def cheapest(self) -> Priced | None:
        return self.rows[0] if self.rows else None


def landed_usd_per_month(o: Option, s: Scenario) -> float:
    """The option's fleet in month 1 as the buyer pays it (the decision's ``usd_per_month``)."""
    return o.usd_per_month * (service_factor(s, s.pricing.rental_provider_location) if o.ownership == "rent" else 1.0)


def _term_usd(o: Option, s: Scenario, cat: Catalog, scenarios: dict) -> float | None:
    """The option's fleet over the term, as the decision costs a route (``core.money.tco.term_cost``:
    the purchase at month 0 with its duties, running costs, rentals with their taxes, the resale)."""
    from k3desk.core.edit import apply_option
    from k3desk.core.money.tco import Scales, term_cost
    from k3desk.core.sizing import replica_tokens_per_month

    if o.gpu not in scenarios:   # one GPU type's prices, power and hosting are the same for all its options
        try:
            scenarios[o.gpu] = apply_option(s, o, cat)
        except ValueError:   # the option would not make a valid scenario: no term figure, never a guess
            scenarios[o.gpu] = None
    if scenarios[o.gpu] is None:
        return None
    carry = o.replica_tokens or replica_tokens_per_month(s, o.decode_per_sequence, s.workload.concurrent_sequences,
                                                         o.ttft_s)
    t = term_cost(scenarios[o.gpu], o.gpu_count, carry, Scales(book_value=True))   # resale as the decision counts it
    curve = t.rent if o.ownership == "rent" else t.own
    return None if curve is None else curve[-1]


def priced(adv: Advice | None, s: Scenario, cat: Catalog) -> tuple[Priced, ...]:
    """Every option on the decision's money basis, in the search's order (see :func:`ranked`)."""
    scenarios: dict = {}
    tokens = s.workload.tokens_per_month
    out = []
    for o in adv.options if adv else ():
        month = landed_usd_per_month(o, s)
        out.append(Priced(option=o, usd_per_month=month, term_usd=_term_usd(o, s, cat, scenarios),
                          usd_per_mtok=month / tokens * 1e6 if tokens >= 1 else None))
    return tuple(out)


def ranked(rows: tuple[Priced, ...], by: str = "usd_per_month") -> tuple[Priced, ...]:
    """Cheapest first by the decision's cost per month or over the term (then faster, then fewer GPUs)."""
    if by not in RANKINGS:
        raise ValueError(f"rank by one of {', '.join(RANKINGS)}, not {by!r}")
    return tuple(sorted(rows, key=lambda p: (p.cost(by), -p.option.decode_per_sequence, p.option.gpu_count)))


def rank(s: Scenario, cat: Catalog, adv: Advice, by: str, left_out: frozenset[str] = frozenset()) -> Ranking:
    """Price and rank the Advisor's options for an evaluation's scenario and catalog (``Evaluation.ranking``;
    this module does not import the evaluation, which imports it). ``left_out``: the ownerships the buyer's
    rules leave out of the decision (renting abroad when data must stay in Brazil): no option of theirs is
    offered, as no route of theirs is weighed."""
    kept = adv if not left_out else replace(adv, options=tuple(o for o in adv.options if o.ownership not in left_out))
    return Ranking(advice=adv, rows=ranked(priced(kept, s, cat), by), by=by)
