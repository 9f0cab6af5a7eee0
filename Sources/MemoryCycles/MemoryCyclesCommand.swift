import ArgumentParser
import UIKit

/// Memory checks that need a process of their own: malloc's counters are process-wide, so beside other
/// test suites they would count those suites' allocations too.
///
/// `MemoryCycles --cycles N --views M` shows and destroys a screen of M labels and buttons N times and
/// compares the bytes in use after the first cycle with those after the last; `MemoryCycles
/// --theme-switches N` switches between two themes N times over a themed window. Each prints one line
/// of `key=value` fields (see `MemoryReport`) and exits with status 1 when memory grew past the bound.
@main
struct MemoryCyclesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "MemoryCycles",
        abstract: "Check that repeated screens or theme switches leave malloc'd bytes where the first left them.",
        discussion: "Prints one line of key=value fields; the exit status is 1 when memory grew by more than 1 % (or 1 MiB).")

    @Option(help: "How many times to show and destroy the screen.")
    var cycles = 200

    @Option(help: "How many labels and buttons the screen holds.")
    var views = 1_000

    @Option(help: ArgumentHelp("Switch themes this many times instead of cycling screens.", valueName: "count"))
    var themeSwitches: Int?

    @Flag(help: "Keep every screen alive: a deliberate leak, so a test can check that the check fails.")
    var leakScreens = false

    func validate() throws {
        guard cycles > 0, views > 0, (themeSwitches ?? 1) > 0 else {
            throw ValidationError("counts must be positive")
        }
    }

    func run() throws {
        let passed = MainActor.assumeIsolated { () -> Bool in
            let report = if let themeSwitches {
                ThemeSwitchCycles.run(switches: themeSwitches)
            } else {
                ScreenCycles.run(cycles: cycles, views: views, leak: leakScreens)
            }
            print(report.line)
            return report.passed
        }
        if !passed { throw ExitCode(1) }
    }
}
