/// Lowers every stack (spec §6) into the constraints `UIStackView` would make, appending them
/// to `builder`.
///
/// When it runs, the variant's views are complete and the canvas and guide constraints are
/// made; the statements' constraints come after. What a stack lowering needs from `builder`:
/// - `builder.views[i].stack` — the stack's `StackSettings` after `set` lines (non-nil
///   exactly for stacks); `builder.views[i].hidden`, `.spacingAfter`, `.intrinsicWidth`…
///   of its arranged views;
/// - `builder.table.children[i]` — the arranged views in order;
/// - `builder.setConditions[i]` — the `when` conditions of the `set` lines that changed a view,
///   for `IRConstraint.conditions`.
///
/// Stacks are lowered in view order (source order, depth first), so the output is
/// deterministic; StackLowering.swift does the work.
func lowerStacks(_ builder: inout IRBuilder) {
    for index in builder.views.indices where builder.views[index].stack != nil {
        StackLowering.lower(ViewID(index), in: &builder)
    }
}
