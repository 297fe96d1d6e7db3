"""The exported workbook is a live model (issue 42, items 1 and 2).

Its *Assumptions* sheet holds every input as a workbook defined name (``tokens_per_month``,
``discount_rate_per_year``, ``exchange_rate``…), and the route sheets compute each month's cash flow
from them the way the decision does (docs/domain.md §9–10). What is checked:

- the formulas' Python twin (``Model.mirror``: what each cash-flow column computes before the app's
  values are stored in it) equals the decision's cash flows, for named scenarios and for any
  combination of options a buyer sets (hypothesis, the combinations of ``tests/session/test_invariants``);
  every one of them exports;
- the names, the reais, the taxes line by line with their laws, the stored values, and user text never
  becoming a formula;
- a real spreadsheet engine (LibreOffice, headless): the workbook recalculated as exported gives back
  every stored value, and with its named inputs edited it gives the present values, the break-even and
  the payback that ``k3desk calc --json --set …`` gives for the same values (to 1%). Those tests need
  ``soffice`` (apt: libreoffice-calc-nogui; ``.ci/run`` installs it) and are ``slow``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import given

from k3desk.cli.verbs import load_scenario_arg
from k3desk.report.workbook import workbook
from k3desk.report.workbook_cells import MONTHS
from k3desk.report.workbook_model import model
from k3desk.session import evaluate
from tests.session.test_invariants import MANY, QUICK, evaluation_of, sets

openpyxl = pytest.importorskip("openpyxl")

INPUTS = ("tokens_per_month", "price_per_gpu_hour", "purchase_price_per_gpu", "discount_rate_per_year",
          "exchange_rate", "horizon_months")
OUTPUTS = ("npv_own", "npv_rent", "npv_api")
#: The scenarios the brief names, as ``k3desk calc`` builds them (a built-in scenario and --set values).
SCENARIOS = {
    "default": ("k3-8x-b300", []),
    "brl": ("k3-8x-b300-brl", []),
    "growth and trend": ("k3-8x-b300", ["workload.volume_growth_per_month=0.05",
                                        "pricing.api_price_change_per_year=-0.3"]),
    "automatic count": ("k3-8x-b300", ["hardware.gpu_count=auto"]),
    "data in brazil": ("k3-8x-b300-brl", ["constraints.data_in_brazil=true"]),
    "no api price": ("k3-8x-b300", ["pricing.api_input_per_mtok=null"]),
    "shield, short life, growth": ("k3-8x-b300-brl", ["finance.income_tax_shield=true", "taxes.regime=lucro_real",
                                                      "hardware.amortization_years=1.5",
                                                      "workload.volume_growth_per_month=0.08"]),
    "rental abroad, committed": ("k3-8x-b300-brl", ["pricing.rental_provider_location=abroad",
                                                    "pricing.rental_commitment=1y",
                                                    "workload.volume_growth_per_month=0.1", "pricing.horizon_months=30"]),
    "hybrid, resale, maintenance": ("k3-8x-b300", ["workload.peak_to_average=4", "workload.peak_hours_per_day=3",
                                                   "hardware.resale_percent=20", "finance.implementation_cost=50000",
                                                   "finance.maintenance_percent_per_year=5"]),
    "staff, 3-year commitment": ("k3-8x-b300", ["finance.staff_fte=2", "finance.staff_cost_per_fte_year=200000",
                                                "pricing.rental_commitment=3y", "pricing.horizon_months=24"]),
    "production units": ("k3-8x-b300", ["serving.mode=wide-ep", "serving.decode_gpus=16"]),
    "api as buyers pay it": ("k3-8x-b300", ["workload.cache_hit_rate=0.3", "workload.cache_write_share=0.2",
                                            "pricing.api_cache_write_per_mtok=3.75", "workload.batch_share=0.4",
                                            "pricing.api_batch_discount=0.5",
                                            "pricing.api_long_context_threshold_tokens=4096",
                                            "pricing.api_long_context_input_multiplier=2",
                                            "pricing.api_long_context_output_multiplier=1.5"]),
    "required availability": ("k3-8x-b300", ["constraints.availability_percent=99.9",
                                             "workload.volume_growth_per_month=0.05"]),
    "stated peak rate": ("k3-8x-b300", ["workload.peak_requests_per_second=5",
                                        "workload.volume_growth_per_month=0.04"]),
    "two-month life, shield": ("k3-8x-b300-brl", ["hardware.amortization_years=0.1", "hardware.resale_percent=30",
                                                  "finance.income_tax_shield=true", "taxes.regime=lucro_real",
                                                  "workload.volume_growth_per_month=0.04"]),
    "no volume": ("k3-8x-b300", ["workload.tokens_per_month=0"]),
    "tax haven, gross price, 2026 start": ("k3-8x-b300-brl", ["taxes.service_kind=other",
                                                              "taxes.supplier_in_tax_haven=true",
                                                              "taxes.supplier_price_is_net=false",
                                                              "pricing.rental_provider_location=abroad",
                                                              "finance.start_month=2026-02",
                                                              "workload.volume_growth_per_month=0.05"]),
}


def _evaluation(name: str):
    scenario, sets_ = SCENARIOS[name]
    return evaluate(load_scenario_arg(scenario, sets_))


def _rate(ev) -> float:
    p = ev.scenario.pricing
    return p.brl_per_usd if p.currency == "BRL" else 1.0


def _mirror_is_the_decision(ev) -> None:
    m = model(ev)
    d = ev.decision
    if d is None:
        assert m is None
        return
    rate = _rate(ev)
    for k, flows in m.mirror.items():
        app = d.routes[k].cash_flows_usd
        assert len(flows) == MONTHS + 1
        assert flows[:len(app)] == pytest.approx([x * rate for x in app], rel=1e-9, abs=1e-6), k
        assert not any(flows[len(app):]), f"{k}: a month after the term costs something"
    costed = {k for k, rt in d.routes.items() if rt.available and rt.cash_flows_usd}
    assert set(m.mirror) == costed


# -- the formulas' twin against the decision ----------------------------------------------------------
@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_the_formulas_compute_the_decisions_cash_flows(name):
    ev = _evaluation(name)
    _mirror_is_the_decision(ev)
    if name.startswith("hybrid"):
        assert ev.decision.routes["hybrid"].available   # the hybrid's own sheet is checked too


#: Every bound a scenario accepts, one at a time (``core/scenario.py``'s fields).
BOUNDS = [["workload.tokens_per_month=0"], ["workload.tokens_per_month=1e16"], ["workload.tokens_per_month=5e-324"],
          ["workload.volume_growth_per_month=0.5", "pricing.horizon_months=60"],
          ["workload.volume_growth_per_month=-0.5"], ["finance.discount_rate_per_year=1"],
          ["pricing.brl_per_usd=0.001", "pricing.currency=BRL"],
          ["pricing.brl_per_usd=1000", "pricing.currency=BRL", "taxes.jurisdiction=BR"],
          ["hardware.price_per_gpu_hour=0"], ["hardware.price_per_gpu_hour=10000"],
          ["hardware.purchase_price_per_gpu=10000000"], ["hardware.purchase_price_per_gpu=1e-300"],
          ["hardware.amortization_years=0.1"], ["hardware.amortization_years=30"], ["hardware.resale_percent=100"],
          ["pricing.iof_percent=100", "taxes.jurisdiction=BR"], ["hardware.spare_replicas=1000"],
          ["pricing.api_output_per_mtok=10000", "pricing.api_input_per_mtok=0", "pricing.api_cached_input_per_mtok=0"],
          ["pricing.api_price_change_per_year=-0.9"], ["pricing.api_price_change_per_year=1"],
          ["workload.peak_to_average=24", "workload.peak_hours_per_day=1"], ["pricing.billing_hours_per_day=0.01"],
          ["finance.staff_fte=10000", "finance.staff_cost_per_fte_year=100000000"],
          ["finance.implementation_cost=1e10"],
          ["pricing.rental_commitment=3y", "pricing.horizon_months=12", "workload.volume_growth_per_month=0.5"],
          ["taxes.jurisdiction=BR", "taxes.rates.cbs=0.5", "taxes.rates.irrf=0.9", "finance.start_month=2026-02",
           "finance.income_tax_shield=true", "taxes.regime=lucro_real"]]


@pytest.mark.slow
@pytest.mark.parametrize("sets_", BOUNDS, ids=lambda x: " ".join(x))
def test_every_bound_exports_and_computes_the_decision(sets_):
    from k3desk.ui.export.sheet import xlsx_bytes

    ev = evaluate(load_scenario_arg("k3-8x-b300", sets_))
    assert xlsx_bytes(workbook([ev]), "pt_BR")[:2] == b"PK"
    _mirror_is_the_decision(ev)


@QUICK
@given(sets())
def test_every_accepted_scenario_exports_and_computes_the_decision(case):
    """Any combination of options the app accepts exports (never a failure) and its formulas compute the
    decision's cash flows."""
    from k3desk.ui.export.sheet import xlsx_bytes

    ev = evaluation_of(case)
    assert xlsx_bytes(workbook([ev]), "pt_BR")[:2] == b"PK"
    _mirror_is_the_decision(ev)


