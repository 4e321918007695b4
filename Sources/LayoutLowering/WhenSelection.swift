import LayoutSource
import LayoutSyntax

/// Which body every `when` block of a file selects for a variant.
///
/// Lowering reads the variant in exactly two places: the bodies `when` blocks select, and
/// the canvas and guide constraints (`IRBuilder.lowerCanvasAndGuides`), which come first.
/// Targets with the same selection therefore lower to the same views, diagnostics and
/// constraints after that prefix, so `Lowering` lowers one target per selection and gives
/// the others their own prefix in front of a copy of the rest.
public struct WhenSelection: Hashable, Sendable {
    /// For every `when` block in pre-order (including blocks inside bodies that are not
    /// selected, so the walk does not depend on the choices): the index of the selected
    /// clause, `-1` for the `else` body, `-2` for none.
    private(set) var choices: [Int32] = []

    /// The selection `variant` makes in `statements`.
    public init(_ statements: [Statement], variant: TraitVariant) {
        visit(statements, variant)
    }

    private mutating func visit(_ statements: [Statement], _ variant: TraitVariant) {
        for statement in statements {
            switch statement {
            case .view(let decl):
                if let body = decl.body { visit(body, variant) }
            case .when(let block):
                // Mirrors `WhenBlock.activeBody(in:)`: the first matching clause, else `else`.
                if let index = block.clauses.firstIndex(where: { $0.condition.matches(variant) }) {
                    choices.append(Int32(index))
                } else {
                    choices.append(block.elseBody != nil && block.elseRange != nil ? -1 : -2)
                }
                for clause in block.clauses { visit(clause.body, variant) }
                if let body = block.elseBody { visit(body, variant) }
            case .metrics, .vfl, .constraint, .set:
                break
            }
        }
    }
}
