import Foundation
@testable import LayoutLowering
import LayoutSource

/// Field-by-field, bit-for-bit comparison of lowering results: floating-point numbers by their
/// bit patterns (so `-0.0` and `0.0`, or two NaNs of different payloads, differ), classes by
/// identity. Constraints, of which there are many, are compared field by field in code (every
/// stored field: `storedFieldCounts` fails when one is added and not compared here); the rest
/// (views, target, metrics, diagnostics) by reflection, every stored property, private ones
/// included, so a field added to them later is compared without changing this file.
enum IRComparison {
    /// The number of stored fields of the types `constraintDifference` compares in code.
    static var storedFieldCounts: [(String, Any, Int)] { [
        ("IRConstraint", IRConstraint(terms: [], constant: 0, relation: .equal, priority: 1,
                                      origin: ConstraintOrigin(kind: .canvas, range: nil, description: "")), 7),
        ("ConstraintOrigin", ConstraintOrigin(kind: .canvas, range: nil, description: ""), 4),
        ("LinearTerm", LinearTerm(IRVariable(ViewID(0), .x), 1), 2),
        ("IRView", IRView(id: .root, name: "", kind: .view, parent: nil, declaration: nil), 22),
        ("StackSettings", StackSettings(), 6),
    ] }

    /// The first difference between views `a` and `b`.
    static func viewDifference(_ a: IRView, _ b: IRView, _ path: String) -> String? {
        func bits(_ x: Double?, _ y: Double?) -> Bool { x?.bitPattern == y?.bitPattern }
        let same = a.id == b.id && a.name == b.name && a.kind == b.kind && a.parent == b.parent
            && a.declaration == b.declaration && a.hidden == b.hidden && a.isBuiltin == b.isBuiltin
            && bits(a.intrinsicWidth, b.intrinsicWidth) && bits(a.intrinsicHeight, b.intrinsicHeight)
            && bits(a.hug.horizontal, b.hug.horizontal) && bits(a.hug.vertical, b.hug.vertical)
            && bits(a.resist.horizontal, b.resist.horizontal) && bits(a.resist.vertical, b.resist.vertical)
            && a.stack == b.stack && bits(a.stack?.spacing, b.stack?.spacing)
            && bits(a.spacingAfter, b.spacingAfter) && a.textStyle == b.textStyle
            && bits(a.baseline?.first, b.baseline?.first) && bits(a.baseline?.last, b.baseline?.last)
            && a.semanticContent == b.semanticContent && a.effectiveDirection == b.effectiveDirection
            && bits(a.margins.top, b.margins.top) && bits(a.margins.leading, b.margins.leading)
            && bits(a.margins.bottom, b.margins.bottom) && bits(a.margins.trailing, b.margins.trailing)
            && a.marginsSource == b.marginsSource && a.guide == b.guide
            && a.customClass == b.customClass && a.declarationRange == b.declarationRange
        return same ? nil : deep(a, b, path) ?? "\(path): differs"
    }

    /// The first difference between constraints `a` and `b`.
    static func constraintDifference(_ a: IRConstraint, _ b: IRConstraint, _ path: String) -> String? {
        func bits(_ x: Double, _ y: Double, _ field: String) -> String? {
            x.bitPattern == y.bitPattern ? nil : "\(path).\(field): \(x) (\(x.bitPattern)) vs \(y) (\(y.bitPattern))"
        }
        guard a.terms.count == b.terms.count else { return "\(path).terms: \(a.terms) vs \(b.terms)" }
        for k in a.terms.indices {
            guard a.terms[k].variable == b.terms[k].variable else { return "\(path).terms[\(k)].variable" }
            if let d = bits(a.terms[k].coefficient, b.terms[k].coefficient, "terms[\(k)].coefficient") { return d }
        }
        if let d = bits(a.constant, b.constant, "constant") { return d }
        guard a.relation == b.relation else { return "\(path).relation: \(a.relation) vs \(b.relation)" }
        if let d = bits(a.priority, b.priority, "priority") { return d }
        guard a.origin.kind == b.origin.kind, a.origin.range == b.origin.range, a.origin.related == b.origin.related else {
            return "\(path).origin: \(a.origin) vs \(b.origin)"
        }
        // What the description will render from, number for number, and what it renders.
        if let d = deep(a.origin.deferredDescription, b.origin.deferredDescription, "\(path).origin.deferred") { return d }
        guard a.origin.description == b.origin.description else {
            return "\(path).origin.description: \(a.origin.description) vs \(b.origin.description)"
        }
        guard a.conditions == b.conditions else { return "\(path).conditions: \(a.conditions) vs \(b.conditions)" }
        switch (a.anchor, b.anchor) {
        case (nil, nil):
            break
        case let (x?, y?):
            guard x.first == y.first, x.firstAttribute == y.firstAttribute, x.relation == y.relation,
                  x.second == y.second, x.secondAttribute == y.secondAttribute,
                  x.firstBase?.view == y.firstBase?.view, x.firstBase?.attribute == y.firstBase?.attribute,
                  x.secondBase?.view == y.secondBase?.view, x.secondBase?.attribute == y.secondBase?.attribute,
                  x == y else { return "\(path).anchor: \(x) vs \(y)" }
            if let d = bits(x.multiplier, y.multiplier, "anchor.multiplier") ?? bits(x.constant, y.constant, "anchor.constant") {
                return d
            }
        default:
            return "\(path).anchor: \(String(describing: a.anchor)) vs \(String(describing: b.anchor))"
        }
        return nil
    }

