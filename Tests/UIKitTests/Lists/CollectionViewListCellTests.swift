import Foundation
import Testing
@testable import UIKit

/// UICollectionViewListCell: where accessories and content go, editing accessories, indentation, the
/// separator guide, self-sizing, and list cells in a collection view.
@MainActor @Suite struct CollectionViewListCellTests {
    func cell(_ text: String, accessories: [UICellAccessory] = [], width: CGFloat = 390) -> UICollectionViewListCell {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: width, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = text
        cell.contentConfiguration = content
        cell.accessories = accessories
        cell.layoutIfNeeded()
        return cell
    }

    func near(_ a: CGRect, _ b: CGRect) -> Bool {
        close(a.minX, b.minX, 0.01) && close(a.minY, b.minY, 0.01) && close(a.width, b.width, 0.01) && close(a.height, b.height, 0.01)
    }

    func text(of cell: UICollectionViewListCell) -> CGRect {
        let list = cell.configurationStorage.slot.view as! UIListContentView
        return list.convert(list.textLabel.frame, to: cell)
    }

    @Test func trailingAccessoriesRunInFromTheMargin() {
        let cell = cell("Wi-Fi", accessories: [.disclosureIndicator(), .checkmark()])
        let views = cell.accessoryViews
        #expect(near(views[0].frame, CGRect(x: 390 - 16 - 12, y: 0, width: 12, height: 44)), "the chevron at the trailing margin")
        #expect(near(views[1].frame, CGRect(x: 390 - 16 - 12 - 8 - 18, y: 0, width: 18, height: 44)), "the checkmark inside it")
        #expect(near(cell.contentView.frame, CGRect(x: 0, y: 0, width: 390 - 16 - 12 - 8 - 18, height: 44)))
        let text = text(of: cell)
        #expect(abs(text.minX - 16) < 0.01 && abs(text.maxX - (cell.contentView.frame.maxX - 16)) < 0.01)
        #expect(abs(cell.separatorLeadingInset - 16) < 0.01)
    }

