import Testing
import TesseraTesting
import UIKit

/// UIImageView: sizing, highlighted images, content modes in pixels, template tinting, nine-slice
/// stretching, frame-clock animations and accessibility.
@MainActor @Suite struct ImageViewTests {
    /// A 20×10 point image: left half red, right half blue, at `scale`.
    private func halves(scale: CGFloat = 1) -> UIImage {
        render(CGSize(width: 20, height: 10), scale: scale) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }
    }

    private func solid(_ color: UIColor, _ size: CGSize = CGSize(width: 4, height: 4)) -> UIImage {
        render(size) { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    private let red = [255, 0, 0, 255], blue = [0, 0, 255, 255], clear = [0, 0, 0, 0]

    @Test func initWithImageSizesTheViewToTheImageAndIsNotInteractive() {
        let view = UIImageView(image: halves(scale: 2))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 10))
        #expect(view.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 20, height: 10))
        #expect(!view.isUserInteractionEnabled)
        #expect(view.contentMode == .scaleToFill)
        let empty = UIImageView(frame: .zero)
        #expect(empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(empty.accessibilityTraits == .image)
        #expect(!empty.isAccessibilityElement)
    }

    @Test func highlightedImageShowsWhileHighlightedAndFallsBackToImage() {
        let view = UIImageView(image: solid(.red), highlightedImage: solid(.blue))
        view.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        #expect(close(rgba(view.snapshotImage(scale: 1), 2, 2), red))
        view.isHighlighted = true
        #expect(close(rgba(view.snapshotImage(scale: 1), 2, 2), blue))
        view.highlightedImage = nil
        #expect(close(rgba(view.snapshotImage(scale: 1), 2, 2), red))
    }

    @Test func contentModesPlaceTheImage() {
        func shot(_ mode: UIView.ContentMode, _ size: CGSize = CGSize(width: 40, height: 40)) -> UIImage {
            let view = UIImageView(frame: CGRect(origin: .zero, size: size))
            view.image = halves()
            view.contentMode = mode
            return view.snapshotImage(scale: 1)
        }
        // Scale to fill stretches 20×10 to 40×40.
        let fill = shot(.scaleToFill)
        #expect(close(rgba(fill, 1, 1), red) && close(rgba(fill, 38, 38), blue))
        // Aspect fit: 40×20 centred vertically, empty bands above and below.
        let fit = shot(.scaleAspectFit)
        #expect(close(rgba(fit, 5, 5), clear) && close(rgba(fit, 5, 15), red) && close(rgba(fit, 35, 25), blue))
        #expect(inkRows(fit) == Array(10..<30))
        // Aspect fill: 80×40 centred, so only the middle (the halves' boundary) shows.
        let aspectFill = shot(.scaleAspectFill)
        #expect(close(rgba(aspectFill, 1, 1), red) && close(rgba(aspectFill, 38, 38), blue))
        // Centre, top-left, bottom-right: the image at its own size.
        #expect(inkColumns(shot(.center)) == Array(10..<30) && inkRows(shot(.center)) == Array(15..<25))
        #expect(inkColumns(shot(.topLeft)) == Array(0..<20) && inkRows(shot(.topLeft)) == Array(0..<10))
        #expect(inkColumns(shot(.bottomRight)) == Array(20..<40) && inkRows(shot(.bottomRight)) == Array(30..<40))
        #expect(inkRows(shot(.top)) == Array(0..<10) && inkColumns(shot(.top)) == Array(10..<30))
        #expect(inkColumns(shot(.right)) == Array(20..<40) && inkRows(shot(.right)) == Array(15..<25))
    }

    @Test func imagesKeepTheirPixelsAtTheirScale() {
        // A 2× image shown at its size in a 2× snapshot: the red/blue boundary is exactly at pixel 20.
        let view = UIImageView(image: halves(scale: 2))
        let shot = view.snapshotImage(scale: 2)
        #expect(shot.cgImage!.width == 40)
        #expect(close(rgba(shot, 19, 10), red) && close(rgba(shot, 20, 10), blue))
    }

    @Test func templateImagesTakeTheTintAndFollowItsChanges() {
        let shape = solid(.black).withRenderingMode(.alwaysTemplate)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let view = UIImageView(image: shape)
        container.addSubview(view)
        container.tintColor = .red
        #expect(close(rgba(container.snapshotImage(scale: 1), 2, 2), red))
        container.tintColor = .blue
        #expect(close(rgba(container.snapshotImage(scale: 1), 2, 2), blue))
        container.tintAdjustmentMode = .dimmed
        let dimmed = rgba(container.snapshotImage(scale: 1), 2, 2)
        #expect(!close(dimmed, blue, 10))
        // An original image ignores the tint.
        view.image = solid(.green)
        #expect(close(rgba(container.snapshotImage(scale: 1), 2, 2), [0, 255, 0, 255]))
    }

    @Test func resizableImagesStretchTheirMiddleAndKeepTheirCorners() {
        // 9×9: a 3-point red border around a blue middle.
        let source = render(CGSize(width: 9, height: 9)) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 9, height: 9))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 3, y: 3, width: 3, height: 3))
        }
        let image = source.resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3), resizingMode: .stretch)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        let shot = view.snapshotImage(scale: 1)
        #expect(close(rgba(shot, 1, 1), red) && close(rgba(shot, 58, 28), red))
        #expect(close(rgba(shot, 2, 15), red) && close(rgba(shot, 57, 15), red))
        #expect(close(rgba(shot, 4, 4), blue) && close(rgba(shot, 30, 15), blue) && close(rgba(shot, 55, 25), blue))
        // Tiled middles are drawn for the new size when the view is resized.
        let tiled = UIImageView(image: source.resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)))
        tiled.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        let tiledShot = tiled.snapshotImage(scale: 1)
        #expect(close(rgba(tiledShot, 1, 1), red) && close(rgba(tiledShot, 30, 15), blue) && close(rgba(tiledShot, 58, 28), red))
    }

    @Test func animationImagesPlayOnTheFrameClockAndStopAfterTheirRepeats() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        window.addSubview(view)
        view.animationImages = [solid(.red), solid(.green), solid(.blue)]
        #expect(view.intrinsicContentSize == CGSize(width: 4, height: 4))
        #expect(view.animationDuration == 0)
        view.animationRepeatCount = 1
        view.startAnimating()
        #expect(view.isAnimating)
        func pixel() -> [Int] { rgba(view.snapshotImage(scale: 1), 2, 2) }
        #expect(close(pixel(), red))
        // The default duration is 1/30 s per frame.
        UIApplication.shared.advanceFrame(by: 1.0 / 30 + 0.001)
        #expect(close(pixel(), [0, 255, 0, 255]))
        UIApplication.shared.advanceFrame(by: 1.0 / 30)
        #expect(close(pixel(), blue))
        UIApplication.shared.advanceFrame(by: 1.0 / 30)
        #expect(!view.isAnimating)
        #expect(close(pixel(), clear))

        // A set duration and endless repeats; stopping shows the image again.
        view.image = solid(.black)
        view.animationDuration = 3
        view.animationRepeatCount = 0
        view.startAnimating()
        UIApplication.shared.advanceFrame(by: 1.5)
        #expect(close(pixel(), [0, 255, 0, 255]))
        UIApplication.shared.advanceFrame(by: 30)
        #expect(view.isAnimating)
        view.stopAnimating()
        #expect(close(pixel(), [0, 0, 0, 255]))
    }

    @Test func changingTheImageInvalidatesTheIntrinsicSize() {
        let view = UIImageView(image: solid(.red))
        view.image = solid(.red, CGSize(width: 30, height: 12))
        #expect(view.intrinsicContentSize == CGSize(width: 30, height: 12))
        view.image = nil
        #expect(view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        #expect(view.layer.contents == nil)
    }
}
