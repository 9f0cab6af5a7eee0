import Foundation
import Testing
import TesseraSupport

/// The environment as Tessera reads it (from the C library, not from a Foundation dictionary) holds
/// what `ProcessInfo` holds. The tests only read: other tests start SDL in this process meanwhile, and
/// adding a variable with `setenv` may move the environment's array under a thread reading it.
struct ProcessEnvironmentTests {
    /// `XMODIFIERS` is replaced for a moment while SDL starts (see `SDLVideo.start`), which a window
    /// test running beside these may be doing.
    private static let changedWhileSDLStarts: Set<String> = ["XMODIFIERS"]

    @Test func aVariableReadsAsFoundationReadsIt() throws {
        let path = try #require(ProcessInfo.processInfo.environment["PATH"], "the tests run with a PATH")
        #expect(ProcessEnvironment.value("PATH") == path)
        #expect(ProcessEnvironment.value("TESSERA_NO_SUCH_VARIABLE_\(UInt32.random(in: 0...UInt32.max))") == nil)
    }

    @Test func theVariablesAreFoundationsVariables() {
        let ours = ProcessEnvironment.variables, foundation = ProcessInfo.processInfo.environment
        #expect(Set(ours.keys).subtracting(Self.changedWhileSDLStarts) == Set(foundation.keys).subtracting(Self.changedWhileSDLStarts))
        for (name, value) in foundation where !Self.changedWhileSDLStarts.contains(name) {
            #expect(ours[name] == value, "\(name)")
        }
        #expect(ours["PATH"] != nil)
    }
}
