import LayoutDriver
import LayoutLowering
import LayoutSource
import LayoutSyntax

// Requests that help write the file: completion, code actions, semantic tokens, inlay hints.
extension ServerSession {
    /// `textDocument/completion`: attributes after `name.`, priorities after `@`, property
    /// values after `axis`/`distribution`/`alignment`, size-class terms after `when`, the
    /// properties after a declaration's name; elsewhere views, metrics and keywords.
    func completion(_ params: JSONValue) throws -> JSONValue {
        let uri = try params.required("textDocument").requiredString("uri")
        let (document, analysis) = try currentAnalysis(uri: uri)
        let source = document.source
        let offset = try LSPConvert.offset(of: params, in: source)
        let items = CompletionContext(source: source, offset: offset).items(index: analysis.index, variants: analysis.variants)
        return .object([("isIncomplete", .bool(false)), ("items", .array(items.map { item in
            .object([("label", .string(item.label)), ("kind", .number(Double(item.kind))), ("detail", .string(item.detail))])
        }))])
    }

    /// `textDocument/codeAction`: the fixes of the diagnostics at the range, as quick fixes
    /// (`Diagnostic.fixes`: data the pipeline attached, applied as they are).
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
        var actions: [JSONValue] = []
        for d in analysis.diagnostics where !d.fixes.isEmpty && d.range.start.offset <= to && from <= d.range.end.offset {
            let lsp = LSPConvert.diagnostic(d, in: source, uri: uri, relatedInformation: client.relatedInformation)
            for fix in d.fixes {
                actions.append(.object([
                    ("title", .string(fix.title)),
                    ("kind", .string("quickfix")),
                    ("diagnostics", .array([lsp])),
                    ("isPreferred", .bool(d.fixes.count == 1)),
                    ("edit", .object([("changes", .object([(uri, .array(fix.edits.map { LSPConvert.edit($0, in: source) }))]))])),
                ]))
            }
        }
        return .array(actions)
    }

    /// `textDocument/semanticTokens/full`.
    func semanticTokens(_ params: JSONValue) throws -> JSONValue {
        let uri = try params.required("textDocument").requiredString("uri")
        let (_, analysis) = try currentAnalysis(uri: uri)
        return .object([("data", .array(SemanticTokens.encode(analysis).map { .number(Double($0)) }))])
    }

    /// `textDocument/inlayHint`: after each declared view's name in the range, its solved
    /// frame in the first variant (`x,y w×h`), unless switched off in the settings.
    func inlayHints(_ params: JSONValue) throws -> JSONValue {
        let uri = try params.required("textDocument").requiredString("uri")
        let (document, analysis) = try currentAnalysis(uri: uri)
        guard settings.frameHints, let first = analysis.solutions.first else { return .array([]) }
        let source = document.source
        let (from, to) = try LSPConvert.offsets(ofRange: params.required("range"), in: source)
        var byName: [String: IRView] = [:]
        for view in first.ir.views where !view.isBuiltin { byName[view.name] = byName[view.name] ?? view }
        var hints: [JSONValue] = []
        for o in analysis.index.occurrences where o.isDeclaration && o.kind == .view {
            let end = o.range.end.offset
            guard end >= from, end <= to, let view = byName[o.name] else { continue }
            let f = first.frame(of: view.id)
            var label = "\(HoverText.number(f.x)),\(HoverText.number(f.y)) \(HoverText.number(f.width))×\(HoverText.number(f.height))"
            if first.ambiguities.contains(where: { $0.view == view.id && ($0.positionFree || $0.sizeFree) }) { label += " ambiguous" }
            hints.append(.object([
                ("position", LSPConvert.position(o.range.end, in: source)),
                ("label", .string(label)),
                ("kind", .number(1)),
                ("paddingLeft", .bool(true)),
                ("tooltip", .string("frame in \(first.ir.target.variant.description)"
                                    + (first.ir.target.canvas.deviceName.map { " (\($0))" } ?? "") + ", canvas coordinates")),
            ]))
        }
        return .array(hints)
    }
}

/// What can be typed at a position, from the text before it on its line.
struct CompletionContext {
    /// One proposal.
    struct Item {
        var label: String
        /// The protocol's `CompletionItemKind`.
        var kind: Int
        var detail: String
    }

