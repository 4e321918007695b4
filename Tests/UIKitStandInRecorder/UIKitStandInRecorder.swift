import Foundation
import UIKit

/// Test-only: reads a view tree built on the UIKit stand-in the way UIKit's layout engine would
/// see it. Generated code never uses this type (it only imports `UIKit`).
///
/// - Active constraints are those installed on the views of the tree (`UIView.constraints`;
///   activation installs a constraint on its items' closest common ancestor).
/// - UIKit adds implicit constraints for a view whose `intrinsicContentSize` is not
///   `UIView.noIntrinsicMetric`, per axis: `size <= intrinsic` at the content-hugging priority
///   and `size >= intrinsic` at the compression-resistance priority
///   (https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize and the Auto
///   Layout Guide's "Views with Intrinsic Content Size",
///   https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/ViewswithIntrinsicContentSize.html).
/// - A view below the root that still has `translatesAutoresizingMaskIntoConstraints` gets
///   constraints fixing its frame (its autoresizing mask is empty)
///   (https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints).
///   The root is the view controller's view, sized by its window, so it is exempt.
///
/// Attributes become frame variables left-to-right: `leading = left = x`,
/// `trailing = right = x + width`, `centerX = x + width / 2`, `top = y`, `bottom = y + height`,
/// `centerY = y + height / 2`, `firstBaseline = y + first` and `lastBaseline = y + last` for a
/// view given baseline offsets (`setBaselineOffsets`), else `top` and `bottom`. A system-spacing constraint adds 8 pt × its multiplier, UIKit's
/// standard spacing between siblings (the Visual Format Language's `-`,
/// https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/VisualFormatLanguage.html).
@MainActor public enum UIKitStandInRecorder {
    /// Gives `view` (normally the root) the traits of its environment; its subviews inherit them.
    public static func setTraits(_ traits: UITraitCollection, of view: UIView) {
        view.standInTraitOverride = traits
    }

    /// Sets what `view.intrinsicContentSize` returns (`nil`: `noIntrinsicMetric` on both axes).
    /// Labels' text is not measured on Linux; tests give the layout file's design-time size.
    public static func setIntrinsicContentSize(_ size: CGSize?, of view: UIView) {
        view.standInIntrinsicContentSize = size
    }

    /// Sets where `view`'s first and last baselines are, from its top, at the default content
    /// size category (a text view scales them with its font, as its text) (`nil`: it has none, so
    /// Auto Layout uses its top and bottom edges, per UIView `forFirstBaselineLayout` and
    /// `forLastBaselineLayout`). UIKit takes them from the text's font; tests give the layout
    /// file's `baseline F,L` (docs/codegen.md, "Verification").
    public static func setBaselineOffsets(_ offsets: (first: CGFloat, last: CGFloat)?, of view: UIView) {
        view.standInBaselineOffsets = offsets
    }

    /// Records every constraint the layout engine would solve for the tree under `root`.
    public static func record(_ root: UIView) -> RecordedLayout {
        var out = RecordedLayout(constraints: [], unsupported: [])
        var views: [UIView] = []
        func walk(_ v: UIView) { views.append(v); v.subviews.forEach(walk) }
        walk(root)
        for v in views {
            for c in v.constraints {
                do { out.constraints.append(try linearForm(c, installedOn: v, root: root)) } catch let e as UnsupportedConstraint {
                    out.unsupported.append(e.description)
                } catch {}
            }
        }
        for v in views {
            out.constraints += contentSizeConstraints(v)
            if v !== root, v.translatesAutoresizingMaskIntoConstraints {
                out.constraints += autoresizingConstraints(v)
            }
        }
        return out
    }

