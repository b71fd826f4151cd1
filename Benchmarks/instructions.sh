#!/usr/bin/env bash
# The instructions one run of each workload executes, counted by valgrind's callgrind, for two
# builds of a benchmark binary side by side: a change's cost or saving without the drift of
# this machine's timings (the same binary runs the same instructions in every process).
#
#     bash Benchmarks/instructions.sh BEFORE AFTER ID[,ID...] [REPS]
#
# BEFORE and AFTER are two builds of `strut-bench` or `strut-solver-bench` (release; copy the
# first aside before building the second). Each workload runs REPS times (default 1) in its own
# process; the count is the whole process's, so one-time costs (start-up, first demangling)
# are in both columns: compare `--reps 1` with `--reps 3` to see what one run adds. Cache
# misses are not counted: a change that trades instructions for memory traffic needs timings
# too (alternate.sh, compare.sh). Needs valgrind.
set -euo pipefail

if [[ $# -lt 3 ]]; then
  sed -n '2,13p' "$0" >&2
  exit 2
fi
before="$1"
after="$2"
ids="$3"
reps="${4:-1}"
command -v valgrind >/dev/null || { echo "instructions.sh: valgrind is not installed" >&2; exit 2; }

# The instruction count of one process running workload $2 of binary $1; fails when the
# workload does (an unknown id, a checksum mismatch).
count() {
  local output
  output="$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" --only "$2" \
    --reps "$reps" 2>&1)" || return 1
  awk '/I[ ]+refs:/ { gsub(",", "", $NF); print $NF }' <<<"$output" | tail -n 1
}

printf '%-28s %16s %16s %8s\n' workload before after ratio
for id in ${ids//,/ }; do
  if ! a="$(count "$before" "$id")" || ! b="$(count "$after" "$id")" || [[ -z "$a" || -z "$b" ]]; then
    echo "instructions.sh: $id failed (is it a workload of both binaries?)" >&2
    exit 1
  fi
  printf '%-28s %16s %16s %8s\n' "$id" "$a" "$b" "$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.4f", b / a }')"
done
