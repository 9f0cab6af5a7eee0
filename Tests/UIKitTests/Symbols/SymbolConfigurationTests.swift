import Testing
@testable import UIKit

/// UIImage.SymbolConfiguration: what each initializer specifies, how `applying(_:)` lays one over
/// another, the `without…` copies, equality, and re-drawing a symbol with a configuration.
@MainActor @Suite struct SymbolConfigurationTests {
    @Test func applyingKeepsUnspecifiedValues() {
        let base = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)
        let merged = base.applying(UIImage.SymbolConfiguration(weight: .light))
        #expect(merged.pointSize == 30 && merged.weight == .light && merged.scale == .large)
        let restyled = base.applying(UIImage.SymbolConfiguration(textStyle: .caption1))
        #expect(restyled.pointSize == 0 && restyled.textStyle == .caption1 && restyled.weight == .bold,
                "a text style replaces the point size, the weight stays")
        #expect(base.applying(nil) === base)
        #expect(base.applying(UIImage.SymbolConfiguration.unspecified) == base)
    }

    @Test func withoutCopiesAndEquality() {
        let base = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)
        let bare = base.configurationWithoutPointSizeAndWeight()
        #expect(bare.pointSize == 0 && bare.weight == .unspecified && bare.scale == .large)
        #expect(base.configurationWithoutScale().scale == .unspecified)
        #expect(base.configurationWithoutWeight().weight == .unspecified)
        #expect(base == UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large))
        #expect(base.isEqual(to: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)))
        #expect(base != UIImage.SymbolConfiguration(pointSize: 30, weight: .bold))
        #expect(UIImage.SymbolConfiguration(hierarchicalColor: .red) != UIImage.SymbolConfiguration(paletteColors: [.red]))
        #expect(UIImage.SymbolConfiguration.preferringMulticolor() != UIImage.SymbolConfiguration.unspecified)
    }

    @Test func resolvedValuesFollowTheContext() {
        let resolvedDefault = UIImage.SymbolConfiguration.unspecified.resolved(traits: nil)
        #expect(resolvedDefault.pointSize == 17 && resolvedDefault.weight == .regular && resolvedDefault.scale == .medium)
        let headline = UIImage.SymbolConfiguration(textStyle: .headline).resolved(traits: nil)
        #expect(headline.weight == .semibold, "headline text is semibold, so are its symbols")
        let bigText = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        #expect(UIImage.SymbolConfiguration(textStyle: .body).resolved(traits: bigText).pointSize > 17, "Dynamic Type")
        #expect(UIImage.SymbolConfiguration(pointSize: .nan).pointSize == 0, "a NaN size is reported and ignored")
    }

    @Test func symbolImagesRedrawWithConfigurations() throws {
        let traits = UITraitCollection(displayScale: 2)
        let image = try #require(UIImage(systemName: "bell", compatibleWith: traits))
        #expect(image.scale == 2)
        let bigger = try #require(image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40)))
        #expect(bigger.size.height > image.size.height && bigger.scale == 2, "the traits stay")
        let bold = bigger.withConfiguration(UIImage.SymbolConfiguration(weight: .bold))
        #expect(bold.symbolConfiguration?.pointSize == 40 && bold.symbolConfiguration?.weight == .bold)
        #expect(bold.size.height == bigger.size.height, "a weight changes the ink, not the height")
        #expect(UIImage().applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) == nil)
        let plain = UIImage()
        #expect(plain.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) === plain)
        // A rendering mode set on the image survives a new configuration.
        let original = image.withRenderingMode(.alwaysOriginal)
        #expect(original.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold))?.renderingMode == .alwaysOriginal)
        // Colours make original images in that colour.
        let coloured = try #require(image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(paletteColors: [.red, .blue])))
        #expect(coloured.renderingMode == .alwaysOriginal)
    }
}

/// Copies and descriptions of configurations and symbol images.
@MainActor @Suite struct SymbolDescriptionTests {
    @Test func copiesAreEqualAndDescriptionsNameTheSymbol() throws {
        let configuration = UIImage.SymbolConfiguration(pointSize: 20, weight: .heavy)
        let copy = try #require(configuration.copy() as? UIImage.SymbolConfiguration)
        #expect(copy !== configuration && copy == configuration)
        #expect(configuration.description.contains("pointSize=20") && configuration.description.contains("heavy"))
        let image = try #require(UIImage(systemName: "trash.fill"))
        #expect(image.description.contains("symbol(system: trash.fill)"))
        #expect(image.symbolConfiguration == UIImage.SymbolConfiguration.unspecified, "a plain symbol has an unspecified configuration, as on iOS")
        #expect(UIImage(systemName: "wifi", variableValue: 0.5, configuration: nil)?.isSymbolImage == true)
        #expect(UIImage(systemName: "wifi", variableValue: .nan, configuration: nil)?.isSymbolImage == true)
        #expect(UIImage(systemName: "no.such", variableValue: 1, configuration: nil) == nil)
    }
}
