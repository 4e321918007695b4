import Foundation
import LayoutDiagnosticWriters
import LayoutSource
import LayoutSyntax
import LayoutLowering
@testable import LayoutCheck

/// Parsing and lowering for the checker's tests, on the four default targets of spec §8.
enum CheckTestSupport {
    /// The default device of each variant (spec §8 table).
    static let defaultTargets: [LayoutTarget] = [
        LayoutTarget(variant: TraitVariant.all[0], canvas: Canvas(width: 393, height: 852,
            safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), deviceName: "iPhone 15")),
        LayoutTarget(variant: TraitVariant.all[1], canvas: Canvas(width: 852, height: 393,
            safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), deviceName: "iPhone 15")),
        LayoutTarget(variant: TraitVariant.all[2], canvas: Canvas(width: 932, height: 430,
            safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), deviceName: "iPhone 15 Pro Max")),
        LayoutTarget(variant: TraitVariant.all[3], canvas: Canvas(width: 834, height: 1194,
            safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), deviceName: "iPad Pro 11\"")),
    ]

    /// Parses and lowers `text`; the front end's diagnostics are returned beside the IR.
    static func compile(_ text: String, path: String = "test.layout", targets: [LayoutTarget] = defaultTargets)
        -> (source: SourceFile, variants: [LayoutIR], diagnostics: [Diagnostic]) {
        let source = SourceFile(path: path, text: text)
        let parsed = Parser.parse(source)
        let lowered = Lowering.lower(parsed.file, source: source, targets: targets)
        return (source, lowered.variants, parsed.diagnostics + lowered.diagnostics)
    }

    /// Compiles and checks `text`, returning the rendered text of the checker's diagnostics.
    static func renderCheck(_ text: String, path: String) -> String {
        let (source, variants, front) = compile(text, path: path)
        let frontErrors = front.filter { $0.severity == .error }
        precondition(frontErrors.isEmpty, "fixture \(path) has front-end errors: \(frontErrors.map(\.message))")
        let result = Checker.check(variants, source: source)
        return TextDiagnosticRenderer().render(result.diagnostics, sources: [source.path: source])
    }
}
