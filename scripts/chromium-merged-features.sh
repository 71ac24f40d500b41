#!/usr/bin/env bash
# Starts Debian's Chromium with every --disable-features and --enable-features list it is given merged into one of
# each. Chromium keeps only the last of a repeated switch, so the list a launcher passes (Playwright's, or
# chrome-launcher's) and the project's own (scripts/chromium.ts) would otherwise drop each other.
set -euo pipefail
disabled=()
enabled=()
others=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) disabled+=("${arg#--disable-features=}") ;;
    --enable-features=*) enabled+=("${arg#--enable-features=}") ;;
    *) others+=("$arg") ;;
  esac
done
join() {
  local IFS=,
  echo "$*"
}
[ ${#disabled[@]} -gt 0 ] && others+=("--disable-features=$(join "${disabled[@]}")")
[ ${#enabled[@]} -gt 0 ] && others+=("--enable-features=$(join "${enabled[@]}")")
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${others[@]}"
