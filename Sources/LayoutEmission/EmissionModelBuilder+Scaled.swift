import LayoutEmissionModel
import LayoutLowering
import LayoutSource

// Values that follow the content size category within a band: constants and stack spacings
// written as `ScaledConstant`s (a base plus parts scaled as a text style is).
extension EmissionModelBuilder {
    /// `values` (a constraint's constant at `categories`, in order) as a constant that follows
    /// the category the way `scaled(…)` does: `base + Σ bᵢ × ratioᵢ(category)`, where ratioᵢ is
    /// style i's point size at the category over its size at `L` — what
    /// `UIFontMetrics(forTextStyle:).scaledValue(for: bᵢ, compatibleWith:)` returns
    /// (https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:compatiblewith:)).
    /// The styles tried are those the file's `scaled(…)` name, fewest first, in written order;
    /// `nil` when no combination of up to three reproduces every value.
    static func fitScaled(_ values: [Double], categories: [ContentSizeCategory], styles: [TextStyle]) -> ScaledConstant? {
        let tolerance = 1e-7 * max(1, values.map(abs).max() ?? 1)
        if values.allSatisfy({ abs($0 - values[0]) <= tolerance }) { return ScaledConstant(base: values[0]) }
        // Styles whose ratios are the same at every category (body and headline) are one column.
        var distinct: [TextStyle] = []
        for s in styles where !distinct.contains(where: { d in ContentSizeCategory.allCases.allSatisfy { d.scale(at: $0) == s.scale(at: $0) } }) {
            distinct.append(s)
        }
        func subsets(_ n: Int, from i: Int) -> [[TextStyle]] {
            guard n > 0 else { return [[]] }
            guard i < distinct.count else { return [] }
            return subsets(n - 1, from: i + 1).map { [distinct[i]] + $0 } + subsets(n, from: i + 1)
        }
        // With few categories in a band several styles fit; the one with the simplest numbers
        // (shortest literals: `4 + scaled(4, caption1)` rather than `3.87 + scaled(4.53, body)`)
        // is what was written, ties going to the first style written.
        for n in 1...max(1, min(3, distinct.count)) {
            var best: (constant: ScaledConstant, cost: Int)?
            for set in subsets(n, from: 0) {
                let columns = [categories.map { _ in 1.0 }] + set.map { s in categories.map { s.scale(at: $0) } }
                guard let x = leastSquares(columns, values) else { continue }
                let snapped = x.map { v -> Double in let r = (v * 1e6).rounded() / 1e6; return abs(r - v) < 1e-7 ? r + 0 : v }
                let fits = categories.indices.allSatisfy { k in
                    var y = snapped[0]
                    for j in 1..<columns.count { y += snapped[j] * columns[j][k] }
                    return abs(y - values[k]) <= tolerance
                }
                guard fits else { continue }
                let parts = zip(set, snapped.dropFirst()).filter { $0.1 != 0 }.map { ScaledPart(style: $0.0.rawValue, value: $0.1) }
                let cost = snapped.reduce(0) { $0 + DecimalLiteral.shortest($1).count }
                if best == nil || cost < best!.cost { best = (ScaledConstant(base: snapped[0], scaled: parts), cost) }
            }
            if let best { return best.constant }
        }
        return nil
    }

    /// The least-squares solution of `Σ xⱼ columnⱼ ≈ y` (normal equations, Gaussian elimination
    /// with partial pivoting); `nil` when the columns are dependent over these rows.
    static func leastSquares(_ columns: [[Double]], _ y: [Double]) -> [Double]? {
        let n = columns.count
        var m = [[Double]](repeating: [Double](repeating: 0, count: n + 1), count: n)
        for i in 0..<n {
            for j in 0..<n { m[i][j] = zip(columns[i], columns[j]).reduce(0) { $0 + $1.0 * $1.1 } }
            m[i][n] = zip(columns[i], y).reduce(0) { $0 + $1.0 * $1.1 }
        }
        for col in 0..<n {
            guard let pivot = (col..<n).max(by: { abs(m[$0][col]) < abs(m[$1][col]) }), abs(m[pivot][col]) > 1e-9 else { return nil }
            m.swapAt(col, pivot)
            for r in 0..<n where r != col {
                let f = m[r][col] / m[col][col]
                for c in col...n { m[r][c] -= f * m[col][c] }
            }
        }
        return (0..<n).map { m[$0][n] / m[$0][$0] }
    }

    /// A stack spacing and a custom spacing that follow the content size category in one band.
    struct ScaledSpacing {
        var spacing: ScaledConstant?
        var spacingAfter: ScaledConstant?
    }

    /// The stack spacings and custom spacings that change between the categories of a band,
    /// written like a scaled constraint constant (`fitScaled`), by index in the declared views
    /// and then by variant; and the problems of what changes otherwise, at the view's
    /// declaration. A stack's spacing and custom spacing may be set at any time (UIKit:
    /// https://developer.apple.com/documentation/uikit/uistackview/spacing,
    /// https://developer.apple.com/documentation/uikit/uistackview/setcustomspacing(_:after:)),
    /// so generated code sets them for the traits' category.
    static func scaledSettings(variants: [EmissionVariant], bandSlots: [[Int]], categories: [ContentSizeCategory],
                               styles: [TextStyle], ir: (EmissionVariant, Int) -> LayoutIR)
        -> (scaled: [(Int, [ScaledSpacing])], problems: [(EmissionProblem, SourceRange)]) {
        var scaled: [Int: [ScaledSpacing]] = [:]
        var out: [(EmissionProblem, SourceRange)] = []
        var reported = Set<Int>()
        for v in variants where bandSlots[v.index].count > 1 {
            let bandCategories = bandSlots[v.index].map { categories[$0] }
            let all = bandSlots[v.index].map { settings(ir(v, $0)) }
            let declared = ir(v, bandSlots[v.index][0]).views.filter { !$0.isBuiltin }
            for (i, s) in all[0].enumerated() where all.contains(where: { $0[i] != s }) {
                func fail(_ problem: EmissionProblem) {
                    guard reported.insert(i).inserted, let range = declared[i].declaration else { return }
                    out.append((problem, range))
                }
                var rest = all.map { $0[i] }
                for k in rest.indices { rest[k].stack?.spacing = 0; rest[k].spacingAfter = rest[k].spacingAfter.map { _ in 0 } }
                guard rest.allSatisfy({ $0 == rest[0] }) else {
                    fail(.propertyChangesWithCategory(view: declared[i].name, in: v))
                    continue
                }
                // A spacing that changes inside the band is written as a scaled value or,
                // when it cannot be, reported once for the view, which then gets none.
                var unwritable = false
                func follow(_ values: [Double], custom: Bool) -> ScaledConstant? {
                    guard values.count == all.count, values.contains(where: { $0 != values[0] }) else { return nil }
                    if let k = fitScaled(values, categories: bandCategories, styles: styles) { return k }
                    fail(.spacingNotScalable(view: declared[i].name, customSpacing: custom, in: v))
                    unwritable = true
                    return nil
                }
                var result = ScaledSpacing()
                result.spacing = follow(all.compactMap { $0[i].stack?.spacing }, custom: false)
                if unwritable { continue }
                result.spacingAfter = follow(all.compactMap { $0[i].spacingAfter }, custom: true)
                if unwritable { continue }
                scaled[i, default: Array(repeating: ScaledSpacing(), count: variants.count)][v.index] = result
            }
        }
        return (scaled.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, out)
    }
}
