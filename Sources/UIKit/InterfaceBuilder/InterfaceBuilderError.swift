/// Why an Interface Builder document could not be loaded or connected: the file, the line, and what is
/// wrong ("Main.storyboard:42: the outlet 'titleLabel' of ItemsViewController could not be set").
///
/// Tessera addition: iOS compiles these files with ibtool at build time and raises Objective-C
/// exceptions at run time. Tessera reads the XML at run time, so a file can be malformed when it loads;
/// the throwing loaders (`UINib.instantiateChecked`, `UIStoryboard.checked`) hand this error back, and
/// the UIKit-shaped ones log it in UIKit's words and carry on.
public struct InterfaceBuilderError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file's name (`Main.storyboard`), or `<data>` for a document loaded from data.
    public let file: String
    /// The line the problem is on (1-based; 0 when it concerns the whole file).
    public let line: Int
    /// What is wrong.
    public let message: String

    /// Creates an error.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`.
    public var description: String { "\(file):\(line): \(message)" }
}
