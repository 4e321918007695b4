import InterfaceBuilderDocument
import LayoutInterfaceBuilder
import LayoutSource
import LayoutSyntax
import XCTest

/// Documents that are not well-formed, not iOS documents, or hold broken references: each
/// gets located `ib-…` diagnostics, never a crash, and what can be read is read.
final class ErrorFixtureTests: XCTestCase {
    private func diagnostics(_ name: String) throws -> (IBReadResult, [String]) {
        let read = InterfaceBuilder.read(try Fixtures.source(name))
        return (read, read.diagnostics.map { "\($0.range.start) \($0.severity) \($0.id): \($0.message)" })
    }

    func testMalformedXMLIsOneLocatedError() throws {
        let (read, lines) = try diagnostics("errors/malformed.storyboard")
        XCTAssertEqual(lines, ["10:1 error ib-xml: not well-formed XML: '<' must start a tag, a comment or a declaration; write '&lt;' for a literal '<'"])
        XCTAssertTrue(read.units.isEmpty)
        XCTAssertNil(read.document)
    }

    func testAMacOSDocumentIsNotRead() throws {
        let (read, lines) = try diagnostics("errors/cocoa.xib")
        XCTAssertEqual(lines, ["2:1 error ib-document: not an iOS Interface Builder document: a macOS (Cocoa) document; vflc checks iOS documents, whose views are UIKit's"])
        XCTAssertTrue(read.units.isEmpty)
    }

    func testAnXcode4ArchiveIsNotRead() throws {
        let (_, lines) = try diagnostics("errors/archive.xib")
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines[0].hasPrefix("2:1 error ib-document: not an Interface Builder document: an Interface Builder 3 archive"), lines[0])
    }

    func testBrokenReferencesAreLeftOutWithWarnings() throws {
        let (read, lines) = try diagnostics("errors/references.storyboard")
        XCTAssertEqual(lines, [
            "21:29 warning ib-unsupported: unknown element <fancyGauge> (id Ref-fg-001) in <subviews>: read as a plain view (reported once per document)",
            "28:29 warning ib-reference: constraint 'Ref-c02' of the root view (id Ref-rt-001) names 'Xyz-gone-000' as its secondItem, which is not a view or layout guide of this scene; the constraint is left out",
            "30:29 warning ib-reference: constraint 'Ref-c04' has the attribute 'sideways', which Interface Builder does not write; left out",
            "31:29 warning ib-reference: constraint 'Ref-c05' has a multiplier 'half' that is not a number or a ratio; left out",
            "33:25 warning ib-reference: a size-class mask of 'Ref-rt-001' names 'Nop-ne-000', which is not one of its constraints",
            "38:25 warning ib-unsupported: size-class variation 'displayGamut=P3' is not one vflc reads; left out",
        ])
        // The rest is read: the box keeps its two good constraints and its size.
        let unit = try XCTUnwrap(read.units.first)
        XCTAssertEqual(unit.views.map(\.name), ["root", "box", "fancyGauge"])
        XCTAssertEqual(unit.views[2].className, "UIView")
        XCTAssertEqual(LayoutPrinter.print(unit.syntax).split(separator: "\n").filter { $0.hasPrefix("box.") },
                       ["box.leading == root.leading + 20", "box.top == safeArea.top + 41"])
    }

    func testADocumentWithoutAutoLayoutIsAWarningAndLaidOutByItsMasks() throws {
        let (read, lines) = try diagnostics("no-autolayout.xib")
        XCTAssertEqual(lines, ["2:1 warning ib-no-autolayout: the document does not use Auto Layout (useAutolayout is not YES): its views are placed by their frames and autoresizing masks"])
        let unit = try XCTUnwrap(read.units.first)
        let frames = UnitSolver(unit: unit, source: try Fixtures.source("no-autolayout.xib"))
            .frames(width: 400, height: 64, variant: TraitVariant.all[0])
        // The title's margins and width share the 80 pt (60 : 200 : 60); the button keeps its right margin.
        XCTAssertEqual(UnitSolver.difference(try XCTUnwrap(frames["inboxLabel"]), IBRect(x: 75, y: 20, width: 250, height: 24)), 0, accuracy: 1e-9)
        XCTAssertEqual(UnitSolver.difference(try XCTUnwrap(frames["editButton"]), IBRect(x: 342, y: 17, width: 50, height: 30)), 0, accuracy: 1e-9)
    }

    /// Every diagnostic of every fixture has a catalogued kind and a range inside its file.
    func testEveryDiagnosticIsCataloguedAndLocated() throws {
        let names = Fixtures.documents() + ["errors/malformed.storyboard", "errors/cocoa.xib", "errors/archive.xib", "errors/references.storyboard"]
        for name in names {
            let source = try Fixtures.source(name)
            for d in InterfaceBuilder.read(source).diagnostics {
                XCTAssertNotNil(d.kind, "\(name): \(d.id)")
                XCTAssertEqual(d.kind?.family, .interfaceBuilder, "\(name): \(d.id)")
                XCTAssertLessThanOrEqual(d.range.end.offset, source.bytes.count, name)
                XCTAssertEqual(d.file, source.path)
            }
        }
    }
}
