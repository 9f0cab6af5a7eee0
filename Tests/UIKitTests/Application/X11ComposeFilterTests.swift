import Foundation
@testable import TesseraSDL
import Testing

/// The X11 compose filter on its own (keysyms fed by hand): which `XMODIFIERS` values it takes over
/// from the X input method, which locale's table it reads, and the sequences of the UTF-8 table as
/// libX11's local method composes them (`ComposeInputTests` types the same keys into a real window).
@MainActor
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/X11/locale/en_US.UTF-8/Compose"),
                "needs libX11's UTF-8 Compose table (libx11-data)"))
struct X11ComposeFilterTests {
    // Keysyms, from X11/keysymdef.h.
    let deadAcute: UInt32 = 0xfe51, deadDiaeresis: UInt32 = 0xfe57, multiKey: UInt32 = 0xff20, shift: UInt32 = 0xffe1

    private func replaces(_ environment: [String: String], folders: Set<String> = []) -> Bool {
        X11ComposeFilter.replacesInputMethod(environment: environment) { folders.contains($0) }
    }

    @Test func takesOverOnlyWhenNoInputMethodServerIsNamed() {
        for modifiers in [nil, "", "@im=", "@im=none", "@im=local", "@im=none@other=1"] {
            var environment = ["HOME": "/home/ada"]
            environment["XMODIFIERS"] = modifiers
            #expect(replaces(environment), "\(modifiers ?? "unset")")
        }
        for modifiers in ["@im=ibus", "@im=fcitx", "@im=kinput2", "@im=SCIM"] {
            #expect(!replaces(["HOME": "/home/ada", "XMODIFIERS": modifiers]), "\(modifiers)")
        }
    }

    @Test func staysOutWhereSDLMayUseIBusOrAChosenModule() {
        // SDL starts its IBus support whenever IBus answers, whatever XMODIFIERS says.
        #expect(!replaces(["HOME": "/home/ada"], folders: ["/home/ada/.config/ibus/bus"]))
        #expect(!replaces(["HOME": "/home/ada", "XDG_CONFIG_HOME": "/cfg"], folders: ["/cfg/ibus/bus"]))
        #expect(replaces(["HOME": "/home/ada", "XDG_CONFIG_HOME": "/cfg"], folders: ["/home/ada/.config/ibus/bus"]))
        #expect(!replaces(["HOME": "/home/ada", "IBUS_ADDRESS": "unix:path=/tmp/ibus"]))
        #expect(!replaces(["HOME": "/home/ada", "SDL_IM_MODULE": "fcitx"]))
        #expect(replaces(["HOME": "/home/ada", "SDL_IM_MODULE": ""]))
    }

    @Test func readsTheLocaleInLibX11sOrder() {
        #expect(X11ComposeFilter.locale(environment: ["LC_ALL": "de_DE.UTF-8", "LC_CTYPE": "fr_FR.UTF-8", "LANG": "C"]) == "de_DE.UTF-8")
        #expect(X11ComposeFilter.locale(environment: ["LC_ALL": "", "LC_CTYPE": "fr_FR.UTF-8", "LANG": "C"]) == "fr_FR.UTF-8")
        #expect(X11ComposeFilter.locale(environment: ["LANG": "C.UTF-8"]) == "C.UTF-8")
        #expect(X11ComposeFilter.locale(environment: [:]) == "C")
    }

    @Test func aDeadKeyAndALetterComposeAndTheirTextIsDropped() {
        let filter = X11ComposeFilter(locale: "en_US.UTF-8")
        #expect(filter.keyPressed(keysym: deadAcute) == nil)
        #expect(filter.dropsText)
        #expect(filter.keyPressed(keysym: UInt32(UInt8(ascii: "e"))) == "é")
        #expect(filter.dropsText)
        // The next key is typed as it is.
        #expect(filter.keyPressed(keysym: UInt32(UInt8(ascii: "x"))) == nil)
        #expect(!filter.dropsText)
    }

    @Test func aModifierInsideASequenceIsIgnored() {
        let filter = X11ComposeFilter(locale: "en_US.UTF-8")
        _ = filter.keyPressed(keysym: deadDiaeresis)
        _ = filter.keyPressed(keysym: shift)
        #expect(filter.dropsText == false)
        #expect(filter.keyPressed(keysym: UInt32(UInt8(ascii: "O"))) == "Ö")
    }

    @Test func multiKeySequences() {
        let filter = X11ComposeFilter(locale: "en_US.UTF-8")
        #expect(filter.keyPressed(keysym: multiKey) == nil)
        #expect(filter.keyPressed(keysym: UInt32(UInt8(ascii: "o"))) == nil)
        #expect(filter.dropsText)
        #expect(filter.keyPressed(keysym: UInt32(UInt8(ascii: "c"))) == "©")
    }

    @Test func aKeyThatEndsNoSequenceIsDroppedWithIt() {
        let filter = X11ComposeFilter(locale: "en_US.UTF-8")
        _ = filter.keyPressed(keysym: deadAcute)
        #expect(filter.keyPressed(keysym: UInt32(UInt8(ascii: "q"))) == nil)
        #expect(filter.dropsText)
        // The sequence is over: the next letter is typed.
        #expect(filter.keyPressed(keysym: UInt32(UInt8(ascii: "e"))) == nil)
        #expect(!filter.dropsText)
    }

    @Test func resetForgetsASequenceInProgress() {
        let filter = X11ComposeFilter(locale: "en_US.UTF-8")
        _ = filter.keyPressed(keysym: deadAcute)
        filter.reset()
        #expect(!filter.dropsText)
        #expect(filter.keyPressed(keysym: UInt32(UInt8(ascii: "e"))) == nil)
        #expect(!filter.dropsText)
    }
}
