// LayoutBackends: see docs/architecture.md
