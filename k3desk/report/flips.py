"""What would change the answer, worded once: each flip of the decision (``core.money.flips``) as
"Renting wins if the GPU-hour price falls below US$ 2.27." — the route that wins after it and what
moves, with the value as it is entered with ``--set``."""

from __future__ import annotations

from k3desk.core.money import flips as flipping
from k3desk.report.model import N_, Q, T

#: A flip in a sentence, by the route that wins after it.
FLIP_SENTENCES = {"own": N_("Buying wins if {what}."), "rent": N_("Renting wins if {what}."),
                  "api": N_("The API wins if {what}."), "hybrid": N_("The hybrid wins if {what}.")}
#: What moves, by the flip's input and direction: "Buying wins if <this>."
FLIP_WHAT = {
    (flipping.VOLUME, "above"): N_("volume passes {value} a month"),
    (flipping.VOLUME, "below"): N_("volume falls below {value} a month"),
    (flipping.RENTAL_PRICE, "above"): N_("the GPU-hour price rises above {value}"),
    (flipping.RENTAL_PRICE, "below"): N_("the GPU-hour price falls below {value}"),
    (flipping.PURCHASE_PRICE, "above"): N_("the purchase price per GPU rises above {value}"),
    (flipping.PURCHASE_PRICE, "below"): N_("the purchase price per GPU falls below {value}"),
    (flipping.API_INPUT, "above"): N_("the API's input price rises above {value} per million tokens"),
    (flipping.API_INPUT, "below"): N_("the API's input price falls below {value} per million tokens"),
    (flipping.API_OUTPUT, "above"): N_("the API's output price rises above {value} per million tokens"),
    (flipping.API_OUTPUT, "below"): N_("the API's output price falls below {value} per million tokens"),
    (flipping.DISCOUNT_RATE, "above"): N_("the discount rate rises above {value} a year"),
    (flipping.DISCOUNT_RATE, "below"): N_("the discount rate falls below {value} a year"),
}


def _flip_value(f) -> Q:
    """The flip's value as entered with ``--set``: tokens, US$ prices, a rate."""
    if f.input == flipping.VOLUME:
        return Q(f.value, "tokens", noun="tokens")
    if f.input == flipping.DISCOUNT_RATE:
        return Q(f.value, "fraction", 1)
    return Q(f.value, "usd", 0 if f.input == flipping.PURCHASE_PRICE else 2)


def flip_what(f) -> T:
    """What moves in one flip of ``decision.flips``: "the GPU-hour price falls below US$ 2.27"."""
    return T(FLIP_WHAT[(f.input, f.direction)], {"value": _flip_value(f)})


def flip_sentence(f) -> T:
    """One flip in a sentence: "Renting wins if the GPU-hour price falls below US$ 2.27."."""
    return T(FLIP_SENTENCES[f.winner_after], {"what": flip_what(f)})


