import Foundation
import Testing
@testable import UIKit

/// Swipe actions in list layouts, driven by touches: a sideways drag on a list cell reveals its
/// trailing or leading actions, a tap runs one, a full swipe performs the first, and vertical drags
/// and scrolls keep scrolling (and close an open cell).
@MainActor @Suite struct ListSwipeActionsTests {
    final class Source: UICollectionViewDataSource {
        var accessories: [UICellAccessory] = []
        var count = 40
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath)
            if let list = cell as? UICollectionViewListCell {
                var content = list.defaultContentConfiguration()
                content.text = "Message \(indexPath.item + 1)"
                list.contentConfiguration = content
                list.accessories = accessories
            }
            return cell
        }
    }

    /// What the actions did, in order.
    final class Log { var ran: [String] = [] }

    @MainActor struct Scene {
        let window: UIWindow
        let view: UICollectionView
        let source: Source
        let log: Log
        func cell(_ item: Int) -> UICollectionViewListCell? { view.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell }
    }

    /// A plain list filling a 390 × 852 window, rows 44 points from y = 0; trailing actions Delete
    /// (destructive) then Flag (orange), leading action Read (blue), unless told otherwise.
    func scene(trailing: Bool = true, leading: Bool = true, appearance: UICollectionLayoutListConfiguration.Appearance = .plain) -> Scene {
        let window = phoneWindowAtScale1()
        let log = Log()
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        if trailing {
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in log.ran.append("delete \(indexPath.item)"); done(true) }
                let flag = UIContextualAction(style: .normal, title: "Flag") { _, view, done in
                    log.ran.append("flag \(indexPath.item)\(view is UICollectionViewListCell ? "" : " without its cell")")
                    done(true)
                }
                flag.backgroundColor = .systemOrange
                return UISwipeActionsConfiguration(actions: [delete, flag])
            }
        }
        if leading {
            configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
                let read = UIContextualAction(style: .normal, title: "Read") { _, _, done in log.ran.append("read \(indexPath.item)"); done(true) }
                read.backgroundColor = .systemBlue
                return UISwipeActionsConfiguration(actions: [read])
            }
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        view.contentInsetAdjustmentBehavior = .never
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
        let source = Source()
        view.dataSource = source
        window.addSubview(view)
        UIApplication.shared.advanceFrame(by: 0)
        UIApplication.shared.advanceFrame(by: 0)
        return Scene(window: window, view: view, source: source, log: log)
    }

    /// A rect in the window's coordinates.
    func inWindow(_ view: UIView, _ scene: Scene) -> CGRect { view.convert(view.bounds, to: scene.window) }

    @Test func swipingLeftRevealsTheTrailingActionsAndATapRunsOne() throws {
        let s = scene()
        defer { s.window.isHidden = true }
        let cell = try #require(s.cell(1))
        #expect(!cell.configurationState.isSwiped)
        tableDrag(s.window, from: CGPoint(x: 300, y: 66), by: CGPoint(x: -200, y: 0))
        tableSettle(0.5)
        let swipe = try #require(s.view.swipe)
        #expect(swipe.indexPath == IndexPath(item: 1, section: 0) && !swipe.leading)
        #expect(swipe.buttons.map { $0.action.title } == ["Delete", "Flag"])
        let open = swipe.openWidth
        #expect(open >= 148 && open < 200, "two buttons at least 74 points wide each")
        // The content slid left by the buttons' width; the cell itself stays in its row.
        #expect(cell.bounds.minX == open)
        #expect(inWindow(cell, s) == CGRect(x: 0, y: 44, width: 390, height: 44))
        #expect(cell.configurationState.isSwiped)
        #expect(s.view.contentOffset == .zero, "a sideways drag does not scroll")
        // The first action (Delete) sits by the trailing edge, Flag next to it, both the row's height.
        let delete = inWindow(swipe.buttons[0], s), flag = inWindow(swipe.buttons[1], s)
        #expect(delete.maxX == 390 && delete.minY == 44 && delete.height == 44)
        #expect(delete.width == swipe.buttons[0].naturalWidth)
        #expect(flag.maxX == delete.minX && flag.minX == 390 - open && flag.height == 44)
        let image = s.window.screen.snapshotImage()
        writeDebugImage(image, named: "list-swipe-open")
        // Red (systemRed 255, 59, 48) by the edge, orange (255, 149, 0) in Flag, the white row left of them.
        let red = rgba(image, 388, 50)
        #expect(red[0] > 240 && red[1] < 80 && red[2] < 80)
        let orange = rgba(image, Int(flag.minX) + 4, 50)
        #expect(orange[0] > 240 && orange[1] > 120 && orange[1] < 180 && orange[2] < 40)
        #expect(rgba(image, Int(flag.minX) - 6, 50) == [255, 255, 255, 255])
        // The text slid with the content: "Message 2" starts 16 points in, so it is now off the left.
        let ink = (0..<12).flatMap { x in (56...76).map { y in rgba(image, x, y) } }.filter { $0[0] < 160 }
        #expect(ink.isEmpty)

        tableTap(s.window, at: CGPoint(x: flag.midX, y: 66))
        tableSettle(0.5)
        #expect(s.log.ran == ["flag 1"], "the handler ran once, with the cell as its view")
        #expect(s.view.swipe == nil)
        #expect(cell.bounds.minX == 0)
        #expect(!cell.configurationState.isSwiped)
        #expect(cell.subviews.allSatisfy { !($0.subviews.first is SwipeActionButton) })
        #expect(s.view.indexPathsForSelectedItems?.isEmpty ?? true, "tapping an action selects nothing")
    }

    @Test func aFullSwipePerformsTheFirstDestructiveAction() throws {
        let s = scene()
        defer { s.window.isHidden = true }
        let cell = try #require(s.cell(2))
        tableDrag(s.window, from: CGPoint(x: 380, y: 110), by: CGPoint(x: -340, y: 0))
        // Half-way through the slide across, the Delete button fills what the content uncovered.
        UIApplication.shared.advanceFrame(by: 0.15)
        if let swipe = s.view.swipe {
            #expect(swipe.buttons[0].frame.width > abs(swipe.offset) - 1 - swipe.buttons[1].frame.width)
            #expect(abs(swipe.offset) > 300)
        }
        tableSettle(0.6)
        #expect(s.log.ran == ["delete 2"])
        #expect(s.view.swipe == nil)
        #expect(cell.bounds.minX == 0 && !cell.configurationState.isSwiped)
    }

    @Test func swipingRightRevealsTheLeadingActionAndATapElsewhereCloses() throws {
        let s = scene()
        defer { s.window.isHidden = true }
        let cell = try #require(s.cell(3))
        tableDrag(s.window, from: CGPoint(x: 40, y: 154), by: CGPoint(x: 100, y: 0))
        tableSettle(0.5)
        let swipe = try #require(s.view.swipe)
        #expect(swipe.leading && swipe.buttons.count == 1)
        #expect(cell.bounds.minX == -swipe.openWidth)
        let read = inWindow(swipe.buttons[0], s)
        #expect(read == CGRect(x: 0, y: 132, width: swipe.openWidth, height: 44))
        let blue = rgba(s.window.screen.snapshotImage(), 6, 140)
        #expect(blue[2] > 240 && blue[0] < 40)
        // A tap on another row closes the actions and selects nothing.
        tableTap(s.window, at: CGPoint(x: 200, y: 300))
        tableSettle(0.5)
        #expect(s.view.swipe == nil)
        #expect(cell.bounds.minX == 0)
        #expect(s.view.indexPathsForSelectedItems?.isEmpty ?? true)
        #expect(s.log.ran.isEmpty)
    }

    @Test func aVerticalDragScrollsAndRevealsNothing() {
        let s = scene()
        defer { s.window.isHidden = true }
        tableDrag(s.window, from: CGPoint(x: 200, y: 500), by: CGPoint(x: -30, y: -200))
        tableSettle(1)
        #expect(s.view.contentOffset.y > 150)
        #expect(s.view.swipe == nil)
        #expect(s.view.visibleCells.allSatisfy { $0.bounds.minX == 0 && !$0.configurationState.isSwiped })
    }

    @Test func scrollingClosesAnOpenRowAndReusedCellsComeBackClosed() throws {
        let s = scene()
        defer { s.window.isHidden = true }
        let cell = try #require(s.cell(1))
        tableDrag(s.window, from: CGPoint(x: 300, y: 66), by: CGPoint(x: -200, y: 0))
        tableSettle(0.5)
        #expect(s.view.swipe != nil)
        // A vertical drag scrolls, and the open row closes.
        tableDrag(s.window, from: CGPoint(x: 200, y: 500), by: CGPoint(x: 0, y: -60))
        tableSettle(0.5)
        #expect(s.view.contentOffset.y > 20)
        #expect(s.view.swipe == nil)
        #expect(cell.bounds.minX == 0 && !cell.configurationState.isSwiped)

        // Open again, then scroll it off screen: the cell goes back to the queue closed, with no buttons.
        s.view.setContentOffset(.zero, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        tableDrag(s.window, from: CGPoint(x: 300, y: 66), by: CGPoint(x: -200, y: 0))
        tableSettle(0.5)
        let swiped = try #require(s.view.swipe?.cell as? UICollectionViewListCell)
        s.view.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(s.view.swipe == nil)
        #expect(swiped.bounds.minX == 0 && !swiped.configurationState.isSwiped)
        #expect(swiped.subviews.allSatisfy { !($0.subviews.first is SwipeActionButton) })
        #expect(s.view.visibleCells.allSatisfy { $0.bounds.minX == 0 && $0.clipsToBounds == false })
    }

    @Test func withoutAProviderNothingSwipes() throws {
        let s = scene(trailing: false, leading: true)
        defer { s.window.isHidden = true }
        let cell = try #require(s.cell(1))
        tableDrag(s.window, from: CGPoint(x: 300, y: 66), by: CGPoint(x: -200, y: 0))
        tableSettle(0.5)
        #expect(s.view.swipe == nil)
        #expect(cell.bounds.minX == 0)
        let none = scene(trailing: false, leading: false)
        defer { none.window.isHidden = true }
        tableDrag(none.window, from: CGPoint(x: 40, y: 66), by: CGPoint(x: 200, y: 0))
        tableSettle(0.5)
        #expect(none.view.swipe == nil)
        #expect(none.cell(1)?.bounds.minX == 0)
        // The leading provider alone still swipes the other way.
        tableDrag(s.window, from: CGPoint(x: 40, y: 66), by: CGPoint(x: 120, y: 0))
        tableSettle(0.5)
        #expect(s.view.swipe?.leading == true)
    }

    @Test func anOpenRowInDarkMode() throws {
        let s = scene()
        defer { s.window.isHidden = true }
        s.window.screen.userInterfaceStyle = .dark
        UIApplication.shared.advanceFrame(by: 0)
        tableDrag(s.window, from: CGPoint(x: 40, y: 110), by: CGPoint(x: 100, y: 0))
        tableSettle(0.5)
        tableDrag(s.window, from: CGPoint(x: 300, y: 66), by: CGPoint(x: -200, y: 0))
        tableSettle(0.5)
        // Swiping another row closed the first: only row 1 is open.
        #expect(s.cell(2)?.bounds.minX == 0)
        #expect(s.view.swipe?.indexPath == IndexPath(item: 1, section: 0))
        let image = s.window.screen.snapshotImage()
        writeDebugImage(image, named: "list-swipe-open-dark")
        // Dark systemRed (255, 69, 58) by the edge; the black list background beside the buttons.
        let red = rgba(image, 388, 50)
        #expect(red[0] > 240 && red[1] > 50 && red[1] < 90 && red[2] < 80)
        let open = s.view.swipe?.openWidth ?? 0
        #expect(close(rgba(image, 390 - Int(open) - 6, 50), [0, 0, 0, 255], 4))
    }

    @Test func insetGroupedRowsKeepTheirRoundedCardWhileSwiped() throws {
        let s = scene(appearance: .insetGrouped)
        defer { s.window.isHidden = true }
        let cell = try #require(s.cell(0))
        let row = inWindow(cell, s)
        #expect(row.minX == 20 && row.width == 350 && cell.clipsToBounds)
        tableDrag(s.window, from: CGPoint(x: 300, y: row.midY), by: CGPoint(x: -200, y: 0))
        tableSettle(0.5)
        let swipe = try #require(s.view.swipe)
        // The buttons end at the card's trailing edge, inside its rounded corner.
        #expect(inWindow(swipe.buttons[0], s).maxX == 370)
        let image = s.window.screen.snapshotImage()
        writeDebugImage(image, named: "list-swipe-inset")
        #expect(close(rgba(image, 375, Int(row.midY)), [242, 242, 247, 255], 4), "nothing outside the card")
        let red = rgba(image, 365, Int(row.midY))
        #expect(red[0] > 240 && red[1] < 80)
        tableTap(s.window, at: CGPoint(x: 200, y: 400))
        tableSettle(0.5)
        #expect(s.view.swipe == nil && cell.bounds.minX == 0)
        #expect(cell.clipsToBounds && cell.layer.cornerRadius == 10, "the first row is still clipped to its corners")
    }

    @Test func theDeleteAccessoryRevealsTheTrailingActions() throws {
        let s = scene()
        defer { s.window.isHidden = true }
        s.source.accessories = [.delete()]
        s.view.reloadData()
        s.view.isEditing = true
        UIApplication.shared.advanceFrame(by: 0)
        UIApplication.shared.advanceFrame(by: 0)
        let cell = try #require(s.cell(2))
        let control = try #require(cell.subviews.first { $0 is CellAccessoryView && !$0.isHidden })
        let spot = inWindow(control, s)
        #expect(spot.minX < 60 && spot.minY >= 88 && spot.maxY <= 132)
        tableTap(s.window, at: CGPoint(x: spot.midX, y: spot.midY))
        tableSettle(0.5)
        let swipe = try #require(s.view.swipe)
        #expect(swipe.indexPath == IndexPath(item: 2, section: 0) && !swipe.leading)
        #expect(cell.bounds.minX == swipe.openWidth && cell.configurationState.isSwiped)
        #expect(s.log.ran.isEmpty)
        // Delete runs from its button.
        tableTap(s.window, at: CGPoint(x: 380, y: 110))
        tableSettle(0.5)
        #expect(s.log.ran == ["delete 2"])
        #expect(s.view.swipe == nil && cell.bounds.minX == 0)
    }

    @Test func rightToLeftListsMirrorTheSides() throws {
        let s = scene()
        defer { s.window.isHidden = true }
        s.view.semanticContentAttribute = .forceRightToLeft
        s.view.setNeedsLayout()
        UIApplication.shared.advanceFrame(by: 0)
        let cell = try #require(s.cell(1))
        // Dragging right (towards the leading edge) reveals the trailing actions, at the left.
        tableDrag(s.window, from: CGPoint(x: 60, y: 66), by: CGPoint(x: 200, y: 0))
        tableSettle(0.5)
        let swipe = try #require(s.view.swipe)
        #expect(!swipe.leading && swipe.revealsOnLeft)
        #expect(cell.bounds.minX == -swipe.openWidth)
        let delete = inWindow(swipe.buttons[0], s), flag = inWindow(swipe.buttons[1], s)
        #expect(delete.minX == 0 && flag.minX == delete.maxX && flag.maxX == swipe.openWidth)
        tableTap(s.window, at: CGPoint(x: 200, y: 400))
        tableSettle(0.5)
        #expect(s.view.swipe == nil)
        // Dragging left reveals the leading action, at the right.
        tableDrag(s.window, from: CGPoint(x: 330, y: 66), by: CGPoint(x: -120, y: 0))
        tableSettle(0.5)
        let leading = try #require(s.view.swipe)
        #expect(leading.leading && !leading.revealsOnLeft)
        #expect(inWindow(leading.buttons[0], s).maxX == 390)
    }

    @Test func aDeleteThatRemovesTheItemLeavesNoOpenRow() throws {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let source = Source()
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        weak var weakView: UICollectionView?
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                source.count -= 1
                weakView?.deleteItems(at: [indexPath])
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        let view = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        weakView = view
        view.contentInsetAdjustmentBehavior = .never
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
        view.dataSource = source
        window.addSubview(view)
        UIApplication.shared.advanceFrame(by: 0)
        let swiped = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        tableDrag(window, from: CGPoint(x: 380, y: 66), by: CGPoint(x: -340, y: 0))
        tableSettle(1)
        #expect(view.numberOfItems(inSection: 0) == 39)
        #expect(view.swipe == nil)
        #expect(swiped.bounds.minX == 0 && !swiped.configurationState.isSwiped)
        #expect(swiped.subviews.allSatisfy { !($0.subviews.first is SwipeActionButton) })
        // The row that was item 2 ("Message 3") moved up to item 1, closed, where the deleted one was.
        let next = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(next.frame.minY == 44 && next.bounds.minX == 0)
        let text = (next as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration
        #expect(text?.text == "Message 3")
    }
}
