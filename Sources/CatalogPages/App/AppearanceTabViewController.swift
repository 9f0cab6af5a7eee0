import UIKit

/// The navigation controller of the catalog's Appearance tab: the tab's bar appearance rules are
/// scoped to it, so the other tabs keep the standard look.
package final class AppearanceNavigationController: UINavigationController {}

/// A controller with a child controller that has its own toolbar: the toolbar's items
/// follow `UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self, DrillViewController.self])`.
package final class DrillViewController: UIViewController {
    package override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemGroupedBackground
        let label = UILabel()
        label.text = "DrillViewController (child)"
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.translatesAutoresizingMaskIntoConstraints = false
        let toolbar = UIToolbar()
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        toolbar.items = [UIBarButtonItem(title: "Drill", style: .plain, target: nil, action: nil),
                         UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                         UIBarButtonItem(barButtonSystemItem: .refresh, target: nil, action: nil)]
        view.addSubview(label)
        view.addSubview(toolbar)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}

/// The Appearance tab: a navigation bar styled by `UINavigationBar.appearance()` rules (bar tint,
/// title attributes), bar button items styled in the navigation bar and in toolbars, and a
/// `DrillViewController` child whose toolbar has its own rule beside the plain toolbar one.
package final class AppearanceTabViewController: UIViewController {
    /// Installs the tab's bar rules, scoped to the Appearance tab's navigation controller.
    package static func installAppearanceRules() {
        let bar = UINavigationBar.appearance(whenContainedInInstancesOf: [AppearanceNavigationController.self])
        bar.barTintColor = UIColor(red: 0.20, green: 0.36, blue: 0.60, alpha: 1)
        bar.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 17, weight: .bold)]
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self, AppearanceNavigationController.self]).tintColor = .white
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = .systemOrange
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self, DrillViewController.self]).tintColor = .systemRed
    }

    package init() {
        super.init(nibName: nil, bundle: nil)
        title = "Appearance"
    }

    package required init?(coder: NSCoder) { nil }

    package override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)

        let note = UILabel()
        note.numberOfLines = 0
        note.font = .preferredFont(forTextStyle: .body)
        note.text = "The bar: UINavigationBar.appearance() barTintColor and titleTextAttributes. Its buttons: UIBarButtonItem in UINavigationBar. Below: a plain toolbar rule (orange) and a toolbar inside DrillViewController (red)."
        note.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(note)

        let plain = UIToolbar()
        plain.translatesAutoresizingMaskIntoConstraints = false
        plain.items = [UIBarButtonItem(title: "Plain", style: .plain, target: nil, action: nil),
                       UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                       UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)]
        view.addSubview(plain)

        let drill = DrillViewController()
        addChild(drill)
        drill.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(drill.view)
        drill.didMove(toParent: self)

        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            note.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
            note.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            note.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            plain.topAnchor.constraint(equalTo: note.bottomAnchor, constant: 24),
            plain.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            plain.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            drill.view.topAnchor.constraint(equalTo: plain.bottomAnchor, constant: 24),
            drill.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            drill.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            drill.view.heightAnchor.constraint(equalToConstant: 120),
        ])
    }
}
