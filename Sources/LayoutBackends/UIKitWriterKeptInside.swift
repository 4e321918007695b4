// Baseline-aligned stacks in generated code (docs/codegen.md, "Baselines and hidden views").
// UIKit keeps only the first arranged view inside a stack aligned by first or last baseline
// (open radar 32291130), so the generated code adds `top >=` / `bottom <=` constraints for the
// later ones. UIStackView leaves a hidden arranged view out of its layout and updates the layout
// whenever an arranged view's `isHidden` changes
// (https://developer.apple.com/documentation/uikit/uistackview); a hidden view keeps its
// constraints ("It remains in its superview's list of subviews",
// https://developer.apple.com/documentation/uikit/uiview/ishidden), so these two would keep the
// stack as tall as a view it no longer shows. Each is therefore active only while its view is
// shown after a shown arranged view (the first shown one UIKit keeps inside itself), in the
// variants that have it. UIKit reports no change of `isHidden` (its KVO is not documented), so
// `updateForHiddenViews()` is public: `install(in:)` and `apply(_:)` call it, the app calls it
// after showing or hiding an arranged view of such a stack.
import LayoutEmissionModel

extension Writer {
    /// The stored list of those constraints, with the view, its stack and (when the layout has
    /// variants) the variants that have it.
    mutating func writeKeptInsideState() {
        guard !keptInside.isEmpty else { return }
        let stacks = Set(keptInside.compactMap { model.constraints[$0].second }).sorted()
        line()
        line("    /// Constraints that keep a later arranged view inside its baseline-aligned stack (\(stacks.map { "`\($0)`" }.joined(separator: ", "))):")
        line("    /// UIKit keeps only the first inside (open radar 32291130). Each is active while its view is shown")
        line("    /// after a shown arranged view\(varies ? ", in the variants that have it" : "") (`updateForHiddenViews()`).")
        let variants = varies ? ", variants: [Variant]" : ""
        line("    private var keptInside: [(view: UIView, stack: UIStackView, constraint: NSLayoutConstraint\(variants))] = []")
    }

    /// `keptInside.append((view, stack, named(…), [.variant…]))` for `c` in `install(in:)`.
    mutating func writeKeptInside(_ c: UIKitConstraint) {
        var make = "named(\(UIKitConstraintText.expression(c, constant: 0)), " + UIKitConstraintText.stringLiteral(c.identifier)
        if c.priority != 1000 {
            make += ", priority: UILayoutPriority(rawValue: \(UIKitConstraintText.number(c.priority)))"
        }
        make += ")"
        let variants = varies ? ", [" + c.variantIndices.map { "." + model.variants[$0].caseName }.joined(separator: ", ") + "]" : ""
        line("        keptInside.append((\(c.followsHiddenView ?? c.first), \(c.second ?? "root"), \(make)\(variants)))")
    }

    /// `updateForHiddenViews()`: each kept-inside constraint active while its view is shown after
    /// a shown arranged view of its stack, in the current variant.
    mutating func writeUpdateForHiddenViews() {
        line("    /// Makes the constraints that keep arranged views inside baseline-aligned stacks follow the views'")
        line("    /// `isHidden`, as UIStackView leaves hidden arranged views out of its layout: call it after showing")
        line("    /// or hiding an arranged view of such a stack at run time (UIKit reports no such change).")
        line("    /// `install(in:)` and `apply(_:)` call it.")
        line("    \(access)func updateForHiddenViews() {")
        line("        for kept in keptInside {")
        let inVariant = varies ? "variant.map { kept.variants.contains($0) } == true\n                && " : ""
        line("            kept.constraint.isActive = \(inVariant)!kept.view.isHidden")
        line("                && kept.stack.arrangedSubviews.prefix { $0 !== kept.view }.contains { !$0.isHidden }")
        line("        }")
        line("    }")
    }
}
