"""pt-BR wording follows resources/translations/glossary-pt-BR.md: no "never" form reaches a reader.

Brazilian purchasing readers misread some words: *concorrência* is a bidding modality (Lei 14.133),
*parcela* an instalment, *custear* "to pay for", *fornecedor* a contracted party. The compiled
catalog (every message, every plural form, as Qt loads it) and the text of a pt-BR PDF report are
searched for the forms the glossary rules out, and for the grammar slips it names ("8 bi tokens"
without "de", "réplica(s)" instead of real plurals, ISO dates, "USD por", "$" without "US").
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from tests.pdftext import pdf_pages

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"

#: (pattern, why) — case-insensitive; each comes from the glossary's "never" rules or the review
NEVER = [
    (r"\bconcorr[êe]ncia", "concurrency is 'simultaneidade' (concorrência is a bidding modality)"),
    (r"\bparcela", "a share is 'proporção' or '%' (parcela reads as an instalment)"),
    (r"\bcustead[oa]|\bcusteio", "custear means to pay for: say the cost is not calculated"),
    (r"\bfornecedor", "a model's maker is its 'desenvolvedor', a GPU's its 'fabricante'"),
    (r"\bpropriedade\b(?! \(TCO\))", "rented / owned is 'locação (nuvem)' / 'aquisição própria'"),
    (r"\balugad[oa]s?\b", "rented is 'locação (nuvem)'"),
    (r"^&?servidor( de inferência)?:?$", "serving is 'inferência' (Servidor reads as the hardware tab)"),
    (r"\breceita de implanta", "a serving recipe is a 'guia de implantação'"),
    (r"\bencaixe", "memory and fit is 'memória e capacidade'"),
    (r"auto-?hosped|auto-hosp\.", "self-hosting is 'hospedagem própria'"),
    (r"\b(mi|bi|tri|milhões|milhão|bilhões|bilhão|trilhões|trilhão)[\s\u00a0]+(tokens|parâmetros)\b",
     "a scale word takes 'de' before its noun: '8 bi de tokens' (not after 'mil')"),
    (r"\w\(s\)", "real plurals: '1 réplica', '2 réplicas', never 'réplica(s)'"),
    (r"\bUSD\b", "currency is written 'US$'"),
    (r"(?<![A-Z])\$(?!\{)", "a bare '$' reads as any dollar: 'US$' or 'R$'"),
    (r"(?<![/\w-])\d{4}-\d{2}-\d{2}(?![\w-])", "dates read 27/07/2026 in pt-BR, never ISO (file names aside)"),
    (r"[^\s]\s?×\s?API|API\s?×", "'vs.' between alternatives, never '×' (reads as a multiplication)"),
    (r"\bseed \d", "sources are cited by name, not by an internal seed number"),
    (r"\btamanho do contexto|(?<!janela de )\bcontexto por requisição", "context length is 'janela de contexto'"),
    # meeting-grade wording (the board review): register, terms a director misreads, English left over
    (r"\bsem custo\b", "a cost that cannot be given is 'custo não calculado' ('sem custo' reads as free)"),
    (r"\bsai(r[áa])? mais barat|\bmais barat[oa]s?\b", "'é mais econômica', never 'sai mais barata'"),
    (r"\bretorno\b", "'payback (mês 22)', never 'retorno' (reads as return on investment)"),
    (r"\bped(e|em)\b", "memory 'exige' GPUs, never 'pede'"),
    (r"\bfrotas?\b", "the fleet is 'o parque'"),
    (r"\bvenc(e|em|eria|eriam|edora?|edoras?)\b", "an option 'passa a compensar' / 'é a mais econômica', never 'vence'"),
    (r"\bcusto fixo (por|de cada|do primeiro)", "a time per step is 'tempo fixo', not a cost"),
    (r"compostas mensalmente", "say how trends accumulate in plain words"),
    (r"\bamortiza", "servers are depreciated ('depreciação', CPC 27); amortização is for intangibles"),
    (r"mostrad[oa] para ela\b", "'para esta configuração'"),
    (r"\binformações para\b", "'informações sobre o …'"),
    (r"\bprazo do contrato\b", "a purchase has a 'horizonte de análise'; 'prazo do contrato' only for a rental"),
    # the controller's review (issue 42): a purchase's horizon and start, the ISS's rate, the rate's currency
    (r"\b(no|do|ao longo do|fim do|o) prazo\b(?! de entrega)", "the term of a purchase is the 'horizonte de análise'"),
    (r"\bassinatura\b|\bcontratação\b", "a purchase is paid at the start ('no início', month 0), never at a "
                                          "'assinatura' or 'contratação'"),
    (r"\bISS,? taxa\b|\btaxa municipal", "the ISS's rate is an 'alíquota' ('taxa' is another kind of tribute)"),
    (r"\bcâmbio [\d{]", "the exchange rate takes its currency: 'câmbio R$ 5,40'"),
    (r"US\$ [\d.,]+ a [\d.,]+\b", "'US$ 0,150 a 5,40' reads as a range: 'com a taxa de câmbio de R$ 5,40'"),
    (r"\b1 de (janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)",
     "the first of the month is '1º de'"),
    (r"(?<![/\w.-])20\d{2}-(0[1-9]|1[0-2])(?![\w.-])", "a month reads 'janeiro de 2026', never ISO"),
    (r"\b\d{1,2} (jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)\. \d{4}", "dates read 27/07/2026"),
    (r"\bModified MIT\b|\((code|weights)\)|\brig\b|\bexpert offload|/M tok\b|\bbatched/native\b",
     "English left in a Portuguese text"),
    (r"[\w/-]*\d,\d[\w.-]*\.(md|json|html|pdf|ya?ml|py)\b|https?://\S*\d,\d",
     "file names and URLs are never localised ('GLM-4.6.md', not 'GLM-4,6.md')"),
]
#: the forms a message may keep even though they match above: the glossary entry that says where
#: "prazo do contrato" belongs
ALLOWED: set[str] = {"The months over which the options are added up and compared; for a rental or an API it is "
                     "the contract term."}
PATTERNS = [(re.compile(p, re.IGNORECASE if not p.startswith(r"(?<![A-Z])") else 0), why) for p, why in NEVER]


def violations(text: str) -> list[str]:
    return [f"{m.group(0)!r} ({why})" for rx, why in PATTERNS for m in [rx.search(text)] if m]


def compiled_catalog_texts(qapp) -> list[tuple[str, str]]:
    """(source, shown text) for every message and plural form, looked up in the compiled .qm."""
    tr = QTranslator()
    assert tr.load(str(TRANSLATIONS / "k3desk_pt_BR.qm"))
    out = []
    for ctx in ET.parse(TRANSLATIONS / "k3desk_pt_BR.ts").getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            src, comment = msg.findtext("source"), msg.findtext("comment")
            counts = (1, 2, 5, 1000) if msg.get("numerus") == "yes" else (-1,)
            for n in counts:
                text = tr.translate(name, src, comment, n)
                if text:
                    out.append((src, text))
    return out


def test_the_glossary_lives_beside_the_catalog():
    glossary = (TRANSLATIONS / "glossary-pt-BR.md").read_text(encoding="utf-8")
    for term in ("hospedagem própria", "simultaneidade", "proporção", "locação (nuvem)", "aquisição própria"):
        assert term in glossary


def test_patterns_catch_the_forms_the_review_found():
    for bad in ("Concorrência", "Parcela de entrada", "a opção própria não é custeada", "Fornecedor",
                "Propriedade: alugadas", "Servidor", "Receita de implantação", "Memória e encaixe",
                "custo auto-hospedado", "8,0 bilhões tokens", "8 bi tokens", "1 réplica(s)", "2 nó(s)",
                "USD por mês", "$1 mi", "2026-07-27", "US$ 54.000 × API", "seed 004",
                "a sai mais barata", "Sem custo: não cabe", "Retorno: mês 22", "a memória pede 7", "frota",
                "a API vence", "Custo fixo por passo 0,4 ms", "Prazo do contrato", "amortizado em 4 anos",
                "mostrado para ela", "Informações para Kimi K3", "1 de dezembro", "Lançamento: 2026-01",
                "27 jul. 2026", "Modified MIT", "MIT (code)", "RTX 6000 Ada rig", "US$/M tok", "batched/native",
                "sgl-cookbook GLM-4,6.md", "Faixa no prazo", "ao fim do prazo", "paga na assinatura",
                "meses desde a contratação", "ISS, taxa municipal", "câmbio 5,40", "US$ 0,150 a 5,40"):
        assert violations(bad), bad
    for good in ("Simultaneidade", "Proporção de entrada", "8,0 bilhões de tokens", "8 bi de tokens",
                 "262 mil tokens", "1 réplica", "2 nós", "US$ por mês", "R$ 1 mi", "27/07/2026",
                 "hospedagem própria vs. API", "8× B300", "Guia de implantação", "US$ 7,38",
                 "é mais econômica", "Custo não calculado", "payback: mês 22", "a memória exige 7 GPUs", "parque",
                 "passa a compensar", "Tempo fixo por passo", "Horizonte de análise", "depreciado em 4 anos",
                 "1º de dezembro", "janeiro de 2026", "27/07/2026", "sgl-cookbook GLM-4.6.md",
                 "vllm.ai/blog/2026-07-27-k3", "Prazo de entrega", "prazos de atendimento", "câmbio R$ 5,40",
                 "Alíquota do ISS municipal", "US$ 0,150 por kWh, com a taxa de câmbio de R$ 5,40 por US$"):
        assert not violations(good), (good, violations(good))


def test_the_catalog_writes_scale_words_and_articles(qapp):
    """'128 mil', never '128K'; a verdict names the model with its article ('O Kimi K3 cabe')."""
    texts = compiled_catalog_texts(qapp)
    assert not [(s, x) for s, x in texts if re.search(r"(?<![\w/.-])\d+K\b", x)]
    verdicts = [(s, x) for s, x in texts if s.startswith(("{model} fits", "{model} does not fit"))]
    assert len(verdicts) >= 5 and all(x.startswith("O {model} ") for _s, x in verdicts)


def test_compiled_catalog_has_no_never_form(qapp):
    texts = compiled_catalog_texts(qapp)
    assert len(texts) > 600
    problems = [f"{src!r} -> {text!r}: {v}" for src, text in texts if src not in ALLOWED
                for v in violations(text)]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("currency", ["BRL", "USD"])
@pytest.mark.parametrize("ownership", ["rent", "own"])
def test_pt_br_pdf_has_no_never_form(qapp, tmp_path, monkeypatch, currency, ownership):
    from k3desk.core.edit import set_path
    from k3desk.core.presets import default_scenario
    from k3desk.ui.pdf.export import export_pdf
    from k3desk.ui.shell import i18n

    i18n.install_language("pt_BR")  # as the window does before a pt-BR export
    monkeypatch.setenv("K3DESK_CONFIG_DIR", str(tmp_path))
    s = set_path(set_path(default_scenario(), "pricing.currency", currency), "hardware.ownership", ownership)
    out = export_pdf(s, tmp_path / "pt.pdf", lang="pt_BR")
    pages = pdf_pages(out)
    problems = [f"page {i + 1}: {line.strip()!r}: {v}" for i, text in enumerate(pages)
                for line in text.splitlines() for v in violations(line)]
    assert not problems, "\n".join(problems)


def test_pt_br_comparison_pdf_has_no_never_form(qapp, tmp_path, monkeypatch):
    from k3desk.core.edit import set_path
    from k3desk.scenarios import load_builtin
    from k3desk.ui.pdf.export import export_pdf
    from k3desk.ui.shell import i18n

    i18n.install_language("pt_BR")
    monkeypatch.setenv("K3DESK_CONFIG_DIR", str(tmp_path))
    a = set_path(load_builtin("k3-8x-b300"), "pricing.currency", "BRL")
    b = set_path(set_path(load_builtin("k3-16x-h200"), "pricing.currency", "BRL"), "hardware.ownership", "own")
    out = export_pdf([a, b], tmp_path / "cmp.pdf", lang="pt_BR")
    pages = pdf_pages(out)
    assert "vs." in pages[0]
    problems = [f"page {i + 1}: {line.strip()!r}: {v}" for i, text in enumerate(pages)
                for line in text.splitlines() for v in violations(line)]
    assert not problems, "\n".join(problems)
