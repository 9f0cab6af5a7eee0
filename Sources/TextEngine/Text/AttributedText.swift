import CoreGraphics

/// A string with styled runs; the input of `TextLayout`. Runs are measured in UTF-16 code units, as
/// `NSAttributedString` ranges are.
package struct AttributedText: Equatable, Sendable {
    /// One run: `length` UTF-16 units in `style`.
    package struct Run: Equatable, Sendable {
        package var length: Int
        package var style: TextStyle
        package init(length: Int, style: TextStyle) {
            self.length = length
            self.style = style
        }
    }

    package var string: String
    package var runs: [Run]

    package init(string: String, runs: [Run]) {
        self.string = string
        self.runs = runs
    }

    /// Text in one style.
    package init(string: String, style: TextStyle) {
        self.init(string: string, runs: [Run(length: string.utf16.count, style: style)])
    }

    /// The style at a UTF-16 offset (the last run's style past the end).
    package func style(at offset: Int) -> TextStyle? {
        var position = 0
        for run in runs {
            if offset < position + run.length { return run.style }
            position += run.length
        }
        return runs.last?.style
    }
}
