import UIKit

/// One catalog page, live: a bar with a back button and the page's title, and the page's views (or,
/// for drawn pages, its image) below, moved up and down by a vertical drag or the wheel (a pan
/// recognizer that takes scrolls; `UIScrollView` will take its place).
package final class PageViewController: UIViewController, UIGestureRecognizerDelegate {
    private let page: CatalogPage
    private let onBack: () -> Void
    /// Clips the page below the bar; its bounds origin is the scroll position.
    let host = UIView()

    package init(page: CatalogPage, onBack: @escaping () -> Void) {
        self.page = page
        self.onBack = onBack
        super.init(nibName: nil, bundle: nil)
    }

    package required init?(coder: NSCoder) { nil }

    package override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let bar = UIView()
        bar.backgroundColor = .secondarySystemGroupedBackground
        bar.translatesAutoresizingMaskIntoConstraints = false
        let back = UIButton(type: .system)
        back.setTitle("‹ Pages", for: .normal)
        back.addAction(UIAction { [unowned self] _ in onBack() }, for: .touchUpInside)
        back.translatesAutoresizingMaskIntoConstraints = false
        let title = UILabel()
        title.text = page.title
        title.font = .systemFont(ofSize: 17, weight: .semibold)
        title.translatesAutoresizingMaskIntoConstraints = false
        bar.addSubview(back)
        bar.addSubview(title)
        host.clipsToBounds = true
        host.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(host)
        view.addSubview(bar)
        let content = page.makeView?() ?? UIImageView(image: page.render())
        content.frame.origin = .zero
        host.addSubview(content)
        let pan = UIPanGestureRecognizer(target: self, action: PageViewController.panned)
        pan.allowedScrollTypesMask = .all
        pan.delegate = self
        host.addGestureRecognizer(pan)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: view.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 44),
            back.leadingAnchor.constraint(equalTo: bar.layoutMarginsGuide.leadingAnchor),
            back.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -6),
            title.centerXAnchor.constraint(equalTo: bar.centerXAnchor),
            title.centerYAnchor.constraint(equalTo: back.centerYAnchor),
            host.topAnchor.constraint(equalTo: bar.bottomAnchor),
            host.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            host.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            host.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    private func panned(_ pan: UIPanGestureRecognizer) {
        scroll(by: -pan.translation(in: host).y)
        pan.setTranslation(.zero, in: host)
    }

    /// Only mostly vertical drags scroll, so sliders and switches keep their horizontal drags.
    package func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: host), translation = pan.translation(in: host)
        return abs(translation.y) + abs(velocity.y) >= abs(translation.x) + abs(velocity.x)
    }

    /// The page's height beyond what the host shows.
    private var scrollRange: CGFloat {
        max(0, (host.subviews.first?.frame.height ?? 0) - host.bounds.height)
    }

    /// Moves the page by `delta` points (positive shows what is further down), within its range.
    package func scroll(by delta: CGFloat) {
        host.bounds.origin.y = min(max(0, host.bounds.origin.y + delta), scrollRange)
    }
}
