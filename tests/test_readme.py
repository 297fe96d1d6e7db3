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


BEFORE_RECORD = ROOT / "benchmarks" / "results" / "calibration_before_issue43.json"


def _slice_table() -> dict[str, list[str]]:
    """The README calibration block's slice table: slice -> its cells after the name."""
    block = re.search(r"<!-- numbers:calibration -->\n(.*?)\n<!-- /numbers:calibration -->", README, re.S)
    assert block, "run: .venv/bin/python tools/readme_numbers.py calibration"
    lines = block.group(1).splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("| slice |"))
    out = {}
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        cells = [c.strip() for c in line.strip("|").split("|")]
        out[cells[0]] = cells[1:]
    return out


def _before_after(cell: str) -> tuple[str, str]:
    before, after = cell.split(" → ")
    return before, after


def test_the_leave_one_out_block_shows_before_from_its_record_and_after_from_the_constants():
    """Issue 43: each slice's "before" is the stored record of the model of commit da2b6dc fitted on the
    same rows (``benchmarks/calibrate_before.py``), each "after" the current fit, whose whole-corpus
    figures ``calibrate.py --write`` wrote into the constants."""
    from k3desk.core.speed import calibration as cal
    from k3desk.core.speed import corpus, production

    rec = json.loads(BEFORE_RECORD.read_text(encoding="utf-8"))
    assert rec["model_commit"].startswith("da2b6dc") and rec["command"].endswith("benchmarks/calibrate_before.py")
    # the same rows as the current fit (a new corpus row asks for the record to be run again)
    assert [r["id"] for r in rec["rows"]] == [r.id for r in corpus.FITTED_ROWS], \
        "run: .venv/bin/python benchmarks/calibrate_before.py"
    assert (rec["corpus"]["speed_rows"], rec["corpus"]["first_token_rows"]) == (cal.LOO_ROWS, cal.LOO_TTFT_ROWS)
    assert rec["corpus"]["cluster_rows"] == production.CLUSTER_LOO_ROWS

    table = _slice_table()
    names = {k: "cluster (production layouts)" if k == "cluster" else k for k in rec["slices"]}
    assert set(names.values()) <= set(table)
    for key, st in rec["slices"].items():
        rows, median, worst, beyond, ttft_rows, ttft_median = table[names[key]]
        assert rows.split(" → ")[0] == str(st["decode_rows"]), key
        assert _before_after(median)[0] == f"{st['median']:.0%}", key
        assert _before_after(worst)[0] == f"{st['worst']:.2f}×", key
        assert _before_after(beyond)[0] == str(st["beyond"]), key
        if st["ttft_median"] is not None:
            assert ttft_rows.split(" → ")[0] == str(st["ttft_rows"]), key
            assert _before_after(ttft_median)[0] == f"{st['ttft_median']:.0%}", key

    def near(cell: str, constant: float) -> bool:
        """A whole percent of the table against a constant written to 0.1%: within their roundings."""
        return abs(float(_before_after(cell)[1].rstrip("%")) / 100 - constant) <= 0.0055

    rows, median, _, _, ttft_rows, ttft_median = table["all"]
    assert (rows, ttft_rows) == (str(cal.LOO_ROWS), str(cal.LOO_TTFT_ROWS))
    assert near(median, cal.LOO_MEDIAN_ERROR) and near(ttft_median, cal.LOO_TTFT_MEDIAN_ERROR)
    rows, median, *_ = table["cluster (production layouts)"]
    assert rows == str(production.CLUSTER_LOO_ROWS) and near(median, production.CLUSTER_LOO_MEDIAN_ERROR)
    # the intro names what "before" is and gives the whole corpus's before -> after
    whole = rec["whole"]
    assert f"commit `{rec['model_commit'][:7]}`" in README and f"run {rec['date']}" in README
    assert f"speed median error {whole['median']:.1%} → {cal.LOO_MEDIAN_ERROR:.1%}" in README
    assert f"first token {whole['ttft_median']:.1%} → {cal.LOO_TTFT_MEDIAN_ERROR:.1%}" in README


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
