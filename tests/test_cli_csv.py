"""``calc --format csv`` and ``advise --format csv``: RFC 4180 (comma, CRLF, '.' decimals) by default and,
with ``--lang pt_BR``, the form Brazilian Excel opens directly (';', decimal commas, a UTF-8 BOM); the
term rows are the decision's cash flows (``calc --json``)."""

import csv
import io
import json

import pytest


def _rows(text, delimiter=","):
    return list(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter))


def test_calc_csv_is_the_term_month_by_month(cli):
    code, out, _ = cli("calc", "k3-8x-b300", "--format", "csv")
    assert code == 0
    assert "\r\n" in out and not out.startswith("\ufeff")   # RFC 4180 line ends, no BOM
    rows = _rows(out)
    d = json.loads(cli("calc", "k3-8x-b300", "--json")[1])["decision"]
    n = d["horizon_months"]
    assert len(rows) == n + 2 and rows[0][0] == "month"
    assert [int(r[0]) for r in rows[1:]] == list(range(n + 1))
    for route in ("rent", "own", "api"):
        col = rows[0].index(f"{route}_cash_usd")
        flows = [float(r[col]) for r in rows[1:]]
        assert flows == pytest.approx(d["routes"][route]["cash_flows_usd"], abs=0.01)
        cum = float(rows[-1][rows[0].index(f"{route}_cumulative_usd")])
        assert cum == pytest.approx(d["routes"][route]["term_usd"], rel=1e-6)


def test_calc_csv_in_portuguese_is_the_brazilian_excel_form(cli):
    _, en, _ = cli("calc", "--format", "csv")
    code, br, _ = cli("calc", "--format", "csv", "--lang", "pt_BR")
    assert code == 0 and br.startswith("\ufeff")
    rows_en, rows_br = _rows(en), _rows(br.lstrip("\ufeff"), ";")
    assert len(rows_br) == len(rows_en) and rows_br[0] == rows_en[0]
    for a, b in zip(rows_en[1:], rows_br[1:], strict=True):
        assert len(a) == len(b)
        for x, y in zip(a, b, strict=True):
            assert "." not in y
            assert float(y.replace(",", ".")) == pytest.approx(float(x))


def test_k3desk_lang_sets_the_default_and_the_option_wins(cli, monkeypatch):
    monkeypatch.setenv("K3DESK_LANG", "pt_BR")
    assert cli("calc", "--format", "csv")[1].startswith("\ufeff")
    assert not cli("calc", "--format", "csv", "--lang", "en")[1].startswith("\ufeff")
    monkeypatch.setenv("K3DESK_LANG", "klingon")   # a language k3desk has not: English
    assert not cli("calc", "--format", "csv")[1].startswith("\ufeff")


def test_advise_csv_has_one_row_per_option(cli):
    code, out, _ = cli("advise", "--format", "csv")
    assert code == 0
    rows = _rows(out)
    data = json.loads(cli("advise", "--json")[1])
    assert len(rows) == len(data["options"]) + 1
    assert rows[0][:2] == ["rank", "gpu"]
    col = rows[0].index("usd_per_month")
    assert float(rows[1][col]) == pytest.approx(data["options"][0]["usd_per_month"], abs=0.01)


def test_advise_csv_pt_br_uses_semicolons(cli):
    code, out, _ = cli("advise", "--format", "csv", "--lang", "pt_BR")
    assert code == 0 and out.startswith("\ufeff")
    rows = _rows(out.lstrip("\ufeff"), ";")
    assert len(rows) >= 2 and len(rows[0]) == len(rows[1])


@pytest.mark.parametrize("argv", [("calc", "--format", "xml"), ("calc", "--lang", "de"),
                                  ("catalog", "--lang", "fr"), ("advise", "--format", "pdf")])
def test_bad_format_or_language_is_one_line(cli, argv):
    code, out, err = cli(*argv)
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
