extension UIView {
    /// A layout guide for the keyboard's area in this view (made on first use): constraints to its top
    /// keep content above the keyboard, and animate as the keyboard slides.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = layoutGuides.first(where: { $0 is UIKeyboardLayoutGuide }) as? UIKeyboardLayoutGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        addLayoutGuide(guide)
        guide.attach(to: self)
        return guide
    }
}
