import Testing
@testable import UIKit

/// A list data source and delegate recording selection and primary actions, as iOS 16 apps write them.
@MainActor
private final class ListSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var events: [String] = []
    var texts: [String] = Array(repeating: "Item", count: 5)
    var vetoSelection = false
    var notEditable: Set<Int> = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = texts[indexPath.item]
        cell.contentConfiguration = content
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldSelect \(indexPath.item)")
        return !vetoSelection
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { events.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        events.append("canPerform \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        events.append("perform \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        !notEditable.contains(indexPath.item)
    }
}

/// A controller overriding delegate methods UIKit added in iOS 14–16, as subclasses do on iOS.
private final class AuditCollectionController: UICollectionViewController {
    var performed: [IndexPath] = []
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        performed.append(indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { indexPath.item != 0 }
    override func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { false }
    override func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { IndexPath(item: 2, section: 0) }
}

@MainActor
private func listScene(_ source: ListSource) -> (UIWindow, UICollectionView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
    collectionView.dataSource = source
    collectionView.delegate = source
    window.addSubview(collectionView)
    UIApplication.shared.advanceFrame(by: 0)
    return (window, collectionView)
}

@MainActor
private func auditTap(_ window: UIWindow, at point: CGPoint) {
    window.send(TouchInput(phase: .down, location: point, timestamp: CACurrentMediaTime() + 0.01))
    UIApplication.shared.advanceFrame(by: 0.2)
    window.send(TouchInput(phase: .up, location: point, timestamp: CACurrentMediaTime() + 0.001))
    UIApplication.shared.advanceFrame(by: 0)
}

@MainActor
@Suite struct CollectionViewAPIAuditTests {
    @Test func newPropertiesHaveIOSDefaults() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        #expect(collectionView.selfSizingInvalidation == .enabled)
        #expect(collectionView.allowsFocus == false)
        #expect(collectionView.allowsFocusDuringEditing == false)
        #expect(collectionView.selectionFollowsFocus == false)
        #expect(collectionView.remembersLastFocusedIndexPath)
        #expect(collectionView.dragInteractionEnabled == false)
        #expect(collectionView.hasActiveDrag == false)
        #expect(collectionView.hasActiveDrop == false)
        #expect(collectionView.hasUncommittedUpdates == false)
        #expect(collectionView.isPrefetchingEnabled)
        #expect(collectionView.reorderingCadence == .immediate)
        collectionView.selfSizingInvalidation = .disabled
        collectionView.allowsFocus = true
        #expect(collectionView.selfSizingInvalidation == .disabled)
        #expect(collectionView.allowsFocus)
        #expect(UICollectionView.SelfSizingInvalidation(rawValue: 2) == .enabledIncludingConstraints)
    }

    @Test func newContentConfigurationResizesASelfSizingListCell() throws {
        let source = ListSource()
        let (_, collectionView) = listScene(source)
        let first = IndexPath(item: 0, section: 0)
        let before = try #require(collectionView.layoutAttributesForItem(at: first)?.frame)
        let cell = try #require(collectionView.cellForItem(at: first))
        var content = UIListContentConfiguration.cell()
        content.text = Array(repeating: "A line long enough to wrap across the width of the list", count: 6).joined(separator: " ")
        cell.contentConfiguration = content
        collectionView.layoutIfNeeded()
        let after = try #require(collectionView.layoutAttributesForItem(at: first)?.frame)
        #expect(after.height > before.height + 40)
        #expect(cell.frame.height == after.height)
        let next = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        #expect(next.minY == after.maxY)
    }

    @Test func disabledSelfSizingInvalidationKeepsTheCellSize() throws {
        let source = ListSource()
        let (_, collectionView) = listScene(source)
        collectionView.selfSizingInvalidation = .disabled
        let first = IndexPath(item: 0, section: 0)
        let before = try #require(collectionView.layoutAttributesForItem(at: first)?.frame)
        let cell = try #require(collectionView.cellForItem(at: first))
        var content = UIListContentConfiguration.cell()
        content.text = Array(repeating: "A line long enough to wrap across the width of the list", count: 6).joined(separator: " ")
        cell.contentConfiguration = content
        collectionView.layoutIfNeeded()
        #expect(collectionView.layoutAttributesForItem(at: first)?.frame == before)
    }

    @Test func primaryActionFollowsSelectionInUIKitsOrder() throws {
        let source = ListSource()
        let (window, collectionView) = listScene(source)
        let second = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        auditTap(window, at: CGPoint(x: second.midX, y: second.midY))
        #expect(source.events == ["shouldSelect 1", "didSelect 1", "canPerform 1", "perform 1"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])

        source.events = []
        source.vetoSelection = true
        let third = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame)
        auditTap(window, at: CGPoint(x: third.midX, y: third.midY))
        #expect(source.events == ["shouldSelect 2", "canPerform 2", "perform 2"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func noPrimaryActionWithMultipleSelection() throws {
        let source = ListSource()
        let (window, collectionView) = listScene(source)
        collectionView.allowsMultipleSelection = true
        let second = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        auditTap(window, at: CGPoint(x: second.midX, y: second.midY))
        #expect(source.events == ["shouldSelect 1", "didSelect 1"])
    }

    @Test func canEditItemAtDecidesTheCellsEditingState() throws {
        let source = ListSource()
        source.notEditable = [0]
        let (_, collectionView) = listScene(source)
        collectionView.isEditing = true
        collectionView.layoutIfNeeded()
        let locked = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let editable = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(locked.configurationState.isEditing == false)
        #expect(editable.configurationState.isEditing == true)
        collectionView.isEditing = false
        #expect(editable.configurationState.isEditing == false)
    }

    @Test func defaultDelegateAnswers() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        let delegate = GridSource([1])
        let path = IndexPath(item: 0, section: 0)
        #expect(delegate.collectionView(collectionView, canEditItemAt: path))
        #expect(delegate.collectionView(collectionView, canPerformPrimaryActionForItemAt: path))
        collectionView.isEditing = true
        #expect(!delegate.collectionView(collectionView, canPerformPrimaryActionForItemAt: path))
        #expect(!delegate.collectionView(collectionView, shouldBeginMultipleSelectionInteractionAt: path))
        #expect(delegate.collectionView(collectionView, canFocusItemAt: path) == collectionView.allowsFocus)
        #expect(delegate.indexPathForPreferredFocusedView(in: collectionView) == nil)
    }

    @Test func collectionViewControllerSubclassesOverrideTheNewDelegateMethods() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let controller = AuditCollectionController(collectionViewLayout: layout)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let collectionView = try #require(controller.collectionView)
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.frame = window.bounds
        window.addSubview(collectionView)
        UIApplication.shared.advanceFrame(by: 0)
        let frame = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        auditTap(window, at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(controller.performed == [IndexPath(item: 1, section: 0)])
        collectionView.isEditing = true
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isEditing == false)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.configurationState.isEditing == true)
        let delegate: any UICollectionViewDelegate = controller
        #expect(delegate.indexPathForPreferredFocusedView(in: collectionView) == IndexPath(item: 2, section: 0))
        #expect(!delegate.collectionView(collectionView, canFocusItemAt: IndexPath(item: 0, section: 0)))
    }
}
