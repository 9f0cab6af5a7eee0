import Testing
import TesseraTesting
import UIKit

/// Views and layers rendered to pixels: backgrounds, corners, borders, clipping, opacity groups,
/// shadows, transforms, contents and masks.
@MainActor @Suite struct ViewRenderingTests {
    private let red = [255, 0, 0, 255], blue = [0, 0, 255, 255], white = [255, 255, 255, 255], clear = [0, 0, 0, 0]

    private func canvas(_ width: CGFloat = 100, _ height: CGFloat = 100) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.backgroundColor = .white
        return view
    }

    private func block(_ frame: CGRect, _ color: UIColor) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        return view
    }

    @Test func backgroundsStackInSubviewOrder() {
        let root = canvas()
        root.addSubview(block(CGRect(x: 10, y: 10, width: 50, height: 50), .red))
        root.addSubview(block(CGRect(x: 40, y: 40, width: 50, height: 50), .blue))
        let image = root.snapshotImage(scale: 1)
        #expect(close(rgba(image, 20, 20), red))
        #expect(close(rgba(image, 50, 50), blue))
        #expect(close(rgba(image, 80, 80), blue))
        #expect(close(rgba(image, 5, 5), white))
        #expect(image.size == CGSize(width: 100, height: 100))
    }

    @Test func hiddenAndTransparentViewsDrawNothing() {
        let root = canvas()
        let hidden = block(CGRect(x: 0, y: 0, width: 50, height: 50), .red)
        hidden.isHidden = true
        let faint = block(CGRect(x: 50, y: 0, width: 50, height: 50), .red)
        faint.alpha = 0
        root.addSubview(hidden)
        root.addSubview(faint)
        let image = root.snapshotImage(scale: 1)
        #expect(close(rgba(image, 25, 25), white) && close(rgba(image, 75, 25), white))
    }

    @Test func cornersClipAndBordersDrawAboveSubviews() {
        let root = canvas()
        let card = block(CGRect(x: 10, y: 10, width: 80, height: 80), .blue)
        card.layer.cornerRadius = 20
        card.clipsToBounds = true
        card.layer.borderWidth = 4
        card.layer.borderColor = UIColor.red.cgColor
        card.addSubview(block(CGRect(x: -10, y: -10, width: 100, height: 40), .green))
        root.addSubview(card)
        let image = root.snapshotImage(scale: 1)
        #expect(close(rgba(image, 12, 12), white))            // outside the rounded corner: clipped
        #expect(close(rgba(image, 50, 11), red, 10))          // border on top of the green subview
        #expect(close(rgba(image, 50, 30), [0, 255, 0, 255]))  // the subview inside
        #expect(close(rgba(image, 50, 60), blue))
        #expect(close(rgba(image, 95, 50), white))            // the subview's overhang is clipped
    }

    @Test func maskedCornersRoundOnlyThoseCorners() {
        let root = canvas()
        let card = block(CGRect(x: 0, y: 0, width: 100, height: 100), .blue)
        card.layer.cornerRadius = 30
        card.layer.maskedCorners = [.layerMinXMinYCorner]
        root.addSubview(card)
        let image = root.snapshotImage(scale: 1)
        #expect(close(rgba(image, 2, 2), white))
        #expect(close(rgba(image, 97, 2), blue) && close(rgba(image, 2, 97), blue) && close(rgba(image, 97, 97), blue))
    }

    @Test func alphaCompositesTheSubtreeAsOneGroup() {
        let root = canvas()
        let group = UIView(frame: root.bounds)
        group.alpha = 0.5
        group.addSubview(block(CGRect(x: 0, y: 0, width: 60, height: 100), .blue))
        group.addSubview(block(CGRect(x: 40, y: 0, width: 60, height: 100), .blue))
        root.addSubview(group)
        let image = root.snapshotImage(scale: 1)
        // The overlap is no darker than the rest: the group fades as a whole.
        #expect(close(rgba(image, 50, 50), rgba(image, 20, 50)))
        #expect(close(rgba(image, 20, 50), [127, 127, 255, 255], 2))
    }

    @Test func shadowsFallBelowAndOutside() {
        let root = canvas(120, 120)
        let card = block(CGRect(x: 30, y: 30, width: 40, height: 40), .white)
        card.layer.shadowOpacity = 1
        card.layer.shadowOffset = CGSize(width: 0, height: 10)
        card.layer.shadowRadius = 2
        card.layer.shadowColor = UIColor.black.cgColor
        root.addSubview(card)
        let image = root.snapshotImage(scale: 1)
        #expect(rgba(image, 50, 76)[0] < 80)           // shadow below the card
        #expect(close(rgba(image, 50, 50), white))     // the card above its shadow
        #expect(close(rgba(image, 50, 25), white))     // no shadow above (offset downwards)
        card.layer.shadowPath = CGPath(rect: card.bounds, transform: nil)
        let withPath = root.snapshotImage(scale: 1)
        #expect(close(rgba(withPath, 50, 76), rgba(image, 50, 76), 12))
    }

    @Test func transformsRotateAndScaleContent() {
        let root = canvas()
        let bar = block(CGRect(x: 45, y: 10, width: 10, height: 80), .red)   // vertical bar
        root.addSubview(bar)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)             // now horizontal
        let image = root.snapshotImage(scale: 1)
        #expect(close(rgba(image, 15, 50), red))
        #expect(close(rgba(image, 50, 15), white))
    }

    @Test func zPositionOrdersSiblings() {
        let root = canvas()
        let back = block(CGRect(x: 0, y: 0, width: 100, height: 100), .red)
        let front = block(CGRect(x: 0, y: 0, width: 100, height: 100), .blue)
        root.addSubview(back)
        root.addSubview(front)
        back.layer.zPosition = 1
        #expect(close(rgba(root.snapshotImage(scale: 1), 50, 50), red))
    }

    @Test func layerContentsFollowGravityAndScale() throws {
        let image = render(CGSize(width: 20, height: 10), scale: 2) { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill(); ctx.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }
        let root = canvas()
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        holder.layer.contents = image.cgImage
        holder.layer.contentsScale = 2
        holder.layer.contentsGravity = .topLeft
        root.addSubview(holder)
        var shot = root.snapshotImage(scale: 1)
        #expect(close(rgba(shot, 5, 5), red) && close(rgba(shot, 15, 5), blue) && close(rgba(shot, 25, 5), white))
        holder.layer.contentsGravity = .resizeAspect
        shot = root.snapshotImage(scale: 1)
        #expect(close(rgba(shot, 25, 50), red) && close(rgba(shot, 75, 50), blue) && close(rgba(shot, 50, 10), white))
        holder.layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        holder.layer.contentsGravity = .resize
        shot = root.snapshotImage(scale: 1)
        #expect(close(rgba(shot, 10, 50), blue) && close(rgba(shot, 90, 50), blue))
    }

    @Test func contentsCenterStretchesOnlyTheMiddle() {
        // 30×30 image: a 10-pt red frame around a blue centre.
        let image = render(CGSize(width: 30, height: 30)) { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
            UIColor.blue.setFill(); ctx.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        let root = canvas()
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        holder.layer.contents = image.cgImage
        holder.layer.contentsScale = 1   // a view's layer has the screen's scale; this image is 1×
        holder.layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        root.addSubview(holder)
        let shot = root.snapshotImage(scale: 1)
        #expect(close(rgba(shot, 5, 50), red) && close(rgba(shot, 15, 50), blue) && close(rgba(shot, 85, 50), blue))
        #expect(close(rgba(shot, 95, 50), red) && close(rgba(shot, 50, 95), red))
    }

    @Test func maskLayersCutByAlpha() {
        let root = canvas()
        let masked = block(root.bounds, .blue)
        let mask = CAShapeLayer()
        mask.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        masked.layer.mask = mask
        root.addSubview(masked)
        let shot = root.snapshotImage(scale: 1)
        #expect(close(rgba(shot, 50, 50), blue) && close(rgba(shot, 3, 3), white))
    }

    @Test func shapeAndGradientLayers() {
        let root = canvas()
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 30), transform: nil)
        shape.fillColor = UIColor.red.cgColor
        shape.strokeColor = UIColor.blue.cgColor
        shape.lineWidth = 4
        root.layer.addSublayer(shape)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 50, y: 0, width: 50, height: 100)
        gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        root.layer.addSublayer(gradient)
        let shot = root.snapshotImage(scale: 1)
        #expect(close(rgba(shot, 25, 25), red) && close(rgba(shot, 10, 25), blue))
        #expect(rgba(shot, 75, 5)[0] < 20 && rgba(shot, 75, 95)[0] > 235)
        #expect(rgba(shot, 75, 50)[0] > 100 && rgba(shot, 75, 50)[0] < 155)
    }

    @Test func drawHierarchyScalesIntoTheRect() {
        let root = canvas()
        root.addSubview(block(CGRect(x: 0, y: 0, width: 50, height: 100), .red))
        let image = render(CGSize(width: 50, height: 50)) { _ in
            root.drawHierarchy(in: CGRect(x: 0, y: 0, width: 50, height: 50), afterScreenUpdates: true)
        }
        #expect(close(rgba(image, 10, 25), red) && close(rgba(image, 40, 25), white))
        #expect(!root.drawHierarchy(in: root.bounds, afterScreenUpdates: false))  // no current context
    }

    @Test func renderInContextUsesTheLayersOwnCoordinates() {
        let root = canvas()
        root.frame.origin = CGPoint(x: 500, y: 500)
        root.addSubview(block(CGRect(x: 0, y: 0, width: 10, height: 10), .red))
        let image = render(CGSize(width: 100, height: 100)) { ctx in root.layer.render(in: ctx.cgContext) }
        #expect(close(rgba(image, 5, 5), red) && close(rgba(image, 50, 50), white))
    }
}
