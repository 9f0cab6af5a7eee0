import Testing
import TesseraTesting
import UIKit

// Styling by subclassing, as an iOS app writes it in Swift: an `App` namespace of fonts, colours and
// icons, a `Label` base class whose initialisers funnel into `initialize()`, and a `TitleLabel` that
// styles itself and knows its own constraints.

struct App {
    struct Fonts {
        static let title = UIFont.systemFont(ofSize: 32)
        static let heading = UIFont.systemFont(ofSize: 24)
        static let subheading = UIFont.systemFont(ofSize: 20)
        static let body = UIFont.systemFont(ofSize: 16)
        static let small = UIFont.systemFont(ofSize: 14)
    }

    struct Colors {
        static let title = UIColor.blue
        static let heading = UIColor.black
        static let background = UIColor.white
    }

    struct Icons {
        static let back = UIImage(named: "BackIcon")!
        static let share = UIImage(named: "ShareIcon")!
    }
}

class Label: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        self.initialize()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        self.initialize()
    }

    init() {
        super.init(frame: .zero)
        self.initialize()
    }

    func initialize() {
        self.translatesAutoresizingMaskIntoConstraints = false
    }
}

class TitleLabel: Label {
    override func initialize() {
        super.initialize()
        self.font = App.Fonts.title
        self.textColor = App.Colors.title
    }

    func constraints(in view: UIView) -> [NSLayoutConstraint] {
        return [
            self.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            self.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            self.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ]
    }
}

class HeadingLabel: Label {
    override func initialize() {
        super.initialize()
        self.font = App.Fonts.heading
        self.textColor = App.Colors.heading
    }
}

/// The app's view controller: `loadView` builds the view and activates the label's own constraints.
final class TitleViewController: UIViewController {
    let titleLabel = TitleLabel()

    override func loadView() {
        super.loadView()
        self.view.backgroundColor = App.Colors.background
        titleLabel.text = "Styling by subclassing"
        self.view.addSubview(titleLabel)
        NSLayoutConstraint.activate(titleLabel.constraints(in: self.view))
    }
}

@MainActor @Suite struct StylingBySubclassingTests {
    @Test func titleLabelStylesItselfInEveryInitialiser() {
        for label in [TitleLabel(), TitleLabel(frame: .zero)] {
            #expect(label.font == App.Fonts.title)
            #expect(label.textColor == App.Colors.title)
            #expect(!label.translatesAutoresizingMaskIntoConstraints)
        }
        let heading = HeadingLabel()
        #expect(heading.font.pointSize == 24)
    }

    @Test func titleLabelIsPinnedToTheSafeAreaAndCentred() {
        let window = UIWindow()
        let controller = TitleViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.advanceFrame()
        let label = controller.titleLabel
        let safe = window.safeAreaInsets
        let height = label.intrinsicContentSize.height
        #expect(label.frame.minX == safe.left + 16)
        #expect(label.frame.width == 390 - safe.left - safe.right - 32)
        #expect(label.frame.height == height)
        #expect(abs(label.frame.midY - 422) < 0.34)   // within a device pixel of the centre
        // It draws: blue title text on the white background.
        let image = window.snapshotImage(scale: 1)
        let row = Int(label.frame.midY)
        let blue = (Int(label.frame.minX)..<Int(label.frame.maxX)).contains { x in
            let p = rgba(image, x, row)
            return p[2] > 200 && p[0] < 120 && p[1] < 120
        }
        #expect(blue)
    }
}
