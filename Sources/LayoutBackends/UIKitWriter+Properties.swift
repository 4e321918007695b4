// View properties in the generated class: which are set once in `install(in:)` and which
// `apply(_:)` sets per variant.
import LayoutEmissionModel

extension Writer {
    /// One settable property of a view: its value in a variant as a statement, `nil` for UIKit's
    /// default (which `install` need not set).
    typealias Property = (EmissionViewSettings, EmissionView, UIKitModel) -> (statement: String, isDefault: Bool)?

    /// The properties of a view, in the order they are written.
    static func properties(of v: EmissionView) -> [Property] {
        var list: [Property] = []
        if v.kind != "guide" {
            // UIKit's defaults for views made in code: not hidden, hugging 250 (defaultLow) and
            // compression resistance 750 (defaultHigh) on both axes; Interface Builder's 251 for
            // labels and images is not the code default, so the file's 251 is set explicitly.
            list.append { s, v, _ in ("\(v.name).isHidden = \(s.hidden)", !s.hidden) }
            list.append { s, v, _ in (priorityLine(v.name, "Hugging", s.hugH, "horizontal"), s.hugH == 250) }
            list.append { s, v, _ in (priorityLine(v.name, "Hugging", s.hugV, "vertical"), s.hugV == 250) }
            list.append { s, v, _ in (priorityLine(v.name, "CompressionResistance", s.resistH, "horizontal"), s.resistH == 750) }
            list.append { s, v, _ in (priorityLine(v.name, "CompressionResistance", s.resistV, "vertical"), s.resistV == 750) }
            // `direction`: UIKit's semanticContentAttribute, `.unspecified` by default
            // (https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute).
            list.append { s, v, _ in
                let attribute = UIKitModel.semanticContentAttribute(s.direction)
                return ("\(v.name).semanticContentAttribute = .\(attribute)", attribute == "unspecified")
            }
            // Margins as the file has them: directional (UIView.directionalLayoutMargins), and not
            // grown by the safe area (`insetsLayoutMarginsFromSafeArea`, true by default, adds the
            // safe-area insets where the view overlaps them; vflc's margins never do).
            list.append { s, v, _ in
                s.margins.map { m in
                    let n = UIKitConstraintText.number
                    return ("\(v.name).directionalLayoutMargins = NSDirectionalEdgeInsets(top: \(n(m[0])), leading: \(n(m[1])), "
                        + "bottom: \(n(m[2])), trailing: \(n(m[3])))", false)
                }
            }
            list.append { s, v, _ in s.margins.map { _ in ("\(v.name).insetsLayoutMarginsFromSafeArea = false", false) } }
        }
        if v.kind == "stack" {
            // UIStackView's defaults: horizontal, fill, fill, spacing 0.
            list.append { s, v, _ in s.stack.map { ("\(v.name).axis = .\($0.axis)", $0.axis == "horizontal") } }
            list.append { s, v, _ in s.stack.map { ("\(v.name).distribution = .\($0.distribution)", $0.distribution == "fill") } }
            list.append { s, v, _ in s.stack.map { ("\(v.name).alignment = .\($0.alignment)", $0.alignment == "fill") } }
            // A spacing that follows the content size category is set by `scaleConstants` instead.
            list.append { s, v, _ in
                guard let st = s.stack, s.scaledSpacing == nil else { return nil }
                return ("\(v.name).spacing = \(UIKitConstraintText.number(st.spacing))", st.spacing == 0)
            }
            // https://developer.apple.com/documentation/uikit/uistackview/isbaselinerelativearrangement (default false)
            list.append { s, v, _ in
                s.stack.map { ("\(v.name).isBaselineRelativeArrangement = \($0.baselineRelative)", !$0.baselineRelative) }
            }
            list.append { s, v, _ in
                s.stack.map { ("\(v.name).isLayoutMarginsRelativeArrangement = \($0.marginsRelative)", !$0.marginsRelative) }
            }
        }
        if v.kind == "label" || v.kind == "field" || v.kind == "button" {
            // Dynamic Type: the text style's font, replaced by UIKit when the category changes
            // (https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory).
            // A button's text is its titleLabel's.
            let target = v.kind == "button" ? "\(v.name).titleLabel?" : v.name
            list.append { s, _, _ in
                s.textStyle.map { ("\(target).font = UIFont.preferredFont(forTextStyle: .\($0))", false) }
            }
            list.append { s, _, _ in s.textStyle.map { _ in ("\(target).adjustsFontForContentSizeCategory = true", false) } }
        }
        if v.isArranged {
            list.append { s, v, _ in
                guard s.scaledSpacingAfter == nil else { return nil }
                let value = s.spacingAfter.map(UIKitConstraintText.number) ?? "UIStackView.spacingUseDefault"
                return ("\(v.parent).setCustomSpacing(\(value), after: \(v.name))", s.spacingAfter == nil)
            }
        }
        return list
    }

    static func priorityLine(_ name: String, _ which: String, _ value: Double, _ axis: String) -> String {
        "\(name).setContent\(which)Priority(UILayoutPriority(rawValue: \(UIKitConstraintText.number(value))), for: .\(axis))"
    }

    /// Statements for the properties that have one value in every variant, other than UIKit's default.
    static func fixedLines(of v: EmissionView, in model: UIKitModel) -> [String] {
        // Most views are the same in every variant: then no statement needs comparing.
        if v.settings.uniform != nil {
            let s = v.settings.values[0]
            return properties(of: v).compactMap { p in p(s, v, model).flatMap { $0.isDefault ? nil : $0.statement } }
        }
        return properties(of: v).compactMap { p in
            let values = model.variants.map { p(v.settings[$0], v, model) }
            guard let first = values[0], values.allSatisfy({ $0?.statement == first.statement }), !first.isDefault else {
                return nil
            }
            return first.statement
        }
    }

    /// The properties of a view whose value differs between variants: for each, its statement
    /// in each variant (indexed by `EmissionVariant.index`; `nil` where it has none). Empty when
    /// the view is the same in every variant.
    static func varyingProperties(of v: EmissionView, in model: UIKitModel) -> [[String?]] {
        guard v.settings.uniform == nil else { return [] }
        return properties(of: v).compactMap { p in
            let values = model.variants.map { p(v.settings[$0], v, model)?.statement }
            return values.allSatisfy({ $0 == values[0] }) ? nil : values
        }
    }
}
