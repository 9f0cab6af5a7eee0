import Testing
@testable import UIKit

/// Symbol images: names resolve through the table to the shipped set, unknown names give nil, sizes
/// follow point size and scale, weights change the ink, and views tint them.
@MainActor @Suite struct SymbolImageTests {

    private func symbol(_ name: String, _ configuration: UIImage.SymbolConfiguration = .unspecified, scale: CGFloat = 1) -> UIImage? {
        UIImage(systemName: name, withConfiguration: configuration.withTraitCollection(UITraitCollection(displayScale: scale)))
    }

    /// The ink: the sum of every pixel's alpha.
    private func inkCount(_ image: UIImage) -> Int {
        guard let cg = image.cgImage else { return 0 }
        var count = 0
        for y in 0..<cg.height { for x in 0..<cg.width { count += rgba(image, x, y)[3] } }
        return count
    }

    @Test func commonNamesResolveAndUnknownNamesGiveNil() {
        let names = ["chevron.left", "chevron.right", "chevron.up", "chevron.down", "plus", "minus", "xmark", "checkmark",
                     "gear", "person", "person.fill", "trash", "square.and.arrow.up", "magnifyingglass", "heart",
                     "heart.fill", "star", "star.fill", "bell", "house", "ellipsis", "info.circle",
                     "exclamationmark.triangle", "plus.circle.fill", "xmark.circle.fill", "checkmark.circle"]
        for name in names {
            let image = UIImage(systemName: name)
            #expect(image != nil, "\(name) resolves")
            #expect(image?.isSymbolImage == true)
            #expect(image?.renderingMode == .alwaysTemplate, "symbols are templates")
        }
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(systemName: "heart.fill.fill") == nil)
        #expect(UIImage(named: "heart")?.isSymbolImage != true, "named images are not symbols")
    }

    @Test func everyNameInTheTableDraws() {
        let names = SymbolNames.allNames
        #expect(names.count >= 300)
        var missing: [String] = []
        for name in names where SymbolLibrary.outline(systemName: name) == nil { missing.append(name) }
        #expect(missing.isEmpty, "unreadable: \(missing)")
    }

    @Test func defaultSizeIsBodyAtMediumScaleAndSizesFollowPointSizeAndScale() throws {
        let body = try #require(symbol("heart"))
        let at17 = try #require(symbol("heart", UIImage.SymbolConfiguration(pointSize: 17)))
        #expect(body.size == at17.size, "the default is 17 points (body at the default content size)")
        #expect(body.size.height == 21, "16 units at 1.2 × 17 pt, rounded up to whole pixels: \(body.size)")
        let at34 = try #require(symbol("heart", UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(abs(at34.size.height - 2 * 20.4) <= 1, "\(at34.size)")
        let small = try #require(symbol("heart", UIImage.SymbolConfiguration(pointSize: 17, weight: .regular, scale: .small)))
        let large = try #require(symbol("heart", UIImage.SymbolConfiguration(pointSize: 17, weight: .regular, scale: .large)))
        #expect(small.size.height < body.size.height && body.size.height < large.size.height)
        #expect(abs(large.size.height - 20.4 * 1.29) <= 1)
        // Narrow symbols give narrow images.
        let chevron = try #require(symbol("chevron.left"))
        #expect(chevron.size.width < body.size.width && chevron.size.height == body.size.height)
        // The bitmap has the traits' scale: sharp on a 3x screen.
        let sharp = try #require(symbol("heart", scale: 3))
        #expect(sharp.scale == 3 && sharp.cgImage?.height == Int((sharp.size.height * 3).rounded()))
    }

    @Test func textStylesAndFontsSetSizeAndWeight() throws {
        let title = try #require(symbol("star", UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        let body = try #require(symbol("star", UIImage.SymbolConfiguration(textStyle: .body)))
        #expect(title.size.height > body.size.height)
        let bold = try #require(symbol("star", UIImage.SymbolConfiguration(font: .systemFont(ofSize: 17, weight: .bold))))
        let regular = try #require(symbol("star", UIImage.SymbolConfiguration(font: .systemFont(ofSize: 17))))
        #expect(bold.size.height == regular.size.height)
        #expect(inkCount(bold) > inkCount(regular), "a bold font gives a bold symbol")
        #expect(UIImage.SymbolWeight.bold.fontWeight() == .bold)
    }

    @Test func weightsDifferInPixels() throws {
        let order: [UIImage.SymbolWeight] = [.ultraLight, .light, .regular, .semibold, .bold, .black]
        var counts: [Int] = []
        for weight in order {
            counts.append(inkCount(try #require(symbol("gear", UIImage.SymbolConfiguration(pointSize: 34, weight: weight)))))
        }
        #expect(counts == counts.sorted() && Set(counts).count == counts.count, "heavier weights ink more: \(counts)")
        #expect(Double(counts.last!) > Double(counts.first!) * 1.8, "\(counts)")
    }

    @Test func imageViewTintsTemplateSymbols() throws {
        let window = phoneWindowAtScale1()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        window.backgroundColor = .white
        let image = try #require(UIImage(systemName: "square.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        let view = UIImageView(image: image)
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.frame.origin = CGPoint(x: 10, y: 10)
        window.addSubview(view)
        UIApplication.shared.advanceFrame(by: 0)
        let snapshot = window.screen.snapshotImage()
        let center = (x: Int(view.frame.midX), y: Int(view.frame.midY))
        #expect(close(rgba(snapshot, center.x, center.y), [255, 0, 0, 255]), "\(rgba(snapshot, center.x, center.y))")
        view.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        UIApplication.shared.advanceFrame(by: 0)
        let retinted = window.screen.snapshotImage()
        #expect(close(rgba(retinted, center.x, center.y), [0, 0, 255, 255]))
        // A hierarchical colour draws in that colour whatever the tint.
        view.image = image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(hierarchicalColor: UIColor(red: 0, green: 1, blue: 0, alpha: 1)))
        UIApplication.shared.advanceFrame(by: 0)
        #expect(close(rgba(window.screen.snapshotImage(), center.x, center.y), [0, 255, 0, 255]))
        // Outside the symbol: the window's white.
        #expect(close(rgba(retinted, 5, 5), [255, 255, 255, 255]))
    }

    @Test func drawingAtAnotherSizeStaysSharp() throws {
        let image = try #require(symbol("square.fill", UIImage.SymbolConfiguration(pointSize: 10)))
        // Drawn 8 times larger: a scaled 1x bitmap would blur the edge over ~8 pixels; the outline keeps it to one or two.
        let big = render(CGSize(width: image.size.width * 8, height: image.size.height * 8)) { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: image.size.width * 8, height: image.size.height * 8))
        }
        let y = Int(image.size.height * 4)
        let row = (0..<Int(image.size.width * 8)).map { rgba(big, $0, y)[3] }
        let partial = row.filter { $0 > 10 && $0 < 245 }.count
        #expect(partial <= 4, "edge pixels: \(partial) in \(row)")
        #expect(row.contains(255))
    }

    @Test func baselineCentresOnCapHeight() throws {
        let image = try #require(symbol("plus"))
        let offset = try #require(image.baselineOffsetFromBottom)
        #expect(image.hasBaseline)
        #expect(close(offset, image.size.height / 2 - 17 * 0.35))
        #expect(image.withBaselineOffset(fromBottom: 3).baselineOffsetFromBottom == 3)
        #expect(!image.imageWithoutBaseline().hasBaseline)
        #expect(image.withRenderingMode(.alwaysOriginal).isSymbolImage, "copies stay symbols")
        #expect(UIImage().baselineOffsetFromBottom == nil)
    }

    @Test func standardSymbols() {
        #expect(UIImage.add.isSymbolImage && UIImage.remove.isSymbolImage && UIImage.checkmark.isSymbolImage)
        #expect(inkCount(UIImage.strokedCheckmark) > inkCount(UIImage.checkmark))
    }

    @Test func internalSeamDrawsTheSameSet() throws {
        let image = try #require(SymbolImages.image(named: "square.and.arrow.up", pointSize: 17, weight: .semibold))
        #expect(image.isSymbolImage && image.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold, scale: .medium))
        #expect(SymbolImages.image(named: "not.a.symbol", pointSize: 17) == nil)
        var drew = false
        let drawn = render(CGSize(width: 30, height: 30)) { _ in
            drew = SymbolImages.draw(named: "square.fill", in: CGRect(x: 0, y: 0, width: 30, height: 30), pointSize: 17,
                                     color: UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        }
        #expect(drew)
        #expect(close(rgba(drawn, 15, 15), [0, 0, 255, 255]))
    }
}

