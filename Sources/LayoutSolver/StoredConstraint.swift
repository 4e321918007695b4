/// A constraint as the solver keeps it: merged terms over variable ids, sorted.
struct StoredConstraint: Sendable {
    /// Sorted by variable id, merged, no zero coefficients.
    var terms: [(Int32, Double)]
    var constant: Double
    var relation: ConstraintRelation
    var priority: Double

    var isRequired: Bool { priority >= 1000 }

    init(_ e: LinearExpression, _ relation: ConstraintRelation, priority: Double) {
        var merged: [Int32: Double] = [:]
        for (v, c) in e.terms { merged[Int32(v.id), default: 0] += c }
        terms = merged.filter { $0.value != 0 }.map { ($0.key, $0.value) }.sorted { $0.0 < $1.0 }
        constant = e.constant
        self.relation = relation
        self.priority = priority
    }

    /// `expression` evaluated at `values` (indexed by variable id).
    func evaluate(_ values: [Double]) -> Double {
        var s = constant
        for (v, c) in terms { s += c * (Int(v) < values.count ? values[Int(v)] : 0) }
        return s
    }

    /// How far `values` are from satisfying it (0 when satisfied).
    func violation(_ values: [Double]) -> Double {
        let e = evaluate(values)
        switch relation {
        case .equal: return abs(e)
        case .lessOrEqual: return max(0, e)
        case .greaterOrEqual: return max(0, -e)
        }
    }
}
