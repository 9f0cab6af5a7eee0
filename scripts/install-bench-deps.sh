#!/bin/sh
# The layout benchmark's baseline: kiwisolver for python3, installed with pip when missing.
set -e
if python3 -c 'import kiwisolver' 2>/dev/null; then exit 0; fi
echo "Installing kiwisolver for the layout benchmark..."
python3 -m pip install --quiet kiwisolver \
  || python3 -m pip install --quiet --break-system-packages kiwisolver \
  || python3 -m pip install --quiet --user --break-system-packages kiwisolver
python3 -c 'import kiwisolver'
