import Testing
import Foundation
import UIKit

/// The notes app in Tests/NotesTemplateApp, written as Xcode's template writes an app (an `@main` app
/// delegate returning "Default Configuration", a scene delegate making the window), launched headless in a
/// process of its own with `TESSERA_EXIT_AFTER` and `TESSERA_SCREENSHOT`.
@Suite(.enabled(if: AppProcess.executable("NotesTemplateApp") != nil,
                "the NotesTemplateApp executable is not built beside the tests: run `swift build --build-tests`"))
struct TemplateAppTests {
    @Test func theTemplatesSceneDelegateShowsTheNotesListWithItsEditButton() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-template-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let screenshot = folder.appendingPathComponent("notes.png")
        let run = try AppProcess.run(AppProcess.executable("NotesTemplateApp")!, [], display: nil,
                                     environment: ["TESSERA_EXIT_AFTER": "1", "TESSERA_SCREENSHOT": screenshot.path])
        #expect(run.status == 0)
        #expect(!run.timedOut, "TESSERA_EXIT_AFTER did not end the app")
        let data = try Data(contentsOf: screenshot)
        let image = try #require(UIImage(data: data))
        writeDebugImage(image, named: "template-notes")
        // The screen is the default iPhone (390 points wide) at its scale; the PNG holds its pixels.
        let scale = CGFloat(image.cgImage!.width) / 390
        func pixel(_ x: CGFloat, _ y: CGFloat) -> [Int] { rgba(image, Int(x * scale), Int(y * scale)) }
        // The inset grouped list's background (systemGroupedBackground, 242 242 247) around white rows:
        // the scene delegate's window, not an empty screen.
        #expect(close(pixel(8, 400), [242, 242, 247, 255], 3))
        #expect(close(pixel(300, 190), [255, 255, 255, 255], 3))
        // Tinted ink (systemBlue) in the navigation bar's trailing corner: the Edit button.
        let trailing = (330...385).flatMap { x in (55...85).map { y in pixel(CGFloat(x), CGFloat(y)) } }
        #expect(trailing.contains { $0[2] > 200 && $0[0] < 60 && $0[1] > 90 && $0[1] < 150 })
    }
}