    @Test func editingAccessoriesShowOnlyWhileEditing() {
        let cell = cell("Row", accessories: [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)])
        #expect(cell.accessoryViews.map(\.isHidden) == [true, true, false])
        #expect(close(cell.contentView.frame.minX, 0, 0.01))
        var state = cell.configurationState
        state.isEditing = true
        cell.updateConfiguration(using: state)
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        // layoutSubviews re-runs the pending update with the real (not editing) state only when asked;
        // the state above stands until then.
        #expect(cell.accessoryViews.map(\.isHidden) == [false, false, true])
        #expect(near(cell.accessoryViews[0].frame, CGRect(x: 16, y: 0, width: 24, height: 44)), "the delete control at the leading margin")
        #expect(near(cell.accessoryViews[1].frame, CGRect(x: 390 - 16 - 30, y: 0, width: 30, height: 44)), "the grip at the trailing margin")
        #expect(close(cell.contentView.frame.minX, 40, 0.01) && close(cell.contentView.frame.maxX, 390 - 46, 0.01))
        #expect(abs(text(of: cell).minX - 56) < 0.01, "16 points after the control")
    }

    @Test func indentationMovesTheContentAndOptionallyTheAccessories() {
        let cell = cell("Child", accessories: [.multiselect(displayed: .always)])
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect(close(cell.accessoryViews[0].frame.minX, 34 + 16, 0.01))
        #expect(close(cell.contentView.frame.minX, 34 + 16 + 24, 0.01))
        cell.indentsAccessories = false
        cell.layoutIfNeeded()
        #expect(close(cell.accessoryViews[0].frame.minX, 16, 0.01))
        #expect(close(cell.contentView.frame.minX, 40, 0.01), "the content keeps at least the indentation")
        cell.accessories = []
        cell.layoutIfNeeded()
        #expect(close(cell.contentView.frame.minX, 34, 0.01) && abs(text(of: cell).minX - 50) < 0.01)
        #expect(abs(cell.separatorLeadingInset - 50) < 0.01, "the separator follows the text")
        cell.indentationWidth = .nan
        #expect(cell.indentationWidth == 17, "a bad width is logged and replaced")
    }

    @Test func customViewsGoWhereTheirPlacementSays() {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let custom = UICellAccessory.customView(configuration: .init(customView: badge, placement: .trailing(at: UICellAccessory.position(after: .disclosureIndicator)),
                                                                     maintainsFixedSize: true))
        let cell = cell("Row", accessories: [custom, .disclosureIndicator()])
        #expect(close(cell.accessoryViews[0].frame.maxX, 390 - 16, 0.01), "after the chevron: outermost")
        #expect(close(cell.accessoryViews[1].frame.maxX, 390 - 16 - 20 - 8, 0.01))
        #expect(badge.frame.size == CGSize(width: 20, height: 20) && badge.superview === cell.accessoryViews[0])
    }

    @Test func rightToLeftMirrorsAccessoriesAndContent() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.semanticContentAttribute = .forceRightToLeft
        cell.contentView.semanticContentAttribute = .forceRightToLeft
        var content = cell.defaultContentConfiguration()
        content.text = "Row"
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        cell.layoutIfNeeded()
        #expect(close(cell.accessoryViews[0].frame.minX, 16, 0.01))
        #expect(close(cell.contentView.frame.minX, 28, 0.01) && close(cell.contentView.frame.maxX, 390, 0.01))
    }

    @Test func theCellSizesToItsTextInTheWidthTheAccessoriesLeave() {
        let long = String(repeating: "Words that wrap across the row. ", count: 4)
        let plain = cell(long)
        let withAccessories = cell(long, accessories: [.disclosureIndicator(), .detail(), .label(text: "Label")])
        let target = CGSize(width: 390, height: 44)
        let a = plain.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let b = withAccessories.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(a.width == 390 && a.height > 44)
        #expect(b.height > a.height, "narrower content wraps into more lines")
        #expect(cell("Short").systemLayoutSizeFitting(target).height == 44)
        #expect(withAccessories.contentView.frame.width < 390 - 100, "the measurement left the cell as it was")
    }

    @Test func theSeparatorGuideFollowsTheText() {
        let cell = cell("Row")
        let guide = cell.separatorLayoutGuide
        cell.layoutIfNeeded()
        #expect(abs(guide.layoutFrame.minX - 16) < 0.01 && close(guide.layoutFrame.maxX, 390, 0.01) && close(guide.layoutFrame.minY, 44, 0.01))
        var content = cell.defaultContentConfiguration()
        content.text = "Row"
        content.image = UIImage.solid(.systemRed, size: CGSize(width: 29, height: 29))
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        #expect(abs(guide.layoutFrame.minX - 61) < 0.01, "past the image, at the text")
    }

    @Test func theListLookPicksTheDefaultBackground() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(cell.backgroundConfiguration == .listPlainCell())
        cell.listAppearance = .grouped
        #expect(cell.backgroundConfiguration == .listGroupedCell())
        var mine = UIBackgroundConfiguration.clear()
        mine.backgroundColor = .systemYellow
        cell.backgroundConfiguration = mine
        cell.listAppearance = .sidebar
        #expect(cell.backgroundConfiguration == mine, "a background the app set is kept")
    }

    @Test func listCellsInACollectionViewSelfSizeAndReuse() throws {
        final class Source: UICollectionViewDataSource {
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, indexPath, item in
                var content = cell.defaultContentConfiguration()
                content.text = item % 3 == 0 ? "Item \(item) has a much longer title that wraps onto a second line in the row" : "Item \(item)"
                content.secondaryText = item % 2 == 0 ? "Detail" : nil
                cell.contentConfiguration = content
                cell.accessories = [.disclosureIndicator()]
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 200 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
            }
        }
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        layout.estimatedItemSize = CGSize(width: 390, height: 44)
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        cv.backgroundColor = .systemBackground
        window.addSubview(cv)
        let source = Source()
        cv.dataSource = source
        defer { withExtendedLifetime(source) {} }
        cv.layoutIfNeeded()
        UIApplication.shared.advanceFrame(by: 0)
        let cells = cv.indexPathsForVisibleItems.sorted().compactMap { cv.cellForItem(at: $0) as? UICollectionViewListCell }
        #expect(cells.count >= 10 && cells.count <= 24, "only what is on screen")
        #expect(cells[1].frame.height == 44, "one line")
        #expect(cells[0].frame.height > cells[1].frame.height, "a long title wraps and its row grows")
        #expect(cells[2].frame.height > 44, "text and detail")
        #expect(cells.allSatisfy { $0.accessoryViews.count == 1 && abs($0.accessoryViews[0].frame.maxX - (390 - 16)) < 0.01 })
        let image = window.screen.snapshotImage()
        writeDebugImage(image, named: "lists-collection")
        // A selected cell turns systemGray4 (its background configuration follows its state).
        cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        cv.layoutIfNeeded()
        UIApplication.shared.advanceFrame(by: 0)
        let selected = window.screen.snapshotImage()
        let frame = cells[1].frame
        #expect(close(rgba(selected, 200, Int(frame.midY) + 10), [209, 209, 214, 255], 3) || close(rgba(selected, 5, Int(frame.minY) + 2), [209, 209, 214, 255], 3))
    }
}

/// Outline disclosures read and toggle their item's expansion through the data source.
@MainActor @Suite struct ListCellOutlineTests {
    final class Source: UICollectionViewDataSource, DiffableOutlineDataSource {
        var expanded: Set<Int> = [1]
        var toggled: [Int] = []
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Folder \(item)"
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
        }
        func isExpandable(at indexPath: IndexPath) -> Bool { true }
        func isExpanded(at indexPath: IndexPath) -> Bool { expanded.contains(indexPath.item) }
        func toggleExpansion(at indexPath: IndexPath, animated: Bool) {
            toggled.append(indexPath.item)
            if !expanded.insert(indexPath.item).inserted { expanded.remove(indexPath.item) }
        }
    }

    @Test func theDisclosureShowsAndTogglesTheItemsExpansion() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 44)
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(cv)
        let source = Source()
        cv.dataSource = source
        defer { withExtendedLifetime(source) {} }
        cv.layoutIfNeeded()
        let cells = (0..<3).map { cv.cellForItem(at: IndexPath(item: $0, section: 0)) as! UICollectionViewListCell }
        #expect(cells.map { $0.accessoryViews[0].isExpanded } == [false, true, false])
        cells[2].accessoryViews[0].performAction()
        #expect(source.toggled == [2] && source.expanded == [1, 2])
        cells[2].setNeedsUpdateConfiguration()
        cells[2].layoutIfNeeded()
        #expect(cells[2].accessoryViews[0].isExpanded)
    }
}
