import UIKit

/// One catalog page, live: a bar with a back button and the page's title, and the page's views (or,
/// for drawn pages, its image) below in a scroll view: dragged, flicked or wheeled up and down.
package final class PageViewController: UIViewController {
    private let page: CatalogPage
    private let onBack: () -> Void
    /// Scrolls the page below the bar.
    let host = UIScrollView()

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
        host.translatesAutoresizingMaskIntoConstraints = false
        host.contentInsetAdjustmentBehavior = .never
        // Opaque, so scrolling moves the pixels already shown instead of repainting the page.
        host.backgroundColor = .systemGroupedBackground
        view.addSubview(host)
        view.addSubview(bar)
        let content = page.makeView?() ?? UIImageView(image: page.render())
        content.frame.origin = .zero
        host.addSubview(content)
        host.contentSize = content.frame.size
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

}
