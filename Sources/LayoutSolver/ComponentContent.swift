/// Everything an `Engine` sees of a component, as a hash key: the local variable count and
/// each local constraint in build order (terms over local variables, constant, relation,
/// priority; numbers bit for bit). The engine is deterministic and reads nothing else, so two
/// components with equal content have the same solution, freedom and redundancy in local
/// terms (`Partition.Component` maps them to each one's own ids and variables).
///
/// Kept in two parts: the `structure` (all but the constants), shared by every component
/// re-keyed from one with new constants (a content size category, a canvas), and the
/// constants. Equal structures with other constants are what a warm start needs
/// (`Engine+Warm`); re-keying hashes only the constants.
struct ComponentContent: Hashable {
    /// All but the constants.
    let structure: ComponentStructure
    private let constants: [UInt64]
    private let constantsHash: Int

    init(variableCount: Int, constraints: [StoredConstraint]) {
        self.init(structure: ComponentStructure(variableCount: variableCount, constraints: constraints),
                  constraints: constraints)
    }

    /// The content of `constraints`, whose structure (all but the constants) is `structure`.
    init(structure: ComponentStructure, constraints: [StoredConstraint]) {
        self.structure = structure
        constants = constraints.map { $0.constant.bitPattern }
        var h = Hasher()
        h.combine(constants)
        constantsHash = h.finalize()
    }

    static func == (a: ComponentContent, b: ComponentContent) -> Bool {
        a.constantsHash == b.constantsHash && a.structure == b.structure && a.constants == b.constants
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(structure.hash)
        hasher.combine(constantsHash)
    }
}

/// A component's content without its constants (see `ComponentContent`), hashed once.
final class ComponentStructure: Hashable, Sendable {
    private let bits: [UInt64]
    /// The hash of `bits`, computed once: re-keyed components share this object.
    let hash: Int

    init(variableCount: Int, constraints: [StoredConstraint]) {
        var b: [UInt64] = [UInt64(variableCount)]
        b.reserveCapacity(1 + constraints.reduce(0) { $0 + 3 + 2 * $1.terms.count })
        for c in constraints {
            b.append(UInt64(c.terms.count))
            for (v, k) in c.terms {
                b.append(UInt64(UInt32(bitPattern: v)))
                b.append(k.bitPattern)
            }
            b.append(c.priority.bitPattern)
            switch c.relation {
            case .equal: b.append(0)
            case .lessOrEqual: b.append(1)
            case .greaterOrEqual: b.append(2)
            }
        }
        bits = b
        var h = Hasher()
        h.combine(b)
        hash = h.finalize()
    }

    static func == (a: ComponentStructure, b: ComponentStructure) -> Bool {
        a === b || (a.hash == b.hash && a.bits == b.bits)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
