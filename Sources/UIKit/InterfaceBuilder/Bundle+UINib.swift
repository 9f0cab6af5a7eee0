import Foundation

extension Bundle {
    /// Makes the objects of the nib `name` in this bundle with `owner` as its File's Owner, and returns
    /// its top-level objects; nil when the bundle has no such nib (logged).
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        guard IBResourceLocator.url(name: name, extension: "xib", bundle: self) != nil else {
            TesseraLog.error("UIKit", "Could not load NIB in bundle: '\(bundlePath)' with name '\(name)'")
            return nil
        }
        return UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
