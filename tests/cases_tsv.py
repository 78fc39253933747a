"""The bad-input corpus's table, tests/bad/cases.tsv: one line per file,
FILE<TAB>EXIT CODE<TAB>REGEX of the message after the file name; lines
starting with '#' and blank lines are skipped. Read by the CLI tests and
the red-team sweep alike."""


def read_cases(path):
    """[(file, exit code, pattern)] in the table's order."""
    rows = []
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            file, code, pattern = line.rstrip("\n").split("\t")[:3]
            rows.append((file, int(code), pattern))
    return rows
