"""Cost over the contract term: cumulative rent, own and API from signing to the last month.

A purchasing committee decides for years, not for a month, so the three options are summed month
by month over ``pricing.horizon_months`` (12 to 60, default 36):

- month 0 is the day of signing: owning pays the purchase (import duties included); renting and the
  API have paid nothing yet;
- month m >= 1 adds that month's bill. The volume in month m is ``V x (1 + g)^(m - 1)`` (g =
  ``workload.volume_growth_per_month``) and the API price ``P x (1 + a)^((m - 1) / 12)`` (a =
  ``pricing.api_price_change_per_year``): both trends compound monthly, and month 1 is today's
  scenario, so with no trends the cumulative cost is simply month x monthly cost;
- the payback month is the month from which owning has cost no more in total, through the end of
  the term (a later purchase can lift it above again: that is not a payback);
- replicas follow the volume. A rental scales up and down with it; an owned fleet only grows: the
  extra replicas are bought in the month they are first needed, and power and hosting are paid for
  every owned replica. At the end of the term ``hardware.resale_percent`` of the purchase price
  (without duties) comes back; when it is unset nothing does (the legacy ``tco.*`` keys), or with
  ``Scales.book_value`` the remaining book value (``resale_usd``, the decision's rule).

A price the scenario does not know (an API price, a rental or a purchase price) leaves its curve
``None``, never zero, and every payback that needs it ``None`` too.

Amounts are USD as the buyer pays them: in a scenario shown in reais, the payments abroad (the API
and a rental) include IOF and the owned costs do not (``cost.py``), so the curves compare like with
like and one factor, the exchange rate (``cost.domestic_currency_factor``), turns them into reais. ``scales``
multiply today's prices and volume (the Advisor asks for the decision's resale rule, ``book_value``); the
decision itself, its flips and break-even are ``decision.py`` and ``flips.py``.
"""

from __future__ import annotations

from dataclasses import dataclass

from k3desk.core.money.cost import abroad_weight, api_usd_per_token, own_per_month, rent_per_month, replicas_for
from k3desk.core.money.taxes import purchase_factor, purchase_factors
from k3desk.core.result import Term
from k3desk.core.scenario import Scenario


@dataclass(frozen=True)
class Scales:
    """Multipliers on today's inputs: API prices, the GPU price (hourly or purchase), the volume."""

    api: float = 1.0
    gpu: float = 1.0
    volume: float = 1.0
    #: an unset resale is the remaining book value (the decision's rule); False: nothing comes back
    #: unless ``hardware.resale_percent`` is set (the legacy ``tco.*`` keys)
    book_value: bool = False


ONE = Scales()


def purchase_per_gpu_usd(s: Scenario) -> float | None:
    """Purchase price of one GPU as set in the scenario, else the catalog's; None when unknown."""
    h = s.hardware
    if h.purchase_price_per_gpu is not None:
        return h.purchase_price_per_gpu
    return h.gpu.purchase_price_usd


def replica_server_usd(s: Scenario, gpus: int) -> float | None:
    """The GPUs of one replica and their share of the rest of the server, before import duties; None
    when no purchase price is known."""
    unit = purchase_per_gpu_usd(s)
    return None if unit is None else gpus * unit * (1 + s.hardware.server_share)


def replica_purchase_usd(s: Scenario, gpus: int) -> float | None:
    """What buying one replica costs: :func:`replica_server_usd` plus the import duties and taxes."""
    server = replica_server_usd(s, gpus)
    return None if server is None else server * purchase_factor(s)


def volume_at(s: Scenario, month: int, scale: float = 1.0) -> float:
    """Tokens in ``month`` (1 = today's volume), growing monthly."""
    return s.workload.tokens_per_month * scale * (1 + s.workload.volume_growth_per_month) ** (month - 1)


def grown_volume(s: Scenario, month: int, volume: float) -> float:
    """Tokens in ``month`` for a month-1 ``volume`` other than the scenario's (a break-even search),
    growing as the scenario's does; 0 when the scenario has no volume. The same as ``volume_at`` with
    ``scale = volume / tokens_per_month``, without that division: a volume as small as 5e-324 tokens
    would make the scale infinite."""
    if s.workload.tokens_per_month <= 0:
        return 0.0
    return volume * (1 + s.workload.volume_growth_per_month) ** (month - 1)


