// LayoutCheck: see docs/architecture.md
