import LayoutSyntax

/// An anchor attribute (spec §5) and how it reads the absolute frame variables.
public enum LayoutAttribute: String, Sendable, CaseIterable {
    /// Horizontal attributes: `left = leading = x`, `right = trailing = x + width`, `centerX = x + width / 2`.
    case left, right, leading, trailing, centerX, width
    /// Vertical attributes: `top = y`, `bottom = y + height`, `centerY = y + height / 2`.
    case top, bottom, centerY, height
    /// Baselines (vertical positions): `y + offset` for a view with a `baseline` property,
    /// otherwise its top (first) and bottom (last) edges, as Auto Layout uses "the view's top
    /// edge" / "bottom edge" for a view that "does not have a baseline" (UIView
    /// `forFirstBaselineLayout`, `forLastBaselineLayout`).
    case firstBaseline, lastBaseline

    /// What an attribute measures, for the mixed-axes rule (positions may not cross axes, sizes may).
    public enum Role: Sendable {
        /// `left right leading trailing centerX`.
        case horizontalPosition
        /// `top bottom centerY`.
        case verticalPosition
        /// `width height`, which may be related across axes.
        case size
    }

    /// The attribute's role.
    public var role: Role {
        switch self {
        case .left, .right, .leading, .trailing, .centerX: return .horizontalPosition
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: return .verticalPosition
        case .width, .height: return .size
        }
    }

    /// The leading edge, trailing edge and size along a visual-format orientation.
    static func vfl(_ axis: VFLOrientation) -> (leading: LayoutAttribute, trailing: LayoutAttribute, size: LayoutAttribute) {
        axis == .horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
    }
}

/// `sum(terms) + constant` while it is being built; `normalize()` makes the IR form.
struct LinearExpr {
    /// Terms in insertion order, possibly repeated or zero until normalised.
    var terms: [LinearTerm] = []
    /// The constant part.
    var constant: Double = 0

    init() {}
    init(constant: Double) { self.constant = constant }

    /// The expression reading `attribute` of `view`.
    init(_ view: ViewID, _ attribute: LayoutAttribute) {
        terms.reserveCapacity(4)
        append(view, attribute, scale: 1)
    }

    /// The expression reading `attribute` of `view`, whose baselines (if it has any) are at
    /// `baseline` from its top.
    init(_ view: ViewID, _ attribute: LayoutAttribute, baseline: BaselineOffsets?) {
        terms.reserveCapacity(4)
        append(view, attribute, scale: 1, baseline: baseline)
    }

    /// `append`, with a view's baseline offsets for the baseline attributes.
    mutating func append(_ view: ViewID, _ attribute: LayoutAttribute, scale: Double, baseline: BaselineOffsets?) {
        guard let baseline, attribute == .firstBaseline || attribute == .lastBaseline else {
            append(view, attribute, scale: scale)
            return
        }
        terms.append(LinearTerm(IRVariable(view, .y), scale))
        constant += scale * (attribute == .firstBaseline ? baseline.first : baseline.last)
    }

    /// `self += attribute(view) * scale` without building an intermediate expression.
    mutating func append(_ view: ViewID, _ attribute: LayoutAttribute, scale: Double) {
        switch attribute {
        case .left, .leading: terms.append(LinearTerm(IRVariable(view, .x), scale))
        case .right, .trailing:
            terms.append(LinearTerm(IRVariable(view, .x), scale)); terms.append(LinearTerm(IRVariable(view, .width), scale))
        case .centerX:
            terms.append(LinearTerm(IRVariable(view, .x), scale)); terms.append(LinearTerm(IRVariable(view, .width), scale / 2))
        case .width: terms.append(LinearTerm(IRVariable(view, .width), scale))
        case .top, .firstBaseline: terms.append(LinearTerm(IRVariable(view, .y), scale))
        case .bottom, .lastBaseline:
            terms.append(LinearTerm(IRVariable(view, .y), scale)); terms.append(LinearTerm(IRVariable(view, .height), scale))
        case .centerY:
            terms.append(LinearTerm(IRVariable(view, .y), scale)); terms.append(LinearTerm(IRVariable(view, .height), scale / 2))
        case .height: terms.append(LinearTerm(IRVariable(view, .height), scale))
        }
    }

    /// Whether no variable was ever added (terms that cancel still count as variables, so
    /// `(a.width - a.width) * b.width` is still reported as non-linear: it is as written).
    var isConstant: Bool { terms.isEmpty }

    /// `self += other * scale`.
    mutating func add(_ other: LinearExpr, scale: Double = 1) {
        if scale == 1 {
            terms.append(contentsOf: other.terms)
        } else {
            for t in other.terms { terms.append(LinearTerm(t.variable, t.coefficient * scale)) }
        }
        constant += other.constant * scale
    }

    /// `self * k`.
    func scaled(_ k: Double) -> LinearExpr {
        var r = LinearExpr(constant: constant * k)
        r.terms.reserveCapacity(terms.count)
        for t in terms { r.terms.append(LinearTerm(t.variable, t.coefficient * k)) }
        return r
    }

    /// `self / k`, dividing each part (not multiplying by `1 / k`) so `10 / 3` is the closest double.
    func divided(by k: Double) -> LinearExpr {
        var r = LinearExpr(constant: constant / k)
        r.terms.reserveCapacity(terms.count)
        for t in terms { r.terms.append(LinearTerm(t.variable, t.coefficient / k)) }
        return r
    }

    /// The distinct views the expression reads, in first-use order.
    var views: [ViewID] {
        var seen: [ViewID] = []
        for t in terms where !seen.contains(t.variable.view) { seen.append(t.variable.view) }
        return seen
    }

    /// Sorts the terms by variable index, merges repeated variables and drops zero
    /// coefficients (the IR invariant), in place: expressions have a handful of terms, and
    /// this runs once per constraint, so it avoids allocating.
    mutating func normalize() {
        let n = terms.count
        if n == 0 { return }
        // One term is already in IR form unless it is zero. Returning before any write keeps
        // terms shared with another constraint shared (an intrinsic size's two halves): the
        // writes below make the array unique first, which would copy them.
        if n == 1, abs(terms[0].coefficient) > 1e-12 { return }
        if n > 1 {
            for i in 1..<n where terms[i - 1].variable.index > terms[i].variable.index {
                let t = terms[i]
                var j = i - 1
                while j >= 0, terms[j].variable.index > t.variable.index {
                    terms[j + 1] = terms[j]
                    j -= 1
                }
                terms[j + 1] = t
            }
        }
        var kept = 0
        for i in 0..<n {
            let t = terms[i]
            if kept > 0, terms[kept - 1].variable == t.variable {
                terms[kept - 1].coefficient += t.coefficient
            } else {
                // Writing only when something moved keeps a shared buffer shared.
                if kept != i { terms[kept] = t }
                kept += 1
            }
        }
        // Sums like 0.5 + 0.5 - 1 are exact in binary; the tolerance only guards odd residues.
        var out = 0
        for i in 0..<kept where abs(terms[i].coefficient) > 1e-12 {
            if out != i { terms[out] = terms[i] }
            out += 1
        }
        if out < n { terms.removeLast(n - out) }
    }
}
