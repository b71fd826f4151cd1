#!/usr/bin/env bash
# Writes Benchmarks/order/strut-solver-bench.order: the functions strut-solver-bench runs, which
# its release link places first in the executable (lld's --symbol-ordering-file; Package.swift).
#
#     bash Benchmarks/order/order-functions.sh
#
# Why: the solver's small workloads (a1, a2) hold a few hundred kB of data; nearly all of their
# peak memory is the code pages of the static executable, and the kernel maps code in 64 kB runs
# around each page touched (fault-around). Code that runs scattered over 6 MB of runtime, libc
# and solver makes most of those runs resident; gathered at the front, a few. Xcode's "Order
# File" build setting does the same for iOS apps.
#
# Run it again when the toolchain changes: names that no longer exist are skipped silently, and
# a function missing from the list only costs memory, never correctness. Needs valgrind.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
order="$here/strut-solver-bench.order"
# Every code path of the workloads, at sizes callgrind runs in a minute.
workloads="a1,a2,b1-400,b1-stays-400,c-100,d-100"

cd "$root"
# The link reads the list; a first run starts from an empty one.
[[ -f "$order" ]] || : > "$order"
swift build -c release --product strut-solver-bench >&2
binary="$(swift build -c release --show-bin-path)/strut-solver-bench"
profile="$(mktemp)"
trap 'rm -f "$profile"' EXIT
valgrind --tool=callgrind --demangle=no --callgrind-out-file="$profile" \
  "$binary" --only "$workloads" --reps 1 >&2

{
  echo "# The functions strut-solver-bench ran on $workloads, written by"
  echo "# Benchmarks/order/order-functions.sh (callgrind, $(swift --version 2>/dev/null | head -1))."
  # fn= and cfn= lines name every function executed or called; 'N marks a recursion level;
  # addresses without a symbol and valgrind's "(below main)" cannot be ordered.
  sed -n -E "s/^c?fn=\([0-9]+\) (.*)$/\1/p" "$profile" | sed -E "s/'[0-9]+$//" \
    | grep -v -E '^0x|^\(below main\)' | LC_ALL=C sort -u
} > "$order"
echo "order-functions: $(grep -vc '^#' "$order") functions in $order" >&2
