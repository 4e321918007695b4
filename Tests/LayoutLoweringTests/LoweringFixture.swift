import LayoutLowering
import LayoutSource
import LayoutSyntax
import XCTest

/// Parses and lowers `.layout` text for tests, and renders constraints compactly.
struct LoweringFixture {
    let source: SourceFile
    let result: LoweringResult

    /// The spec §8 default canvas of each variant.
    static func defaultTarget(_ variant: TraitVariant) -> LayoutTarget {
        switch (variant.width, variant.height) {
        case (.compact, .regular):
            return LayoutTarget(variant: variant, canvas: Canvas(width: 393, height: 852,
                safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), deviceName: "iPhone 15"))
        case (.compact, .compact):
            return LayoutTarget(variant: variant, canvas: Canvas(width: 852, height: 393,
                safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), deviceName: "iPhone 15"))
        case (.regular, .compact):
            return LayoutTarget(variant: variant, canvas: Canvas(width: 932, height: 430,
                safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), deviceName: "iPhone 15 Pro Max"))
        case (.regular, .regular):
            return LayoutTarget(variant: variant, canvas: Canvas(width: 834, height: 1194,
                safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), deviceName: "iPad Pro 11\""))
        }
    }

    /// Parses `text` (which must have no syntax errors) and lowers it for `targets`.
    init(_ text: String, targets: [LayoutTarget] = TraitVariant.all.map(LoweringFixture.defaultTarget),
         file: StaticString = #filePath, line: UInt = #line) {
        source = SourceFile(path: "test.layout", text: text)
        let parsed = Parser.parse(source)
        XCTAssertEqual(parsed.diagnostics.map { "\($0.range.start): \($0.message)" }, [], "syntax errors", file: file, line: line)
        result = Lowering.lower(parsed.file, source: source, targets: targets)
    }

    /// The IR of `variant` (spec order index when lowered for all four).
    func ir(_ variant: TraitVariant = TraitVariant.all[0]) -> LayoutIR {
        result.variants.first { $0.target.variant == variant }!
    }

    /// Constraints made from the file (not canvas or guide), as `equation @priority`.
    func constraints(_ variant: TraitVariant = TraitVariant.all[0]) -> [String] {
        let ir = ir(variant)
        return ir.constraints.filter { $0.origin.kind != .canvas && $0.origin.kind != .guide }
            .map { IRDump.equation($0, in: ir) + " @" + NumberFormat.string($0.priority) }
    }

    /// Diagnostics as `id line:col` (plus `[traits]` when variant-specific).
    var diagnostics: [String] {
        result.diagnostics.map { d in
            "\(d.id) \(d.range.start)" + (d.traits.isEmpty ? "" : " [\(d.traits.joined(separator: ", "))]")
        }
    }

    /// Errors only, as `diagnostics`.
    var errors: [String] {
        result.diagnostics.filter { $0.severity == .error }.map { "\($0.id) \($0.range.start)" }
    }
}
