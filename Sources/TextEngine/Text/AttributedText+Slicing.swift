/// Cutting attributed text, for truncated lines.
extension AttributedText {
    /// The text in a UTF-16 range, runs clipped to it.
    func slice(_ range: Range<Int>) -> AttributedText {
        let units = Array(string.utf16)
        let lower = min(max(range.lowerBound, 0), units.count), upper = min(max(range.upperBound, lower), units.count)
        var runs: [Run] = []
        var position = 0
        for run in self.runs {
            let lo = max(position, lower), hi = min(position + run.length, upper)
            if lo < hi { runs.append(Run(length: hi - lo, style: run.style)) }
            position += run.length
        }
        if runs.isEmpty, let style = style(at: lower) { runs = [Run(length: 0, style: style)] }
        return AttributedText(string: String(decoding: units[lower..<upper], as: UTF16.self), runs: runs)
    }

    /// The text with paragraph separators turned into spaces, so it lays out as one paragraph.
    package func joiningParagraphs() -> AttributedText {
        let units = string.utf16.map { $0 == 0x0A || $0 == 0x0D || $0 == 0x2029 ? 0x20 : $0 }
        return AttributedText(string: String(decoding: units, as: UTF16.self), runs: runs)
    }

    /// The text followed by `suffix` in the last run's style.
    func appending(_ suffix: String) -> AttributedText {
        guard var last = runs.last else { return self }
        var copy = self
        copy.string += suffix
        last.length += suffix.utf16.count
        copy.runs[copy.runs.count - 1] = last
        return copy
    }
}
