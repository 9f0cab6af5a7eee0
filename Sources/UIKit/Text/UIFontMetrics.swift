import Foundation

/// Scales fonts and values with the user's preferred text size (Dynamic Type), along a text style's curve:
/// a font for the large category, the default, grows and shrinks as that style's preferred font does.
///
/// A scaled font remembers how it was made, so a label with `adjustsFontForContentSizeCategory` set
/// scales it again when its content size category changes, as on iOS. Where Tessera differs: the curve
/// is the ratio of the style's point sizes (iOS's own tables, see `UIFont.TextStyle`), where iOS uses
/// per-style scaling tables that round differently by a fraction of a point.
@preconcurrency @MainActor
open class UIFontMetrics: NSObject {
    /// The text style whose curve this follows.
    let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// Metrics following a text style's curve.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` scaled for the current traits' content size category.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled for the current traits, no larger than `maximumPointSize` (0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for a trait collection's content size category (nil: the current traits).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for a trait collection, no larger than `maximumPointSize` (0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let base = font.dynamicScaling?.base ?? font
        let scaling = DynamicFontScaling(textStyle: textStyle, base: base, maximumPointSize: max(0, maximumPointSize))
        return scaling.font(compatibleWith: traitCollection)
    }

    /// `value` (a spacing, an image size) scaled for the current traits' content size category.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for a trait collection's content size category (nil: the current traits).
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * DynamicFontScaling.factor(textStyle, category: DynamicFontScaling.category(of: traitCollection))
    }
}

/// How a font scaled by `UIFontMetrics` is made again for another content size category.
struct DynamicFontScaling: Hashable, Sendable {
    let textStyle: UIFont.TextStyle
    /// The font at the large category.
    let base: UIFont
    /// The largest point size (0: no limit).
    let maximumPointSize: CGFloat

    /// The base font scaled for a trait collection's category (nil: the current traits).
    @MainActor
    func font(compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        var size = base.pointSize * Self.factor(textStyle, category: Self.category(of: traitCollection))
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        return UIFont(face: base.face.withSize(size), textStyle: base.textStyle, isSystemFont: base.isSystemFont, dynamicScaling: self)
    }

    /// A trait collection's category, falling back to the current one (see `UIFont.preferredFont`).
    @MainActor
    static func category(of traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        return category == .unspecified ? UITraitCollection.currentContentSizeCategory : category
    }

    /// How much a style's text grows from the large category to `category`.
    static func factor(_ style: UIFont.TextStyle, category: UIContentSizeCategory) -> CGFloat {
        style.size(for: category) / style.size(for: .large)
    }
}
