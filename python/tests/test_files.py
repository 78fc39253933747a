#!/usr/bin/env python3
"""graphopt_fx.files: how the bridge writes a file a user named, without torch."""
import os
import stat
import sys
import tempfile
import threading
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

    def test_a_symlink_is_written_through(self):
        write_text(self.p("target.json"), "old\n")
        os.symlink("target.json", self.p("link.json"))
        write_text(self.p("link.json"), "new\n")
        self.assertTrue(os.path.islink(self.p("link.json")))
        self.assertEqual(self.read("target.json"), "new\n")

    def test_a_fifo_is_written_in_place(self):
        fifo = self.p("pipe")
        os.mkfifo(fifo)
        got = []
        reader = threading.Thread(target=lambda: got.append(open(fifo).read()))
        reader.start()
        write_text(fifo, "text\n")
        reader.join(10)
        self.assertEqual(got, ["text\n"])
        self.assertTrue(stat.S_ISFIFO(os.stat(fifo).st_mode))

    def test_dev_null_is_written_and_other_devices_and_directories_refused(self):
        write_text("/dev/null", "x")
        self.assertTrue(stat.S_ISCHR(os.stat("/dev/null").st_mode))
        for path in ("/dev/urandom", self.d):
            with self.assertRaises(OSError):
                write_text(path, "x")
        self.assertEqual(os.listdir(self.d), [])


if __name__ == "__main__":
    unittest.main()
