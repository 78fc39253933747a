"""The one way the bridge writes a file a user named (the Python side of
lib/io/output_file.cpp's rules).

A regular file is replaced whole: a temporary file beside where its
symlinks lead, flushed, given the old file's mode, then renamed over it;
on any error the temporary file is removed and the old file stays as it
was. A symlink is written through, never replaced by a file. A FIFO,
/dev/null, /dev/zero, /dev/full or a terminal is written in place, as a
shell's `>` would; any other device (a block device, /dev/mem, /dev/kmsg)
is refused.
"""
import os
import stat
import tempfile


def _harmless_char_device(st):
    major, minor = os.major(st.st_rdev), os.minor(st.st_rdev)
    if major == 1:
        return minor in (3, 5, 7)  # null, zero, full
    return major in (4, 5) or 136 <= major <= 143  # ttys, /dev/tty and the console, ptys


def write_via(path, fill):
    """fill(p) writes the whole content to the path p it is given; `path`
    then holds it, whole or not at all."""
    target = os.path.realpath(path)
    try:
        st = os.stat(target)
    except FileNotFoundError:
        st = None
    if st is not None and not stat.S_ISREG(st.st_mode):
        if stat.S_ISFIFO(st.st_mode) or (stat.S_ISCHR(st.st_mode) and _harmless_char_device(st)):
            fill(target)
            return path
        raise OSError(f"{path}: refusing to write to a {'directory' if stat.S_ISDIR(st.st_mode) else 'device'}")
    fd, tmp = tempfile.mkstemp(prefix=".graphopt_fx-", suffix=".tmp", dir=os.path.dirname(target) or ".")
    os.close(fd)
    try:
        fill(tmp)
        with open(tmp, "rb+") as f:
            os.fsync(f.fileno())
        if st is not None:
            os.chmod(tmp, stat.S_IMODE(st.st_mode))
        else:  # as open() would have made it
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return path


def write_text(path, text):
    """`path` holds `text`, whole or not at all."""
    def fill(p):
        with open(p, "w") as f:
            f.write(text)
    return write_via(path, fill)
