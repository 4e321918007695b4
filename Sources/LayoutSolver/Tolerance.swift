/// The numerical tolerances of the solver, in one place so that they are documented and
/// consistent. Layout coefficients are O(1) (1, 0.5, 2, 1/3 …); constants are points, so
/// absolute thresholds on coefficients and scale-relative thresholds on constants are used.
public enum Tolerance {
    /// A coefficient produced by a row operation whose magnitude is at most this is exact
    /// cancellation noise and is dropped (keeps rows sparse and avoids tiny pivots).
    public static let drop = 1e-11
    /// The smallest magnitude accepted as a pivot element.
    public static let pivot = 1e-9
    /// A reduced cost within this of zero counts as zero (optimality and face fixing).
    public static let reducedCost = 1e-9
    /// Relative tolerance on constants: a value counts as zero when its magnitude is at most
    /// `relative * scale`, with `scale = max(1, largest |constant| of the system)`.
    public static let relative = 1e-9
    /// The required constraints are declared infeasible when the least total violation found
    /// in phase 1 exceeds `infeasibility * scale`; smaller residues are rounding.
    public static let infeasibility = 1e-7
    /// Two ratios of the ratio test within this of each other are a tie (`RatioTest`), broken
    /// by the larger pivot element or, under Bland's rule, the smaller basic column.
    public static let ratioTie = 1e-12
    /// A pivot element of an elimination or a factorisation is accepted only when it is at
    /// least this fraction of the largest candidate (threshold pivoting: a small pivot
    /// amplifies rounding in every row it touches).
    public static let stability = 0.01
    /// A factorisation keeps the row a singleton search proposed when its transformed entry
    /// is at least this fraction of the column's largest (it creates no fill there).
    public static let preferredPivot = 0.1
    /// A basic value a refactorisation finds below `-lostFeasibility * zero tolerance` means
    /// the basis lost feasibility numerically (the tableau takes over); above it, rounding.
    public static let lostFeasibility = 1e3
    /// A multiplier of a contradiction's combination of rows (`Engine`) at most this fraction
    /// of the largest one is rounding: that row is not part of the conflict.
    public static let combination = 1e-9
    /// A user column moves along a face direction when its change exceeds this fraction of
    /// the magnitude of the terms that cancelled in it (`Engine.markMoving`) …
    public static let cancellation = 1e-9
    /// … and this absolute amount.
    public static let movement = 1e-12
}
