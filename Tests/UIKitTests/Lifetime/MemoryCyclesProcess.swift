import Foundation

/// Runs the MemoryCycles executable (built beside this test bundle) in a process of its own, since
/// malloc's counters are process-wide and other suites allocate in this one.
enum MemoryCyclesProcess {
    /// The executable, or nil when it has not been built.
    static let executable = AppProcess.executable("MemoryCycles")

    /// The fields of the report line (`first`, `last`, `growth`, `limit`, `result`…) and the exit status.
    static func run(_ arguments: [String]) throws -> (fields: [String: String], status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        var fields: [String: String] = [:]
        for token in output.split(whereSeparator: \.isWhitespace) {
            let parts = token.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        return (fields, process.terminationStatus, output)
    }
}
