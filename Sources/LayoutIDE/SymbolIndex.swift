import LayoutSource
import LayoutSyntax

/// Where every view and metric of a file is declared and used, from its syntax tree.
///
/// Built once per analysis (on first use); the language server's hover, definition,
/// references, rename, completion, highlighting and symbols look names up here. Which words
/// are built-in is `Vocabulary`'s, the lowering's own list.
public struct SymbolIndex: Sendable {
    /// What a name refers to.
    public enum Kind: Equatable, Sendable {
        /// A view (or stack, guide …); `superview` also resolves to one.
        case view
        /// A metric.
        case metric
        /// A name that may be either (a bare name in a visual-format predicate).
        case viewOrMetric
    }

    /// One written name.
    public struct Occurrence: Sendable {
        /// The name as written.
        public var name: String
        /// Its range.
        public var range: SourceRange
        /// What it refers to.
        public var kind: Kind
        /// Whether this is the declaration itself.
        public var isDeclaration: Bool
        /// For `superview`, the view whose block it is written in.
        public var enclosingView: String?
    }

    /// A declared view and its children, for document symbols.
    public struct ViewNode: Sendable {
        /// The declaration.
        public var decl: ViewDecl
        /// Declared children, in source order.
        public var children: [ViewNode]
    }

    /// Every occurrence, in source order.
    public private(set) var occurrences: [Occurrence] = []
    /// The view tree.
    public private(set) var roots: [ViewNode] = []
    /// Metric definitions, in source order (a metric may be defined in several blocks).
    public private(set) var metricDefinitions: [(def: MetricDef, conditional: Bool)] = []
    /// View declarations by name.
    public private(set) var views: [String: ViewDecl] = [:]

    /// Indexes `file`.
    public init(_ file: LayoutFileSyntax) {
        roots = visit(file.statements, enclosing: nil, conditional: false)
        occurrences.sort { $0.range < $1.range }
    }

