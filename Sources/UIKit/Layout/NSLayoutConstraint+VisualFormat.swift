extension NSLayoutConstraint {
    /// The constraints a visual format string describes (inactive: activate them), e.g.
    /// `"H:|-[name]-[field(>=120)]-|"`. A malformed format logs UIKit's "Unable to parse constraint
    /// format" message with a caret under the offending character and returns no constraints (UIKit
    /// raises). `views` may hold layout guides as well as views (a Tessera addition).
    public static func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format, options: opts, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse()
        } catch let error as VisualFormatError {
            TesseraLog.error("LayoutConstraints", visualFormatMessage(error, format: format))
            return []
        } catch {
            TesseraLog.error("LayoutConstraints", "Unable to parse constraint format: \(error)\n\(format)")
            return []
        }
    }

    /// UIKit's message: the reason, the format, and a caret under the offending character.
    static func visualFormatMessage(_ error: VisualFormatError, format: String) -> String {
        "Unable to parse constraint format: \n\(error.reason)\n\(format)\n" + String(repeating: " ", count: error.offset) + "^"
    }
}
