/// Everything an `Engine` sees of a component, as a hash key: the local variable count and
/// each local constraint in build order (terms over local variables, constant, relation,
/// priority; numbers bit for bit). The engine is deterministic and reads nothing else, so two
/// components with equal content have the same solution, freedom and redundancy in local
/// terms (`Partition.Component` maps them to each one's own ids and variables).
struct ComponentContent: Hashable {
    private let bits: [UInt64]

    init(variableCount: Int, constraints: [StoredConstraint]) {
        var b: [UInt64] = [UInt64(variableCount)]
        b.reserveCapacity(1 + constraints.reduce(0) { $0 + 4 + 2 * $1.terms.count })
        for c in constraints {
            b.append(UInt64(c.terms.count))
            for (v, k) in c.terms {
                b.append(UInt64(UInt32(bitPattern: v)))
                b.append(k.bitPattern)
            }
            b.append(c.constant.bitPattern)
            b.append(c.priority.bitPattern)
            switch c.relation {
            case .equal: b.append(0)
            case .lessOrEqual: b.append(1)
            case .greaterOrEqual: b.append(2)
            }
        }
        bits = b
    }
}
