"""Imported servers under the consumption-tax reform, checked by hand (docs/domain.md §10).

The rates come from the sources cited in ``money.taxes.HARDWARE_ROWS``, not from the code: II 16% on
BIT goods (TEC), 0% with an ex-tarifário; IPI 9.75% (TIPI with the 35% cut of Decreto 11.055/2022) on the
customs value plus II, zero from January 2027 (EC 132/2023, ADCT art. 126 III a); PIS/COFINS-Importação
on goods 2.1% + 9.65% of the customs value to December 2026 (Lei 10.865/2004 art. 8 I); from 2027 the CBS
(about 8.8%, estimate) and the IBS (0.1% in 2027–2028) on the customs value plus II, IPI and ICMS left out
(LC 214/2025 art. 69 §2), credited at once by a buyer on lucro real or presumido (art. 108); ICMS 18% in
São Paulo "por dentro" (LC 87/1996 art. 13 V and §1 I), the CBS and IBS inside its base from 2027
(Sefaz-SP RC 32.303/2025); 2026's test rates (CBS 0.9%, IBS 0.1%) offset and out of the ICMS base.

One bought replica of the default scenario: 8 B300 at US$ 53,000 + 25% for the rest of the server =
US$ 530,000 of customs value (CIF)."""

from __future__ import annotations

import pytest

from k3desk.core import compute
from k3desk.core.edit import apply_sets
from k3desk.core.money.decision import decide
from k3desk.core.money.taxes import hardware_lines, purchase_factor, taxes_applied
from k3desk.core.presets import default_scenario

CIF = 8 * 53_000 * 1.25   # US$ 530,000

# Bought in June 2026, imported directly (no benefit), lucro presumido:
#   II      16%                      = 0.16
#   IPI     9.75% x (1 + 0.16)       = 0.1131
#   PIS     2.1%                     = 0.021
#   COFINS  9.65%                    = 0.0965
#   ICMS    18% x (1 + 0.16 + 0.1131 + 0.021 + 0.0965) / (1 - 0.18) = 18% x 1.3906 / 0.82 = 0.30525366
#   CBS 0.9% and IBS 0.1% of 1.16 (test year): paid and offset, no net cost
#   landed  1.3906 + 0.30525366      = 1.69585366 (the reference notes' 1.696)
JUNE_2026 = 1 + 0.16 + 0.1131 + 0.021 + 0.0965 + 0.18 * 1.3906 / 0.82
# Bought in June 2027, the same route and regime:
#   II      16%                      = 0.16
#   IPI     zero                     = 0
#   CBS     8.8% x 1.16              = 0.10208  (credited: lucro presumido is a regular-regime buyer)
#   IBS     0.1% x 1.16              = 0.00116  (credited)
#   ICMS    18% x (1.16 + 0.10208 + 0.00116) / 0.82 = 18% x 1.26324 / 0.82 = 0.27729659
#   landed  1.16 + 0.27729659        = 1.43729659 after the credit (1.54053659 paid at the customs)
JUNE_2027 = 1 + 0.16 + 0.18 * (1.16 + 0.10208 + 0.00116) / 0.82


def br(*sets):
    return apply_sets(default_scenario(), ["taxes.jurisdiction=BR", *sets])


def test_the_worked_example_by_hand():
    assert JUNE_2026 == pytest.approx(1.69585366, abs=1e-8) and round(JUNE_2026, 3) == 1.696
    assert JUNE_2027 == pytest.approx(1.43729659, abs=1e-8)
    assert purchase_factor(br("finance.start_month=2026-06")) == pytest.approx(JUNE_2026, abs=1e-9)
    assert purchase_factor(br("finance.start_month=2027-06")) == pytest.approx(JUNE_2027, abs=1e-9)
    paid = {x.tax: x.share for x in hardware_lines(br("finance.start_month=2027-06"))}
    assert paid["cbs"] == pytest.approx(0.10208) and paid["ipi"] == 0 and "pis" not in paid
    assert paid["icms"] == pytest.approx(0.27729659, abs=1e-8) and paid["credit"] == pytest.approx(-0.10324)


def test_the_month_0_purchase_is_cheaper_under_the_reform():
    """The decision's month-0 cash flow (the purchase at signing) is one replica or more at each factor;
    2027's is 15% below 2026's (the contract asks for at least 3%)."""
    flows = {}
    for month in ("2026-06", "2027-06"):
        s = br(f"finance.start_month={month}", "taxes.hardware_route=direct_import")
        d = decide(s, compute(s))
        flows[month] = d.routes["own"].cash_flows_usd[0]
        n = d.routes["own"].replicas
        assert flows[month] == pytest.approx(n * CIF * (JUNE_2026 if month == "2026-06" else JUNE_2027))
    assert flows["2027-06"] / flows["2026-06"] == pytest.approx(JUNE_2027 / JUNE_2026)
    assert JUNE_2027 / JUNE_2026 < 0.97


