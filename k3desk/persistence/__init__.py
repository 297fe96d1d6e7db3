"""Persistence: scenario files (versioned envelope, migrations, atomic writes), autosave and
recovery, the scenario library, recent files and the user catalog. No Qt; imports only the core."""

from k3desk.persistence.atomic import atomic_write_bytes, atomic_write_json, atomic_write_text
from k3desk.persistence.autosave import Autosave, Recoverable, find_recoverable
from k3desk.persistence.library import (
    FileStamp,
    LibraryEntry,
    TrashedFile,
    delete,
    duplicate,
    filename_for,
    list_scenarios,
    list_trash,
    read_entry,
    rename,
    restore,
    save_new,
    scan,
)
from k3desk.persistence.migrations import MIGRATIONS, SCHEMA_VERSION
from k3desk.persistence.reading import FileFormatError
from k3desk.persistence.recent import (
    add_recent,
    clear_recent,
    last_scenario,
    load_recent,
    remove_recent,
    rename_recent,
)
from k3desk.persistence.scenario_file import (
    SUFFIX,
    ScenarioDocument,
    ScenarioFileError,
    dumps_scenario,
    loads_document,
    loads_scenario,
    read_document,
    read_scenario,
    write_scenario,
)
from k3desk.persistence.user_catalog import UserCatalogError, add_user_gpu, add_user_model, remove_user_model

__all__ = [
    "SCHEMA_VERSION", "MIGRATIONS", "SUFFIX", "FileFormatError", "ScenarioFileError", "ScenarioDocument",
    "dumps_scenario", "loads_scenario", "loads_document", "read_scenario", "read_document", "write_scenario",
    "atomic_write_bytes", "atomic_write_text", "atomic_write_json",
    "Autosave", "Recoverable", "find_recoverable",
    "LibraryEntry", "TrashedFile", "FileStamp", "list_scenarios", "scan", "read_entry", "filename_for", "save_new",
    "rename", "duplicate", "delete", "list_trash", "restore",
    "load_recent", "add_recent", "remove_recent", "rename_recent", "clear_recent", "last_scenario",
    "UserCatalogError", "add_user_model", "add_user_gpu", "remove_user_model",
]
