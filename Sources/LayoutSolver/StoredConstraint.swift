/// A constraint as the solver keeps it: merged terms over variable ids, sorted.
struct StoredConstraint: Sendable {
    /// Sorted by variable id, merged, no zero coefficients.
    var terms: [(Int32, Double)]
    var constant: Double
    var relation: ConstraintRelation
    var priority: Double

    var isRequired: Bool { priority >= 1000 }

    init(_ e: LinearExpression, _ relation: ConstraintRelation, priority: Double) {
        // By a stable sort and a run-wise sum rather than a dictionary (a hash table per
        // constraint was most of loading a large file): each variable's coefficients are summed
        // from 0 in the order given, as `merged[v, default: 0] += c` sums them.
        let sorted = e.terms.enumerated().sorted { a, b in
            a.element.0.id != b.element.0.id ? a.element.0.id < b.element.0.id : a.offset < b.offset
        }
        var merged: [(Int32, Double)] = []
        merged.reserveCapacity(sorted.count)
        var k = 0
        while k < sorted.count {
            let v = sorted[k].element.0.id
            var sum = 0.0
            while k < sorted.count && sorted[k].element.0.id == v {
                sum += sorted[k].element.1
                k += 1
            }
            if sum != 0 { merged.append((Int32(v), sum)) }
        }
        terms = merged
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
