// LayoutFormat: see docs/architecture.md
