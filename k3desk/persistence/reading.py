"""The one JSON reader (see :mod:`k3desk.core.reading`), re-exported where persistence code looks for it."""

from k3desk.core.reading import (
                                 MAX_DEPTH,
                                 MAX_FILE_BYTES,
                                 MAX_NUMBER_CHARS,
                                 MAX_STRING_CHARS,
                                 MAX_VALUES,
                                 FileFormatError,
                                 decode_utf8,
                                 kind_of_path,
                                 parse_json,
                                 read_bytes_capped,
                                 read_json,
)

__all__ = ["MAX_DEPTH", "MAX_FILE_BYTES", "MAX_NUMBER_CHARS", "MAX_STRING_CHARS", "MAX_VALUES",
           "FileFormatError", "decode_utf8", "kind_of_path", "parse_json", "read_bytes_capped", "read_json"]
