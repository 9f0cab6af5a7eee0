import Foundation
import Testing
import TesseraSupport

/// The environment as Tessera reads it (from the C library, not from a Foundation dictionary) holds
/// what `ProcessInfo` holds, and sees changes made with `setenv` and `unsetenv` at once.
@Suite(.serialized)
struct ProcessEnvironmentTests {
    @Test func aVariableSetAtRunTimeIsReadAndThenGone() {
        let name = "TESSERA_PROCESS_ENVIRONMENT_TEST"
        setenv(name, "a=b c", 1)
        defer { unsetenv(name) }
        #expect(ProcessEnvironment.value(name) == "a=b c")
        #expect(ProcessEnvironment.variables[name] == "a=b c", "the value keeps everything after the first '='")
        unsetenv(name)
        #expect(ProcessEnvironment.value(name) == nil)
        #expect(ProcessEnvironment.variables[name] == nil)
    }

    @Test func anEmptyValueIsNotAMissingOne() {
        let name = "TESSERA_PROCESS_ENVIRONMENT_EMPTY"
        setenv(name, "", 1)
        defer { unsetenv(name) }
        #expect(ProcessEnvironment.value(name) == "")
        #expect(ProcessEnvironment.variables[name] == "")
    }

    @Test func theVariablesAreFoundationsVariables() {
        #expect(ProcessEnvironment.variables == ProcessInfo.processInfo.environment)
    }
}
