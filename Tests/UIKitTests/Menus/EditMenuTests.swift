import Foundation
import Testing
@testable import UIKit

/// The edit menu: standard actions filtered by `canPerformAction`, the delegate's menu, performing,
/// dismissal, paging and the bar's pixels.
@MainActor @Suite struct EditMenuTests {
    final class Note: UIView {
        var hasSelection = true
        var log: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            switch action {
            case .copy, .cut: return hasSelection
            case .paste, .selectAll: return true
            default: return super.canPerformAction(action, withSender: sender)
            }
        }
        override func copy(_ sender: Any?) { log.append("copy") }
        override func cut(_ sender: Any?) { log.append("cut") }
        override func paste(_ sender: Any?) { log.append("paste") }
        override func selectAll(_ sender: Any?) { log.append("selectAll") }
    }

    final class Delegate: UIEditMenuInteractionDelegate {
        var log: [String] = []
        var extra: [UIMenuElement] = []
        func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                 suggestedActions: [UIMenuElement]) -> UIMenu? {
            log.append("menuFor")
            return UIMenu(children: suggestedActions + extra)
        }
        func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
            CGRect(x: configuration.sourcePoint.x - 20, y: configuration.sourcePoint.y - 10, width: 40, height: 20)
        }
        func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                                 animator: any UIEditMenuInteractionAnimating) { log.append("willPresent") }
        func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                                 animator: any UIEditMenuInteractionAnimating) { log.append("willDismiss") }
    }

    @Test func standardActionsFollowCanPerformAction() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let note = Note(frame: CGRect(x: 20, y: 200, width: 350, height: 200))
        window.addSubview(note)
        let delegate = Delegate()
        let interaction = UIEditMenuInteraction(delegate: delegate)
        note.addInteraction(interaction)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 175, y: 100)))
        #expect(interaction.visibleTitles == ["Cut", "Copy", "Paste", "Select All"])
        #expect(delegate.log == ["menuFor", "willPresent"])
        note.hasSelection = false
        interaction.reloadVisibleMenu()
        #expect(interaction.visibleTitles == ["Paste", "Select All"])

        // The bar is above the target rectangle (y 290…310 in the window), centred on it, arrow down.
        let callout = interaction.calloutView!
        let frame = callout.convert(callout.bounds, to: nil)
        #expect(frame.maxY == 290 && abs(frame.midX - 195) <= 1 && frame.height == 44)

        delegate.log.removeAll()
        let paste = callout.itemFrame("Paste")!
        let overlay = callout.window!
        let point = callout.convert(CGPoint(x: paste.midX, y: paste.midY), to: overlay)
        let t = CACurrentMediaTime() + 0.5
        overlay.send(TouchInput.tap(at: point, timestamp: t))
        #expect(note.log == ["paste"] && delegate.log == ["willDismiss"] && interaction.calloutView == nil)
        #expect(overlay.isHidden)
    }

    @Test func theDelegatesActionsShowAndAResponderUpTheChainPerforms() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let note = Note(frame: CGRect(x: 20, y: 200, width: 350, height: 200))
        window.addSubview(note)
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        note.addSubview(inner)
        let delegate = Delegate()
        var ran = 0
        delegate.extra = [UIAction(title: "Translate") { _ in ran += 1 }]
        let interaction = UIEditMenuInteraction(delegate: delegate)
        inner.addInteraction(interaction)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 50, y: 25)))
        #expect(interaction.visibleTitles == ["Cut", "Copy", "Paste", "Select All", "Translate"], "the note, inner's superview, performs them")
        let callout = interaction.calloutView!
        let frame = callout.itemFrame("Translate")!
        let overlay = callout.window!
        overlay.send(TouchInput.tap(at: callout.convert(CGPoint(x: frame.midX, y: frame.midY), to: overlay), timestamp: CACurrentMediaTime() + 0.5))
        #expect(ran == 1)

        // Touching outside dismisses without performing.
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 50, y: 25)))
        delegate.log.removeAll()
        let second = interaction.calloutView!.window!
        second.send(TouchInput.tap(at: CGPoint(x: 200, y: 800), timestamp: CACurrentMediaTime() + 0.5))
        #expect(delegate.log == ["willDismiss"] && ran == 1 && note.log.isEmpty)
    }

    @Test func tooManyCommandsPageAndTheBarIsDark() {
        for dark in [false, true] {
            let window = phoneWindowAtScale1()
            if dark { window.overrideUserInterfaceStyle = .dark }
            defer { window.isHidden = true }
            let note = Note(frame: CGRect(x: 20, y: 200, width: 350, height: 200))
            window.addSubview(note)
            let delegate = Delegate()
            delegate.extra = ["Look Up", "Translate", "Search Web", "Share…", "Speak", "Spell"].map { UIAction(title: $0) { _ in } }
            let interaction = UIEditMenuInteraction(delegate: delegate)
            note.addInteraction(interaction)
            interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 60, y: 100)))
            let titles = interaction.visibleTitles
            #expect(titles.first == "<" && titles.last == ">" && titles.contains("Cut") && !titles.contains("Spell"), "\(titles)")
            UIApplication.shared.advanceFrame(by: 0)
            let image = window.screen.snapshotImage()
            writeDebugImage(image, named: "menus-edit-menu\(dark ? "-dark" : "")")
            let callout = interaction.calloutView!
            let frame = callout.convert(callout.bounds, to: nil)
            #expect(frame.width <= 374)
            // The bar's fill is dark in both appearances, between the items' titles.
            let pixel = rgba(image, Int(frame.minX) + 4, Int(frame.minY) + 18)
            #expect(pixel[0] < 50 && pixel[1] < 50 && pixel[2] < 50, "dark capsule: \(pixel)")
            // The arrow points down at the target (x 80 in the window), below the bar.
            let arrow = rgba(image, 80, Int(frame.maxY) - 3)
            #expect(arrow[0] < 60, "arrow: \(arrow)")
            // The next pages: every command is reached, none twice.
            var seen = Set(titles)
            let overlay = callout.window!
            for _ in 0..<2 {
                let next = callout.itemFrame(">")!
                overlay.send(TouchInput.tap(at: callout.convert(CGPoint(x: next.midX, y: next.midY), to: overlay), timestamp: CACurrentMediaTime() + 0.5))
                #expect(seen.isDisjoint(with: Set(interaction.visibleTitles).subtracting(["<", ">"])), "\(interaction.visibleTitles)")
                seen.formUnion(interaction.visibleTitles)
            }
            #expect(seen.isSuperset(of: ["Cut", "Copy", "Paste", "Select All", "Look Up", "Translate", "Search Web", "Share…", "Speak", "Spell"]))
            interaction.dismissMenu()
        }
    }
}
