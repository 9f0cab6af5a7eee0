import Testing
import UIKit
@testable import TesseraATSPI

/// The roles and states the AT-SPI2 bridge gives UIKit's elements, read from real views through
/// `AccessibilityTree` as the bridge reads them, without D-Bus.
@MainActor
@Suite struct RoleMappingTests {
    /// The role and states of the one node under `root` for which `match` holds.
    private func mapped(_ root: UIView, _ match: (AccessibilityNode) -> Bool) -> (ATSPIRole, ATSPIStateSet)? {
        var stack: [(AccessibilityNode, UIAccessibilityTraits)] = [(AccessibilityTree.tree(of: root), [])]
        while let (node, parentTraits) = stack.popLast() {
            if match(node) {
                let descriptor = ObjectRegistry.descriptor(of: node, parentTraits: parentTraits)
                return (RoleMapping.role(of: descriptor), RoleMapping.states(of: descriptor))
            }
            stack.append(contentsOf: node.children.map { ($0, node.traits) })
        }
        return nil
    }

    private func container(_ views: UIView...) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        for (index, view) in views.enumerated() {
            view.frame = CGRect(x: 10, y: 10 + CGFloat(index) * 60, width: 200, height: 44)
            root.addSubview(view)
        }
        return root
    }

    @Test func buttonIsAPushButtonThatIsEnabledUntilDisabled() throws {
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        let root = container(button)
        let (role, states) = try #require(mapped(root) { $0.object === button })
        #expect(role == .pushButton)
        #expect(role.name == "push button")
        #expect(states.contains(.enabled) && states.contains(.sensitive) && states.contains(.focusable))
        button.isEnabled = false
        let (_, disabled) = try #require(mapped(root) { $0.object === button })
        #expect(!disabled.contains(.enabled) && !disabled.contains(.sensitive))
    }

    @Test func switchIsACheckableToggleButtonCheckedWhenOn() throws {
        let toggle = UISwitch()
        let root = container(toggle)
        let (role, off) = try #require(mapped(root) { $0.object === toggle })
        #expect(role == .toggleButton)
        #expect(off.contains(.checkable) && !off.contains(.checked))
        toggle.isOn = true
        let (_, on) = try #require(mapped(root) { $0.object === toggle })
        #expect(on.contains(.checked))
    }

    @Test func sliderStepperAndProgressHaveTheirRolesAndValues() throws {
        let slider = UISlider(), stepper = UIStepper(), progress = UIProgressView()
        // A stepper reads as its two buttons, as on iOS, unless made an element (then it is adjustable).
        stepper.isAccessibilityElement = true
        slider.maximumValue = 10
        slider.value = 4
        stepper.value = 3
        progress.progress = 0.25
        let root = container(slider, stepper, progress)
        #expect(mapped(root) { $0.object === slider }?.0 == .slider)
        #expect(mapped(root) { $0.object === stepper }?.0 == .spinButton)
        #expect(mapped(root) { $0.object === progress }?.0 == .progressBar)
        #expect(ValueContent.current(of: slider) == 4)
        #expect(ValueContent.limits(of: slider) == (0, 10, 0))
        #expect(ValueContent.current(of: stepper) == 3)
        #expect(ValueContent.current(of: progress) == 0.25)
    }

    @Test func settingAValueSendsValueChangedAsTheUserWould() {
        let slider = UISlider()
        slider.maximumValue = 100
        var sent: [Float] = []
        slider.addAction(UIAction { _ in sent.append(slider.value) }, for: .valueChanged)
        ValueContent.set(75, on: slider)
        #expect(slider.value == 75)
        #expect(sent == [75])
    }

    @Test func textFieldsAreEntriesOrPasswordTextAndTextViewsMultiLine() throws {
        let field = UITextField(), secure = UITextField(), textView = UITextView()
        // Tessera's text view is not an element by default (it is looked through as a scroll view).
        textView.isAccessibilityElement = true
        secure.isSecureTextEntry = true
        secure.text = "abc"
        let root = container(field, secure, textView)
        let (fieldRole, fieldStates) = try #require(mapped(root) { $0.object === field })
        #expect(fieldRole == .entry)
        #expect(fieldStates.contains(.editable) && fieldStates.contains(.singleLine) && fieldStates.contains(.focusable))
        #expect(mapped(root) { $0.object === secure }?.0 == .passwordText)
        #expect(TextContent.text(of: secure, value: nil) == "•••")
        let (viewRole, viewStates) = try #require(mapped(root) { $0.object === textView })
        #expect(viewRole == .text)
        #expect(viewStates.contains(.multiLine) && !viewStates.contains(.singleLine))
        field.isEnabled = false
        let (_, disabled) = try #require(mapped(root) { $0.object === field })
        #expect(!disabled.contains(.editable) && disabled.contains(.readOnly))
    }

    @Test func labelsAreLabelsAndHeadersHeadings() throws {
        let label = UILabel(), header = UILabel(), link = UILabel(), image = UIImageView()
        label.text = "Plain"
        header.text = "Title"
        header.accessibilityTraits = [.header]
        link.text = "More"
        link.accessibilityTraits = [.link]
        image.isAccessibilityElement = true
        image.accessibilityTraits = .image
        let root = container(label, header, link, image)
        #expect(mapped(root) { $0.object === label }?.0 == .label)
        #expect(mapped(root) { $0.object === header }?.0 == .heading)
        #expect(mapped(root) { $0.object === link }?.0 == .link)
        #expect(mapped(root) { $0.object === image }?.0 == .image)
        #expect(RoleMapping.headingLevel(of: header) == 1)
    }

    @Test func tabBarIsAPageTabListOfTabsTheSelectedOneMarked() throws {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        let first = UITabBarItem(title: "Home", image: nil, tag: 0), second = UITabBarItem(title: "Search", image: nil, tag: 1)
        bar.items = [first, second]
        bar.selectedItem = first
        bar.layoutIfNeeded()
        let root = container()
        root.addSubview(bar)
        #expect(mapped(root) { $0.traits.contains(.tabBar) }?.0 == .pageTabList)
        let (homeRole, home) = try #require(mapped(root) { $0.label == "Home" })
        #expect(homeRole == .pageTab)
        #expect(home.contains(.selected) && home.contains(.selectable))
        let (_, search) = try #require(mapped(root) { $0.label == "Search" })
        #expect(!search.contains(.selected))
    }

    @Test func containersMapByTheirType() {
        func descriptor(_ type: UIAccessibilityContainerType, modal: Bool = false) -> ElementDescriptor {
            ElementDescriptor(traits: [], isElement: false, containerType: type, isModal: modal, kind: .other,
                              isInTabBar: false, isInteractive: false, isFocused: false, value: nil, isEditable: false)
        }
        #expect(RoleMapping.role(of: descriptor(.list)) == .list)
        #expect(RoleMapping.role(of: descriptor(.dataTable)) == .table)
        #expect(RoleMapping.role(of: descriptor(.landmark)) == .landmark)
        #expect(RoleMapping.role(of: descriptor(.none)) == .panel)
        #expect(RoleMapping.role(of: descriptor(.none, modal: true)) == .dialog)
        #expect(RoleMapping.states(of: descriptor(.none, modal: true)).contains(.modal))
        var alert = descriptor(.none, modal: true)
        alert.kind = .alert
        #expect(RoleMapping.role(of: alert) == .alert)
    }

    @Test func stateSetsTravelAsTwoWords() {
        var states = ATSPIStateSet()
        states.insert(.focused)      // 12
        states.insert(.checkable)    // 41
        #expect(states.words == [1 << 12, 1 << 9])
        states.remove(.focused)
        #expect(states.words == [0, 1 << 9])
    }
}
