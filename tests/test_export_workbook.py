"""``k3desk export``: the workbook read back with openpyxl (values against ``calc --json``'s decision,
the number format codes the issue names, live formulas carrying their values), the side-by-side sheet,
the pt-BR sheet names and the refusals (one line, exit 2, nothing written)."""

import json

import pytest

openpyxl = pytest.importorskip("openpyxl")

USD = "[$US$-409] #,##0"   # the issue's format code: the currency in the code, separators from Excel


def _decision(cli, *args):
    code, out, _ = cli("calc", *args, "--json")
    assert code == 0
    return json.loads(out)["decision"]


@pytest.fixture(scope="module")
def book(tmp_path_factory):
    from k3desk.cli import main

    out = tmp_path_factory.mktemp("xlsx") / "k3.xlsx"
    assert main(["export", "k3-8x-b300", "-o", str(out), "--lang", "en"]) == 0
    return openpyxl.load_workbook(out), openpyxl.load_workbook(out, data_only=True)


def test_sheets_cover_the_issue(book):
    forms, _ = book
    for name in ("Summary", "Inputs", "Memory", "Speed", "Monthly cost", "Term", "Sensitivity",
                 "Bill of materials", "Request for quotation"):
        assert name in forms.sheetnames


def test_summary_term_totals_are_formulas_with_the_decisions_values(book, cli):
    forms, values = book
    d = _decision(cli, "k3-8x-b300")
    names = {"Renting": "rent", "Buying": "own", "API": "api"}
    seen = 0
    for row in range(2, 6):
        label = values["Summary"].cell(row, 1).value
        if label not in names or not d["routes"][names[label]]["available"]:
            continue
        rt = d["routes"][names[label]]
        term, pv = forms["Summary"].cell(row, 5), forms["Summary"].cell(row, 6)
        # the model's defined names: the route sheet's total and present value (tests/test_workbook_model.py)
        assert term.value == f"=term_{names[label]}" and pv.value == f"=npv_{names[label]}"
        assert values["Summary"].cell(row, 5).value == pytest.approx(rt["term_usd"], rel=1e-9)
        assert values["Summary"].cell(row, 6).value == pytest.approx(rt["npv_usd"], rel=1e-9)
        assert values["Summary"].cell(row, 4).value == pytest.approx(rt["usd_per_month"], rel=1e-9)
        assert term.number_format == USD and pv.number_format == USD
        seen += 1
    assert seen >= 2
    winner = {v: k for k, v in names.items()}[d["winner"]]
    cheapest = [values["Summary"].cell(r, 1).value for r in range(2, 6) if values["Summary"].cell(r, 2).value]
    assert cheapest == [winner]


def test_term_sheet_cumulative_is_a_running_sum_of_the_cash_flows(book, cli):
    forms, values = book
    d = _decision(cli, "k3-8x-b300")
    ws, wv = forms["Term"], values["Term"]
    header = [c.value for c in ws[2]]
    n = d["horizon_months"]
    assert wv.cell(3, 1).value == 0 and wv.cell(3 + n, 1).value == n
    for route, name in (("rent", "Renting"), ("own", "Buying"), ("api", "API")):
        col = header.index(f"{name}: cash (US$)") + 1
        flows = d["routes"][route]["cash_flows_usd"]
        assert [wv.cell(3 + m, col).value for m in range(n + 1)] == pytest.approx(flows)
        cum = ws.cell(5, col + 1).value   # month 2: the previous cumulative plus this month's cash
        assert cum.startswith("=") and "+" in cum
        assert wv.cell(3 + n, col + 1).value == pytest.approx(sum(flows))
        total_row = 4 + 60   # months 0..60, the longest term: months after this one's are blank
        assert wv.cell(4 + n, col).value in (None, "")
        total = ws.cell(total_row, col).value
        assert total.upper().startswith("=SUM(")
        assert wv.cell(total_row, col).value == pytest.approx(d["routes"][route]["term_usd"])
        assert ws.cell(3 + n, col).number_format == USD


