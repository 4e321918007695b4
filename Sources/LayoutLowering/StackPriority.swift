/// The priorities of the non-required constraints a stack makes, named after the
/// `UIStackView` constraints they model (the identifiers UIKit gives them, `UISV-…`).
///
/// Everything a stack needs to hold — canvas connection, spacing, alignment, equal sizes —
/// is required, as in UIKit; these are the exceptions.
enum StackPriority {
    /// `UISV-fill-proportionally` of the first arranged view; UIKit gives the next ones
    /// 998, 997, … so that when a user's constraint fights the proportions the earlier views
    /// keep theirs and the solution stays unique.
    static let proportionalFirst: Double = 999
    /// The floor of the proportional priorities: they stay above compression resistance
    /// (750), which is what makes the proportions win over intrinsic sizes.
    static let proportionalFloor: Double = 751
    /// `UISV-fill-equally` between the centring gap guides of `equalCentering`: below the
    /// default hugging and compression resistance, so a stack that is too small gives up equal
    /// centring before it squeezes a view (Apple: "it shrinks the spacing until it reaches the
    /// minimum spacing … If the views still do not fit, the stack view shrinks the arranged
    /// views according to their compression resistance priority").
    static let equalCentering: Double = 149
    /// `UISV-spanning-fit`: for alignments other than `fill`, the stack's cross size is
    /// pulled down to its tallest (widest) arranged view. Just above `fitting` (50), so it
    /// wins over a fitting-size root but loses to everything a user writes at `low` or above.
    static let spanningFit: Double = 51
    /// `UISV-canvas-fit`: for `equalSpacing` and `equalCentering`, whose gaps may grow, the
    /// stack's length along its axis is pulled down, so a stack nobody sizes along its axis
    /// hugs its content (gaps at their minimum). Below `fitting`, as in UIKit.
    static let canvasFit: Double = 49
    /// `UISV-ambiguity-suppression`: for alignments other than `fill`, an arranged view with
    /// nothing else deciding its cross size gets 0 instead of being ambiguous.
    static let ambiguitySuppression: Double = 25
    /// What keeps a hidden arranged view out of the way (size 0 along the axis, placed where
    /// the previous visible view ends). UIKit's `UISV-hiding` is required and famously makes
    /// a hidden nested stack with spacing unsatisfiable; just below required, a hidden view
    /// can never make a layout unsatisfiable, and nothing visible depends on these.
    static let hiding: Double = 999

    /// What keeps a baseline-aligned group of arranged views at the top of a stack taller than
    /// it (the weakest level: anything written wins).
    static let baselineGroupTop: Double = 1

    /// The proportional priority of the `index`-th visible arranged view.
    static func proportional(_ index: Int) -> Double {
        max(proportionalFirst - Double(index), proportionalFloor)
    }
}