    /// The occurrence whose range contains `offset` (its end included, so a cursor just after
    /// a name still finds it).
    public func occurrence(at offset: Int) -> Occurrence? {
        // The last occurrence starting at or before `offset` (binary search: they are sorted).
        var lo = 0, hi = occurrences.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if occurrences[mid].range.start.offset <= offset { lo = mid + 1 } else { hi = mid }
        }
        guard lo > 0, offset <= occurrences[lo - 1].range.end.offset else { return nil }
        return occurrences[lo - 1]
    }

    /// What an occurrence names once resolved as lowering resolves it: a bare name in a
    /// visual-format predicate is a view when one is declared (or built in), else a metric.
    public func resolvedKind(of o: Occurrence) -> Kind {
        guard o.kind == .viewOrMetric else { return o.kind }
        return views[o.name] != nil || Vocabulary.builtinViews.contains(o.name) ? .view : .metric
    }

    /// Whether `name` is declared as a view or defined as a metric in the file.
    public func isDeclared(_ name: String, as kind: Kind) -> Bool {
        kind == .view ? views[name] != nil : metricDefinitions.contains { $0.def.name.name == name }
    }

    /// Every occurrence of the view or metric `name` (declarations included), in source
    /// order; `superview` is not an occurrence of the view it stands for.
    public func occurrences(of name: String, kind: Kind) -> [Occurrence] {
        occurrences.filter { $0.name == name && resolvedKind(of: $0) == kind }
    }

    /// The declarations an occurrence refers to: one view, or every definition of a metric
    /// (the unconditional one first).
    public func declarations(of o: Occurrence) -> [SourceRange] {
        if o.name == Vocabulary.superview, let enclosing = o.enclosingView {
            return views[enclosing].map { [$0.name.range] } ?? []
        }
        if o.kind != .metric, let view = views[o.name] { return [view.name.range] }
        guard o.kind != .view else { return [] }
        let defs = metricDefinitions.filter { $0.def.name.name == o.name }
        return (defs.filter { !$0.conditional } + defs.filter { $0.conditional }).map { $0.def.name.range }
    }

    private mutating func visit(_ statements: [Statement], enclosing: String?, conditional: Bool) -> [ViewNode] {
        var nodes: [ViewNode] = []
        for statement in statements {
            switch statement {
            case .view(let decl):
                views[decl.name.name] = decl
                occurrences.append(Occurrence(name: decl.name.name, range: decl.name.range, kind: .view, isDeclaration: true))
                properties(decl.properties, enclosing: enclosing)
                let children = visit(decl.body ?? [], enclosing: decl.name.name, conditional: conditional)
                nodes.append(ViewNode(decl: decl, children: children))
            case .metrics(let block):
                for def in block.definitions {
                    metricDefinitions.append((def, conditional))
                    occurrences.append(Occurrence(name: def.name.name, range: def.name.range, kind: .metric, isDeclaration: true))
                    expression(def.value, enclosing: enclosing, bareNames: .metric)
                }
            case .vfl(let line):
                vfl(line, enclosing: enclosing)
            case .constraint(let c):
                expression(c.lhs, enclosing: enclosing, bareNames: .metric)
                expression(c.rhs, enclosing: enclosing, bareNames: .metric)
                priority(c.priority)
            case .when(let block):
                for clause in block.clauses {
                    nodes += visit(clause.body, enclosing: enclosing, conditional: true)
                }
                nodes += visit(block.elseBody ?? [], enclosing: enclosing, conditional: true)
            case .set(let s):
                occurrences.append(Occurrence(name: s.target.name, range: s.target.range, kind: .view, isDeclaration: false))
                properties(s.properties, enclosing: enclosing)
            }
        }
        return nodes
    }

    private mutating func properties(_ props: [ViewProperty], enclosing: String?) {
        for p in props {
            switch p.value {
            case .spacing(let e), .spacingAfter(let e): expression(e, enclosing: enclosing, bareNames: .metric)
            default: break
            }
        }
    }

    private mutating func priority(_ p: PrioritySyntax?) {
        guard let p, case .name(let name) = p.value,
              Vocabulary.priority(named: name) == nil else { return }
        occurrences.append(Occurrence(name: name, range: p.range, kind: .metric, isDeclaration: false))
    }

    private mutating func vfl(_ line: VFLLine, enclosing: String?) {
        func connection(_ c: VFLConnection) {
            if case .predicates(let ps) = c.kind { predicates(ps) }
        }
        func predicates(_ ps: [VFLPredicate]) {
            for p in ps {
                expression(p.object, enclosing: enclosing, bareNames: .viewOrMetric)
                priority(p.priority)
            }
        }
        if let edge = line.leadingEdge { connection(edge.connection) }
        for view in line.views {
            occurrences.append(Occurrence(name: view.name.name, range: view.name.range, kind: .view, isDeclaration: false))
            predicates(view.predicates)
        }
        line.connections.forEach(connection)
        if let edge = line.trailingEdge { connection(edge.connection) }
    }

    private mutating func expression(_ e: Expr, enclosing: String?, bareNames: Kind) {
        switch e.kind {
        case .number: break
        case .name(let id):
            occurrences.append(Occurrence(name: id.name, range: id.range, kind: bareNames, isDeclaration: false))
        case .anchor(let view, _), .guideAnchor(let view, _, _):
            occurrences.append(Occurrence(name: view.name, range: view.range, kind: .view, isDeclaration: false,
                                          enclosingView: enclosing))
        case .negate(let inner), .paren(let inner), .scaled(let inner, _, _):
            expression(inner, enclosing: enclosing, bareNames: bareNames)
        case .binary(_, let a, let b):
            expression(a, enclosing: enclosing, bareNames: bareNames)
            expression(b, enclosing: enclosing, bareNames: bareNames)
        }
    }
}
