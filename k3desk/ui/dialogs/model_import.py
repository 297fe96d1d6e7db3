"""The window's "Import config.json…": read a Hugging Face config, size it, keep it in the user catalog.

Importing under a shipped model's id would replace that model in every scenario that picks it (the
default scenario's verdict can flip from "fits" to "does not fit"), so that is never silent: the
window asks **Replace** (the user's figures stand in for the shipped model, and every scenario using
them says so: ``report.notices``), **Keep Both** (the import gets its own id, ``<id>-imported``) or
Cancel. The command line asks for ``--replace`` instead.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from k3desk.ui.common.widgets import plain_tip


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # lupdate files _tr("...") under the empty context


def ask_replace(parent: QWidget | None, model_id: str, shipped_name: str, other_id: str) -> str | None:
    """"replace", "keep" (import under ``other_id``) or None (cancel). A function of its own so tests
    can answer it."""
    box = QMessageBox(QMessageBox.Icon.Question, _tr("Import config.json"), plain_tip(_tr(
        "\u201c%1\u201d is the id of the shipped model %2. Replace it with this import? Every scenario that "
        "picks %2 from the catalog then uses the imported figures and says so. Keep Both imports it as "
        "\u201c%3\u201d instead.").replace("%1", model_id).replace("%2", shipped_name).replace("%3", other_id)),
        QMessageBox.StandardButton.Cancel, parent)
    replace = box.addButton(_tr("&Replace"), QMessageBox.ButtonRole.DestructiveRole)
    keep = box.addButton(_tr("&Keep Both"), QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(keep)
    box.exec()
    clicked = box.clickedButton()
    return "replace" if clicked is replace else "keep" if clicked is keep else None


def free_id(model_id: str, taken) -> str:
    """``<id>-imported``, ``<id>-imported-2``, … : the first not in ``taken``."""
    new_id, n = f"{model_id}-imported", 1
    while new_id in taken:
        n += 1
        new_id = f"{model_id}-imported-{n}"
    return new_id


def import_model_config(parent: QWidget, store, path: str | None = None) -> bool:
    """Ask for a config.json (unless ``path``), import it, and use it in ``store``. True if imported."""
    from k3desk.core.model.hf_import import architecture_from_hf_config, read_hf_config
    from k3desk.core.model.sizable import check_sizable
    from k3desk.persistence.user_catalog import add_user_model, shipped_model

    if path is None:
        path, _ = QFileDialog.getOpenFileName(parent, _tr("Import config.json"), "", _tr("Model config (*.json)"))
        if not path:
            return False
    try:
        # the folder a config.json sits in is named after the model (``Kimi-K3/config.json``)
        model_id = Path(path).parent.name or Path(path).stem
        arch = architecture_from_hf_config(read_hf_config(path), model_id)
        check_sizable(arch)   # before anything is written to the user catalog
    except Exception as exc:  # noqa: BLE001 - any unreadable config is reported, not raised
        QMessageBox.warning(parent, _tr("Import config.json"), plain_tip(
            _tr("This file could not be read as a model config:\n%1").replace("%1", str(exc))))
        return False
    replace = False
    shipped = shipped_model(arch.id)
    if shipped is not None:
        other = free_id(arch.id, store.catalog.models)
        answer = ask_replace(parent, arch.id, shipped.name, other)
        if answer is None:
            return False
        replace = answer == "replace"
        if not replace:
            arch = arch.model_copy(update={"id": other})
    try:
        add_user_model(arch, replace=replace, reads=[path])
    except (OSError, ValueError) as exc:
        QMessageBox.warning(parent, _tr("Import config.json"), plain_tip(
            _tr("The model is used now but could not be kept for next time:\n%1").replace("%1", str(exc))))
    store.reload_catalog()
    store.set_architecture(arch)
    return True
