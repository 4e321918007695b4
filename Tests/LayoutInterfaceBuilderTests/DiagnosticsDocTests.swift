import LayoutDiagnosticWriters
import Foundation
import LayoutInterfaceBuilder
import LayoutSource
import TestSupport
import XCTest

/// The Interface Builder sections of `docs/diagnostics.md` quote their example document
/// (`Samples/errors/ID.storyboard` or `.xib`) and the front end's diagnostics on it, rendered
/// as `vflc check` renders them; `VFLC_UPDATE_GOLDEN=1` rewrites both blocks.
final class IBDiagnosticsDocTests: XCTestCase {
    static let doc = "docs/diagnostics.md"

    static func sample(_ id: String) -> String? {
        for ext in ["storyboard", "xib"] where FileManager.default.fileExists(atPath: RepoPaths.path("Samples/errors/\(id).\(ext)")) {
            return "Samples/errors/\(id).\(ext)"
        }
        return nil
    }

    /// `text` with the fenced block of `language` in the section of `id` replaced, and the old block.
    static func block(_ text: String, id: String, language: String, replacing new: String?) -> (text: String, old: String?) {
        guard let heading = text.range(of: "\n### `\(id)`\n") else { return (text, nil) }
        let sectionEnd = text.range(of: "\n### ", range: heading.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
        guard let open = text.range(of: "```\(language)\n", range: heading.upperBound..<sectionEnd),
              let close = text.range(of: "```", range: open.upperBound..<sectionEnd) else { return (text, nil) }
        let old = String(text[open.upperBound..<close.lowerBound])
        guard let new else { return (text, old) }
        return (text.replacingCharacters(in: open.upperBound..<close.lowerBound, with: new), old)
    }

    func testEveryInterfaceBuilderKindQuotesItsExampleAndItsOutput() throws {
        var text = try String(contentsOfFile: RepoPaths.path(Self.doc), encoding: .utf8)
        let kinds = DiagnosticCatalogue.all.filter { $0.family == .interfaceBuilder }
        XCTAssertEqual(kinds.count, 5)
        for kind in kinds {
            let id = kind.id.rawValue
            let path = try XCTUnwrap(Self.sample(id), "no Samples/errors/\(id).storyboard or .xib")
            let document = try String(contentsOfFile: RepoPaths.path(path), encoding: .utf8)
            let source = SourceFile(path: path, text: document)
            let read = InterfaceBuilder.read(source)
            XCTAssertTrue(read.diagnostics.contains { $0.id == kind.id }, "\(path) does not report \(id)")
            let rendered = TextDiagnosticRenderer().render(read.diagnostics, sources: [path: source])
            if Golden.updating {
                text = Self.block(text, id: id, language: "xml", replacing: document).text
                text = Self.block(text, id: id, language: "text", replacing: rendered).text
                continue
            }
            XCTAssertEqual(Self.block(text, id: id, language: "xml", replacing: nil).old, document, "\(id): the quoted example is not \(path)")
            XCTAssertEqual(Self.block(text, id: id, language: "text", replacing: nil).old, rendered, "\(id): the quoted output is stale")
        }
        if Golden.updating { try text.write(toFile: RepoPaths.path(Self.doc), atomically: true, encoding: .utf8) }
    }
}
