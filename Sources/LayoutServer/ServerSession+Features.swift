import LayoutFormat
import LayoutSource
import LayoutSyntax

// Requests answered from a document's analysis: hover, definition, symbols, formatting.
extension ServerSession {
    /// `textDocument/hover`: on a view (declaration or use), its frame in each variant.
    func hover(_ params: JSONValue) throws -> JSONValue {
        let uri = try params.required("textDocument").requiredString("uri")
        let (document, analysis) = try currentAnalysis(uri: uri)
        let offset = try LSPConvert.offset(of: params, in: document.source)
        guard let occurrence = analysis.index.occurrence(at: offset) else { return .null }
        let name: String
        if occurrence.name == "superview", let enclosing = occurrence.enclosingView {
            name = enclosing
        } else if occurrence.kind == .view, ["root", "safeArea", "margins"].contains(occurrence.name) {
            name = occurrence.name
        } else if occurrence.kind != .metric, analysis.index.views[occurrence.name] != nil {
            name = occurrence.name
        } else {
            return .null
        }
        let text = HoverText.view(named: name, declaration: analysis.index.views[name], solutions: analysis.solutions)
        return .object([
            ("contents", .object([("kind", .string("markdown")), ("value", .string(text))])),
            ("range", LSPConvert.range(occurrence.range, in: document.source)),
        ])
    }

    /// `textDocument/definition`: from a use of a view or metric to its declaration(s).
    func definition(_ params: JSONValue) throws -> JSONValue {
        let uri = try params.required("textDocument").requiredString("uri")
        let (document, analysis) = try currentAnalysis(uri: uri)
        let offset = try LSPConvert.offset(of: params, in: document.source)
        guard let occurrence = analysis.index.occurrence(at: offset) else { return .null }
        let targets = analysis.index.declarations(of: occurrence)
        guard !targets.isEmpty else { return .null }
        return .array(targets.map { .object([("uri", .string(uri)), ("range", LSPConvert.range($0, in: document.source))]) })
    }

    /// `textDocument/documentSymbol`: the view tree (and the metrics), hierarchically.
    func documentSymbols(_ params: JSONValue) throws -> JSONValue {
        let uri = try params.required("textDocument").requiredString("uri")
        let (document, analysis) = try currentAnalysis(uri: uri)
        let source = document.source
        func symbol(_ node: SymbolIndex.ViewNode) -> JSONValue {
            var fields: [(String, JSONValue)] = [
                ("name", .string(node.decl.name.name)),
                ("detail", .string(node.decl.kind.rawValue)),
                ("kind", .number(Double(node.decl.kind == .stack ? LSPSymbolKind.array : LSPSymbolKind.object))),
                ("range", LSPConvert.range(node.decl.range, in: source)),
                ("selectionRange", LSPConvert.range(node.decl.name.range, in: source)),
            ]
            if !node.children.isEmpty { fields.append(("children", .array(node.children.map(symbol)))) }
            return .object(fields)
        }
        var symbols = analysis.index.roots.map(symbol)
        for (def, conditional) in analysis.index.metricDefinitions where !conditional {
            symbols.append(.object([
                ("name", .string(def.name.name)),
                ("detail", .string("metric")),
                ("kind", .number(Double(LSPSymbolKind.constant))),
                ("range", LSPConvert.range(def.range, in: source)),
                ("selectionRange", LSPConvert.range(def.name.range, in: source)),
            ]))
        }
        return .array(symbols)
    }

    /// `textDocument/formatting`: one edit replacing the whole text, none when already
    /// formatted or when the file has syntax errors (a broken file is never formatted).
    func formatting(_ params: JSONValue) throws -> JSONValue {
        let uri = try params.required("textDocument").requiredString("uri")
        guard let document = documents[uri] else { throw RPCError(.invalidParams, "document is not open: \(uri)") }
        let result = Formatter.format(document.source)
        guard let formatted = result.formatted, result.changed else { return .array([]) }
        let source = document.source
        let end = source.location(at: source.bytes.count)
        let whole = SourceRange(start: .start, end: end)
        return .array([.object([("range", LSPConvert.range(whole, in: source)), ("newText", .string(formatted))])])
    }
}

/// The protocol's `SymbolKind` numbers used here.
enum LSPSymbolKind {
    static let constant = 14
    static let object = 19
    static let array = 18
}
