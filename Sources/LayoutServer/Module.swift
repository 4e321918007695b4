// LayoutServer: see docs/architecture.md
