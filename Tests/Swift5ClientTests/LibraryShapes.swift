// Classes shaped as popular UIKit libraries and Xcode's templates write them. This file is compiled twice:
// here in Swift 5 mode and, through a symbolic link, in Tests/Swift6ClientTests in Swift 6 mode. That both
// compile is what it checks first; the tests beside each copy check what the classes do.
import UIKit

/// Counts deinits by class name; the tests read it on the main actor after the objects are gone.
final class DeinitLog: @unchecked Sendable {
    static let shared = DeinitLog()
    private let lock = NSLock()
    private var names: [String] = []
    private var threads: [Bool] = []

    func record(_ name: String) {
        lock.lock(); defer { lock.unlock() }
        names.append(name)
        threads.append(Thread.isMainThread)
    }

    /// The names recorded since the last call, and whether each deinit ran on the main thread.
    func take() -> [(name: String, onMain: Bool)] {
        lock.lock(); defer { lock.unlock() }
        let taken = zip(names, threads).map { (name: $0, onMain: $1) }
        names = []
        threads = []
        return taken
    }
}

/// A view that observes a notification and stops in its deinit, as apps remove observers.
final class ObservingBadgeView: UIView {
    private(set) var notifications = 0
    // As Swift 6 code on iOS must write it: a deinit is nonisolated, and the token is not Sendable.
    nonisolated(unsafe) private var observer: NSObjectProtocol?

    override init(frame: CGRect) {
        super.init(frame: frame)
        observer = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification,
                                                          object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.notifications += 1 }
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
        DeinitLog.shared.record("ObservingBadgeView")
    }
}

/// A subview that reports the superview and window callbacks UIKit sends when its superview goes away.
final class MoveReportingView: UIView {
    var moves: [String] = []
    override func willMove(toSuperview newSuperview: UIView?) { moves.append("willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { moves.append("didMoveToSuperview(\(superview == nil ? "nil" : "view"))") }
    deinit { DeinitLog.shared.record("MoveReportingView") }
}

final class GalleryController: UIViewController {
    deinit { DeinitLog.shared.record("GalleryController") }
}

final class AvatarImageView: UIImageView {
    deinit { DeinitLog.shared.record("AvatarImageView") }
}

final class RingLayer: CALayer {
    deinit { DeinitLog.shared.record("RingLayer") }
}

final class ShimmerLayer: CAGradientLayer {
    deinit { DeinitLog.shared.record("ShimmerLayer") }
}

final class FancyLabel: UILabel {
    deinit { DeinitLog.shared.record("FancyLabel") }
}

/// A cell as nib-based libraries write one: set-up in awakeFromNib, clean-up in deinit.
final class ProfileCell: UITableViewCell {
    private(set) var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
    deinit { DeinitLog.shared.record("ProfileCell") }
}

/// A designable control (`@IBDesignable` is an attribute Swift on Linux does not have).
final class RatingView: UIControl {
    private(set) var preparedForInterfaceBuilder = false
    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        preparedForInterfaceBuilder = true
    }
    deinit { DeinitLog.shared.record("RatingView") }
}

/// A notes list as Xcode's template and Apple's sample code write one: the edit button in the bar, and
/// `setEditing` overridden to follow it.
final class NotesListController: UIViewController {
    private(set) var editingChanges: [Bool] = []
    let shareButton = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Share") { _ in })

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = editButtonItem
        view.addSubview(shareButton)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        editingChanges.append(editing)
    }
}

/// A table delegate still on the iOS 8 row-action API.
final class LegacyInboxController: UITableViewController {
    var archived: [IndexPath] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        let archive = UITableViewRowAction(style: .normal, title: "Archive") { [weak self] _, indexPath in
            self?.archived.append(indexPath)
        }
        archive.backgroundColor = .systemBlue
        return [archive, UITableViewRowAction(style: .destructive, title: "Delete") { _, _ in }]
    }
}
