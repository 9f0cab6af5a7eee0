import UIKit

/// The "Photo Grid" page: a collection view with a flow layout of square drawn "photos" in three
/// columns with 2-point gaps, as the Photos app lays out a library, under a bold header per day
/// (pinned while its section scrolls). Tap photos to select them (a checkmark badge), long-press
/// and drag to reorder, and scroll: cells are reused.
@MainActor
package enum PhotoGridPage {
    static let days = ["Today", "Yesterday", "Monday", "Last Week", "October"]
    static let counts = [7, 12, 9, 15, 21]

    package static func make() -> ViewPage {
        let page = ViewPage(title: "Photo Grid")
        let layout = UICollectionViewFlowLayout()
        let columns: CGFloat = 3, gap: CGFloat = 2
        let side = ((ViewPage.width - gap * (columns - 1)) / columns).rounded(.down)
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumInteritemSpacing = gap
        layout.minimumLineSpacing = gap
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 0, bottom: 12, right: 0)
        layout.sectionHeadersPinToVisibleBounds = true
        let grid = UICollectionView(frame: CGRect(x: 0, y: 72, width: ViewPage.width, height: 700), collectionViewLayout: layout)
        grid.backgroundColor = .systemBackground
        grid.contentInsetAdjustmentBehavior = .never
        grid.allowsMultipleSelection = true
        let library = PhotoLibrary(grid: grid)
        grid.dataSource = library
        grid.delegate = library
        // The library lives as long as the grid shows it.
        keep(library, with: grid)
        let reorder = UILongPressGestureRecognizer()
        reorder.addTarget(library, action: PhotoLibrary.reorder)
        grid.addGestureRecognizer(reorder)
        page.root.addSubview(grid)
        page.root.frame.size.height = 72 + 700
        // A few photos start selected, as after a tap or two.
        grid.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        grid.selectItem(at: IndexPath(item: 1, section: 1), animated: false, scrollPosition: [])
        return page
    }

    /// Keeps `owner` alive as long as `view` (a view's tag space is not enough: a retained wrapper
    /// view holds it).
    private static func keep(_ owner: AnyObject, with view: UIView) {
        let keeper = OwnerView(owner: owner)
        keeper.isHidden = true
        view.addSubview(keeper)
    }

    private final class OwnerView: UIView {
        let owner: AnyObject
        init(owner: AnyObject) {
            self.owner = owner
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
    }
}

/// The grid's data: photo numbers per day, drawn on demand.
@MainActor
private final class PhotoLibrary: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections: [[Int]]
    weak var grid: UICollectionView?
    let cells: UICollectionView.CellRegistration<PhotoCell, Int>
    let headers: UICollectionView.SupplementaryRegistration<DayHeader>

    init(grid: UICollectionView) {
        self.grid = grid
        var next = 0
        sections = PhotoGridPage.counts.map { count in
            defer { next += count }
            return Array(next..<(next + count))
        }
        cells = .init { cell, _, photo in cell.show(photo) }
        headers = .init(elementKind: UICollectionView.elementKindSectionHeader) { [counts = PhotoGridPage.counts] header, _, indexPath in
            header.title.text = PhotoGridPage.days[indexPath.section]
            header.detail.text = "\(counts[indexPath.section]) Photos"
        }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: sections[indexPath.section][indexPath.item])
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let photo = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(photo, at: destinationIndexPath.item)
    }

    /// Long-press and drag reorders photos.
    func reorder(_ recognizer: UILongPressGestureRecognizer) {
        guard let grid else { return }
        let point = recognizer.location(in: grid)
        switch recognizer.state {
        case .began:
            if let indexPath = grid.indexPathForItem(at: point) { grid.beginInteractiveMovementForItem(at: indexPath) }
        case .changed: grid.updateInteractiveMovementTargetPosition(point)
        case .ended: grid.endInteractiveMovement()
        default: grid.cancelInteractiveMovement()
        }
    }
}

