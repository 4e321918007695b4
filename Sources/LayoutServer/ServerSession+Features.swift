import LayoutDriver
import LayoutFormat
import LayoutSource
import LayoutSyntax

// Requests about names and the analysis: hover, definition, references, rename, symbols,
// formatting.
extension ServerSession {
    /// The hover `document` as the client reads it (Markdown or plain text).
    func hoverResult(_ doc: HoverDocument, range: SourceRange, in source: SourceFile) -> JSONValue {
        let contents: JSONValue = client.hoverMarkdown
            ? .object([("kind", .string("markdown")), ("value", .string(doc.markdown))])
            : .object([("kind", .string("plaintext")), ("value", .string(doc.plaintext))])
        return .object([("contents", contents), ("range", LSPConvert.range(range, in: source))])
    }

    /// `textDocument/hover`: on a view, its frame in each variant; on a metric, its value in
    /// each; elsewhere in a constraint, the constraint as lowered and its violation in each.
    func hover(_ params: JSONValue) throws -> JSONValue {
        let uri = try params.required("textDocument").requiredString("uri")
        let (document, analysis) = try currentAnalysis(uri: uri)
        let source = document.source
        let offset = try LSPConvert.offset(of: params, in: source)
        let index = analysis.index
        if let o = index.occurrence(at: offset) {
            if o.name == Vocabulary.superview, let enclosing = o.enclosingView {
                let doc = HoverText.view(named: enclosing, declaration: index.views[enclosing], solutions: analysis.solutions)
                return hoverResult(doc, range: o.range, in: source)
            }
            switch index.resolvedKind(of: o) {
            case .view where index.views[o.name] != nil || Vocabulary.builtinViews.contains(o.name):
                let doc = HoverText.view(named: o.name, declaration: index.views[o.name], solutions: analysis.solutions)
                return hoverResult(doc, range: o.range, in: source)
            case .metric where index.isDeclared(o.name, as: .metric) || Vocabulary.builtinMetric(named: o.name) != nil:
                return hoverResult(HoverText.metric(named: o.name, variants: analysis.variants), range: o.range, in: source)
            default:
                break
            }
        }
        return constraintHover(at: offset, analysis: analysis, source: source) ?? .null
    }

