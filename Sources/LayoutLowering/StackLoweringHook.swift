/// Lowers every stack (spec §6) into the constraints `UIStackView` would make, appending them
/// to `builder`.
///
/// When it runs, the variant's views are complete and the canvas and guide constraints are
/// made; the statements' constraints come after. What a stack lowering needs from `builder`:
/// - `builder.views[i].stack` — the stack's `StackSettings` after `set` lines (non-nil
///   exactly for stacks); `builder.views[i].hidden`, `.spacingAfter`, `.intrinsicWidth`…
///   of its arranged views;
/// - `builder.table.children[i]` — the arranged views in order; `builder.table.declarations[i]`
///   — the `ViewDecl` (its `range` for `ConstraintOrigin.range`, an arranged view's `name.range`
///   for `related`);
/// - `builder.setConditions[i]` — the `when` conditions of the `set` lines that changed a view,
///   for `IRConstraint.conditions`;
/// - `LinearExpr(view, attribute)`, `.append(view, attribute, scale:)`, `.constant`, and
///   `builder.addConstraint(expr, relation, priority:origin:conditions:)` with origin kind `.stack`.
///
/// Deliberately empty for now: stacks are lowered in StackLowering.swift, which replaces this
/// body with a call into it. Until then a stack is laid out only by the constraints written
/// for it and its children.
func lowerStacks(_ builder: inout IRBuilder) {}
