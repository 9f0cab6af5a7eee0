import TesseraSupport
import Foundation

/// Where libX11 keeps its prepared copy of the locale's Compose table, chosen before SDL opens the X
/// input method. Used only when SDL opens libX11's local method beside an input-method framework (IBus
/// or Fcitx named in `XMODIFIERS`); with no input-method server named, SDL opens none and
/// `X11ComposeFilter` composes, reading the table at the first key press.
///
/// SDL's video start opens an X input method, and libX11's local one parses the locale's whole Compose
/// file (about 5,700 lines for UTF-8 locales) as it opens: about 63 million instructions, the largest
/// single cost of a launch. libX11 can keep the parsed table in a cache folder and map it in on later
/// launches, but only in `~/.compose-cache` when that folder exists, or in the folder `XCOMPOSECACHE`
/// names. When neither is there, Tessera names its own cache folder (`$XDG_CACHE_HOME/tessera/compose`,
/// made with mode 0700 as libX11 requires), so from the second launch on the table is read, not parsed.
/// Dead keys and compose sequences behave exactly as before: libX11 checks the cache against the Compose
/// file's name, its modification time and the locale's encoding, and parses afresh when they differ (and
/// once a day, when it deems a private cache stale). Qt and GTK avoid the cost differently, reading the
/// table only on the first composed key.
///
/// libX11 never uses a cache for the superuser, so nothing is set then. The variable is set and never
/// removed: removing a variable while another thread reads the environment is unsafe, and programs the
/// app starts inherit a folder that works for them too.
package enum X11ComposeCache {
    /// The folder to name in `XCOMPOSECACHE`, or nil when libX11 already has one (the variable is set,
    /// or `~/.compose-cache` exists), when it would not use one (the superuser, a set-user-id process),
    /// or when there is no home folder.
    package static func folder(environment: [String: String], userID: uid_t, effectiveUserID: uid_t,
                               directoryExists: (String) -> Bool) -> String? {
        guard environment["XCOMPOSECACHE"] == nil, userID == effectiveUserID, effectiveUserID != 0,
              let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        if directoryExists(home + "/.compose-cache") { return nil }
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.cache"
        return base + "/tessera/compose"
    }

    /// Names Tessera's cache folder in `XCOMPOSECACHE` when `folder` gives one, making it first.
    /// Called before SDL starts its video (and so opens the input method).
    package static func prepare() {
        let files = FileManager.default
        guard let folder = folder(environment: ProcessEnvironment.variables, userID: getuid(), effectiveUserID: geteuid(),
                                  directoryExists: files.directoryExists(atPath:)) else { return }
        do {
            try files.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            return
        }
        setenv("XCOMPOSECACHE", folder, 0)
    }
}
