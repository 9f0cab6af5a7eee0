import BenchmarkSupport
import StyleSheets
import UIKit

/// The style-sheet figure: parsing and checking a 1,000-rule JSON sheet against Foundation's
/// JSONSerialization parsing the same bytes.
@MainActor
enum StyleSheetBenchmark {
    /// A sheet of 1,000 rule values: plain, nested containment and trait sections, with variables.
    static func makeSheet() -> Data {
        var blocks = [##""variables": {"accent": "#FF6600", "body": {"size": 15, "weight": "semibold"}}"##]
        for i in 0..<250 {
            let color = String(format: "#%06X", (i * 2_654_435) & 0xFFFFFF)
            // Four values per block: 250 × 4 = 1,000 (class, trait section, containment).
            if i % 2 == 0 {
                blocks.append(##""UILabel": {"textColor": "\##(color)", "font": "$body", "@dark": {"textColor": [\##(i % 256), 10, 20, 0.5]}, "UIStackView": {"backgroundColor": "$accent"}}"##)
            } else {
                blocks.append(##""UIView": {"backgroundColor": "\##(color)", "@light": {"backgroundColor": "white"}, "UILabel": {"textColor": "systemBlue"}, "UIImageView": {"backgroundColor": "clear"}}"##)
            }
        }
        return Data(("{\n" + blocks.joined(separator: ",\n") + "\n}\n").utf8)
    }

    static func run() -> Figure {
        let data = makeSheet()
        let check = UIStyleSheet(data: data, format: .json, name: "bench.json")
        precondition(check.errors.isEmpty, "\(check.errors.prefix(3))")
        let result = Comparison.run("style sheet", rounds: 15, ours: {
            _ = UIStyleSheet(data: data, format: .json, name: "bench.json")
        }, baseline: {
            _ = try? JSONSerialization.jsonObject(with: data)
        })
        print("Style sheet of \(check.valueCount) rule values (\(data.count / 1024) KiB): parse and check \(result.ours.milliseconds), JSONSerialization \(result.baseline.milliseconds)")
        return Figure(label: "1,000-rule sheet: parse and check ÷ JSONSerialization", value: result.ratio, target: "≤ 5", met: result.ratio <= 5)
    }
}
