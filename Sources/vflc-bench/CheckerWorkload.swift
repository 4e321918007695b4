import LayoutSource
import LayoutSyntax
import LayoutLowering
import LayoutCheck

/// The checker's cost against the plain solve (issue 4: a full check costs at most 3× the
/// solve). The layouts are written as `.layout` text and compiled once, untimed; the timed
/// step is `Checker.solve` (frames only) or `Checker.check` (conflicts, freedom of every
/// view, redundancy, warnings, diagnostics) on the lowered IR of one variant.
enum CheckerWorkload {
    static let chainSolve = workload("lchain-solve", "chain .layout, Checker.solve", sizes: [10_000], check: false, text: chain)
    static let chainCheck = workload("lchain-check", "chain .layout, Checker.check", sizes: [10_000], check: true, text: chain)
    static let gridSolve = workload("lgrid-solve", "grid .layout, Checker.solve", sizes: [100], check: false, text: grid)
    static let gridCheck = workload("lgrid-check", "grid .layout, Checker.check", sizes: [100], check: true, text: grid)

    static var all: [Workload] { [chainSolve, chainCheck, gridSolve, gridCheck] }

    private static func workload(_ name: String, _ summary: String, sizes: [Int], check: Bool,
                                 text: @escaping @Sendable (Int) -> (String, Canvas)) -> Workload {
        Workload(name: name, summary: summary, defaultSizes: sizes) { size in
            let (layout, canvas) = text(size)
            let source = SourceFile(path: "\(name)-\(size).layout", text: layout)
            let parsed = Parser.parse(source)
            let target = LayoutTarget(variant: TraitVariant(width: .compact, height: .regular), canvas: canvas)
            let ir = Lowering.lower(parsed.file, source: source, targets: [target]).variants[0]
            return PreparedCase(constraints: ir.constraints.count, run: {
                if check {
                    let result = Checker.check([ir], source: source)
                    // Any diagnostic on these clean layouts would mean the workload is wrong.
                    return result.solutions[0].isSatisfiable && result.diagnostics.isEmpty ? result.solutions[0].values.last! : .nan
                }
                let s = Checker.solve(ir)
                return s.isSatisfiable ? s.values.last! : .nan
            }, system: nil)
        }
    }

    /// `H:|-8-[v1]-8-[v2(==v1)]-…-8-|` with each view's height and top pinned, on a canvas
    /// 20·N wide: fully determined, like the solver's chain workload.
    static func chain(_ n: Int) -> (String, Canvas) {
        var out = ""
        for i in 1...n { out += "view v\(i)\n" }
        out += "H:|-8-[v1]"
        for i in 2...max(2, n) where i <= n { out += "-8-[v\(i)(==v1)]" }
        out += "-8-|\n"
        for i in 1...n { out += "V:|-8-[v\(i)(20)]\n" }
        return (out, Canvas(width: 20 * Double(n), height: 100))
    }

    /// An N × N grid of equal cells with 8-point gaps in rows and columns, on a 30·N square.
    static func grid(_ n: Int) -> (String, Canvas) {
        var out = ""
        for r in 0..<n { for c in 0..<n { out += "view c\(r)_\(c)\n" } }
        for r in 0..<n {
            out += "H:|-8-[c\(r)_0]"
            for c in 1..<n { out += "-8-[c\(r)_\(c)(==c\(r)_0)]" }
            out += "-8-|\n"
        }
        for c in 0..<n {
            out += "V:|-8-[c0_\(c)]"
            for r in 1..<n { out += "-8-[c\(r)_\(c)(==c0_\(c))]" }
            out += "-8-|\n"
        }
        return (out, Canvas(width: 30 * Double(n), height: 30 * Double(n)))
    }
}
