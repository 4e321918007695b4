import LayoutLowering
import LayoutSource
import LayoutSyntax

/// What a highlighted token is (the order is the language server's legend).
public enum SemanticTokenKind: Int, CaseIterable, Sendable {
    case keyword, type, variable, parameter, property, enumMember, number, `operator`, comment
}

/// One highlighted token: a range on one line, its kind, and whether it is a declaration and
/// whether a built-in name (a built-in view or metric, `superview`).
public struct SemanticToken: Equatable, Sendable {
    /// Where it is (never more than one line).
    public var range: SourceRange
    /// What it is.
    public var kind: SemanticTokenKind
    /// The name's declaration.
    public var isDeclaration: Bool
    /// A name the language defines.
    public var isDefaultLibrary: Bool
}

/// Every token of the file classified from the lexer's tokens, the name index and
/// `Vocabulary`, so editors without the TextMate grammar (Neovim, Helix) colour `.layout`
/// files too.
enum SemanticHighlighting {
    /// The enum values a property takes (`axis vertical`, `distribution fillEqually`).
    private static let propertyValues = Set(StackAxis.allCases.map(\.rawValue) + StackDistribution.allCases.map(\.rawValue)
                                            + StackAlignment.allCases.map(\.rawValue) + ["true", "false"])
    private static let kinds = Set(ViewKind.allCases.map(\.rawValue))
    private static let keywords = Set(Vocabulary.statementKeywords + Vocabulary.propertyNames + [Vocabulary.alternative])
    private static let attributes = Set(LayoutAttribute.allCases.map(\.rawValue))
    /// The layout guides written after a view's name and a dot (`card.margins`, `feed.content`).
    private static let guides = Set(Vocabulary.viewGuides + Vocabulary.scrollGuides)
    private static let formatOptions = Set(Vocabulary.formatOptions)
    private static let cellKinds = Set(Vocabulary.cellKinds)

