import Foundation
import Testing
import TesseraTesting
@testable import UIKit

/// A page: a coloured view that records its appearance callbacks.
@MainActor
private final class Page: UIViewController {
    let index: Int
    let log: EventLog
    init(_ index: Int, log: EventLog) {
        self.index = index
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Page.color(index)
        let label = UILabel(frame: CGRect(x: 20, y: 120, width: 300, height: 60))
        label.text = "Page \(index)"
        label.font = .boldSystemFont(ofSize: 40)
        label.textColor = .white
        view.addSubview(label)
    }
    static func color(_ index: Int) -> UIColor {
        [UIColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1), UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1),
         UIColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1), UIColor(red: 0.9, green: 0.6, blue: 0.1, alpha: 1),
         UIColor(red: 0.5, green: 0.3, blue: 0.8, alpha: 1)][index % 5]
    }
    override func viewWillAppear(_ animated: Bool) { log.add("\(index).willAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(index).didAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(index).willDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(index).didDisappear(\(animated))") }
}

/// `count` pages made once each, and the data source's calls.
@MainActor
private final class Book {
    let log: EventLog
    let count: Int
    var asked: [String] = []
    private var made: [Int: Page] = [:]
    init(count: Int, log: EventLog) {
        self.count = count
        self.log = log
    }
    func page(_ index: Int) -> Page {
        if let page = made[index] { return page }
        let page = Page(index, log: log)
        made[index] = page
        return page
    }
    func before(_ controller: UIViewController) -> UIViewController? {
        let index = (controller as! Page).index
        asked.append("before(\(index))")
        return index > 0 ? page(index - 1) : nil
    }
    func after(_ controller: UIViewController) -> UIViewController? {
        let index = (controller as! Page).index
        asked.append("after(\(index))")
        return index + 1 < count ? page(index + 1) : nil
    }
}

/// A data source without the page-indicator methods.
@MainActor
private final class Source: UIPageViewControllerDataSource {
    let book: Book
    init(_ book: Book) { self.book = book }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        book.before(viewController)
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        book.after(viewController)
    }
}

/// A data source with the page-indicator methods.
@MainActor
private final class IndicatorSource: UIPageViewControllerDataSource {
    let book: Book
    var index = 0
    init(_ book: Book) { self.book = book }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        book.before(viewController)
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        book.after(viewController)
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { book.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { index }
}

/// Records the delegate's calls into the same log as the pages' callbacks.
@MainActor
private final class Recorder: UIPageViewControllerDelegate {
    let log: EventLog
    init(_ log: EventLog) { self.log = log }
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        log.add("willTransitionTo(\(pendingViewControllers.map { String(($0 as! Page).index) }.joined(separator: ",")))")
    }
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.add("didFinish(\(previousViewControllers.map { String(($0 as! Page).index) }.joined(separator: ",")), completed: \(completed))")
    }
}

/// UIPageViewController: the scroll style's swipes, lazy data source, containment and appearance in
/// UIKit's order, delegate calls, page indicator, spacing, orientations and right-to-left; the page
/// curl's turns.
@MainActor @Suite struct PageViewControllerTests {
    init() { LogCapture.install() }

    private struct Scene {
        let window: UIWindow
        let pager: UIPageViewController
        let book: Book
        let log: EventLog
        let source: AnyObject
        let recorder: Recorder
    }

    /// A 390 × 844 window showing a page view controller at page `start` of a five-page book.
    private func scene(style: UIPageViewController.TransitionStyle = .scroll,
                       orientation: UIPageViewController.NavigationOrientation = .horizontal,
                       options: [UIPageViewController.OptionsKey: Any]? = nil, indicator: Bool = false,
                       rightToLeft: Bool = false, start: Int = 0) -> Scene {
        let log = EventLog()
        let book = Book(count: 5, log: log)
        let window = phoneWindowAtScale1()
        let pager = UIPageViewController(transitionStyle: style, navigationOrientation: orientation, options: options)
        let source: AnyObject
        if indicator {
            let s = IndicatorSource(book)
            s.index = start
            pager.dataSource = s
            source = s
        } else {
            let s = Source(book)
            pager.dataSource = s
            source = s
        }
        let recorder = Recorder(log)
        pager.delegate = recorder
        if rightToLeft { pager.view.semanticContentAttribute = .forceRightToLeft }
        pager.setViewControllers([book.page(start)], direction: .forward, animated: false)
        window.rootViewController = pager
        UIApplication.shared.advanceFrame(by: 0)
        UIApplication.shared.advanceFrame(by: 0)
        log.take()
        book.asked = []
        return Scene(window: window, pager: pager, book: book, log: log, source: source, recorder: recorder)
    }

