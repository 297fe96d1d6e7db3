"""Update and compile the interface translations, reproducibly.

    python tools/translations.py update    extract strings from k3desk/ into resources/translations/*.ts
    python tools/translations.py compile   build the .qm files from the committed .ts files
    python tools/translations.py check     exit 1 if a string is untranslated or a .qm is stale

Extraction uses Qt's lupdate (shipped with PySide6) over every module that shows text; compiled
catalogs are byte-reproducible (lrelease output depends only on the .ts), so the test suite can
compare a fresh compile with the committed file.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "resources" / "translations"
LANGS = ("pt_BR",)


def _tool(name: str) -> str:
    found = shutil.which(f"pyside6-{name}")
    if found:
        return found
    import PySide6

    exe = Path(PySide6.__file__).parent / (name + (".exe" if sys.platform == "win32" else ""))
    if exe.exists():
        return str(exe)
    raise SystemExit(f"Qt {name} not found (it ships with PySide6)")


def sources() -> list[Path]:
    """Modules that show text: the UI and report layers, plus the core's formula notation and constants."""
    ui = [p for p in (ROOT / "k3desk").rglob("*.py") if "core" not in p.parts and "persistence" not in p.parts]
    return sorted(ui + [ROOT / "k3desk" / "core" / name for name in ("explain.py", "constants.py")])


def ts_path(lang: str) -> Path:
    return TS_DIR / f"k3desk_{lang}.ts"


def qm_path(lang: str) -> Path:
    return TS_DIR / f"k3desk_{lang}.qm"


def update(lang: str, out: Path | None = None) -> Path:
    out = out or ts_path(lang)
    if out != ts_path(lang) and ts_path(lang).exists():
        shutil.copy(ts_path(lang), out)
    # report text in k3desk/report is marked N_() (a no-op marker, no Qt there) and module helpers
    # call _tr("..."); both land in the empty context, where the runtime looks them up
    subprocess.run([_tool("lupdate"), "-locations", "none", "-no-obsolete", "-target-language", lang,
                    "-tr-function-alias", "QT_TR_NOOP+=N_,tr+=_tr",
                    *map(str, sources()), "-ts", str(out)], check=True, capture_output=True)
    return out


def compile_ts(ts: Path, qm: Path) -> None:
    subprocess.run([_tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True, capture_output=True)


def unfinished(ts: Path) -> list[str]:
    """Source strings with no finished translation."""
    out = []
    for msg in ET.parse(ts).getroot().iter("message"):
        tr = msg.find("translation")
        forms = [] if tr is None else tr.findall("numerusform")  # plural (%n) messages: one text per form
        text = "".join(f.text or "" for f in forms) if forms and all((f.text or "").strip() for f in forms) \
            else ("" if forms else (tr.text if tr is not None else ""))
        if tr is None or tr.get("type") in ("unfinished", "vanished", "obsolete") or not (text or "").strip():
            if tr is not None and tr.get("type") in ("vanished", "obsolete"):
                continue
            out.append(msg.findtext("source") or "")
    return out


def check() -> list[str]:
    """Problems: untranslated strings (as the sources are now) and stale compiled catalogs."""
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        for lang in LANGS:
            fresh = update(lang, Path(tmp) / f"k3desk_{lang}.ts")
            problems += [f"{lang}: untranslated: {s!r}" for s in unfinished(fresh)]
            qm = Path(tmp) / f"k3desk_{lang}.qm"
            compile_ts(ts_path(lang), qm)
            if not qm_path(lang).exists() or qm.read_bytes() != qm_path(lang).read_bytes():
                problems.append(f"{lang}: {qm_path(lang).name} is stale: run python tools/translations.py compile")
    return problems


def main(argv: list[str]) -> int:
    cmd = argv[0] if argv else "check"
    for lang in LANGS:
        if cmd == "update":
            update(lang)
            print(f"{ts_path(lang)}: {len(unfinished(ts_path(lang)))} unfinished")
        elif cmd == "compile":
            compile_ts(ts_path(lang), qm_path(lang))
            print(f"wrote {qm_path(lang)}")
    if cmd == "check":
        problems = check()
        print("\n".join(problems) or "translations complete and compiled")
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
