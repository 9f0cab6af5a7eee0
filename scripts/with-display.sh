#!/usr/bin/env bash
# Runs a command with an X display: the one in DISPLAY if it answers, else a private Xvfb started here
# and stopped afterwards. Without Xvfb, runs the command without a display (window tests then skip and
# say why).
set -euo pipefail

if [[ -n "${DISPLAY:-}" ]] && xdpyinfo >/dev/null 2>&1; then
  exec "$@"
fi
if ! command -v Xvfb >/dev/null; then
  echo "with-display: Xvfb is not installed; running without a display" >&2
  unset DISPLAY
  exec "$@"
fi

# The first free display number from 90 on.
number=90
while [[ -e "/tmp/.X${number}-lock" || -e "/tmp/.X11-unix/X${number}" ]]; do number=$((number + 1)); done
Xvfb ":${number}" -screen 0 2560x1600x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null || true; wait "$xvfb" 2>/dev/null || true' EXIT
export DISPLAY=":${number}"
for _ in $(seq 1 50); do
  xdpyinfo >/dev/null 2>&1 && break
  sleep 0.1
done
if ! xdpyinfo >/dev/null 2>&1; then
  echo "with-display: Xvfb did not start; running without a display" >&2
  unset DISPLAY
fi
status=0
"$@" || status=$?
exit "$status"
