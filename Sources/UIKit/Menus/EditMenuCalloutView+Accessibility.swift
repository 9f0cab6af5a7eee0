/// The edit menu draws its commands in one bar, so each is a `UIAccessibilityElement`: a button named
/// by the command's title ("Copy"), the submenus' back chevron "Back", and the paging chevrons
/// "Previous" and "More". Activating one taps it.
///
/// Where Tessera differs: the elements are made afresh each time they are asked for.
extension EditMenuCalloutView: AccessibilityDefaults {
    var standardAccessibilityElements: [Any]? {
        items.map { item, frame in
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.isAccessibilityElement = true
            element.accessibilityTraits = .button
            switch item {
            case .element(let menuElement): element.accessibilityLabel = menuElement.title
            case .submenu(let menu): element.accessibilityLabel = menu.title
            case .back: element.accessibilityLabel = "Back"
            case .previousPage: element.accessibilityLabel = "Previous"
            case .nextPage: element.accessibilityLabel = "More"
            }
            element.accessibilityFrameInContainerSpace = frame
            return element
        }
    }
}