@pytest.mark.slow
@MANY
@given(sets())
def test_every_accepted_scenario_exports_and_computes_the_decision_many(case):
    from k3desk.ui.export.sheet import xlsx_bytes

    ev = evaluation_of(case)
    assert xlsx_bytes(workbook([ev]), "en")[:2] == b"PK"
    _mirror_is_the_decision(ev)


# -- the workbook as written ----------------------------------------------------------------------------
def _export(tmp: Path, name: str, lang: str = "en", extra: tuple[str, ...] = ()) -> Path:
    from k3desk.cli import main

    scenario, sets_ = SCENARIOS[name]
    out = tmp / f"{name.replace(' ', '_').replace(',', '')}-{lang}.xlsx"
    args = ["export", scenario, "-o", str(out), "--lang", lang]
    for s in (*sets_, *extra):
        args += ["--set", s]
    assert main(args) == 0
    return out


def _cell(wb, name: str):
    (sheet, ref), = list(wb.defined_names[name].destinations)
    return wb[sheet][ref.replace("$", "")]


@pytest.fixture(scope="module")
def brl(tmp_path_factory):
    path = _export(tmp_path_factory.mktemp("brl"), "brl", "pt_BR")
    return path, openpyxl.load_workbook(path), openpyxl.load_workbook(path, data_only=True)