    /// The linear form of one constraint: `first - multiplier × second - constant REL 0`.
    ///
    /// Right to left: a constraint that uses `leading` or `trailing` is resolved in the
    /// effective layout direction of the view it is installed on (the closest common ancestor
    /// of its items; `effectiveUserInterfaceLayoutDirection` is "appropriate for arranging the
    /// immediate content of the view"). When that is right to left, the leading edge is the right
    /// one and positions grow towards the trailing edge (Auto Layout Guide, "Anatomy of a
    /// Constraint"), which over absolute frames is the constraint read on the mirror image of
    /// every frame about `root`'s centre: each `x` becomes `2·root.x + root.width − x − width`
    /// (a `centerX` beside a leading/trailing anchor is mirrored with it).
    public static func linearForm(_ c: NSLayoutConstraint, installedOn view: UIView? = nil,
                                  root: UIView? = nil) throws -> RecordedConstraint {
        var terms: [(AnyObject, RecordedFrameComponent, Double)] = []
        var constant = -Double(c.constant)
        for t in c.standInFirstTerms {
            try append(t, scale: Double(t.coefficient), to: &terms, constant: &constant, in: c)
        }
        for t in c.standInSecondTerms {
            try append(t, scale: -Double(c.multiplier) * Double(t.coefficient), to: &terms, constant: &constant, in: c)
        }
        if let k = c.standInSystemSpacingMultiplier { constant -= 8 * Double(k) }
        let directional = (c.standInFirstTerms + c.standInSecondTerms).contains { $0.attribute == .leading || $0.attribute == .trailing }
        if directional, let view, let root, view.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            var mirrored: [(AnyObject, RecordedFrameComponent, Double)] = []
            for (item, component, k) in terms {
                guard component == .x else { mirrored.append((item, component, k)); continue }
                mirrored += [(item, .x, -k), (item, .width, -k), (root, .x, 2 * k), (root, .width, k)]
            }
            terms = mirrored
        }
        return RecordedConstraint(terms: merged(terms), constant: constant, relation: c.relation,
                                  priority: Double(c.priority.rawValue), identifier: c.identifier,
                                  origin: .constraint(c))
    }

    /// A constraint the recorder cannot express over frames.
    public struct UnsupportedConstraint: Error, CustomStringConvertible {
        /// What and why.
        public let description: String
    }

    private static func append(_ t: StandInAnchorTerm, scale: Double,
                               to terms: inout [(AnyObject, RecordedFrameComponent, Double)],
                               constant: inout Double, in c: NSLayoutConstraint) throws {
        switch t.attribute {
        case .left, .leading: terms.append((t.item, .x, scale))
        case .right, .trailing: terms.append((t.item, .x, scale)); terms.append((t.item, .width, scale))
        case .centerX: terms.append((t.item, .x, scale)); terms.append((t.item, .width, scale / 2))
        case .width: terms.append((t.item, .width, scale))
        case .top: terms.append((t.item, .y, scale))
        case .bottom: terms.append((t.item, .y, scale)); terms.append((t.item, .height, scale))
        case .centerY: terms.append((t.item, .y, scale)); terms.append((t.item, .height, scale / 2))
        case .height: terms.append((t.item, .height, scale))
        case .firstBaseline, .lastBaseline:
            // A baseline is `y + offset` for a view given offsets; otherwise the top (first) or
            // bottom (last) edge, what Auto Layout uses for a view without a baseline.
            terms.append((t.item, .y, scale))
            if let view = t.item as? UIView, let offsets = view.standInBaselineOffsets {
                let k = Double(view.standInBaselineScale)
                constant += scale * k * Double(t.attribute == .firstBaseline ? offsets.first : offsets.last)
            } else if t.attribute == .lastBaseline {
                terms.append((t.item, .height, scale))
            }
        case .notAnAttribute: break
        default:
            throw UnsupportedConstraint(description: "constraint \(c.identifier ?? "(no identifier)") uses "
                + "\(t.attribute), which depends on content or margins the recorder does not model")
        }
    }

    private static func merged(_ raw: [(AnyObject, RecordedFrameComponent, Double)]) -> [RecordedTerm] {
        var out: [RecordedTerm] = []
        for (item, comp, k) in raw {
            if let i = out.firstIndex(where: { $0.item === item && $0.component == comp }) {
                out[i] = RecordedTerm(item: item, component: comp, coefficient: out[i].coefficient + k)
            } else {
                out.append(RecordedTerm(item: item, component: comp, coefficient: k))
            }
        }
        return out.filter { abs($0.coefficient) > 1e-12 }
    }

    private static func contentSizeConstraints(_ v: UIView) -> [RecordedConstraint] {
        let size = v.intrinsicContentSize
        var out: [RecordedConstraint] = []
        for (axis, value, comp) in [(NSLayoutConstraint.Axis.horizontal, size.width, RecordedFrameComponent.width),
                                    (.vertical, size.height, .height)] where value != UIView.noIntrinsicMetric {
            let term = [RecordedTerm(item: v, component: comp, coefficient: 1)]
            out.append(RecordedConstraint(terms: term, constant: -Double(value), relation: .lessThanOrEqual,
                                          priority: Double(v.contentHuggingPriority(for: axis).rawValue),
                                          identifier: nil, origin: .contentHugging(v, axis)))
            out.append(RecordedConstraint(terms: term, constant: -Double(value), relation: .greaterThanOrEqual,
                                          priority: Double(v.contentCompressionResistancePriority(for: axis).rawValue),
                                          identifier: nil, origin: .compressionResistance(v, axis)))
        }
        return out
    }

    private static func autoresizingConstraints(_ v: UIView) -> [RecordedConstraint] {
        guard let s = v.superview else { return [] }
        let f = v.frame
        func row(_ terms: [RecordedTerm], _ constant: CGFloat) -> RecordedConstraint {
            RecordedConstraint(terms: terms, constant: -Double(constant), relation: .equal, priority: 1000,
                               identifier: nil, origin: .autoresizingMask(v))
        }
        return [
            row([RecordedTerm(item: v, component: .x, coefficient: 1), RecordedTerm(item: s, component: .x, coefficient: -1)], f.minX),
            row([RecordedTerm(item: v, component: .y, coefficient: 1), RecordedTerm(item: s, component: .y, coefficient: -1)], f.minY),
            row([RecordedTerm(item: v, component: .width, coefficient: 1)], f.width),
            row([RecordedTerm(item: v, component: .height, coefficient: 1)], f.height),
        ]
    }
}
