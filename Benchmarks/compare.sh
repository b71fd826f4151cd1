#!/usr/bin/env bash
# Strut against its peers, kiwi (C++ Cassowary) and Yoga (C++ flexbox), side by side in one run:
# see Benchmarks/README.md.
#
#     bash Benchmarks/compare.sh [--only ID[,ID...]] [--rounds R] [--timeout SECONDS]
#                                [--corpus DIR] [--scratch-path DIR]
#
# Builds strut-solver-bench (swift build -c release), strut-bench (the same, with the Swift
# runtime and Foundation linked statically, in DIR/static-stdlib; DIR defaults to .build) and
# kiwi_bench (kiwi/build-kiwi.sh) and yoga_bench (yoga/build-yoga.sh: the flexbox row beside the
# stack workloads), then runs every workload in its own process for each, so that each peak
# memory (VmHWM) is the workload's own, and prints one table on stdout. With --rounds R (default
# 1) it runs all of that R times over, Strut's and the peers' processes alternating, and reports
# the median of the R processes' medians: a ratio that one slow process cannot move.
# Progress goes to stderr; each process's full output is kept in Benchmarks/kiwi/.work/compare/.
#
# A process that runs longer than --timeout (default 120 s) is stopped and reported as such.
# kiwi's stacks at N = 10,000 (hours, performance.md §1) and its b1-stays-1000 (about 10 min) are
# skipped, and its c-1000 runs 3 times.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
only=""
rounds=1
limit=120
corpus="$root/../shared/corpus"
scratch=()
static_scratch="$root/.build/static-stdlib"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --only) only="$2"; shift 2 ;;
    --rounds) rounds="$2"; shift 2 ;;
    --timeout) limit="$2"; shift 2 ;;
    --corpus) corpus="$2"; shift 2 ;;
    --scratch-path) scratch=(--scratch-path "$2"); static_scratch="$2/static-stdlib"; shift 2 ;;
    *) sed -n '2,19p' "$0" >&2; exit 2 ;;
  esac
done
if ! [[ "$rounds" =~ ^[1-9][0-9]*$ ]]; then
  echo "compare: --rounds needs a positive count, not '$rounds'" >&2
  exit 2
fi

say() { echo "compare: $*" >&2; }

say "building strut-solver-bench (swift build -c release)"
(cd "$root" && swift build -c release --product strut-solver-bench "${scratch[@]}" >&2)
solver_bench="$(cd "$root" && swift build -c release --show-bin-path "${scratch[@]}")/strut-solver-bench"
# strut-bench needs Foundation, so Package.swift cannot link it -static-executable as it does
# strut-solver-bench; --static-swift-stdlib links the Swift runtime and Foundation in, in a build
# of its own. Its calls into the runtime (retain, release, exclusivity checks) are then direct
# instead of through the PLT: about 13% off every layout workload, as shipped static binaries
# run (the dynamic build, `swift run -c release strut-bench`, is the slower figure).
say "building strut-bench (swift build -c release --static-swift-stdlib, in $static_scratch)"
(cd "$root" && swift build -c release --product strut-bench --static-swift-stdlib \
  --scratch-path "$static_scratch" >&2)
layout_bench="$(cd "$root" && swift build -c release --show-bin-path \
  --scratch-path "$static_scratch")/strut-bench"
say "building kiwi_bench (kiwi/build-kiwi.sh)"
kiwi="$(bash "$here/kiwi/build-kiwi.sh" --corpus "$corpus" | tail -n 1)"
say "building yoga_bench (yoga/build-yoga.sh)"
yoga="$(bash "$here/yoga/build-yoga.sh" | tail -n 1)"

logs="$here/kiwi/.work/compare"
rm -rf "$logs"
mkdir -p "$logs"

if [[ -n "$only" ]]; then
  IFS=',' read -r -a ids <<<"$only"
else
  mapfile -t ids < <("$solver_bench" --list; "$layout_bench" --list)
fi

# The Strut executable that runs a workload: the solver's (no Foundation, static, so that its peak
# memory compares with kiwi's) or the layout model's.
strut_bench() {
  if "$solver_bench" --list | grep -qx "$1"; then echo "$solver_bench"; else echo "$layout_bench"; fi
}

# Why kiwi does not run a workload (empty: it runs), and the extra arguments it runs with.
kiwi_skip() {
  case "$1" in
    c-10000) echo "kiwi's build is about 2.5 h at N = 10,000 (performance.md §1, ~N^3)" ;;
    d-10000) echo "kiwi would first build the N = 10,000 stack (about 2.5 h)" ;;
    b1-stays-1000) echo "kiwi takes about 10 min of CPU for one run (measured once: 614 s CPU," \
      "1,082 s on a loaded 2-core machine; checksum as expected)" ;;
    layout-*) echo "no kiwi peer: a view-tree workload of Strut's layout model" ;;
    doctor-* | text-*) echo "no kiwi peer: a workload of the doctor or of text measurement" ;;
    *) echo "" ;;
  esac
}
kiwi_args() {
  case "$1" in
    c-1000) echo "--reps 3" ;;
    *) echo "" ;;
  esac
}

