import Foundation

/// An object that takes part in keyboard focus: views, view controllers and windows. It says which of
/// its descendants should be focused first, whether focus may move, and hears when it moved.
///
/// On iOS the optional members (`focusGroupIdentifier`, `soundIdentifierForFocusUpdate`) are
/// Objective-C optional requirements; here they have default implementations in an extension.
@preconcurrency @MainActor
public protocol UIFocusEnvironment: AnyObject {
    /// The environments to search first when focus is placed inside this one, most preferred first.
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    /// The environment that contains this one (a view's superview or controller), nil at the top.
    var parentFocusEnvironment: (any UIFocusEnvironment)? { get }
    /// The container whose items this environment holds (nil when it holds none).
    var focusItemContainer: (any UIFocusItemContainer)? { get }
    /// Asks for focus to be placed again inside this environment at the next update.
    func setNeedsFocusUpdate()
    /// Performs a focus update now if one was asked for.
    func updateFocusIfNeeded()
    /// Whether focus may move as `context` describes; every environment containing the item focused
    /// before or next is asked, and one false prevents the move.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Focus moved as `context` describes; animations added to `coordinator` run together.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
    /// The identifier of the focus group this environment forms (nil: it belongs to its parent's).
    var focusGroupIdentifier: String? { get }
}

extension UIFocusEnvironment {
    /// No group of its own.
    public var focusGroupIdentifier: String? { nil }
    /// The sound played on a focus update (tvOS); nil, the default sound, which Tessera never plays.
    public func soundIdentifierForFocusUpdate(in context: UIFocusUpdateContext) -> UIFocusSoundIdentifier? { nil }
}

/// The name of a focus sound (tvOS); kept so code that names one compiles.
public struct UIFocusSoundIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No sound.
    public static let none = UIFocusSoundIdentifier(rawValue: "UIFocusSoundIdentifierNone")
    /// The system's sound.
    public static let `default` = UIFocusSoundIdentifier(rawValue: "UIFocusSoundIdentifierDefault")
}