@pytest.mark.parametrize("sets, landed", [
    # ex-tarifário, 2026: no II; IPI 9.75%; PIS/COFINS 11.75%; ICMS 18% x 1.215 / 0.82 -> 1.4817 (reference: 1.482)
    (["finance.start_month=2026-06", "taxes.hardware_route=import_with_benefit"], 1.215 / 0.82),
    # ex-tarifário, 2027: no II, no IPI; CBS 8.8% + IBS 0.1% of 1, credited; ICMS 18% x 1.089 / 0.82
    (["finance.start_month=2027-06", "taxes.hardware_route=import_with_benefit"], 1 + 0.18 * 1.089 / 0.82),
    # lucro real with the servers used to produce what the company sells: PIS/COFINS-Importação on fixed
    # assets credited at once (Lei 11.774/2008 art. 1): 1.69585 - 0.1175 (reference: about 1.578)
    (["finance.start_month=2026-06", "taxes.regime=lucro_real", "taxes.service_is_input=true"], JUNE_2026 - 0.1175),
    # the Simples credits no CBS/IBS: what the customs charge stays a cost
    (["finance.start_month=2027-06", "taxes.regime=simples"], JUNE_2027 + 0.10208 + 0.00116),
    # a product made in the Manaus free zone keeps its IPI (set by hand): 9.75% x 1.16 outside the CBS base,
    # inside the ICMS base: 1.16 + 0.1131 + 0.18 x (1.16 + 0.1131 + 0.10324) / 0.82
    (["finance.start_month=2027-06", "taxes.rates.ipi=0.0975"], 1.2731 + 0.18 * (1.2731 + 0.10324) / 0.82),
    # another state's ICMS (12%), 2026: 1.3906 / 0.88
    (["finance.start_month=2026-06", "taxes.rates.icms=0.12"], 1.3906 / 0.88),
    # 2030: ICMS at 80% of 18% = 14.4%, IBS at 20% of 17.7% = 3.54% (credited): 1.16 + 14.4% x (1.16 + 0.10208
    # + 0.041064) / 0.856
    (["finance.start_month=2030-03"], 1.16 + 0.144 * (1.16 + 0.10208 + 0.041064) / 0.856),
    # 2033: no ICMS; CBS and IBS credited: the II alone
    (["finance.start_month=2033-01"], 1.16),
    # from a Brazilian distributor the taxes are inside its price; a total the user entered wins, undated
    (["finance.start_month=2026-06", "taxes.hardware_route=domestic_distributor"], 1.0),
    (["finance.start_month=2027-06", "hardware.import_duty_percent=48"], 1.48),
])
def test_each_route_regime_and_year(sets, landed):
    assert purchase_factor(br(*sets)) == pytest.approx(landed, abs=1e-9)


def test_a_replacement_is_bought_at_its_own_months_rates():
    """A term from June 2026 with a 2-year book life buys the servers again in month 24 (May 2028):
    2026's multiple at signing, 2027's rules (no IPI, the CBS credited) for the second purchase."""
    s = br("finance.start_month=2026-06", "hardware.ownership=own", "hardware.amortization_years=2")
    d = decide(s, compute(s))
    own = d.routes["own"]
    running = own.cash_flows_usd[1]
    assert own.cash_flows_usd[0] == pytest.approx(own.replicas * CIF * JUNE_2026)
    assert own.cash_flows_usd[24] == pytest.approx(own.replicas * CIF * JUNE_2027 + running)
    # what comes back at the end is the second purchase's book value: half of it after 12 of 24 months
    assert own.cash_flows_usd[36] == pytest.approx(running - own.replicas * CIF * JUNE_2027 / 2)


def test_the_rows_used_are_listed_with_their_law():
    rows = [r for r in taxes_applied(br("finance.start_month=2026-06")) if r["applies_to"] == "imported_servers"]
    by = {r["tax"] + "@" + r["valid_from"]: r for r in rows}
    assert set(by) == {"ii@2000-01", "ipi@2022-05", "pis@2004-05", "cofins@2004-05", "cbs@2026-01", "ibs@2026-01",
                       "icms@2000-01"}   # a 36-month term with a 4-year life buys once, at signing
    assert all(r["routes"] == ["own"] and "confirm with your accountant" in r["source"] for r in rows)
    assert "LC 87/1996" in by["icms@2000-01"]["law"] and not by["icms@2000-01"]["credited"]
    assert by["cbs@2026-01"]["credited"] and "LC 214/2025" in by["cbs@2026-01"]["law"]
    later = {r["tax"]: r for r in taxes_applied(br("finance.start_month=2027-06", "taxes.hardware_route=import_with_benefit"))
             if r["applies_to"] == "imported_servers"}
    assert later["ii"]["rate"] == 0 and later["ii"]["note"] == "ex_tarifario"   # zero rows are shown
    assert later["ipi"]["rate"] == 0 and "ADCT art. 126" in later["ipi"]["law"]
    assert later["cbs"]["credited"] and later["cbs"]["estimated"]
    grown = taxes_applied(br("finance.start_month=2026-06", "workload.volume_growth_per_month=0.05"))
    cbs = {r["valid_from"]: r for r in grown if r["applies_to"] == "imported_servers" and r["tax"] == "cbs"}
    assert cbs["2027-01"]["used_from"] == "2027-01"   # a growing fleet buys under both sets of rules


def test_the_finance_page_shows_the_rows_of_each_purchase():
    from k3desk.report.finance import finance_section
    from k3desk.report.model import T, Table
    from k3desk.session import evaluate

    def cells(x) -> str:
        if isinstance(x, T):
            return x.source + " " + " ".join(cells(v) for v in x.args.values())
        if isinstance(x, tuple | list):
            return " ".join(cells(v) for v in x)
        return x if isinstance(x, str) else ""

    s = br("finance.start_month=2027-06")
    tables = [b for b in finance_section(evaluate(s)).blocks if isinstance(b, Table)]
    servers = next(t for t in tables if "imported servers" in t.title.source)
    names = [row[0] for row in servers.rows]
    assert names == ["II", "IPI", "CBS", "IBS", "ICMS"]
    text = cells(servers.rows)
    assert "ADCT art. 126" in text and "arts. 63, 65, 69, 108" in text and "RC 32.303/2025" in text
