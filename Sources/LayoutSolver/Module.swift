// LayoutSolver: see docs/architecture.md
