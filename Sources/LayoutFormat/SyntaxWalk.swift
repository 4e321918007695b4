import LayoutSyntax

/// What the formatter needs from the syntax tree beyond statement ranges.
enum SyntaxWalk {
    /// One item of a block: a statement, or a metric definition inside `metrics { }`.
    struct BlockItem {
        var start: Int
        var end: Int
        var statement: Statement?
        var isVFL: Bool
        /// Where a visual-format line's `options` begin: the line is written compactly before
        /// it and spaced as prose from it (`-| options alignAllTop, alignAllBottom`).
        var optionsStart: Int?
    }

    /// The file's items: its cell header (`cell table`), when it has one, then its statements.
    static func fileItems(_ file: LayoutFileSyntax) -> [BlockItem] {
        let header = file.cell.map { BlockItem(start: $0.range.start.offset, end: $0.range.end.offset, statement: nil, isVFL: false) }
        return (header.map { [$0] } ?? []) + items(file.statements)
    }

    /// The blocks of a statement, in source order, each as its list of items.
    static func blocks(of statement: Statement) -> [[BlockItem]] {
        switch statement {
        case .view(let v): return v.body.map { [items($0)] } ?? []
        case .metrics(let m):
            return [m.definitions.map { BlockItem(start: $0.range.start.offset, end: $0.range.end.offset, statement: nil, isVFL: false) }]
        case .when(let w): return w.clauses.map { items($0.body) } + (w.elseBody.map { [items($0)] } ?? [])
        case .vfl, .constraint, .set: return []
        }
    }

    static func items(_ statements: [Statement]) -> [BlockItem] {
        statements.map { s in
            if case .vfl(let line) = s {
                return BlockItem(start: s.range.start.offset, end: s.range.end.offset, statement: s, isVFL: true,
                                 optionsStart: line.optionsKeyword?.start.offset)
            }
            return BlockItem(start: s.range.start.offset, end: s.range.end.offset, statement: s, isVFL: false)
        }
    }

    /// Offsets of every `-` that negates (rather than subtracts), so it is written without a
    /// space after it.
    static func unaryMinusOffsets(_ file: LayoutFileSyntax) -> Set<Int> {
        var out: Set<Int> = []
        func expr(_ e: Expr) {
            switch e.kind {
            case .number, .name, .anchor, .guideAnchor: break
            case .negate(let inner): out.insert(e.range.start.offset); expr(inner)
            case .paren(let inner), .scaled(let inner, _, _): expr(inner)
            case .binary(_, let a, let b): expr(a); expr(b)
            }
        }
        func props(_ ps: [ViewProperty]) {
            for p in ps {
                switch p.value {
                case .spacing(let e), .spacingAfter(let e): expr(e)
                default: break
                }
            }
        }
        // `@-5` (out of range, which lowering reports): the `-` starts the priority's range.
        func priority(_ p: PrioritySyntax?) {
            if case .number(let v)? = p?.value, v.sign == .minus, let p { out.insert(p.range.start.offset) }
        }
        func predicates(_ ps: [VFLPredicate]) { ps.forEach { expr($0.object) } }
        func connection(_ c: VFLConnection) { if case .predicates(let ps) = c.kind { predicates(ps) } }
        func statements(_ ss: [Statement]) {
            for s in ss {
                switch s {
                case .view(let v): props(v.properties); statements(v.body ?? [])
                case .metrics(let m): m.definitions.forEach { expr($0.value) }
                case .constraint(let c): expr(c.lhs); expr(c.rhs); priority(c.priority)
                case .set(let st): props(st.properties)
                case .when(let w): w.clauses.forEach { statements($0.body) }; statements(w.elseBody ?? [])
                case .vfl(let l):
                    if let e = l.leadingEdge { connection(e.connection) }
                    l.views.forEach { predicates($0.predicates) }
                    l.connections.forEach(connection)
                    if let e = l.trailingEdge { connection(e.connection) }
                }
            }
        }
        statements(file.statements)
        return out
    }
}
