#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The draudit authors
# SPDX-License-Identifier: GPL-3.0-or-later
# draudit set-up for a fresh Debian 12 machine: installs packages, builds, then runs the workbench or the tests.
#   ./setup.sh run    install + build + open the workbench on the bundled demo project
#   ./setup.sh test   install + build + run the whole test suite (offscreen)
#   ./setup.sh deps   only install the Debian packages
set -euo pipefail
cd "$(dirname "$0")"

# What building and running the workbench needs, and nothing else.
PACKAGES=(
  build-essential cmake ninja-build pkg-config git file dpkg-dev
  qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-webengine-dev qt6-pdf-dev qt6-tools-dev qt6-tools-dev-tools
  qt6-l10n-tools qt6-translations-l10n libqt6svg6-dev libqt6sql6-sqlite libqt6sql6-psql qt6-qpa-plugins libgl-dev
  nlohmann-json3-dev libsqlite3-dev libsimdjson-dev libboost-math-dev libcmark-gfm-dev libcmark-gfm-extensions-dev
  libexpected-dev libxlsxwriter-dev libsodium-dev libpq-dev libssl-dev libarchive-dev fonts-noto-cjk
)

# What only the test suite needs: statsmodels and scikit-learn compute the statistics independently; a private
# PostgreSQL 15 server runs the team tests; Xvfb the workbench's screenshots; clang and its sanitizer runtime the fuzz
# targets; sqlite3 the golden outputs' dumps; pdflatex and pdfinfo compile the LaTeX report tables and check their
# page; chromium and python3-websocket drive the annotator's page of `draudit serve` in a real browser (DevTools).
TEST_PACKAGES=(
  python3-statsmodels python3-sklearn postgresql-15 xvfb xauth clang libclang-rt-14-dev sqlite3
  texlive-latex-recommended poppler-utils chromium python3-websocket
)

install_packages() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -eq 0 ]; then
    echo "setup: all $# packages already installed"
    return
  fi
  echo "setup: installing ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

build() {
  cmake --preset release >/dev/null
  cmake --build --preset release --parallel "$(nproc)"
}

case "${1:-}" in
  deps)
    install_packages "${PACKAGES[@]}" "${TEST_PACKAGES[@]}" ;;
  run)
    install_packages "${PACKAGES[@]}"
    build
    # Chromium's sandbox cannot run as root; as any other user it stays on.
    [ "$(id -u)" -eq 0 ] && export QTWEBENGINE_DISABLE_SANDBOX=1
    exec build/release/app/draudit --demo ;;
  test)
    install_packages "${PACKAGES[@]}" "${TEST_PACKAGES[@]}"
    build
    export QT_QPA_PLATFORM=offscreen QTWEBENGINE_DISABLE_SANDBOX=1
    ctest --preset release --parallel "$(nproc)"
    # Every parser is fuzzed for a bounded time (libFuzzer + ASan/UBSan); a crash fails the run.
    cmake --preset fuzz >/dev/null
    cmake --build --preset fuzz --parallel "$(nproc)" >/dev/null
    .ci/fuzz 20 ;;
  *)
    echo "usage: $0 run|test|deps" >&2
    exit 2 ;;
esac