# run SIDE ID ROUND COMMAND...: one workload in its own process, output in
# $logs/SIDE-ID.ROUND.txt.
run() {
  local side="$1" id="$2" round="$3" rc=0 start end
  shift 3
  say "$side $id (round $round of $rounds)"
  start=$SECONDS
  timeout "$limit" "$@" --only "$id" >"$logs/$side-$id.$round.txt" 2>&1 || rc=$?
  end=$SECONDS
  echo "$rc" >"$logs/$side-$id.rc"
  if [[ $rc -eq 124 ]]; then
    echo "timeout after $limit s" >"$logs/$side-$id.why"
  fi
  say "$side $id: exit $rc after $((end - start)) s"
}

for ((round = 1; round <= rounds; round++)); do
  for id in "${ids[@]}"; do
    run strut "$id" "$round" "$(strut_bench "$id")" --corpus "$corpus"
    why="$(kiwi_skip "$id")"
    if [[ -n "$why" ]]; then
      echo "skipped: $why" >"$logs/kiwi-$id.why"
    else
      # shellcheck disable=SC2046
      run kiwi "$id" "$round" "$kiwi" $(kiwi_args "$id")
    fi
    # Yoga runs the row workloads only (the stacks' flexbox analogue, performance.md §2).
    if "$yoga" --list | grep -qx "$id"; then run yoga "$id" "$round" "$yoga"; fi
  done
done

# rounds_of SIDE ID: the workload's output files, one per round that ran, in round order.
rounds_of() {
  local round
  for ((round = 1; round <= rounds; round++)); do
    if [[ -f "$logs/$1-$2.$round.txt" ]]; then echo "$logs/$1-$2.$round.txt"; fi
  done
}

