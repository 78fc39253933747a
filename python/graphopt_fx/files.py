"""The one way the bridge writes a file a user named (the Python side of
lib/io/output_file.cpp's rules).

A regular file is replaced whole: a temporary file beside where its
symlinks lead, flushed, given the old file's owner (where allowed) and
mode, then renamed over it; on any error the temporary file is removed and
the old file stays as it was. A file this process may not write is
refused, as is another user's symlink in a sticky directory (whatever
fs.protected_symlinks says). Any other symlink is written through, never
replaced by a file. A FIFO (with a reader),
/dev/null, /dev/zero, /dev/full or a terminal is written in place, as a
shell's `>` would; any other device (a block device, /dev/mem, /dev/kmsg)
is refused. A path that names one of this process's descriptors
(/dev/stdout, /dev/fd/N, /proc/self/fd/N, however spelled, or a symlink to
one) is written through that descriptor in place, as the shell opened it:
a file behind it is not replaced (its earlier content and what is written
after stay), a pipe is written, not looked up as a directory.
"""
import contextlib
import errno
import os
import signal
import stat
import tempfile
import threading


def _harmless_char_device(st):
    major, minor = os.major(st.st_rdev), os.minor(st.st_rdev)
    if major == 1:
        return minor in (3, 5, 7)  # null, zero, full
    # virtual consoles (not the serial ports from 4:64 on), /dev/tty and the
    # console (not the pty master 5:2 nor ttyprintk 5:3), ptys: graphopt's rule
    return (major == 4 and minor < 64) or (major == 5 and minor <= 1) or 136 <= major <= 143


FOREIGN_LINK = "another user's symlink in a sticky directory, which graphopt does not follow (as fs.protected_symlinks)"
# Nor another user's FIFO (its reader would take the output) or file (a
# replaced file keeps its owner, who could change it after the run).
FOREIGN_FILE = ("another user's file or directory in a sticky directory, which graphopt does not write (as "
                "fs.protected_regular and fs.protected_fifos)")


def _foreign(p, st):
    """Whether p (its lstat st: a symlink, a FIFO, a file) is another user's
    in a sticky, world-writable directory."""
    ds = os.stat(os.path.dirname(p) or ".")
    return bool(ds.st_mode & stat.S_ISVTX and ds.st_mode & stat.S_IWOTH and st.st_uid not in (os.geteuid(), ds.st_uid))


def _resolve(path):
    """Where a write to `path` lands: walked a name at a time, as the kernel
    walks it (and as graphopt does), following every symlink met on the
    way, in the path as given and in the targets of the links it follows,
    and refusing another user's link in a sticky, world-writable directory
    such as /tmp (the rule of the kernel's fs.protected_symlinks, whatever
    that setting) on the same lstat that decides where the write goes."""
    rest = [n for n in reversed(path.split("/"))]
    done = "/" if path.startswith("/") else ""
    links = 0
    while rest:
        name = rest.pop()
        if name in ("", "."):
            continue
        nxt = os.path.join(done, name) if done else name
        try:
            st = os.lstat(nxt)
        except OSError:  # nothing there (yet), or not a directory: the rest as given
            return os.path.realpath(os.path.join(nxt, *reversed(rest)))
        if not stat.S_ISLNK(st.st_mode):
            done = nxt
            continue
        if _foreign(nxt, st):
            raise PermissionError(errno.EACCES, FOREIGN_LINK, path)
        links += 1
        if links > 40:  # as the kernel allows; the write then fails with ELOOP
            return os.path.join(nxt, *reversed(rest))
        target = os.readlink(nxt)
        if target.startswith("/"):
            done = "/"
        rest.extend(reversed(target.split("/")))
    return os.path.realpath(done or ".")


def _descriptor_named(path):
    """The descriptor a path names (lib/io/file_identity.cpp's rule): every
    hop of a symlink chain, with doubled slashes and "." collapsed, and
    this process's own descriptor directory however spelled; None for any
    other path."""
    import re

    p = path
    for _ in range(40):
        # Only "//" and "/./" fold by text: ".." after a link is not the
        # directory the text names (found by review).
        p = re.sub(r"/(\./)+", "/", re.sub(r"/+", "/", p))
        p = p[:-2] if p.endswith("/.") and len(p) > 2 else p
        named = {"/dev/stdin": 0, "/dev/stdout": 1, "/dev/stderr": 2}.get(p)
        if named is not None:
            return named
        d, name = os.path.split(p)
        if name.isascii() and name.isdigit() and len(name) <= 9 and d:
            try:
                ds, own = os.stat(d), os.stat("/proc/self/fd")
                if (ds.st_dev, ds.st_ino) == (own.st_dev, own.st_ino):
                    return int(name)
            except OSError:
                pass
            if d in ("/dev/fd", "/proc/self/fd", "/proc/thread-self/fd"):
                return int(name)
        try:
            target = os.readlink(p)
        except OSError:
            return None
        # (a relative target from where the link really is, its directories' links followed)
        p = target if target.startswith("/") else os.path.join(os.path.realpath(os.path.dirname(p) or "."), target)
    return None


