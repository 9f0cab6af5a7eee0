// API that popular UIKit libraries (SwiftMessages, IQKeyboardManager, FloatingPanel, EasyPeasy, Hero,
// PanModal…) call, written as they call it (Swift 5 mode, nonisolated XCTest methods).
import UIKit
import XCTest

final class LibraryAPIGapsClientTests: XCTestCase {
    /// SwiftMessages and older libraries branch on the deprecated macro; deprecated here as in the SDK.
    @available(*, deprecated)
    func testUserInterfaceIdiomMacroAnswersTheDevicesIdiom() {
        let isPad = UI_USER_INTERFACE_IDIOM() == .pad
        XCTAssertEqual(UI_USER_INTERFACE_IDIOM(), UIDevice.current.userInterfaceIdiom)
        XCTAssertEqual(isPad, UIScreen.main.traitCollection.userInterfaceIdiom == .pad)
    }

    func testFeedbackGeneratorsTakeTheCallsLibrariesMake() {
        let selection = UISelectionFeedbackGenerator()
        selection.prepare()
        selection.selectionChanged()
        let impact = UIImpactFeedbackGenerator(style: .light)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.6)
        let view = UIView()
        UIImpactFeedbackGenerator(style: .rigid, view: view).impactOccurred(intensity: 1, at: CGPoint(x: 4, y: 4))
        let notification = UINotificationFeedbackGenerator()
        notification.notificationOccurred(.warning)
        XCTAssertEqual(UIImpactFeedbackGenerator.FeedbackStyle.soft.rawValue, 3, "the raw values are UIKit's")
        XCTAssertEqual(UINotificationFeedbackGenerator.FeedbackType.error.rawValue, 2)
    }

    func testAControllerOverridesItsRotationAnswersAsPanModalDoes() {
        final class SheetController: UIViewController {
            override var shouldAutorotate: Bool { false }
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        let sheet = SheetController()
        XCTAssertFalse(sheet.shouldAutorotate)
        XCTAssertEqual(sheet.supportedInterfaceOrientations, .portrait)
        XCTAssertTrue(UIViewController().shouldAutorotate, "true by default")
        XCTAssertNil(sheet.viewIfLoaded, "asking loads no view")
    }

    func testAViewConvertsItsFrameToTheScreensCoordinateSpace() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 80))
        window.addSubview(card)
        let onScreen = card.convert(card.bounds, to: UIScreen.main.coordinateSpace)
        XCTAssertEqual(onScreen, CGRect(x: 20, y: 100, width: 200, height: 80))
        XCTAssertEqual(UIScreen.main.coordinateSpace.bounds, UIScreen.main.bounds)
        XCTAssertEqual(card.convert(CGPoint(x: 30, y: 110), from: UIScreen.main.coordinateSpace), CGPoint(x: 10, y: 10))
    }

    func testGeometryComparisonsUseCoreGraphicsNames() {
        XCTAssertTrue(CGRect(x: 0, y: 0, width: -10, height: -10).equalTo(CGRect(x: -10, y: -10, width: 10, height: 10)))
        XCTAssertFalse(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
        XCTAssertTrue(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
    }

    func testAnEventMadeByATestIsAnEmptyTouchEvent() {
        final class Recorder: UIView {
            var events: [UIEvent?] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { events.append(event) }
        }
        let event = UIEvent()
        XCTAssertEqual(event.type, .touches)
        XCTAssertEqual(event.subtype, .none)
        XCTAssertNil(event.allTouches)
        XCTAssertEqual(event.timestamp, 0)
        let view = Recorder()
        view.touchesBegan([UITouch()], with: event)
        XCTAssertTrue(view.events.first! === event)
    }

    func testACustomKeyboardClicksAsIQKeyboardManagersToolbarAsks() {
        final class KeyPad: UIInputView, UIInputViewAudioFeedback {
            var enableInputClicksWhenVisible: Bool { true }
            func keyTapped() { UIDevice.current.playInputClick() }
        }
        final class QuietPad: UIView, UIInputViewAudioFeedback {}
        let pad = KeyPad(frame: CGRect(x: 0, y: 0, width: 320, height: 216), inputViewStyle: .keyboard)
        pad.keyTapped()
        XCTAssertTrue(pad.enableInputClicksWhenVisible)
        XCTAssertFalse(QuietPad().enableInputClicksWhenVisible, "off unless the view says so")
        XCTAssertTrue((pad as UIInputViewAudioFeedback).enableInputClicksWhenVisible)
    }

    func testSearchBarTraitsAndAccessoriesAsKeyboardLibrariesSetThem() {
        let bar = UISearchBar()
        let traits: UITextInputTraits = bar
        bar.autocorrectionType = .no
        bar.keyboardType = .webSearch
        bar.enablesReturnKeyAutomatically = true
        XCTAssertEqual(traits.autocorrectionType, .no, "read through the protocol: the bar's, not the default")
        XCTAssertEqual(traits.keyboardType, .webSearch)
        XCTAssertTrue(traits.enablesReturnKeyAutomatically)
        XCTAssertEqual(bar.searchTextField.autocorrectionType, .no)
        bar.isEnabled = false
        XCTAssertFalse(bar.searchTextField.isEnabled)
        XCTAssertTrue(bar.isEnabled == false)

        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let textView = UITextView()
        textView.inputAccessoryView = toolbar
        textView.inputView = nil
        XCTAssertTrue(textView.inputAccessoryView === toolbar)
        let field = UITextField()
        field.inputAccessoryView = toolbar
        XCTAssertTrue(field.inputAccessoryView === toolbar)
    }

    /// Hero's state capture and restore: layer properties by key path, boxed.
    func testLayerPropertiesByKeyPathAsHeroReadsAndWritesThem() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.layer.cornerRadius = 6
        view.layer.transform = CATransform3DMakeScale(2, 2, 1)
        XCTAssertEqual((view.layer.value(forKeyPath: "cornerRadius") as? NSNumber)?.doubleValue, 6)
        XCTAssertEqual(view.layer.value(forKeyPath: "transform.scale") as? CGFloat, 2)
        XCTAssertEqual((view.layer.value(forKeyPath: "position") as? NSValue)?.cgPointValue, CGPoint(x: 50, y: 25))
        XCTAssertEqual(view.layer.value(forKeyPath: "bounds.size") as? CGSize, CGSize(width: 100, height: 50))
        XCTAssertEqual(view.layer.value(forKey: "opacity") as? Float, 1)

        view.layer.setValue(NSValue(cgSize: CGSize(width: 40, height: 30)), forKeyPath: "bounds.size")
        view.layer.setValue(CGPoint(x: 10, y: 20), forKeyPath: "position")
        view.layer.setValue(NSNumber(value: 0.5), forKeyPath: "opacity")
        view.layer.setValue(1, forKeyPath: "transform.scale")
        XCTAssertEqual(view.bounds.size, CGSize(width: 40, height: 30))
        XCTAssertEqual(view.center, CGPoint(x: 10, y: 20))
        XCTAssertEqual(view.alpha, 0.5)
        XCTAssertTrue(CATransform3DIsIdentity(view.layer.transform))

        view.layer.setValue("card", forKey: "heroID")
        XCTAssertEqual(view.layer.value(forKey: "heroID") as? String, "card")
    }
}