def test_inputs_are_named_cells_and_the_present_values_named_outputs(brl):
    _, forms, values = brl
    for name in INPUTS:
        c = _cell(forms, name)
        assert c.parent.title == "Premissas" and isinstance(c.value, (int, float)), name
        assert c.fill.fgColor.rgb.endswith("FFF2CC"), f"{name} is not drawn as an input"
    ev = _evaluation("brl")
    for name in OUTPUTS:
        c = _cell(forms, name)
        assert isinstance(c.value, str) and c.value.upper().startswith("=SUM("), name
        want = ev.decision.routes[name.split("_")[1]].npv_usd * ev.scenario.pricing.brl_per_usd
        assert _cell(values, name).value == pytest.approx(want, rel=1e-12)   # stored: the app's own value
    assert _cell(values, "exchange_rate").value == ev.scenario.pricing.brl_per_usd
    assert _cell(values, "tokens_per_month").value == ev.scenario.workload.tokens_per_month


def test_a_route_left_out_keeps_its_named_output_saying_why(tmp_path):
    """Data kept in Brazil leaves the API out: ``npv_api`` is the cell that says why, never a blank (a
    formula using it shows the gap instead of counting 0)."""
    wb = openpyxl.load_workbook(_export(tmp_path, "data in brazil"))
    for name in ("npv_api", "npv_hybrid"):
        c = _cell(wb, name)
        assert c.parent.title == "Summary" and isinstance(c.value, str) and c.value and not c.value.startswith("=")
    assert _cell(wb, "npv_own").value.upper().startswith("=SUM(")


def test_a_replica_step_is_a_ceiling_of_the_volume(brl):
    _, forms, _ = brl
    c = forms["Aquisição, por mês"]["C4"]   # month 1's replicas on the buying sheet
    assert "CEILING(" in c.value and "capacity_own" in c.value and "peak_factor" in c.value


def test_amounts_are_in_reais_with_brazilian_formats(brl):
    """Every amount the model computes is in reais; only the catalog's prices stay in US$, as quoted."""
    _, forms, _ = brl
    money: dict[str, list[str]] = {}
    for ws in forms.worksheets:
        for row in ws.iter_rows():
            for c in row:
                if isinstance(c.value, (int, float, str)) and "$" in c.number_format:
                    money.setdefault(ws.title, []).append(c.number_format)
    computed = ("Resumo", "Custo mensal", "Horizonte", "Locação, por mês", "Aquisição, por mês", "API, por mês")
    for title in computed:
        assert money[title] and all(f.startswith("[$R$-416]") for f in money[title]), title
    assert sum(len(money[t]) for t in computed) > 500
    dates = [c.number_format for row in forms["Tributos"].iter_rows() for c in row if c.number_format == "mm/yyyy"]
    assert len(dates) > 60   # each month's calendar month, the Brazilian way