    /// The constraints whose statement holds `offset` (the innermost statement: a
    /// visual-format line's constraints all come from it), in every variant.
    private func constraintHover(at offset: Int, analysis: DocumentAnalysis, source: SourceFile) -> JSONValue? {
        let at = analysis.variantOffset(offset)
        var best: SourceRange?
        for solution in analysis.solutions {
            for c in solution.ir.constraints {
                guard let r = c.origin.range, r.start.offset <= at, at <= r.end.offset else { continue }
                if best == nil || r.end.offset - r.start.offset < best!.end.offset - best!.start.offset { best = r }
            }
        }
        guard let best else { return nil }
        var found: [(variant: Int, index: Int)] = []
        for (v, solution) in analysis.solutions.enumerated() {
            for (i, c) in solution.ir.constraints.enumerated() where c.origin.range == best { found.append((v, i)) }
        }
        let range = analysis.currentRange(best)
        let doc = HoverText.constraints(Array(found.prefix(48)), solutions: analysis.solutions, source: source.text(in: range))
        return hoverResult(doc, range: range, in: source)
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

    /// The declared view or metric under the cursor, with its occurrences; `nil` on anything
    /// else (a keyword, a built-in name, `superview`).
    private func renamable(_ params: JSONValue) throws -> (OpenDocument, SymbolIndex.Occurrence, [SymbolIndex.Occurrence])? {
        let uri = try params.required("textDocument").requiredString("uri")
        let (document, analysis) = try currentAnalysis(uri: uri)
        let offset = try LSPConvert.offset(of: params, in: document.source)
        let index = analysis.index
        guard let o = index.occurrence(at: offset), o.name != Vocabulary.superview else { return nil }
        let kind = index.resolvedKind(of: o)
        guard index.isDeclared(o.name, as: kind) else { return nil }
        return (document, o, index.occurrences(of: o.name, kind: kind))
    }

    /// `textDocument/references`: every use of the view or metric (and its declaration, when
    /// the client asks for it).
    func references(_ params: JSONValue) throws -> JSONValue {
        guard let (document, _, all) = try renamable(params) else { return .array([]) }
        let withDeclaration = params["context"]?["includeDeclaration"]?.boolValue ?? true
        return .array(all.filter { withDeclaration || !$0.isDeclaration }.map {
            .object([("uri", .string(document.uri)), ("range", LSPConvert.range($0.range, in: document.source))])
        })
    }

    /// `textDocument/prepareRename`: the name's range when it can be renamed, else `null`.
    func prepareRename(_ params: JSONValue) throws -> JSONValue {
        guard let (document, o, _) = try renamable(params) else { return .null }
        return .object([("range", LSPConvert.range(o.range, in: document.source)), ("placeholder", .string(o.name))])
    }

    /// `textDocument/rename`: the view or metric renamed at its declaration(s) and every use.
    func rename(_ params: JSONValue) throws -> JSONValue {
        let newName = try params.requiredString("newName")
        guard let (document, o, all) = try renamable(params) else {
            throw RPCError(.invalidParams, "only a declared view or metric can be renamed")
        }
        guard Self.isIdentifier(newName), !Vocabulary.isReservedViewName(newName),
              !Vocabulary.declarationKeywords.contains(newName), Vocabulary.priority(named: newName) == nil else {
            throw RPCError(.invalidParams, "'\(newName)' is not a name a view or metric can have")
        }
        let index = try currentAnalysis(uri: document.uri).1.index
        if newName != o.name, index.isDeclared(newName, as: .view) || index.isDeclared(newName, as: .metric) {
            throw RPCError(.invalidParams, "'\(newName)' is already declared in this file")
        }
        let edits = all.map { TextEdit(range: $0.range, replacement: newName) }
        return .object([("changes", .object([(document.uri, .array(edits.map { LSPConvert.edit($0, in: document.source) }))]))])
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`, the lexer's identifiers.
    static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.utf8.first, first == UInt8(ascii: "_") || (first | 0x20) >= 0x61 && (first | 0x20) <= 0x7A else {
            return false
        }
        return s.utf8.allSatisfy { $0 == UInt8(ascii: "_") || ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || $0 >= 0x30 && $0 <= 0x39 }
    }

    /// `textDocument/documentSymbol`: the view tree (and the metrics) — nested
    /// `DocumentSymbol`s for clients that read them, else flat `SymbolInformation`.
    func documentSymbols(_ params: JSONValue) throws -> JSONValue {
        let uri = try params.required("textDocument").requiredString("uri")
        let (document, analysis) = try currentAnalysis(uri: uri)
        let source = document.source
        let hierarchical = client.hierarchicalSymbols
        var symbols: [JSONValue] = []
        func add(_ node: SymbolIndex.ViewNode, container: String?) -> JSONValue {
            let kind = JSONValue.number(Double(node.decl.kind == .stack ? LSPSymbolKind.array : LSPSymbolKind.object))
            if !hierarchical {
                var fields: [(String, JSONValue)] = [
                    ("name", .string(node.decl.name.name)), ("kind", kind),
                    ("location", .object([("uri", .string(uri)), ("range", LSPConvert.range(node.decl.range, in: source))])),
                ]
                if let container { fields.append(("containerName", .string(container))) }
                symbols.append(.object(fields))
                for child in node.children { _ = add(child, container: node.decl.name.name) }
                return .null
            }
            var fields: [(String, JSONValue)] = [
                ("name", .string(node.decl.name.name)),
                ("detail", .string(node.decl.kind.rawValue)),
                ("kind", kind),
                ("range", LSPConvert.range(node.decl.range, in: source)),
                ("selectionRange", LSPConvert.range(node.decl.name.range, in: source)),
            ]
            if !node.children.isEmpty { fields.append(("children", .array(node.children.map { add($0, container: nil) }))) }
            return .object(fields)
        }
        for root in analysis.index.roots {
            let symbol = add(root, container: nil)
            if hierarchical { symbols.append(symbol) }
        }
        for (def, conditional) in analysis.index.metricDefinitions where !conditional {
            let kind = JSONValue.number(Double(LSPSymbolKind.constant))
            if hierarchical {
                symbols.append(.object([
                    ("name", .string(def.name.name)), ("detail", .string("metric")), ("kind", kind),
                    ("range", LSPConvert.range(def.range, in: source)),
                    ("selectionRange", LSPConvert.range(def.name.range, in: source)),
                ]))
            } else {
                symbols.append(.object([
                    ("name", .string(def.name.name)), ("kind", kind),
                    ("location", .object([("uri", .string(uri)), ("range", LSPConvert.range(def.range, in: source))])),
                    ("containerName", .string("metrics")),
                ]))
            }
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
