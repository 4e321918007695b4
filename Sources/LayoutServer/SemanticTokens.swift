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
        let columns = UTF16Columns(analysis.source)
        let tokens = analysis.semanticTokens()
        var data: [Int] = []
        data.reserveCapacity(tokens.count * 5)
        var lastLine = 0, lastColumn = 0
        for t in tokens {
            let line = t.range.start.line - 1
            let column = columns.column(of: t.range.start)
            let length = columns.column(of: t.range.end) - column
            let modifiers = (t.isDeclaration ? 1 : 0) | (t.isDefaultLibrary ? 2 : 0)
            data.append(line - lastLine)
            data.append(line == lastLine ? column - lastColumn : column)
            data.append(length)
            data.append(t.kind.rawValue)
            data.append(modifiers)
            lastLine = line
            lastColumn = column
        }
        return data
    }

    /// The response's `result`, `{"data":[…]}`, written straight into bytes: tens of thousands
    /// of integers, which as a `JSONValue` tree were a heap box and a string each (and appended
    /// one by one, a capacity check per digit), each written into room reserved for the longest.
    static func result(_ data: [Int]) -> [UInt8] {
        let head = Array(#"{"data":["#.utf8)
        return [UInt8](unsafeUninitializedCapacity: head.count + data.count * 21 + 2) { buffer, count in
            var i = 0
            for b in head { buffer[i] = b; i += 1 }
            for k in data.indices {
                if k > 0 { buffer[i] = 0x2C; i += 1 }
                i = JSONInteger.write(data[k], into: buffer, at: i)
            }
            buffer[i] = 0x5D
            buffer[i + 1] = 0x7D
            count = i + 2
        }
    }
}