def test_taxes_sheet_line_by_line_with_each_law(brl):
    from k3desk.core.money import taxes

    _, forms, values = brl
    ws, wv = forms["Tributos"], values["Tributos"]
    header = next(r for r in ws.iter_rows() if r[0].value == "Código")
    first = header[0].row + 1
    rows = []
    for r in range(first, first + 40):
        code = ws.cell(r, 1).value
        if not code:
            break
        rows.append((code, wv.cell(r, 3).value, ws.cell(r, 9).value))
    # the scenario's kind of service: technical, so IRRF 15% (not 25%) and CIDE 10%
    got = {code for code, _, _ in rows}
    assert {"IRRF", "CIDE", "PIS", "COFINS", "ISS", "CBS", "IBS", "IOF"} <= got
    assert ("IRRF", 0.15) in {(c, r) for c, r, _ in rows} and ("IRRF", 0.25) not in {(c, r) for c, r, _ in rows}
    assert ("CIDE", taxes.CIDE) in {(c, r) for c, r, _ in rows}
    assert all(law for _, _, law in rows)
    assert any("LC 214/2025" in law for _, _, law in rows)
    # month 1 (January 2027): the reform's CBS replaces PIS/COFINS-Importação; the factor is the app's
    ev = _evaluation("brl")
    month = next(r for r in ws.iter_rows(min_row=first + len(rows)) if r[0].value == "Mês")[0].row + 2
    lines = {x.tax: x.share for x in taxes.service_lines(ev.scenario, 1)}
    assert wv.cell(month, 11).value == 0 and wv.cell(month, 14).value == pytest.approx(lines["cbs"])
    assert wv.cell(month, 18).value == pytest.approx(taxes.service_factor(ev.scenario, "abroad", 1))


def test_user_text_is_never_a_formula(tmp_path, cli):
    """A name, a source or a note typed as a formula stays text (formula injection neutralised)."""
    out = tmp_path / "x.xlsx"
    code, _, err = cli("export", "k3-8x-b300", "-o", str(out), "--set", "name==HYPERLINK(\"http://x\")",
                       "--set", "hardware.price_source=@SUM(1+1)*cmd|' /C calc'!A0",
                       "--set", "pricing.api_source=+1-2")
    assert code == 0, err
    wb = openpyxl.load_workbook(out)
    cells = [c for ws in wb.worksheets for row in ws.iter_rows() for c in row if isinstance(c.value, str)]
    formulas = [c.value for c in cells if c.data_type == "f"]
    assert formulas and not [f for f in formulas if "HYPERLINK" in f or "cmd" in f or "1-2" in f]
    typed = {c.value for c in cells if c.data_type != "f"}
    assert '=HYPERLINK("http://x")' in typed   # the scenario's name, as typed
    assert any("+1-2" in t for t in typed) and any("@SUM(1+1)" in t for t in typed)   # sources, quoted


# -- a real spreadsheet engine ----------------------------------------------------------------------------
SOFFICE = shutil.which("soffice") or shutil.which("libreoffice")
needs_soffice = pytest.mark.skipif(SOFFICE is None, reason="LibreOffice (soffice) is not installed: "
                                   "apt-get install libreoffice-calc-nogui")


def recalculate(paths: list[Path], tmp: Path) -> dict[Path, Path]:
    """Each workbook opened, recalculated and saved by LibreOffice headless. openpyxl's copy first: a
    workbook without stored values is recalculated on load, every formula."""
    out, work = tmp / "recalculated", tmp / "work"
    out.mkdir(exist_ok=True)
    work.mkdir(exist_ok=True)
    copies = []
    for p in paths:
        q = work / p.name
        openpyxl.load_workbook(p).save(q)
        copies.append(q)
    profile = (tmp / "lo-profile").as_uri()   # its own profile: parallel runs do not share a lock
    subprocess.run([SOFFICE, f"-env:UserInstallation={profile}", "--headless", "--norestore", "--calc",
                    "--convert-to", "xlsx", "--outdir", str(out), *map(str, copies)],
                   check=True, capture_output=True, timeout=600, env={**os.environ, "HOME": str(tmp)})
    return {p: out / p.name for p in paths}


