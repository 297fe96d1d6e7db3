"""A steady layout for a live demo: cards keep their width and height while figures change,
the window fits the screen, presentation mode gives the window back as it was, and the status
bar says which file is open and whether it is saved."""


def _settle():
    """Deliver the posted layout and resize events now (no fixed wait)."""
    from PySide6.QtWidgets import QApplication

    QApplication.sendPostedEvents()
    QApplication.processEvents()


def _geometry(window):
    """Where each card starts and how wide it is, and the left panel's width (a detail taking a
    third line may add height, never width)."""
    return {k: (c.x(), c.width()) for k, c in window.cards.cards.items()}, window.tabs.width()


def test_cards_and_left_panel_do_not_move_while_figures_change(window, store, qtbot):
    window.resize(1366, 740)
    _settle()
    before = _geometry(window)
    for count in (1, 7, 8, 16, 64):   # "does not fit", short and long detail lines
        store.set_field("hardware.gpu_count", count)
        store.flush()
        _settle()
        assert _geometry(window) == before, count


def test_card_details_wrap_instead_of_being_cut(window):
    for card in window.cards.cards.values():
        assert card.detail.wordWrap()
        assert card.detail.height() >= 2 * card.detail.fontMetrics().lineSpacing()


def test_first_start_fits_the_available_screen(window):
    window.resize(4000, 3000)
    window.fit_screen()
    area = window.screen().availableGeometry()
    least = window.minimumSizeHint()   # the offscreen screen (800 px) is narrower than any laptop
    assert window.width() <= max(area.width(), least.width())
    assert window.height() <= max(area.height() - 32, least.height())   # title bar included


def test_leaving_presentation_keeps_a_maximized_window_maximized(window, qtbot):
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized)
    window.set_presentation(True)
    window.set_presentation(False)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert window.isMaximized()


def test_status_bar_names_the_file_and_its_saved_state(window, store, tmp_path):
    assert "ms" not in window.file_label.text()
    store.set_field("hardware.gpu_count", 24)
    assert "unsaved" in window.file_label.text()
    path = tmp_path / "Proposta A.k3desk"
    assert window.files.save_to(path)
    assert window.file_label.text() == "Proposta A.k3desk · saved"


def test_advanced_switch_keeps_the_left_panel_width(window, qtbot):
    window.resize(1366, 740)
    _settle()
    before = window.tabs.width()
    window.menu_actions["view.advanced"].setChecked(True)
    _settle()
    assert window.tabs.width() == before
