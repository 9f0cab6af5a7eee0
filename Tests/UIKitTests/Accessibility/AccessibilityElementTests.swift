import Testing
@testable import UIKit

/// The informal protocol on views and `UIAccessibilityElement`: defaults, frames in screen
/// coordinates, containers and their element lists.
@MainActor @Suite struct AccessibilityElementTests {
    /// A view that draws two bars itself and gives each as an element.
    final class Chart: UIView {
        lazy var bars: [UIAccessibilityElement] = ["Mon", "Tue"].enumerated().map { index, day in
            let bar = UIAccessibilityElement(accessibilityContainer: self)
            bar.isAccessibilityElement = true
            bar.accessibilityLabel = day
            bar.accessibilityValue = "\(index + 3) hours"
            bar.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(index) * 50, y: 10, width: 40, height: 80)
            return bar
        }
        override func accessibilityElementCount() -> Int { bars.count }
        override func accessibilityElement(at index: Int) -> Any? { bars[index] }
    }

    @Test func plainViewsAreNotElementsButUIKitsLabelsAndControlsAre() {
        #expect(!UIView().isAccessibilityElement)
        #expect(UILabel().isAccessibilityElement)
        #expect(UIButton().isAccessibilityElement)
        #expect(UISwitch().isAccessibilityElement)
        #expect(UISlider().isAccessibilityElement)
        #expect(UITextField().isAccessibilityElement)
        #expect(!UIImageView().isAccessibilityElement)
        #expect(UITableViewCell().isAccessibilityElement)
        #expect(!UIAccessibilityElement(accessibilityContainer: UIView()).isAccessibilityElement, "false in the iOS headers")
        let label = UILabel()
        label.isAccessibilityElement = false
        #expect(!label.isAccessibilityElement)
    }

    @Test func everyTraitHasItsOwnBitAndAName() {
        let all: [UIAccessibilityTraits] = [.button, .link, .image, .selected, .playsSound, .keyboardKey, .staticText,
                                            .summaryElement, .notEnabled, .updatesFrequently, .searchField,
                                            .startsMediaSession, .adjustable, .allowsDirectInteraction, .causesPageTurn,
                                            .header, .tabBar, .toggleButton, .supportsZoom]
        #expect(Set(all.map(\.rawValue)).count == all.count)
        #expect(all.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
        #expect(UIAccessibilityTraits.button.rawValue == 1 && UIAccessibilityTraits.header.rawValue == 1 << 16)
        #expect(UIAccessibilityTraits([.button, .selected]).description == "button, selected")
        #expect(UIAccessibilityTraits.supportsZoom.description == "supportsZoom")
    }

    @Test func attributedPropertiesFollowThePlainOnes() {
        let view = UIView()
        view.accessibilityLabel = "Play"
        #expect(view.accessibilityAttributedLabel?.string == "Play")
        view.accessibilityAttributedValue = NSAttributedString(string: "3 of 5", attributes: [UIAccessibility.speechAttributeSpellOut: true])
        #expect(view.accessibilityValue == "3 of 5")
        #expect(view.accessibilityAttributedValue?.attribute(UIAccessibility.speechAttributeSpellOut, at: 0, effectiveRange: nil) as? Bool == true)
        view.accessibilityHint = "Plays"
        #expect(view.accessibilityAttributedHint?.string == "Plays")
        #expect(view.accessibilityUserInputLabels == ["Play"])
        view.accessibilityUserInputLabels = ["Start", "Go"]
        #expect(view.accessibilityUserInputLabels == ["Start", "Go"])
    }

    @Test func aViewsFrameAndActivationPointAreOnTheScreenThroughTransforms() {
        let window = UIWindow(frame: CGRect(x: 100, y: 200, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 20))
        window.addSubview(view)
        #expect(view.accessibilityFrame == CGRect(x: 110, y: 220, width: 40, height: 20))
        #expect(view.accessibilityActivationPoint == CGPoint(x: 130, y: 230))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)   // about its centre (30, 30)
        #expect(view.accessibilityFrame == CGRect(x: 90, y: 210, width: 80, height: 40))
        view.accessibilityActivationPoint = CGPoint(x: 1, y: 2)
        #expect(view.accessibilityActivationPoint == CGPoint(x: 1, y: 2))
        #expect(UIAccessibility.convertToScreenCoordinates(CGRect(x: 0, y: 0, width: 10, height: 10), in: view)
                == CGRect(x: 90, y: 210, width: 20, height: 20))
        let path = UIAccessibility.convertToScreenCoordinates(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), in: view)
        #expect(path.bounds == CGRect(x: 90, y: 210, width: 20, height: 20))
        #expect(view.accessibilityPath == nil)
        view.accessibilityPath = path
        #expect(view.accessibilityPath === path)
    }

    @Test func anElementsFrameFollowsItsContainer() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let chart = Chart(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        window.addSubview(chart)
        let bar = chart.bars[1]
        #expect(bar.accessibilityContainer === chart)
        #expect(bar.accessibilityFrame == CGRect(x: 70, y: 110, width: 40, height: 80))
        chart.frame.origin = CGPoint(x: 40, y: 300)
        #expect(bar.accessibilityFrame == CGRect(x: 90, y: 310, width: 40, height: 80), "the frame follows the container")
        #expect(bar.accessibilityActivationPoint == CGPoint(x: 110, y: 350))
        bar.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(bar.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4), "a frame set on screen stays")
        // An element inside an element: offset by the outer element's frame.
        let inner = UIAccessibilityElement(accessibilityContainer: chart.bars[0])
        inner.accessibilityFrameInContainerSpace = CGRect(x: 5, y: 5, width: 10, height: 10)
        #expect(inner.accessibilityFrame == CGRect(x: 45, y: 315, width: 10, height: 10))
    }

    @Test func containerMethodsAnswerFromTheElementList() {
        let chart = Chart()
        #expect(chart.accessibilityElementCount() == 2)
        #expect(chart.index(ofAccessibilityElement: chart.bars[1]) == 1)
        #expect(chart.index(ofAccessibilityElement: UIView()) == NSNotFound)
        let plain = UIView()
        #expect(plain.accessibilityElementCount() == 0 && plain.accessibilityElement(at: 0) == nil)
        let a = UILabel(), b = UILabel()
        plain.accessibilityElements = [b, a]
        #expect(plain.accessibilityElementCount() == 2)
        #expect(plain.accessibilityElement(at: 1) as? UILabel === a)
        #expect(plain.index(ofAccessibilityElement: b) == 0)
    }

    @Test func otherPropertiesKeepWhatIsSet() {
        let view = UIView()
        #expect(view.accessibilityContainerType == .none && !view.shouldGroupAccessibilityChildren)
        view.accessibilityContainerType = .list
        view.shouldGroupAccessibilityChildren = true
        view.accessibilityLanguage = "fr-FR"
        view.accessibilityIdentifier = "list"
        #expect(view.accessibilityContainerType == .list && view.shouldGroupAccessibilityChildren)
        #expect(view.accessibilityLanguage == "fr-FR" && view.accessibilityIdentifier == "list")
        #expect(UIAccessibilityContainerType.semanticGroup.rawValue == 4 && UIAccessibilityContainerType.landmark.rawValue == 3)
        #expect(!view.accessibilityRespondsToUserInteraction)
        #expect(UIButton().accessibilityRespondsToUserInteraction, "buttons take touches")
        view.accessibilityRespondsToUserInteraction = true
        #expect(view.accessibilityRespondsToUserInteraction)
        // View controllers answer the informal protocol too (it is declared on UIResponder).
        let controller = UIViewController()
        controller.accessibilityLabel = "Settings"
        #expect(controller.accessibilityLabel == "Settings" && !controller.isAccessibilityElement)
    }
}
