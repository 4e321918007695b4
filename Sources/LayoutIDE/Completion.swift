import LayoutLowering
import LayoutSource
import LayoutSyntax

/// One completion proposal.
public struct CompletionItem: Equatable, Sendable {
    /// What it is.
    public enum Kind: Sendable {
        /// An attribute after `view.`, or a layout guide (`feed.content`).
        case attribute
        /// A metric, built in or defined.
        case metric
        /// A value of a closed set: a priority, a stack setting, a size-class term, a format option.
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
    /// What can be typed at `offset`: attributes and layout guides after `name.`, priorities
    /// after `@`, property values after `axis`/`distribution`/`alignment`, size-class terms
    /// after `when`, the properties after a declaration's name, what a cell header takes after
    /// `cell`, format options after `options` (and after a comma in their list); elsewhere
    /// views, metrics and keywords. Deduplicated, in a fixed order (kind groups, then as listed).
    public func completions(at offset: Int) -> [CompletionItem] {
        CompletionContext(source: source, offset: offset).items(index: index, variants: variants,
                                                                statementsBefore: { statementStarts(before: $0) })
    }

    /// Whether a statement (or a cell header) starts before `offset`: `cell` may only be the first.
    private func statementStarts(before offset: Int) -> Bool {
        let file = syntax
        if let cell = file.cell, cell.range.start.offset < offset { return true }
        return file.statements.first.map { $0.range.start.offset < offset } ?? false
    }
}

/// What can be typed at a position, from the text before it on its line.
struct CompletionContext {
    typealias Item = CompletionItem

    /// The word before the partial one (`title` in `title.wi`), if a `.` joins them.
    private var anchorView: String?
    /// Whether `anchorView` itself follows a `.` (`feed.content.`: a guide's attributes).
    private var anchorIsGuide = false
    /// The character before the partial word (after spaces), and the word before that.
    private var before: UInt8?
    private var previousWord: String?
    /// The line's words before the partial one.
    private var words: [Substring] = []
    /// Whether the line is a declaration (`label title …`) past its name, or a `set` line.
    private var inDeclaration = false
    /// Whether the partial word is in a visual-format line's list of options.
    private var inOptions = false
    /// Whether the partial word starts its line.
    private var atLineStart = false
    private let offset: Int

