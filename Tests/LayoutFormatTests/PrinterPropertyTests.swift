import Foundation
import LayoutFormat
import LayoutSource
import LayoutSyntax
import TestSupport
import XCTest

/// Random trees built by code, as an importer builds them (no ranges worth the name, no
/// parentheses where precedence needs them): printed, they parse without a diagnostic to the
/// same tree with exactly the parentheses precedence needs added (`Parenthesized`, written
/// here apart from the printer), and `vflc fmt --check` accepts it. (Here rather than in
/// `LayoutSyntaxTests` for the formatter.) `VFLC_SEED=n` reruns one seed.
final class PrinterPropertyTests: XCTestCase {
    static let seeds: [UInt64] = {
        if let s = ProcessInfo.processInfo.environment["VFLC_SEED"], let n = UInt64(s) { return [n] }
        return Array(1...400)
    }()

    func testRandomTreesPrintAndParseBack() {
        var constructs = Set<String>()
        for seed in Self.seeds {
            var generator = TreeGenerator(seed: seed)
            let statements = generator.statements(depth: 0)
            constructs.formUnion(generator.used)
            var file = LayoutFileSyntax(statements: statements, range: TreeGenerator.nowhere)
            if generator.random.chance(0.1) {
                constructs.insert("cell")
                let nowhere = TreeGenerator.nowhere
                file.cell = CellHeader(kind: generator.random.pick(CellKind.allCases), keywordRange: nowhere, kindRange: nowhere,
                                       estimatedHeight: generator.random.chance(0.5) ? 80 : nil, estimatedRange: nil, range: nowhere)
            }
            let printed = LayoutPrinter.print(file)
            let again = Parser.parse(SourceFile(path: "random.layout", text: printed))
            var parenthesized = file
            parenthesized.statements = Parenthesized.statements(statements)
            let expected = SyntaxShape.text(parenthesized)
            let actual = SyntaxShape.text(again.file)
            guard again.diagnostics.isEmpty, actual == expected else {
                XCTFail("seed \(seed) (VFLC_SEED=\(seed) reruns it): "
                        + "\(again.diagnostics.map { "\($0.range.start) \($0.message)" })\n"
                        + Golden.firstDifference(expected, actual) + "\nprinted:\n" + printed)
                return
            }
            XCTAssertEqual(LayoutPrinter.print(again.file), printed, "seed \(seed): printing the re-parsed tree")
            let formatted = Formatter.format(SourceFile(path: "random.layout", text: printed))
            XCTAssertEqual(formatted.diagnostics.map(\.message), [], "seed \(seed)")
            XCTAssertFalse(formatted.changed, "seed \(seed): fmt --check rejects the printed text: "
                           + Golden.firstDifference(printed, formatted.formatted ?? ""))
        }
        // Every kind of node and property came up (a generator that stopped making one would
        // leave it untested).
        if Self.seeds.count > 1 {
            XCTAssertEqual(TreeGenerator.allConstructs.subtracting(constructs), [])
        }
    }

    /// The reference really adds parentheses: `Parenthesized` of a bare `(a + b) * c`.
    func testTheReferenceParenthesizes() {
        let r = TreeGenerator.nowhere
        func name(_ n: String) -> Expr { Expr(.name(Identifier(n, r)), r) }
        let product = Expr(.binary(.multiply, Expr(.binary(.add, name("a"), name("b")), r), name("c")), r)
        XCTAssertEqual(SyntaxShape.expr(Parenthesized.expr(product)), "(* (paren (+ a b)) c)")
        let difference = Expr(.binary(.subtract, name("a"), Expr(.binary(.subtract, name("b"), name("c")), r)), r)
        XCTAssertEqual(SyntaxShape.expr(Parenthesized.expr(difference)), "(- a (paren (- b c)))")
        XCTAssertEqual(LayoutPrinter.expression(product), "(a + b) * c")
        XCTAssertEqual(LayoutPrinter.expression(difference), "a - (b - c)")
        XCTAssertEqual(LayoutPrinter.expression(difference, compact: true), "a-(b-c)")
    }
}

/// Where the parser needs parentheses in a tree without them, added as `paren` nodes: a
/// binary operand that binds less tightly than its operator (or as tightly, on the right: the
/// operators are left-associative), and a binary operand of a negation.
enum Parenthesized {
    static func binding(_ e: Expr) -> Int {
        switch e.kind {
        case .binary(.add, _, _), .binary(.subtract, _, _): return 1
        case .binary: return 2
        case .negate: return 3
        default: return 4
        }
    }

    static func wrapped(_ e: Expr, ifBelow level: Int) -> Expr {
        let inner = expr(e)
        return binding(e) < level ? Expr(.paren(inner), e.range) : inner
    }

    static func expr(_ e: Expr) -> Expr {
        switch e.kind {
        case .number, .name, .anchor, .guideAnchor: return e
        case .negate(let x): return Expr(.negate(wrapped(x, ifBelow: 3)), e.range)
        case .paren(let x): return Expr(.paren(expr(x)), e.range)
        case .scaled(let x, let style, let r): return Expr(.scaled(expr(x), style: style, styleRange: r), e.range)
        case .binary(let op, let l, let r):
            let level = binding(e)
            return Expr(.binary(op, wrapped(l, ifBelow: level), wrapped(r, ifBelow: level + 1)), e.range)
        }
    }

    static func property(_ p: ViewProperty) -> ViewProperty {
        var p = p
        switch p.value {
        case .spacing(let e): p.value = .spacing(expr(e))
        case .spacingAfter(let e): p.value = .spacingAfter(expr(e))
        default: break
        }
        return p
    }

    static func predicates(_ ps: [VFLPredicate]) -> [VFLPredicate] {
        ps.map { p in var p = p; p.object = expr(p.object); return p }
    }

    static func connection(_ c: VFLConnection) -> VFLConnection {
        guard case .predicates(let ps) = c.kind else { return c }
        return VFLConnection(kind: .predicates(predicates(ps)), range: c.range)
    }

    static func statements(_ list: [Statement]) -> [Statement] {
        list.map { s in
            switch s {
            case .view(var v):
                v.properties = v.properties.map(property)
                v.body = v.body.map(statements)
                return .view(v)
            case .metrics(var m):
                m.definitions = m.definitions.map { d in var d = d; d.value = expr(d.value); return d }
                return .metrics(m)
            case .constraint(var c):
                c.lhs = expr(c.lhs); c.rhs = expr(c.rhs)
                return .constraint(c)
            case .set(var st):
                st.properties = st.properties.map(property)
                return .set(st)
            case .when(var w):
                w.clauses = w.clauses.map { c in var c = c; c.body = statements(c.body); return c }
                w.elseBody = w.elseBody.map(statements)
                return .when(w)
            case .vfl(var l):
                l.leadingEdge = l.leadingEdge.map { ($0.pipe, connection($0.connection)) }
                l.trailingEdge = l.trailingEdge.map { (connection($0.connection), $0.pipe) }
                l.connections = l.connections.map(connection)
                l.views = l.views.map { v in var v = v; v.predicates = predicates(v.predicates); return v }
                return .vfl(l)
            }
        }
    }
}
