/// The classes and appearance properties style sheets may name, with their value types (a Tessera type).
///
/// UIKit's view classes and their appearance properties are registered already. An app registers its
/// own classes (to name them in a sheet, as styled views or as containers) and its `@Appearance`
/// properties: `AppearanceSchema.register { RoundLabel() }` and
/// `AppearanceSchema.register(\RoundLabel.borderWidth, name: "borderWidth")`.
@preconcurrency @MainActor
public enum AppearanceSchema {
    /// A class a sheet can name, with a way to make an instance (for tools that explain rules).
    package struct ClassEntry {
        package let type: any UIAppearanceContainer.Type
        package let make: @MainActor () -> UIAppearanceContainer
        package var isView: Bool { type is UIView.Type }
    }

    /// A property a sheet can set.
    package struct PropertyEntry {
        package let name: String
        package let viewClass: UIView.Type
        package let valueType: Any.Type
        package let axes: [AppearanceAxis]
        /// The rule value for a value of `valueType` and raw axis values.
        package let setting: @MainActor (Any, [Int]) -> AppearanceSetting
    }

    private static var classes: [String: ClassEntry] = [:]
    private static var properties: [ObjectIdentifier: [String: PropertyEntry]] = [:]
    private static var enumerations: [ObjectIdentifier: [(name: String, value: Any)]] = [:]
    private static var builtInsRegistered = false

    /// Registers a view or view controller class under its Swift name, with how to make one.
    public static func register<Container: UIAppearanceContainer>(name: String? = nil, _ make: @escaping @MainActor () -> Container) {
        registerBuiltIns()
        classes[name ?? "\(Container.self)"] = ClassEntry(type: Container.self, make: make)
    }

    /// Registers a declared appearance property (a built-in one, or one with axes).
    public static func register(_ property: AppearanceProperty) {
        registerBuiltIns()
        add(PropertyEntry(name: property.name, viewClass: property.viewClass, valueType: property.valueType, axes: property.axes,
                          setting: { value, axes in AppearanceSetting(property: property, axes: axes, value: value) }))
    }

    /// Registers an `@Appearance` property (or any appearance-capable property) by key path and name.
    public static func register<View: UIView, Value>(_ keyPath: ReferenceWritableKeyPath<View, Value>, name: String) {
        registerBuiltIns()
        add(PropertyEntry(name: name, viewClass: View.self, valueType: Value.self, axes: [], setting: { value, _ in
            let typed = value as? Value   // the sheet converts to `valueType`, so this holds
            return AppearanceSetting(key: .keyPath(keyPath), value: value,
                                     apply: { view in if let typed { unsafeDowncast(view, to: View.self)[keyPath: keyPath] = typed } },
                                     probe: { let view = unsafeDowncast($0, to: View.self); view[keyPath: keyPath] = view[keyPath: keyPath] })
        }))
    }

    /// Registers an enumeration so sheets can write its values by their Swift case names.
    public static func register<Enumeration: CaseIterable>(enumeration: Enumeration.Type) {
        enumerations[ObjectIdentifier(Enumeration.self)] = Enumeration.allCases.map { ("\($0)", $0) }
        enumerations[ObjectIdentifier(Enumeration?.self)] = Enumeration.allCases.map { ("\($0)", $0) }
    }

    // MARK: Lookup (for style sheets and tools)

    /// The class registered under a name.
    package static func classEntry(named name: String) -> ClassEntry? {
        registerBuiltIns()
        return classes[name]
    }

    /// Every registered class name, sorted (for hints).
    package static var classNames: [String] {
        registerBuiltIns()
        return classes.keys.sorted()
    }

    /// The property a view class has under a name (declared by it or a superclass).
    package static func property(named name: String, of viewClass: UIView.Type) -> PropertyEntry? {
        registerBuiltIns()
        var current: AnyClass? = viewClass
        while let c = current {
            if let entry = properties[ObjectIdentifier(c)]?[name] { return entry }
            current = _getSuperclass(c)
        }
        return nil
    }

    /// Every property name a view class has, sorted (for hints).
    package static func propertyNames(of viewClass: UIView.Type) -> [String] {
        registerBuiltIns()
        var names: Set<String> = []
        var current: AnyClass? = viewClass
        while let c = current {
            names.formUnion(properties[ObjectIdentifier(c)]?.keys ?? [:].keys)
            current = _getSuperclass(c)
        }
        return names.sorted()
    }

