import StyleSheets
import UIKit

/// A shape enumeration registered for sheets, so fuzzed sheets reach the enumeration converter.
enum FuzzShape: CaseIterable { case round, square, pill }

/// A label with an appearance property of every value kind a sheet can write.
final class FuzzLabel: UILabel {
    @Appearance var lineCount: Int = 0
    @Appearance var shape: FuzzShape = .round
    @Appearance var glows: Bool = false
    @Appearance var caption: String? = nil
    @Appearance var spacing: Double = 0
    @Appearance var ratio: Float = 1
    @Appearance var padding: CGSize = .zero
    @Appearance var anchor: CGPoint = .zero
    @Appearance var margins: NSDirectionalEdgeInsets = .zero
    @Appearance var shadow: UIOffset = .zero
    @Appearance var accent: UIColor? = nil
    @Appearance var badgeFont: UIFont? = nil
    @Appearance var badgeAttributes: [NSAttributedString.Key: Any]? = nil
}

/// The classes the repository's sample sheets name: the documentation's and the catalog's.
final class SettingsController: UIViewController {}
final class SheetCard: UIView {}
final class SheetBadge: UIView {}

@MainActor func registerFuzzSheetClasses() {
    registerSheetClasses()
    AppearanceSchema.register { FuzzLabel() }
    AppearanceSchema.register { SettingsController() }
    AppearanceSchema.register { SheetCard() }
    AppearanceSchema.register { SheetBadge() }
    AppearanceSchema.register(enumeration: FuzzShape.self)
    AppearanceSchema.register(\FuzzLabel.lineCount, name: "lineCount")
    AppearanceSchema.register(\FuzzLabel.shape, name: "shape")
    AppearanceSchema.register(\FuzzLabel.glows, name: "glows")
    AppearanceSchema.register(\FuzzLabel.caption, name: "caption")
    AppearanceSchema.register(\FuzzLabel.spacing, name: "spacing")
    AppearanceSchema.register(\FuzzLabel.ratio, name: "ratio")
    AppearanceSchema.register(\FuzzLabel.padding, name: "padding")
    AppearanceSchema.register(\FuzzLabel.anchor, name: "anchor")
    AppearanceSchema.register(\FuzzLabel.margins, name: "margins")
    AppearanceSchema.register(\FuzzLabel.shadow, name: "shadow")
    AppearanceSchema.register(\FuzzLabel.accent, name: "accent")
    AppearanceSchema.register(\FuzzLabel.badgeFont, name: "badgeFont")
    AppearanceSchema.register(\FuzzLabel.badgeAttributes, name: "badgeAttributes")
}
