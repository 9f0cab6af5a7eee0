/// One line of the report: a figure, its target and whether it is met (as in TesseraBenchmarks' harness).
struct Figure {
    let label: String
    let value: Double
    let target: String
    let met: Bool

    var line: String {
        "\(met ? "PASS" : "FAIL")  \(label.padding(toLength: 64, withPad: " ", startingAt: 0)) \(String(format: "%9.3g", value))   target \(target)"
    }
}
