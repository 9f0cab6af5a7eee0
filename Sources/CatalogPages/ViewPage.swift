import UIKit

/// A catalog page made of views: a large title and cards stacked top to bottom, shown in a window on a
/// screen as tall as the page and rendered by the compositor, as an app's screen is.
@MainActor
package struct ViewPage {
    static let width: CGFloat = 390
    static let margin: CGFloat = 16
    static let padding: CGFloat = 12

    /// The page's root view: the whole page, sized to its content.
    package let root: UIView
    private var y: CGFloat = 72

    /// Starts a page with a large title.
    init(title: String) {
        root = UIView(frame: CGRect(x: 0, y: 0, width: Self.width, height: 72))
        root.backgroundColor = .systemGroupedBackground
        let heading = UILabel(frame: CGRect(x: Self.margin, y: 20, width: Self.width - 2 * Self.margin, height: 41))
        heading.font = .systemFont(ofSize: 34, weight: .bold)
        heading.textColor = .label
        heading.text = title
        root.addSubview(heading)
    }

    /// Adds a card of `height` points under a section heading; `build` fills the card's content view
    /// (its bounds are the card inset by the padding).
    mutating func section(_ title: String, height: CGFloat, _ build: (UIView) -> Void) {
        let heading = UILabel(frame: CGRect(x: Self.margin + 4, y: y + 8, width: Self.width - 2 * Self.margin, height: 16))
        heading.font = .preferredFont(forTextStyle: .footnote)
        heading.textColor = .secondaryLabel
        heading.text = title.uppercased()
        root.addSubview(heading)
        y += 28
        let card = UIView(frame: CGRect(x: Self.margin, y: y, width: Self.width - 2 * Self.margin, height: height))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        root.addSubview(card)
        let content = UIView(frame: card.bounds.insetBy(dx: Self.padding, dy: Self.padding))
        card.addSubview(content)
        build(content)
        y += height + 16
        root.frame.size.height = y
    }

    /// A window on a screen exactly the page's size at `scale` (3 by default), showing the page (not
    /// yet drawn).
    package func makeWindow(scale: CGFloat = 3) -> UIWindow {
        let screen = UIScreen(profile: UIScreen.DeviceProfile(name: "Catalog page", size: root.bounds.size, scale: scale, idiom: .phone))
        let window = UIWindow(frame: CGRect(origin: .zero, size: root.bounds.size))
        window.screen = screen
        window.frame = screen.bounds
        window.addSubview(root)
        return window
    }

    /// The page as the screen shows it in a light or dark style: one frame composited.
    package func render(style: UIUserInterfaceStyle = .light) -> UIImage {
        showing(style: style) { window in window.screen.snapshotImage() }
    }

    /// Runs `body` with the page shown in its window (key and visible), then hides it. A page drawn
    /// inside the running catalog leaves the app's window the key window.
    package func showing<Result>(style: UIUserInterfaceStyle = .light, scale: CGFloat = 3, _ body: (UIWindow) -> Result) -> Result {
        let window = makeWindow(scale: scale)
        window.screen.userInterfaceStyle = style
        let previousKey = UIApplication.shared.keyWindow
        window.makeKeyAndVisible()
        defer {
            window.isHidden = true
            root.removeFromSuperview()
            previousKey?.makeKey()
        }
        return body(window)
    }
}

/// A small caption under a sample, centred on `x`.
@MainActor
func caption(_ text: String, centeredAt x: CGFloat, y: CGFloat, in view: UIView, width: CGFloat = 80) {
    let label = UILabel(frame: CGRect(x: x - width / 2, y: y, width: width, height: 14))
    label.font = .preferredFont(forTextStyle: .caption2)
    label.textColor = .secondaryLabel
    label.textAlignment = .center
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.7
    label.text = text
    view.addSubview(label)
}
