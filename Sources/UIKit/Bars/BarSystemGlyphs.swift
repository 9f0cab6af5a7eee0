/// The glyphs of the system bar button items, drawn as paths in the spirit of iOS 17's SF Symbols at the
/// bar's 17-point regular weight (plus, square-and-pencil, arrowshape-turn-up-left, square-and-arrow-up,
/// folder, book, magnifying glass, clockwise arrow, xmark, camera, trash, play, pause, backward,
/// forward, u-turn arrows, xmark in a circle).
///
/// `image(for:)` is the one entry point. It draws from the project's symbol set (the same images
/// `UIImage(systemName:)` gives, under the SF Symbols names iOS 17 uses for these items) and falls back to
/// the paths below for the glyphs the set lacks or when the set is not installed.
@MainActor
enum BarSystemGlyphs {
    /// The canvas every glyph is drawn on, in points.
    static let canvas = CGSize(width: 24, height: 24)
    private static var cache: [UIBarButtonItem.SystemItem: UIImage] = [:]

    /// The template image of a glyph item (nil for text items and spaces).
    static func image(for item: UIBarButtonItem.SystemItem) -> UIImage? {
        if let known = cache[item] { return known }
        guard item.title == nil, !item.isSpace else { return nil }
        if let name = symbolName(for: item), let symbol = SymbolImages.image(named: name, pointSize: 17) {
            cache[item] = symbol
            return symbol
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        format.opaque = false
        let image = UIGraphicsImageRenderer(size: canvas, format: format).image { _ in
            UIColor.black.setStroke()
            UIColor.black.setFill()
            draw(item)
        }.withRenderingMode(.alwaysTemplate)
        cache[item] = image
        return image
    }

    /// The SF Symbols name iOS 17 draws a system item with (nil where the set has no match).
    private static func symbolName(for item: UIBarButtonItem.SystemItem) -> String? {
        switch item {
        case .add: "plus"
        case .compose: "square.and.pencil"
        case .action: "square.and.arrow.up"
        case .organize: "folder"
        case .bookmarks: "book"
        case .search: "magnifyingglass"
        case .refresh: "arrow.clockwise"
        case .stop: "xmark"
        case .close: "xmark.circle.fill"
        case .camera: "camera"
        case .trash: "trash"
        case .play: "play.fill"
        case .pause: "pause.fill"
        case .rewind: "backward.fill"
        case .fastForward: "forward.fill"
        case .undo: "arrow.uturn.backward"
        case .redo: "arrow.uturn.forward"
        default: nil
        }
    }

    private static func stroked(_ width: CGFloat = 1.8, _ build: (UIBezierPath) -> Void) {
        let path = UIBezierPath()
        path.lineWidth = width
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        build(path)
        path.stroke()
    }

    private static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    private static func draw(_ item: UIBarButtonItem.SystemItem) {
        switch item {
        case .add:
            stroked(2) { $0.move(to: p(12, 4)); $0.addLine(to: p(12, 20)); $0.move(to: p(4, 12)); $0.addLine(to: p(20, 12)) }
        case .compose:
            stroked { path in
                path.move(to: p(13, 5)); path.addLine(to: p(6, 5))
                path.addQuadCurve(to: p(4, 7), controlPoint: p(4, 5))
                path.addLine(to: p(4, 18)); path.addQuadCurve(to: p(6, 20), controlPoint: p(4, 20))
                path.addLine(to: p(17, 20)); path.addQuadCurve(to: p(19, 18), controlPoint: p(19, 20))
                path.addLine(to: p(19, 11))
            }
            stroked { $0.move(to: p(10, 14)); $0.addLine(to: p(10.5, 11.5)); $0.addLine(to: p(18.5, 3.5)); $0.addLine(to: p(20.5, 5.5))
                $0.addLine(to: p(12.5, 13.5)); $0.close() }
        case .reply:
            stroked { path in
                path.move(to: p(9, 6)); path.addLine(to: p(3.5, 11)); path.addLine(to: p(9, 16))
                path.move(to: p(3.5, 11)); path.addLine(to: p(14, 11))
                path.addQuadCurve(to: p(20.5, 18), controlPoint: p(20.5, 11))
            }
        case .action:
            stroked { path in
                path.move(to: p(8.5, 9)); path.addLine(to: p(6.5, 9)); path.addLine(to: p(6.5, 21)); path.addLine(to: p(17.5, 21))
                path.addLine(to: p(17.5, 9)); path.addLine(to: p(15.5, 9))
                path.move(to: p(12, 2.5)); path.addLine(to: p(12, 14))
                path.move(to: p(8.5, 6)); path.addLine(to: p(12, 2.5)); path.addLine(to: p(15.5, 6))
            }
        case .organize:
            stroked { path in
                path.move(to: p(3, 7)); path.addLine(to: p(3, 19)); path.addLine(to: p(21, 19)); path.addLine(to: p(21, 8))
                path.addLine(to: p(11.5, 8)); path.addLine(to: p(9.5, 5.5)); path.addLine(to: p(4, 5.5)); path.addLine(to: p(3, 7))
                path.move(to: p(3, 10.5)); path.addLine(to: p(21, 10.5))
            }
        case .bookmarks:
            stroked { path in
                path.move(to: p(12, 6.5)); path.addQuadCurve(to: p(3, 5), controlPoint: p(7, 4)); path.addLine(to: p(3, 19))
                path.addQuadCurve(to: p(12, 20), controlPoint: p(7, 18)); path.addQuadCurve(to: p(21, 19), controlPoint: p(17, 18))
                path.addLine(to: p(21, 5)); path.addQuadCurve(to: p(12, 6.5), controlPoint: p(17, 4)); path.addLine(to: p(12, 20))
            }
        case .search:
            stroked(2) { $0.append(UIBezierPath(ovalIn: CGRect(x: 3.5, y: 3.5, width: 13, height: 13))); $0.move(to: p(14.8, 14.8)); $0.addLine(to: p(20.5, 20.5)) }
        case .refresh:
            stroked { path in
                path.addArc(withCenter: p(12, 13), radius: 7.5, startAngle: -.pi / 2, endAngle: 1.35 * .pi, clockwise: true)
                path.move(to: p(9.5, 2.5)); path.addLine(to: p(12.5, 5.5)); path.addLine(to: p(9.5, 8.5))
            }
        case .stop, .close:
            if item == .close {
                UIColor.black.withAlphaComponent(0.18).setFill()
                UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 20, height: 20)).fill()
                stroked(2) { $0.move(to: p(8.5, 8.5)); $0.addLine(to: p(15.5, 15.5)); $0.move(to: p(15.5, 8.5)); $0.addLine(to: p(8.5, 15.5)) }
            } else {
                stroked(2) { $0.move(to: p(5.5, 5.5)); $0.addLine(to: p(18.5, 18.5)); $0.move(to: p(18.5, 5.5)); $0.addLine(to: p(5.5, 18.5)) }
            }
        case .camera:
            stroked { path in
                path.append(UIBezierPath(roundedRect: CGRect(x: 2.5, y: 7, width: 19, height: 13), cornerRadius: 2.5))
                path.move(to: p(8, 7)); path.addLine(to: p(9.5, 4.5)); path.addLine(to: p(14.5, 4.5)); path.addLine(to: p(16, 7))
                path.append(UIBezierPath(ovalIn: CGRect(x: 8.5, y: 9.5, width: 7, height: 7)))
            }
        case .trash:
            stroked { path in
                path.move(to: p(3.5, 6)); path.addLine(to: p(20.5, 6))
                path.move(to: p(9, 6)); path.addLine(to: p(9, 3.5)); path.addLine(to: p(15, 3.5)); path.addLine(to: p(15, 6))
                path.move(to: p(5.5, 6)); path.addLine(to: p(6.5, 20.5)); path.addLine(to: p(17.5, 20.5)); path.addLine(to: p(18.5, 6))
                path.move(to: p(10, 10)); path.addLine(to: p(10, 17)); path.move(to: p(14, 10)); path.addLine(to: p(14, 17))
            }
        case .play, .pause, .rewind, .fastForward, .undo, .redo:
            drawPlaybackOrHistory(item)
        case .pageCurl:
            stroked { path in
                path.move(to: p(4, 4)); path.addLine(to: p(20, 4)); path.addLine(to: p(20, 13)); path.addLine(to: p(13, 20))
                path.addLine(to: p(4, 20)); path.close()
                path.move(to: p(20, 13)); path.addLine(to: p(13, 13)); path.addLine(to: p(13, 20))
            }
        case .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace:
            break
        }
    }

    /// The playback glyphs (play, pause, rewind, fast forward) and the history arrows (undo, redo).
    private static func drawPlaybackOrHistory(_ item: UIBarButtonItem.SystemItem) {
        switch item {
        case .play:
            let path = UIBezierPath(); path.move(to: p(6.5, 4)); path.addLine(to: p(19.5, 12)); path.addLine(to: p(6.5, 20)); path.close(); path.fill()
        case .pause:
            UIBezierPath(roundedRect: CGRect(x: 6, y: 4, width: 4, height: 16), cornerRadius: 1).fill()
            UIBezierPath(roundedRect: CGRect(x: 14, y: 4, width: 4, height: 16), cornerRadius: 1).fill()
        case .rewind, .fastForward:
            let flip = item == .rewind
            for offset: CGFloat in [1.5, 11.5] {
                let path = UIBezierPath()
                let x0 = offset, x1 = offset + 10
                path.move(to: p(flip ? 24 - x0 : x0, 6)); path.addLine(to: p(flip ? 24 - x1 : x1, 12)); path.addLine(to: p(flip ? 24 - x0 : x0, 18))
                path.close(); path.fill()
            }
        case .undo, .redo:
            let flip = item == .redo
            func x(_ v: CGFloat) -> CGFloat { flip ? 24 - v : v }
            stroked { path in
                path.move(to: p(x(8), 4)); path.addLine(to: p(x(3.5), 8.5)); path.addLine(to: p(x(8), 13))
                path.move(to: p(x(3.5), 8.5)); path.addLine(to: p(x(15), 8.5))
                path.addCurve(to: p(x(15), 20), controlPoint1: p(x(22.5), 8.5), controlPoint2: p(x(22.5), 20))
                path.addLine(to: p(x(10), 20))
            }
        default:
            break
        }
    }

    private static var tabCache: [UITabBarItem.SystemItem: UIImage] = [:]

    /// The SF Symbols name iOS 17 draws a tab bar system item with.
    private static func tabSymbolName(for item: UITabBarItem.SystemItem) -> String {
        switch item {
        case .more: "ellipsis"
        case .favorites, .featured, .topRated: "star.fill"
        case .recents, .history, .mostRecent: "clock.fill"
        case .contacts: "person.crop.circle.fill"
        case .downloads: "arrow.down.circle.fill"
        case .mostViewed: "list.bullet"
        case .search: "magnifyingglass"
        case .bookmarks: "book.fill"
        }
    }

    /// The template icon of a tab bar system item (25 points, drawn as paths like the bar glyphs).
    static func image(forTab item: UITabBarItem.SystemItem) -> UIImage {
        if let known = tabCache[item] { return known }
        if let symbol = SymbolImages.image(named: tabSymbolName(for: item), pointSize: 20) {
            tabCache[item] = symbol
            return symbol
        }
        if item == .search, let search = image(for: .search) { tabCache[item] = search; return search }
        if item == .bookmarks, let book = image(for: .bookmarks) { tabCache[item] = book; return book }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        format.opaque = false
        let made = UIGraphicsImageRenderer(size: canvas, format: format).image { _ in
            UIColor.black.setStroke()
            UIColor.black.setFill()
            switch item {
            case .more:
                for x: CGFloat in [5, 12, 19] { UIBezierPath(ovalIn: CGRect(x: x - 2, y: 10, width: 4, height: 4)).fill() }
            case .favorites, .featured, .topRated:
                let star = UIBezierPath()
                for i in 0..<10 {
                    let r: CGFloat = i % 2 == 0 ? 10 : 4.2
                    let a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
                    let point = p(12 + r * cos(a), 12.8 + r * sin(a))
                    if i == 0 { star.move(to: point) } else { star.addLine(to: point) }
                }
                star.close()
                star.fill()
            case .recents, .history, .mostRecent:
                stroked { $0.append(UIBezierPath(ovalIn: CGRect(x: 3, y: 3, width: 18, height: 18))); $0.move(to: p(12, 7)); $0.addLine(to: p(12, 12)); $0.addLine(to: p(15.5, 14.5)) }
            case .contacts:
                UIBezierPath(ovalIn: CGRect(x: 8, y: 3, width: 8, height: 8)).fill()
                let body = UIBezierPath()
                body.move(to: p(4, 21)); body.addCurve(to: p(20, 21), controlPoint1: p(4, 11), controlPoint2: p(20, 11)); body.close(); body.fill()
            case .downloads:
                stroked(2) { $0.move(to: p(12, 3)); $0.addLine(to: p(12, 16)); $0.move(to: p(6.5, 10.5)); $0.addLine(to: p(12, 16)); $0.addLine(to: p(17.5, 10.5)); $0.move(to: p(4, 20.5)); $0.addLine(to: p(20, 20.5)) }
            case .mostViewed:
                for y: CGFloat in [6, 12, 18] {
                    UIBezierPath(ovalIn: CGRect(x: 3, y: y - 1.5, width: 3, height: 3)).fill()
                    stroked { $0.move(to: p(9, y)); $0.addLine(to: p(21, y)) }
                }
            case .search, .bookmarks:
                break
            }
        }.withRenderingMode(.alwaysTemplate)
        tabCache[item] = made
        return made
    }
}
