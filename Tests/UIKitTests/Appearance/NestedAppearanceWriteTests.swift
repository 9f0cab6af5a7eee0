import Testing
import TesseraTesting
import UIKit

/// A button whose image rule builds its image view while the registry is writing the button's rules.
final class NestButton: UIButton {}

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

extension UIImage {
    /// A one-colour image.
    static func makeSolid(_ color: UIColor, size: CGSize) -> UIImage? {
        UIGraphicsImageRenderer(size: size).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }
}
