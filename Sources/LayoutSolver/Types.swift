// Vocabulary of the solver: ids, expressions, relations, results. The solver knows nothing of
// source text; callers map their own entities onto these ids.

/// An unknown of the system. Unrestricted: it may take any real value (frames may be negative).
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Dense index, in creation order, starting at 0.
    public let id: Int
    /// Wraps an id returned by `Solver.makeVariable()`.
    public init(id: Int) { self.id = id }
    /// Orders by creation.
    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
    /// `v<id>`.
    public var description: String { "v\(id)" }
}

/// A constraint handle. Ids are never reused by one `Solver`, even after `remove`.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Dense index, in creation order, starting at 0.
    public let id: Int
    /// Wraps an id returned by `Solver.add`.
    public init(id: Int) { self.id = id }
    /// Orders by creation.
    public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.id < b.id }
    /// `c<id>`.
    public var description: String { "c\(id)" }
}

/// How an expression relates to zero.
public enum ConstraintRelation: Sendable, Hashable {
    /// `expr == 0`
    case equal
    /// `expr <= 0`
    case lessOrEqual
    /// `expr >= 0`
    case greaterOrEqual
}

/// `sum(coefficient * variable) + constant`. Constraints read `expression RELATION 0`.
/// Repeated variables are summed; zero coefficients are ignored.
public struct LinearExpression: Sendable {
    /// The terms, in any order.
    public var terms: [(Variable, Double)]
    /// The constant.
    public var constant: Double
    /// Creates an expression.
    public init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
}

/// The outcome of `Solver.solve()`.
public enum SolveStatus: Sendable, Hashable {
    /// Every required constraint holds and each priority level is at its optimum.
    case optimal
    /// The required constraints have no common solution (see `conflictingRequiredConstraints()`).
    case infeasible
}

/// The values a variable takes over the optimal face. `nil` bounds mean unbounded.
public struct VariableRange: Sendable, Hashable, CustomStringConvertible {
    /// The smallest value, or `nil` when unbounded below.
    public var lower: Double?
    /// The largest value, or `nil` when unbounded above.
    public var upper: Double?
    /// Creates a range.
    public init(lower: Double?, upper: Double?) { self.lower = lower; self.upper = upper }
    /// `[lower, upper]`.
    public var description: String {
        "[\(lower.map { "\($0)" } ?? "-inf"), \(upper.map { "\($0)" } ?? "+inf")]"
    }
}
