import Foundation
import LayoutCheck
import LayoutPipeline
import LayoutLowering
import LayoutSource
import TestSupport
import XCTest

/// A sample compiled for the four default targets, with frames looked up by view name.
struct SolvedSample {
    var name: String
    var solutions: [VariantSolution]

    /// Compiles `Samples/NAME.layout`; fails the test on any diagnostic.
    init(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        self.name = name
        let text = try VFLCRunner.read(SampleCatalog.path(name))
        let compiled = Pipeline.compile(SourceFile(path: SampleCatalog.path(name), text: text),
                                        targets: TargetResolver.defaultTargets)
        XCTAssertEqual(compiled.diagnostics.map(\.message), [], name, file: file, line: line)
        solutions = compiled.solutions
    }

    /// The solution of `canvas`'s variant, after checking that vflc used the spec's canvas.
    func solution(for canvas: SpecCanvas, file: StaticString = #filePath, line: UInt = #line) throws -> VariantSolution {
        let s = try XCTUnwrap(solutions.first { $0.ir.target.variant == canvas.variant }, "\(canvas.variant)",
                              file: file, line: line)
        let c = s.ir.target.canvas
        let insets = EdgeInsets(top: canvas.top, left: canvas.left, bottom: canvas.bottom, right: canvas.right)
        XCTAssertEqual(c.width, canvas.width, file: file, line: line)
        XCTAssertEqual(c.height, canvas.height, file: file, line: line)
        XCTAssertEqual(c.safeArea, insets, file: file, line: line)
        return s
    }

    /// The absolute frame of the view called `view`.
    static func frame(_ view: String, in solution: VariantSolution, file: StaticString = #filePath,
                      line: UInt = #line) throws -> Rect {
        let v = try XCTUnwrap(solution.ir.views.first { $0.name == view }, "no view `\(view)`", file: file, line: line)
        let f = solution.frame(of: v.id)
        return Rect(x: f.x, y: f.y, width: f.width, height: f.height)
    }

    /// Runs `expected` for each of the four canvases and compares every frame it returns.
    func assertFrames(file: StaticString = #filePath, line: UInt = #line,
                      _ expected: (SpecCanvas) -> [(String, Rect)]) throws {
        for canvas in SpecCanvas.all {
            let s = try solution(for: canvas, file: file, line: line)
            for (view, rect) in expected(canvas) {
                let actual = try Self.frame(view, in: s, file: file, line: line)
                XCTAssertTrue(actual.isClose(to: rect), "\(name) \(canvas.variant) `\(view)`: \(actual), expected \(rect)",
                              file: file, line: line)
            }
        }
    }
}