/// Symbol images in views on screens of another scale are drawn for that scale.
@MainActor @Suite struct SymbolScreenScaleTests {
    @Test func imageViewDrawsASymbolForItsScreensScale() throws {
        let window = phoneWindowAtScale1()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let image = try #require(UIImage(systemName: "heart", withConfiguration:
            UIImage.SymbolConfiguration(pointSize: 17).withTraitCollection(UITraitCollection(displayScale: 3))))
        #expect(image.scale == 3)
        let view = UIImageView(image: image)
        window.addSubview(view)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(view.layer.contentsScale == 1, "the 1x screen's scale")
        let contents = try #require(view.layer.contents as? CGImage)
        #expect(contents.height == Int(image.size.height.rounded()), "a bitmap drawn at 1x, not the 3x one: \(contents.height)")
        #expect(view.image === image, "the view keeps the image it was given")
    }
}

/// Symbol images in buttons take the button's tint, as on iOS.
@MainActor @Suite struct SymbolButtonTests {
    @Test func systemButtonTintsItsSymbol() throws {
        let window = phoneWindowAtScale1()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        window.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "square.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)), for: .normal)
        button.tintColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        button.sizeToFit()
        button.frame.origin = CGPoint(x: 20, y: 20)
        window.addSubview(button)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(button.bounds.width >= 40 && button.bounds.height >= 40, "sized to the symbol: \(button.bounds)")
        let pixel = rgba(window.screen.snapshotImage(), Int(button.frame.midX), Int(button.frame.midY))
        #expect(close(pixel, [0, 128, 0, 255], 3), "\(pixel)")
    }
}