/// A square photo with a checkmark badge when selected.
private final class PhotoCell: UICollectionViewCell {
    let image = UIImageView()
    let badge = CheckBadge(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    let dim = UIView()

    required init(frame: CGRect) {
        super.init(frame: frame)
        image.contentMode = .scaleAspectFill
        image.clipsToBounds = true
        contentView.addSubview(image)
        dim.backgroundColor = UIColor(white: 1, alpha: 0.25)
        contentView.addSubview(dim)
        contentView.addSubview(badge)
        updateState()
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        image.frame = contentView.bounds
        dim.frame = contentView.bounds
        badge.frame.origin = CGPoint(x: contentView.bounds.maxX - 30, y: contentView.bounds.maxY - 30)
    }

    override var isSelected: Bool { didSet { updateState() } }
    override var isHighlighted: Bool { didSet { updateState() } }

    private func updateState() {
        badge.isHidden = !isSelected
        dim.isHidden = !(isSelected || isHighlighted)
    }

    func show(_ photo: Int) {
        image.image = PhotoArt.image(photo)
    }
}

/// The blue selection checkmark.
private final class CheckBadge: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        let circle = UIBezierPath(ovalIn: bounds.insetBy(dx: 1.5, dy: 1.5))
        UIColor.systemBlue.setFill()
        circle.fill()
        UIColor.white.setStroke()
        circle.lineWidth = 1.5
        circle.stroke()
        let check = UIBezierPath()
        check.move(to: CGPoint(x: bounds.width * 0.28, y: bounds.height * 0.52))
        check.addLine(to: CGPoint(x: bounds.width * 0.44, y: bounds.height * 0.68))
        check.addLine(to: CGPoint(x: bounds.width * 0.73, y: bounds.height * 0.36))
        check.lineWidth = 2
        check.lineCapStyle = .round
        check.lineJoinStyle = .round
        check.stroke()
    }
}

/// A day's header: its name in bold and the photo count.
private final class DayHeader: UICollectionReusableView {
    let title = UILabel()
    let detail = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        title.font = .systemFont(ofSize: 20, weight: .bold)
        title.textColor = .label
        detail.font = .preferredFont(forTextStyle: .subheadline)
        detail.textColor = .secondaryLabel
        detail.textAlignment = .right
        addSubview(title)
        addSubview(detail)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = CGRect(x: 16, y: 8, width: bounds.width / 2, height: 28)
        detail.frame = CGRect(x: bounds.width / 2, y: 10, width: bounds.width / 2 - 16, height: 24)
    }
}

/// Drawn landscapes standing in for photos: a sky, a sun or moon, hills and water, varied per photo.
@MainActor
private enum PhotoArt {
    static var cache: [Int: UIImage] = [:]
    static let skies: [(UIColor, UIColor)] = [
        (UIColor(red: 0.36, green: 0.62, blue: 0.93, alpha: 1), UIColor(red: 0.75, green: 0.88, blue: 0.98, alpha: 1)),
        (UIColor(red: 0.95, green: 0.55, blue: 0.35, alpha: 1), UIColor(red: 0.99, green: 0.85, blue: 0.55, alpha: 1)),
        (UIColor(red: 0.13, green: 0.15, blue: 0.35, alpha: 1), UIColor(red: 0.45, green: 0.35, blue: 0.60, alpha: 1)),
        (UIColor(red: 0.55, green: 0.80, blue: 0.85, alpha: 1), UIColor(red: 0.93, green: 0.96, blue: 0.90, alpha: 1)),
        (UIColor(red: 0.85, green: 0.40, blue: 0.55, alpha: 1), UIColor(red: 0.98, green: 0.75, blue: 0.65, alpha: 1)),
    ]
    static let lands: [UIColor] = [
        UIColor(red: 0.27, green: 0.55, blue: 0.30, alpha: 1), UIColor(red: 0.45, green: 0.38, blue: 0.30, alpha: 1),
        UIColor(red: 0.20, green: 0.35, blue: 0.45, alpha: 1), UIColor(red: 0.60, green: 0.65, blue: 0.35, alpha: 1),
    ]

    static func image(_ photo: Int) -> UIImage {
        if let cached = cache[photo] { return cached }
        let size = CGSize(width: 128, height: 128)
        let sky = skies[photo % skies.count]
        let land = lands[(photo / 2) % lands.count]
        let image = UIGraphicsImageRenderer(size: size).image { context in
            let cg = context.cgContext
            if let gradient = CGGradient(colors: [sky.0.cgColor, sky.1.cgColor], locations: [0, 1]) {
                cg.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: size.height * 0.7), options: [.drawsAfterEndLocation])
            }
            let sunX = CGFloat(20 + (photo * 37) % 88), sunY = CGFloat(18 + (photo * 13) % 30)
            (photo % skies.count == 2 ? UIColor(white: 0.95, alpha: 1) : UIColor(red: 1, green: 0.92, blue: 0.55, alpha: 1)).setFill()
            UIBezierPath(ovalIn: CGRect(x: sunX, y: sunY, width: 22, height: 22)).fill()
            land.withAlphaComponent(0.75).setFill()
            UIBezierPath(ovalIn: CGRect(x: -40 + CGFloat(photo % 5) * 8, y: 70, width: 150, height: 110)).fill()
            land.setFill()
            UIBezierPath(ovalIn: CGRect(x: 40 - CGFloat(photo % 3) * 10, y: 84, width: 160, height: 100)).fill()
            if photo % 3 == 0 {
                UIColor(red: 0.25, green: 0.50, blue: 0.75, alpha: 0.85).setFill()
                cg.fill(CGRect(x: 0, y: 108, width: 128, height: 20))
            }
        }
        cache[photo] = image
        return image
    }
}
