/// The pivoting rules that every form of the simplex shares: the explicit tableau
/// (`Tableau.minimize`), the revised form (`RevisedSimplex.minimize`) and the replay of a
/// recorded solve on other constants (`ConstantTape.replay`). The replay re-decides each
/// recorded leaving row and must come out exactly as the tableau did, so the three read one
/// definition instead of three copies that could drift apart.
///
/// Leaving row: the minimum ratio `max(0, basic value) / pivot element` over the rows whose
/// entry in the entering column would decrease the basic value by more than
/// `Tolerance.pivot`, ratios within `Tolerance.ratioTie` being a tie; a tie goes to the
/// larger pivot element (stability), or under Bland's rule to the smaller basic column.
/// Bland's rule (smallest entering column too) is on after `blandAfter` degenerate pivots in
/// a row, which rules out cycling; one pivot that moves the vertex turns it off.
enum PivotRule {
    /// Degenerate pivots in a row after which a run switches to Bland's rule.
    static let blandAfter = 50
}

/// The leaving-row choice of one pivot (see `PivotRule`): offer the candidate rows in scan
/// order, then read `leave`.
struct RatioTest {
    /// Whether ties go to the smaller basic column (Bland's rule).
    let bland: Bool
    /// The chosen candidate (the caller's number for it), or -1 when none was offered.
    private(set) var leave = -1
    /// The chosen candidate's ratio (the step length).
    private(set) var ratio = Double.infinity
    private var pivot = 0.0
    private var basic: Int32 = -1

    init(bland: Bool) { self.bland = bland }

    /// Offers row `candidate` whose basic column `basic` has value `value` and whose entry in
    /// the entering column has magnitude `pivot` (> `Tolerance.pivot`, in the direction that
    /// decreases the basic value).
    @inline(__always)
    mutating func offer(_ candidate: Int, value: Double, pivot magnitude: Double, basic column: Int32) {
        let r = max(0, value) / magnitude
        if leave < 0 || r < ratio - Tolerance.ratioTie {
            leave = candidate; ratio = r; pivot = magnitude; basic = column
        } else if r <= ratio + Tolerance.ratioTie {
            let better = bland ? column < basic : magnitude > pivot
            if better { leave = candidate; ratio = min(r, ratio); pivot = magnitude; basic = column }
        }
    }
}

/// The count of degenerate pivots in a row that switches Bland's rule on (see `PivotRule`).
struct DegenerateRun {
    private var count = 0

    /// Whether the next pivot follows Bland's rule.
    var bland: Bool { count >= PivotRule.blandAfter }
    /// Whether the last pivot moved the vertex (or none was made).
    var isBroken: Bool { count == 0 }

    /// Records a pivot of step length `ratio`: degenerate when it is within `zeroTolerance`.
    @inline(__always)
    mutating func record(ratio: Double, zeroTolerance: Double) {
        count = ratio <= zeroTolerance ? count + 1 : 0
    }
}
