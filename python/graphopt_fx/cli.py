"""What the bridge's commands (check, profile, calibrate) share before they
start a GPU: a document the user named, read with an error that names the
file and the place; torch, or an error that says it is missing. Both raise
UsageError; the command prints it and exits 2, as graphopt does."""
import json
import os
import stat


class UsageError(Exception):
    """Bad input or a missing dependency: the message is for the user."""


def read_document(path, pipes=True):
    """The fx-json document at `path` (a dict with a "graph" object), or
    UsageError naming the file and, for bad JSON, the line and column.
    Regular files and (with `pipes`) pipes only: a device such as /dev/zero
    would be read for ever."""
    try:
        st = os.stat(path)
        if stat.S_ISFIFO(st.st_mode) and not pipes:
            raise UsageError(f"{path}: a pipe, read once, and each rank reads the graph again: give a file")
        if not (stat.S_ISREG(st.st_mode) or stat.S_ISFIFO(st.st_mode)):
            raise UsageError(f"{path}: not a file (give an fx-json document)")
        if stat.S_ISREG(st.st_mode) and os.path.realpath(path).startswith(("/proc/", "/sys/")):
            # (as graphopt: /proc/kmsg never ends, and would take the kernel's messages from the system log)
            raise UsageError(f"{path}: a file of the kernel's /proc or /sys, not a document")
        with open(path, "rb") as f:
            text = f.read()
    except OSError as e:
        raise UsageError(f"{path}: cannot read it: {e.strerror}") from None
    try:
        # As the ranks read it (text, UTF-8): no byte-order mark, no UTF-16.
        doc = json.loads(text.decode("utf-8"))
    except UnicodeDecodeError as e:
        raise UsageError(f"{path}: not UTF-8 text (byte {e.start})") from None
    except json.JSONDecodeError as e:
        raise UsageError(f"{path}:{e.lineno}:{e.colno}: not valid JSON: {e.msg}") from None
    except ValueError as e:  # past what Python converts: an integer of more than 4300 digits
        raise UsageError(f"{path}: not readable JSON: {e}") from None
    except RecursionError:
        raise UsageError(f"{path}: nested too deeply to read") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("graph"), dict):
        raise UsageError(f"{path}: not an fx-json document (the top level has no \"graph\" object)")
    return doc


def require_torch(command, why):
    """UsageError where torch cannot be imported: `command` needs it for `why`."""
    try:
        import torch  # noqa: F401
    except ImportError:
        raise UsageError(f"{command} {why} through torch, which is not importable here") from None
    except OSError as e:  # a library torch loads is missing or broken
        raise UsageError(f"{command} {why} through torch, which failed to load: {e}") from None


def process_groups(doc, path):
    """The document's process groups, {name: {"size": int, ...}}, or
    UsageError naming the file."""
    groups = doc.get("process_groups", {})
    if not isinstance(groups, dict) or not all(
            isinstance(g, dict) and isinstance(g.get("size", 1), int) and not isinstance(g.get("size", 1), bool)
            for g in groups.values()):
        raise UsageError(f"{path}: process_groups: want an object of {{\"size\": N, \"ranks\": [...]}} groups")
    return groups
