"""The command line speaks Portuguese only when asked (``--lang pt_BR`` or ``K3DESK_LANG``), never
because of the system language, and then writes numbers the Brazilian way: a reader of "R$ 240,718"
sees about R$ 240,72 (the board review). Run as a subprocess, as a user runs it."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest


def run(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    e = {k: v for k, v in os.environ.items() if k != "K3DESK_LANG"} | (env or {})
    return subprocess.run([sys.executable, "-m", "k3desk", *args], capture_output=True, text=True, timeout=120,
                          env=e, encoding="utf-8")


def brazilian(amount: float) -> str:
    return f"R$ {round(amount):,}".replace(",", ".")


@pytest.fixture(scope="module")
def api_brl() -> float:
    """The API's monthly bill in reais for the default scenario: its sourced price × the exchange rate."""
    j = json.loads(run("calc", "--set", "pricing.currency=BRL", "--json").stdout)
    return j["decision"]["routes"]["api"]["usd_per_month"] * 5.40


def test_calc_in_portuguese_writes_reais_the_brazilian_way(api_brl):
    p = run("calc", "--lang", "pt_BR", "--set", "pricing.currency=BRL")
    assert p.returncode == 0, p.stderr
    out = p.stdout.replace("\u00a0", " ")
    assert "Ponto de equilíbrio" in out and "Conclusão" in out and "Parâmetros" in out
    assert brazilian(api_brl) in out
    assert f"R$ {round(api_brl):,}" not in out            # never "R$ 291,600"
    assert "bi de tokens/mês" in out and "Break-even" not in out


def test_the_command_line_stays_english_whatever_the_system_language():
    p = run("calc", env={"LANG": "pt_BR.UTF-8", "LC_ALL": "pt_BR.UTF-8"})
    assert p.returncode == 0, p.stderr
    assert "Break-even" in p.stdout and "Ponto de equilíbrio" not in p.stdout


def test_k3desk_lang_asks_for_portuguese():
    p = run("calc", env={"K3DESK_LANG": "pt_BR"})
    assert p.returncode == 0, p.stderr
    assert "Ponto de equilíbrio" in p.stdout


def test_advise_and_catalog_in_portuguese():
    a = run("advise", "--lang", "pt_BR")
    assert a.returncode == 0, a.stderr
    assert "configurações pesquisadas" in a.stdout and "réplicas" in a.stdout
    c = run("catalog", "--lang", "pt_BR")
    assert c.returncode == 0, c.stderr
    assert "lançamento" in c.stdout and "27/07/2026" in c.stdout     # Kimi K3's release, never ISO
    assert "--json para fontes e datas" in c.stdout


def test_an_unknown_language_is_refused_in_one_line():
    p = run("calc", "--lang", "fr")
    assert p.returncode == 2 and len(p.stderr.strip().splitlines()) == 1 and "--lang" in p.stderr
