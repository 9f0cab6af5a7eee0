// An app's view model and view code as iOS apps write them with Combine: `import Combine` beside UIKit,
// XCTest, Swift 5 language mode.
import Combine
import UIKit
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking // URLSession on Linux, as in any Linux port
#endif

final class CounterModel: ObservableObject {
    @Published var count = 0
    @Published var title = "Start"
}

final class SignUpModel: ObservableObject {
    @Published var username = ""
    @Published var password = ""
    @Published private(set) var canSubmit = false

    init() {
        Publishers.CombineLatest($username, $password)
            .map { !$0.isEmpty && $1.count >= 8 }
            .removeDuplicates()
            .assign(to: &$canSubmit)
    }
}

final class KeyboardAvoidingController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private(set) var keyboardShows = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .sink { [weak self] _ in self?.keyboardShows += 1 }
            .store(in: &cancellables)
    }
}

final class CombineClientTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    override func tearDown() {
        cancellables.removeAll()
        super.tearDown()
    }

    func testJustMapSink() {
        var values: [Int] = []
        Just(1).map { $0 * 2 }.sink { values.append($0) }.store(in: &cancellables)
        XCTAssertEqual(values, [2])
    }

    func testPassthroughSubjectAndOperators() {
        let subject = PassthroughSubject<String, Never>()
        var values: [String] = []
        var finished = false
        subject
            .filter { !$0.isEmpty }
            .removeDuplicates()
            .map { $0.uppercased() }
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
            .store(in: &cancellables)
        subject.send("a")
        subject.send("a")
        subject.send("")
        subject.send("b")
        subject.send(completion: .finished)
        XCTAssertEqual(values, ["A", "B"])
        XCTAssertTrue(finished)
    }

    func testPublishedAndObservableObject() {
        let model = CounterModel()
        var counts: [Int] = []
        var changes = 0
        model.$count.sink { counts.append($0) }.store(in: &cancellables)
        model.objectWillChange.sink { _ in changes += 1 }.store(in: &cancellables)
        model.count += 1
        model.count += 1
        model.title = "Done"
        XCTAssertEqual(counts, [0, 1, 2])
        XCTAssertEqual(changes, 3)

        let total = CurrentValueSubject<Int, Never>(10)
        var totals: [String] = []
        total.zip(model.$title).map { "\($1) \($0)" }.sink { totals.append($0) }.store(in: &cancellables)
        total.send(11)
        model.title = "Again"
        XCTAssertEqual(totals, ["Done 10", "Again 11"])
    }

    func testCombineLatestAndMergeAsFormsUseThem() {
        let model = SignUpModel()
        XCTAssertFalse(model.canSubmit)
        model.username = "ann"
        model.password = "12345678"
        XCTAssertTrue(model.canSubmit)
        model.username = ""
        XCTAssertFalse(model.canSubmit)

        let taps = PassthroughSubject<String, Never>()
        let keys = PassthroughSubject<String, Never>()
        var events: [String] = []
        var finished = false
        taps.merge(with: keys)
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { events.append($0) })
            .store(in: &cancellables)
        taps.send("tap")
        keys.send("key")
        taps.send(completion: .finished)
        XCTAssertFalse(finished, "a merge finishes when both upstreams have")
        taps.send("ignored")
        keys.send("key 2")
        keys.send(completion: .finished)
        XCTAssertEqual(events, ["tap", "key", "key 2"])
        XCTAssertTrue(finished)

        var pairs: [String] = []
        let numbers = PassthroughSubject<Int, Never>()
        let letters = PassthroughSubject<String, Never>()
        numbers.combineLatest(letters) { "\($0)\($1)" }.sink { pairs.append($0) }.store(in: &cancellables)
        numbers.send(1)
        letters.send("a")
        numbers.send(2)
        letters.send("b")
        XCTAssertEqual(pairs, ["1a", "2a", "2b"])

        let flags = (PassthroughSubject<Bool, Never>(), PassthroughSubject<Bool, Never>(), PassthroughSubject<Bool, Never>())
        var all: [Bool] = []
        Publishers.CombineLatest3(flags.0, flags.1, flags.2).map { $0 && $1 && $2 }.sink { all.append($0) }.store(in: &cancellables)
        flags.0.send(true)
        flags.1.send(true)
        flags.2.send(false)
        flags.2.send(true)
        XCTAssertEqual(all, [false, true])

        var loaded: [Int] = []
        Publishers.MergeMany([1, 2, 3].map { Just($0 * 10) }).collect().sink { loaded = $0 }.store(in: &cancellables)
        XCTAssertEqual(loaded, [10, 20, 30])
    }

    func testNotificationCenterPublisherWithUIKitNotification() {
        let controller = KeyboardAvoidingController()
        controller.loadViewIfNeeded()
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        XCTAssertEqual(controller.keyboardShows, 1)
    }

    func testReceiveOnDispatchQueueMain() {
        let delivered = expectation(description: "delivered on the main queue")
        var onMain = false
        Just(5)
            .subscribe(on: DispatchQueue.global())
            .receive(on: DispatchQueue.main)
            .sink { _ in
                onMain = Thread.isMainThread
                delivered.fulfill()
            }
            .store(in: &cancellables)
        wait(for: [delivered], timeout: 5)
        XCTAssertTrue(onMain)
    }

    func testReceiveOnRunLoopMainAndDebounce() {
        let subject = PassthroughSubject<Int, Never>()
        let delivered = expectation(description: "debounced value")
        var values: [Int] = []
        subject
            .debounce(for: .milliseconds(20), scheduler: RunLoop.main)
            .receive(on: RunLoop.main)
            .sink { values.append($0); delivered.fulfill() }
            .store(in: &cancellables)
        subject.send(1)
        subject.send(2)
        subject.send(3)
        wait(for: [delivered], timeout: 5)
        XCTAssertEqual(values, [3])
    }

    func testTimerPublish() {
        let ticked = expectation(description: "two ticks")
        var ticks = 0
        Timer.publish(every: 0.01, on: .main, in: .common)
            .autoconnect()
            .prefix(2)
            .sink(receiveCompletion: { _ in ticked.fulfill() }, receiveValue: { _ in ticks += 1 })
            .store(in: &cancellables)
        wait(for: [ticked], timeout: 5)
        XCTAssertEqual(ticks, 2)
    }

    func testFutureAndAnyPublisherFromOpenCombineCode() {
        var values: [Int] = []
        Future<Int, Never> { promise in promise(.success(3)) }
            .append(openCombineNumbers())
            .collect()
            .sink { values = $0.sorted() }
            .store(in: &cancellables)
        XCTAssertEqual(values, [1, 2, 3])
        // Combine's names are OpenCombine's: the same types under either module name.
        let cancellable: Combine.AnyCancellable = AnyCancellable {}
        XCTAssertTrue(type(of: cancellable) == OpenCombineAnyCancellable.self)
    }

    func testURLSessionPublisherTypeChecks() {
        // Not subscribed (no network in tests): that it compiles as on iOS is the check.
        let publisher = URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com")!)
            .map(\.data)
            .replaceError(with: Data())
            .eraseToAnyPublisher()
        XCTAssertNotNil(publisher)
    }
}
