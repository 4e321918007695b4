import LayoutIDE
import LayoutSource

// Requests about names and the analysis: hover, definition, references, rename, symbols,
// formatting. The answers are the IDE layer's (`LayoutIDE`); here they become the protocol's JSON.
extension ServerSession {
    /// `textDocument/hover`: on a view, its frame in each variant; on a metric, its value in
    /// each; elsewhere in a constraint, the constraint as lowered and its violation in each —
    /// as Markdown or plain text, whichever the client reads.
    func hover(_ params: JSONValue) throws -> JSONValue {
        let uri = try params.required("textDocument").requiredString("uri")
        let (document, analysis) = try currentAnalysis(uri: uri)
        let source = document.source
        let offset = try LSPConvert.offset(of: params, in: source)
        guard let hover = analysis.hover(at: offset) else { return .null }
        let doc = hover.document
        let contents: JSONValue = client.hoverMarkdown
            ? .object([("kind", .string("markdown")), ("value", .string(doc.markdown))])
            : .object([("kind", .string("plaintext")), ("value", .string(doc.plaintext))])
        return .object([("contents", contents), ("range", LSPConvert.range(hover.range, in: source))])
    }

    /// `textDocument/definition`: from a use of a view or metric to its declaration(s).
    func definition(_ params: JSONValue) throws -> JSONValue {
        let uri = try params.required("textDocument").requiredString("uri")
        let (document, analysis) = try currentAnalysis(uri: uri)
        let offset = try LSPConvert.offset(of: params, in: document.source)
        let targets = analysis.definition(at: offset)
        guard !targets.isEmpty else { return .null }
        return .array(targets.map { .object([("uri", .string(uri)), ("range", LSPConvert.range($0, in: document.source))]) })
    }

    /// The document, its analysis and the offset a `TextDocumentPositionParams` names.
    private func position(_ params: JSONValue) throws -> (OpenDocument, DocumentAnalysis, Int) {
        let uri = try params.required("textDocument").requiredString("uri")
        let (document, analysis) = try currentAnalysis(uri: uri)
        return (document, analysis, try LSPConvert.offset(of: params, in: document.source))
    }

    /// `textDocument/references`: every use of the view or metric (and its declaration, when
    /// the client asks for it).
    func references(_ params: JSONValue) throws -> JSONValue {
        let (document, analysis, offset) = try position(params)
        let withDeclaration = params["context"]?["includeDeclaration"]?.boolValue ?? true
        return .array(analysis.references(at: offset, includeDeclaration: withDeclaration).map {
            .object([("uri", .string(document.uri)), ("range", LSPConvert.range($0, in: document.source))])
        })
    }

    /// `textDocument/prepareRename`: the name's range when it can be renamed, else `null`.
    func prepareRename(_ params: JSONValue) throws -> JSONValue {
        let (document, analysis, offset) = try position(params)
        guard let target = analysis.renameTarget(at: offset) else { return .null }
        return .object([("range", LSPConvert.range(target.range, in: document.source)), ("placeholder", .string(target.name))])
    }

    /// `textDocument/rename`: the view or metric renamed at its declaration(s) and every use.
    func rename(_ params: JSONValue) throws -> JSONValue {
        let newName = try params.requiredString("newName")
        let (document, analysis, offset) = try position(params)
        switch analysis.rename(at: offset, to: newName) {
        case .failure(let e):
            throw RPCError(.requestFailed, e.message)
        case .success(let edits):
            return .object([("changes", .object([(document.uri, .array(edits.map { LSPConvert.edit($0, in: document.source) }))]))])
        }
    }

    /// `textDocument/documentSymbol`: the view tree (and the metrics) — nested
    /// `DocumentSymbol`s for clients that read them, else flat `SymbolInformation`.
    func documentSymbols(_ params: JSONValue) throws -> JSONValue {
        let uri = try params.required("textDocument").requiredString("uri")
        let (document, analysis) = try currentAnalysis(uri: uri)
        let source = document.source
        func kind(_ s: DocumentSymbol) -> JSONValue {
            switch s.kind {
            case .view: return .number(Double(LSPSymbolKind.object))
            case .stack: return .number(Double(LSPSymbolKind.array))
            case .metric: return .number(Double(LSPSymbolKind.constant))
            }
        }
        func nested(_ s: DocumentSymbol) -> JSONValue {
            var fields: [(String, JSONValue)] = [
                ("name", .string(s.name)), ("detail", .string(s.detail)), ("kind", kind(s)),
                ("range", LSPConvert.range(s.range, in: source)),
                ("selectionRange", LSPConvert.range(s.selectionRange, in: source)),
            ]
            if !s.children.isEmpty { fields.append(("children", .array(s.children.map(nested)))) }
            return .object(fields)
        }
        var flat: [JSONValue] = []
        func addFlat(_ s: DocumentSymbol, container: String?) {
            var fields: [(String, JSONValue)] = [
                ("name", .string(s.name)), ("kind", kind(s)),
                ("location", .object([("uri", .string(uri)), ("range", LSPConvert.range(s.range, in: source))])),
            ]
            if let container { fields.append(("containerName", .string(container))) }
            flat.append(.object(fields))
            for child in s.children { addFlat(child, container: s.name) }
        }
        let symbols = analysis.documentSymbols()
        if client.hierarchicalSymbols { return .array(symbols.map(nested)) }
        for s in symbols { addFlat(s, container: s.kind == .metric ? "metrics" : nil) }
        return .array(flat)
    }

    /// `textDocument/formatting`: one edit replacing the whole text, none when already
    /// formatted or when the file has syntax errors (a broken file is never formatted).
    func formatting(_ params: JSONValue) throws -> JSONValue {
        let uri = try params.required("textDocument").requiredString("uri")
        guard let document = documents[uri] else { throw RPCError(.invalidParams, "document is not open: \(uri)") }
        guard let edit = DocumentFormatting.edit(document.source) else { return .array([]) }
        return .array([LSPConvert.edit(edit, in: document.source)])
    }
}

/// The protocol's `SymbolKind` numbers used here.
enum LSPSymbolKind {
    static let constant = 14
    static let object = 19
    static let array = 18
}
