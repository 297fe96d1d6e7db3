"""The README tells the truth: its example verdict is what ``k3desk calc`` prints (the block
``tools/readme_numbers.py verdict`` writes), the figures its prose quotes are in the commands' output
or the files they come from, and every ``k3desk`` command of its code blocks runs."""

from __future__ import annotations

import json
import re
import shlex
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def verdict(out: str) -> str:
    return next(line for line in out.splitlines() if line.startswith("Verdict")).removeprefix("Verdict").strip()


@pytest.fixture
def plain(cli, config, monkeypatch):
    """The command line as a reader runs it: English by default, a fresh config folder. ``--lang pt_BR``
    run in-process installs the Portuguese catalog in this process; it is taken out again after."""
    monkeypatch.delenv("K3DESK_LANG", raising=False)
    yield cli
    from PySide6.QtCore import QCoreApplication

    if QCoreApplication.instance() is not None:
        from k3desk.ui.shell.i18n import install_language

        install_language("en")


def test_the_example_verdict_is_what_calc_prints(plain):
    block = re.search(r"<!-- numbers:verdict -->\n> (.*)\n<!-- /numbers:verdict -->", README)
    assert block, "README.md has no verdict block (tools/readme_numbers.py verdict writes it)"
    code, out, _ = plain("calc")
    assert code == 0
    assert block.group(1) == verdict(out), "run: .venv/bin/python tools/readme_numbers.py verdict"


@pytest.mark.parametrize("quoted,argv", [
    ("46,3 tok/s", ("calc", "--lang", "pt_BR")),
    ("2,46 bi de tokens/mês", ("calc", "--lang", "pt_BR")),
    ("R$ 697.734", ("calc", "k3-8x-b300-brl", "--lang", "pt_BR")),
])
def test_the_pt_br_figures_quoted_are_what_calc_prints(qapp, plain, quoted, argv):
    """(``qapp`` first: the command line's translations then live in the test session's application,
    not in a console one a later window test could not replace.)"""
    assert f"`{quoted}`" in README
    code, out, _ = plain(*argv)
    assert code == 0 and quoted in out.replace("\u00a0", " ")


def test_the_figures_quoted_from_results_and_constants_are_theirs():
    from k3desk.core.speed.production import DEFAULT_MIN_TOK_S

    first = (ROOT / "benchmarks" / "results" / "calibration_cluster.md").read_text(encoding="utf-8")
    error, rows = re.search(r"median \|leave-one-out error\| (\d+)% over (\d+) rows", first).groups()
    assert f"fitted on {rows} published cluster rows" in README
    assert f"leave-one-out error {error}% over {rows} rows" in README
    assert f"at least {DEFAULT_MIN_TOK_S:.0f} tok/s per user" in README


def test_no_stale_claim_about_a_home_made_validation_layer():
    assert "record.py" not in README and "pydantic is no longer" not in README
    assert "not yet modelled" not in README   # the hybrid route is modelled (core/money/decision.py)


def _commands() -> list[str]:
    """``k3desk …`` lines of the README's code blocks that are examples (no ``[…]``, ``…``, ``|`` or
    upper-case placeholders of the synopsis), backslash continuations joined."""
    found = []
    for block in re.findall(r"```\n(.*?)```", README, re.S):
        for line in block.replace("\\\n", " ").splitlines():
            if line.startswith("k3desk ") and not re.search(r"\[|\.\.\.|…|\||\b[A-Z]{2,}\b", line):
                found.append(" ".join(line.split()))
    return found


COMMANDS = _commands()


def test_the_code_blocks_hold_examples():
    assert len(COMMANDS) >= 6 and any("measurement import" in c for c in COMMANDS)


@pytest.mark.parametrize("command", COMMANDS)
def test_a_readme_command_runs(plain, capsys, command, tmp_path, monkeypatch):
    argv = shlex.split(command)[1:]
    monkeypatch.chdir(tmp_path)
    for arg in argv:   # a result file the example imports: one of the test fixtures under its name
        if arg.endswith(".json") and argv[0] == "measurement":
            shutil.copy(ROOT / "tests" / "fixtures" / "benchmarks" / "vllm_bench_serve.json", tmp_path / arg)
    try:
        code, out, err = plain(*argv)
    except SystemExit as stop:   # argparse's --version exits after printing
        captured = capsys.readouterr()
        code, out, err = stop.code, captured.out, captured.err
    assert code == 0, err
    assert out.strip()
    if "--json" in argv:
        json.loads(out)


@pytest.mark.parametrize("command", [c for c in COMMANDS if c.startswith("k3desk calc") and "--json" in c])
def test_a_readme_layout_fits_as_written(plain, command, tmp_path, monkeypatch):
    """The layouts the README shows (the LMSYS deployment on 96 H100 among them) fit as written: an
    example that printed "does not fit" would teach the wrong thing."""
    monkeypatch.chdir(tmp_path)
    code, out, err = plain(*shlex.split(command)[1:])
    assert code == 0, err
    fit = json.loads(out)["fit"]
    assert fit["fits"] and fit["deployable"], command
    if "serving.prefill_gpus" in command:
        p, d = (int(re.search(rf"serving\.{k}_gpus=(\d+)", command).group(1)) for k in ("prefill", "decode"))
        assert fit["gpu_count"] == p + d == 96   # LMSYS: 12 nodes of 8 H100
