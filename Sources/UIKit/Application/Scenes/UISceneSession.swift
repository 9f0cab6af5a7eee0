/// A scene's persistent identity: its role, configuration and user info.
@preconcurrency @MainActor
open class UISceneSession: Hashable {
    /// What a session shows.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An interactive window on the device's screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's scene while it is connected.
    public internal(set) weak var scene: UIScene?
    /// The session's role.
    public let role: Role
    /// The configuration the scene was made from.
    public internal(set) var configuration: UISceneConfiguration
    /// A unique identifier.
    public let persistentIdentifier: String
    /// App data kept with the session.
    public var userInfo: [String: Any]?

    init(role: Role) {
        self.role = role
        self.configuration = UISceneConfiguration(name: nil, sessionRole: role)
        self.persistentIdentifier = UUID().uuidString
    }

    public nonisolated static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
