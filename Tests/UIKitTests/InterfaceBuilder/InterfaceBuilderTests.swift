import Foundation
import Testing
import TesseraTesting
import UIKit

/// Storyboards and xibs as Xcode writes them, loaded at run time (Fixtures/InterfaceBuilder).
@MainActor @Suite struct InterfaceBuilderTests {
    private func window(showing controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func navigationControllerOverTableWithPrototypeCellAndShowSegue() throws {
        let storyboard = try UIStoryboard.checked(name: "Items", bundle: .module)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let items = try #require(navigation.viewControllers.first as? StoryboardItemsController)
        // The controller is made first; its view loads later, with its outlets, before viewDidLoad.
        #expect(!items.isViewLoaded)
        #expect(items.events == ["awakeFromNib"])
        #expect(items.storyboard === storyboard)
        #expect(items.title == "Items")
        #expect(items.navigationItem.title == "Items")
        #expect(items.navigationItem.rightBarButtonItem?.systemItem == .add)

        let window = window(showing: navigation)
        #expect(items.events == ["awakeFromNib", "outlet addButton", "viewDidLoad addButton=true"])
        #expect(items.addButton === items.navigationItem.rightBarButtonItem)
        #expect(items.tableView.style == .insetGrouped)
        #expect(items.tableView.dataSource === items)
        #expect(items.tableView.numberOfRows(inSection: 0) == 3)

        let first = IndexPath(row: 0, section: 0)
        let cell = try #require(items.tableView.cellForRow(at: first))
        #expect(cell.reuseIdentifier == "ItemCell")
        #expect(cell.accessoryType == .disclosureIndicator)
        #expect(cell.textLabel?.text == "Item 0")

        // The bar button's action reaches the controller.
        items.navigationItem.rightBarButtonItem?.primaryAction?.performWithSender(nil, target: nil)
        #expect(items.added == 1)

        // Selecting the row performs the cell's show segue: prepare(for:sender:) with the cell, then a push.
        let second = IndexPath(row: 1, section: 0)
        let rect = items.tableView.convert(items.tableView.rectForRow(at: second), to: window)
        tableTap(window, at: CGPoint(x: rect.midX, y: rect.midY))
        #expect(items.prepared.count == 1)
        #expect(items.prepared.first?.identifier == "showDetail")
        #expect(items.prepared.first?.sender as? UITableViewCell === items.tableView.cellForRow(at: second))
        let detail = try #require(navigation.topViewController as? StoryboardDetailController)
        #expect(navigation.viewControllers.count == 2)
        #expect(detail.item == "Item 1")
        detail.loadViewIfNeeded()
        #expect(detail.titleLabel?.text == "Detail")
        #expect(detail.titleLabel?.textAlignment == .center)
        #expect(detail.titleLabel?.numberOfLines == 0)
        #expect(detail.titleLabel?.font.pointSize == 20)
        #expect(detail.titleLabel?.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(detail.view.backgroundColor == .systemBackground)
    }

    @Test func shouldPerformSegueVetoesTriggeredSeguesButNotPerformSegue() throws {
        let storyboard = try UIStoryboard.checked(name: "Items", bundle: .module)
        let items = try #require(storyboard.instantiateViewController(withIdentifier: "Items") as? StoryboardItemsController)
        let navigation = UINavigationController(rootViewController: items)
        let window = window(showing: navigation)
        items.allowsDetail = false
        let rect = items.tableView.convert(items.tableView.rectForRow(at: IndexPath(row: 0, section: 0)), to: window)
        tableTap(window, at: CGPoint(x: rect.midX, y: rect.midY))
        #expect(navigation.viewControllers.count == 1)
        #expect(items.prepared.isEmpty)

        items.performSegue(withIdentifier: "presentDetail", sender: "code")
        #expect(items.prepared.map(\.identifier) == ["presentDetail"])
        #expect(items.prepared.first?.sender as? String == "code")
        let presented = try #require(items.presentedViewController ?? navigation.presentedViewController)
        #expect(presented is StoryboardDetailController)
        #expect(presented.modalPresentationStyle == .fullScreen)
    }

    @Test func missingIdentifierThrowsWithUIKitsWording() throws {
        let storyboard = try UIStoryboard.checked(name: "Items", bundle: .module)
        #expect(storyboard.instantiateViewController(withIdentifier: "Detail") is StoryboardDetailController)
        do {
            _ = try storyboard.instantiateViewControllerChecked(withIdentifier: "Nope")
            Issue.record("a missing identifier did not throw")
        } catch {
            #expect(error.message.hasPrefix("Storyboard ("))
            #expect(error.message.hasSuffix("doesn't contain a view controller with identifier 'Nope'"))
        }
        // The UIKit-shaped call logs and hands back a plain controller instead of raising.
        #expect(type(of: storyboard.instantiateViewController(withIdentifier: "Nope")) == UIViewController.self)
    }

    @Test func formXibWithConstraintsStackViewOutletsActionsAndRuntimeAttributes() throws {
        let form = FormViewController(nibName: "Form", bundle: .module)
        let window = window(showing: form)
        let field = try #require(form.nameField)
        #expect(field.placeholder == "Name")
        #expect(field.borderStyle == .roundedRect)
        #expect(form.fields.count == 2)
        #expect(form.fields.first === field)
        #expect((form.fields.last as? UISwitch)?.isOn == true)

        let stack = try #require(field.superview as? UIStackView)
        #expect(stack.axis == .vertical)
        #expect(stack.spacing == 12)
        #expect(stack.arrangedSubviews.count == 3)
        // Pinned 16 points inside the safe area.
        let safe = window.safeAreaInsets
        #expect(stack.frame.minX == 16)
        #expect(stack.frame.minY == safe.top + 16)
        #expect(abs(stack.frame.width - (390 - 32)) < 0.01)

        let badge = try #require(form.view.subviews.last as? BadgeView)
        #expect(badge.backgroundColor == .systemBlue)
        #expect(badge.badgeCount == 7)
        #expect(badge.accessibilityIdentifier == "badge")
        #expect(badge.layer.cornerRadius == 12)
        // 16:9, and the placeholder height of 500 was removed; the 400 cap (priority 750) gives way.
        #expect(abs(badge.frame.width / badge.frame.height - 16.0 / 9.0) < 0.01)
        #expect(abs(badge.frame.width - (390 - 32)) < 0.01)
        // The constraints belong to the view that lists them: the form's root view.
        let constraints = form.view.constraints
        let aspect = constraints.first { $0.identifier == "badgeAspect" }
        #expect(abs((aspect?.multiplier ?? 0) - 16.0 / 9.0) < 1e-6)
        #expect(aspect?.firstItem === badge)
        #expect(!constraints.contains { $0.constant == 500 })
        #expect(constraints.first { $0.constant == 400 }?.priority == UILayoutPriority(750))
        #expect(constraints.first { $0.constant == 400 }?.relation == .lessThanOrEqual)

        // UIKit's order: init?(coder:) (attributes already read), runtime attributes, awakeFromNib.
        #expect(badge.order == ["init background=true", "runtime badgeCount", "awake cornerRadius=12"])

        let button = try #require(stack.arrangedSubviews.last as? UIButton)
        #expect(button.title(for: .normal) == "Save")
        button.sendActions(for: .touchUpInside)
        #expect(form.saves == 1)
    }

    @Test func cellNibRegisteredOnATableWithOutletsBeforeAwake() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.register(UINib(nibName: "NoteCell", bundle: .module), forCellReuseIdentifier: "NoteCell")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "NoteCell") as? NoteCell)
        #expect(cell.reuseIdentifier == "NoteCell")
        #expect(cell.order == ["init outlet=false", "outlet noteLabel", "awake"])
        let label = try #require(cell.noteLabel)
        #expect(label.superview === cell.contentView)
        #expect(label.text == "Note")
        #expect(label.font.pointSize == UIFont.preferredFont(forTextStyle: .headline).pointSize)
        #expect(label.textColor == .secondaryLabel)
        #expect(cell.contentView.constraints.filter { $0.firstItem === label }.count == 2)
        // Each dequeue makes a new cell from the nib.
        let other = table.dequeueReusableCell(withIdentifier: "NoteCell")
        #expect(other !== cell)
        #expect(other is NoteCell)
    }

    @Test func aCellNibMadeTwiceGivesEqualIndependentCells() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.register(UINib(nibName: "NoteCell", bundle: .module), forCellReuseIdentifier: "NoteCell")
        let first = try #require(table.dequeueReusableCell(withIdentifier: "NoteCell") as? NoteCell)
        let second = try #require(table.dequeueReusableCell(withIdentifier: "NoteCell") as? NoteCell)
        #expect(first !== second)
        // The second is made as the first was (the document's plan replayed): the same calls, in order.
        #expect(first.order == ["init outlet=false", "outlet noteLabel", "awake"])
        #expect(second.order == first.order)
        let firstLabel = try #require(first.noteLabel)
        let secondLabel = try #require(second.noteLabel)
        // Each cell's outlet is its own label, in its own content view.
        #expect(firstLabel !== secondLabel)
        #expect(firstLabel.superview === first.contentView)
        #expect(secondLabel.superview === second.contentView)
        #expect(first.contentView !== second.contentView)
        // Equal attributes.
        #expect(second.frame == first.frame)
        #expect(second.autoresizingMask == first.autoresizingMask)
        #expect(second.contentView.clipsToBounds && first.contentView.clipsToBounds)
        #expect(secondLabel.text == "Note")
        #expect(secondLabel.text == firstLabel.text)
        #expect(secondLabel.font == firstLabel.font)
        #expect(secondLabel.textColor == .secondaryLabel)
        #expect(secondLabel.frame == firstLabel.frame)
        #expect(secondLabel.contentMode == firstLabel.contentMode)
        #expect(secondLabel.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        #expect(!secondLabel.translatesAutoresizingMaskIntoConstraints)
        // Each content view's constraints join its own label to itself.
        for cell in [first, second] {
            let constraints = cell.contentView.constraints.filter { $0.firstItem === cell.noteLabel }
            #expect(constraints.count == 2)
            #expect(constraints.allSatisfy { $0.secondItem === cell.contentView })
        }
        // Laid out at different heights, each label follows its own cell.
        first.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        second.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        #expect(abs(firstLabel.frame.midY - 50) < 0.5)
        #expect(abs(secondLabel.frame.midY - 30) < 0.5)
        #expect(abs(firstLabel.frame.minX - first.contentView.layoutMargins.left) < 0.01)
        // Nothing is shared: changing the first leaves the second, and a third, as the nib says.
        firstLabel.text = "Changed"
        firstLabel.textColor = .red
        firstLabel.font = .systemFont(ofSize: 40)
        first.contentView.backgroundColor = .blue
        first.accessoryType = .checkmark
        let third = try #require(table.dequeueReusableCell(withIdentifier: "NoteCell") as? NoteCell)
        for cell in [second, third] {
            #expect(cell.noteLabel?.text == "Note")
            #expect(cell.noteLabel?.textColor == .secondaryLabel)
            #expect(cell.noteLabel?.font.pointSize == UIFont.preferredFont(forTextStyle: .headline).pointSize)
            #expect(cell.contentView.backgroundColor == nil)
            #expect(cell.accessoryType == .none)
        }
    }

    @Test func eachInstanceOfANibConstrainsItsOwnLayoutGuide() throws {
        let xib = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                            <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>
                        </label>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="guide"/>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    <constraints>
                        <constraint firstItem="lbl" firstAttribute="top" secondItem="guide" secondAttribute="top" constant="8" id="c1"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """.utf8)
        let nib = UINib(data: xib, bundle: nil)
        let first = try #require(try nib.instantiateChecked(withOwner: nil).first as? UIView)
        let second = try #require(try nib.instantiateChecked(withOwner: nil).first as? UIView)
        #expect(first !== second)
        for view in [first, second] {
            let label = try #require(view.subviews.first as? UILabel)
            // The document's one constraint (the safe area guide's own are there too).
            let listed = view.constraints.filter { $0.firstItem === label }
            let constraint = try #require(listed.first)
            #expect(listed.count == 1)
            #expect(constraint.secondItem === view.safeAreaLayoutGuide)
            #expect(constraint.constant == 8)
            #expect(label.text == "Hi")
            #expect(label.font.pointSize == 15)
            #expect(view.backgroundColor == .systemBackground)
            #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        }
        #expect(first.subviews.first !== second.subviews.first)
    }

    @Test func aLabelKeepsTheViewAttributesItsDocumentStates() throws {
        let xib = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Plain" id="plain">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                        </label>
                        <label opaque="NO" contentMode="center" text="Tappable" id="tap">
                            <rect key="frame" x="0.0" y="40" width="100" height="20"/>
                        </label>
                        <label text="Bare" id="bare">
                            <rect key="frame" x="0.0" y="70" width="100" height="20"/>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """.utf8)
        let root = try #require(try UINib(data: xib, bundle: nil).instantiateChecked(withOwner: nil).first as? UIView)
        let labels = root.subviews.compactMap { $0 as? UILabel }
        try #require(labels.count == 3)
        // What Xcode writes for a label.
        #expect(labels[0].contentMode == .left)
        #expect(!labels[0].isUserInteractionEnabled)
        // User interaction switched on in the inspector: Xcode leaves the attribute out (YES is a view's default).
        #expect(labels[1].contentMode == .center)
        #expect(labels[1].isUserInteractionEnabled)
        // Nothing stated: the label's own content mode; interactive, as a document's absent attribute means.
        #expect(labels[2].contentMode == UILabel(frame: .zero).contentMode)
        #expect(labels[2].isUserInteractionEnabled)
    }

    @Test func malformedDocumentsThrowWithFileAndLine() {
        let broken = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view id="a">
                    <rect key="frame" x="0" y="0" width="10" height="10">
                </view>
            </objects>
        </document>
        """.utf8)
        do {
            _ = try UINib(data: broken, bundle: nil).instantiateChecked(withOwner: nil)
            Issue.record("a malformed document loaded")
        } catch {
            #expect(error.file == "<data>")
            #expect(error.line == 6)
            #expect(error.message.hasPrefix("malformed Interface Builder document"))
        }
        #expect(UINib(data: broken, bundle: nil).instantiate(withOwner: nil).isEmpty)

        let notIB = Data("<plist version=\"1.0\"><dict/></plist>".utf8)
        #expect(throws: InterfaceBuilderError.self) { try UINib(data: notIB, bundle: nil).instantiateChecked(withOwner: nil) }
        #expect(throws: InterfaceBuilderError.self) { try UIStoryboard.checked(name: "Missing", bundle: .module) }
    }

    @Test func anOutletNothingSetsIsReportedWithFileLineClassAndKey() {
        let xib = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                    <connections>
                        <outlet property="missing" destination="v1" id="o1"/>
                    </connections>
                </placeholder>
                <view id="v1"/>
            </objects>
        </document>
        """.utf8)
        let owner = UIViewController()
        do {
            _ = try UINib(data: xib, bundle: nil).instantiateChecked(withOwner: owner)
            Issue.record("an unknown outlet was accepted")
        } catch {
            #expect(error.line == 6)
            #expect(error.message.contains("'missing'"))
            #expect(error.message.contains("UIViewController"))
        }
    }

    @Test func customClassesAreFoundByModuleQualifiedName() throws {
        let xib = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view id="v1" customClass="BadgeView" customModule="UIKitTests"/>
                <view id="v2" customClass="NoSuchView" customModule="UIKitTests"/>
            </objects>
        </document>
        """.utf8)
        let objects = UINib(data: xib, bundle: nil).instantiate(withOwner: nil)
        #expect(objects.count == 2)
        #expect(objects.first is BadgeView)
        #expect(type(of: objects.last!) == UIView.self)
    }

    @Test func whatADocumentMadeIsFreedWithItsOwner() throws {
        weak var controller: UIViewController?
        weak var field: UITextField?
        weak var cell: UITableViewCell?
        weak var initial: UIViewController?
        do {
            let form = FormViewController(nibName: "Form", bundle: .module)
            form.loadViewIfNeeded()
            controller = form
            field = form.nameField
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
            table.register(UINib(nibName: "NoteCell", bundle: .module), forCellReuseIdentifier: "NoteCell")
            cell = table.dequeueReusableCell(withIdentifier: "NoteCell")
            let storyboard = try UIStoryboard.checked(name: "Flows", bundle: .module)
            let made = storyboard.instantiateInitialViewController()
            initial = made
        }
        #expect(controller == nil, "a controller loaded from a xib is freed when released")
        #expect(field == nil)
        #expect(cell == nil, "a cell from a nib is freed with its table")
        #expect(initial == nil, "a storyboard's controller is freed when released")
    }

    /// A view's constraints are made and then added as one batch: each must come out as if added alone,
    /// in the document's order: listed in that order, the later of two required constraints that
    /// conflict broken (the engine adds them in that order), priorities, relations and identifiers
    /// kept, and one naming an object the document does not make left out without losing the rest.
    @Test func aDocumentsConstraintsKeepTheirOrderPrioritiesAndIdentifiers() throws {
        let xib = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="width" constant="100" identifier="narrow" id="c1"/>
                        <constraint firstItem="box" firstAttribute="width" constant="150" identifier="wide" id="c2"/>
                        <constraint firstItem="box" firstAttribute="height" constant="40" priority="250" id="c3"/>
                        <constraint firstItem="missing" firstAttribute="height" constant="10" id="c4"/>
                        <constraint firstItem="box" firstAttribute="height" relation="lessThanOrEqual" constant="30" priority="750" identifier="cap" id="c5"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c6"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="4" id="c7"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """.utf8)
        let nib = UINib(data: xib, bundle: nil)
        for _ in 0..<2 {
            let root = try #require(nib.instantiate(withOwner: nil).first as? UIView)
            let box = try #require(root.subviews.first)
            let listed = root.constraints.filter { $0.firstItem === box }
            #expect(listed.map(\.constant) == [100, 150, 40, 30, 8, 4])
            #expect(listed.map(\.identifier) == ["narrow", "wide", nil, "cap", nil, nil])
            #expect(listed.map(\.priority) == [.required, .required, UILayoutPriority(250), UILayoutPriority(750), .required, .required])
            #expect(listed[3].relation == .lessThanOrEqual)
            #expect(listed.allSatisfy { $0.isActive })
            let conflicts = LogCapture.messages(containing: "Unable to simultaneously satisfy constraints") { root.layoutIfNeeded() }
            #expect(conflicts.count == 1)
            #expect(conflicts.first?.contains("breaking constraint\n<NSLayoutConstraint:0x\(String(UInt(bitPattern: ObjectIdentifier(listed[1])), radix: 16)) 'wide'") == true)
            #expect(box.frame == CGRect(x: 4, y: 8, width: 100, height: 30))
        }
    }
}

