#!/usr/bin/env bash
# Builds swift-snapshot-testing's SnapshotTesting module before anything else in a build folder.
#
# Why: its sources say `#if canImport(UIKit) import UIKit`. Compiled while Tessera's UIKit module already
# sits in the same build folder, it imports ours and fails ("missing required modules: 'CCairo', …": it
# does not get our C modules' maps). A clean build compiles it early, before UIKit exists, but nothing
# guarantees that order, and a folder built before the dependency was added already has UIKit. So this
# script builds it first, with our UIKit module moved out of sight if an earlier build left one. Once
# built, it never recompiles (a pinned dependency), and the script does nothing.
#
# Usage: scripts/build-snapshot-testing-first.sh [swift build options, e.g. --scratch-path .build-address -Xswiftc …]
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}

modules="$("$swift" build "$@" --show-bin-path)/Modules"
[ -e "$modules/SnapshotTesting.swiftmodule" ] && exit 0

hidden=()
restore() {
  for file in "${hidden[@]}"; do mv "$file.hidden-for-snapshot-testing" "$file"; done
}
trap restore EXIT
for file in "$modules"/UIKit.swift*; do
  [ -e "$file" ] || continue
  mv "$file" "$file.hidden-for-snapshot-testing"
  hidden+=("$file")
done
echo "building swift-snapshot-testing first (it must not see Tessera's UIKit module)"
"$swift" build "$@" --target SnapshotTesting
