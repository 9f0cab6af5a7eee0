import Testing
import TesseraTesting
@testable import UIKit
@testable import QuartzCore

/// The popover's bubble is a material, as on iOS: what lies behind it shows through blurred and
/// tinted, the arrow included, cut to the bubble's outline.
@MainActor @Suite struct PopoverMaterialTests {
    /// An iPad window whose presenter shows a red band at y 300…360 and black and white stripes below
    /// 500, with a source view at (300, 200); presents a 300 × 240 popover with a clear content view.
    private func scene(style: UIUserInterfaceStyle = .light, color: UIColor? = nil) -> (UIWindow, UIViewController, UIPopoverPresentationController) {
        let window = padWindowAtScale1()
        window.overrideUserInterfaceStyle = style
        let root = UIViewController()
        window.rootViewController = root
        root.view.backgroundColor = style == .dark ? .black : .white
        let band = UIView(frame: CGRect(x: 0, y: 300, width: window.bounds.width, height: 60))
        band.backgroundColor = .systemRed
        root.view.addSubview(band)
        var y: CGFloat = 500
        while y < 700 {
            let stripe = UIView(frame: CGRect(x: 0, y: y, width: window.bounds.width, height: 2))
            stripe.backgroundColor = style == .dark ? .white : .black
            root.view.addSubview(stripe)
            y += 4
        }
        let source = UIView(frame: CGRect(x: 300, y: 200, width: 100, height: 40))
        root.view.addSubview(source)
        UIApplication.shared.advanceFrame(by: 0)
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 300, height: 400)
        content.modalPresentationStyle = .popover
        let popover = content.popoverPresentationController!
        popover.sourceView = source
        popover.backgroundColor = color
        root.present(content, animated: false)
        runFrames(1)
        return (window, root, popover)
    }

    @Test func theBubbleBlursWhatLiesBehindIt() throws {
        let (window, root, popover) = scene()
        defer { root.dismiss(animated: false); window.isHidden = true }
        // The bubble: x 200…500, the arrow at y 240…253, the content 253…653.
        #expect(popover.presentedView?.frame == CGRect(x: 200, y: 240, width: 300, height: 413))
        let shot = window.screen.snapshotImage()
        writeDebugImage(shot, named: "popover-material")
        let red = rgba(shot, 350, 330)
        #expect(red[0] > red[1] + 15, "the red band shows through, blurred and tinted: \(red)")
        #expect(red[1] > 150, "under a light tint: \(red)")
        let plain = rgba(shot, 350, 280)
        #expect(plain[0] > 225 && plain[1] > 225 && plain[2] > 225, "over white, nearly white: \(plain)")
        let a = rgba(shot, 350, 600), b = rgba(shot, 350, 601)
        #expect(abs(a[1] - b[1]) < 6 && a[1] < 235, "stripes come out smooth and grey: \(a) \(b)")
        // Outside the stripes' bubble the stripes stay sharp.
        #expect(abs(rgba(shot, 600, 600)[1] - rgba(shot, 600, 602)[1]) > 200)
        // The arrow is material too; beside it the presenter shows.
        let tip = rgba(shot, 350, 250)
        #expect(tip[3] == 255 && tip[0] > 225, "\(tip)")
        #expect(rgba(shot, 320, 243)[0] > 240, "beside the arrow, the white presenter under the shadow")
        #expect(rgba(shot, 60, 330) == rgba(shot, 20, 330), "away from the bubble the red band stays as it is")
    }

    @Test func aDarkBubbleIsDark() throws {
        let (window, root, _) = scene(style: .dark)
        defer { root.dismiss(animated: false); window.isHidden = true }
        let shot = window.screen.snapshotImage()
        writeDebugImage(shot, named: "popover-material-dark")
        let plain = rgba(shot, 350, 280)
        #expect(plain[0] < 60, "over black, the dark tint: \(plain)")
        let red = rgba(shot, 350, 330)
        #expect(red[0] > red[1] + 15, "\(red)")
    }

    @Test func theBackgroundColourGoesOverTheMaterial() throws {
        let (window, root, _) = scene(color: .systemGreen)
        defer { root.dismiss(animated: false); window.isHidden = true }
        let shot = window.screen.snapshotImage()
        #expect(close(rgba(shot, 350, 330), [52, 199, 89, 255], 3), "\(rgba(shot, 350, 330))")
        #expect(close(rgba(shot, 350, 250), [52, 199, 89, 255], 3), "the arrow too")
    }
}
