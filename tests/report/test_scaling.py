"""More GPUs, less speed per user: the one-line reason presentation mode shows under the banner.

The figures are the step model's (docs/domain.md §5): on 8-GPU HGX or Instinct servers a 16-GPU tensor
group spans two servers, so every decode step pays the scale-out network (Kimi K3 on B300: 37.0 →
21.3 tok/s); a wider group inside the same kind of link costs coordination instead.
"""

from __future__ import annotations

import pytest

from k3desk.core.catalog import load_catalog
from k3desk.core.edit import apply_edits
from k3desk.report import scaling
from k3desk.scenarios import default_scenario
from k3desk.session import evaluate


def _case(**edits):
    cat = load_catalog()
    s = apply_edits(default_scenario(), {f"hardware.{k}" if k in ("gpu", "gpu_count") else k: v
                                         for k, v in edits.items()}, cat)
    ev = evaluate(s, cat)
    return s, ev.result, ev


@pytest.mark.parametrize("gpu", ["b300", "mi325x"])
def test_sixteen_gpus_cross_the_network_between_servers(gpu):
    s, r, ev = _case(gpu=gpu, gpu_count=16)
    line = scaling.slower_with_more_gpus(ev)
    assert line is not None and "network between servers" in line.source
    assert line.args["fewer"].value == 8 and line.args["count"].value == 16
    before, now = line.args["before"].value, line.args["now"].value
    assert before > now * 1.2   # 37.0 vs 21.3 tok/s on B300: a drop worth a word
    assert now == r.throughput.decode_per_sequence.value


def test_no_word_when_more_gpus_are_not_slower():
    for count in (8, 32):   # 8: nothing smaller runs; 32 is faster than 16
        s, r, ev = _case(gpu="b300", gpu_count=count)
        assert scaling.slower_with_more_gpus(ev) is None, count


def test_no_word_for_what_does_not_run():
    s, r, ev = _case(gpu="b300", gpu_count=4)   # does not fit: no speed to compare
    assert not r.fit.usable and scaling.slower_with_more_gpus(ev) is None


def test_a_wider_group_on_the_same_network_costs_coordination():
    s, r, ev = _case(model="qwen3-235b-a22b", gpu="b300", gpu_count=64)   # 32 already spans servers
    line = scaling.slower_with_more_gpus(ev)
    assert line is not None and "coordinating the GPUs" in line.source
    assert line.args["fewer"].value == 32


def test_the_line_reads_in_both_languages(qapp):
    from k3desk.ui.common.formatter import EN, PT_BR, Formatter
    from k3desk.ui.shell import i18n

    s, r, ev = _case(gpu="b300", gpu_count=16)
    line = scaling.slower_with_more_gpus(ev)
    now, before = r.throughput.decode_per_sequence.value, _case(gpu="b300", gpu_count=8)[1].throughput.decode_per_sequence.value
    assert Formatter(EN).text(line) == (f"{now:.1f}\u00a0tok/s per user, down from {before:.1f}\u00a0tok/s on 8\u00a0GPUs: "
                                        "with 16\u00a0GPUs, each step crosses the slower network between servers")
    try:
        i18n.install_language("pt_BR")
        pt = Formatter(PT_BR).text(line)
    finally:
        i18n.install_language("en")
    assert pt.startswith(f"{now:.1f}".replace(".", ",") + "\u00a0tok/s por usuário") and "rede" in pt, pt
