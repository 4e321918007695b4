import LayoutSource
@testable import LayoutSyntax
import TestSupport
import XCTest

/// Token and tree dumps of the fixtures match the reviewed golden files
/// (`VFLC_UPDATE_GOLDEN=1` rewrites them).
final class GoldenDumpTests: XCTestCase {
    func source(_ name: String) throws -> SourceFile {
        let path = RepoPaths.path("Tests/LayoutSyntaxTests/Fixtures/\(name).layout")
        return SourceFile(path: "\(name).layout", text: try String(contentsOfFile: path, encoding: .utf8))
    }

    func testTreeDumps() throws {
        for name in ["card", "everything", "errors"] {
            Golden.assertMatches(SyntaxDump.parse(try source(name)),
                                 path: RepoPaths.path("Tests/LayoutSyntaxTests/Fixtures/\(name).ast.txt"))
        }
    }

    func testTokenDump() throws {
        Golden.assertMatches(SyntaxDump.tokens(try source("everything")),
                             path: RepoPaths.path("Tests/LayoutSyntaxTests/Fixtures/everything.tokens.txt"))
    }

    func testDumpIsDeterministic() throws {
        let s = try source("everything")
        XCTAssertEqual(SyntaxDump.parse(s), SyntaxDump.parse(s))
    }
}
