import BenchmarkSupport
import Foundation
import UIKit

/// The Interface Builder figures: a 30-scene storyboard's initial controller against the same controller
/// built in code, and a table cell from a registered nib against one from a registered class.
@MainActor
enum InterfaceBuilderBenchmarks {
    /// Both figures.
    static func run() -> [Figure] {
        [storyboard(), nibCell()]
    }

    // MARK: The documents

    /// A folder standing for an app's bundle, holding Bench.storyboard (30 scenes) and BenchCell.xib.
    static let bundle: Bundle = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-ib-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(storyboardXML(scenes: 30).utf8).write(to: folder.appendingPathComponent("Bench.storyboard"))
        try? Data(cellXML.utf8).write(to: folder.appendingPathComponent("BenchCell.xib"))
        return Bundle(path: folder.path) ?? .main
    }()

    private static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
        """

    /// One scene as Xcode writes it: a title label, a body label, a button showing the next scene, and
    /// the constraints placing them under the safe area.
    private static func sceneXML(_ index: Int, last: Bool) -> String {
        let id = "s\(index)"
        let segue = last ? "" : """
            <connections><segue destination="s\(index + 1)" kind="show" id="\(id)-sg"/></connections>
            """
        return """
        <scene sceneID="\(id)-scene"><objects>
        <viewController title="Scene \(index)" id="\(id)" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="\(id)-v">
        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <subviews>
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Scene \(index)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-t">
        <rect key="frame" x="16" y="119" width="361" height="34"/>
        <fontDescription key="fontDescription" type="boldSystem" pointSize="28"/>
        <nil key="textColor"/><nil key="highlightedColor"/>
        </label>
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="A paragraph of body text for scene \(index), wrapping onto more than one line." textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-b">
        <rect key="frame" x="16" y="161" width="361" height="41"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
        <color key="textColor" systemColor="secondaryLabelColor"/><nil key="highlightedColor"/>
        </label>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-n">
        <rect key="frame" x="16" y="218" width="361" height="35"/>
        <state key="normal" title="Next"/>
        \(segue)
        </button>
        </subviews>
        <viewLayoutGuide key="safeArea" id="\(id)-sa"/>
        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
        <constraints>
        <constraint firstItem="\(id)-t" firstAttribute="top" secondItem="\(id)-sa" secondAttribute="top" constant="16" id="\(id)-c1"/>
        <constraint firstItem="\(id)-t" firstAttribute="leading" secondItem="\(id)-sa" secondAttribute="leading" constant="16" id="\(id)-c2"/>
        <constraint firstItem="\(id)-sa" firstAttribute="trailing" secondItem="\(id)-t" secondAttribute="trailing" constant="16" id="\(id)-c3"/>
        <constraint firstItem="\(id)-b" firstAttribute="top" secondItem="\(id)-t" secondAttribute="bottom" constant="8" id="\(id)-c4"/>
        <constraint firstItem="\(id)-b" firstAttribute="leading" secondItem="\(id)-t" secondAttribute="leading" id="\(id)-c5"/>
        <constraint firstItem="\(id)-b" firstAttribute="trailing" secondItem="\(id)-t" secondAttribute="trailing" id="\(id)-c6"/>
        <constraint firstItem="\(id)-n" firstAttribute="top" secondItem="\(id)-b" secondAttribute="bottom" constant="16" id="\(id)-c7"/>
        <constraint firstItem="\(id)-n" firstAttribute="leading" secondItem="\(id)-t" secondAttribute="leading" id="\(id)-c8"/>
        </constraints>
        </view>
        <navigationItem key="navigationItem" title="Scene \(index)" id="\(id)-ni"/>
        </viewController>
        <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
        </objects></scene>
        """
    }

    /// A storyboard of a navigation controller over `scenes` scenes, each showing the next.
    static func storyboardXML(scenes: Int) -> String {
        let navigation = """
            <scene sceneID="nav-scene"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar"><rect key="frame" x="0.0" y="59" width="393" height="44"/><autoresizingMask key="autoresizingMask"/></navigationBar>
            <connections><segue destination="s1" kind="relationship" relationship="rootViewController" id="nav-root"/></connections>
            </navigationController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="nav-fr" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects></scene>
            """
        let body = (1...scenes).map { sceneXML($0, last: $0 == scenes) }.joined(separator: "\n")
        return header + "<scenes>" + navigation + body + """
            </scenes><resources>
            <systemColor name="secondaryLabelColor"><color red="0.24" green="0.24" blue="0.26" alpha="0.6" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
            <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
            </resources></document>
            """
    }

    /// The first scene, built in code as an app would write it.
    final class CodeScene: UIViewController {
        override func loadView() {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            view.backgroundColor = .systemBackground
            let title = UILabel()
            title.text = "Scene 1"
            title.font = .boldSystemFont(ofSize: 28)
            let body = UILabel()
            body.text = "A paragraph of body text for scene 1, wrapping onto more than one line."
            body.font = .systemFont(ofSize: 17)
            body.textColor = .secondaryLabel
            body.numberOfLines = 0
            let next = UIButton(type: .system)
            next.setTitle("Next", for: .normal)
            next.addAction(UIAction { [weak self] _ in self?.show(CodeScene(), sender: nil) }, for: .primaryActionTriggered)
            for subview in [title, body, next] {
                subview.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(subview)
            }
            let guide = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
                title.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
                guide.trailingAnchor.constraint(equalTo: title.trailingAnchor, constant: 16),
                body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
                body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: title.trailingAnchor),
                next.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 16),
                next.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            ])
            self.view = view
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Scene 1"
            navigationItem.title = "Scene 1"
        }
    }

    /// Figure: `UIStoryboard(name:bundle:)`, `instantiateInitialViewController()` and the first scene's
    /// view loading, against a navigation controller over the same scene built in code. The storyboard's
    /// parsed document is cached after its first load (as iOS keeps a loaded storyboard's nibs), so this
    /// is what every later load costs; the first load's parse is printed beside it.
    static func storyboard() -> Figure {
        let clock = ContinuousClock()
        var first: UINavigationController?
        let cold = clock.measure {
            first = UIStoryboard(name: "Bench", bundle: bundle).instantiateInitialViewController() as? UINavigationController
            first?.topViewController?.loadViewIfNeeded()
        }
        let scenes = first?.topViewController?.view.subviews.count ?? 0
        var kept: [UIViewController] = []
        let timing = Comparison.run("storyboard", rounds: 41, prepare: { kept.removeAll() }, ours: {
            let navigation = UIStoryboard(name: "Bench", bundle: bundle).instantiateInitialViewController() as! UINavigationController
            navigation.topViewController!.loadViewIfNeeded()
            kept.append(navigation)
        }, baseline: {
            let navigation = UINavigationController(rootViewController: CodeScene())
            navigation.topViewController!.loadViewIfNeeded()
            kept.append(navigation)
        })
        print("A 30-scene storyboard's initial controller with its view (\(scenes) subviews): \(timing.ours.milliseconds) against \(timing.baseline.milliseconds) in code; the first load, parsing the file, \(cold.milliseconds)")
        return Figure(label: "storyboard initial controller ÷ the same in code", value: timing.ratio, target: "≤ 3", met: timing.ratio <= 3)
    }

    // MARK: Cells

    static let cellXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="BenchCell" id="cell">
        <rect key="frame" x="0.0" y="0.0" width="390" height="60"/>
        <autoresizingMask key="autoresizingMask"/>
        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
        <rect key="frame" x="0.0" y="0.0" width="390" height="60"/>
        <autoresizingMask key="autoresizingMask"/>
        <subviews>
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
        <rect key="frame" x="20" y="10" width="350" height="21"/>
        <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
        <nil key="textColor"/><nil key="highlightedColor"/>
        </label>
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Subtitle" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="subtitle">
        <rect key="frame" x="20" y="33" width="350" height="18"/>
        <fontDescription key="fontDescription" type="system" pointSize="15"/>
        <color key="textColor" systemColor="secondaryLabelColor"/><nil key="highlightedColor"/>
        </label>
        </subviews>
        <constraints>
        <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="k1"/>
        <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="k2"/>
        <constraint firstItem="subtitle" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="2" id="k3"/>
        <constraint firstItem="subtitle" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="k4"/>
        </constraints>
        </tableViewCellContentView>
        </tableViewCell>
        </objects>
        <resources>
        <systemColor name="secondaryLabelColor"><color red="0.24" green="0.24" blue="0.26" alpha="0.6" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
        </resources>
        </document>
        """

    /// BenchCell.xib's cell built in code.
    final class CodeCell: UITableViewCell {
        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            let title = UILabel()
            title.text = "Title"
            title.font = .systemFont(ofSize: 17, weight: .semibold)
            let subtitle = UILabel()
            subtitle.text = "Subtitle"
            subtitle.font = .systemFont(ofSize: 15)
            subtitle.textColor = .secondaryLabel
            for label in [title, subtitle] {
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
            }
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
                subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
                subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            ])
        }

        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    /// A table with BenchCell.xib registered for "cell", or (`nib` false) with `CodeCell`.
    static func cellTable(nib: Bool) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        if nib {
            table.register(UINib(nibName: "BenchCell", bundle: bundle), forCellReuseIdentifier: "cell")
        } else {
            table.register(CodeCell.self, forCellReuseIdentifier: "cell")
        }
        return table
    }

    /// Dequeues `count` new cells from `table`, keeping them in `kept` (so none is reused).
    @inline(never)
    static func dequeueCells(_ table: UITableView, count: Int, into kept: inout [UITableViewCell]) {
        for _ in 0..<count {
            guard let cell = table.dequeueReusableCell(withIdentifier: "cell") else { continue }
            kept.append(cell)
        }
    }

    /// Figure: 20 new cells dequeued from a table with BenchCell.xib registered, against 20 from one with
    /// the same cell's class registered (the nib is parsed once, when it is made; each cell is made from
    /// the parsed document).
    static func nibCell() -> Figure {
        let nibTable = cellTable(nib: true)
        let classTable = cellTable(nib: false)
        var kept: [UITableViewCell] = []
        let timing = Comparison.run("nib cell", rounds: 41, prepare: { kept.removeAll() },
                                    ours: { dequeueCells(nibTable, count: 20, into: &kept) },
                                    baseline: { dequeueCells(classTable, count: 20, into: &kept) })
        print("20 cells from a registered nib: \(timing.ours.milliseconds) against \(timing.baseline.milliseconds) from a registered class")
        return Figure(label: "cell from a registered nib ÷ from a registered class", value: timing.ratio, target: "≤ 1.5", met: timing.ratio <= 1.5)
    }

    /// For callgrind: one side of the nib cell figure (`nib` or `class`), 20 cells to warm up (the nib's
    /// plans are built then), then 200 more in `dequeueCells` (for `--toggle-collect`). False for an
    /// unknown side.
    static func profile(_ side: String) -> Bool {
        guard side == "nib" || side == "class" else {
            print("unknown side \(side): nib or class")
            return false
        }
        let table = cellTable(nib: side == "nib")
        var kept: [UITableViewCell] = []
        for _ in 0..<20 { table.dequeueReusableCell(withIdentifier: "cell").map { kept.append($0) } }
        dequeueCells(table, count: 200, into: &kept)
        print("\(kept.count) cells from a registered \(side)")
        return true
    }
}
