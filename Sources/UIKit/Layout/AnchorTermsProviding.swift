/// An item `NSLayoutConstraint(item:attribute:…)` takes that is neither a view nor a layout guide but
/// adds up to anchor terms: a view controller's top or bottom layout guide. The guides adopt it where
/// the controllers are declared, so the layout folder does not know view controllers.
@MainActor
protocol AnchorTermsProviding: AnyObject {
    /// What `attribute` of the item adds up to (an attribute it does not have is reported and gives no
    /// terms).
    func anchorTerms(for attribute: NSLayoutConstraint.Attribute) -> [AnchorTerm]
}
