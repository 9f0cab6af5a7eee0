import Testing
import TesseraTesting
import UIKit

/// A view with a fixed intrinsic size, as a fixed-size image or control.
private final class Block: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// UIStackView: the numbers UIKit gives for each distribution, alignment and spacing, hidden views,
/// margins, baselines, nesting and fitting sizes.
@MainActor @Suite struct StackViewTests {
    /// A 390×844 root (its frame holds it) with the stack pinned 20 points in from the sides at y 100,
    /// `length` long when given (height for a vertical stack is the stack's height, else its width is
    /// the pinned 350 and the height is set with `height`).
    func pinned(_ stack: UIStackView, width: CGFloat? = nil, height: CGFloat? = nil) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        var constraints = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                           stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)]
        if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) } else {
            constraints.append(stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20))
        }
        if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(constraints)
        return root
    }

    func ids(_ views: [UIView]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

    func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 0.5) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    // MARK: Fill

    @Test func horizontalFillStretchesTheFirstOfEqualHuggingViews() {
        let a = Block(50, 40), b = Block(60, 30), c = Block(70, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        let root = pinned(stack)
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 20, y: 100, width: 350, height: 40))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(b.frame == CGRect(x: 210, y: 0, width: 60, height: 40))
        #expect(c.frame == CGRect(x: 280, y: 0, width: 70, height: 40))
        // A higher hugging priority keeps a at its size: b, the first of the rest, grows.
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 210, height: 40))
        #expect(c.frame == CGRect(x: 280, y: 0, width: 70, height: 40))
        // A lower hugging priority on the last view makes it the one that grows.
        c.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        stack.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 60, y: 0, width: 60, height: 40))
        #expect(c.frame == CGRect(x: 130, y: 0, width: 220, height: 40))
    }

    @Test func verticalFillStretchesAndCompressesByPriority() {
        let a = Block(50, 40), b = Block(60, 30), c = Block(70, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.spacing = 8
        let root = pinned(stack, height: 300)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 350, height: 234))
        #expect(b.frame == CGRect(x: 0, y: 242, width: 350, height: 30))
        #expect(c.frame == CGRect(x: 0, y: 280, width: 350, height: 20))
        // 95 points for 106: the first of equally resistant views gives up 11.
        let height = stack.constraints.first { $0.firstAttribute == .height && $0.identifier == nil }
        #expect(height != nil)
        height?.constant = 95
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 350, height: 29))
        #expect(b.frame == CGRect(x: 0, y: 37, width: 350, height: 30))
        #expect(c.frame == CGRect(x: 0, y: 75, width: 350, height: 20))
        // Lower compression resistance on c: c shrinks instead.
        c.setContentCompressionResistancePriority(UILayoutPriority(700), for: .vertical)
        stack.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(a.frame.height == 40)
        #expect(c.frame == CGRect(x: 0, y: 86, width: 350, height: 9))
    }

    @Test func labelsFillHorizontallyAtTheirIntrinsicWidthsExceptTheFirst() {
        let first = UILabel(), second = UILabel()
        first.text = "Name"; second.text = "Value"
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.spacing = 8
        let root = pinned(stack)
        root.layoutIfNeeded()
        let secondSize = second.intrinsicContentSize
        #expect(second.frame.width == secondSize.width)
        #expect(second.frame.maxX == 350)
        #expect(first.frame.minX == 0)
        #expect(first.frame.width == 350 - 8 - secondSize.width)
        #expect(stack.frame.height == max(first.intrinsicContentSize.height, secondSize.height))
    }

    // MARK: Fill equally and proportionally

    @Test func fillEquallyOnBothAxes() {
        let a = Block(50, 40), b = Block(60, 30), c = Block(70, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .fillEqually
        stack.spacing = 10
        let root = pinned(stack)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 110, height: 40))
        #expect(b.frame == CGRect(x: 120, y: 0, width: 110, height: 40))
        #expect(c.frame == CGRect(x: 240, y: 0, width: 110, height: 40))

        let top = UILabel(), middle = UILabel(), bottom = UILabel()
        top.text = "One"; middle.text = "Two"; bottom.text = "Three"
        let column = UIStackView(arrangedSubviews: [top, middle, bottom])
        column.axis = .vertical
        column.distribution = .fillEqually
        let root2 = pinned(column, height: 300)
        root2.layoutIfNeeded()
        #expect(top.frame == CGRect(x: 0, y: 0, width: 350, height: 100))
        #expect(middle.frame == CGRect(x: 0, y: 100, width: 350, height: 100))
        #expect(bottom.frame == CGRect(x: 0, y: 200, width: 350, height: 100))
        #expect(column.constraints.contains { $0.identifier == "UISV-fill-equally" })
    }

    @Test func fillProportionallyFollowsIntrinsicSizes() {
        let a = Block(50, 40), b = Block(100, 30), c = Block(50, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .fillProportionally
        stack.spacing = 10
        let root = pinned(stack, width: 420)
        root.layoutIfNeeded()
        // 400 points for 200 of content: twice the intrinsic widths.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(b.frame == CGRect(x: 110, y: 0, width: 200, height: 40))
        #expect(c.frame == CGRect(x: 320, y: 0, width: 100, height: 40))

        let top = Block(10, 20), bottom = Block(10, 40)
        let column = UIStackView(arrangedSubviews: [top, bottom])
        column.axis = .vertical
        column.distribution = .fillProportionally
        let root2 = pinned(column, height: 180)
        root2.layoutIfNeeded()
        #expect(top.frame == CGRect(x: 0, y: 0, width: 350, height: 60))
        #expect(bottom.frame == CGRect(x: 0, y: 60, width: 350, height: 120))
    }

    // MARK: Equal spacing and centering

    @Test func equalSpacingOnBothAxes() {
        let a = Block(50, 40), b = Block(60, 30), c = Block(70, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .equalSpacing
        stack.spacing = 10
        stack.alignment = .top
        let root = pinned(stack)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(b.frame == CGRect(x: 135, y: 0, width: 60, height: 30))
        #expect(c.frame == CGRect(x: 280, y: 0, width: 70, height: 20))
        #expect(stack.frame.height == 40)

        let d = Block(50, 40), e = Block(60, 30), f = Block(70, 20)
        let column = UIStackView(arrangedSubviews: [d, e, f])
        column.axis = .vertical
        column.distribution = .equalSpacing
        column.alignment = .leading
        let root2 = pinned(column, height: 300)
        root2.layoutIfNeeded()
        #expect(d.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(e.frame == CGRect(x: 0, y: 145, width: 60, height: 30))
        #expect(f.frame == CGRect(x: 0, y: 280, width: 70, height: 20))
    }

    @Test func equalSpacingKeepsTheMinimumAndThenCompresses() {
        let a = Block(50, 40), b = Block(60, 30), c = Block(70, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .equalSpacing
        stack.spacing = 10
        // Only the leading edge is pinned: the stack is as long as the views and the minimum gaps.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let width = stack.widthAnchor.constraint(equalToConstant: 190)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(stack.frame.width == 200)
        #expect(b.frame.minX == 60)
        // 190 points: the gaps stay 10 and the first view gives up 10.
        width.isActive = true
        root.layoutIfNeeded()
        #expect(a.frame.width == 40)
        #expect(b.frame == CGRect(x: 50, y: 0, width: 60, height: 40))
        #expect(c.frame.minX == 120)
    }

    @Test func equalCenteringOnBothAxes() {
        let a = Block(40, 10), b = Block(100, 10), c = Block(60, 10)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .equalCentering
        stack.spacing = 10
        let root = pinned(stack)
        root.layoutIfNeeded()
        // Centres at 20, 170 and 320: 150 apart, with gaps of 80 and 70.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(b.frame == CGRect(x: 120, y: 0, width: 100, height: 10))
        #expect(c.frame == CGRect(x: 290, y: 0, width: 60, height: 10))

        let d = Block(10, 40), e = Block(10, 100), f = Block(10, 60)
        let column = UIStackView(arrangedSubviews: [d, e, f])
        column.axis = .vertical
        column.distribution = .equalCentering
        let root2 = pinned(column, height: 350)
        root2.layoutIfNeeded()
        #expect(d.frame == CGRect(x: 0, y: 0, width: 350, height: 40))
        #expect(e.frame == CGRect(x: 0, y: 120, width: 350, height: 100))
        #expect(f.frame == CGRect(x: 0, y: 290, width: 350, height: 60))
    }

    // MARK: Alignment

    @Test func horizontalAlignments() {
        let a = Block(50, 40), b = Block(60, 60), c = Block(70, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .equalSpacing
        let root = pinned(stack, height: 100)
        let expected: [(UIStackView.Alignment, [CGRect])] = [
            (.fill, [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 135, y: 0, width: 60, height: 100), CGRect(x: 280, y: 0, width: 70, height: 100)]),
            (.top, [CGRect(x: 0, y: 0, width: 50, height: 40), CGRect(x: 135, y: 0, width: 60, height: 60), CGRect(x: 280, y: 0, width: 70, height: 20)]),
            (.center, [CGRect(x: 0, y: 30, width: 50, height: 40), CGRect(x: 135, y: 20, width: 60, height: 60), CGRect(x: 280, y: 40, width: 70, height: 20)]),
            (.bottom, [CGRect(x: 0, y: 60, width: 50, height: 40), CGRect(x: 135, y: 40, width: 60, height: 60), CGRect(x: 280, y: 80, width: 70, height: 20)]),
        ]
        for (alignment, frames) in expected {
            stack.alignment = alignment
            root.layoutIfNeeded()
            #expect([a.frame, b.frame, c.frame] == frames, "\(alignment)")
        }
        #expect(UIStackView.Alignment.top == .leading)
        #expect(UIStackView.Alignment.bottom == .trailing)
        // Without a height the stack is as tall as its tallest view.
        let loose = UIStackView(arrangedSubviews: [Block(10, 40), Block(10, 60)])
        loose.alignment = .center
        let root2 = pinned(loose)
        root2.layoutIfNeeded()
        #expect(loose.frame.height == 60)
        #expect(loose.arrangedSubviews[0].frame.minY == 10)
    }

    @Test func verticalAlignments() {
        let a = Block(50, 40), b = Block(150, 30), c = Block(70, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.spacing = 5
        let root = pinned(stack, width: 200)
        let expected: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
            (.fill, [0, 0, 0], [200, 200, 200]),
            (.leading, [0, 0, 0], [50, 150, 70]),
            (.center, [75, 25, 65], [50, 150, 70]),
            (.trailing, [150, 50, 130], [50, 150, 70]),
        ]
        for (alignment, xs, widths) in expected {
            stack.alignment = alignment
            root.layoutIfNeeded()
            #expect([a.frame.minX, b.frame.minX, c.frame.minX] == xs, "\(alignment)")
            #expect([a.frame.width, b.frame.width, c.frame.width] == widths, "\(alignment)")
            #expect([a.frame.minY, b.frame.minY, c.frame.minY] == [0, 45, 80], "\(alignment)")
        }
        #expect(stack.frame.height == 100)
    }

    @Test func firstAndLastBaselinesOfLabelsWithDifferentFonts() {
        let fonts = [UIFont.systemFont(ofSize: 12), .systemFont(ofSize: 30), .systemFont(ofSize: 17)]
        let labels = fonts.map { font -> UILabel in
            let label = UILabel()
            label.font = font
            label.text = "Baseline"
            return label
        }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.alignment = .firstBaseline
        stack.spacing = 4
        let root = pinned(stack)
        root.layoutIfNeeded()
        let baselines = zip(labels, fonts).map { $0.frame.minY + $1.ascender }
        #expect(baselines.allSatisfy { abs($0 - baselines[0]) < 0.5 }, "\(baselines)")
        // The label with the tallest ascender touches the top; the stack hugs the group.
        #expect(labels[1].frame.minY == 0)
        #expect(labels[0].frame.minY > 5)
        let bottom = labels.map(\.frame.maxY).max() ?? 0
        #expect(abs(stack.frame.height - bottom) < 0.5)

        stack.alignment = .lastBaseline
        root.layoutIfNeeded()
        let lasts = zip(labels, fonts).map { $0.frame.maxY + $1.descender }
        #expect(lasts.allSatisfy { abs($0 - lasts[0]) < 0.5 }, "\(lasts)")
        #expect(abs(labels[1].frame.maxY - stack.frame.height) < 0.5)
    }

    @Test func baselineRelativeArrangementSpacesBaselines() {
        let top = UILabel(), bottom = UILabel()
        top.font = .systemFont(ofSize: 13); bottom.font = .systemFont(ofSize: 24)
        top.text = "Caption"; bottom.text = "Title"
        let stack = UIStackView(arrangedSubviews: [top, bottom])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.isBaselineRelativeArrangement = true
        stack.spacing = 30
        let root = pinned(stack)
        root.layoutIfNeeded()
        let topBaseline = top.frame.maxY + top.font.descender
        let bottomBaseline = bottom.frame.minY + bottom.font.ascender
        #expect(abs(bottomBaseline - topBaseline - 30) < 0.5)
        #expect(stack.forFirstBaselineLayout === top)
        #expect(stack.forLastBaselineLayout === bottom)
        // Edges, not baselines, without it.
        stack.isBaselineRelativeArrangement = false
        root.layoutIfNeeded()
        #expect(abs(bottom.frame.minY - top.frame.maxY - 30) < 0.5)
    }

    // MARK: Spacing

    @Test func spacingCustomSpacingAndSystemSpacing() {
        let a = Block(50, 10), b = Block(60, 10), c = Block(70, 10), d = Block(20, 10)
        let stack = UIStackView(arrangedSubviews: [a, b, c, d])
        stack.spacing = 10
        let root = pinned(stack, width: 230)
        stack.setCustomSpacing(30, after: a)
        stack.setCustomSpacing(-5, after: b)
        root.layoutIfNeeded()
        #expect(stack.customSpacing(after: a) == 30)
        #expect(stack.customSpacing(after: d) == UIStackView.spacingUseDefault)
        // 50 + 30 + 60 − 5 + 70 + 10 + 20 = 235: 5 too many, the first view gives them up.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 45, height: 10))
        #expect(b.frame.minX == 75)
        #expect(c.frame.minX == 130)
        #expect(d.frame.minX == 210)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: b)
        stack.spacing = -10
        root.layoutIfNeeded()
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        // 50 − 10 + 60 + 8 + 70 − 10 + 20 = 188: a grows by 42 to fill 230.
        #expect(a.frame.width == 92)
        #expect(b.frame.minX == 82)
        #expect(c.frame.minX == 150)
        #expect(d.frame.minX == 210)
        stack.spacing = UIStackView.spacingUseSystem
        root.layoutIfNeeded()
        #expect(b.frame.minX - a.frame.maxX == 8)
    }

    // MARK: Hidden views

    @Test func hiddenViewsCollapseAndComeBack() {
        let a = Block(50, 40), b = Block(60, 30), c = Block(70, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.spacing = 10
        stack.alignment = .leading
        let root = pinned(stack)
        root.layoutIfNeeded()
        #expect(stack.frame.height == 110)
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.count == 3)
        #expect(b.frame.height == 0)
        #expect(c.frame.minY == 50)
        #expect(stack.frame.height == 70)
        #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" })
        b.isHidden = false
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 0, y: 50, width: 60, height: 30))
        #expect(c.frame.minY == 90)
        #expect(!stack.constraints.contains { $0.identifier == "UISV-hiding" })
        // The first view hidden: the next one meets the edge.
        a.isHidden = true
        c.isHidden = true
        root.layoutIfNeeded()
        #expect(b.frame.minY == 0)
        #expect(stack.frame.height == 30)
        #expect(stack.forFirstBaselineLayout === b)
    }

    // MARK: Margins, nesting, fitting

    @Test func marginsRelativeArrangement() {
        let a = Block(50, 40), b = Block(60, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 10
        stack.alignment = .top
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 5, right: 15)
        let root = pinned(stack)
        root.layoutIfNeeded()
        #expect(a.frame.origin == .zero)
        #expect(stack.frame.height == 40)
        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 10, width: 245, height: 40))
        #expect(b.frame == CGRect(x: 275, y: 10, width: 60, height: 30))
        #expect(stack.frame.height == 55)
    }

    @Test func nestedStacks() {
        let a = Block(50, 40), b = Block(60, 30), c = Block(70, 20), d = Block(80, 50)
        let row1 = UIStackView(arrangedSubviews: [a, b])
        row1.spacing = 10
        row1.alignment = .center
        let row2 = UIStackView(arrangedSubviews: [c, d])
        row2.distribution = .fillEqually
        let column = UIStackView(arrangedSubviews: [row1, row2])
        column.axis = .vertical
        column.spacing = 8
        column.alignment = .leading
        let root = pinned(column)
        root.layoutIfNeeded()
        #expect(row1.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(b.frame == CGRect(x: 60, y: 5, width: 60, height: 30))
        #expect(row2.frame == CGRect(x: 0, y: 48, width: 160, height: 50))
        #expect(c.frame == CGRect(x: 0, y: 0, width: 80, height: 50))
        #expect(d.frame == CGRect(x: 80, y: 0, width: 80, height: 50))
        #expect(column.frame == CGRect(x: 20, y: 100, width: 350, height: 98))
        // Hiding a view inside the inner stack resizes the outer one.
        d.isHidden = true
        root.layoutIfNeeded()
        #expect(row2.frame.width == 70)
    }

    @Test func fittingSizeOfAStack() {
        let a = Block(50, 40), b = Block(60, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 8
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 60, height: 78))
        stack.alignment = .leading
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 66, height: 82))
        // A fixed width: the height for it, as table cells ask.
        let label = UILabel()
        label.text = "Hello"
        stack.addArrangedSubview(label)
        let size = stack.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                 verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 300)
        #expect(abs(size.height - (82 + 8 + label.intrinsicContentSize.height)) < 0.5)
    }

    // MARK: Arranged subviews and bad input

    @Test func managingArrangedSubviews() {
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(ids(stack.arrangedSubviews) == ids([a, b]))
        #expect(ids(stack.subviews) == ids([a, b]))
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        stack.insertArrangedSubview(c, at: 1)
        #expect(ids(stack.arrangedSubviews) == ids([a, c, b]))
        stack.insertArrangedSubview(a, at: 2)
        #expect(ids(stack.arrangedSubviews) == ids([c, b, a]))
        stack.removeArrangedSubview(b)
        #expect(ids(stack.arrangedSubviews) == ids([c, a]))
        #expect(b.superview === stack)
        a.removeFromSuperview()
        #expect(ids(stack.arrangedSubviews) == ids([c]))
        let logged = LogCapture.badValueReports(of: "UIStackView.insertArrangedSubview(_:at:)") {
            stack.insertArrangedSubview(b, at: 7)
        }
        #expect(logged.count == 1)
        #expect(ids(stack.arrangedSubviews) == ids([c, b]))
        let other = UIView()
        other.addSubview(c)
        #expect(ids(stack.arrangedSubviews) == ids([b]))
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let empty = UIStackView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(empty.forFirstBaselineLayout === empty)
        #expect(empty.axis == .horizontal && empty.distribution == .fill && empty.alignment == .fill && empty.spacing == 0)
    }

    @Test func badSpacingIsLoggedAndIgnored() {
        let a = Block(10, 10), b = Block(10, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 4
        let nan = LogCapture.badValueReports(of: "UIStackView.spacing") { stack.spacing = .nan }
        #expect(nan.count == 1)
        #expect(stack.spacing == 4)
        BadValue.forgetReport(api: "UIStackView.setCustomSpacing(_:after:)")
        let custom = LogCapture.messages(containing: "setCustomSpacing") {
            stack.setCustomSpacing(.infinity, after: a)
            stack.setCustomSpacing(3, after: UIView())
        }
        #expect(custom.count == 2)
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        let root = pinned(stack)
        root.layoutIfNeeded()
        #expect(b.frame.minX == a.frame.maxX + 4)
    }

    @Test func propertyChangesRearrangeWithUISVConstraints() {
        let a = Block(50, 40), b = Block(60, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 10
        let root = pinned(stack, width: 200, height: 200)
        root.layoutIfNeeded()
        let names = Set(stack.constraints.compactMap(\.identifier))
        #expect(names.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"]))
        #expect(stack.constraints.filter { $0.identifier == nil }.count == 2)
        #expect(stack.constraints.filter { $0.identifier != nil }.allSatisfy { $0.description.contains("'UISV-") })
        #expect(b.frame == CGRect(x: 140, y: 0, width: 60, height: 200))
        stack.axis = .vertical
        #expect(stack.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 200, height: 160))
        #expect(b.frame == CGRect(x: 0, y: 170, width: 200, height: 30))
    }

    @Test func frameBasedStackInATreeWithoutOtherConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let stack = UIStackView(frame: CGRect(x: 10, y: 10, width: 200, height: 50))
        holder.addSubview(stack)
        root.addSubview(holder)
        let a = Block(20, 20), b = Block(30, 20)
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        stack.distribution = .fillEqually
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 10, width: 200, height: 50))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(b.frame == CGRect(x: 100, y: 0, width: 100, height: 50))
    }
}
