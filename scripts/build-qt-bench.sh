#!/usr/bin/env bash
# Builds the benchmarks' Qt 6 baselines into .build: qt-listview-bench (QListView, for the list figures,
# from scripts/qt-listview-bench) and qt-launch-bench (a one-label Widgets app, for the launch figure,
# from scripts/qt-launch-bench), installing Debian's qt6-base-dev, its X11 platform plugin, g++ and
# pkg-config first when missing. Fails with a message saying what is missing when Qt cannot be built;
# the benchmarks then skip the Qt figures and say so.
set -euo pipefail
cd "$(dirname "$0")/.."
programs=(qt-listview-bench qt-launch-bench)

uptodate=1
for program in "${programs[@]}"; do
  [[ -x .build/$program && .build/$program -nt scripts/$program/main.cpp ]] || uptodate=0
done
if [[ $uptodate -eq 1 ]]; then exit 0; fi

missing=()
for pkg in qt6-base-dev qt6-qpa-plugins g++ pkg-config; do
  status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$pkg")
done
if [[ ${#missing[@]} -gt 0 ]]; then
  if ! command -v apt-get >/dev/null; then
    echo "build-qt-bench: ${missing[*]} missing and no apt-get to install them; the Qt baselines are not built" >&2
    exit 1
  fi
  echo "Installing ${missing[*]} for the Qt baselines..."
  sudo=""
  if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  if ! { $sudo apt-get update -qq && $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; }; then
    echo "build-qt-bench: could not install ${missing[*]}; the Qt baselines are not built" >&2
    exit 1
  fi
fi

mkdir -p .build
for program in "${programs[@]}"; do
  echo "Building the Qt baseline $program..."
  if ! g++ -O2 -std=c++17 -fPIC "scripts/$program/main.cpp" -o ".build/$program" $(pkg-config --cflags --libs Qt6Widgets); then
    echo "build-qt-bench: $program did not compile; its figures are skipped" >&2
    exit 1
  fi
done
