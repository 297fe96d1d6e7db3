"""IOF-câmbio falls on payments abroad only (the API, GPUs rented from a foreign cloud), never on
power, colocation or owned hardware paid in reais (issue "Portuguese a Brazilian director would sign").

An owned R$ scenario: every owned amount in the report is USD x rate, none is USD x rate x (1 + IOF).
"""

from __future__ import annotations

import dataclasses

import pytest

from k3desk.core import compute
from k3desk.core.edit import apply_sets as _apply_sets
from k3desk.core.presets import default_scenario
from k3desk.report import build_report
from k3desk.report.model import Q
from k3desk.session import evaluate

RATE, IOF = 5.0, 0.035
OWNED_BRL = ["hardware.ownership=own", "hardware.purchase_price_per_gpu=53000", "hardware.hosting_per_gpu_month=500",
             "pricing.currency=BRL", "taxes.jurisdiction=BR", f"pricing.brl_per_usd={RATE}", f"pricing.iof_percent={IOF * 100}"]


def apply_sets(s, sets):
    """``--set`` with later assignments of a path replacing earlier ones (each path is given once)."""
    return _apply_sets(s, [f"{k}={v}" for k, v in dict(a.split("=", 1) for a in sets).items()])


def money_values(node) -> list[float]:
    """Every amount in the report's display currency, wherever it sits in the content tree."""
    out = []
    if isinstance(node, Q):
        if node.unit == "money" and node.value is not None:
            out.append(node.value)
    elif dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            out += money_values(getattr(node, f.name))
    elif isinstance(node, dict) or hasattr(node, "items"):
        for v in node.values():
            out += money_values(v)
    elif isinstance(node, (list, tuple)):
        for v in node:
            out += money_values(v)
    return out


@pytest.fixture(scope="module")
def owned_brl():
    s = apply_sets(default_scenario(), OWNED_BRL)
    return s, compute(s)


def test_owned_amounts_in_reais_carry_no_iof(owned_brl):
    s, r = owned_brl
    c = r.cost
    shown = money_values(build_report(evaluate(s)))
    domestic = [c.own_usd_per_month, c.own_usd_per_month * c.replicas, c.own_capex_usd_per_month,
                c.own_power_usd_per_month]
    for usd in domestic:
        assert any(v == pytest.approx(usd * RATE) for v in shown), usd
        assert not any(v == pytest.approx(usd * RATE * (1 + IOF)) for v in shown), usd


def test_the_api_carries_the_taxes_on_imported_services(owned_brl):
    """Lucro presumido, São Paulo, remittance, net price: 1.4866× the supplier's price (the tax
    reference's worked example), IOF included."""
    s, r = owned_brl
    shown = money_values(build_report(evaluate(s)))
    assert any(v == pytest.approx(r.cost.api_usd_per_month * RATE * 1.4866286, rel=1e-5) for v in shown)


def test_the_report_says_which_amounts_carry_the_taxes(owned_brl):
    s, r = owned_brl
    text = repr(build_report(evaluate(s)))
    assert "carry Brazil's taxes on imported services" in text and "confirm them with your accountant" in text
