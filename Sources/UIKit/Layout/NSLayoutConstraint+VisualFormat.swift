extension NSLayoutConstraint {
    /// Creates the inactive constraints an ASCII-art format like `H:|-[a]-[b(==a)]-|` describes, or logs UIKit's error and returns `[]`.
    ///
    /// Standard spacing (`-`) is 8 points between views; to the superview (`|-[v]`, `[v]-|`) it follows
    /// current iOS (11 and later): the view sits on the superview's layout margins, related to its
    /// `leadingMargin`/`trailingMargin` (`topMargin`/`bottomMargin` vertically) with constant 0, not 20 points from its edge.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            return try visualFormatConstraints(format, options: opts, metrics: metrics, views: views)
        } catch {
            TesseraLog.error("LayoutConstraints", error.message)
            return []
        }
    }

    /// The constraints of a visual format, or the error UIKit would raise for it.
    static func visualFormatConstraints(_ format: String, options: FormatOptions = [], metrics: [String: Any]? = nil,
                                        views: [String: Any]) throws(VisualFormatError) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: options, metrics: metrics ?? [:], views: views)
        return try parser.parse()
    }
}
