#!/usr/bin/env bash
# Builds yoga_bench, the Yoga side of Benchmarks/compare.sh, in Benchmarks/yoga/.work (git-ignored).
#
#     bash Benchmarks/yoga/build-yoga.sh
#
# Nothing of Yoga is committed: this downloads poga 0.1.19's sdist from PyPI (Python bindings that
# vendor facebook/yoga's C++ core under src/poga/deps/yoga), takes the Yoga sources, and compiles
# our yoga_bench.cpp with them, g++ -O2 -std=c++17, as kiwi_bench is compiled.
#
# Needs: pip (python3), tar, g++. Prints the path of the binary on its last line.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
work="$here/.work"
version=0.1.19
[[ $# -eq 0 ]] || { echo "usage: build-yoga.sh" >&2; exit 2; }

mkdir -p "$work"
sdist="$work/poga-$version.tar.gz"
if [[ ! -f "$sdist" ]]; then
  echo "build-yoga: downloading the poga $version sdist (Yoga's sources)" >&2
  python3 -m pip download --quiet --no-binary poga --no-deps "poga==$version" -d "$work" >&2
fi

sources="$work/include/yoga"
if [[ ! -f "$sources/Yoga.h" ]]; then
  rm -rf "$work/include" "$work/poga-$version"
  tar -xzf "$sdist" -C "$work" "poga-$version/src/poga/deps/yoga"
  mkdir -p "$work/include"
  mv "$work/poga-$version/src/poga/deps/yoga" "$sources"
  rm -rf "$work/poga-$version"
fi

binary="$work/yoga_bench"
if [[ ! -x "$binary" || "$here/yoga_bench.cpp" -nt "$binary" \
  || "$here/../peers/harness.hpp" -nt "$binary" \
  || "$here/../peers/stack_row.hpp" -nt "$binary" ]]; then
  echo "build-yoga: compiling yoga_bench" >&2
  # Yoga's own sources without warnings (they are not ours to fix); ours with them.
  rm -rf "$work/objects"
  mkdir -p "$work/objects"
  while IFS= read -r source; do
    object="$work/objects/$(basename "${source%.cpp}").o"
    g++ -O2 -std=c++17 -w -I "$work/include" -c -o "$object" "$source"
  done < <(find "$sources" -name '*.cpp' | sort)
  g++ -O2 -std=c++17 -Wall -Wextra -isystem "$work/include" -o "$binary" "$here/yoga_bench.cpp" \
    "$work"/objects/*.o
fi

echo "$binary"