    /// Presses at `start`, moves by `distance` in `steps` moves `interval` apart, waits `hold` seconds,
    /// and lifts the finger unless `lift` is false.
    private func drag(_ window: UIWindow, from start: CGPoint, by distance: CGPoint, steps: Int = 10,
                      interval: TimeInterval = 0.016, hold: TimeInterval = 0, lift: Bool = true) {
        var t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: start, timestamp: t))
        var point = start
        for i in 1...steps {
            t += interval
            point = CGPoint(x: start.x + distance.x * CGFloat(i) / CGFloat(steps), y: start.y + distance.y * CGFloat(i) / CGFloat(steps))
            window.send(TouchInput(phase: .move, location: point, timestamp: t))
        }
        if hold > 0 {
            t += hold
            window.send(TouchInput(phase: .move, location: point, timestamp: t))
        }
        if lift { window.send(TouchInput(phase: .up, location: point, timestamp: t + 0.001)) }
    }

    /// A quick flick: lands on the next page its way.
    private func flick(_ window: UIWindow, by distance: CGPoint) {
        drag(window, from: CGPoint(x: 200, y: 400), by: distance, steps: 5, interval: 0.01)
    }

    private func settle(_ frames: Int = 120) {
        for _ in 0..<frames { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
    }

    private func shown(_ pager: UIPageViewController) -> [Int] { (pager.viewControllers ?? []).map { ($0 as! Page).index } }

    // MARK: Scroll style

    @Test func theFirstPageShowsAsAChildAndTheDataSourceWaitsForAGesture() {
        let s = scene()
        let page = s.book.page(0)
        #expect(s.pager.children == [page])
        #expect(page.view.window === s.window)
        #expect(page.view.convert(page.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(s.book.asked.isEmpty, "the neighbours are asked for only when a swipe needs them")
        #expect(s.pager.gestureRecognizers.isEmpty, "the scroll style's scroll view pans by itself")
        #expect(s.pager.spineLocation == .none)
        #expect(s.pager.pageControl.superview == nil, "no indicator without the presentation methods")
    }

    @Test func aSwipeForwardBringsTheNextPageWithTheCallbacksInUIKitsOrder() {
        let s = scene()
        flick(s.window, by: CGPoint(x: -120, y: 0))
        settle()
        #expect(shown(s.pager) == [1])
        #expect(s.pager.children == [s.book.page(1)])
        #expect(s.book.page(0).parent == nil)
        #expect(s.book.page(0).viewIfLoaded?.superview == nil)
        #expect(s.book.asked == ["after(0)"], "only the side the swipe goes to is asked")
        #expect(s.log.take() == ["willTransitionTo(1)", "0.willDisappear(true)", "1.willAppear(true)",
                                 "0.didDisappear(true)", "1.didAppear(true)", "didFinish(0, completed: true)"])
        // At rest on the new page in the middle slot, with no visible jump.
        #expect(s.book.page(1).view.convert(s.book.page(1).view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func aSwipeBackBringsThePreviousPage() {
        let s = scene(start: 2)
        flick(s.window, by: CGPoint(x: 120, y: 0))
        settle()
        #expect(shown(s.pager) == [1])
        #expect(s.book.asked == ["before(2)"])
        #expect(s.log.take() == ["willTransitionTo(1)", "2.willDisappear(true)", "1.willAppear(true)",
                                 "2.didDisappear(true)", "1.didAppear(true)", "didFinish(2, completed: true)"])
    }

    @Test func theFirstPageBouncesWhenThereIsNothingBefore() {
        let s = scene()
        flick(s.window, by: CGPoint(x: 120, y: 0))
        settle()
        #expect(shown(s.pager) == [0])
        #expect(s.book.asked == ["before(0)"])
        #expect(s.log.take().isEmpty, "no transition, no callbacks")
        #expect(s.book.page(0).view.convert(CGPoint.zero, to: nil) == .zero)
    }

    @Test func aSwipeLetGoShortOfHalfWayIsCancelled() {
        let s = scene()
        drag(s.window, from: CGPoint(x: 300, y: 400), by: CGPoint(x: -110, y: 0), hold: 0.3)
        settle()
        #expect(shown(s.pager) == [0])
        #expect(s.pager.children == [s.book.page(0)])
        #expect(s.book.page(1).parent == nil)
        #expect(s.log.take() == ["willTransitionTo(1)", "0.willDisappear(true)", "1.willAppear(true)",
                                 "1.willDisappear(true)", "0.willAppear(true)", "1.didDisappear(true)", "0.didAppear(true)",
                                 "didFinish(0, completed: false)"])
        // The neighbour is remembered: a second swipe does not ask again.
        flick(s.window, by: CGPoint(x: -120, y: 0))
        settle()
        #expect(shown(s.pager) == [1])
        #expect(s.book.asked == ["after(0)"])
    }

    @Test func theLastPageStopsAForwardSwipe() {
        let s = scene(start: 4)
        flick(s.window, by: CGPoint(x: -120, y: 0))
        settle()
        #expect(shown(s.pager) == [4])
        #expect(s.book.asked == ["after(4)"])
        #expect(s.log.take().isEmpty)
    }

    @Test func theShownPageAppearsWithThePageViewControllerOnce() {
        let log = EventLog()
        let book = Book(count: 3, log: log)
        let window = phoneWindowAtScale1()
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.setViewControllers([book.page(0)], direction: .forward, animated: false)
        #expect(pager.children == [book.page(0)], "a child before the view loads")
        window.rootViewController = pager
        UIApplication.shared.advanceFrame(by: 0)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(log.take() == ["0.willAppear(false)", "0.didAppear(false)"])
        window.rootViewController = nil
        #expect(log.take() == ["0.willDisappear(false)", "0.didDisappear(false)"])
    }

    @Test func aPushedPageViewControllerPassesTheNavigationControllersCallbacksToItsPage() {
        let log = EventLog()
        let book = Book(count: 3, log: log)
        let window = phoneWindowAtScale1()
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        UIApplication.shared.advanceFrame(by: 0)
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let source = Source(book)
        pager.dataSource = source
        pager.setViewControllers([book.page(1)], direction: .forward, animated: false)
        navigation.pushViewController(pager, animated: true)
        settle(40)
        #expect(log.take() == ["1.willAppear(true)", "1.didAppear(true)"])
        navigation.popViewController(animated: true)
        settle(40)
        #expect(log.take() == ["1.willDisappear(true)", "1.didDisappear(true)"])
    }

    @Test func aDragThatTurnsRoundSwapsThePendingPage() {
        let s = scene(start: 2)
        var t = CACurrentMediaTime() + 0.01
        s.window.send(TouchInput(phase: .down, location: CGPoint(x: 200, y: 400), timestamp: t))
        for x in [180, 160, 140, 160, 200, 240, 260] {
            t += 0.05
            s.window.send(TouchInput(phase: .move, location: CGPoint(x: CGFloat(x), y: 400), timestamp: t))
        }
        s.window.send(TouchInput(phase: .move, location: CGPoint(x: 260, y: 400), timestamp: t + 0.3))
        s.window.send(TouchInput(phase: .up, location: CGPoint(x: 260, y: 400), timestamp: t + 0.31))
        settle()
        #expect(s.book.asked == ["after(2)", "before(2)"])
        #expect(s.log.take() == ["willTransitionTo(3)", "2.willDisappear(true)", "3.willAppear(true)",
                                 "3.willDisappear(true)", "3.didDisappear(true)", "willTransitionTo(1)", "1.willAppear(true)",
                                 "1.willDisappear(true)", "2.willAppear(true)", "1.didDisappear(true)", "2.didAppear(true)",
                                 "didFinish(2, completed: false)"])
        #expect(s.pager.children == [s.book.page(2)])
    }

    @Test func interPageSpacingSeparatesThePagesWhileTheyMove() {
        let s = scene(options: [.interPageSpacing: 20])
        let scroll = s.pager.scroller!.scrollView
        #expect(scroll.frame == CGRect(x: -10, y: 0, width: 410, height: 844), "a page plus the spacing, centred on the page")
        #expect(scroll.contentSize == CGSize(width: 1230, height: 844))
        #expect(scroll.contentOffset == CGPoint(x: 410, y: 0))
        #expect(s.book.page(0).view.frame == CGRect(x: 420, y: 0, width: 390, height: 844))
        drag(s.window, from: CGPoint(x: 300, y: 400), by: CGPoint(x: -250, y: 0), lift: false)
        UIApplication.shared.advanceFrame(by: 0)
        let old = s.book.page(0).view.convert(s.book.page(0).view.bounds, to: nil)
        let new = s.book.page(1).view.convert(s.book.page(1).view.bounds, to: nil)
        #expect(s.book.page(1).view.frame == CGRect(x: 830, y: 0, width: 390, height: 844))
        #expect(new.minX - old.maxX == 20)
        #expect(old.minX == -240, "the page follows the finger past the 10-point slop")
        // Let go still, past half way (of a page and its spacing): the page goes on.
        s.window.send(TouchInput(phase: .up, location: CGPoint(x: 50, y: 400), timestamp: CACurrentMediaTime() + 1))
        settle()
        #expect(shown(s.pager) == [1])
        #expect(scroll.contentOffset == CGPoint(x: 410, y: 0))
    }

    @Test func verticalPagesFollowOneAnotherDownwards() {
        let s = scene(orientation: .vertical)
        let scroll = s.pager.scroller!.scrollView
        #expect(scroll.contentSize == CGSize(width: 390, height: 3 * 844))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 844))
        flick(s.window, by: CGPoint(x: 0, y: -160))
        settle()
        #expect(shown(s.pager) == [1])
        #expect(s.book.asked == ["after(0)"])
        flick(s.window, by: CGPoint(x: -160, y: 0))
        settle()
        #expect(shown(s.pager) == [1], "a sideways swipe does nothing")
        flick(s.window, by: CGPoint(x: 0, y: 160))
        settle()
        #expect(shown(s.pager) == [0])
    }

    @Test func forwardIsLeftwardsRightToLeft() {
        let s = scene(rightToLeft: true)
        flick(s.window, by: CGPoint(x: 120, y: 0))
        settle()
        #expect(shown(s.pager) == [1])
        #expect(s.book.asked == ["after(0)"])
        drag(s.window, from: CGPoint(x: 100, y: 400), by: CGPoint(x: 250, y: 0), lift: false)
        UIApplication.shared.advanceFrame(by: 0)
        let next = s.book.page(2).view.convert(s.book.page(2).view.bounds, to: nil)
        #expect(next.maxX == 240, "the next page comes in from the left")
        s.window.send(TouchInput(phase: .up, location: CGPoint(x: 350, y: 400), timestamp: CACurrentMediaTime() + 1))
        settle()
        #expect(shown(s.pager) == [2])
    }

    @Test func thePageIndicatorShowsCountAndIndexAndFollowsSwipes() {
        let s = scene(indicator: true, start: 1)
        let control = s.pager.pageControl
        #expect(control.superview === s.pager.view)
        #expect(control.numberOfPages == 5)
        #expect(control.currentPage == 1)
        // The pages leave the indicator's strip free.
        let page = s.book.page(1).view!
        let stripTop = 844 - (UIPageControl.standardHeight + 8 + s.pager.view.safeAreaInsets.bottom)
        #expect(page.convert(page.bounds, to: nil) == CGRect(x: 0, y: 0, width: 390, height: stripTop))
        #expect(control.frame.minY >= stripTop && control.frame.maxY <= 844)
        flick(s.window, by: CGPoint(x: -120, y: 0))
        settle()
        #expect(control.currentPage == 2, "after a swipe the indicator moves by itself")
        (s.source as! IndicatorSource).index = 4
        s.pager.setViewControllers([s.book.page(4)], direction: .forward, animated: false)
        #expect(control.currentPage == 4, "setViewControllers asks again")
    }

    @Test func aTapOnThePageIndicatorSlidesOnePage() {
        let s = scene(indicator: true)
        let control = s.pager.pageControl
        let point = CGPoint(x: 330, y: control.frame.midY)
        let t = CACurrentMediaTime() + 0.01
        s.window.send(TouchInput(phase: .down, location: point, timestamp: t))
        s.window.send(TouchInput(phase: .up, location: point, timestamp: t + 0.05))
        settle(40)
        #expect(shown(s.pager) == [1])
        #expect(control.currentPage == 1)
        #expect(s.log.take() == ["willTransitionTo(1)", "0.willDisappear(true)", "1.willAppear(true)",
                                 "0.didDisappear(true)", "1.didAppear(true)", "didFinish(0, completed: true)"])
    }

    @Test func withoutADataSourceSwipesChangeNothing() {
        let s = scene()
        s.pager.dataSource = nil
        flick(s.window, by: CGPoint(x: -120, y: 0))
        settle()
        #expect(shown(s.pager) == [0])
        #expect(s.book.asked.isEmpty)
        #expect(s.log.take().isEmpty)
    }

    @Test func setViewControllersAnimatedSlidesAndCallsTheCompletionAtTheEnd() {
        let s = scene()
        var completed: [Bool] = []
        s.pager.setViewControllers([s.book.page(3)], direction: .forward, animated: true) { completed.append($0) }
        #expect(completed.isEmpty)
        #expect(s.log.take() == ["0.willDisappear(true)", "3.willAppear(true)"])
        UIApplication.shared.advanceFrame(by: 0.15)
        let moving = s.book.page(3).view.convert(CGPoint.zero, to: nil)
        #expect(moving.x > 0 && moving.x < 390, "the page slides in from the forward side")
        settle(30)
        #expect(completed == [true])
        #expect(shown(s.pager) == [3])
        #expect(s.log.take() == ["0.didDisappear(true)", "3.didAppear(true)"], "the delegate hears nothing")
        #expect(s.book.asked.isEmpty)
        // Reverse comes from the other side.
        s.pager.setViewControllers([s.book.page(1)], direction: .reverse, animated: true) { completed.append($0) }
        UIApplication.shared.advanceFrame(by: 0.15)
        #expect(s.book.page(1).view.convert(CGPoint.zero, to: nil).x < 0)
        settle(30)
        #expect(completed == [true, true])
        #expect(shown(s.pager) == [1])
    }

    @Test func setViewControllersWithoutAnimationReplacesAtOnce() {
        let s = scene()
        var completed: [Bool] = []
        s.pager.setViewControllers([s.book.page(2)], direction: .forward, animated: false) { completed.append($0) }
        #expect(completed == [true])
        #expect(shown(s.pager) == [2])
        #expect(s.pager.children == [s.book.page(2)])
        #expect(s.log.take() == ["0.willDisappear(false)", "2.willAppear(false)", "0.didDisappear(false)", "2.didAppear(false)"])
        UIApplication.shared.advanceFrame(by: 0)
        #expect(s.book.page(2).view.convert(CGPoint.zero, to: nil) == .zero)
        // The neighbours of the new page are asked afresh.
        flick(s.window, by: CGPoint(x: -120, y: 0))
        settle()
        #expect(s.book.asked == ["after(2)"])
    }

    @Test func theWrongNumberOfPagesIsReportedAndIgnored() {
        let s = scene()
        var completed: [Bool] = []
        let messages = LogCapture.messages(containing: "doesn't match the number required") {
            s.pager.setViewControllers([s.book.page(1), s.book.page(2)], direction: .forward, animated: false) { completed.append($0) }
        }
        #expect(messages.count == 1)
        #expect(completed == [false])
        #expect(shown(s.pager) == [0])
    }

    @Test func renderAScrollPagerMidSwipe() {
        let s = scene(options: [.interPageSpacing: 16], indicator: true)
        drag(s.window, from: CGPoint(x: 300, y: 400), by: CGPoint(x: -170, y: 0), lift: false)
        UIApplication.shared.advanceFrame(by: 0)
        let image = s.window.screen.snapshotImage()
        writeDebugImage(image, named: "pager-scroll-midswipe")
        #expect(close(rgba(image, 50, 300), [230, 51, 51, 255], 3), "the old page on the left")
        #expect(close(rgba(image, 380, 300), [51, 128, 230, 255], 3), "the next page on the right")
        s.window.send(TouchInput(phase: .up, location: CGPoint(x: 130, y: 400), timestamp: CACurrentMediaTime() + 1))
        settle()
    }

    // MARK: Page curl

    @Test func thePageCurlTurnsOnATapAtTheOuterEdge() {
        let s = scene(style: .pageCurl)
        #expect(s.pager.spineLocation == .min)
        #expect(s.pager.gestureRecognizers.count == 2)
        let t = CACurrentMediaTime() + 0.01
        s.window.send(TouchInput(phase: .down, location: CGPoint(x: 370, y: 400), timestamp: t))
        s.window.send(TouchInput(phase: .up, location: CGPoint(x: 370, y: 400), timestamp: t + 0.05))
        #expect(s.log.take() == ["willTransitionTo(1)", "0.willDisappear(true)", "1.willAppear(true)"])
        UIApplication.shared.advanceFrame(by: 0.1)
        #expect(s.pager.curler!.curlView.isHidden == false)
        settle(60)
        #expect(shown(s.pager) == [1])
        #expect(s.pager.children == [s.book.page(1)])
        #expect(s.log.take() == ["0.didDisappear(true)", "1.didAppear(true)", "didFinish(0, completed: true)"])
        #expect(s.pager.curler!.curlView.isHidden)
        // A tap at the spine's side turns back.
        let t2 = CACurrentMediaTime() + 0.01
        s.window.send(TouchInput(phase: .down, location: CGPoint(x: 20, y: 400), timestamp: t2))
        s.window.send(TouchInput(phase: .up, location: CGPoint(x: 20, y: 400), timestamp: t2 + 0.05))
        settle(60)
        #expect(shown(s.pager) == [0])
    }

    @Test func aPageCurlDragLetGoEarlyFallsBack() {
        let s = scene(style: .pageCurl)
        drag(s.window, from: CGPoint(x: 370, y: 400), by: CGPoint(x: -100, y: 0), hold: 0.3)
        settle(60)
        #expect(shown(s.pager) == [0])
        #expect(s.log.take() == ["willTransitionTo(1)", "0.willDisappear(true)", "1.willAppear(true)",
                                 "1.willDisappear(true)", "0.willAppear(true)", "1.didDisappear(true)", "0.didAppear(true)",
                                 "didFinish(0, completed: false)"])
        drag(s.window, from: CGPoint(x: 370, y: 400), by: CGPoint(x: -300, y: 0), hold: 0.3)
        settle(60)
        #expect(shown(s.pager) == [1], "past half way the page turns over")
    }

    @Test func renderThePageCurlMidTurn() {
        let s = scene(style: .pageCurl)
        drag(s.window, from: CGPoint(x: 380, y: 400), by: CGPoint(x: -160, y: 0), lift: false)
        UIApplication.shared.advanceFrame(by: 0)
        let image = s.window.screen.snapshotImage()
        writeDebugImage(image, named: "pager-curl-midturn")
        #expect(close(rgba(image, 40, 600), [230, 51, 51, 255], 3), "the flat part of the turning page")
        #expect(close(rgba(image, 385, 835), [51, 128, 230, 255], 3), "the next page uncovered at the peeled corner")
        #expect(close(rgba(image, 385, 300), [230, 51, 51, 255], 3), "the top of the outer edge still lies flat")
        s.window.send(TouchInput(phase: .up, location: CGPoint(x: 220, y: 400), timestamp: CACurrentMediaTime() + 1))
        settle(60)
        // Further on, the fold crosses the whole page.
        drag(s.window, from: CGPoint(x: 380, y: 400), by: CGPoint(x: -480, y: 0), steps: 20, lift: false)
        UIApplication.shared.advanceFrame(by: 0)
        let later = s.window.screen.snapshotImage()
        writeDebugImage(later, named: "pager-curl-later")
        #expect(close(rgba(later, 385, 100), [230, 51, 51, 255], 3) == false, "the top corner has turned too")
        s.window.send(TouchInput(phase: .up, location: CGPoint(x: -100, y: 400), timestamp: CACurrentMediaTime() + 1))
        settle(60)
        #expect(shown(s.pager) == [1], "the first drag fell back, the second turned the page")
    }

    @Test func theDelegateMovesTheSpineWhenTheViewTurnsLandscape() {
        @MainActor final class SpineChooser: UIPageViewControllerDelegate {
            let book: Book
            var asked: [UIInterfaceOrientation] = []
            init(_ book: Book) { self.book = book }
            func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
                asked.append(orientation)
                let first = pageViewController.viewControllers![0]
                if orientation.isPortrait {
                    pageViewController.setViewControllers([first], direction: .forward, animated: true)
                    pageViewController.isDoubleSided = false
                    return .min
                }
                pageViewController.setViewControllers([first, book.after(first)!], direction: .forward, animated: true)
                return .mid
            }
        }
        let log = EventLog()
        let book = Book(count: 4, log: log)
        let window = phoneWindowAtScale1()
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        let chooser = SpineChooser(book)
        pager.delegate = chooser
        pager.setViewControllers([book.page(0)], direction: .forward, animated: false)
        window.rootViewController = pager
        UIApplication.shared.advanceFrame(by: 0)
        #expect(chooser.asked.isEmpty, "the options gave the first spine")
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(chooser.asked == [.landscapeRight])
        #expect(pager.spineLocation == .mid)
        #expect(pager.viewControllers?.map { ($0 as! Page).index } == [0, 1])
        #expect(book.page(1).view.frame == CGRect(x: 422, y: 0, width: 422, height: 390))
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(pager.spineLocation == .min)
        #expect(pager.viewControllers?.map { ($0 as! Page).index } == [0])
        #expect(book.page(0).view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func aVerticalPageCurlTurnsUpwards() {
        let s = scene(style: .pageCurl, orientation: .vertical)
        drag(s.window, from: CGPoint(x: 200, y: 830), by: CGPoint(x: 0, y: -600), steps: 20, lift: false)
        UIApplication.shared.advanceFrame(by: 0)
        let image = s.window.screen.snapshotImage()
        writeDebugImage(image, named: "pager-curl-vertical")
        #expect(close(rgba(image, 20, 20), [230, 51, 51, 255], 3), "the top still lies flat")
        // Let go still, with the edge past the middle of the page: it turns over.
        s.window.send(TouchInput(phase: .up, location: CGPoint(x: 200, y: 230), timestamp: CACurrentMediaTime() + 1))
        settle(60)
        #expect(shown(s.pager) == [1])
        #expect(s.book.asked == ["after(0)"])
    }

    @Test func aMiddleSpineShowsTwoPagesAndTurnsThemInPairs() {
        let log = EventLog()
        let book = Book(count: 6, log: log)
        let window = phoneWindowAtScale1()
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                         options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        let source = Source(book)
        pager.dataSource = source
        #expect(pager.isDoubleSided)
        pager.setViewControllers([book.page(0), book.page(1)], direction: .forward, animated: false)
        window.rootViewController = pager
        UIApplication.shared.advanceFrame(by: 0)
        #expect(book.page(0).view.frame == CGRect(x: 0, y: 0, width: 195, height: 844))
        #expect(book.page(1).view.frame == CGRect(x: 195, y: 0, width: 195, height: 844))
        drag(window, from: CGPoint(x: 380, y: 400), by: CGPoint(x: -150, y: 0), lift: false)
        UIApplication.shared.advanceFrame(by: 0)
        let image = window.screen.snapshotImage()
        writeDebugImage(image, named: "pager-curl-mid-spine")
        window.send(TouchInput(phase: .up, location: CGPoint(x: 230, y: 400), timestamp: CACurrentMediaTime() + 1))
        settle(60)
        #expect(pager.viewControllers?.map { ($0 as! Page).index } == [2, 3])
        #expect(book.asked == ["after(1)", "after(2)"])
    }
}
