import CSDL2
import Foundation
import TesseraSupport

/// Dead keys and compose sequences on X11, composed by Tessera from libxkbcommon's Compose tables
/// rather than by an X input method.
///
/// SDL opens an X input method as its video starts, and libX11's local method (the one used when no
/// input-method server is named) parses the locale's whole Compose file as it opens: about 60 million
/// instructions, a quarter of a minimal app's launch, all before the first frame (libX11 keeps a parsed
/// copy only for users other than the superuser, see `X11ComposeCache`). Qt and GTK read the table when
/// a key is first typed; so does Tessera. When `XMODIFIERS` names no input-method server (unset, empty,
/// `@im=none` or `@im=local`) and SDL will not use IBus (`replacesInputMethod(environment:directoryExists:)`),
/// SDL's video starts with an input-method name no server answers to, so it opens none
/// (`SDLVideo.start`), and this filter composes instead. For each key press typed while SDL's
/// text input is on, it feeds the key's keysym (read from the X event SDL passes on before handling it)
/// to an `xkb_compose_state`:
/// - while a sequence is in progress (after a dead key or Multi_key), the text SDL makes of the keys
///   is dropped;
/// - when a key completes a sequence, its own text is dropped and the composed text committed instead;
/// - when a key cancels a sequence, its text is dropped, as libX11's local method drops it.
///
/// The table is the one libX11 would read (`XCOMPOSEFILE`, else `~/.XCompose`, else the locale's),
/// loaded at the first key press it sees. Input-method servers (`XMODIFIERS=@im=name`) and SDL's IBus
/// and Fcitx support keep the X input method exactly as before.
@MainActor
final class X11ComposeFilter {
    /// The input-method name SDL's video starts with when this filter composes: no server has it, so
    /// libX11 opens no input method (one round trip to look for the server).
    static let absentInputMethod = "@im=tessera-compose"

    /// Whether Tessera composes, for an environment: when `XMODIFIERS` names no input-method server
    /// and SDL will not use IBus or Fcitx. SDL's IBus support starts whenever IBus answers, whatever
    /// `XMODIFIERS` says, and IBus then composes, so Tessera stays out when IBus may be running (its
    /// address is in `IBUS_ADDRESS` or under the configuration folder's `ibus/bus`) or when
    /// `SDL_IM_MODULE` picks a module. With IBus or Fcitx named in `XMODIFIERS`, SDL drives them over
    /// D-Bus and opens libX11's local method beside them, as before.
    nonisolated static func replacesInputMethod(environment: [String: String], directoryExists: (String) -> Bool) -> Bool {
        for key in ["SDL_IM_MODULE", "IBUS_ADDRESS"] where !(environment[key] ?? "").isEmpty { return false }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        if let configuration = environment["XDG_CONFIG_HOME"].flatMap({ $0.hasPrefix("/") ? $0 : nil }) ?? home.map({ $0 + "/.config" }),
           directoryExists(configuration + "/ibus/bus") {
            return false
        }
        guard let modifiers = environment["XMODIFIERS"], let range = modifiers.range(of: "@im=") else { return true }
        let name = modifiers[range.upperBound...].prefix { $0 != "@" }
        return name.isEmpty || name == "none" || name == "local"
    }

    /// The locale whose Compose table applies: `LC_ALL`, else `LC_CTYPE`, else `LANG`, else "C" (the
    /// order libX11 and libxkbcommon read them in).
    nonisolated static func locale(environment: [String: String]) -> String {
        for key in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment[key], !value.isEmpty { return value }
        }
        return "C"
    }

    private let locale: String
    /// libxkbcommon's context, table and state; nil until the first key press (and the state stays nil
    /// if the table cannot be read, so keys then pass through uncomposed).
    private var context: OpaquePointer?
    private var table: OpaquePointer?
    private var state: OpaquePointer?
    private var loaded = false

    /// Whether the text SDL sends for the key press last fed is dropped.
    private(set) var dropsText = false

    init(locale: String = X11ComposeFilter.locale(environment: ProcessEnvironment.variables)) {
        self.locale = locale
    }

    /// Handles one SDL event: an X key press is fed to the compose state while SDL's text input is on.
    /// Returns the composed text to commit when the key completes a sequence.
    func handle(_ event: SDL_Event) -> String? {
        var event = event
        let keysym = tessera_sdl_x11_key_press_keysym(&event)
        guard keysym != 0 else { return nil }
        guard SDL_IsTextInputActive() == SDL_TRUE else {
            reset()
            return nil
        }
        return keyPressed(keysym: UInt32(truncatingIfNeeded: keysym))
    }

    /// Feeds one key press's keysym; returns the composed text when it completes a sequence.
    func keyPressed(keysym: UInt32) -> String? {
        dropsText = false
        guard let state = loadedState(), xkb_compose_state_feed(state, keysym) == XKB_COMPOSE_FEED_ACCEPTED else { return nil }
        switch xkb_compose_state_get_status(state) {
        case XKB_COMPOSE_COMPOSING:
            dropsText = true
            return nil
        case XKB_COMPOSE_COMPOSED:
            dropsText = true
            var text = Self.string { xkb_compose_state_get_utf8(state, $0, $1) }
            if text.isEmpty {
                // A sequence may give only a keysym; its character is the text.
                let symbol = xkb_compose_state_get_one_sym(state)
                text = Self.string { xkb_keysym_to_utf8(symbol, $0, $1) }
            }
            xkb_compose_state_reset(state)
            return text.isEmpty ? nil : text
        case XKB_COMPOSE_CANCELLED:
            dropsText = true
            xkb_compose_state_reset(state)
            return nil
        default:
            return nil
        }
    }

    /// Forgets a sequence in progress (the window lost the keyboard, or text input ended).
    func reset() {
        dropsText = false
        if let state { xkb_compose_state_reset(state) }
    }

    private func loadedState() -> OpaquePointer? {
        if loaded { return state }
        loaded = true
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { return nil }
        self.context = context
        guard let table = xkb_compose_table_new_from_locale(context, locale, XKB_COMPOSE_COMPILE_NO_FLAGS) else {
            TesseraLog.warning("UIKit", "no Compose table for locale \(locale): dead keys and compose sequences type nothing composed")
            return nil
        }
        self.table = table
        state = xkb_compose_state_new(table, XKB_COMPOSE_STATE_NO_FLAGS)
        return state
    }

    /// A C string a libxkbcommon call writes into a buffer (it returns the length it needs, without the
    /// terminating zero, as snprintf does).
    private static func string(_ write: (UnsafeMutablePointer<CChar>?, Int) -> Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let needed = Int(buffer.withUnsafeMutableBufferPointer { write($0.baseAddress, $0.count) })
        if needed >= buffer.count {
            buffer = [CChar](repeating: 0, count: needed + 1)
            _ = buffer.withUnsafeMutableBufferPointer { write($0.baseAddress, $0.count) }
        }
        guard needed > 0 else { return "" }
        return String(decoding: buffer.prefix(needed).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    isolated deinit {
        xkb_compose_state_unref(state)
        xkb_compose_table_unref(table)
        xkb_context_unref(context)
    }
}
