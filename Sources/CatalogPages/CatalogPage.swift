import UIKit

/// One page of the catalog: a title, the image it renders, and (for pages made of views) its live views.
package struct CatalogPage {
    /// The page's title, also its file name.
    package let title: String
    /// Draws the page.
    package let render: @MainActor () -> UIImage
    /// Makes the page's root view, sized to its content, for the interactive app (nil for pages that
    /// are drawn rather than built of views: the app shows their image).
    package let makeView: (@MainActor () -> UIView)?
    /// For pages that move: the motion as frames and the time between them, written as an animated
    /// PNG beside the still one.
    package let motion: (@MainActor () -> (frames: [UIImage], interval: TimeInterval))?

    package init(title: String, render: @escaping @MainActor () -> UIImage, makeView: (@MainActor () -> UIView)? = nil,
                 motion: (@MainActor () -> (frames: [UIImage], interval: TimeInterval))? = nil) {
        self.title = title
        self.render = render
        self.makeView = makeView
        self.motion = motion
    }

    private var baseName: String { title.lowercased().replacingOccurrences(of: " ", with: "-") }

    /// The file name of the page's PNG.
    package var fileName: String { baseName + ".png" }

    /// The file name of the page's animated PNG.
    package var motionFileName: String { baseName + ".apng" }
}

/// A vertical page builder: sections with headings, drawn top to bottom into a fixed-width image.
struct PageCanvas {
    static let width: CGFloat = 390
    static let margin: CGFloat = 16

    private var sections: [(title: String, height: CGFloat, draw: (CGRect) -> Void)] = []

    /// Adds a section of `height` points under a heading; `draw` receives the section's content rectangle.
    mutating func section(_ title: String, height: CGFloat, _ draw: @escaping (CGRect) -> Void) {
        sections.append((title, height, draw))
    }

    /// Renders the page with a title at the top.
    func render(title: String, background: UIColor = .systemGroupedBackground) -> UIImage {
        let heading: [NSAttributedString.Key: Any] = [.font: UIFont.preferredFont(forTextStyle: .footnote),
                                                      .foregroundColor: UIColor.secondaryLabel]
        let headingHeight: CGFloat = 28
        let height = 72 + sections.reduce(0) { $0 + headingHeight + $1.height + 16 }
        return UIGraphicsImageRenderer(size: CGSize(width: Self.width, height: height)).image { context in
            background.setFill()
            context.fill(CGRect(x: 0, y: 0, width: Self.width, height: height))
            title.draw(at: CGPoint(x: Self.margin, y: 20), withAttributes: [
                .font: UIFont.systemFont(ofSize: 34, weight: .bold), .foregroundColor: UIColor.label])
            var y: CGFloat = 72
            for section in sections {
                section.title.uppercased().draw(at: CGPoint(x: Self.margin + 4, y: y + 8), withAttributes: heading)
                y += headingHeight
                let card = CGRect(x: Self.margin, y: y, width: Self.width - 2 * Self.margin, height: section.height)
                UIColor.secondarySystemGroupedBackground.setFill()
                UIBezierPath(roundedRect: card, cornerRadius: 10).fill()
                context.cgContext.saveGState()
                section.draw(card.insetBy(dx: 12, dy: 12))
                context.cgContext.restoreGState()
                y += section.height + 16
            }
        }
    }
}
