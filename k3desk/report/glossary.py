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
    (N_("Number format"), N_("How many bits store each model weight; fewer bits need less memory and "
                             "can lose a little quality.")),
    (N_("KV cache"), N_("The memory each conversation in progress keeps on the GPUs: it grows with the "
                        "context and the number of simultaneous requests.")),
    (N_("State"), N_("Memory of fixed size per conversation kept by linear-attention layers, whatever its length.")),
    (N_("Activations"), N_("Working memory for the numbers being computed at each step; small beside the weights.")),
    (N_("Experts (MoE)"), N_("A mixture-of-experts model holds many expert blocks but uses only a few for each "
                             "token: all must stay in memory, while the work per token is that of a smaller model.")),
    (N_("MXFP4"), N_("A 4-bit number format with a shared scale per block of 32 weights (about 4.25 bits per "
                     "weight); Kimi K3 is published in it.")),
    (N_("FP4"), N_("Arithmetic on 4-bit numbers; GPUs that do it natively (Blackwell) compute such weights "
                   "faster, the others convert them first.")),
    (N_("Quantized"), N_("Stored in fewer bits than the model was trained in: smaller and faster, with a "
                         "slight loss of quality.")),
    (N_("Tensor parallel"), N_("The model divided across several GPUs that work on every token together, "
                               "so it fits and runs faster.")),
    (N_("Prefill"), N_("Reading the prompt before the first word of the answer; its time is the wait until "
                       "the first token.")),
    (N_("PUE"), N_("Power usage effectiveness: the data centre's total power over the servers' power; 1.3 "
                   "means 30% more for cooling and losses.")),
    (N_("Payback"), N_("The month in which a purchase has cost no more in total than the alternative.")),
    (N_("IOF"), N_("Brazilian tax on foreign-exchange operations, paid on payments abroad (an API or a "
                   "foreign cloud), not on power or hosting paid in Brazil.")),
    (N_("Taxes on services from abroad"), N_("What a Brazilian company pays on top of a foreign service's "
                                             "price: IRRF, CIDE, PIS/COFINS-Importação, ISS and IOF.")),
    (N_("Depreciation"), N_("A purchase spread evenly over the servers' useful life, month by month.")),
    (N_("Present value"), N_("Future payments in today's money, discounted at the cost of capital; "
                             "options are compared on it.")),
    (N_("Analysis horizon"), N_("The months over which the options are added up and compared; for a "
                                "rental or an API it is the contract term.")),
    (N_("Spare replica"), N_("An extra copy of the model kept ready so service goes on when a server "
                             "fails or is under maintenance.")),
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
