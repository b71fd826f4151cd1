#!/usr/bin/env python3
"""Runs `strut check` and `strut log` on seeded mutations of the shared corpus.

Usage: python3 Scripts/mutate-corpus.py SEED COUNT [CORPUS]

Each case mutates one corpus file (a cut, stray bytes, a deleted or repeated span, altered
digits, or attribute values replaced by hostile numbers such as nan, 1e400 or .0) and runs the
release `strut` on it. A run that ends by a signal, prints "Fatal error" or takes more than
20 s is a failure: its file is kept under /tmp/strut-mutations and listed; files that pass are
deleted. The exit status is the number of failures (at most 125). The same SEED and COUNT give
the same cases on every machine.

The search found the traps that Tests/StrutCLITests/MutatedInputTests.swift and the
regression tests now pin; run it after changing an importer, the engine or the doctor.
"""

import os
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent
HOSTILE = ["0", "-0", ".0", "nan", "NaN", "inf", "-inf", "1e308", "-1e308", "1e400", "-5",
           "100000", "0.0001", "-0.5", "", "YES", "999.999", "1000", "1001", "-1000"]


def mutate(data: bytes, rng: random.Random) -> bytes:
    """One mutation of `data`, chosen and placed by `rng`."""
    kind = rng.random()
    b = bytearray(data)
    if kind < 0.2:
        return bytes(b[: rng.randrange(len(b))])
    if kind < 0.4:
        for _ in range(rng.randint(1, 20)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        return bytes(b)
    if kind < 0.55:
        i = rng.randrange(len(b))
        return bytes(b[:i] + b[min(len(b), i + rng.randint(1, 400)):])
    if kind < 0.7:
        i = rng.randrange(len(b))
        span = b[i:min(len(b), i + rng.randint(1, 400))]
        k = rng.randrange(len(b))
        return bytes(b[:k] + span + b[k:])
    text = b.decode("utf-8", "replace")
    if kind < 0.85:
        def replace(match):
            value = rng.choice(HOSTILE) if rng.random() < 0.06 else match.group(2)
            return f'{match.group(1)}"{value}"'
        return re.sub(r'(\b[A-Za-z]+=)"([-0-9.e]+)"', replace, text).encode()
    return "".join(rng.choice("0123456789-.e") if c.isdigit() and rng.random() < 0.02 else c
                   for c in text).encode()


def main() -> int:
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    seed, count = int(sys.argv[1]), int(sys.argv[2])
    corpus = Path(sys.argv[3]) if len(sys.argv) > 3 else PACKAGE.parent / "shared" / "corpus"
    subprocess.run(["swift", "build", "-c", "release", "--product", "strut"], cwd=PACKAGE,
                   check=True, capture_output=True)
    work = Path("/tmp/strut-mutations")
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    # A copy, so that rebuilding during a long search does not pull the binary from under it.
    strut = work / "strut"
    shutil.copy(PACKAGE / ".build" / "release" / "strut", strut)
    files = sorted(p for p in (corpus / "ib").rglob("*") if p.suffix in (".xib", ".storyboard"))
    logs = sorted((corpus / "logs").glob("*.txt"))
    rng = random.Random(seed)
    failures = 0
    for case in range(count):
        is_log = rng.random() >= 0.75
        source = rng.choice(logs if is_log else files)
        path = work / f"case{case}{'.txt' if is_log else source.suffix}"
        path.write_bytes(mutate(source.read_bytes(), rng))
        commands = ([[str(strut), "log", str(path), "--format", "json"]] if is_log else
                    [[str(strut), "check", str(path), "--format", "json"],
                     [str(strut), "check", "--frames", str(path)]])
        failed = False
        for command in commands:
            try:
                run = subprocess.run(command, capture_output=True, timeout=20)
                broke = run.returncode < 0 or run.returncode >= 128 or b"Fatal error" in run.stderr
                outcome = f"status {run.returncode}"
            except subprocess.TimeoutExpired:
                broke, outcome = True, "timed out"
            if broke:
                failed = True
                print(f"{path}: {outcome} in `{' '.join(command[1:2])}` (from {source.name})")
        if failed:
            failures += 1
        else:
            path.unlink()
    print(f"{count} cases, {failures} failures")
    return min(failures, 125)


if __name__ == "__main__":
    sys.exit(main())
