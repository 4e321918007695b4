import LayoutIDE
import LayoutSource

// Requests that help write the file: completion, code actions, semantic tokens, inlay hints.
extension ServerSession {
    /// `textDocument/completion`: the IDE layer's proposals at the position.
    func completion(_ params: JSONValue) throws -> JSONValue {
        let uri = try params.required("textDocument").requiredString("uri")
        let (document, analysis) = try currentAnalysis(uri: uri)
        let offset = try LSPConvert.offset(of: params, in: document.source)
        let items = analysis.completions(at: offset)
        return .object([("isIncomplete", .bool(false)), ("items", .array(items.map { item in
            .object([("label", .string(item.label)), ("kind", .number(Double(Self.completionKind(item.kind)))),
                     ("detail", .string(item.detail))])
        }))])
    }

    /// The protocol's `CompletionItemKind` of a proposal.
    static func completionKind(_ kind: CompletionItem.Kind) -> Int {
        switch kind {
        case .attribute: return 10  // Property
        case .metric: return 21     // Constant
        case .value: return 20      // EnumMember
        case .keyword: return 14    // Keyword
        case .view: return 7        // Class
        }
    }

    /// `textDocument/codeAction`: the fixes of the diagnostics at the range, as quick fixes:
    /// the pipeline's (`Diagnostic.fixes`, applied as they are), then the IDE layer's own, each
    /// tried on the text before it is offered (`AnalysisSession.quickFixes`).
    func codeActions(_ params: JSONValue) throws -> JSONValue {
        let uri = try params.required("textDocument").requiredString("uri")
        let (document, current) = try currentAnalysis(uri: uri)
        var analysis = current
        if analysis.carried != nil, customAnalyze == nil {
            // Carried over from an earlier text (comments changed): fixes need the pipeline.
            analysis = document.session.analyze(document.source, carryOver: false)
            documents[uri]?.analysis = analysis
        }
        let source = document.source
        let (from, to) = try LSPConvert.offsets(ofRange: params.required("range"), in: source)
        let fixes = customAnalyze == nil ? document.session.quickFixes(analysis, from: from, to: to)
            : analysis.quickFixes(from: from, to: to)
        return .array(fixes.map { fix in
            let lsp = LSPConvert.diagnostic(fix.diagnostic, in: source, uri: uri, relatedInformation: client.relatedInformation)
            return .object([
                ("title", .string(fix.title)),
                ("kind", .string("quickfix")),
                ("diagnostics", .array([lsp])),
                ("isPreferred", .bool(fix.isPreferred)),
                ("edit", .object([("changes", .object([(uri, .array(fix.edits.map { LSPConvert.edit($0, in: source) }))]))])),
            ])
        })
    }

    /// `textDocument/semanticTokens/full`: `{"data": […]}`, written as bytes.
    func semanticTokens(_ params: JSONValue) throws -> [UInt8] {
        let uri = try params.required("textDocument").requiredString("uri")
        let (_, analysis) = try currentAnalysis(uri: uri)
        return SemanticTokens.result(SemanticTokens.encode(analysis))
    }

    /// `textDocument/inlayHint`: after each declared view's name in the range, its solved
    /// frame in the first variant (`x,y w×h`), unless switched off in the settings. Written as
    /// bytes (a hint per view: a thousand after every edit of a large file), the text a
    /// `JSONValue` of the same hints serializes to.
    func inlayHints(_ params: JSONValue) throws -> [UInt8] {
        let uri = try params.required("textDocument").requiredString("uri")
        let (document, analysis) = try currentAnalysis(uri: uri)
        guard settings.frameHints, analysis.hasFrames else { return [0x5B, 0x5D] }
        let source = document.source
        let (from, to) = try LSPConvert.offsets(ofRange: params.required("range"), in: source)
        let columns = UTF16Columns(source)
        let hints = analysis.frameHints(from: from, to: to)
        var out: [UInt8] = []
        out.reserveCapacity(16 + hints.count * 160)
        out.append(0x5B)
        for (k, hint) in hints.enumerated() {
            if k > 0 { out.append(0x2C) }
            out += #"{"position":{"line":"#.utf8
            JSONInteger.write(hint.position.line - 1, to: &out)
            out += #","character":"#.utf8
            JSONInteger.write(columns.column(of: hint.position), to: &out)
            out += #"},"label":"#.utf8
            JSONValue.writeString(hint.label, to: &out)
            out += #","kind":1,"paddingLeft":true,"tooltip":"#.utf8
            JSONValue.writeString(hint.tooltip, to: &out)
            out.append(0x7D)
        }
        out.append(0x5D)
        return out
    }
}
