// LayoutDriver: see docs/architecture.md
