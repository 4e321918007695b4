import LayoutBackends
import LayoutLowering
import LayoutSource

extension UIKitModelBuilder {
    /// A stack spacing and a custom spacing that follow the content size category in one band.
    struct ScaledSpacing {
        var spacing: UIKitConstant?
        var spacingAfter: UIKitConstant?
    }

    /// The stack spacings and custom spacings that change between the categories of a band,
    /// written like a scaled constraint constant (`fitScaled`), by index in the declared views
    /// and then by variant; and errors for what changes otherwise. UIStackView's `spacing` and
    /// `setCustomSpacing(_:after:)` may be set at any time
    /// (https://developer.apple.com/documentation/uikit/uistackview/spacing,
    /// https://developer.apple.com/documentation/uikit/uistackview/setcustomspacing(_:after:)),
    /// so `apply(_:)` sets them for the traits' category.
    static func scaledSettings(variants: [UIKitVariant], bandSlots: [[Int]], categories: [ContentSizeCategory],
                               styles: [TextStyle], ir: (UIKitVariant, Int) -> LayoutIR,
                               source: SourceFile) -> (scaled: [(Int, [ScaledSpacing])], diagnostics: [Diagnostic]) {
        var scaled: [Int: [ScaledSpacing]] = [:]
        var out: [Diagnostic] = []
        var reported = Set<Int>()
        for v in variants where bandSlots[v.index].count > 1 {
            let bandCategories = bandSlots[v.index].map { categories[$0] }
            let all = bandSlots[v.index].map { settings(ir(v, $0)) }
            let declared = ir(v, bandSlots[v.index][0]).views.filter { !$0.isBuiltin }
            for (i, s) in all[0].enumerated() where all.contains(where: { $0[i] != s }) {
                func fail(_ message: DiagnosticMessage) {
                    guard reported.insert(i).inserted, let range = declared[i].declaration else { return }
                    out.append(Diagnostic(message, in: source, at: range))
                }
                var rest = all.map { $0[i] }
                for k in rest.indices { rest[k].stack?.spacing = 0; rest[k].spacingAfter = rest[k].spacingAfter.map { _ in 0 } }
                guard rest.allSatisfy({ $0 == rest[0] }) else {
                    fail(.propertyFollowsCategory(declared[i].name, in: "\(v)"))
                    continue
                }
                // A spacing that changes inside the band is written as a scaled value or,
                // when it cannot be, reported once for the view, which then gets none.
                var unwritable = false
                func follow(_ values: [Double], custom: Bool) -> UIKitConstant? {
                    guard values.count == all.count, values.contains(where: { $0 != values[0] }) else { return nil }
                    if let k = fitScaled(values, categories: bandCategories, styles: styles) { return k }
                    fail(.spacingScaleUnwritable(declared[i].name, custom: custom, in: "\(v)"))
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
