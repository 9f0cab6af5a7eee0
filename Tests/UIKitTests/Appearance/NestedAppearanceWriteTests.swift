import Testing
import TesseraTesting
import UIKit

/// A button whose image rule builds its image view while the registry is writing the button's rules.
final class NestButton: UIButton {}

/// A view whose background colour setter takes its siblings out of their superview.
final class SiblingRemovingView: UIView {
    override var backgroundColor: UIColor? {
        didSet { for sibling in superview?.subviews ?? [] where sibling !== self { sibling.removeFromSuperview() } }
    }
}

/// The container whose subviews the sibling-removal test styles.
final class RemovalContainer: UIView {}

/// Rules applied while another view's rules are being written (a setter that adds subviews) stay rules:
/// they follow later changes of the rules instead of turning into the app's own values.
@MainActor @Suite struct NestedAppearanceWriteTests {
    @Test func rulesAfterANestedWriteKeepFollowingAppearance() throws {
        try withCleanAppearance {
            let image = try #require(UIImage.makeSolid(.orange, size: CGSize(width: 8, height: 8)))
            NestButton.appearance().setImage(image, for: .normal)
            UIImageView.appearance(whenContainedInInstancesOf: [NestButton.self]).backgroundColor = .cyan
            NestButton.appearance().setTitleColor(.red, for: .normal)
            NestButton.appearance().backgroundColor = .yellow
            NestButton.appearance().setTitleShadowColor(.green, for: .normal)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let button = NestButton(type: .custom)
            button.setTitle("Nest", for: .normal)
            window.addSubview(button)
            #expect(button.currentImage === image)
            #expect(button.imageView?.backgroundColor == .cyan)
            #expect(button.titleColor(for: .normal) == .red)
            #expect(button.backgroundColor == .yellow)
            #expect(button.titleShadowColor(for: .normal) == .green)

            NestButton.appearance().setTitleColor(.blue, for: .normal)
            NestButton.appearance().backgroundColor = .purple
            NestButton.appearance().setTitleShadowColor(.brown, for: .normal)
            window.reapplyAppearance()
            #expect(button.titleColor(for: .normal) == .blue)
            #expect(button.backgroundColor == .purple)
            #expect(button.titleShadowColor(for: .normal) == .brown)
        }
    }
}

extension NestedAppearanceWriteTests {
    /// A setter that removes the views after it from the family being styled: the walk goes on over the
    /// family as it was (each removed view is still alive until the walk ends, and gets its value), and
    /// the removed views are freed once the window has them no more.
    @Test func aSetterThatRemovesItsSiblingsDuringTheWalkLosesNothing() {
        withCleanAppearance {
            UIView.appearance(whenContainedInInstancesOf: [RemovalContainer.self]).backgroundColor = .red
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let container = RemovalContainer(frame: window.bounds)
            let remover = SiblingRemovingView()
            container.addSubview(remover)
            weak var first: UIView?
            weak var second: UIView?
            do {
                let a = UIView(), b = UIView()
                container.addSubview(a)
                container.addSubview(b)
                first = a
                second = b
            }
            window.addSubview(container)
            #expect(remover.backgroundColor == .red)
            #expect(container.subviews.count == 1 && container.subviews.first === remover)
            #expect(first == nil)
            #expect(second == nil)

            // A later view of the family still takes the rule.
            let later = UIView()
            container.addSubview(later)
            #expect(later.backgroundColor == .red)
        }
    }
}

extension UIImage {
    /// A one-colour image.
    static func makeSolid(_ color: UIColor, size: CGSize) -> UIImage? {
        UIGraphicsImageRenderer(size: size).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }
}
