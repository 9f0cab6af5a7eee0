import Testing
@testable import UIKit

/// Reading the set's SVG outlines: commands, compact numbers, arcs, and bad data that must not trap.
@Suite struct SVGPathReaderTests {
    @Test func compactNumbersAndRelativeCommands() throws {
        let path = try #require(SVGPathReader.path("M1 1h2v2H1z m4-1.5.5.5l-.5.5Z"))
        let box = path.boundingBoxOfPath
        #expect(box.minX == 1 && box.minY == -0.5 && box.maxX == 5.5 && box.maxY == 3, "\(box)")
        #expect(SVGPathReader.numbers(in: "0 0 16 16") == [0, 0, 16, 16])
        #expect(SVGPathReader.numbers(in: "matrix(1 0 0 -1 6 15)") == [1, 0, 0, -1, 6, 15])
        #expect(SVGPathReader.numbers(in: "1e1-.5") == [10, -0.5])
    }

    @Test func arcsReachTheirEndAndBulgeTheRightWay() throws {
        // A half circle of radius 2 from (0,0) to (4,0), sweeping clockwise on screen (y down): it bulges up.
        let path = try #require(SVGPathReader.path("M0 0A2 2 0 0 1 4 0"))
        let box = path.boundingBoxOfPath
        #expect(abs(box.minY + 2) < 0.01 && abs(box.maxX - 4) < 0.01, "\(box)")
        #expect(path.currentPoint == CGPoint(x: 4, y: 0))
        // Compact flags: "a.5.5 0 0 1 .5.5" written as "a.5.5 0 01.5.5".
        let compact = try #require(SVGPathReader.path("M0 0a.5.5 0 01.5.5"))
        #expect(compact.currentPoint == CGPoint(x: 0.5, y: 0.5))
    }

    @Test func badDataStopsWithoutTrapping() {
        #expect(SVGPathReader.path("") == nil)
        #expect(SVGPathReader.path("1 2 3") == nil)
        #expect(SVGPathReader.path("M") == nil)
        #expect(SVGPathReader.path("M1 1L") != nil, "what was read stays")
        #expect(SVGPathReader.path("M0 0A0 0 0 0 1 4 0") != nil, "zero radii draw a line")
        #expect(SVGPathReader.path("M0 0 X 5 5") != nil)
        #expect(SymbolOutline(svg: "<svg viewBox=\"0 0 16 16\"></svg>") == nil)
        #expect(SymbolOutline(svg: "<svg><path d=\"M0 0L") == nil)
    }

    @Test func outlinesReadPathsCirclesRectsAndTransforms() throws {
        let outline = try #require(SymbolOutline(svg: """
        <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">
          <circle cx="8" cy="8" r="2"/>
          <rect width="4" height="2" rx="1" transform="matrix(1 0 0 -1 6 15)"/>
          <path fill-rule="evenodd" d="M1 1h2v2H1z"/>
        </svg>
        """))
        #expect(outline.shapes.count == 3 && outline.shapes[2].rule == .evenOdd && outline.shapes[0].rule == .winding)
        #expect(outline.shapes[1].path.boundingBoxOfPath == CGRect(x: 6, y: 13, width: 4, height: 2))
        #expect(outline.bounds == CGRect(x: 1, y: 1, width: 9, height: 14))
    }
}

/// A missing or broken set gives no symbols and never traps.
@Suite struct SymbolLibraryTests {
    @Test func missingSetAndFilesGiveNil() throws {
        #expect(SymbolLibrary.findDirectory(in: ["/nonexistent/symbols", "/tmp/also-not-there"]) == nil)
        #expect(SymbolLibrary.findDirectory(in: []) == nil)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<svg viewBox=\"0 0 16 16\"><path d=\"M2 2h12v12H2z\"/></svg>".utf8).write(to: folder.appendingPathComponent("plus.svg"))
        try Data("not svg at all".utf8).write(to: folder.appendingPathComponent("broken.svg"))
        #expect(SymbolLibrary.findDirectory(in: ["/nonexistent", folder.path]) == folder.path)
        #expect(SymbolLibrary.read(iconName: "plus", in: folder.path)?.bounds == CGRect(x: 2, y: 2, width: 12, height: 12))
        #expect(SymbolLibrary.read(iconName: "broken", in: folder.path) == nil)
        #expect(SymbolLibrary.read(iconName: "absent", in: folder.path) == nil)
        #expect(SymbolLibrary.read(iconName: "../plus", in: folder.path) == nil)
    }
}
