// The generated class's choice of variant from a trait collection, and the constants that
// follow the content size category (docs/codegen.md, "Content size categories").
import LayoutEmissionModel

extension Writer {
    mutating func writeVariantFor() {
        guard hasBands else {
            line("    /// The variant of `traits`; an unspecified size class counts as compact.")
            line("    private static func variant(for traits: UITraitCollection) -> Variant {")
            line("        switch (traits.horizontalSizeClass == .regular, traits.verticalSizeClass == .regular) {")
            line("        case (false, false): return .compactWidthCompactHeight")
            line("        case (false, true): return .compactWidthRegularHeight")
            line("        case (true, false): return .regularWidthCompactHeight")
            line("        case (true, true): return .regularWidthRegularHeight")
            line("        }")
            line("    }")
            return
        }
        // UIContentSizeCategory's comparison operators order the categories from extraSmall to
        // accessibilityExtraExtraExtraLarge (https://developer.apple.com/documentation/uikit/uicontentsizecategory).
        line("    /// The variant of `traits`; an unspecified size class counts as compact, an unspecified content")
        line("    /// size category as `large`. Categories compare in UIKit's order, `extraSmall` smallest.")
        line("    private static func variant(for traits: UITraitCollection) -> Variant {")
        line("        let size: UIContentSizeCategory = traits.preferredContentSizeCategory == .unspecified")
        line("            ? .large : traits.preferredContentSizeCategory")
        line("        switch (traits.horizontalSizeClass == .regular, traits.verticalSizeClass == .regular) {")
        for sc in SizeClasses.allCases {
            let bands = model.variants.filter { $0.sizeClasses == sc }
            let fallback = bands.first { $0.isDefaultBand } ?? bands[0]
            if bands.count == 1 {
                line("        case \(sc.regularPair): return .\(fallback.caseName)")
                continue
            }
            line("        case \(sc.regularPair):")
            for b in bands where b != fallback {
                line("            if \(Self.condition(b)) { return .\(b.caseName) }")
            }
            line("            return .\(fallback.caseName)")
        }
        line("        }")
        line("    }")
    }

    /// `size >= .accessibilityMedium`, `size == .large || size >= .extraExtraLarge`…: the Swift
    /// test that `size` is in `v`'s categories.
    static func condition(_ v: EmissionVariant) -> String {
        v.runs.map { r -> String in
            let lo = "." + r.lowerBound.uikitName, hi = "." + r.upperBound.uikitName
            if r.lowerBound == r.upperBound { return "size == \(lo)" }
            if r.upperBound == .largestAccessibility { return "size >= \(lo)" }
            if r.lowerBound == .extraSmall { return "size <= \(hi)" }
            return "(size >= \(lo) && size <= \(hi))"
        }.joined(separator: " || ")
    }

    /// `scaleConstants(_:for:)`: the constants that follow the content size category, set from
    /// `UIFontMetrics(forTextStyle:).scaledValue(for:compatibleWith:)` for `traits`
    /// (https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:compatiblewith:)).
    mutating func writeScaleConstants() {
        line("    /// Sets the constants (and stack spacings) of `variant` that follow the content size category")
        line("    /// (`scaled(…)` in the layout file) to their values at `traits`' category, as `UIFontMetrics` scales them.")
        line("    private func scaleConstants(_ variant: Variant, for traits: UITraitCollection) {")
        line("        switch variant {")
        for v in model.variants {
            line("        case .\(v.caseName):")
            var body: [String] = []
            for a in adjustable {
                guard let k = model.constraints[a.index].constants[v], k.isScaled else { continue }
                body.append("\(a.name)?.constant = \(UIKitConstraintText.scaledExpression(k))")
            }
            // Stack spacings: UIStackView's `spacing` and `setCustomSpacing(_:after:)` may be set at any time.
            for view in model.views {
                let s = view.settings[v]
                if let k = s.scaledSpacing { body.append("\(view.name).spacing = \(UIKitConstraintText.scaledExpression(k))") }
                if let k = s.scaledSpacingAfter {
                    body.append("\(view.parent).setCustomSpacing(\(UIKitConstraintText.scaledExpression(k)), after: \(view.name))")
                }
            }
            if body.isEmpty { body.append("break") }
            for l in body { line("            " + l) }
        }
        line("        }")
        line("    }")
    }
}
