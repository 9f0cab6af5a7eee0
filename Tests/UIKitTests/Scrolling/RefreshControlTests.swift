import Testing
@testable import UIKit

/// UIRefreshControl: a pull past the top starts it with `.valueChanged`, the content rests below it
/// while it refreshes, and `endRefreshing()` gives the space back.
@MainActor @Suite struct RefreshControlTests {
    @Test func pullingStartsARefreshAndEndingGivesTheSpaceBack() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 300, height: 1000)
        let refresh = UIRefreshControl()
        var refreshes = 0
        refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        scroll.refreshControl = refresh
        window.addSubview(scroll)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(refresh.superview === scroll && refresh.frame.maxY == 0, "above the content")

        // A long pull down: the finger moves 400 points, the content about 200 (rubber band).
        var t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: CGPoint(x: 150, y: 20), timestamp: t))
        for y in stride(from: 40.0, through: 390, by: 25) {
            t += 0.03
            window.send(TouchInput(phase: .move, location: CGPoint(x: 150, y: y), timestamp: t))
        }
        #expect(refresh.isRefreshing && refreshes == 1)
        t += 0.3
        window.send(TouchInput(phase: .move, location: CGPoint(x: 150, y: 390), timestamp: t))
        window.send(TouchInput(phase: .up, location: CGPoint(x: 150, y: 390), timestamp: t + 0.001))
        for _ in 0..<120 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
        #expect(scroll.contentOffset.y == -60, "resting below the control while it refreshes")
        #expect(scroll.adjustedContentInset.top == 60)

        refresh.endRefreshing()
        for _ in 0..<30 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
        #expect(!refresh.isRefreshing)
        #expect(scroll.adjustedContentInset.top == 0)
        #expect(scroll.contentOffset.y == 0)
        #expect(refreshes == 1)
    }

    @Test func beginningInCodeSendsNoEvent() {
        let refresh = UIRefreshControl()
        var events = 0
        refresh.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing && events == 0)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
    }
}
