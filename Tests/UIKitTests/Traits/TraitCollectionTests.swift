import Testing
import TesseraTesting
import UIKit

/// A custom trait as Apple's documentation declares one.
enum Theme: Int { case standard, monochrome }
struct ThemeTrait: UITraitDefinition { static let defaultValue = Theme.standard }
/// A custom trait that changes how colours resolve.
struct BoldColorsTrait: UITraitDefinition {
    static let defaultValue = false
    static let affectsColorAppearance = true
    static let identifier = "com.example.bold-colors"
}

extension UITraitCollection {
    /// The theme trait, as apps add it.
    var theme: Theme { self[ThemeTrait.self] }
}

extension UIMutableTraits {
    /// The theme trait, as apps add it.
    var theme: Theme {
        get { self[ThemeTrait.self] }
        set { self[ThemeTrait.self] = newValue }
    }
}

/// Trait collections: system traits as trait types, custom traits, mutations, merging and comparing.
@Suite struct TraitCollectionTests {
    @Test func systemTraitsReadByPropertyAndByType() {
        let traits = UITraitCollection { traits in
            traits.userInterfaceStyle = .dark
            traits.horizontalSizeClass = .regular
            traits.displayScale = 2
            traits.layoutDirection = .rightToLeft
            traits.preferredContentSizeCategory = .extraLarge
        }
        #expect(traits.userInterfaceStyle == .dark && traits[UITraitUserInterfaceStyle.self] == .dark)
        #expect(traits[UITraitHorizontalSizeClass.self] == .regular && traits.verticalSizeClass == .unspecified)
        #expect(traits[UITraitDisplayScale.self] == 2 && traits.layoutDirection == .rightToLeft)
        #expect(traits[UITraitPreferredContentSizeCategory.self] == .extraLarge)
        #expect(UITraitCollection(layoutDirection: .leftToRight).layoutDirection == .leftToRight)
        #expect(UITraitCollection().layoutDirection == .unspecified)
        #expect(UITraitUserInterfaceStyle.affectsColorAppearance && !UITraitDisplayScale.affectsColorAppearance)
    }

    @Test func customTraitsHaveDefaultsAndCanBeSet() {
        let plain = UITraitCollection()
        #expect(plain.theme == .standard && plain[BoldColorsTrait.self] == false)
        let themed = plain.modifyingTraits { $0.theme = .monochrome }
        #expect(themed.theme == .monochrome && plain.theme == .standard)
        #expect(themed != plain && themed == UITraitCollection(ThemeTrait.self, value: .monochrome))
        // Setting a custom trait to its default is the same as not setting it.
        #expect(plain.modifyingTraits { $0.theme = .standard } == plain)
        #expect(ThemeTrait.name == "ThemeTrait" && ThemeTrait.identifier.hasSuffix("ThemeTrait"))
        #expect(BoldColorsTrait.identifier == "com.example.bold-colors" && !ThemeTrait.affectsColorAppearance)
        #expect(themed.description.contains("ThemeTrait = monochrome"))
    }

    @Test func mergingContainingAndColorAppearance() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let themed = UITraitCollection(ThemeTrait.self, value: .monochrome)
        let merged = UITraitCollection(traitsFrom: [dark, themed, UITraitCollection(displayScale: 3)])
        #expect(merged.userInterfaceStyle == .dark && merged.theme == .monochrome && merged.displayScale == 3)
        #expect(merged.containsTraits(in: themed) && merged.containsTraits(in: dark))
        #expect(!dark.containsTraits(in: themed))
        // Later collections win, custom traits included.
        let later = UITraitCollection(traitsFrom: [merged, UITraitCollection(ThemeTrait.self, value: .standard)])
        #expect(later.theme == .standard && later.userInterfaceStyle == .dark)
        // A custom trait changes colour appearance only when it says so.
        #expect(!themed.hasDifferentColorAppearance(comparedTo: UITraitCollection()))
        #expect(UITraitCollection(BoldColorsTrait.self, value: true).hasDifferentColorAppearance(comparedTo: UITraitCollection()))
        #expect(dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!UITraitCollection(displayScale: 2).hasDifferentColorAppearance(comparedTo: UITraitCollection(displayScale: 3)))
        #expect(UITraitCollection.systemTraitsAffectingColorAppearance.count == 3)
    }

    @Test func performAsCurrentRestoresTheCurrentCollection() {
        let before = UITraitCollection.current
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        }
        #expect(UITraitCollection.current === before)
    }

    @MainActor @Test func overridesContainAndRemove() {
        let view = UIView()
        #expect(!view.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        view.traitOverrides.theme = .monochrome
        view.traitOverrides.horizontalSizeClass = .regular
        #expect(view.traitOverrides.contains(ThemeTrait.self) && view.traitOverrides.theme == .monochrome)
        #expect(view.traitCollection.theme == .monochrome && view.traitCollection.horizontalSizeClass == .regular)
        view.traitOverrides.remove(ThemeTrait.self)
        #expect(!view.traitOverrides.contains(ThemeTrait.self) && view.traitCollection.theme == .standard)
        #expect(view.traitCollection.horizontalSizeClass == .regular)
        view.overrideUserInterfaceStyle = .dark
        #expect(view.traitOverrides.userInterfaceStyle == .dark && view.traitCollection.userInterfaceStyle == .dark)
        view.overrideUserInterfaceStyle = .unspecified
        #expect(!view.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        #expect(view.traitCollection.userInterfaceStyle == UIScreen.main.traitCollection.userInterfaceStyle)
    }
}
