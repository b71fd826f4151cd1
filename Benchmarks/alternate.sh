#!/usr/bin/env bash
# Two workloads in alternating processes: the median of each and their ratio. On a machine whose
# speed drifts from one process to the next, a ratio of two workloads (a stack's toggle against
# its first layout, 10,000 cells against 1,000, Strut's first layout against Yoga's) is only as
# good as the two runs are alike; alternating many short processes keeps them alike.
#
#     bash Benchmarks/alternate.sh [--peer PEER] BINARY NUMERATOR_ID DENOMINATOR_ID [PAIRS]
#
# BINARY is a built `strut-bench` or `strut-solver-bench` (release); the denominator runs on it
# too, or on PEER (a built `kiwi_bench` or `yoga_bench`). PAIRS defaults to 11. Examples:
#   bash Benchmarks/alternate.sh .build/static-stdlib/release/strut-bench \
#       layout-stack-toggle-1000 layout-stack-1000
#   bash Benchmarks/alternate.sh --peer Benchmarks/yoga/.work/yoga_bench \
#       .build/static-stdlib/release/strut-bench layout-stack-1000 layout-stack-1000
set -euo pipefail

peer=""
if [[ "${1:-}" == --peer ]]; then
  peer="${2:-}"
  shift 2 || true
fi
if [[ $# -lt 3 ]]; then
  sed -n '2,15p' "$0" >&2
  exit 2
fi
binary="$1"
numerator="$2"
denominator="$3"
pairs="${4:-11}"
peer="${peer:-$binary}"

median_of_run() {
  "$1" --only "$2" | awk '/median_ms/ { print $3 }'
}

median() {
  printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END {
    print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

top=()
bottom=()
for ((pair = 0; pair < pairs; pair++)); do
  top+=("$(median_of_run "$binary" "$numerator")")
  bottom+=("$(median_of_run "$peer" "$denominator")")
done
a="$(median "${top[@]}")"
b="$(median "${bottom[@]}")"
echo "$numerator $a ms / $denominator $b ms = $(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.4f", a / b }') ($pairs pairs)"
