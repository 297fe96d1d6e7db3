"""The request for quotation a vendor can quote from (issue "A meeting and a procurement pack", item 3):
deliveries in tranches that follow the volume, per line the NCM, quantity, site and date, power and
cooling per rack, warranty, support and payment terms; and never one of the buyer's own prices, on the
PDF page or the workbook sheet, in English or Portuguese."""

from __future__ import annotations

import json

import openpyxl
import pytest

from k3desk.core.edit import apply_sets
from k3desk.core.profile import Profile
from k3desk.report import rfq
from k3desk.report.bom import route_boms
from k3desk.scenarios import load_builtin
from k3desk.session import evaluate
from tests.pdftext import pdf_pages

GROWING = ("--set", "workload.volume_growth_per_month=0.05", "--set", "workload.tokens_per_month=2e10")
PROFILE = {"format": "k3desk.profile", "schema_version": 2, "name": "ACME", "version": "2027-01",
           "gpus": {"b300": {"price_per_gpu_hour": 6.125, "purchase_price_usd": 48_765}},
           "procurement": {"delivery_site": "Av. das Nações Unidas 12901, São Paulo", "delivery_state": "SP",
                           "payment_terms": "30 dias após o aceite de cada entrega",
                           "warranty": "36 meses on-site", "support": "24x7, resposta em 4 horas"}}


def _rfq_pdf(tmp_path, cli, *args, lang="en") -> str:
    out = tmp_path / f"r-{lang}.pdf"
    code, _, err = cli("report", *args, "--lang", lang, "-o", str(out))
    assert code == 0, err
    pages = pdf_pages(out)
    title = "Request for quotation" if lang == "en" else "Solicitação de cotação (RFQ)"
    end = "Assumptions and sources" if lang == "en" else "Premissas e fontes"
    def opens(p: str, heading: str) -> bool:   # a page whose section heading it is (under the running header)
        return p.lstrip().startswith(heading) or f"\n{heading}\n" in p

    first = next(i for i, p in enumerate(pages) if opens(p, title))
    last = next(i for i, p in enumerate(pages) if i > first and opens(p, end))
    return " ".join(" ".join(pages[first:last]).split())


def _rfq_sheet(tmp_path, cli, *args, lang="en") -> list:
    out = tmp_path / f"r-{lang}.xlsx"
    code, _, err = cli("export", *args, "--lang", lang, "-o", str(out))
    assert code == 0, err
    wb = openpyxl.load_workbook(out, data_only=True)
    name = "Request for quotation" if lang == "en" else "Solicitação de cotação (RFQ)"
    return [c.value for row in wb[name].iter_rows() for c in row if c.value is not None]


def _prices(ev) -> list[float]:
    """Every price of the scenario and every amount its decision states (US$ and in the display currency)."""
    s, d, r = ev.scenario, ev.decision, ev.result
    hw, p = s.hardware, s.pricing
    values = [hw.price_per_gpu_hour, hw.purchase_price_per_gpu, hw.gpu.purchase_price_usd, hw.hosting_per_gpu_month,
              p.api_input_per_mtok, p.api_cached_input_per_mtok, p.api_output_per_mtok]
    for rt in d.routes.values():
        values += [rt.usd_per_month, rt.usd_per_month_per_replica, rt.term_usd, rt.npv_usd]
    values += [v * k for v in list(values) if v for k in (r.cost.currency_factor, r.cost.domestic_currency_factor)]
    return [v for v in values if v]


def _spellings(v: float) -> set[str]:
    """How a price may be written: grouped whole amounts (≥ 1,000) and two decimals, US and Brazilian style."""
    out = set()
    if v >= 1000:
        whole = f"{v:,.0f}"
        out |= {whole, whole.replace(",", ".")}
    if abs(v - round(v)) > 1e-9 or v < 1000:
        two = f"{v:,.2f}"
        out |= {two, two.replace(",", "_").replace(".", ",").replace("_", ".")}
        if abs(v * 1000 - round(v * 1000)) < 1e-6 and abs(v * 100 - round(v * 100)) > 1e-6:   # 7.375
            three = f"{v:.3f}"
            out |= {three, three.replace(".", ",")}
    return {x for x in out if len(x.replace(",", "").replace(".", "")) >= 3}


def _assert_no_price(text: str, ev) -> None:
    text = text.replace(ev.scenario.name, "")   # the running header names the scenario ("… · R$")
    assert "$" not in text, "a currency amount in the RFQ"
    leaks = sorted({x for v in _prices(ev) for x in _spellings(v) if x in text})
    assert not leaks, leaks


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "pt_BR"])
@pytest.mark.parametrize("example", ["k3-8x-b300", "k3-8x-b300-brl"])
def test_the_rfq_never_shows_the_buyers_prices(tmp_path, cli, example, lang):
    sets = ("--set", "hardware.hosting_per_gpu_month=275.5", "--set", "finance.maintenance_percent_per_year=7.5")
    ev = evaluate(apply_sets(load_builtin(example), [a for a in sets if a != "--set"]))
    _assert_no_price(_rfq_pdf(tmp_path, cli, example, *sets, lang=lang), ev)
    sheet = _rfq_sheet(tmp_path, cli, example, *sets, lang=lang)
    numbers = {v for v in sheet if isinstance(v, (int, float))}   # counts and question numbers, never a price
    assert not numbers & {v for v in _prices(ev) if v != int(v) or v >= 100}
    _assert_no_price(" ".join(str(v) for v in sheet), ev)
    assert "7.5" not in " ".join(str(v) for v in sheet) and "7,5" not in " ".join(str(v) for v in sheet)


