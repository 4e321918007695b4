import LayoutCheck
import LayoutPipeline
import LayoutLowering
import LayoutSource
import XCTest

/// A `.layout` text taken through the whole pipeline, for the stack frame tests.
struct StackLayout {
    let compiled: CompiledFile

    /// A 1000 × 1000 canvas without insets in `wC hR`: room for every test stack.
    static let roomy = LayoutTarget(variant: TraitVariant(width: .compact, height: .regular),
                                    canvas: Canvas(width: 1000, height: 1000))

    init(_ text: String, targets: [LayoutTarget] = [StackLayout.roomy]) {
        compiled = Pipeline.compile(SourceFile(path: "stack.layout", text: text), targets: targets)
    }

    /// `text` laid out in `target` alone, failing the calling test if it has any error.
    static func errorFree(_ text: String, _ target: LayoutTarget,
                          file: StaticString = #filePath, line: UInt = #line) -> StackLayout {
        let layout = StackLayout(text, targets: [target])
        XCTAssertEqual(layout.diagnostics.filter { $0.hasPrefix("error") }, [], file: file, line: line)
        return layout
    }

    /// The solution of `variant` (the first when nil).
    func solution(_ variant: TraitVariant? = nil) -> VariantSolution? {
        compiled.solutions.first { variant == nil || $0.ir.target.variant == variant }
    }

    /// The absolute frame of the view `name` in `variant`.
    func frame(_ name: String, _ variant: TraitVariant? = nil) -> Rect? {
        guard let s = solution(variant), let view = s.ir.views.first(where: { $0.name == name }) else { return nil }
        let f = s.frame(of: view.id)
        return Rect(f.x, f.y, f.width, f.height)
    }

    /// Diagnostics as `severity id subject: message`.
    var diagnostics: [String] {
        compiled.diagnostics.map { "\($0.severity.rawValue) \($0.id) \($0.subject ?? "-"): \($0.message)" }
    }
}

/// A frame with a tolerant comparison (the solver works in doubles).
struct Rect: Equatable, CustomStringConvertible {
    var x, y, width, height: Double
    init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    static func == (a: Rect, b: Rect) -> Bool {
        abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }
    var description: String { "(\(x), \(y), \(width), \(height))" }
}
