#!/usr/bin/env bash
# Installs the Debian packages Tessera needs, non-interactively, and only those that are missing.
# Fast when everything is present: one dpkg-query call, no network.
# With --test, also what the tests need to run real windows: Xvfb, xdotool (input) and ImageMagick
# (reading a window's pixels back), python3 for the layering check (scripts/check-layering.py), and the
# desktop accessibility stack the AT-SPI2 bridge's tests run on (scripts/with-atspi.sh: D-Bus, AT-SPI2's
# bus launcher and registry, pyatspi).
set -euo pipefail

packages=(
  pkg-config
  libxml2          # FoundationXML (XMLParser, which reads storyboards and xibs) links it
  libcairo2-dev
  libpango1.0-dev
  libgdk-pixbuf-2.0-dev
  libdeflate-dev
  libsdl2-dev
  libxkbcommon-dev # dead keys and compose sequences on X11 (libxkbcommon's Compose tables)
  libglib2.0-dev   # GDBus, for the AT-SPI2 accessibility bridge (TesseraATSPI)
  webp-pixbuf-loader
  fonts-inter
  fonts-noto-core
  fonts-noto-cjk
  fonts-noto-color-emoji
  fonts-dejavu-core
  bootstrap-icons
)
if [[ "${1:-}" == "--test" ]]; then
  packages+=(xvfb xauth x11-utils xdotool imagemagick python3
             dbus dbus-daemon libglib2.0-bin at-spi2-core python3-pyatspi gir1.2-atspi-2.0)
fi

missing=()
for pkg in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$pkg")
done

[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "Installing missing Debian packages: ${missing[*]}"
sudo=""
if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
# Update the package lists first: on a fresh machine they are empty, and installing from them would
# print an error per package before anything is found.
echo "Updating the package lists..."
$sudo apt-get update -qq || echo "Could not update the package lists; installing from the ones there are."
echo "Installing..."
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "Installed."
