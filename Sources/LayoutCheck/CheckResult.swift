import LayoutSource
import LayoutLowering

/// A layout axis, as diagnostics name it (`Diagnostic.axis`).
public enum LayoutAxis: String, Sendable, CaseIterable {
    /// Along x: leading, trailing, centerX, width.
    case horizontal
    /// Along y: top, bottom, centerY, height.
    case vertical

    /// The position component (`x` or `y`) of a frame on this axis.
    public var position: FrameComponent { self == .horizontal ? .x : .y }
    /// The size component (`width` or `height`) of a frame on this axis.
    public var size: FrameComponent { self == .horizontal ? .width : .height }
}

/// A view whose position and/or size on one axis is not fixed by the constraints; only the
/// views the checker reports (see `AmbiguityReporter` for the rule).
public struct AxisAmbiguity: Hashable, Sendable {
    /// The view.
    public var view: ViewID
    /// The axis.
    public var axis: LayoutAxis
    /// Whether its `x` (or `y`) can change over the optimal solutions.
    public var positionFree: Bool
    /// Whether its width (or height) can change over the optimal solutions.
    public var sizeFree: Bool
    /// Creates an ambiguity.
    public init(view: ViewID, axis: LayoutAxis, positionFree: Bool, sizeFree: Bool) {
        self.view = view; self.axis = axis; self.positionFree = positionFree; self.sizeFree = sizeFree
    }
}

/// One solved variant.
public struct VariantSolution: Sendable {
    /// The lowered variant.
    public var ir: LayoutIR
    /// Solved values indexed by `IRVariable.index` (absolute frames). When the variant is
    /// unsatisfiable, the values solve the system without `brokenConstraints`, as UIKit would.
    public var values: [Double]
    /// Whether the required constraints have a solution.
    public var isSatisfiable: Bool
    /// Minimal conflicting sets of required constraints, as indices into `ir.constraints`
    /// (sorted), in the order found. Empty when satisfiable.
    public var conflicts: [[Int]] = []
    /// For each conflict, whether it lists every member; false when the minimal set was too
    /// large to search for (then the conflict holds only its breaking constraint).
    public var conflictIsComplete: [Bool] = []
    /// The constraint of each conflict that was disabled to find the next one and the frames.
    public var brokenConstraints: [Int] = []
    /// For each variable index, whether it can change over the optimal solutions; empty when
    /// not analysed (`Checker.solve`). For an unsatisfiable variant, over the solutions with
    /// `brokenConstraints` removed, the variables a conflict touches counted as fixed.
    public var freeVariables: [Bool] = []
    /// Required equalities implied by the other required constraints (indices into
    /// `ir.constraints`, sorted), whatever their origin; empty when not analysed or unsatisfiable.
    public var redundantConstraints: [Int] = []
    /// The reported ambiguities, in view order then axis order.
    public var ambiguities: [AxisAmbiguity] = []

    /// Creates a solution.
    public init(ir: LayoutIR, values: [Double], isSatisfiable: Bool) {
        self.ir = ir; self.values = values; self.isSatisfiable = isSatisfiable
    }

    /// The absolute frame of `view`.
    public func frame(of view: ViewID) -> (x: Double, y: Double, width: Double, height: Double) {
        let b = view.index * 4
        guard b + 3 < values.count else { return (0, 0, 0, 0) }
        return (values[b], values[b + 1], values[b + 2], values[b + 3])
    }

    /// The solved value of one variable.
    public func value(_ v: IRVariable) -> Double { v.index < values.count ? values[v.index] : 0 }

    /// Whether `v` is free over the optimal solutions (false when not analysed).
    public func isFree(_ v: IRVariable) -> Bool { v.index < freeVariables.count && freeVariables[v.index] }
}

/// What `Checker.check` returns.
public struct CheckResult: Sendable {
    /// One solution per variant, in the order given.
    public var solutions: [VariantSolution]
    /// Diagnostics of all variants, merged (one per finding, `traits` naming its variants)
    /// and sorted by `Diagnostic.sortKey`.
    public var diagnostics: [Diagnostic]
    /// Creates a result.
    public init(solutions: [VariantSolution], diagnostics: [Diagnostic]) {
        self.solutions = solutions; self.diagnostics = diagnostics
    }
}

/// What the checker reports.
public struct CheckOptions: Sendable {
    /// Whether to compute warnings (unsatisfied, redundant, negative size, outside, unused).
    public var warnings: Bool = true
    /// At most this many independent conflicts are reported per variant.
    public var maxConflictsPerVariant: Int = 16
    /// At most this many notes point at the constraints touching an ambiguous view.
    public var maxNotesPerAmbiguity: Int = 8
    /// How far (pt) a view may stick out of its superview before `outside-superview`.
    public var outsideTolerance: Double = 0.5
    /// Whether the variants' solvers solve each distinct independent component once between
    /// them (`Solver.solveTogether`); off, every variant solves all of its own. The results are the
    /// same either way (`ComponentSharingTests`); the switch exists to test exactly that.
    public var sharesComponents: Bool = true
    /// Creates options.
    public init(warnings: Bool = true) { self.warnings = warnings }
}
