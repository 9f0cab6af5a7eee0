import Foundation

/// kiwisolver's timings and values, from `python3 scripts/kiwi_bench.py --json` run in a child process.
struct Kiwi: Decodable {
    struct Result: Decodable {
        let workload: String
        let n: Int
        let seconds: Double?
        let values: [Double]?
    }

    let kiwisolver: String?
    let error: String?
    let results: [Result]?

    func result(_ workload: String, _ n: Int) -> Result? {
        results?.first { $0.workload == workload && $0.n == n && $0.seconds != nil }
    }

    /// Runs the script (from the current directory, else beside this source file); nil with a message
    /// printed when python3, the script or kiwisolver is missing.
    static func run() -> Kiwi? {
        let relative = "scripts/kiwi_bench.py"
        let beside = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../\(relative)").standardized.path
        let script = FileManager.default.fileExists(atPath: relative) ? relative : beside
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, "--json"]
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            print("kiwisolver baseline unavailable: cannot run python3 (\(error))")
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard let kiwi = try? JSONDecoder().decode(Kiwi.self, from: data) else {
            print("kiwisolver baseline unavailable: \(script) gave no JSON (exit \(process.terminationStatus))")
            return nil
        }
        if let error = kiwi.error {
            print("kiwisolver baseline unavailable: \(error)")
            return nil
        }
        return kiwi
    }
}