@pytest.mark.slow
def test_negotiated_prices_stay_out_and_the_profiles_terms_go_in(tmp_path, cli):
    f = tmp_path / "acme.json"
    f.write_text(json.dumps(PROFILE), encoding="utf-8")
    text = " ".join(str(v) for v in _rfq_sheet(tmp_path, cli, "k3-8x-b300", "--profile", str(f)))
    for price in ("6.125", "6,125", "6.13", "6,13", "48,765", "48.765", "$"):
        assert price not in text
    for term in ("Av. das Nações Unidas 12901, São Paulo", "SP", "30 dias após o aceite de cada entrega",
                 "36 meses on-site", "24x7, resposta em 4 horas"):
        assert term in text
    pdf = _rfq_pdf(tmp_path, cli, "k3-8x-b300", "--profile", str(f))
    assert "Av. das Nações Unidas 12901" in pdf and "6.125" not in pdf and "48,765" not in pdf


def test_a_growing_volume_is_delivered_in_the_tranches_of_the_decisions_fleet():
    ev = evaluate(apply_sets(load_builtin("k3-8x-b300"), [a for a in GROWING if a != "--set"]))
    (own, *_), ds = route_boms(ev, whole_term=True), ev.deliveries("own")
    ts = rfq.tranches(ev, own)
    assert len(ts) == len(ds) > 2
    assert [t.month for t in ts] == [d.needed_from for d in ds]
    assert ts[0].day == "2027-01-01"   # the example's term starts in January 2027
    fleet = ev.fleet_by_month("own")
    assert sum(t.servers for t in ts) == fleet[-1] * own.servers_per_replica
    rows = rfq.schedule_rows(ev, own)
    assert rows[1][0].args["n"].value == 2 and rows[1][1].args["m"].value == ts[1].month


def test_every_line_has_its_ncm_and_the_servers_the_server_subheading():
    """docs/domain.md §13: a GPU server is a processing unit of heading 84.71 (subheading 8471.50), a
    network switch switching apparatus (8517.62); a service has none."""
    ev = evaluate(load_builtin("k3-8x-b300"))
    boms = {b.route: b for b in route_boms(ev, whole_term=True)}
    own = {row[0].source: row[1] for row in rfq.item_rows(boms["own"])}
    assert own["{n}-GPU {gpu} server"] == "8471.50"
    assert own["Front-end and management network"] == "8517.62"
    assert own["Software"] == "—" and own["Support contract"] == "—"
    assert all(row[1] == "—" for row in rfq.item_rows(boms["rent"]))   # a rental is a service
    assert not any(row[0].source == "GPUs: {gpu}" for row in rfq.item_rows(boms["own"]))   # no "48 GPUs" beside servers


@pytest.mark.parametrize("gpu,count,kw,per_rack", [
    # docs/figures.md §1: B300 node 15,730 W (8 × 1,100 W × 1.79): two servers fit under 40 kW
    ("b300", 8, 31.46, 2),
    # H200: the DGX H200 user guide's 10.2 kW: three servers under 40 kW
    ("h200", 16, 30.6, 3),
    # GB300 NVL72: one rack-scale system of 18 compute trays of 4 GPUs at 7,778 W each
    ("gb300", 8, 140.0, 18),
])
def test_power_and_cooling_per_rack_come_from_the_catalogs_node_power(gpu, count, kw, per_rack):
    from k3desk.core.presets import build_scenario

    ev = evaluate(build_scenario("kimi-k3", gpu, count))
    own = next(b for b in route_boms(ev, whole_term=True) if b.route == "own")
    assert own.servers_per_rack == per_rack and own.rack_kw == pytest.approx(kw, abs=0.05)
    label, value = next(x for x in rfq.terms(ev, [own]) if x[0].source == "Power and cooling per rack")
    assert value.args["kw"].value == pytest.approx(kw, abs=0.05)


def test_without_a_profile_the_terms_ask_the_vendor_or_leave_a_line_for_the_buyer():
    ev = evaluate(load_builtin("k3-8x-b300"))
    terms = {label.source: value for label, value in rfq.terms(ev, route_boms(ev, whole_term=True))}
    assert terms["Delivery site"].source.startswith("— (the buyer")
    assert "propose" in terms["Payment terms"].source and "{n} months" in terms["Warranty"].source


def test_a_profile_with_procurement_terms_hashes_as_before_when_it_has_none():
    """Schema 2 adds ``procurement``; a profile without one keeps its content hash, so scenarios computed
    with it do not ask to be recomputed."""
    import hashlib

    data = {"format": "k3desk.profile", "schema_version": 1, "name": "A", "version": "1", "values": {"pricing.brl_per_usd": 5.4}}
    p = Profile.model_validate(data)
    old = {k: v for k, v in p.model_dump(mode="json").items() if k != "procurement"}
    expected = hashlib.sha256(json.dumps(old, sort_keys=True, separators=(",", ":")).encode()).hexdigest()[:16]
    assert p.content_hash == expected
    with_terms = Profile.model_validate({**data, "schema_version": 2, "procurement": {"delivery_state": "SP"}})
    assert with_terms.content_hash != expected


def test_the_check_words_in_portuguese(tmp_path, cli):
    sheet = " ".join(str(v) for v in _rfq_sheet(tmp_path, cli, "k3-8x-b300", *GROWING, lang="pt_BR"))
    for word in ("Local de entrega", "Cronograma de entrega", "Condições de pagamento", "NCM", "Entrega 2",
                 "refrigeração", "por rack"):
        assert word in sheet
    assert "fornecedor" not in sheet.lower()   # the glossary: a bidder is a proponente
