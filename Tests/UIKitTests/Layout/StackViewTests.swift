import Testing
import TesseraTesting
import UIKit

/// A view with a fixed intrinsic size, like a control.
@MainActor
final class SizedView: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError() }
    override var intrinsicContentSize: CGSize { size }
}

/// UIStackView: every distribution and alignment, spacing, hiding, baselines, margins, nesting.
@MainActor @Suite struct StackViewTests {
    /// A stack pinned to the top-left of a 390×844 container, with the given width and height (nil: free).
    func pinned(_ stack: UIStackView, width: CGFloat? = nil, height: CGFloat? = nil) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        var constraints = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                           stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)]
        if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        return root
    }

    @Test func fillStretchesTheViewHuggingLeast() {
        let a = SizedView(50, 20), b = SizedView(60, 30), c = SizedView(40, 10)
        b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 5
        _ = pinned(stack, width: 300, height: 40)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(b.frame == CGRect(x: 55, y: 0, width: 200, height: 40))
        #expect(c.frame == CGRect(x: 260, y: 0, width: 40, height: 40))
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 300, height: 40))
        #expect(a.translatesAutoresizingMaskIntoConstraints == false)
    }

    @Test func fillShrinksTheViewResistingLeast() {
        let a = SizedView(150, 20), b = SizedView(150, 20)
        a.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b])
        _ = pinned(stack, width: 200)
        #expect(a.frame.width == 50)
        #expect(b.frame == CGRect(x: 50, y: 0, width: 150, height: 20))
    }

    @Test func unconstrainedStacksTakeTheirContentsSize() {
        let a = SizedView(50, 20), b = SizedView(60, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 10
        stack.alignment = .center
        _ = pinned(stack)
        #expect(stack.frame.size == CGSize(width: 120, height: 30))
        #expect(a.frame == CGRect(x: 0, y: 5, width: 50, height: 20))
        let column = UIStackView(arrangedSubviews: [SizedView(50, 20), SizedView(60, 30)])
        column.axis = .vertical
        column.spacing = 4
        _ = pinned(column)
        #expect(column.frame.size == CGSize(width: 60, height: 54))
    }

    @Test func fillEquallyGivesEqualSizes() {
        let views = [SizedView(10, 10), SizedView(100, 10), SizedView(30, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 6
        _ = pinned(stack, width: 312)
        #expect(views.map(\.frame.width) == [100, 100, 100])
        #expect(views.map(\.frame.minX) == [0, 106, 212])
    }

    @Test func fillProportionallyFollowsIntrinsicSizes() {
        let a = SizedView(100, 10), b = SizedView(200, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        _ = pinned(stack, width: 450)
        #expect(a.frame.width == 150)
        #expect(b.frame.width == 300)
    }

    @Test func equalSpacingKeepsSizesAndSharesTheGaps() {
        let views = [SizedView(40, 10), SizedView(60, 10), SizedView(20, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.spacing = 8
        _ = pinned(stack, width: 300)
        #expect(views.map(\.frame.width) == [40, 60, 20])
        #expect(views.map(\.frame.minX) == [0, 130, 280])
        // Unconstrained, the gaps are the minimum spacing.
        let loose = UIStackView(arrangedSubviews: [SizedView(40, 10), SizedView(60, 10)])
        loose.distribution = .equalSpacing
        loose.spacing = 8
        _ = pinned(loose)
        #expect(loose.frame.width == 108)
    }

    @Test func equalCenteringSpacesTheCentres() {
        let views = [SizedView(20, 10), SizedView(60, 10), SizedView(20, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalCentering
        _ = pinned(stack, width: 300)
        let centres = views.map(\.frame.midX)
        #expect(centres == [10, 150, 290])
    }

    @Test func alignmentsAcrossARow() {
        func row(_ alignment: UIStackView.Alignment) -> [CGRect] {
            let views = [SizedView(10, 20), SizedView(10, 40)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.alignment = alignment
            _ = pinned(stack, height: 60)
            return views.map(\.frame)
        }
        #expect(row(.fill).map(\.height) == [60, 60])
        #expect(row(.top).map(\.minY) == [0, 0])
        #expect(row(.center).map(\.minY) == [20, 10])
        #expect(row(.bottom).map(\.maxY) == [60, 60])
        #expect(UIStackView.Alignment.top == .leading)
    }

    @Test func alignmentsAcrossAColumn() {
        let views = [SizedView(20, 10), SizedView(40, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = .trailing
        _ = pinned(stack, width: 100)
        #expect(views.map(\.frame.maxX) == [100, 100])
        #expect(views.map(\.frame.minY) == [0, 10])
    }

    @Test func customAndSystemSpacing() {
        let views = [SizedView(10, 10), SizedView(10, 10), SizedView(10, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 4
        stack.setCustomSpacing(20, after: views[0])
        let root = pinned(stack)
        #expect(views.map(\.frame.minX) == [0, 30, 44])
        #expect(stack.customSpacing(after: views[0]) == 20)
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[0])
        stack.spacing = -5
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 18, 23])
    }

    @Test func hiddenViewsCollapseAndReturn() {
        let views = [SizedView(10, 10), SizedView(20, 10), SizedView(30, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 5
        let root = pinned(stack)
        #expect(stack.frame.width == 70)
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame.width == 45)
        #expect(views[2].frame.minX == 15)
        #expect(views[1].frame.width == 0)
        #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" })
        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(stack.frame.width == 70)
        #expect(views[2].frame.minX == 40)
    }

    @Test func arrangedSubviewsComeAndGo() {
        let a = SizedView(10, 10), b = SizedView(20, 10), c = SizedView(30, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        let root = pinned(stack)
        stack.insertArrangedSubview(c, at: 0)
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.frame.minX) == [0, 30, 40])
        stack.removeArrangedSubview(a)
        root.layoutIfNeeded()
        #expect(a.superview === stack)
        #expect(stack.arrangedSubviews.count == 2)
        #expect(stack.frame.width == 50)
        b.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map { $0 === c } == [true])
        let log = LogCapture.messages(containing: "index out of bounds") { stack.insertArrangedSubview(b, at: 9) }
        #expect(log.count == 1)
        #expect(stack.arrangedSubviews.last === b)
    }

    @Test func baselineAlignedRowOfLabels() {
        let big = UILabel(), small = UILabel()
        big.font = .systemFont(ofSize: 40); big.text = "Big"
        small.font = .systemFont(ofSize: 13); small.text = "small"
        let stack = UIStackView(arrangedSubviews: [big, small])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        _ = pinned(stack)
        let bigBaseline = big.frame.minY + big.font.ascender
        let smallBaseline = small.frame.minY + small.font.ascender
        #expect(abs(bigBaseline - smallBaseline) < 0.34)
        #expect(big.frame.minY == 0)
        #expect(stack.frame.height == big.frame.height)
    }

    @Test func baselineRelativeColumnSpacing() {
        let first = UILabel(), second = UILabel()
        first.text = "First"; second.text = "Second"
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.isBaselineRelativeArrangement = true
        stack.spacing = 30
        _ = pinned(stack)
        let firstBaseline = first.frame.maxY + first.font.descender
        let secondBaseline = second.frame.minY + second.font.ascender
        #expect(abs(secondBaseline - firstBaseline - 30) < 0.34)
    }

    @Test func marginsRelativeArrangement() {
        let a = SizedView(10, 10)
        let stack = UIStackView(arrangedSubviews: [a])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 4, left: 6, bottom: 8, right: 10)
        _ = pinned(stack)
        #expect(a.frame == CGRect(x: 6, y: 4, width: 10, height: 10))
        #expect(stack.frame.size == CGSize(width: 26, height: 22))
    }

    @Test func nestedStacksAndFittingSize() {
        let title = UILabel(), detail = UILabel()
        title.text = "Title"; detail.text = "Detail"
        let texts = UIStackView(arrangedSubviews: [title, detail])
        texts.axis = .vertical
        texts.spacing = 2
        let icon = SizedView(44, 44)
        let row = UIStackView(arrangedSubviews: [icon, texts])
        row.spacing = 12
        row.alignment = .center
        let size = row.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let textWidth = max(title.intrinsicContentSize.width, detail.intrinsicContentSize.width)
        let textHeight = title.intrinsicContentSize.height + 2 + detail.intrinsicContentSize.height
        #expect(abs(size.width - (44 + 12 + textWidth)) < 0.01)
        #expect(abs(size.height - max(44, textHeight)) < 0.01)
    }

    @Test func badSpacingIsRefused() {
        let stack = UIStackView()
        let log = LogCapture.messages(containing: "spacing must be finite") { stack.spacing = .nan }
        #expect(log.count == 1)
        #expect(stack.spacing == 0)
    }
}
