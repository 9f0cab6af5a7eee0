import Foundation

extension UISheetPresentationController {
    /// A height a sheet rests at: medium (about half the screen), large (the full sheet), or an app's own.
    ///
    /// A detent's value is the height of the sheet above the bottom safe area (as on iOS): the large
    /// detent's value is `maximumDetentValue`, the container's height less the safe area at the bottom
    /// and the sheet's top (the top safe area plus 10 points on iPhone).
    @preconcurrency @MainActor
    public class Detent: NSObject {
        /// The detent's identifier (`.medium`, `.large`, or the app's).
        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// The medium detent: half the large detent's height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded(.down) }
        }

        /// The large detent: the full sheet.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose height `resolver` computes (nil: the detent is left out); values above
        /// `maximumDetentValue` are clamped to it.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom-\(UUID().uuidString)"), resolver: resolver)
        }

        /// The detent's height in `context` (nil when the resolver leaves it out or gives a bad value).
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context) else { return nil }
            guard value.isFinite, value >= 0 else {
                BadValue.report("UIKit", api: "UISheetPresentationController.Detent.custom(identifier:resolver:)",
                                "the resolver of \(identifier.rawValue) returned \(value); the detent is left out")
                return nil
            }
            return min(value, context.maximumDetentValue)
        }

        /// The detent's identifier.
        open override nonisolated var description: String {
            mainActorDescription(of: self) { "<UISheetPresentationControllerDetent: \(identifier.rawValue)>" }
        }
    }
}

extension UISheetPresentationController.Detent {
    /// The name of a detent.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// An identifier with a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier with a name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The medium detent's identifier.
        public static let medium = Identifier("com.apple.UIKit.medium")
        /// The large detent's identifier.
        public static let large = Identifier("com.apple.UIKit.large")
    }
}

/// What a custom detent's resolver knows: the sheet's traits and the largest height a detent may have.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The traits of the sheet's container view.
    var containerTraitCollection: UITraitCollection { get }
    /// The large detent's height.
    var maximumDetentValue: CGFloat { get }
}

/// The resolution context a sheet gives its detents.
@MainActor
final class SheetDetentContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    init(traitCollection: UITraitCollection, maximumDetentValue: CGFloat) {
        containerTraitCollection = traitCollection
        self.maximumDetentValue = maximumDetentValue
        super.init()
    }
}

/// Hears a sheet's detent changes made by the user, besides the adaptive presentation calls.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent (not called for changes made in code).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
