// The library shapes of LibraryShapes.swift (shared with Swift5ClientTests) in Swift 6 mode, with tests
// written as Swift 6 libraries write them: `@MainActor` XCTest cases.
import UIKit
import XCTest

/// Holds an object so that another thread can drop the last reference to it.
private final class HandOff: @unchecked Sendable {
    private let lock = NSLock()
    private var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
    func release() {
        lock.lock()
        let taken = object
        object = nil
        lock.unlock()
        _ = taken   // the last reference goes here, on the calling thread
    }
}

/// Set by another thread when its work is done; read by the main thread while it makes frames.
private final class Finished: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false
    var isDone: Bool { lock.lock(); defer { lock.unlock() }; return done }
    func finish() { lock.lock(); done = true; lock.unlock() }
}

@MainActor
final class Swift6ClientTests: XCTestCase {
    /// Drops this thread's reference in `handOff` and lets another thread drop the last one.
    private func releaseOnAnotherThread(_ handOff: inout HandOff?) async {
        let released = expectation(description: "released on another thread")
        let box = handOff!
        handOff = nil
        Thread.detachNewThread {
            box.release()
            released.fulfill()
        }
        await fulfillment(of: [released], timeout: 10)
    }

    func testSubclassDeinitsCompileAndRunInSwift6Mode() {
        _ = DeinitLog.shared.take()
        do {
            let controller = GalleryController()
            controller.view.addSubview(AvatarImageView(image: nil))
            controller.view.layer.addSublayer(RingLayer())
        }
        let log = DeinitLog.shared.take()
        XCTAssertEqual(Set(log.map(\.name)), ["GalleryController", "AvatarImageView", "RingLayer"])
        XCTAssertTrue(log.allSatisfy(\.onMain))
    }

