import Foundation
import Testing
@testable import UIKit

/// A grid of `count` items that gives context menus through the iOS 16 method and logs the calls.
/// (Not a `GridSource` subclass: a subclass's methods do not replace the protocol's defaults that
/// the superclass's conformance already chose.)
@MainActor
final class MenuGridSource: UICollectionViewDataSource, UICollectionViewDelegate {
    var count: Int
    var events: [String] = []
    var menuLog: [String] = []
    var givesMenus = true

    init(_ count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.backgroundColor = .systemTeal
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { events.append("didHighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { events.append("didUnhighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { events.append("didSelect \(indexPath.item)") }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration? {
        let items = indexPaths.map { String($0.item) }.joined(separator: ",")
        menuLog.append("configuration [\(items)]")
        guard givesMenus else { return nil }
        return UIContextMenuConfiguration(identifier: "items \(items)" as NSString, previewProvider: nil) { [weak self] _ in
            UIMenu(children: [UIAction(title: indexPaths.isEmpty ? "New Item" : "Share") { _ in self?.menuLog.append("action [\(items)]") }])
        }
    }
    func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                        highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        menuLog.append("highlightPreview \(indexPath.item)")
        return nil
    }
    func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {
        menuLog.append("willDisplay")
    }
    func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {
        menuLog.append("willEnd")
    }
}

/// A grid of `count` items that only implements the iOS 13 single-item method.
@MainActor
final class OldMenuGridSource: UICollectionViewDataSource, UICollectionViewDelegate {
    var count: Int
    var asked: [Int] = []
    init(_ count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        asked.append(indexPath.item)
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Old") { _ in }])
        }
    }
}

/// Context menus on collection view items: the iOS 16 method with its index paths (one item, a
/// multiple selection, empty space), the iOS 13 fallback, nil meaning no menu, and `contextMenuInteraction`.
@MainActor @Suite struct CollectionViewContextMenuTests {
    func scene(_ source: some UICollectionViewDataSource & UICollectionViewDelegate) -> (MenuStage, UICollectionView) {
        let stage = MenuStage(viewFrame: .zero)
        let collectionView = UICollectionView(frame: stage.window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        collectionView.delegate = source
        stage.window.addSubview(collectionView)
        UIApplication.shared.advanceFrame(by: 0)
        return (stage, collectionView)
    }

    func center(_ cv: UICollectionView, _ item: Int) -> CGPoint {
        let frame = itemFrame(cv, item)!
        return cv.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
    }

    /// Holds a finger at `point` past the content-touch delay (the item highlights), then past the
    /// long press's half second, then lifts it.
    func hold(_ stage: MenuStage, at point: CGPoint) {
        stage.window.send(TouchInput(phase: .down, location: point, timestamp: CACurrentMediaTime() + 0.01))
        UIApplication.shared.advanceFrame(by: 0.2)
        UIApplication.shared.advanceFrame(by: 0.4)
        stage.window.send(TouchInput(phase: .up, location: point, timestamp: CACurrentMediaTime() + 0.7))
        UIApplication.shared.advanceFrame(by: 0)
    }

    @Test func aLongPressOnAnItemAsksForThatItemAndLiftsItsCell() {
        let source = MenuGridSource(12)
        let (stage, cv) = scene(source)
        defer { stage.close() }
        #expect(cv.contextMenuInteraction != nil)
        hold(stage, at: center(cv, 2))
        #expect(source.menuLog == ["configuration [2]", "highlightPreview 2", "willDisplay"])
        #expect(source.events == ["didHighlight 2", "didUnhighlight 2"], "the highlight ends and nothing is selected")
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.isHighlighted == false, "the cell is lifted unhighlighted")
        #expect(stage.rowTitles == ["Share"])
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.isHidden == true, "the cell is lifted")
        source.menuLog.removeAll()
        stage.tapRow("Share")
        #expect(source.menuLog == ["willEnd", "action [2]"])
        #expect(cv.indexPathsForSelectedItems == nil)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.isHidden == false)
    }

    @Test func aSelectedItemInAMultipleSelectionBringsTheWholeSelection() {
        let source = MenuGridSource(12)
        let (stage, cv) = scene(source)
        defer { stage.close() }
        cv.allowsMultipleSelection = true
        for item in [1, 4, 6] { cv.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: []) }
        stage.longPress(at: center(cv, 4))
        #expect(source.menuLog.first == "configuration [4,1,6]", "the pressed item first, then the rest of the selection")
        cv.contextMenuInteraction?.dismissMenu()
        source.menuLog.removeAll()
        stage.longPress(at: center(cv, 3))
        #expect(source.menuLog.first == "configuration [3]", "an unselected item is asked about alone")
    }

    @Test func emptySpaceAsksWithNoIndexPathsAndNilShowsNothing() {
        let source = MenuGridSource(3)
        let (stage, cv) = scene(source)
        defer { stage.close() }
        stage.longPress(at: CGPoint(x: 200, y: 400))
        #expect(source.menuLog == ["configuration []", "willDisplay"], "no item: no item preview asked")
        #expect(stage.rowTitles == ["New Item"])
        stage.tapRow("New Item")
        #expect(source.menuLog.last == "action []")

        source.givesMenus = false
        source.events.removeAll()
        hold(stage, at: center(cv, 1))
        #expect(stage.presentation == nil)
        #expect(source.events.last == "didSelect 1", "without a menu the long press selects on lift")
    }

    @Test func theOlderSingleItemMethodIsUsedWhenTheNewOneIsNotImplemented() {
        let source = OldMenuGridSource(12)
        let (stage, cv) = scene(source)
        defer { stage.close() }
        stage.longPress(at: center(cv, 5))
        #expect(source.asked == [5])
        #expect(stage.rowTitles == ["Old"])
        #expect(cv.contextMenuInteraction != nil)
    }

    /// A collection view controller overriding the iOS 13 single-item method, as older apps do.
    final class MenuGridController: UICollectionViewController {
        var asked: [Int] = []
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                     point: CGPoint) -> UIContextMenuConfiguration? {
            asked.append(indexPath.item)
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Pin") { _ in }])
            }
        }
    }

    @Test func aCollectionViewControllerSubclassOverridingTheMenuMethodShowsItsMenu() {
        let controller = MenuGridController(collectionViewLayout: UICollectionViewFlowLayout())
        let stage = MenuStage(viewFrame: .zero)
        defer { stage.close() }
        let cv = controller.collectionView!
        cv.frame = stage.window.bounds
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        stage.window.addSubview(cv)
        UIApplication.shared.advanceFrame(by: 0)
        stage.longPress(at: center(cv, 4))
        #expect(controller.asked == [4])
        #expect(stage.rowTitles == ["Pin"])
        #expect(cv.contextMenuInteraction != nil)
    }

    @Test func aDelegateWithoutMenusHasNoInteraction() {
        let (window, cv, source) = collectionScene([12])
        defer { window.isHidden = true }
        let frame = itemFrame(cv, 0)!
        let point = CGPoint(x: frame.midX, y: frame.midY)
        window.send(TouchInput(phase: .down, location: point, timestamp: CACurrentMediaTime() + 0.01))
        UIApplication.shared.advanceFrame(by: 0.8)
        window.send(TouchInput(phase: .up, location: point, timestamp: CACurrentMediaTime() + 0.01))
        UIApplication.shared.advanceFrame(by: 0)
        #expect(MenuPresentation.current == nil)
        #expect(source.events.last == "didSelect 0")
        #expect(cv.contextMenuInteraction == nil)
    }
}
