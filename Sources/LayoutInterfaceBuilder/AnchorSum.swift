import LayoutSource
import LayoutSyntax

/// One anchor of the `.layout` language: `view.attribute`, or `view.guide.attribute`.
struct AnchorName: Hashable {
    var view: String
    var guide: String?
    var attribute: String
}

/// A linear combination of anchors plus a constant: what one IB item's attribute means in
/// the language (`safeArea.top`, `card.margins.leading`, or for a nested view's safe area
/// where it reaches under the status bar, `0.5 * safeArea.top + 0.5 * card.bottom`).
struct AnchorSum {
    var terms: [(anchor: AnchorName, coefficient: Double)] = []
    var constant: Double = 0

    init(_ anchor: AnchorName) { terms = [(anchor, 1)] }
    init(constant: Double) { self.constant = constant }
    init(terms: [(anchor: AnchorName, coefficient: Double)], constant: Double) { self.terms = terms; self.constant = constant }

    static func + (a: AnchorSum, b: AnchorSum) -> AnchorSum {
        AnchorSum(terms: a.terms + b.terms, constant: a.constant + b.constant)
    }

    static func * (k: Double, a: AnchorSum) -> AnchorSum {
        AnchorSum(terms: a.terms.map { ($0.anchor, $0.coefficient * k) }, constant: a.constant * k)
    }

    func adding(_ c: Double) -> AnchorSum { AnchorSum(terms: terms, constant: constant + c) }

    /// The anchor alone, when the sum is one anchor with coefficient 1 and no constant.
    var single: AnchorName? { terms.count == 1 && terms[0].coefficient == 1 && constant == 0 ? terms[0].anchor : nil }

    /// The sum as an expression, every node at `range`; a ratio (`3:4`) scales the anchor
    /// part as `a.width * 3 / 4`, a decimal multiplier as `0.5 * a.width`.
    func expr(at range: SourceRange, ratio: (numerator: Double, denominator: Double)? = nil, extra: Double = 0) -> Expr {
        var out: Expr?
        func add(_ e: Expr, negative: Bool) {
            if let current = out {
                out = Expr(.binary(negative ? .subtract : .add, current, e), range)
            } else {
                out = negative ? Expr(.negate(e), range) : e
            }
        }
        for (anchor, coefficient) in terms where coefficient != 0 {
            let a = Self.anchorExpr(anchor, at: range)
            let magnitude = abs(coefficient)
            var term = a
            if let ratio, terms.count == 1, coefficient == ratio.numerator / ratio.denominator {
                if ratio.numerator != 1 { term = Expr(.binary(.multiply, a, number(ratio.numerator, range)), range) }
                if ratio.denominator != 1 { term = Expr(.binary(.divide, term, number(ratio.denominator, range)), range) }
                add(term, negative: false)
                continue
            }
            if magnitude != 1 { term = Expr(.binary(.multiply, number(magnitude, range), a), range) }
            add(term, negative: coefficient < 0)
        }
        let c = constant + extra
        if c != 0 || out == nil {
            if out == nil { out = c < 0 ? Expr(.negate(number(-c, range)), range) : number(c, range) } else { add(number(abs(c), range), negative: c < 0) }
        }
        return out!
    }

    private func number(_ d: Double, _ range: SourceRange) -> Expr { Expr(.number(d), range) }

    static func anchorExpr(_ a: AnchorName, at range: SourceRange) -> Expr {
        if let guide = a.guide {
            return Expr(.guideAnchor(view: Identifier(a.view, range), guide: Identifier(guide, range),
                                     attribute: Identifier(a.attribute, range)), range)
        }
        return Expr(.anchor(view: Identifier(a.view, range), attribute: Identifier(a.attribute, range)), range)
    }
}