    /// The tokens in order; comments between tokens one line at a time.
    static func tokens(_ analysis: DocumentAnalysis) -> [SemanticToken] {
        let source = analysis.source
        let bytes = source.bytes
        let tokens = analysis.tokens
        let index = analysis.index
        var out: [SemanticToken] = []
        out.reserveCapacity(tokens.count)
        // The lexer's token being classified: a span within it has its line and columns from
        // the token (whose bytes are ASCII but for a misspelt identifier, which is emitted
        // whole), without counting from the line's start — 17,000 tokens in a 1,000-view file.
        var current: Token?
        func location(_ offset: Int) -> SourceLocation {
            if let t = current, Int(t.offset) <= offset, offset <= Int(t.endOffset), t.kind != .newline {
                if offset == Int(t.endOffset) { return t.end }
                return SourceLocation(line: Int(t.line), column: Int(t.column) + offset - Int(t.offset), offset: offset)
            }
            return source.location(at: offset)
        }
        func emit(_ start: Int, _ end: Int, _ kind: SemanticTokenKind, declaration: Bool = false, builtin: Bool = false) {
            let a = location(start), b = location(end)
            guard a.line == b.line, end > start else { return }
            out.append(SemanticToken(range: SourceRange(start: a, end: b), kind: kind, isDeclaration: declaration,
                                     isDefaultLibrary: builtin))
        }
        /// `//` and `/* */` comments in `bytes[from..<to]` (between tokens), one line at a time.
        func comments(_ from: Int, _ to: Int) {
            var i = from
            while i + 1 < to {
                if bytes[i] == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "/") {
                    var e = i
                    while e < to, bytes[e] != 0x0A, bytes[e] != 0x0D { e += 1 }
                    emit(i, e, .comment)
                    i = e
                } else if bytes[i] == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "*") {
                    var e = i + 2
                    while e + 1 < to, !(bytes[e] == UInt8(ascii: "*") && bytes[e + 1] == UInt8(ascii: "/")) { e += 1 }
                    e = min(to, e + 2)
                    var lineStart = i
                    for k in i..<e where bytes[k] == 0x0A {
                        emit(lineStart, k > lineStart && bytes[k - 1] == 0x0D ? k - 1 : k, .comment)
                        lineStart = k + 1
                    }
                    emit(lineStart, e, .comment)
                    i = e
                } else {
                    i += 1
                }
            }
        }
        func spelling(_ t: Token) -> Substring {
            Substring(decoding: bytes[Int(t.offset)..<Int(t.endOffset)], as: UTF8.self)
        }
        func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }
        /// `W` and `H` of an intrinsic size written as one word (`120x22`, `_x36`, `12.5x.5`),
        /// which the lexer reads as touching tokens (`120` `x22`): both sides are numbers.
        func sizeWord(_ t: Token) {
            let start = Int(t.offset), end = Int(t.endOffset)
            guard let x = bytes[start..<end].firstIndex(of: UInt8(ascii: "x")) else { return }
            if x > start, isDigit(bytes[start]) { emit(start, x, .number) }
            emit(x, x + 1, .operator)
            if x + 1 < end, bytes[(x + 1)..<end].allSatisfy(isDigit) { emit(x + 1, end, .number) }
        }
        var previousEnd = 0
        // After `intrinsic`, the size's word: its tokens touch (`120` `x22`).
        var sizeNext = false, inSize = false
        // The last identifier named a custom class (`view chart: Charts.BarChart`).
        var inClass = false
        for (k, t) in tokens.enumerated() {
            let touching = k > 0 && tokens[k - 1].endOffset == t.offset
            inSize = sizeNext || inSize && touching
            sizeNext = false
            let wasClass = inClass && t.kind == .identifier && k > 0 && tokens[k - 1].kind == .dot
            if t.kind != .dot { inClass = false }
            let start = Int(t.offset), end = Int(t.endOffset)
            current = nil
            if t.kind == .newline || t.kind == .endOfFile {
                comments(previousEnd, t.kind == .endOfFile ? bytes.count : end)
                previousEnd = end
                continue
            }
            comments(previousEnd, start)
            previousEnd = end
            current = t
            if inSize, t.kind == .identifier {
                sizeWord(t)
                continue
            }
            switch t.kind {
            case .number: emit(start, end, .number)
            case .equalEqual, .lessEqual, .greaterEqual, .plus, .minus, .star, .slash, .pipe, .at:
                emit(start, end, .operator)
            case .identifier:
                let word = String(decoding: bytes[start..<end], as: UTF8.self)
                let afterDot = k >= 2 && tokens[k - 1].kind == .dot && tokens[k - 2].kind == .identifier
                let before = k >= 1 ? spelling(tokens[k - 1]) : ""
                if word == "intrinsic" { sizeNext = true }
                if wasClass {
                    emit(start, end, .type)
                    inClass = true
                } else if afterDot, attributes.contains(word) {
                    emit(start, end, .property)
                } else if afterDot, guides.contains(word) {
                    emit(start, end, .property, builtin: true)
                } else if k >= 3, tokens[k - 1].kind == .colon, tokens[k - 2].kind == .identifier,
                          kinds.contains(String(spelling(tokens[k - 3]))) {
                    // `KIND NAME: Class`: the custom class generated code instantiates.
                    emit(start, end, .type)
                    inClass = true
                } else if let o = index.occurrence(at: start), o.range.start.offset == start {
                    let builtin = Vocabulary.builtinViews.contains(word) || word == Vocabulary.superview
                        || Vocabulary.builtinMetric(named: word) != nil
                        || Vocabulary.rootGuideShorthands.contains(word) && index.views[word] == nil
                    emit(start, end, index.resolvedKind(of: o) == .view ? .variable : .parameter,
                         declaration: o.isDeclaration, builtin: builtin)
                } else if before == Substring(Vocabulary.cellKeyword), cellKinds.contains(word) {
                    emit(start, end, .enumMember)
                } else if word == Vocabulary.cellKeyword, k + 1 < tokens.count, cellKinds.contains(String(spelling(tokens[k + 1]))) {
                    emit(start, end, .keyword)
                } else if word == Vocabulary.cellEstimated || word == Vocabulary.formatOptionsKeyword {
                    emit(start, end, .keyword)
                } else if formatOptions.contains(word) {
                    emit(start, end, .enumMember)
                } else if kinds.contains(word) {
                    emit(start, end, .type)
                } else if keywords.contains(word) {
                    emit(start, end, .keyword)
                } else if Vocabulary.orientations.contains(word), k + 1 < tokens.count, tokens[k + 1].kind == .colon {
                    emit(start, end, .keyword)
                } else if Vocabulary.traitTerms.contains(word) || Vocabulary.priority(named: word) != nil
                            || propertyValues.contains(word) {
                    emit(start, end, .enumMember)
                }
            default:
                break
            }
        }
        return out
    }
}

extension DocumentAnalysis {
    /// The semantic highlighting of the text, token by token in order.
    public func semanticTokens() -> [SemanticToken] { SemanticHighlighting.tokens(self) }
}
