import Foundation
import Testing
@testable import UIKit

/// The pop-up menu cell accessory: its place and chevrons, a tap on the cell showing the menu instead
/// of selecting, the chosen action becoming the one selected, and the change handler.
@MainActor @Suite struct PopUpMenuAccessoryTests {
    @Test func aTapOnTheCellShowsTheMenuAndChoosingSelectsOneAction() throws {
        var changes: [String] = []
        let menu = UIMenu(options: .singleSelection, children: [
            UIAction(title: "Small", state: .on) { _ in changes.append("action Small") },
            UIAction(title: "Medium") { _ in changes.append("action Medium") },
            UIAction(title: "Large") { _ in changes.append("action Large") },
        ])
        final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
            var menu: UIMenu
            var handler: UICellAccessory.MenuSelectedElementDidChangeHandler
            var selected: [Int] = []
            init(menu: UIMenu, handler: @escaping UICellAccessory.MenuSelectedElementDidChangeHandler) {
                self.menu = menu
                self.handler = handler
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath) as! UICollectionViewListCell
                var content = cell.defaultContentConfiguration()
                content.text = indexPath.item == 0 ? "Text Size" : "Row \(indexPath.item)"
                cell.contentConfiguration = content
                cell.accessories = indexPath.item == 0 ? [.popUpMenu(menu, selectedElementDidChangeHandler: handler)] : []
                return cell
            }
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath.item) }
        }
        let stage = MenuStage(viewFrame: .zero)
        defer { stage.close() }
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        layout.itemSize = CGSize(width: 390, height: 44)
        let cv = UICollectionView(frame: stage.window.bounds, collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
        let source = Source(menu: menu) { menu in changes.append("changed to \(menu.selectedElements.map(\.title))") }
        cv.dataSource = source
        cv.delegate = source
        stage.window.addSubview(cv)
        UIApplication.shared.advanceFrame(by: 0)

        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let accessory = try #require(cell.accessoryViews.first)
        #expect(accessory.accessory.accessoryType == .popUpMenu)
        #expect(abs(accessory.frame.maxX - (390 - 16)) < 0.5, "at the trailing margin")

        stage.tap(at: CGPoint(x: 100, y: 22))
        #expect(stage.rowTitles == ["Small", "Medium", "Large"], "a tap anywhere in the cell shows the menu")
        #expect(source.selected.isEmpty, "the cell is not selected")
        stage.write(stage.snapshot(), "popup-accessory-menu")
        stage.tapRow("Large")
        #expect(stage.presentation == nil)
        #expect(changes == ["changed to [\"Large\"]", "action Large"])
        #expect(menu.selectedElements.map(\.title) == ["Large"])

        // Choosing the selected action again changes nothing; another row selects as usual.
        changes.removeAll()
        stage.tap(at: CGPoint(x: 100, y: 22))
        stage.tapRow("Large")
        #expect(changes == ["action Large"])
        stage.tap(at: CGPoint(x: 100, y: 66))
        #expect(stage.presentation == nil && source.selected == [1])
    }
}
