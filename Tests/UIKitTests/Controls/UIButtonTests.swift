import Testing
import TesseraTesting
import UIKit

@MainActor @Suite struct UIButtonTests {
    init() { LogCapture.install() }

    private func window(with button: UIButton, frame: CGRect = CGRect(x: 100, y: 100, width: 120, height: 44)) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        button.frame = frame
        window.addSubview(button)
        return window
    }

    private var now: TimeInterval { CACurrentMediaTime() + 1 }

    @Test func tapSendsTouchUpInsideThenPrimaryAction() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let window = window(with: button)
        let log = ControlEventLog()
        log.watch(button)
        window.send(TouchInput.tap(at: CGPoint(x: 160, y: 122), timestamp: now))
        #expect(log.entries == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func primaryActionButtonShowsTheActionsTitle() {
        var tapped = 0
        let button = UIButton(primaryAction: UIAction(title: "Save") { _ in tapped += 1 })
        #expect(button.buttonType == .system)
        #expect(button.currentTitle == "Save")
        let window = window(with: button)
        window.send(TouchInput.tap(at: CGPoint(x: 160, y: 122), timestamp: now))
        #expect(tapped == 1)
    }

    @Test func statesFallBackToNormalContent() {
        let button = UIButton(type: .custom)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        button.setImage(image, for: .normal)
        #expect(button.title(for: .highlighted) == "Normal")
        #expect(button.title(for: .selected) == "Selected")
        // A combined state falls back to normal, not to one of its parts, as in UIKit.
        #expect(button.title(for: [.selected, .highlighted]) == "Normal")
        button.isSelected = true
        #expect(button.currentTitle == "Selected")
        #expect(button.titleLabel?.text == "Selected")
        #expect(button.currentImage === image)
        button.setTitle(nil, for: .selected)
        #expect(button.currentTitle == "Normal")
    }

    @Test func attributedTitleWinsOverThePlainTitle() {
        let button = UIButton(type: .system)
        button.setTitle("plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "styled", attributes: [.foregroundColor: UIColor.systemRed]), for: .normal)
        #expect(button.currentTitle == "styled")
        #expect(button.titleLabel?.attributedText?.string == "styled")
    }

    @Test func titleColoursByTypeAndState() {
        let system = UIButton(type: .system)
        #expect(system.titleColor(for: .normal) == system.tintColor)
        #expect(system.titleColor(for: .disabled) == .tertiaryLabel)
        let custom = UIButton(type: .custom)
        #expect(custom.titleColor(for: .normal) == .white)
        custom.setTitleColor(.systemRed, for: .normal)
        #expect(custom.titleColor(for: .highlighted) == .systemRed)
        custom.setTitleColor(.systemBlue, for: .highlighted)
        custom.isHighlighted = true
        #expect(custom.currentTitleColor == .systemBlue)
    }

    @Test func systemButtonsDimWhileHighlightedAndCustomOnesDoNot() {
        let system = UIButton(type: .system)
        system.setTitle("System", for: .normal)
        system.isHighlighted = true
        #expect(system.titleLabel!.alpha < 0.5)
        system.isHighlighted = false
        #expect(system.titleLabel!.alpha == 1)
        let custom = UIButton(type: .custom)
        custom.setTitle("Custom", for: .normal)
        custom.isHighlighted = true
        #expect(custom.titleLabel!.alpha == 1)
    }

    @Test func highlightFollowsTheFingerAndLiftingOutsideIsNotATap() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let window = window(with: button)
        let log = ControlEventLog()
        log.watch(button, [.touchUpInside, .touchUpOutside, .primaryActionTriggered])
        let t = now
        window.send(TouchInput(phase: .down, location: CGPoint(x: 160, y: 122), timestamp: t))
        #expect(button.isHighlighted && button.titleLabel!.alpha < 0.5)
        window.send(TouchInput(phase: .move, location: CGPoint(x: 360, y: 122), timestamp: t + 0.1))
        #expect(!button.isHighlighted && button.titleLabel!.alpha == 1)
        window.send(TouchInput(phase: .up, location: CGPoint(x: 360, y: 122), timestamp: t + 0.2))
        #expect(log.entries == ["touchUpOutside"])
    }

    @Test func intrinsicSizeOfATitleIsItsTextPlusSixPointsAboveAndBelow() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        let label = button.titleLabel!.intrinsicContentSize
        let size = button.intrinsicContentSize
        #expect(size.width == ceil(label.width))
        #expect(size.height == ceil(label.height) + 12)
        // Content insets replace the padding; title and image insets don't change the size.
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 8, bottom: 2, right: 8)
        #expect(button.intrinsicContentSize == CGSize(width: ceil(label.width) + 16, height: ceil(label.height) + 4))
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        #expect(button.intrinsicContentSize.width == ceil(label.width) + 16)
        #expect(UIButton(type: .system).intrinsicContentSize == CGSize(width: 30, height: 34))
    }

    @Test func builtInTypesHaveTheirImagesAndLabels() {
        let info = UIButton(type: .infoLight)
        #expect(info.currentImage?.size == CGSize(width: 22, height: 22))
        #expect(info.intrinsicContentSize == CGSize(width: 22, height: 22))
        #expect(info.accessibilityLabel == "More Info")
        let close = UIButton(type: .close)
        #expect(close.intrinsicContentSize == CGSize(width: 30, height: 30))
        #expect(close.accessibilityLabel == "Close")
        #expect(UIButton(type: .contactAdd).currentImage != nil)
        #expect(UIButton(type: .custom).currentImage == nil)
    }

    @Test func imageSitsBeforeTheTitleCentredAndInsetsMoveIt() {
        let button = UIButton(type: .custom)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        button.setImage(image, for: .normal)
        button.setTitle("Title", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        let imageFrame = button.imageView!.frame
        let titleFrame = button.titleLabel!.frame
        let blockWidth = imageFrame.width + titleFrame.width
        #expect(close(imageFrame.minX, (200 - blockWidth) / 2))
        #expect(close(titleFrame.minX, imageFrame.maxX))
        #expect(close(imageFrame.midY, 22))
        // A left image inset of 10 shifts the centred image by half of it, as in UIKit.
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        button.layoutIfNeeded()
        #expect(close(button.imageView!.frame.minX, imageFrame.minX + 5))
        button.contentHorizontalAlignment = .left
        button.imageEdgeInsets = .zero
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.minX == 0)
        button.semanticContentAttribute = .forceRightToLeft
        button.contentHorizontalAlignment = .leading
        button.layoutIfNeeded()
        #expect(close(button.imageView!.frame.maxX, 200))
        #expect(close(button.titleLabel!.frame.maxX, button.imageView!.frame.minX))
    }

    @Test func customButtonDarkensItsImageWhileHighlighted() {
        let button = UIButton(type: .custom)
        let white = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        button.setImage(white, for: .normal)
        button.isHighlighted = true
        let shown = button.imageView!.image!
        #expect(rgba(shown, 1, 1)[0] < 200)
        button.adjustsImageWhenHighlighted = false
        #expect(rgba(button.imageView!.image!, 1, 1)[0] == 255)
    }

    @Test func accessibilityIsAButtonNamedByItsTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityTraits == .button)
        #expect(button.accessibilityLabel == "Send")
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        #expect(button.titleLabel!.isAccessibilityElement == false)
    }

    @Test func changesSelectionAsPrimaryActionTogglesSelection() {
        let button = UIButton(type: .system)
        button.changesSelectionAsPrimaryAction = true
        let window = window(with: button)
        var selectedDuringAction: [Bool] = []
        button.addAction(UIAction { _ in selectedDuringAction.append(button.isSelected) }, for: .primaryActionTriggered)
        window.send(TouchInput.tap(at: CGPoint(x: 160, y: 122), timestamp: now))
        window.send(TouchInput.tap(at: CGPoint(x: 160, y: 122), timestamp: now + 1))
        #expect(selectedDuringAction == [true, false])
    }

    @Test func appearanceRulesReachButtonsPerStateAndExplicitValuesWin() {
        withCleanAppearance {
            UIButton.appearance().setTitleColor(.systemPink, for: .normal)
            UIButton.appearance().setTitleColor(.systemGreen, for: .highlighted)
            UIButton.appearance(whenContainedInInstancesOf: [ViewA.self]).contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            #expect(UIButton.appearance().titleColor(for: .highlighted) == .systemGreen)
            let window = appearanceWindow()
            let container = ViewA()
            window.addSubview(container)
            let styled = UIButton(type: .system)
            styled.setTitle("A", for: .normal)
            let explicit = UIButton(type: .system)
            explicit.setTitleColor(.systemYellow, for: .normal)
            container.addSubview(styled)
            container.addSubview(explicit)
            #expect(styled.titleColor(for: .normal) == .systemPink)
            #expect(styled.titleColor(for: .highlighted) == .systemGreen)
            #expect(styled.contentEdgeInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            #expect(explicit.titleColor(for: .normal) == .systemYellow, "explicit per state")
            #expect(explicit.titleColor(for: .highlighted) == .systemGreen, "other states still take the rule")
            UIApplication.shared.resetAppearance()
            UIApplication.shared.reapplyAppearance()
            #expect(styled.titleColor(for: .normal) == styled.tintColor)
            #expect(styled.contentEdgeInsets == .zero)
        }
    }

    @Test func configurationButtonsSizeToTheirContentAndColourByStyle() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Button"
        let button = UIButton(configuration: configuration)
        let title = button.titleLabel!.intrinsicContentSize
        let size = button.intrinsicContentSize
        #expect(size.width == ceil(ceil(title.width) + 24))
        #expect(size.height == ceil(ceil(title.height) + 14))
        #expect(button.titleLabel!.font.pointSize == 17)
        #expect(button.titleLabel!.textColor == .white)
        let updated = configuration.updated(for: button)
        #expect(updated.background.backgroundColor == button.tintColor)
        button.isEnabled = false
        #expect(button.titleLabel!.textColor == .tertiaryLabel)
    }

    @Test func configurationPlacesTheImageOnItsEdge() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Title"
        configuration.image = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in }
        configuration.imagePadding = 6
        configuration.imagePlacement = .trailing
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect(close(button.titleLabel!.frame.minX, 12))
        #expect(close(button.imageView!.frame.minX, button.titleLabel!.frame.maxX + 6))
        configuration.imagePlacement = .top
        configuration.subtitle = "Sub"
        button.configuration = configuration
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect(close(button.imageView!.frame.minY, 7))
        #expect(close(button.titleLabel!.frame.minY, 7 + 16 + 6))
        #expect(button.accessibilityLabel == "Title")
    }

    @Test func configurationUpdateHandlerRunsOnStateChanges() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Off"
        let button = UIButton(configuration: configuration)
        button.configurationUpdateHandler = { button in
            button.configuration?.title = button.isSelected ? "On" : "Off"
        }
        button.isSelected = true
        #expect(button.titleLabel!.text == "On")
        button.configuration = nil
        button.setTitle("Plain", for: .normal)
        #expect(button.titleLabel!.text == "Plain")
    }

    @Test func systemButtonDrawsItsTitleInTheTint() throws {
        let button = UIButton(type: .system)
        button.setTitle("■■■", for: .normal)
        button.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        let image = button.snapshotImage(scale: 1)
        let ink = (0..<Int(image.size.width)).compactMap { x -> [Int]? in
            let pixel = rgba(image, x, Int(image.size.height / 2))
            return pixel[3] > 200 ? pixel : nil
        }
        #expect(!ink.isEmpty)
        #expect(ink.allSatisfy { $0[0] > 200 && $0[1] < 60 && $0[2] < 60 })
    }
}