# field SIDE ID NAME: from the workload's lines over the rounds, median_ms and peak_mb as the
# median of the rounds' values, checksum and runs as the first round's, status as the worst.
field() {
  local files
  mapfile -t files < <(rounds_of "$1" "$2")
  [[ ${#files[@]} -gt 0 ]] || return 0
  awk -v id="$2" -v name="$3" '
    function median(   i, j, t) {
      for (i = 2; i <= n; i++) for (j = i; j > 1 && v[j - 1] > v[j]; j--) {
        t = v[j]; v[j] = v[j - 1]; v[j - 1] = t
      }
      return (n % 2) ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
    }
    name == "peak_mb" && $1 == "peak_mb" { v[++n] = $2 }
    name != "peak_mb" && $1 == id && $2 == "median_ms" {
      if (name == "median_ms") v[++n] = $3
      if (name == "checksum" && first == "") first = $5
      if (name == "runs" && first == "") first = $7
      if (name == "status") {
        if ($8 == "INVALID" || (worst != "INVALID" && ($8 == "MISMATCH" || worst == ""))) worst = $8
      }
    }
    END {
      if (name == "median_ms" || name == "peak_mb") { if (n > 0) print median() }
      else if (name == "status") { if (worst != "") print worst }
      else if (first != "") print first
    }' "${files[@]}"
}

# checksums SIDE ID: the distinct checksums the rounds gave (more than one: not deterministic).
checksums() {
  local files
  mapfile -t files < <(rounds_of "$1" "$2")
  [[ ${#files[@]} -gt 0 ]] || return 0
  awk -v id="$2" '$1 == id && $2 == "median_ms" { print $5 }' "${files[@]}" | sort -u
}

# cell SIDE ID: the median, or why there is none.
cell() {
  local ms rc
  ms="$(field "$1" "$2" median_ms)"
  if [[ -n "$ms" ]]; then echo "$ms"; return; fi
  if [[ -f "$logs/$1-$2.why" ]]; then
    case "$(cat "$logs/$1-$2.why")" in
      skipped*) echo "skipped" ;;
      timeout*) echo "timeout" ;;
    esac
    return
  fi
  rc="$(cat "$logs/$1-$2.rc" 2>/dev/null || echo "?")"
  echo "error($rc)"
}

megabytes() { if [[ -n "$1" ]]; then printf '%.1f' "$1"; else echo "-"; fi; }

# ratio ID PEER: Strut's median over the peer's, or "-" when either has none.
ratio() {
  local s k
  s="$(field strut "$1" median_ms)"
  k="$(field "$2" "$1" median_ms)"
  if [[ -z "$s" || -z "$k" ]]; then echo "-"; return; fi
  awk -v s="$s" -v k="$k" 'BEGIN { if (k > 0) printf "%.2f", s / k; else print "-" }'
}

# peer_cell PEER ID: the peer's median, or why there is none ("-" for a workload it has no
# analogue of).
peer_cell() {
  if [[ -f "$logs/$1-$2.rc" || -f "$logs/$1-$2.why" ]]; then
    cell "$1" "$2"
  else
    echo "-"
  fi
}

# agreement PEER ID: whether Strut's checksum is the peer's ("-" when either has none). Resizes
# are degenerate: kiwi breaks ties its own way and Yoga shares space in proportion, so there
# two checksums that both passed their invariant checks differ by design.
agreement() {
  local a b equal
  a="$(field strut "$2" checksum)"
  b="$(field "$1" "$2" checksum)"
  if [[ -z "$a" || -z "$b" ]]; then echo "-"; return; fi
  equal="$(awk -v a="$a" -v b="$b" 'BEGIN {
    d = a - b; if (d < 0) d = -d
    m = (a < 0 ? -a : a); n = (b < 0 ? -b : b); if (n > m) m = n
    print (d <= 1e-9 * m + 1e-6) ? "yes" : "no" }')"
  if [[ "$equal" == "no" && ( "$2" == d-* || "$2" == layout-stack-resize-* ) \
    && "$(field strut "$2" status)" != "INVALID" && "$(field "$1" "$2" status)" != "INVALID" ]]; then
    if [[ "$1" == kiwi ]]; then equal="no (tie rule)"; else equal="no (flex)"; fi
  fi
  echo "$equal"
}

echo
if [[ $rounds -eq 1 ]]; then
  echo "Strut vs kiwi and Yoga on $(nproc) cores; median ms of up to 5 runs" \
    "(each workload in its own process; timeout $limit s)"
else
  echo "Strut vs kiwi and Yoga on $(nproc) cores; the median over $rounds rounds of each process's" \
    "median ms of up to 5 runs (each workload in its own process; timeout $limit s)"
fi
echo
printf '%-24s %10s %10s %10s %10s %10s %8s %8s %8s  %s\n' workload "strut ms" "kiwi ms" \
  strut/kiwi "yoga ms" strut/yoga "strut MB" "kiwi MB" "yoga MB" "checksums equal (kiwi, yoga)"
notes=()
for id in "${ids[@]}"; do
  kiwi_equal="$(agreement kiwi "$id")"
  yoga_equal="$(agreement yoga "$id")"
  printf '%-24s %10s %10s %10s %10s %10s %8s %8s %8s  %s\n' "$id" "$(cell strut "$id")" \
    "$(peer_cell kiwi "$id")" "$(ratio "$id" kiwi)" "$(peer_cell yoga "$id")" "$(ratio "$id" yoga)" \
    "$(megabytes "$(field strut "$id" peak_mb)")" "$(megabytes "$(field kiwi "$id" peak_mb)")" \
    "$(megabytes "$(field yoga "$id" peak_mb)")" "$kiwi_equal, $yoga_equal"
  for side in strut kiwi yoga; do
    if [[ -f "$logs/$side-$id.why" ]]; then notes+=("$side $id: $(cat "$logs/$side-$id.why")"); fi
    mapfile -t files < <(rounds_of "$side" "$id")
    if [[ ${#files[@]} -gt 0 ]]; then
      while IFS= read -r line; do notes+=("$side $line"); done \
        < <(cat "${files[@]}" | grep -E '^(MISMATCH|INVALID|ERROR|note:)' | awk '!seen[$0]++' || true)
    fi
    if [[ "$(checksums "$side" "$id" | wc -l)" -gt 1 ]]; then
      notes+=("$side $id: the checksum differs between processes: $(checksums "$side" "$id" | paste -sd ' ')")
    fi
  done
  if [[ "$kiwi_equal" == "no (tie rule)" ]]; then
    notes+=("$id: kiwi's checksum differs by design (the resize is degenerate: which boxes absorb
  the slack depends on the tie rule, performance.md §2); both passed the invariant checks (sum(w)
  + 8(N-1) = W, w >= 0, optimal error @750 and @250): strut $(field strut "$id" checksum), kiwi
  $(field kiwi "$id" checksum)")
  fi
  if [[ "$yoga_equal" == "no (flex)" ]]; then
    notes+=("$id: Yoga's checksum differs by design (flexbox shares the space in proportion to the
  bases, not by priority); its row passed its own checks (children 8 apart from 0 to W, w >= 0)")
  fi
done
if [[ ${#notes[@]} -gt 0 ]]; then
  echo
  echo "notes:"
  for note in "${notes[@]}"; do echo "- $note"; done
fi
