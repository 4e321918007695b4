import LayoutSource
import LayoutSyntax
import TestSupport

/// Random syntax trees of every construct, as code builds them: every range empty at the
/// start, binary operands never parenthesised (whatever their precedence), a few `paren` nodes
/// of their own, numbers of every magnitude. Only trees the language can write: numbers not
/// negative (there are no negative literals), one term per dimension in a condition
/// alternative, at least one property in a `set` line, and no name `else` (which after a
/// `when` block would continue it; `PrinterSpellingTests` covers that one).
struct TreeGenerator {
    static let nowhere = SourceRange(at: .start)

    /// Names, with the awkward ones: keywords (none is reserved), `H`/`V`, `x…` and `e`
    /// beside numbers, built-in views and guides.
    static let names = ["a", "b", "card", "title", "x1", "_x22", "x", "e", "E1", "view", "label", "stack", "when",
                        "set", "metrics", "or", "H", "V", "hidden", "spacing", "intrinsic", "size", "scaled",
                        "superview", "root", "margins", "readable", "high", "body", "wC", "AX1"]

    /// Every label `used` can collect.
    static let allConstructs: Set<String> = {
        var all: Set<String> = ["view", "view{}", "view{…}", "metrics", "vfl", "constraint", "named constraint", "when", "else when", "else",
                                "set", "number", "name", "anchor", "guideAnchor", "negate", "paren", "scaled",
                                "+", "-", "*", "/", "adjacent", "standard", "predicates", "H:", "V:", "no orientation",
                                "||", "|", "@number", "@name", "@negative", "size", "or", "relation", "no relation",
                                "class", "options", "cell"]
        all.formUnion(Vocabulary.propertyNames)
        return all
    }()

    var random: SeededRandom
    var used = Set<String>()

    init(seed: UInt64) { random = SeededRandom(state: seed &* 0x2545_F491_4F6C_DD1D) }

    mutating func name() -> Identifier { Identifier(random.pick(Self.names), Self.nowhere) }

    mutating func number() -> Double {
        switch random.below(8) {
        case 0: return Double(random.int(0...1000))
        case 1: return Double(random.int(0...4000)) / 8
        case 2:
            // Any positive finite double, subnormals included.
            let exponent = UInt64(random.int(0...0x7FE))
            return Double(bitPattern: exponent << 52 | random.next() & (1 << 52 - 1))
        case 3:
            // Near the printer's switches to and from an exponent.
            let edge = random.pick([1e16, 1e-6, 1e15, 1e-5])
            return random.pick([edge, edge.nextUp, edge.nextDown])
        case 4: return Double(random.int(1...99_999)) / random.pick([10, 100, 1e4, 1e7, 1e9])
        case 5: return Double(random.int(0...9)) * random.pick([1e20, 1e-20, 1e300, 1e-300])
        case 6: return 0
        default: return Double(random.int(0...20))
        }
    }

    // MARK: Expressions

    mutating func expr(depth: Int) -> Expr {
        let leaf = depth >= 4 || random.chance(0.35)
        let kind: Expr.Kind
        if leaf {
            switch random.below(4) {
            case 0: used.insert("number"); kind = .number(number())
            case 1: used.insert("name"); kind = .name(name())
            case 2: used.insert("anchor"); kind = .anchor(view: name(), attribute: name())
            default: used.insert("guideAnchor"); kind = .guideAnchor(view: name(), guide: name(), attribute: name())
            }
        } else {
            switch random.below(10) {
            case 0, 1: used.insert("negate"); kind = .negate(expr(depth: depth + 1))
            case 2: used.insert("paren"); kind = .paren(expr(depth: depth + 1))
            case 3:
                used.insert("scaled")
                kind = .scaled(expr(depth: depth + 1), style: random.pick(TextStyle.allCases), styleRange: Self.nowhere)
            default:
                let op = random.pick([BinaryOperator.add, .subtract, .multiply, .divide])
                used.insert(op.rawValue)
                kind = .binary(op, expr(depth: depth + 1), expr(depth: depth + 1))
            }
        }
        return Expr(kind, Self.nowhere)
    }

