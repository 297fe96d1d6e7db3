"""Help ▸ Glossary and the first-start card explaining the six headline figures."""

from PySide6.QtCore import QSettings

from k3desk.report import glossary
from k3desk.ui.shell import settings as keys


def test_glossary_lists_the_six_figures_first(window, qtbot):
    window.menu_actions["help.glossary"].trigger()
    text = window._glossary.browser.toPlainText()
    assert text.index("Does it fit?") < text.index("Break-even volume") < text.index("Token")
    assert len(glossary.headlines()) == len(window.cards.KEYS) == 6


def test_first_start_card_is_shown_once(qtbot, store, tmp_path):
    from k3desk.ui.views.main_window import MainWindow

    ini = QSettings(str(tmp_path / "ui.ini"), QSettings.Format.IniFormat)
    first = MainWindow(store, settings=ini)
    qtbot.addWidget(first)
    first.show()
    assert first.intro is not None and first.intro.isVisible()
    assert "Break-even volume" in first.intro.text.text()
    first.intro.ok.click()
    assert not first.intro.isVisible() and keys.read(ini, keys.INTRO_SEEN) == "true"
    second = MainWindow(store, settings=ini)
    qtbot.addWidget(second)
    assert second.intro is None


def test_card_tooltips_open_with_a_plain_sentence_then_details(window):
    for key, card in window.cards.cards.items():
        tip = card.toolTip()
        first, _, rest = tip.partition("\n\n")
        assert first == glossary.meaning(key).source and rest.startswith("Details:"), (key, tip[:120])


#: the terms a buyer meets on screen and in the PDF (the board review's list), in both languages
BUYER_TERMS = {"en": ("KV cache", "State", "Activations", "Experts (MoE)", "MXFP4", "FP4", "Tensor parallel", "Prefill",
                      "PUE", "Payback", "IOF", "Depreciation", "Present value", "Replica", "Quantized"),
               "pt_BR": ("Cache KV", "Estado", "Ativações", "Especialistas (MoE)", "MXFP4", "FP4",
                         "Paralelismo de tensor", "Processamento do prompt (prefill)", "PUE", "Payback", "IOF",
                         "Depreciação", "Valor presente", "Réplica", "Quantizado")}


def test_the_glossary_explains_every_term_a_buyer_meets(window, qtbot):
    from k3desk.ui.shell import i18n

    try:
        for lang, terms in BUYER_TERMS.items():
            i18n.install_language(lang)
            window.menu_actions["help.glossary"].trigger()
            text = window._glossary.browser.toPlainText()
            assert [t for t in terms if t not in text] == [], lang
    finally:
        i18n.install_language("en")


def test_a_first_start_in_portuguese_proposes_brazils_taxes_and_applies_them_only_when_accepted(qtbot, store, tmp_path):
    from k3desk.ui.shell import i18n
    from k3desk.ui.views.main_window import MainWindow

    i18n.install_language("pt_BR")
    try:
        ini = QSettings(str(tmp_path / "ui.ini"), QSettings.Format.IniFormat)
        win = MainWindow(store, settings=ini)
        qtbot.addWidget(win)
        win.show()
        assert win.notices.isVisible() and win.notices.action_button.isVisible()
        assert store.scenario.taxes.jurisdiction == "none"          # proposed, never silently applied
        win.notices.action_button.click()
        qtbot.waitUntil(lambda: store.scenario.taxes.jurisdiction == "BR")
        assert store.scenario.finance.local_currency == "BRL"
    finally:
        i18n.install_language("en")
    english = MainWindow(store.__class__(), settings=QSettings(str(tmp_path / "en.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(english)
    assert "jurisdiction" not in english.notices._notes                # English: nothing proposed
