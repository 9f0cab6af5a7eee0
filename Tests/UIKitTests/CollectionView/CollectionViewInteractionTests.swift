import Testing
@testable import UIKit

/// Selection and highlight by touch and by code, batch updates (end states, animations, inconsistent
/// updates), interactive movement and layout transitions.
@MainActor @Suite struct CollectionViewInteractionTests {
    private func grid(_ counts: [Int]) -> (UIWindow, UICollectionView, GridSource) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        return collectionScene(counts, layout: layout)
    }

    /// Taps at `point` (window coordinates), holding past the scroll view's content-touch delay.
    private func tap(_ window: UIWindow, _ point: CGPoint) {
        let t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: point, timestamp: t))
        UIApplication.shared.advanceFrame(by: 0.2)
        window.send(TouchInput(phase: .up, location: point, timestamp: CACurrentMediaTime() + 0.01))
    }

    @Test func aTapHighlightsThenSelectsInUIKitsOrder() {
        let (window, cv, source) = grid([12])
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        let point = CGPoint(x: 160, y: 50) // item 1
        window.send(TouchInput(phase: .down, location: point, timestamp: CACurrentMediaTime() + 0.01))
        #expect(source.events.isEmpty, "held back by the scroll view's delay")
        UIApplication.shared.advanceFrame(by: 0.2)
        #expect(source.events == ["shouldHighlight 1", "didHighlight 1"])
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == true)
        window.send(TouchInput(phase: .up, location: point, timestamp: CACurrentMediaTime() + 0.01))
        #expect(source.events == ["shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1", "didSelect 1"])
        let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(cell?.isSelected == true && cell?.isHighlighted == false)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])

        // Another tap moves the single selection, telling the delegate about the old item.
        source.events = []
        tap(window, CGPoint(x: 50, y: 160)) // item 3
        #expect(source.events == ["shouldHighlight 3", "didHighlight 3", "shouldSelect 3", "didUnhighlight 3", "didDeselect 1", "didSelect 3"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(cell?.isSelected == false)
    }

    @Test func multipleSelectionTogglesAndKeepsItsOrder() {
        let (window, cv, source) = grid([12])
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        cv.allowsMultipleSelection = true
        tap(window, CGPoint(x: 270, y: 50)) // 2
        tap(window, CGPoint(x: 50, y: 50)) // 0
        tap(window, CGPoint(x: 160, y: 160)) // 4
        #expect(cv.indexPathsForSelectedItems?.map(\.item) == [2, 0, 4])
        source.events = []
        tap(window, CGPoint(x: 50, y: 50))
        #expect(source.events.suffix(3) == ["shouldDeselect 0", "didUnhighlight 0", "didDeselect 0"])
        #expect(cv.indexPathsForSelectedItems?.map(\.item) == [2, 4])
    }

    @Test func aDragScrollsWithoutHighlightingOrSelecting() {
        let (window, cv, source) = grid([60])
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        var t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: CGPoint(x: 160, y: 300), timestamp: t))
        for i in 1...6 {
            t += 0.01
            window.send(TouchInput(phase: .move, location: CGPoint(x: 160, y: 300 - CGFloat(i) * 20), timestamp: t))
        }
        window.send(TouchInput(phase: .up, location: CGPoint(x: 160, y: 180), timestamp: t + 0.01))
        #expect(source.events.isEmpty)
        #expect(cv.contentOffset.y > 0)
        #expect(cv.indexPathsForSelectedItems == nil)
    }

    @Test func selectingByCodeTellsNoDelegateAndScrolls() {
        let (window, cv, source) = grid([300])
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        cv.selectItem(at: IndexPath(item: 150, section: 0), animated: false, scrollPosition: .top)
        #expect(cv.contentOffset.y == 5500)
        cv.layoutIfNeeded()
        #expect(cv.cellForItem(at: IndexPath(item: 150, section: 0))?.isSelected == true)
        cv.selectItem(at: IndexPath(item: 151, section: 0), animated: false, scrollPosition: [])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 151, section: 0)])
        cv.deselectItem(at: IndexPath(item: 151, section: 0), animated: false)
        #expect(cv.indexPathsForSelectedItems == nil)
        #expect(source.events.isEmpty)
        cv.allowsSelection = false
        tap(window, CGPoint(x: 50, y: 50))
        #expect(cv.indexPathsForSelectedItems == nil && source.events.isEmpty)
    }

    @Test func batchUpdatesMoveCellsToTheirNewPlaces() {
        let (window, cv, source) = grid([9])
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        let four = cv.cellForItem(at: IndexPath(item: 4, section: 0))!
        cv.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        var finished: Bool?
        cv.performBatchUpdates({
            source.sections[0].remove(at: 0)               // delete 0
            source.sections[0].insert(101, at: 0)          // insert at 0 (after)
            source.sections[0].insert(100, at: 2)          // insert at 2 (after)
            cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
            cv.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
        }, completion: { finished = $0 })
        // Old 4 is now at 5: same cell, selected, animating to the new place.
        #expect(cv.cellForItem(at: IndexPath(item: 5, section: 0)) === four)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        #expect(finished == nil)
        settleCollection(0.5)
        #expect(finished == true)
        #expect(four.frame == CGRect(x: 220, y: 110, width: 100, height: 100))
        let tags = (0..<10).map { cv.cellForItem(at: IndexPath(item: $0, section: 0))?.tag }
        #expect(tags == [101, 1, 100, 2, 3, 4, 5, 6, 7, 8])
        #expect(cv.visibleCells.allSatisfy { $0.alpha == 1 })
        #expect(cv.subviews.filter { $0 is UICollectionViewCell }.count == 10, "the deleted cell left")
    }

    @Test func cellsPushedOffScreenSlideOutBeforeTheyAreReused() {
        let (window, cv, source) = grid([30])
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        let pushed = cv.cellForItem(at: IndexPath(item: 13, section: 0))!
        #expect(pushed.frame.minY == 440)
        source.sections[0].insert(contentsOf: [100, 101, 102], at: 0)
        cv.insertItems(at: (0..<3).map { IndexPath(item: $0, section: 0) })
        #expect(pushed.superview === cv, "still shown, on its way to row 5")
        #expect(cv.cellForItem(at: IndexPath(item: 16, section: 0)) == nil, "no longer a visible item")
        settleCollection(0.1)
        let midway = pushed.layer.presentation()?.frame.minY ?? 0
        #expect(midway > 440 && midway < 550, "sliding: \(midway)")
        settleCollection(0.5)
        #expect(pushed.superview == nil)
        #expect(cv.subviews.filter { $0 is UICollectionViewCell }.count == 15)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.tag == 100)
    }

    @Test func anInsertedCellFadesInAndADeletedOneFadesOut() {
        let (window, cv, source) = grid([3])
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        let doomed = cv.cellForItem(at: IndexPath(item: 2, section: 0))!
        source.sections[0].remove(at: 2)
        cv.deleteItems(at: [IndexPath(item: 2, section: 0)])
        source.sections[0].append(7)
        cv.insertItems(at: [IndexPath(item: 2, section: 0)])
        let fresh = cv.cellForItem(at: IndexPath(item: 2, section: 0))!
        #expect(fresh !== doomed)
        settleCollection(0.15)
        let midway = fresh.layer.presentation()?.opacity ?? 1
        #expect(midway > 0.05 && midway < 0.95, "fading in: \(midway)")
        settleCollection(0.5)
        #expect(fresh.alpha == 1 && fresh.tag == 7)
        #expect(doomed.superview == nil)
    }

    @Test func sectionsInsertDeleteAndMove() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let (window, cv, source) = collectionScene([2, 2, 2], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        let firstOfLast = cv.cellForItem(at: IndexPath(item: 0, section: 2))!
        cv.performBatchUpdates {
            source.sections.remove(at: 0)
            source.sections.insert([50], at: 1)
            cv.deleteSections([0])
            cv.insertSections([1])
        }
        settleCollection(0.5)
        #expect(cv.numberOfSections == 3)
        #expect((0..<3).map { cv.numberOfItems(inSection: $0) } == [2, 1, 2])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 2)) === firstOfLast)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.tag == 50)
        #expect(cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 3)

        cv.performBatchUpdates {
            let moved = source.sections.remove(at: 2)
            source.sections.insert(moved, at: 0)
            cv.moveSection(2, toSection: 0)
        }
        settleCollection(0.5)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === firstOfLast)
        #expect(firstOfLast.frame.minY == 20)
    }

    @Test func anInconsistentUpdateIsLoggedAndReloads() {
        let (window, cv, source) = grid([5])
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        var finished: Bool?
        cv.performBatchUpdates({
            source.sections[0].append(contentsOf: [5, 6])
            cv.insertItems(at: [IndexPath(item: 5, section: 0)]) // one short
        }, completion: { finished = $0 })
        #expect(finished == false)
        cv.layoutIfNeeded()
        #expect(cv.numberOfItems(inSection: 0) == 7, "reloaded from the data source")
        #expect(cv.visibleCells.count == 7)
        // Deleting an item that does not exist.
        source.sections[0].removeLast()
        cv.deleteItems(at: [IndexPath(item: 40, section: 0)])
        cv.layoutIfNeeded()
        #expect(cv.numberOfItems(inSection: 0) == 6)
    }

    @Test func reconfiguringKeepsTheCell() {
        let (window, cv, source) = grid([5])
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        CountingCell.reused = 0
        let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        source.sections[0][1] = 77
        cv.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(cell.tag == 77)
        #expect(CountingCell.reused == 0, "no prepareForReuse")
        source.sections[0][1] = 78
        cv.reloadItems(at: [IndexPath(item: 1, section: 0)])
        settleCollection(0.5)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) !== cell)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.tag == 78)
    }

    @Test func anItemMovesInteractively() {
        let (window, cv, source) = grid([9])
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        let zero = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        let one = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 260, y: 60))
        #expect(zero.center == CGPoint(x: 260, y: 60), "follows the point")
        #expect(zero.layer.zPosition > 1000, "above the others")
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === zero)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === one, "the others make room")
        settleCollection(0.5)
        #expect(one.frame.minX == 0)
        #expect(source.moves.isEmpty, "the data source hears only the end")
        cv.endInteractiveMovement()
        settleCollection(0.5)
        #expect(source.moves.map { [$0.0.item, $0.1.item] } == [[0, 2]])
        #expect(source.sections[0].prefix(3) == [1, 2, 0])
        #expect(zero.frame == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(zero.layer.zPosition == 0)

        // Cancelled: everything goes back.
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 270))
        cv.cancelInteractiveMovement()
        settleCollection(0.5)
        #expect(source.moves.count == 1)
        #expect((0..<9).map { cv.cellForItem(at: IndexPath(item: $0, section: 0))!.tag } == source.sections[0])
        // Not movable: refused.
        source.canMove = false
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    }

    @Test func changingTheLayoutAnimatesToTheNewFrames() {
        let (window, cv, source) = grid([6])
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        let list = UICollectionViewFlowLayout()
        list.itemSize = CGSize(width: 320, height: 40)
        list.minimumLineSpacing = 0
        let cell = cv.cellForItem(at: IndexPath(item: 4, section: 0))!
        var done = false
        cv.setCollectionViewLayout(list, animated: true) { done = $0 }
        #expect(cv.collectionViewLayout === list && list.collectionView === cv)
        settleCollection(0.1)
        let mid = cell.layer.presentation()?.frame ?? .zero
        #expect(mid.minY > 110 && mid.minY < 160 || mid.minY < 110 && mid.minY > 160 || mid.width > 100 && mid.width < 320, "in between: \(mid)")
        settleCollection(0.5)
        #expect(done)
        #expect(cell.frame == CGRect(x: 0, y: 160, width: 320, height: 40))
        #expect(cv.contentSize == CGSize(width: 320, height: 240))
    }

    @Test func anInteractiveTransitionFollowsItsProgressThenFinishesOrCancels() {
        let (window, cv, source) = grid([6])
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        let gridLayout = cv.collectionViewLayout
        let list = UICollectionViewFlowLayout()
        list.itemSize = CGSize(width: 320, height: 40)
        list.minimumLineSpacing = 0
        let cell = cv.cellForItem(at: IndexPath(item: 4, section: 0))!
        var ended: [[Bool]] = []
        let transition = cv.startInteractiveTransition(to: list) { completed, finished in ended.append([completed, finished]) }
        #expect(cv.collectionViewLayout === transition && transition.currentLayout === gridLayout && transition.nextLayout === list)
        transition.transitionProgress = 0.5
        cv.layoutIfNeeded()
        // Half way from (110, 110, 100, 100) to (0, 160, 320, 40).
        #expect(cell.frame == CGRect(x: 55, y: 135, width: 210, height: 70))
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0)) === cell)
        cv.cancelInteractiveTransition()
        settleCollection(0.5)
        #expect(cv.collectionViewLayout === gridLayout && ended == [[false, true]])
        #expect(cell.frame == CGRect(x: 110, y: 110, width: 100, height: 100))

        let again = cv.startInteractiveTransition(to: list) { completed, finished in ended.append([completed, finished]) }
        again.transitionProgress = 0.8
        cv.layoutIfNeeded()
        cv.finishInteractiveTransition()
        settleCollection(0.5)
        #expect(cv.collectionViewLayout === list && ended.last == [true, true])
        #expect(cell.frame == CGRect(x: 0, y: 160, width: 320, height: 40))
    }

    @Test func aControllerServesItsCollectionView() {
        final class Photos: UICollectionViewController {
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            }
        }
        let controller = Photos(collectionViewLayout: UICollectionViewFlowLayout())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.advanceFrame(by: 0)
        #expect(controller.view === controller.collectionView)
        #expect(controller.collectionView.dataSource === controller)
        #expect(controller.collectionView.visibleCells.count == 4)
        #expect(controller.collectionView.gestureRecognizers?.contains { $0 is UILongPressGestureRecognizer } == true)
    }

    @Test func theControllersLongPressReordersItems() {
        final class Board: UICollectionViewController {
            var items = [0, 1, 2, 3]
            var moves: [[Int]] = []
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                cell.tag = items[indexPath.item]
                return cell
            }
            override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
            override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                moves.append([sourceIndexPath.item, destinationIndexPath.item])
                items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let board = Board(collectionViewLayout: layout)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = board
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        board.collectionView.contentInsetAdjustmentBehavior = .never
        UIApplication.shared.advanceFrame(by: 0)
        let cv = board.collectionView!
        let from = cv.convert(CGPoint(x: 50, y: 50), to: window)      // item 0
        let to = cv.convert(CGPoint(x: 270, y: 50), to: window)       // item 2's place
        var t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: from, timestamp: t))
        UIApplication.shared.advanceFrame(by: 0.6)
        t = CACurrentMediaTime()
        for i in 1...8 {
            t += 0.03
            window.send(TouchInput(phase: .move, location: CGPoint(x: from.x + (to.x - from.x) * CGFloat(i) / 8, y: from.y), timestamp: t))
        }
        window.send(TouchInput(phase: .up, location: to, timestamp: t + 0.01))
        settleCollection(0.5)
        #expect(board.moves == [[0, 2]])
        #expect(board.items == [1, 2, 0, 3])
        #expect((0..<4).map { cv.cellForItem(at: IndexPath(item: $0, section: 0))?.tag } == [1, 2, 0, 3])
        #expect(cv.indexPathsForSelectedItems == nil, "a long press does not select")
    }
}