    mutating func priority() -> PrioritySyntax? {
        switch random.below(5) {
        case 0: used.insert("@number"); return PrioritySyntax(value: .number(number()), range: Self.nowhere)
        case 1: used.insert("@negative"); return PrioritySyntax(value: .number(-number()), range: Self.nowhere)
        case 2: used.insert("@name"); return PrioritySyntax(value: .name(name().name), range: Self.nowhere)
        default: return nil
        }
    }

    mutating func relation() -> Relation { random.pick(Relation.allCases) }

    // MARK: Properties

    mutating func property() -> ViewProperty {
        let keyword = random.pick(Vocabulary.propertyNames)
        used.insert(keyword)
        let value: ViewPropertyValue
        func optional(_ g: inout TreeGenerator) -> Double? { g.random.chance(0.5) ? g.number() : nil }
        switch keyword {
        case "intrinsic": value = .intrinsic(width: optional(&self), height: optional(&self))
        case "hug": value = .hug(horizontal: number(), vertical: optional(&self))
        case "resist": value = .resist(horizontal: number(), vertical: optional(&self))
        case "hidden": value = .hidden(true)
        case "visible": value = .hidden(false)
        case "axis": value = .axis(random.pick(StackAxis.allCases))
        case "distribution": value = .distribution(random.pick(StackDistribution.allCases))
        case "alignment": value = .alignment(random.pick(StackAlignment.allCases))
        case "spacing": value = .spacing(expr(depth: 1))
        case "spacingAfter": value = .spacingAfter(expr(depth: 1))
        case "style": value = .style(random.pick(TextStyle.allCases))
        case "direction": value = .direction(random.pick(SemanticContent.allCases))
        case "baseline": value = .baseline(first: number(), last: optional(&self))
        case "baselineRelative": value = .baselineRelative(true)
        case "margins":
            value = .margins(random.chance(0.4) ? DirectionalInsets(all: number())
                             : DirectionalInsets(top: number(), leading: number(), bottom: number(), trailing: number()))
        case "uninstalled": value = .installed(false)
        case "installed": value = .installed(true)
        default: value = .marginsRelative(true)
        }
        return ViewProperty(value: value, keyword: Identifier(keyword, Self.nowhere), range: Self.nowhere)
    }

    mutating func properties(_ range: ClosedRange<Int>) -> [ViewProperty] { (0..<random.int(range)).map { _ in property() } }

    // MARK: Visual format

    mutating func predicate() -> VFLPredicate {
        let relation: Relation? = random.chance(0.5) ? self.relation() : nil
        used.insert(relation == nil ? "no relation" : "relation")
        let object = random.chance(0.5) ? Expr(random.chance(0.5) ? .number(number()) : .name(name()), Self.nowhere)
                                         : expr(depth: 2)
        return VFLPredicate(relation: relation, object: object, priority: priority(), range: Self.nowhere)
    }

    mutating func connection() -> VFLConnection {
        let kind: VFLConnection.Kind
        switch random.below(3) {
        case 0: used.insert("adjacent"); kind = .adjacent
        case 1: used.insert("standard"); kind = .standard
        default: used.insert("predicates"); kind = .predicates((0..<random.int(1...3)).map { _ in predicate() })
        }
        return VFLConnection(kind: kind, range: Self.nowhere)
    }

    mutating func vflLine() -> VFLLine {
        let orientation: VFLOrientation? = random.pick([nil, .horizontal, .vertical])
        used.insert(orientation.map { $0.rawValue + ":" } ?? "no orientation")
        let count = random.int(1...4)
        let views = (0..<count).map { _ in
            VFLView(name: name(), predicates: (0..<random.int(0...2)).map { _ in predicate() }, range: Self.nowhere)
        }
        var line = VFLLine(orientation: orientation, orientationRange: orientation == nil ? nil : Self.nowhere,
                           leadingEdge: random.chance(0.5) ? (Self.nowhere, connection()) : nil, views: views,
                           connections: (1..<count).map { _ in connection() },
                           trailingEdge: random.chance(0.5) ? (connection(), Self.nowhere) : nil, range: Self.nowhere)
        line.leadingMargins = line.leadingEdge != nil && random.chance(0.3)
        line.trailingMargins = line.trailingEdge != nil && random.chance(0.3)
        if line.leadingEdge != nil || line.trailingEdge != nil { used.insert(line.leadingMargins || line.trailingMargins ? "||" : "|") }
        if random.chance(0.3) { line.options = options(for: line); used.insert("options") }
        return line
    }

