#include <gio/gio.h>

// C helpers for what Swift cannot call directly: GLib's type macros and variadic error setters.

/// The GVariantType of a type string (G_VARIANT_TYPE is a cast, which Swift cannot spell).
static inline const GVariantType *tessera_variant_type(const char *type) { return (const GVariantType *)type; }

/// Sets `error` to a D-Bus error with this name (org.freedesktop.DBus.Error.UnknownObject…).
static inline void tessera_set_dbus_error(GError **error, const char *name, const char *message) {
    g_dbus_error_set_dbus_error(error, name, message, NULL);
}