    /// The word before the partial one (`title` in `title.wi`), if a `.` joins them.
    private var anchorView: String?
    /// The character before the partial word (after spaces), and the word before that.
    private var before: UInt8?
    private var previousWord: String?
    /// Whether the line is a declaration (`label title …`) past its name, or a `set` line.
    private var inDeclaration = false

    init(source: SourceFile, offset: Int) {
        let bytes = source.bytes
        let lineStart = source.lineStarts[max(0, source.location(at: offset).line - 1)]
        func isWord(_ b: UInt8) -> Bool { b == UInt8(ascii: "_") || (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || b >= 0x30 && b <= 0x39 }
        var i = offset
        while i > lineStart, isWord(bytes[i - 1]) { i -= 1 }
        if i > lineStart, bytes[i - 1] == UInt8(ascii: ".") {
            var j = i - 1
            while j > lineStart, isWord(bytes[j - 1]) { j -= 1 }
            if j < i - 1 { anchorView = String(decoding: bytes[j..<(i - 1)], as: UTF8.self) }
        }
        var k = i
        while k > lineStart, bytes[k - 1] == 0x20 || bytes[k - 1] == 0x09 { k -= 1 }
        if k > lineStart { before = bytes[k - 1] }
        var w = k
        while w > lineStart, isWord(bytes[w - 1]) { w -= 1 }
        if w < k { previousWord = String(decoding: bytes[w..<k], as: UTF8.self) }
        // The line's first two words: a view kind (or `set`) and a name already typed.
        let words = String(decoding: bytes[lineStart..<k], as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" })
        if words.count >= 2, let first = words.first,
           ViewKind(rawValue: String(first)) != nil || first == "set" {
            inDeclaration = !words.contains { $0.contains("{") }
        }
    }

    /// The proposals, deduplicated, in a fixed order (kind groups, then as listed).
    func items(index: SymbolIndex, variants: [LayoutIR]) -> [Item] {
        if let anchorView {
            return LayoutAttribute.allCases.map { Item(label: $0.rawValue, kind: 10, detail: "attribute of \(anchorView)") }
        }
        var out: [Item] = []
        let metricNames = unique(index.metricDefinitions.map(\.def.name.name) + Vocabulary.builtinMetrics.map(\.name))
        func metrics() -> [Item] {
            metricNames.map { name in
                let value = variants.first?.metrics.first { $0.name == name }?.value ?? Vocabulary.builtinMetric(named: name)
                return Item(label: name, kind: 21, detail: value.map { "metric = \(HoverText.number($0))" } ?? "metric")
            }
        }
        if before == UInt8(ascii: "@") {
            out = Vocabulary.priorityNames.map { Item(label: $0.name, kind: 20, detail: "priority \(HoverText.number($0.value))") }
            return out + metrics()
        }
        switch previousWord {
        case "axis": return StackAxis.allCases.map { Item(label: $0.rawValue, kind: 20, detail: "stack axis") }
        case "distribution": return StackDistribution.allCases.map { Item(label: $0.rawValue, kind: 20, detail: "stack distribution") }
        case "alignment": return StackAlignment.allCases.map { Item(label: $0.rawValue, kind: 20, detail: "stack alignment") }
        case "when" where before != nil && before! >= 0x41:
            return Vocabulary.traitTerms.map { Item(label: $0, kind: 20, detail: "size class") }
        default: break
        }
        if inDeclaration {
            return Vocabulary.propertyNames.map { Item(label: $0, kind: 14, detail: "property") }
        }
        let viewNames = unique(index.occurrences.filter { $0.isDeclaration && $0.kind == .view }.map(\.name)
                               + Vocabulary.builtinViews + [Vocabulary.superview])
        out += viewNames.map { name in
            Item(label: name, kind: 7, detail: index.views[name].map { $0.kind.rawValue } ?? "built-in view")
        }
        out += metrics()
        out += Vocabulary.declarationKeywords.map { Item(label: $0, kind: 14, detail: "keyword") }
        out += Vocabulary.orientations.map { Item(label: "\($0):", kind: 14, detail: "visual format line") }
        return out
    }

    private func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
