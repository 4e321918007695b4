import LayoutLowering
import LayoutSource
import LayoutSyntax

/// One completion proposal.
public struct CompletionItem: Equatable, Sendable {
    /// What it is.
    public enum Kind: Sendable {
        /// An attribute after `view.`.
        case attribute
        /// A metric, built in or defined.
        case metric
        /// A value of a closed set: a priority, a stack setting, a size-class term.
        case value
        /// A keyword, a property name, a visual-format line's orientation.
        case keyword
        /// A view, built in or declared.
        case view
    }
    /// The text inserted.
    public var label: String
    /// What it is.
    public var kind: Kind
    /// A short description (`metric = 8`, `label`).
    public var detail: String
}

extension DocumentAnalysis {
    /// What can be typed at `offset`: attributes after `name.`, priorities after `@`, property
    /// values after `axis`/`distribution`/`alignment`, size-class terms after `when`, the
    /// properties after a declaration's name; elsewhere views, metrics and keywords.
    /// Deduplicated, in a fixed order (kind groups, then as listed).
    public func completions(at offset: Int) -> [CompletionItem] {
        CompletionContext(source: source, offset: offset).items(index: index, variants: variants)
    }
}

/// What can be typed at a position, from the text before it on its line.
struct CompletionContext {
    typealias Item = CompletionItem

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
            return LayoutAttribute.allCases.map { Item(label: $0.rawValue, kind: .attribute, detail: "attribute of \(anchorView)") }
        }
        var out: [Item] = []
        let metricNames = unique(index.metricDefinitions.map(\.def.name.name) + Vocabulary.builtinMetrics.map(\.name))
        func metrics() -> [Item] {
            metricNames.map { name in
                let value = variants.first?.metrics.first { $0.name == name }?.value ?? Vocabulary.builtinMetric(named: name)
                return Item(label: name, kind: .metric, detail: value.map { "metric = \(HoverText.number($0))" } ?? "metric")
            }
        }
        if before == UInt8(ascii: "@") {
            out = Vocabulary.priorityNames.map { Item(label: $0.name, kind: .value, detail: "priority \(HoverText.number($0.value))") }
            return out + metrics()
        }
        switch previousWord {
        case "axis": return StackAxis.allCases.map { Item(label: $0.rawValue, kind: .value, detail: "stack axis") }
        case "distribution": return StackDistribution.allCases.map { Item(label: $0.rawValue, kind: .value, detail: "stack distribution") }
        case "alignment": return StackAlignment.allCases.map { Item(label: $0.rawValue, kind: .value, detail: "stack alignment") }
        case "when" where before != nil && before! >= 0x41:
            return Vocabulary.traitTerms.map { Item(label: $0, kind: .value, detail: "size class") }
        default: break
        }
        if inDeclaration {
            return Vocabulary.propertyNames.map { Item(label: $0, kind: .keyword, detail: "property") }
        }
        let viewNames = unique(index.occurrences.filter { $0.isDeclaration && $0.kind == .view }.map(\.name)
                               + Vocabulary.builtinViews + [Vocabulary.superview])
        out += viewNames.map { name in
            Item(label: name, kind: .view, detail: index.views[name].map { $0.kind.rawValue } ?? "built-in view")
        }
        out += metrics()
        out += Vocabulary.declarationKeywords.map { Item(label: $0, kind: .keyword, detail: "keyword") }
        out += Vocabulary.orientations.map { Item(label: "\($0):", kind: .keyword, detail: "visual format line") }
        return out
    }

    private func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
