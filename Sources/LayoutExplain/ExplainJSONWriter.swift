import LayoutConsoleLog
import LayoutSource

/// `vflc explain --format json`: `{"reports": [...]}`, one entry per report of every input, as
/// `docs/schema/explain.schema.json` describes. Beside the explanation, each report carries its
/// linear system — every understood constraint's relation over view attributes, the implicit
/// facts and the margins guides — so a checker of its own can verify the minimal set.
public enum ExplainJSONWriter {
    /// The document for `results`, pretty-printed with two spaces, ending with a newline.
    public static func write(_ results: [ExplainResult]) -> String {
        document(results).serialized(indent: 2) + "\n"
    }

    public static func document(_ results: [ExplainResult]) -> JSONValue {
        .object([("schemaVersion", .number(1)), ("reports", .array(results.flatMap { $0.reports.map(report) }))])
    }

    static func report(_ r: ExplainedReport) -> JSONValue {
        .object([
            ("file", .string(r.file)),
            ("line", int(r.line)),
            ("platform", .string(r.platform.rawValue)),
            ("constraints", .array(r.constraints.map(constraint))),
            ("minimal", .array(r.minimal.map(int))),
            ("facts", .array(r.facts.map(fact))),
            ("marginsGuides", .array(r.marginsGuides.map { .object([("view", .string($0.view.key)), ("guide", .string($0.guide.key))]) })),
            ("broken", r.broken.map(int) ?? .null),
            ("brokenText", r.brokenText.map(JSONValue.string) ?? .null),
            ("brokenInMinimal", r.brokenInMinimal.map(JSONValue.bool) ?? .null),
            ("cause", .string(r.cause.rawValue)),
            ("explanation", .string(r.explanation)),
            ("fix", .string(r.fix)),
        ])
    }

    static func constraint(_ c: ExplainedConstraint) -> JSONValue {
        .object([
            ("index", int(c.index)),
            ("text", .string(c.text)),
            ("line", int(c.line)),
            ("understood", .bool(c.understood)),
            ("reason", c.reason.map(JSONValue.string) ?? .null),
            ("identifier", c.header?.identifier.map(JSONValue.string) ?? .null),
            ("origin", .string(c.origin.rawValue)),
            ("required", .bool(c.required)),
            ("equation", c.equation.map(equation) ?? .null),
            ("source", c.source.map(JSONValue.string) ?? .null),
            ("location", c.location.map(location) ?? .null),
        ])
    }

    static func equation(_ e: LogEquation) -> JSONValue {
        .object([
            ("terms", .array(e.terms.map { t in
                .object([("item", .string(t.item.key)), ("display", .string(t.item.display)),
                         ("attribute", .string(t.attribute.rawValue)), ("coefficient", .string(t.coefficient.text))])
            })),
            ("relation", .string(e.relation.rawValue)),
            ("constant", .string(e.constant.text)),
        ])
    }

    static func fact(_ f: ImplicitFact) -> JSONValue {
        .object([
            ("kind", .string(f.kind.rawValue)),
            ("item", .string(f.item.key)),
            ("attribute", .string(f.attribute.rawValue)),
            ("assumed", .bool(f.assumed)),
            ("text", .string(f.text)),
        ])
    }

    static func location(_ l: SourceLink) -> JSONValue {
        .object([
            ("file", .string(l.path)),
            ("line", int(l.line)),
            ("column", l.column.map(int) ?? .null),
            ("role", l.role.map(JSONValue.string) ?? .null),
            ("text", .string(l.source.lineText(l.line))),
            ("check", l.checked ? .array(l.check.map { d in
                .object([("file", .string(d.file)), ("id", .string(d.id.rawValue)), ("severity", .string(d.severity.rawValue)), ("message", .string(d.message)),
                         ("line", int(d.range.start.line)), ("column", int(d.range.start.column))])
            }) : .null),
        ])
    }

    static func int(_ i: Int) -> JSONValue { .number(Double(i)) }
}