/// Random batch updates (deletions, insertions and moves across two sections, with a fixed seed):
/// every cell ends up showing the item the data source has at its index path, and cells of items
/// that stay are kept.
@MainActor @Suite struct CollectionViewRandomUpdateTests {
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 11
        }
    }

    @Test func randomUpdatesLandEveryCellOnItsItem() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 20, height: 20)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let (window, cv, source) = collectionScene([30, 30], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        var rng = Generator(state: 17)
        var nextValue = 1000
        for round in 0..<40 {
            let old = source.sections
            var cellsBefore: [Int: UICollectionViewCell] = [:]
            for (s, items) in old.enumerated() {
                for (i, value) in items.enumerated() { cellsBefore[value] = cv.cellForItem(at: IndexPath(item: i, section: s)) }
            }
            // Choose deletions and moves among the old items.
            var deleted: [IndexPath] = []
            var moved: [Int] = []
            var staying: [[Int]] = []
            for (s, items) in old.enumerated() {
                var keep: [Int] = []
                for (i, value) in items.enumerated() {
                    switch Int.random(in: 0..<10, using: &rng) {
                    case 0: deleted.append(IndexPath(item: i, section: s))
                    case 1: moved.append(value)
                    default: keep.append(value)
                    }
                }
                staying.append(keep)
            }
            // Place moved and inserted items at random places of the new sections.
            var fresh: [Int] = []
            for _ in 0..<Int.random(in: 0..<5, using: &rng) {
                fresh.append(nextValue)
                nextValue += 1
            }
            var new = staying
            for value in (moved + fresh).shuffled(using: &rng) {
                let s = Int.random(in: 0..<new.count, using: &rng)
                new[s].insert(value, at: Int.random(in: 0...new[s].count, using: &rng))
            }
            func find(_ value: Int, in sections: [[Int]]) -> IndexPath {
                for (s, items) in sections.enumerated() { if let i = items.firstIndex(of: value) { return IndexPath(item: i, section: s) } }
                return IndexPath(item: -1, section: -1)
            }
            var finished: Bool?
            cv.performBatchUpdates({
                source.sections = new
                cv.deleteItems(at: deleted)
                cv.insertItems(at: fresh.map { find($0, in: new) })
                for value in moved { cv.moveItem(at: find(value, in: old), to: find(value, in: new)) }
            }, completion: { finished = $0 })
            settleCollection(0.4)
            #expect(finished == true, "round \(round)")
            for (s, items) in new.enumerated() {
                #expect(cv.numberOfItems(inSection: s) == items.count)
                for (i, value) in items.enumerated() {
                    let cell = cv.cellForItem(at: IndexPath(item: i, section: s))
                    #expect(cell?.tag == value, "round \(round): \(s)-\(i)")
                    if let before = cellsBefore[value] { #expect(cell === before, "round \(round): the cell of \(value) is kept") }
                }
            }
        }
    }
}
