/// How paragraphs are laid out: alignment, wrapping, spacing, indents, line heights, direction.
open class NSParagraphStyle: Hashable, CustomStringConvertible, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The default style: natural alignment, word wrapping, no spacing.
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The direction of the user's language (left to right on Tessera unless the locale says otherwise).
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        let code = languageName ?? Locale.preferredLanguages.first ?? "en"
        return Locale.Language(identifier: code).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Extra space between lines.
    open internal(set) var lineSpacing: CGFloat = 0
    /// Space after each paragraph.
    open internal(set) var paragraphSpacing: CGFloat = 0
    /// Horizontal alignment.
    open internal(set) var alignment: NSTextAlignment = .natural
    /// Indent of the first line from the leading margin.
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    /// Indent of the other lines from the leading margin.
    open internal(set) var headIndent: CGFloat = 0
    /// Positive: line end measured from the leading margin; zero or negative: from the trailing margin.
    open internal(set) var tailIndent: CGFloat = 0
    /// How lines wrap or truncate.
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Smallest line height (0: none).
    open internal(set) var minimumLineHeight: CGFloat = 0
    /// Largest line height (0: none).
    open internal(set) var maximumLineHeight: CGFloat = 0
    /// The paragraph's base direction.
    open internal(set) var baseWritingDirection: NSWritingDirection = .natural
    /// Multiplier of the natural line height (0: none).
    open internal(set) var lineHeightMultiple: CGFloat = 0
    /// Space before each paragraph but the first.
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// Hyphenation wish (accepted; Tessera does not hyphenate).
    open internal(set) var hyphenationFactor: Float = 0
    /// Tab stops.
    open internal(set) var tabStops: [NSTextTab] = NSParagraphStyle.defaultTabStops
    /// Distance between tab stops past the last one (0: 28 points).
    open internal(set) var defaultTabInterval: CGFloat = 0
    /// Whether text may be tightened before truncating (accepted).
    open internal(set) var allowsDefaultTighteningForTruncation = false

    /// Twelve left tab stops every 28 points, as TextKit.
    static let defaultTabStops = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }

    public init() {}

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.copyValues(from: self)
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.copyValues(from: self)
        return copy
    }

    func copyValues(from other: NSParagraphStyle) {
        lineSpacing = other.lineSpacing
        paragraphSpacing = other.paragraphSpacing
        alignment = other.alignment
        firstLineHeadIndent = other.firstLineHeadIndent
        headIndent = other.headIndent
        tailIndent = other.tailIndent
        lineBreakMode = other.lineBreakMode
        minimumLineHeight = other.minimumLineHeight
        maximumLineHeight = other.maximumLineHeight
        baseWritingDirection = other.baseWritingDirection
        lineHeightMultiple = other.lineHeightMultiple
        paragraphSpacingBefore = other.paragraphSpacingBefore
        hyphenationFactor = other.hyphenationFactor
        tabStops = other.tabStops
        defaultTabInterval = other.defaultTabInterval
        allowsDefaultTighteningForTruncation = other.allowsDefaultTighteningForTruncation
    }

    open func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? NSParagraphStyle else { return false }
        return lineSpacing == o.lineSpacing && paragraphSpacing == o.paragraphSpacing && alignment == o.alignment
            && firstLineHeadIndent == o.firstLineHeadIndent && headIndent == o.headIndent && tailIndent == o.tailIndent
            && lineBreakMode == o.lineBreakMode && minimumLineHeight == o.minimumLineHeight
            && maximumLineHeight == o.maximumLineHeight && baseWritingDirection == o.baseWritingDirection
            && lineHeightMultiple == o.lineHeightMultiple && paragraphSpacingBefore == o.paragraphSpacingBefore
            && tabStops.map(\.location) == o.tabStops.map(\.location) && defaultTabInterval == o.defaultTabInterval
    }

    open var hash: Int { alignment.rawValue &* 31 &+ lineBreakMode.rawValue }

    public static func == (lhs: NSParagraphStyle, rhs: NSParagraphStyle) -> Bool { lhs.isEqual(rhs) }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    open var description: String {
        "Alignment \(alignment), LineSpacing \(lineSpacing), ParagraphSpacing \(paragraphSpacing), ParagraphSpacingBefore \(paragraphSpacingBefore), HeadIndent \(headIndent), TailIndent \(tailIndent), FirstLineHeadIndent \(firstLineHeadIndent), LineHeight \(minimumLineHeight)/\(maximumLineHeight), LineHeightMultiple \(lineHeightMultiple), LineBreakMode \(lineBreakMode), BaseWritingDirection \(baseWritingDirection)"
    }
}