def api_price_at(s: Scenario, month: int) -> float:
    """The API price in ``month`` relative to today's (1.0 in month 1), the yearly change compounded monthly."""
    return (1 + s.pricing.api_price_change_per_year) ** ((month - 1) / 12)


def _first(own: tuple[float, ...] | None, other: tuple[float, ...] | None) -> int | None:
    """The month from which owning has cost no more in total and stays so to the end of the term.

    Not merely the first crossing: a replica bought later can lift owning above the other option
    again, and a committee asks when buying has paid back for good. None: not within the term.
    """
    if own is None or other is None:
        return None
    month = None
    for m in range(len(own) - 1, -1, -1):
        if own[m] > other[m]:
            break
        month = m
    return month


def resale_usd(s: Scenario, gpus: int, bought: list[tuple[int, int]], scale: float = 1.0) -> float | None:
    """What an owned fleet recovers at the end of the term, USD: ``hardware.resale_percent`` of the
    purchase price without duties when set, else the remaining book value (straight-line depreciation
    of the purchase, duties included, over ``amortization_years``). ``bought``: (month, replicas) purchases."""
    h, horizon = s.hardware, s.pricing.horizon_months
    if h.resale_percent is not None:
        server = replica_server_usd(s, gpus)
        return None if server is None else sum(k for _, k in bought) * server * scale * h.resale_percent / 100
    buy, life, at = replica_purchase_usd(s, gpus), h.amortization_years * 12, purchase_factors(s)
    return None if buy is None else sum(k * buy * scale * at[m] / at[0] * max(0.0, 1 - (horizon - m) / life)
                                        for m, k in bought)


def term_cost(s: Scenario, gpus: int, replica_tokens: float, scales: Scales = ONE) -> Term:
    """Cumulative USD per option for months 0..horizon, and the payback months."""
    horizon = s.pricing.horizon_months
    iof = abroad_weight(s)
    price, rent_month = api_usd_per_token(s), rent_per_month(s, gpus)  # None: unknown, never zero
    price = None if price is None else price * scales.api * iof
    rent_month = None if rent_month is None else rent_month * scales.gpu * iof
    _, _, power = own_per_month(s, gpus)
    opex_month = power + gpus * s.hardware.hosting_per_gpu_month  # power and hosting of one owned replica
    purchase = replica_purchase_usd(s, gpus)
    buy = None if purchase is None else purchase * scales.gpu
    dated = purchase_factors(s)   # a later purchase at that month's import taxes

    fleet = replicas_for(volume_at(s, 1, scales.volume), replica_tokens)
    rent = None if rent_month is None else [0.0]
    api = None if price is None else [0.0]
    own = None if buy is None else [fleet * buy]
    n, bought = fleet, [(0, fleet)]
    for m in range(1, horizon + 1):
        v = volume_at(s, m, scales.volume)
        n = replicas_for(v, replica_tokens)
        if rent is not None and rent_month is not None:  # one is None exactly when the other is
            rent.append(rent[-1] + n * rent_month)
        if api is not None and price is not None:
            api.append(api[-1] + v * price * api_price_at(s, m))
        if own is not None and buy is not None:
            extra = max(0, n - fleet)
            fleet += extra
            if extra:
                bought.append((m, extra))
            own.append(own[-1] + extra * buy * dated[m] / dated[0] + fleet * opex_month)
    resale = (None if buy is None else
              0.0 if s.hardware.resale_percent is None and not scales.book_value else resale_usd(s, gpus, bought, scales.gpu))
    if own is not None:
        assert resale is not None, "an owned curve has a purchase price, so a resale"
        own[-1] -= resale
    own_t = None if own is None else tuple(own)
    rent_t = None if rent is None else tuple(rent)
    api_t = None if api is None else tuple(api)
    cheaper = None if rent_t is None or api_t is None else tuple(min(a, r) for a, r in zip(api_t, rent_t, strict=False))
    return Term(months=tuple(range(horizon + 1)), rent=rent_t, own=own_t, api=api_t,
                payback_own_vs_api=_first(own_t, api_t), payback_own_vs_rent=_first(own_t, rent_t),
                payback=_first(own_t, cheaper), purchase_usd=None if own_t is None else own_t[0],
                resale_usd=resale, replicas_end=n)


def self_hosted(s: Scenario, t: Term) -> tuple[float, ...] | None:
    """The cumulative curve of the scenario's own choice (rented or owned)."""
    return t.rent if s.hardware.ownership == "rent" else t.own
