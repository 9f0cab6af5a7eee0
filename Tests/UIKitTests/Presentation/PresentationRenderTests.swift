import Testing
@testable import UIKit

/// Renders each presentation style, in light and dark, to /tmp/present-*.png, and checks pixels that
/// tell the style apart (the dimming, the card's background, the presenter showing or not).
@MainActor @Suite struct PresentationRenderTests {
    /// A presenter with a coloured band and a label, so what is behind a sheet shows.
    private func presenter(in window: UIWindow) -> UIViewController {
        let root = UIViewController()
        window.rootViewController = root
        root.view.backgroundColor = .systemBackground
        let band = UIView(frame: CGRect(x: 0, y: 0, width: window.bounds.width, height: 240))
        band.backgroundColor = .systemBlue
        root.view.addSubview(band)
        let label = UILabel(frame: CGRect(x: 20, y: 260, width: 300, height: 30))
        label.text = "Presenter"
        label.font = .systemFont(ofSize: 28, weight: .bold)
        root.view.addSubview(label)
        UIApplication.shared.advanceFrame(by: 0)
        return root
    }

    private func content(_ text: String) -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 30, width: 300, height: 30))
        label.text = text
        label.font = .systemFont(ofSize: 22, weight: .semibold)
        controller.view.addSubview(label)
        return controller
    }

    private func snapshot(_ window: UIWindow, _ name: String) -> UIImage {
        runFrames(1)
        let image = window.screen.snapshotImage()
        savePresentationPNG(image, name)
        return image
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func pageSheets(style: UIUserInterfaceStyle) {
        let window = phoneWindowAtScale1()
        window.overrideUserInterfaceStyle = style
        defer { window.isHidden = true }
        let root = presenter(in: window)
        let sheet = content("Medium sheet")
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        sheet.sheetPresentationController?.prefersGrabberVisible = true
        root.present(sheet, animated: true)
        let medium = snapshot(window, "sheet-medium-\(style == .dark ? "dark" : "light")")
        // Above the sheet the presenter's blue band shows, dimmed; the sheet's top corners are round.
        let dimmedBlue = rgba(medium, 195, 100)
        #expect(dimmedBlue[2] > dimmedBlue[0] && dimmedBlue[2] < 240)
        #expect(rgba(medium, 0, 434)[3] == 255 && rgba(medium, 195, 500) == (style == .dark ? [28, 28, 30, 255] : [255, 255, 255, 255]), "a sheet is elevated: dark mode gives it the lighter background")
        sheet.sheetPresentationController?.animateChanges { sheet.sheetPresentationController?.selectedDetentIdentifier = .large }
        let large = snapshot(window, "sheet-large-\(style == .dark ? "dark" : "light")")
        // The presenter is scaled back: at its top (y 47) its side edges are no longer blue at x 2.
        let edge = rgba(large, 2, 60)
        #expect(!(edge[2] > 150 && edge[0] < 100), "the presenter's band no longer reaches the screen edge")
        root.dismiss(animated: false)
    }

    @Test func fullScreenAndFormSheetAndPopover() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let root = presenter(in: window)
        let full = content("Full screen")
        full.modalPresentationStyle = .fullScreen
        full.view.backgroundColor = .systemYellow
        root.present(full, animated: true)
        let image = snapshot(window, "fullscreen")
        #expect(close(rgba(image, 195, 100), rgba(image, 195, 700)), "yellow everywhere, no presenter")
        root.dismiss(animated: false)

        let pad = padWindowAtScale1()
        defer { pad.isHidden = true }
        let padRoot = presenter(in: pad)
        let form = content("Form sheet")
        form.modalPresentationStyle = .formSheet
        padRoot.present(form, animated: true)
        let formImage = snapshot(pad, "formsheet-ipad")
        #expect(rgba(formImage, 410, 500) == [255, 255, 255, 255])
        #expect(rgba(formImage, 60, 500)[0] < 200, "dimmed around the card")
        padRoot.dismiss(animated: false)

        let button = UIView(frame: CGRect(x: 560, y: 300, width: 120, height: 44))
        button.backgroundColor = .systemGreen
        padRoot.view.addSubview(button)
        padRoot.view.backgroundColor = .systemGray5
        let popoverContent = content("Popover")
        popoverContent.preferredContentSize = CGSize(width: 320, height: 240)
        popoverContent.modalPresentationStyle = .popover
        popoverContent.popoverPresentationController?.sourceView = button
        padRoot.present(popoverContent, animated: true)
        let popoverImage = snapshot(pad, "popover-ipad")
        // The arrow's tip is under the button's middle (x 620, y 344..357).
        // The arrow is the popover's material: the green button above shows through it, blurred and
        // under a light tint.
        let tip = rgba(popoverImage, 620, 350)
        #expect(tip[3] == 255 && tip[1] > tip[0] + 8 && tip[0] > 190, "\(tip)")
        #expect(rgba(popoverImage, 560, 346) != [255, 255, 255, 255], "beside the arrow the presenter shows")
        #expect(rgba(popoverImage, 20, 900) == [229, 229, 234, 255], "a popover does not dim (systemGray5 shows as is)")
        let shadow = rgba(popoverImage, 620, 610)
        #expect(shadow[0] < 229 && shadow[0] > 180, "a soft shadow under the bubble")
        padRoot.dismiss(animated: false)
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func alertsAndActionSheets(style: UIUserInterfaceStyle) {
        let suffix = style == .dark ? "dark" : "light"
        let window = phoneWindowAtScale1()
        window.overrideUserInterfaceStyle = style
        defer { window.isHidden = true }
        let root = presenter(in: window)
        let two = UIAlertController(title: "Allow Notifications?", message: "Notifications may include alerts, sounds and badges.", preferredStyle: .alert)
        two.addAction(UIAlertAction(title: "Don’t Allow", style: .cancel))
        two.addAction(UIAlertAction(title: "Allow", style: .default))
        root.present(two, animated: true)
        let twoImage = snapshot(window, "alert-2-\(suffix)")
        let mid = two.view.convert(CGPoint(x: 135, y: two.view.bounds.height - 22), to: window)
        #expect(rgba(twoImage, Int(mid.x), Int(mid.y))[3] == 255)
        root.dismiss(animated: false)

        let three = UIAlertController(title: "Delete Photo?", message: "This photo will be deleted from all your devices.", preferredStyle: .alert)
        three.addAction(UIAlertAction(title: "Delete", style: .destructive))
        three.addAction(UIAlertAction(title: "Keep", style: .default))
        three.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(three, animated: true)
        _ = snapshot(window, "alert-3-\(suffix)")
        root.dismiss(animated: false)

        let sheet = UIAlertController(title: "Share Photo", message: "Choose where to send it.", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Messages", style: .default))
        sheet.addAction(UIAlertAction(title: "Mail", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(sheet, animated: true)
        let sheetImage = snapshot(window, "actionsheet-\(suffix)")
        #expect(rgba(sheetImage, 195, 790)[3] == 255)
        root.dismiss(animated: false)

        let pad = padWindowAtScale1()
        pad.overrideUserInterfaceStyle = style
        defer { pad.isHidden = true }
        let padRoot = presenter(in: pad)
        let button = UIView(frame: CGRect(x: 600, y: 80, width: 120, height: 44))
        button.backgroundColor = .systemGreen
        padRoot.view.addSubview(button)
        let padSheet = UIAlertController(title: "Share Photo", message: nil, preferredStyle: .actionSheet)
        padSheet.addAction(UIAlertAction(title: "Messages", style: .default))
        padSheet.addAction(UIAlertAction(title: "Mail", style: .default))
        padSheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        padSheet.popoverPresentationController?.sourceView = button
        padRoot.present(padSheet, animated: true)
        _ = snapshot(pad, "actionsheet-ipad-\(suffix)")
        padRoot.dismiss(animated: false)
    }
}
