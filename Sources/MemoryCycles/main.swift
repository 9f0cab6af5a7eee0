import CMalloc
import UIKit

/// Memory checks that need a process of their own: malloc's counters are process-wide, so beside other
/// test suites they would count those suites' allocations too.
///
/// `MemoryCycles --cycles N --views M` shows and destroys a screen of M labels and buttons N times and
/// compares the bytes in use after the first cycle with those after the last; `MemoryCycles
/// --theme-switches N` switches between two themes N times over a themed window. Each prints one line
/// of `key=value` fields (see `MemoryReport`) and exits with status 1 when memory grew past the bound.
/// `--leak-screens` keeps every screen alive: a deliberate leak, so a test can check that the check fails.
@MainActor func run() -> Int32 {
    let arguments = CommandLine.arguments
    func value(_ name: String, default fallback: Int) -> Int {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
              let number = Int(arguments[index + 1]), number > 0 else { return fallback }
        return number
    }
    let report: MemoryReport
    if arguments.contains("--theme-switches") {
        report = ThemeSwitchCycles.run(switches: value("--theme-switches", default: 1_000))
    } else {
        report = ScreenCycles.run(cycles: value("--cycles", default: 200), views: value("--views", default: 1_000),
                                  leak: arguments.contains("--leak-screens"))
    }
    print(report.line)
    return report.passed ? 0 : 1
}

exit(MainActor.assumeIsolated { run() })
