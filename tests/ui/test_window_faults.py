"""The window with an unusable config folder: it starts, edits autosave into a status message instead
of an error, and Save As still offers a place to save."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("kind", ["file", "read-only"])
def test_window_runs_with_an_unusable_config_folder(kind, tmp_path, monkeypatch, qtbot, en_locale):
    import errno
    import os

    from k3desk.ui.shell.store import ScenarioStore
    from k3desk.ui.views.main_window import MainWindow

    config = tmp_path / "config"
    if kind == "file":
        config.write_text("not a folder", encoding="utf-8")
    else:
        config.mkdir()
        real_open = os.open

        def guarded(path, flags, *args, **kwargs):
            if flags & os.O_CREAT and str(path).startswith(str(config)):
                raise PermissionError(errno.EACCES, "Permission denied", str(path))
            return real_open(path, flags, *args, **kwargs)

        monkeypatch.setattr(os, "open", guarded)
    monkeypatch.setenv("K3DESK_CONFIG_DIR", str(config))
    store = ScenarioStore()
    window = MainWindow(store, settings=None)
    qtbot.addWidget(window)
    window.files.open_initial(None)
    store.set_field("workload.concurrent_sequences", 16)
    store.flush()
    window.files.autosave_now()
    assert "Autosave failed" in window.statusBar().currentMessage()
    assert window.files.offer_recovery() is False
    seen = {}

    def cancel(parent, title, suggested, file_filter):
        seen["path"] = suggested
        return "", ""

    monkeypatch.setattr("k3desk.ui.shell.file_controller.QFileDialog.getSaveFileName", cancel)
    assert window.files.save_as() is False
    assert seen["path"].endswith(".k3desk.json")
