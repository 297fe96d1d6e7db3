"""A refused write target (``persistence.targets.TargetRefused``) worded in the window's language.

The persistence layer says why a target is refused in one English line (the command line's); the
window asks :func:`refused` before it starts writing and, for a refusal, shows :func:`refusal_text`,
the same rule worded through Qt's translations (English and Brazilian Portuguese).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from k3desk.persistence.targets import TargetRefused, Writes, output_target


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # lupdate files _tr("...") under the empty context


def refused(path: str | Path, writes: Writes) -> TargetRefused | None:
    """The refusal of writing ``path`` (the write rule, nothing written), else None. Other problems
    (a folder that is missing, a full disk) are left to the writer, which says them."""
    try:
        output_target(path, writes)
    except TargetRefused as exc:
        return exc
    except OSError:
        return None
    return None


def refusal_text(exc: TargetRefused) -> str:
    """One sentence naming the file and the rule that refused it."""
    kinds = {
        "scenario": _tr("a k3desk scenario file"),
        "autosave": _tr("a k3desk autosave"),
        "measurements": _tr("your measurement library"),
        "profile": _tr("an organisation profile"),
        "catalog": _tr("a file of your catalog"),
        "recent": _tr("the list of recent files"),
        "settings": _tr("the window's settings"),
    }
    texts = {
        "folder-name": _tr("\u201c%1\u201d names a folder, not a file: choose a file name."),
        "long-name": _tr("The name \u201c%1\u201d is too long for the file system: choose a shorter one."),
        "reading": _tr("\u201c%1\u201d is the file being read: choose another name."),
        "owned": _tr("\u201c%1\u201d is %2, which k3desk keeps; it was not replaced: choose another name."),
        "other-kind": _tr("\u201c%1\u201d is not a k3desk scenario file; it was not replaced: choose another name."),
        "app-folder": _tr(
            "\u201c%1\u201d is in the folder where k3desk keeps its own files; nothing was written "
            "there: choose another folder."
        ),
        "json": _tr(
            "\u201c%1\u201d is a .json file, the kind k3desk reads and keeps; nothing was written: choose another name."
        ),
    }
    code = "owned" if exc.code == "other-kind" and exc.kind in kinds else exc.code  # say what the file is
    text = texts.get(code)
    if text is None:
        return exc.reason
    return text.replace("%1", exc.path.name or str(exc.path)).replace(
        "%2", kinds.get(exc.kind or "", _tr("a k3desk file"))
    )
