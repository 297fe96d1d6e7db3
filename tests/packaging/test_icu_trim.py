"""packaging/icu_trim.py: which ICU data items the Linux bundle keeps, and the package rewrite."""

from __future__ import annotations

import importlib.util
import struct
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
_spec = importlib.util.spec_from_file_location("icu_trim", ROOT / "packaging" / "icu_trim.py")
icu_trim = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(icu_trim)


def test_keeps_root_english_portuguese_and_shared_tables():
    for item in ("root.res", "pool.res", "res_index.res", "coll/res_index.res", "coll/root.res",
                 "coll/ucadata.icu", "coll/pt.res", "pt_BR.res", "en_US_POSIX.res", "likelySubtags.res",
                 "supplementalData.res", "uts46.nrm", "cnvalias.icu", "brkitr/line.brk", "zone/pt.res",
                 "curr/en_GB.res", "pt_.res"):
        assert icu_trim.keep(item), item


def test_drops_other_locales_codepages_dictionaries_and_transliterators():
    for item in ("de.res", "zh_Hant_TW.res", "coll/de.res", "coll/de_.res", "zone/ja.res", "unit/fr_CA.res",
                 "ibm-1390_P110-2003.cnv", "brkitr/cjdict.dict", "translit/root.res", "rbnf/es.res"):
        assert not icu_trim.keep(item), item


def _package(items: dict[str, bytes]) -> bytes:
    """A minimal ICU common-data package: header ("CmnD"), table of contents, names, items."""
    header = bytearray(32)
    struct.pack_into("<HBB", header, 0, 32, 0xDA, 0x27)
    header[12:16] = b"CmnD"
    names = [f"icudt73l/{n}".encode() + b"\0" for n in items]
    table = 4 + 8 * len(items)
    start = -(-(table + sum(map(len, names))) // 16) * 16
    entries, data, name_off, data_off = b"", b"", table, start
    for name, item in zip(names, items.values()):
        entries += struct.pack("<II", name_off, data_off)
        name_off += len(name)
        padded = item + b"\0" * (-len(item) % 16)
        data += padded
        data_off += len(padded)
    toc = struct.pack("<I", len(items)) + entries + b"".join(names)
    return bytes(header) + toc + b"\0" * (start - len(toc)) + data


def test_repack_keeps_kept_items_byte_for_byte_and_aligned():
    items = {"coll/de.res": b"D" * 40, "coll/pt.res": b"P" * 21, "ibm-37.cnv": b"C" * 5, "root.res": b"R" * 16}
    out, kept, total = icu_trim.repack(_package(items))
    assert (kept, total) == (2, 4)
    assert out == _package({"coll/pt.res": items["coll/pt.res"], "root.res": items["root.res"]})
    toc = out[32:]
    offsets = [struct.unpack_from("<II", toc, 4 + 8 * i)[1] for i in range(2)]
    assert all(off % 16 == 0 for off in offsets)
    assert toc[offsets[0]:offsets[0] + 21] == b"P" * 21
