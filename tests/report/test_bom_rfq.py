"""The bill of materials and the request-for-quotation pages of the PDF (text read back with
``tests/pdftext.py``): servers with the spares, seed 004's NVMe plan, racks, lines to be quoted, the
questions to the vendor; in English and pt-BR."""

import json

import pytest

from k3desk.session import evaluate
from tests.pdftext import pdf_pages

pytestmark = pytest.mark.slow


def _report(tmp_path, cli, lang, *sets):
    out = tmp_path / f"r-{lang}.pdf"
    code, _, err = cli("report", "k3-8x-b300", *sets, "--lang", lang, "-o", str(out))
    assert code == 0, err
    return pdf_pages(out)


def _page(pages, title):
    return next(p for p in pages if p.lstrip().startswith(title) or f"\n{title}\n" in p)


def test_bom_page_in_english(tmp_path, cli):
    pages = _report(tmp_path, cli, "en", "--set", "hardware.spare_replicas=1")
    bom = " ".join(_page(pages, "Bill of materials").split())
    d = json.loads(cli("calc", "k3-8x-b300", "--set", "hardware.spare_replicas=1", "--json")[1])["decision"]
    own = d["routes"]["own"]
    assert "8-GPU B300 server" in bom
    assert f"{own['replicas']} replicas" in bom
    assert "4,000 GB per server" in bom   # seed 004: 4 TB of fast NVMe for the 1.56 TB checkpoint
    for word in ("Racks", "40 kW per rack", "to be quoted", "Colocation", "Support contract", "vLLM"):
        assert word in bom
    rfq = " ".join(_page(pages, "Request for quotation").split())
    for word in ("Lead time", "Warranty", "who imports", "Delivery", "SLA"):
        assert word in rfq


def test_rfq_page_in_portuguese(tmp_path, cli):
    pages = _report(tmp_path, cli, "pt_BR")
    rfq = " ".join(_page(pages, "Solicitação de cotação (RFQ)").split())
    for word in ("Prazo de entrega", "Garantia", "quem importa", "Entrega", "SLA", "Perguntas ao proponente"):
        assert word in rfq
    bom = " ".join(_page(pages, "Lista de materiais").split())
    assert "a cotar" in bom and "Racks" in bom
    assert "fornecedor" not in rfq.lower()   # the glossary: a party under contract; the RFQ asks a bidder


def test_no_bom_without_a_decision():
    from k3desk.core import compute
    from k3desk.core.edit import apply_sets
    from k3desk.report.bom import bom_section, route_boms
    from k3desk.scenarios import load_builtin

    s = apply_sets(load_builtin("k3-8x-b300"), ["hardware.gpu_count=1"])   # does not fit on one GPU
    compute(s)
    assert route_boms(evaluate(s)) == []
    assert bom_section(evaluate(s)).blocks   # a sentence, never an empty page
