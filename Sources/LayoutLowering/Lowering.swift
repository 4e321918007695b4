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
        lower(file, source: source, targets: targets, sharing: true)
    }

    /// `lower`, optionally lowering every target in full (`sharing: false`), which the tests
    /// use to check that sharing changes nothing.
    static func lower(_ file: LayoutFileSyntax, source: SourceFile, targets: [LayoutTarget],
                      sharing: Bool) -> LoweringResult {
        let table = ViewTable(file: file, source: source)
        var merger = DiagnosticMerger(variants: targets.map(\.label))
        // Targets whose variants select the same `when` bodies differ only in the canvas and
        // guide constraints (see `WhenSelection`): one of each group is lowered in full.
        // A file that scales sizes (`style`, `scaled`) lowers to other constants at each
        // content size category, so there the category joins the key.
        let scales = file.contentSizeUsage.scalesSizes
        let selections = targets.map { WhenSelection(file.statements, variant: $0.variant) }
        let categories = targets.map { scales ? $0.variant.effectiveContentSize : nil }
        var representatives: [Int] = []
        var groupOf: [Int] = []
        for i in targets.indices {
            // The direction changes how leading/trailing lower, so only targets of one direction share.
            if sharing, let g = representatives.firstIndex(where: {
                selections[$0] == selections[i] && categories[$0] == categories[i]
                    && targets[$0].direction == targets[i].direction
            }) {
                groupOf.append(g)
            } else {
                groupOf.append(representatives.count)
                representatives.append(i)
            }
        }
        // Groups are independent, so they are lowered in parallel; results are merged in
        // target order, so the output does not depend on scheduling.
        let builders = parallelMap(representatives.count) { [representatives] g in
            lowerVariant(file, source: source, target: targets[representatives[g]], table: table)
        }
        let irs = parallelMap(targets.count) { [representatives, groupOf] i in
            let builder = builders[groupOf[i]]
            return representatives[groupOf[i]] == i ? builder.ir : builder.ir(for: targets[i])
        }
        var usedMetrics = Set<String>()
        for (i, target) in targets.enumerated() {
            merger.add(builders[groupOf[i]].diagnostics, foundIn: target.label)
        }
        for builder in builders { usedMetrics.formUnion(builder.metrics.usedNames()) }
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
        builder.removeUninstalledViews()
        builder.checkStackBaselines()
        builder.direction = DirectionResolver(views: &builder.views, direction: target.direction)
        builder.lowerCanvasAndGuides()
        builder.canvasConstraintCount = builder.constraints.count
        builder.lowerViewGuides()
        builder.holdUninstalledViews()
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
                        out.append(Diagnostic(.unusedMetric(d.name.name), in: source, at: d.name.range))
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