    /// The named cases of a registered enumeration type (optional or not).
    package static func cases(of type: Any.Type) -> [(name: String, value: Any)]? {
        registerBuiltIns()
        return enumerations[ObjectIdentifier(type)]
    }

    /// Replaces the style sheet's rule values (an empty list removes them all); views change when the
    /// rules are next applied.
    package static func installSheetRules(_ rules: [(viewClass: UIView.Type, containers: [any UIAppearanceContainer.Type],
                                                     traits: UITraitCollection?, setting: AppearanceSetting)]) {
        AppearanceRegistry.shared.replaceSheetValues(rules.map {
            (AppearanceSelector(viewClass: $0.viewClass, containers: $0.containers, traits: $0.traits), $0.setting)
        })
    }

    /// The rules that can reach a view, weakest first, with whether each matches and why (for tools).
    package static func rules(reaching view: UIView) -> [(selector: String, matches: Bool, reason: String, values: [(name: String, value: Any)])] {
        AppearanceRegistry.shared.rules(reaching: view)
    }

    private static func add(_ entry: PropertyEntry) {
        properties[ObjectIdentifier(entry.viewClass), default: [:]][entry.name] = entry
    }

    /// UIKit's classes and appearance properties.
    private static func registerBuiltIns() {
        guard !builtInsRegistered else { return }
        builtInsRegistered = true
        for (name, entry) in [
            ("UIView", ClassEntry(type: UIView.self, make: { UIView() })),
            ("UILabel", ClassEntry(type: UILabel.self, make: { UILabel() })),
            ("UIImageView", ClassEntry(type: UIImageView.self, make: { UIImageView() })),
            ("UIStackView", ClassEntry(type: UIStackView.self, make: { UIStackView() })),
            ("UIWindow", ClassEntry(type: UIWindow.self, make: { UIWindow() })),
            ("UIViewController", ClassEntry(type: UIViewController.self, make: { UIViewController() })),
            ("UIControl", ClassEntry(type: UIControl.self, make: { UIControl() })),
            ("UIButton", ClassEntry(type: UIButton.self, make: { UIButton(type: .system) })),
            ("UISwitch", ClassEntry(type: UISwitch.self, make: { UISwitch() })),
            ("UISlider", ClassEntry(type: UISlider.self, make: { UISlider() })),
            ("UIProgressView", ClassEntry(type: UIProgressView.self, make: { UIProgressView() })),
            ("UISegmentedControl", ClassEntry(type: UISegmentedControl.self, make: { UISegmentedControl() })),
            ("UIStepper", ClassEntry(type: UIStepper.self, make: { UIStepper() })),
            ("UIActivityIndicatorView", ClassEntry(type: UIActivityIndicatorView.self, make: { UIActivityIndicatorView() })),
            ("UIPageControl", ClassEntry(type: UIPageControl.self, make: { UIPageControl() })),
            ("UITableView", ClassEntry(type: UITableView.self, make: { UITableView() })),
            ("UITableViewCell", ClassEntry(type: UITableViewCell.self, make: { UITableViewCell() })),
            ("UIToolbar", ClassEntry(type: UIToolbar.self, make: { UIToolbar() })),
            ("UINavigationBar", ClassEntry(type: UINavigationBar.self, make: { UINavigationBar() })),
            ("UITabBar", ClassEntry(type: UITabBar.self, make: { UITabBar() })),
        ] { classes[name] = entry }
        // Each class lists its own properties beside itself, in its `+Appearance` file.
        let properties = [[UIView.backgroundColorAppearance, UIView.tintColorAppearance], UILabel.appearanceProperties, UIButton.appearanceProperties,
                          UISwitch.appearanceProperties, UISlider.appearanceProperties, UIProgressView.appearanceProperties,
                          UISegmentedControl.appearanceProperties, UIStepper.appearanceProperties,
                          UIActivityIndicatorView.appearanceProperties, UIPageControl.appearanceProperties,
                          UITableView.appearanceProperties, UITableViewCell.appearanceProperties,
                          UIToolbar.appearanceProperties, UINavigationBar.appearanceProperties]
        for property in properties.joined() {
            add(PropertyEntry(name: property.name, viewClass: property.viewClass, valueType: property.valueType, axes: property.axes,
                              setting: { value, axes in AppearanceSetting(property: property, axes: axes, value: value) }))
        }
    }
}
