import LayoutIDE
import LayoutSource

/// `textDocument/semanticTokens/full`: the IDE layer's highlighting (`DocumentAnalysis.
/// semanticTokens()`) in the protocol's legend and relative encoding.
enum SemanticTokens {
    /// The legend's token types, in the order their indices are sent (`SemanticTokenKind`'s).
    static let types = SemanticTokenKind.allCases.map(name)
    /// The legend's modifiers (bit 0, bit 1).
    static let modifiers = ["declaration", "defaultLibrary"]

    /// The protocol's name of a kind.
    private static func name(_ kind: SemanticTokenKind) -> String {
        switch kind {
        case .keyword: return "keyword"
        case .type: return "type"
        case .variable: return "variable"
        case .parameter: return "parameter"
        case .property: return "property"
        case .enumMember: return "enumMember"
        case .number: return "number"
        case .operator: return "operator"
        case .comment: return "comment"
        }
    }

    /// The protocol's relative encoding: five integers per token (line delta, start delta,
    /// length, type, modifiers), lengths and columns in UTF-16 units, one line per token.
    static func encode(_ analysis: DocumentAnalysis) -> [Int] {
        let source = analysis.source
        let tokens = analysis.semanticTokens()
        var data: [Int] = []
        data.reserveCapacity(tokens.count * 5)
        var lastLine = 0, lastColumn = 0
        for t in tokens {
            let line = t.range.start.line - 1
            let column = source.utf16Column(of: t.range.start)
            let length = source.utf16Column(of: t.range.end) - column
            let modifiers = (t.isDeclaration ? 1 : 0) | (t.isDefaultLibrary ? 2 : 0)
            data += [line - lastLine, line == lastLine ? column - lastColumn : column, length, t.kind.rawValue, modifiers]
            lastLine = line
            lastColumn = column
        }
        return data
    }
}
