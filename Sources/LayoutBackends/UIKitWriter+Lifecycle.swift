// The generated class's lifecycle (docs/codegen.md, "Lifecycle"): `install(in:)` once, then
// `apply(_:)` as traits change, both through one `switchVariant(to:from:traits:activating:)`
// that sets everything a variant changes before it activates the variant's constraints — UIKit
// solves with whatever is active, so a constraint activated with the previous variant's (or text
// size's) constant would meet a transient system, and log "Unable to simultaneously satisfy
// constraints" where none of the variants conflicts. A property is written only when the new
// variant's value differs from the previous one's, so what the app set on a view survives a
// switch that does not concern it.
import LayoutEmissionModel

extension Writer {
    /// The first lines of `install(in:)`: a second call stops the app. `fatalError` rather than
    /// `precondition`, whose message an optimised build does not print.
    mutating func writeInstallGuard() {
        line("        if isInstalled {")
        line("            fatalError(\"\(model.className).install(in:) was called twice: a layout adds its views to one root, \"")
        line("                + \"once (docs/codegen.md, \\\"Lifecycle\\\")\")")
        line("        }")
        line("        isInstalled = true")
    }

    /// The end of `install(in:)`: the variant of the root's traits, set up and activated with
    /// the constraints every variant has (`shared`).
    mutating func writeFirstActivation() {
        let shared = model.constraints.isEmpty ? "[]" : "shared"
        line()
        if varies {
            line("        switchVariant(to: Self.variant(for: root.traitCollection), from: nil, traits: root.traitCollection,")
            line("                      activating: \(shared))")
            return
        }
        if !model.constraints.isEmpty { line("        NSLayoutConstraint.activate(shared)") }
        if !keptInside.isEmpty { line("        updateForHiddenViews()") }
    }

    mutating func writeApply() {
        line("    /// Switches to the variant `traits` select: a regular horizontal size class is `wR`, anything")
        line("    /// else `wC` (likewise for the vertical one).")
        if hasBands || hasScaled {
            line("    /// Its `preferredContentSizeCategory` selects the `size` conditions and scales the `scaled(…)`")
            line("    /// constants (an unspecified category counts as `large`, the default).")
        }
        let hidden = keptInside.isEmpty ? "" : " updateForHiddenViews();"
        guard varies else {
            line("    /// Every variant of this layout is the same, so there is nothing to switch.")
            line(keptInside.isEmpty ? "    \(access)func apply(_ traits: UITraitCollection) {}"
                                    : "    \(access)func apply(_ traits: UITraitCollection) { updateForHiddenViews() }")
            return
        }
        line("    /// Before `install(in:)` it does nothing (`install` reads the root's own traits).")
        line("    \(access)func apply(_ traits: UITraitCollection) {")
        line("        guard let variant else { return }")
        line("        let next = Self.variant(for: traits)")
        line(hasScaled ? "        guard next != variant else { scaleConstants(next, for: traits);\(hidden) return }"
                       : "        guard next != variant else {\(hidden) return }")
        line("        switchVariant(to: next, from: variant, traits: traits, activating: [])")
        line("    }")
    }

    /// `switchVariant(to:from:traits:activating:)`.
    mutating func writeSwitchVariant() {
        line("    /// Leaves `previous` (`nil` in `install(in:)`) for `next`: deactivates the constraints only")
        line("    /// `previous` has, sets the properties and constants `next` changes, then activates `next`'s")
        line("    /// constraints (with `shared`), so every constraint starts with its variant's constant and views.")
        line("    private func switchVariant(to next: Variant, from previous: Variant?, traits: UITraitCollection,")
        line("                               activating shared: [NSLayoutConstraint]) {")
        if hasVariantSets {
            line("        if let previous { NSLayoutConstraint.deactivate(constraints(of: previous)) }")
        }
        let fixedConstants = adjustable.filter { a in model.constraints[a.index].constants.values.contains { $0 != nil && !$0!.isScaled } }
        if hasVariantProperties || !fixedConstants.isEmpty {
            line("        switch next {")
            for v in model.variants {
                line("        case .\(v.caseName):")
                var body: [String] = []
                for statements in varying {
                    guard let statement = statements[v.index] else { continue }
                    body.append(guarded(statement, sameIn: model.variants.filter { $0 != v && statements[$0.index] == statement }))
                }
                for a in fixedConstants {
                    let constants = model.constraints[a.index].constants
                    guard let k = constants[v], !k.isScaled else { continue }
                    let statement = "\(a.name)?.constant = \(UIKitConstraintText.number(k.base))"
                    body.append(guarded(statement, sameIn: model.variants.filter { $0 != v && constants[$0] == k }))
                }
                if body.isEmpty { body.append("break") }
                for l in body { line("            " + l) }
            }
            line("        }")
        }
        if hasScaled { line("        scaleConstants(next, for: traits)") }
        line("        variant = next")
        line(hasVariantSets ? "        NSLayoutConstraint.activate(shared + constraints(of: next))"
                            : "        NSLayoutConstraint.activate(shared)")
        if !keptInside.isEmpty { line("        updateForHiddenViews()") }
        line("    }")
    }

    /// `statement`, written only when the previous variant is none of `others` (where the value
    /// is the same): `if previous != .a && previous != .b { … }`.
    func guarded(_ statement: String, sameIn others: [EmissionVariant]) -> String {
        guard !others.isEmpty else { return statement }
        return "if " + others.map { "previous != .\($0.caseName)" }.joined(separator: " && ") + " { \(statement) }"
    }

    mutating func writeConstraintsOf() {
        line("    /// The constraints of `variant` that not every variant has.")
        line("    private func constraints(of variant: Variant) -> [NSLayoutConstraint] {")
        line("        switch variant {")
        for v in model.variants { line("        case .\(v.caseName): return \(v.caseName)") }
        line("        }")
        line("    }")
    }
}
