import LayoutSource
import LayoutSyntax

/// The metrics of one variant: the effective definition of each name (the last active one in
/// source order, spec §7), evaluated values, and which names were used.
struct MetricEnvironment {
    /// How many definitions one evaluation may go through (see `metric-too-deep`).
    static let maximumDepth = 100

    /// Built-in metrics and their default values (spec §4).
    static let builtins = Vocabulary.builtinMetrics

    /// The effective definition of each name.
    private(set) var definitions: [String: MetricDef] = [:]
    /// Defined names in first-definition order, so evaluation and suggestions are deterministic.
    private(set) var order: [String] = []
    /// Values evaluated so far.
    var values: [String: Double] = [:]
    /// Names whose evaluation failed (already reported).
    var failed: Set<String> = []
    /// Names being evaluated, innermost last (cycle detection).
    var evaluating: [String] = []
    /// Names used by constraints, priorities and properties.
    var directUses: Set<String> = []
    /// Names each definition refers to.
    var dependencies: [String: [String]] = [:]
    /// The last name a constraint used that resolved, with its value: a generated file uses
    /// the same spacing metric on every line, and a repeat then needs no hashing. Valid for
    /// the whole variant, because definitions are fixed before any use and a resolved
    /// metric keeps its value.
    var lastDirectUse: (name: String, value: Double)?

    /// Makes `definition` the effective one for its name (later definitions win).
    mutating func define(_ definition: MetricDef) {
        if definitions.updateValue(definition, forKey: definition.name.name) == nil {
            order.append(definition.name.name)
        }
    }

    /// The built-in value of `name`, if it is a built-in.
    static func builtin(_ name: String) -> Double? {
        builtins.first { $0.name == name }?.value
    }

    /// Every name a suggestion may propose: defined names, then built-ins.
    var candidateNames: [String] { order + Self.builtins.map(\.name) }

    /// The names used directly or through the definitions of used names.
    func usedNames() -> Set<String> {
        var used = directUses
        var pending = Array(directUses)
        while let name = pending.popLast() {
            for dependency in dependencies[name] ?? [] where used.insert(dependency).inserted {
                pending.append(dependency)
            }
        }
        return used
    }
}
