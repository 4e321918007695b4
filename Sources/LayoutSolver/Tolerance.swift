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
}
