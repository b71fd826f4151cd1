#!/usr/bin/env bash
# Regenerates Sources/StrutText/Internal/SystemFaceTable.swift: the advance widths and kerning
# of Strut's built-in system face.
#
# Where the font comes from: Inter, by Rasmus Andersson, as packaged by Debian in `fonts-inter`
# (the .otf files of its text design, Inter-*, and display design, InterDisplay-*). Its widths
# are close to San Francisco's, which cannot be redistributed.
#
# Licence: Inter is under the SIL Open Font License 1.1 (see usr/share/doc/fonts-inter/copyright
# in the package). Only numbers measured from it (advances and kerning) are committed; the font
# files are never committed. They stay in $STRUT_INTER_DIR, outside the repository.
#
# How to re-run, from anywhere (needs apt-get with current package lists, dpkg-deb and swift;
# no root: `apt-get download` fetches a .deb without installing it):
#
#     Scripts/generate-system-face.sh
#
# Environment:
#   STRUT_INTER_DIR     where the package is extracted and kept (default /tmp/strut-inter);
#                       StrutTextTests compares the table with the fonts there when present.
#   SWIFT_SCRATCH_PATH  a build folder for `swift run --scratch-path` (default: .build).
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
inter_dir="${STRUT_INTER_DIR:-/tmp/strut-inter}"
output="$repo/Sources/StrutText/Internal/SystemFaceTable.swift"

download="$(mktemp -d)"
trap 'rm -rf "$download"' EXIT

echo "== apt-get download fonts-inter" >&2
(cd "$download" && apt-get download fonts-inter)
deb="$(ls "$download"/fonts-inter_*.deb)"
version="$(dpkg-deb --field "$deb" Version)"

echo "== extracting fonts-inter $version into $inter_dir" >&2
rm -rf "$inter_dir"
mkdir -p "$inter_dir"
dpkg-deb -x "$deb" "$inter_dir"
fonts="$inter_dir/usr/share/fonts/opentype/inter"

faces=()
for design in Inter InterDisplay; do
  for weight in Thin ExtraLight Light Regular Medium SemiBold Bold ExtraBold Black; do
    faces+=("$fonts/$design-$weight.otf")
  done
done
faces+=("$fonts/Inter-Italic.otf" "$fonts/Inter-BoldItalic.otf")
for face in "${faces[@]}"; do
  [[ -f "$face" ]] || { echo "error: the package has no $face" >&2; exit 1; }
done

scratch=()
if [[ -n "${SWIFT_SCRATCH_PATH:-}" ]]; then scratch=(--scratch-path "$SWIFT_SCRATCH_PATH"); fi

echo "== swift run GenerateSystemFace" >&2
cd "$repo"
swift run "${scratch[@]}" -c release GenerateSystemFace \
  --source "Debian package fonts-inter $version" --output "$output" "${faces[@]}"