    init(source: SourceFile, offset: Int) {
        self.offset = offset
        let bytes = source.bytes
        let line = max(0, source.location(at: offset).line - 1)
        let lineStart = source.lineStarts[line]
        func isWord(_ b: UInt8) -> Bool { b == UInt8(ascii: "_") || (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || b >= 0x30 && b <= 0x39 }
        var i = offset
        while i > lineStart, isWord(bytes[i - 1]) { i -= 1 }
        if i > lineStart, bytes[i - 1] == UInt8(ascii: ".") {
            var j = i - 1
            while j > lineStart, isWord(bytes[j - 1]) { j -= 1 }
            if j < i - 1 {
                anchorView = String(decoding: bytes[j..<(i - 1)], as: UTF8.self)
                anchorIsGuide = j > lineStart && bytes[j - 1] == UInt8(ascii: ".")
            }
        }
        var k = i
        while k > lineStart, bytes[k - 1] == 0x20 || bytes[k - 1] == 0x09 { k -= 1 }
        if k > lineStart { before = bytes[k - 1] }
        atLineStart = k == lineStart
        var w = k
        while w > lineStart, isWord(bytes[w - 1]) { w -= 1 }
        if w < k { previousWord = String(decoding: bytes[w..<k], as: UTF8.self) }
        // The line's first two words: a view kind (or `set`) and a name already typed.
        let text = String(decoding: bytes[lineStart..<k], as: UTF8.self)
        words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if words.count >= 2, let first = words.first,
           ViewKind(rawValue: String(first)) != nil || first == "set" {
            inDeclaration = !words.contains { $0.contains("{") }
        }
        // `options a, b` on this line, or a list continued from the line above (`…, ` at its end).
        let optionsWord = Vocabulary.formatOptionsKeyword
        if previousWord == optionsWord || before == UInt8(ascii: ",") && words.contains(where: { $0 == optionsWord }) {
            inOptions = true
        } else if atLineStart, line > 0 {
            let above = source.lineText(line).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            inOptions = above.last?.hasSuffix(",") == true && above.contains { $0 == optionsWord }
        }
    }

    /// The proposals, deduplicated, in a fixed order (kind groups, then as listed).
    func items(index: SymbolIndex, variants: [LayoutIR], statementsBefore: (Int) -> Bool) -> [Item] {
        if let anchorView { return members(of: anchorView, index: index) }
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
        if inOptions {
            return VFLFormatOption.allCases.map { Item(label: $0.rawValue, kind: .value, detail: "format option") }
        }
        if words.first == Substring(Vocabulary.cellKeyword) {
            if words.count == 1 { return CellKind.allCases.map { Item(label: $0.rawValue, kind: .value, detail: "cell of a \(BuiltinWords.uikitClass($0 == .table ? .table : .collection))") } }
            if words.count == 2 { return [Item(label: Vocabulary.cellEstimated, kind: .keyword, detail: "estimated height of the first layout pass")] }
            return []
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
        // After a visual-format line's last `]` or `|`: its options.
        if let first = words.first, first.hasPrefix("H:") || first.hasPrefix("V:"),
           before == UInt8(ascii: "]") || before == UInt8(ascii: "|") {
            return [Item(label: Vocabulary.formatOptionsKeyword, kind: .keyword, detail: "format options of the line")]
        }
        let viewNames = unique(index.occurrences.filter { $0.isDeclaration && $0.kind == .view }.map(\.name)
                               + Vocabulary.builtinViews + Vocabulary.rootGuideShorthands + [Vocabulary.superview])
        out += viewNames.map { name in
            let detail = index.views[name].map { $0.kind.rawValue }
                ?? (Vocabulary.rootGuideShorthands.contains(name) ? "built-in guide" : "built-in view")
            return Item(label: name, kind: .view, detail: detail)
        }
        out += metrics()
        out += ViewKind.allCases.map { Item(label: $0.rawValue, kind: .keyword, detail: "view kind (\(BuiltinWords.uikitClass($0)))") }
        out += Vocabulary.statementKeywords.map { Item(label: $0, kind: .keyword, detail: "keyword") }
        if atLineStart, !statementsBefore(offset) {
            out.append(Item(label: Vocabulary.cellKeyword, kind: .keyword, detail: "the file is a cell's content view"))
        }
        out += Vocabulary.orientations.map { Item(label: "\($0):", kind: .keyword, detail: "visual format line") }
        return out
    }

    /// After `name.`: the attributes, then the layout guides the view has (docs/language.md §15,
    /// §16): every view but a guide has `margins` and `readable`, the root `keyboard` too, a
    /// scroll view `content` and `frame`. After a guide (`feed.content.`), its attributes only.
    private func members(of name: String, index: SymbolIndex) -> [Item] {
        let attributes = LayoutAttribute.allCases.map { Item(label: $0.rawValue, kind: .attribute, detail: "attribute of \(name)") }
        if anchorIsGuide { return attributes }
        let guides: [String]
        if let decl = index.views[name] {
            switch decl.kind {
            case .guide: guides = []
            case .scroll: guides = Vocabulary.scrollGuides + ["margins", "readable"]
            default: guides = ["margins", "readable"]
            }
        } else if name == "root" {
            guides = Vocabulary.viewGuides
        } else if name == Vocabulary.superview {
            guides = ["margins", "readable"]
        } else {
            guides = []
        }
        return attributes + guides.map { guide in
            Item(label: guide, kind: .attribute, detail: Self.guideDetail(guide))
        }
    }

    private static func guideDetail(_ guide: String) -> String {
        switch guide {
        case "content": return "contentLayoutGuide"
        case "frame": return "frameLayoutGuide"
        case "margins": return "layoutMarginsGuide"
        case "readable": return "readableContentGuide"
        default: return "keyboardLayoutGuide"
        }
    }

    private func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
