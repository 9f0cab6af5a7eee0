import UIKit

/// The "Materials" page: a list of colourful rows scrolled under a blurred navigation bar and toolbar,
/// and under them a colourful picture with a visual effect view of each system material over it, each
/// with a vibrant label.
@MainActor
package enum MaterialsPage {
    /// The picture with the materials over it, for the live catalog.
    package static func make() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.backgroundColor = .systemBackground
        let board = materialBoard(width: 390)
        board.frame.origin.y = 100
        root.addSubview(board)
        return root
    }

    /// The whole screen in `style`: a navigation controller at scale 3, its list scrolled so that rows
    /// and the picture pass under the bars.
    package static func render(style: UIUserInterfaceStyle) -> UIImage {
        let size = CGSize(width: 390, height: 844)
        let screen = UIScreen(profile: UIScreen.DeviceProfile(name: "Catalog page", size: size, scale: 3, idiom: .phone))
        screen.userInterfaceStyle = style
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = screen
        window.frame = screen.bounds
        let list = MaterialsListController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        navigation.isToolbarHidden = false
        window.rootViewController = navigation
        let previousKey = UIApplication.shared.keyWindow
        window.makeKeyAndVisible()
        defer {
            window.isHidden = true
            window.rootViewController = nil
            previousKey?.makeKey()
        }
        UIApplication.shared.advanceFrame(by: 0)
        // Rows under the navigation bar, the picture's top under it too.
        list.tableView.contentOffset.y = -list.tableView.adjustedContentInset.top + 60
        UIApplication.shared.advanceFrame(by: 0)
        return window.screen.snapshotImage()
    }

    /// A colourful picture (a drawn gradient with circles) with a row of materials over its lower half.
    static func materialBoard(width: CGFloat) -> UIView {
        let height: CGFloat = 300
        let board = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let picture = UIImageView(image: colourfulPicture(CGSize(width: width, height: height)))
        picture.frame = board.bounds
        board.addSubview(picture)
        let styles: [(UIBlurEffect.Style, String)] = [
            (.systemUltraThinMaterial, "Ultra thin"), (.systemThinMaterial, "Thin"), (.systemMaterial, "Regular"),
            (.systemThickMaterial, "Thick"), (.systemChromeMaterial, "Chrome"),
        ]
        let margin: CGFloat = 12, gap: CGFloat = 8
        let cardWidth = (width - 2 * margin - gap) / 2
        for (index, (style, name)) in styles.enumerated() {
            let blur = UIBlurEffect(style: style)
            let card = UIVisualEffectView(effect: blur)
            let column = CGFloat(index % 2), row = CGFloat(index / 2)
            card.frame = CGRect(x: margin + column * (cardWidth + gap), y: 40 + row * 86, width: index == 4 ? width - 2 * margin : cardWidth, height: 78)
            card.layer.cornerRadius = 14
            card.clipsToBounds = true
            let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .label))
            vibrancy.frame = card.bounds
            vibrancy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let title = UILabel(frame: CGRect(x: 14, y: 12, width: card.bounds.width - 28, height: 24))
            title.font = .systemFont(ofSize: 17, weight: .semibold)
            title.text = name
            vibrancy.contentView.addSubview(title)
            card.contentView.addSubview(vibrancy)
            let secondary = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
            secondary.frame = card.bounds
            secondary.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let detail = UILabel(frame: CGRect(x: 14, y: 42, width: card.bounds.width - 28, height: 20))
            detail.font = .systemFont(ofSize: 13)
            detail.text = "Secondary label"
            secondary.contentView.addSubview(detail)
            card.contentView.addSubview(secondary)
            board.addSubview(card)
        }
        return board
    }

    /// Diagonal bands of colour with a few bright circles: sharp detail for the blur to soften.
    static func colourfulPicture(_ size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            let cg = context.cgContext
            let colours: [UIColor] = [.systemPink, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple]
            let band: CGFloat = 28
            var i = 0
            var x: CGFloat = -size.height
            while x < size.width {
                colours[i % colours.count].setFill()
                let path = UIBezierPath()
                path.move(to: CGPoint(x: x, y: size.height))
                path.addLine(to: CGPoint(x: x + size.height, y: 0))
                path.addLine(to: CGPoint(x: x + size.height + band, y: 0))
                path.addLine(to: CGPoint(x: x + band, y: size.height))
                path.close()
                path.fill()
                x += band
                i += 1
            }
            cg.setFillColor(UIColor.white.cgColor)
            for (cx, cy, r) in [(60.0, 70.0, 26.0), (300.0, 120.0, 34.0), (190.0, 230.0, 22.0), (340.0, 260.0, 16.0)] {
                cg.fillEllipse(in: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
            }
        }
    }
}

/// The list under the bars: the picture with materials as its header, then rows of colour.
@MainActor
final class MaterialsListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Materials"
        navigationItem.largeTitleDisplayMode = .never
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.tableHeaderView = MaterialsPage.materialBoard(width: 390)
        toolbarItems = [
            UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(title: "Blurred toolbar", style: .plain, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil),
        ]
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row + 1)"
        content.textProperties.color = .white
        content.textProperties.font = .systemFont(ofSize: 17, weight: .semibold)
        cell.contentConfiguration = content
        cell.backgroundColor = UIColor(hue: CGFloat(indexPath.row % 10) / 10, saturation: 0.75, brightness: 0.85, alpha: 1)
        return cell
    }
}
