"""The glossary a buyer reads (Help ▸ Glossary) and the first-start explanation of the six
headline figures: one plain sentence per term, worded once here for the window and the help."""

from __future__ import annotations

from k3desk.report.model import N_, T

#: the six headline cards, in card order: (term, what it means for the buyer)
HEADLINES = (
    (N_("Does it fit?"), N_("Whether the model, its working memory and the engine's reserve fit in the "
                            "chosen GPUs. If not, no cost or speed is shown.")),
    (N_("GPUs needed"), N_("The smallest number of GPUs the model can be split over evenly.")),
    (N_("Memory per GPU"), N_("How full each GPU's memory is; above 100% it does not fit.")),
    (N_("Speed per user"), N_("How fast one user sees the answer being written, in tokens per second "
                              "(a token is about ¾ of a word).")),
    (N_("Cost per month"), N_("What running the model yourself costs per month, beside what the same "
                              "volume costs through the vendor's API.")),
    (N_("Break-even volume"), N_("The monthly volume of tokens above which running the model yourself "
                                 "costs less than the API.")),
)

#: further terms the window and the report use
TERMS = (
    (N_("Token"), N_("The unit models read and write: about ¾ of an English word, a little less in Portuguese.")),
    (N_("Replica"), N_("One complete copy of the model on its own group of GPUs; more replicas carry more users.")),
    (N_("Self-hosting"), N_("Running the model on GPUs you rent or own, instead of paying per token to an API.")),
    (N_("API"), N_("The model vendor's paid service: you pay per token and run no hardware.")),
    (N_("Context window"), N_("How much text (in tokens) one conversation can hold at once; longer "
                              "contexts need more GPU memory.")),
    (N_("Node"), N_("One server, usually with 8 GPUs; using several needs a fast network between them.")),
    (N_("Contract term"), N_("The months over which the costs are added up and compared.")),
    (N_("Number format"), N_("How many bits store each model weight; fewer bits need less memory and "
                             "can lose a little quality.")),
)


def entries() -> list[tuple[T, T]]:
    """Every term with its meaning, the six headline figures first."""
    return [(T(term), T(meaning)) for term, meaning in (*HEADLINES, *TERMS)]


def headlines() -> list[tuple[T, T]]:
    return [(T(term), T(meaning)) for term, meaning in HEADLINES]


#: card key -> its entry in HEADLINES (the cards' order)
CARD_KEYS = ("fit", "gpus", "fill", "speed", "cost", "break_even")


def meaning(card_key: str) -> T:
    """The plain sentence a card's tooltip opens with, before the formula details."""
    return T(HEADLINES[CARD_KEYS.index(card_key)][1])


def details() -> T:
    return T(N_("Details"))


def intro() -> T:
    return T(N_("The six cards answer a buyer's questions; hover over any figure for how it is worked out."))
