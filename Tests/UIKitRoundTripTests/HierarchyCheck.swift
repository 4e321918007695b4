import Foundation
import LayoutLowering
import LayoutSyntax
import UIKit

/// Compares what generated code built — classes, hierarchy, guides, hidden flags, hugging and
/// compression-resistance priorities, `translatesAutoresizingMaskIntoConstraints`, and each
/// `UIStackView`'s settings, arranged order and custom spacings — with one variant's IR.
/// UIKit makes a stack's arrangement constraints from these settings, so for stacks this is
/// the comparison (the stand-in does not model the arrangement).
@MainActor struct HierarchyCheck {
    let ir: LayoutIR
    let instance: RoundTrip.Instance

    func problems() -> [String] {
        var out: [String] = []
        let objects = instance.objects
        var known = Set<ObjectIdentifier>()
        for v in ir.views {
            guard let o = objects[v.name] else { continue }
            known.insert(ObjectIdentifier(o))
            guard !v.isBuiltin else { continue }
            if let custom = v.customClass {
                // The file's class, a subclass of the kind's.
                if String(describing: type(of: o)) != custom.split(separator: ".").last.map(String.init) || (o as? NSObject)?.isKind(of: Self.expectedClass(v.kind)) != true {
                    out.append("\(v.name) is a \(type(of: o)), expected the file's \(custom), a \(Self.expectedClass(v.kind))")
                }
            } else if ObjectIdentifier(type(of: o)) != ObjectIdentifier(Self.expectedClass(v.kind)) {
                out.append("\(v.name) is a \(type(of: o)), expected \(Self.expectedClass(v.kind)) for `\(v.kind.rawValue)`")
            }
            let parent = v.parent.flatMap { objects[ir.views[$0.index].name] }
            if let g = o as? UILayoutGuide {
                if g.owningView !== parent { out.append("guide \(v.name) is not owned by \(name(v.parent))") }
                // UIKit prints a guide by its identifier in conflict logs.
                if v.guide == nil, g.identifier != v.name { out.append("guide \(v.name)'s identifier is `\(g.identifier)`") }
                continue
            }
            guard let view = o as? UIView else { continue }
            if view.superview !== parent { out.append("\(v.name)'s superview is not \(name(v.parent))") }
            if view.translatesAutoresizingMaskIntoConstraints {
                out.append("\(v.name) still translates its autoresizing mask into constraints")
            }
            if view.isHidden != v.hidden { out.append("\(v.name).isHidden is \(view.isHidden), the file says \(v.hidden)") }
            let hug = (view.contentHuggingPriority(for: .horizontal).rawValue, view.contentHuggingPriority(for: .vertical).rawValue)
            let resist = (view.contentCompressionResistancePriority(for: .horizontal).rawValue,
                          view.contentCompressionResistancePriority(for: .vertical).rawValue)
            if Double(hug.0) != v.hug.horizontal || Double(hug.1) != v.hug.vertical {
                out.append("\(v.name) hugs at \(hug), the file says \(v.hug)")
            }
            if Double(resist.0) != v.resist.horizontal || Double(resist.1) != v.resist.vertical {
                out.append("\(v.name) resists compression at \(resist), the file says \(v.resist)")
            }
            if let settings = v.stack { out += stackProblems(v, settings, view) }
            if let stack = view as? UIStackView, let settings = v.stack,
               stack.isLayoutMarginsRelativeArrangement != settings.marginsRelative {
                out.append("\(v.name).isLayoutMarginsRelativeArrangement is \(stack.isLayoutMarginsRelativeArrangement), the file says \(settings.marginsRelative)")
            }
            // A view whose margins the layout reads must have them as the file does (UIKit
            // places its layoutMarginsGuide from directionalLayoutMargins, not grown by the safe area).
            if v.marginsSource != nil || ir.views.contains(where: { $0.guide == .margins && $0.parent == v.id }) {
                let m = view.directionalLayoutMargins
                let want = v.margins
                if Double(m.top) != want.top || Double(m.leading) != want.leading || Double(m.bottom) != want.bottom
                    || Double(m.trailing) != want.trailing {
                    out.append("\(v.name).directionalLayoutMargins is \(m), the file says \(want)")
                }
                if view.insetsLayoutMarginsFromSafeArea { out.append("\(v.name) insets its margins from the safe area") }
            }
            if let style = v.textStyle {
                // The text style's font at this variant's category (what adjustsFontForContentSizeCategory keeps).
                let want = style.pointSize(at: ir.target.variant.effectiveContentSize)
                let got = (view as? UILabel)?.font.pointSize ?? (view as? UITextField)?.font?.pointSize
                if v.kind != .button, got.map(Double.init) != want {
                    out.append("\(v.name)'s font is \(got.map { "\($0) pt" } ?? "none"), the file's style \(style.rawValue) is \(want) pt at \(ir.target.variant.effectiveContentSize.shortName)")
                }
            }
        }
        var stack: [UIView] = [instance.root]
        while let v = stack.popLast() {
            if !known.contains(ObjectIdentifier(v)) { out.append("the tree holds a \(type(of: v)) the file does not declare") }
            stack += v.subviews
        }
        return out
    }

