#!/usr/bin/env bash
# Builds the list benchmark's baseline, scripts/qt-listview-bench (Qt 6's QListView), into
# .build/qt-listview-bench, installing Debian's qt6-base-dev and g++ first when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
source=scripts/qt-listview-bench/main.cpp
target=.build/qt-listview-bench
if [[ -x $target && $target -nt $source ]]; then exit 0; fi

missing=()
for pkg in qt6-base-dev g++ pkg-config; do
  status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$pkg")
done
if [[ ${#missing[@]} -gt 0 ]]; then
  echo "Installing ${missing[*]} for the Qt list baseline..."
  sudo=""
  if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

echo "Building the Qt list baseline..."
mkdir -p .build
g++ -O2 -std=c++17 -fPIC "$source" -o "$target" $(pkg-config --cflags --libs Qt6Widgets)