    /// Format options Apple's rules accept on `line` (docs/language.md §4): alignments across
    /// its axis (any on a line of one view), at most one direction and one spacing option,
    /// baseline spacing only on a V: line.
    mutating func options(for line: VFLLine) -> [VFLOptionSyntax] {
        let vertical = line.axis == .vertical
        var pool = VFLFormatOption.allCases.filter { o in
            guard let aligns = o.alignsVertically else { return true }
            return line.views.count == 1 || aligns != vertical
        }
        if !vertical { pool.removeAll { $0 == .spacingBaselineToBaseline } }
        var chosen: [VFLFormatOption] = []
        for _ in 0..<random.int(1...3) {
            let o = random.pick(pool)
            if chosen.contains(o) || (o.group != .alignment && chosen.contains { $0.group == o.group }) { continue }
            chosen.append(o)
        }
        return chosen.map { VFLOptionSyntax(option: $0, range: Self.nowhere) }
    }

    // MARK: Conditions and statements

    mutating func condition() -> TraitCondition {
        let alternatives = (0..<random.int(1...3)).map { _ -> [(term: TraitTerm, range: SourceRange)] in
            var terms: [TraitTerm] = []
            if random.chance(0.6) { terms.append(random.pick([.wC, .wR])) }
            if random.chance(0.6) { terms.append(random.pick([.hC, .hR])) }
            if terms.isEmpty || random.chance(0.3) {
                used.insert("size")
                terms.append(.contentSize(random.pick(ContentSizeRelation.allCases), random.pick(ContentSizeCategory.allCases)))
            }
            return terms.shuffled(using: &self).map { ($0, Self.nowhere) }
        }
        if alternatives.count > 1 { used.insert("or") }
        return TraitCondition(alternatives: alternatives, range: Self.nowhere)
    }

    mutating func statements(depth: Int) -> [Statement] {
        (0..<random.int(0...(depth == 0 ? 8 : 3))).map { _ in statement(depth: depth) }
    }

    mutating func statement(depth: Int) -> Statement {
        let r = Self.nowhere
        switch random.below(depth >= 2 ? 4 : 6) {
        case 0:
            used.insert("constraint")
            // A named constraint now and then (`heroHeight: …`); the names never `H` or `V`.
            var named = random.below(4) == 0 ? name() : nil
            while let n = named, n.name == "H" || n.name == "V" { named = name() }
            if named != nil { used.insert("named constraint") }
            return .constraint(ConstraintStmt(lhs: expr(depth: 1), relation: relation(), relationRange: r,
                                              rhs: expr(depth: 1), priority: priority(), range: r, name: named))
        case 1: used.insert("vfl"); return .vfl(vflLine())
        case 2:
            used.insert("set")
            return .set(SetStmt(target: name(), properties: properties(1...3), range: r))
        case 3:
            used.insert("metrics")
            let definitions = (0..<random.int(0...3)).map { _ in MetricDef(name: name(), value: expr(depth: 1), range: r) }
            return .metrics(MetricsBlock(definitions: definitions, range: r))
        case 4:
            let body: [Statement]? = random.chance(0.5) ? statements(depth: depth + 1) : nil
            used.insert(body == nil ? "view" : body!.isEmpty ? "view{}" : "view{…}")
            var decl = ViewDecl(kind: random.pick(ViewKind.allCases), kindRange: r, name: name(),
                                properties: properties(0...4), body: body, range: r)
            if random.chance(0.2) {
                used.insert("class")
                decl.customClass = Identifier(random.pick(["ChartView", "Charts.BarChart", "x", "e"]), r)
            }
            return .view(decl)
        default:
            used.insert("when")
            let clauses = (0..<random.int(1...3)).map { _ in
                WhenClause(condition: condition(), body: statements(depth: depth + 1), range: r)
            }
            if clauses.count > 1 { used.insert("else when") }
            let elseBody: [Statement]? = random.chance(0.5) ? statements(depth: depth + 1) : nil
            if elseBody != nil { used.insert("else") }
            return .when(WhenBlock(clauses: clauses, elseBody: elseBody, elseRange: elseBody == nil ? nil : r, range: r))
        }
    }
}

extension TreeGenerator: RandomNumberGenerator {
    mutating func next() -> UInt64 { random.next() }
}