    func name(_ id: ViewID?) -> String { id.map { ir.views[$0.index].name } ?? "nothing" }

    static func expectedClass(_ kind: ViewKind) -> AnyClass {
        switch kind {
        case .view: return UIView.self
        case .label: return UILabel.self
        case .button: return UIButton.self
        case .image: return UIImageView.self
        case .field: return UITextField.self
        case .stack: return UIStackView.self
        case .guide: return UILayoutGuide.self
        case .scroll: return UIScrollView.self
        case .switch: return UISwitch.self
        case .slider: return UISlider.self
        case .segmented: return UISegmentedControl.self
        case .stepper: return UIStepper.self
        case .pages: return UIPageControl.self
        case .progress: return UIProgressView.self
        case .activity: return UIActivityIndicatorView.self
        case .text: return UITextView.self
        case .picker: return UIPickerView.self
        case .date: return UIDatePicker.self
        case .table: return UITableView.self
        case .collection: return UICollectionView.self
        }
    }

    func stackProblems(_ v: IRView, _ s: StackSettings, _ view: UIView) -> [String] {
        guard let stack = view as? UIStackView else { return [] }
        var out: [String] = []
        let axis: NSLayoutConstraint.Axis = s.axis == .horizontal ? .horizontal : .vertical
        if stack.axis != axis { out.append("\(v.name).axis is \(stack.axis), the file says \(s.axis)") }
        let distribution: UIStackView.Distribution = switch s.distribution {
        case .fill: .fill
        case .fillEqually: .fillEqually
        case .fillProportionally: .fillProportionally
        case .equalSpacing: .equalSpacing
        case .equalCentering: .equalCentering
        }
        if stack.distribution != distribution {
            out.append("\(v.name).distribution is \(stack.distribution), the file says \(s.distribution)")
        }
        let alignment: UIStackView.Alignment = switch s.alignment {
        case .fill: .fill
        case .leading, .top: .leading
        case .center: .center
        case .trailing, .bottom: .trailing
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        }
        if stack.alignment != alignment { out.append("\(v.name).alignment is \(stack.alignment), the file says \(s.alignment)") }
        // A scaled spacing is computed by UIFontMetrics on one side and by lowering on the other:
        // equal up to rounding, as the custom spacings below are compared.
        if abs(Double(stack.spacing) - s.spacing) > 1e-9 * max(1, abs(s.spacing)) {
            out.append("\(v.name).spacing is \(stack.spacing), the file says \(s.spacing)")
        }
        if stack.isBaselineRelativeArrangement != s.baselineRelative {
            out.append("\(v.name).isBaselineRelativeArrangement is \(stack.isBaselineRelativeArrangement), the file says \(s.baselineRelative)")
        }
        let children = ir.views.filter { $0.parent == v.id }
        let expected = children.compactMap { instance.objects[$0.name] as? UIView }
        let arranged = stack.arrangedSubviews
        if arranged.count != expected.count || zip(arranged, expected).contains(where: { $0 !== $1 }) {
            out.append("\(v.name).arrangedSubviews are not the file's \(children.map(\.name)) in order")
        } else if stack.subviews.count != arranged.count {
            out.append("\(v.name) has subviews that are not arranged")
        } else {
            for (child, arrangedView) in zip(children, arranged).dropLast() {
                let custom = stack.customSpacing(after: arrangedView)
                let effective = custom == UIStackView.spacingUseDefault ? Double(stack.spacing) : Double(custom)
                let want = child.spacingAfter ?? s.spacing
                if abs(effective - want) > 1e-9 {
                    out.append("spacing after \(child.name) in \(v.name) is \(effective), the file says \(want)")
                }
            }
        }
        return out
    }
}
