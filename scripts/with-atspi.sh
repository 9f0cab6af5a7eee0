#!/usr/bin/env bash
# Runs a command on the Linux accessibility stack as a desktop has it, private to this run: an X display
# (a private Xvfb from scripts/with-display.sh, never the desktop's own: the bus launcher publishes its
# bus on the display's root window, where the desktop's apps would find it), a D-Bus session bus
# (dbus-run-session), and on it AT-SPI2's bus launcher (at-spi-bus-launcher, started by D-Bus
# activation), which runs the accessibility bus and its registry (at-spi2-registryd). Accessibility is
# switched on (org.a11y.Status.IsEnabled, as Orca does) before the command runs, so apps started by it
# join the bus.
# Usage: scripts/with-atspi.sh CMD [ARGS...]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

for tool in dbus-run-session gdbus /usr/libexec/at-spi-bus-launcher; do
  if ! command -v "$tool" >/dev/null; then
    echo "with-atspi: $tool is missing (make test-deps installs it)" >&2
    exit 1
  fi
done

if [[ -z "${TESSERA_WITH_ATSPI_SESSION:-}" ]]; then
  export TESSERA_WITH_ATSPI_SESSION=1
  # AT_SPI_BUS_ADDRESS from an outer desktop would point past the private session, and the desktop's
  # display must not learn of the private bus.
  unset AT_SPI_BUS_ADDRESS DISPLAY WAYLAND_DISPLAY
  exec "$here/with-display.sh" dbus-run-session -- "$0" "$@"
fi

# Inside the private session: activating org.a11y.Bus starts the launcher; then accessibility goes on.
gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus \
  --method org.freedesktop.DBus.Properties.Set org.a11y.Status IsEnabled '<true>' >/dev/null
gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus --method org.a11y.Bus.GetAddress >/dev/null
exec "$@"