@pytest.mark.slow
@needs_soffice
def test_libreoffice_recalculates_every_stored_value(tmp_path):
    """Recalculated as exported, every formula of every sheet gives back the value the app stored."""
    paths = {name: _export(tmp_path, name) for name in SCENARIOS}
    paths["brl pt"] = _export(tmp_path, "brl", "pt_BR")
    done = recalculate(list(paths.values()), tmp_path)
    for name, p in paths.items():
        forms, stored = openpyxl.load_workbook(p), openpyxl.load_workbook(p, data_only=True)
        again = openpyxl.load_workbook(done[p], data_only=True)
        count, bad = 0, []
        for ws in forms.worksheets:
            for row in ws.iter_rows():
                for c in row:
                    if not (isinstance(c.value, str) and c.value.startswith("=")):
                        continue
                    count += 1
                    x, y = stored[ws.title][c.coordinate].value, again[ws.title][c.coordinate].value
                    if isinstance(x, (int, float)) and isinstance(y, (int, float)):
                        ok = abs(x - y) <= 1e-7 * max(1.0, abs(x))
                    else:
                        ok = (x in (None, "") and y in (None, "")) or x == y
                    if not ok:
                        bad.append(f"{ws.title}!{c.coordinate}: stored {x!r}, recalculated {y!r} ({c.value[:80]})")
        assert count > 1500, name
        assert not bad, f"{name}: " + "\n".join(bad[:10])


#: Edits of the named inputs, and the same values as ``--set`` paths.
PATHS = {"tokens_per_month": "workload.tokens_per_month", "discount_rate_per_year": "finance.discount_rate_per_year",
         "price_per_gpu_hour": "hardware.price_per_gpu_hour", "purchase_price_per_gpu": "hardware.purchase_price_per_gpu",
         "exchange_rate": "pricing.brl_per_usd", "horizon_months": "pricing.horizon_months",
         "volume_growth_per_month": "workload.volume_growth_per_month", "amortization_years": "hardware.amortization_years",
         "resale_percent": "hardware.resale_percent", "staff_fte": "finance.staff_fte",
         "spare_replicas": "hardware.spare_replicas", "shifts_per_day": "finance.shifts_per_day",
         "batch_share": "workload.batch_share"}
EDITS = [
    ("brl", {"tokens_per_month": 2e10, "discount_rate_per_year": 0.10}),   # the issue's own check
    ("default", {"tokens_per_month": 2e10, "discount_rate_per_year": 0.10}),
    ("default", {"tokens_per_month": 3.7e10, "price_per_gpu_hour": 4.1, "purchase_price_per_gpu": 41000,
                 "horizon_months": 48, "spare_replicas": 2}),
    ("brl", {"exchange_rate": 6.1, "horizon_months": 60, "discount_rate_per_year": 0.0}),
    ("growth and trend", {"tokens_per_month": 2e10, "discount_rate_per_year": 0.10, "volume_growth_per_month": 0.03}),
    ("automatic count", {"tokens_per_month": 2e10, "discount_rate_per_year": 0.10}),
    ("automatic count", {"tokens_per_month": 3e11}),
    ("data in brazil", {"tokens_per_month": 2e10, "discount_rate_per_year": 0.10}),
    ("no api price", {"tokens_per_month": 2e10, "discount_rate_per_year": 0.10}),
    ("shield, short life, growth", {"tokens_per_month": 2e10, "amortization_years": 2.25, "shifts_per_day": 3}),
    ("two-month life, shield", {"tokens_per_month": 1.5e10, "shifts_per_day": 2}),
    ("rental abroad, committed", {"tokens_per_month": 2e10, "horizon_months": 40}),
    ("hybrid, resale, maintenance", {"discount_rate_per_year": 0.12, "resale_percent": 35}),
    ("staff, 3-year commitment", {"tokens_per_month": 2e10, "staff_fte": 3, "discount_rate_per_year": 0.2}),
    ("api as buyers pay it", {"tokens_per_month": 2e10, "discount_rate_per_year": 0.10, "batch_share": 0.1}),
    ("required availability", {"discount_rate_per_year": 0.12, "price_per_gpu_hour": 5.0}),
    ("stated peak rate", {"tokens_per_month": 4e10, "discount_rate_per_year": 0.10}),
]


