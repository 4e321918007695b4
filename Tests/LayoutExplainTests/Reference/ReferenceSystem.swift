import LayoutConsoleLog
import LayoutExplain

/// A report's linear system rebuilt from what the explainer printed (its equations over view
/// attributes, its facts and margins guides), with this file's own reading of the attributes
/// (docs/explain.md, "The linear system"), for `ExactSimplex`.
enum ReferenceSystem {
    static func expand(_ key: String, _ a: LogAttribute, _ guides: [String: String]) -> [String: Rational] {
        let half = Rational(1) / Rational(2)
        func v(_ part: String) -> String { key + "#" + part }
        if a.isMargin {
            if let g = guides[key] {
                let plain: [LogAttribute: LogAttribute] = [.leftMargin: .left, .rightMargin: .right, .topMargin: .top,
                    .bottomMargin: .bottom, .leadingMargin: .leading, .trailingMargin: .trailing,
                    .centerXWithinMargins: .centerX, .centerYWithinMargins: .centerY]
                return expand(g, plain[a]!, guides)
            }
            switch a {
            case .centerXWithinMargins: return [v("leftMargin"): half, v("rightMargin"): half]
            case .centerYWithinMargins: return [v("topMargin"): half, v("bottomMargin"): half]
            default: return [v(a.rawValue): .one]
            }
        }
        switch a {
        case .left, .minX: return [v("x"): .one]
        case .right, .maxX: return [v("x"): .one, v("w"): .one]
        case .centerX, .midX: return [v("x"): .one, v("w"): half]
        case .width: return [v("w"): .one]
        case .leading: return [v("l"): .one]
        case .trailing: return [v("l"): .one, v("w"): .one]
        case .top, .minY: return [v("y"): .one]
        case .bottom, .maxY: return [v("y"): .one, v("h"): .one]
        case .centerY, .midY: return [v("y"): .one, v("h"): half]
        case .height: return [v("h"): .one]
        case .firstBaseline: return [v("fb"): .one]
        default: return [v("lb"): .one]
        }
    }

    static func add(_ into: inout [String: Rational], _ terms: [String: Rational], _ k: Rational) {
        for (name, c) in terms { into[name] = (into[name] ?? .zero) + c * k }
    }

    static func row(_ e: LogEquation, _ guides: [String: String]) -> ExactSimplex.Row {
        var terms: [String: Rational] = [:]
        for t in e.terms { add(&terms, expand(t.item.key, t.attribute, guides), Rational(decimal: t.coefficient.text)!) }
        return ExactSimplex.Row(terms: terms, relation: relation(e.relation), constant: Rational(decimal: e.constant.text)!)
    }

    static func relation(_ r: LogRelation) -> ExactSimplex.Relation {
        switch r {
        case .equal: return .equal
        case .lessOrEqual: return .lessOrEqual
        case .greaterOrEqual: return .greaterOrEqual
        }
    }

    /// The fact as a row; nil for an assumed superview (the equations already name it).
    static func row(_ f: ImplicitFact, _ guides: [String: String]) -> ExactSimplex.Row? {
        let k = f.item.key
        func diff(_ p: LogAttribute, _ m: LogAttribute, _ c: Int) -> ExactSimplex.Row {
            var terms: [String: Rational] = [:]
            add(&terms, expand(k, p, guides), .one)
            add(&terms, expand(k, m, guides), -.one)
            return ExactSimplex.Row(terms: terms, relation: .equal, constant: Rational(c))
        }
        switch f.kind {
        case .nonNegative: return ExactSimplex.Row(terms: expand(k, f.attribute, guides), relation: .greaterOrEqual, constant: .zero)
        case .leftToRight:
            switch f.attribute {
            case .leadingMargin: return diff(.leadingMargin, .leftMargin, 0)
            case .trailingMargin: return diff(.trailingMargin, .rightMargin, 0)
            default: return diff(.leading, .left, 0)
            }
        case .defaultMargin:
            switch f.attribute {
            case .topMargin: return diff(.topMargin, .top, 8)
            case .bottomMargin: return diff(.bottom, .bottomMargin, 8)
            case .leftMargin: return diff(.leftMargin, .left, 8)
            case .rightMargin: return diff(.right, .rightMargin, 8)
            case .leadingMargin: return diff(.leadingMargin, .leading, 8)
            default: return diff(.trailing, .trailingMargin, 8)
            }
        case .superview: return nil
        }
    }

    /// Whether `report`'s minimal set with its facts has no solution, and removing any one
    /// member (constraint or fact) leaves one: nil when so, else what fails.
    static func minimalityProblem(_ report: ExplainedReport) -> String? {
        let guides = Dictionary(report.marginsGuides.map { ($0.view.key, $0.guide.key) }, uniquingKeysWith: { a, _ in a })
        var members = report.minimal.map { row(report.constraints[$0].equation!, guides) }
        members += report.facts.compactMap { row($0, guides) }
        if ExactSimplex.feasible(members) { return "the minimal set has a solution" }
        for k in members.indices {
            var rest = members
            rest.remove(at: k)
            if !ExactSimplex.feasible(rest) { return "removing member \(k) leaves it infeasible" }
        }
        return nil
    }
}
