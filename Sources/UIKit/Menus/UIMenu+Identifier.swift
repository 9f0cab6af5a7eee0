extension UIMenu {
    /// Names a menu: the system's standard menus (the main menu's application, file and edit menus and
    /// their sections) or an app's own.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates an identifier from a string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A fresh identifier nothing else has.
        @MainActor static func unique() -> Identifier {
            uniqueCounter += 1
            return Identifier(rawValue: "com.tessera.menu.\(uniqueCounter)")
        }
        @MainActor private static var uniqueCounter = 0

        /// The application menu.
        public static let application = Identifier("com.apple.menu.application")
        /// The File menu.
        public static let file = Identifier("com.apple.menu.file")
        /// The Edit menu.
        public static let edit = Identifier("com.apple.menu.edit")
        /// The View menu.
        public static let view = Identifier("com.apple.menu.view")
        /// The Window menu.
        public static let window = Identifier("com.apple.menu.window")
        /// The Help menu.
        public static let help = Identifier("com.apple.menu.help")
        /// The About item's section.
        public static let about = Identifier("com.apple.menu.about")
        /// The Settings section.
        public static let preferences = Identifier("com.apple.menu.preferences")
        /// The Services submenu.
        public static let services = Identifier("com.apple.menu.services")
        /// The Hide section.
        public static let hide = Identifier("com.apple.menu.hide")
        /// The Quit section.
        public static let quit = Identifier("com.apple.menu.quit")
        /// The New Scene section.
        public static let newScene = Identifier("com.apple.menu.new-scene")
        /// The New Item section (iOS 17).
        public static let newItem = Identifier("com.apple.menu.new-item")
        /// The Open Recent submenu.
        public static let openRecent = Identifier("com.apple.menu.open-recent")
        /// The Close section.
        public static let close = Identifier("com.apple.menu.close")
        /// The Print section.
        public static let print = Identifier("com.apple.menu.print")
        /// The document section.
        public static let document = Identifier("com.apple.menu.document")
        /// The Undo and Redo section.
        public static let undoRedo = Identifier("com.apple.menu.undoredo")
        /// Cut, Copy, Paste, Delete and Select All.
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
        /// The Find submenu.
        public static let find = Identifier("com.apple.menu.find")
        /// The Replace section.
        public static let replace = Identifier("com.apple.menu.replace")
        /// The Share section.
        public static let share = Identifier("com.apple.menu.share")
        /// Bold, Italic and Underline.
        public static let textStyle = Identifier("com.apple.menu.text-style")
        /// The Spelling submenu.
        public static let spelling = Identifier("com.apple.menu.spelling")
        /// The spelling panel section.
        public static let spellingPanel = Identifier("com.apple.menu.spelling-panel")
        /// The spelling options section.
        public static let spellingOptions = Identifier("com.apple.menu.spelling-options")
        /// The Substitutions submenu.
        public static let substitutions = Identifier("com.apple.menu.substitutions")
        /// The substitutions panel section.
        public static let substitutionsPanel = Identifier("com.apple.menu.substitutions-panel")
        /// The substitution options section.
        public static let substitutionOptions = Identifier("com.apple.menu.substitutions-options")
        /// The Transformations submenu.
        public static let transformations = Identifier("com.apple.menu.transformations")
        /// The Speech submenu.
        public static let speech = Identifier("com.apple.menu.speech")
        /// The Look Up section.
        public static let lookup = Identifier("com.apple.menu.lookup")
        /// The Learn section.
        public static let learn = Identifier("com.apple.menu.learn")
        /// The Format menu.
        public static let format = Identifier("com.apple.menu.format")
        /// The Font submenu.
        public static let font = Identifier("com.apple.menu.font")
        /// The text size section.
        public static let textSize = Identifier("com.apple.menu.text-size")
        /// The text colour section.
        public static let textColor = Identifier("com.apple.menu.text-color")
        /// The style pasteboard section.
        public static let textStylePasteboard = Identifier("com.apple.menu.text-style-pasteboard")
        /// The Text submenu.
        public static let text = Identifier("com.apple.menu.text")
        /// The writing direction section.
        public static let writingDirection = Identifier("com.apple.menu.writing-direction")
        /// The alignment section.
        public static let alignment = Identifier("com.apple.menu.align")
        /// The toolbar section.
        public static let toolbar = Identifier("com.apple.menu.toolbar")
        /// The sidebar section.
        public static let sidebar = Identifier("com.apple.menu.sidebar")
        /// The full-screen section.
        public static let fullscreen = Identifier("com.apple.menu.fullscreen")
        /// Minimize and Zoom.
        public static let minimizeAndZoom = Identifier("com.apple.menu.minimize-and-zoom")
        /// Bring All to Front.
        public static let bringAllToFront = Identifier("com.apple.menu.bring-all-to-front")
        /// The main menu itself.
        public static let root = Identifier("com.apple.menu.root")
    }
}