def _calc(cli, scenario: str, sets_: dict[str, str]) -> dict:
    args = ["calc", scenario, "--json"]
    for k, v in sets_.items():
        args += ["--set", f"{k}={v}"]
    code, out, err = cli(*args)
    assert code == 0, err
    return json.loads(out)


@pytest.mark.slow
@needs_soffice
def test_edited_inputs_recalculate_to_what_calc_says(tmp_path, cli, capsys):
    """Named inputs edited and recalculated in LibreOffice: every costed route's present value, the
    break-even (one layout, no growth), buying's payback month and the sensitivity are ``calc --json``'s
    under the same ``--set`` values (the issue's bar is 1%; the present values agree to rounding)."""
    jobs = []
    for i, (name, edits) in enumerate(EDITS):
        p = _export(tmp_path, name)
        wb = openpyxl.load_workbook(p)
        for k, v in edits.items():
            _cell(wb, k).value = v
        q = tmp_path / f"edit{i}.xlsx"
        wb.save(q)
        jobs.append(q)
    done = recalculate(jobs, tmp_path)
    capsys.readouterr()   # what the exports printed
    checked = hybrids = swings = 0
    for (name, edits), q in zip(EDITS, jobs, strict=True):
        wb = openpyxl.load_workbook(done[q], data_only=True)
        scenario, sets_ = SCENARIOS[name]
        merged = dict(s.split("=", 1) for s in sets_)
        merged.update({PATHS[k]: repr(v) for k, v in edits.items()})
        out = _calc(cli, scenario, merged)
        d = out["decision"]
        p = load_scenario_arg(scenario, [f"{k}={v}" for k, v in merged.items()]).pricing
        rate = p.brl_per_usd if p.currency == "BRL" else 1.0
        for k, rt in d["routes"].items():
            defined = f"npv_{k}" in wb.defined_names
            if k == "hybrid" and defined and (not rt["available"] or rt["owned_replicas"] != _base(wb)):
                continue   # the hybrid's base fleet is the app's search at export: compared where it stands
            if not rt["available"]:
                continue
            assert defined, f"{name}: npv_{k} missing"
            got, want = _cell(wb, f"npv_{k}").value, rt["npv_usd"] * rate
            # the issue asks for 1%; the formulas are the decision's own, so they agree to rounding
            assert got == pytest.approx(want, rel=1e-6), f"{name} {edits}: npv_{k}"
            checked += 1
            hybrids += k == "hybrid"
        own = d["routes"]["own"]["available"] and (d["routes"]["api"]["available"] or d["routes"]["rent"]["available"])
        if own:
            pay = _cell(wb, "payback_month").value
            assert pay == d["payback_month"] if d["payback_month"] is not None else isinstance(pay, str), name
        flat = name in ("brl", "default", "data in brazil", "no api price", "hybrid, resale, maintenance",
                        "staff, 3-year commitment", "api as buyers pay it")
        if flat and "break_even_tokens_per_month" in wb.defined_names:
            be, want = _cell(wb, "break_even_tokens_per_month").value, d["break_even_tokens_per_month"]
            assert (be == pytest.approx(want, rel=0.01)) if want is not None else isinstance(be, str), name
        if flat:
            swings += _swings_match(wb, out["sensitivity"], rate, name)
    assert checked >= 25 and hybrids >= 1 and swings >= 20


def _swings_match(wb, rows: list[dict], rate: float, name: str) -> int:
    """The sensitivity sheet's rows recalculated against ``calc --json``'s ``sensitivity`` (to 1%)."""
    from k3desk.report.term import ASSUMPTIONS

    ws = wb["Sensitivity"]
    found = {ws.cell(r, 1).value: (ws.cell(r, 2).value, ws.cell(r, 3).value) for r in range(3, 12)}
    for row in rows:
        low, high = found[ASSUMPTIONS[row["assumption"]]]
        scale = max(abs(row["low_usd"]), abs(row["high_usd"])) * rate
        assert low == pytest.approx(row["low_usd"] * rate, rel=0.01, abs=1e-6 * scale), (name, row["assumption"])
        assert high == pytest.approx(row["high_usd"] * rate, rel=0.01, abs=1e-6 * scale), (name, row["assumption"])
    return len(rows)


def _base(wb) -> float:
    return _cell(wb, "hybrid_base_replicas").value
