#!/usr/bin/env python3
"""The bridge's commands on bad input: check and profile name the file (and
for bad JSON the line and column) and exit 2 before any GPU starts, never a
Python traceback; without torch they say so and exit 2. No torch needed."""
import contextlib
import io
import os
import tempfile
import unittest

from harness import ROOT

from graphopt_fx import check, profile
from graphopt_fx.cli import UsageError, read_document

GOOD = os.path.join(ROOT, "testdata", "graphs", "fsdp_gpt_small_w2.json")


def _torch():
    try:
        import torch  # noqa: F401
    except ImportError:
        return False
    return True


def _run(main, argv):
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        code = main(argv)
    return code, err.getvalue()


class ReadDocumentTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self.tmp.cleanup)

    def file(self, name, data):
        path = os.path.join(self.tmp.name, name)
        with open(path, "wb") as f:
            f.write(data)
        return path

    def test_each_bad_input_is_named(self):
        cases = {
            os.path.join(self.tmp.name, "missing.json"): "cannot read it: No such file or directory",
            self.tmp.name: "not a file",
            "/dev/zero": "not a file",
            self.file("cut.json", b'{"graph": {"nodes": [\n  {"op": '): "cut.json:2:10: not valid JSON",
            self.file("list.json", b"[1, 2]"): "not an fx-json document",
            self.file("nograph.json", b'{"format": "fx-json"}'): "not an fx-json document",
            self.file("latin1.json", b'{"graph": {}, "d": "\xe9"}'): "not UTF-8 text (byte 20)",
            # (json.loads would take these; the ranks, reading text, do not)
            self.file("bom.json", b'\xef\xbb\xbf{"graph": {}}'): "not valid JSON: Unexpected UTF-8 BOM",
            self.file("utf16.json", '{"graph": {}}'.encode("utf-16")): "not UTF-8 text",
            self.file("deep.json", b"[" * 100000 + b"]" * 100000): "nested too deeply",
            self.file("bigint.json", b'{"graph": {}, "x": ' + b"1" * 5000 + b"}"): "not readable JSON",
            # /proc/kmsg never ends (and takes the kernel's messages from the system log)
            "/proc/kmsg": "a file of the kernel's /proc or /sys",
            "/proc/self/status": "a file of the kernel's /proc or /sys",
        }
        for path, want in cases.items():
            with self.subTest(path=path), self.assertRaises(UsageError) as e:
                read_document(path)
            self.assertIn(path, str(e.exception))
            self.assertIn(want, str(e.exception))

    def test_a_document_is_read(self):
        self.assertIn("nodes", read_document(GOOD)["graph"])

    def test_a_pipe_where_it_would_be_read_twice(self):
        fifo = os.path.join(self.tmp.name, "fifo")
        os.mkfifo(fifo)
        with self.assertRaises(UsageError) as e:
            read_document(fifo, pipes=False)  # refused without opening it (which would wait for a writer)
        self.assertIn("a pipe", str(e.exception))
        code, err = _run(check.main, [GOOD, fifo, "--ranks", "1"])
        self.assertEqual(code, 2)
        self.assertIn("fifo: a pipe", err)


class CommandsTest(unittest.TestCase):
    def test_bad_inputs_exit_2_with_the_file_named(self):
        with tempfile.TemporaryDirectory() as tmp:
            bad = os.path.join(tmp, "bad.json")
            with open(bad, "w") as f:
                f.write('{"graph": [1,\n')
            missing = os.path.join(tmp, "rank1.json")
            runs = [
                (check.main, [bad, GOOD, "--ranks", "1"], "bad.json:2:1: not valid JSON"),
                (check.main, [GOOD, bad, "--ranks", "1"], "bad.json:2:1: not valid JSON"),
                # "{rank}": every rank's file is looked at first.
                (check.main, [GOOD, os.path.join(tmp, "rank{rank}.json"), "--ranks", "2"], "rank0.json: cannot read"),
                (profile.main, [bad, "-o", os.path.join(tmp, "out.json")], "bad.json:2:1: not valid JSON"),
                (profile.main, [missing, "-o", os.path.join(tmp, "out.json")], "rank1.json: cannot read it"),
            ]
            for main, argv, want in runs:
                with self.subTest(argv=argv):
                    code, err = _run(main, argv)
                    self.assertEqual(code, 2)
                    self.assertIn(want, err)
                    self.assertNotIn("Traceback", err)
            self.assertEqual(os.listdir(tmp), ["bad.json"])  # no output made

    def test_every_rank_file_and_the_groups_are_looked_at(self):
        with tempfile.TemporaryDirectory() as tmp:
            with open(GOOD) as f:
                text = f.read()
            with open(os.path.join(tmp, "r0.json"), "w") as f:
                f.write(text)
            code, err = _run(check.main, [GOOD, os.path.join(tmp, "r{rank}.json"), "--ranks", "2"])
            self.assertEqual(code, 2)
            self.assertIn("r1.json: no such file", err)
            groups = os.path.join(tmp, "groups.json")
            with open(groups, "w") as f:
                f.write('{"graph": {"nodes": []}, "process_groups": {"0": {"size": "2"}}}')
            code, err = _run(check.main, [groups, GOOD, "--ranks", "2"])
            self.assertEqual(code, 2)
            self.assertIn("groups.json: process_groups", err)

    def test_outputs_the_end_would_refuse_are_refused_first(self):
        # Before the run (and before torch is looked for), not after hours of it.
        with tempfile.TemporaryDirectory() as tmp:
            runs = [
                (check.main, [GOOD, GOOD, "--ranks", "1", "--json", tmp], "refusing to write to a directory"),
                (check.main, [GOOD, GOOD, "--ranks", "1", "--json", "/nonexistent-dir/r.json"], "no such directory"),
                (check.main, [GOOD, GOOD, "--ranks", "1", "--profile", GOOD], "not a directory"),
                (check.main, [GOOD, GOOD, "--ranks", "0"], "--ranks must be at least 1"),
                (profile.main, [GOOD, "-o", tmp], "refusing to write to a directory"),
                (profile.main, [GOOD, "-o", os.path.join(tmp, "x" * 300)], "File name too long"),
            ]
            # A hard link to a graph names it by another path (by identity, not path).
            copy = os.path.join(tmp, "g.json")
            with open(GOOD, "rb") as f, open(copy, "wb") as g:
                g.write(f.read())
            link = os.path.join(tmp, "link.json")
            os.link(copy, link)
            runs.append((check.main, [copy, copy, "--ranks", "1", "--json", link], "one of the graphs to check"))
            for main, argv, want in runs:
                with self.subTest(argv=argv):
                    err = io.StringIO()
                    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
                        try:
                            code = main(argv)
                        except SystemExit as e:  # argparse's usage errors
                            code = e.code
                    self.assertEqual(code, 2)
                    self.assertIn(want, err.getvalue())
                    self.assertNotIn("not importable", err.getvalue())
            self.assertEqual(sorted(os.listdir(tmp)), ["g.json", "link.json"])

    @unittest.skipIf(_torch(), "torch is importable here")
    def test_without_torch_they_say_so(self):
        with tempfile.TemporaryDirectory() as tmp:
            for main, argv in ((check.main, [GOOD, GOOD, "--ranks", "1"]),
                               (profile.main, [GOOD, "-o", os.path.join(tmp, "out.json")])):
                with self.subTest(main=main.__module__):
                    code, err = _run(main, argv)
                    self.assertEqual(code, 2)
                    self.assertIn("through torch, which is not importable here", err)
            self.assertEqual(os.listdir(tmp), [])


if __name__ == "__main__":
    unittest.main()
