"""``--set`` on the command line: applied together, order-free, and agreeing with the window's store."""

import json




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
