import UIKit

/// One catalog page, live, pushed from the page list: the page's views (or, for drawn pages, its
/// image) in a scroll view under the navigation bar: dragged, flicked or wheeled up and down.
package final class PageViewController: UIViewController {
    private let page: CatalogPage
    /// Scrolls the page below the bar.
    let host = UIScrollView()

    package init(page: CatalogPage) {
        self.page = page
        super.init(nibName: nil, bundle: nil)
        title = page.title
        navigationItem.largeTitleDisplayMode = .never
    }

    package required init?(coder: NSCoder) { nil }

    package override func loadView() {
        // The scroll view is the root view, so the bar finds it as the content scroll view.
        // Opaque, so scrolling moves the pixels already shown instead of repainting the page.
        host.backgroundColor = .systemGroupedBackground
        let content = page.makeView?() ?? UIImageView(image: page.render())
        content.frame.origin = .zero
        host.addSubview(content)
        host.contentSize = content.frame.size
        host.alwaysBounceVertical = true
        view = host
    }
}
