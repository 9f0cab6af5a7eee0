import CatalogPages
import Testing
import TesseraTesting
import UIKit

/// The catalog's Auto Layout page is itself a test of the engine: it must lay out without conflicts and
/// leave no view ambiguous.
@MainActor @Suite struct AutoLayoutPageTests {
    @Test func thePageHasNoConflictsAndNoAmbiguity() {
        let page = AutoLayoutPage.make()
        var image: UIImage?
        let conflicts = LogCapture.messages(containing: "Unable to simultaneously satisfy") { image = page.render() }
        #expect(conflicts.isEmpty)
        #expect(image.map { $0.size.width } == 390)
        let window = page.makeWindow()
        window.layoutIfNeeded()
        let trace = page.root.autolayoutTrace()
        #expect(!trace.contains("AMBIGUOUS"), "\(trace.split(separator: "\n").filter { $0.contains("AMBIGUOUS") }.prefix(5))")
        #expect(trace.contains("*UILabel"))
        page.root.removeFromSuperview()
    }
}
