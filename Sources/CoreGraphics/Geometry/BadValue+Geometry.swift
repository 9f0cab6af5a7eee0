// The checks the public setters of geometry run: BadValue's reporting core is in TesseraSupport; these need
// CoreGraphics' types (CGAffineTransform), so they live here.

extension CGPoint {
    /// Whether both coordinates are finite (neither NaN nor infinite).
    package var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    /// Whether either extent is negative.
    package var hasNegativeExtent: Bool { width < 0 || height < 0 }
}

extension CGRect {
    /// Whether all four numbers are usable coordinates (`BadValue.usable`): `CGRect.null` and
    /// `CGRect.infinite` are not. Sizes may be negative.
    package var isUsable: Bool {
        BadValue.usable(origin.x) && BadValue.usable(origin.y) && BadValue.usable(size.width) && BadValue.usable(size.height)
    }

    /// The rectangle's four numbers, for messages: "(nan, 0, 10, 10)".
    package var badValueText: String { BadValue.text(origin.x, origin.y, size.width, size.height) }
}

extension BadValue {
    /// `rect` when it is usable as a frame or bounds: nil (reported, the write to be ignored) when a
    /// number is NaN, infinite or beyond ±`largestCoordinate`; a negative width or height is reported
    /// and clamped to zero.
    package static func checkedRect(_ rect: CGRect, _ subsystem: String, api: String) -> CGRect? {
        if usable(rect.origin.x) && usable(rect.origin.y) && usable(rect.size.width) && usable(rect.size.height)
            && rect.size.width >= 0 && rect.size.height >= 0 { return rect }
        if let problem = problem(rect.origin.x, rect.origin.y, rect.size.width, rect.size.height) {
            report(subsystem, api: api, "\(problem) in \(rect.badValueText) ignored")
            return nil
        }
        guard rect.size.hasNegativeExtent else { return rect }
        report(subsystem, api: api, "negative size in \(rect.badValueText) clamped to zero")
        return CGRect(x: rect.origin.x, y: rect.origin.y, width: max(0, rect.size.width), height: max(0, rect.size.height))
    }

    /// `point` when both coordinates are usable (see `usable`); otherwise nil, reported (the write to be ignored).
    package static func checkedPoint(_ point: CGPoint, _ subsystem: String, api: String) -> CGPoint? {
        if usable(point.x) && usable(point.y) { return point }
        guard let problem = problem(point.x, point.y) else { return point }
        report(subsystem, api: api, "\(problem) in \(text(point.x, point.y)) ignored")
        return nil
    }

    /// `size` when both extents are usable (see `usable`); otherwise nil, reported (the write to be ignored).
    package static func checkedSize(_ size: CGSize, _ subsystem: String, api: String) -> CGSize? {
        if usable(size.width) && usable(size.height) { return size }
        guard let problem = problem(size.width, size.height) else { return size }
        report(subsystem, api: api, "\(problem) in \(text(size.width, size.height)) ignored")
        return nil
    }

    /// `value` when it is usable (see `usable`) and at least `minimum`: NaN, infinities and numbers out of
    /// range are reported and give nil (the write to be ignored); a value below `minimum` is reported
    /// and clamped to it.
    package static func checkedNumber(_ value: CGFloat, atLeast minimum: CGFloat = -.infinity,
                                      _ subsystem: String, api: String) -> CGFloat? {
        if usable(value) && value >= minimum { return value }
        if let problem = problem(value) {
            report(subsystem, api: api, "\(problem) ignored")
            return nil
        }
        guard value < minimum else { return value }
        report(subsystem, api: api, "\(number(value)) is below \(number(minimum)); clamped to \(number(minimum))")
        return minimum
    }

    /// `transform` when its six numbers are usable (see `usable`); otherwise nil, reported.
    package static func checkedTransform(_ t: CGAffineTransform, _ subsystem: String, api: String) -> CGAffineTransform? {
        if usable(t.a) && usable(t.b) && usable(t.c) && usable(t.d) && usable(t.tx) && usable(t.ty) { return t }
        guard let problem = problem(t.a, t.b, t.c, t.d, t.tx, t.ty) else { return t }
        report(subsystem, api: api, "\(problem) in \(text(t.a, t.b, t.c, t.d, t.tx, t.ty)) ignored")
        return nil
    }
}