def _descriptor_target(path, fd):
    """fd's stat, or OSError naming `path`: a descriptor that is not open or
    open only for reading, a directory, or a device other than the harmless
    ones."""
    import fcntl

    try:
        st = os.fstat(fd)
        mode = fcntl.fcntl(fd, fcntl.F_GETFL) & os.O_ACCMODE
    except OSError as e:
        raise OSError(errno.EBADF, f"descriptor {fd} is not open", path) from e
    if mode == os.O_RDONLY:  # (refused before the run, not at its end; found by review)
        raise OSError(errno.EBADF, f"descriptor {fd} is open only for reading", path)
    if stat.S_ISDIR(st.st_mode) or stat.S_ISBLK(st.st_mode) or (stat.S_ISCHR(st.st_mode) and
                                                                  not _harmless_char_device(st)):
        kind = "directory" if stat.S_ISDIR(st.st_mode) else "device"
        raise OSError(f"{path}: refusing to write to a {kind}")
    return st


def _write_to_descriptor(path, fd, fill):
    """fill's content, made in a temporary directory, written through fd at
    its offset (all of it, or OSError naming `path`)."""
    import sys
    for f in (sys.stdout, sys.stderr):  # what this process printed there comes first
        try:
            f.flush()
        except (OSError, ValueError):
            pass
    with tempfile.TemporaryDirectory(prefix="graphopt_fx-") as d:
        tmp = os.path.join(d, "out")
        fill(tmp)
        try:
            with open(tmp, "rb") as src:
                while True:
                    chunk = src.read(1 << 20)
                    if not chunk:
                        break
                    view = memoryview(chunk)
                    while view:
                        view = view[os.write(fd, view):]
        except OSError as e:
            raise OSError(e.errno, e.strerror, path) from e
    return path


def _writable_target(path):
    """Where a write to `path` lands and its stat (None: a new file), or
    OSError naming `path` for what write_via refuses before writing: a
    directory, a device other than the harmless ones, a file this process
    may not write, and for a new file a directory that is missing or not
    writable, or a name too long for it."""
    if path.endswith("/"):  # names a directory, as graphopt reads it (not the file 'x' for 'x/')
        what = "refusing to write to a directory" if os.path.isdir(path) else "no such directory"
        raise IsADirectoryError(errno.EISDIR, what, path)
    target = _resolve(path)
    try:
        st = os.stat(target)
    except FileNotFoundError:
        st = None
    if st is None:
        d = os.path.dirname(target) or "."
        if not os.path.isdir(d):
            raise FileNotFoundError(errno.ENOENT, f"no such directory {d}", path)
        if not os.access(d, os.W_OK | os.X_OK):
            raise PermissionError(errno.EACCES, f"cannot write in {d}", path)
        if len(os.fsencode(os.path.basename(target))) > os.pathconf(d, "PC_NAME_MAX"):
            raise OSError(errno.ENAMETOOLONG, os.strerror(errno.ENAMETOOLONG), path)
    elif (stat.S_ISFIFO(st.st_mode) or stat.S_ISREG(st.st_mode)) and _foreign(target, st):
        raise PermissionError(errno.EACCES, FOREIGN_FILE, path)
    elif stat.S_ISFIFO(st.st_mode) or (stat.S_ISCHR(st.st_mode) and _harmless_char_device(st)):
        pass  # written in place
    elif not stat.S_ISREG(st.st_mode):
        raise OSError(f"{path}: refusing to write to a {'directory' if stat.S_ISDIR(st.st_mode) else 'device'}")
    elif not os.access(target, os.W_OK):
        # A file this process may not write is not replaced either, though
        # its directory would let a rename through.
        raise PermissionError(errno.EACCES, f"{path}: {os.strerror(errno.EACCES)}")
    return target, st


def error_text(e):
    """An OSError as one line naming its file: "PATH: what"."""
    if e.filename is not None and e.strerror:
        return f"{e.filename}: {e.strerror}"
    return str(e)


def check_writable(path):
    """Raises, before a long run, what write_via(path, ...) would raise at
    its end (OSError naming the path). A FIFO's reader is not looked for:
    opening the FIFO to see would end its reader's stream."""
    fd = _descriptor_named(path)
    if fd is not None:
        _descriptor_target(path, fd)
    else:
        _writable_target(path)


class _Stopped(BaseException):
    """A signal that ends the process arrived while a temporary file existed."""

    def __init__(self, signum):
        super().__init__(signum)
        self.signum = signum


