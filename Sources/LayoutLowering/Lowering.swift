import Dispatch
import LayoutSource
import LayoutSyntax

/// What lowering produces: one IR per target, and the semantic diagnostics of all of them.
public struct LoweringResult: Sendable {
    /// One IR per target, in the order of the targets.
    public var variants: [LayoutIR]
    /// Semantic errors and warnings, each reported once, sorted by `Diagnostic.sortKey`.
    public var diagnostics: [Diagnostic]
    /// Creates a result.
    public init(variants: [LayoutIR], diagnostics: [Diagnostic]) {
        self.variants = variants
        self.diagnostics = diagnostics
    }
}

/// Lowering: name resolution, metrics, variant selection, visual-format lines, explicit
/// constraints and view properties → `LayoutIR` (spec §3–§8).
public enum Lowering {
    /// Lowers a parsed file for each target; semantic errors are reported once, with
    /// `traits` set when they hold only in some variants.
    public static func lower(_ file: LayoutFileSyntax, source: SourceFile, targets: [LayoutTarget]) -> LoweringResult {
        let table = ViewTable(file: file, source: source)
        var merger = DiagnosticMerger(variants: targets.map { $0.variant.description })
        // Variants are independent, so they are lowered in parallel; results are merged in
        // target order, so the output does not depend on scheduling.
        var builders = [IRBuilder?](repeating: nil, count: targets.count)
        builders.withUnsafeMutableBufferPointer { slots in
            let slots = slots
            DispatchQueue.concurrentPerform(iterations: targets.count) { i in
                slots[i] = lowerVariant(file, source: source, target: targets[i], table: table)
            }
        }
        var irs: [LayoutIR] = []
        irs.reserveCapacity(targets.count)
        var usedMetrics = Set<String>()
        for (target, builder) in zip(targets, builders.map { $0! }) {
            irs.append(builder.ir)
            merger.add(builder.diagnostics, variant: target.variant.description)
            usedMetrics.formUnion(builder.metrics.usedNames())
        }
        var diagnostics = table.diagnostics + merger.merged()
        if !targets.isEmpty {
            diagnostics += unusedMetricWarnings(file.statements, used: usedMetrics, source: source)
        }
        diagnostics.sort(by: Diagnostic.sortKey)
        return LoweringResult(variants: irs, diagnostics: diagnostics)
    }

    /// The passes for one target (see `IRBuilder`).
    static func lowerVariant(_ file: LayoutFileSyntax, source: SourceFile, target: LayoutTarget,
                             table: ViewTable) -> IRBuilder {
        var builder = IRBuilder(source: source, target: target, table: table)
        let top = WalkContext(superview: .root, conditions: [])
        var sets: [(statement: SetStmt, conditions: [SourceRange])] = []
        builder.collectVariantSettings(file.statements, top, sets: &sets)
        builder.evaluateAllMetrics()
        builder.applyProperties(sets: sets)
        builder.lowerCanvasAndGuides()
        lowerStacks(&builder)
        builder.lowerStatements(file.statements, top)
        return builder
    }

    /// `unused-metric` for every definition (in any block) of a name no variant used.
    private static func unusedMetricWarnings(_ statements: [Statement], used: Set<String>, source: SourceFile) -> [Diagnostic] {
        var out: [Diagnostic] = []
        func visit(_ statements: [Statement]) {
            for statement in statements {
                switch statement {
                case .metrics(let block):
                    for d in block.definitions where !used.contains(d.name.name) {
                        out.append(.warning(.unusedMetric, "metric '\(d.name.name)' is never used", in: source, at: d.name.range))
                    }
                case .view(let decl):
                    if let body = decl.body { visit(body) }
                case .when(let block):
                    for clause in block.clauses { visit(clause.body) }
                    if let body = block.elseBody { visit(body) }
                case .vfl, .constraint, .set:
                    break
                }
            }
        }
        visit(statements)
        return out
    }
}
