import Testing
@testable import UIKit

/// UICollectionViewCell: its views, selected background, and content and background configurations
/// that follow its state.
@MainActor @Suite struct CollectionViewCellTests {
    @Test func theSelectedBackgroundShowsWhileSelectedOrHighlighted() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        let background = UIView(), selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        cell.layoutIfNeeded()
        #expect(cell.subviews.first === background && cell.subviews[1] === selected && cell.subviews.last === cell.contentView)
        #expect(selected.alpha == 0 && background.frame == cell.bounds && cell.contentView.frame == cell.bounds)
        cell.isHighlighted = true
        #expect(selected.alpha == 1)
        cell.isHighlighted = false
        cell.isSelected = true
        #expect(selected.alpha == 1)
    }

    @Test func configurationsFollowTheState() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Hello"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.contains { $0 is UIListContentView })
        cell.backgroundConfiguration = .listPlainCell()
        var states: [Bool] = []
        cell.configurationUpdateHandler = { _, state in states.append(state.isSelected) }
        cell.layoutIfNeeded()
        #expect(states == [false])
        cell.isSelected = true
        #expect(cell.configurationState.isSelected)
        cell.layoutIfNeeded()
        #expect(states == [false, true], "updated once before the next layout")
        cell.layoutIfNeeded()
        #expect(states == [false, true])
        cell.contentConfiguration = nil
        #expect(!cell.contentView.subviews.contains { $0 is UIListContentView })
    }

    @Test func editingReachesTheCellsState() {
        let (window, cv, source) = collectionScene([3])
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        var editing: [Bool] = []
        let cell = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        cell.configurationUpdateHandler = { _, state in editing.append(state.isEditing) }
        cv.layoutIfNeeded()
        cv.isEditing = true
        cv.layoutIfNeeded()
        #expect(editing == [false, true])
        #expect(cell.configurationState.isEditing)
    }

    @Test func attributesEqualityAndCopies() {
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 2, section: 1))
        a.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        a.zIndex = 3
        a.alpha = 0.5
        #expect(a.center == CGPoint(x: 25, y: 40) && a.size == CGSize(width: 30, height: 40) && a.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        let b = a.copy() as! UICollectionViewLayoutAttributes
        #expect(b !== a && b == a && b.representedElementCategory == .supplementaryView && b.representedElementKind == "badge")
        b.alpha = 1
        #expect(b != a)
        a.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(a.transform3D == CATransform3DMakeScale(2, 2, 1))
        #expect(a.frame == CGRect(x: 10, y: 20, width: 30, height: 40), "the frame ignores the transform")
        a.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        #expect(a.frame == CGRect(x: 10, y: 20, width: 30, height: 40), "a NaN frame is reported and ignored")

        final class Tinted: UICollectionViewLayoutAttributes {
            var tint = 0
            override func copy(with zone: NSZone? = nil) -> Any {
                let copy = super.copy(with: zone) as! Tinted
                copy.tint = tint
                return copy
            }
            override func isEqual(_ object: Any?) -> Bool {
                (object as? Tinted)?.tint == tint && super.isEqual(object)
            }
        }
        let t = Tinted(forCellWith: IndexPath(item: 0, section: 0))
        t.tint = 7
        let u = t.copy() as! Tinted
        #expect(u.tint == 7 && u == t)
        u.tint = 8
        #expect(u != t)
    }
}
