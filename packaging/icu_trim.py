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
Latin-1 and ASCII are algorithmic and built into libicuuc), the word-break dictionaries of Chinese,
Japanese, Thai, Khmer, Lao and Burmese, and the transliterators. A request for a dropped item falls
back to root, as ICU does for any locale it lacks; nothing the app does needs one.

The package is rewritten here (repack()), item by item: Debian 12's icupkg (ICU 72) fails on
this 3,900-item ICU 73 package ("string storage overflow") or writes one whose collator cannot
open (QCollator: "Could not create collator: 4"), which broke file-dialog sorting. Needs readelf
(binutils, which PyInstaller needs anyway) and a C compiler to assemble the library; without them
the bundle keeps the full library and ``trimmed_icudata()`` says so.
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
from pathlib import Path

LANGS = ("en", "pt")  # the app's languages (k3desk.ui.shell.i18n.LANGUAGES)
_LOCALE_RES = re.compile(r"^(?P<lang>[a-z]{2,3})(_[A-Za-z0-9]*)*\.res$")
_DROP_DIRS = {"translit"}
_DROP_SUFFIXES = (".cnv", ".dict")


def keep(item: str) -> bool:
    """Whether one item of the ICU data package stays (``item`` without the package prefix, e.g.
    ``coll/pt.res``)."""
    folder, _, name = item.rpartition("/")
    if folder in _DROP_DIRS or name.endswith(_DROP_SUFFIXES):
        return False
    m = _LOCALE_RES.match(name)
    if m is None or name == "res_index.res":  # each tree's index of its locales: ICU reads it
        return True  # root.res, pool.res, supplemental data, .icu/.nrm/.spp tables
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


def repack(blob: bytes) -> tuple[bytes, int, int]:
    """The ICU common-data package ``blob`` ("CmnD": a header, a table of contents of
    (name offset, data offset) pairs relative to the table, the names, then the items, each
    16-byte aligned) with only the kept items, copied byte for byte. Returns (package, kept, total)."""
    header = struct.unpack_from("<H", blob, 0)[0]
    if blob[2:4] != b"\xda\x27" or blob[12:16] != b"CmnD":
        raise RuntimeError("not an ICU common data package")
    toc = blob[header:]
    count = struct.unpack_from("<I", toc, 0)[0]
    entries = [struct.unpack_from("<II", toc, 4 + 8 * i) for i in range(count)]
    names = [toc[n:toc.index(b"\0", n)] for n, _ in entries]
    ends = [off for _, off in entries[1:]] + [len(toc)]
    kept = [(name, toc[off:end]) for name, (_, off), end in zip(names, entries, ends)
            if keep(name.decode("ascii").split("/", 1)[1])]
    table_size = 4 + 8 * len(kept)
    name_block = b"".join(name + b"\0" for name, _ in kept)
    data_start = -(-(table_size + len(name_block)) // 16) * 16
    out_entries, data, name_off, data_off = [], bytearray(), table_size, data_start
    for name, item in kept:
        out_entries.append(struct.pack("<II", name_off, data_off))
        name_off += len(name) + 1
        padded = item + b"\0" * (-len(item) % 16)
        data += padded
        data_off += len(padded)
    table = struct.pack("<I", len(kept)) + b"".join(out_entries) + name_block
    table += b"\0" * (data_start - len(table))
    return blob[:header] + table + bytes(data), len(kept), count


def trimmed_icudata(lib: Path, work: Path) -> Path | None:
    """Build ``work/<lib name>``: the same library with only the kept items. None (with a printed
    reason) when a tool is missing or ICU's layout is not the expected one."""
    tools = {t: shutil.which(t) for t in ("readelf", "cc")}
    missing = [t for t, path in tools.items() if path is None]
    if missing:
        print(f"note: {', '.join(missing)} not found: keeping the full ICU data ({lib.stat().st_size / 1e6:.0f} MB); "
              "install binutils and gcc for a smaller Linux bundle")
        return None
    work.mkdir(parents=True, exist_ok=True)
    try:
        symbol, offset, size = _symbol(lib)
        package, kept, total = repack(lib.read_bytes()[offset:offset + size])
        small = work / f"{symbol.removesuffix('_dat')}l.dat"
        small.write_bytes(package)
        asm = work / "icudata.S"
        asm.write_text(f'.section .rodata\n.globl {symbol}\n.type {symbol}, @object\n.balign 16\n'
                       f'{symbol}:\n.incbin "{small.name}"\n.size {symbol}, .-{symbol}\n'
                       '.section .note.GNU-stack,"",@progbits\n')
        out = work / lib.name
        subprocess.run([tools["cc"], "-shared", "-nostdlib", f"-Wl,-soname,{lib.name}", "-o", str(out),
                        asm.name], cwd=work, check=True, capture_output=True, text=True)
    except (subprocess.CalledProcessError, RuntimeError, OSError, struct.error, ValueError) as exc:
        detail = getattr(exc, "stderr", "") or exc
        print(f"note: could not trim the ICU data ({str(detail).strip()[:200]}); keeping the full library")
        return None
    print(f"ICU data: kept {kept} of {total} items, "
          f"{lib.stat().st_size / 1e6:.1f} MB -> {out.stat().st_size / 1e6:.1f} MB")
    return out
