"""Power is entered in the buyer's local currency (reais per kWh for a Brazilian buyer) on the command
line as in the window, and stored in USD per kWh at the scenario's exchange rate: R$ 0.81 at R$ 5.40 per
US$ is US$ 0.15 (0.81 / 5.40)."""

from __future__ import annotations

import pytest

from k3desk.core.edit import EditError, apply_sets
from k3desk.core.presets import default_scenario
from k3desk.scenarios import load_builtin

PATH = "hardware.power_price_per_kwh_local"


def test_reais_per_kwh_are_stored_as_dollars_at_the_rate():
    s = apply_sets(load_builtin("k3-8x-b300-brl"), [f"{PATH}=0.81"])
    assert s.hardware.power_price_per_kwh == pytest.approx(0.15)
    # a rate set in the same edit is the one used: R$ 1.00 at R$ 5.00 per US$ = US$ 0.20
    t = apply_sets(load_builtin("k3-8x-b300-brl"), [f"{PATH}=1.00", "pricing.brl_per_usd=5.0"])
    assert t.hardware.power_price_per_kwh == pytest.approx(0.20)


def test_in_dollars_the_local_price_is_the_dollar_price():
    s = apply_sets(default_scenario(), [f"{PATH}=0.12"])   # finance.local_currency USD
    assert s.finance.local_currency == "USD" and s.hardware.power_price_per_kwh == pytest.approx(0.12)


def test_the_stored_field_is_recorded_as_set_by_the_user():
    from k3desk.core.user_set import recorded_user_set

    assert recorded_user_set((), {PATH: "0.81"}) == ("hardware.power_price_per_kwh",)


@pytest.mark.parametrize("value, needle", [
    ("cheap", "expected a price per kWh in the local currency"),
    ("-0.5", "0 or more"),
    ("nan", "0 or more"),
    ("600", "at most R$ 540.00 per kWh"),
])
def test_bad_prices_are_refused_in_one_line(cli, value, needle):
    code, out, err = cli("calc", "k3-8x-b300-brl", "--set", f"{PATH}={value}", "--json")
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and PATH in err and needle in err


def test_both_prices_at_once_are_refused():
    with pytest.raises(EditError, match="give one"):
        apply_sets(load_builtin("k3-8x-b300-brl"), [f"{PATH}=0.81", "hardware.power_price_per_kwh=0.2"])


def test_the_finance_page_states_the_price_in_reais_without_a_range():
    from k3desk.report.finance import _power

    s = load_builtin("k3-8x-b300-brl")
    text = _power(s)
    assert text.source == "R$ {price} per kWh (US$ {dollars} per kWh at an exchange rate of R$ {rate} per US$)"
    assert text.args["price"].value == pytest.approx(0.81)
