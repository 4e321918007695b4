import LayoutInterfaceBuilder
import LayoutPipeline
import LayoutSource
import XCTest

/// The front end's read with each unit's canvases as the pipeline resolves them (a header's
/// follow where its holding unit lays the container out, `Pipeline.read`): what the checker
/// and `vflc import` use. `InterfaceBuilder.read` alone gives a header its stored size.
enum ResolvedRead {
    static func read(_ source: SourceFile, file: StaticString = #filePath, line: UInt = #line) -> IBReadResult {
        var read = InterfaceBuilder.read(source)
        let document = Pipeline.read(source)
        XCTAssertEqual(document.units.map(\.name), read.units.map(\.name), "the pipeline's units are the front end's", file: file, line: line)
        for (k, unit) in document.units.enumerated() where k < read.units.count {
            read.units[k].canvases = unit.canvases
            read.units[k].canvasesFollow = nil
        }
        return read
    }

    /// A fixture (or `text`, read as a document at `path`) read as above, with its source.
    static func read(fixture: String, text: String?, path: String) throws -> (IBReadResult, SourceFile) {
        let source = try text.map { SourceFile(path: path, text: $0) } ?? Fixtures.source(fixture)
        return (read(source), source)
    }

    /// The unit named `name`, failing the test with the names there are when there is none.
    static func unit(_ name: String, in read: IBReadResult) throws -> IBUnit {
        try XCTUnwrap(read.units.first { $0.name == name }, "no unit \(name) in \(read.units.map(\.name))")
    }
}
