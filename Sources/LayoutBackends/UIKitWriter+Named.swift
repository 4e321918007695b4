// Named constraints (docs/language.md, "Named constraints"): `heroHeight: hero.height == 200`
// becomes a property of the generated class, the NSLayoutConstraint of the current variant, so
// the app can change its constant or animate it. Several constraints may share a name, one per
// variant (`when wR { heroHeight: … } else { heroHeight: … }`); the property returns the current
// variant's. In a variant without one it is `nil`, and the property's type is optional.
import LayoutEmissionModel

extension Writer {
    mutating func writeNamedConstraints() {
        for (name, indices) in named {
            let first = model.constraints[indices[0]]
            // Which stored constraint each variant has under this name.
            let byVariant = model.variants.map { v in indices.first { model.constraints[$0].constants[v] != nil } }
            let everywhere = byVariant.allSatisfy { $0 != nil }
            line()
            line("    /// `\(name)` (line \(first.line)): the constraint of the current variant\(everywhere ? "" : ", `nil` in a variant without it"),")
            line("    /// made by `install(in:)`. Change its `constant` or animate it; `apply(_:)` sets the constant only")
            line("    /// where the layout file's changes with the variant.")
            line("    \(access)var \(name): NSLayoutConstraint\(everywhere ? "" : "?") {")
            let missing = "\(model.className).\(name) is made by install(in:); read it after installing the layout"
            if indices.count == 1 && everywhere {
                line("        guard let constraint = \(stored[indices[0]] ?? "") else { fatalError(\"\(missing)\") }")
                line("        return constraint")
                line("    }")
                continue
            }
            line("        guard let variant else { fatalError(\"\(missing)\") }")
            line("        switch variant {")
            // One case per stored constraint (and one for the variants without), in variant order.
            var groups: [(index: Int?, variants: [EmissionVariant])] = []
            for v in model.variants {
                let i = byVariant[v.index]
                if let g = groups.firstIndex(where: { $0.index == i }) { groups[g].variants.append(v) } else { groups.append((i, [v])) }
            }
            for g in groups {
                let cases = g.variants.map { "." + $0.caseName }.joined(separator: ", ")
                line("        case \(cases): return \(g.index.map { (stored[$0] ?? "") + (everywhere ? "!" : "") } ?? "nil")")
            }
            line("        }")
            line("    }")
        }
    }
}
