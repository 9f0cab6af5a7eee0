#include <gio/gio.h>

// C helpers for what Swift cannot call directly: GLib's variadic constructors and its type macros.

/// The GVariantType of a type string (G_VARIANT_TYPE is a cast, which Swift cannot spell).
static inline const GVariantType *tessera_variant_type(const char *type) { return (const GVariantType *)type; }

/// An object reference `(so)`: a bus name and an object path.
static inline GVariant *tessera_variant_reference(const char *bus, const char *path) {
    return g_variant_new("(so)", bus, path);
}

/// Sets `error` to a D-Bus error with this name (org.freedesktop.DBus.Error.UnknownObject…).
static inline void tessera_set_dbus_error(GError **error, const char *name, const char *message) {
    g_dbus_error_set_dbus_error(error, name, message, NULL);
}
