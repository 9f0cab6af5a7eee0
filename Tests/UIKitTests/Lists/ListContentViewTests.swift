import Testing
@testable import UIKit

/// UIListContentView: where the image, text and secondary text go in a 390-point-wide row, and the
/// height the content asks for.
@MainActor @Suite struct ListContentViewTests {
    /// A 390-wide content view showing a configuration, laid out at the height it asks for.
    func laidOut(_ configuration: UIListContentConfiguration, width: CGFloat = 390) -> UIListContentView {
        let view = UIListContentView(configuration: configuration)
        let size = view.sizeThatFits(CGSize(width: width, height: 0))
        view.frame = CGRect(x: 0, y: 0, width: width, height: size.height)
        view.layoutIfNeeded()
        return view
    }

    @Test func aOneLineCellIs44PointsWithTheTextAtTheMargin() {
        var content = UIListContentConfiguration.cell()
        content.text = "Wi-Fi"
        let view = laidOut(content)
        #expect(view.bounds.height == 44)
        #expect(view.textLabel.frame.minX == 16)
        #expect(close(view.textLabel.frame.maxX, 390 - 16, 0.01), "the text column runs to the trailing margin")
        #expect(abs(view.textLabel.frame.midY - 22) <= 0.5, "centred vertically")
        #expect(view.secondaryTextLabel.isHidden && view.imageView.isHidden)
    }

    @Test func theImageColumnPushesTheTextByItsWidthAndThePadding() {
        var content = UIListContentConfiguration.cell()
        content.text = "Airplane Mode"
        content.image = UIImage.solid(.systemOrange, size: CGSize(width: 29, height: 29))
        let view = laidOut(content)
        #expect(view.bounds.height == 44, "a 29-point icon fits a 44-point row")
        #expect(view.imageView.frame.size == CGSize(width: 29, height: 29) && view.imageView.frame.minX == 16)
        #expect(abs(view.imageView.frame.minY - 7.5) <= 0.34, "centred, on a pixel")
        #expect(close(view.textLabel.frame.minX, 16 + 29 + 16, 0.01))
    }

    @Test func aSubtitleCellStacksTheTextsWithThePaddingBetween() {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Title"
        content.secondaryText = "Subtitle"
        let view = laidOut(content)
        let text = view.textLabel.frame, secondary = view.secondaryTextLabel.frame
        #expect(secondary.minY - text.maxY == 3)
        #expect(text.minX == secondary.minX)
        #expect(text.minY == 11 && view.bounds.height == secondary.maxY + 11)
        #expect(view.bounds.height > 44, "two lines need more than a row")
    }

    @Test func aValueCellPutsTheValueAtTheTrailingMargin() {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Version"
        content.secondaryText = "17.0"
        let view = laidOut(content)
        #expect(view.bounds.height == 44)
        #expect(view.textLabel.frame.minX == 16)
        #expect(close(view.secondaryTextLabel.frame.maxX, 390 - 16, 0.01))
        #expect(view.textLabel.frame.midY == view.secondaryTextLabel.frame.midY)
    }

    @Test func longTextWrapsAndTheHeightGrows() {
        var content = UIListContentConfiguration.cell()
        content.text = String(repeating: "A long line of text that wraps. ", count: 8)
        let view = laidOut(content)
        let line = UIFont.preferredFont(forTextStyle: .body).lineHeight
        #expect(view.bounds.height > 11 + 3 * line + 11 - 1, "several lines")
        #expect(view.textLabel.frame.height > 3 * line - 1)
        #expect(view.systemLayoutSizeFitting(CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel).height == view.bounds.height)
        #expect(view.intrinsicContentSize.height == view.bounds.height)
    }

    @Test func theSlotReusesAContentViewThatSupportsTheConfiguration() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        var slot = ContentConfigurationSlot()
        var content = UIListContentConfiguration.cell()
        content.text = "One"
        slot.apply(content, in: container)
        let first = slot.view
        content.text = "Two"
        slot.apply(content, in: container)
        #expect(slot.view === first && slot.madeCount == 1)
        #expect((slot.view?.configuration as? UIListContentConfiguration)?.text == "Two")
        #expect(first?.superview === container && first?.frame == container.bounds)
        slot.apply(nil, in: container)
        #expect(slot.view == nil && container.subviews.isEmpty)
    }
}

extension UIImage {
    /// A one-colour image.
    static func solid(_ color: UIColor, size: CGSize) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }
}

/// The layout guides around the image and texts.
@MainActor @Suite struct ListContentViewGuideTests {
    @Test func guidesFollowTheirParts() {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Title"
        content.secondaryText = "Subtitle"
        content.image = UIImage.solid(.systemRed, size: CGSize(width: 29, height: 29))
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: view.sizeThatFits(CGSize(width: 390, height: 0)).height)
        view.layoutIfNeeded()
        let text = view.textLayoutGuide!
        let image = view.imageLayoutGuide!
        view.layoutIfNeeded()
        #expect(abs(text.layoutFrame.minX - view.textLabel.frame.minX) < 0.01)
        #expect(abs(text.layoutFrame.minY - view.textLabel.frame.minY) < 0.01)
        #expect(abs(image.layoutFrame.width - 29) < 0.01)
        // A new configuration without the image moves the text; the guide follows.
        content.image = nil
        view.configuration = content
        view.layoutIfNeeded()
        #expect(abs(text.layoutFrame.minX - 16) < 0.01)
        #expect(view.imageLayoutGuide == nil, "no image, no guide")
        content.secondaryText = nil
        view.configuration = content
        #expect(view.secondaryTextLayoutGuide == nil)
    }
}
