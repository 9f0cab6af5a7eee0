import Foundation
import UIKit

/// Explains which rules of a sheet (and of code) reach a view of some class in a container and trait
/// context, and the values it ends up with (a Tessera type, for the `stylesheet explain` tool).
@preconcurrency @MainActor
public enum StyleSheetExplainer {
    /// The report, or a usage error (unknown class, bad trait name, sheet errors).
    public static func explain(file: String, className: String, containers: [String], traits: [String]) -> Result<String, ValidationErrorMessage> {
        let sheet = UIStyleSheet(contentsOf: URL(fileURLWithPath: file))
        guard sheet.errors.isEmpty else { return .failure(ValidationErrorMessage(sheet.errors.map(\.description).joined(separator: "\n"))) }
        guard let entry = AppearanceSchema.classEntry(named: className), entry.isView else {
            return .failure(ValidationErrorMessage("unknown view class '\(className)'"))
        }
        var collections: [UITraitCollection] = []
        for name in traits {
            guard let section = StyleSheetCompiler.traitSections["@" + name] else { return .failure(ValidationErrorMessage("unknown trait '\(name)'")) }
            collections.append(section)
        }
        // Build the chain outermost first: a window, then each container, then the view.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let wanted = UITraitCollection(traitsFrom: collections)
        if wanted.userInterfaceStyle != .unspecified { window.traitOverrides.userInterfaceStyle = wanted.userInterfaceStyle }
        if wanted.horizontalSizeClass != .unspecified { window.traitOverrides.horizontalSizeClass = wanted.horizontalSizeClass }
        if wanted.verticalSizeClass != .unspecified { window.traitOverrides.verticalSizeClass = wanted.verticalSizeClass }
        if wanted.userInterfaceIdiom != .unspecified { window.traitOverrides.userInterfaceIdiom = wanted.userInterfaceIdiom }
        if wanted.accessibilityContrast != .unspecified { window.traitOverrides.accessibilityContrast = wanted.accessibilityContrast }
        var parent: UIView = window
        var keep: [AnyObject] = []
        for name in containers.reversed() {
            guard let container = AppearanceSchema.classEntry(named: name) else { return .failure(ValidationErrorMessage("unknown container class '\(name)'")) }
            let made = container.make()
            keep.append(made)
            guard let view = (made as? UIViewController)?.view ?? (made as? UIView) else {
                return .failure(ValidationErrorMessage("'\(name)' is neither a view nor a view controller"))
            }
            parent.addSubview(view)
            parent = view
        }
        guard let view = entry.make() as? UIView else { return .failure(ValidationErrorMessage("'\(className)' is not a view class")) }
        parent.addSubview(view)
        try? sheet.apply()
        window.reapplyAppearance()
        var report = "\(className)" + (containers.isEmpty ? "" : " in " + containers.joined(separator: " in ")) + (traits.isEmpty ? "" : " with traits " + traits.joined(separator: ", ")) + "\n"
        let reaching = AppearanceSchema.rules(reaching: view)
        if reaching.isEmpty { report += "  no rules reach it\n" }
        for rule in reaching {
            report += "  \(rule.matches ? "✓" : "✗") \(rule.selector): \(rule.reason)" + "\n"
            for value in rule.values { report += "      \(value.name) = \(value.value)\n" }
        }
        report += "  (weakest kind first: class, traits, containment, both; among containment rules the outermost container wins; explicit values set in code beat them all)\n"
        _ = keep
        return .success(report)
    }

    /// A message for a command-line usage error.
    public struct ValidationErrorMessage: Error, CustomStringConvertible {
        /// The message.
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
