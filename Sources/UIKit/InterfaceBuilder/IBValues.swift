import Foundation

/// The value elements of Interface Builder documents: colours, fonts, rectangles, sizes, insets.
@MainActor
enum IBValues {
    /// A number attribute of a value element (0 when absent).
    private static func number(_ element: IBElement, _ name: String) -> CGFloat {
        element[name].flatMap { Double($0) }.map { CGFloat($0) } ?? 0
    }

    /// `<rect key="frame" x="0" y="0" width="390" height="844"/>`.
    static func rect(_ element: IBElement) -> CGRect? {
        guard element.name == "rect" else { return nil }
        return CGRect(x: number(element, "x"), y: number(element, "y"),
                      width: number(element, "width"), height: number(element, "height"))
    }

    /// `<size key="itemSize" width="50" height="50"/>`.
    static func size(_ element: IBElement) -> CGSize? {
        guard element.name == "size" else { return nil }
        return CGSize(width: number(element, "width"), height: number(element, "height"))
    }

    /// `<point key="…" x="…" y="…"/>`.
    static func point(_ element: IBElement) -> CGPoint? {
        guard element.name == "point" else { return nil }
        return CGPoint(x: number(element, "x"), y: number(element, "y"))
    }

    /// `<inset key="sectionInset" minX="…" minY="…" maxX="…" maxY="…"/>` and
    /// `<edgeInsets key="layoutMargins" top="…" left="…" bottom="…" right="…"/>`.
    static func insets(_ element: IBElement) -> UIEdgeInsets? {
        switch element.name {
        case "inset":
            return UIEdgeInsets(top: number(element, "minY"), left: number(element, "minX"),
                                bottom: number(element, "maxY"), right: number(element, "maxX"))
        case "edgeInsets":
            return UIEdgeInsets(top: number(element, "top"), left: number(element, "left"),
                                bottom: number(element, "bottom"), right: number(element, "right"))
        default:
            return nil
        }
    }

    /// `<directionalEdgeInsets key="directionalLayoutMargins" top="…" leading="…" bottom="…" trailing="…"/>`.
    static func directionalInsets(_ element: IBElement) -> NSDirectionalEdgeInsets? {
        guard element.name == "directionalEdgeInsets" else { return nil }
        return NSDirectionalEdgeInsets(top: number(element, "top"), leading: number(element, "leading"),
                                       bottom: number(element, "bottom"), trailing: number(element, "trailing"))
    }

    /// A `<color>`: sRGB, P3 and generic RGB components (`red`, `green`, `blue`, `alpha`), grey
    /// (`white`), a system colour (`systemColor="systemBlueColor"`, the older
    /// `cocoaTouchSystemColor="darkTextColor"`), or an asset catalogue colour (`name="AccentColor"`).
    /// Nil for `<nil key="…"/>`.
    static func color(_ element: IBElement, pass: IBDecodingPass) -> UIColor? {
        guard element.name == "color" else { return nil }
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            if let color = systemColor(name) { return color }
            pass.skipped("the system colour \(name)", line: element.line)
            return nil
        }
        if let name = element["name"] {
            if let color = UIColor(named: name, in: pass.bundle, compatibleWith: nil) { return color }
            pass.skipped("the colour named \(name) (no colour set of that name in the bundle)", line: element.line)
            return nil
        }
        let alpha = element["alpha"] == nil ? 1 : number(element, "alpha")
        if element["white"] != nil { return UIColor(white: number(element, "white"), alpha: alpha) }
        let red = number(element, "red"), green = number(element, "green"), blue = number(element, "blue")
        if element["customColorSpace"] == "displayP3" {
            return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The system colours by the names Interface Builder writes (`systemBackgroundColor`, `labelColor`).
    static func systemColor(_ name: String) -> UIColor? { systemColors[name] }

    /// The table `systemColor(_:)` reads, built once (every instantiation reads colours through it).
    private static let systemColors: [String: UIColor] = [
            "systemBlueColor": .systemBlue, "systemGreenColor": .systemGreen, "systemIndigoColor": .systemIndigo,
            "systemOrangeColor": .systemOrange, "systemPinkColor": .systemPink, "systemPurpleColor": .systemPurple,
            "systemRedColor": .systemRed, "systemTealColor": .systemTeal, "systemCyanColor": .systemCyan,
            "systemMintColor": .systemMint, "systemYellowColor": .systemYellow, "systemBrownColor": .systemBrown,
            "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
            "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
            "tintColor": .tintColor, "labelColor": .label, "secondaryLabelColor": .secondaryLabel,
            "tertiaryLabelColor": .tertiaryLabel, "quaternaryLabelColor": .quaternaryLabel,
            "placeholderTextColor": .placeholderText, "linkColor": .link, "separatorColor": .separator,
            "opaqueSeparatorColor": .opaqueSeparator, "systemBackgroundColor": .systemBackground,
            "secondarySystemBackgroundColor": .secondarySystemBackground,
            "tertiarySystemBackgroundColor": .tertiarySystemBackground,
            "systemGroupedBackgroundColor": .systemGroupedBackground,
            "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
            "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
            "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
            "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
            "blackColor": .black, "darkGrayColor": .darkGray, "lightGrayColor": .lightGray, "whiteColor": .white,
            "grayColor": .gray, "redColor": .red, "greenColor": .green, "blueColor": .blue, "cyanColor": .cyan,
            "yellowColor": .yellow, "magentaColor": .magenta, "orangeColor": .orange, "purpleColor": .purple,
            "brownColor": .brown, "clearColor": .clear, "lightTextColor": .lightText, "darkTextColor": .darkText,
            "groupTableViewBackgroundColor": .systemGroupedBackground,
        ]

    /// A `<fontDescription>`: the system font (`type="system"`, `boldSystem`, `italicSystem`, with a
    /// `weight`), a text style (`style="UICTFontTextStyleBody"`), or a named font (`name="…"`).
    static func font(_ element: IBElement) -> UIFont? {
        guard element.name == "fontDescription" else { return nil }
        let size = element["pointSize"].flatMap { Double($0) }.map { CGFloat($0) } ?? 17
        if let style = element["style"] {
            return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        }
        if let name = element["name"], let font = UIFont(name: name, size: size) { return font }
        switch element["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        default:
            return .systemFont(ofSize: size, weight: element["weight"].flatMap { fontWeights[$0] } ?? .regular)
        }
    }

    /// The system font weights by the names Interface Builder writes, built once.
    private static let fontWeights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    /// `<autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxX="YES" …/>`.
    static func autoresizingMask(_ element: IBElement) -> UIView.AutoresizingMask {
        var mask: UIView.AutoresizingMask = []
        for (name, flag) in autoresizingFlags where element[name] == "YES" { mask.insert(flag) }
        return mask
    }

    /// The autoresizing flags by the attribute names Interface Builder writes, built once.
    private static let autoresizingFlags: [(String, UIView.AutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
        ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]
}
