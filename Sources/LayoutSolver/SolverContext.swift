/// Tuning a caller may choose for one solver. Tests use it to force code paths; the
/// defaults are what the product runs.
public struct SolverOptions: Sendable, Hashable {
    /// The tableau's nonzeros past which a solve moves to revised form; nil: the default budget
    /// (`10 × presolved nonzeros + 50,000`); 0: at the first pivot.
    public var revisedFillBudget: Int?
    /// Components of fewer rows than this keep no warm start (`WarmStart`) and are always
    /// eliminated afresh; 0 keeps one for every component (tests, to reach every path). The
    /// results are the same either way (`Engine+Warm`).
    public var warmStartMinimumRows: Int
    /// Eliminated systems of at least this many rows are solved in revised form from the
    /// start, by the crash basis or the lexicographic dual simplex when one takes them
    /// (`Engine+Large`); nil: `defaultLargeSystemRows`; `Int.max`: never; 0: all (tests).
    public var largeSystemRows: Int?
    /// Pivots the crash start of such a system may take before the dual is tried
    /// (`Engine+Large`); nil: 20; 0: the dual first (tests).
    public var crashPivotBudget: Int?

    /// Below this many rows the tableau solves faster than setting up the revised form, and
    /// its solve can be replayed on other constants (`Engine+Replay`).
    public static let defaultLargeSystemRows = 1_000

    /// The product's defaults.
    public init(revisedFillBudget: Int? = nil, warmStartMinimumRows: Int = 32, largeSystemRows: Int? = nil,
                crashPivotBudget: Int? = nil) {
        self.revisedFillBudget = revisedFillBudget
        self.warmStartMinimumRows = warmStartMinimumRows
        self.largeSystemRows = largeSystemRows
        self.crashPivotBudget = crashPivotBudget
    }
}

/// What one solver's engines did, for tests and traces: hand-overs to revised form,
/// crash-basis starts, breakdowns (the tableau resumed) and tableau twins built for analyses.
public struct SolverStatistics: Sendable, Equatable {
    /// Solves finished in revised form.
    public var completedHandOvers = 0
    /// Revised solves that started from a feasible crash basis.
    public var crashStarts = 0
    /// Revised solves that broke down numerically and went back to the tableau.
    public var breakdowns = 0
    /// Tableau twins built to answer analyses after a hand-over.
    public var twins = 0
    /// Solves by the lexicographic dual simplex (`Engine+Large`).
    public var dualSolves = 0

    /// No events yet.
    public init() {}
}

/// Shared by a solver and every engine it creates: the options and the statistics. A solver
/// is used from one thread at a time (each variant has its own), so this needs no lock, and
/// there is no process-wide state for concurrent variants to race on.
final class SolverContext {
    let options: SolverOptions
    var statistics = SolverStatistics()

    init(options: SolverOptions) {
        self.options = options
    }
}