    /// A view whose last reference goes on another thread (legal in Swift 6: views are `Sendable`): its
    /// subclass deinit runs there; its subviews lose their superview at once and hear the removal
    /// callbacks on the main thread, before the next frame; its constraints and layers go with it.
    func testAViewFreedOffTheMainThreadDetachesItsSubviewsOnTheMainThread() async {
        _ = DeinitLog.shared.take()
        let child = MoveReportingView()
        var handOff: HandOff?
        do {
            let root = ObservingBadgeView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            root.addSubview(child)
            child.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                child.widthAnchor.constraint(equalToConstant: 50),
                child.heightAnchor.constraint(equalToConstant: 20),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(child.frame, CGRect(x: 10, y: 10, width: 50, height: 20))
            root.layer.addSublayer(RingLayer())
            child.moves = []
            handOff = HandOff(root)
        }
        await releaseOnAnotherThread(&handOff)
        XCTAssertNil(child.superview, "cleared when the superview was freed")
        UIApplication.shared.advanceFrame()
        XCTAssertEqual(child.moves, ["willMoveToSuperview(nil)", "didMoveToSuperview(nil)"])
        let log = DeinitLog.shared.take()
        XCTAssertEqual(log.first { $0.name == "ObservingBadgeView" }?.onMain, false)
        XCTAssertEqual(log.first { $0.name == "RingLayer" }?.onMain, true, "sublayers are freed on the main thread")
        // The detached child lays out on its own again.
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.addSubview(child)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: host.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: host.centerYAnchor),
        ])
        host.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 125, y: 140, width: 50, height: 20))
    }

    /// Views and layers freed one at a time on another thread while the main thread keeps running its
    /// queue, so it often finishes a teardown before the freeing deinit has returned: their subviews and
    /// sublayers are still freed on the main thread every time (the freeing thread keeps no copy of them
    /// that could outlive the main thread's).
    func testChildrenOfObjectsFreedOffTheMainThreadAreFreedOnItWhileItRunsItsQueue() {
        _ = DeinitLog.shared.take()
        var boxes: [HandOff] = []
        for _ in 0..<400 {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            view.addSubview(AvatarImageView(image: nil))
            view.layer.addSublayer(RingLayer())
            boxes.append(HandOff(view))
            let layer = CALayer()
            layer.addSublayer(RingLayer())
            boxes.append(HandOff(layer))
        }
        let finished = Finished()
        let released = boxes
        boxes = []
        Thread.detachNewThread {
            for box in released {
                box.release()
                usleep(1000)   // the main thread, idle again, wakes for each teardown while its deinit is still running
            }
            finished.finish()
        }
        while !finished.isDone { RunLoop.main.run(until: Date() + 0.001) }
        UIApplication.shared.advanceFrame()
        let log = DeinitLog.shared.take()
        XCTAssertEqual(log.filter { $0.name == "RingLayer" }.count, 800)
        XCTAssertEqual(log.filter { $0.name == "AvatarImageView" }.count, 400)
        XCTAssertEqual(log.filter { !$0.onMain }.map(\.name), [], "children freed off the main thread")
    }

    /// A layer with a running animation whose view is freed on another thread: the animation table
    /// forgets it before the next frame, and its delegate hears the animation stop, on the main thread.
    func testAnAnimatedLayerFreedOffTheMainThreadLeavesNoAnimationBehind() async {
        final class StopRecorder: NSObject, CAAnimationDelegate {
            var stops: [(finished: Bool, onMain: Bool)] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append((flag, Thread.isMainThread)) }
        }
        let recorder = StopRecorder()
        var handOff: HandOff?
        do {
            let spinner = FancyLabel(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.toValue = Double.pi * 2
            spin.duration = 1
            spin.repeatCount = .infinity
            spin.delegate = recorder
            spinner.layer.add(spin, forKey: "spin")
            handOff = HandOff(spinner)
        }
        await releaseOnAnotherThread(&handOff)
        UIApplication.shared.advanceFrame()
        UIApplication.shared.advanceFrame()
        XCTAssertEqual(recorder.stops.count, 1)
        XCTAssertEqual(recorder.stops.first?.finished, false)
        XCTAssertEqual(recorder.stops.first?.onMain, true)
    }

    /// A text field that was edited (its caret observed frames) freed on another thread: its editor's
    /// decorations stop observing on the main thread instead of stopping the process.
    func testAnEditedTextFieldFreedOffTheMainThread() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        var handOff: HandOff?
        do {
            let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
            window.addSubview(field)
            XCTAssertTrue(field.becomeFirstResponder())
            field.insertText("caret")
            UIApplication.shared.advanceFrame()
            field.resignFirstResponder()
            field.removeFromSuperview()
            handOff = HandOff(field)
        }
        await releaseOnAnotherThread(&handOff)
        UIApplication.shared.advanceFrame()
        XCTAssertTrue(window.subviews.isEmpty)
    }

    /// A compositional layout replaced on its collection view and freed on another thread: its orthogonal
    /// sections' scroll views leave the collection view on the main thread, before the next frame.
    func testACompositionalLayoutFreedOffTheMainThreadTakesItsSectionScrollersAlong() async {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(120), heightDimension: .absolute(80)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        var handOff: HandOff?
        let source = Source()
        let collectionView: UICollectionView
        do {
            let layout = UICollectionViewCompositionalLayout(section: section)
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.subviews.filter { $0 is UIScrollView }.count, 1, "the section scrolls in a view of its own")
            collectionView.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: false)
            handOff = HandOff(layout)
        }
        await releaseOnAnotherThread(&handOff)
        UIApplication.shared.advanceFrame()
        XCTAssertEqual(collectionView.subviews.filter { $0 is UIScrollView }.count, 0)
    }

    /// Descriptions are nonisolated (NSObject's): read on another thread they answer NSObject's plain form
    /// instead of reading main-actor state (or stopping the process).
    func testDescriptionsReadOnAnotherThreadAnswerThePlainForm() async {
        let menu = UIMenu(title: "File", children: [])
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: UIViewController())
        XCTAssertTrue(menu.description.contains("File"), "on the main actor the full form")
        let texts = await Task.detached { [menu, item, navigation] in
            [menu.description, item.description, navigation.description]
        }.value
        XCTAssertTrue(texts[0].hasPrefix("<UIMenu: 0x"), texts[0])
        XCTAssertTrue(texts[1].hasPrefix("<UIBarButtonItem: 0x"), texts[1])
        XCTAssertTrue(texts[2].hasPrefix("<UINavigationController: 0x"), texts[2])
    }

    /// Animated layers whose last references go on another thread while the main thread is making
    /// frames: a frame walking the animation table must neither read a freed layer nor retain one whose
    /// deinit has begun on the other thread (the runtime stops the process when an object is freed
    /// still retained). Every frame completes, and the records leave the table. Some references go
    /// while a frame holds the layer, which then frees it on the main thread: that frame must not read
    /// the layer again (`LayerFreedDuringFrameTests` makes that happen on purpose, on one thread).
    func testAnimatedLayersFreedOnAnotherThreadWhileFramesRun() {
        var boxes: [HandOff] = []
        for index in 0..<150 {
            let layer = CALayer()
            layer.frame = CGRect(x: index % 20, y: index / 20, width: 10, height: 10)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 100
            layer.add(fade, forKey: "fade")
            let move = CABasicAnimation(keyPath: "position")
            move.toValue = NSValue(cgPoint: CGPoint(x: 200, y: 200))
            move.duration = 100
            layer.add(move, forKey: "move")
            // More values a layer, so that a frame putting them back holds each layer longer.
            for (key, value) in [("cornerRadius", 8.0), ("borderWidth", 2.0), ("zPosition", 3.0), ("shadowOpacity", 0.5)] {
                let animation = CABasicAnimation(keyPath: key)
                animation.toValue = value
                animation.duration = 100
                layer.add(animation, forKey: key)
            }
            boxes.append(HandOff(layer))
        }
        let finished = Finished()
        let released = boxes
        boxes = []
        Thread.detachNewThread {
            // One at a time, across many frames, so that some go while a frame holds the layer.
            for box in released {
                box.release()
                usleep(50)
            }
            finished.finish()
        }
        var frames = 0
        while !finished.isDone || frames < 3 {
            UIApplication.shared.advanceFrame()
            frames += 1
        }
        UIApplication.shared.advanceFrame()
        XCTAssertEqual(LayerAnimations.recordCount(where: { _ in true }), LayerAnimations.recordCount(where: { $0 != nil }),
                       "no record is left for a freed layer")
    }

    func testTheNotesTemplateControllerInSwift6Mode() {
        let controller = NotesListController()
        controller.loadViewIfNeeded()
        controller.editButtonItem.primaryAction?.performWithSender(nil, target: nil)
        XCTAssertEqual(controller.editingChanges, [true])
        XCTAssertEqual(controller.editButtonItem.title, "Done")
        XCTAssertEqual(controller.shareButton.configuration?.title, "Share")
    }

    /// A Swift 6 suite waiting on an animation, after async tests (which XCTest runs inside a run loop
    /// spin of its own) have already started the frame driver: the wait still makes frames.
    func testWaitingOnAnAnimationAfterAsyncTestsDrivesFrames() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let finished = expectation(description: "animation finished")
        UIView.animate(withDuration: 0.2, animations: { view.alpha = 0 }, completion: { done in
            XCTAssertTrue(done)
            finished.fulfill()
        })
        wait(for: [finished], timeout: 5)
        XCTAssertEqual(view.layer.presentation()?.opacity ?? view.layer.opacity, 0)
    }

    func testRowActionsFromTheDeprecatedDelegateMethod() {
        let controller = LegacyInboxController(style: .plain)
        let actions = controller.tableView(controller.tableView, editActionsForRowAt: IndexPath(row: 1, section: 0)) ?? []
        XCTAssertEqual(actions.map(\.title), ["Archive", "Delete"])
        XCTAssertEqual(actions.map(\.style), [.normal, .destructive])
        XCTAssertEqual(UITableViewRowAction.Style.destructive, .default)
    }
}