/// UIImageView.preferredSymbolConfiguration: fills what the image leaves unspecified and sizes the view.
@MainActor @Suite struct SymbolPreferredConfigurationTests {
    @Test func preferredConfigurationSizesTheSymbolAndKeepsTheImagesOwnValues() throws {
        let scale3 = UITraitCollection(displayScale: 3)
        let image = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(weight: .bold).withTraitCollection(scale3)))
        let view = UIImageView(image: image)
        let natural = view.intrinsicContentSize
        #expect(natural == image.size)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34, weight: .ultraLight)
        let configured = view.intrinsicContentSize
        #expect(configured.height > natural.height * 1.8, "34 pt instead of 17: \(configured) vs \(natural)")
        #expect(view.sizeThatFits(.zero) == configured)
        #expect(view.image === image, "the view keeps the image it was given")
        let shown = view.symbolConfigured(image)
        #expect(shown.symbolConfiguration?.weight == .bold && shown.symbolConfiguration?.pointSize == 34,
                "the image's own weight wins, the view's size fills in")
        #expect(view.symbolConfigured(image) === shown, "drawn once")
        view.preferredSymbolConfiguration = nil
        #expect(view.intrinsicContentSize == natural)
        // Images that are not symbols are untouched.
        let plain = UIImage()
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
        #expect(view.symbolConfigured(plain) === plain)
    }
}
