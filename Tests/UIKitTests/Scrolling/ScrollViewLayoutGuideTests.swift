import Testing
@testable import UIKit

/// UIScrollView's layout guides: content pinned to the content guide gives the content size; views
/// pinned to the frame guide stay on screen while the content scrolls.
@MainActor @Suite struct ScrollViewLayoutGuideTests {
    @Test func contentConstraintsGiveTheContentSizeAndTheFrameGuideStaysPut() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        window.addSubview(scroll)
        let column = UIView()
        column.translatesAutoresizingMaskIntoConstraints = false
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(column)
        scroll.addSubview(badge)
        let content = scroll.contentLayoutGuide, frame = scroll.frameLayoutGuide
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: content.topAnchor),
            column.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            column.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            column.widthAnchor.constraint(equalTo: frame.widthAnchor),
            column.heightAnchor.constraint(equalToConstant: 1000),
            badge.topAnchor.constraint(equalTo: frame.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 300, height: 1000))
        #expect(content.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 1000))
        scroll.contentOffset = CGPoint(x: 0, y: 250)
        window.layoutIfNeeded()
        #expect(frame.layoutFrame == CGRect(x: 0, y: 250, width: 300, height: 400))
        #expect(badge.frame == CGRect(x: 270, y: 260, width: 20, height: 20), "10 points from the visible top")
        #expect(column.frame.minY == 0, "the content scrolls")
    }

    @Test func withoutContentConstraintsTheGuideIsTheContentSize() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let scroll = UIScrollView(frame: window.bounds)
        window.addSubview(scroll)
        scroll.contentSize = CGSize(width: 500, height: 700)
        let guide = scroll.contentLayoutGuide
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 500, height: 700))
        #expect(scroll.contentSize == CGSize(width: 500, height: 700))
        let loose = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        loose.contentSize = CGSize(width: 500, height: 700)
        _ = loose.contentLayoutGuide
        loose.layoutIfNeeded()
        #expect(loose.contentSize == CGSize(width: 500, height: 700), "a guide outside a window leaves the content size alone")
    }
}