    /// The first difference between `a` and `b` (a path and both values), or nil when equal.
    static func difference(_ a: LayoutIR, _ b: LayoutIR) -> String? {
        if let d = deep(a.target, b.target, "target") { return d }
        guard a.views.count == b.views.count else { return "views.count: \(a.views.count) vs \(b.views.count)" }
        for i in a.views.indices {
            if let d = viewDifference(a.views[i], b.views[i], "views[\(i)]") { return d }
        }
        if let d = deep(a.metrics, b.metrics, "metrics") { return d }
        if let d = deep(a.anchorFormGaps, b.anchorFormGaps, "anchorFormGaps") { return d }
        guard a.cell == b.cell else { return "cell: \(String(describing: a.cell)) vs \(String(describing: b.cell))" }
        guard a.constraintNames == b.constraintNames else { return "constraintNames: \(a.constraintNames) vs \(b.constraintNames)" }
        // The list's representation (own or shared storage) is not content: compare elements.
        guard a.constraints.count == b.constraints.count else {
            return "constraints.count: \(a.constraints.count) vs \(b.constraints.count)"
        }
        for i in a.constraints.indices {
            if let d = constraintDifference(a.constraints[i], b.constraints[i], "constraints[\(i)]") { return d }
        }
        return nil
    }

    /// The first difference between two lowering results (every IR, then the diagnostics).
    static func difference(_ a: LoweringResult, _ b: LoweringResult) -> String? {
        guard a.variants.count == b.variants.count else { return "variants.count: \(a.variants.count) vs \(b.variants.count)" }
        for (k, (x, y)) in zip(a.variants, b.variants).enumerated() {
            if let d = difference(x, y) { return "variants[\(k)] (\(x.target.label) \(x.target.variant.effectiveContentSize)).\(d)" }
        }
        return deep(a.diagnostics, b.diagnostics, "diagnostics")
    }

    /// The first difference between any two values, by reflection.
    static func deep(_ a: Any, _ b: Any, _ path: String) -> String? {
        if let x = a as? Double, let y = b as? Double {
            return x.bitPattern == y.bitPattern ? nil : "\(path): \(x) (\(x.bitPattern)) vs \(y) (\(y.bitPattern))"
        }
        if let x = a as? Float, let y = b as? Float {
            return x.bitPattern == y.bitPattern ? nil : "\(path): \(x) vs \(y)"
        }
        if let x = a as? String, let y = b as? String {
            return x == y ? nil : "\(path): \(x.debugDescription) vs \(y.debugDescription)"
        }
        let ma = Mirror(reflecting: a), mb = Mirror(reflecting: b)
        guard ma.subjectType == mb.subjectType else { return "\(path): type \(ma.subjectType) vs \(mb.subjectType)" }
        switch ma.displayStyle {
        case .class:
            return (a as AnyObject) === (b as AnyObject) ? nil : "\(path): different \(ma.subjectType) objects"
        case .dictionary, .set:
            // Iteration order is the storage's, not content: compare in a canonical order.
            let xs = ma.children.map(\.value).sorted { String(reflecting: $0) < String(reflecting: $1) }
            let ys = mb.children.map(\.value).sorted { String(reflecting: $0) < String(reflecting: $1) }
            guard xs.count == ys.count else { return "\(path).count: \(xs.count) vs \(ys.count)" }
            for (k, (x, y)) in zip(xs, ys).enumerated() {
                if let d = deep(x, y, "\(path){\(k)}") { return d }
            }
            return nil
        case .enum:
            // The case (its name, or the payload's label) and then the payload.
            let caseA = ma.children.first?.label ?? String(describing: a)
            let caseB = mb.children.first?.label ?? String(describing: b)
            guard caseA == caseB else { return "\(path): case \(caseA) vs \(caseB)" }
        default:
            break
        }
        let ca = Array(ma.children), cb = Array(mb.children)
        if ca.isEmpty && cb.isEmpty {
            // A leaf (an integer, a Boolean, a payload-free enum case): its full description.
            let x = String(reflecting: a), y = String(reflecting: b)
            return x == y ? nil : "\(path): \(x) vs \(y)"
        }
        guard ca.count == cb.count else { return "\(path): \(ca.count) vs \(cb.count) fields" }
        for (k, (x, y)) in zip(ca, cb).enumerated() {
            let name = x.label ?? "\(k)"
            if let d = deep(x.value, y.value, "\(path).\(name)") { return d }
        }
        return nil
    }
}
