"""One headline on every surface (issue 41, "What it must show"): the amount ``k3desk calc`` leads its
verdict with is the amount read off each widget of the window for the same scenario — the verdict strip,
presentation mode's banner, the compare view's cell and the library row — for the default scenario, a
15% cost of capital (the headline is then the present value, "in today's money") and a Brazilian buyer
whose data must stay in Brazil with a rental provider abroad (one route left: buying).

The headline rule (the amount the winner is ranked on: its present value when a discount rate is
entered, else its total over the term) is checked against the decision itself in
tests/session/test_invariants.py; here every surface must quote calc's number, as the user sees it.
The cost card states each route's whole fleet a month, not the headline: there it must quote calc's
month amounts for the same routes.
"""

from __future__ import annotations

import re

import pytest

RESIDENCY = ["taxes.jurisdiction=BR", "pricing.rental_provider_location=abroad", "constraints.data_in_brazil=true"]
CASES = {"default": [], "discount_15": ["finance.discount_rate_per_year=0.15"], "brazil_residency": RESIDENCY}

_AMOUNT = r"US\$ \d{1,3}(?:,\d{3})*"
_LEAD = re.compile(rf"(?:is cheapest|is the only route left|is the only priced route): ({_AMOUNT})")


def flat(text: str) -> str:
    """Text as read: the joiners that keep amounts whole and the no-break spaces read as plain spaces."""
    for mark in ("\u2060", "\u200b", "\u00ad"):
        text = text.replace(mark, "")
    return " ".join(text.replace("\u00a0", " ").split())


def lead(text: str) -> str | None:
    m = _LEAD.search(flat(text))
    return m.group(1) if m else None


def calc_rows(cli, sets: list[str]) -> dict[str, str]:
    """``k3desk calc default --set ...``: its table, one entry per labelled row."""
    code, out, err = cli("calc", "default", *(x for s in sets for x in ("--set", s)))
    assert code == 0, err
    rows = {}
    for line in out.splitlines():
        label, _, value = line.partition("  ")
        if label.strip() and value.strip():
            rows[label.strip()] = flat(value)
    return rows


@pytest.fixture
def shown(qtbot, window, tmp_path, monkeypatch):
    """What the window's surfaces show for a scenario: its verdict strip, presentation banner, cost card,
    compare view and library row, as flat text."""
    monkeypatch.setenv("K3DESK_CONFIG_DIR", str(tmp_path / "config"))

    def read(sets: list[str]) -> dict[str, str]:
        from k3desk.core.edit import apply_sets
        from k3desk.core.presets import default_scenario
        from k3desk.persistence import save_new
        from k3desk.ui.common.formatter import Formatter
        from k3desk.ui.dialogs.library_dialog import load_rows
        from k3desk.ui.views.compare_view import CompareView
        from k3desk.ui.views.presentation import PresentationPage

        s = apply_sets(default_scenario(), sets).model_copy(update={"name": "case"})
        window.store.set_scenario(s)
        window.store.flush()
        window.verdict.flush()
        page = PresentationPage(window.store)
        qtbot.addWidget(page)
        view = CompareView([s, default_scenario()], store=window.store)
        qtbot.addWidget(view)
        save_new(s, folder=tmp_path)
        row = next(x for x in load_rows(tmp_path) if x.entry.name == "case")
        return {"strip": flat(window.verdict.text()), "strip_long": flat(window.verdict.forms()[1]),
                "strip_short": flat(window.verdict.forms()[0]), "banner": flat(page.banner_text()),
                "cost_detail": flat(window.cards.cards["cost"].detail.full_text()),
                "cost_rows": {flat(n.text()): flat(a.text()) for n, a in window.cards.cards["cost"].rows.values()},
                "compare": flat(view.cell("decision_term", 0).text()),
                "compare_route": flat(view.cell("decision", 0).text()), "library": flat(row.cost),
                "library_verdict": flat(Formatter.for_screen("USD").text(row.verdict))}
    return read


_ROUTE_ROWS = {"Buying": "Buying, whole fleet", "Renting": "Renting, whole fleet", "API": "API, same volume"}


def check_cost_card(rows: dict[str, str], detail: str, table: dict[str, str]) -> None:
    """The cost card is not a headline: it states the cheaper self-hosted route's whole fleet and the API's
    in month 1, and those are calc's month amounts for the same routes; a route left out says why."""
    assert len(rows) == 2 and "API" in rows and ({"Buying", "Renting"} & set(rows)), rows
    for name, amount in rows.items():
        said = table[_ROUTE_ROWS[name]]   # "1 replica of 8x B300: US$ 13,281 (range …) per month; …"
        if said.startswith("left out"):   # "left out", the reason in the card's detail
            assert amount == "left out" and said.removeprefix("left out: ") in detail, (name, amount, detail, said)
            continue
        month = re.match(rf"(?:\d+ replicas? of [^:]+: )?({_AMOUNT})", said)
        assert month is not None and amount == month.group(1), (name, amount, said)


@pytest.mark.parametrize("case", list(CASES))
def test_every_surface_leads_with_calcs_headline(cli, shown, case):
    table = calc_rows(cli, CASES[case])
    headline = lead(table["Verdict"])
    assert headline is not None, table["Verdict"]
    ui = shown(CASES[case])
    # the verdict strip (whichever form fits its two lines) and both its forms, and presentation mode's banner
    for key in ("strip", "strip_long", "strip_short", "banner"):
        assert lead(ui[key]) == headline, (key, headline, ui[key])
    # the library's cost column: the headline in US$, one currency down the column
    assert ui["library"] == headline, (ui["library"], headline)
    # the compare view's winner and its amount (the present value is checked apart: see below)
    assert ui["compare_route"].replace("×", "x") in table["Verdict"]   # calc writes 8x for 8×
    if case != "discount_15":
        assert ui["compare"] == headline, (ui["compare"], headline)
    check_cost_card(ui["cost_rows"], ui["cost_detail"], table)
    if case == "discount_15":
        # the headline is the present value, the term total in parentheses after it
        assert re.search(rf"{re.escape(headline)} in today's money \({_AMOUNT} in total\)", table["Verdict"])
    if case == "brazil_residency":   # one route left, named with its real reason; the API is never priced
        assert "is the only route left" in table["Verdict"] and "data must stay in Brazil" in table["Verdict"]
        assert ui["cost_rows"] == {"Buying": ui["cost_rows"]["Buying"], "API": "left out"}
        assert not [v for v in ui.values() if isinstance(v, str) and "API is cheaper" in v]


def test_the_compare_view_states_the_present_value_headline(cli, qtbot, en_locale):
    from k3desk.core.edit import apply_sets
    from k3desk.core.presets import default_scenario
    from k3desk.ui.views.compare_view import CompareView

    headline = lead(calc_rows(cli, CASES["discount_15"])["Verdict"])
    view = CompareView([apply_sets(default_scenario(), CASES["discount_15"]), default_scenario()])
    qtbot.addWidget(view)
    assert flat(view.cell("decision_term", 0).text()) == f"{headline} in today's money"
