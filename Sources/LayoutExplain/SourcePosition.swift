/// A constraint's source position as its identifier gives it: vflc's generated code names
/// every constraint `FILE:LINE:COLUMN` (docs/codegen.md), optionally followed by a space and a
/// role word when constraints share a position (`card.layout:12:5 width-hugging`); SnapKit
/// prints `file#line` after the constraint's address. Paths are taken as written, older
/// generated code's `./Samples/card.layout` as well as the normalised `Samples/card.layout`
/// (`LayoutSources` normalises them before looking).
enum SourcePosition: Equatable {
    case layout(path: String, line: Int, column: Int, role: String?)
    case snapKit(path: String, line: Int)

    var path: String {
        switch self {
        case .layout(let p, _, _, _), .snapKit(let p, _): return p
        }
    }

    /// `FILE:LINE:COLUMN[ role]`, FILE without spaces, the role one word of letters, digits,
    /// `-` and `_`.
    static func vflc(_ identifier: String) -> SourcePosition? {
        var rest = Substring(identifier)
        var role: String?
        if let space = rest.firstIndex(of: " ") {
            let word = rest[rest.index(after: space)...]
            guard !word.isEmpty, word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return nil }
            role = String(word)
            rest = rest[..<space]
        }
        let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let column = Int(parts[parts.count - 1]), let line = Int(parts[parts.count - 2]),
              line >= 1, column >= 1 else { return nil }
        let path = parts[..<(parts.count - 2)].joined(separator: ":")
        guard !path.isEmpty, !path.contains(" ") else { return nil }
        return .layout(path: path, line: line, column: column, role: role)
    }

    /// SnapKit's `path#line`.
    static func snapKit(_ tag: String) -> SourcePosition? {
        guard let hash = tag.lastIndex(of: "#"), let line = Int(tag[tag.index(after: hash)...]), line >= 1 else { return nil }
        let path = String(tag[..<hash])
        guard !path.isEmpty else { return nil }
        return .snapKit(path: path, line: line)
    }
}