# The signals whose default action ends the process and that a job scheduler
# or a user sends (SIGINT already raises KeyboardInterrupt).
_ENDING = tuple(getattr(signal, n) for n in ("SIGTERM", "SIGHUP", "SIGQUIT", "SIGUSR1", "SIGUSR2", "SIGXFSZ",
                                             "SIGXCPU", "SIGALRM") if hasattr(signal, n))


# Signals that a handler Python's signal module does not see has taken
# (faulthandler's, which getsignal reports as SIG_DFL): left alone, or
# restoring "the default" would remove that handler (found by review: a
# rank's stack dump on SIGUSR1 was lost after its first file written).
_TAKEN = set()


def leave_signal(sig):
    """stopped_by_signals leaves `sig` to the handler now taking it."""
    _TAKEN.add(sig)


def _sigaction_handler():
    """libc's sigaction, to read a signal's handler as the kernel has it, or
    None where ctypes cannot reach it (then only getsignal and _TAKEN say)."""
    try:
        import ctypes
        f = ctypes.CDLL(None, use_errno=True).sigaction
    except (ImportError, OSError, AttributeError):
        return None
    f.argtypes = (ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)

    def handler(sig):
        # struct sigaction begins with its handler on Linux and macOS; the
        # buffer is larger than the whole struct on either.
        buf = ctypes.create_string_buffer(512)
        if f(sig, None, buf) != 0:
            return None
        return ctypes.c_void_p.from_buffer(buf).value or 0  # (ctypes reads a null pointer as None)
    return handler


_KERNEL_HANDLER = _sigaction_handler()


def _at_default(sig):
    """Whether `sig` ends the process now: neither Python's handler nor one
    installed outside Python (faulthandler.register on any signal, a C
    extension's), which getsignal reports as SIG_DFL (found by review: only
    the bridge's own SIGUSR1 was left alone)."""
    if sig in _TAKEN or signal.getsignal(sig) != signal.SIG_DFL:
        return False
    kernel = _KERNEL_HANDLER(sig) if _KERNEL_HANDLER else None
    return kernel in (None, 0)  # (SIG_DFL is 0; None: not known)


@contextlib.contextmanager
def stopped_by_signals():
    """Within it, an ending signal left at its default action raises
    _Stopped, so that `finally` and `except BaseException` clean up; once
    they have, the signal is raised again with its default action (the
    process ends as it would have). Only in the main thread, where Python
    runs signal handlers; elsewhere nothing changes."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    def stop(signum, frame):
        raise _Stopped(signum)
    old = {}
    for sig in _ENDING:
        if _at_default(sig):
            old[sig] = signal.signal(sig, stop)
    try:
        yield
    except _Stopped as e:
        for sig, h in old.items():
            signal.signal(sig, h)
        old = {}
        os.kill(os.getpid(), e.signum)
        raise
    finally:
        for sig, h in old.items():
            signal.signal(sig, h)


def write_via(path, fill):
    """fill(p) writes the whole content to the path p it is given; `path`
    then holds it, whole or not at all (a descriptor: all of it written
    through, or an error)."""
    fd = _descriptor_named(path)
    if fd is not None:  # (found by review: its file was replaced, or a pipe was a directory)
        _descriptor_target(path, fd)
        return _write_to_descriptor(path, fd, fill)
    target, st = _writable_target(path)
    if st is not None and not stat.S_ISREG(st.st_mode):
        if stat.S_ISFIFO(st.st_mode):
            # Opened without waiting: a FIFO nobody reads is an error, not a hang.
            try:
                held = os.open(target, os.O_WRONLY | os.O_NONBLOCK)
            except OSError as e:
                raise OSError(e.errno, "a FIFO with no reader" if e.errno == errno.ENXIO else e.strerror, path) from e
            try:
                fill(target)
            finally:
                os.close(held)
            return path
        fill(target)  # a harmless character device
        return path
    with stopped_by_signals():
        _replace(path, target, st, fill)
    return path


def _replace(path, target, st, fill):
    try:
        fd, tmp = tempfile.mkstemp(prefix=".graphopt_fx-", suffix=".tmp", dir=os.path.dirname(target) or ".")
    except OSError as e:  # named by the file asked for, not the temporary one
        raise OSError(e.errno, e.strerror, path) from e
    os.close(fd)
    try:
        fill(tmp)
        with open(tmp, "rb+") as f:
            os.fsync(f.fileno())
        if st is not None:
            # The old file's owner where allowed (root), then its mode: set-id
            # bits only with the owner kept.
            try:
                os.chown(tmp, st.st_uid, st.st_gid)
                owner_kept = True
            except OSError:
                owner_kept = False
            os.chmod(tmp, stat.S_IMODE(st.st_mode) & (0o7777 if owner_kept else 0o777))
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


def write_text(path, text):
    """`path` holds `text`, whole or not at all."""
    def fill(p):
        with open(p, "w") as f:
            f.write(text)
    return write_via(path, fill)
