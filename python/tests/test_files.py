#!/usr/bin/env python3
"""graphopt_fx.files: how the bridge writes a file a user named, without torch."""
import os
import stat
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from graphopt_fx.files import write_text, write_via  # noqa: E402


class FilesTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.d = self.dir.name

    def tearDown(self):
        self.dir.cleanup()

    def p(self, name):
        return os.path.join(self.d, name)

    def read(self, name):
        with open(self.p(name)) as f:
            return f.read()

    def test_new_file_gets_the_mode_open_would_give(self):
        write_text(self.p("a.json"), "new\n")
        self.assertEqual(self.read("a.json"), "new\n")
        umask = os.umask(0)
        os.umask(umask)
        self.assertEqual(stat.S_IMODE(os.stat(self.p("a.json")).st_mode), 0o666 & ~umask)
        self.assertEqual(sorted(os.listdir(self.d)), ["a.json"])

    def test_replaced_file_keeps_its_mode(self):
        write_text(self.p("a.json"), "old\n")
        os.chmod(self.p("a.json"), 0o600)
        write_text(self.p("a.json"), "new\n")
        self.assertEqual(self.read("a.json"), "new\n")
        self.assertEqual(stat.S_IMODE(os.stat(self.p("a.json")).st_mode), 0o600)

    def test_a_failure_midway_leaves_the_old_file_and_nothing_beside_it(self):
        write_text(self.p("a.json"), "old\n")

        def half(path):
            with open(path, "w") as f:
                f.write("half")
            raise RuntimeError("stopped")

        with self.assertRaises(RuntimeError):
            write_via(self.p("a.json"), half)
        self.assertEqual(self.read("a.json"), "old\n")
        self.assertEqual(sorted(os.listdir(self.d)), ["a.json"])

    def test_a_signal_midway_leaves_the_old_file_and_nothing_beside_it(self):
        # SIGTERM, SIGHUP: what a job scheduler or `timeout` sends. The
        # process still ends by the signal, after the temporary file is gone.
        for sig in ("SIGTERM", "SIGHUP"):
            with open(self.p("out.json"), "w") as f:
                f.write("old")
            code = ("import os, signal, sys, time\n"
                    f"sys.path.insert(0, {os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')!r})\n"
                    "from graphopt_fx.files import write_via\n"
                    "def fill(p):\n"
                    "    with open(p, 'w') as f:\n"
                    "        f.write('half')\n"
                    f"    os.kill(os.getpid(), signal.{sig})\n"
                    "    time.sleep(5)\n"
                    f"write_via({self.p('out.json')!r}, fill)\n")
            r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
            self.assertEqual(r.returncode, -getattr(__import__("signal"), sig), r.stderr)
            self.assertEqual(self.read("out.json"), "old")
            self.assertEqual(sorted(os.listdir(self.d)), ["out.json"])

    def test_a_path_ending_in_a_slash_is_a_directory_not_a_file(self):
        with self.assertRaises(OSError) as e:
            write_text(self.p("nodir") + "/", "x")
        self.assertIn("no such directory", str(e.exception))
        os.mkdir(self.p("d"))
        with self.assertRaises(OSError):
            write_text(self.p("d") + "/", "x")
        self.assertEqual(sorted(os.listdir(self.d)), ["d"])
        self.assertEqual(os.listdir(self.p("d")), [])

    def test_a_symlink_is_written_through(self):
        write_text(self.p("target.json"), "old\n")
        os.symlink("target.json", self.p("link.json"))
        write_text(self.p("link.json"), "new\n")
        self.assertTrue(os.path.islink(self.p("link.json")))
        self.assertEqual(self.read("target.json"), "new\n")

    def test_a_fifo_is_written_in_place(self):
        fifo = self.p("pipe")
        os.mkfifo(fifo)
        reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)  # a reader from the start, as a shell's pipe has
        try:
            write_text(fifo, "text\n")
            self.assertEqual(os.read(reader, 4096), b"text\n")
        finally:
            os.close(reader)
        self.assertTrue(stat.S_ISFIFO(os.stat(fifo).st_mode))

    def test_a_fifo_with_no_reader_is_an_error_not_a_hang(self):
        fifo = self.p("pipe")
        os.mkfifo(fifo)
        code = f"from graphopt_fx.files import write_text; write_text({fifo!r}, 'x')"
        r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=30,
                           env=dict(os.environ, PYTHONPATH=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")))
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("a FIFO with no reader", r.stderr)
        self.assertIn(fifo, r.stderr)  # the message names the file

    @unittest.skipUnless(os.geteuid() == 0, "as root only (root may give a file away)")
    def test_as_root_a_replaced_file_keeps_its_owner_and_set_id_bits(self):
        write_text(self.p("a.json"), "old\n")
        os.chown(self.p("a.json"), 1234, 1234)
        os.chmod(self.p("a.json"), 0o4755)
        write_text(self.p("a.json"), "new\n")
        st = os.stat(self.p("a.json"))
        self.assertEqual((st.st_uid, st.st_gid, stat.S_IMODE(st.st_mode)), (1234, 1234, 0o4755))
        self.assertEqual(self.read("a.json"), "new\n")

    @unittest.skipUnless(os.geteuid() == 0, "as root only (root may give a file away)")
    def test_another_users_file_or_fifo_in_a_sticky_directory_is_not_written(self):
        # (as graphopt; found by red-team: a FIFO's reader took the output,
        # and a replaced file kept the other user's owner and mode 0666)
        st = self.p("st")
        os.mkdir(st)
        os.chmod(st, 0o1777)
        with open(os.path.join(st, "g.json"), "w") as f:
            f.write("theirs")
        os.mkfifo(os.path.join(st, "f.json"))
        for name in ("g.json", "f.json"):
            os.chown(os.path.join(st, name), 65534, 65534)
            with self.assertRaises(PermissionError) as e:
                write_text(os.path.join(st, name), "new\n")
            self.assertIn("another user's file or directory in a sticky directory", str(e.exception))
        with open(os.path.join(st, "g.json")) as f:
            self.assertEqual(f.read(), "theirs")
        write_text(os.path.join(st, "mine.json"), "new\n")  # one's own new file there is fine

    @unittest.skipIf(os.geteuid() == 0, "root may write any file")
    def test_a_file_this_process_may_not_write_is_not_replaced(self):
        write_text(self.p("a.json"), "old\n")
        os.chmod(self.p("a.json"), 0o444)
        with self.assertRaises(PermissionError):
            write_text(self.p("a.json"), "new\n")
        self.assertEqual(self.read("a.json"), "old\n")

    def foreign_link_to_a(self):
        """a.json holding "old", and st/l.json: nobody's link to it in a
        sticky, world-writable directory st (as in /tmp)."""
        write_text(self.p("a.json"), "old\n")
        os.mkdir(self.p("st"))
        os.chmod(self.p("st"), 0o1777)
        os.symlink(self.p("a.json"), self.p("st/l.json"))
        os.lchown(self.p("st/l.json"), 65534, 65534)

    @unittest.skipUnless(os.geteuid() == 0, "as root only (a link owned by another user)")
    def test_another_users_symlink_in_a_sticky_directory_is_not_followed(self):
        # Whatever fs.protected_symlinks says: the rule is applied on the
        # lstat that decides where the write goes, so a link made after any
        # check is not followed either.
        self.foreign_link_to_a()
        with self.assertRaises(PermissionError) as e:
            write_text(self.p("st/l.json"), "new\n")
        self.assertIn("sticky directory", str(e.exception))
        self.assertEqual(self.read("a.json"), "old\n")
        os.symlink(self.p("b.json"), self.p("st/mine.json"))  # one's own link there is followed
        write_text(self.p("st/mine.json"), "new\n")
        self.assertEqual(self.read("b.json"), "new\n")

    @unittest.skipUnless(os.geteuid() == 0, "as root only (a link owned by another user)")
    def test_another_users_symlink_to_a_directory_above_the_file_is_not_followed(self):
        # st/d: nobody's link to the directory v in a sticky directory; a
        # write to st/d/a.json would land in v (graphopt refuses it too).
        os.mkdir(self.p("v"))
        write_text(self.p("v/a.json"), "old\n")
        os.mkdir(self.p("st"))
        os.chmod(self.p("st"), 0o1777)
        os.symlink(self.p("v"), self.p("st/d"))
        os.lchown(self.p("st/d"), 65534, 65534)
        with self.assertRaises(PermissionError) as e:
            write_text(self.p("st/d/a.json"), "new\n")
        self.assertIn("sticky directory", str(e.exception))
        self.assertEqual(self.read("v/a.json"), "old\n")
        # ... also where one's own link leads through it (found by review:
        # only the path as given was checked, as graphopt did before its
        # twenty-seventh session)
        os.symlink(self.p("st/d/a.json"), self.p("mine.json"))
        with self.assertRaises(PermissionError) as e:
            write_text(self.p("mine.json"), "new\n")
        self.assertIn("sticky directory", str(e.exception))
        self.assertEqual(self.read("v/a.json"), "old\n")

    @unittest.skipUnless(os.geteuid() == 0 and os.access("/proc/sys/fs/protected_symlinks", os.W_OK),
                         "needs root and a writable fs.protected_symlinks")
    def test_a_symlink_the_kernel_will_not_follow_is_refused(self):
        # Another user's link in a sticky directory, as in /tmp: the kernel
        # refuses to follow it (fs.protected_symlinks=1), and so must the
        # bridge, which resolves links itself.
        self.foreign_link_to_a()
        with open("/proc/sys/fs/protected_symlinks") as f:
            was = f.read().strip()
        try:
            with open("/proc/sys/fs/protected_symlinks", "w") as f:
                f.write("1")
            with self.assertRaises(PermissionError):
                write_text(self.p("st/l.json"), "new\n")
        finally:
            with open("/proc/sys/fs/protected_symlinks", "w") as f:
                f.write(was)
        self.assertEqual(self.read("a.json"), "old\n")

    def test_dev_null_is_written_and_other_devices_and_directories_refused(self):
        write_text("/dev/null", "x")
        self.assertTrue(stat.S_ISCHR(os.stat("/dev/null").st_mode))
        for path in ("/dev/urandom", self.d):
            with self.assertRaises(OSError):
                write_text(path, "x")
        self.assertEqual(os.listdir(self.d), [])

    def writer(self, path, **kw):
        """A child that prints a line, writes `path` by write_text, then prints another."""
        code = ("import sys; sys.path.insert(0, %r); from graphopt_fx.files import write_text; "
                "print('before', flush=True); write_text(sys.argv[1], 'hello\\n'); print('after')"
                % os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
        kw.setdefault("stdout", subprocess.PIPE)
        return subprocess.run([sys.executable, "-c", code, path], stderr=subprocess.PIPE, text=True, **kw)

    def test_a_descriptor_is_written_through_in_place(self):
        # (found by review: /dev/stdout's file was replaced, losing what the
        # shell had written before and after; into a pipe it was an error)
        out = self.p("o.txt")
        for path in ("/dev/stdout", "/dev//./stdout", "/dev/fd/1", "/proc/self/fd/1"):
            with open(out, "w") as f:
                f.write("header\n")
            with open(out, "a") as f:
                p = self.writer(path, stdout=f)
            self.assertEqual(p.returncode, 0, p.stderr)
            self.assertEqual(self.read("o.txt"), "header\nbefore\nhello\nafter\n", path)
            p = self.writer(path)  # a pipe
            self.assertEqual((p.returncode, p.stdout), (0, "before\nhello\nafter\n"), p.stderr)
        os.symlink("/dev/stdout", self.p("l"))
        p = self.writer(self.p("l"))
        self.assertEqual((p.returncode, p.stdout), (0, "before\nhello\nafter\n"), p.stderr)

    def survives_a_file_written(self, setup, sig):
        """`setup` installs a stack dump on `sig` outside Python's signal
        module; after a file is written, `sig` still dumps, not kills."""
        code = ("import faulthandler, os, signal, sys; sys.path.insert(0, %r); from graphopt_fx import ranks; "
                "from graphopt_fx.files import write_text; %s; write_text(sys.argv[1], 'x'); "
                "os.kill(os.getpid(), signal.%s); print('alive')"
                % (os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."), setup, sig))
        p = subprocess.run([sys.executable, "-c", code, self.p("o.txt")], capture_output=True, text=True)
        self.assertEqual((p.returncode, p.stdout), (0, "alive\n"), p.stderr)
        self.assertIn("Current thread", p.stderr)

    def test_a_ranks_stack_dump_survives_a_file_written(self):
        # ranks.watchable's faulthandler on SIGUSR1, which getsignal reports
        # as the default: a write used to "restore" the default over it, so
        # the parent's SIGUSR1 killed the rank instead (found by review)
        self.survives_a_file_written("ranks.watchable()", "SIGUSR1")

    def test_a_handler_installed_outside_python_survives_a_file_written(self):
        # faulthandler.register on a signal of the user's own choosing, not
        # the bridge's SIGUSR1: getsignal reports it as the default too
        self.survives_a_file_written("faulthandler.register(signal.SIGUSR2)", "SIGUSR2")

    def test_a_descriptor_not_open_is_refused(self):
        p = self.writer("/dev/fd/9")
        self.assertNotEqual(p.returncode, 0)
        self.assertIn("descriptor 9 is not open", p.stderr)
        with open(self.p("in.txt"), "w") as f:
            f.write("input\n")
        with open(self.p("in.txt")) as f:  # open for reading only: refused, the file as it was
            p = self.writer("/dev/stdin", stdin=f)
        self.assertIn("descriptor 0 is open only for reading", p.stderr)
        self.assertEqual(self.read("in.txt"), "input\n")

    def test_a_relative_link_through_a_linked_directory_is_the_descriptor(self):
        # real/l -> ../../../../dev/stdout read from where real/ is, not by
        # folding ".." in the path that led there (found by review)
        os.makedirs(self.p("real"))
        os.makedirs(self.p("x/y/z"))
        os.symlink("../" * (self.d.count("/") + 1) + "dev/stdout", self.p("real/l"))
        os.symlink(self.p("real"), self.p("x/y/z/alias"))
        self.assertEqual(os.path.realpath(self.p("x/y/z/alias/l")), os.path.realpath("/dev/stdout"))
        p = self.writer(self.p("x/y/z/alias/l"))
        self.assertEqual((p.returncode, p.stdout), (0, "before\nhello\nafter\n"), p.stderr)

    @unittest.skipUnless(os.geteuid() == 0, "device nodes need root")
    def test_serial_ports_and_ttyprintk_are_not_terminals(self):
        # graphopt's rule (lib/io/file_identity.cpp): 4:64 on are serial ports,
        # 5:3 writes into the kernel's log; 4:1 is a virtual console
        for name, rdev, refused in (("ttyS0", (4, 64), True), ("ttyprintk", (5, 3), True), ("tty1", (4, 1), False)):
            try:
                os.mknod(self.p(name), 0o600 | stat.S_IFCHR, os.makedev(*rdev))
            except OSError:
                self.skipTest("mknod refused here")
            if refused:
                with self.assertRaises(OSError):
                    write_text(self.p(name), "x")
            self.assertTrue(stat.S_ISCHR(os.stat(self.p(name)).st_mode))


if __name__ == "__main__":
    unittest.main()
