"""A smaller ICU data library for the Linux bundle: only what an English / Brazilian-Portuguese
Qt widgets app can ask ICU for (used by k3desk.spec; Linux only).

PySide6's Linux wheels ship Qt's own ICU, whose data library ``libicudata.so.NN`` is one 32 MB blob
(symbol ``icudtNN_dat``) holding every locale's names, units, currencies, time-zone names,
collation and number spell-out rules, ~200 legacy-codepage converters, CJK/Thai/Khmer word-break
dictionaries and transliterators. Qt formats numbers and dates from its own CLDR tables; it calls
ICU for case mapping, collation, IDNA and codec conversion. So the trimmed copy keeps:

* every item that is not per-locale (likely subtags, supplemental data, plural rules, Unicode
  names, normalization and IDNA tables, converter aliases, time-zone rules...);
* the per-locale items of ``root`` and of the app's languages (``en*``, ``pt*``) in every category;
* the root collation table (``coll/ucadata.icu``) and the break-iterator rules;

and drops the other ~800 locales, the legacy-codepage converters (``*.cnv``: UTF-8/16/32,
Latin-1 and ASCII are algorithmic and built into libicuuc), the word-break dictionaries of
languages the app does not speak and the transliterators. A request for a dropped item falls back
to root, as ICU does for any locale it lacks; nothing the app does needs one.

Needs ``icupkg`` (Debian/Ubuntu: ``icu-devtools``) and a C compiler. Without them the bundle keeps
the full library and ``trimmed_icudata()`` says so.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

LANGS = ("en", "pt")  # the app's languages (k3desk.ui.i18n.LANGUAGES)
_LOCALE_RES = re.compile(r"^(?P<lang>[a-z]{2,3})(_[A-Za-z0-9]*)*\.res$")
_DROP_DIRS = {"translit"}
_DROP_SUFFIXES = (".cnv",)


def keep(item: str) -> bool:
    """Whether one item of the ICU data package stays (``item`` as ``icupkg -l`` lists it)."""
    folder, _, name = item.rpartition("/")
    if folder in _DROP_DIRS or name.endswith(_DROP_SUFFIXES):
        return False
    m = _LOCALE_RES.match(name)
    if m is None:
        return True  # root.res, pool.res, res_index.res, supplemental data, .icu/.nrm/.spp tables
    return m.group("lang") in LANGS


def _symbol(lib: Path) -> tuple[str, int, int]:
    """(name, file offset, size) of the icudtNN_dat symbol in the data library."""
    syms = subprocess.run(["readelf", "--dyn-syms", "-W", str(lib)], capture_output=True, text=True,
                          check=True).stdout
    m = re.search(r"\s([0-9a-f]+)\s+(0x[0-9a-f]+|\d+)\s+OBJECT\s+GLOBAL\s+\S+\s+\S+\s+(icudt\d+_dat)", syms)
    if not m:
        raise RuntimeError(f"no icudtNN_dat symbol in {lib}")
    vaddr, size, name = int(m.group(1), 16), int(m.group(2), 0), m.group(3)
    sections = subprocess.run(["readelf", "-S", "-W", str(lib)], capture_output=True, text=True,
                              check=True).stdout
    for line in sections.splitlines():
        parts = line.replace("[ ", "[").split()
        if len(parts) > 5 and parts[1] == ".rodata":
            addr, off = int(parts[3], 16), int(parts[4], 16)
            return name, vaddr - addr + off, size
    raise RuntimeError(f"no .rodata section in {lib}")


def trimmed_icudata(lib: Path, work: Path) -> Path | None:
    """Build ``work/<lib name>``: the same library with only the kept items. None (with a printed
    reason) when a tool is missing or ICU's layout is not the expected one."""
    tools = {t: shutil.which(t) for t in ("icupkg", "readelf", "cc")}
    missing = [t for t, path in tools.items() if path is None]
    if missing:
        print(f"note: {', '.join(missing)} not found: keeping the full ICU data ({lib.stat().st_size / 1e6:.0f} MB); "
              "install icu-devtools and gcc for a smaller Linux bundle")
        return None
    work.mkdir(parents=True, exist_ok=True)
    try:
        symbol, offset, size = _symbol(lib)
        package = symbol.removesuffix("_dat")  # icudt73 (+ "l": little-endian data)
        full = work / f"{package}l.dat"
        full.write_bytes(lib.read_bytes()[offset:offset + size])
        items = subprocess.run([tools["icupkg"], "-l", str(full)], capture_output=True, text=True,
                               check=True).stdout.split()
        drop = [i for i in items if not keep(i)]
        (work / "drop.txt").write_text("\n".join(drop) + "\n")
        small = work / f"{package}l-trimmed.dat"
        small.unlink(missing_ok=True)
        subprocess.run([tools["icupkg"], "-r", str(work / "drop.txt"), str(full), str(small)],
                       check=True, capture_output=True, text=True)
        asm = work / "icudata.S"
        asm.write_text(f'.section .rodata\n.globl {symbol}\n.type {symbol}, @object\n.balign 16\n'
                       f'{symbol}:\n.incbin "{small.name}"\n.size {symbol}, .-{symbol}\n'
                       '.section .note.GNU-stack,"",@progbits\n')
        out = work / lib.name
        subprocess.run([tools["cc"], "-shared", "-nostdlib", f"-Wl,-soname,{lib.name}", "-o", str(out),
                        asm.name], cwd=work, check=True, capture_output=True, text=True)
    except (subprocess.CalledProcessError, RuntimeError, OSError) as exc:
        detail = getattr(exc, "stderr", "") or exc
        print(f"note: could not trim the ICU data ({str(detail).strip()[:200]}); keeping the full library")
        return None
    print(f"ICU data: kept {len(items) - len(drop)} of {len(items)} items, "
          f"{lib.stat().st_size / 1e6:.1f} MB -> {out.stat().st_size / 1e6:.1f} MB")
    return out
