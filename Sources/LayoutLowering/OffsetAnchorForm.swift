import LayoutSyntax

// Constraints of three or four anchors as UIKit can still make them: one NSLayoutDimension
// related to a multiple of another, where a dimension is a width or height anchor or the
// distance between two anchors of one axis, `from.anchorWithOffset(to: to)` (iOS 10,
// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor/anchorwithoffset(to:)
// and …/nslayoutyaxisanchor/anchorwithoffset(to:)), related with NSLayoutDimension's
// `constraint(equalTo:multiplier:constant:)`. So `a.centerX == (b.left + c.right) / 2` is
// `(a.centerX − b.left) == (c.right − a.centerX)`, and `a.x − b.x == m·(c.x − d.x) + k` is one
// dimension constraint with multiplier `m` and constant `k` (docs/codegen.md, "Three and four anchors").

/// One anchor as written: a view (or guide) and an attribute.
public struct WrittenAnchor: Hashable, Sendable {
    /// The view or guide.
    public var view: ViewID
    /// The attribute as written.
    public var attribute: LayoutAttribute
    /// Creates an anchor.
    public init(view: ViewID, attribute: LayoutAttribute) { self.view = view; self.attribute = attribute }
}

/// Why a constraint of three or more anchors has no anchor form (what `emit uikit` reports).
public struct AnchorFormGap: Hashable, Sendable {
    /// The reason.
    public enum Reason: Hashable, Sendable {
        /// More than four anchors (counting the root's origin, see `usesOrigin`): two
        /// dimensions of two anchors each relate four at most.
        case tooManyAnchors
        /// Four anchors at most, but no split into (distance or size) = m × (distance or size):
        /// a sum of sizes or of distances (`a.width + b.width == c.width`) has no anchor in UIKit.
        case unpaired
    }
    /// The reason.
    public var reason: Reason
    /// The anchors written (merged, with a non-zero coefficient), in written order.
    public var anchors: [WrittenAnchor]
    /// Whether the positions of an axis do not cancel out, so they are measured from the root's
    /// origin, which counts as one more anchor.
    public var usesOrigin: Bool
}

extension AnchorSum {
    /// A side of an offset form: `to − from`, or the size `to` alone (`from == nil`); indices into the terms.
    private struct Side: Equatable {
        var to: Int
        var from: Int?
    }

    /// The offset form of the terms `kept` (three or more, none zero) and `relation`, or why there is none.
    func offsetForm(_ kept: [Term], _ relation: Relation) -> (form: AnchorForm?, gap: AnchorFormGap?) {
        var all = kept
        var usesOrigin = false
        // Positions of an axis whose coefficients do not cancel are measured from the root's
        // origin (it is 0; `a.leading == 10` is measured from it too, see `AnchorForm.origin`).
        for role in [LayoutAttribute.Role.horizontalPosition, .verticalPosition] {
            let positions = kept.filter { $0.attribute.role == role }
            let sum = positions.reduce(0) { $0 + $1.coefficient }
            guard abs(sum) > 1e-9, let first = positions.first, let origin = AnchorForm.origin(for: first.attribute) else { continue }
            usesOrigin = true
            if let i = all.firstIndex(where: { $0.view == .root && $0.attribute == origin }) {
                all[i].coefficient -= sum
                if abs(all[i].coefficient) <= 1e-12 { all.remove(at: i) }
            } else {
                all.append(Term(view: .root, attribute: origin, coefficient: -sum))
            }
        }
        let written = kept.map { WrittenAnchor(view: $0.view, attribute: $0.attribute) }
        guard all.count <= 4 else {
            return (nil, AnchorFormGap(reason: .tooManyAnchors, anchors: written, usesOrigin: usesOrigin))
        }
        // Every dimension over these anchors: a size, or the distance between two positions of one axis.
        var sides: [Side] = []
        for i in all.indices {
            if all[i].attribute.role == .size { sides.append(Side(to: i, from: nil)); continue }
            for j in all.indices where j > i && all[j].attribute.role == all[i].attribute.role {
                sides.append(Side(to: i, from: j))
            }
        }
        let scale = all.reduce(1) { max($0, abs($1.coefficient)) }
        func vector(_ s: Side) -> [Double] {
            var v = [Double](repeating: 0, count: all.count)
            v[s.to] = 1
            if let f = s.from { v[f] = -1 }
            return v
        }
        // The written coefficient of a side's own anchor (one the other side does not read)
        // over its entry there: exact, as each entry is ±1.
        func weight(_ s: Side, besides o: Side) -> Double? {
            let u = vector(s), w = vector(o)
            guard let k = u.indices.first(where: { u[$0] != 0 && w[$0] == 0 }) else { return nil }
            return all[k].coefficient / u[k]
        }
        let origin = usesOrigin ? all.count - 1 : -1 // appended last, or merged with a written root anchor
        var best: (form: AnchorForm, cost: (Int, Int, Int, Int))?
        for (p, s1) in sides.enumerated() {
            for (q, s2) in sides.enumerated() where q != p {
                guard let alpha = weight(s1, besides: s2), let beta = weight(s2, besides: s1), alpha != 0, beta != 0 else { continue }
                let u = vector(s1), w = vector(s2)
                guard all.indices.allSatisfy({ abs(alpha * u[$0] + beta * w[$0] - all[$0].coefficient) <= 1e-9 * scale }) else { continue }
                guard let form = makeForm(all, first: s1, alpha, second: s2, beta, relation) else { continue }
                // Prefer the first anchor written on the first side, then multiplier 1, then the
                // root's origin as a base (`root.left → a.left`, a position as the file measures it),
                // then the first split found.
                let originAsEnd = [form.first, form.second].contains(.root) && origin >= 0 && all[origin].view == .root
                    && (form.first == .root && form.firstAttribute == all[origin].attribute
                        || form.second == .root && form.secondAttribute == all[origin].attribute)
                let cost = (s1.to == 0 || s1.from == 0 ? 0 : 1, abs(form.multiplier) == 1 ? 0 : 1, originAsEnd ? 1 : 0,
                            p * sides.count + q)
                if best == nil || cost < best!.cost { best = (form, cost) }
            }
        }
        if let best { return (best.form, nil) }
        return (nil, AnchorFormGap(reason: .unpaired, anchors: written, usesOrigin: usesOrigin))
    }

    /// `α·first + β·second + constant REL 0` as `first REL m × second + c`, each distance
    /// oriented so that the first anchor written (on the first side) is its end and the
    /// multiplier is positive.
    private func makeForm(_ all: [Term], first: Side, _ alpha: Double, second: Side, _ beta: Double,
                          _ relation: Relation) -> AnchorForm? {
        var s1 = first, a = alpha
        if let f = s1.from, f < s1.to { s1 = Side(to: f, from: s1.to); a = -a } // the earlier-written anchor is the end
        var s2 = second, b = beta
        var m = -b / a
        if m < 0 {
            if let f = s2.from {
                s2 = Side(to: f, from: s2.to); b = -b
            } else if let f = s1.from {
                s1 = Side(to: f, from: s1.to); a = -a
            } else {
                return nil
            }
            m = -b / a
        }
        let r = a < 0 ? AnchorForm.flipped(relation) : relation
        var form = AnchorForm(first: all[s1.to].view, firstAttribute: all[s1.to].attribute, relation: r,
                              second: all[s2.to].view, secondAttribute: all[s2.to].attribute,
                              multiplier: m + 0, constant: -constant / a + 0)
        form.firstBase = s1.from.map { (all[$0].view, all[$0].attribute) }
        form.secondBase = s2.from.map { (all[$0].view, all[$0].attribute) }
        return form
    }
}
