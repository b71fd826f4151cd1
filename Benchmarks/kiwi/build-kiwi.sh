#!/usr/bin/env bash
# Builds kiwi_bench, the kiwi side of Benchmarks/compare.sh, in Benchmarks/kiwi/.work (git-ignored).
#
#     bash Benchmarks/kiwi/build-kiwi.sh [--corpus DIR]
#
# Nothing of kiwi is committed: this downloads kiwisolver 1.5.1's sdist from PyPI (= nucleic/kiwi
# 1.4.2), takes its header-only C++ core (the kiwi/ directory), and compiles our kiwi_bench.cpp
# against it with g++ -O2 -std=c++17. It also turns the shared corpus's perf/enaml_like.json
# into .work/enaml_like.txt for the enaml-like workloads (enaml_to_text.py).
#
# Needs: pip (python3), tar, g++. Prints the path of the binary on its last line.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
work="$here/.work"
version=1.5.1
corpus="$(cd "$here/../.." && pwd)/../shared/corpus"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --corpus) corpus="$2"; shift 2 ;;
    *) echo "usage: build-kiwi.sh [--corpus DIR]" >&2; exit 2 ;;
  esac
done

mkdir -p "$work"
sdist="$work/kiwisolver-$version.tar.gz"
if [[ ! -f "$sdist" ]]; then
  echo "build-kiwi: downloading the kiwisolver $version sdist" >&2
  python3 -m pip download --quiet --no-binary :all: --no-deps "kiwisolver==$version" -d "$work" >&2
fi

headers="$work/include"
if [[ ! -f "$headers/kiwi/kiwi.h" ]]; then
  rm -rf "$headers" "$work/kiwisolver-$version"
  tar -xzf "$sdist" -C "$work" "kiwisolver-$version/kiwi"
  mkdir -p "$headers"
  mv "$work/kiwisolver-$version/kiwi" "$headers/kiwi"
  rm -rf "$work/kiwisolver-$version"
fi

binary="$work/kiwi_bench"
if [[ ! -x "$binary" || "$here/kiwi_bench.cpp" -nt "$binary" || "$here/../peers/harness.hpp" -nt "$binary" \
  || "$here/../peers/stack_row.hpp" -nt "$binary" ]]; then
  echo "build-kiwi: compiling kiwi_bench" >&2
  g++ -O2 -std=c++17 -Wall -Wextra -I "$headers" -o "$binary" "$here/kiwi_bench.cpp"
fi

if [[ -f "$corpus/perf/enaml_like.json" ]]; then
  python3 "$here/enaml_to_text.py" "$corpus/perf/enaml_like.json" "$work/enaml_like.txt"
else
  echo "build-kiwi: no $corpus/perf/enaml_like.json: a1 and a2 will fail (pass --corpus DIR)" >&2
fi

echo "$binary"
