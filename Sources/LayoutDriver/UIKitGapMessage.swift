import LayoutLowering
import LayoutSource

// The messages of `uikit-unsupported` (`LayoutSource`'s CodegenDiagnosticKinds.swift), one
// constructor per situation: what `UIKitModelBuilder` cannot turn into UIKit code, and why. The
// builder calls these with what it found; the wording is decided here, beside code generation.

extension DiagnosticMessage {
    /// An explicit constraint of three or more anchors that has no anchor form: which anchors,
    /// and why no two NSLayoutDimensions relate them (docs/codegen.md, "Three and four anchors").
    static func threeOrMoreAnchors(_ gap: AnchorFormGap?, in ir: LayoutIR) -> DiagnosticMessage {
        let dimensions = "two NSLayoutDimensions (a width or height, or the distance between two anchors of one axis, "
            + "anchorWithOffset(to:)) related by a multiplier"
        guard let gap else {
            return DiagnosticMessage(.uikitUnsupported,
                "this constraint relates three or more anchors, which are not \(dimensions); 'emit uikit' does not generate it")
        }
        let names = gap.anchors.map { "\(ir.views[$0.view.index].name).\($0.attribute.rawValue)" }
        var list = names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        if gap.usesOrigin { list += " (measured from the root's origin, as their coefficients do not cancel out)" }
        switch gap.reason {
        case .tooManyAnchors:
            return DiagnosticMessage(.uikitUnsupported,
                "this constraint relates \(list): more anchors than \(dimensions) can, four at most; "
                + "'emit uikit' does not generate it (split it, or add a guide that stands for part of it)")
        case .unpaired:
            return DiagnosticMessage(.uikitUnsupported,
                "this constraint relates \(list), which do not split into \(dimensions): UIKit has no anchor for a "
                + "sum of sizes or of distances; 'emit uikit' does not generate it (add a guide whose size stands for the sum)")
        }
    }

    /// A constraint UIKit cannot express; `reason` is `UIKitConstraintText.unsupportedReason`'s.
    static func notOneConstraint(_ reason: String) -> DiagnosticMessage {
        DiagnosticMessage(.uikitUnsupported, reason + "; 'emit uikit' does not generate it")
    }

    /// A constraint present at some categories of a band only (in `variant`).
    static func multiplierFollowsCategory(in variant: String) -> DiagnosticMessage {
        DiagnosticMessage(.uikitUnsupported,
            "this constraint's multiplier or anchors change with the content size category (in \(variant)); "
            + "UIKit cannot change an NSLayoutConstraint's multiplier, so 'emit uikit' does not generate it "
            + "(scale the constant instead, or switch constraints with 'when size …')")
    }

    /// A constant that no sum of `UIFontMetrics.scaledValue` calls reproduces (in `variant`).
    static func constantScaleUnwritable(in variant: String) -> DiagnosticMessage {
        DiagnosticMessage(.uikitUnsupported,
            "this constraint's constant changes with the content size category (in \(variant)) in a way "
            + "'emit uikit' cannot write as UIFontMetrics.scaledValue(for:compatibleWith:) of one text style "
            + "per part (e.g. a scaled() inside a scaled())")
    }

    /// A view property other than a spacing that changes with the category (in `variant`).
    static func propertyFollowsCategory(_ view: String, in variant: String) -> DiagnosticMessage {
        DiagnosticMessage(.uikitUnsupported, "a property of '\(view)' other than a spacing changes with the content size category "
            + "(in \(variant)); 'emit uikit' follows the category only in constants, spacings and text styles")
    }

    /// A stack's spacing (or the custom spacing after a view, `custom`) that no sum of
    /// `UIFontMetrics.scaledValue` calls reproduces (in `variant`).
    static func spacingScaleUnwritable(_ view: String, custom: Bool, in variant: String) -> DiagnosticMessage {
        let subject = custom ? "the custom spacing after '\(view)'" : "the spacing of '\(view)'"
        return DiagnosticMessage(.uikitUnsupported,
            "\(subject) changes with the content size category (in \(variant)) in a way 'emit uikit' cannot "
            + "write as UIFontMetrics.scaledValue(for:compatibleWith:) of one text style per part "
            + "(e.g. a scaled() inside a scaled())")
    }

    /// A guide's `direction`.
    static func guideDirection(_ guide: String) -> DiagnosticMessage {
        DiagnosticMessage(.uikitUnsupported, "guide '\(guide)' has a 'direction', but UILayoutGuide has no "
            + "semanticContentAttribute (a guide follows its owning view); set it on the view")
    }

    /// A view named by a Swift keyword.
    static func keywordViewName(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.uikitUnsupported, "'\(name)' is a Swift keyword and cannot name a property of the "
            + "generated class; rename the view")
    }

    /// A view named like a member or type the generated class uses.
    static func reservedViewName(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.uikitUnsupported, "'\(name)' is a name the generated class uses itself; rename the view")
    }
}
