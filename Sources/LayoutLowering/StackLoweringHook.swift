/// Lowers every stack (spec §6) into the constraints `UIStackView` would make, appending them
/// to `builder` with origin `.stack`.
///
/// It runs after the views of the variant are complete — each stack's `IRView.stack` holds its
/// settings after `set` lines, and each arranged view its `hidden` and `spacingAfter` — and
/// after the canvas and guide constraints, before the statements' constraints.
///
/// Deliberately empty for now: stacks are lowered in StackLowering.swift, which replaces this
/// body with a call into it. Until then a stack is laid out only by the constraints written
/// for it and its children.
func lowerStacks(_ builder: inout IRBuilder) {}
