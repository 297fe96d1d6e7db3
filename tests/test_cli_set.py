"""``--set`` on the command line: applied together, order-free, and agreeing with the window's store."""

import json

import pytest


def test_set_order_does_not_matter(cli):
    a = cli("calc", "--json", "--set", "workload.context_tokens=2048", "--set", "workload.prompt_tokens=1024")
    b = cli("calc", "--json", "--set", "workload.prompt_tokens=1024", "--set", "workload.context_tokens=2048")
    assert a[0] == b[0] == 0, a[2] + b[2]
    assert json.loads(a[1]) == json.loads(b[1])


def test_a_short_context_alone_is_accepted(cli):
    code, out, err = cli("calc", "--json", "--set", "workload.context_tokens=4096")
    assert code == 0, err
    assert json.loads(out)["memory"]["kv_cache_bytes"] > 0


def test_set_model_id_is_refused_with_the_path_that_switches(cli):
    code, out, err = cli("calc", "--set", "model.id=deepseek-v3", "--json")
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "model.id" in lines[0] and "model=deepseek-v3" in lines[0]


def test_resale_set_back_to_null_is_the_book_value(cli):
    """``hardware.resale_percent=null`` unsets a percentage: the owned fleet comes back at its remaining
    book value. Default: bought replicas of 8x B300 at US$ 53,000 per GPU plus 25% for the server
    (US$ 530,000 each), 12 of 48 months of life left after 36: US$ 132,500 back per replica, against
    nothing at 0%."""
    def own(value):
        code, out, err = cli("calc", "--json", "--set", f"hardware.resale_percent={value}")
        assert code == 0, err
        return json.loads(out)["decision"]["routes"]["own"]

    def own_term(value):
        return own(value)["term_usd"]

    replicas = own("null")["replicas"]
    assert own_term("0") - own_term("null") == pytest.approx(replicas * 8 * 53_000 * 1.25 * 12 / 48)
    assert own_term("None") == own_term("null")


def test_null_on_a_required_field_is_refused_with_its_path(cli):
    code, out, err = cli("calc", "--set", "workload.tokens_per_month=null")
    assert code == 2 and out == "" and "workload.tokens_per_month" in err