def test_term_sheet_has_a_native_line_chart(book):
    forms, _ = book
    charts = forms["Term"]._charts
    assert len(charts) == 1 and len(charts[0].series) >= 2


def test_many_formulas_and_no_hand_written_separators(book):
    forms, _ = book
    count = 0
    for ws in forms.worksheets:
        for row in ws.iter_rows():
            for c in row:
                if isinstance(c.value, str) and c.value.startswith("="):
                    count += 1
                assert "#.##0,00" not in c.number_format
    assert count > 100


def test_bom_sheet_counts_servers_with_spares(tmp_path, cli):
    out = tmp_path / "spare.xlsx"
    code, _, err = cli("export", "k3-8x-b300", "--set", "hardware.spare_replicas=1", "-o", str(out))
    assert code == 0, err
    d = _decision(cli, "k3-8x-b300", "--set", "hardware.spare_replicas=1")
    ws = openpyxl.load_workbook(out, data_only=True)["Bill of materials"]
    rows = [[c.value for c in r] for r in ws.iter_rows(min_row=2)]
    own = [r for r in rows if r[0] == "Buying"]
    servers = own[0]
    rt = d["routes"]["own"]
    assert servers[2] == rt["replicas"] * rt["layout"]["nodes"]
    assert any(r[4] == "to be quoted" for r in own)
    nvme = next(r for r in own if r[1] == "Fast NVMe storage")
    assert "4,000 GB" in nvme[3].replace("\u00a0", " ")   # seed 004: plan 4 TB of fast NVMe for the 1.56 TB checkpoint


def test_side_by_side_and_portuguese_sheet_names(tmp_path, cli):
    out = tmp_path / "cmp.xlsx"
    code, _, err = cli("export", "k3-8x-b300", "k3-16x-h200", "-o", str(out), "--lang", "pt_BR")
    assert code == 0, err
    wb = openpyxl.load_workbook(out, data_only=True)
    assert "Resumo" in wb.sheetnames and "Lado a lado" in wb.sheetnames
    side = wb["Lado a lado"]
    assert side.max_column == 3


def test_advisor_sheet_when_asked(tmp_path, cli):
    out = tmp_path / "adv.xlsx"
    code, _, err = cli("export", "-o", str(out), "--advise")
    assert code == 0, err
    ws = openpyxl.load_workbook(out)["Advisor options"]
    assert ws.max_row >= 2


@pytest.mark.parametrize("name, needle", [("out.pdf", ".xlsx"), ("missing/out.xlsx", "does not exist")])
def test_bad_output_is_refused_in_one_line(tmp_path, cli, name, needle):
    out = tmp_path / name
    code, _, err = cli("export", "-o", str(out))
    assert code == 2 and needle in err and len(err.strip().splitlines()) == 1
    assert not out.exists()


def test_a_scenario_file_is_never_overwritten(tmp_path, cli):
    from k3desk.persistence.scenario_file import write_scenario
    from k3desk.scenarios import load_builtin

    path = tmp_path / "mine.k3desk.json"
    write_scenario(path, load_builtin("default"))
    before = path.read_bytes()
    code, _, err = cli("export", str(path), "-o", str(path))
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert path.read_bytes() == before


def test_advisor_sheet_is_the_ranking(tmp_path, cli):
    """The sheet lists the options as the Advisor page ranks them: each whole fleet at the decision's
    month 1 (taxes included for a Brazilian buyer renting abroad), cheapest first."""
    from k3desk.cli.verbs import load_scenario_arg
    from k3desk.session import evaluate

    sets = ["taxes.jurisdiction=BR", "pricing.rental_provider_location=abroad"]
    out = tmp_path / "adv.xlsx"
    code, _, err = cli("export", "-o", str(out), "--advise", *[x for s in sets for x in ("--set", s)])
    assert code == 0, err
    ws = openpyxl.load_workbook(out, data_only=True)["Advisor options"]
    month = [c.value for c in next(ws.iter_cols(min_col=8, max_col=8, min_row=2))]
    rows = evaluate(load_scenario_arg("default", sets)).ranking().rows
    assert month == pytest.approx([p.usd_per_month for p in rows])
